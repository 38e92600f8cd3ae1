package puzzle

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
	"github.com/stretchr/testify/require"
)

// holyKnight is the example of Rosetta Code's "Solve a Holy Knight's
// tour" (rosettacode.org/wiki/Solve_a_Holy_Knight's_tour): the knight
// visits the 0s, starting on the 1, and not the blanks (the pennies).
const holyKnight = `  0 0 0
  0   0 0
  0 0 0 0 0 0 0
0 0 0     0   0
0   0     0 0 0
1 0 0 0 0 0 0
    0 0   0
      0 0 0
`

// holyKnightAnswer is the answer the task's 11l entry prints (its last
// row cut short in the copy read, after 04: the 35 and 22 put where the
// knight's moves from 34 and to 23 allow).
const holyKnightAnswer = `   17 14 29
   28    18 15
   13 16 27 30 19 32  7
25  2 11        6    20
12    26       31  8 33
 1 24  3 10  5 34 21
      36 23     9
          4 35 22
`

// holyKnight13 is the second board of the task's 11l entry, its start
// the 1.
const holyKnight13 = `. . . . . 1 . 0 . . . . .
. . . . . 0 . 0 . . . . .
. . . . 0 0 0 0 0 . . . .
. . . . . 0 0 0 . . . . .
. . 0 . . 0 . 0 . . 0 . .
0 0 0 0 0 . . . 0 0 0 0 0
. . 0 0 . . . . . 0 0 . .
0 0 0 0 0 . . . 0 0 0 0 0
. . 0 . . 0 . 0 . . 0 . .
. . . . . 0 0 0 . . . . .
. . . . 0 0 0 0 0 . . . .
. . . . . 0 . 0 . . . . .
. . . . . 0 . 0 . . . . .
`

// hopido is the example of Rosetta Code's "Solve a Hopido puzzle"
// (rosettacode.org/wiki/Solve_a_Hopido_puzzle): moves over one tile
// diagonally or two straight, (2,2) and (3,0); the path may start
// anywhere, with no clue.
const hopido = `. 0 0 . 0 0 .
0 0 0 0 0 0 0
0 0 0 0 0 0 0
. 0 0 0 0 0 .
. . 0 0 0 . .
. . . 0 . . .
`

// hopidoAnswer is the answer of the task's Raku entry, which starts on
// the bottom tile.
const hopidoAnswer = `.  21  4  . 20  3  .
26 12 15 25 11 14 24
17  6  9 18  5  8 19
.  22 27 13 23  2  .
.   . 16  7 10  .  .
.   .  .  1  .  .  .
`

var hopidoPiece = board.MustParsePiece("(2,2)+(3,0)")

func readShaped(t testing.TB, text string, piece board.Piece) puzzlecert.Puzzle {
	t.Helper()
	p, err := ReadShaped(strings.NewReader(text), piece, false)
	require.NoError(t, err)
	return p
}

// TestRosettaShaped solves Rosetta Code's two examples, and the second
// board of the Holy Knight's task's 11l entry. None is unique as posed:
// the Holy Knight's tour from its 1 has 48,422 solutions (the 13x13
// board 147,448), the Hopido 3,940 numberings with no clue and 260 from the
// bottom tile, where the Raku and REXX entries start and print two
// different ones. Oracles: the published answers, each a solution the
// checker accepts; the counts, by the naive search written below, which
// shares no code with the counter (the Holy Knight's with
// KNIGHT_EXHAUSTIVE=1); and verify, which checks every answer.
func TestRosettaShaped(t *testing.T) {
	hk := readShaped(t, holyKnight, board.Knight)
	require.Equal(t, 36, hk.Shape().Cells())
	hop := readShaped(t, hopido, hopidoPiece)
	require.Equal(t, 27, hop.Shape().Cells())
	hopFromBottom := hop
	hopFromBottom.Clues = []puzzlecert.Clue{{Square: board.MustParseSquare("d1"), Number: 1}}

	for _, tc := range []struct {
		name   string
		p      puzzlecert.Puzzle
		answer string
		count  int64
	}{
		{"holy knight", hk, holyKnightAnswer, 48422},
		{"holy knight 13x13", readShaped(t, holyKnight13, board.Knight), "", 147448},
		{"hopido", hop, hopidoAnswer, 3940},
		{"hopido from the bottom tile", hopFromBottom, hopidoAnswer, 260},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var published puzzlecert.Puzzle
			var tour board.Path
			if tc.answer != "" {
				published = readShaped(t, tc.answer, tc.p.Piece)
				require.True(t, published.Shape().Board == tc.p.Board && published.Where() == tc.p.Where(), "the answer's mask %v, the puzzle's %v", published.Where(), tc.p.Where())
				tour = make(board.Path, len(published.Clues))
				for i, c := range published.Clues {
					tour[i] = c.Square
				}
				require.NoError(t, Satisfies(tc.p, tour), "the published answer")
				require.NoError(t, verify.PuzzleSolution(tc.p, tour), "the published answer")
			}

			// The naive search of tens of thousands of tours is long:
			// behind the long-test switch.
			if tc.count < 10_000 || os.Getenv("KNIGHT_EXHAUSTIVE") == "1" {
				require.Equal(t, tc.count, naiveCount(tc.p, 0), "the naive count")
			}
			a, err := Solve(context.Background(), SolveRequest{Puzzle: tc.p, Count: true})
			require.NoError(t, err)
			require.Equal(t, puzzlecert.Several, a.Status, a.Explanation)
			require.Equal(t, tc.count, a.Count)
			require.True(t, a.CountExact)
			// verify counts again only within its budget: the answer
			// without the count.
			a, err = Solve(context.Background(), SolveRequest{Puzzle: tc.p})
			require.NoError(t, err)
			require.Equal(t, puzzlecert.Several, a.Status, a.Explanation)
			_, err = verify.Puzzle(a)
			require.NoError(t, err)

			if tc.answer == "" {
				return
			}
			// Every number of the published answer given: unique, and
			// the answer is the solution.
			a, err = Solve(context.Background(), SolveRequest{Puzzle: published})
			require.NoError(t, err)
			require.Equal(t, puzzlecert.Unique, a.Status, a.Explanation)
			require.Equal(t, tour, a.Solutions[0])
		})
	}
}

// thinned is the published answer's puzzle with clues removed, in order
// of number, while the count still finds one solution: a puzzle whose
// unique solution is the published answer.
func thinned(t testing.TB, p, published puzzlecert.Puzzle) puzzlecert.Puzzle {
	t.Helper()
	q := p
	q.Clues = published.Clues
	for i := 0; i < len(q.Clues); {
		without := q
		without.Clues = append(append([]puzzlecert.Clue(nil), q.Clues[:i]...), q.Clues[i+1:]...)
		if c := Count(context.Background(), without, 0, 2); c.Exact && c.Count == 1 {
			q = without
			continue
		}
		i++
	}
	return q
}

// TestRosettaThinned: each published answer, its clues thinned until one
// more removal would admit another solution, is the unique solution,
// proved by the count and checked by verify's re-count. Oracles: the
// published answer, and the naive count of 1.
func TestRosettaThinned(t *testing.T) {
	for _, tc := range []struct {
		name, puzzle, answer string
		piece                board.Piece
	}{
		{"holy knight", holyKnight, holyKnightAnswer, board.Knight},
		{"hopido", hopido, hopidoAnswer, hopidoPiece},
	} {
		t.Run(tc.name, func(t *testing.T) {
			published := readShaped(t, tc.answer, tc.piece)
			q := thinned(t, readShaped(t, tc.puzzle, tc.piece), published)
			require.Equal(t, int64(1), naiveCount(q, 2), "the naive count of\n%s", FormatShaped(q, notation.HopidoStyle))
			a, err := Solve(context.Background(), SolveRequest{Puzzle: q})
			require.NoError(t, err)
			require.Equal(t, puzzlecert.Unique, a.Status, a.Explanation)
			tour := make(board.Path, len(published.Clues))
			for i, c := range published.Clues {
				tour[i] = c.Square
			}
			require.Equal(t, tour, a.Solutions[0], "the published answer")
			pc, err := verify.Puzzle(a)
			require.NoError(t, err)
			require.False(t, pc.SecondOpinion)
			t.Logf("%d clues:\n%s", len(q.Clues), FormatShaped(q, notation.HopidoStyle))
		})
	}
}

// TestShapedMadeUnique: a puzzle made on the Holy Knight's board is
// proved unique by the exhaustive count, which verify counts again
// without a second opinion, and keeps a witness for every clue when made
// minimal. Oracle: verify, and the naive count.
func TestShapedMadeUnique(t *testing.T) {
	hk := readShaped(t, holyKnight, board.Knight)
	for _, tc := range []struct {
		name  string
		piece board.Piece
		text  string
	}{
		{"holy knight", board.Knight, holyKnight},
		{"hopido", hopidoPiece, hopido},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := readShaped(t, tc.text, tc.piece)
			a, err := Make(context.Background(), MakeRequest{Board: p.Board, Holes: p.Holes, Piece: p.Piece, First: 1, Seed: 7, Minimal: true})
			require.NoError(t, err)
			require.Equal(t, puzzlecert.Unique, a.Status, a.Explanation)
			require.Len(t, a.Minimal, len(a.Puzzle.Clues))
			pc, err := verify.Puzzle(a)
			require.NoError(t, err)
			require.False(t, pc.SecondOpinion, "a shaped puzzle's uniqueness is the count, re-counted: %v", pc.Checked)
			require.Equal(t, int64(1), naiveCount(a.Puzzle, 2), "the naive count of %s", FormatShaped(a.Puzzle, notation.HolyKnightStyle))
		})
	}
	_ = hk
}

// TestShapedAgainstNaive: on random masks of up to 20 cells, for the
// knight and other leapers, Solve's unique, several or none agrees with
// a naive search written here, and verify accepts every answer. Oracle:
// naiveCount, which shares no code with the counter.
func TestShapedAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 1))
	pieces := []board.Piece{board.Knight, board.MustParsePiece("zebra"), hopidoPiece, board.MustParsePiece("(1,1)+(0,2)"), board.MustParsePiece("wazir")}
	tries := 300
	if testing.Short() {
		tries = 100
	}
	seen := map[puzzlecert.Status]int{}
	for i := range tries {
		w, h := 2+rng.IntN(5), 2+rng.IntN(5)
		b := board.Board{W: int32(w), H: int32(h)}
		holes := board.NewSet(b.Size())
		for j := range b.Size() {
			if rng.IntN(4) == 0 || b.Size()-holes.Count() > 20 && j%2 == 0 {
				holes.Add(j)
			}
		}
		p := puzzlecert.Puzzle{Board: b, Holes: holes, Piece: pieces[i%len(pieces)], Closed: rng.IntN(5) == 0, First: 1}
		if p.Shape().Cells() == 0 || p.Shape().Plain() {
			continue
		}
		cells := []board.Square{}
		for j := range b.Size() {
			if !holes.Has(j) {
				cells = append(cells, b.Square(j))
			}
		}
		if rng.IntN(2) == 0 {
			// Clues from a solution, when there is one: often unique.
			a, err := Solve(context.Background(), SolveRequest{Puzzle: p})
			require.NoError(t, err)
			if len(a.Solutions) > 0 {
				for k, q := range a.Solutions[0] {
					if rng.IntN(3) == 0 {
						p.Clues = append(p.Clues, puzzlecert.Clue{Square: q, Number: 1 + k})
					}
				}
			}
		} else {
			numbers := rng.Perm(len(cells))
			for k, j := range rng.Perm(len(cells))[:rng.IntN(min(4, len(cells)+1))] {
				p.Clues = append(p.Clues, puzzlecert.Clue{Square: cells[j], Number: 1 + numbers[k]})
			}
		}
		p.SortClues()
		require.NoError(t, p.Check())
		name := fmt.Sprintf("%d %v closed=%v clues=%v", i, p.Where(), p.Closed, p.Clues)
		want := naiveCount(p, 2)
		a, err := Solve(context.Background(), SolveRequest{Puzzle: p})
		require.NoError(t, err, name)
		switch want {
		case 0:
			require.Equal(t, puzzlecert.NoSolution, a.Status, name)
		case 1:
			require.Equal(t, puzzlecert.Unique, a.Status, name)
		default:
			require.Equal(t, puzzlecert.Several, a.Status, name)
		}
		seen[a.Status]++
		_, err = verify.Puzzle(a)
		require.NoError(t, err, name)
	}
	for _, s := range []puzzlecert.Status{puzzlecert.Unique, puzzlecert.Several, puzzlecert.NoSolution} {
		require.NotZero(t, seen[s], "no %v answer among the puzzles tried", s)
	}
}

// naiveCount counts p's solutions (up to limit, 0 for all) by the
// plainest search: every numbering of the cells, step by step from
// every cell, each step one of the piece's jumps to an unvisited cell,
// a clue's step on its square and a clue's square at its step only.
func naiveCount(p puzzlecert.Puzzle, limit int64) int64 {
	b := p.Board
	w, h := int(b.W), int(b.H)
	index := func(x, y int) int { return y*w + x } // x, y from 0
	hole := make([]bool, w*h)
	for i := range hole {
		hole[i] = len(p.Holes) > 0 && p.Holes.Has(i)
	}
	var jumps [][2]int
	for _, l := range p.Piece.Leaps() {
		a, c := int(l.A), int(l.B)
		for _, d := range [][2]int{{a, c}, {c, a}} {
			for _, sx := range []int{1, -1} {
				for _, sy := range []int{1, -1} {
					jumps = append(jumps, [2]int{d[0] * sx, d[1] * sy})
				}
			}
		}
	}
	n := 0
	for i := range hole {
		if !hole[i] {
			n++
		}
	}
	at := make([]int, n)       // the square of each step's clue, -1
	stepOf := make([]int, w*h) // the step of the clue on each square, -1
	for i := range at {
		at[i] = -1
	}
	for i := range stepOf {
		stepOf[i] = -1
	}
	for _, c := range p.Clues {
		v := index(int(c.Square.X)-1, int(c.Square.Y)-1)
		at[c.Number-p.First], stepOf[v] = v, c.Number-p.First
	}
	visited := make([]bool, w*h)
	first := 0
	var found int64
	isJump := func(u, v int) bool {
		for _, j := range jumps {
			if x, y := u%w+j[0], u/w+j[1]; x >= 0 && y >= 0 && x < w && y < h && index(x, y) == v {
				return true
			}
		}
		return false
	}
	var walk func(v, step int)
	walk = func(v, step int) {
		if limit > 0 && found >= limit || at[step] >= 0 && at[step] != v || at[step] < 0 && stepOf[v] >= 0 {
			return
		}
		if step == n-1 {
			if !p.Closed || n > 1 && isJump(v, first) {
				found++
			}
			return
		}
		visited[v] = true
		seen := map[int]bool{} // a compound piece may reach one cell two ways
		for _, j := range jumps {
			x, y := v%w+j[0], v/w+j[1]
			if x < 0 || y < 0 || x >= w || y >= h {
				continue
			}
			if u := index(x, y); !hole[u] && !visited[u] && !seen[u] {
				seen[u] = true
				walk(u, step+1)
			}
		}
		visited[v] = false
	}
	for v := range hole {
		if !hole[v] {
			first = v
			walk(v, 0)
		}
	}
	return found
}

// TestReadShapedErrors: a shaped puzzle's faults are positioned.
func TestReadShapedErrors(t *testing.T) {
	for _, tc := range []struct {
		text      string
		line, col int
		reason    string
	}{
		{"1 0\n0 1\n", 2, 3, "1 twice"},
		{"1 0\n0 5\n", 2, 3, "4 cells: no 5"},
		{"1 0\n0 q\n", 2, 3, "q is no mark"},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			_, err := ReadShaped(strings.NewReader(tc.text), board.Knight, false)
			var pe *board.ParseError
			require.True(t, errors.As(err, &pe), "ReadShaped(%q) = %v, want a positioned error: %s", tc.text, err, tc.reason)
			require.Equal(t, [2]int{tc.line, tc.col}, [2]int{pe.Line, pe.Col}, "%v", err)
		})
	}
}

// TestShapedRefusals: what rests on the knight's deductions refuses a
// shape rather than answer about the full board.
func TestShapedRefusals(t *testing.T) {
	p := readShaped(t, hopido, hopidoPiece)
	_, err := Make(context.Background(), MakeRequest{Board: p.Board, Holes: p.Holes, Piece: p.Piece, First: 1, Level: Easy})
	require.ErrorIs(t, err, board.ErrShape)
	_, ok := GradeContext(context.Background(), p)
	require.False(t, ok)
}

// BenchmarkRosettaShaped: Solve on Rosetta Code's two examples.
func BenchmarkRosettaShaped(b *testing.B) {
	hop := readShaped(b, hopido, hopidoPiece)
	hop.Clues = []puzzlecert.Clue{{Square: board.MustParseSquare("d1"), Number: 1}}
	hk := readShaped(b, holyKnight, board.Knight)
	for _, bc := range []struct {
		name string
		p    puzzlecert.Puzzle
	}{
		{"holy-knight", hk},
		{"holy-knight-13x13", readShaped(b, holyKnight13, board.Knight)},
		{"hopido", readShaped(b, hopido, hopidoPiece)},
		{"hopido-from-bottom", hop},
		// Unique: the published answers thinned (TestRosettaThinned).
		{"holy-knight-thinned", thinned(b, hk, readShaped(b, holyKnightAnswer, board.Knight))},
		{"hopido-thinned", thinned(b, readShaped(b, hopido, hopidoPiece), readShaped(b, hopidoAnswer, hopidoPiece))},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Solve(context.Background(), SolveRequest{Puzzle: bc.p}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// FuzzReadShaped: ReadShaped never panics, every refusal is positioned,
// and a puzzle read is well formed and reads back from its mask.
func FuzzReadShaped(f *testing.F) {
	for _, s := range []string{holyKnight, hopido, holyKnightAnswer, hopidoAnswer, "1 0\n0 1\n", "x.\n.x\n", "# c\n1  0\n0  12\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := ReadShaped(strings.NewReader(string(data)), hopidoPiece, false)
		if err != nil {
			var pe *board.ParseError
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Col < 1 {
				t.Fatalf("ReadShaped(%q) = %v, want a positioned error", data, err)
			}
			return
		}
		if err := p.Check(); err != nil {
			t.Fatalf("ReadShaped(%q) = a bad puzzle: %v", data, err)
		}
		text := FormatShaped(p, notation.HopidoStyle)
		q, err := ReadShaped(strings.NewReader(text), hopidoPiece, false)
		if err != nil || !q.Same(p) {
			t.Fatalf("ReadShaped(%q) written %q reads as %v, %v", data, text, q, err)
		}
	})
}
