package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// itemNumberWrappers write a tour as a nested numbered list: redis-cli's
// reply, an outline's "1. 1. a1" in each of the styles "N)", "N." and
// "(N)", the items of each level counting from 1 under the item above,
// aligned under their parent as the printers align them; each item's
// fields a stream id and the square, the square and a label, or the
// square alone, under a prompt, a caption or none. The item numbers are
// markup, never a tour of their own.
func itemNumberWrappers() []propWrapper {
	marks := []struct {
		name string
		mark func(k int) string
	}{
		{"N)", func(k int) string { return fmt.Sprintf("%d) ", k) }},
		{"N.", func(k int) string { return fmt.Sprintf("%d. ", k) }},
		{"(N)", func(k int) string { return fmt.Sprintf("(%d) ", k) }},
	}
	heads := []string{"", "127.0.0.1:6379> XRANGE tour - +\n", "reply:\n"}
	layouts := []struct {
		name   string
		fields func(mark func(int) string, s board.Square, stamp int64) []string
	}{
		{"stream ids", func(mark func(int) string, s board.Square, stamp int64) []string {
			return []string{fmt.Sprintf("%q", fmt.Sprintf("%d-0", stamp)), mark(2) + mark(1) + `"sq"`, mark(2) + fmt.Sprintf("%q", s.String())}
		}},
		{"field names", func(mark func(int) string, s board.Square, _ int64) []string {
			return []string{`"square"`, mark(2) + fmt.Sprintf("%q", s.String())}
		}},
		{"labels", func(mark func(int) string, s board.Square, _ int64) []string {
			return []string{s.String(), mark(2) + "visited"}
		}},
	}
	var out []propWrapper
	for mi, m := range marks {
		for li, l := range layouts {
			head := heads[(mi+li)%len(heads)]
			out = append(out, oneEach(fmt.Sprintf("item numbers %s, %s, head %q", m.name, l.name, head), false, func(t propTour) string {
				// The stamps are random but the same for every call, so
				// that a tour written twice is written alike.
				stamp := int64(1764900565622 + rand.New(rand.NewPCG(31, 3)).IntN(1000))
				var sb strings.Builder
				sb.WriteString(head)
				for k, s := range t.sq {
					outer := m.mark(k + 1)
					lines := l.fields(m.mark, s, stamp+int64(k))
					sb.WriteString(outer + m.mark(1) + lines[0] + "\n")
					for d, line := range lines[1:] {
						// Each deeper field sits under the item it belongs to.
						indent := len(outer)
						if d == 1 {
							indent += len(m.mark(2))
						}
						sb.WriteString(strings.Repeat(" ", indent) + line + "\n")
					}
				}
				return sb.String()
			}))
		}
	}
	return out
}

// TestNestedItemNumbersProperty writes random tours through every nested
// numbered list (itemNumberWrappers) and checks them as every printout
// is checked (wrappersReadRight: the oracle is the tour the test wrote,
// faults checked by walkCheck), on the narrow boards too.
func TestNestedItemNumbersProperty(t *testing.T) {
	wrappersReadRight(t, rand.New(rand.NewPCG(31, 3)), itemNumberWrappers(), narrowBoards...)
}
