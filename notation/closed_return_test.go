package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// closedWalkCheck is walkCheck that also holds a closed problem to its
// return: the last square a knight's move from the first. The oracle is
// walkOK and the move rule, written here.
func closedWalkCheck(q board.Problem, p board.Path) error {
	if err := walkCheck(q, p); err != nil {
		return err
	}
	if dx, dy := p[0].X-p[len(p)-1].X, p[0].Y-p[len(p)-1].Y; q.Closed && dx*dx+dy*dy != 5 {
		return ErrMisread
	}
	return nil
}

// openAndClosed are an open and a closed tour of b by warnsdorffWalk,
// each checked by walkOK, told apart by the move rule written here; nil
// for a kind not found in 400 walks.
func openAndClosed(t *testing.T, rng *rand.Rand, b board.Board) (open, closed board.Path) {
	t.Helper()
	for range 400 {
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		if dx, dy := p[0].X-p[len(p)-1].X, p[0].Y-p[len(p)-1].Y; dx*dx+dy*dy == 5 {
			closed = p
		} else {
			open = p
		}
		if open != nil && closed != nil {
			break
		}
	}
	return open, closed
}

// TestClosedReturnOnItsOwnLine: a tour written out closed, its start
// again at the end, graded whatever line the return falls on. When the
// lines end just before it, the return stands alone on the last line;
// a reading that cuts it off as a line beside a whole tour would pass a
// return that is no knight's move as a valid open tour. Oracle: the
// test's own move check of the return (closedWalkCheck); a tour whose
// return is a knight's move is closed and valid, any other never exits 0.
func TestClosedReturnOnItsOwnLine(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 6))
	for _, b := range []board.Board{{W: 6, H: 6}, {W: 5, H: 6}, {W: 8, H: 8}, {W: 6, H: 8}} {
		open, closed := openAndClosed(t, rng, b)
		for _, p := range []board.Path{open, closed} {
			if p == nil {
				continue // no tour of this kind found: the other is still tested
			}
			isClosed := closedWalkCheck(board.Problem{Board: b, Closed: true}, p) == nil
			for _, width := range []int{int(b.W), int(b.H), 12, 7} {
				for _, caption := range []string{"", "closed tour (returns to its start):\n", "# tour\n"} {
					for _, given := range []bool{true, false} {
						var sb strings.Builder
						sb.WriteString(caption)
						for i, s := range append(p, p[0]) {
							switch {
							case i > 0 && i%width == 0:
								sb.WriteString("\n")
							case i > 0:
								sb.WriteString(" ")
							}
							sb.WriteString(s.String())
						}
						sb.WriteString("\n")
						opt := ReadOptions{}
						if given {
							opt.Board = b
						}
						text := sb.String()
						tours, verdicts, code := textExit(text, opt, closedWalkCheck)
						what := fmt.Sprintf("%v closed %v, %d a line, caption %q, board given %v", b, isClosed, width, caption, given)
						if !isClosed && code == 0 {
							t.Errorf("%s: exit 0 over a return that is no knight's move (%v):\n%s", what, verdicts, text)
						}
						if isClosed && (code != 0 || len(tours) != 1 || verdicts[0] != Valid) {
							t.Errorf("%s: a closed tour not read valid: exit %d, %v:\n%s", what, code, verdicts, text)
						}
						if !isClosed && given && (len(verdicts) != 1 || verdicts[0] != Invalid) {
							t.Errorf("%s: a complete list whose return is no knight's move, on the board given, not invalid: %v:\n%s", what, verdicts, text)
						}
					}
				}
			}
		}
	}
}

// TestCutSquaresNamedWhereWritten: squares after a whole tour on a line of
// their own, too few to be a tour, are cut off and named in the note by
// the line they are on. Oracle: the line the test wrote them on.
func TestCutSquaresNamedWhereWritten(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 7))
	b := board.Board{W: 6, H: 6}
	p := warnsdorffWalk(rng, b, 200)
	if len(p) != b.Size() || !walkOK(b, p) {
		t.Fatal("the test's own tour")
	}
	var lines []string
	for i := 0; i < len(p); i += 12 {
		var sq []string
		for _, s := range p[i : i+12] {
			sq = append(sq, s.String())
		}
		lines = append(lines, strings.Join(sq, " "))
	}
	text := "tour:\n" + strings.Join(lines, "\n") + "\n" + p[5].String() + " " + p[9].String() + "\n"
	tours, err := ReadTours(strings.NewReader(text), ReadOptions{Board: b})
	if err != nil || len(tours) != 1 {
		t.Fatalf("%v, %d tours", err, len(tours))
	}
	j := Judge(tours[0], board.Problem{Board: b}, walkCheck)
	if j.Verdict != Valid {
		t.Fatalf("verdict %v, %v", j.Verdict, j.Err)
	}
	want := 2 + len(lines) // the caption, the tour's lines, then the squares cut off
	for _, sk := range j.Doc.Skipped {
		if strings.Contains(sk.Text, "after the first") && sk.Line != want {
			t.Errorf("the squares cut off named on line %d, written on line %d", sk.Line, want)
		}
	}
	if !strings.Contains(j.Doc.Reading(), fmt.Sprintf("line %d ", want)) {
		t.Errorf("the note does not name line %d: %s", want, j.Doc.Reading())
	}
}
