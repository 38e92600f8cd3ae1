package puzzle

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/testsupport/hamilton"
)

// sixBySixClosed is the unique 6x6 closed puzzle the server's tests play
// (internal/serve: sixBySixClosed).
const sixBySixClosed = `13  .  3  .  .  .
 . 31  .  .  .  .
 .  .  .  . 23  .
 .  .  .  . 26  .
 .  .  7  .  .  .
 .  .  .  .  .  .
`

// oracleTours lists the knight's tours of p's full board that have every
// clue of p and every entry at its number, by hamilton.Search, which
// shares no code with the package. The search fixes numbers as it
// reaches them, so a closed puzzle is searched from its lowest placed
// number, as step 0 of a tour turned round (and turned back after),
// and an open one wants its first number placed to be quick.
func oracleTours(p puzzlecert.Puzzle, entries []puzzlecert.Clue) []board.Path {
	n := p.Board.Size()
	var cells []board.Square
	for i := range n {
		cells = append(cells, p.Board.Square(i))
	}
	placed := append(append([]puzzlecert.Clue(nil), p.Clues...), entries...)
	shift := 0
	if p.Closed && len(placed) > 0 {
		shift = slices.MinFunc(placed, func(a, b puzzlecert.Clue) int { return a.Number - b.Number }).Number - p.First
	}
	at := map[int]board.Square{}
	for _, c := range placed {
		t := (c.Number - p.First - shift + n) % n
		if s, ok := at[t]; ok && s != c.Square {
			return nil // two squares for one number
		}
		at[t] = c.Square
	}
	s := hamilton.Search{Cells: cells, Move: board.IsKnightMove, Closed: p.Closed}
	tours := s.Tours(at)
	for i, tour := range tours {
		turned := make(board.Path, n)
		for t := range n {
			turned[t] = tour[(t-shift+n)%n]
		}
		tours[i] = turned
	}
	return tours
}

// TestHintAfterMistake: after a number no solution agrees with, the hint
// names no square and says so, decided, not undecided. The inputs are
// the player's numbers on sixBySixClosed that showed a false "2 must be
// on b4" after 1 on a2 ("between" on a position with no solution), and
// the numbers the server's blame tests enter. Oracle: hamilton.Search
// finds no tour with the clues and the entries.
func TestHintAfterMistake(t *testing.T) {
	p, err := Parse(sixBySixClosed, ReadOptions{Closed: true, First: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, moves := range []string{"a2=1", "b3=1", "c4=1 a5=2 e5=4 d3=5", "c4=1 a5=2 c6=3 e5=4 d3=5"} {
		t.Run(moves, func(t *testing.T) {
			entries, err := ParseEntries(moves, p)
			if err != nil {
				t.Fatal(err)
			}
			if n := len(oracleTours(p, entries)); n != 0 {
				t.Fatalf("the oracle finds %d tours with %s; the test wants a mistake", n, moves)
			}
			h, err := NextHint(context.Background(), HintRequest{Puzzle: p, Entries: entries})
			if err != nil {
				t.Fatal(err)
			}
			if h.Number != -1 || h.Undecided || !strings.Contains(h.Reason, "no solution agrees") {
				t.Errorf("NextHint(%s) = %+v; want no hint, saying no solution agrees", moves, h)
			}
		})
	}
}

// TestHintSweep: on the puzzles the maker makes on 5x5 to 6x6, open and
// closed (now and then with a clue dropped, which may leave several
// solutions; an open one with its first number given, for the oracle's
// sake), a player's numbers drawn at random, some from the solution
// and some on another square. Oracle: hamilton.Search lists every tour
// with the clues and the entries; whenever the hint names a square,
// there is one and every one has the hint's number there (what "must"
// says); whenever there is none, the hint names no square and is not
// undecided (these boards are small enough to decide).
func TestHintSweep(t *testing.T) {
	ctx := context.Background()
	type made struct {
		req MakeRequest
		p   puzzlecert.Puzzle
		sol board.Path
	}
	var puzzles []made
	for i, req := range []MakeRequest{
		{Board: board.MustParse("5x5"), Seed: 1},
		{Board: board.MustParse("5x5"), Seed: 2, Minimal: true},
		{Board: board.MustParse("5x6"), Seed: 3},
		{Board: board.MustParse("6x5"), Seed: 4, Closed: true},
		{Board: board.MustParse("6x6"), Seed: 5, Closed: true, Minimal: true},
		{Board: board.MustParse("6x6"), Seed: 6},
		{Board: board.MustParse("6x6"), Seed: 7, Closed: true, Level: Hard},
	} {
		req.First = i % 2
		a, err := Make(ctx, req)
		if err != nil {
			t.Fatalf("Make(%+v): %v", req, err)
		}
		puzzles = append(puzzles, made{req, a.Puzzle, a.Solutions[0]})
	}
	rng := rand.New(rand.NewPCG(7, 11))
	trials := 300
	if testing.Short() {
		trials = 100
	}
	hints, dead, deadRules, several := 0, 0, 0, 0
	for trial := range trials {
		m := puzzles[trial%len(puzzles)]
		p := m.p
		if trial%3 == 2 && len(p.Clues) > 1 {
			k := rng.IntN(len(p.Clues))
			p.Clues = slices.Delete(slices.Clone(p.Clues), k, k+1)
		}
		if !p.Closed && !isClueSquare(p, m.sol[0]) {
			// The oracle's search fixes numbers as it reaches them: from
			// the first, it is quick.
			p.Clues = append(slices.Clone(p.Clues), puzzlecert.Clue{Square: m.sol[0], Number: p.First})
			p.SortClues()
		}
		var entries []puzzlecert.Clue
		wrong := rng.IntN(3) // entries off the solution: none, 1 in 8, or 1 in 3
		for step, s := range m.sol {
			if isClueSquare(p, s) || rng.IntN(3) != 0 {
				continue
			}
			if wrong == 1 && rng.IntN(8) == 0 || wrong == 2 && rng.IntN(3) == 0 {
				// A player's slip: a move from the number before, as it is
				// in the solution (maybe right), or any square.
				s = p.Board.Square(rng.IntN(p.Board.Size()))
				if near := p.Board.Neighbours(m.sol[max(step-1, 0)], nil); rng.IntN(3) != 0 {
					s = near[rng.IntN(len(near))]
				}
			}
			entries = append(entries, puzzlecert.Clue{Square: s, Number: p.First + step})
		}
		rng.Shuffle(len(entries), func(i, j int) { entries[i], entries[j] = entries[j], entries[i] })
		name := fmt.Sprintf("trial %d: %v closed=%v first %d clues %v entries %v", trial, p.Board, p.Closed, p.First, p.Clues, entries)
		tours := oracleTours(p, entries)
		h, err := NextHint(ctx, HintRequest{Puzzle: p, Entries: entries})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		switch {
		case len(tours) == 0:
			dead++
			if q, _, err := merge(p, entries); err == nil {
				if _, none := certify(q); !none {
					if r, ok := ruleHint(ctx, q); ok && r.Number >= 0 {
						deadRules++ // a rule fires where no certificate rules it out: the case the check is for
					}
				}
			}
			if h.Number != -1 || h.Undecided {
				t.Errorf("%s: no tour agrees, and the hint is %+v; want none, decided", name, h)
			}
		case h.Number >= 0:
			hints++
			for _, tour := range tours {
				if tour[h.Number-p.First] != h.Square {
					t.Errorf("%s: hint %d on %v (%s), and the tour %v has it on %v", name, h.Number, h.Square, h.Rule, tour, tour[h.Number-p.First])
					break
				}
			}
		default:
			several++
			if h.Undecided {
				t.Errorf("%s: undecided (%s) with %d tours", name, h.Reason, len(tours))
			}
		}
	}
	t.Logf("%d hints, %d dead positions (on %d a rule fires and no certificate says none), %d without a hint", hints, dead, deadRules, several)
	if hints < trials/5 || dead < trials/5 || deadRules < trials/50 {
		t.Errorf("%d hints and %d dead positions, a rule firing on %d, in %d trials: the sweep wants a fifth of hints and of dead positions, and a rule firing where no certificate says none on a fiftieth", hints, dead, deadRules, trials)
	}
}

// TestHintUndecidedInTime: when the time runs out after a rule has found
// its number but before a solution agreeing with the numbers is found or
// ruled out, the hint is withheld as undecided, saying what would decide
// it, both where a solution exists (1 to 11 entered right) and where none does
// (1 on a2, which no certificate rules out: the rule's "2 must be on b4"
// was false there). Oracle: hamilton.Search, for which of the two has a
// solution; the time is a context already ended when the check starts.
func TestHintUndecidedInTime(t *testing.T) {
	p, err := Parse(sixBySixClosed, ReadOptions{Closed: true, First: 1})
	if err != nil {
		t.Fatal(err)
	}
	ended, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		moves string
		tours bool
	}{{"c4=1 a5=2 e5=4 f3=5 e1=6 a1=8 b3=9 c1=10 a2=11", true}, {"a2=1", false}} {
		entries, err := ParseEntries(tc.moves, p)
		if err != nil {
			t.Fatal(err)
		}
		if got := len(oracleTours(p, entries)) > 0; got != tc.tours {
			t.Fatalf("the oracle finds tours with %q: %v; the test wants %v", tc.moves, got, tc.tours)
		}
		q, _, err := merge(p, entries)
		if err != nil {
			t.Fatal(err)
		}
		if _, none := certify(q); none {
			t.Fatalf("a certificate rules out %q: the test wants a position only a search decides", tc.moves)
		}
		rule, ok := ruleHint(context.Background(), q)
		if !ok || rule.Number < 0 {
			t.Fatalf("no rule fires with %q: %+v", tc.moves, rule)
		}
		h, err := confirmHint(ended, q, 0, rule)
		if err != nil {
			t.Fatal(err)
		}
		if h.Number != -1 || !h.Undecided || !strings.HasPrefix(h.Reason, "undecided") || !strings.Contains(h.Reason, "more time") {
			t.Errorf("confirmHint(%q, the rule's %d on %v) with the time over = %+v; want no hint, undecided, saying more time would decide it", tc.moves, rule.Number, rule.Square, h)
		}
	}
}
