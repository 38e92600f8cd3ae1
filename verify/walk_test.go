package verify_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
)

// TestWalkAgreesWithTour: a tour kept as a walk gets Tour's answer, word
// for word, whole and with one or two faults a walk can hold (a move
// changed, the tail cut, a move added, a byte that names no move),
// against problems with prefixes, ends and closure drawn at random
// (seeded). Oracles: verify.Tour of the walk's squares, and the naive
// checker for valid or not; for a byte that names no move, the rule that
// the first such byte is the fault.
func TestWalkAgreesWithTour(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 2))
	boards := append([]board.Board{board.MustParse("1x1"), board.MustParse("7x7"), board.MustParse("10x3")}, naiveBoards...)
	for _, b := range boards {
		tour := sampleTour(b)
		if tour == nil {
			t.Fatalf("no sample tour of %v", b)
		}
		w0, ok := board.WalkOf(tour)
		if !ok {
			t.Fatalf("WalkOf(a tour of %v) = false", b)
		}
		for trial := range 300 {
			w := board.Walk{Start: w0.Start, Moves: append([]uint8(nil), w0.Moves...)}
			// One fault or two, so that a later fault of another kind
			// (a byte that names no move after a revisit) meets an
			// earlier one.
			for f := 0; trial > 0 && len(w.Moves) > 0 && f < 1+trial%2; f++ {
				switch rng.IntN(4) {
				case 0:
					w.Moves[rng.IntN(len(w.Moves))] = uint8(rng.IntN(8))
				case 1:
					w.Moves = w.Moves[:rng.IntN(len(w.Moves))]
				case 2:
					w.Moves = append(w.Moves, uint8(rng.IntN(8)))
				case 3:
					w.Moves[rng.IntN(len(w.Moves))] = uint8(8 + rng.IntN(248))
				}
			}
			// A byte that names no move has no square: the squares are
			// the walk's up to the first such byte.
			bad := slices.IndexFunc(w.Moves, func(k uint8) bool { return int(k) >= len(board.Moves) })
			squares := w
			if bad >= 0 {
				squares.Moves = w.Moves[:bad]
			}
			p := squares.Path()
			q := board.Problem{Board: b, Closed: rng.IntN(3) == 0}
			if rng.IntN(3) == 0 {
				q.Prefix = slices.Clone(p[:min(len(p), 1+rng.IntN(3))])
				switch rng.IntN(3) {
				case 0:
					q.Prefix = board.Path{b.Square(rng.IntN(b.Size()))}
				case 1: // the walk's prefix but for its last square
					q.Prefix[len(q.Prefix)-1] = b.Square(rng.IntN(b.Size()))
				}
			}
			if rng.IntN(3) == 0 {
				q.End = b.Square(rng.IntN(b.Size()))
			}
			got := verify.Walk(q, w)
			if bad >= 0 {
				// Oracle: the first byte that names no move is the
				// fault, wherever the squares before it go.
				var e *verify.Error
				if !errors.As(got, &e) || !errors.Is(got, verify.ErrNotKnightMove) || e.Move != bad+1 {
					t.Errorf("Walk(%v, move %d names no move) = %v, want ErrNotKnightMove at move %d", q, bad+1, got, bad+1)
				}
				continue
			}
			want := verify.Tour(q, p)
			switch {
			case (want == nil) != (naive(q, p) == nil):
				t.Fatalf("Tour(%v, %v) = %v, but the naive checker says %v", q, p, want, naive(q, p))
			case want == nil && got != nil, want != nil && (got == nil || got.Error() != want.Error()):
				t.Errorf("Walk(%v, %v) = %v, want %v", q, p, got, want)
			}
		}
	}
}

// TestWalkBadMove: a move byte that names no knight move is an error, not
// a panic. Oracle: board.Moves has eight moves.
func TestWalkBadMove(t *testing.T) {
	b := board.MustParse("5x5")
	err := verify.Walk(board.Problem{Board: b}, board.Walk{Start: board.Square{X: 1, Y: 1}, Moves: []uint8{0, 8}})
	if err == nil {
		t.Fatal("Walk(a1 and move 8) = nil, want an error: move 8 does not exist")
	}
}

// BenchmarkWalk checks a Warnsdorff tour kept as a walk, the form the
// construction hands a tour of 10^8 squares to verify in.
func BenchmarkWalk(b *testing.B) {
	for _, n := range []int{100, 1000, 3000} {
		b.Run(fmt.Sprintf("%dx%d", n, n), func(b *testing.B) {
			if n > 1000 && testing.Short() {
				b.Skip("skipped under -short: building the tour takes seconds")
			}
			bd := board.Board{W: int32(n), H: int32(n)}
			w, ok := board.WalkOf(warnsdorff(bd, board.Square{X: 1, Y: 1}))
			if !ok {
				b.Fatalf("no Warnsdorff tour of %v to verify", bd)
			}
			q := board.Problem{Board: bd}
			b.ReportAllocs()
			for b.Loop() {
				if err := verify.Walk(q, w); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(w.Len()), "squares/op")
		})
	}
}
