package notation

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestSkippedNumberInside: a tour's numbering that skips one number m
// (every number from m on written one more, so its largest is one past
// the squares) is held unreadable while rows a print left out could hold
// m, and is an invalid tour once they cannot: when m-1 or m+1 stands two
// rows or more from the first and the last row, every square a knight's
// move from it is written, and none holds m. The rows come through
// several wrappers, alone, under a caption or beside a second board. The
// oracle is the test's own placement of m-1 and m+1 on the path it
// numbers (walkOK checks the path), which shares no code with the reader.
func TestSkippedNumberInside(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 65))
	wrappers := map[string]func(rows [][]int) string{
		"plain rows":  func(rows [][]int) string { return writeRows(rows, " ", "  ", " ") },
		"walled rows": func(rows [][]int) string { return writeRows(rows, "| ", " | ", " |") },
		"python rows": func(rows [][]int) string { return "[\n" + writeRows(rows, " [", ", ", "],") + "\n]" },
		"captioned":   func(rows [][]int) string { return "Knight's Tour:\n" + writeRows(rows, "", "\t", "") + "\n\n\n" },
	}
	certain, open := 0, 0
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 7, H: 6}, {W: 8, H: 8}, {W: 10, H: 10}} {
		p := warnsdorffWalk(rng, b, 500)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		rowOf := func(k int) int { return int(b.H - p[k].Y) } // from the top, 0 first
		inside := func(r int) bool { return r >= 2 && r <= int(b.H)-3 }
		for range 12 {
			m := 2 + rng.IntN(b.Size()-1) // 2..N: m-1 is written, and m+1 (where m was) too
			rows := rowsOf(b, p, 1)
			for _, r := range rows {
				for x := range r {
					if r[x] >= m {
						r[x]++
					}
				}
			}
			want := inside(rowOf(m-2)) || inside(rowOf(m-1)) // m-1 at p[m-2], m+1 on m's own square p[m-1]
			for name, wrap := range wrappers {
				for _, beside := range []bool{false, true} {
					text := wrap(rows)
					if beside {
						text = writeRows(rowsOf(b, p, 1), "", " ", "") + "\n\n" + text
					}
					trs, vs, err := judgeText(text, board.Board{})
					what := fmt.Sprintf("%v skipping %d, %s, beside a tour %v", b, m, name, beside)
					var bad []Verdict
					for _, v := range vs {
						if v != Valid {
							bad = append(bad, v)
						}
					}
					switch {
					case err != nil || len(bad) != 1:
						t.Errorf("%s: verdicts %v (%v), want one tour not valid (and, beside, one valid):\n%s", what, vs, err, text)
					case want && bad[0] != Invalid:
						t.Errorf("%s: %v, want invalid: the number beside %d stands inside the rows, so no row left out holds it:\n%s", what, bad[0], m, text)
					case !want && bad[0] == Invalid:
						t.Errorf("%s: invalid, want unreadable: a row left out below or above could hold %d:\n%s", what, m, text)
					case propExit(trs, vs) == 0:
						t.Errorf("%s: exit 0, want the input not passed", what)
					}
				}
			}
			if want {
				certain++
			} else {
				open++
			}
		}
	}
	if certain == 0 || open == 0 {
		t.Errorf("%d certain, %d open: the test must draw both", certain, open)
	}
}
