package notation

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// sideRunSeparators part tours written side by side on one line: a
// wall, a tab, wide spaces, a wall in wide spaces.
var sideRunSeparators = map[string]string{"wall": " | ", "tab": "\t", "wide spaces": "    ", "spaced wall": "   ||   "}

// TestSideRuns: two to four random tours (warnsdorffWalk, checked by
// walkOK) written side by side on one line as algebraic square lists,
// parted by each of sideRunSeparators, all valid and with one of them
// at fault (two squares swapped), judged with and without the board
// given. Oracle: the tours written: all valid exits 0 with as many tours
// as written, each reading passing walkOK; one faulty never exits 0, and
// when judged invalid counts the tours written.
func TestSideRuns(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 5))
	for _, bd := range []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 8, H: 8}, {W: 3, H: 4}} {
		for count := 2; count <= 4; count++ {
			tours := make([]board.Path, count)
			for i := range tours {
				if tours[i] = warnsdorffWalk(rng, bd, 500); tours[i] == nil || !walkOK(bd, tours[i]) {
					t.Fatalf("%v: the test's own tour", bd)
				}
			}
			faulty := rng.IntN(count)
			for _, name := range []string{"spaced wall", "tab", "wall", "wide spaces"} {
				for _, fault := range []bool{false, true} {
					lists := make([]string, count)
					for i, p := range tours {
						if fault && i == faulty {
							p = swapped(t, bd, p)
						}
						lists[i] = p.String()
					}
					text := "tours: " + strings.Join(lists, sideRunSeparators[name]) + "\n"
					for _, given := range []board.Board{{}, bd} {
						read, vs, err := judgeText(text, given)
						exit := propExit(read, vs)
						if err != nil {
							exit = 2
						}
						switch {
						case !fault && (exit != 0 || len(read) != count):
							t.Errorf("%d tours of %v by %s (board given %v): exit %d, %d tours, want 0 and %d: %v\n%s", count, bd, name, given, exit, len(read), count, nestedErrs(read), clip(text))
						case fault && exit == 0:
							t.Errorf("%d tours of %v by %s (board given %v), tour %d at fault: exit 0\n%s", count, bd, name, given, faulty+1, clip(text))
						case fault && exit == 1 && len(read) != count:
							t.Errorf("%d tours of %v by %s (board given %v), tour %d at fault: %d tours judged, want %d", count, bd, name, given, faulty+1, len(read), count)
						}
					}
				}
			}
		}
	}
}
