package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestVerticalRowsOneTour: a grid printed one number a line, each row a
// bracketed group under a log line (Objective-C's NSLog of an NSArray of
// NSArrays), is one tour whatever its fault: a number dropped (the later
// ones moved up) or one written twice. It must be one row of the
// verdicts, never exit 0, and, fault-free, exit 0 as one tour. The
// oracle is the numbering the test wrote from warnsdorffWalk, checked by
// walkOK, and its faults, made by the test.
func TestVerticalRowsOneTour(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 145))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 7, H: 7}, {W: 8, H: 8}, {W: 12, H: 12}} {
		p := warnsdorffWalk(rng, b, 200)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: no tour made", b)
		}
		num := map[board.Square]int{}
		for i, s := range p {
			num[s] = i + 1
		}
		write := func(fault string) string {
			var sb strings.Builder
			sb.WriteString("2026-12-04 10:42:01.259 Knight[4242:303] (\n")
			for y := b.H; y >= 1; y-- {
				sb.WriteString("        (\n")
				for x := int32(1); x <= b.W; x++ {
					n := num[board.Square{X: x, Y: y}]
					switch {
					case fault == "drop" && n >= 3:
						n++ // 3 skipped, the last square numbered past the board
					case fault == "repeat" && n == 4:
						n = 3
					}
					sep := ","
					if x == b.W {
						sep = ""
					}
					fmt.Fprintf(&sb, "        %d%s\n", n, sep)
				}
				sb.WriteString("    ),\n")
			}
			sb.WriteString(")\n")
			return sb.String()
		}
		for _, opt := range []ReadOptions{{}, {Board: b}} {
			if tours, _, code := textExit(write(""), opt, walkCheck); code != 0 || len(tours) != 1 {
				t.Errorf("%v board %v, valid: exit %d, %d tours", b, opt.Board, code, len(tours))
			}
			for _, fault := range []string{"drop", "repeat"} {
				tours, _, code := textExit(write(fault), opt, walkCheck)
				if code == 0 || len(tours) > 1 {
					t.Errorf("%v board %v, %s: exit %d, %d tours, want one tour not passed", b, opt.Board, fault, code, len(tours))
				}
			}
		}
	}
}
