package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestTagDatesNeverPanic writes tags holding a quoted date and time with
// a fraction of a second (what Windows event XML and many logs print),
// alone and beside a valid tour: reading must not panic, the tag alone is
// unreadable (it names no square) and the tour beside it is never judged
// invalid. Oracle: walkOK on the test's own tour; a date names no square.
func TestTagDatesNeverPanic(t *testing.T) {
	rng := rand.New(rand.NewPCG(52, 2))
	opens := []string{`<d"`, `<c a="`, `<TimeCreated SystemTime="`, `<created at="`, `<x y='`}
	for round := range 40 {
		date := fmt.Sprintf("20%02d-%02d-%02d%s%02d:%02d:%02d%s%d", rng.IntN(99), 1+rng.IntN(12), 1+rng.IntN(28),
			[]string{"T", " "}[rng.IntN(2)], rng.IntN(24), rng.IntN(60), rng.IntN(60), []string{".", ","}[rng.IntN(2)], rng.IntN(10000000))
		open := opens[rng.IntN(len(opens))]
		closer := string(open[len(open)-1]) + []string{">", " />", "Z\">", "/>"}[rng.IntN(4)]
		tag := open + date + closer
		b := board.Board{W: 5, H: 5}
		p := warnsdorffWalk(rng, b, 500)
		if !walkOK(b, p) {
			t.Fatalf("round %d: the test's own tour", round)
		}
		t.Run(fmt.Sprintf("%d/%s", round, tag), func(t *testing.T) {
			if _, _, code := textExit(tag+"\n", ReadOptions{}, walkCheck); code != 2 {
				t.Errorf("exit %d on a tag that names no square: %s", code, tag)
			}
			lines := []string{tag, "", p.String(), tag}
			text := strings.Join(lines[rng.IntN(2):], "\n") + "\n"
			if _, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck); code == 1 {
				t.Errorf("exit 1, %v: a valid tour judged invalid beside a tag:\n%s", verdicts, text)
			}
		})
	}
}
