package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestElidedPrintProperty prints the first squares of a random tour
// (warnsdorffWalk, checked by walkOK: the oracle is the whole tour the
// test made) in the layouts tables and logs use, with a line that says
// the print left the rest out (Spark's "only showing top k rows",
// tibble's "# ... with m more rows", R's max.print notice, "(truncated)")
// below the squares or above them. The squares shown are a prefix of a
// valid tour on the board given, so no verdict on them is certain: the
// answer must be neither a pass nor "invalid" (it would say "covers k of
// N" of a tour whose rest the print did not show), but exit 2.
func TestElidedPrintProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 5))
	layouts := map[string]func(p board.Path) string{
		"one per line": func(p board.Path) string {
			var b strings.Builder
			for _, s := range p {
				fmt.Fprintf(&b, "%v\n", s)
			}
			return b.String()
		},
		"numbered": func(p board.Path) string {
			var b strings.Builder
			for i, s := range p {
				fmt.Fprintf(&b, "%3d  %v\n", i+1, s)
			}
			return b.String()
		},
		"walled table": func(p board.Path) string {
			b := strings.Builder{}
			b.WriteString("+----+------+\n|step|square|\n+----+------+\n")
			for i, s := range p {
				fmt.Fprintf(&b, "|%4d|%6v|\n", i+1, s)
			}
			b.WriteString("+----+------+\n")
			return b.String()
		},
		"one line": func(p board.Path) string {
			var words []string
			for _, s := range p {
				words = append(words, s.String())
			}
			return strings.Join(words, " ") + "\n"
		},
	}
	statements := []struct {
		line  func(shown, rest int) string
		above bool
	}{
		{func(shown, _ int) string { return fmt.Sprintf("only showing top %d rows", shown) }, false},
		{func(_, rest int) string { return fmt.Sprintf("# ... with %d more rows", rest) }, false},
		{func(_, rest int) string { return fmt.Sprintf("... and %d more moves", rest) }, false},
		{func(_, rest int) string {
			return fmt.Sprintf(` [ reached getOption("max.print") -- omitted %d rows ]`, rest)
		}, false},
		{func(int, int) string { return "(truncated)" }, false},
		{func(int, int) string { return "[output truncated]" }, true},
	}
	names := make([]string, 0, len(layouts))
	for name := range layouts {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 5, H: 6}} {
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		for _, name := range names {
			for _, st := range statements {
				shown := b.Size()/4 + rng.IntN(b.Size()/2)
				body := layouts[name](p[:shown])
				line := st.line(shown, b.Size()-shown)
				text := body + line + "\n"
				if st.above {
					text = line + "\n" + body
				}
				_, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck)
				if code != 2 || slices.Contains(verdicts, Invalid) {
					t.Errorf("%v, %s, %d of %d squares shown: verdicts %v, exit %d, want exit 2 and no invalid\n%s", b, name, shown, b.Size(), verdicts, code, text)
				}
			}
		}
	}
}
