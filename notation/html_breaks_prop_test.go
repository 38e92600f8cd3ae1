package notation

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestHTMLBreaksProperty writes random tours (warnsdorffWalk, checked by
// walkOK: the oracle is the tour the test wrote) as numbered grids whose
// rows are joined by HTML line breaks of several spellings, cells padded
// with spaces or "&nbsp;", tours parted by two breaks, all on one line
// or a tour a line: each tour is read and valid. With a number written
// twice in one tour the input never exits 0, and a refusal or fault
// names a line and column of the input as written, inside a tour's text.
func TestHTMLBreaksProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 24))
	type layout struct {
		name      string
		br, sep   string
		tourSep   string
		zeroWidth bool
	}
	layouts := []layout{
		{"php echo", "<br>", " ", "<br><br>", true},
		{"xhtml", "<br />", " ", "<br /><br />", false},
		{"upper case", "<BR>", "&nbsp;", "<BR><BR>", false},
		{"slash", "<br/>", "&nbsp;&nbsp;", "<br/>\n", true},
		{"trailing space", " <br>", " ", " <br><br>", true},
	}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 4, H: 5}} {
		for rep := range 3 {
			var ts []propTour
			for range 2 {
				p := warnsdorffWalk(rng, b, 500)
				if len(p) != b.Size() || !walkOK(b, p) {
					t.Fatalf("%v: the test's own tour", b)
				}
				ts = append(ts, newPropTour(b, p))
			}
			for _, l := range layouts {
				for _, faulty := range []bool{false, true} {
					var parts []string
					for k, pt := range ts {
						rows := slices.Clone(pt.rows)
						if faulty && k == 1 {
							rows[1] = slices.Clone(rows[1])
							rows[1][2] = rows[2][1]
						}
						f := "%d"
						if l.zeroWidth {
							f = "%02d"
						}
						var rs []string
						for _, r := range rows {
							rs = append(rs, cells(r, f, l.sep))
						}
						parts = append(parts, strings.Join(rs, l.br))
					}
					text := strings.Join(parts, l.tourSep) + l.br + "\n"
					name := fmt.Sprintf("%v/%d/%s/faulty=%v", b, rep, l.name, faulty)
					tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
					if !faulty {
						if code != 0 || len(tours) != len(ts) {
							t.Errorf("%s: exit %d with %d tours (%v), %d valid written:\n%s", name, code, len(tours), verdicts, len(ts), text)
						}
						continue
					}
					if code == 0 {
						t.Errorf("%s: a number written twice passed (%v):\n%s", name, verdicts, text)
					}
					lines := strings.Split(text, "\n")
					for _, tr := range tours {
						var pe *board.ParseError
						if !errors.As(tr.Err, &pe) {
							continue
						}
						if pe.Line < 1 || pe.Line > len(lines) || pe.Col < 1 || pe.Col > len(lines[pe.Line-1]) || !isDigit(lines[pe.Line-1][pe.Col-1]) {
							t.Errorf("%s: fault at %d:%d (%v), not at a number of the input:\n%s", name, pe.Line, pe.Col, tr.Err, text)
						}
					}
				}
			}
		}
	}
}

// TestHTMLBreaksSample reads the real output the rule comes from: PHP's
// echo of a start board and a tour, rows joined by "<br>", on one line.
// The oracle is the blind answer: one valid 8x8 tour.
func TestHTMLBreaksSample(t *testing.T) {
	b, err := os.ReadFile("testdata/unseen/php-run-valdas-knit-html-br-8x8.txt")
	if err != nil {
		t.Fatal(err)
	}
	tours, verdicts, code := textExit(string(bytes.TrimRight(b, "\n"))+"\n", ReadOptions{}, walkCheck)
	if code != 0 || len(tours) != 1 || tours[0].Readings[0].Board != (board.Board{W: 8, H: 8}) {
		t.Errorf("exit %d, %d tours (%v), want one valid 8x8 tour", code, len(tours), verdicts)
	}
}
