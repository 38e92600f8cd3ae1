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

// orientHeader is a header line that says how the numbers under it
// name squares, and the writer of a path in that reading: the test's own
// naming, from the square's file and rank, so that a reader that ignores
// the header names every square mirrored or transposed.
type orientHeader struct {
	name, line string
	write      func(b board.Board, p board.Path) string
}

// orientHeaders are headers in several spellings that state where rows
// count from (the top or the bottom), the order of a pair's numbers, and
// square numbers by a formula, each with data written as it says.
func orientHeaders(b board.Board) []orientHeader {
	w, h := int(b.W), int(b.H)
	// rowTop is a square's row counted from the top, from base.
	rowTop := func(s board.Square, base int) int { return h - int(s.Y) + base }
	indexTop := func(_ board.Board, p board.Path) string {
		var out []string
		for _, s := range p {
			out = append(out, fmt.Sprint(rowTop(s, 0)*w+int(s.X)-1))
		}
		return strings.Join(out, " ") + "\n"
	}
	pairs := func(p board.Path, f func(s board.Square) string, sep string) string {
		var out []string
		for _, s := range p {
			out = append(out, f(s))
		}
		return strings.Join(out, sep) + "\n"
	}
	return []orientHeader{
		{"formula, row 0 at the top", fmt.Sprintf("cell = row*%d + col, row 0 at the top", w), indexTop},
		{"formula spaced, top row", fmt.Sprintf("index = row * %d + col (row 0 is the top row)", w), indexTop},
		{"formula y*w, top", "square number = y*w + x, y = 0 on the top line", indexTop},
		{"(row, col) 1-based, row 1 = top, table", "move  row  col   (row, col 1-based, row 1 = top)", func(b board.Board, p board.Path) string {
			var out []string
			for k, s := range p {
				out = append(out, fmt.Sprintf("%4d %4d %4d", k+1, rowTop(s, 1), s.X))
			}
			return strings.Join(out, "\n") + "\n"
		}},
		{"(row, col) from the top, bracketed pairs", "path as (row, col), 0-based from the top left", func(b board.Board, p board.Path) string {
			return pairs(p, func(s board.Square) string { return fmt.Sprintf("(%d, %d)", rowTop(s, 0), s.X-1) }, " ")
		}},
		{"[x, y] y from the top", "[x, y], y = 0 at the top", func(b board.Board, p board.Path) string {
			return pairs(p, func(s board.Square) string { return fmt.Sprintf("[%d,%d]", s.X-1, rowTop(s, 0)) }, ", ")
		}},
		{"(col, row) 0-based, row 0 = bottom rank", "(col, row), 0-based, row 0 = bottom rank", func(b board.Board, p board.Path) string {
			return pairs(p, func(s board.Square) string { return fmt.Sprintf("(%d, %d)", s.X-1, s.Y-1) }, " ")
		}},
		{"(row, col) rank 1 at the bottom", "(row, col), rank 1 at the bottom", func(b board.Board, p board.Path) string {
			return pairs(p, func(s board.Square) string { return fmt.Sprintf("(%d, %d)", s.Y, s.X) }, " -> ")
		}},
	}
}

// headerWraps are the marks a header is printed behind: comment marks of
// the languages in commentWrappers, a block comment, a key: value field.
var headerWraps = []struct{ open, close string }{
	{"", ""}, {"# ", ""}, {"// ", ""}, {"-- ", ""}, {";; ", ""}, {"% ", ""}, {"/* ", " */"}, {"layout: ", ""},
}

// TestOrientHeaders writes random tours under headers that say how
// their numbers name squares, behind every comment mark, and with one
// swap each. Oracle: the test's own naming of the squares (the path
// written): every reading read must be that path, square for square,
// so that a fault's squares are named as the text means them, and the
// swapped path is judged invalid at the swap.
func TestOrientHeaders(t *testing.T) {
	rng := rand.New(rand.NewPCG(32, 24))
	for _, b := range []board.Board{{W: 5, H: 6}, {W: 3, H: 7}, {W: 6, H: 5}, {W: 4, H: 5}} {
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("the test's own tour of %v", b)
		}
		swapped := slices.Clone(p)
		k := 1 + rng.IntN(len(p)-3)
		swapped[k], swapped[k+1] = swapped[k+1], swapped[k]
		for _, hd := range orientHeaders(b) {
			for _, wr := range headerWraps {
				for _, path := range []board.Path{p, swapped} {
					in := wr.open + hd.line + wr.close + "\n" + hd.write(b, path)
					tours, err := ReadTours(strings.NewReader(in), ReadOptions{Board: b})
					if err != nil || len(tours) != 1 || tours[0].Err != nil || len(tours[0].Readings) == 0 {
						t.Errorf("%v %s %q: read %d tours, %v; want one tour\n%s", b, hd.name, wr.open, len(tours), err, in)
						continue
					}
					for _, d := range tours[0].Readings {
						if !slices.Equal(d.Path, path) {
							t.Errorf("%v %s %q: read %v, want %v (the squares written)\n%s", b, hd.name, wr.open, d.Path, path, in)
							break
						}
					}
					j := Judge(tours[0], board.Problem{Board: b}, tourCheck)
					if want := Valid; !slices.Equal(path, p) && j.Verdict != Invalid || slices.Equal(path, p) && j.Verdict != want {
						t.Errorf("%v %s %q: judged %v (%v)", b, hd.name, wr.open, j.Verdict, j.Err)
					}
				}
			}
		}
	}
}

// TestOrientHeaderContradicted writes random tours of boards not square
// as square numbers column by column from the top left under a header
// that states row by row. Oracle: the test's own numbering, in which the
// list is a tour read by columns and (on a board not square, checked by
// tourCheck) none read by rows: the header and the data disagree, so the
// answer is unreadable naming both orders, never a verdict on either.
func TestOrientHeaderContradicted(t *testing.T) {
	rng := rand.New(rand.NewPCG(32, 7))
	checked := 0
	for _, b := range []board.Board{{W: 5, H: 6}, {W: 3, H: 7}, {W: 6, H: 5}, {W: 4, H: 5}} {
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("the test's own tour of %v", b)
		}
		w, h := int(b.W), int(b.H)
		var byRows board.Path // the squares the numbers name read by rows
		var nums []string
		for _, s := range p {
			k := (int(s.X)-1)*h + h - int(s.Y) // by columns, each from the top
			nums = append(nums, fmt.Sprint(k))
			byRows = append(byRows, board.Square{X: int32(k%w) + 1, Y: int32(h - k/w)})
		}
		if tourCheck(board.Problem{Board: b}, byRows) == nil {
			continue // a tour read either way: no disagreement to find
		}
		checked++
		in := fmt.Sprintf("# cell = row*%d + col, row 0 at the top\n%s\n", w, strings.Join(nums, " "))
		tours, err := ReadTours(strings.NewReader(in), ReadOptions{Board: b})
		if err != nil || len(tours) != 1 {
			t.Errorf("%v: read %d tours, %v; want one\n%s", b, len(tours), err, in)
			continue
		}
		j := Judge(tours[0], board.Problem{Board: b}, tourCheck)
		if j.Verdict != Unreadable || !errors.Is(j.Err, ErrAmbiguous) || !strings.Contains(fmt.Sprint(j.Err), "along the files from the top left") {
			t.Errorf("%v: judged %v (%v); want unreadable naming the order by columns\n%s", b, j.Verdict, j.Err, in)
		}
	}
	if checked == 0 {
		t.Errorf("no tour that reads by columns only: nothing checked")
	}
}
