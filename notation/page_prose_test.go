package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// bookPage writes sqs as a book's sentence: the start named in the
// prose ("The knight starts at c5 and then visits, in order, a4, ...")
// or the whole list after it, wrapped at width with long words
// hyphenated at the line's end as a typesetter does, the list cut after
// a random line that ends in a comma by a page's furniture (a page
// number, a centred number, a running title in capitals, blank lines
// around), and a clause after its last square. Written for this test.
func bookPage(rng *rand.Rand, sqs []string, width int, startInProse bool) string {
	text := "The knight visits, in order, " + strings.Join(sqs, ", ")
	if startInProse {
		text = "The knight starts at " + sqs[0] + " and then visits, in order, " + strings.Join(sqs[1:], ", ")
	}
	text += "; every square is visited exactly once."
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && len(line)+1+len(w) > width {
			if len(w) >= 6 && len(line)+1+len(w)/2+1 <= width {
				line += " " + w[:len(w)/2] + "-"
				w = w[len(w)/2:]
			}
			lines = append(lines, line)
			line = w
			continue
		}
		line = strings.TrimPrefix(line+" "+w, " ")
	}
	lines = append(lines, line)
	var cuts []int // lines of the list after which it may be cut
	for k := 1; k+1 < len(lines); k++ {
		if strings.HasSuffix(lines[k], ",") {
			cuts = append(cuts, k+1)
		}
	}
	if len(cuts) == 0 {
		return "" // too short a list to cut at this width
	}
	cut := cuts[rng.IntN(len(cuts))]
	furniture := [][]string{
		{"", fmt.Sprintf("Page %d of %d", 10+rng.IntN(90), 100+rng.IntN(300)), ""},
		{"", fmt.Sprintf("- %d -", 10+rng.IntN(300)), ""},
		{"", "ELEMENTARY COMBINATORICS, 2ND EDITION", ""},
		{"", fmt.Sprintf("Page %d of %d", 10+rng.IntN(90), 100+rng.IntN(300)), "KNIGHTS AND OTHER LEAPERS", ""},
	}[rng.IntN(4)]
	out := append(append(append([]string(nil), lines[:cut]...), furniture...), lines[cut:]...)
	return strings.Join(out, "\n") + "\n"
}

// TestBookPageListProperty writes random tours (warnsdorffWalk, checked
// by walkOK: the oracle is the tour the test wrote) of boards up to
// 12x12 as a book's sentence cut by a page's furniture (bookPage), on
// the board given: a valid list must exit 0 as one tour; one with a
// single fault (blockFault) never exits 0; two whole tours written so,
// one after the other, are two tours, never one nor an invalid one.
func TestBookPageListProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(48, 12))
	names := func(pt propTour) []string {
		var out []string
		for _, s := range pt.sq {
			out = append(out, s.String())
		}
		return out
	}
	read := 0
	for round := range 40 {
		b := board.Board{W: int32(5 + rng.IntN(8)), H: int32(5 + rng.IntN(8))}
		p := warnsdorffWalk(rng, b, 400)
		if len(p) != b.Size() || !walkOK(b, p) {
			continue // no tour found from this draw: nothing to write
		}
		tour := newPropTour(b, p)
		bad, what := blockFault(rng, tour, false)
		opt := ReadOptions{Board: b}
		width := 40 + rng.IntN(40)
		inProse := round%2 == 0
		for _, c := range []struct {
			what  string
			text  string
			valid bool
		}{
			{"valid", bookPage(rng, names(tour), width, inProse), true},
			{what, bookPage(rng, names(bad), width, inProse), false},
		} {
			if c.text == "" {
				continue
			}
			name := fmt.Sprintf("%v/start in prose %v/%s", b, inProse, c.what)
			if textJudged(t, name, c.text, c.valid, opt) && c.valid {
				read++
			}
		}
		two := bookPage(rng, names(tour), width, inProse) + "\n" + bookPage(rng, names(tour), width, inProse)
		if strings.HasPrefix(two, "\n") || strings.HasSuffix(two, "\n\n") {
			continue
		}
		tours, verdicts, code := textExit(two, opt, walkCheck)
		if hasVerdict(verdicts, Invalid) || code == 0 && len(tours) != 2 {
			t.Errorf("%v: two valid tours read as %d, %v, exit %d:\n%s", b, len(tours), verdicts, code, two)
		}
	}
	if read < 20 {
		t.Errorf("%d valid lists read, want 20 or more", read)
	}
	t.Logf("%d valid lists cut by a page read", read)
}
