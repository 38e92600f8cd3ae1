package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// numberedRowMajor is the numbering of p on b from 1, row by row from
// the top rank: the k-th value is the number of the k-th square so read.
func numberedRowMajor(b board.Board, p board.Path) []int {
	vals := make([]int, b.Size())
	for k, s := range p {
		vals[int(b.H-s.Y)*int(b.W)+int(s.X-1)] = k + 1
	}
	return vals
}

// wrappedDump prints vals perLine to a line, each in a field of width
// cols, under a header line, as od and fixed-width dumps do whatever
// the board's width.
func wrappedDump(header string, vals []int, perLine, cols int) string {
	var sb strings.Builder
	sb.WriteString(header + "\n")
	for i, v := range vals {
		fmt.Fprintf(&sb, "%*d", cols, v)
		if (i+1)%perLine == 0 {
			sb.WriteString("\n")
		}
	}
	return sb.String()
}

// TestRefoldedGrids: random tours of boards up to 16x16 (warnsdorffWalk;
// walkOK, an independent walk written in the tests, says each is a
// tour), numbered row by row and printed a fixed count of numbers to a
// line that divides the board's squares, under headers that name no
// board. The oracle is the tour written. Valid: with the board given
// it exits 0; with none, it is never invalid, and when the lines are
// not the board's rows a refusal names the board written among the
// -board flags. With one fault (two numbers swapped, so that a move is
// no knight's move, as walkOK confirms) it never exits 0, board given
// or not.
func TestRefoldedGrids(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 22))
	boards, paths := tourBoards(t, rng, 40)
	headers := []string{"$ od -An -tu2 -w%d -v board.bin", "hexdump -e '%d/2 \"%%6u\" \"\\n\"' tour.bin", "board numbering, %d per line:"}
	tried, refused := 0, 0
	for i, b := range boards {
		p := paths[i]
		n := b.Size()
		if n < 12 {
			continue
		}
		for _, perLine := range []int{4, 6, 8, 10, 12, 16} {
			if n%perLine != 0 || n/perLine < 2 {
				continue
			}
			tried++
			header := fmt.Sprintf(headers[(i+perLine)%len(headers)], 2*perLine)
			cols := 5 + (i+perLine)%3
			text := wrappedDump(header, numberedRowMajor(b, p), perLine, cols)
			faulty := append(board.Path(nil), p...)
			faulty[n/2], faulty[n/2+1] = faulty[n/2+1], faulty[n/2]
			if walkOK(b, faulty) {
				t.Fatalf("%v: the swapped tour is a tour", b)
			}
			faultText := wrappedDump(header, numberedRowMajor(b, faulty), perLine, cols)
			for _, given := range []board.Board{{}, b} {
				tours, vs, err := judgeText(text, given)
				exit := propExit(tours, vs)
				if err != nil {
					exit = 2
				}
				switch {
				case given == b && exit != 0:
					t.Errorf("%v, %d a line, board given: exit %d %v, want 0:\n%s", b, perLine, exit, nestedErrs(tours), clip(text))
				case exit == 1:
					t.Errorf("%v, %d a line, no board given: a valid tour judged invalid:\n%s", b, perLine, clip(text))
				case exit == 2 && int(b.W) != perLine:
					refused++
					j := Judge(tours[0], board.Problem{}, walkCheck)
					if j.Err == nil || !strings.Contains(j.Err.Error(), b.String()) {
						t.Errorf("%v, %d a line, no board given: refusal %v names no %v", b, perLine, j.Err, b)
					}
				}
				tours, vs, err = judgeText(faultText, given)
				if exit := propExit(tours, vs); exit == 0 && err == nil {
					t.Errorf("%v, %d a line, board given %v, a swap: exit 0, want a fault or a refusal:\n%s", b, perLine, given, clip(faultText))
				}
			}
		}
	}
	if tried == 0 || refused == 0 {
		t.Fatalf("%d dumps tried, %d refused: the property was not exercised", tried, refused)
	}
	t.Logf("%d dumps, %d refused naming the board written", tried, refused)
}
