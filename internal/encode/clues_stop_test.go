package encode

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
)

// TestClueSolveUntilResumes enumerates tours with every solve first
// stopped: once before it starts and once after a few microseconds, then
// resumed. Oracles: the counts of TestClueCounts (5x5's 304 open tours
// from a1, OEIS A165134; 5x6's 16 numberings of closed tours with c3 at
// step 7), which a stop, unlike a context's end, must leave reachable:
// the solver is not spent and no tour is lost or found twice.
func TestClueSolveUntilResumes(t *testing.T) {
	sq := board.MustParseSquare
	tests := []struct {
		board  string
		closed bool
		clues  []Clue
		want   int
	}{
		{"5x5", false, []Clue{{sq("a1"), 0}}, 304},
		{"5x6", true, []Clue{{sq("c3"), 7}}, 16},
	}
	for _, tc := range tests {
		for _, enc := range clueEncodings {
			name := fmt.Sprintf("%s/%v/%v", tc.board, tc.clues, enc)
			t.Run(name, func(t *testing.T) {
				q := ClueProblem{Board: board.MustParse(tc.board), Closed: tc.closed, Clues: tc.clues}
				s, err := NewClueSolver(context.Background(), q, Options{Encoding: enc})
				if err != nil {
					t.Fatal(err)
				}
				closed := make(chan struct{})
				close(closed)
				seen := map[string]bool{}
				for i := 0; ; i++ {
					if r, err := s.SolveUntil(context.Background(), closed); err != nil || r.Status != board.Unknown {
						t.Fatalf("SolveUntil(stop closed) = %v, %v, want unknown", r.Status, err)
					}
					stop := make(chan struct{})
					timer := time.AfterFunc(time.Duration(i%7)*time.Microsecond, func() { close(stop) })
					r, err := s.SolveUntil(context.Background(), stop)
					timer.Stop()
					for err == nil && r.Status == board.Unknown {
						r, err = s.Solve(context.Background())
					}
					if err != nil {
						t.Fatalf("a solve after a stop: %v", err)
					}
					if r.Status != board.Found {
						break
					}
					checkClueTour(t, q, r.Tour)
					if seen[r.Tour.String()] {
						t.Fatalf("tour %v found twice", r.Tour)
					}
					seen[r.Tour.String()] = true
					s.Exclude(r.Tour)
				}
				if len(seen) != tc.want {
					t.Errorf("%s: %d tours with stops, want %d", name, len(seen), tc.want)
				}
			})
		}
	}
}

// TestClueSolveUntilMidSearch stops a solve of an 8x8 minimal puzzle
// (made by puzzle.Make from seed 9; it takes a few hundred milliseconds)
// a millisecond in, adds the clause that excludes the puzzle's tour, and
// solves again: the solver answers, where a context's end would have
// spent it. Oracles: the tour found before the exclusion passes the
// independent check, and the blocked formula's answer is the one a fresh
// solver of the other encoding gives to the same question, from scratch.
func TestClueSolveUntilMidSearch(t *testing.T) {
	if testing.Short() {
		t.Skip("a second of SAT")
	}
	sq := board.MustParseSquare
	q := ClueProblem{Board: board.MustParse("8x8"), Closed: true}
	for _, c := range []struct {
		s string
		n int
	}{{"g1", 11}, {"c3", 19}, {"e8", 28}, {"g4", 34}, {"d5", 44}, {"e7", 45}, {"f4", 49}, {"d3", 56}, {"c5", 57}, {"e1", 61}} {
		q.Clues = append(q.Clues, Clue{sq(c.s), c.n - 1})
	}
	fresh := func(enc Encoding) *ClueSolver {
		s, err := NewClueSolver(context.Background(), q, Options{Encoding: enc})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	first, err := fresh(Hybrid).Solve(context.Background())
	if err != nil || first.Status != board.Found {
		t.Fatalf("Solve = %v, %v, want a tour", first.Status, err)
	}
	checkClueTour(t, q, first.Tour)
	other := fresh(Hybrid)
	other.Exclude(first.Tour)
	want, err := other.Solve(context.Background())
	if err != nil || want.Status == board.Unknown {
		t.Fatalf("Solve(tour excluded) = %v, %v", want.Status, err)
	}
	s := fresh(Position)
	stop := make(chan struct{})
	time.AfterFunc(time.Millisecond, func() { close(stop) })
	r, err := s.SolveUntil(context.Background(), stop)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != board.Unknown {
		t.Skipf("the solve finished (%v) before the stop: nothing to check", r.Status)
	}
	s.Exclude(first.Tour)
	got, err := s.Solve(context.Background())
	if err != nil {
		t.Fatalf("Solve after a stop = %v, want the solver usable", err)
	}
	if got.Status != want.Status {
		t.Errorf("after a stop, Solve(tour excluded) = %v, want %v (a fresh hybrid solver)", got.Status, want.Status)
	}
	if got.Status == board.Found {
		checkClueTour(t, q, got.Tour)
	}
}

// TestClueSolveEndedIsSpent: a context's end, unlike a stop, spends the
// solver, so that a deadline's timing never shows in a later answer.
func TestClueSolveEndedIsSpent(t *testing.T) {
	q := ClueProblem{Board: board.MustParse("5x5"), Clues: []Clue{{board.MustParseSquare("a1"), 0}}}
	s, err := NewClueSolver(context.Background(), q, Options{Encoding: Position})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r, err := s.SolveUntil(ctx, nil); err != nil || r.Status != board.Unknown {
		t.Fatalf("SolveUntil(ended context) = %v, %v, want unknown", r.Status, err)
	}
	if _, err := s.Solve(context.Background()); err == nil {
		t.Errorf("Solve after an ended context = nil error, want the solver spent")
	}
}
