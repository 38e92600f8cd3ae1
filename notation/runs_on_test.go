package notation

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// pageBreaks are what a page puts between two runs of a tour printed in
// prose: a page number and a running header as pdftotext writes them, a
// form feed, a centred page number, a "continued" note. None is the
// probe's exact text.
var pageBreaks = []string{
	"\n\n- 12 -\n\nCHAPTER 3\n\n",
	"\nPage 3 of 9\n\nKNIGHT'S TOURS, CONTINUED\n\n",
	"\n\f\nChapter 3. Tours\n\n",
	"\n-- 7 --\n\n",
	"\n\n                    [continued on the next page]\n\n",
	"\n\n117\n\n",
}

// TestPageBrokenTourNotAccused writes tours made by warnsdorffWalk
// (checked by walkOK) as a sentence of squares, cuts the sentence at a
// random square, puts a page break between the halves, and judges the
// text on the board given. Oracle: the tour written is valid, so no
// reading may call either half invalid: the text between the runs may
// cut one tour. And a list three squares short with no squares anywhere
// else is still judged invalid: the rule takes away no accusation it
// cannot explain.
func TestPageBrokenTourNotAccused(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 3))
	words := func(ps board.Path) string {
		var s []string
		for _, q := range ps {
			s = append(s, q.String())
		}
		return strings.Join(s, ", ")
	}
	for _, b := range []board.Board{{W: 3, H: 7}, {W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 12, H: 5}, {W: 7, H: 9}, {W: 10, H: 10}} {
		p := warnsdorffWalk(rng, b, 400)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: no tour made", b)
		}
		for i, brk := range pageBreaks {
			cut := len(p)/4 + rng.IntN(len(p)/2)
			text := "Starting from the corner, the knight visits every square of the board once. In order,\nthe squares are " +
				words(p[:cut]) + "," + brk + words(p[cut:]) + ". Each move is an L-shaped jump.\n"
			_, verdicts, _ := textExit(text, ReadOptions{Board: b}, walkCheck)
			if hasVerdict(verdicts, Invalid) {
				t.Errorf("%v break %d: verdicts %v, want no invalid\n%s", b, i, verdicts, text)
			}
		}
		short := words(p[:len(p)-3]) + "\n"
		if _, verdicts, code := textExit(short, ReadOptions{Board: b}, walkCheck); code != 1 || !hasVerdict(verdicts, Invalid) {
			t.Errorf("%v: a list 3 squares short alone: exit %d, verdicts %v, want 1 and invalid", b, code, verdicts)
		}
	}
}
