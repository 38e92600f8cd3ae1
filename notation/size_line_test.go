package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestSizeLineAboveList writes random tours (warnsdorffWalk, checked by
// walkOK) as x,y pairs in several spellings under a line that states the
// side alone ("n = 5", "N: 5", "n=5;"), and the same list under
// "board: 5x5", a caption that was read right before. The oracle is the
// tour the test wrote and the second caption: under either the verdict
// is valid with the path written, and with two squares swapped (walkOK
// says no tour) it is the same under both and never valid.
func TestSizeLineAboveList(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 1))
	spell := []func(s board.Square) string{
		func(s board.Square) string { return fmt.Sprintf("%d,%d", s.X, s.Y) },
		func(s board.Square) string { return fmt.Sprintf("(%d, %d)", s.X, s.Y) },
		func(s board.Square) string { return fmt.Sprintf("[%d,%d]", s.X, s.Y) },
	}
	seps := []string{" ", ", ", "\n"}
	sizeLines := []string{"n = %d", "N = %d", "n: %d", "N=%d", "  n = %d;", "n = %d,"}
	for _, side := range []int{5, 6, 7, 8} {
		b := board.Board{W: int32(side), H: int32(side)}
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		k := 1 + rng.IntN(len(p)-2)
		swapped := slices.Clone(p)
		swapped[k], swapped[k+1] = swapped[k+1], swapped[k]
		if walkOK(b, swapped) {
			t.Fatalf("%v: a swap that is still a tour", b)
		}
		for _, sl := range sizeLines {
			sp, sep := spell[rng.IntN(len(spell))], seps[rng.IntN(len(seps))]
			list := func(path board.Path) string {
				var w []string
				for _, s := range path {
					w = append(w, sp(s))
				}
				return strings.Join(w, sep) + "\n"
			}
			judge := func(caption string, path board.Path) Judgement {
				text := caption + "\n" + list(path)
				tours, err := ReadTours(strings.NewReader(text), ReadOptions{})
				if err != nil || len(tours) != 1 {
					t.Errorf("%q: ReadTours = %d tours, %v, want 1 in\n%s", caption, len(tours), err, text)
					return Judgement{}
				}
				return Judge(tours[0], board.Problem{}, tourCheck)
			}
			caption := fmt.Sprintf(sl, side)
			other := fmt.Sprintf("board: %dx%d", side, side)
			if j := judge(caption, p); j.Verdict != Valid || !slices.Equal(j.Doc.Path, p) {
				t.Errorf("%q, sep %q: %v (%v), path %v, want valid %v", caption, sep, j.Verdict, j.Err, j.Doc.Path, p)
			}
			if j := judge(other, p); j.Verdict != Valid {
				t.Errorf("%q: %v (%v), want valid: the second caption is the oracle", other, j.Verdict, j.Err)
			}
			got, want := judge(caption, swapped), judge(other, swapped)
			if got.Verdict == Valid || got.Verdict != want.Verdict {
				t.Errorf("%q, sep %q, swapped: %v (%v), want %v as under %q (%v)", caption, sep, got.Verdict, got.Err, want.Verdict, other, want.Err)
			}
		}
	}
}
