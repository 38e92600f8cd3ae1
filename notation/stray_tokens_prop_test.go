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
// tours are all valid never exits 1 nor has a tour judged invalid and, read to exit 0, holds the tours
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
	case valid && (code == 1 || slices.Contains(verdicts, Invalid)):
		t.Errorf("%s: valid tours judged invalid (exit %d, %v):\n%s", name, code, verdicts, text)
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

// strayLines are lines of text that hold a token shaped like a tour's
// part, none of them a tour: an ellipsis, a heading or an index of one
// number in brackets, an option glued to its value after '='. The rule
// that sets them aside was written from other lines ("...", "[1]",
// "-std=c11").
func strayLines(rng *rand.Rand) string {
	letters := "abcdefgh"
	sq := func() string { return fmt.Sprintf("%c%d", letters[rng.IntN(len(letters))], 1+rng.IntN(12)) }
	switch rng.IntN(7) {
	case 0:
		return strings.Repeat(".", 3+rng.IntN(4))
	case 1:
		return fmt.Sprintf("[%d]", 1+rng.IntN(2))
	case 2:
		return fmt.Sprintf("(%d)", 1+rng.IntN(2))
	case 3:
		return fmt.Sprintf("clang -O%d -std=%s main.c", rng.IntN(4), sq())
	case 4:
		return fmt.Sprintf("Built with --target=%s", sq())
	case 5:
		return fmt.Sprintf("  %s", strings.Repeat(".", 3+rng.IntN(3)))
	default:
		return fmt.Sprintf("Run finished, profile=%s", sq())
	}
}

// TestStrayTokensBesideTourProperty writes random tours, as a square
// list, numbered rows or x-y pairs, one to three of them, with strayLines before,
// between and after them, valid and with one tour's squares swapped,
// with and without the board. No such line may be read as a tour of its
// own (no more tours read than written), stand in for one, or make a
// valid input invalid.
func TestStrayTokensBesideTourProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 24))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}} {
		for rep := range 24 {
			n := 1 + rng.IntN(3)
			grid := rep%2 == 1
			var paths []board.Path
			for range n {
				paths = append(paths, strayTour(t, rng, b))
			}
			fault := -1
			if rep%3 == 2 {
				fault = rng.IntN(n)
				q := swapAt(paths[fault], rng.IntN(b.Size()-1))
				if walkOK(b, q) {
					continue
				}
				paths[fault] = q
			}
			var parts []string
			for k, p := range paths {
				parts = append(parts, strayLines(rng))
				switch {
				case k == n-1 && rep%4 == 3:
					// A notation a reader may refuse: the stray lines
					// must not stand in for it.
					var xy []string
					for _, s := range p {
						xy = append(xy, fmt.Sprintf("%d-%d", s.X, s.Y))
					}
					parts = append(parts, "Path = ["+strings.Join(xy, ", ")+"].")
				case grid:
					parts = append(parts, rowsWith(newPropTour(b, p), "", "%2d", " ", "", "\n"))
				default:
					parts = append(parts, p.String())
				}
			}
			parts = append(parts, strayLines(rng))
			text := strings.Join(parts, "\n\n") + "\n"
			for _, opt := range []ReadOptions{{}, {Board: b}} {
				strayCheck(t, fmt.Sprintf("%v/%d/grid %v/fault %d/board %v", b, rep, grid, fault, opt.Board), text, opt, fault < 0, rep%4 == 3, n)
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

// stepRows are the rows of a table of p's steps from 1 and its squares'
// row and column from 0.
func stepRows(p board.Path) [][3]int {
	var rows [][3]int
	for k, s := range p {
		rows = append(rows, [3]int{k + 1, int(s.Y - 1), int(s.X - 1)})
	}
	return rows
}

// threeRowsNumber reports whether three consecutive rows hold 0..8, each
// once: a 3x3 board's numbering by chance.
func threeRowsNumber(rows [][3]int) bool {
	for r := 0; r+3 <= len(rows); r++ {
		seen := map[int]bool{}
		for _, row := range rows[r : r+3] {
			for _, v := range row {
				if v <= 8 {
					seen[v] = true
				}
			}
		}
		if len(seen) == 9 {
			return true
		}
	}
	return false
}

// TestStepTableProperty writes random tours as tables of a step and the
// square's row and column from 0, one step a line under a heading
// ("-- tour 1 --", "Step\tRow\tCol", then "1\t0\t1", ...), valid and with
// two squares swapped, as a log prints them; the tours kept are those
// whose table has three rows that hold 0..8 by chance (threeRowsNumber): a
// grid numbering a 3x3 board, which must be read as the table's rows,
// never as a tour of its own, let alone an invalid one.
func TestStepTableProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 36))
	kept := 0
	for try := 0; try < 3000 && kept < 6; try++ {
		b := board.Board{W: 6, H: 6}
		p := strayTour(t, rng, b)
		if !threeRowsNumber(stepRows(p)) {
			continue
		}
		kept++
		for _, c := range []struct {
			what  string
			path  board.Path
			valid bool
		}{{"valid", p, true}, {"swapped", swapAt(p, len(p)-2), false}} {
			if c.valid != walkOK(b, c.path) {
				continue
			}
			lines := []string{"-- tour 1 --", "Step\tRow\tCol"}
			for _, r := range stepRows(c.path) {
				lines = append(lines, fmt.Sprintf("%d\t%d\t%d", r[0], r[1], r[2]))
			}
			text := strings.Join(lines, "\n") + "\n"
			for _, opt := range []ReadOptions{{}, {Board: b}} {
				strayCheck(t, fmt.Sprintf("%v/%d/%s/board %v", b, try, c.what, opt.Board), text, opt, c.valid, false, 1)
			}
		}
	}
	if kept == 0 {
		t.Fatal("no table with three rows numbering 0..8 in 3000 tours: the test tests nothing")
	}
	t.Logf("%d tables with three rows numbering 0..8", kept)

}
