package notation

import (
	"errors"
	"fmt"
	"math/rand/v2"
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

// TestTextUnderGridProperty writes random tours (warnsdorffWalk, checked
// by walkOK: the oracle is the tour the test wrote) as numbered grids in
// several row layouts, each followed directly by one to three log lines
// holding numbers (textUnder). Each grid is one tour: all are read and
// valid. With one cell of each grid written as a letter no reader knows,
// the grid is refused, and the refusal points into the grid's rows,
// never at the log line under it: that line does not continue the
// grid's rectangle, so it is text around it.
func TestTextUnderGridProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 25))
	layouts := []struct {
		name string
		row  func(r []int) string
	}{
		{"spaces", func(r []int) string { return cells(r, "%2d", " ") }},
		{"trailing space", func(r []int) string { return cells(r, "%2d", " ") + " " }},
		{"zero padded", func(r []int) string { return cells(r, "%02d", " ") }},
		{"tabs", func(r []int) string { return cells(r, "%d", "\t") }},
		{"indented", func(r []int) string { return "    " + cells(r, "%3d", "") }},
	}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 4, H: 5}} {
		for rep := range 3 {
			var ts []propTour
			for range 3 {
				p := warnsdorffWalk(rng, b, 500)
				if len(p) != b.Size() || !walkOK(b, p) {
					t.Fatalf("%v: the test's own tour", b)
				}
				ts = append(ts, newPropTour(b, p))
			}
			for _, l := range layouts {
				for _, marked := range []bool{false, true} {
					var parts []string
					var rowLines [][2]int // first and last line of each grid's rows
					line := 1
					for k, pt := range ts {
						parts = append(parts, "Knight's tour completed!")
						line++
						var rows []string
						for i, r := range pt.rows {
							if marked && i == 1 {
								r = append([]int(nil), r...)
								r[2] = 9999
							}
							rows = append(rows, strings.Replace(l.row(r), "9999", "K", 1))
						}
						parts = append(parts, strings.Join(rows, "\n"))
						rowLines = append(rowLines, [2]int{line, line + len(rows) - 1})
						line += len(rows)
						n := 1 + (k+rep)%3
						parts = append(parts, textUnder(rng, n))
						line += n
					}
					text := strings.Join(parts, "\n") + "\n"
					name := fmt.Sprintf("%v/%d/%s/marked=%v", b, rep, l.name, marked)
					tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
					if !marked {
						if code != 0 || len(tours) != len(ts) {
							t.Errorf("%s: exit %d with %d tours (%v), %d valid written:\n%s", name, code, len(tours), verdicts, len(ts), text)
						}
						continue
					}
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
	}
}
