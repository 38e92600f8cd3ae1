package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// blockSpelling is how a printer captions a block of columns from to to
// (last: the block is the last) and labels row r (from 1) of each.
type blockSpelling struct {
	caption func(from, to int, last bool) string
	label   func(r int) string
}

// captionedBlocks prints the grid numbering p on b (rank H first) a few
// columns at a time, width columns a block at most, each block under its
// caption, as sp spells them.
func captionedBlocks(b board.Board, p board.Path, width int, sp blockSpelling) string {
	step := map[board.Square]int{}
	for k, s := range p {
		step[s] = k + 1
	}
	var out []string
	for from := 1; from <= int(b.W); from += width {
		to := min(from+width-1, int(b.W))
		out = append(out, sp.caption(from, to, to == int(b.W)))
		if sp.label == nil {
			out = append(out, "")
		}
		for y := b.H; y >= 1; y-- {
			line := ""
			if sp.label != nil {
				line = sp.label(int(b.H - y + 1))
			}
			for x := from; x <= to; x++ {
				line += fmt.Sprintf("%6d", step[board.Square{X: int32(x), Y: y}])
			}
			out = append(out, line)
		}
		if sp.label == nil {
			out = append(out, "")
		}
	}
	return "B =\n\n" + strings.Join(out, "\n") + "\n"
}

// TestCaptionedColumnBlocksProperty: a grid printed in blocks of columns
// under captions that name them (MATLAB's "Columns 1 through 6",
// Octave's " Columns 1 through 8:" and "Columns 13 and 14:", R's "[,1]
// [,2]" over rows labelled "[1,]") reads as
// the one grid the blocks make side by side; with two numbers swapped
// (a move that is no knight's move, whatever the blocks' order) the
// fault is certain, since the captions rule out the blocks one under
// another. Sizes 5..12, widths at random. The oracle: the tour
// warnsdorffWalk made, checked by walkOK, and the fault the test wrote,
// which walkOK confirms.
func TestCaptionedColumnBlocksProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(49, 3))
	captions := map[string]blockSpelling{
		"matlab": {caption: func(from, to int, _ bool) string { return fmt.Sprintf("  Columns %d through %d", from, to) }},
		"octave": {caption: func(from, to int, last bool) string {
			switch {
			case from == to:
				return fmt.Sprintf(" Column %d:", from)
			case last && to == from+1:
				return fmt.Sprintf(" Columns %d and %d:", from, to)
			}
			return fmt.Sprintf(" Columns %d through %d:", from, to)
		}},
		"r": {caption: func(from, to int, _ bool) string {
			line := "      "
			for c := from; c <= to; c++ {
				line += fmt.Sprintf("%6s", fmt.Sprintf("[,%d]", c))
			}
			return line
		}, label: func(r int) string { return fmt.Sprintf("%6s", fmt.Sprintf("[%d,]", r)) }},
	}
	for name, caption := range captions {
		for rep := range 12 {
			t.Run(fmt.Sprintf("%s/%d", name, rep), func(t *testing.T) {
				var b board.Board
				var p board.Path
				for p == nil {
					b = board.Board{W: int32(5 + rng.IntN(8)), H: int32(5 + rng.IntN(8))}
					p = warnsdorffWalk(rng, b, 500)
				}
				if !walkOK(b, p) {
					t.Fatalf("%v: the test's own tour", b)
				}
				width := int(b.W+1) / 2
				if rep%2 == 1 {
					width = 2 + rng.IntN(int(b.W)-2)
				}
				text := captionedBlocks(b, p, width, caption)
				if tours, vs, code := textExit(text, ReadOptions{}, walkCheck); code != 0 || len(tours) != 1 {
					t.Errorf("%v in blocks of %d: read as %v, exit %d, want one valid tour\n%s", b, width, vs, code, shortText(text))
				}
				q := append(board.Path(nil), p...)
				for walkOK(b, q) {
					i, j := rng.IntN(len(q)), rng.IntN(len(q))
					q[i], q[j] = q[j], q[i]
				}
				text = captionedBlocks(b, q, width, caption)
				if _, vs, code := textExit(text, ReadOptions{}, walkCheck); code != 1 {
					t.Errorf("%v in blocks of %d, two squares swapped: read as %v, exit %d, want exit 1\n%s", b, width, vs, code, shortText(text))
				}
			})
		}
	}
}
