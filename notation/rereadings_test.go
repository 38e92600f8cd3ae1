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

// TestRecordsOneFieldALineProperty: a tour printed by Rust's {:#?} (a
// Vec of Pos structs, one field a line) on the board given is read as
// its records: whole it is valid, one square left out it is invalid,
// never refused. Joined one record a line, the fields are one reading
// that a later rereading (lists of records) reads whole, so the joined
// reading is the one later rows are measured against. The oracle is the
// tour written (warnsdorffWalk, checked by walkOK).
func TestRecordsOneFieldALineProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 25))
	for n := range 20 {
		b, p := rereadTour(t, rng)
		debug := func(p board.Path) string {
			var sb strings.Builder
			sb.WriteString("[\n")
			for _, s := range p {
				fmt.Fprintf(&sb, "    Pos {\n        x: %d,\n        y: %d,\n    },\n", s.X-1, s.Y-1)
			}
			return sb.String() + "]\n"
		}
		if _, vs, code := judgeExit(debug(p), b); len(vs) != 1 || vs[0] != Valid || code != 0 {
			t.Fatalf("case %d (%v): whole tour %v, exit %d, want 1 valid, exit 0:\n%s", n, b, vs, code, debug(p))
		}
		k := 1 + rng.IntN(len(p)-2)
		short := slices.Delete(slices.Clone(p), k, k+1)
		if _, vs, code := judgeExit(debug(short), b); len(vs) != 1 || vs[0] != Invalid || code != 1 {
			t.Fatalf("case %d (%v): square %d left out: %v, exit %d, want 1 invalid, exit 1:\n%s", n, b, k, vs, code, debug(short))
		}
	}
}
