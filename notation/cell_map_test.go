package notation

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// stepGrid is the grid p numbers, rows from the top, each cell the step
// of the last square of p on it (from base), 0 when none is: what a
// program that fills a matrix along its tour holds.
func stepGrid(b board.Board, p board.Path, base int) [][]int {
	g := make([][]int, b.H)
	for r := range g {
		g[r] = make([]int, b.W)
	}
	for k, s := range p {
		g[b.H-s.Y][s.X-1] = k + base
	}
	return g
}

// cellsOf writes every cell of g, row by row, through f (indices from
// base), and leaves out the zero ones when sparse.
func cellsOf(g [][]int, base int, sparse bool, sep string, f func(r, c, v int) string) string {
	var out []string
	for r, row := range g {
		for c, v := range row {
			if v != 0 || !sparse {
				out = append(out, f(r+base, c+base, v))
			}
		}
	}
	return strings.Join(out, sep)
}

// mapWriters print the grid a tour numbers as a map from a cell (row,
// column) to its step, each in its own language's syntax; none is a
// layout of the blind probes. Octave's sparse display leaves zero cells
// out and declares the bounds, as Octave prints it.
var mapWriters = map[string]func(b board.Board, p board.Path) string{
	"octave sparse display": func(b board.Board, p board.Path) string {
		g := stepGrid(b, p, 1)
		nnz := len(strings.Fields(cellsOf(g, 1, true, " ", func(r, c, v int) string { return "x" })))
		return fmt.Sprintf("s =\n\nCompressed Column Sparse (rows = %d, cols = %d, nnz = %d [%d%%])\n\n", b.H, b.W, nnz, 100*nnz/b.Size()) +
			cellsOf(g, 1, true, "\n", func(r, c, v int) string { return fmt.Sprintf("  (%d, %d) -> %d", r, c, v) }) + "\n"
	},
	"python dict with tuple keys": func(b board.Board, p board.Path) string {
		return ">>> board\n{" + cellsOf(stepGrid(b, p, 1), 0, false, ", ", func(r, c, v int) string { return fmt.Sprintf("(%d, %d): %d", r, c, v) }) + "}\n"
	},
	"julia dict": func(b board.Board, p board.Path) string {
		return fmt.Sprintf("Dict{Tuple{Int64, Int64}, Int64} with %d entries:\n", b.Size()) +
			cellsOf(stepGrid(b, p, 1), 1, false, "\n", func(r, c, v int) string { return fmt.Sprintf("  (%d, %d) => %d", r, c, v) }) + "\n"
	},
	"lua table keyed by pairs": func(b board.Board, p board.Path) string {
		return "> print(inspect(t))\n{" + cellsOf(stepGrid(b, p, 1), 1, false, ", ", func(r, c, v int) string { return fmt.Sprintf("[{%d,%d}]=%d", r, c, v) }) + "}\n"
	},
	"mathematica rules": func(b board.Board, p board.Path) string {
		return "Out[2]= {" + cellsOf(stepGrid(b, p, 1), 1, false, ", ", func(r, c, v int) string { return fmt.Sprintf("{%d, %d} -> %d", r, c, v) }) + "}\n"
	},
	"haskell assocs from 0": func(b board.Board, p board.Path) string {
		return "ghci> assocs a\n[" + cellsOf(stepGrid(b, p, 0), 0, false, ",", func(r, c, v int) string { return fmt.Sprintf("((%d,%d),%d)", r, c, v) }) + "]\n"
	},
}

// TestCellMaps: random tours (warnsdorffWalk; walkOK, an independent
// walk written in the tests, says each is a tour) numbered in a grid and
// printed by every writer of mapWriters, one or two to an input, read
// and judged with no board given and with the board given. The oracle
// is the tour written: a valid one exits 0 as the tours written, each
// a reading walkOK passes; with one fault (two squares swapped, one
// written twice, one left out) no input exits 0.
func TestCellMaps(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 2))
	if certain := writersProperty(t, rng, mapWriters, 2); certain == 0 {
		t.Errorf("no faulty map judged invalid: the reading is never certain")
	}
}

// TestCellMapCases: maps whose reading the rule of certainty decides.
// The oracle of each is written beside it: a tour checked by walkOK, or
// why no reading is certain.
func TestCellMapCases(t *testing.T) {
	b := board.Board{W: 3, H: 4}
	tour := board.Path{{X: 1, Y: 1}, {X: 2, Y: 3}, {X: 3, Y: 1}, {X: 1, Y: 2}, {X: 2, Y: 4}, {X: 3, Y: 2}, {X: 1, Y: 3}, {X: 2, Y: 1}, {X: 3, Y: 3}, {X: 1, Y: 4}, {X: 2, Y: 2}, {X: 3, Y: 4}}
	if !walkOK(b, tour) || len(tour) != b.Size() {
		t.Fatalf("the test's own 3x4 tour is no tour")
	}
	g0 := stepGrid(b, tour, 0) // numbered from 0
	maple := func(g [][]int, rows, cols int) string {
		return fmt.Sprintf("Matrix(%d, %d, {%s}, datatype = anything)", rows, cols,
			cellsOf(g, 1, true, ", ", func(r, c, v int) string { return fmt.Sprintf("(%d, %d) = %d", r, c, v) }))
	}
	swapped := stepGrid(b, tour, 1)
	swapped[0][0], swapped[3][2] = swapped[3][2], swapped[0][0]
	if walkOK(b, pathOf(swapped, b)) {
		t.Fatalf("the swapped numbering is still a tour")
	}
	runJudgedCases(t, []judgedCase{
		{"sparse from 0, its 0 cell left out", maple(g0, 4, 3), board.Board{}, Valid,
			"a sparse printer leaves the cell numbered 0 out; read as 0 it is the tour"},
		{"declared, two cells swapped", maple(swapped, 4, 3), board.Board{}, Invalid,
			"every cell declared and written: the one reading's fault is certain"},
		{"declared as more rows than the cells", maple(stepGrid(b, tour, 1), 5, 3), board.Board{}, Invalid,
			"a fifth row declared and left out: twelve of fifteen squares numbered"},
		{"a cell outside the declared bounds", maple(stepGrid(b, tour, 1), 3, 3), board.Board{}, Unreadable,
			"row 4 is outside Matrix(3, 3): the map and its bounds disagree"},
		{"declared bounds, the board given transposed", maple(stepGrid(b, tour, 1), 4, 3), board.Board{W: 4, H: 3}, Unreadable,
			"the declaration says 4 rows of 3: -board 4x3 is another board"},
		{"no bounds, a cell left out", "{" + cellsOf(stepGrid(b, tour, 1), 0, true, ", ", func(r, c, v int) string {
			if r == 3 && c == 2 {
				return "(9, 9): 1"
			}
			return fmt.Sprintf("(%d, %d): %d", r, c, v)
		}) + "}", board.Board{}, Unreadable,
			"keys up to (9, 9) with most cells between left out: no board is known"},
		{"no bounds, one cell written twice", "{" + cellsOf(stepGrid(b, tour, 1), 0, false, ", ", func(r, c, v int) string {
			if r == 3 && c == 2 {
				r, c = 0, 0
			}
			return fmt.Sprintf("(%d, %d): %d", r, c, v)
		}) + "}", board.Board{}, Unreadable,
			"a cell with two values: which is meant is not known"},
		{"no bounds, the board given transposed", "{" + cellsOf(stepGrid(b, tour, 1), 0, false, ", ", func(r, c, v int) string {
			return fmt.Sprintf("(%d, %d): %d", r, c, v)
		}) + "}", board.Board{W: 4, H: 3}, Valid,
			"with no declaration the pairs may be (x, y): transposed, a tour stays one"},
	})
}

// judgedCase is one input, the board given, and the verdict the rule
// of reading gives it, with why.
type judgedCase struct {
	name, text string
	given      board.Board
	want       Verdict
	why        string
}

// runJudgedCases reads each case's text as knight verify does: one tour,
// its verdict the one wanted, and a valid reading a tour by walkOK (the
// test's own walk, sharing no code with the readers), so that no
// verdict of Valid rests on the readers alone.
func runJudgedCases(t *testing.T, cases []judgedCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tours, vs, err := judgeText(c.text, c.given)
			if err != nil || len(tours) != 1 {
				t.Fatalf("ReadTours(%q) = %d tours, %v; want 1 (%s)", c.text, len(tours), err, c.why)
			}
			if vs[0] != c.want {
				t.Errorf("verdict %v (%v), want %v: %s", vs[0], tours[0].Err, c.want, c.why)
			}
			if c.want == Valid {
				j := Judge(tours[0], board.Problem{Board: c.given}, walkCheck)
				if !walkOK(j.Doc.Board, j.Doc.Path) || len(j.Doc.Path) != j.Doc.Board.Size() {
					t.Errorf("the valid reading %v is no tour by walkOK", j.Doc.Path)
				}
			}
		})
	}
}

// pathOf is the path grid g numbers from 1, for the test's own check of
// a numbering it made.
func pathOf(g [][]int, b board.Board) board.Path {
	p := make(board.Path, b.Size())
	for r, row := range g {
		for c, v := range row {
			if v >= 1 && v <= len(p) {
				p[v-1] = board.Square{X: int32(c + 1), Y: b.H - int32(r)}
			}
		}
	}
	return p
}

// TestCellMapFaultPlace: the fault of a map read as a grid is named at
// the entry that writes it. The oracle is the text: the column is found
// by searching it for the entry.
func TestCellMapFaultPlace(t *testing.T) {
	b := board.Board{W: 3, H: 4}
	tour := board.Path{{X: 1, Y: 1}, {X: 2, Y: 3}, {X: 3, Y: 1}, {X: 1, Y: 2}, {X: 2, Y: 4}, {X: 3, Y: 2}, {X: 1, Y: 3}, {X: 2, Y: 1}, {X: 3, Y: 3}, {X: 1, Y: 4}, {X: 2, Y: 2}, {X: 3, Y: 4}}
	g := stepGrid(b, tour, 1)
	g[0][0], g[3][2] = g[3][2], g[0][0] // two cells' steps swapped
	text := "array ((0,0),(3,2)) [" + cellsOf(g, 0, false, ",", func(r, c, v int) string { return fmt.Sprintf("((%d,%d),%d)", r, c, v) }) + "]"
	tours, vs, err := judgeText(text, board.Board{})
	if err != nil || len(tours) != 1 || vs[0] != Invalid {
		t.Fatalf("judgeText = %d tours, %v, %v; want one invalid", len(tours), vs, err)
	}
	j := Judge(tours[0], board.Problem{Board: b}, func(q board.Problem, p board.Path) error {
		for k := 1; k < len(p); k++ {
			if !walkOK(q.Board, p[k-1:k+1]) {
				return &moveError{k}
			}
		}
		return nil
	})
	var me *moveError
	if !errors.As(j.Err, &me) {
		t.Fatalf("fault %v, want a move's", j.Err)
	}
	line, col, ok := j.Doc.Place(me.k)
	s := j.Doc.Path[me.k]
	want := strings.Index(text, fmt.Sprintf("((%d,%d),", b.H-s.Y, s.X-1)) + 1
	if !ok || line != 1 || col != want {
		t.Errorf("move %d placed at %d:%d (%v), want 1:%d", me.k, line, col, ok, want)
	}
}

// moveError is the fault the test's own check names: move k.
type moveError struct{ k int }

func (e *moveError) Error() string { return fmt.Sprintf("move %d is no knight move", e.k) }
