package puzzle

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/notation"
)

// ErrAmbiguous is wrapped, beside [ErrSyntax], by the error of a grid
// that reads as two different puzzles: with a row or column of numbers
// as clues, and without it as labels.
var ErrAmbiguous = errors.New("unreadable: the grid reads two ways")

// maxDecorated is the longest grid read with its decoration: what package
// notation holds in memory.
const maxDecorated = 4 << 20

// readGrid reads a numbered grid: as a plain grid when it is one and no
// row or column of it may be labels; else through notation's grid reader,
// in each layout it finds, keeping the one puzzle that makes sense.
func readGrid(data []byte, opt ReadOptions) (puzzlecert.Puzzle, error) {
	plain, plainErr := plainGrid(string(data))
	var asIs puzzlecert.Puzzle
	var fault error
	if plainErr == nil {
		asIs, fault = plain.puzzle(opt)
		if fault == nil && !plain.edge {
			return asIs, nil
		}
	}
	failed := plainErr
	if failed == nil {
		failed = fault
	}
	if len(data) > maxDecorated {
		return asIs, failed
	}
	text, err := notation.ReadGridText(data, opt.Stop)
	if errors.Is(err, notation.ErrStopped) {
		return puzzlecert.Puzzle{}, err
	}
	if err != nil || len(text.Rows) == 0 {
		if plainErr == nil || err == nil {
			return asIs, failed
		}
		return puzzlecert.Puzzle{}, furthest(plainErr, textError(err))
	}
	if err := wordsInside(text); err != nil {
		if plainErr == nil {
			return asIs, fault
		}
		return puzzlecert.Puzzle{}, err
	}
	letters := letterRows(text, data)
	var sensible []layoutReading
	var faults, broken []error
	layouts := withCorners(text)
	for k, l := range layouts {
		if err := opt.stopped(k, len(layouts)); err != nil {
			return puzzlecert.Puzzle{}, err
		}
		r := readLayout(text, l, letters, opt)
		switch {
		case r.err == nil:
			if !slices.ContainsFunc(sensible, func(s layoutReading) bool { return s.puzzle.Same(r.puzzle) }) {
				sensible = append(sensible, r)
			}
		case errors.Is(r.err, puzzlecert.ErrBadPuzzle):
			faults = append(faults, r.err)
		default:
			broken = append(broken, r.err)
		}
	}
	if failed == nil {
		// The plain reading makes sense: another that does too, with
		// labels left out, is a second meaning.
		for _, r := range sensible {
			if !r.puzzle.Same(asIs) {
				return puzzlecert.Puzzle{}, ambiguous(text, r, asIs, notation.GridLayout{})
			}
		}
		return asIs, nil
	}
	if k := slices.IndexFunc(sensible, func(r layoutReading) bool { return sameLabels(text, r.layout) }); k >= 0 {
		// The same labels on both sides: a reading that keeps one of
		// the two columns as clues is no second meaning.
		sensible = sensible[k : k+1]
	}
	switch {
	case len(sensible) == 1:
		return sensible[0].puzzle, nil
	case len(sensible) > 1:
		return puzzlecert.Puzzle{}, ambiguous(text, sensible[1], sensible[0].puzzle, sensible[0].layout)
	case plainErr == nil:
		return puzzlecert.Puzzle{}, fault // read as it is, with a fault in its numbers
	case len(faults) > 0:
		return puzzlecert.Puzzle{}, faults[0]
	}
	slices.Reverse(broken) // the layout with the most left out first
	return puzzlecert.Puzzle{}, furthest(append(broken, plainErr)...)
}

// layoutReading is a grid read in one layout: its puzzle, or why not.
type layoutReading struct {
	layout notation.GridLayout
	puzzle puzzlecert.Puzzle
	err    error
}

// readLayout reads the grid in layout l: the rows and columns it leaves
// out must be labels that agree with the reading (see [Read]), the rest
// a grid of numbers and blanks.
func readLayout(text notation.GridText, l notation.GridLayout, letters [][]notation.GridCell, opt ReadOptions) layoutReading {
	r := layoutReading{layout: l}
	rows := text.Rows
	if l.Top+l.Bottom >= len(rows) {
		r.err = cellError(rows[0][0], "%w: no rows left beside the labels", ErrSyntax)
		return r
	}
	body := rows[l.Top : len(rows)-l.Bottom]
	g := grid{rows: len(body)}
	for i, row := range body {
		if len(row) <= l.Left+l.Right {
			r.err = cellError(row[0], "%w: this row has %d cells, all of them labels", ErrSyntax, len(row))
			return r
		}
		squares := row[l.Left : len(row)-l.Right]
		if i == 0 {
			g.width = len(squares)
			g.boardAt = [2]int{squares[0].Line, squares[0].Col}
		}
		if len(squares) != g.width {
			r.err = cellError(squares[0], "%w: this row has %d squares, the first row %d", ErrSyntax, len(squares), g.width)
			return r
		}
		if g.width > board.MaxSide || g.rows > board.MaxSide {
			r.err = cellError(squares[0], "%w: the grid is %dx%d, larger than %dx%d", ErrSyntax, g.width, g.rows, board.MaxSide, board.MaxSide)
			return r
		}
		for file, c := range squares {
			switch {
			case c.Label || c.Text == "x" || c.Text == "X" || c.Text == "-1":
				r.err = cellError(c, "%w: %q: want a number from 0, or . or _ for a blank", ErrSyntax, c.Text)
				return r
			case c.Number > board.MaxSide*board.MaxSide:
				r.err = cellError(c, "%w: %d is larger than any board needs", ErrSyntax, c.Number)
				return r
			case c.Number < 0:
				g.blanks = true
			default:
				g.cells = append(g.cells, cell{line: c.Line, col: c.Col, row: i, file: file, number: int(c.Number)})
			}
		}
	}
	for k := range l.Top {
		if r.err = header(corner(rows[k], g.width, l), g.width); r.err != nil {
			return r
		}
	}
	for k := len(rows) - l.Bottom; k < len(rows); k++ {
		if r.err = header(corner(rows[k], g.width, l), g.width); r.err != nil {
			return r
		}
	}
	for _, row := range letters {
		if r.err = header(row, g.width); r.err != nil {
			return r
		}
	}
	if l.Left > 0 {
		r.err = rankLabels(body, func(row []notation.GridCell) notation.GridCell { return row[0] })
	}
	if l.Right > 0 && r.err == nil {
		r.err = rankLabels(body, func(row []notation.GridCell) notation.GridCell { return row[len(row)-1] })
	}
	if r.err == nil {
		r.puzzle, r.err = g.puzzle(opt)
	}
	return r
}

// withCorners is notation's layouts and, when the first or last row is
// labels but for an empty corner cell (a markdown table's "|   | a | b |"),
// which notation takes for no header, the layout without that row and
// the column under the corner, as labels.
func withCorners(text notation.GridText) []notation.GridLayout {
	// side is 1 for a corner on the left, 2 on the right, 0 for none.
	side := func(row []notation.GridCell) int {
		n := len(row)
		labels := func(cells []notation.GridCell) bool {
			return !slices.ContainsFunc(cells, func(c notation.GridCell) bool { return !c.Label })
		}
		switch {
		case n < 3:
		case blank(row[0]) && labels(row[1:]):
			return 1
		case blank(row[n-1]) && labels(row[:n-1]):
			return 2
		}
		return 0
	}
	out := text.Layouts
	n := len(text.Rows)
	add := func(l notation.GridLayout, side int) {
		if side == 1 {
			l.Left = 1
		} else {
			l.Right = 1
		}
		out = append(out, l)
	}
	if s := side(text.Rows[0]); s > 0 {
		add(notation.GridLayout{Top: 1}, s)
	}
	if s := side(text.Rows[n-1]); s > 0 && n > 1 {
		add(notation.GridLayout{Bottom: 1}, s)
	}
	return out
}

func blank(c notation.GridCell) bool { return !c.Label && c.Number < 0 }

// corner takes the empty corner cell off a header one cell wider than
// the grid, over the label column on its side.
func corner(row []notation.GridCell, width int, l notation.GridLayout) []notation.GridCell {
	switch {
	case len(row) != width+1:
	case l.Left > 0 && blank(row[0]):
		return row[1:]
	case l.Right > 0 && blank(row[width]):
		return row[:width]
	}
	return row
}

// header checks a row above or below the grid: the file letters a, b,
// c ... or the column numbers from 1 (or 0), left to right, one a column.
func header(row []notation.GridCell, width int) error {
	if len(row) != width {
		return cellError(row[0], "%w: a row of %d labels over %d columns", ErrSyntax, len(row), width)
	}
	if row[0].Label {
		for i, c := range row {
			if !c.Label || !strings.EqualFold(c.Text, board.File(int32(i+1))) {
				if strings.EqualFold(row[len(row)-1].Text, "a") {
					return cellError(row[0], "%w: the file letters run from %s to a, and the first column is read as file a: write them from a, or leave them out", ErrSyntax, row[0].Text)
				}
				return cellError(c, "%w: label %q where file %s stands", ErrSyntax, c.Text, board.File(int32(i+1)))
			}
		}
		return nil
	}
	base := row[0].Number
	for i, c := range row {
		if c.Label || base < 0 || base > 1 || c.Number != base+int64(i) {
			return cellError(c, "%w: %q in a row of column numbers %d, %d, ...", ErrSyntax, c.Text, base, base+1)
		}
	}
	return nil
}

// letterRows finds the lines notation set aside as words that hold only
// labels, a letter or two each, three or more: file letters above or below
// the grid, which the reading must check as it checks a header row.
func letterRows(text notation.GridText, data []byte) [][]notation.GridCell {
	lines := strings.Split(string(data), "\n")
	var out [][]notation.GridCell
	for _, s := range text.Skipped {
		if s.Line < 1 || s.Line > len(lines) {
			continue
		}
		var row []notation.GridCell
		line := lines[s.Line-1]
		ok := true
		for i := 0; i < len(line) && ok; {
			if c := line[i]; c == ' ' || c == '\t' || c == '|' || c == '\r' {
				i++
				continue
			}
			end := i
			for end < len(line) && (line[end] >= 'a' && line[end] <= 'z' || line[end] >= 'A' && line[end] <= 'Z') {
				end++
			}
			ok = end > i && end-i <= 2 && (end == len(line) || strings.IndexByte(" \t|\r", line[end]) >= 0)
			row = append(row, notation.GridCell{Number: -1, Label: true, Text: line[i:end], Line: s.Line, Col: i + 1})
			i = end
		}
		if ok && len(row) >= 3 {
			out = append(out, row)
		}
	}
	return out
}

// rankLabels checks a column of labels beside the rows: letters, which
// name no rank, or ranks counting down to 1 (or 0) as the reading has
// them. Numbers counting up from the top say rank 1 is there, or are row
// numbers: that is not guessed.
func rankLabels(body [][]notation.GridCell, at func([]notation.GridCell) notation.GridCell) error {
	top, bottom := at(body[0]), at(body[len(body)-1])
	if top.Label {
		return nil // notation takes a column for labels only when every cell is one
	}
	h := int64(len(body))
	switch {
	case top.Number == h && bottom.Number == 1, top.Number == h-1 && bottom.Number == 0:
		return nil
	case bottom.Number > top.Number:
		return cellError(top, "%w: the labels beside the rows count up from %d at the top: rank %d there, or row numbers? the first row is read as rank %d: write the ranks from %d down, or leave them out", ErrSyntax, top.Number, top.Number, h, h)
	}
	return cellError(top, "%w: the labels beside the rows run from %d to %d, no ranks of a board %d rows high", ErrSyntax, top.Number, bottom.Number, h)
}

// wordsInside refuses words on lines of their own between the grid's
// rows: two grids with a caption between them are no one puzzle. Lines
// starting with '#' are comments, as in a plain grid.
func wordsInside(text notation.GridText) error {
	first, last := text.Rows[0][0].Line, text.Rows[len(text.Rows)-1][0].Line
	rows := map[int]bool{}
	for _, row := range text.Rows {
		rows[row[0].Line] = true
	}
	for _, s := range text.Skipped {
		if s.Line > first && s.Line < last && !rows[s.Line] && !strings.HasPrefix(s.Text, "#") {
			return board.ErrorAt(s.Line, 1, fmt.Errorf("%w: words between the rows of the grid: %q: one puzzle a text", ErrSyntax, s.Text))
		}
	}
	return nil
}

// ambiguous is the error of a grid that reads as puzzle p in layout pl
// and as r's puzzle, pointing at the first cell r leaves out.
func ambiguous(text notation.GridText, r layoutReading, p puzzlecert.Puzzle, pl notation.GridLayout) error {
	l := r.layout
	at := text.Rows[0][0]
	switch {
	case l.Top > 0:
	case l.Left > 0:
		at = text.Rows[l.Top][0]
	case l.Right > 0:
		row := text.Rows[l.Top]
		at = row[len(row)-1]
	default:
		at = text.Rows[len(text.Rows)-l.Bottom][0]
	}
	reading := func(b board.Board, clues int, l notation.GridLayout) string {
		s := fmt.Sprintf("%s puzzle with %d clues", board.A(b.String()), clues)
		if clues == 1 {
			s = board.A(b.String()) + " puzzle with 1 clue"
		}
		if l != (notation.GridLayout{}) {
			s += fmt.Sprintf(", %s left out as labels", l)
		}
		return s
	}
	return cellError(at, "%w: %w: as %s, and as %s: write it without labels, or as JSON",
		ErrSyntax, ErrAmbiguous, reading(p.Board, len(p.Clues), pl), reading(r.puzzle.Board, len(r.puzzle.Clues), l))
}

// sameLabels reports whether layout l leaves out a column on each side
// and the two hold the same numbers: rank labels on both sides.
func sameLabels(text notation.GridText, l notation.GridLayout) bool {
	if l.Left == 0 || l.Right == 0 {
		return false
	}
	for _, row := range text.Rows[l.Top : len(text.Rows)-l.Bottom] {
		if first, last := row[0], row[len(row)-1]; first.Label || last.Label || first.Number != last.Number {
			return false
		}
	}
	return true
}

func cellError(c notation.GridCell, format string, args ...any) error {
	return board.ErrorAt(c.Line, c.Col, fmt.Errorf(format, args...))
}

// textError is notation's error as a puzzle's.
func textError(err error) error {
	var pe *board.ParseError
	if errors.As(err, &pe) {
		return board.ErrorAt(pe.Line, pe.Col, fmt.Errorf("%w: %s", ErrSyntax, pe.Msg))
	}
	return fmt.Errorf("%w: %w", ErrSyntax, err)
}

// furthest is the error that got furthest into the text, the first of
// those that got as far.
func furthest(errs ...error) error {
	best, bestAt := errs[0], [2]int{-1, -1}
	for _, err := range errs {
		at := [2]int{0, 0}
		var pe *board.ParseError
		if errors.As(err, &pe) {
			at = [2]int{pe.Line, pe.Col}
		}
		if at[0] > bestAt[0] || at[0] == bestAt[0] && at[1] > bestAt[1] {
			best, bestAt = err, at
		}
	}
	return best
}
