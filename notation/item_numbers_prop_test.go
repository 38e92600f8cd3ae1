package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestNestedItemNumbersProperty: a tour printed as a nested numbered list
// (redis-cli's reply, an outline's "1. 1. a1" in any of the styles "N)",
// "N." and "(N)", the items of each level counting from 1 under the item
// above, aligned under their parent as the printers align them) reads
// as one tour: valid exit 0, and with two squares swapped never exit 0.
// The item numbers are markup, never a set-aside tour. The oracle is the
// tour written (warnsdorffWalk, checked by walkOK; the swap checked by
// walkCheck, which shares no code with the readers).
func TestNestedItemNumbersProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 3))
	marks := []func(k int) string{
		func(k int) string { return fmt.Sprintf("%d) ", k) },
		func(k int) string { return fmt.Sprintf("%d. ", k) },
		func(k int) string { return fmt.Sprintf("(%d) ", k) },
	}
	heads := []string{"", "127.0.0.1:6379> XRANGE tour - +\n", "reply:\n"}
	// Each item's fields: a stream id and the square, or the square
	// and a label, under the item's own number.
	layouts := []func(mark func(int) string, k int, s board.Square, stamp int64) []string{
		func(mark func(int) string, _ int, s board.Square, stamp int64) []string {
			return []string{fmt.Sprintf("%q", fmt.Sprintf("%d-0", stamp)), mark(2) + mark(1) + `"sq"`, mark(2) + fmt.Sprintf("%q", s.String())}
		},
		func(mark func(int) string, _ int, s board.Square, _ int64) []string {
			return []string{`"square"`, mark(2) + fmt.Sprintf("%q", s.String())}
		},
		func(mark func(int) string, _ int, s board.Square, _ int64) []string {
			return []string{s.String(), mark(2) + "visited"}
		},
	}
	for n := range 54 {
		b, p := rereadTour(t, rng)
		mark := marks[n%len(marks)]
		layout := layouts[(n/len(marks))%len(layouts)]
		head := heads[n%len(heads)]
		stamp := int64(1764900565622 + rng.IntN(1000))
		write := func(p board.Path) string {
			var sb strings.Builder
			sb.WriteString(head)
			for k, s := range p {
				outer := mark(k + 1)
				lines := layout(mark, k+1, s, stamp+int64(k))
				sb.WriteString(outer + mark(1) + lines[0] + "\n")
				for d, l := range lines[1:] {
					// Each deeper field sits under the item it belongs to.
					indent := len(outer)
					if d == 1 {
						indent += len(mark(2))
					}
					sb.WriteString(strings.Repeat(" ", indent) + l + "\n")
				}
			}
			return sb.String()
		}
		in := write(p)
		if tours, vs, code := judgeExit(in, b); code != 0 || len(tours) != 1 {
			t.Fatalf("case %d: %d tours %v, exit %d, want 1 tour, exit 0:\n%s", n, len(tours), vs, code, in)
		}
		if q, fault := swapTwo(rng, b, p); fault {
			if _, vs, code := judgeExit(write(q), b); code == 0 {
				t.Fatalf("case %d: a swap read %v, exit 0:\n%s", n, vs, write(q))
			}
		}
	}
}
