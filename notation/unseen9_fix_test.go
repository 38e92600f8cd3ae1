package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// The ninth blind set's rules, each tested on random tours written
// through wrappers the rule was not made from. The oracle is walkOK on
// random tours (warnsdorffWalk), the same tours with two squares swapped,
// and numberings with one number written twice, which number no board.

// twice is rows with the cell that holds the largest number given a
// number another cell holds: one number written twice, the largest
// missing.
func twice(rows [][]int) [][]int {
	out := make([][]int, len(rows))
	for i := range rows {
		out[i] = slices.Clone(rows[i])
	}
	n := len(rows) * len(rows[0])
	for _, r := range out {
		for c := range r {
			if r[c] == n {
				r[c] = n - 1
			}
		}
	}
	return out
}

// TestCommentedRowsBesideCode: rows of a grid inside print calls that are
// commented out, between lines of code and near a line the readers take
// for data (a literal in brackets), are a tour as the live rows after
// them are: every block that looks like a tour is read, and a grid with
// one number written twice is an invalid tour of its own, not words. The
// rule came from a Python script's "# \t\tprint(\"7 2 9 14 \")" rows;
// these are JavaScript, Lua, Ruby and Haskell.
func TestCommentedRowsBesideCode(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(9, 1)))
	type style struct{ head, comment, open, close, live string }
	styles := map[string]style{
		"js console.log": {"const [n, start] = readLine().split(' ').map(Number);", "// \t", "console.log('", " ');", "if (n === %d) {"},
		"lua print":      {"local dims = {tonumber(arg[1]), tonumber(arg[2])}", "-- \t\t", "print(\"", "\")", "if n == %d then"},
		"ruby puts":      {"n, x = [gets.to_i, gets.to_i]", "#   ", "puts \"", "\"", "if n == %d"},
		"haskell putStr": {"main = do { [n, x] <- map read . words <$> getLine", "--\t", "putStrLn \"", "\"", "  when (n == %d) $ do"},
	}
	for name, s := range styles {
		for b, p := range tours {
			write := func(rows [][]int, prefix string) string {
				var ls []string
				for _, r := range rows {
					ls = append(ls, prefix+writeRows([][]int{r}, s.open, " ", s.close))
				}
				return strings.Join(ls, "\n")
			}
			good := rowsOf(b, p, 1)
			for _, c := range []struct {
				fault     string
				commented [][]int
				valid     bool
			}{
				{"none", good, true},
				{"two squares swapped", rowsOf(b, swapped(t, b, p), 1), false},
				{"a number twice", twice(good), false},
			} {
				text := s.head + "\n" + fmt.Sprintf(s.live, b.W) + "\n" + write(c.commented, s.comment) +
					"\n\n" + fmt.Sprintf(s.live, b.W+1) + "\n" + write(good, "    ") + "\n"
				_, vs, err := judgeText(text, board.Board{})
				if err != nil {
					t.Fatalf("%s on %v, fault %s: %v\n%s", name, b, c.fault, err, text)
				}
				switch {
				case len(vs) != 2:
					t.Errorf("%s on %v, fault %s: %d tours %v, want 2:\n%s", name, b, c.fault, len(vs), vs, text)
				case c.valid && slices.ContainsFunc(vs, func(v Verdict) bool { return v != Valid }):
					t.Errorf("%s on %v: verdicts %v, want both valid:\n%s", name, b, vs, text)
				case !c.valid && vs[0] == Valid:
					t.Errorf("%s on %v, fault %s: the faulty grid judged valid:\n%s", name, b, c.fault, text)
				}
			}
		}
	}
}

// TestEmptyBoardBeforeTour: a board with one number in every cell (0 or
// -1, a board printed before the search) numbers no square, so it is no
// tour and never as many one-square tours as it has rows: beside a tour,
// the input holds that one tour; alone, no verdict passes it. The rule
// came from a C++ program's output of an 8x8 board of "   0" cells
// before its tour; these are Python lists, Go slices, Java tabs with a
// caption and Rust arrays, a blank line or a caption between.
func TestEmptyBoardBeforeTour(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(9, 2)))
	type style struct{ mark, open, sep, close, between string }
	styles := map[string]style{
		"python lists of 0":  {"0", "[", ", ", "]", ""},
		"go slices of -1":    {"-1", "[", " ", "]", "solved:"},
		"java tabs of 0":     {"0", "", "\t", "", "Board after search:"},
		"rust arrays of -1,": {"-1", "[", ", ", "],", ""},
	}
	for name, s := range styles {
		for b, p := range tours {
			empty := make([][]int, b.H)
			for i := range empty {
				empty[i] = make([]int, b.W)
			}
			blank := strings.ReplaceAll(writeRows(empty, s.open, s.sep, s.close), "0", s.mark)
			for _, c := range []struct {
				path  board.Path
				valid bool
			}{{p, true}, {swapped(t, b, p), false}} {
				text := blank + "\n\n" + s.between + "\n" + writeRows(rowsOf(b, c.path, 1), s.open, s.sep, s.close) + "\n"
				_, vs, err := judgeText(text, board.Board{})
				switch {
				case err != nil:
					t.Fatalf("%s on %v: %v\n%s", name, b, err, text)
				case len(vs) != 1:
					t.Errorf("%s on %v, valid %v: %d tours %v, want 1:\n%s", name, b, c.valid, len(vs), vs, text)
				case (vs[0] == Valid) != c.valid:
					t.Errorf("%s on %v, valid %v: verdict %v:\n%s", name, b, c.valid, vs[0], text)
				}
			}
			if _, vs, _ := judgeText(blank+"\n", board.Board{}); slices.Contains(vs, Valid) || slices.Contains(vs, Invalid) {
				t.Errorf("%s on %v, the empty board alone: verdicts %v, want none valid or invalid", name, b, vs)
			}
		}
	}
}

// TestOffsetTablesBesideTour: lines of code that hold a table of move
// offsets (numbers below -1, which no grid writes and no coordinate is)
// are words around the tour, on one line or two: the input holds the
// one tour printed after them. The rule came from C and Python arrays
// ("int X[8]={-2,-2,-1,...};", "move_x=[2,1,-1,-2,...]"); these are Go,
// JavaScript, Kotlin pairs over two lines and Rust tuples.
func TestOffsetTablesBesideTour(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(9, 3)))
	codes := map[string]string{
		"go slices":    "var dr = []int{2, 1, -1, -2, -2, -1, 1, 2}\nvar dc = []int{1, 2, 2, 1, -1, -2, -2, -1}\nfunc main() {",
		"js const":     "const moves = [[2, 1], [1, 2], [-1, 2], [-2, 1],\n  [-2, -1], [-1, -2], [1, -2], [2, -1]];\nlet n = 0;",
		"kotlin pairs": "val jumps = listOf(Pair(-2, -1), Pair(-1, -2), Pair(1, -2), Pair(2, -1),\n    Pair(2, 1), Pair(1, 2), Pair(-1, 2), Pair(-2, 1))",
		"rust tuples":  "const MOVES: [(i32, i32); 8] = [(-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)];\nfn main() {",
	}
	for name, code := range codes {
		for b, p := range tours {
			for _, c := range []struct {
				path  board.Path
				valid bool
			}{{p, true}, {swapped(t, b, p), false}} {
				text := code + "\n\n" + writeRows(rowsOf(b, c.path, 1), "", " ", "") + "\n"
				_, vs, err := judgeText(text, board.Board{})
				switch {
				case err != nil:
					t.Fatalf("%s on %v: %v\n%s", name, b, err, text)
				case len(vs) != 1:
					t.Errorf("%s on %v, valid %v: %d tours %v, want 1:\n%s", name, b, c.valid, len(vs), vs, text)
				case (vs[0] == Valid) != c.valid:
					t.Errorf("%s on %v, valid %v: verdict %v:\n%s", name, b, c.valid, vs[0], text)
				}
			}
		}
	}
}

// TestCounterAndHeaderBesideGrid: beside a whole grid, a line of one
// number (a counter in a rule, a total) and a line of its column numbers
// (0 or 1, 2, ... as many as its width) are no row of it, so nothing is
// set aside and a valid grid passes. The rule came from a German README's
// "-----6484068-----" under its grid and a Racket comment's "0  1  2  3
// 4" over a row-labelled board; these are a C log's total, a Java
// footer, a header over Lisp lists each after its row's label and a
// Python counter.
func TestCounterAndHeaderBesideGrid(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(9, 4)))
	header := func(w, from int, sep string) string {
		var cs []string
		for k := range w {
			cs = append(cs, fmt.Sprint(from+k))
		}
		return strings.Join(cs, sep)
	}
	wraps := map[string]func(b board.Board, grid string) string{
		"c total after":        func(_ board.Board, g string) string { return g + "\n====== 1342957 ======" },
		"python counter first": func(_ board.Board, g string) string { return ">>> 88\n" + g },
		"java footer from 1":   func(b board.Board, g string) string { return g + "\n" + header(int(b.W), 1, "\t") },
		"header over labelled lisp rows": func(b board.Board, g string) string {
			rows := strings.Split(g, "\n")
			for k := range rows {
				rows[k] = fmt.Sprintf("  %d  (%s)", k, rows[k])
			}
			return "       " + header(int(b.W), 0, "  ") + "\n" + strings.Join(rows, "\n")
		},
	}
	for name, wrap := range wraps {
		for b, p := range tours {
			for _, c := range []struct {
				path  board.Path
				valid bool
			}{{p, true}, {swapped(t, b, p), false}} {
				text := "Solution:\n" + wrap(b, writeRows(rowsOf(b, c.path, 1), "", " ", "")) + "\n"
				trs, vs, err := judgeText(text, board.Board{})
				if err != nil || len(vs) != 1 || (vs[0] == Valid) != c.valid {
					t.Errorf("%s on %v, valid %v: verdicts %v, %v, want one, valid %v:\n%s", name, b, c.valid, vs, err, c.valid, text)
					continue
				}
				for _, d := range trs[0].Readings {
					for _, sk := range d.Skipped {
						if sk.Partial {
							t.Errorf("%s on %v: line %d set aside as could be a tour: %s\n%s", name, b, sk.Line, sk.Text, text)
						}
					}
				}
			}
		}
	}
}

// TestSpreadLiteralOneSquare: a literal nested two deep spread over
// lines, one row a line between a line that opens it and lines that
// close it, is a board however few its rows, as "{{0}}" on one line is:
// the 1x1 board's tour beside a larger one is read, not passed over. The
// rule came from a GoogleTest parameter "board_t{" / "{0}," / "}"; these
// are Rust vec!, a Jest expectation, a pytest assertion and a Java
// array, each 1x1 board numbered from 0 or 1.
func TestSpreadLiteralOneSquare(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(9, 5)))
	type style struct{ head, open, sep, close, tail string }
	styles := map[string]style{
		"rust vec!":   {"let want = vec![", "vec![", ", ", "],", "];"},
		"jest":        {"expect(knightTour(n)).toEqual([", "[", ", ", "],", "]);"},
		"pytest":      {"assert tour(n) == [", "[", ", ", "],", "]"},
		"java arrays": {"int[][] expected = {", "{", ", ", "},", "};"},
	}
	for name, s := range styles {
		for b, p := range tours {
			for base := range 2 {
				for _, c := range []struct {
					path  board.Path
					valid bool
				}{{p, true}, {swapped(t, b, p), false}} {
					big := s.head + "\n" + writeRows(rowsOf(b, c.path, base), "    "+s.open, s.sep, s.close) + "\n" + s.tail
					one := s.head + "\n" + writeRows([][]int{{base}}, "    "+s.open, s.sep, s.close) + "\n" + s.tail
					text := big + "\n\n" + one + "\n"
					_, vs, err := judgeText(text, board.Board{})
					switch {
					case err != nil:
						t.Fatalf("%s on %v: %v\n%s", name, b, err, text)
					case len(vs) != 2:
						t.Errorf("%s on %v from %d, valid %v: %d tours %v, want 2:\n%s", name, b, base, c.valid, len(vs), vs, text)
					case vs[1] != Valid || (vs[0] == Valid) != c.valid:
						t.Errorf("%s on %v from %d, valid %v: verdicts %v:\n%s", name, b, base, c.valid, vs, text)
					}
				}
			}
		}
	}
}

// TestLoneNumberNoTour: one bare number on its own (a sample output's
// count, a program's answer) is no tour, whatever surrounds it: the 1x1
// board's tour passes only when written as a literal nested two deep or
// asked for with the board. The rule came from a Chinese problem page's
// "样例2:" over "1" in a fence; these are an English caption, a shell
// session, a Markdown fence and a comment, each with the number 0 or 1.
func TestLoneNumberNoTour(t *testing.T) {
	wraps := map[string]func(n int) string{
		"caption": func(n int) string { return fmt.Sprintf("Sample output 2:\n%d\n", n) },
		"shell":   func(n int) string { return fmt.Sprintf("$ ./count 4 4\n%d\n", n) },
		"fence":   func(n int) string { return fmt.Sprintf("```\n%d\n```\n", n) },
		"comment": func(n int) string { return fmt.Sprintf("// expected:\n\n%d\n", n) },
	}
	for name, wrap := range wraps {
		for n := range 2 {
			text := wrap(n)
			if _, vs, _ := judgeText(text, board.Board{}); slices.Contains(vs, Valid) || slices.Contains(vs, Invalid) {
				t.Errorf("%s, %d: verdicts %v, want no verdict:\n%s", name, n, vs, text)
			}
			if _, vs, err := judgeText(text, board.Board{W: 1, H: 1}); err != nil || !slices.Contains(vs, Valid) {
				t.Errorf("%s, %d on 1x1: verdicts %v, %v, want valid:\n%s", name, n, vs, err, text)
			}
			lit := strings.Replace(text, fmt.Sprint(n), fmt.Sprintf("[[%d]]", n), 1)
			if _, vs, err := judgeText(lit, board.Board{}); err != nil || len(vs) != 1 || vs[0] != Valid {
				t.Errorf("%s, [[%d]]: verdicts %v, %v, want one valid:\n%s", name, n, vs, err, lit)
			}
		}
	}
}

// TestSeveralRepeatsWholeGrid: a grid that writes its last number (W*H)
// and several numbers twice is a certain fault: no grid a row smaller
// holds W*H, so every row is the grid's, and the numbering names the
// first number written twice. The rule came from a tab-separated 8x8
// example whose last rows repeat 45-50; these are Go slices, pipes,
// Python comments and C braces, the repeats anywhere but on W*H.
func TestSeveralRepeatsWholeGrid(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(9, 6)))
	rng := rand.New(rand.NewPCG(9, 7))
	type style struct{ open, sep, close string }
	styles := map[string]style{
		"go slices": {"[", " ", "]"},
		"pipes":     {"| ", " | ", " |"},
		"py hash":   {"# ", "  ", ""},
		"c braces":  {"{", ", ", "},"},
	}
	for name, s := range styles {
		for b, p := range tours {
			n := b.Size()
			rows := rowsOf(b, p, 1)
			if _, vs, err := judgeText("Output:\n"+writeRows(rows, s.open, s.sep, s.close)+"\n", board.Board{}); err != nil || len(vs) != 1 || vs[0] != Valid {
				t.Errorf("%s on %v: the tour: %v, %v, want valid", name, b, vs, err)
			}
			bad := make([][]int, len(rows))
			for i := range rows {
				bad[i] = slices.Clone(rows[i])
			}
			for changed := 0; changed < 3; {
				y, x := rng.IntN(int(b.H)), rng.IntN(int(b.W))
				if v := bad[y][x]; v == n || v == 1 || v != rows[y][x] {
					continue // W*H stays, 1 has none before it, a cell changed once
				}
				bad[y][x]-- // the number before it, written twice
				changed++
			}
			text := "Output:\n" + writeRows(bad, s.open, s.sep, s.close) + "\n"
			if _, vs, err := judgeText(text, board.Board{}); err != nil || len(vs) != 1 || vs[0] != Invalid {
				t.Errorf("%s on %v, three numbers twice: verdicts %v, %v, want invalid:\n%s", name, b, vs, err, text)
			}
		}
	}
}

// TestCommentedGridAboveLiveGrid: a grid of print calls commented out
// directly above a live grid of another board, no line between, is two
// tours, each read once: no two verdicts begin on one line, and the
// live grid is valid. The oracle is walkOK on the test's own tours, a
// numbering of a 4x4 board (which has no tour: Schwenk's theorem) and the
// same tours with two squares swapped.
func TestCommentedGridAboveLiveGrid(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(9, 2)))
	four := [][]int{{16, 11, 4, 1}, {14, 9, 2, 7}, {3, 6, 13, 10}, {12, 15, 8, 5}}
	for _, c := range []struct{ comment, open, close string }{
		{"    # \t\t", "print(\"", " \")"},
		{"// ", "console.log('", "');"},
		{"-- ", "print(\"", "\")"},
	} {
		for b, p := range tours {
			for a, q := range tours {
				for _, commented := range [][][]int{four, rowsOf(a, q, 1), rowsOf(a, swapped(t, a, q), 1)} {
					if a == b && len(commented) != 4 {
						continue
					}
					var ls []string
					for _, r := range commented {
						ls = append(ls, c.comment+writeRows([][]int{r}, c.open, " ", c.close))
					}
					for _, r := range rowsOf(b, p, 1) {
						ls = append(ls, "        "+writeRows([][]int{r}, c.open, " ", c.close))
					}
					text := strings.Join(ls, "\n") + "\n"
					trs, vs, err := judgeText(text, board.Board{})
					begun := map[int]bool{}
					for _, tr := range trs {
						if begun[tr.Line] {
							t.Errorf("%q above %v: two tours begin on line %d:\n%s", c.comment, b, tr.Line, text)
						}
						begun[tr.Line] = true
					}
					if err != nil || len(vs) != 2 || vs[1] != Valid {
						t.Errorf("%q above %v: verdicts %v, %v, want the live grid valid:\n%s", c.comment, b, vs, err, text)
					}
				}
			}
		}
	}
}
