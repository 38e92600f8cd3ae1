package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// The oracle of these tests is the tours they write (warnsdorffWalk,
// checked by walkOK; faults checked by walkCheck), the count of tours
// written, and the certainty rule: a list of more squares than a tour of
// its board has (its start again at the end when closed) is no complete
// list of the board, so no fault in it is proven.

// sideBySide writes tours side by side, one a column, as a table: a
// header naming each column, then a line a step, a cell left blank where
// a tour has ended. layout picks the printer: spaces lining up the
// columns under a rule, or bare columns with no step number.
func sideBySide(layout string, tours []board.Path) string {
	rows := 0
	for _, p := range tours {
		rows = max(rows, len(p))
	}
	cell := func(p board.Path, i int) string {
		if i < len(p) {
			return p[i].String()
		}
		return ""
	}
	var b strings.Builder
	switch layout {
	case "spaces":
		b.WriteString("step")
		for j := range tours {
			fmt.Fprintf(&b, "  run%d", j+1)
		}
		b.WriteString("\n----" + strings.Repeat("  ----", len(tours)) + "\n")
		for i := range rows {
			fmt.Fprintf(&b, "%4d", i+1)
			for _, p := range tours {
				fmt.Fprintf(&b, "  %-4s", cell(p, i))
			}
			b.WriteString("\n")
		}
	case "bare":
		b.WriteString(strings.Repeat("tour     ", len(tours)) + "\n")
		for i := range rows {
			for _, p := range tours {
				fmt.Fprintf(&b, "%-9s", cell(p, i))
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

// TestTableColumnsProperty writes two or three random tours of one board
// side by side (sideBySide), on boards of odd and even area, through
// each layout: all valid; one with two squares swapped; one a square
// short (its cell blank on the last line). Every input is read as as
// many tours as columns; a valid column is valid; a faulty one is never
// valid, and a short one, read whole from its column, is invalid.
func TestTableColumnsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 7))
	boards := []board.Board{{W: 5, H: 5}, {W: 3, H: 7}, {W: 7, H: 7}, {W: 5, H: 4}, {W: 6, H: 6}, {W: 5, H: 6}}
	for _, b := range boards {
		for _, layout := range []string{"spaces", "bare"} {
			for _, fault := range []string{"none", "swap", "short"} {
				cols := 2 + rng.IntN(2)
				tours := make([]board.Path, cols)
				for j := range tours {
					if tours[j] = warnsdorffWalk(rng, b, 2000); !walkOK(b, tours[j]) {
						t.Fatalf("%v: the test's own tour", b)
					}
				}
				bad := rng.IntN(cols)
				switch fault {
				case "swap":
					var ok bool
					if tours[bad], ok = swapTwo(rng, b, tours[bad]); !ok {
						continue
					}
				case "short":
					tours[bad] = tours[bad][:len(tours[bad])-1]
				}
				text := sideBySide(layout, tours)
				name := fmt.Sprintf("%v/%s/%d columns/%s in %d", b, layout, cols, fault, bad+1)
				trs, vs, err := judgeText(text, b)
				if err != nil || len(vs) != cols {
					t.Errorf("%s: read %d tours (%v), want %d\n%s", name, len(vs), err, cols, text)
					continue
				}
				for j, v := range vs {
					want := Valid
					if fault != "none" && j == bad {
						want = Invalid
					}
					if v != want && (want == Valid || v == Valid || fault == "short") {
						t.Errorf("%s: tour %d = %v (%v), want %v\n%s", name, j+1, v, Judge(trs[j], board.Problem{Board: b}, walkCheck).Err, want, text)
					}
				}
			}
		}
	}
}

// TestOverBoardNeverInvalidProperty writes lists of more squares than a
// tour of the board given has, in several layouts: random squares of the
// board, two tours joined with a swap in one, a tour with a tail of
// random squares after it. No tour read from them is judged invalid on
// a reading of more squares than the board's tour has; lists of one
// board's squares with the same faults, the control, are invalid.
func TestOverBoardNeverInvalidProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 8))
	layouts := map[string]func(p board.Path) string{
		"one line": func(p board.Path) string { return pathText(p, " ", 0) },
		"five a line": func(p board.Path) string {
			return pathText(p, " ", 5)
		},
		"brackets": func(p board.Path) string { return "[" + pathText(p, ", ", 0) + "]" },
		"pairs": func(p board.Path) string {
			var ls []string
			for k := 0; k < len(p); k += 2 {
				ls = append(ls, pathText(p[k:min(k+2, len(p))], "  ", 0))
			}
			return "step  a     b\n" + strings.Join(ls, "\n")
		},
	}
	boards := []board.Board{{W: 5, H: 5}, {W: 3, H: 7}, {W: 6, H: 6}, {W: 8, H: 8}}
	randomSquares := func(b board.Board, k int) board.Path {
		p := make(board.Path, k)
		for i := range p {
			p[i] = board.Square{X: 1 + rng.Int32N(b.W), Y: 1 + rng.Int32N(b.H)}
		}
		return p
	}
	for _, b := range boards {
		n := b.Size()
		for name, layout := range layouts {
			for rep := range 4 {
				a := warnsdorffWalk(rng, b, 2000)
				c := warnsdorffWalk(rng, b, 2000)
				if !walkOK(b, a) || !walkOK(b, c) {
					t.Fatalf("%v: the test's own tour", b)
				}
				faulty, ok := swapTwo(rng, b, a)
				if !ok {
					continue
				}
				var long board.Path
				switch rep {
				case 0:
					long = randomSquares(b, n+2+rng.IntN(2*n))
				case 1:
					long = append(append(board.Path{}, faulty...), c...)
				case 2:
					long = append(append(board.Path{}, c...), faulty...)
				case 3:
					long = append(append(board.Path{}, faulty...), randomSquares(b, 2+rng.IntN(n))...)
				}
				text := layout(long)
				tours, err := ReadTours(strings.NewReader(text), ReadOptions{Board: b})
				if err != nil {
					continue // unreadable as a whole: no verdict of invalid
				}
				for _, tr := range tours {
					j := Judge(tr, board.Problem{Board: b}, walkCheck)
					if j.Verdict == Invalid && len(j.Doc.Path) > n+1 {
						t.Errorf("%v/%s/%d: invalid on a reading of %d squares, more than %v's %d: %v\n%s", b, name, rep, len(j.Doc.Path), b, n, j.Err, text)
					}
				}
				// The control: the faulty tour alone is a complete list.
				_, vs, err := judgeText(layout(faulty), b)
				if err != nil || len(vs) != 1 || vs[0] != Invalid {
					t.Errorf("%v/%s/%d: the faulty tour alone = %v (%v), want one invalid", b, name, rep, vs, err)
				}
			}
		}
	}
}

// pathText writes p's squares joined by sep, per to a line (0: one line).
func pathText(p board.Path, sep string, per int) string {
	var b strings.Builder
	for i, s := range p {
		switch {
		case i > 0 && per > 0 && i%per == 0:
			b.WriteString("\n")
		case i > 0:
			b.WriteString(sep)
		}
		b.WriteString(s.String())
	}
	return b.String()
}
