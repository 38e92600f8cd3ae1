package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/streamhook"
)

// TestStreamedGridVerdicts: layouts that the streamed reader (inputs over
// 4 MiB; here every input, by the test hook) read otherwise than the
// in-memory reader get its verdict, or, where the stream cannot see what
// decides it, none: never the other one. The oracle is the test's own
// tour, checked by walkOK, and the verdict it makes of each layout by
// construction, which the in-memory reading must give too.
func TestStreamedGridVerdicts(t *testing.T) {
	rng := rand.New(rand.NewPCG(54, 1))
	tourOf := func(b board.Board) board.Path {
		p := warnsdorffWalk(rng, b, 500)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		return p
	}
	// numbers is the grid of p, row by row from the top rank, from 1.
	numbers := func(b board.Board, p board.Path) [][]int {
		g := make([][]int, b.H)
		for y := range g {
			g[y] = make([]int, b.W)
		}
		for i, s := range p {
			g[b.H-s.Y][s.X-1] = i + 1
		}
		return g
	}
	rows := func(g [][]int, cell func(r, c, v int) string, sep string) string {
		var sb strings.Builder
		for r, row := range g {
			var cells []string
			for c, v := range row {
				cells = append(cells, cell(r, c, v))
			}
			sb.WriteString(strings.Join(cells, sep) + "\n")
		}
		return sb.String()
	}
	plain := func(_, _, v int) string { return fmt.Sprintf("%2d", v) }

	b55, b66, b88 := board.Board{W: 5, H: 5}, board.Board{W: 6, H: 6}, board.Board{W: 8, H: 8}
	t55, t66, t88 := tourOf(b55), tourOf(b66), tourOf(b88)
	g55, g66 := numbers(b55, t55), numbers(b66, t66)

	// A last column 26 to 30 down the 5x5 grid: the grid's numbering
	// goes on in it, a column of a 6x5 grid whose 26 and 27 stand one
	// under the other, no knight's move.
	lastcol := rows(g55, func(r, c, v int) string {
		if c == 4 {
			return fmt.Sprintf("%2d %2d", v, 26+r)
		}
		return fmt.Sprintf("%2d", v)
	}, " ")
	// The moves in two columns side by side, as a PDF prints them.
	var twoColumns strings.Builder
	half := len(t66) / 2
	for i := range half {
		fmt.Fprintf(&twoColumns, "%3d. %v          %3d. %v\n", i+1, t66[i], half+i+1, t66[half+i])
	}
	// Octave prints a wide matrix in blocks of columns.
	var octave strings.Builder
	octave.WriteString("board =\n\n")
	for _, cols := range [][2]int{{0, 3}, {3, 6}} {
		fmt.Fprintf(&octave, " Columns %d through %d:\n\n", cols[0]+1, cols[1])
		for _, row := range g66 {
			for _, v := range row[cols[0]:cols[1]] {
				fmt.Fprintf(&octave, "   %2d", v)
			}
			octave.WriteString("\n")
		}
		octave.WriteString("\n")
	}
	// The column sums above the grid: numbers of no row of it.
	sums := make([]string, b66.W)
	for c := range sums {
		s := 0
		for _, row := range g66 {
			s += row[c]
		}
		sums[c] = fmt.Sprint(s)
	}
	var san []string
	for _, s := range t88[1:] {
		san = append(san, "N"+s.String())
	}
	// A first try, two squares swapped, in a sentence before the tour.
	var fixed []string
	for _, s := range t66 {
		fixed = append(fixed, s.String())
	}
	try := slices.Clone(fixed)
	try[1], try[2] = try[2], try[1]
	prose := "My first try was " + strings.Join(try, ", ") + " but it failed.\nFixed version:\n" + strings.Join(fixed, " ")

	for _, c := range []struct {
		name, text string
		opt        ReadOptions
		want       Verdict
		// refuse: the stream may leave it undecided, since what decides
		// it is beyond what it sees (rows far apart, text before it).
		refuse bool
	}{
		{"AsciiDoc table", "|===\n" + rows(numbers(b88, t88), func(_, _, v int) string { return fmt.Sprintf("|%d", v) }, " ") + "|===\n", ReadOptions{}, Valid, false},
		{"last column continues the numbering", lastcol, ReadOptions{}, Invalid, false},
		{"SAN moves without their start", strings.Join(san, " ") + "\n", ReadOptions{Board: b88}, Valid, false},
		{"moves in two columns", twoColumns.String(), ReadOptions{Board: b66}, Valid, true},
		{"Octave's blocks of columns", octave.String(), ReadOptions{}, Valid, true},
		{"column sums above the grid", strings.Join(sums, " ") + "\n" + rows(g66, plain, " "), ReadOptions{}, Unreadable, true},
		{"squares in a sentence before the tour", prose + "\n", ReadOptions{Board: b66}, Invalid, true},
	} {
		judge := func() (Verdict, string) {
			tours, err := ReadTours(strings.NewReader(c.text), c.opt)
			if err != nil || len(tours) == 0 {
				return Unreadable, fmt.Sprint(len(tours), " tours, ", err)
			}
			v, why := Valid, ""
			for _, tr := range tours {
				j := Judge(tr, board.Problem{Board: c.opt.Board}, walkCheck)
				for _, d := range tr.Readings {
					for _, sk := range d.Skipped {
						if sk.Partial {
							j.Verdict, j.Err = Unreadable, fmt.Errorf("set aside: %s", sk.Text)
						}
					}
				}
				if j.Verdict > v {
					v, why = j.Verdict, fmt.Sprint(j.Err)
				}
			}
			return v, why
		}
		held, why := judge()
		old := streamhook.Above
		streamhook.Above = 0
		streamed, whyStreamed := judge()
		streamhook.Above = old
		if held != c.want {
			t.Errorf("%s: held in memory %v (%s), want %v", c.name, held, why, c.want)
		}
		if streamed != c.want && !(c.refuse && streamed == Unreadable) {
			t.Errorf("%s: streamed %v (%s), held in memory %v (%s)\n%s", c.name, streamed, whyStreamed, held, why, c.text)
		}
	}
}
