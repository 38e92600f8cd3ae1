package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// labelledTable draws a numbered grid with its file letters over the
// columns and its rank numbers in a first column headed "rank", in the
// walls of one table printer: v the wall between cells, hv the header's
// wall, top, mid and bottom the rules (each cut at its cells' widths).
type labelledTable struct {
	v, hv            string
	top, mid, bottom func(widths []int) string
}

func rule(left, fill, cross, right string) func([]int) string {
	return func(widths []int) string {
		var cells []string
		for _, w := range widths {
			cells = append(cells, strings.Repeat(fill, w+2))
		}
		return left + strings.Join(cells, cross) + right
	}
}

var noRule = func([]int) string { return "" }

// labelledTables are the walls of rich (heavy header), a double box, a
// light box, prettytable's ASCII, psql's and tabulate's plain pipes.
var labelledTables = map[string]labelledTable{
	"rich":        {"│", "┃", rule("┏", "━", "┳", "┓"), rule("┡", "━", "╇", "┩"), rule("└", "─", "┴", "┘")},
	"double":      {"║", "║", rule("╔", "═", "╦", "╗"), rule("╠", "═", "╬", "╣"), rule("╚", "═", "╩", "╝")},
	"light":       {"│", "│", rule("┌", "─", "┬", "┐"), rule("├", "─", "┼", "┤"), rule("└", "─", "┴", "┘")},
	"prettytable": {"|", "|", rule("+", "-", "+", "+"), rule("+", "-", "+", "+"), rule("+", "-", "+", "+")},
	"psql":        {"|", "|", noRule, rule("", "-", "+", ""), noRule},
}

// write draws the grid numbering p's squares from 1.
func (lt labelledTable) write(b board.Board, p board.Path) string {
	step := make(map[board.Square]int, len(p))
	for k, s := range p {
		step[s] = k + 1
	}
	w := len(fmt.Sprint(b.Size()))
	widths := []int{4}
	head := []string{"rank"}
	for x := range b.W {
		widths = append(widths, w)
		head = append(head, fmt.Sprintf("%*c", w, 'a'+x))
	}
	row := func(wall string, cells []string) string {
		if lt.v == "|" && lt.top(widths) == "" { // psql: no outer walls
			return " " + strings.Join(cells, " "+wall+" ")
		}
		return wall + " " + strings.Join(cells, " "+wall+" ") + " " + wall
	}
	lines := []string{fmt.Sprintf("Knight's tour %v", b)}
	if r := lt.top(widths); r != "" {
		lines = append(lines, r)
	}
	lines = append(lines, row(lt.hv, head), lt.mid(widths))
	for y := b.H; y >= 1; y-- {
		cells := []string{fmt.Sprintf("%4d", y)}
		for x := int32(1); x <= b.W; x++ {
			cells = append(cells, fmt.Sprintf("%*d", w, step[board.Square{X: x, Y: y}]))
		}
		lines = append(lines, row(lt.v, cells))
	}
	if r := lt.bottom(widths); r != "" {
		lines = append(lines, r)
	}
	return strings.Join(lines, "\n") + "\n"
}

// TestBoardFileHeader: a numbered grid under its file letters, its rank
// numbers in a first column headed "rank", in the walls of five table
// printers, is read as the grid: the letters and ranks are labels, not
// the columns of a table of coordinates. Valid with the board given and
// without; with two squares of the tour exchanged, never valid. Oracles:
// tours by the test's own Warnsdorff walk checked by walkOK, Judge given
// walkCheck, the fault made by hand.
func TestBoardFileHeader(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 4))
	for _, bd := range []board.Board{{W: 7, H: 3}, {W: 9, H: 8}, {W: 5, H: 5}, {W: 12, H: 7}} {
		p := warnsdorffWalk(rng, bd, 500)
		if p == nil || !walkOK(bd, p) {
			t.Fatalf("%v: the test's own tour", bd)
		}
		for name, lt := range labelledTables {
			for _, given := range []board.Board{bd, {}} {
				text := lt.write(bd, p)
				if _, vs, err := judgeText(text, given); err != nil || len(vs) != 1 || vs[0] != Valid {
					t.Errorf("%v %s, board %v: verdicts %v, %v, want [valid]\n%s", bd, name, given, vs, err, text)
				}
				text = lt.write(bd, swapped(t, bd, p))
				if _, vs, err := judgeText(text, given); err != nil || len(vs) != 1 || vs[0] == Valid {
					t.Errorf("%v %s, board %v, two squares exchanged: verdicts %v, %v\n%s", bd, name, given, vs, err, text)
				}
			}
		}
	}
}

// TestFileLetters: names of a header that are a board's file letters,
// a b c ..., with at most one other name before or after them, are a
// board's header. Oracle: the cases worked by hand.
func TestFileLetters(t *testing.T) {
	for _, c := range []struct {
		names []string
		want  bool
		why   string
	}{
		{[]string{"rank", "a", "b", "c"}, true, "a rank column before the letters"},
		{[]string{"a", "b", "c", "d"}, true, "the letters alone"},
		{[]string{"a", "b", "c", "rank"}, true, "a rank column after the letters"},
		{[]string{"#", "a", "b", "c", "y"}, true, "labels on both sides"},
		{[]string{"step", "c", "r"}, false, "roles c and r, no letters a b"},
		{[]string{"step", "x", "y"}, false, "coordinates"},
		{[]string{"rank", "a"}, false, "one letter is no run of files"},
		{[]string{"rank", "a", "c", "d"}, false, "letters that skip b"},
	} {
		if got := fileLetters(c.names); got != c.want {
			t.Errorf("fileLetters(%q) = %v, want %v (%s)", c.names, got, c.want, c.why)
		}
	}
}
