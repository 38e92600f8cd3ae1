package notation

import (
	"fmt"
	"strings"

	"github.com/knightcert/knight/board"
)

// fewBesideWords reports whether d is a path of one or two squares, read
// from text that also holds words it set aside, on a board of more
// squares: "Start: e8" above moves written in a notation no reader knows
// (compass codes, prose) reads as the start alone, so "the tour covers 1
// square" would judge words. A path of one or two squares alone, with
// nothing set aside, is what its writer wrote, and judged so.
func fewBesideWords(d Document, q board.Problem) bool {
	return d.Format != Grid && d.Format != JSON && len(d.Path) <= 2 && len(d.Skipped) > 0 && q.Board.Size() > len(d.Path)
}

// countSquares says how many squares of b were read.
func countSquares(n int, b board.Board) string {
	return fmt.Sprintf("%d %s of %v's %d read", n, board.Plural(n, "square", "squares"), b, b.Size())
}

// unreadLines names the lines set aside, the first three and a count.
func unreadLines(skipped []Skip) string {
	var lines []string
	for _, sk := range skipped[:min(len(skipped), 3)] {
		lines = append(lines, fmt.Sprintf("line %d %q", sk.Line, shorten(sk.Text)))
	}
	s := strings.Join(lines, ", ")
	if len(skipped) > 3 {
		s += fmt.Sprintf(" and %d more", len(skipped)-3)
	}
	return s
}
