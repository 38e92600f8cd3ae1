package puzzle

import (
	"context"
	"errors"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/verify"
)

// allocated is the bytes f allocates: the structural measure of "nothing
// built" (a knight graph of 10000x10000 alone is gigabytes).
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// TestTooLargeBeforeBuilding: every puzzle entry point answers a board
// past its limit undecided before it builds anything of the board (a
// 44-byte 10000x10000 puzzle, a 39-byte 2000x2000 hint). The oracle is
// structural: less than 1 MiB allocated, where the board's graph alone
// takes more than a hundred.
func TestTooLargeBeforeBuilding(t *testing.T) {
	ctx := context.Background()
	for _, size := range []string{"10000x10000", "2000x2000", "51x50"} {
		p := puzzlecert.Puzzle{Board: board.MustParse(size), First: 1, Clues: []puzzlecert.Clue{{Square: board.Square{X: 1, Y: 1}, Number: 1}}}
		var a puzzlecert.Answer
		var h Hint
		var v Verdict
		var err, herr, verr error
		bytes := allocated(func() {
			a, err = Solve(ctx, SolveRequest{Puzzle: p, Grade: true, Count: true})
			h, herr = NextHint(ctx, HintRequest{Puzzle: p})
			v, verr = Blame(ctx, BlameRequest{Puzzle: p, Entries: []puzzlecert.Clue{{Square: board.Square{X: 3, Y: 2}, Number: 2}}})
		})
		switch {
		case err != nil || herr != nil || verr != nil:
			t.Errorf("%s: errors %v, %v, %v; want answers", size, err, herr, verr)
		case a.Status != puzzlecert.Unknown || !strings.Contains(a.Explanation, "more than the 2500"):
			t.Errorf("Solve(%s) = %v %q, want unknown naming the limit", size, a.Status, a.Explanation)
		case a.Grade != nil || !strings.Contains(a.Explanation, "not graded"):
			t.Errorf("Solve(%s, grade) graded %v, %q; want no grade, said so", size, a.Grade, a.Explanation)
		case !h.Undecided || h.Number != -1 || !strings.Contains(h.Reason, "more than the 2500"):
			t.Errorf("NextHint(%s) = %+v, want undecided naming the limit", size, h)
		case v.Status != board.Unknown:
			t.Errorf("Blame(%s) = %v, want unknown", size, v.Status)
		case bytes > 1<<20:
			t.Errorf("%s: %d bytes allocated before the limit was checked, want under 1 MiB", size, bytes)
		}
	}
	// The limit is the request's: raised, a 51x50 puzzle is taken.
	p := puzzlecert.Puzzle{Board: board.MustParse("51x50"), First: 1}
	if err := TooLarge(p.Board, 51*50); err != nil {
		t.Errorf("TooLarge(51x50, 2550) = %v, want nil", err)
	}
	if err := TooLarge(p.Board, 0); !errors.Is(err, encode.ErrTooLarge) {
		t.Errorf("TooLarge(51x50, default) = %v, want %v", err, encode.ErrTooLarge)
	}
}

// TestFullGridAnswered: a puzzle with every number given is its own one
// candidate, checked and answered whatever the board's size (a 100x100
// puzzle with all its numbers is not "unknown"); one whose
// numbers make no tour is not called unique. The oracle is verify.Tour on
// the tour the numbers spell, written by randomTour.
func TestFullGridAnswered(t *testing.T) {
	ctx := context.Background()
	b := board.MustParse("100x100")
	tour, err := randomTour(ctx, b, false, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	if err := verify.Tour(board.Problem{Board: b}, tour); err != nil {
		t.Fatalf("the test's tour: %v", err)
	}
	p := puzzlecert.Puzzle{Board: b, First: 1}
	for i, s := range tour {
		p.Clues = append(p.Clues, puzzlecert.Clue{Square: s, Number: i + 1})
	}
	p.SortClues()
	a, err := Solve(ctx, SolveRequest{Puzzle: p})
	if err != nil || a.Status != puzzlecert.Unique || len(a.Solutions) != 1 || verify.Tour(board.Problem{Board: b}, a.Solutions[0]) != nil {
		t.Errorf("Solve(full 100x100) = %v %v, %v; want unique with the tour", a.Status, a.Explanation, err)
	}
	v, err := Blame(ctx, BlameRequest{Puzzle: p})
	if err != nil || v.Status != board.Found || v.First != -1 {
		t.Errorf("Blame(full 100x100) = %v first %d, %v; want completable", v.Status, v.First, err)
	}
	// Two numbers swapped: no tour, and so not unique.
	q := p
	q.Clues = append([]puzzlecert.Clue(nil), p.Clues...)
	q.Clues[10].Square, q.Clues[20].Square = q.Clues[20].Square, q.Clues[10].Square
	a, err = Solve(ctx, SolveRequest{Puzzle: q})
	if err != nil || a.Status == puzzlecert.Unique || a.Status == puzzlecert.Several || !strings.Contains(a.Explanation, "make no tour") {
		t.Errorf("Solve(full 100x100, two numbers swapped) = %v %q, %v; want no unique, naming the fault", a.Status, a.Explanation, err)
	}
}

// TestDeducerScratchLinear: the deductions' scratch is three arrays of a
// square each, not one per clue (squares x squares would be gigabytes at
// 2000x2000). Every other square is a clue here; the oracle is the
// scratch's length against the board's, and the candidates against the
// distances computed with a fresh BFS per clue (the old way).
func TestDeducerScratchLinear(t *testing.T) {
	b := board.MustParse("12x12")
	tour, err := randomTour(context.Background(), b, true, rand.New(rand.NewPCG(3, 4)))
	if err != nil {
		t.Fatal(err)
	}
	for _, closed := range []bool{false, true} {
		p := puzzlecert.Puzzle{Board: b, First: 1, Closed: closed}
		for i, s := range tour {
			if i%2 == 0 || i%7 == 3 {
				p.Clues = append(p.Clues, puzzlecert.Clue{Square: s, Number: i + 1})
			}
		}
		p.SortClues()
		g := newGraph(b)
		d := newDeducer(p, g)
		if n := b.Size(); len(g.scratch) > 3*n {
			t.Errorf("closed=%v: scratch of %d ints for %d squares and %d clues, want at most %d", closed, len(g.scratch), n, len(p.Clues), 3*n)
		}
		// The candidates hold the tour (a solution) at every step.
		for i, s := range tour {
			if !d.cand[i].Has(b.Index(s)) {
				t.Errorf("closed=%v: step %d: the solution's square %v is not a candidate", closed, i, s)
			}
		}
		if !d.run() {
			t.Errorf("closed=%v: the deductions find no solution of a puzzle with one", closed)
		}
	}
}

// TestDeductionsStopWithTheContext: the deductions poll the context, so
// that hint and solve -grade honour -timeout, on 100x100 too. The oracle is
// structural: a context ended before
// the run is observed, and the run says it was cut.
func TestDeductionsStopWithTheContext(t *testing.T) {
	p := puzzlecert.Puzzle{Board: board.MustParse("20x20"), First: 1, Clues: []puzzlecert.Clue{{Square: board.Square{X: 1, Y: 1}, Number: 1}}}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	d := newDeducer(p, newGraph(p.Board))
	d.ctx = ctx
	if !d.run() || !d.cut {
		t.Errorf("run with its context ended: cut %v, want true (and no verdict of no solution)", d.cut)
	}
	if _, ok := GradeContext(ctx, p); ok {
		t.Errorf("GradeContext with its context ended = graded, want none")
	}
	h, err := NextHint(ctx, HintRequest{Puzzle: p})
	if err != nil || !h.Undecided || h.Number != -1 {
		t.Errorf("NextHint with its context ended = %+v, %v; want undecided", h, err)
	}
	a, err := Solve(ctx, SolveRequest{Puzzle: p, Grade: true})
	if err != nil || a.Grade != nil || a.Status != puzzlecert.Unknown {
		t.Errorf("Solve(grade) with its context ended = %v, grade %v, %v; want unknown, no grade", a.Status, a.Grade, err)
	}
}

// TestMakeNoTourAtOnce: make on a board with no tour answers with the
// certificate that says so, before any search (3x3 and 1x100 would try 2,000
// starts). The oracle: the error is ErrBadRequest,
// names the board's certificate (the pieces the board falls into), and
// Make allocates under 1 MiB, where 2,000 searches would allocate more.
func TestMakeNoTourAtOnce(t *testing.T) {
	for _, c := range []struct {
		board  string
		closed bool
	}{{"3x3", false}, {"1x100", false}, {"2x50", false}, {"4x4", false}, {"5x5", true}} {
		var err error
		bytes := allocated(func() {
			_, err = Make(context.Background(), MakeRequest{Board: board.MustParse(c.board), Closed: c.closed, Seed: 1, First: 1})
		})
		if !errors.Is(err, ErrBadRequest) || !strings.Contains(err.Error(), "has no") || bytes > 1<<20 {
			t.Errorf("Make(%s, closed %v) = %v after %d bytes, want %v with the certificate's reason, under 1 MiB", c.board, c.closed, err, bytes, ErrBadRequest)
		}
	}
}
