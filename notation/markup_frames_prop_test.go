package notation

import (
	"errors"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// markupFrame writes a path of (x, y) pairs as a picture's source does:
// setup lines before it (a grid, a view box, axis ranges), the path in
// its frame (a TikZ \draw, an SVG points or d attribute, gnuplot's
// inline data, a matplotlib list), and lines after it. bare is the path
// alone as the frame spells it, with nothing around it.
type markupFrame struct {
	setup, after []string // lines that may stand before and after; %[1]d is W, %[2]d H, %[3]d and %[4]d a square's x and y
	path         func(xy [][2]int) string
	open, close  string // the frame's first and last lines, when it has them
	// between: the frame writes text between the pairs too (an SVG
	// path's commands, "L"), which the readers take for a bad square of
	// the list as they do in the bare pairs.
	between bool
}

// pairsJoined writes xy as format's pairs joined by sep.
func pairsJoined(xy [][2]int, format, sep string) string {
	parts := make([]string, len(xy))
	for i, p := range xy {
		parts[i] = fmt.Sprintf(format, p[0], p[1])
	}
	return strings.Join(parts, sep)
}

var markupFrames = map[string]markupFrame{
	"tikz draw": {
		setup: []string{`  \draw[step=1] (0,0) grid (%[1]d,%[2]d);`, `  \node at (%[3]d,%[4]d) {start};`, `  \draw[gray, very thin] (0,0) rectangle (%[1]d,%[2]d);`, `  \clip (0,0) rectangle (%[1]d,%[2]d);`},
		after: []string{`  \fill (%[3]d,%[4]d) circle (2pt);`, `  \node[below] at (%[3]d,%[4]d) {end};`},
		path: func(xy [][2]int) string {
			return `  \draw[->,thick] ` + pairsJoined(xy, "(%d,%d)", " -- ") + ";"
		},
		open: `\begin{tikzpicture}[scale=0.6]`, close: `\end{tikzpicture}`,
	},
	"tikz plain draw": {
		setup: []string{`\draw (0,0) grid (%[1]d,%[2]d);`, `\coordinate (S) at (%[3]d,%[4]d);`},
		after: []string{`\draw[red] (%[3]d,%[4]d) circle (0.2);`},
		path:  func(xy [][2]int) string { return `\draw ` + pairsJoined(xy, "(%d,%d)", " -- ") + ";" },
		open:  `\begin{tikzpicture}`, close: `\end{tikzpicture}`,
	},
	"tikz wrapped draw": {
		setup: []string{`  \draw[step=1cm,gray] (0,0) grid (%[1]d,%[2]d);`, `  \node at (%[3]d,%[4]d) {S};`},
		after: []string{`  \node at (%[3]d,%[4]d) {E};`},
		path: func(xy [][2]int) string {
			k := len(xy) / 3
			return `  \draw[blue] ` + pairsJoined(xy[:k], "(%d,%d)", " -- ") + "\n    -- " + pairsJoined(xy[k:], "(%d,%d)", " -- ") + ";"
		},
		open: `\begin{tikzpicture}`, close: `\end{tikzpicture}`,
	},
	"svg polyline": {
		setup: []string{`  <rect x="0" y="0" width="%[1]d" height="%[2]d" fill="white"/>`, `  <circle cx="%[3]d" cy="%[4]d" r="0.3" fill="green"/>`, `  <line x1="0" y1="0" x2="%[1]d" y2="0" stroke="gray"/>`},
		after: []string{`  <text x="%[3]d" y="%[4]d">end</text>`, `  <circle cx="%[3]d" cy="%[4]d" r="0.3" fill="red"/>`},
		path: func(xy [][2]int) string {
			return `  <polyline fill="none" stroke="black" points="` + pairsJoined(xy, "%d,%d", " ") + `"/>`
		},
		open: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %[1]d %[2]d">`, close: `</svg>`,
	},
	"svg path": {
		setup: []string{`  <rect width="%[1]d" height="%[2]d" fill="#eee"/>`, `  <circle cx="%[3]d" cy="%[4]d" r="0.25"/>`},
		after: []string{`  <text x="%[3]d" y="%[4]d" font-size="0.5">end</text>`},
		path: func(xy [][2]int) string {
			return `  <path d="M ` + pairsJoined(xy, "%d %d", " L ") + `" stroke="blue" fill="none"/>`
		},
		open: `<svg width="400" height="400" viewBox="0 0 %[1]d %[2]d">`, close: `</svg>`,
		between: true,
	},
	"gnuplot inline": {
		setup: []string{`set xrange [-1:%[1]d]`, `set yrange [-1:%[2]d]`, `set size ratio 1`, `set terminal png size 800,600`, `set title 'knight'`},
		after: []string{`pause -1`},
		path: func(xy [][2]int) string {
			return "plot '-' using 1:2 with linespoints\n" + pairsJoined(xy, "%d %d", "\n") + "\ne"
		},
	},
	"matplotlib list": {
		setup: []string{`plt.figure(figsize=(6, 6))`, `plt.xlim(0, %[1]d)`, `plt.ylim(0, %[2]d)`, `ax.set_xticks(range(%[1]d))`},
		after: []string{`plt.plot(*zip(*path))`, `plt.savefig('tour.png', dpi=100)`},
		path: func(xy [][2]int) string {
			return "path = [" + pairsJoined(xy, "(%d, %d)", ", ") + "]"
		},
		open: "import matplotlib.pyplot as plt",
	},
}

// bareOf is the path alone, as the frame spells it.
func (f markupFrame) bareOf(xy [][2]int) string {
	s := f.path(xy)
	switch {
	case strings.HasPrefix(s, "plot '-'"):
		s = strings.TrimSuffix(s[strings.IndexByte(s, '\n')+1:], "\ne")
	case strings.Contains(s, `points="`), strings.Contains(s, `d="M `):
		at := strings.Index(s, `points="`) + len(`points="`)
		if !strings.Contains(s, `points="`) {
			at = strings.Index(s, `d="M `) + len(`d="M `)
		}
		s = s[at : at+strings.IndexByte(s[at:], '"')]
	case strings.HasPrefix(s, "path = "):
		s = s[len("path = "):]
	default:
		s = strings.TrimSuffix(s[strings.Index(s, "("):], ";")
	}
	return s + "\n"
}

// write is the framed text: the open line, some setup lines in a random
// order, the path, some lines after it, the close line.
func (f markupFrame) write(rng *rand.Rand, b board.Board, xy [][2]int) string {
	var lines []string
	at := xy[rng.IntN(len(xy))]
	fill := func(s string) string {
		if !strings.Contains(s, "%[") {
			return s // fmt would name the numbers it was given and did not use
		}
		return fmt.Sprintf(s, b.W, b.H, at[0], at[1])
	}
	pick := func(pool []string) {
		for _, k := range rng.Perm(len(pool))[:rng.IntN(len(pool)+1)] {
			lines = append(lines, fill(pool[k]))
		}
	}
	if f.open != "" {
		lines = append(lines, fill(f.open))
	}
	pick(f.setup)
	lines = append(lines, f.path(xy))
	pick(f.after)
	if f.close != "" {
		lines = append(lines, f.close)
	}
	return strings.Join(lines, "\n") + "\n"
}

// TestMarkupFramesAroundPairs: a tour's (x, y) pairs in the source of a
// picture (TikZ, SVG, gnuplot, matplotlib), setup lines with a few pairs
// or numbers of their own before and after it, read as the tour, the
// setup set aside: a valid tour exits 0 with one verdict, valid. A path
// one square short at either end or with two squares swapped never
// exits 0, and is judged invalid exactly when the same pairs alone in a
// file are: the frame neither hides a fault nor makes one certain. The
// oracles: walkOK on the tours warnsdorffWalk made, the count of tours
// written (one), and the reading of the bare pairs, which holds no
// frame.
func TestMarkupFramesAroundPairs(t *testing.T) {
	rng := rand.New(rand.NewPCG(50, 7))
	boards, paths := []board.Board{}, []board.Path{}
	for b, p := range testTours(t, rng) {
		boards, paths = append(boards, b), append(paths, p)
	}
	wide := board.Board{W: 12, H: 5} // numbers of two digits in the pairs
	if p := warnsdorffWalk(rng, wide, 500); p != nil && walkOK(wide, p) {
		boards, paths = append(boards, wide), append(paths, p)
	} else {
		t.Fatalf("%v: the test's own tour", wide)
	}
	for i, b := range boards {
		p := paths[i]
		swapAt := 1 + rng.IntN(len(p)-3)
		swapped := append(board.Path(nil), p...)
		swapped[swapAt], swapped[swapAt+1] = swapped[swapAt+1], swapped[swapAt]
		faults := []struct {
			name string
			path board.Path
		}{
			{"valid", p},
			{"last square lost", p[:len(p)-1]},
			{"first square lost", p[1:]},
			{"two squares swapped", swapped},
			{"a square lost inside", append(p[:swapAt:swapAt], p[swapAt+1:]...)},
		}
		for _, name := range slices.Sorted(maps.Keys(markupFrames)) { // in one order, so that rng draws the same
			f := markupFrames[name]
			base := rng.IntN(2)
			for _, c := range faults {
				xy := make([][2]int, len(c.path))
				for i, s := range c.path {
					xy[i] = [2]int{int(s.X) - 1 + base, int(s.Y) - 1 + base}
				}
				text := f.write(rng, b, xy)
				opt := ReadOptions{Board: b}
				trs, vs, code := textExit(text, opt, walkCheck)
				what := fmt.Sprintf("%v %s from %d, %s", b, name, base, c.name)
				if walkOK(b, c.path) {
					if code != 0 || len(vs) != 1 || vs[0] != Valid {
						t.Errorf("%s: exit %d, verdicts %v (%d tours), want exit 0 and one valid tour:\n%s", what, code, vs, len(trs), text)
					}
					continue
				}
				_, bareVs, bare := textExit(f.bareOf(xy), opt, walkCheck)
				if code == 0 || (code == 1) != (bare == 1) {
					t.Errorf("%s: exit %d, verdicts %v, want not 0, and 1 exactly when the bare pairs' is (exit %d, %v):\n%s", what, code, vs, bare, bareVs, text)
				}
				// The frame's text ("\"/>" after the last pair) is no bad
				// square or number of the list: it ends it.
				read, err := ReadTours(strings.NewReader(text), opt)
				for _, tr := range read {
					if err == nil {
						err = tr.Err
					}
				}
				if !f.between && (errors.Is(err, board.ErrSyntax) || errors.Is(err, board.ErrBadSquare)) {
					t.Errorf("%s: %v, want the frame's text set aside, not read as the list's:\n%s", what, err, text)
				}
			}
		}
	}
}
