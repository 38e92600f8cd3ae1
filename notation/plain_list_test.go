package notation

import (
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestPlainLineRead: one line of every square of a random board, in
// random order (tours among them), a space apart, with and without a
// newline and Flip, reads as one tour, the squares in the order written
// and square k at column 1 plus the bytes before it. The oracle is the
// path written and the line built here.
func TestPlainLineRead(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 3))
	for trial := range 300 {
		b := board.Board{W: int32(1 + rng.IntN(12)), H: int32(1 + rng.IntN(12))}
		n := int(b.W * b.H)
		if n < 2 {
			continue
		}
		p := make(board.Path, n)
		for i, k := range rng.Perm(n) {
			p[i] = board.Square{X: int32(k%int(b.W)) + 1, Y: int32(k/int(b.W)) + 1}
		}
		text := p.String()
		if rng.IntN(2) == 0 {
			text += "\n"
		}
		opt := ReadOptions{Board: b, Flip: rng.IntN(4) == 0}
		if rng.IntN(4) == 0 {
			opt.Format = Algebraic
		}
		tours, err := readLayouts([]byte(text), opt)
		if err != nil || len(tours) != 1 || tours[0].Err != nil || len(tours[0].Readings) == 0 {
			t.Fatalf("trial %d: readLayouts(%q) on %v = %+v, %v, want one tour", trial, text, b, tours, err)
		}
		d := tours[0].Readings[0]
		if len(d.Path) != n {
			t.Fatalf("trial %d: %q on %v read %d squares, want %d", trial, text, b, len(d.Path), n)
		}
		col := 1
		for k, sq := range p {
			if d.Path[k] != sq {
				t.Fatalf("trial %d: %q on %v: square %d read %v, want %v", trial, text, b, k, d.Path[k], sq)
			}
			if line, c, ok := d.Place(k); !ok || line != 1 || c != col {
				t.Fatalf("trial %d: square %d placed at %d:%d (%v), want 1:%d", trial, k, line, c, ok, col)
			}
			col += len(sq.String()) + 1
		}
	}
}
