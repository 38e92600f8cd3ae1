package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// aloneSpellings write a tour in layouts some of which no reader reads
// alone (letter-dash pairs), some of which read alone but not beside a
// tour read another way (records of a file and a rank, a section each
// square), and grids with odd separators (the caret tab of cat -A).
var aloneSpellings = []struct {
	name  string
	write func(b board.Board, p board.Path) string
}{
	{"algebraic", func(b board.Board, p board.Path) string { return p.String() }},
	{"prolog letter-dash", func(b board.Board, p board.Path) string {
		var s []string
		for _, q := range p {
			s = append(s, fmt.Sprintf("%c-%d", 'a'+q.X-1, q.Y))
		}
		return "T = [" + strings.Join(s, ",") + "] ;\nfalse."
	}},
	{"lua records", func(b board.Board, p board.Path) string {
		var s []string
		for _, q := range p {
			s = append(s, fmt.Sprintf(`{file="%c", rank=%d}`, 'a'+q.X-1, q.Y))
		}
		return "return { " + strings.Join(s, ", ") + " }"
	}},
	{"ini sections", func(b board.Board, p board.Path) string {
		var s []string
		for k, q := range p {
			s = append(s, fmt.Sprintf("[step_%03d]\nfile=%c\nrank=%d\n", k+1, 'a'+q.X-1, q.Y))
		}
		return "; knight tour\n" + strings.Join(s, "\n")
	}},
	{"caret tab grid", func(b board.Board, p board.Path) string {
		var s []string
		for _, r := range newPropTour(b, p).rows {
			s = append(s, cells(r, "%d", "^I")+"$")
		}
		return strings.Join(s, "\n")
	}},
	{"grid", func(b board.Board, p board.Path) string {
		var s []string
		for _, r := range newPropTour(b, p).rows {
			s = append(s, cells(r, "%3d", " "))
		}
		return strings.Join(s, "\n")
	}},
}

// TestToursBesideReadAlone: two or three random tours in an input, each
// in one of aloneSpellings, blank lines or a log line between, valid or
// with one fault (two squares swapped, a square written twice, a run of
// three reversed). The oracle is the test's walk check (walkOK) of what
// it wrote: the input exits 0 only when every tour written was read and
// is valid, and no more tours are judged invalid than were written with
// a fault.
func TestToursBesideReadAlone(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 45))
	boards := []board.Board{{W: 6, H: 5}, {W: 6, H: 6}, {W: 8, H: 6}, {W: 7, H: 7}}
	seps := []string{"\n\n", "\n[INFO] worker 2 finished\n", "\n\n# next solution\n\n"}
	bad := 0
	for c := range 300 {
		b := boards[c%len(boards)]
		n := 2 + rng.IntN(2)
		var parts []string
		faulty, read := 0, 0
		for range n {
			p, q := tourAndFault(t, rng, b)
			w := aloneSpellings[rng.IntN(len(aloneSpellings))]
			if strings.HasSuffix(w.name, "grid") && len(uniqueSquares(q)) != len(q) {
				q = p // a grid numbers each square once: a repeat is no grid
			}
			if !walkOK(b, q) {
				faulty++
			}
			parts = append(parts, w.write(b, q))
			read++
		}
		text := strings.Join(parts, seps[rng.IntN(len(seps))]) + "\n"
		for _, given := range []bool{true, false} {
			opt := ReadOptions{}
			if given {
				opt.Board = b
			}
			tours, verdicts, code := textExit(text, opt, walkCheck)
			switch {
			case code == 0 && (faulty > 0 || len(tours) != read):
				t.Errorf("case %d, board given %v: exit 0 with %d tours read of %d written, %d faulty (%v):\n%s", c, given, len(tours), read, faulty, verdicts, clip(text))
				bad++
			case countVerdict(verdicts, Invalid) > faulty:
				t.Errorf("case %d, board given %v: %d tours judged invalid, %d written faulty (%v):\n%s", c, given, countVerdict(verdicts, Invalid), faulty, verdicts, clip(text))
				bad++
			}
		}
	}
	t.Logf("%d cases wrong", bad)
}

// tourAndFault draws a tour of b (warnsdorffWalk), which the test's walk
// check (walkOK) holds, and a copy of it with, three times in five, one
// fault: two squares swapped, a square written twice, a run of three
// reversed.
func tourAndFault(t *testing.T, rng *rand.Rand, b board.Board) (p, q board.Path) {
	t.Helper()
	p = warnsdorffWalk(rng, b, 2000)
	if len(p) != b.Size() || !walkOK(b, p) {
		t.Fatalf("%v: the test's own tour", b)
	}
	q = slices.Clone(p)
	switch rng.IntN(5) {
	case 0:
		k := 1 + rng.IntN(len(q)-2)
		q[k], q[k+1] = q[k+1], q[k]
	case 1:
		q[1+rng.IntN(len(q)-2)] = q[0]
	case 2:
		i := 1 + rng.IntN(len(q)-4)
		slices.Reverse(q[i : i+3])
	}
	return p, q
}

// uniqueSquares is p's squares, each once.
func uniqueSquares(p board.Path) map[board.Square]bool {
	m := map[board.Square]bool{}
	for _, s := range p {
		m[s] = true
	}
	return m
}
