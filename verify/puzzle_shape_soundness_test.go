package verify_test

import (
	"os"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/testsupport/hamilton"
	"github.com/knightcert/knight/verify"
)

// shapeSolutions lists every solution of the shaped puzzle p by the
// plain search of internal/testsupport/hamilton, which shares no code with
// verify: every start cell, every jump of p's leaps (told by their
// distances) to an unvisited cell, each clue's square at its number's
// step (and, closed, a cycle of three cells or more).
func shapeSolutions(p puzzlecert.Puzzle) []board.Path {
	var cells []board.Square
	for i := range p.Board.Size() {
		if len(p.Holes) == 0 || !p.Holes.Has(i) {
			cells = append(cells, p.Board.Square(i))
		}
	}
	at := map[int]board.Square{}
	for _, c := range p.Clues {
		at[c.Number-p.First] = c.Square
	}
	return hamilton.Search{Cells: cells, Move: hamilton.Leaper(hamilton.Leaps(p.Piece)), Closed: p.Closed}.Tours(at)
}

// TestPuzzleShapeSoundness is the puzzle-document soundness sweep on
// shapes: every puzzle with 0 or 1 clue (every cell, every number) on
// small boards with 0 to 2 holes, for the knight and the zebra (and the
// wazir), open and closed, and every count-based document about it: a
// none with the count 0, a unique with each solution the oracle finds
// (or a tour that is no solution) and the count 1, a several with two
// solutions and counts around the true one, and a dead puzzle verdict
// naming no entry. The checker must accept each exactly when it is true.
// The oracle is shapeSolutions. The default run takes 3x3 and 4x3 with
// at most one hole; KNIGHT_EXHAUSTIVE=1 adds 4x4 and 5x3 with two holes
// and the wazir.
func TestPuzzleShapeSoundness(t *testing.T) {
	full := os.Getenv("KNIGHT_EXHAUSTIVE") == "1"
	type frame struct {
		b     board.Board
		holes int
	}
	frames := []frame{{board.Board{W: 3, H: 3}, 1}, {board.Board{W: 4, H: 3}, 1}}
	pieces := []string{"knight", "zebra"}
	if full {
		frames = append(frames, frame{board.Board{W: 3, H: 3}, 2}, frame{board.Board{W: 4, H: 4}, 2}, frame{board.Board{W: 5, H: 3}, 2})
		pieces = append(pieces, "wazir")
	}
	var puzzles, solvable, docs, accepted int
	check := func(what string, a puzzlecert.Answer, right bool) {
		t.Helper()
		docs++
		_, err := verify.Puzzle(a)
		if right != (err == nil) {
			t.Fatalf("verify.Puzzle(%s of %v %v closed %v) = %v, want accepted %v (naive search)", what, a.Puzzle.Where(), a.Puzzle.Clues, a.Puzzle.Closed, err, right)
		}
		if err == nil {
			accepted++
		}
	}
	for _, f := range frames {
		n := f.b.Size()
		var holeSets [][]int
		for h1 := range n {
			if f.holes == 1 || f.holes == 2 {
				holeSets = append(holeSets, []int{h1})
			}
			for h2 := h1 + 1; h2 < n && f.holes == 2; h2++ {
				holeSets = append(holeSets, []int{h1, h2})
			}
		}
		if f.holes < 2 {
			holeSets = append(holeSets, nil)
		}
		for _, hs := range holeSets {
			holes := board.NewSet(n)
			for _, h := range hs {
				holes.Add(h)
			}
			for _, name := range pieces {
				for _, closed := range []bool{false, true} {
					base := puzzlecert.Puzzle{Board: f.b, Holes: holes, Piece: board.MustParsePiece(name), Closed: closed, First: 1}
					if base.Plain() || base.Check() != nil {
						continue
					}
					all := shapeSolutions(base)
					cells := base.Shape().Cells()
					var puzzlesHere []puzzlecert.Puzzle
					puzzlesHere = append(puzzlesHere, base)
					for i := range n {
						if holes.Has(i) {
							continue
						}
						for num := 1; num <= cells; num++ {
							p := base
							p.Clues = []puzzlecert.Clue{{Square: f.b.Square(i), Number: num}}
							puzzlesHere = append(puzzlesHere, p)
						}
					}
					for _, p := range puzzlesHere {
						puzzles++
						var sols []board.Path
						for _, s := range all {
							ok := true
							for _, c := range p.Clues {
								ok = ok && s[c.Number-p.First] == c.Square
							}
							if ok {
								sols = append(sols, s)
							}
						}
						count := len(sols)
						if count > 0 {
							solvable++
						}
						none := puzzlecert.Answer{Puzzle: p, Status: puzzlecert.NoSolution, Method: evidence.Exhaustive, Counted: true, Count: 0, CountExact: true}
						check("none, counted 0", none, count == 0)
						docs++
						v := puzzlecert.Verdict{Status: board.None, FirstWrong: -1, Evidence: &none}
						if _, err := verify.PuzzleVerdict(v); (err == nil) != (count == 0) {
							t.Fatalf("verify.PuzzleVerdict(dead, %v %v closed %v) = %v, the puzzle has %d solutions", p.Where(), p.Clues, closed, err, count)
						}
						// A unique claim with each tour of the shape (a
						// solution of the puzzle or not).
						for k, s := range all {
							if k >= 3 {
								break
							}
							isSol := false
							for _, x := range sols {
								isSol = isSol || x.String() == s.String()
							}
							u := puzzlecert.Answer{Puzzle: p, Status: puzzlecert.Unique, Method: evidence.Exhaustive, Solutions: []board.Path{s}, Counted: true, Count: 1, CountExact: true}
							check("unique, counted 1", u, isSol && count == 1)
						}
						if count >= 2 {
							for claim := count - 1; claim <= count+1; claim++ {
								for _, exact := range []bool{true, false} {
									a := puzzlecert.Answer{Puzzle: p, Status: puzzlecert.Several, Method: evidence.Exhaustive, Solutions: sols[:2], Counted: true, Count: int64(claim), CountExact: exact}
									check("several", a, claim >= 2 && (claim == count || !exact && claim < count))
								}
							}
						}
					}
				}
			}
		}
	}
	if solvable == 0 || solvable == puzzles || accepted == 0 {
		t.Fatalf("%d puzzles, %d with a solution, %d documents accepted: the sweep tests one side only", puzzles, solvable, accepted)
	}
	t.Logf("%d shaped puzzles (%d with a solution), %d documents, %d accepted", puzzles, solvable, docs, accepted)
}
