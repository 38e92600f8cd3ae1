package puzzle

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
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

func readShaped(t testing.TB, text string, piece board.Piece) evidence.Puzzle {
	t.Helper()
	p, err := ReadShaped(strings.NewReader(text), piece, false)
	require.NoError(t, err)
	return p
}

// TestRosettaShaped solves Rosetta Code's two examples. Neither is
// unique as posed: the Holy Knight's tour from its 1 has 48,422
// solutions, the Hopido 3,940 numberings with no clue and 260 from the
// bottom tile, where the Raku and REXX entries start and print two
// different ones. Oracles: the published answers, each a solution the
// checker accepts; the counts, by the naive search written below, which
// shares no code with the counter; and verify, which checks every answer.
func TestRosettaShaped(t *testing.T) {
	hk := readShaped(t, holyKnight, board.Knight)
	require.Equal(t, 36, hk.Shape().Cells())
	hop := readShaped(t, hopido, hopidoPiece)
	require.Equal(t, 27, hop.Shape().Cells())
	hopFromBottom := hop
	hopFromBottom.Clues = []evidence.Clue{{Square: board.MustParseSquare("d1"), Number: 1}}

	for _, tc := range []struct {
		name   string
		p      evidence.Puzzle
		answer string
		count  int64
	}{
		{"holy knight", hk, holyKnightAnswer, 48422},
		{"hopido", hop, hopidoAnswer, 3940},
		{"hopido from the bottom tile", hopFromBottom, hopidoAnswer, 260},
	} {
		t.Run(tc.name, func(t *testing.T) {
			published := readShaped(t, tc.answer, tc.p.Piece)
			require.True(t, published.Shape().Board == tc.p.Board && published.Where() == tc.p.Where(), "the answer's mask %v, the puzzle's %v", published.Where(), tc.p.Where())
			tour := make(board.Path, len(published.Clues))
			for i, c := range published.Clues {
				tour[i] = c.Square
			}
			require.NoError(t, Satisfies(tc.p, tour), "the published answer")
			require.NoError(t, verify.PuzzleSolution(tc.p, tour), "the published answer")

			if !testing.Short() || tc.count < 1000 {
				require.Equal(t, tc.count, naiveCount(tc.p, 0), "the naive count")
			}
			a, err := Solve(context.Background(), SolveRequest{Puzzle: tc.p, Count: true})
			require.NoError(t, err)
			require.Equal(t, evidence.Several, a.Status, a.Explanation)
			require.Equal(t, tc.count, a.Count)
			require.True(t, a.CountExact)
			// verify counts again only within its budget: the answer
			// without the count.
			a, err = Solve(context.Background(), SolveRequest{Puzzle: tc.p})
			require.NoError(t, err)
			require.Equal(t, evidence.Several, a.Status, a.Explanation)
			_, err = verify.Puzzle(a)
			require.NoError(t, err)

			// Every number of the published answer given: unique, and
			// the answer is the solution.
			a, err = Solve(context.Background(), SolveRequest{Puzzle: published})
			require.NoError(t, err)
			require.Equal(t, evidence.Unique, a.Status, a.Explanation)
			require.Equal(t, tour, a.Solutions[0])
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
			require.Equal(t, evidence.Unique, a.Status, a.Explanation)
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
	seen := map[evidence.PuzzleStatus]int{}
	for i := range tries {
		w, h := 2+rng.IntN(5), 2+rng.IntN(5)
		b := board.Board{W: int32(w), H: int32(h)}
		holes := board.NewSet(b.Size())
		for j := range b.Size() {
			if rng.IntN(4) == 0 || b.Size()-holes.Count() > 20 && j%2 == 0 {
				holes.Add(j)
			}
		}
		p := evidence.Puzzle{Board: b, Holes: holes, Piece: pieces[i%len(pieces)], Closed: rng.IntN(5) == 0, First: 1}
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
						p.Clues = append(p.Clues, evidence.Clue{Square: q, Number: 1 + k})
					}
				}
			}
		} else {
			numbers := rng.Perm(len(cells))
			for k, j := range rng.Perm(len(cells))[:rng.IntN(min(4, len(cells)+1))] {
				p.Clues = append(p.Clues, evidence.Clue{Square: cells[j], Number: 1 + numbers[k]})
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
			require.Equal(t, evidence.NoSolution, a.Status, name)
		case 1:
			require.Equal(t, evidence.Unique, a.Status, name)
		default:
			require.Equal(t, evidence.Several, a.Status, name)
		}
		seen[a.Status]++
		_, err = verify.Puzzle(a)
		require.NoError(t, err, name)
	}
	for _, s := range []evidence.PuzzleStatus{evidence.Unique, evidence.Several, evidence.NoSolution} {
		require.NotZero(t, seen[s], "no %v answer among the puzzles tried", s)
	}
}

// naiveCount counts p's solutions (up to limit, 0 for all) by the
// plainest search: every numbering of the cells, step by step from
// every cell, each step one of the piece's jumps to an unvisited cell,
// a clue's step on its square.
func naiveCount(p evidence.Puzzle, limit int64) int64 {
	b := p.Board
	isCell := func(q board.Square) bool {
		return q.X >= 1 && q.Y >= 1 && q.X <= b.W && q.Y <= b.H && !(len(p.Holes) > 0 && p.Holes.Has(int(q.Y-1)*int(b.W)+int(q.X-1)))
	}
	var jumps [][2]int32
	for _, l := range p.Piece.Leaps() {
		for _, d := range [][2]int32{{l.A, l.B}, {l.B, l.A}} {
			for _, sx := range []int32{1, -1} {
				for _, sy := range []int32{1, -1} {
					jumps = append(jumps, [2]int32{d[0] * sx, d[1] * sy})
				}
			}
		}
	}
	var cells []board.Square
	for y := int32(1); y <= b.H; y++ {
		for x := int32(1); x <= b.W; x++ {
			if q := (board.Square{X: x, Y: y}); isCell(q) {
				cells = append(cells, q)
			}
		}
	}
	n := len(cells)
	at := map[int]board.Square{}
	for _, c := range p.Clues {
		at[c.Number-p.First] = c.Square
	}
	isClue := map[board.Square]bool{}
	for _, c := range p.Clues {
		isClue[c.Square] = true
	}
	visited := map[board.Square]bool{}
	var first board.Square
	var found int64
	var walk func(q board.Square, step int)
	walk = func(q board.Square, step int) {
		if limit > 0 && found >= limit {
			return
		}
		if want, ok := at[step]; ok && want != q || !ok && isClue[q] {
			return
		}
		if step == n-1 {
			if !p.Closed {
				found++
				return
			}
			for _, j := range jumps {
				if (board.Square{X: q.X + j[0], Y: q.Y + j[1]}) == first && n > 1 {
					found++
					return
				}
			}
			return
		}
		visited[q] = true
		tried := map[board.Square]bool{}
		for _, j := range jumps {
			t := board.Square{X: q.X + j[0], Y: q.Y + j[1]}
			if isCell(t) && !visited[t] && !tried[t] {
				tried[t] = true
				walk(t, step+1)
			}
		}
		visited[q] = false
	}
	for _, q := range cells {
		first = q
		walk(q, 0)
	}
	return found
}

// TestShapedBySAT: past the count's reach (its node limit, or more than
// 64 cells) SAT's position formula on the shape answers, its "unique" a
// second opinion, said so. Oracles: Satisfies and verify on every
// solution; the naive count for the uniqueness of the given answer.
func TestShapedBySAT(t *testing.T) {
	hk := readShaped(t, holyKnight, board.Knight)
	a, err := Solve(context.Background(), SolveRequest{Puzzle: hk, CountNodes: 10})
	require.NoError(t, err)
	require.Equal(t, evidence.Several, a.Status, a.Explanation)
	require.Equal(t, evidence.SAT, a.Method)
	_, err = verify.Puzzle(a)
	require.NoError(t, err)

	// The published answer with every third number given: unique by
	// the naive count, and by SAT's word.
	published := readShaped(t, holyKnightAnswer, board.Knight)
	few := hk
	few.Clues = nil
	for i, c := range published.Clues {
		if i%3 == 0 {
			few.Clues = append(few.Clues, c)
		}
	}
	require.Equal(t, int64(1), naiveCount(few, 2))
	a, err = Solve(context.Background(), SolveRequest{Puzzle: few, CountNodes: 10})
	require.NoError(t, err)
	require.Equal(t, evidence.Unique, a.Status, a.Explanation)
	require.Equal(t, []string{"position"}, a.Encodings)
	pc, err := verify.Puzzle(a)
	require.NoError(t, err)
	require.True(t, pc.SecondOpinion)

	// 10x10 less a dark and a light corner: 98 cells, past the count.
	b := board.Board{W: 10, H: 10}
	holes, err := board.ParseHoles(b, "a1,j1")
	require.NoError(t, err)
	big := evidence.Puzzle{Board: b, Holes: holes, First: 1, Clues: []evidence.Clue{{Square: board.MustParseSquare("b1"), Number: 1}}}
	a, err = Solve(context.Background(), SolveRequest{Puzzle: big, Count: true})
	require.NoError(t, err)
	require.Equal(t, evidence.Several, a.Status, a.Explanation)
	require.Contains(t, a.NotCounted, "64 cells")
	_, err = verify.Puzzle(a)
	require.NoError(t, err)

	// Less two dark corners the colours are 48 and 50: an open tour of
	// 98 cells alternates 49 and 49, so there is none (the colour count,
	// the oracle), which SAT finds.
	big.Holes, err = board.ParseHoles(b, "a1,j10")
	require.NoError(t, err)
	require.Equal(t, 48, big.Shape().ColourCount(board.Dark))
	a, err = Solve(context.Background(), SolveRequest{Puzzle: big})
	require.NoError(t, err)
	require.Equal(t, evidence.NoSolution, a.Status, a.Explanation)
	pc, err = verify.Puzzle(a)
	require.NoError(t, err)
	require.True(t, pc.SecondOpinion)
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
	_, err := Blame(context.Background(), BlameRequest{Puzzle: p})
	require.ErrorIs(t, err, board.ErrShape)
	_, err = NextHint(context.Background(), HintRequest{Puzzle: p})
	require.ErrorIs(t, err, board.ErrShape)
	_, err = Make(context.Background(), MakeRequest{Board: p.Board, Holes: p.Holes, Piece: p.Piece, First: 1, Level: Easy})
	require.ErrorIs(t, err, board.ErrShape)
	_, ok := GradeContext(context.Background(), p)
	require.False(t, ok)
}

// BenchmarkRosettaShaped: Solve on Rosetta Code's two examples.
func BenchmarkRosettaShaped(b *testing.B) {
	hop := readShaped(b, hopido, hopidoPiece)
	hop.Clues = []evidence.Clue{{Square: board.MustParseSquare("d1"), Number: 1}}
	for _, bc := range []struct {
		name string
		p    evidence.Puzzle
	}{
		{"holy-knight", readShaped(b, holyKnight, board.Knight)},
		{"hopido", readShaped(b, hopido, hopidoPiece)},
		{"hopido-from-bottom", hop},
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
