package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestBracketListsWrapped: square lists in brackets, each wrapped over
// lines and closed by its bracket, one after another, are a tour a
// bracket when each bracket holds more than half the board, whatever the
// line lengths: here ten squares a line, so that no line holds a tour and
// the squares are no whole number of tours. The rule came from a Ruby
// constant of %w[...] arrays; these are Python lists of strings, Perl's
// [qw(...)] rows, Lisp lists and Elixir's ~w(...) sigils. Two tours and a
// path begun (two thirds of a tour) are written. The oracle is walkOK on
// what the test writes: three tours read, the two tours valid and the
// path never valid; with two squares of a tour swapped, never three
// valid.
func TestBracketListsWrapped(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(9, 4)))
	wrap := func(sq []string, open, close, q, sep string) string {
		var ls []string
		for k := 0; k < len(sq); k += 10 {
			var cs []string
			for _, s := range sq[k:min(k+10, len(sq))] {
				cs = append(cs, q+s+q)
			}
			ls = append(ls, strings.Join(cs, sep))
		}
		return open + strings.Join(ls, sep+"\n    ") + close
	}
	wrappers := map[string]func(lists [][]string) string{
		"python lists of strings": func(ls [][]string) string {
			var out []string
			for _, l := range ls {
				out = append(out, wrap(l, "    [", "]", `"`, ", "))
			}
			return "TOURS = [\n" + strings.Join(out, ",\n") + ",\n]\n"
		},
		"perl qw rows": func(ls [][]string) string {
			var out []string
			for _, l := range ls {
				out = append(out, wrap(l, "  [qw(", ")]", "", " "))
			}
			return "my @tours = (\n" + strings.Join(out, ",\n") + "\n);\n"
		},
		"lisp lists": func(ls [][]string) string {
			var out []string
			for _, l := range ls {
				out = append(out, wrap(l, "  (", ")", "", " "))
			}
			return "(defparameter *tours*\n '(" + strings.TrimPrefix(strings.Join(out, "\n"), "  ") + "))\n"
		},
		"elixir sigils": func(ls [][]string) string {
			var out []string
			for _, l := range ls {
				out = append(out, wrap(l, "  ~w(", ")", "", " "))
			}
			return "@tours [\n" + strings.Join(out, ",\n") + "\n]\n"
		},
	}
	names := func(p board.Path) []string {
		var out []string
		for _, s := range p {
			out = append(out, s.String())
		}
		return out
	}
	for name, w := range wrappers {
		for b, p := range tours {
			if b.Size()%10 == 0 {
				continue // lines of ten would end at the tours' ends
			}
			begun := names(p[:2*len(p)/3])
			text := w([][]string{names(p), names(p), begun})
			_, vs, err := judgeText(text, board.Board{})
			if err != nil || len(vs) != 3 || vs[0] != Valid || vs[1] != Valid || vs[2] == Valid {
				t.Errorf("%s on %v: verdicts %v (%v), want valid, valid and a path not valid:\n%s", name, b, vs, err, text)
			}
			text = w([][]string{names(p), names(swapped(t, b, p)), begun})
			if _, vs, _ := judgeText(text, board.Board{}); len(slices.DeleteFunc(vs, func(v Verdict) bool { return v != Valid })) >= 2 {
				t.Errorf("%s on %v, two squares of the second swapped: verdicts %v, want at most one valid:\n%s", name, b, vs, fmt.Sprint(text))
			}
		}
	}
}
