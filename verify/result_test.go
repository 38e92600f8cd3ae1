package verify_test

import (
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
)

// naiveResult describes p the slow, obvious way, as an oracle for Check:
// the longest run of squares from the start that stays on the board, moves
// by distance sqrt(5) and repeats nothing (a map, not a bitset).
func naiveResult(b board.Board, p board.Path) verify.Result {
	seen := map[board.Square]bool{}
	n := 0
	for i, s := range p {
		dx, dy := 0, 0
		if i > 0 {
			dx, dy = int(s.X-p[i-1].X), int(s.Y-p[i-1].Y)
		}
		if s.X < 1 || s.Y < 1 || s.X > b.W || s.Y > b.H || i > 0 && dx*dx+dy*dy != 5 || seen[s] {
			break
		}
		seen[s] = true
		n++
	}
	r := verify.Result{Board: b, Squares: n}
	if n > 0 {
		r.Start, r.End = p[0], p[n-1]
		dx, dy := int(r.End.X-r.Start.X), int(r.End.Y-r.Start.Y)
		r.Closed = n == len(p) && n > 1 && dx*dx+dy*dy == 5
	}
	return r
}

func TestCheck(t *testing.T) {
	b5 := board.MustParse("5x5")
	b6 := board.MustParse("6x6")
	c6 := closedTour(t, b6)
	for _, tc := range []struct {
		name string
		q    board.Problem
		p    board.Path
		want string // Result.String()
		tour bool
		ok   bool // no error
	}{
		{"prolog seed", board.Problem{Board: b5}, path(t, seed5), "open tour of 5x5 from a1 to c1", true, true},
		{"closed 6x6, not asked closed", board.Problem{Board: b6}, c6, "closed tour of 6x6 from " + c6[0].String() + " to " + c6[35].String(), true, true},
		{"prolog seed asked closed", board.Problem{Board: b5, Closed: true}, path(t, seed5), "open tour of 5x5 from a1 to c1", true, false},
		{"prolog seed from the wrong start", board.Problem{Board: b5, Prefix: path(t, "c3")}, path(t, seed5), "open tour of 5x5 from a1 to c1", true, false},
		{"first 10 squares", board.Problem{Board: b5}, path(t, seed5)[:10], "path of 10 squares on 5x5 from a1 to b5", false, false},
		{"rook move at move 5", board.Problem{Board: b5}, path(t, "a1 b3 a5 c4 e5 e4 d2"), "path of 5 squares on 5x5 from a1 to e5", false, false},
		{"repeat at move 2", board.Problem{Board: b5}, path(t, "a1 b3 a1 c2"), "path of 2 squares on 5x5 from a1 to b3", false, false},
		{"start off the board", board.Problem{Board: b5}, path(t, "f1 d2"), "no squares on 5x5", false, false},
		{"empty", board.Problem{Board: b5}, board.Path{}, "no squares on 5x5", false, false},
		{"one square", board.Problem{Board: board.MustParse("1x1")}, path(t, "a1"), "open tour of 1x1 from a1 to a1", true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := verify.Check(tc.q, tc.p)
			if got := r.String(); got != tc.want || r.Tour() != tc.tour || (err == nil) != tc.ok {
				t.Errorf("Check(%v, %v) = %q (tour %v), %v; want %q (tour %v), ok %v", tc.q, tc.p, got, r.Tour(), err, tc.want, tc.tour, tc.ok)
			}
		})
	}
}

// TestCheckAgreesWithNaive: on tours broken at random (seeded), Check's
// result matches the naive description and its error is Tour's.
func TestCheckAgreesWithNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, b := range naiveBoards {
		tour := sampleTour(b)
		for trial := 0; trial < 500; trial++ {
			p := breakTour(rng, b, tour)
			q := board.Problem{Board: b, Closed: rng.IntN(3) == 0}
			got, err := verify.Check(q, p)
			if want := naiveResult(b, p); got != want {
				t.Errorf("Check(%v, %v) = %+v, want %+v", q, p, got, want)
			}
			if tourErr := verify.Tour(q, p); (err == nil) != (tourErr == nil) || err != nil && err.Error() != tourErr.Error() {
				t.Errorf("Check(%v, %v) error %v, Tour's %v", q, p, err, tourErr)
			}
		}
	}
}
