package notation

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestOneLineGridOtherBoard writes random tours (warnsdorffWalk, checked
// by walkOK) as numbered grids printed on one line, as Go's %v, Python's
// repr, a C initialiser and a Rust vec! print them, and reads each with a
// -board of another size. The oracle is the same grid printed a row a
// line, which is read as the grid of its own board and refused with
// ErrBoardMismatch: the one-line printing must be refused the same way,
// naming the grid's board, not as a bad square.
func TestOneLineGridOtherBoard(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 2))
	type printing struct{ open, close, sep, rowSep, outer, outerEnd string }
	printings := []printing{
		{"[", "]", " ", " ", "[", "]"},           // Go's %v of [][]int
		{"[", "]", ", ", ", ", "[", "]"},         // Python
		{"{", "}", ", ", ", ", "{", "}"},         // C
		{"vec![", "]", ", ", ", ", "vec![", "]"}, // Rust
	}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 5, H: 6}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		num := make(map[board.Square]int, len(p))
		for k, s := range p {
			num[s] = k + 1
		}
		rows := make([][]string, b.H)
		for r := range rows {
			for x := int32(1); x <= b.W; x++ {
				rows[r] = append(rows[r], fmt.Sprint(num[board.Square{X: x, Y: b.H - int32(r)}]))
			}
		}
		given := board.Board{W: 8, H: 8}
		if b == given {
			given = board.Board{W: 7, H: 7}
		}
		var lines []string
		for _, r := range rows {
			lines = append(lines, strings.Join(r, " "))
		}
		asRows := strings.Join(lines, "\n") + "\n"
		oracle := readOne(t, asRows, given)
		if !errors.Is(oracle, ErrBoardMismatch) {
			t.Fatalf("%v: rows a line with -board %v: %v, want ErrBoardMismatch (the oracle)", b, given, oracle)
		}
		for _, pr := range printings {
			var rs []string
			for _, r := range rows {
				rs = append(rs, pr.open+strings.Join(r, pr.sep)+pr.close)
			}
			text := pr.outer + strings.Join(rs, pr.rowSep) + pr.outerEnd + "\n"
			err := readOne(t, text, given)
			if !errors.Is(err, ErrBoardMismatch) || !strings.Contains(err.Error(), "grid is "+b.String()) {
				t.Errorf("%v with -board %v: %v, want %v as the rows a line say, in\n%s", b, given, err, oracle, text)
			}
		}
	}
}

// readOne is the one tour of text read and judged on board b: its error.
func readOne(t *testing.T, text string, b board.Board) error {
	t.Helper()
	tours, err := ReadTours(strings.NewReader(text), ReadOptions{Board: b})
	if err != nil {
		return err
	}
	if len(tours) != 1 {
		t.Errorf("ReadTours = %d tours, want 1 in\n%s", len(tours), text)
		return nil
	}
	j := Judge(tours[0], board.Problem{Board: b}, tourCheck)
	if j.Verdict != Unreadable {
		t.Errorf("verdict %v (%v), want unreadable in\n%s", j.Verdict, j.Err, text)
	}
	return j.Err
}
