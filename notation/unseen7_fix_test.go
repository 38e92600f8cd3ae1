package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// The rules the seventh look at the unseen outputs (testdata/unseen) led
// to, each tested on its family written through wrappers the rule was
// not made from. The oracle is walkOK's square-by-square check of the
// tours written, the same tours with two squares swapped, and for a
// literal beside a grid the numbering written in the test (a 1x1 board's
// [[0]] or [[1]] is its tour, [[0,1],[2,3]] none of the 2x2 board's).

// judgeAll judges the tours of text on no board given.
func judgeAll(t *testing.T, text string) []Verdict {
	t.Helper()
	_, vs, err := judgeText(text, board.Board{})
	if err != nil {
		t.Fatalf("ReadTours: %v\n%s", err, text)
	}
	return vs
}

// TestCaptionAroundBracketRows: boards written as bracketed rows one
// after another on one line, with words before or after them that hold
// numbers of their own, are read as their rows: the caption's numbers
// are no cell. The rule came from a Markdown "Output:" paragraph of four
// 5x5 boards ending "and 300 other knight's tours"; these are a Python
// print with a counter before, a log line with a date, a Lua table dump
// with a count after, and Julia tuples with a figure after, one board,
// two and three (one board's rows on a line are also a W x 1 grid, whose
// fault leaves the line undecided, never invalid).
func TestCaptionAroundBracketRows(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(7, 1)))
	oneLine := func(b board.Board, ps []board.Path, open, sep, close string) string {
		var out []string
		for _, p := range ps {
			out = append(out, strings.TrimSuffix(strings.ReplaceAll(writeRows(rowsOf(b, p, 1), open, sep, close), "\n", " "), " "))
		}
		return strings.Join(out, " ")
	}
	wrappers := map[string]func(b board.Board, ps []board.Path) string{
		"python print, counter before": func(b board.Board, ps []board.Path) string {
			return fmt.Sprintf("solution 1 of %d: %s\n", 2*len(ps)+1, oneLine(b, ps, "[", ", ", "]"))
		},
		"log line, date and level before": func(b board.Board, ps []board.Path) string {
			return "2026-12-03 10:15:02 INFO solver done " + oneLine(b, ps, "[", " ", "]") + "\n"
		},
		"lua dump, count after": func(b board.Board, ps []board.Path) string {
			return "tours = " + oneLine(b, ps, "{", ", ", "}") + " -- 42 more not shown\n"
		},
		"julia tuples, figure after": func(b board.Board, ps []board.Path) string {
			return oneLine(b, ps, "(", ", ", ")") + " took 17 steps of backtracking\n"
		},
	}
	for name, wrap := range wrappers {
		for b, p := range tours {
			for n := 1; n <= 3; n++ {
				ps := make([]board.Path, n)
				for k := range ps {
					ps[k] = p
				}
				text := wrap(b, ps)
				if vs := judgeAll(t, text); len(vs) != n || strings.Count(fmt.Sprint(vs), "valid") != n || strings.Contains(fmt.Sprint(vs), "invalid") || strings.Contains(fmt.Sprint(vs), "unreadable") {
					t.Errorf("%s on %v, %d boards: verdicts %v, want %d valid:\n%s", name, b, n, vs, n, text)
				}
				ps[n-1] = swapped(t, b, p)
				bad := wrap(b, ps)
				vs := judgeAll(t, bad)
				valid := 0
				for _, v := range vs {
					if v == Valid {
						valid++
					}
				}
				if valid >= n {
					t.Errorf("%s on %v, %d boards, the last with two squares swapped: verdicts %v, want at most %d valid:\n%s", name, b, n, vs, n-1, bad)
				}
			}
		}
	}
}

// TestLiteralBesideGrid: a grid printed as a literal nested two deep on
// a line of words, beside another grid, is read as it is alone: "[[0]]"
// is the 1x1 board's tour, "[[0, 1], [2, 3]]" a numbering of the 2x2
// board, certainly no tour beside grids numbered from 0, and beside
// grids numbered from 1 set aside, since its 0 may be their mark for a
// square not visited. The rule came from a Rust main with
// "tour(1, 1); // [[0]]" in a comment above the 3x4 answer; these are a
// Python doctest, a Jest test, a Haskell comment and a C# assertion, the
// other grid over several lines or on one.
func TestLiteralBesideGrid(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(7, 2)))
	literal := func(b board.Board, p board.Path, base int) string {
		return "[" + strings.TrimSuffix(strings.ReplaceAll(writeRows(rowsOf(b, p, base), "[", ", ", "],"), "\n", " "), ", ") + "]"
	}
	wrappers := map[string]func(small string, b board.Board, p board.Path) string{
		"python doctest": func(small string, b board.Board, p board.Path) string {
			return ">>> tour(1)\n" + small + "\n>>> tour(" + fmt.Sprint(b.W) + ")\n" + writeRows(rowsOf(b, p, 0), "", " ", "")
		},
		"jest expectations": func(small string, b board.Board, p board.Path) string {
			return "  expect(tour(1, 1)).toEqual(" + small + ");\n  expect(tour(" + fmt.Sprint(b.H, ", ", b.W) + ")).toEqual(" + literal(b, p, 0) + ");\n"
		},
		"haskell comments": func(small string, b board.Board, p board.Path) string {
			return "-- knights 1 == " + small + "\n-- knights " + fmt.Sprint(b.W) + " ==\n" + writeRows(rowsOf(b, p, 1), "-- ", " ", "")
		},
		"c# assertion after": func(small string, b board.Board, p board.Path) string {
			return writeRows(rowsOf(b, p, 1), "// ", "\t", "") + "\nAssert.Equal(Solve(1, 0, 0), " + small + "); // 1 square\n"
		},
	}
	smalls := []struct {
		literal string
		want    Verdict
	}{
		{"[[0]]", Valid},
		{"[[1]]", Valid},
		{"[[0, 1], [2, 3]]", Invalid},
		{"[[1,2,3],[4,5,6]]", Invalid},
	}
	for name, wrap := range wrappers {
		for b, p := range tours {
			for _, s := range smalls {
				text := wrap(s.literal, b, p)
				vs := judgeAll(t, text)
				if from1 := name == "haskell comments" || name == "c# assertion after"; from1 && s.literal == "[[0, 1], [2, 3]]" {
					if len(vs) != 1 || vs[0] != Valid {
						t.Errorf("%s on %v beside %s: verdicts %v, want the literal set aside and valid:\n%s", name, b, s.literal, vs, text)
					}
				} else if len(vs) != 2 || vs[0] != s.want && vs[1] != s.want || !(vs[0] == Valid || vs[1] == Valid) {
					t.Errorf("%s on %v beside %s: verdicts %v, want %v and valid:\n%s", name, b, s.literal, vs, s.want, text)
				}
				bad := wrap(s.literal, b, swapped(t, b, p))
				for _, v := range judgeAll(t, bad) {
					if v == Valid && s.want != Valid {
						t.Errorf("%s on %v beside %s, two squares swapped: a tour judged valid:\n%s", name, b, s.literal, bad)
					}
				}
				if vs := judgeAll(t, bad); s.want == Valid && (len(vs) != 2 || vs[0] == Valid && vs[1] == Valid) {
					t.Errorf("%s on %v beside %s, two squares swapped: verdicts %v, want the grid not valid:\n%s", name, b, s.literal, vs, bad)
				}
			}
		}
	}
}

// sudoku is a solved 9 x 9 sudoku from rng: the base pattern's digits,
// rows and columns shuffled within their bands and stacks.
func sudoku(rng *rand.Rand) [][]int {
	digits := rng.Perm(9)
	order := func() []int {
		var out []int
		for _, band := range rng.Perm(3) {
			for _, r := range rng.Perm(3) {
				out = append(out, 3*band+r)
			}
		}
		return out
	}
	rows, cols := order(), order()
	out := make([][]int, 9)
	for i, r := range rows {
		out[i] = make([]int, 9)
		for j, c := range cols {
			out[i][j] = digits[(3*(r%3)+r/3+c)%9] + 1
		}
	}
	return out
}

// isSudoku is the test's own check of s: every row, column and box holds
// 1..9 once each.
func isSudoku(s [][]int) bool {
	for k := 0; k < 9; k++ {
		var row, col, box [10]bool
		for m := 0; m < 9; m++ {
			r, c := s[k][m], s[m][k]
			b := s[3*(k/3)+m/3][3*(k%3)+m%3]
			if row[r] || col[c] || box[b] {
				return false
			}
			row[r], col[c], box[b] = true, true, true
		}
	}
	return true
}

// TestRepeatedNumbersBesideTour: a block of numbers that repeat as no
// numbering does, and that as (file, rank) pairs make no leaper's path,
// beside a tour, is words: the input is the one tour, exit 0. A list of
// pairs beside a tour that cannot be read (too short, a pair twice) is no
// such block: it stays a tour that the input does not pass over. The
// rule came from a sudoku and its puzzle side by side, walled and dotted,
// below a PicoLisp square list; these are solved sudokus written plain,
// as C initialisers, as a Markdown table and with a puzzle's dots beside
// them, below a square list or above a numbered grid. The oracle is the
// test's own sudoku check (isSudoku) and walkOK for the tours.
func TestRepeatedNumbersBesideTour(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 3))
	tours := testTours(t, rng)
	puzzle := func(s [][]int) string {
		var ls []string
		for _, r := range s {
			var cs []string
			for j, v := range r {
				c := fmt.Sprint(v)
				if (v+j)%3 == 0 {
					c = "."
				}
				cs = append(cs, c)
			}
			ls = append(ls, strings.Join(cs, " ")+"    "+writeRows([][]int{r}, "", " ", ""))
		}
		return strings.Join(ls, "\n")
	}
	tables := map[string]func(s [][]int) string{
		"plain rows":     func(s [][]int) string { return "Solution:\n" + writeRows(s, "", " ", "") },
		"c initialisers": func(s [][]int) string { return "int grid[9][9] = {\n" + writeRows(s, "    {", ", ", "},") + "\n};" },
		"markdown table": func(s [][]int) string {
			return "| a | b | c | d | e | f | g | h | i |\n|---|---|---|---|---|---|---|---|---|\n" + writeRows(s, "| ", " | ", " |")
		},
		"puzzle beside solution": puzzle,
	}
	for name, table := range tables {
		for b, p := range tours {
			s := sudoku(rng)
			if !isSudoku(s) {
				t.Fatalf("the test's own sudoku is none: %v", s)
			}
			texts := map[string]string{
				"list above": squaresOf(p) + "\n\n" + table(s) + "\n",
				"grid below": table(s) + "\n\n" + writeRows(rowsOf(b, p, 1), "", " ", "") + "\n",
			}
			for where, text := range texts {
				trs, vs, err := judgeText(text, board.Board{})
				if err != nil || len(vs) != 1 || vs[0] != Valid || propExit(trs, vs) != 0 {
					t.Errorf("%s, %s on %v: verdicts %v (%v), exit %d, want one valid tour, exit 0:\n%s", name, where, b, vs, err, propExit(trs, vs), text)
				}
			}
		}
	}
	// Boards side by side write every number once a board, so most
	// numbers several times too: with one number written twice on one
	// board, they must keep the input from passing, beside a tour.
	for b, p := range tours {
		for copies := 2; copies <= 3; copies++ {
			rows := rowsOf(b, p, 1)
			wide := make([][]int, len(rows))
			for r, row := range rows {
				for range copies {
					wide[r] = append(wide[r], row...)
				}
			}
			last := len(wide[0]) - 1
			wide[0][last] = wide[1][last] // one number twice on the last board
			text := squaresOf(p) + "\n\n" + writeRows(wide, "", " ", "") + "\n"
			trs, vs, _ := judgeText(text, board.Board{})
			if propExit(trs, vs) == 0 {
				t.Errorf("%d boards of %v side by side, one faulty, beside a tour: verdicts %v, exit 0, want them not passed over:\n%s", copies, b, vs, text)
			}
		}
	}
	// Pairs that do not read as a tour keep the input from passing.
	for b, p := range tours {
		short := pairsOf(p[:len(p)-3], "(", ")", " ")
		twice := pairsOf(append(p[:len(p)-1:len(p)-1], p[3]), "(", ")", " ")
		for what, pairs := range map[string]string{"pairs cut short": short, "a pair twice": twice} {
			text := squaresOf(p) + "\n\n" + pairs + "\n"
			trs, vs, _ := judgeText(text, board.Board{})
			if propExit(trs, vs) == 0 {
				t.Errorf("%s on %v beside a tour: verdicts %v, exit 0, want the pairs not passed over:\n%s", what, b, vs, text)
			}
		}
	}
}
