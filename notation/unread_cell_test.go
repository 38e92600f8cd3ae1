package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// numberCells is p as a grid of numbers from 1, the top row first.
func numberCells(bd board.Board, p board.Path) [][]string {
	g := make([][]string, bd.H)
	for r := range g {
		g[r] = make([]string, bd.W)
	}
	for k, s := range p {
		g[bd.H-s.Y][s.X-1] = fmt.Sprint(k + 1)
	}
	return g
}

// cellWriters print a grid's rows: bare, walled, and as a literal's rows
// on one line.
var cellWriters = []struct {
	name  string
	write func(g [][]string) string
}{
	{"bare", func(g [][]string) string {
		var b strings.Builder
		for _, row := range g {
			for _, c := range row {
				fmt.Fprintf(&b, "%4s", c)
			}
			b.WriteString("\n")
		}
		return b.String()
	}},
	{"walled", func(g [][]string) string {
		var b strings.Builder
		for _, row := range g {
			b.WriteString("│")
			for _, c := range row {
				fmt.Fprintf(&b, " %3s │", c)
			}
			b.WriteString("\n")
		}
		return b.String()
	}},
	{"literal", func(g [][]string) string {
		var rows []string
		for _, row := range g {
			rows = append(rows, "["+strings.Join(row, ", ")+"]")
		}
		return "T = [" + strings.Join(rows, ", ") + "]\n"
	}},
}

// TestShortRowHoldsACell: a valid tour's numbering (warnsdorffWalk,
// checked by walkOK: the oracle is the tour the test wrote) whose last
// number is drawn as a glyph, or whose last cell a printer elided, is one
// number short in a row, but that row's cell holds what is written in it:
// with the board given, never invalid. The control: the same grid with
// the cell left out and nothing in its place is the certain fault it was
// (a W x H numbering needs W*H numbers).
func TestShortRowHoldsACell(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 3))
	for _, bd := range []board.Board{{W: 4, H: 3}, {W: 5, H: 5}, {W: 7, H: 6}} {
		p := warnsdorffWalk(rng, bd, 500)
		if p == nil || !walkOK(bd, p) {
			t.Fatalf("%v: the test's own tour", bd)
		}
		last := p[len(p)-1]
		for _, w := range cellWriters {
			for _, mark := range []string{"♞", "♘", "K", "...", "…", "|..."} {
				if mark == "|..." && w.name != "literal" {
					continue // Prolog's elision ends a list, not a walled cell
				}
				g := numberCells(bd, p)
				row, col := int(bd.H-last.Y), int(last.X-1)
				if strings.Contains(mark, ".") || mark == "…" {
					row, col = int(bd.H-1), int(bd.W-1) // a printer elides the end
				}
				g[row][col] = mark
				if mark == "|..." && w.name == "literal" {
					g[row] = slices.Clone(g[row][:col])
					g[row][col-1] += mark
				}
				text := w.write(g)
				_, vs, code := textExit(text, ReadOptions{Board: bd}, walkCheck)
				if code == 1 || slices.Contains(vs, Invalid) {
					t.Errorf("%v %s %q: exit %d, verdicts %v, want no invalid verdict:\n%s", bd, w.name, mark, code, vs, text)
				}
			}
			g := numberCells(bd, p)
			r := int(bd.H - last.Y)
			g[r] = slices.Delete(slices.Clone(g[r]), int(last.X-1), int(last.X))
			text := w.write(g)
			// A literal's first row short is also read as rows cut short
			// (unreadable): no exit 0 is all the control asks of it.
			if _, vs, code := textExit(text, ReadOptions{Board: bd}, walkCheck); code != 1 && (w.name != "literal" || code == 0) {
				t.Errorf("%v %s, the last number left out: exit %d, verdicts %v, want the certain fault:\n%s", bd, w.name, code, vs, text)
			}
		}
	}
}
