package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/stretchr/testify/assert"
)

// wrapper is text people print around a tour: a code literal, a comment
// or bullet mark on every line, a REPL's prompt, a log's prefix.
type wrapper struct {
	name string
	grid bool // wraps a numbered grid (rows), else a square list
	wrap func(rows [][]int, list string) string
	// tours is how many tours the wrapped text holds, when not one.
	tours int
}

// rowsOf is p as a grid numbered from 1, rank H first.
func rowsOf(b board.Board, p board.Path) [][]int {
	rows := make([][]int, b.H)
	for i := range rows {
		rows[i] = make([]int, b.W)
	}
	for k, s := range p {
		rows[b.H-s.Y][s.X-1] = k + 1
	}
	return rows
}

// literal writes rows as a nested literal: open, each row between rowOpen
// and rowClose, cells joined by sep, rows joined by rowSep, then close.
func literal(rows [][]int, open, rowOpen, sep, rowClose, rowSep, close string) string {
	var rs []string
	for _, r := range rows {
		var cs []string
		for _, c := range r {
			cs = append(cs, fmt.Sprint(c))
		}
		rs = append(rs, rowOpen+strings.Join(cs, sep)+rowClose)
	}
	return open + strings.Join(rs, rowSep) + close + "\n"
}

// prefixed puts mark before every line of s.
func prefixed(mark, s string) string {
	return lines(s, func(_ int, l string) string { return mark + l })
}

func plainRows(rows [][]int) string { return literal(rows, "", "", " ", "", "\n", "") }

func wrappers() []wrapper {
	g := func(name string, f func(rows [][]int) string) wrapper {
		return wrapper{name, true, func(rows [][]int, _ string) string { return f(rows) }, 1}
	}
	l := func(name string, f func(list string) string) wrapper {
		return wrapper{name, false, func(_ [][]int, list string) string { return f(list) }, 1}
	}
	var out []wrapper
	// Code literals, a row a line.
	for _, c := range []struct{ name, open, rowOpen, sep, rowClose, rowSep, close string }{
		{"python list", "board = [\n", "    [", ", ", "]", ",\n", "\n]"},
		{"numpy", "np.array([\n", "  [", ", ", "]", ",\n", "\n])"},
		{"jest", "expect(board).toEqual([\n", "  [", ", ", "]", ",\n", "\n]);"},
		{"rust vec", "let b = vec![\n", "    vec![", ", ", "]", ",\n", "\n];"},
		{"c array", "int board[N][N] = {\n", "    {", ", ", "}", ",\n", "\n};"},
		{"java array", "int[][] board = {\n", "  {", ",", "}", ",\n", "\n};"},
		{"go literal", "want := [][]int{\n", "\t{", ", ", "}", ",\n", ",\n}"},
		{"haskell", "board = [ ", "[", ",", "]", "\n        , ", "\n        ]"},
		{"lua table", "local board = {\n", "  {", ", ", "}", ",\n", "\n}"},
		{"kotlin", "val board = arrayOf(\n", "    intArrayOf(", ", ", ")", ",\n", "\n)"},
		{"julia matrix", "board = [\n", "", " ", "", ";\n", "\n]"},
		{"matlab one line", "B = [", "", " ", "", "; ", "];"},
		{"scala one line", "val b = Array(", "Array(", ", ", ")", ", ", ")"},
		{"f# array", "let b =\n    [| ", "[|", "; ", "|]", "\n       ", " |]"},
		{"clojure vectors", "(def board\n  [", "[", " ", "]", "\n   ", "])"},
		{"swift array", "let board: [[Int]] = [\n", "    [", ", ", "]", ",\n", ",\n]"},
		{"ipython out", "In [4]: tour(8)\nOut[4]:\n[", "[", ", ", "]", ",\n ", "]"},
		{"irb", "irb(main):001:0> tour(8)\n=> [", "[", ", ", "]", ", ", "]"},
		{"node repl", "> tour(8)\n[\n", "  [ ", ", ", " ]", ",\n", "\n]"},
	} {
		out = append(out, g(c.name, func(rows [][]int) string {
			return literal(rows, c.open, c.rowOpen, c.sep, c.rowClose, c.rowSep, c.close)
		}))
	}
	// Comment and bullet marks on every line.
	for _, mark := range []string{" * ", "// ", "# ", "-- ", "+ ", "> ", "; ", "% ", ";; ", "' ", "- ", "• "} {
		out = append(out, g("mark "+strings.TrimSpace(mark), func(rows [][]int) string { return prefixed(mark, plainRows(rows)) }))
		out = append(out, l("list mark "+strings.TrimSpace(mark), func(list string) string { return mark + list + "\n" }))
	}
	out = append(out,
		g("cell walls", func(rows [][]int) string { return literal(rows, "", "| ", " | ", " |", "\n", "") }),
		g("fence", func(rows [][]int) string { return "```\n" + plainRows(rows) + "```\n" }),
		g("prolog repl", func(rows [][]int) string { return "?- knight(8).\n" + plainRows(rows) + "true.\n" }),
		g("scheme repl", func(rows [][]int) string { return "> (k-tour 8 0 #f)\n" + plainRows(rows) }),
		g("python repl", func(rows [][]int) string { return ">>> tour(8)\n" + plainRows(rows) + ">>>\n" }),
		g("log", func(rows [][]int) string {
			return "2026-12-02 10:00:01 INFO solver started\n2026-12-02 10:00:02 INFO found a tour:\n" + plainRows(rows) + "2026-12-02 10:00:02 INFO done in 0.3s\n"
		}),
		g("caption in another language", func(rows [][]int) string {
			return "Rundgang des Springers:\n" + plainRows(rows) + "骑士巡游完成\n"
		}),
		l("python repl list", func(list string) string { return ">>> print(tour)\n" + list + "\n>>>\n" }),
		l("log list", func(list string) string { return "[INFO] tour: " + list + "\n[INFO] done\n" }),
		g("block comment", func(rows [][]int) string { return "/*\n * Tour:\n" + prefixed(" * ", plainRows(rows)) + " */\n" }),
		l("uci pairs", func(list string) string {
			sq := strings.Fields(list)
			var moves []string
			for k := 1; k < len(sq); k++ {
				moves = append(moves, sq[k-1]+sq[k])
			}
			return "info string tour\nmoves " + strings.Join(moves, " ") + "\n"
		}),
		l("mathematica out", func(list string) string {
			var ps []string
			for _, f := range strings.Fields(list) {
				sq := board.MustParseSquare(f)
				ps = append(ps, fmt.Sprintf("{%d, %d}", sq.X, sq.Y))
			}
			return "In[1]:= tour[8]\nOut[1]= {" + strings.Join(ps, ", ") + "}\n"
		}),
		l("prolog answer", func(list string) string {
			return "?- tour(8, T).\nT = [" + strings.ReplaceAll(list, " ", ", ") + "].\n"
		}),
	)
	sideBySide := g("side by side", func(rows [][]int) string {
		var ls []string
		for _, r := range rows { // the tour and its mirror image, both tours
			mirror := slices.Clone(r)
			slices.Reverse(mirror)
			ls = append(ls, strings.TrimSpace(plainRows([][]int{r}))+"    "+strings.TrimSpace(plainRows([][]int{mirror})))
		}
		return strings.Join(ls, "\n") + "\n"
	})
	sideBySide.tours = 2
	out = append(out, sideBySide)
	// Integer pairs (file, rank) in any brackets.
	for _, c := range []struct{ name, open, sep, close, between string }{
		{"lisp dotted pairs", "(", " . ", ")", " "},
		{"brace pairs", "{", ", ", "}", ", "},
		{"bracket pairs", "[", ",", "]", ", "},
		{"bare pairs", "", ",", "", " "},
		{"tuple pairs", "(", ", ", ")", ", "},
		{"mathematica pairs", "{", ", ", "}", ", "},
	} {
		out = append(out, l(c.name, func(list string) string {
			var ps []string
			for _, f := range strings.Fields(list) {
				sq := board.MustParseSquare(f)
				ps = append(ps, fmt.Sprintf("%s%d%s%d%s", c.open, sq.X, c.sep, sq.Y, c.close))
			}
			return strings.Join(ps, c.between) + "\n"
		}))
	}
	return out
}

// TestVerifyWrappers: random valid tours (oracle: walk and firstFault,
// written in the test) inside every wrapper are read as one valid tour
// each (two for tours side by side), exit 0; two of them one after
// another, with the wrapper's text between, are twice as many valid
// tours; and a single fault (two squares swapped; in a list also a square
// repeated or one left out) never exits 0.
func TestVerifyWrappers(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 6))
	read, all := 0, 0
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}} {
		p := tours(t, rng, b, 1)[0]
		swapped := append(board.Path(nil), p...)
		swapped[7], swapped[8] = swapped[8], swapped[7]
		repeated := append(board.Path(nil), p...)
		repeated[12] = repeated[3]
		missing := append(append(board.Path(nil), p[:12]...), p[13:]...)
		for _, w := range wrappers() {
			name := fmt.Sprintf("%v/%s", b, w.name)
			args := []string{"verify", "-board", b.String()}
			valid := w.wrap(rowsOf(b, p), p.String())
			faulty := w.wrap(rowsOf(b, swapped), swapped.String())
			all++
			code, stdout, stderr := runKnight(t, valid, args...)
			assert.NotEqual(t, exitNo, code, "%s: a valid tour judged invalid:\n%s\n%s%s", name, valid, stdout, stderr)
			if code == exitYes {
				read++
				if w.tours > 1 {
					assert.Equal(t, fmt.Sprintf("%d tours: %d valid, 0 invalid, 0 unreadable", w.tours, w.tours), summaryOf(stdout), name)
				}
				code, stdout, stderr = runKnight(t, valid+valid, args...)
				if assert.Equal(t, exitYes, code, "%s twice:\n%s%s", name, stdout, stderr) {
					assert.Equal(t, fmt.Sprintf("%d tours: %d valid, 0 invalid, 0 unreadable", 2*w.tours, 2*w.tours), summaryOf(stdout), name+" twice")
				}
			} else {
				t.Errorf("%s: exit %d, want a valid tour read:\n%s\n%s%s", name, code, valid, stdout, stderr)
			}
			code, stdout, _ = runKnight(t, faulty, args...)
			assert.NotEqual(t, exitYes, code, "%s: a tour with two squares swapped passed:\n%s\n%s", name, faulty, stdout)
			if !w.grid { // a grid cannot write these: they are no numbering
				for what, q := range map[string]board.Path{"repeated": repeated, "missing": missing} {
					text := w.wrap(nil, q.String())
					code, stdout, _ = runKnight(t, text, args...)
					assert.NotEqual(t, exitYes, code, "%s: a tour with a square %s passed:\n%s\n%s", name, what, text, stdout)
				}
			}
		}
	}
	t.Logf("%d of %d wrapped tours read valid", read, all)
}
