package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// pageOf writes squares as a sentence of running text wrapped at width
// (words kept whole, written for this test), cut after the line at the
// middle that ends in a comma by a page's footer and header: a page
// number, and a form feed and a header or a header alone.
func pageOf(rng *rand.Rand, sqs []string, width int) string {
	text := "The knight starts in a corner and visits each square once, in this order: " +
		strings.Join(sqs, ", ") + ". Check each move by hand."
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && len(line)+1+len(w) > width {
			lines = append(lines, line)
			line = w
			continue
		}
		line = strings.TrimPrefix(line+" "+w, " ")
	}
	lines = append(lines, line)
	cut := len(lines) / 2
	for cut < len(lines)-1 && !strings.HasSuffix(lines[cut-1], ",") {
		cut++
	}
	header := []string{"\fChapter 3. Small boards", "Knight's tours", "\f"}[rng.IntN(3)]
	page := []string{"", fmt.Sprint(10 + rng.IntN(300)), "", header, ""}
	if rng.IntN(2) == 0 {
		page = []string{"", header, "", fmt.Sprint(10 + rng.IntN(300))}
	}
	return strings.Join(append(append(append([]string(nil), lines[:cut]...), page...), lines[cut:]...), "\n") + "\n"
}

// TestPageBreakListProperty writes random tours (warnsdorffWalk, checked
// by walkOK: the oracle is the tour the test wrote) as a list in prose
// cut by a page break (pageOf), valid and with a single fault
// (blockFault), on the board given and on none: a valid list must exit
// 0 as one tour, a faulty one never exit 0. Two whole tours, each cut
// by a page break, the first list ending in a comma before the second,
// are never read as one: no verdict invalid, and exit 0 only with two
// tours.
func TestPageBreakListProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 2))
	read := 0
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 3, H: 10}, {W: 12, H: 7}, {W: 16, H: 3}} {
		for round := range 8 {
			p := warnsdorffWalk(rng, b, 200)
			if len(p) != b.Size() || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			tour := newPropTour(b, p)
			bad, what := blockFault(rng, tour, false)
			names := func(pt propTour) []string {
				var out []string
				for _, s := range pt.sq {
					out = append(out, s.String())
				}
				return out
			}
			opt := ReadOptions{}
			if round%2 == 0 {
				opt.Board = b
			}
			width := 45 + rng.IntN(30)
			for _, c := range []struct {
				what  string
				text  string
				valid bool
			}{
				{"valid", pageOf(rng, names(tour), width), true},
				{what, pageOf(rng, names(bad), width), false},
			} {
				name := fmt.Sprintf("%v/board given %v/%s", b, opt.Board == b, c.what)
				if textJudged(t, name, c.text, c.valid, opt) && c.valid {
					read++
				}
			}
			// Two whole tours, a page break between them, the first
			// list ending in a comma.
			two := strings.Join(names(tour), ", ") + ",\n\n" + fmt.Sprint(round+10) + "\n\fKnight's tours\n\n" + strings.Join(names(tour), ", ") + "\n"
			tours, verdicts, code := textExit(two, opt, walkCheck)
			for _, v := range verdicts {
				if v == Invalid || code == 0 && len(tours) != 2 {
					t.Errorf("%v: two valid tours read as %d, %v, exit %d:\n%s", b, len(tours), verdicts, code, two)
					break
				}
			}
		}
	}
	t.Logf("%d valid lists cut by a page break read", read)
}

// TestSquareEndsSentence: a list in prose whose last square starts a
// line and ends a sentence ("c4. Check each move.") is read with that
// square, never judged a tour a square short. The oracle is the tour
// warnsdorffWalk wrote, checked by walkOK.
func TestSquareEndsSentence(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 3))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 8, H: 8}, {W: 12, H: 7}} {
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		var sqs []string
		for _, s := range p {
			sqs = append(sqs, s.String())
		}
		text := "The knight visits, in order:\n" + strings.Join(sqs[:len(sqs)-1], ", ") + ",\n" + sqs[len(sqs)-1] + ". Check each move by hand.\n"
		tours, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck)
		if code != 0 || len(tours) != 1 {
			t.Errorf("%v: exit %d, %d tours %v, want exit 0 and 1 tour:\n%s", b, code, len(tours), verdicts, text)
		}
	}
}
