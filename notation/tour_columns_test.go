package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// columnWriters print tours one a column, a row a step: a CSV and a TSV
// with a step column, a Markdown table, columns lined up by spaces.
var columnWriters = map[string]func(tours []board.Path) string{
	"csv": func(tours []board.Path) string { return columnTable(tours, "step", ",", "", "", true) },
	"tsv": func(tours []board.Path) string { return columnTable(tours, "step", "\t", "", "", true) },
	"markdown": func(tours []board.Path) string {
		return columnTable(tours, "#", " | ", "| ", " |", true)
	},
	"spaces": func(tours []board.Path) string { return columnTable(tours, "", "   ", "", "", false) },
}

// columnTable writes tours one a column, named tour_1, tour_2, ..., each
// row begun by its step when step is set.
func columnTable(tours []board.Path, step, sep, open, close string, numbered bool) string {
	var lines []string
	var head []string
	if numbered {
		head = append(head, step)
	}
	for k := range tours {
		head = append(head, fmt.Sprintf("tour_%d", k+1))
	}
	lines = append(lines, open+strings.Join(head, sep)+close)
	if open != "" {
		lines = append(lines, open+strings.Repeat("---"+sep, len(head)-1)+"---"+close)
	}
	for i := range tours[0] {
		var row []string
		if numbered {
			row = append(row, fmt.Sprint(i+1))
		}
		for _, p := range tours {
			row = append(row, p[i].String())
		}
		lines = append(lines, open+strings.Join(row, sep)+close)
	}
	return strings.Join(lines, "\n") + "\n"
}

// TestTourColumnsProperty: three or four tours written one a column (as
// many as divide the board's squares, so that the rows read across also
// cut into tours of a board's worth) are as many tours: all valid when
// each is, and with two squares of one exchanged that one is never
// valid while no other is called invalid. Oracles: tours by the test's
// own Warnsdorff walk checked by walkOK, Judge given walkCheck, the
// fault made by hand.
func TestTourColumnsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 3))
	for _, bd := range []board.Board{{W: 7, H: 4}, {W: 6, H: 6}, {W: 5, H: 6}, {W: 8, H: 5}} {
		for _, k := range []int{3, 4} {
			if bd.Size()%k != 0 {
				continue
			}
			tours := make([]board.Path, k)
			for i := range tours {
				if tours[i] = warnsdorffWalk(rng, bd, 500); tours[i] == nil || !walkOK(bd, tours[i]) {
					t.Fatalf("%v: the test's own tour", bd)
				}
			}
			faulty := rng.IntN(k)
			withFault := append([]board.Path(nil), tours...)
			withFault[faulty] = swapped(t, bd, tours[faulty])
			for name, write := range columnWriters {
				for _, given := range []board.Board{bd, {}} {
					text := write(tours)
					if _, vs, err := judgeText(text, given); err != nil || len(vs) != k || countVerdict(vs, Valid) != k {
						t.Errorf("%d tours of %v, %s, board %v: verdicts %v, %v, want %d valid\n%s", k, bd, name, given, vs, err, k, text)
					}
					text = write(withFault)
					_, vs, err := judgeText(text, given)
					if err != nil || len(vs) != k {
						t.Errorf("%d tours of %v, %s, board %v, tour %d at fault: verdicts %v, %v\n%s", k, bd, name, given, faulty+1, vs, err, text)
						continue
					}
					for i, v := range vs {
						if i == faulty && v == Valid || i != faulty && v == Invalid {
							t.Errorf("%d tours of %v, %s, board %v, tour %d at fault: verdicts %v\n%s", k, bd, name, given, faulty+1, vs, text)
							break
						}
					}
				}
			}
		}
	}
}
