package notation

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// byForm are the printouts whose fault the structural reader does not
// always find: a box table under an "(index)" header, and log rows among
// times, whose grid is found only by the form of its integers, in a
// bounded search of their unions (classedGrids) that a number twice can
// lead past the grid's. Such a fault is unreadable, never valid.
var byForm = map[string]bool{"console.table": true, "timestamped log rows": true}

// cellAt is where w writes cell (r, c) of t: the oracle is the text
// itself, the first byte that changes when only that cell's first digit
// does (the cell keeps its width, so nothing else moves).
func cellAt(t *testing.T, w propWrapper, pt propTour, r, c int) (line, col int) {
	t.Helper()
	a := w.wrap([]propTour{pt})
	changed := propTour{sq: pt.sq}
	for _, row := range pt.rows {
		changed.rows = append(changed.rows, slices.Clone(row))
	}
	v := fmt.Sprint(pt.rows[r][c])
	first := byte('1')
	if v[0] == '1' {
		first = '2'
	}
	fmt.Sscan(string(first)+v[1:], &changed.rows[r][c])
	b := w.wrap([]propTour{changed})
	k := 0
	for k < len(a) && k < len(b) && a[k] == b[k] {
		k++
	}
	if k == len(a) {
		t.Fatalf("%s: cell (%d, %d) is not written", w.name, r, c)
	}
	line = 1 + strings.Count(a[:k], "\n")
	return line, k - strings.LastIndex(a[:k], "\n")
}

// TestGridFaultWrapped writes random tours (warnsdorffWalk, checked by
// walkOK) bare and through every printout of a grid the property tests
// know (propWrappers and the others), with one fault: a number written
// twice, a number past the board's squares, or two squares swapped. The
// oracle is the fault the test wrote and where it wrote it (cellAt): the
// bare grid and every wrapper give the same verdict, invalid, at the
// line and column of the cell at fault (for the number twice, its second
// time in reading order; for a swap, the first square no knight move
// from the one before, as the checker's move number places it).
func TestGridFaultWrapped(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 77))
	bare := oneEach("bare", true, func(t propTour) string { return rowsWith(t, "", "%3d", "", "", "\n") + "\n" })
	var ws []propWrapper
	for _, w := range append([]propWrapper{bare}, gridWrappersOfOne()...) {
		switch w.name {
		case "xxd", "hexdump -C", "od -An -tu1 -w10":
			continue // a dump's lines are the tool's: a flat numbering, its fault no grid's
		case "elixir maps a row":
			continue // a finding: refused, `bad number "=>"`
		case "row labels":
			continue // a finding: two squares swapped, no board given, unreadable ("give -read grid")
		}
		ws = append(ws, w)
	}
	// The checker's fault: the move number of the first square off the
	// board, a repeat, or no knight move from the one before.
	check := func(q board.Problem, p board.Path) error {
		seen := map[board.Square]bool{}
		for k, s := range p {
			dx, dy := 0, 0
			if k > 0 {
				dx, dy = int(s.X-p[k-1].X), int(s.Y-p[k-1].Y)
			}
			if !q.Board.Contains(s) || seen[s] || k > 0 && dx*dx+dy*dy != 5 {
				return &moveErr{k}
			}
			seen[s] = true
		}
		if len(p) != q.Board.Size() {
			return &moveErr{len(p)}
		}
		return nil
	}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 5, H: 6}} {
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		tour := newPropTour(b, p)
		clone := func() propTour {
			c := propTour{sq: p}
			for _, r := range tour.rows {
				c.rows = append(c.rows, slices.Clone(r))
			}
			return c
		}
		cellOf := func(s board.Square) (int, int) { return int(b.H - s.Y), int(s.X - 1) }
		// A number twice: square k's number written over square j's, j
		// after k in reading order, so the second time is square j.
		k := 1 + rng.IntN(len(p)-2)
		j := k + 1
		kr, kc := cellOf(p[k])
		jr, jc := cellOf(p[j])
		if jr*int(b.W)+jc < kr*int(b.W)+kc {
			kr, kc, jr, jc = jr, jc, kr, kc
		}
		twice := clone()
		twice.rows[jr][jc] = twice.rows[kr][kc]
		// A number past the board's squares.
		pr, pc := cellOf(p[len(p)/2])
		past := clone()
		past.rows[pr][pc] = b.Size() + 7
		// Two squares swapped: move s lands on square p[s+1], written with
		// the number s+1.
		s := 1 + rng.IntN(len(p)-2)
		swapped := slices.Clone(p)
		swapped[s], swapped[s+1] = swapped[s+1], swapped[s]
		sw := newPropTour(b, swapped)
		sr, sc := cellOf(swapped[s])
		// With no board given, a number past the squares may be a grid cut
		// short: only the other faults are certain.
		faults := []struct {
			what  string
			pt    propTour
			r, c  int
			given board.Board
		}{
			{"number twice", twice, jr, jc, b},
			{"number past the board", past, pr, pc, b},
			{"squares swapped", sw, sr, sc, b},
			{"number twice, no board given", twice, jr, jc, board.Board{}},
			{"squares swapped, no board given", sw, sr, sc, board.Board{}},
			{"number past the board, no board given", past, pr, pc, board.Board{}},
		}
		for _, f := range faults {
			for _, w := range ws {
				name := fmt.Sprintf("%v/%s/%s", b, w.name, f.what)
				text := w.wrap([]propTour{f.pt})
				tours, err := ReadTours(strings.NewReader(text), ReadOptions{Board: f.given})
				// A caption that names the board as W x H ("5x5", Julia's
				// "5×5 Matrix" of a square board) gives it as -board would:
				// the oracle is the text the wrapper wrote.
				named := strings.Contains(text, fmt.Sprintf("%dx%d", b.W, b.H)) || b.W == b.H && strings.Contains(text, fmt.Sprintf("%d×%d Matrix", b.H, b.W))
				if f.given == (board.Board{}) && f.pt.rows[f.r][f.c] > b.Size() && !named {
					// Uncertain: unreadable, the input's error, or a tour
					// of the words around it, never valid or invalid.
					for _, tr := range tours {
						if v := Judge(tr, board.Problem{}, check).Verdict; v != Unreadable {
							t.Errorf("%s: a tour is %v, want unreadable (a grid cut short?):\n%s", name, v, text)
						}
					}
					continue
				}
				if f.given == (board.Board{}) && f.pt.rows[f.r][f.c] > b.Size() {
					// Named by its caption: the grid is the one tour with a
					// verdict (a literal's brace before it may read as a
					// JSON document cut short, unreadable).
					tours = slices.DeleteFunc(tours, func(tr Tour) bool {
						return Judge(tr, board.Problem{}, check).Verdict == Unreadable && tr.Line < firstRowLine(w, f.pt)
					})
				}
				if byForm[w.name] {
					passed := err == nil && len(tours) > 0
					for _, tr := range tours {
						passed = passed && Judge(tr, board.Problem{Board: f.given}, check).Verdict == Valid
					}
					if passed {
						t.Errorf("%s: a faulty grid passed:\n%s", name, text)
					}
					continue
				}
				if err != nil || len(tours) != 1 {
					t.Errorf("%s: ReadTours = %d tours, %v, want 1 in\n%s", name, len(tours), err, text)
					continue
				}
				j := Judge(tours[0], board.Problem{Board: f.given}, check)
				if j.Verdict != Invalid {
					t.Errorf("%s: verdict %v (%v), want invalid as bare:\n%s", name, j.Verdict, j.Err, text)
					continue
				}
				wantLine, wantCol := cellAt(t, w, f.pt, f.r, f.c)
				var line, col int
				var perr *board.ParseError
				var me *moveErr
				switch {
				case errors.As(j.Err, &me):
					var ok bool
					if line, col, ok = j.Doc.Place(me.k); !ok {
						t.Errorf("%s: move %d has no place", name, me.k)
					}
				case errors.As(j.Err, &perr):
					line, col = perr.Line, perr.Col
				default:
					t.Errorf("%s: fault %v has no place", name, j.Err)
				}
				if line != wantLine || col != wantCol {
					t.Errorf("%s: fault at %d:%d (%v), want %d:%d in\n%s", name, line, col, j.Err, wantLine, wantCol, text)
				}
			}
		}
	}
}

// firstRowLine is the line of pt's first row as w writes it: a tour
// before it is no reading of the grid.
func firstRowLine(w propWrapper, pt propTour) int {
	a := w.wrap([]propTour{pt})
	for i, l := range strings.Split(a, "\n") {
		if strings.Contains(l, fmt.Sprint(pt.rows[0][0])) && strings.Contains(l, fmt.Sprint(pt.rows[0][len(pt.rows[0])-1])) {
			return i + 1
		}
	}
	return 0
}

// moveErr is TestGridFaultWrapped's checker's fault: move k.
type moveErr struct{ k int }

func (e *moveErr) Error() string { return fmt.Sprintf("move %d", e.k) }
