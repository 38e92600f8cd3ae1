package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestRereadBesideUnreadableProperty: a tour printed as a Go slice of
// {x y} pairs (fmt's %v of a struct slice) after a block no reading
// reads (a solver's board beside its mask of zeros, two boards wide on
// the board given) is read by the nested reader, though the block stays
// unreadable: a rereading is kept when it reads more and leaves no more
// unreadable, not only when it leaves fewer. The oracle is the tour
// written (warnsdorffWalk, checked by walkOK); with two of its squares
// swapped it is never valid.
func TestRereadBesideUnreadableProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 24))
	for n := range 40 {
		b, p := rereadTour(t, rng)
		var block []string
		for _, row := range newPropTour(b, p).rows {
			block = append(block, cells(row, "%02d", " ")+"    "+strings.TrimSpace(strings.Repeat("0 ", int(b.W))))
		}
		slice := func(p board.Path) string {
			pairs := make([]string, len(p))
			for i, s := range p {
				pairs[i] = fmt.Sprintf("{%d %d}", s.X-1, s.Y-1)
			}
			return "[" + strings.Join(pairs, " ") + "]"
		}
		in := strings.Join(block, "\n") + "\n" + slice(p) + "\n"
		tours, vs, _ := judgeExit(in, b)
		if len(tours) != 2 || vs[0] != Unreadable || vs[1] != Valid || !slices.Equal(tours[1].Readings[0].Path, p) {
			t.Fatalf("case %d (%v): %d tours %v, want the block unreadable and the slice's tour valid:\n%s", n, b, len(tours), vs, in)
		}
		i, k := 1+rng.IntN(len(p)/2), len(p)/2+1+rng.IntN(len(p)/2-1)
		bad := slices.Clone(p)
		bad[i], bad[k] = bad[k], bad[i]
		in = strings.Join(block, "\n") + "\n" + slice(bad) + "\n"
		if _, vs, code := judgeExit(in, b); slices.Contains(vs, Valid) || code == 0 {
			t.Fatalf("case %d (%v): squares %d and %d swapped: %v, exit %d, want no tour valid:\n%s", n, b, i, k, vs, code, in)
		}
	}
}
