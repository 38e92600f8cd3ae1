package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// literalLineWriters print one numbered grid as one line of a nested
// literal, as programs other than a JSON dump of records print a grid a
// line: Ruby's p, a C++ initializer's element, a labelled Python print,
// YAML's flow mappings, a log line, Elixir's maps.
var literalLineWriters = []struct {
	name  string
	write func(k int, rows [][]int) string
}{
	{"ruby p", func(_ int, rows [][]int) string { return literalRows(rows, "[", "]", ", ") }},
	{"c++ init", func(_ int, rows [][]int) string { return "  " + literalRows(rows, "{", "}", ",") + "," }},
	{"python labelled", func(k int, rows [][]int) string {
		return fmt.Sprintf("board %d: %s", k+1, literalRows(rows, "[", "]", ", "))
	}},
	{"yaml flow", func(k int, rows [][]int) string {
		return fmt.Sprintf("- {name: t%d, grid: %s}", k+1, literalRows(rows, "[", "]", ","))
	}},
	{"log", func(k int, rows [][]int) string {
		return fmt.Sprintf("2026-01-0%d INFO solved grid=%s in %dms", k+1, literalRows(rows, "[", "]", ","), 3+k)
	}},
	{"elixir", func(k int, rows [][]int) string {
		return fmt.Sprintf("  %%{id: %d, grid: %s},", k+1, literalRows(rows, "[", "]", ", "))
	}},
}

func literalRows(rows [][]int, open, close, sep string) string {
	var out []string
	for _, r := range rows {
		var cells []string
		for _, v := range r {
			cells = append(cells, fmt.Sprint(v))
		}
		out = append(out, open+strings.Join(cells, sep)+close)
	}
	return open + strings.Join(out, sep) + close
}

// numbered is p numbered from 1 as a grid's rows, the top row rank H.
func numbered(b board.Board, p board.Path) [][]int {
	rows := make([][]int, b.H)
	for y := range rows {
		rows[y] = make([]int, b.W)
	}
	for k, s := range p {
		rows[int(b.H)-int(s.Y)][s.X-1] = k + 1
	}
	return rows
}

// TestLiteralLineFaultProperty writes two or three random tours
// (warnsdorffWalk, checked by walkOK: the oracle is the tour the test
// made), each numbered as one line of a nested literal, through
// literalLineWriters, one of them with its numbering's fault: a number
// written twice in place of another, or, with the board given, 0 written
// in place of one. The faulty grid is a tour of its own, judged invalid
// (a numbering of a board given with one fault is certain), never set
// aside beside the others: as many verdicts as grids written, the others
// valid. The same input without the fault is all valid.
func TestLiteralLineFaultProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 13))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 3, H: 7}, {W: 8, H: 8}, {W: 10, H: 5}} {
		for round := range 3 {
			n := 2 + round%2
			var grids [][][]int
			for range n {
				p := warnsdorffWalk(rng, b, 500)
				if p == nil || !walkOK(b, p) {
					t.Fatalf("%v: no tour made", b)
				}
				grids = append(grids, numbered(b, p))
			}
			bad := rng.IntN(n)
			for _, fault := range []string{"none", "twice", "zero"} {
				faulty := make([][]int, b.H)
				for y, r := range grids[bad] {
					faulty[y] = append([]int(nil), r...)
				}
				x, y := rng.IntN(int(b.W)), rng.IntN(int(b.H))
				switch fault {
				case "twice":
					faulty[y][x] = faulty[y][x]%b.Size() + 1 // the next number, now twice
				case "zero":
					faulty[y][x] = 0
				}
				for _, w := range literalLineWriters {
					var lines []string
					for k, g := range grids {
						if k == bad {
							g = faulty
						}
						lines = append(lines, w.write(k, g))
					}
					text := strings.Join(lines, "\n") + "\n"
					name := fmt.Sprintf("%v/%d/%s/%s", b, round, fault, w.name)
					tours, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck)
					if len(tours) != n {
						t.Errorf("%s: %d tours, verdicts %v, want %d (as written)\n%s%s", name, len(tours), verdicts, n, text, errOf(tours))
						continue
					}
					for k, v := range verdicts {
						want := Valid
						if k == bad && fault != "none" {
							want = Invalid
						}
						if v != want {
							t.Errorf("%s: tour %d %v, want %v\n%s%s", name, k+1, v, want, text, errOf(tours))
						}
					}
					if fault != "none" && code == 0 {
						t.Errorf("%s: exit 0 with a faulty grid", name)
					}
				}
			}
		}
	}
}
