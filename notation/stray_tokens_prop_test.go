package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// strayTour is a random tour of b (warnsdorffWalk), checked by walkOK.
func strayTour(t *testing.T, rng *rand.Rand, b board.Board) board.Path {
	t.Helper()
	p := warnsdorffWalk(rng, b, 500)
	if len(p) != b.Size() || !walkOK(b, p) {
		t.Fatalf("%v: the test's own tour", b)
	}
	return p
}

// swapAt is p with the squares i and i+1 exchanged: a single fault, no
// knight's tour any more when the swap breaks a move (walkOK says).
func swapAt(p board.Path, i int) board.Path {
	q := slices.Clone(p)
	q[i], q[i+1] = q[i+1], q[i]
	return q
}

// strayCheck holds an input to the rule of certainty: an input whose
// tours are all valid never exits 1 and, read to exit 0, holds the tours
// written, each once; an input with a fault never exits 0; and no more
// tours are judged (valid or invalid) than were written. With loose, a
// tour is written in a notation a reader may refuse, which another
// check covers: only the first and the last rule are held.
func strayCheck(t *testing.T, name, text string, opt ReadOptions, valid, loose bool, written int) {
	t.Helper()
	tours, verdicts, code := textExit(text, opt, walkCheck) // walkCheck: the oracle is the tour the test wrote
	judged := 0
	for _, v := range verdicts {
		if v != Unreadable {
			judged++
		}
	}
	switch {
	case valid && code == 1:
		t.Errorf("%s: valid tours judged invalid (%v):\n%s", name, verdicts, text)
	case judged > written:
		t.Errorf("%s: %d tours judged, %d written (%v):\n%s", name, judged, written, verdicts, text)
	case loose:
	case !valid && code == 0:
		t.Errorf("%s: a faulty tour passed (%d tours, %v):\n%s", name, len(tours), verdicts, text)
	case valid && code == 0 && len(tours) != written:
		t.Errorf("%s: exit 0 with %d tours read, %d written (%v):\n%s", name, len(tours), written, verdicts, text)
	}
}

// TestTermStopProperty writes random tours' numbered rows as terms that
// end with a full stop after their closing bracket (Prolog and Erlang
// facts, made up here: "[1,14,9].", "{1, 14, 9}.", "row([1,14,9])."),
// valid and with two squares swapped. The full stop is the term's
// punctuation, no column of unvisited squares: a valid grid exits 0 as
// one tour, a faulty one never does.
func TestTermStopProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 5))
	terms := []struct {
		name        string
		open, close string
		sep         string
	}{
		{"list", "[", "].", ","},
		{"spaced list", "[", "] .", ", "},
		{"tuple", "{", "}.", ", "},
		{"fact", "row([", "]).", ","},
		{"paren", "(", ").", " "},
	}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}} {
		for rep := range 2 {
			p := strayTour(t, rng, b)
			for _, tm := range terms {
				for _, c := range []struct {
					what  string
					path  board.Path
					valid bool
				}{{"valid", p, true}, {"swapped", swapAt(p, rng.IntN(len(p)-1)), false}} {
					if c.valid != walkOK(b, c.path) {
						continue // a swap that keeps a tour: no fault to find
					}
					text := rowsWith(newPropTour(b, c.path), tm.open, "%d", tm.sep, tm.close, "\n") + "\n"
					for _, opt := range []ReadOptions{{}, {Board: b}} {
						strayCheck(t, fmt.Sprintf("%v/%d/%s/%s/board %v", b, rep, tm.name, c.what, opt.Board), text, opt, c.valid, false, 1)
					}
				}
			}
		}
	}
}

// TestFileTupleProperty writes random tours as tuples of a file's letter
// and a rank, in brackets and quotes the rule was not written from
// ("('g', 1)", "[G; 1]"), or as x-y pairs ("5-2, 3-1"), valid and with
// two squares swapped. The letter is the file: the ranks are never
// paired as integers with the letters dropped, and x-y is a pair, not a
// number and a negative one; so a valid list exits 0 as the one tour
// written (every valid one reads), and a faulty one never exits 0.
func TestFileTupleProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 61))
	forms := []struct {
		name string
		f    func(s board.Square) string
		sep  string
	}{
		{"python", func(s board.Square) string { return fmt.Sprintf("('%c', %d)", 'a'+s.X-1, s.Y) }, ", "},
		{"bare", func(s board.Square) string { return fmt.Sprintf("(%c,%d)", 'a'+s.X-1, s.Y) }, ", "},
		{"upper", func(s board.Square) string { return fmt.Sprintf("[%c; %d]", 'A'+s.X-1, s.Y) }, " "},
		{"braces", func(s board.Square) string { return fmt.Sprintf("{\"%c\", %d}", 'a'+s.X-1, s.Y) }, ",\n"},
		{"dash pairs", func(s board.Square) string { return fmt.Sprintf("%d-%d", s.X, s.Y) }, ", "},
	}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 8, H: 4}, {W: 6, H: 6}, {W: 8, H: 8}} {
		for rep := range 2 {
			p := strayTour(t, rng, b)
			for _, fm := range forms {
				for _, c := range []struct {
					what  string
					path  board.Path
					valid bool
				}{{"valid", p, true}, {"swapped", swapAt(p, rng.IntN(len(p)-1)), false}} {
					if c.valid != walkOK(b, c.path) {
						continue
					}
					var ts []string
					for _, s := range c.path {
						ts = append(ts, fm.f(s))
					}
					text := strings.Join(ts, fm.sep) + "\n"
					for _, opt := range []ReadOptions{{}, {Board: b}} {
						name := fmt.Sprintf("%v/%d/%s/%s/board %v", b, rep, fm.name, c.what, opt.Board)
						strayCheck(t, name, text, opt, c.valid, false, 1)
						tours, _, code := textExit(text, opt, walkCheck)
						switch {
						case c.valid && code != 0:
							t.Errorf("%s: a valid list refused (exit %d):\n%s", name, code, text)
						case c.valid && (len(tours[0].Readings) == 0 || !slices.Equal(tours[0].Readings[0].Path, c.path)):
							t.Errorf("%s: read as another path than the one written:\n%s", name, text)
						}
					}
				}
			}
		}
	}
}
