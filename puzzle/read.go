package puzzle

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/notation"
)

// ErrSyntax is wrapped by every error about a puzzle's text.
var ErrSyntax = errors.New("bad puzzle text")

// MaxBytes bounds a puzzle's text: a 1000x1000 grid of six-digit numbers
// fits.
const MaxBytes = 8 << 20

// ErrOptions is wrapped by the error of a JSON puzzle that says
// otherwise than the options: a closed tour asked for and the puzzle
// open, or another first number. Its own word is not silently preferred
// to what was asked.
var ErrOptions = errors.New("the options disagree with the JSON puzzle")

// ReadOptions say what a numbered grid does not: whether the tour is
// closed, and the first number when no 0 shows it. JSON says both itself;
// options that say otherwise (Closed true for an open puzzle, First 0 or
// 1 other than its own) are an [ErrOptions] error.
type ReadOptions struct {
	Closed bool
	// First is 0 or 1, or -1 to infer it: 0 when a clue 0 is given, else 1.
	First int
	// Stop, when closed, ends the reading of a grid with its decoration
	// between passes, with an error wrapping [notation.ErrStopped] that
	// says how far it got: the server passes its request's Context.Done.
	Stop <-chan struct{}
}

// stopped is the error of a reading whose Stop is closed as it reads the
// grid's layout k of n; nil while it is open.
func (opt ReadOptions) stopped(k, n int) error {
	select {
	case <-opt.Stop:
		return fmt.Errorf("%w: the grid's cells were read, and %d of its %d layouts", notation.ErrStopped, k, n)
	default:
		return nil
	}
}

// Read reads a puzzle: a JSON object ({"board":"8x8","closed":true,
// "clues":{"a1":1,...}}, see [puzzlecert.ParsePuzzle]) when the text starts
// with '{' and a key, else a numbered grid: rows of numbers and blanks
// ('.' or '_') separated by spaces, tabs or commas, the first row rank H
// and the first column file a, as a board is printed; blank lines and
// lines starting with '#' are skipped. A leading byte order mark is
// skipped too (columns count from after it).
//
// A grid that is not plain in this way is read with its decoration as
// package notation reads a tour's grid ([notation.ReadGridText]): rank
// labels beside the rows and file letters or column numbers above or
// below them, '|' frames and table cells (an empty cell is a blank),
// rules and box drawing, captions, nested arrays and C or Java array
// literals ({{1,0},{0,4}}), '#'-marked cells; blanks may also be written
// "..", "--" or "__". Labels must agree with the reading (rank H in the
// first row, file a in the first column): ranks counting down to 1 (or
// 0) and file letters a, b, c ... or column numbers from 1 (or 0) left to
// right are left out; labels that count the other way, or are no labels
// of the board, are an error, not a guess at the board's orientation.
// When the grid reads both with and without what looks like labels
// (a first column 3, 2, 1 that may be clues), it is unreadable
// ([ErrAmbiguous]) rather than read one way. Such a grid is read up to
// 4 MiB.
//
// A 0 is a clue, and the numbers then start at 0, unless several 0s stand
// in a grid with no other blank and no first number 0 given: then they
// are its blanks (a grid of zeros with its clues), numbered from 1.
//
// It reads at most [MaxBytes]. Errors name the line and column
// ([*board.ParseError]) or, for JSON, come from the evidence reader.
func Read(r io.Reader, opt ReadOptions) (puzzlecert.Puzzle, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	if err != nil {
		return puzzlecert.Puzzle{}, err
	}
	if len(data) > MaxBytes {
		return puzzlecert.Puzzle{}, fmt.Errorf("%w: longer than %d bytes", ErrSyntax, MaxBytes)
	}
	data = bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF")) // Windows Notepad's byte order mark
	if isJSON(data) {
		lim := evidence.DefaultLimits
		lim.MaxBytes = MaxBytes
		p, err := puzzlecert.ParsePuzzle(data, lim)
		if err != nil {
			return puzzlecert.Puzzle{}, err
		}
		return p, agree(p, opt)
	}
	return readGrid(data, opt)
}

// isJSON reports whether data is a JSON object: '{' and then a key or
// '}', not another '{' or a number, the rows of a C or Java array
// literal.
func isJSON(data []byte) bool {
	t := bytes.TrimSpace(data)
	if len(t) == 0 || t[0] != '{' {
		return false
	}
	t = bytes.TrimSpace(t[1:])
	return len(t) == 0 || t[0] == '"' || t[0] == '}'
}

// agree reports options that a JSON puzzle contradicts.
func agree(p puzzlecert.Puzzle, opt ReadOptions) error {
	if opt.Closed && !p.Closed {
		return fmt.Errorf("%w: a closed tour is asked for, and the puzzle is open (its \"closed\" false or absent)", ErrOptions)
	}
	if opt.First >= 0 && opt.First != p.First {
		return fmt.Errorf("%w: numbers from %d are asked for, and the puzzle's start at %d", ErrOptions, opt.First, p.First)
	}
	return nil
}

// Parse is [Read] for a puzzle in a string.
func Parse(s string, opt ReadOptions) (puzzlecert.Puzzle, error) {
	return Read(strings.NewReader(s), opt)
}

// cell is a number of the grid and where it was written.
type cell struct {
	line, col int // in the text, from 1
	row, file int // in the grid, from 0
	number    int
}

// grid is the numbered cells of a grid read as it is, and its shape.
type grid struct {
	cells       []cell
	rows, width int
	// blanks: a blank other than 0 is written, so that a 0 is a number.
	blanks bool
	// edge: a first or last row or column has a number in every cell,
	// the only shape in which a row or column of numbers may be labels.
	edge bool
	// boardAt is where an error about the board's size points.
	boardAt [2]int
}

// plainGrid reads a plain grid, keeping only the numbered cells, so that
// a grid of blanks costs no memory beyond its text.
func plainGrid(text string) (grid, error) {
	var g grid
	firstCol, lastCol, firstRow, lastRow := true, true, false, false
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimRight(line, "\r")
		if t := strings.TrimSpace(line); t == "" || t[0] == '#' {
			continue
		}
		n, numbers := 0, 0
		col := 0
		for col < len(line) {
			c := line[col]
			if c == ' ' || c == '\t' || c == ',' {
				col++
				continue
			}
			end := col
			for end < len(line) && !strings.ContainsRune(" \t,", rune(line[end])) {
				end++
			}
			tok := line[col:end]
			numbered := tok != "." && tok != "_"
			if numbered {
				v, err := strconv.Atoi(tok)
				if err != nil || v < 0 || tok[0] == '+' || tok[0] == '-' {
					return grid{}, board.ErrorAt(i+1, col+1, fmt.Errorf("%w: %q: want a number from 0, or . or _ for a blank", ErrSyntax, tok))
				}
				if v > board.MaxSide*board.MaxSide {
					return grid{}, board.ErrorAt(i+1, col+1, fmt.Errorf("%w: %d is larger than any board needs", ErrSyntax, v))
				}
				g.cells = append(g.cells, cell{line: i + 1, col: col + 1, row: g.rows, file: n, number: v})
				numbers++
			}
			g.blanks = g.blanks || !numbered
			if n == 0 {
				firstCol = firstCol && numbered
			}
			n++
			if n > board.MaxSide {
				return grid{}, board.ErrorAt(i+1, col+1, fmt.Errorf("%w: more than %d squares in a row", ErrSyntax, board.MaxSide))
			}
			col = end
			if col >= len(line) || strings.TrimLeft(line[col:], " \t,") == "" {
				lastCol = lastCol && numbered
			}
		}
		if g.rows > 0 && n != g.width {
			return grid{}, board.ErrorAt(i+1, 1, fmt.Errorf("%w: this row has %d squares, the first row %d", ErrSyntax, n, g.width))
		}
		g.width = n
		firstRow = firstRow || g.rows == 0 && numbers == n
		lastRow = numbers == n
		g.rows++
		if g.rows > board.MaxSide {
			return grid{}, board.ErrorAt(i+1, 1, fmt.Errorf("%w: more than %d rows", ErrSyntax, board.MaxSide))
		}
	}
	if g.rows == 0 {
		return grid{}, board.ErrorAt(1, 1, fmt.Errorf("%w: no grid: want rows of numbers and blanks (. or _), or a JSON puzzle", ErrSyntax))
	}
	g.edge = firstCol || lastCol || firstRow || lastRow
	g.boardAt = [2]int{1, 1}
	return g, nil
}

// puzzle makes the puzzle of a grid's numbers: the first row rank H, the
// first column file a. Its errors are the puzzle's faults (a number twice
// or out of range), at the number's place, wrapping [puzzlecert.ErrBadPuzzle].
func (g grid) puzzle(opt ReadOptions) (puzzlecert.Puzzle, error) {
	cells := g.cells
	zeros := 0
	for _, x := range cells {
		if x.number == 0 {
			zeros++
		}
	}
	if zeros > 1 && !g.blanks && opt.First != 0 {
		// Several 0s and no other blank: the 0s are the blanks, since
		// no number stands twice in a puzzle.
		cells = slices.DeleteFunc(slices.Clone(cells), func(x cell) bool { return x.number == 0 })
	}
	b, err := board.New(g.width, g.rows)
	if err != nil {
		return puzzlecert.Puzzle{}, board.ErrorAt(g.boardAt[0], g.boardAt[1], err)
	}
	p := puzzlecert.Puzzle{Board: b, Closed: opt.Closed, First: opt.First}
	where := map[int]cell{}
	hasZero := false
	for _, x := range cells {
		if prev, ok := where[x.number]; ok {
			return puzzlecert.Puzzle{}, board.ErrorAt(x.line, x.col, fmt.Errorf("%w: number %d is given twice, first at %d:%d", puzzlecert.ErrBadPuzzle, x.number, prev.line, prev.col))
		}
		where[x.number] = x
		hasZero = hasZero || x.number == 0
		sq := board.Square{X: int32(x.file + 1), Y: int32(g.rows - x.row)}
		p.Clues = append(p.Clues, puzzlecert.Clue{Square: sq, Number: x.number})
	}
	if p.First < 0 {
		p.First = 1
		if hasZero {
			p.First = 0
		}
	}
	p.SortClues()
	if err := p.Check(); err != nil {
		for _, c := range p.Clues {
			if c.Number < p.First || c.Number > p.Last() {
				x := where[c.Number]
				return puzzlecert.Puzzle{}, board.ErrorAt(x.line, x.col, err)
			}
		}
		return puzzlecert.Puzzle{}, err
	}
	return p, nil
}

// Format writes the puzzle as a numbered grid, the first row rank H,
// blanks as '.', columns as wide as the largest number: the text [Read]
// reads back (with the closure and first number given as options).
func Format(p puzzlecert.Puzzle) string {
	return formatGrid(p.Board, p.Clues)
}

// FormatSolution writes a tour of the puzzle's board as a numbered grid,
// numbered from the puzzle's first number.
func FormatSolution(p puzzlecert.Puzzle, tour board.Path) string {
	clues := make([]puzzlecert.Clue, len(tour))
	for i, s := range tour {
		clues[i] = puzzlecert.Clue{Square: s, Number: p.First + i}
	}
	return formatGrid(p.Board, clues)
}

func formatGrid(b board.Board, clues []puzzlecert.Clue) string {
	numbers := make([]int, b.Size())
	for i := range numbers {
		numbers[i] = -1
	}
	width := 1
	for _, c := range clues {
		if b.Contains(c.Square) {
			numbers[b.Index(c.Square)] = c.Number
			width = max(width, len(strconv.Itoa(c.Number)))
		}
	}
	var sb strings.Builder
	for y := b.H; y >= 1; y-- {
		for x := int32(1); x <= b.W; x++ {
			if x > 1 {
				sb.WriteByte(' ')
			}
			v := numbers[b.Index(board.Square{X: x, Y: y})]
			s := "."
			if v >= 0 {
				s = strconv.Itoa(v)
			}
			sb.WriteString(strings.Repeat(" ", width-len(s)))
			sb.WriteString(s)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
