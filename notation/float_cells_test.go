package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// floatRows writes a tour's numbering (rowsOf, from base) with each
// number printed by format, cells joined by sep, each row between open
// and close.
func floatRows(b board.Board, p board.Path, base int, format, open, sep, close string) string {
	var ls []string
	for _, r := range rowsOf(b, p, base) {
		var cs []string
		for _, c := range r {
			cs = append(cs, fmt.Sprintf(format, float64(c)))
		}
		ls = append(ls, open+strings.Join(cs, sep)+close)
	}
	return strings.Join(ls, "\n") + "\n"
}

// floatWriters print a tour's numbering as programs that hold numbers as
// floats do: numpy.savetxt's default, "%.3f", "%g" (integers printed
// bare, large ones with an exponent), Fortran's list-directed "27.",
// numpy's repr of a float array, MATLAB's "%8.2f" under a caption, and
// a spreadsheet in a locale whose decimal mark is a comma (Excel's copy,
// tabs and CRLF; LibreOffice's CSV, semicolons).
var floatWriters = map[string]func(b board.Board, p board.Path) string{
	"savetxt default": func(b board.Board, p board.Path) string {
		return floatRows(b, p, 1, "%.18e", "", " ", "")
	},
	"fixed three places csv": func(b board.Board, p board.Path) string {
		return floatRows(b, p, 0, "%.3f", "", ",", "")
	},
	"percent g": func(b board.Board, p board.Path) string {
		return "tour (float32):\n" + floatRows(b, p, 1, "%.2g", "", "\t", "")
	},
	"fortran dot": func(b board.Board, p board.Path) string {
		return floatRows(b, p, 1, "%4.f.", " ", " ", "")
	},
	"numpy repr": func(b board.Board, p board.Path) string {
		rows := strings.Split(strings.TrimSuffix(floatRows(b, p, 0, "%3.f.", "[", ", ", "]"), "\n"), "\n")
		return ">>> board.astype(float)\narray([" + strings.Join(rows, ",\n       ") + "])\n"
	},
	"excel decimal comma": func(b board.Board, p board.Path) string {
		return strings.ReplaceAll(floatRows(b, p, 0, "%.2f", "", "\t", "\r"), ".", ",")
	},
	"csv decimal comma": func(b board.Board, p board.Path) string {
		return "Zug;" + strings.Repeat("Spalte;", int(b.W)-1) + "Spalte\n" + strings.ReplaceAll(floatRows(b, p, 1, "%.1f", "", ";", ""), ".", ",")
	},
	"matlab fixed": func(b board.Board, p board.Path) string {
		return "B =\n\n" + floatRows(b, p, 1, "%8.2f", "", "", "") + "\n"
	},
}

// TestFloatWriters: random tours numbered in floats (floatWriters) are
// read as the integers they print. The oracle is the tour written
// (walkOK): a valid one exits 0 as one tour (two when two are written),
// one with a fault never exits 0.
func TestFloatWriters(t *testing.T) {
	certain := writersProperty(t, rand.New(rand.NewPCG(18, 2)), floatWriters, 2)
	t.Logf("%d writers, %d faulty inputs judged invalid with certainty", len(floatWriters), certain)
}

// TestFloatMeasurements: a grid of floats one of which is no integer
// is no numbering, so never a verdict of exit 0 or 1, and words with a
// float beside a grid of integers leave the grid read. The oracle is a
// valid tour (walkOK) written with one cell changed by a half.
func TestFloatMeasurements(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 3))
	b := board.Board{W: 5, H: 6}
	p := warnsdorffWalk(rng, b, 500)
	if p == nil || !walkOK(b, p) {
		t.Fatal("the test's own tour")
	}
	text := floatRows(b, p, 1, "%.1f", "", " ", "")
	cut := strings.Replace(text, ".0 ", ".5 ", 1)
	for _, given := range []board.Board{{}, b} {
		tours, vs, err := judgeText(cut, given)
		if exit := propExit(tours, vs); err == nil && exit < 2 {
			t.Errorf("board given %v: a grid with 1.5 in it: exit %d, want a refusal:\n%s", given, exit, cut)
		}
		tours, vs, err = judgeText(text+"took 0.25 s\n", given)
		if exit := propExit(tours, vs); err != nil || exit != 0 || len(tours) != 1 {
			t.Errorf("board given %v: a grid then a timing: %d tours, exit %d, err %v; want one valid", given, len(tours), exit, err)
		}
	}
}

// TestFloatProse: a sentence's numbers are not a line of floats, so it
// is read as written ("30. April 2002", a date; "v1.2.3"). Each case
// says why it stays.
func TestFloatProse(t *testing.T) {
	for _, tc := range []struct{ in, reason string }{
		{"Autor: 30. April 2002; letzte Änderung: 20. September 2010.\n", "words between the numbers"},
		{"v1.2.0 3.0\n", "a version: digits in a word"},
		{"took 3.0 s\n", "one number"},
		{"1. 2 3 4\n", "fewer than half the numbers floats"},
		{"3,4 5,0 1,2\n2,2 0,1 4,0\n", "pairs: a comma's fraction, so no decimal comma"},
		{"1,2,3\t4,5,6\n", "lists: a comma between numbers"},
		{"[[4, 0], [3, 2]]\n4, 1, 3, 7\n", "a comma then a space parts numbers"},
	} {
		if out, _ := integralFloats([]byte(tc.in), nil); string(out) != tc.in {
			t.Errorf("integralFloats(%q) = %q, want it unchanged: %s", tc.in, out, tc.reason)
		}
	}
}
