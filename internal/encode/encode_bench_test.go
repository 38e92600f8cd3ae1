package encode

import (
	"context"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/testsupport/positions"
)

// benchProblems are the targets: 5x5 from a2, 8x3 from c2, and 4x16
// and 4x20 from b2 have no tour (the last three for no colour reason; on
// 4xn from b2 it is a counting argument in disguise), the rest have tours.
// lazyOnly marks those the complete encodings take seconds to minutes on
// (bench/sat.sh times them against CaDiCaL). The
// 8x8 prefix is stuck game 11 of testdata/positions (dead at square 16 for
// no colour reason, marked hard for backtracking) cut at its first dead
// square.
func benchProblems(b *testing.B) []struct {
	name     string
	q        board.Problem
	want     board.Status
	lazyOnly bool
} {
	games := positions.Load(b)
	path := games[11].Path
	dead := path[:games[11].FirstDead+1]
	sq := board.MustParseSquare
	return []struct {
		name     string
		q        board.Problem
		want     board.Status
		lazyOnly bool
	}{
		{"5x5-a2", board.Problem{Board: board.MustParse("5x5"), Prefix: board.Path{sq("a2")}}, board.None, false},
		{"8x3-c2", board.Problem{Board: board.MustParse("8x3"), Prefix: board.Path{sq("c2")}}, board.None, false},
		{"4x16-b2", board.Problem{Board: board.MustParse("4x16"), Prefix: board.Path{sq("b2")}}, board.None, true},
		{"4x20-b2", board.Problem{Board: board.MustParse("4x20"), Prefix: board.Path{sq("b2")}}, board.None, true},
		{"8x8-a1", board.Problem{Board: board.MustParse("8x8"), Prefix: board.Path{sq("a1")}}, board.Found, false},
		{"8x8-d4", board.Problem{Board: board.MustParse("8x8"), Prefix: board.Path{sq("d4")}}, board.Found, false},
		{"8x8-b7", board.Problem{Board: board.MustParse("8x8"), Prefix: board.Path{sq("b7")}}, board.Found, false},
		{"8x8-any", board.Problem{Board: board.MustParse("8x8")}, board.Found, false},
		{"8x8-closed", board.Problem{Board: board.MustParse("8x8"), Closed: true}, board.Found, false},
		{"8x8-dead-prefix", board.Problem{Board: board.MustParse("8x8"), Prefix: dead}, board.None, false},
		{"10x10-a1", board.Problem{Board: board.MustParse("10x10"), Prefix: board.Path{sq("a1")}}, board.Found, false},
		{"10x10-e5", board.Problem{Board: board.MustParse("10x10"), Prefix: board.Path{sq("e5")}}, board.Found, false},
		{"10x10-closed", board.Problem{Board: board.MustParse("10x10"), Closed: true}, board.Found, false},
	}
}

func BenchmarkSolve(b *testing.B) {
	for _, bp := range benchProblems(b) {
		for _, enc := range Encodings() {
			b.Run(bp.name+"/"+enc.String(), func(b *testing.B) {
				if testing.Short() && bp.q.Board.Size() > 64 {
					b.Skip("10x10 under -short")
				}
				if bp.lazyOnly && enc != Lazy {
					b.Skip("seconds to minutes a solve")
				}
				b.ReportAllocs()
				var res Result
				for b.Loop() {
					var err error
					res, err = Solve(context.Background(), bp.q, Options{Encoding: enc})
					if err != nil {
						b.Fatal(err)
					}
					if res.Status != bp.want {
						b.Fatalf("Solve(%v, %s) = %v, want %v", bp.q, enc, res.Status, bp.want)
					}
				}
				b.ReportMetric(float64(res.Stats.Vars), "vars")
				b.ReportMetric(float64(res.Stats.Clauses), "clauses")
				b.ReportMetric(float64(res.Stats.Solves), "solves")
			})
		}
	}
}

// BenchmarkLazyTours is the n x n tour curve of the lazy engine (no prefix,
// as prove -method sat asks): solves and cuts per answer beside the time.
// Beyond 12x12 under -short it is skipped.
func BenchmarkLazyTours(b *testing.B) {
	for n := 6; n <= 30; n += 6 {
		q := board.Problem{Board: board.Board{W: int32(n), H: int32(n)}}
		b.Run(q.Board.String(), func(b *testing.B) {
			if testing.Short() && n > 12 {
				b.Skip("beyond 12x12 under -short")
			}
			b.ReportAllocs()
			var res Result
			for b.Loop() {
				var err error
				res, err = Solve(context.Background(), q, Options{Encoding: Lazy})
				if err != nil || res.Status != board.Found {
					b.Fatalf("Solve(%v, lazy) = %v, %v; want a tour", q, res.Status, err)
				}
			}
			b.ReportMetric(float64(res.Stats.Solves), "solves")
			b.ReportMetric(float64(res.Stats.Cuts), "cuts")
		})
	}
}

// BenchmarkGameDead asks a reused Game about the dead 8x8 prefix, as blame
// does: the formula is built once, outside the loop.
func BenchmarkGameDead(b *testing.B) {
	games := positions.Load(b)
	bd, path := games[11].Board, games[11].Path
	dead := path[:games[11].FirstDead+1]
	for _, enc := range Encodings() {
		b.Run(enc.String(), func(b *testing.B) {
			gm, err := NewGame(bd, Options{Encoding: enc})
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				res, _, err := gm.Solve(context.Background(), dead)
				if err != nil || res.Status != board.None {
					b.Fatalf("Game.Solve(%v) = %v, %v; want none", dead, res.Status, err)
				}
			}
		})
	}
}
