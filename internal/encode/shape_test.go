package encode

import (
	"context"
	"os"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/testsupport/hamilton"
	"github.com/knightcert/knight/verify"
)

// TestSolveShapes solves tour problems on masks of small frames for
// several leapers with every encoding, free and from a start, open,
// closed and with an end, and compares with the plain search of
// internal/testsupport/hamilton (moves told by the leaps); every tour
// found passes verify.Tour. Masks are sampled in the default run; all of
// them with KNIGHT_EXHAUSTIVE=1.
func TestSolveShapes(t *testing.T) {
	step := 5
	if os.Getenv("KNIGHT_EXHAUSTIVE") == "1" {
		step = 1
	}
	ctx := context.Background()
	count := 0
	for _, fs := range []string{"3x3", "4x3", "2x5"} {
		b := board.MustParse(fs)
		for _, pc := range hamilton.Leapers {
			piece := board.MustParsePiece(pc.Name)
			for mask := 0; mask < 1<<b.Size(); mask += step {
				holes, cells := hamilton.Mask(b, mask)
				if len(cells) == 0 {
					continue
				}
				for ki, kind := range []string{"free", "closed", "start", "end"} {
					q := board.Problem{Board: b, Holes: holes, Piece: piece, Closed: kind == "closed"}
					start := -1
					switch kind {
					case "start":
						start = mask % len(cells)
						q.Prefix = board.Path{cells[start]}
					case "end":
						if len(cells) < 2 {
							continue
						}
						start = 0
						q.Prefix, q.End = board.Path{cells[start]}, cells[len(cells)-1]
					}
					want, _ := hamilton.Search{Cells: cells, Move: hamilton.Leaper(pc.Leaps), Closed: q.Closed, End: q.End}.Covers(start)
					enc := Encodings()[(mask+ki)%len(Encodings())]
					r, err := Solve(ctx, q, Options{Encoding: enc})
					if err != nil {
						t.Fatalf("Solve(%v, %v): %v", q, enc, err)
					}
					count++
					if got := r.Status == board.Found; got != want || r.Status == board.Unknown {
						t.Fatalf("Solve(%v, %v) = %v, want tour %v (naive search)", q, enc, r.Status, want)
					}
					if r.Status == board.Found {
						if err := verify.Tour(q, r.Tour); err != nil {
							t.Fatalf("Solve(%v, %v) tour %v: %v", q, enc, r.Tour, err)
						}
					}
				}
			}
		}
	}
	t.Logf("%d problems", count)
}
