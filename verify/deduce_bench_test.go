package verify

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// warnsdorff is a knight's path on b from a1 by Warnsdorff's rule, ties
// to the first move in board.Moves order: the tours the deduction
// benchmark draws its clues from.
func warnsdorff(b board.Board) board.Path {
	seen := make([]bool, b.Size())
	free := func(s board.Square) int {
		k := 0
		for _, m := range board.Moves {
			u := board.Square{X: s.X + m.X, Y: s.Y + m.Y}
			if b.Contains(u) && !seen[b.Index(u)] {
				k++
			}
		}
		return k
	}
	s := board.Square{X: 1, Y: 1}
	p := board.Path{s}
	seen[b.Index(s)] = true
	for {
		best, bestFree := board.Square{}, 9
		for _, m := range board.Moves {
			u := board.Square{X: s.X + m.X, Y: s.Y + m.Y}
			if b.Contains(u) && !seen[b.Index(u)] {
				if f := free(u); f < bestFree {
					best, bestFree = u, f
				}
			}
		}
		if bestFree == 9 {
			return p
		}
		s = best
		p = append(p, s)
		seen[b.Index(s)] = true
	}
}

// BenchmarkDeduce runs the checker's deductions on puzzles of a few
// clues drawn from one path of each board (the same set every run, from
// a seeded PCG), some of them made contradictory by moving one clue: the
// checker's hot path for certificates of kind puzzlecert.Deduced and the counts
// of deductions.
func BenchmarkDeduce(b *testing.B) {
	for _, size := range []board.Board{{W: 8, H: 8}, {W: 12, H: 12}, {W: 20, H: 20}} {
		b.Run(size.String(), func(b *testing.B) {
			path := warnsdorff(size)
			rng := rand.New(rand.NewPCG(uint64(size.Size()), 7))
			var set []puzzlecert.Puzzle
			for i := range 16 {
				p := puzzlecert.Puzzle{Board: size, First: 1}
				used := map[board.Square]bool{}
				for _, k := range rng.Perm(len(path))[:len(path)/6] {
					p.Clues = append(p.Clues, puzzlecert.Clue{Square: path[k], Number: 1 + k})
					used[path[k]] = true
				}
				if i%2 == 1 { // move a clue to a free square
					for {
						s := size.Square(rng.IntN(size.Size()))
						if !used[s] {
							p.Clues[0].Square = s
							break
						}
					}
				}
				p.SortClues()
				set = append(set, p)
			}
			fixed := 0
			for b.Loop() {
				fixed = 0
				for _, p := range set {
					ck := &Checker{MaxWork: 1 << 62, ctx: context.Background()}
					f, _, err := ck.deduce(p)
					if err != nil {
						b.Fatal(err)
					}
					fixed += f
				}
			}
			b.ReportMetric(float64(fixed), "fixed")
		})
	}
}
