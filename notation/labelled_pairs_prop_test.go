package notation

import (
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestLabelledPairsProperty writes random tours (warnsdorffWalk, checked
// by walkOK: the oracle is the tour the test wrote) as squares labelled
// by axis ("X3 Y2", "x=3, y=2", "X:3 Y:2"), from 0 or from 1, parted by
// '|' after each, commas, arrows or lines, two tours an input: both are
// read and valid. With two squares of one tour swapped the input never
// exits 0.
func TestLabelledPairsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 23))
	labels := []string{"X%d Y%d", "x=%d, y=%d", "X:%d Y:%d", "x%d y%d"}
	seps := []struct{ sep, end string }{{"|", "|"}, {", ", ""}, {" -> ", ""}, {"\n", ""}}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 4, H: 3}, {W: 6, H: 6}, {W: 8, H: 8}} {
		for rep := range 2 {
			var ps []board.Path
			for range 2 {
				p := warnsdorffWalk(rng, b, 500)
				if len(p) != b.Size() || !walkOK(b, p) {
					t.Fatalf("%v: the test's own tour", b)
				}
				ps = append(ps, p)
			}
			for _, label := range labels {
				for _, sp := range seps {
					for _, base := range []int{0, 1} {
						for _, faulty := range []bool{false, true} {
							var lines []string
							for k, p := range ps {
								if faulty && k == 1 {
									p = swapped(t, b, p)
								}
								var cs []string
								for _, s := range p {
									cs = append(cs, fmt.Sprintf(label, int(s.X)-1+base, int(s.Y)-1+base))
								}
								lines = append(lines, fmt.Sprintf("Found valid path %d:", k+1), strings.Join(cs, sp.sep)+sp.end)
							}
							text := strings.Join(lines, "\n") + "\n"
							if sp.sep == "\n" {
								text = strings.Join(lines, "\n\n") + "\n"
							}
							name := fmt.Sprintf("%v/%d/%q/%q/from %d/faulty=%v", b, rep, label, sp.sep, base, faulty)
							tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
							switch {
							case faulty && code == 0:
								t.Errorf("%s: a swapped tour passed (%v):\n%s", name, verdicts, text)
							case !faulty && (code != 0 || len(tours) != 2):
								t.Errorf("%s: exit %d with %d tours (%v), 2 valid written:\n%s", name, code, len(tours), verdicts, text)
							}
						}
					}
				}
			}
		}
	}
}

// TestLabelledPairsSample reads the real output the rule comes from: two
// tours of 3x4 as "X3 Y2|X1 Y1|...|", from 0. The oracle is the blind
// answer: two valid tours.
func TestLabelledPairsSample(t *testing.T) {
	b, err := os.ReadFile("testdata/unseen/cpp-run-lablazer-sachovnica-all-paths-x-y-bars.txt")
	if err != nil {
		t.Fatal(err)
	}
	tours, verdicts, code := textExit(string(b), ReadOptions{}, walkCheck)
	if code != 0 || len(tours) != 2 {
		t.Errorf("exit %d, %d tours (%v), want two valid tours", code, len(tours), verdicts)
	}
}

// TestUnforeseenLabelsProperty writes random tours (warnsdorffWalk,
// checked by walkOK: the oracle is the tour the test wrote) as pairs
// labelled in spellings of many programs and languages, glued to their
// numbers or not, the column first or the row, from 0 or from 1, on
// square and oblong boards, some of 18 files or more, where a label's
// letter is a file ("C9 R5" reads as the squares c9 and r5). With the
// board given or not, a valid tour is never judged invalid, and one with
// two squares swapped never passes.
func TestUnforeseenLabelsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(45, 45))
	spellings := []struct {
		format   string
		rowFirst bool
	}{
		{"(col: %d, row: %d)", false},
		{`{"file":%d,"rank":%d}`, false},
		{"Point(x=%d, y=%d)", false},
		{"<x:%d|y:%d>", false},
		{"X=%d Y=%d", false},
		{"c=%d r=%d", false},
		{"(y: %d, x: %d)", true},
		{"(Zeile: %d, Spalte: %d)", true},
		{"C%d R%d", false},
		{"R%d C%d", true},
		{"Y%d X%d", true},
		{"col%d row%d", false},
		{"(fila %d, columna %d)", true},
	}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 5, H: 6}, {W: 7, H: 4}, {W: 20, H: 20}, {W: 19, H: 18}} {
		p := warnsdorffWalk(rng, b, 500)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		for _, sp := range spellings {
			for _, base := range []int{0, 1} {
				for _, faulty := range []bool{false, true} {
					q := p
					if faulty {
						q = swapped(t, b, p)
					}
					var cs []string
					for _, s := range q {
						c, r := int(s.X)-1+base, int(s.Y)-1+base
						if sp.rowFirst {
							c, r = r, c
						}
						cs = append(cs, fmt.Sprintf(sp.format, c, r))
					}
					text := "[" + strings.Join(cs, ", ") + "]\n"
					for _, given := range []board.Board{b, {}} {
						name := fmt.Sprintf("%v/%q/from %d/faulty=%v/board %v", b, sp.format, base, faulty, given)
						_, verdicts, code := textExit(text, ReadOptions{Board: given}, walkCheck)
						switch {
						case faulty && code == 0:
							t.Errorf("%s: a swapped tour passed (%v):\n%.200s", name, verdicts, text)
						case !faulty && code == 1:
							t.Errorf("%s: a valid tour judged invalid (%v):\n%.200s", name, verdicts, text)
						}
					}
				}
			}
		}
	}
}
