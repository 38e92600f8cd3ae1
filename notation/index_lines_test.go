package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestIndexLinesProperty: a tour printed one entry at a time with the
// entry's index on a line of its own (PHP's var_dump, a numbered dump)
// reads as the tour, the indices as labels: a valid tour exits 0 with
// one tour and nothing set aside, a faulty one never exits 0. Bare
// indices ("[5]=>", "(5)") that do not count (one skipped) are no labels,
// and set aside, so the input does not exit 0 either ("5:" and "# 5" are
// a label and a comment by the readers' other rules, whatever they
// count). The oracle is walkOK on the test's own tours (textExit judges
// with walkCheck).
func TestIndexLinesProperty(t *testing.T) {
	bare := map[string]bool{"var_dump": true, "below": true}
	styles := map[string]func(i int, s board.Square) string{
		"var_dump": func(i int, s board.Square) string {
			return fmt.Sprintf("  [%d]=>\n  string(%d) %q\n", i, len(s.String()), s.String())
		},
		"colon": func(i int, s board.Square) string { return fmt.Sprintf("%d:\n    %v\n", i, s) },
		"hash":  func(i int, s board.Square) string { return fmt.Sprintf("# %d\n%v\n", i, s) },
		"below": func(i int, s board.Square) string { return fmt.Sprintf("%v\n(%d)\n", s, i) },
	}
	rng := rand.New(rand.NewPCG(8, 77))
	for b, p := range testTours(t, rng) {
		for name, entry := range styles {
			for _, from := range []int{0, 1} {
				write := func(p board.Path, skip int) string {
					var sb strings.Builder
					sb.WriteString("array(" + fmt.Sprint(len(p)) + ") {\n")
					for i, s := range p {
						n := from + i
						if skip > 0 && i >= skip {
							n++ // the count skips one
						}
						sb.WriteString(entry(n, s))
					}
					sb.WriteString("}\n")
					return sb.String()
				}
				opt := ReadOptions{Board: b}
				in := write(p, 0)
				if tours, _, code := textExit(in, opt, walkCheck); code != 0 || len(tours) != 1 {
					t.Errorf("%v %s from %d, valid: exit %d, %d tours:\n%s", b, name, from, code, len(tours), in)
				}
				if _, _, code := textExit(write(swapped(t, b, p), 0), opt, walkCheck); code == 0 {
					t.Errorf("%v %s from %d, faulty: exit 0", b, name, from)
				}
				if _, _, code := textExit(write(p, 5), opt, walkCheck); bare[name] && code == 0 {
					t.Errorf("%v %s from %d, a count with a gap: exit 0, its numbers passed as labels", b, name, from)
				}
			}
		}
	}
}
