package notation

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/knightcert/knight/board"
)

// A walk may be written as its moves in codes of the writer's own
// ("NNE ENE SSW ...", one per step), with a legend that says what step
// each code is ("NNE=(+1,+2)", a file and a rank apart) and the square
// it starts on ("Start: e8"). With both written the walk is certain:
// its squares are the start, then each code's step from the square
// before, and it is read as the square list it stands for (recast), the
// start mapped to where it is written and each square after to its
// code. Without a start written, or with a step off the board's first
// file or rank, the walk has no squares: the run is refused at its first
// code (or that step) naming what is missing, never judged. A legend is
// two codes or more, each a word of capitals before '=' or ':' and a
// pair of signed integers in brackets, no code given two steps; moves
// are lines of such codes and nothing else; the start is the nearest
// line above the moves that names one square and no other number, among
// words. One pass over the lines and their words.

// compassRuns are the runs of moves in a legend's codes in t, on no line
// of a run of before.
func (t *text) compassRuns(before []recastRun) []recastRun {
	if !bytes.Contains(t.b, []byte("=(")) && !bytes.Contains(t.b, []byte("= (")) && !bytes.Contains(t.b, []byte(":(")) && !bytes.Contains(t.b, []byte(": (")) {
		return nil
	}
	legend, legendLines := t.legend()
	if len(legend) < 2 {
		return nil
	}
	legendLine := legendLines[0]
	taken := t.linesOf(before)
	var runs []recastRun
	for first, last := range t.lineRuns(taken, func(_, i int) bool { return t.codeLine(i, legend) }) {
		runs = append(runs, t.walkCodes(first, last, legend, legendLine))
	}
	if len(runs) == 0 {
		return nil
	}
	// A legend's line outside the walks is read as a rule: its steps'
	// numbers are no squares of a list beside.
	for _, i := range legendLines {
		if !taken[i] && !slices.ContainsFunc(runs, func(r recastRun) bool { return r.first <= i && i <= r.last }) {
			runs = append(runs, recastRun{first: i, last: i})
		}
	}
	return runs
}

// legend is the step of each code that t's legends give, and the lines
// (from 0) they are written on; none when t gives a code two steps.
func (t *text) legend() (map[string][2]int, []int) {
	legend := map[string][2]int{}
	var lines []int
	for i := range t.lines {
		l := t.line(i)
		for k := 0; k < len(l); k++ {
			if !(l[k] >= 'A' && l[k] <= 'Z') || k > 0 && isLetter(l[k-1]) {
				continue
			}
			e := k
			for e < len(l) && l[e] >= 'A' && l[e] <= 'Z' {
				e++
			}
			step, ok := legendStep(l[e:])
			if !ok || e-k > 4 {
				continue
			}
			code := string(l[k:e])
			if old, seen := legend[code]; seen && old != step {
				return nil, nil // a code given two steps
			}
			legend[code] = step
			if len(lines) == 0 || lines[len(lines)-1] != i {
				lines = append(lines, i)
			}
			k = e
		}
	}
	return legend, lines
}

// legendStep reads "=(+1,-2)" or ": (1, -2)", what follows a code in a
// legend.
func legendStep(b []byte) ([2]int, bool) {
	k := skipBlanks(b, 0)
	if k == len(b) || b[k] != '=' && b[k] != ':' {
		return [2]int{}, false
	}
	if k = skipBlanks(b, k+1); k == len(b) || b[k] != '(' {
		return [2]int{}, false
	}
	var step [2]int
	for n, after := range []byte{',', ')'} {
		k = skipBlanks(b, k+1)
		sign := 1
		if k < len(b) && b[k] == '-' {
			sign = -1
		}
		if k < len(b) && (b[k] == '+' || b[k] == '-') {
			k++
		}
		v, end, ok := numberAt(b, k)
		if !ok || end-k > 3 {
			return [2]int{}, false
		}
		step[n] = sign * v
		if k = skipBlanks(b, end); k == len(b) || b[k] != after {
			return [2]int{}, false
		}
	}
	return step, true
}

// codeLine reports whether line i holds codes of legend and nothing
// else but spaces and commas.
func (t *text) codeLine(i int, legend map[string][2]int) bool {
	codes := 0
	for off, end := range t.words(i, codeApart) {
		if _, ok := legend[string(t.b[off:end])]; !ok {
			return false
		}
		codes++
	}
	return codes > 0
}

// codeApart reports whether c parts two codes on a line of moves.
func codeApart(c byte) bool { return c == ' ' || c == '\t' || c == ',' || c == ';' }

// walkCodes is the run of the codes on lines first..last walked from
// the start written above them.
func (t *text) walkCodes(first, last int, legend map[string][2]int, legendLine int) recastRun {
	type code struct{ off, end int }
	var codes []code
	for i := first; i <= last; i++ {
		for off, end := range t.words(i, codeApart) {
			codes = append(codes, code{off, end})
		}
	}
	run := recastRun{first: first, last: last}
	at, startLine := t.walkStart(first)
	if startLine < 0 {
		line, col := t.pos(codes[0].off)
		run.err = errAt(line, col, board.ErrSyntax, "moves in the codes of the legend on line %d, but no start square written above them: the walk they make is not known; write its start (\"Start: e8\")", legendLine+1)
		return run
	}
	run.first = startLine
	sq, _ := board.ParseAlgebraic(t.b[at.off:at.end])
	x, y := int(sq.X), int(sq.Y)
	run.squares = append(run.squares, recastSquare{text: t.b[at.off:at.end], from: spanFrom(at.off, at.end, at.end-at.off)})
	for k, c := range codes {
		step := legend[string(t.b[c.off:c.end])]
		x, y = x+step[0], y+step[1]
		if x < 1 || y < 1 || x > 26 {
			line, col := t.pos(c.off)
			run.squares, run.err = nil, errAt(line, col, board.ErrSyntax, "move %d: %s steps off the board's first file or rank (to file %d, rank %d): the walk has no square there", k+1, t.b[c.off:c.end], x, y)
			return run
		}
		text := []byte(fmt.Sprintf("%c%d", 'a'+x-1, y))
		run.squares = append(run.squares, recastSquare{text: text, from: spanFrom(c.off, c.end, len(text))})
	}
	return run
}

// walkStart is the square, and its line (from 0), that the nearest line
// above line first names alone among words; line -1 when none does.
func (t *text) walkStart(first int) (at struct{ off, end int }, line int) {
	for i := first - 1; i >= 0; i-- {
		squares, numbers, words := 0, 0, 0
		for off, end := range t.words(i, isSpace) {
			from, to := trimPunct(t.b, off, end)
			switch w := t.b[from:to]; {
			case proseSquare(w):
				squares++
				at.off, at.end = from, to
			case bytes.ContainsAny(w, "0123456789"):
				numbers++
			case len(w) >= 2:
				words++
			}
		}
		if squares == 1 && numbers == 0 && words > 0 {
			return at, i
		}
	}
	return at, -1
}
