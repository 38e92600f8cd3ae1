package verify_test

import (
	"fmt"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// TestPuzzleSoundnessExhaustive: on every puzzle of the tiny boards, open
// and closed, with every placement of 0 or 1 clue (with
// KNIGHT_EXHAUSTIVE=1 every board up to 5x5, 3x6 and 3x7, with 0 to 3
// clues up to 9 squares, 2 up to 16, 1 beyond),
// every certificate of a bounded enumeration (each kind with every clue
// or pair of clues and every distance from -1 to the board's squares,
// the deduction, a forced problem with every tour certificate leaf the
// position allows, a split on every number with leaves of those kinds)
// and every count is checked, as a none answer and as the evidence of a
// dead verdict naming no entry. The oracle is a solution counter of the
// test's own (every tour of the board by plain depth-first search,
// sharing no code with verify, filtered by the clues): a
// puzzle with a solution must have every certificate refused, and only
// its true count accepted. The figures are logged.
func TestPuzzleSoundnessExhaustive(t *testing.T) {
	full := os.Getenv("KNIGHT_EXHAUSTIVE") == "1"
	boards := []board.Board{{W: 1, H: 1}, {W: 1, H: 2}, {W: 2, H: 2}, {W: 3, H: 3}, {W: 3, H: 4}, {W: 4, H: 3}}
	clues := func(board.Board) int { return 1 }
	if full {
		boards = nil
		for w := int32(1); w <= 5; w++ {
			for h := int32(1); h <= 5; h++ {
				boards = append(boards, board.Board{W: w, H: h})
			}
		}
		boards = append(boards, board.Board{W: 3, H: 6}, board.Board{W: 3, H: 7})
		// Every placement of k clues on n squares is C(n,k)·n!/(n-k)!
		// puzzles: 3 clues up to 9 squares, 2 up to 16, 1 beyond.
		clues = func(b board.Board) int {
			switch n := b.Size(); {
			case n <= 9:
				return 3
			case n <= 16:
				return 2
			}
			return 1
		}
	}
	if testing.Short() && !full {
		boards = boards[:5]
	}
	start := time.Now()
	var puzzles, solvable, docs int
	for _, b := range boards {
		for _, closed := range []bool{false, true} {
			all := solutions(puzzlecert.Puzzle{Board: b, Closed: closed, First: 1}, -1)
			eachPuzzle(b, closed, clues(b), func(p puzzlecert.Puzzle) {
				puzzles++
				sols := agreeing(all, p)
				count := len(sols)
				if count > 0 {
					solvable++
				}
				for _, c := range certificates(p) {
					docs++
					a := puzzlecert.Answer{Puzzle: p, Status: puzzlecert.NoSolution, Method: evidence.Parity, Certificate: c}
					_, err := verify.Puzzle(a)
					if count > 0 && err == nil {
						t.Fatalf("verify.Puzzle(%+v, %s) = nil, but the puzzle has %d solutions", p, describe(c), count)
					}
					v := puzzlecert.Verdict{Status: board.None, FirstWrong: -1, Evidence: &a}
					if _, err := verify.PuzzleVerdict(v); count > 0 && err == nil {
						t.Fatalf("verify.PuzzleVerdict(dead, %+v, %s) = nil, but the puzzle has %d solutions", p, describe(c), count)
					}
				}
				if count >= 2 && p.Board.Size() <= 16 {
					sol := sols[:2]
					for claim := count - 1; claim <= count+1; claim++ {
						for _, exact := range []bool{true, false} {
							docs++
							a := puzzlecert.Answer{Puzzle: p, Status: puzzlecert.Several, Solutions: sol, Counted: true, Count: int64(claim), CountExact: exact}
							_, err := verify.Puzzle(a)
							right := claim >= 2 && (claim == count || !exact && claim < count)
							if right != (err == nil) {
								t.Fatalf("verify.Puzzle(%+v, count %d exact %v) = %v, the puzzle has %d solutions", p, claim, exact, err, count)
							}
						}
					}
				}
			})
		}
	}
	t.Logf("%d boards, %d puzzles (%d with a solution), %d documents, %v", len(boards), puzzles, solvable, docs, time.Since(start).Round(time.Millisecond))
}

// eachPuzzle calls f with every puzzle on b with up to maxClues clues:
// every set of squares, every assignment of distinct numbers, in order
// of number.
func eachPuzzle(b board.Board, closed bool, maxClues int, f func(puzzlecert.Puzzle)) {
	n := b.Size()
	var clues []puzzlecert.Clue
	var rec func(from int)
	rec = func(from int) {
		p := puzzlecert.Puzzle{Board: b, Closed: closed, First: 1, Clues: append([]puzzlecert.Clue(nil), clues...)}
		p.SortClues()
		if p.Check() == nil {
			f(p)
		}
		if len(clues) == maxClues {
			return
		}
		for v := from; v < n; v++ {
			for num := 1; num <= n; num++ {
				taken := false
				for _, c := range clues {
					taken = taken || c.Number == num
				}
				if taken {
					continue
				}
				clues = append(clues, puzzlecert.Clue{Square: b.Square(v), Number: num})
				rec(v + 1)
				clues = clues[:len(clues)-1]
			}
		}
	}
	rec(0)
}

// agreeing are the tours of all that put every clue of p at its step.
func agreeing(all []board.Path, p puzzlecert.Puzzle) []board.Path {
	var out []board.Path
	for _, s := range all {
		ok := true
		for _, c := range p.Clues {
			ok = ok && s[c.Number-p.First] == c.Square
		}
		if ok {
			out = append(out, s)
		}
	}
	return out
}

// solutions lists up to limit of p's solutions (all when limit < 0) by
// plain depth-first search: every start, every knight move to an
// unvisited square, a solution when every square is visited with each
// clue's square at its number's step (and, closed, the last square a move
// from the first).
func solutions(p puzzlecert.Puzzle, limit int) []board.Path {
	b := p.Board
	n := b.Size()
	want := map[int]board.Square{}
	for _, c := range p.Clues {
		want[c.Number-p.First] = c.Square
	}
	var out []board.Path
	path := make(board.Path, 0, n)
	seen := map[board.Square]bool{}
	var walk func()
	walk = func() {
		if limit >= 0 && len(out) >= limit {
			return
		}
		k := len(path)
		if s, ok := want[k-1]; ok && path[k-1] != s {
			return
		}
		if k == n {
			if !p.Closed || n > 1 && board.IsKnightMove(path[n-1], path[0]) {
				out = append(out, append(board.Path(nil), path...))
			}
			return
		}
		var next []board.Square
		if k == 0 {
			for i := range n {
				next = append(next, b.Square(i))
			}
		} else {
			for _, m := range board.Moves {
				next = append(next, board.Square{X: path[k-1].X + m.X, Y: path[k-1].Y + m.Y})
			}
		}
		for _, s := range next {
			if !b.Contains(s) || seen[s] {
				continue
			}
			seen[s] = true
			path = append(path, s)
			walk()
			path = path[:k]
			seen[s] = false
		}
	}
	walk()
	return out
}

// certificates enumerates the puzzle certificates the test tries on p:
// every kind over every clue or pair of clues and every distance from -1
// to the board's squares; the deduction; a forced problem of p's clues,
// with each tour certificate leaf of [leafCertificates]; and a split on
// each number whose branches all hold the same simple leaf.
func certificates(p puzzlecert.Puzzle) []puzzlecert.Certificate {
	n := p.Board.Size()
	var out []puzzlecert.Certificate
	out = append(out, puzzlecert.Deduced{}, puzzlecert.ColourCount{})
	for _, a := range p.Clues {
		out = append(out, puzzlecert.ColourCount{A: new(a)})
		for _, b := range p.Clues {
			if a == b {
				continue
			}
			out = append(out, puzzlecert.Parity{A: a, B: b})
			for d := -1; d <= n; d++ {
				out = append(out, puzzlecert.Distance{A: a, B: b, Distance: d},
					puzzlecert.Blocked{A: a, B: b, Distance: d})
			}
		}
	}
	// The forced problem: the clues First, First+1, ... as a prefix, and
	// the last number as an end.
	q := board.Problem{Board: p.Board, Closed: p.Closed}
	for i, c := range p.Clues {
		if c.Number != p.First+i {
			break
		}
		q.Prefix = append(q.Prefix, c.Square)
	}
	if k := len(p.Clues); k > 0 && !p.Closed && p.Clues[k-1].Number == p.Last() && len(q.Prefix) < k {
		q.End = p.Clues[k-1].Square
	}
	if q.Check() == nil {
		for _, leaf := range leafCertificates(q) {
			out = append(out, puzzlecert.Forced{Prefix: q.Prefix, End: q.End, Certificate: leaf})
		}
	}
	simple := len(out)
	for num := p.First; num <= p.Last(); num++ {
		for _, leaf := range out[:min(simple, 2)] {
			c := puzzlecert.Split{Number: num}
			for _, s := range splitSquaresOf(p, num) {
				c.Branches = append(c.Branches, puzzlecert.Branch{Square: s, Certificate: leaf})
			}
			out = append(out, c)
		}
	}
	return out
}

// leafCertificates are tour certificates at q's position: each kind with
// its counts re-derived would need the checker's code, so the counts
// range over a small box and verify decides which hold.
func leafCertificates(q board.Problem) []evidence.Certificate {
	k := len(q.Prefix)
	var from board.Square
	if k > 0 {
		from = q.Prefix[k-1]
	}
	at := evidence.At{Board: q.Board, Visited: k, From: from}
	var out []evidence.Certificate
	for dark := 0; dark <= 3; dark++ {
		for light := 0; light <= 3; light++ {
			out = append(out, evidence.ColourCount{At: at, Dark: dark, Light: light}, evidence.ColourBalance{At: at, Dark: dark, Light: light})
		}
	}
	return append(out, evidence.CaseSplit{At: at})
}

// splitSquaresOf is where num can go by the split's rule, written again
// for the test: one move from the clue before it, else the clue after
// it, else any square without a clue.
func splitSquaresOf(p puzzlecert.Puzzle, num int) []board.Square {
	taken := map[board.Square]bool{}
	at := map[int]board.Square{}
	for _, c := range p.Clues {
		taken[c.Square], at[c.Number] = true, c.Square
		if c.Number == num {
			return nil
		}
	}
	n := p.Board.Size()
	for _, d := range []int{-1, 1} {
		j := num + d
		if j < p.First || j > p.Last() {
			if !p.Closed || n < 3 {
				continue
			}
			j = p.First + (j-p.First+n)%n
		}
		if s, ok := at[j]; ok {
			var out []board.Square
			for i := range n {
				t := p.Board.Square(i)
				if !taken[t] && board.IsKnightMove(s, t) {
					out = append(out, t)
				}
			}
			return out
		}
	}
	var out []board.Square
	for i := range n {
		if t := p.Board.Square(i); !taken[t] {
			out = append(out, t)
		}
	}
	return out
}

func describe(c puzzlecert.Certificate) string {
	return fmt.Sprintf("%v certificate %+v", c.Kind(), c)
}

// TestPuzzlePlacedSoundness: a split's branches that place numbers
// (puzzlecert.Branch's Placed) are refused on every puzzle with a
// solution. On the boards with open or closed tours among the tiny ones
// (3x4 and 4x3, 3x4 alone under -short; with KNIGHT_EXHAUSTIVE=1 also
// 3x7, 5x5 and 4x5), every
// puzzle of 0 or 1 clue that has a solution gets, for every number to
// split on and every number and square to place, a split whose every
// branch places that number there (but the branch on that square) and
// ends in a deduction: a checker that took a placement on trust would
// accept some, since the deductions of a puzzle with a wrong clue often
// find no solution. The oracle is the test's own solution counter.
func TestPuzzlePlacedSoundness(t *testing.T) {
	boards := []board.Board{{W: 3, H: 4}, {W: 4, H: 3}}
	if testing.Short() {
		boards = boards[:1]
	}
	if os.Getenv("KNIGHT_EXHAUSTIVE") == "1" {
		boards = append(boards, board.Board{W: 3, H: 7}, board.Board{W: 5, H: 5}, board.Board{W: 4, H: 5})
	}
	var puzzles, docs int
	for _, b := range boards {
		n := b.Size()
		for _, closed := range []bool{false, true} {
			all := solutions(puzzlecert.Puzzle{Board: b, Closed: closed, First: 1}, -1)
			eachPuzzle(b, closed, 1, func(p puzzlecert.Puzzle) {
				if len(agreeing(all, p)) == 0 {
					return
				}
				puzzles++
				for num := p.First; num <= p.Last(); num++ {
					squares := splitSquaresOf(p, num)
					if squares == nil {
						continue
					}
					for m := p.First; m <= p.Last(); m++ {
						if m == num || slices.ContainsFunc(p.Clues, func(c puzzlecert.Clue) bool { return c.Number == m }) {
							continue
						}
						for v := range n {
							s := b.Square(v)
							if slices.ContainsFunc(p.Clues, func(c puzzlecert.Clue) bool { return c.Square == s }) {
								continue
							}
							c := puzzlecert.Split{Number: num}
							for _, at := range squares {
								br := puzzlecert.Branch{Square: at, Certificate: puzzlecert.Deduced{}}
								if at != s {
									br.Placed = []puzzlecert.Clue{{Square: s, Number: m}}
								}
								c.Branches = append(c.Branches, br)
							}
							docs++
							a := puzzlecert.Answer{Puzzle: p, Status: puzzlecert.NoSolution, Method: evidence.Parity, Certificate: c}
							if _, err := verify.Puzzle(a); err == nil {
								t.Fatalf("verify.Puzzle(%+v, %s) = nil, but the puzzle has a solution", p, describe(c))
							}
						}
					}
				}
			})
		}
	}
	if puzzles == 0 {
		t.Fatal("no puzzle with a solution: the sweep checks nothing")
	}
	t.Logf("%d puzzles with a solution, %d documents", puzzles, docs)
}
