package heuristic

import (
	"context"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
)

// TestGreedyCompactSameTour: Greedy asked for a compact answer finds the
// same tour as without, kept as a walk: on whole boards from several
// starts, with every rule, and on problems with prefixes, ends and
// closure. Oracles: the tour Greedy returns without Compact, and
// verify.Walk.
func TestGreedyCompactSameTour(t *testing.T) {
	problems := []board.Problem{}
	for _, bs := range []string{"1x1", "5x5", "6x6", "8x8", "7x9", "12x5", "20x20", "31x17", "50x50"} {
		b := board.MustParse(bs)
		for _, s := range []board.Square{{X: 1, Y: 1}, {X: 2, Y: 1}, {X: 3, Y: 3}} {
			if b.Contains(s) {
				problems = append(problems, board.Problem{Board: b, Prefix: board.Path{s}})
			}
		}
	}
	problems = append(problems,
		board.Problem{Board: board.MustParse("8x8"), Prefix: board.Path{{X: 1, Y: 1}, {X: 3, Y: 2}, {X: 5, Y: 3}}},
		board.Problem{Board: board.MustParse("8x8"), Prefix: board.Path{{X: 1, Y: 1}}, End: board.Square{X: 8, Y: 8}},
		board.Problem{Board: board.MustParse("6x6"), Prefix: board.Path{{X: 1, Y: 1}}, Closed: true},
		board.Problem{Board: board.MustParse("10x10"), Prefix: board.Path{{X: 1, Y: 1}, {X: 2, Y: 3}}, Closed: true},
	)
	found := 0
	for _, q := range problems {
		for rule := range numRules {
			opt := Options{Rule: rule, Seed: 7}
			want, err := Greedy(context.Background(), q, opt)
			if err != nil {
				t.Fatalf("Greedy(%v, %v) = %v", q, rule, err)
			}
			opt.Compact = true
			got, err := Greedy(context.Background(), q, opt)
			if err != nil {
				t.Fatalf("Greedy(%v, %v, compact) = %v", q, rule, err)
			}
			if got.Status != want.Status || got.Nodes != want.Nodes || got.Method != want.Method {
				t.Fatalf("Greedy(%v, %v, compact) = %v %d %s, want %v %d %s", q, rule, got.Status, got.Nodes, got.Method, want.Status, want.Nodes, want.Method)
			}
			if want.Status != board.Found {
				continue
			}
			found++
			if want.Walk != nil {
				t.Fatalf("Greedy(%v, %v) without Compact answered a walk", q, rule)
			}
			if got.Walk == nil {
				if !slices.Equal(got.Tour, want.Tour) {
					t.Errorf("Greedy(%v, %v, compact) found another tour", q, rule)
				}
				continue
			}
			if !slices.Equal(got.Walk.Path(), want.Tour) {
				t.Errorf("Greedy(%v, %v, compact): the walk's squares differ from the tour", q, rule)
			}
			if err := verify.Walk(q, *got.Walk); err != nil {
				t.Errorf("verify.Walk(%v, Greedy's walk) = %v", q, err)
			}
		}
	}
	if found < len(problems) {
		t.Errorf("only %d walks of %d problems found tours: the comparison is too thin", found, len(problems))
	}
}
