package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestLabelledToursOnOneLine: two or three square lists on one line,
// each after a label ("A: ... B: ...", "Tour 2: ..."), read as one tour
// each, the labels as text around them; a faulty one is invalid, the
// others valid, whether the board is given or not. The oracle: the tours
// written, made by warnsdorffWalk and checked by walkOK, a fault made by
// swapping two squares (walkOK says it is no tour); each tour read back
// must be the one written, judged by walkCheck.
func TestLabelledToursOnOneLine(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 2))
	labels := [][]string{
		{"A:", "B:", "C:"},
		{"Tour 1:", "Tour 2:", "Tour 3:"},
		{"white:", "black:", "red:"},
		{"first:", "second:", "third:"},
		{"Solution1:", "Solution2:", "Solution3:"},
		{"knight:", "knight:", "knight:"},
	}
	for n := range 60 {
		b := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 3, H: 4}, {W: 5, H: 6}}[n%5]
		given := n%2 == 0
		set := labels[rng.IntN(len(labels))]
		var paths []board.Path
		var parts []string
		for k := range 2 + rng.IntN(2) {
			p := warnsdorffWalk(rng, b, 1000)
			if !walkOK(b, p) {
				t.Fatalf("warnsdorffWalk(%v) = %v, no tour", b, p)
			}
			if rng.IntN(3) == 0 {
				// Two squares swapped, neither end: the same squares,
				// the walk broken.
				p = slices.Clone(p)
				i := 1 + rng.IntN(len(p)-4)
				j := i + 2 + rng.IntN(len(p)-3-i)
				p[i], p[j] = p[j], p[i]
			}
			paths = append(paths, p)
			parts = append(parts, set[k]+" "+squareList(p, " "))
		}
		in := strings.Join(parts, strings.Repeat(" ", 1+rng.IntN(3))) + "\n"
		opt := ReadOptions{}
		if given {
			opt.Board = b
		}
		tours, err := ReadTours(strings.NewReader(in), opt)
		name := fmt.Sprintf("%v given %v: %q", b, given, in)
		if err != nil || len(tours) != len(paths) {
			t.Errorf("%s: ReadTours = %d tours, %v; want the %d written", name, len(tours), err, len(paths))
			continue
		}
		for k, tr := range tours {
			if len(tr.Readings) == 0 || !slices.Equal(tr.Readings[0].Path, paths[k]) {
				t.Errorf("%s: tour %d = %+v, want %v", name, k+1, tr, paths[k])
				continue
			}
			want := Invalid
			if walkOK(b, paths[k]) {
				want = Valid
			}
			if j := Judge(tr, board.Problem{Board: opt.Board}, walkCheck); j.Verdict != want {
				t.Errorf("%s: tour %d judged %v (%v), want %v", name, k+1, j.Verdict, j.Err, want)
			}
		}
	}
}

// TestLabelCutsNeedWholeLists: labels that part a line's squares into
// lists of unequal length, or shorter than the smallest board holding
// them has squares, cut nothing: such a line is one tour with words in
// it, or one beside text, as before. The oracle: the counts written
// here, and the smallest board written.
func TestLabelCutsNeedWholeLists(t *testing.T) {
	for _, line := range []string{
		"A: a1 b3 c1 a2 b4 c2 a3 b1 c3 a4 b2 c4 B: a1 b3 c1",             // 12 and 3
		"A: a1 b3 c1 a2 b4 c2 a3 b1 c3 a4 b2 B: c4 b2 a4 c3 b1 a3 c2 b4", // 11 and 8
		"from: a1 b3 c1 a2 b4 c2 to: a3 b1 c3 a4 b2 c4",                  // 6 and 6 of 12
		"Solution: a1 b3 c1 a2 b4 c2 a3 b1 c3 a4 b2 c4",                  // one list
		"a1: b3 c1 a2 b4 c2 a3 b1 c3 a4 b2 c4 a1: b3 c1 a2 b4 c2 a3 b1",  // squares, no labels
	} {
		if got := labelCuts([]byte(line)); got != nil {
			t.Errorf("labelCuts(%q) = %v, want none", line, got)
		}
	}
	line := "A: a1 b3 c1 a2 b4 c2 a3 b1 c3 a4 b2 c4 B: c4 b2 a4 c3 b1 a3 c2 b4 a2 c1 b3 a1"
	if got, want := labelCuts([]byte(line)), []int{strings.Index(line, "B:")}; !slices.Equal(got, want) {
		t.Errorf("labelCuts(%q) = %v, want %v", line, got, want)
	}
}
