package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// ocrBoards are boards up to 12x12 that have an open tour.
var ocrBoards = []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 7, H: 7}, {W: 8, H: 8}, {W: 6, H: 8}, {W: 9, H: 9}, {W: 10, H: 10}, {W: 12, H: 10}, {W: 11, H: 11}, {W: 12, H: 12}}

// ocrText writes p on b as a square list (one line a rank's worth of
// squares, the board to be given) or as a grid numbered from 1, top rank
// first, each 1 and 0 of a square or a cell written, one time in two, as
// a look-alike (l or I for 1, O or o for 0), the first of them always.
func ocrText(rng *rand.Rand, b board.Board, p board.Path, grid bool) string {
	var words []string
	if grid {
		num := make([]int, b.Size())
		for i, s := range p {
			num[int((b.H-s.Y)*b.W+s.X-1)] = i + 1
		}
		for i, n := range num {
			w := fmt.Sprintf("%3d", n)
			if (i+1)%int(b.W) == 0 {
				w += "\n"
			}
			words = append(words, w)
		}
	} else {
		for i, s := range p {
			w := s.String()
			if (i+1)%int(b.W) == 0 {
				w += "\n"
			}
			words = append(words, w)
		}
	}
	text := strings.Join(words, " ")
	out := []byte(text)
	first := true
	for i, c := range out {
		if c != '0' && c != '1' || !first && rng.IntN(2) == 0 {
			continue
		}
		first = false
		if c == '1' {
			out[i] = "lI"[rng.IntN(2)]
		} else {
			out[i] = "Oo"[rng.IntN(2)]
		}
	}
	return string(out)
}

// TestOCRLookAlikesProperty: a valid tour written with look-alikes for
// its 1s and 0s, as a square list or a numbered grid, reads as the tour,
// exit 0; with two squares swapped it never exits 0 and is never called
// invalid, as the reading is a guess. The oracle is the tour the test
// wrote (warnsdorffWalk, checked by walkOK) and walkOK of the faulty one.
func TestOCRLookAlikesProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(48, 1))
	for n := range 60 {
		b := ocrBoards[rng.IntN(len(ocrBoards))]
		p := warnsdorffWalk(rng, b, 2000)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		grid := n%2 == 1
		given := b
		if grid {
			given = board.Board{} // a grid gives its own board
		}
		in := ocrText(rng, b, p, grid)
		tours, vs, code := judgeExit(in, given)
		if code != 0 || len(tours) != 1 {
			t.Errorf("case %d (%v, grid %v): %d tours %v, exit %d, want 1 valid tour, exit 0:\n%s", n, b, grid, len(tours), vs, code, in)
			continue
		}
		j := Judge(tours[0], board.Problem{Board: given}, walkCheck)
		if !slices.Equal(j.Doc.Path, p) || !strings.Contains(j.Doc.Reading(), "look-alikes read as digits") {
			t.Errorf("case %d: read %v (%q), want the tour written and the look-alikes named:\n%s", n, j.Doc.Path, j.Doc.Reading(), in)
		}
		q := slices.Clone(p)
		k := 1 + rng.IntN(len(q)-2)
		q[k], q[k+1] = q[k+1], q[k]
		if walkOK(b, q) {
			continue
		}
		in = ocrText(rng, b, q, grid)
		if _, vs, code := judgeExit(in, given); code == 0 || slices.Contains(vs, Invalid) {
			t.Errorf("case %d (%v, grid %v), squares %d and %d swapped: verdicts %v, exit %d, want no exit 0 and no invalid:\n%s", n, b, grid, k+1, k+2, vs, code, in)
		}
	}
}

// TestOCRProseStaysWords: words of prose around a list written with
// look-alikes ("all", "Ill", "I", "Hello", "lOl") are no squares: the
// list reads as the tour written (the oracle: warnsdorffWalk's tour,
// checked by walkOK), and the note names only tokens of the list.
func TestOCRProseStaysWords(t *testing.T) {
	rng := rand.New(rand.NewPCG(48, 2))
	prose := []string{"I checked all of it. Hello!", "Ill formatted, I fear: lOl", "all", "I", "Hello all"}
	for n := range 12 {
		b := ocrBoards[rng.IntN(len(ocrBoards))]
		p := warnsdorffWalk(rng, b, 2000)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		in := prose[n%len(prose)] + "\n" + ocrText(rng, b, p, false) + prose[(n+1)%len(prose)] + "\n"
		tours, vs, code := judgeExit(in, b)
		if code != 0 || len(tours) != 1 {
			t.Errorf("case %d (%v): %d tours %v, exit %d, want 1 valid tour, exit 0:\n%s", n, b, len(tours), vs, code, in)
			continue
		}
		j := Judge(tours[0], board.Problem{Board: b}, walkCheck)
		note := j.Doc.Reading()
		for _, w := range []string{`"all"`, `"Ill"`, `"I"`, `"Hello"`, `"lOl"`} {
			if strings.Contains(note, "read "+w) {
				t.Errorf("case %d: note %q reads the word %s as digits:\n%s", n, note, w, in)
			}
		}
		if !slices.Equal(j.Doc.Path, p) {
			t.Errorf("case %d: read %v, want the tour written:\n%s", n, j.Doc.Path, in)
		}
	}
}
