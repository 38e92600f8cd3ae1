package notation

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// gridWrappersUnread write a grid's rows in wrappers of their own: a
// notebook's stream text, a shell script's echo lines, printf calls, a
// table one cell a line in tags, YAML lists of lists, rows with a
// comment line of a row number between them.
var gridWrappersUnread = map[string]func(rng *rand.Rand, rows [][]int) string{
	"notebook text": func(_ *rand.Rand, rows [][]int) string {
		return "   \"text\": [\n" + writeRows(rows, `    "`, " ", `\n",`) + "\n   ]"
	},
	"echo lines": func(_ *rand.Rand, rows [][]int) string { return writeRows(rows, "echo '", "  ", "' >> board.txt") },
	"printf calls": func(_ *rand.Rand, rows [][]int) string {
		return writeRows(rows, `printf("%s\n", "`, " ", `");`)
	},
	"cells in tags": func(_ *rand.Rand, rows [][]int) string {
		var b strings.Builder
		b.WriteString("<grid>\n")
		for _, r := range rows {
			b.WriteString(" <row>\n")
			for _, c := range r {
				fmt.Fprintf(&b, "  <cell>%d</cell>\n", c)
			}
			b.WriteString(" </row>\n")
		}
		return b.String() + "</grid>"
	},
	"yaml nested": func(_ *rand.Rand, rows [][]int) string {
		var b strings.Builder
		b.WriteString("rows:\n")
		for _, r := range rows {
			b.WriteString("  -\n")
			for _, c := range r {
				fmt.Fprintf(&b, "    - %d\n", c)
			}
		}
		return b.String()
	},
	"row comments": func(rng *rand.Rand, rows [][]int) string {
		var ls []string
		for i, r := range rows {
			if rng.IntN(2) == 0 {
				ls = append(ls, fmt.Sprintf("(* row %d *)", i+1))
			}
			ls = append(ls, writeRows([][]int{r}, "", "  ", ""))
		}
		return strings.Join(ls, "\n")
	},
}

// TestUnreadBesideTourNeverPasses: a grid beside a tour, written in a
// wrapper of its own (not the ones the set-aside tests write: a
// notebook's text, echo and printf lines, cells in tags, nested YAML,
// comment lines between rows), with one number written twice or one
// past the board, never lets the input exit 0, read or not; a valid one
// is never judged invalid; no more tours are judged valid or invalid
// than written. The
// oracle is the grid the test wrote and its fault.
func TestUnreadBesideTourNeverPasses(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 24))
	tours := testTours(t, rng)
	inputs, exit0 := 0, 0
	for b, p := range tours {
		for range 6 {
			valid := rowsOf(b, p, 1)
			twice, past := rowsOf(b, p, 1), rowsOf(b, p, 1)
			r, c := rng.IntN(int(b.H)), rng.IntN(int(b.W))
			twice[r][c] = twice[(r+1)%int(b.H)][(c+2)%int(b.W)]
			past[r][c] = b.Size() + 1 + rng.IntN(3)
			for _, wname := range slices.Sorted(maps.Keys(gridWrappersUnread)) {
				wrap := gridWrappersUnread[wname]
				for _, gname := range []string{"valid", "twice", "past"} {
					g := map[string][][]int{"valid": valid, "twice": twice, "past": past}[gname]
					list := squaresOf(p)
					texts := []string{
						list + "\n\n" + wrap(rng, g) + "\n",
						wrap(rng, g) + "\nSolution found.\n" + list + "\n",
					}
					for _, text := range texts {
						for _, given := range []board.Board{{}, b} {
							inputs++
							_, vs, code := textExit(text, ReadOptions{Board: given}, walkCheck)
							if code == 0 {
								exit0++
							}
							judged := 0
							for _, v := range vs {
								if v != Unreadable {
									judged++
								}
							}
							switch {
							case judged > 2:
								t.Errorf("%v %s grid in %s, board given %v: %d tours judged %v, want 2 at most:\n%s", b, gname, wname, given, judged, vs, text)
							case gname == "valid" && code == 1:
								t.Errorf("%v valid grid in %s, board given %v: exit 1 (%v), want 0 or 2:\n%s", b, wname, given, vs, text)
							case gname != "valid" && code == 0:
								t.Errorf("%v %s grid in %s, board given %v: exit 0 (%v), want a fault or the grid named:\n%s", b, gname, wname, given, vs, text)
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d inputs, %d exit 0", inputs, exit0)
}
