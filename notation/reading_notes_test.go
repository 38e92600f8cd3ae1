package notation

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// noteLines are the line numbers a reading note names as skipped.
var noteLines = regexp.MustCompile(`(?:skipped |, )line (\d+) "`)

// TestNoteNamesLineOnce reads inputs whose words share a line with data
// or lie on it in pieces (a caption before a literal's brackets, a
// shell's words around an array's values) and checks every reading's
// note: the oracle is the note itself, each line it names named once.
func TestNoteNamesLineOnce(t *testing.T) {
	elixir, err := os.ReadFile("testdata/unseen/rosetta-elixir-board-headers-no-solution.txt")
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(24, 33))
	inputs := map[string]string{"rosetta-elixir": string(elixir)}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}} {
		p := warnsdorffWalk(rng, b, 200)
		rows := numberedFrom(newPropTour(b, p).rows, 0)
		for _, pr := range indexPrinters()[:4] {
			inputs[fmt.Sprintf("%v/%s", b, pr.name)] = pr.print(rows)
		}
	}
	for name, text := range inputs {
		for _, b := range []board.Board{{}, {W: 5, H: 5}, {W: 6, H: 6}} {
			tours, _ := ReadTours(strings.NewReader(text), ReadOptions{Board: b})
			for _, tr := range tours {
				for _, d := range tr.Readings {
					note := d.Reading()
					seen := map[string]bool{}
					for _, m := range noteLines.FindAllStringSubmatch(note, -1) {
						if seen[m[1]] {
							t.Errorf("%s -board %v: the note names line %s twice: %s", name, b, m[1], note)
						}
						seen[m[1]] = true
					}
				}
			}
		}
	}
}

// TestDotsCountIsWords writes random tours (warnsdorffWalk, checked by
// walkOK) as square lists and numbered grids with a solver's progress
// dots and count ("........9862") on a line before or after: the tour is
// read as written, one tour, nothing set aside, and the dots line is
// named as skipped words; alone, such a line is no tour and its refusal
// never calls it a bad number.
func TestDotsCountIsWords(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 34))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		var sq []string
		for _, s := range p {
			sq = append(sq, s.String())
		}
		written := map[string]string{
			"squares": strings.Join(sq, " ") + "\n",
			"grid":    rowsWith(newPropTour(b, p), "", "%2d", " ", "", "\n") + "\n",
		}
		for form, tour := range written {
			dots := strings.Repeat(".", 3+rng.IntN(90)) + fmt.Sprint(1+rng.IntN(99999))
			for where, text := range map[string]string{"before": dots + "\n" + tour, "after": tour + "\n" + dots + "\n"} {
				name := fmt.Sprintf("%v/%s/%s", b, form, where)
				tours, _, code := textExit(text, ReadOptions{}, walkCheck)
				if code != 0 || len(tours) != 1 {
					t.Errorf("%s: exit %d with %d tours, want 0 with 1:\n%s", name, code, len(tours), text)
					continue
				}
				at := 1
				if where == "after" {
					at = strings.Count(tour, "\n") + 2
				}
				if note := tours[0].Readings[0].Reading(); !strings.Contains(note, fmt.Sprintf("line %d %q", at, shorten(dots))) {
					t.Errorf("%s: the note does not name the dots line: %s", name, note)
				}
			}
		}
		dots := strings.Repeat(".", 3+rng.IntN(90)) + fmt.Sprint(1+rng.IntN(99999))
		tours, _, code := textExit("16\n8\n"+dots+"\n\nOK!\n", ReadOptions{}, walkCheck)
		for _, tr := range tours {
			if tr.Err != nil && strings.Contains(tr.Err.Error(), "bad number") {
				t.Errorf("%s alone: %v", dots, tr.Err)
			}
		}
		if code == 0 || code == 1 {
			t.Errorf("%s alone: exit %d, want 2: no tour", dots, code)
		}
	}
}

// TestOneLineLiteralOfOtherBoard prints random tours (warnsdorffWalk,
// checked by walkOK) as one-line literals nested two deep (Go's
// [][]int{{...}} numbered from 0 or 1, Python's [[...]] from 1) and reads them
// with -board of another board: undecided, never invalid, and the refusal
// names the literal's board, the one written (the oracle), not a cell as a
// bad square.
func TestOneLineLiteralOfOtherBoard(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 35))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 5, H: 6}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		base := rng.IntN(2)
		rows := numberedFrom(newPropTour(b, p).rows, base)
		pt := propTour{rows: rows}
		for form, text := range map[string]string{
			"go":     "board := [][]int{" + rowsWith(pt, "{", "%d", ", ", "}", ", ") + "}\n",
			"python": "[" + rowsWith(pt, "[", "%d", ", ", "]", ", ") + "]\n",
		} {
			for _, given := range []board.Board{{W: 8, H: 8}, {W: 7, H: 7}, {W: 5, H: 5}} {
				if given == b || form == "python" && base == 0 {
					// Python's brackets from 0 also read as X,Y pairs
					// from 0, a reading of their own refused on its
					// own terms.
					continue
				}
				name := fmt.Sprintf("%v/%s/from %d/-board %v", b, form, base, given)
				tours, _, code := textExit(text, ReadOptions{Board: given}, walkCheck)
				if code != 2 || len(tours) != 1 {
					t.Errorf("%s: exit %d with %d tours, want 2 with 1:\n%s", name, code, len(tours), text)
					continue
				}
				if err := tours[0].Err; !errors.Is(err, ErrBoardMismatch) || !strings.Contains(err.Error(), "grid is "+b.String()) {
					t.Errorf("%s: %v, want the grid named %v:\n%s", name, err, b, text)
				}
			}
		}
	}
}
