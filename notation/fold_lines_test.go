package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/streamhook"
)

// hardCut cuts every line of text longer than width into pieces of
// width bytes and the rest, as fold -w and a terminal's hard wrap do,
// with eol after every line.
func hardCut(text string, width int, eol string) string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		for len(l) > width {
			out = append(out, l[:width])
			l = l[width:]
		}
		out = append(out, l)
	}
	return strings.Join(out, eol)
}

// TestFoldedToursProperty writes random tours (warnsdorffWalk, checked
// by walkOK: the oracle is the tour the test wrote) as a square list on
// one line and as a numbered grid, cuts their long lines at a random
// width (hardCut, written for this test), with a line of text above,
// with and without CRLF line ends, valid and with a single fault
// (blockFault). A valid input must exit 0 with its one tour, a faulty
// one must never exit 0, and a fault is named on the line its square
// or number is written on.
func TestFoldedToursProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 40))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 5, H: 6}, {W: 3, H: 10}, {W: 12, H: 10}, {W: 16, H: 16}}
	read, faults := 0, 0
	for _, b := range boards {
		for round := range 12 {
			p := warnsdorffWalk(rng, b, 200)
			if len(p) != b.Size() || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			grid := round%2 == 1
			tour := newPropTour(b, p)
			bad, what := blockFault(rng, tour, grid)
			write := func(pt propTour) string {
				if grid {
					return rowsWith(pt, "", "%4d", "", "", "\n")
				}
				sep := []string{" ", ", "}[round%4/2]
				var sqs []string
				for _, s := range pt.sq {
					sqs = append(sqs, s.String())
				}
				return strings.Join(sqs, sep)
			}
			text := write(tour)
			longest := len(strings.SplitN(text, "\n", 2)[0])
			if longest <= foldLeast {
				continue // nothing to cut
			}
			width := foldLeast + rng.IntN(min(longest-foldLeast, 60))
			if grid && longest%width == 0 {
				// Rows cut into whole pieces alone are a grid as wide as a
				// piece: no cut shows.
				width--
			}
			eol := []string{"\n", "\r\n"}[rng.IntN(2)]
			head := fmt.Sprintf("$ ./tour %d %d | fold -w %d", b.W, b.H, width) + eol
			for _, c := range []struct {
				what  string
				text  string
				valid bool
			}{
				{"valid", head + hardCut(text, width, eol) + eol, true},
				{what, head + hardCut(write(bad), width, eol) + eol, false},
			} {
				name := fmt.Sprintf("%v/grid=%v/width %d/%s", b, grid, width, c.what)
				switch {
				case !textJudged(t, name, c.text, c.valid, ReadOptions{Board: b}):
				case c.valid:
					read++
				default:
					faults++
				}
			}
		}
	}
	t.Logf("%d valid folded inputs read, %d faulty ones refused or judged invalid", read, faults)
}

// TestFoldedFaultLine: the squares of a folded list keep the line and
// column they are written at. The oracle is the offset of the square in
// the line the test cut.
func TestFoldedFaultLine(t *testing.T) {
	b := board.Board{W: 5, H: 5}
	p := warnsdorffWalk(rand.New(rand.NewPCG(5, 5)), b, 200)
	var sqs []string
	for _, s := range p {
		sqs = append(sqs, s.String())
	}
	sqs[3], sqs[4] = sqs[4], sqs[3] // moves 3 and 4 are no knight's
	line := strings.Join(sqs, " ")
	text := "tour:\n" + hardCut(line, 20, "\n") + "\n"
	tours, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck)
	if code != 1 || len(tours) != 1 {
		t.Fatalf("exit %d, %d tours %v, want exit 1 and one tour:\n%s", code, len(tours), verdicts, text)
	}
	// Square 4 (index 3) is the fault's; it stands on line 2 of the
	// input (after "tour:"), at the column its name begins.
	j := Judge(tours[0], board.Problem{Board: b}, walkCheck)
	want := strings.Index(line, sqs[0]+" "+sqs[1]+" "+sqs[2]+" "+sqs[3]) + len(sqs[0]+sqs[1]+sqs[2]) + 3
	if got, col, ok := j.Doc.Place(3); !ok || got != 2 || col != want+1 {
		t.Errorf("square 4 at %d:%d (%v), want 2:%d:\n%s", got, col, ok, want+1, text)
	}
}

// TestFoldedStreamRefused: an input long enough to be streamed is not
// joined; a list cut inside a square's name is then refused, never
// judged. The oracle is the tour warnsdorffWalk wrote, checked by
// walkOK, cut by hardCut where a name is split.
func TestFoldedStreamRefused(t *testing.T) {
	defer func(was int64) { streamhook.Above = was }(streamhook.Above)
	streamhook.Above = 16
	b := board.Board{W: 8, H: 8}
	p := warnsdorffWalk(rand.New(rand.NewPCG(8, 8)), b, 200)
	if len(p) != b.Size() || !walkOK(b, p) {
		t.Fatal("the test's own tour")
	}
	var sqs []string
	for _, s := range p {
		sqs = append(sqs, s.String())
	}
	line := strings.Join(sqs, " ")
	width := 40
	for line[width-1] == ' ' || line[width] == ' ' {
		width++ // cut inside a name
	}
	text := hardCut(line, width, "\n") + "\n"
	tours, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck)
	if code != 2 || slices.Contains(verdicts, Invalid) || slices.Contains(verdicts, Valid) {
		t.Errorf("exit %d, %d tours %v, want the input refused:\n%s", code, len(tours), verdicts, text)
	}
}
