package notation

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestWriteWalkSameBytes: a path written from its walk, chunk by chunk,
// is byte for byte the path written whole, in every format, on boards of
// odd and even sides, for paths shorter and longer than a chunk, and
// where a grid refuses the path (a square twice or off the board).
// Oracle: WritePath.
func TestWriteWalkSameBytes(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 3))
	for _, bs := range []string{"1x1", "3x4", "5x5", "8x8", "7x9", "64x65", "100x100"} {
		b := board.MustParse(bs)
		for _, n := range []int{1, 2, 17, b.Size(), writeChunk + 3, 3 * writeChunk} {
			// A random knight walk that stays on b: not a tour, but every
			// writer takes any path, and a grid refuses a repeat.
			p := board.Path{b.Square(rng.IntN(b.Size()))}
			for len(p) < n && b.Size() > 1 {
				s := p[len(p)-1]
				m := board.Moves[rng.IntN(8)]
				if t := (board.Square{X: s.X + m.X, Y: s.Y + m.Y}); b.Contains(t) {
					p = append(p, t)
				}
			}
			w, ok := board.WalkOf(p)
			if !ok {
				t.Fatalf("WalkOf(a knight walk) = false")
			}
			for _, f := range []Format{Algebraic, Prolog, XY, JSON, Grid} {
				var want, got bytes.Buffer
				wantErr := WritePath(&want, b, p, f)
				gotErr := WriteWalk(&got, b, w, f)
				if (wantErr == nil) != (gotErr == nil) || wantErr != nil && wantErr.Error() != gotErr.Error() {
					t.Fatalf("WriteWalk(%v, %d squares, %v) = %v, want %v", b, len(p), f, gotErr, wantErr)
				}
				if wantErr == nil && !bytes.Equal(got.Bytes(), want.Bytes()) {
					t.Errorf("WriteWalk(%v, %d squares, %v) wrote other bytes than WritePath", b, len(p), f)
				}
			}
		}
	}
}
