package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
)

// edgeText writes the moves of p as networkx prints sorted(G.edges()):
// each pair's squares in order, the pairs sorted.
func edgeText(p board.Path) string {
	var pairs []string
	for k := 1; k < len(p); k++ {
		a, b := p[k-1].String(), p[k].String()
		if b < a {
			a, b = b, a
		}
		pairs = append(pairs, fmt.Sprintf("('%s', '%s')", a, b))
	}
	slices.Sort(pairs)
	return "[" + strings.Join(pairs, ", ") + "]\n"
}

// knightStep is the test's own move check: |dx|*|dy| == 2.
func knightStep(a, b board.Square) bool {
	dx, dy := a.X-b.X, a.Y-b.Y
	return dx*dy == 2 || dx*dy == -2
}

// TestEdgeListFaultNamesPair: a fault of an edge list (the moves of a
// walk written as pairs in any order) on a board given is said of the
// pairs written, not of a move number the text does not write: a pair
// that is no knight's move, a square off the board, a square that ends
// four pairs. The oracle: the walks written here from warnsdorffWalk
// tours (walkOK), with the fault made and known here: the pairs that are
// no knight's move (knightStep), the square put off the board, the
// square passed twice.
func TestEdgeListFaultNamesPair(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 3))
	for n := range 30 {
		b := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}}[n%3]
		p := warnsdorffWalk(rng, b, 1000)
		if !walkOK(b, p) {
			t.Fatalf("warnsdorffWalk(%v) = %v, no tour", b, p)
		}
		w := slices.Clone(p)
		var want []string // the messages the fault may be said in
		switch n % 3 {
		case 0: // two squares swapped: pairs that are no knight's move
			i := 1 + rng.IntN(len(w)-4)
			j := i + 2 + rng.IntN(len(w)-3-i)
			w[i], w[j] = w[j], w[i]
			for k := 1; k < len(w); k++ {
				if !knightStep(w[k-1], w[k]) {
					want = append(want, fmt.Sprintf("the pair %v %v is not a knight move", w[k-1], w[k]), fmt.Sprintf("the pair %v %v is not a knight move", w[k], w[k-1]))
				}
			}
		case 1: // the last square off the board to the right, a knight's move from the one before
			last := w[len(w)-2]
			for _, d := range [][2]int32{{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}} {
				s := board.Square{X: last.X + d[0], Y: last.Y + d[1]}
				if s.X > int32(b.W) && s.Y >= 1 && s.Y <= int32(b.H) { // named after every square on the board: no walk starts there
					w[len(w)-1] = s
					break
				}
			}
			if b.Contains(w[len(w)-1]) {
				continue // no such square beside this tour's end
			}
			want = []string{fmt.Sprintf("the square %v is off the %v board", w[len(w)-1], b)}
		case 2: // one square passed twice, another left out
			x, ok := revisitWalk(w)
			if !ok {
				continue
			}
			want = []string{fmt.Sprintf("%v ends 4 of the pairs, and a tour passes a square once", x)}
		}
		in := edgeText(w)
		tours, err := ReadTours(strings.NewReader(in), ReadOptions{Board: b})
		if err != nil || len(tours) != 1 {
			t.Errorf("%v: ReadTours(%q) = %d tours, %v; want 1", b, in, len(tours), err)
			continue
		}
		j := Judge(tours[0], board.Problem{Board: b}, verify.Tour)
		if j.Verdict != Invalid || j.Err == nil || !slices.Contains(want, j.Err.Error()) {
			t.Errorf("%v: Judge(%q) = %v %v, want invalid, one of %q", b, in, j.Verdict, j.Err, want)
		}
	}
}

// revisitWalk changes w, a tour, into a walk of knight's moves as long
// that passes one square (x, not an end) twice and leaves out another,
// each pair written once: w[j+1] is left out for x = w[i], a knight's
// move from w[j] and from w[j+2]. ok is false when w has no such i, j.
func revisitWalk(w board.Path) (x board.Square, ok bool) {
	for i := 1; i < len(w); i++ {
		for j := i + 2; j+2 < len(w); j++ {
			if knightStep(w[j], w[i]) && knightStep(w[i], w[j+2]) {
				x = w[i]
				w[j+1] = x
				return x, true
			}
		}
	}
	return x, false
}

// TestMarkedRowsSetAside: a search's progress printed as a log's rows
// ("[12:00:03] state of the board: 3 99 99 ..."), a board numbered from
// 1 in part with every other square marked by one number above the
// board's, beside a valid tour, is set aside as what a tour is made of,
// not passed over as words: the grader does not pass the input over it.
// The oracle: the rows written here number squares 1..k once each and
// mark the rest with one value written twice or more (by construction,
// k at most a third of the board, so that no count of a numbering
// takes them); the tour beside them is a warnsdorffWalk tour (walkOK).
func TestMarkedRowsSetAside(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 4))
	for n := range 20 {
		b := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 5, H: 6}}[n%4]
		p := warnsdorffWalk(rng, b, 1000)
		q := warnsdorffWalk(rng, b, 1000)
		if !walkOK(b, p) || !walkOK(b, q) {
			t.Fatalf("warnsdorffWalk(%v) gave no tour", b)
		}
		keep := 2 + rng.IntN(b.Size()/3-1)
		mark := b.Size() + 1 + rng.IntN(99-b.Size()) // two digits, as wide as the numbers
		at := map[board.Square]int{}
		for k, s := range q {
			at[s] = k + 1
		}
		in := squareList(p, " ") + "\n\n"
		for y := int32(b.H); y >= 1; y-- {
			row := fmt.Sprintf("[12:00:%02d] solver thread state of the board:", int32(b.H)-y+1) // a second a row
			for x := int32(1); x <= int32(b.W); x++ {
				v := at[board.Square{X: x, Y: y}]
				if v > keep {
					v = mark
				}
				row += fmt.Sprintf(" %3d", v)
			}
			in += row + "\n"
		}
		tours, err := ReadTours(strings.NewReader(in), ReadOptions{})
		if err != nil || len(tours) != 1 || len(tours[0].Readings) == 0 {
			t.Errorf("ReadTours(%q) = %d tours, %v; want the 1 written", in, len(tours), err)
			continue
		}
		if j := Judge(tours[0], board.Problem{}, walkCheck); j.Verdict != Valid {
			t.Errorf("ReadTours(%q): Judge = %v %v, want valid", in, j.Verdict, j.Err)
		}
		aside := slices.IndexFunc(tours[0].Readings[0].Skipped, func(s Skip) bool { return s.Partial && s.Line == 3 })
		if aside < 0 {
			t.Errorf("ReadTours(%q) set aside %+v, want the rows from line 3 set aside", in, tours[0].Readings[0].Skipped)
		}
	}
}
