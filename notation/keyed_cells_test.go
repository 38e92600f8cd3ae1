package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// cellTriple is one cell of a grid and its step.
type cellTriple struct{ r, c, v int }

// shuffledCells is every cell of g (indices from base) in an order drawn
// from the tour itself, as a hash table prints its keys: no order the
// reader may rely on.
func shuffledCells(g [][]int, base int, p board.Path) []cellTriple {
	var out []cellTriple
	for r, row := range g {
		for c, v := range row {
			out = append(out, cellTriple{r + base, c + base, v})
		}
	}
	rng := rand.New(rand.NewPCG(uint64(p[0].X*31+p[0].Y), uint64(len(p))))
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// keyedWriters print the grid a tour numbers as a literal keyed by cell
// or by row and column index, or as R's matrices, each as its language
// prints it (written from the languages' manuals, not from the blind
// probes' inputs). Hash tables print their keys in no order: those
// writers shuffle them.
var keyedWriters = map[string]func(b board.Board, p board.Path) string{
	"bash declare -p of an associative array": func(b board.Board, p board.Path) string {
		var kv []string
		for _, e := range shuffledCells(stepGrid(b, p, 1), 0, p) {
			kv = append(kv, fmt.Sprintf("[%d,%d]=\"%d\"", e.r, e.c, e.v))
		}
		return "$ declare -p board\ndeclare -A board=(" + strings.Join(kv, " ") + " )\n"
	},
	"json object keyed by \"row,col\"": func(b board.Board, p board.Path) string {
		var kv []string
		for _, e := range shuffledCells(stepGrid(b, p, 1), 1, p) {
			kv = append(kv, fmt.Sprintf("  \"%d,%d\": %d", e.r, e.c, e.v))
		}
		return "{\n" + strings.Join(kv, ",\n") + "\n}\n"
	},
	"php var_export": func(b board.Board, p board.Path) string {
		var s strings.Builder
		s.WriteString("array (\n")
		for r, row := range stepGrid(b, p, 1) {
			fmt.Fprintf(&s, "  %d => \n  array (\n", r)
			for c, v := range row {
				fmt.Fprintf(&s, "    %d => %d,\n", c, v)
			}
			s.WriteString("  ),\n")
		}
		return s.String() + ")\n"
	},
	"perl Data::Dumper of hashes, keys unsorted": func(b board.Board, p board.Path) string {
		g := stepGrid(b, p, 0)
		order := shuffledCells(g, 0, p)
		var rows []string
		seen := map[int]bool{}
		for _, e := range order {
			if seen[e.r] {
				continue
			}
			seen[e.r] = true
			var cells []string
			for _, f := range order {
				if f.r == e.r {
					cells = append(cells, fmt.Sprintf("                     '%d' => %d", f.c, f.v))
				}
			}
			rows = append(rows, fmt.Sprintf("          '%d' => {\n%s\n                   }", e.r, strings.Join(cells, ",\n")))
		}
		return "$VAR1 = {\n" + strings.Join(rows, ",\n") + "\n        };\n"
	},
	"ruby 3.4 pp of a hash of arrays": func(b board.Board, p board.Path) string {
		var rows []string
		for r, row := range stepGrid(b, p, 1) {
			rows = append(rows, fmt.Sprintf("%d => %s", r+1, strings.Join(strings.Fields(fmt.Sprint(row)), ", ")))
		}
		return "irb> pp board\n{" + strings.Join(rows, ",\n ") + "}\n"
	},
	"python dict of dicts": func(b board.Board, p board.Path) string {
		var rows []string
		for r, row := range stepGrid(b, p, 0) {
			var cells []string
			for c, v := range row {
				cells = append(cells, fmt.Sprintf("%d: %d", c, v))
			}
			rows = append(rows, fmt.Sprintf("%d: {%s}", r, strings.Join(cells, ", ")))
		}
		return ">>> pprint(board)\n{" + strings.Join(rows, ",\n ") + "}\n"
	},
	"lua serpent dump of a table of tables": func(b board.Board, p board.Path) string {
		var rows []string
		for r, row := range stepGrid(b, p, 1) {
			var cells []string
			for c, v := range row {
				cells = append(cells, fmt.Sprintf("[%d] = %d", c+1, v))
			}
			rows = append(rows, fmt.Sprintf("[%d] = {%s}", r+1, strings.Join(cells, ", ")))
		}
		return "> print(serpent.block(board, {comment = false}))\n{\n  " + strings.Join(rows, ",\n  ") + "\n}\n"
	},
	"R dput of an integer matrix": func(b board.Board, p board.Path) string {
		return "> dput(m)\nstructure(c(" + rColumns(stepGrid(b, p, 1), "L") + fmt.Sprintf("), dim = c(%dL, %dL))\n", b.H, b.W)
	},
	"R dput, dimensions a range": func(b board.Board, p board.Path) string {
		if b.W != b.H+1 && b.W != b.H-1 {
			return "> dput(m)\nstructure(c(" + rColumns(stepGrid(b, p, 1), "L") + fmt.Sprintf("), .Dim = c(%dL, %dL))\n", b.H, b.W)
		}
		return "> dput(m)\nstructure(c(" + rColumns(stepGrid(b, p, 1), "L") + fmt.Sprintf("), dim = %d:%d)\n", b.H, b.W)
	},
	"R matrix by rows": func(b board.Board, p board.Path) string {
		var cells []string
		for _, row := range stepGrid(b, p, 1) {
			for _, v := range row {
				cells = append(cells, fmt.Sprint(v))
			}
		}
		return fmt.Sprintf("m <- matrix(c(%s),\n            ncol = %d, byrow = TRUE)\n", strings.Join(cells, ", "), b.W)
	},
	"R matrix, its dimensions by position": func(b board.Board, p board.Path) string {
		return fmt.Sprintf("> m <- matrix(c(%s), %d, %d)\n", rColumns(stepGrid(b, p, 1), ""), b.H, b.W)
	},
	"R array": func(b board.Board, p board.Path) string {
		return "a <- array(c(" + rColumns(stepGrid(b, p, 0), "") + fmt.Sprintf("), dim = c(%d, %d))\n", b.H, b.W)
	},
}

// rColumns is g's cells column by column, R's order, each with suffix.
func rColumns(g [][]int, suffix string) string {
	var cells []string
	for c := range g[0] {
		for r := range g {
			cells = append(cells, fmt.Sprintf("%d%s", g[r][c], suffix))
		}
	}
	return strings.Join(cells, ", ")
}

// TestKeyedCells: random tours (warnsdorffWalk; walkOK, an independent
// walk written in the tests, says each is a tour) printed by every
// writer of keyedWriters, one or two to an input, read and judged with
// no board given and with the board given. The oracle is the tour
// written: a valid one exits 0 as the tours written, each a reading
// walkOK passes; with one fault (two squares swapped, one written
// twice, one left out) no input exits 0.
func TestKeyedCells(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 24))
	if certain := writersProperty(t, rng, keyedWriters, 2); certain == 0 {
		t.Errorf("no faulty literal judged invalid: the reading is never certain")
	}
}

// TestAwkCells: awk's "board[r,c] = v" lines, one map to an input (a
// second under the same name would write every cell twice), with the
// oracle of TestKeyedCells.
func TestAwkCells(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 25))
	awk := map[string]func(b board.Board, p board.Path) string{
		"awk for (k in board) print": func(b board.Board, p board.Path) string {
			var lines []string
			for _, e := range shuffledCells(stepGrid(b, p, 1), 1, p) {
				lines = append(lines, fmt.Sprintf("board[%d,%d] = %d", e.r, e.c, e.v))
			}
			return "$ awk -f tour.awk\n" + strings.Join(lines, "\n") + "\n"
		},
	}
	if certain := writersProperty(t, rng, awk, 1); certain == 0 {
		t.Errorf("no faulty map judged invalid: the reading is never certain")
	}
}

// TestKeyedCellCases: literals whose reading the rule of certainty
// decides. The oracle of each is written beside it: a tour checked by
// walkOK, R's rule of filling a matrix, or why no reading is certain.
func TestKeyedCellCases(t *testing.T) {
	b := board.Board{W: 3, H: 4}
	tour := board.Path{{X: 1, Y: 1}, {X: 2, Y: 3}, {X: 3, Y: 1}, {X: 1, Y: 2}, {X: 2, Y: 4}, {X: 3, Y: 2}, {X: 1, Y: 3}, {X: 2, Y: 1}, {X: 3, Y: 3}, {X: 1, Y: 4}, {X: 2, Y: 2}, {X: 3, Y: 4}}
	if !walkOK(b, tour) || len(tour) != b.Size() {
		t.Fatalf("the test's own 3x4 tour is no tour")
	}
	g := stepGrid(b, tour, 1)
	php := func(g [][]int, skipRow, skipCell int) string {
		var s strings.Builder
		s.WriteString("array (\n")
		for r, row := range g {
			fmt.Fprintf(&s, "  %d => \n  array (\n", r)
			for c, v := range row {
				if r == skipRow && c == skipCell {
					continue
				}
				fmt.Fprintf(&s, "    %d => %d,\n", c, v)
			}
			s.WriteString("  ),\n")
		}
		return s.String() + ")\n"
	}
	var byRows []string
	for _, row := range g {
		for _, v := range row {
			byRows = append(byRows, fmt.Sprint(v))
		}
	}
	var pairs []string
	for k, s := range tour {
		pairs = append(pairs, fmt.Sprintf("%d => [%d, %d]", k+1, s.X-1, s.Y-1))
	}
	runJudgedCases(t, []judgedCase{
		{"php, the keys as written", php(g, -1, -1), board.Board{}, Valid,
			"every cell keyed once: the one reading is the tour"},
		{"php, one cell left out", php(g, 2, 1), board.Board{}, Unreadable,
			"a cell of the rectangle the keys span has no value: no board is certain"},
		{"php, the board given transposed", php(g, -1, -1), board.Board{W: 4, H: 3}, Valid,
			"no bounds declared: read as (x, y), a tour transposed stays one"},
		{"R, the values read by rows without byrow", "matrix(c(" + strings.Join(byRows, ", ") + "), nrow = 4)", board.Board{}, Invalid,
			"R fills a matrix column by column: the row-by-row numbers in it are a fault, certain"},
		{"R, the same with byrow = TRUE", "matrix(c(" + strings.Join(byRows, ", ") + "), nrow = 4, byrow = TRUE)", board.Board{}, Valid,
			"byrow = TRUE fills row by row: the tour"},
		{"R, a value short of the dimensions", "structure(c(" + strings.Join(byRows[1:], "L, ") + "L), dim = 4:3)", board.Board{}, Unreadable,
			"eleven values for twelve cells: R would refuse it, no cell is certain"},
		{"R, dimensions declared, the board given transposed", "structure(c(" + rColumns(g, "L") + "), dim = 4:3)", board.Board{W: 4, H: 3}, Unreadable,
			"4 rows of 3 declared: -board 4x3 is another board"},
		{"R, dimensions declared, the board given as declared", "structure(c(" + rColumns(g, "L") + "), dim = 4:3)", b, Valid,
			"4 rows of 3, column by column: the tour"},
		{"ruby, a map from step to square", "{" + strings.Join(pairs, ", ") + "}", board.Board{}, Valid,
			"each value a pair (x, y): a list of squares, not the rows of a grid"},
	})
}

// TestKeyedCellsStreamed: an input too long to hold is streamed, and
// the stream reads no keyed literal or R matrix. Each writer's print of
// a tour, streamed, must then be refused, never misread: the oracle is
// the tour written, valid by walkOK, so an invalid verdict is a
// misreading, and a valid one of the faulty print a tour passed unread.
func TestKeyedCellsStreamed(t *testing.T) {
	defer func(old int64) { streamAbove = old }(streamAbove)
	streamAbove = 0
	rng := rand.New(rand.NewPCG(24, 26))
	b := board.Board{W: 6, H: 5}
	p := warnsdorffWalk(rng, b, 500)
	if p == nil || !walkOK(b, p) {
		t.Fatalf("%v: the test's own tour", b)
	}
	for name, write := range keyedWriters {
		for _, fault := range []string{"", "swap"} {
			text := write(b, withFault(t, b, p, fault))
			tours, vs, err := judgeText(text, board.Board{})
			switch {
			case err != nil:
			case len(tours) != 1:
				t.Errorf("%s, %q streamed: %d tours, want 1 or an error", name, fault, len(tours))
			case fault == "" && vs[0] == Invalid, fault != "" && vs[0] == Valid:
				t.Errorf("%s, %q streamed: verdict %v, a misreading", name, fault, vs[0])
			}
		}
	}
}
