package encode

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/testsupport/positions"
)

// TestSameAnswerEveryRun solves each problem several times, under a
// context with a deadline far off (so that the solve is watched, as
// prove's is) and under none, and wants the identical tour each time:
// nothing in a solve that finishes may depend on timing. The oracle is
// the first run.
func TestSameAnswerEveryRun(t *testing.T) {
	sq := board.MustParseSquare
	problems := []board.Problem{
		{Board: board.MustParse("8x8"), Prefix: board.Path{sq("d4")}},
		{Board: board.MustParse("6x6"), Closed: true},
		{Board: board.MustParse("7x7")},
	}
	if !testing.Short() {
		problems = append(problems, board.Problem{Board: board.MustParse("16x16")}, board.Problem{Board: board.MustParse("60x3"), Prefix: board.Path{sq("c2")}})
	}
	const runs = 4
	for _, q := range problems {
		for _, enc := range Encodings() {
			if q.Board.Size() > 64 && enc != Lazy {
				continue // the complete encodings take seconds there
			}
			t.Run(q.String()+"/"+enc.String(), func(t *testing.T) {
				var first Result
				for i := range runs {
					ctx, cancel := context.Background(), context.CancelFunc(func() {})
					if i%2 == 1 {
						ctx, cancel = context.WithTimeout(ctx, time.Hour)
					}
					res, err := Solve(ctx, q, Options{Encoding: enc})
					cancel()
					if err != nil || res.Status != board.Found {
						t.Fatalf("Solve(%v, %v) run %d = %v, %v, want a tour", q, enc, i, res.Status, err)
					}
					if i == 0 {
						first = res
						continue
					}
					if !slices.Equal(res.Tour, first.Tour) || res.Stats.Solves != first.Stats.Solves || res.Stats.Clauses != first.Stats.Clauses {
						t.Errorf("Solve(%v, %v) run %d = %v (%d solves, %d clauses), want run 0's %v (%d solves, %d clauses)",
							q, enc, i, res.Tour, res.Stats.Solves, res.Stats.Clauses, first.Tour, first.Stats.Solves, first.Stats.Clauses)
					}
				}
			})
		}
	}
}

// TestGameSameAnswerEveryRun plays the stuck games' prefixes through two
// Games in the same order and wants the same statuses, tours and blamed
// squares from both.
func TestGameSameAnswerEveryRun(t *testing.T) {
	games := positions.Load(t)
	for _, enc := range []Encoding{Lazy, Successor} {
		t.Run(enc.String(), func(t *testing.T) {
			type answer struct {
				status board.Status
				tour   board.Path
				blame  []int
			}
			play := func() []answer {
				var out []answer
				var gm *Game
				var b board.Board
				for _, g := range games[:12] {
					if g.Board != b {
						var err error
						if gm, err = NewGame(g.Board, Options{Encoding: enc}); err != nil {
							t.Fatal(err)
						}
						b = g.Board
					}
					for _, k := range []int{1, g.FirstDead, g.FirstDead + 1, len(g.Path)} {
						if k < 1 || k > len(g.Path) {
							continue
						}
						ctx, cancel := context.WithTimeout(context.Background(), time.Hour)
						res, blame, err := gm.Solve(ctx, g.Path[:k])
						cancel()
						if err != nil {
							t.Fatal(err)
						}
						out = append(out, answer{res.Status, res.Tour, blame})
					}
				}
				return out
			}
			first, second := play(), play()
			for i := range first {
				a, b := first[i], second[i]
				if a.status != b.status || !slices.Equal(a.tour, b.tour) || !slices.Equal(a.blame, b.blame) {
					t.Errorf("answer %d: second play = %v %v %v, want the first's %v %v %v", i, b.status, b.tour, b.blame, a.status, a.tour, a.blame)
				}
			}
		})
	}
}

// TestGameAfterStop: a call its context ends must leave no trace, so the
// next call answers as a fresh Game does (the oracle). The stop's timing
// varies; when the first call finishes instead, there is nothing to check.
func TestGameAfterStop(t *testing.T) {
	games := positions.Load(t)
	g := games[11]
	dead := g.Path[:g.FirstDead+1]
	live := g.Path[:g.FirstDead]
	for _, enc := range []Encoding{Lazy, Successor} {
		gm, err := NewGame(g.Board, Options{Encoding: enc})
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
		first, _, err := gm.Solve(ctx, dead)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if first.Status != board.Unknown {
			t.Logf("%v: the first call finished (%v); nothing to check", enc, first.Status)
			continue
		}
		got, _, err := gm.Solve(context.Background(), live)
		if err != nil {
			t.Fatal(err)
		}
		fresh, err := NewGame(g.Board, Options{Encoding: enc})
		if err != nil {
			t.Fatal(err)
		}
		want, _, err := fresh.Solve(context.Background(), live)
		if err != nil {
			t.Fatal(err)
		}
		if got.Status != want.Status || !slices.Equal(got.Tour, want.Tour) {
			t.Errorf("%v: Game.Solve(live prefix) after a stopped call = %v %v, want a fresh Game's %v %v", enc, got.Status, got.Tour, want.Status, want.Tour)
		}
	}
}
