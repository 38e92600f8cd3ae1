package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// besideLayouts print a tour's numbered rows and a tour's squares on the
// same lines, a column block each: the rows on the left and the moves on
// the right, or the other way round, in the spellings programs print.
// grid and moves are written alike by every layout; only where the
// blocks stand and how their cells are spelt differ.
var besideLayouts = []struct {
	name string
	line func(row []int, moves []string, from int) string
}{
	{"rows then numbered moves", func(row []int, moves []string, from int) string {
		var ms []string
		for k, m := range moves {
			ms = append(ms, fmt.Sprintf("%d.%s", from+k+1, m))
		}
		return cells(row, "%2d", " ") + "    " + strings.Join(ms, " ")
	}},
	{"rows then bare moves", func(row []int, moves []string, _ int) string {
		return cells(row, "%3d", "") + "   " + strings.Join(moves, " ")
	}},
	{"walled rows then moves", func(row []int, moves []string, _ int) string {
		return "| " + cells(row, "%2d", " | ") + " |   " + strings.Join(moves, ", ")
	}},
	{"moves then rows", func(row []int, moves []string, from int) string {
		var ms []string
		for k, m := range moves {
			ms = append(ms, fmt.Sprintf("%d. %-3s", from+k+1, m))
		}
		// Every line's moves padded to one width, so the rows line up.
		return fmt.Sprintf("%-60s", strings.Join(ms, " ")) + cells(row, "%2d", " ")
	}},
}

// besideText writes rows (rank H first) and squares over the rows' lines,
// as many squares a line as make them fit, under a header.
func besideText(rows [][]int, squares []board.Square, line func([]int, []string, int) string) string {
	per := (len(squares) + len(rows) - 1) / len(rows)
	out := []string{"board            moves"}
	for i, r := range rows {
		var ms []string
		for _, s := range squares[min(i*per, len(squares)):min((i+1)*per, len(squares))] {
			ms = append(ms, s.String())
		}
		out = append(out, line(r, ms, i*per))
	}
	return strings.Join(out, "\n") + "\n"
}

// TestBoardBesideMovesProperty writes a random tour (warnsdorffWalk,
// checked by walkOK: the oracle is the tour the test wrote) twice on the
// same lines, its numbered rows in one column block and its squares in
// another, through besideLayouts; then with one fault in one of the two
// blocks: two squares of the list swapped or one left out, two cells of
// the grid swapped or one written twice. Both blocks are tours: a valid
// input exits 0 with two tours read, and a fault in either block never
// exits 0, wherever the fault is.
func TestBoardBesideMovesProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(35, 27))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 5, H: 6}, {W: 6, H: 6}, {W: 4, H: 7}, {W: 8, H: 8}} {
		for rep := range 3 {
			p := warnsdorffWalk(rng, b, 500)
			if len(p) != b.Size() || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			tour := newPropTour(b, p)
			rowsCopy := func() [][]int {
				var rs [][]int
				for _, r := range tour.rows {
					rs = append(rs, slices.Clone(r))
				}
				return rs
			}
			type variant struct {
				what    string
				rows    [][]int
				squares []board.Square
				valid   bool
			}
			vs := []variant{{"valid", tour.rows, p, true}}
			{
				sq := slices.Clone(p)
				k := 1 + rng.IntN(len(sq)-3)
				sq[k], sq[k+1] = sq[k+1], sq[k]
				vs = append(vs, variant{"list swap", tour.rows, sq, false})
			}
			{
				k := 1 + rng.IntN(len(p)-2)
				vs = append(vs, variant{"list missing", tour.rows, slices.Delete(slices.Clone(p), k, k+1), false})
			}
			{
				rs := rowsCopy()
				rs[0][1], rs[1][2] = rs[1][2], rs[0][1]
				vs = append(vs, variant{"grid swap", rs, p, false})
			}
			{
				rs := rowsCopy()
				rs[1][0] = rs[2][2]
				vs = append(vs, variant{"grid twice", rs, p, false})
			}
			for _, l := range besideLayouts {
				for _, v := range vs {
					name := fmt.Sprintf("%v/%d/%s/%s", b, rep, l.name, v.what)
					text := besideText(v.rows, v.squares, l.line)
					for _, opt := range []ReadOptions{{}, {Board: b}} {
						tours, verdicts, code := textExit(text, opt, walkCheck)
						switch {
						case !v.valid && code == 0:
							t.Errorf("%s (board %v): a faulty tour passed (%d tours, %v):\n%s", name, opt.Board, len(tours), verdicts, text)
						case v.valid && (code != 0 || len(tours) != 2):
							t.Errorf("%s (board %v): exit %d with %d tours (%v), want exit 0 with 2 tours:\n%s", name, opt.Board, code, len(tours), verdicts, text)
						}
					}
				}
			}
		}
	}
}
