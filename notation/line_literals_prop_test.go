package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// lineLiteral prints a grid's rows (rank H first) on one line as one
// language prints a nested array.
type lineLiteral struct {
	name  string
	print func(rows [][]int) string
}

// joinRows writes each row's numbers between open and close, separated
// by sep, the rows separated by rowSep, all between outer brackets.
func joinRows(rows [][]int, outerOpen, outerClose, open, close, sep, rowSep string) string {
	parts := make([]string, len(rows))
	for i, r := range rows {
		nums := make([]string, len(r))
		for k, v := range r {
			nums[k] = fmt.Sprint(v)
		}
		parts[i] = open + strings.Join(nums, sep) + close
	}
	return outerOpen + strings.Join(parts, rowSep) + outerClose
}

var lineLiterals = []lineLiteral{
	{"java deepToString", func(r [][]int) string { return joinRows(r, "[", "]", "[", "]", ", ", ", ") }},
	{"json stringify", func(r [][]int) string { return joinRows(r, "[", "]", "[", "]", ",", ",") }},
	{"go %v", func(r [][]int) string { return joinRows(r, "[", "]", "[", "]", " ", " ") }},
	{"go %#v", func(r [][]int) string {
		return joinRows(r, "[][]int{", "}", "[]int{", "}", ", ", ", ")
	}},
	{"c initializer", func(r [][]int) string { return joinRows(r, "{", "};", "{", "}", ", ", ", ") }},
	{"python tuples", func(r [][]int) string { return joinRows(r, "(", ")", "(", ")", ", ", ", ") }},
	{"numpy repr", func(r [][]int) string { return joinRows(r, "array([", "])", "[", "]", ", ", ", ") }},
	{"scala arrays", func(r [][]int) string {
		return joinRows(r, "Array(", ")", "Array(", ")", ", ", ", ")
	}},
	{"rust vec", func(r [][]int) string { return joinRows(r, "vec![", "]", "vec![", "]", ", ", ", ") }},
	{"lisp lists", func(r [][]int) string { return joinRows(r, "(", ")", "(", ")", " ", " ") }},
}

// lineCaptions are the words printed before each literal, numbered.
var lineCaptions = []func(k int, rng *rand.Rand) string{
	func(k int, rng *rand.Rand) string {
		return fmt.Sprintf("Solution #%d (%d backtracks): ", k, 1+rng.IntN(9999))
	},
	func(k int, _ *rand.Rand) string { return fmt.Sprintf("tour %d = ", k) },
	func(k int, _ *rand.Rand) string { return fmt.Sprintf("board %d: ", k) },
	func(k int, rng *rand.Rand) string {
		return fmt.Sprintf("found solution %d after %d ms: ", k, rng.IntN(500))
	},
}

// tourRows are the rows of the grid that numbers p's squares from
// base, rank H first.
func tourRows(b board.Board, p board.Path, base int) [][]int {
	rows := make([][]int, b.H)
	for i := range rows {
		rows[i] = make([]int, b.W)
	}
	for k, s := range p {
		rows[b.H-s.Y][s.X-1] = k + base
	}
	return rows
}

// gridTour is a random tour of b (warnsdorffWalk, checked by walkOK)
// written as its grid's rows, and whether they are a tour: with fault,
// two squares swapped in the walk (a tour only when walkOK says so of
// the swapped walk) or one number written in place of another (no
// numbering, so no tour).
func gridTour(t *testing.T, rng *rand.Rand, b board.Board, base int, fault bool) ([][]int, bool) {
	t.Helper()
	p := warnsdorffWalk(rng, b, 2000)
	if len(p) != b.Size() || !walkOK(b, p) {
		t.Fatalf("%v: the test's own tour", b)
	}
	if !fault {
		return tourRows(b, p, base), true
	}
	if rng.IntN(2) == 0 {
		k := 1 + rng.IntN(len(p)-2)
		p[k], p[k+1] = p[k+1], p[k]
		return tourRows(b, p, base), walkOK(b, p)
	}
	rows := tourRows(b, p, base)
	y, x := rng.IntN(int(b.H)), rng.IntN(int(b.W))
	y2, x2 := rng.IntN(int(b.H)), rng.IntN(int(b.W))
	if y2 == y && x2 == x {
		x2 = (x + 1) % int(b.W)
	}
	rows[y][x] = rows[y2][x2]
	return rows, false
}

// chromeDump is rows as Chrome's console shows a nested array expanded
// and copied: its header, each row under its index and length, the
// array's length and prototype, after the call that logged it.
func chromeDump(rows [][]int) string {
	var b strings.Builder
	w := len(rows[0])
	fmt.Fprintf(&b, "> console.log(board)\n▼ (%d) [Array(%d), Array(%d), …]\n", len(rows), w, w)
	for i, r := range rows {
		fmt.Fprintf(&b, "  ▶ %d: (%d) %s\n", i, w, joinRows([][]int{r}, "", "", "[", "]", ", ", ""))
	}
	fmt.Fprintf(&b, "    length: %d\n  ▶ [[Prototype]]: Array(0)\nundefined", len(rows))
	return b.String()
}

// TestLineLiteralsEachATour: two to five random tours in an input, each
// a grid printed on a line of its own as one language prints a nested
// array (Java, JSON, Go %v and %#v, C, Python tuples, numpy, Scala,
// Rust, Lisp), after a caption with numbers of its own; or each a
// Chrome console dump of the array. At most one is faulty. The oracle is
// the test's walk check (walkOK) of what it wrote: all valid reads as
// one tour a literal, each valid, exit 0; one faulty exits 1, its
// invalid verdict on its own line, no other tour invalid.
func TestLineLiteralsEachATour(t *testing.T) {
	rng := rand.New(rand.NewPCG(50, 7))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 7, H: 5}, {W: 8, H: 8}, {W: 6, H: 8}, {W: 10, H: 10}}
	bad := 0
	const cases = 240
	for c := range cases {
		chrome := c%4 == 3
		lit := lineLiterals[c%len(lineLiterals)]
		caption := lineCaptions[rng.IntN(len(lineCaptions))]
		base := rng.IntN(2)
		n := 2 + rng.IntN(4)
		faulty := -1
		if rng.IntN(2) == 0 {
			faulty = rng.IntN(n)
		}
		var lines []string
		var span [][2]int // each tour's lines, from 1
		var valid []bool
		if !chrome {
			lines = append(lines, "> Task :app:run")
		}
		for k := range n {
			b := boards[rng.IntN(len(boards))]
			rows, ok := gridTour(t, rng, b, base, k == faulty)
			valid = append(valid, ok)
			if chrome {
				dump := strings.Split(chromeDump(rows), "\n")
				span = append(span, [2]int{len(lines) + 1, len(lines) + len(dump)})
				lines = append(lines, dump...)
				continue
			}
			span = append(span, [2]int{len(lines) + 1, len(lines) + 1})
			lines = append(lines, caption(k+1, rng)+lit.print(rows))
		}
		if !chrome {
			lines = append(lines, "", "BUILD SUCCESSFUL in 1s")
		}
		text := strings.Join(lines, "\n") + "\n"
		name := lit.name
		if chrome {
			name = "chrome dump"
		}
		tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
		allValid := !slices.Contains(valid, false)
		var why string
		switch {
		case allValid && (code != 0 || len(tours) != n):
			why = fmt.Sprintf("all %d valid: exit %d, %d tours read, verdicts %v", n, code, len(tours), verdicts)
		case !allValid && code != 1:
			why = fmt.Sprintf("tour %d faulty: exit %d, verdicts %v", faulty+1, code, verdicts)
		}
		for i, v := range verdicts {
			if v != Invalid {
				continue
			}
			k := slices.IndexFunc(span, func(sp [2]int) bool { return tours[i].Line >= sp[0] && tours[i].Line <= sp[1] })
			if k < 0 || valid[k] {
				why = fmt.Sprintf("invalid verdict at line %d, on no tour written faulty (tours at %v, valid %v)", tours[i].Line, span, valid)
			}
		}
		if why != "" {
			bad++
			if bad <= 5 {
				t.Errorf("case %d (%s, from %d): %s:\n%s", c, name, base, why, clip(text))
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d cases wrong of %d", bad, cases)
	}
}
