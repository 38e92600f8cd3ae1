package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// firstBadMove is the index of the first square of p that is no knight's
// move from the one before, or -1: the test's own check, walkOK's rule.
func firstBadMove(p board.Path) int {
	for i := 1; i < len(p); i++ {
		dx, dy := p[i].X-p[i-1].X, p[i].Y-p[i-1].Y
		if dx*dx+dy*dy != 5 {
			return i
		}
	}
	return -1
}

// TestFixedFieldsProperty prints random numberings (warnsdorffWalk tours,
// numbered from 0 or 1, on boards up to 12x12 and past 31x31, where four
// digits fill a field) in right-aligned fields as wide as the widest
// number, so that numbers touch ("53134 95"), and one wider, so that
// none do, with random captions, row labels and row frames (Fortran's
// carriage-control blank, walls, comment marks). The oracle is the
// numbering the test wrote, checked by walkOK: as written it is one tour,
// valid; with two squares one move apart swapped it is invalid, and the
// fault's place is the field where the test wrote the number of the
// first square firstBadMove finds no knight's move from the one before.
func TestFixedFieldsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(50, 3))
	frames := []struct{ before, after string }{
		{"", ""}, {" ", ""}, {"| ", " |"}, {"|", "|"}, {"// ", ""}, {"-- ", ""}, {"> ", ""},
		{"# ", " #"}, {"row %2d: ", ""}, {"%2d |", "|"}, {"[%02d]", ""},
	}
	captions := []string{"", " BOARD %d BY %d", "Solution found for %d x %d:", "knight's tour (%dx%d)"}
	endings := []string{"", " NORMAL TERMINATION", "Done.", "STOP 0"}
	var boards []board.Board
	for range 24 {
		boards = append(boards, board.Board{W: int32(6 + rng.IntN(7)), H: int32(6 + rng.IntN(7))})
	}
	boards = append(boards, board.Board{W: 32, H: 32}, board.Board{W: 33, H: 31})
	for n, b := range boards {
		p := warnsdorffWalk(rng, b, 200)
		if !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		base := rng.IntN(2)
		widest := len(fmt.Sprint(b.Size() - 1 + base))
		frame := frames[rng.IntN(len(frames))]
		caption := captions[rng.IntN(len(captions))]
		ending := endings[rng.IntN(len(endings))]
		k := 1 + rng.IntN(len(p)-2)
		swapped := slices.Clone(p)
		swapped[k], swapped[k+1] = swapped[k+1], swapped[k]
		for _, w := range []int{widest, widest + 1} {
			for _, c := range []struct {
				what string
				path board.Path
				want Verdict
			}{
				{"valid", p, Valid},
				{"squares swapped", swapped, Invalid},
			} {
				number := make([][]int, b.H)
				for y := range number {
					number[y] = make([]int, b.W)
				}
				for i, s := range c.path {
					number[b.H-s.Y][s.X-1] = i + base
				}
				// where[v] is the line and column (from 1) of the first
				// digit of the number v as written.
				where := make([][2]int, b.Size()+base)
				var text strings.Builder
				line, touch := 1, false
				if caption != "" {
					fmt.Fprintf(&text, caption+"\n", b.H, b.W)
					line++
				}
				for y, row := range number {
					before := frame.before
					if strings.Contains(before, "%") {
						before = fmt.Sprintf(before, y+1)
					}
					text.WriteString(before)
					col := len(before) + 1
					for x, v := range row {
						s := fmt.Sprintf("%*d", w, v)
						touch = touch || x > 0 && len(s) == len(fmt.Sprint(v))
						where[v] = [2]int{line, col + len(s) - len(strings.TrimLeft(s, " "))}
						text.WriteString(s)
						col += w
					}
					text.WriteString(frame.after + "\n")
					line++
				}
				if ending != "" {
					text.WriteString(ending + "\n")
				}
				in := text.String()
				if touch != (w == widest) {
					t.Fatalf("%v, fields of %d: numbers touch: %v, want %v", b, w, touch, w == widest)
				}
				label := fmt.Sprintf("%d: %v from %d, fields of %d, frame %q, %s", n, b, base, w, frame.before, c.what)
				tours, err := ReadTours(strings.NewReader(in), ReadOptions{})
				if err != nil || len(tours) != 1 {
					t.Errorf("%s: ReadTours = %d tours, %v, want 1 in\n%s", label, len(tours), err, in)
					continue
				}
				bad := firstBadMove(c.path)
				check := func(q board.Problem, got board.Path) error {
					if walkOK(q.Board, got) {
						return nil
					}
					return fmt.Errorf("move %d: no knight's move", firstBadMove(got))
				}
				j := Judge(tours[0], board.Problem{}, check)
				if j.Verdict != c.want {
					t.Errorf("%s: verdict %v (%v), want %v in\n%s", label, j.Verdict, j.Err, c.want, in)
					continue
				}
				if c.want != Invalid {
					continue
				}
				line, col, ok := j.Doc.Place(bad)
				if want := where[bad+base]; !ok || [2]int{line, col} != want {
					t.Errorf("%s: fault at move %d placed at %d:%d (%v), want %d:%d, the field of %d, in\n%s", label, bad, line, col, ok, want[0], want[1], bad+base, in)
				}
			}
		}
	}
}
