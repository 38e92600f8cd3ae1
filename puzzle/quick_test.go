package puzzle

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// TestSolveSeveralByTourSearch: puzzles whose clues are a start (and a
// run after it, and an end) get "several" from two tours of the tour
// search, before any formula is built (the method says so: heuristic,
// not SAT), on boards where a formula took seconds (16x16: 5.3 s, 20x20:
// 15.8 s) or did not finish in two minutes (24x24). The oracle is
// isSolution, written here: each tour visits every square once by knight
// moves, closes when asked, and puts every clue on its square; and the
// two tours differ. verify.Puzzle checks the answer too.
func TestSolveSeveralByTourSearch(t *testing.T) {
	for _, tc := range []struct {
		board  string
		closed bool
		clues  string
	}{
		{"16x16", false, "a1 1"},
		{"20x20", false, "c5 1"},
		{"24x24", false, "c5 1"},
		{"24x24", true, "c5 1"},
		{"30x30", true, "a1 1"},
		{"12x12", false, "a1 1 b3 2 c5 3 d7 4"},
		{"12x12", false, "a1 1 l11 144"}, // an end: the stretch before it runs backwards
		{"10x10", true, "e5 1 g6 2"},
		{"9x9", false, ""}, // no clue: the tour backwards
	} {
		p := puzzlecert.Puzzle{Board: board.MustParse(tc.board), Closed: tc.closed, First: 1, Clues: clues(tc.clues)}
		t.Run(fmt.Sprintf("%s/closed=%v/%s", tc.board, tc.closed, tc.clues), func(t *testing.T) {
			a, err := Solve(context.Background(), SolveRequest{Puzzle: p})
			if err != nil {
				t.Fatal(err)
			}
			if a.Status != puzzlecert.Several || a.Method != evidence.Heuristic {
				t.Fatalf("Solve = %v by %v (%s), want several by heuristic", a.Status, a.Method, a.Explanation)
			}
			if len(a.Solutions) != 2 || slices.Equal(a.Solutions[0], a.Solutions[1]) {
				t.Fatalf("Solve gave %d solutions, want two different ones", len(a.Solutions))
			}
			for i, s := range a.Solutions {
				if why := isSolution(p, s); why != "" {
					t.Errorf("solution %d: %s", i+1, why)
				}
			}
			if _, err := verify.Puzzle(a); err != nil {
				t.Errorf("verify.Puzzle = %v", err)
			}
		})
	}
}

// isSolution says why s is not a solution of p, or "": an independent
// check, sharing no code with Satisfies.
func isSolution(p puzzlecert.Puzzle, s board.Path) string {
	w, h := int(p.Board.W), int(p.Board.H)
	if len(s) != w*h {
		return fmt.Sprintf("%d squares, want %d", len(s), w*h)
	}
	seen := map[[2]int]bool{}
	at := func(q board.Square) [2]int { return [2]int{int(q.X), int(q.Y)} }
	knight := func(a, b [2]int) bool {
		dx, dy := a[0]-b[0], a[1]-b[1]
		return dx*dx+dy*dy == 5
	}
	for i, q := range s {
		c := at(q)
		if c[0] < 1 || c[0] > w || c[1] < 1 || c[1] > h || seen[c] {
			return fmt.Sprintf("square %d (%v) is off the board or visited twice", i, q)
		}
		seen[c] = true
		if i > 0 && !knight(at(s[i-1]), c) {
			return fmt.Sprintf("%v to %v is not a knight move", s[i-1], q)
		}
	}
	if p.Closed && !knight(at(s[len(s)-1]), at(s[0])) {
		return "the tour does not close"
	}
	for _, c := range p.Clues {
		if s[c.Number-p.First] != c.Square {
			return fmt.Sprintf("clue %d is on %v, the tour has %v", c.Number, c.Square, s[c.Number-p.First])
		}
	}
	return ""
}

// TestTourProblem: which puzzles are a tour problem, and which are not
// (scattered clues are a question for the counter or SAT).
func TestTourProblem(t *testing.T) {
	for _, tc := range []struct {
		clues  string
		closed bool
		want   bool
		reason string
	}{
		{"", false, true, "no clue: a tour from a1"},
		{"a1 1", false, true, "the start"},
		{"a1 1 b3 2", false, true, "a run from the start"},
		{"a1 1 h8 64", false, true, "the start and the end"},
		{"h8 64", false, true, "the end alone, from a1"},
		{"b3 2", false, false, "a clue after a gap"},
		{"a1 1 c2 3", false, false, "a run with a gap"},
		{"a1 1 h8 64", true, false, "a closed tour's last number is no end the search takes"},
		{"a1 1 a2 2", false, false, "not a knight move: the problem is malformed"},
	} {
		p := puzzlecert.Puzzle{Board: board.MustParse("8x8"), Closed: tc.closed, First: 1, Clues: clues(tc.clues)}
		if _, got := tourProblem(p); got != tc.want {
			t.Errorf("tourProblem(%q closed=%v) = %v, want %v: %s", tc.clues, tc.closed, got, tc.want, tc.reason)
		}
	}
}
