package notation

import (
	"fmt"
	"maps"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// x88Of is the 0x88 index of square (x, y), 0-based: 16 per rank.
func x88Of(x, y int32) int { return int(16*y + x) }

// wrapItems writes items n to a line, each line begun by indent.
func wrapItems(items []string, n int, indent, sep string) string {
	var lines []string
	for k := 0; k < len(items); k += n {
		lines = append(lines, indent+strings.Join(items[k:min(k+n, len(items))], sep))
	}
	return strings.Join(lines, sep+"\n")
}

// codeWriters print an 8x8 tour as engines number squares: 0x88
// indices (16*rank + file) in hex or decimal, and 64-bit boards with
// the square's bit set (bit 8*rank + file, a1 bit 0).
var codeWriters = map[string]func(b board.Board, p board.Path) string{
	"c array named x88": func(b board.Board, p board.Path) string {
		items := strings.Split(each(p, " ", func(k int, x, y int32) string { return fmt.Sprintf("0x%02x", x88Of(x, y)) }), " ")
		return "static const unsigned char tour_x88[64] = {\n" + wrapItems(items, 8, "    ", ", ") + "\n};\n"
	},
	"python list, no name": func(b board.Board, p board.Path) string {
		items := strings.Split(each(p, " ", func(k int, x, y int32) string { return fmt.Sprintf("0x%X", x88Of(x, y)) }), " ")
		return ">>> path\n[" + wrapItems(items, 12, "", ", ")[0:] + "]\n"
	},
	"decimal under a caption": func(b board.Board, p board.Path) string {
		items := strings.Split(each(p, " ", func(k int, x, y int32) string { return fmt.Sprint(x88Of(x, y)) }), " ")
		return "# squares of the tour, 0x88 numbering\n" + wrapItems(items, 16, "", " ") + "\n"
	},
	"printf of masks": func(b board.Board, p board.Path) string {
		return "searching...\n" + each(p, "\n", func(k int, x, y int32) string {
			return fmt.Sprintf("move %2d: 0x%016x", k+1, uint64(1)<<(8*y+x))
		}) + "\nfound\n"
	},
	"table of masks, upper case": func(b board.Board, p board.Path) string {
		return "| n  | occupied           |\n" + each(p, "\n", func(k int, x, y int32) string {
			return fmt.Sprintf("| %2d | 0x%016X |", k, uint64(1)<<(8*y+x))
		}) + "\n"
	},
	"rust debug of masks": func(b board.Board, p board.Path) string {
		return "[\n" + each(p, "\n", func(k int, x, y int32) string {
			return fmt.Sprintf("    Bitboard(0x%016x),", uint64(1)<<(8*y+x))
		}) + "\n]\n"
	},
}

// movesFrom are the knight moves from (x, y), 0-based, on b.
func movesFrom(b board.Board, x, y int32) []string {
	var out []string
	for _, d := range [][2]int32{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
		if nx, ny := x+d[0], y+d[1]; nx >= 0 && ny >= 0 && nx < b.W && ny < b.H {
			out = append(out, alg(nx, ny))
		}
	}
	return out
}

// chainWriters print a search's trace: a line a step naming the
// square it is at, where it goes and others it could go to.
var chainWriters = map[string]func(b board.Board, p board.Path) string{
	"arrow, others after": func(b board.Board, p board.Path) string {
		return each(p, "\n", func(k int, x, y int32) string {
			if k+1 == len(p) {
				return fmt.Sprintf("depth %d: %s (end)", k, alg(x, y))
			}
			return fmt.Sprintf("depth %d: %s -> %s (could go: %s)", k, alg(x, y), alg(p[k+1].X-1, p[k+1].Y-1), strings.Join(movesFrom(b, x, y), " "))
		}) + "\n"
	},
	"from and to words": func(b board.Board, p board.Path) string {
		var lines []string
		for k := 0; k+1 < len(p); k++ {
			lines = append(lines, fmt.Sprintf("Move %d: knight from %s to %s", k+1, alg(p[k].X-1, p[k].Y-1), alg(p[k+1].X-1, p[k+1].Y-1)))
		}
		return "Solving...\n" + strings.Join(lines, "\n") + "\nSolved.\n"
	},
	"options first, then where it is": func(b board.Board, p board.Path) string {
		return each(p, "\n", func(k int, x, y int32) string {
			next := "none"
			if k+1 < len(p) {
				next = alg(p[k+1].X-1, p[k+1].Y-1)
			}
			return fmt.Sprintf("[%3d] at %s, moves %s, chose %s", k, alg(x, y), strings.Join(movesFrom(b, x, y), ","), next)
		}) + "\n"
	},
}

// gridWriters draw a grid's numbers by coordinates, rows from the top
// in g; each places its cells in its own order and units.
var gridWriters = map[string]func(g [][]int) string{
	"svg, x before y, fractions": func(g [][]int) string {
		out := []string{`<svg viewBox="0 0 400 400">`, `<g font-size="12">`}
		for r, row := range g {
			for c, v := range row {
				out = append(out, fmt.Sprintf(`<rect x="%.1f" y="%.1f" width="32.5" height="32.5"/>`, 32.5*float64(c), 32.5*float64(r)),
					fmt.Sprintf(`<text class="n" x="%.2f" y="%.2f" text-anchor="middle">%d</text>`, 32.5*float64(c)+16.25, 32.5*float64(r)+20, v))
			}
		}
		return strings.Join(append(out, "</g>", "</svg>"), "\n") + "\n"
	},
	"html divs, columns first": func(g [][]int) string {
		out := []string{`<div class="board" style="position: relative">`}
		for c := range g[0] {
			for r := range g {
				out = append(out, fmt.Sprintf(`  <div class="sq" style="position: absolute; left: %dpx; top: %dpx;">%d</div>`, 48*c, 48*r, g[r][c]))
			}
		}
		return strings.Join(append(out, "</div>"), "\n") + "\n"
	},
	"tikz nodes, y up": func(g [][]int) string {
		out := []string{`\begin{tikzpicture}`, fmt.Sprintf(`\draw[step=1cm] (0,0) grid (%d,%d);`, len(g[0]), len(g))}
		for r, row := range g {
			for c, v := range row {
				out = append(out, fmt.Sprintf(`\node[font=\small] at (%.1f,%.1f) {%d};`, float64(c)+0.5, float64(len(g)-1-r)+0.5, v))
			}
		}
		return strings.Join(append(out, `\end{tikzpicture}`), "\n") + "\n"
	},
	"gnuplot labels, numbered": func(g [][]int) string {
		out := []string{"set xrange [0:10]", "unset key"}
		for r, row := range g {
			for c, v := range row {
				out = append(out, fmt.Sprintf(`set label %d "%d" at %d,%d center`, len(out), v, c+1, len(g)-r))
			}
		}
		return strings.Join(append(out, "plot NaN"), "\n") + "\n"
	},
	"matplotlib texts, a row a line": func(g [][]int) string {
		out := []string{">>> ax.texts"}
		for r, row := range g {
			var cells []string
			for c, v := range row {
				cells = append(cells, fmt.Sprintf("Text(%d, %d, '%d')", c, len(g)-1-r, v))
			}
			out = append(out, strings.Join(cells, ", "))
		}
		return strings.Join(out, "\n") + "\n"
	},
	"matplotlib annotate, by number": func(g [][]int) string {
		type at struct{ r, c, v int }
		var cells []at
		for r, row := range g {
			for c, v := range row {
				cells = append(cells, at{r, c, v})
			}
		}
		slices.SortStableFunc(cells, func(a, b at) int { return a.v - b.v })
		out := []string{"import matplotlib.pyplot as plt", "fig, ax = plt.subplots()"}
		for _, e := range cells {
			out = append(out, fmt.Sprintf("ax.annotate('%d', xy=(%d, %d), ha='center')", e.v, e.c, len(g)-1-e.r))
		}
		return strings.Join(append(out, "plt.show()"), "\n") + "\n"
	},
}

// codedProperty writes random tours (warnsdorffWalk; walkOK, the
// independent walk of the tests, says each is one) of the boards given
// through every writer, one or two to an input, each with no fault
// and with one (two squares swapped, a square written twice in place
// of another, one dropped), and judges them with no board given and
// with the board given. The oracle is the tours written: a valid input
// exits 0 with as many tours as written, every reading a tour by
// walkOK; a faulty one never exits 0, and when it exits 1 it judged as
// many tours as written.
func codedProperty(t *testing.T, rng *rand.Rand, boards []board.Board, writers map[string]func(board.Board, board.Path) string) (certain int) {
	t.Helper()
	for _, name := range slices.Sorted(maps.Keys(writers)) {
		write := writers[name]
		for round := range 4 {
			b := boards[(round+len(name))%len(boards)]
			p, second := warnsdorffWalk(rng, b, 500), warnsdorffWalk(rng, b, 500)
			if p == nil || second == nil || !walkOK(b, p) || !walkOK(b, second) {
				t.Fatalf("%v: the test's own tour", b)
			}
			count := 1 + round%2
			for _, fault := range []string{"", "swap", "repeat", "drop"} {
				text := writeInput(t, write, b, p, second, fault, count)
				for _, given := range []board.Board{{}, b} {
					tours, _, exit := judgeExit(text, given)
					switch {
					case fault == "" && (exit != 0 || len(tours) != count):
						t.Errorf("%s on %v (board given %v), valid: exit %d, %d tours %v, want 0 and %d:\n%s", name, b, given, exit, len(tours), nestedErrs(tours), count, clip(text))
					case fault == "":
						for _, tr := range tours {
							if j := Judge(tr, board.Problem{Board: given}, walkCheck); !walkOK(j.Doc.Board, j.Doc.Path) {
								t.Errorf("%s on %v: the valid reading %v is no tour by walkOK", name, b, j.Doc.Path)
							}
						}
					case exit == 0:
						t.Errorf("%s on %v (board given %v), %s: exit 0, want a fault or a refusal:\n%s", name, b, given, fault, clip(text))
					case exit == 1 && len(tours) != count:
						t.Errorf("%s on %v (board given %v), %s: %d tours judged, want %d", name, b, given, fault, len(tours), count)
					case exit == 1:
						certain++
					}
				}
			}
		}
	}
	return certain
}

// TestSquareCodes: 0x88 indices and bit boards, by codedProperty's
// oracle, on the one board they number.
func TestSquareCodes(t *testing.T) {
	certain := codedProperty(t, rand.New(rand.NewPCG(24, 88)), []board.Board{{W: 8, H: 8}}, codeWriters)
	t.Logf("%d writers, %d faulty inputs judged invalid with certainty", len(codeWriters), certain)
}

// TestMoveChains: traces of a search, by codedProperty's oracle.
func TestMoveChains(t *testing.T) {
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 5, H: 6}, {W: 7, H: 6}, {W: 8, H: 8}, {W: 3, H: 4}}
	certain := codedProperty(t, rand.New(rand.NewPCG(24, 7)), boards, chainWriters)
	t.Logf("%d writers, %d faulty inputs judged invalid with certainty", len(chainWriters), certain)
}

// TestPlacedGrids: grids drawn by coordinates, numbered from 1 along
// the tour (stepGrid: a square left out is 0), by codedProperty's
// oracle.
func TestPlacedGrids(t *testing.T) {
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 5, H: 6}, {W: 7, H: 6}, {W: 8, H: 8}, {W: 3, H: 4}}
	writers := map[string]func(board.Board, board.Path) string{}
	for name, draw := range gridWriters {
		writers[name] = func(b board.Board, p board.Path) string { return draw(stepGrid(b, p, 1)) }
	}
	certain := codedProperty(t, rand.New(rand.NewPCG(24, 11)), boards, writers)
	t.Logf("%d writers, %d faulty inputs judged invalid with certainty", len(gridWriters), certain)
}

// TestCodedRefusals: numbers that say no one square, a chain whose
// lines disagree, points off their lattice. The oracle is the text:
// each case says why it cannot pass.
func TestCodedRefusals(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 12))
	b := board.Board{W: 8, H: 8}
	p := warnsdorffWalk(rng, b, 500)
	if p == nil || !walkOK(b, p) {
		t.Fatal("the test's own tour")
	}
	k := 5 // a square not a1, so that a1's bit is a second one
	if p[k] == (board.Square{X: 1, Y: 1}) {
		k++
	}
	mask := uint64(1) << (8*(p[k].Y-1) + p[k].X - 1)
	if bits.OnesCount64(mask|1) != 2 {
		t.Fatal("the test's own mask")
	}
	masks := codeWriters["printf of masks"](b, p)
	x88 := codeWriters["c array named x88"](b, p)
	chain := chainWriters["arrow, others after"](b, p)
	svg := gridWriters["svg, x before y, fractions"](stepGrid(b, p, 1))
	// The square the tenth line goes to, on the tenth line.
	to10 := alg(p[10].X-1, p[10].Y-1)
	lines := strings.Split(chain, "\n")
	other := alg(p[40].X-1, p[40].Y-1)
	lines[9] = strings.Replace(lines[9], "-> "+to10, "-> "+other, 1)
	cases := []struct {
		name, text string
		exits      []int
		reason     string
	}{
		{"two bits", strings.Replace(masks, fmt.Sprintf("0x%016x", mask), fmt.Sprintf("0x%016x", mask|1), 1), []int{2},
			"a mask with two bits set names no one square"},
		{"no bit", strings.Replace(masks, fmt.Sprintf("0x%016x", mask), "0x0000000000000000", 1), []int{2},
			"an empty mask names no square"},
		{"x88 off the board", strings.Replace(x88, fmt.Sprintf("0x%02x", x88Of(p[7].X-1, p[7].Y-1)), "0x7a", 1), []int{2},
			"0x7a has bit 3 set: no square of 0x88's board"},
		{"chain broken", strings.Join(lines, "\n"), []int{1, 2},
			"the tenth line goes where the eleventh is not: the moves printed make no tour"},
		{"a point off the lattice", strings.Replace(svg, `x="16.25" y="20.00"`, `x="17.25" y="20.00"`, 1), []int{2},
			"a number off the lattice leaves the drawing no grid"},
	}
	for _, c := range cases {
		for _, given := range []board.Board{{}, b} {
			tours, vs, err := judgeText(c.text, given)
			exit := propExit(tours, vs)
			if err != nil {
				exit = 2
			}
			if !slices.Contains(c.exits, exit) {
				t.Errorf("%s (board given %v): exit %d %v, want one of %v: %s", c.name, given, exit, nestedErrs(tours), c.exits, c.reason)
			}
		}
	}
}
