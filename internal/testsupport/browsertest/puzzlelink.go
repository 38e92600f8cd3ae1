package browsertest

import (
	"fmt"
	"sort"
	"strings"

	"github.com/knightcert/knight/evidence/puzzlecert"
)

// PuzzleLink writes a puzzle's link as the README documents it, apart
// from the page's own writer: #puzzle=, WxH, c (closed) or o (open), 0
// when the numbers start at 0, a colon, then square=number in order of
// number.
func PuzzleLink(p puzzlecert.Puzzle) string {
	kind := "o"
	if p.Closed {
		kind = "c"
	}
	if p.First == 0 {
		kind += "0"
	}
	clues := append([]puzzlecert.Clue(nil), p.Clues...)
	sort.Slice(clues, func(i, j int) bool { return clues[i].Number < clues[j].Number })
	parts := make([]string, len(clues))
	for i, c := range clues {
		parts[i] = fmt.Sprintf("%v=%d", c.Square, c.Number)
	}
	return fmt.Sprintf("#puzzle=%dx%d%s:%s", p.Board.W, p.Board.H, kind, strings.Join(parts, ","))
}

// PuzzleClues is a puzzle's clues by square, as ReadPuzzle reads them
// from the page.
func PuzzleClues(p puzzlecert.Puzzle) map[string]int {
	m := map[string]int{}
	for _, c := range p.Clues {
		m[c.Square.String()] = c.Number
	}
	return m
}
