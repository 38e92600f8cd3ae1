package heuristic

import (
	"context"
	"os"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/testsupport/hamilton"
	"github.com/knightcert/knight/verify"
)

// TestSearchShapesOracle runs Search on every mask of small frames for
// several leapers, from every start (open, closed, and with an end), and
// compares with the plain search of internal/testsupport/hamilton (moves
// told by the leaps); every tour found passes verify.Tour. The
// default run takes frames up to 12 cells, masks of more than 8 cells
// sampled; KNIGHT_EXHAUSTIVE=1 takes every mask of them.
func TestSearchShapesOracle(t *testing.T) {
	maxCells, sample := 12, 11
	if os.Getenv("KNIGHT_EXHAUSTIVE") == "1" {
		sample = 1
	}
	frames := []string{"3x3", "3x4", "4x3", "2x5", "4x4", "3x5"}
	checked := 0
	for _, fs := range frames {
		b := board.MustParse(fs)
		if b.Size() > maxCells {
			continue
		}
		for _, pc := range hamilton.Leapers {
			piece := board.MustParsePiece(pc.Name)
			move := hamilton.Leaper(pc.Leaps)
			for mask := 0; mask < 1<<b.Size(); mask++ {
				holes, cells := hamilton.Mask(b, mask)
				if len(cells) == 0 || len(cells) > 8 && mask%sample != 0 {
					continue // the larger masks are sampled in the default run
				}
				for si := range cells {
					for _, kind := range []string{"open", "closed", "end"} {
						q := board.Problem{Board: b, Holes: holes, Piece: piece, Prefix: board.Path{cells[si]}, Closed: kind == "closed"}
						if kind == "end" {
							end := (si + 1) % len(cells)
							if end == si {
								continue
							}
							q.End = cells[end]
						}
						want, _ := hamilton.Search{Cells: cells, Move: move, Closed: q.Closed, End: q.End}.Covers(si)
						r, err := Search(context.Background(), q, Options{})
						if err != nil {
							t.Fatalf("Search(%v): %v", q, err)
						}
						checked++
						switch {
						case want && r.Status != board.Found, !want && r.Status != board.None:
							t.Fatalf("Search(%v) = %v, want tour %v (naive search)", q, r.Status, want)
						case r.Status == board.Found:
							if err := verify.Tour(q, r.Tour); err != nil {
								t.Fatalf("Search(%v) tour %v: %v", q, r.Tour, err)
							}
						}
						g, err := Greedy(context.Background(), q, Options{})
						if err != nil {
							t.Fatalf("Greedy(%v): %v", q, err)
						}
						// Greedy answers None only where the prefix leaves
						// nothing to choose, as on the full board.
						if g.Status == board.None && want || g.Status == board.Found && !want {
							t.Fatalf("Greedy(%v) = %v, want tour %v (naive search)", q, g.Status, want)
						}
						if g.Status == board.Found {
							if err := verify.Tour(q, g.Tour); err != nil {
								t.Fatalf("Greedy(%v) tour %v: %v", q, g.Tour, err)
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d problems", checked)
}
