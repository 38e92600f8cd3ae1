package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// lowFirstWalk is a random knight's tour of b that visits every square
// of its bottom low rows before any above them (Warnsdorff's rule within
// the rows allowed, restarted up to tries times), or nil.
func lowFirstWalk(rng *rand.Rand, b board.Board, low int32, tries int) board.Path {
	jumps := [8][2]int32{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	for range tries {
		seen := map[board.Square]bool{}
		allowed := func(s board.Square, n int) bool {
			if s.X < 1 || s.Y < 1 || s.X > b.W || s.Y > b.H || seen[s] {
				return false
			}
			return n >= int(b.W*low) || s.Y <= low
		}
		s := board.Square{X: 1 + rng.Int32N(b.W), Y: 1 + rng.Int32N(low)}
		p := board.Path{s}
		seen[s] = true
		for len(p) < b.Size() {
			var best []board.Square
			bestN := 9
			for _, m := range jumps {
				t := board.Square{X: s.X + m[0], Y: s.Y + m[1]}
				if !allowed(t, len(p)) {
					continue
				}
				seen[t] = true
				n := 0
				for _, m2 := range jumps {
					if allowed(board.Square{X: t.X + m2[0], Y: t.Y + m2[1]}, len(p)+1) {
						n++
					}
				}
				seen[t] = false
				if n < bestN {
					best, bestN = []board.Square{t}, n
				} else if n == bestN {
					best = append(best, t)
				}
			}
			if len(best) == 0 {
				break
			}
			s = best[rng.IntN(len(best))]
			seen[s] = true
			p = append(p, s)
		}
		if len(p) == b.Size() {
			return p
		}
	}
	return nil
}

// TestFaultInTopRowsProperty numbers random tours (lowFirstWalk, checked
// by walkOK: the oracle is the tour the test wrote) that fill their
// bottom rows first, so that those rows alone are a valid smaller grid,
// and writes them through wrappers of rows no rule was written from,
// under a valid 8x8 square list: valid, and with a number of the top
// rows written twice. The block is
// one grid: a valid one never exits 1, and a faulty one never exits 0,
// whatever its bottom rows number.
func TestFaultInTopRowsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 21))
	if p := warnsdorffWalk(rng, board.Board{W: 8, H: 8}, 200); !walkOK(board.Board{W: 8, H: 8}, p) {
		t.Fatal("8x8: the test's own tour")
	}
	shapes := []struct {
		b   board.Board
		low int32
	}{{board.Board{W: 3, H: 7}, 4}, {board.Board{W: 3, H: 8}, 4}, {board.Board{W: 4, H: 7}, 4}}
	tested := 0
	for _, sh := range shapes {
		for rep := range 4 {
			p := lowFirstWalk(rng, sh.b, sh.low, 20000)
			if p == nil {
				continue
			}
			if !walkOK(sh.b, p) {
				t.Fatalf("%v: the test's own tour", sh.b)
			}
			tested++
			var squares []string
			for _, s := range warnsdorffWalk(rng, board.Board{W: 8, H: 8}, 200) {
				squares = append(squares, s.String())
			}
			list := strings.Join(squares, " ")
			valid := newPropTour(sh.b, p)
			faulty := newPropTour(sh.b, p)
			faulty.rows = nil
			for _, r := range valid.rows {
				faulty.rows = append(faulty.rows, append([]int(nil), r...))
			}
			faulty.rows[0][0] = faulty.rows[1][1] // both in the top rows
			for _, w := range besideWrappers() {
				for _, c := range []struct {
					what  string
					tour  propTour
					valid bool
				}{{"valid", valid, true}, {"number twice", faulty, false}} {
					name := fmt.Sprintf("%v/%d/%s/%s", sh.b, rep, w.name, c.what)
					text := list + "\n\n" + w.wrap([]propTour{c.tour}) + "\n"
					tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
					switch {
					case !c.valid && code == 0:
						t.Errorf("%s: a faulty grid passed (%d tours, %v):\n%s", name, len(tours), verdicts, text)
					case c.valid && code == 1:
						t.Errorf("%s: a valid grid judged invalid (%v):\n%s", name, verdicts, text)
					}
				}
			}
		}
	}
	if tested < 4 {
		t.Fatalf("only %d tours filled their bottom rows first", tested)
	}
}
