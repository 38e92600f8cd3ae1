package notation

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// The rules the eighth look at the unseen outputs led to, each tested on
// its family written through wrappers the rule was not made from. The
// oracle is walkOK's square-by-square check of the tours the test
// writes: the first k squares of a tour are a path (walkOK of the tour)
// that is no tour of its board (k below its size), and the same tour
// with two squares swapped is no tour.

// partialRows writes the first k squares of p on b numbered from 1, the
// other squares written mark.
func partialRows(b board.Board, p board.Path, k int, mark, open, sep, close string) string {
	rows := rowsOf(b, p, 1)
	var ls []string
	for _, r := range rows {
		var cs []string
		for _, c := range r {
			if c > k {
				cs = append(cs, mark)
			} else {
				cs = append(cs, fmt.Sprint(c))
			}
		}
		ls = append(ls, open+strings.Join(cs, sep)+close)
	}
	return strings.Join(ls, "\n")
}

// TestPartialBesideTour: a board numbered 1..k with one mark for the
// other squares, beside a complete tour and with no board given, is set
// aside (Partial, for a grader to name), never judged invalid however
// full it is (up to all but two: one 0 left is a numbering from 0; two
// whose numbers walk, TestPartialWalks, a tour begun as well as a
// numbering from 0 with 0 twice), and with the board given its squares
// left are a fault. The rule came
// from a README whose run "ended prematurely at move #60" and a test
// file's negative board; these are a Java test's printed boards, a
// console's rows under a caption, a C# comment block and a Lua table, the partial board
// before or after the tour, filled from a quarter to all but one.
func TestPartialBesideTour(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(8, 1)))
	type wrap struct {
		mark, open, sep, close, caption string
	}
	wrappers := map[string]wrap{
		"java printed boards, 0 marks": {"0", "", "\t", "", "System.out.println(board);"},
		"console rows, dot marks":      {".", "", "  ", "", "Progress after the search stopped:"},
		"c# comment block, -1 marks":   {"-1", "// ", ", ", "", "// board after the search:"},
		"lua table rows, ? marks":      {"?", "{ ", " ", " },", "local progress = {"},
	}
	for name, w := range wrappers {
		for b, p := range tours {
			if !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			full := writeRows(rowsOf(b, p, 1), w.open, w.sep, w.close)
			for _, k := range []int{b.Size() / 4, b.Size() / 2, 3 * b.Size() / 4, b.Size() - 3, b.Size() - 2} {
				part := w.caption + "\n" + partialRows(b, p, k, w.mark, w.open, w.sep, w.close)
				for _, text := range []string{full + "\n\n" + part + "\n", part + "\n\n" + full + "\n"} {
					tours, vs, err := judgeText(text, board.Board{})
					if err != nil {
						t.Fatalf("%s on %v, %d of %d: %v\n%s", name, b, k, b.Size(), err, text)
					}
					if len(vs) != 1 || vs[0] != Valid {
						t.Errorf("%s on %v, %d of %d numbered beside the tour: verdicts %v, want one valid:\n%s", name, b, k, b.Size(), vs, text)
						continue
					}
					partial := false
					for _, sk := range tours[0].Readings[0].Skipped {
						partial = partial || sk.Partial
					}
					if !partial {
						t.Errorf("%s on %v, %d of %d: the partial board is not set aside as Partial:\n%s", name, b, k, b.Size(), text)
					}
				}
				// With the board given, a tour of it was asked for: the
				// squares left are the fault.
				if _, vs, _ := judgeText(full+"\n\n"+part+"\n", b); !strings.Contains(fmt.Sprint(vs), "invalid") {
					t.Errorf("%s on %v, %d of %d, -board %v: verdicts %v, want the partial board invalid", name, b, k, b.Size(), b, vs)
				}
			}
		}
	}
}

// TestPartialWalks: a board numbered 1..k, its other squares marked,
// with no board given, is a tour begun when 1..k walk: alone a partial
// board ([PartialBoard], naming the -board that decides), beside a tour
// set aside, with the board given judged. That holds however full it is,
// even with two squares left written 0, which also read as a numbering
// from 0 that writes 0 twice in place of its last number: that reading
// alone has a fault, so no reading is certain. A step among 1..k that is
// no knight's move never passes: with two 0s whose cells the reading
// knows, a fault of both readings, it is invalid. The rule came from a
// C program's 64 runs, one stuck at 62 with two 0s; these are rows in
// spaces, tabs under a caption, C's braces and Python's list rows,
// marked 0, '.' and -1. Oracle: the tour the test made (walkOK), its
// first k squares a walk, and, with two squares swapped, a step counted
// here that is no knight's move.
func TestPartialWalks(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(26, 1)))
	wrappers := map[string][4]string{ // caption, open, sep, close
		"spaces":        {"", "", " ", ""},
		"tabs, caption": {"Knight's Tour:", "", "\t", ""},
		"c braces":      {"int board[][] = {", "{", ", ", "},"},
		"python rows":   {"board =", "[", ", ", "],"},
	}
	knightStep := func(a, b board.Square) bool {
		dx, dy := a.X-b.X, a.Y-b.Y
		return dx*dx+dy*dy == 5
	}
	for name, w := range wrappers {
		for b, p := range tours {
			if !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			for _, m := range []struct {
				mark string
				k    int
			}{{"0", b.Size() - 2}, {".", 3 * b.Size() / 4}, {"-1", b.Size()/2 + 1}} {
				what := fmt.Sprintf("%s on %v, 1..%d, %q marks", name, b, m.k, m.mark)
				part := w[0] + "\n" + partialRows(b, p, m.k, m.mark, w[1], w[2], w[3]) + "\n"
				full := writeRows(rowsOf(b, p, 1), w[1], w[2], w[3])
				q := board.Problem{}
				tours, err := ReadTours(strings.NewReader(part), ReadOptions{})
				if err != nil || len(tours) != 1 {
					t.Fatalf("%s: %d tours, %v, want one:\n%s", what, len(tours), err, part)
				}
				j := Judge(tours[0], q, walkCheck)
				if err := PartialBoard(tours[0], q, j); !errors.Is(err, ErrPartialBoard) || !strings.Contains(err.Error(), "-board "+b.String()) {
					t.Errorf("%s, walking, alone: %v (%v), want a partial board naming -board %v:\n%s", what, j.Verdict, err, b, part)
				}
				besides, vs, err := judgeText(full+"\n\n"+part, board.Board{})
				if err != nil || len(vs) != 1 || vs[0] != Valid || !slices.ContainsFunc(besides[0].Readings[0].Skipped, func(sk Skip) bool { return sk.Partial }) {
					t.Errorf("%s, walking, beside a tour: verdicts %v, %v, want one valid and the board set aside:\n%s", what, vs, err, full+"\n\n"+part)
				}
				if _, vs, _ := judgeText(part, b); fmt.Sprint(vs) != "[invalid]" {
					t.Errorf("%s, walking, -board %v: verdicts %v, want [invalid]", what, b, vs)
				}
				// Two squares swapped early: 1..k no longer walk.
				bad := swapped(t, b, p)
				stepOff := false
				for i := 1; i < m.k; i++ {
					stepOff = stepOff || !knightStep(bad[i-1], bad[i])
				}
				if !stepOff {
					t.Fatalf("%v: the swapped prefix walks", b)
				}
				badPart := w[0] + "\n" + partialRows(b, bad, m.k, m.mark, w[1], w[2], w[3]) + "\n"
				tours, err = ReadTours(strings.NewReader(badPart), ReadOptions{})
				if err != nil || len(tours) != 1 {
					t.Fatalf("%s, swapped: %d tours, %v, want one:\n%s", what, len(tours), err, badPart)
				}
				j = Judge(tours[0], q, walkCheck)
				aside := PartialBoard(tours[0], q, j)
				if j.Verdict == Valid || j.Verdict == Invalid && aside == nil && m.mark != "0" {
					t.Errorf("%s, a step no knight's move, alone: %v (%v), want a partial board set aside:\n%s", what, j.Verdict, aside, badPart)
				}
				if m.mark == "0" && name != "c braces" && (j.Verdict != Invalid || aside != nil) {
					// A nested literal's reading knows its numbers' cells,
					// not its marks' (zeroLeft): its two 0s stay a mark.
					t.Errorf("%s, a step no knight's move, alone: %v (%v), want invalid:\n%s", what, j.Verdict, aside, badPart)
				}
			}
		}
	}
}

// TestGuessedBoardUndecided: squares with no board given, read on the
// smallest board that holds them, are no certain list unless they are
// as many as its squares (or on one line, more than half of them): a
// command's arguments joined to its answer on the next line, or a path
// cut short over several lines, are undecided, never invalid; the same
// tour complete with two squares swapped stays invalid. The rule came
// from a spec's "./knight 3 a1 c3" example runs; these are a java
// command, cargo run, a Makefile recipe and a README's usage block.
func TestGuessedBoardUndecided(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(8, 2)))
	wrappers := map[string]func(b board.Board, p board.Path, rest string) string{
		"java command": func(b board.Board, p board.Path, rest string) string {
			return fmt.Sprintf("java Knight %v %v\n%s\n", p[0], p[len(p)-1], rest)
		},
		"cargo run": func(b board.Board, p board.Path, rest string) string {
			return fmt.Sprintf("cargo run -- %v %v\n%s\n", p[0], p[len(p)-1], rest)
		},
		"makefile recipe": func(b board.Board, p board.Path, rest string) string {
			return fmt.Sprintf("run:\n\t./knight %v %v\n\t%s\n", p[0], p[len(p)-1], rest)
		},
		"readme usage, indented": func(b board.Board, p board.Path, rest string) string {
			return fmt.Sprintf("Usage:\n\n    knight %v %v\n    %s\n", p[0], p[len(p)-1], rest)
		},
	}
	for name, wrap := range wrappers {
		for b, p := range tours {
			if !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			// The arguments and half the tour and more, cut short: a
			// path (walkOK of the tour), no tour of its board.
			k := 3 * len(p) / 4
			text := wrap(b, p, squaresOf(p[:k]))
			if vs := judgeAll(t, text); strings.Contains(fmt.Sprint(vs), "invalid") {
				t.Errorf("%s on %v, %d of %d squares on no board given: verdicts %v, want none invalid:\n%s", name, b, k, len(p), vs, text)
			}
		}
	}
	// A complete list on the board its squares fill, with a fault, is
	// as certain as one on a board given.
	for b, p := range tours {
		text := "$ ./tour\n" + squaresOf(swapped(t, b, p)[:len(p)/2]) + "\n" + squaresOf(swapped(t, b, p)[len(p)/2:]) + "\n"
		if vs := judgeAll(t, text); fmt.Sprint(vs) != "[invalid]" {
			t.Errorf("%v complete, two squares swapped, no board given: verdicts %v, want [invalid]:\n%s", b, vs, text)
		}
	}
}

// TestEmptyBoardThenRule: a board printed before the search, every
// square the one mark, then a rule line ("====", "----", "****"), then
// the tours found: the empty board is no tour and no part of the grid
// below the rule, so the tours are read each on its own, as many as
// written. The rule came from a C++ main printing its zero board and a
// rule of '=' over its tours; these are a Python print of lists, a Go
// slice print, a Java loop with tabs and a Rust debug print of rows.
func TestEmptyBoardThenRule(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(8, 3)))
	type wrap struct{ mark, open, sep, close, rule string }
	wrappers := map[string]wrap{
		"python lists, 0 marks, =": {"0", "[", ", ", "]", "=========="},
		"go slices, -1 marks, -":   {"-1", "[", " ", "]", "----------"},
		"java tabs, 0 marks, *":    {"0", "", "\t", "", "**********"},
		"rust debug rows, . marks": {".", "[", ", ", "],", "=================="},
	}
	for name, w := range wrappers {
		for b, p := range tours {
			if !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			empty := partialRows(b, p, 0, w.mark, w.open, w.sep, w.close)
			full := writeRows(rowsOf(b, p, 1), w.open, w.sep, w.close)
			for n := 1; n <= 2; n++ {
				text := empty + "\n" + w.rule + "\n" + full + "\n"
				if n == 2 {
					text += "\n" + full + "\n"
				}
				if vs := judgeAll(t, text); len(vs) != n || strings.Count(fmt.Sprint(vs), "valid") != n || strings.Contains(fmt.Sprint(vs), "invalid") || strings.Contains(fmt.Sprint(vs), "unreadable") {
					t.Errorf("%s on %v, %d tours: verdicts %v, want %d valid:\n%s", name, b, n, vs, n, text)
				}
			}
			bad := empty + "\n" + w.rule + "\n" + writeRows(rowsOf(b, swapped(t, b, p), 1), w.open, w.sep, w.close) + "\n"
			if vs := judgeAll(t, bad); slices.Contains(vs, Valid) {
				t.Errorf("%s on %v, two squares swapped: verdicts %v, want none valid:\n%s", name, b, vs, bad)
			}
		}
	}
}

// TestCommentedBraceLiterals: a grid written as a brace literal nested
// two deep in a line of code that is commented out is a tour as the live
// literal beside it is: every block that looks like a tour is read. The
// rule came from a Java main with "//int[][] a = {{...}};" lines over
// the live one; these are C++ vectors, C arrays, Go slices and C#
// arrays, the comment mark glued to the code or a space after it.
func TestCommentedBraceLiterals(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(8, 4)))
	literal := func(b board.Board, p board.Path) string {
		return "{" + strings.TrimSuffix(strings.ReplaceAll(writeRows(rowsOf(b, p, 0), "{", ",", "},"), "\n", ""), ",") + "}"
	}
	wrappers := map[string]func(lit string) string{
		"c++ vector": func(lit string) string { return "vector<vector<int>> g = " + lit + ";" },
		"c array":    func(lit string) string { return "int g[N][N] = " + lit + ";" },
		"go slice":   func(lit string) string { return "g := [][]int" + lit },
		"c# jagged":  func(lit string) string { return "int[,] g = " + lit + ";" },
	}
	for name, wrap := range wrappers {
		for _, mark := range []string{"//", "// "} {
			for b, p := range tours {
				good, bad := literal(b, p), literal(b, swapped(t, b, p))
				text := "int main() {\n    " + mark + wrap(good) + "\n    " + mark + wrap(bad) + "\n    " + wrap(good) + "\n    check(g);\n}\n"
				vs := judgeAll(t, text)
				if fmt.Sprint(vs) != "[valid invalid valid]" {
					t.Errorf("%s, mark %q, on %v: verdicts %v, want [valid invalid valid]:\n%s", name, mark, b, vs, text)
				}
			}
		}
	}
}

// TestSignedOffsetsBesideTour: a table of a knight's move offsets, its
// numbers signed (-2, -1, 1, 2), beside a tour is no tour: no grid
// numbers a square below 0 and no coordinate is negative, so it is words
// and the tour alone is read. The rule came from a Java class's {-2, -1}
// rows under a problem's comment; these are Python tuples, C's dx and dy
// arrays, a Go slice of pairs one a line and Kotlin pairs, before or
// after the tour.
func TestSignedOffsetsBesideTour(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(8, 5)))
	dx := []int{2, 1, -1, -2, -2, -1, 1, 2}
	dy := []int{1, 2, 2, 1, -1, -2, -2, -1}
	pairs := func(open, sep, close, between string) string {
		var out []string
		for k := range dx {
			out = append(out, fmt.Sprintf("%s%d%s%d%s", open, dx[k], sep, dy[k], close))
		}
		return strings.Join(out, between)
	}
	tables := map[string]string{
		"python tuples":   "MOVES = [" + pairs("(", ", ", ")", ", ") + "]",
		"c dx and dy":     "int dx[] = {2, 1, -1, -2, -2, -1, 1, 2};\nint dy[] = {1, 2, 2, 1, -1, -2, -2, -1};",
		"go pairs a line": "var moves = [][2]int{\n" + pairs("\t{", ", ", "},", "\n") + "\n}",
		"kotlin pairs":    "val moves = listOf(" + pairs("Pair(", ", ", ")", ", ") + ")",
	}
	for name, table := range tables {
		for b, p := range tours {
			grid := writeRows(rowsOf(b, p, 1), "", " ", "")
			for _, text := range []string{table + "\n\n" + grid + "\n", grid + "\n\n" + table + "\n"} {
				if vs := judgeAll(t, text); fmt.Sprint(vs) != "[valid]" {
					t.Errorf("%s on %v: verdicts %v, want [valid]:\n%s", name, b, vs, text)
				}
			}
			bad := table + "\n\n" + writeRows(rowsOf(b, swapped(t, b, p), 1), "", " ", "") + "\n"
			if vs := judgeAll(t, bad); slices.Contains(vs, Valid) {
				t.Errorf("%s on %v, two squares swapped: verdicts %v, want none valid:\n%s", name, b, vs, bad)
			}
			// One sign mistyped in a grid beside the tour leaves a grid
			// unread, which must not pass as words.
			rows := rowsOf(b, p, 1)
			rows[1][1] = -rows[1][1]
			typo := grid + "\n\n" + writeRows(rows, "", " ", "") + "\n"
			if vs := judgeAll(t, typo); fmt.Sprint(vs) == "[valid]" {
				t.Errorf("%s on %v, a grid with a sign mistyped beside the tour: verdicts %v, want it not passed over:\n%s", name, b, vs, typo)
			}
		}
	}
}

// TestNamedFieldLogBesideTour: log lines whose values each have a name
// ("Attempt: 5000, Depth: 41 of 64") above a tour are words, not rows of
// a grid: the tour alone is read. The rule came from a C++ comment of
// "Try Number: N, Move: M of 64" lines; these are Python logging, a Java
// println, C's printf and a shell's echo, with or without a comment mark.
func TestNamedFieldLogBesideTour(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(8, 6)))
	logs := map[string]string{
		"python logging": "INFO:root:Attempt: %d, Depth: %d of %d",
		"java println":   "Iteration: %d, Visited: %d of %d",
		"c printf":       "# Backtracks: %d, Moves: %d of %d",
		"shell echo":     "-- Steps: %d, Squares: %d of %d",
	}
	for name, format := range logs {
		for b, p := range tours {
			var lines []string
			for k := 1; k <= 12; k++ {
				lines = append(lines, fmt.Sprintf(format, 1000*k, b.Size()-k%5-1, b.Size()))
			}
			log := strings.Join(lines, "\n") + "\nDone after 12000 tries:\n"
			text := log + writeRows(rowsOf(b, p, 1), "", " ", "") + "\n"
			if vs := judgeAll(t, text); fmt.Sprint(vs) != "[valid]" {
				t.Errorf("%s on %v: verdicts %v, want [valid]:\n%s", name, b, vs, text)
			}
			bad := log + writeRows(rowsOf(b, swapped(t, b, p), 1), "", " ", "") + "\n"
			if vs := judgeAll(t, bad); slices.Contains(vs, Valid) {
				t.Errorf("%s on %v, two squares swapped: verdicts %v, want none valid:\n%s", name, b, vs, bad)
			}
		}
	}
}

// TestLabelledEmptyBoardBesideTour: a board with no square numbered, its
// squares marks and a knight, its ranks labelled down the side and its
// files along the foot, beside a tour is words: its labels number no
// square, so nothing is set aside as a tour begun. The rule came from a
// game's "4| * X * |" board over its tours; these are a Python game's
// '.' board with "K", a C console's '*' board with "N", a Java board
// with '-' marks and a colon after each rank, each with and without the
// footer.
func TestLabelledEmptyBoardBesideTour(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(8, 7)))
	type style struct{ mark, knight, label, wall string }
	styles := map[string]style{
		"python dots, K":   {".", "K", "%d| ", " |"},
		"c stars, N":       {"*", "N", "%d |", "|"},
		"java dashes, col": {"-", "X", "%d: ", ""},
	}
	for name, st := range styles {
		for b, p := range tours {
			for _, footer := range []bool{false, true} {
				var rows []string
				for r := int(b.H); r >= 1; r-- {
					cells := make([]string, b.W)
					for c := range cells {
						cells[c] = st.mark
					}
					if r == int(b.H)-1 {
						cells[1] = st.knight
					}
					rows = append(rows, fmt.Sprintf(st.label, r)+" "+strings.Join(cells, "  ")+st.wall)
				}
				if footer {
					var files []string
					for c := 1; c <= int(b.W); c++ {
						files = append(files, fmt.Sprint(c))
					}
					rows = append(rows, "    "+strings.Join(files, "  "))
				}
				text := "Your move:\n" + strings.Join(rows, "\n") + "\n\nA tour:\n" + writeRows(rowsOf(b, p, 1), "", " ", "") + "\n"
				wantOneValid(t, fmt.Sprintf("%s on %v, footer %v", name, b, footer), text)
			}
		}
	}
}

// TestClosingFenceUnderRow: a Markdown fence that closes a code block
// right under a grid's last row is markup, no row of the grid, and a
// board with one square numbered and the others marked ("could not find
// a tour") is a start, not a tour: the tours are read, as many as
// written. The rule came from a Rust README's fenced results; these are
// fences with a language, a console session's, fences indented in a
// list item, and a fence whose info string is braces.
func TestClosingFenceUnderRow(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(8, 8)))
	fences := map[string][2]string{
		"language":       {"```text", "```"},
		"console":        {"```console", "```"},
		"list item":      {"   ```", "   ```"},
		"braces, longer": {"````{.output}", "````"},
	}
	for name, f := range fences {
		for b, p := range tours {
			start := partialRows(b, p, 1, "-1", "", " ", "")
			good := writeRows(rowsOf(b, p, 1), "", " ", "")
			text := f[0] + "\nNo tour from here.\n" + start + "\n" + f[1] + "\n\n" + f[0] + "\n" + good + "\n" + f[1] + "\n\n" + f[0] + "\n" + good + "\n" + f[1] + "\n"
			if vs := judgeAll(t, text); fmt.Sprint(vs) != "[valid valid]" {
				t.Errorf("%s on %v: verdicts %v, want [valid valid]:\n%s", name, b, vs, text)
			}
			bad := f[0] + "\n" + writeRows(rowsOf(b, swapped(t, b, p), 1), "", " ", "") + "\n" + f[1] + "\n"
			if vs := judgeAll(t, bad); slices.Contains(vs, Valid) {
				t.Errorf("%s on %v, two squares swapped: verdicts %v, want none valid:\n%s", name, b, vs, bad)
			}
		}
	}
}

// TestBitRowsBesideTour: rows of only 0 and 1 beside a tour (a mask, an
// edge vector, an adjacency matrix) number no board, since a numbering
// writes each number once: they are words, and nothing is set aside. The
// rule came from numpy arrays of edge bits printed in comments after
// each tour; these are a C adjacency matrix, a shell's printf of masks,
// R's rows with a count after the last, and Julia's BitVector rows.
func TestBitRowsBesideTour(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(8, 9)))
	rng := rand.New(rand.NewPCG(8, 10))
	bits := func(n int) string {
		var out []string
		for range n {
			out = append(out, fmt.Sprint(rng.IntN(2)))
		}
		return strings.Join(out, " ")
	}
	wrappers := map[string]func() string{
		"c adjacency matrix": func() string {
			var rows []string
			for range 6 {
				rows = append(rows, bits(6))
			}
			return "adjacency:\n" + strings.Join(rows, "\n")
		},
		"shell masks": func() string { return "mask " + bits(16) + "\nmask " + bits(16) + "\nmask " + bits(16) },
		"r rows, count after": func() string {
			return " " + bits(20) + "\n " + bits(20) + "\n " + bits(20) + " 37 steps"
		},
		"julia bitvector": func() string { return "Bool[" + bits(12) + "]\nBool[" + bits(12) + "]\nBool[" + bits(12) + "]" },
	}
	for name, wrap := range wrappers {
		for b, p := range tours {
			grid := writeRows(rowsOf(b, p, 0), "", " ", "")
			for _, text := range []string{grid + "\n" + wrap() + "\n", wrap() + "\n" + grid + "\n"} {
				wantOneValid(t, fmt.Sprintf("%s on %v", name, b), text)
			}
			bad := writeRows(rowsOf(b, swapped(t, b, p), 0), "", " ", "") + "\n" + wrap() + "\n"
			if _, vs, _ := judgeText(bad, board.Board{}); slices.Contains(vs, Valid) {
				t.Errorf("%s on %v, two squares swapped: verdicts %v, want none valid:\n%s", name, b, vs, bad)
			}
		}
	}
}

// TestOtherProblemsDataBesideTour: another problem's data beside a tour
// (a matrix of 0 and 1 nested two deep, a tree written level by level
// with nulls) is words: bits number no board and a flat array with
// nulls is no grid and names no square. The rule came from a Go file of
// LeetCode solutions printing their inputs; these are Python asserts, a
// JavaScript console.log, a Java comment and a Kotlin println, the
// tour's grid a literal of its own.
func TestOtherProblemsDataBesideTour(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(8, 11)))
	literal := func(b board.Board, p board.Path) string {
		return "[" + strings.TrimSuffix(strings.ReplaceAll(writeRows(rowsOf(b, p, 0), "[", ",", "],"), "\n", ""), ",") + "]"
	}
	matrix := "[[1,0,0,1,1],[0,0,1,0,1],[1,1,0,0,0]]"
	tree := "[5,3,8,1,null,7,9,null,2]"
	wrappers := map[string]func(data, grid string) string{
		"python asserts": func(data, grid string) string { return "assert solve(" + data + ") == 3\nassert tour(" + grid + ")\n" },
		"javascript log": func(data, grid string) string {
			return "console.log(f(" + data + "));\nconsole.log(check(" + grid + "));\n"
		},
		"java comments": func(data, grid string) string { return "// input: " + data + "\n// grid: " + grid + "\n" },
		"kotlin println": func(data, grid string) string {
			return "println(\"in = " + data + "\")\nprintln(\"out = " + grid + "\")\n"
		},
	}
	for name, wrap := range wrappers {
		for b, p := range tours {
			for _, data := range []string{matrix, tree} {
				text := wrap(data, literal(b, p))
				if vs := judgeAll(t, text); fmt.Sprint(vs) != "[valid]" {
					t.Errorf("%s on %v: verdicts %v, want [valid]:\n%s", name, b, vs, text)
				}
				bad := wrap(data, literal(b, swapped(t, b, p)))
				if vs := judgeAll(t, bad); slices.Contains(vs, Valid) {
					t.Errorf("%s on %v, two squares swapped: verdicts %v, want none valid:\n%s", name, b, vs, bad)
				}
			}
		}
	}
}

// TestMarkBoardWithHintsBesideTour: a game's board drawn in marks, its
// ranks labelled, with one or two cells showing a digit (how many moves
// lead on from there), beside a tour is a position, no numbering: words.
// The rule came from a console game's "3|  * __ __ __ |" board with a
// "1" hint; these are boards of '.' with '*' for squares visited, of
// "__" and "##" without walls, and of '#' and '-' with a knight "K".
func TestMarkBoardWithHintsBesideTour(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(8, 12)))
	type style struct{ mark, visited, knight, label, wall string }
	styles := map[string]style{
		"dots, N, walls":   {".", "*", "N", "%d|", " |"},
		"underscores":      {"__", "##", "X", "%d ", ""},
		"hashes, K, colon": {"#", "-", "K", "%d:", ""},
	}
	for name, st := range styles {
		for b, p := range tours {
			for hints := 1; hints <= 2; hints++ {
				var rows []string
				for r := int(b.H); r >= 1; r-- {
					cells := make([]string, b.W)
					for c := range cells {
						cells[c] = st.mark
						if (r+c)%3 == 0 {
							cells[c] = st.visited // squares the knight has been on
						}
					}
					switch r {
					case int(b.H):
						cells[0] = st.knight
					case int(b.H) - 1:
						cells[2] = "3"
					case 1:
						if hints == 2 {
							cells[1] = "2"
						}
					}
					rows = append(rows, fmt.Sprintf(st.label, r)+" "+strings.Join(cells, " ")+st.wall)
				}
				var files []string
				for c := 1; c <= int(b.W); c++ {
					files = append(files, fmt.Sprint(c))
				}
				rows = append(rows, "   "+strings.Join(files, " "))
				text := writeRows(rowsOf(b, p, 1), "", " ", "") + "\n\nEnter your next move:\n" + strings.Join(rows, "\n") + "\n"
				wantOneValid(t, fmt.Sprintf("%s on %v, %d hints", name, b, hints), text)
			}
		}
	}
}

// TestSpreadLiteral: a literal nested two deep written over several
// lines, one row a line, as code formatters lay it out, is read as the
// one line it is in the language, so that a 1x1 board's "[\n  [1]\n]"
// is a tour beside a larger one, never passed over as words. The rule
// came from a Dart test's equals([...]) literals; these are Python's
// black, JavaScript's prettier, Ruby's minitest and PHP's PHPUnit, each
// with the 1x1 literal and a tour's, numbered from 0 or 1. The oracle is
// walkOK on the tours the test writes: the same two tours read, both
// valid; with two squares of the larger swapped, never both valid.
func TestSpreadLiteral(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(8, 4)))
	spread := func(rows [][]int, indent, trail string) string {
		return "[\n" + writeRows(rows, indent+"[", ", ", "]"+trail) + "\n"
	}
	wrappers := map[string]struct {
		base int
		wrap func(small, large string) string
	}{
		"python black": {1, func(small, large string) string {
			return "def test_tours():\n    assert knight_tour(1) == " + small + "    ]\n    assert knight_tour(5) == " + large + "    ]\n"
		}},
		"js prettier": {0, func(small, large string) string {
			return "test('tours', () => {\n  expect(tour(1)).toEqual(" + small + "  ]);\n  expect(tour(5)).toEqual(" + large + "  ]);\n});\n"
		}},
		"ruby minitest": {1, func(small, large string) string {
			return "def test_tours\n  assert_equal " + small + "  ], tour(1)\n  assert_equal " + large + "  ], tour(5)\nend\n"
		}},
		"php phpunit": {1, func(small, large string) string {
			return "public function testTours(): void {\n    $this->assertSame(" + small + "    ], tour(1));\n    $this->assertSame(" + large + "    ], tour(5));\n}\n"
		}},
	}
	for name, w := range wrappers {
		for b, p := range tours {
			small := spread([][]int{{w.base}}, "      ", ",")
			for _, c := range []struct {
				path  board.Path
				valid bool
			}{{p, true}, {swapped(t, b, p), false}} {
				text := w.wrap(small, spread(rowsOf(b, c.path, w.base), "      ", ","))
				vs := judgeAll(t, text)
				valid := strings.Count(fmt.Sprint(vs), "valid") - strings.Count(fmt.Sprint(vs), "invalid")
				if c.valid && (len(vs) != 2 || valid != 2) {
					t.Errorf("%s on %v: verdicts %v, want 2 valid:\n%s", name, b, vs, text)
				}
				if !c.valid && valid >= 2 {
					t.Errorf("%s on %v, two squares swapped: verdicts %v, want at most 1 valid:\n%s", name, b, vs, text)
				}
			}
		}
	}
}

// TestTriplesPlaced: squares written as brackets of three integers, a
// square's two coordinates and a value placed on it ("(0, 0, 42)"),
// number no grid across the brackets: they are read as the squares in
// the order written, or in the order of their values when those are the
// moves' numbers. Written three ways: in the tour's order with values a
// permutation of the board's numbers (as in the source the rule came
// from, a Python list of tuples); rank by rank, each square its move's
// number from 1; and shuffled, numbers from 0. These are Rust's vec of
// tuples, a Haskell list, Go's struct literals and Lisp lists, several a
// line or one. The oracle is walkOK on the tours the test writes: read
// as one valid tour; with two squares swapped, never valid.
func TestTriplesPlaced(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 5))
	tours := testTours(t, rng)
	wrappers := map[string]func(cells []string, perLine int) string{
		"rust vec of tuples": func(cells []string, perLine int) string {
			return "let placed: Vec<(usize, usize, u32)> = vec![\n" + lined(cells, "    (%s, %s, %s),", " ", perLine) + "\n];\n"
		},
		"haskell list": func(cells []string, perLine int) string {
			return "placed :: [(Int, Int, Int)]\nplaced =\n  [ " + lined(cells, "(%s,%s,%s)", ", ", perLine) + "\n  ]\n"
		},
		"go struct literals": func(cells []string, perLine int) string {
			return "var placed = []cell{\n" + lined(cells, "\t{%s, %s, %s},", " ", perLine) + "\n}\n"
		},
		"lisp lists": func(cells []string, perLine int) string {
			return "(defparameter *placed*\n  '(" + lined(cells, "(%s %s %s)", " ", perLine) + "))\n"
		},
	}
	for name, wrap := range wrappers {
		for b, p := range tours {
			for _, perLine := range []int{1, int(b.W)} {
				for _, c := range []struct {
					path  board.Path
					valid bool
				}{{p, true}, {swapped(t, b, p), false}} {
					// The orders: the tour's, each square a value of
					// its own; the squares' (rank by rank) and a
					// shuffled one, each square its move's number from 1
					// or from 0.
					for _, order := range []string{"tour order, values", "square order, moves from 1", "shuffled, moves from 0"} {
						values := rng.Perm(len(c.path))
						at := make([]int, len(c.path)) // the move written k-th
						for k := range at {
							at[k] = k
						}
						switch order {
						case "square order, moves from 1":
							slices.SortFunc(at, func(i, j int) int { return b.Index(c.path[i]) - b.Index(c.path[j]) })
						case "shuffled, moves from 0":
							rng.Shuffle(len(at), func(i, j int) { at[i], at[j] = at[j], at[i] })
						}
						var cells []string
						for _, k := range at {
							s, v := c.path[k], values[k]+1
							switch order {
							case "square order, moves from 1":
								v = k + 1
							case "shuffled, moves from 0":
								v = k
							}
							cells = append(cells, fmt.Sprint(s.X-1), fmt.Sprint(s.Y-1), fmt.Sprint(v))
						}
						text := wrap(cells, perLine)
						vs := judgeAll(t, text)
						if c.valid && (len(vs) != 1 || vs[0] != Valid) {
							t.Errorf("%s on %v, %d a line, %s: verdicts %v, want one valid:\n%s", name, b, perLine, order, vs, text)
						}
						if !c.valid && slices.Contains(vs, Valid) {
							t.Errorf("%s on %v, %d a line, %s, two squares swapped: verdicts %v, want none valid:\n%s", name, b, perLine, order, vs, text)
						}
					}
				}
			}
		}
	}
}

// lined writes cells three at a time through format, joined by sep,
// perLine a line.
func lined(cells []string, format, sep string, perLine int) string {
	var lines, line []string
	for k := 0; k+2 < len(cells); k += 3 {
		line = append(line, fmt.Sprintf(format, cells[k], cells[k+1], cells[k+2]))
		if len(line) == perLine {
			lines, line = append(lines, strings.Join(line, sep)), nil
		}
	}
	if len(line) > 0 {
		lines = append(lines, strings.Join(line, sep))
	}
	return strings.Join(lines, "\n")
}

// TestWordArrays: a tour written as a literal of words ("%w[a1 b3
// ...]", "qw(a1 b3 ...)") is read as the squares in it, and one wrapped
// over two lines of half its squares each is one tour, not a tour a line:
// a line is a tour of its own only when each holds more than half its
// board. The rule came from a Ruby constant of %w[...] arrays wrapped
// over lines; these are Perl's qw(...), Elixir's ~w(...) and Ruby's
// %W{...} and %w[...], on one line or wrapped, alone or in an array of
// them. The oracle is walkOK on the tours the test writes: read as the
// tours written, each valid; with two squares swapped, never valid.
func TestWordArrays(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(8, 6)))
	wrappers := map[string]func(squares []string) string{
		"perl qw": func(sq []string) string {
			return "my @tour = qw(" + strings.Join(sq, " ") + ");\nprint \"@tour\\n\";\n"
		},
		"elixir ~w wrapped": func(sq []string) string {
			half := len(sq) / 2
			return "tour = ~w(" + strings.Join(sq[:half], " ") + "\n           " + strings.Join(sq[half:], " ") + ")\nIO.inspect(tour)\n"
		},
		"ruby %W braces": func(sq []string) string {
			return "TOUR = %W{" + strings.Join(sq, " ") + "}.freeze\n"
		},
		"ruby constant of %w arrays, wrapped": func(sq []string) string {
			half := len(sq) / 2
			arr := "  %w[" + strings.Join(sq[:half], " ") + "\n     " + strings.Join(sq[half:], " ") + "]"
			return "TOURS = [\n" + arr + ",\n" + arr + "\n].freeze\n"
		},
	}
	count := map[string]int{"ruby constant of %w arrays, wrapped": 2}
	for name, wrap := range wrappers {
		for b, p := range tours {
			for _, c := range []struct {
				path  board.Path
				valid bool
			}{{p, true}, {swapped(t, b, p), false}} {
				var sq []string
				for _, s := range c.path {
					sq = append(sq, s.String())
				}
				text := wrap(sq)
				_, vs, err := judgeText(text, b)
				n := max(count[name], 1)
				if c.valid && (err != nil || len(vs) != n || slices.ContainsFunc(vs, func(v Verdict) bool { return v != Valid })) {
					t.Errorf("%s on %v: verdicts %v (%v), want %d valid:\n%s", name, b, vs, err, n, text)
				}
				if !c.valid && slices.Contains(vs, Valid) {
					t.Errorf("%s on %v, two squares swapped: verdicts %v, want none valid:\n%s", name, b, vs, text)
				}
			}
		}
	}
}

// TestLispCallLines: a Lisp REPL's call on a line of its own, just
// above its answer ("(jumps 5 [0 0])"), is words, so that the answer
// below it reads as a tour. The rule came from Clojure's REPL; these are
// Scheme's, Common Lisp's and Emacs Lisp's calls, their answers lists of
// pairs, two tours an input. The oracle is walkOK on the tours the test
// writes: read as two tours, both valid; with two squares of the second
// swapped, never both valid.
func TestLispCallLines(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(8, 7)))
	pairs := func(p board.Path, format, open, close string) string {
		var cs []string
		for _, s := range p {
			cs = append(cs, fmt.Sprintf(format, s.X-1, s.Y-1))
		}
		return open + strings.Join(cs, " ") + close
	}
	wrappers := map[string]func(b board.Board, p, q board.Path) string{
		"scheme": func(b board.Board, p, q board.Path) string {
			return fmt.Sprintf("> (knight-tour %d '(0 0))\n", b.W) + pairs(p, "(%d %d)", "(", ")") + fmt.Sprintf("\n> (knight-tour %d '(0 0))\n", b.W) + pairs(q, "(%d %d)", "(", ")") + "\n"
		},
		"common lisp": func(b board.Board, p, q board.Path) string {
			return fmt.Sprintf("(solve-tour %d %d)\n", b.W, b.H) + pairs(p, "(%d . %d)", "(", ")") + fmt.Sprintf("\n(solve-tour %d %d)\n", b.W, b.H) + pairs(q, "(%d . %d)", "(", ")") + "\n"
		},
		"emacs lisp": func(b board.Board, p, q board.Path) string {
			return fmt.Sprintf("(knights-tour %d [0 0])\n", b.W) + pairs(p, "[%d %d]", "[", "]") + fmt.Sprintf("\n(knights-tour %d [0 0])\n", b.W) + pairs(q, "[%d %d]", "[", "]") + "\n"
		},
	}
	for name, wrap := range wrappers {
		for b, p := range tours {
			text := wrap(b, p, p)
			if vs := judgeAll(t, text); len(vs) != 2 || vs[0] != Valid || vs[1] != Valid {
				t.Errorf("%s on %v: verdicts %v, want 2 valid:\n%s", name, b, vs, text)
			}
			bad := wrap(b, p, swapped(t, b, p))
			if vs := judgeAll(t, bad); strings.Count(fmt.Sprint(vs), "valid")-strings.Count(fmt.Sprint(vs), "invalid") >= 2 {
				t.Errorf("%s on %v, two squares swapped: verdicts %v, want at most 1 valid:\n%s", name, b, vs, bad)
			}
		}
	}
}

// wantOneValid asserts that text, read with no board given, is one valid
// tour and that nothing else in it is set aside as a tour begun (Partial).
func wantOneValid(t *testing.T, what, text string) {
	t.Helper()
	tours, vs, err := judgeText(text, board.Board{})
	if err != nil || fmt.Sprint(vs) != "[valid]" {
		t.Errorf("%s: verdicts %v (%v), want [valid]:\n%s", what, vs, err, text)
		return
	}
	for _, sk := range tours[0].Readings[0].Skipped {
		if sk.Partial {
			t.Errorf("%s: %q set aside as a tour begun:\n%s", what, sk.Text, text)
		}
	}
}
