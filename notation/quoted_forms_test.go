package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestQuotedFormGrids: a grid written as the quoted last argument of a
// Lisp form ("(check 5 '((1 16 ...)"), its first row on the form's line,
// is read as its rows whatever the form's arguments: the form's name and
// numbers before the quote are words. The rule came from Racket's
// '((...)) lists in a #| |# block and behind ";;"; these are Common
// Lisp's backquote, Scheme's #( vectors, Emacs Lisp's '[ vectors and
// Clojure's '[ vectors inside a nested form, behind no comment, "; " and
// "#|". The oracle is walkOK on the tours the test writes and the
// numbering it writes: a tour is one valid tour; with two squares
// swapped, never valid; with one number written in place of another
// (a complete numbering but for one fault), one invalid tour.
func TestQuotedFormGrids(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(9, 2)))
	wrappers := map[string]func(b board.Board, rows [][]int) string{
		"common lisp backquote": func(b board.Board, rows [][]int) string {
			return fmt.Sprintf("(assert-tour %d %d `(", b.W, b.H) + writeRows(rows, "(", " ", ")") + "))\n"
		},
		"scheme vectors, ; comments": func(b board.Board, rows [][]int) string {
			body := writeRows(rows, "#(", " ", ")")
			return "; (verify-board " + fmt.Sprint(b.W) + " #(" + strings.ReplaceAll(body, "\n", "\n;   ") + "))\n"
		},
		"emacs lisp vectors in #|": func(b board.Board, rows [][]int) string {
			return "#| (knight-check " + fmt.Sprint(b.H) + " 0 '[" + writeRows(rows, "[", " ", "]") + "]) |#\n"
		},
		"clojure nested form": func(b board.Board, rows [][]int) string {
			return fmt.Sprintf("(deftest board-%d (is (valid? %d '[", b.W, b.W) + writeRows(rows, "[", " ", "]") + "])))\n"
		},
	}
	for name, wrap := range wrappers {
		for b, p := range tours {
			twice := rowsOf(b, p, 1)
			twice[b.H-1][b.W-1] = twice[0][0] // one number written twice, another missing
			for _, c := range []struct {
				what string
				rows [][]int
				want func([]Verdict) bool
			}{
				{"a tour", rowsOf(b, p, 1), func(vs []Verdict) bool { return fmt.Sprint(vs) == "[valid]" }},
				{"two squares swapped", rowsOf(b, swapped(t, b, p), 1), func(vs []Verdict) bool { return len(vs) == 1 && !slices.Contains(vs, Valid) }},
				{"a number twice", twice, func(vs []Verdict) bool { return fmt.Sprint(vs) == "[invalid]" }},
			} {
				text := wrap(b, c.rows)
				if _, vs, err := judgeText(text, board.Board{}); err != nil || !c.want(vs) {
					t.Errorf("%s on %v, %s: verdicts %v (%v):\n%s", name, b, c.what, vs, err, text)
				}
			}
		}
	}
}
