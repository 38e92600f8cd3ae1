package notation

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"

	"github.com/knightcert/knight/board"
)

// FuzzTextAroundTours: text inserted before, between and after two tours
// (a numbered grid and a square list, on a board of their own) never
// changes how many tours are read, and never turns one of them invalid;
// both stay valid with the path written. The text is the fuzzer's, with
// its digits (of any script) made letters, so that it holds no numbered grid of its own
// (a run of integers that is a tour is a tour); squares glued to letters
// ("xa1y") are no squares. The oracle: warnsdorffWalk's tours, checked by
// walkOK, and the count written.
func FuzzTextAroundTours(f *testing.F) {
	for _, s := range []string{"", "Solution:", "?- knight(N).", ">>> tour()", "```", "np.array([", "]])", "# moves", "* a tour", "{", "}", "[INFO] done", "Rundgang des Springers", "| | |", "-----", "X: Y:", `{"board":`, "\x1b[2J"} {
		f.Add(s, s, s, uint8(0))
	}
	rng := rand.New(rand.NewPCG(24, 7))
	b := board.Board{W: 5, H: 5}
	grid, list := warnsdorffWalk(rng, b, 200), warnsdorffWalk(rng, b, 200)
	if !walkOK(b, grid) || !walkOK(b, list) {
		f.Fatal("the test's own tours")
	}
	var gridText bytes.Buffer
	if err := WritePath(&gridText, b, grid, Grid); err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, before, between, after string, blanks uint8) {
		clean := func(s string) string {
			return strings.Map(func(r rune) rune {
				if unicode.IsDigit(r) { // digits of any script are read as digits
					return 'q' + r%10 // no digits: q..z
				}
				return r
			}, s)
		}
		sep := "\n"
		if blanks%2 == 1 {
			sep = "\n\n" // the text on lines of its own, or against the tours
		}
		in := clean(before) + sep + gridText.String() + sep + clean(between) + sep + list.String() + sep + clean(after) + "\n"
		tours, err := ReadTours(strings.NewReader(in), ReadOptions{Board: b})
		if err != nil {
			t.Fatalf("ReadTours = %v, want two tours in\n%s", err, in)
		}
		if len(tours) != 2 {
			t.Fatalf("read %d tours, want the 2 written in\n%q", len(tours), in)
		}
		for i, want := range []board.Path{grid, list} {
			j := Judge(tours[i], board.Problem{Board: b}, func(q board.Problem, p board.Path) error {
				if !walkOK(q.Board, p) {
					return ErrMisread // any error: the judge's verdict is what is tested
				}
				return nil
			})
			if j.Verdict != Valid || j.Doc.Path.String() != want.String() {
				t.Fatalf("tour %d = %v %v (%v), want valid %v in\n%q", i+1, j.Verdict, j.Doc.Path, j.Err, want, in)
			}
		}
	})
}
