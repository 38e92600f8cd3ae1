package parity_test

import (
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/parity"
	"github.com/knightcert/knight/internal/testsupport/positions"
	"github.com/knightcert/knight/verify"
)

func BenchmarkCheck(b *testing.B) {
	for _, tc := range []struct {
		name string
		q    board.Problem
	}{
		{"4x10000-inner", problem("4x10000", "b5000")},
		{"9999x9999-light", problem("9999x9999", "b1")},
		{"8x8-a1-live", problem("8x8", "a1")},
		{"3x6-cut", problem("3x6", "a1")},
		{"100x100-walk500", board.Problem{Board: board.MustParse("100x100"),
			Prefix: randomWalk(rand.New(rand.NewPCG(1, 2)), board.MustParse("100x100"), 500)}},
		{"10000x10000-walk50", board.Problem{Board: board.MustParse("10000x10000"),
			Prefix: randomWalk(rand.New(rand.NewPCG(1, 2)), board.MustParse("10000x10000"), 50)}},
	} {
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				parity.Check(tc.q)
			}
		})
	}
	// Prefixes of played 32x32 and 50x50 games, every 25 moves until
	// stuck: the local cut search, on live and dead positions alike.
	for _, n := range []int32{32, 50} {
		bd := board.Board{W: n, H: n}
		rng := rand.New(rand.NewPCG(uint64(n), 3))
		var qs []board.Problem
		for range 4 {
			game := parity.PlayGame(rng, bd, bd.Size())
			for k := 2; k < len(game); k += 25 {
				qs = append(qs, board.Problem{Board: bd, Prefix: game[:k]})
			}
		}
		b.Run(bd.String()+"-game-prefix", func(b *testing.B) {
			b.ReportAllocs()
			i, dead := 0, 0
			for b.Loop() {
				if _, ok := parity.Check(qs[i%len(qs)]); ok {
					dead++
				}
				i++
			}
			b.ReportMetric(float64(dead)/float64(i), "certified/op")
		})
	}
	// Every prefix of the stuck games, live and dead.
	games := positions.Load(b)
	var qs []board.Problem
	for _, g := range games {
		for i := range g.Path {
			qs = append(qs, board.Problem{Board: g.Board, Prefix: g.Path[:i+1]})
		}
	}
	b.Run("stuck-game-prefix", func(b *testing.B) {
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			parity.Check(qs[i%len(qs)])
			i++
		}
	})
}

func BenchmarkVerifyCertificate(b *testing.B) {
	for _, tc := range []struct {
		name string
		q    board.Problem
	}{
		{"4x10000-inner", problem("4x10000", "b5000")},
		{"3x6-cut", problem("3x6", "a1")},
	} {
		c, ok := parity.Check(tc.q)
		if !ok {
			b.Fatalf("no certificate for %v", tc.q)
		}
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if err := verify.Certificate(tc.q, c); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
