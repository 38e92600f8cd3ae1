package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// unseenGridLayouts print a numbered grid as programs the readers were
// not written for print a matrix: Julia's show, Octave's "ans =",
// Fortran's list-directed write, an org-mode table, a Lua table, a
// Haskell list of lists in GHCi, R's data.frame (its rows numbered) and
// a Go test's t.Log lines. The
// numbers are the cells as given, a marker among them.
func unseenGridLayouts() map[string]func(rows [][]string) string {
	pad := func(rows [][]string, width int, sep string) []string {
		var out []string
		for _, r := range rows {
			var cs []string
			for _, c := range r {
				cs = append(cs, fmt.Sprintf("%*s", width, c))
			}
			out = append(out, strings.Join(cs, sep))
		}
		return out
	}
	return map[string]func(rows [][]string) string{
		"julia": func(rows [][]string) string {
			return fmt.Sprintf("%d×%d Matrix{Int64}:\n", len(rows), len(rows[0])) + strings.Join(pad(rows, 4, " "), "\n") + "\n\njulia> \n"
		},
		"octave": func(rows [][]string) string {
			return "ans =\n\n" + strings.Join(pad(rows, 5, ""), "\n") + "\n\n>> \n"
		},
		"fortran": func(rows [][]string) string {
			return " FINAL BOARD\n" + strings.Join(pad(rows, 12, ""), "\n") + "\n STOP 0\n"
		},
		"org": func(rows [][]string) string {
			return "#+NAME: tour\n" + "|" + strings.Join(pad(rows, 3, " | "), " |\n|") + " |\n"
		},
		"lua": func(rows [][]string) string {
			lines := pad(rows, 3, ",")
			return "board = {\n  {" + strings.Join(lines, "},\n  {") + "},\n}\n"
		},
		"haskell": func(rows [][]string) string {
			lines := pad(rows, 2, ",")
			return "ghci> tour 5\n[[" + strings.Join(lines, "],\n [") + "]]\n"
		},
		"R data.frame": func(rows [][]string) string {
			lines := pad(rows, 4, "")
			head := "  "
			for k := range rows[0] {
				head += fmt.Sprintf("%4s", fmt.Sprint("V", k+1))
			}
			for k := range lines {
				lines[k] = fmt.Sprintf("%-2d", k+1) + lines[k]
			}
			return "> as.data.frame(b)\n" + head + "\n" + strings.Join(lines, "\n") + "\n"
		},
		"go t.Log": func(rows [][]string) string {
			lines := pad(rows, 3, " ")
			for k := range lines {
				lines[k] = "    board_test.go:41: " + lines[k]
			}
			return "=== RUN   TestBoard\n" + strings.Join(lines, "\n") + "\n--- PASS: TestBoard (0.00s)\n"
		},
	}
}

// TestUnseenGridFaults writes random tours (warnsdorffWalk, checked by
// walkOK) numbered from 1 with 0 for a square not visited, and from 0
// with -1, through layouts no reader was written for, as they are and
// with one fault: a square left out (its cell the marker, the numbers
// after it kept, so no renumbering completes it), two squares swapped,
// a square's number written over another's, a cell dropped from a row
// (with the board given). The oracle is the numbering the test wrote and
// its own walk: the valid grid is one tour and valid; a faulty one is
// one tour and never valid, and invalid (certain) for the left-out
// square and the dropped cell, whose grid numbers no board however it is
// read.
func TestUnseenGridFaults(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 15))
	for _, b := range []board.Board{{W: 5, H: 6}, {W: 6, H: 6}, {W: 7, H: 5}, {W: 8, H: 8}, {W: 10, H: 10}} {
		p := warnsdorffWalk(rng, b, 200)
		if !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		for _, base := range []int{1, 0} {
			marker := base - 1
			grid := func(p board.Path) [][]int {
				rows := make([][]int, b.H)
				for k := range rows {
					rows[k] = slices.Repeat([]int{marker}, int(b.W))
				}
				for k, s := range p {
					rows[b.H-s.Y][s.X-1] = k + base
				}
				return rows
			}
			text := func(rows [][]int) [][]string {
				out := make([][]string, len(rows))
				for r, row := range rows {
					for _, v := range row {
						out[r] = append(out[r], fmt.Sprint(v))
					}
				}
				return out
			}
			k := 1 + rng.IntN(len(p)-2)
			left := grid(p)
			left[b.H-p[k].Y][p[k].X-1] = marker
			swapped := slices.Clone(p)
			swapped[k], swapped[k+1] = swapped[k+1], swapped[k]
			twice := grid(p)
			twice[b.H-p[k].Y][p[k].X-1] = k + 1 + base
			short := text(grid(p))
			r := rng.IntN(int(b.H))
			short[r] = slices.Delete(short[r], k%int(b.W), k%int(b.W)+1)
			cases := []struct {
				what    string
				rows    [][]string
				given   board.Board
				want    Verdict
				certain bool
			}{
				{"valid", text(grid(p)), board.Board{}, Valid, true},
				{"valid, board given", text(grid(p)), b, Valid, true},
				{"square left out", text(left), board.Board{}, Invalid, true},
				{"square left out, board given", text(left), b, Invalid, true},
				{"squares swapped", text(grid(swapped)), board.Board{}, Invalid, false},
				{"number twice", text(twice), board.Board{}, Invalid, false},
				{"number twice, board given", text(twice), b, Invalid, false},
				{"cell dropped, board given", short, b, Invalid, true},
			}
			for name, layout := range unseenGridLayouts() {
				for _, c := range cases {
					in := layout(c.rows)
					label := fmt.Sprintf("%v/from %d/%s/%s", b, base, name, c.what)
					tours, err := ReadTours(strings.NewReader(in), ReadOptions{Board: c.given})
					if err != nil || len(tours) != 1 {
						t.Errorf("%s: ReadTours = %d tours, %v, want 1 in\n%s", label, len(tours), err, in)
						continue
					}
					j := Judge(tours[0], board.Problem{Board: c.given}, walkCheck)
					switch {
					case c.want == Valid && j.Verdict != Valid:
						t.Errorf("%s: verdict %v (%v), want valid in\n%s", label, j.Verdict, j.Err, in)
					case c.want != Valid && j.Verdict == Valid:
						t.Errorf("%s: verdict valid, want a fault in\n%s", label, in)
					case c.certain && j.Verdict != c.want:
						t.Errorf("%s: verdict %v (%v), want %v in\n%s", label, j.Verdict, j.Err, c.want, in)
					}
				}
			}
		}
	}
}
