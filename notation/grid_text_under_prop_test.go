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

// textUnder writes, right under a grid with no blank line, lines a
// solver logs between boards: words, then a number or a pair.
func textUnder(rng *rand.Rand, n int) string {
	var ls []string
	for range n {
		x, y := rng.IntN(8), rng.IntN(8)
		ls = append(ls, []string{
			fmt.Sprintf("Trying starting position (%d, %d)...", x, y),
			fmt.Sprintf("next start: [%d,%d]", x, y),
			fmt.Sprintf("start %d %d failed after %d steps", x, y, 1+rng.IntN(60)),
			fmt.Sprintf("elapsed %d.%03d s", rng.IntN(9), rng.IntN(1000)),
		}[rng.IntN(4)])
	}
	return strings.Join(ls, "\n")
}

// underLayouts are the row layouts of textUnderWrappers.
var underLayouts = []struct {
	name string
	row  func(r []int) string
}{
	{"spaces", func(r []int) string { return cells(r, "%2d", " ") }},
	{"trailing space", func(r []int) string { return cells(r, "%2d", " ") + " " }},
	{"zero padded", func(r []int) string { return cells(r, "%02d", " ") }},
	{"tabs", func(r []int) string { return cells(r, "%d", "\t") }},
	{"indented", func(r []int) string { return "    " + cells(r, "%3d", "") }},
}

// underText writes each of ts as a caption, then its grid's rows (row),
// then one to three log lines (textUnder, their numbers random but the
// same for every call); marked writes one cell of each grid as a sign
// no reader knows ('@': a letter there is the piece printed on its
// square, the number the others leave out, piece_cell_prop_test.go). It
// returns the text and each grid's first and last line.
func underText(ts []propTour, row func(r []int) string, marked bool) (string, [][2]int) {
	rng := rand.New(rand.NewPCG(27, 25))
	var parts []string
	var rowLines [][2]int
	line := 1
	for k, pt := range ts {
		parts = append(parts, "Knight's tour completed!")
		line++
		var rows []string
		for i, r := range pt.rows {
			s := row(r)
			if marked && i == 1 {
				r = slices.Clone(r)
				r[2] = 9999
				s = strings.Replace(row(r), "9999", "@", 1)
			}
			rows = append(rows, s)
		}
		parts = append(parts, strings.Join(rows, "\n"))
		rowLines = append(rowLines, [2]int{line, line + len(rows) - 1})
		line += len(rows)
		n := 1 + k%3
		parts = append(parts, textUnder(rng, n))
		line += n
	}
	return strings.Join(parts, "\n") + "\n", rowLines
}

// textUnderWrappers write three tours as numbered grids in several row
// layouts (underLayouts), each under a caption and followed directly by
// one to three log lines holding numbers (underText): that text does
// not continue the grid's rectangle, so it is text around it.
func textUnderWrappers() []propWrapper {
	var out []propWrapper
	for _, l := range underLayouts {
		out = append(out, propWrapper{"grid with text under, " + l.name, true, 3, func(ts []propTour) string {
			text, _ := underText(ts[:3], l.row, false)
			return text
		}})
	}
	return out
}

// TestTextUnderGridProperty writes random tours through every grid with
// log lines under it (textUnderWrappers) and checks them as every
// printout is checked (wrappersReadRight: the oracle is the tour the
// test wrote, faults checked by walkCheck). Besides: with one cell of
// each grid written as a sign no reader knows, the grid is refused,
// never exit 0 or 1, and the refusal points into the grid's rows, never
// at the log line under it.
func TestTextUnderGridProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 25))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 4, H: 5}}
	wrappersReadRight(t, rng, textUnderWrappers(), boards...)
	for _, b := range boards {
		var ts []propTour
		for range 3 {
			ts = append(ts, newPropTour(b, warnsdorffWalk(rng, b, 2000)))
		}
		for _, l := range underLayouts {
			text, rowLines := underText(ts, l.row, true)
			name := fmt.Sprintf("%v/%s", b, l.name)
			tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
			for _, tr := range tours {
				var pe *board.ParseError
				if tr.Err == nil || !errors.As(tr.Err, &pe) {
					continue
				}
				inRows := false
				for _, rl := range rowLines {
					inRows = inRows || pe.Line >= rl[0] && pe.Line <= rl[1]
				}
				if !inRows {
					t.Errorf("%s: refused at line %d (%v), outside every grid's rows %v:\n%s", name, pe.Line, tr.Err, rowLines, text)
				}
			}
			if code == 0 || code == 1 {
				t.Errorf("%s: exit %d (%v) with a cell no reader knows:\n%s", name, code, verdicts, text)
			}
		}
	}
}
