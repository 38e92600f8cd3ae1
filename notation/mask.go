package notation

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/knightcert/knight/board"
)

// MaxMaskBytes bounds the text [ReadMask] reads.
const MaxMaskBytes = 4 << 20

// MaxMaskSquares bounds the frame of a mask, width times height: a
// 1000 x 1000 board fits.
const MaxMaskSquares = 1 << 20

// Mask is a board with holes as it is printed: a frame of cells and
// holes, and the numbers written on some cells (a puzzle's clues, or the
// 1 that marks a tour's start in Rosetta Code's layout). The piece is not
// in the text: Shape.Piece is the knight.
type Mask struct {
	Shape board.Shape
	// Numbers are the numbers written on cells, in reading order (rows
	// from the top, each from the left).
	Numbers []MaskNumber
	// Style is how the text wrote cells and holes, so that [WriteMask]
	// writes it back the same way.
	Style MaskStyle
}

// MaskNumber is a number on a cell, with where the text wrote it.
type MaskNumber struct {
	Square    board.Square
	Number    int
	Line, Col int
}

// MaskStyle is how a mask's text marks cells and holes.
type MaskStyle struct {
	// Cell marks an empty cell: '0', 'x' or '_'.
	Cell byte
	// Hole marks a hole: ' ', '.', '#' or '-'.
	Hole byte
	// Packed writes one byte a cell with no space between cells (a
	// grid of x and .); otherwise cells are separated by spaces, each as
	// wide as the widest number, right-aligned.
	Packed bool
}

// Styles of the layouts people print.
var (
	// HolyKnightStyle is Rosetta Code's "Solve a Holy Knight's tour":
	// 0 for a cell, a blank for a hole, cells a space apart.
	HolyKnightStyle = MaskStyle{Cell: '0', Hole: ' '}
	// HopidoStyle is Rosetta Code's "Solve a Hopido puzzle": 0 for a
	// cell, . for a hole, a space apart.
	HopidoStyle = MaskStyle{Cell: '0', Hole: '.'}
	// CrossStyle is a grid of x for cells and . for holes.
	CrossStyle = MaskStyle{Cell: 'x', Hole: '.', Packed: true}
)

func isCellMark(c byte) bool { return c == '0' || c == 'x' || c == 'X' || c == '_' }
func isHoleMark(c byte) bool { return c == '.' || c == '#' || c == '-' }

// ReadMask reads a board mask as people print it, the first line the top
// row (rank H) and the first column file a:
//
//   - cells a space apart (Rosetta Code's layouts): 0, x or _ a cell, a
//     blank, ., # or - a hole, a number from 1 a cell with that number on
//     it (Rosetta's 1 marks the start). With numbers of several digits each
//     cell is as wide as the widest, and each mark or number stands either
//     right-aligned or left-aligned in its cell; a mark may be repeated to
//     the cell's width ("__", "--");
//   - packed, one byte a cell, when no line has a space between its marks
//     and no number: a grid of x (or 0, _) and . (or #, -).
//
// A line starting with # that holds a byte no mask has ("# seed 7") is a
// comment, and blank lines before and after the grid are not rows either
// (a comment line is read as a blank one); a missing cell at
// the end of a row is a hole. So a frame whose edge rows or last columns
// are all blank holes cannot be written: it is read as the smaller frame.
// Tabs are refused (their width is not known). Every error is a
// [*board.ParseError] with the line and column (bytes from 1) of the
// fault, wrapping [board.ErrSyntax] or [ErrTooLarge]. It reads at most
// [MaxMaskBytes], and frames of at most [MaxMaskSquares] squares.
func ReadMask(r io.Reader) (Mask, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxMaskBytes+1))
	if err != nil {
		return Mask{}, err
	}
	if len(data) > MaxMaskBytes {
		return Mask{}, &board.ParseError{Line: 1, Col: 1, Err: ErrTooLarge, Msg: fmt.Sprintf("mask longer than %d bytes", MaxMaskBytes)}
	}
	return parseMask(data)
}

// ParseMask is [ReadMask] on a string.
func ParseMask(s string) (Mask, error) { return ReadMask(strings.NewReader(s)) }

// maskToken is a run of non-blank bytes on one line.
type maskToken struct {
	line, col int // line from 1, col from 0
	text      []byte
}

func parseMask(data []byte) (Mask, error) {
	lines := bytes.Split(data, []byte("\n"))
	for i, l := range lines {
		lines[i] = bytes.TrimSuffix(l, []byte("\r"))
		if isMaskComment(lines[i]) {
			lines[i] = nil
			continue
		}
		if j := bytes.IndexByte(lines[i], '\t'); j >= 0 {
			return Mask{}, maskErr(i+1, j, "a tab: write the mask with spaces, as its width is not known")
		}
	}
	first, last := 0, len(lines)-1
	for first <= last && len(bytes.TrimSpace(lines[first])) == 0 {
		first++
	}
	for last >= first && len(bytes.TrimSpace(lines[last])) == 0 {
		last--
	}
	if first > last {
		return Mask{}, maskErr(1, 0, "no mask: want rows of cells (0, x or _) and holes (blank, ., # or -)")
	}
	rows := lines[first : last+1]
	var tokens [][]maskToken
	packed, widest := true, 0
	for i, l := range rows {
		var ts []maskToken
		for j := 0; j < len(l); {
			if l[j] == ' ' {
				j++
				continue
			}
			k := j
			for k < len(l) && l[k] != ' ' {
				k++
			}
			t := maskToken{line: first + i + 1, col: j, text: l[j:k]}
			for c, b := range t.text {
				if !isCellMark(b) && !isHoleMark(b) && (b < '0' || b > '9') {
					return Mask{}, maskErr(t.line, j+c, "%q: want 0, x or _ for a cell, a blank, ., # or - for a hole, or a number", b)
				}
				if b >= '1' && b <= '9' {
					packed = false
				}
			}
			widest = max(widest, len(t.text))
			ts = append(ts, t)
			j = k
		}
		if len(ts) > 1 || len(ts) == 1 && ts[0].col > 0 {
			packed = false
		}
		tokens = append(tokens, ts)
	}
	m := Mask{Style: MaskStyle{Packed: packed}}
	type cell struct {
		x     int
		token maskToken
	}
	grid := make([][]cell, len(tokens))
	width := 0
	for i, ts := range tokens {
		for _, t := range ts {
			if packed {
				for c := range t.text {
					grid[i] = append(grid[i], cell{x: t.col + c, token: maskToken{line: t.line, col: t.col + c, text: t.text[c : c+1]}})
				}
				continue
			}
			pitch := widest + 1
			end := t.col + len(t.text) - 1
			var x int
			switch {
			case t.col%pitch == 0:
				x = t.col / pitch
			case end%pitch == pitch-2:
				x = end / pitch
			default:
				return Mask{}, maskErr(t.line, t.col, "%q is out of line with the cells: each is %d wide with a space between", t.text, widest)
			}
			if n := len(grid[i]); n > 0 && grid[i][n-1].x >= x {
				return Mask{}, maskErr(t.line, t.col, "%q shares a cell with %q", t.text, grid[i][n-1].token.text)
			}
			grid[i] = append(grid[i], cell{x: x, token: t})
		}
		if n := len(grid[i]); n > 0 {
			width = max(width, grid[i][n-1].x+1)
		}
	}
	height := len(grid)
	if width > board.MaxSide || height > board.MaxSide || width*height > MaxMaskSquares {
		return Mask{}, &board.ParseError{Line: first + 1, Col: 1, Err: ErrTooLarge,
			Msg: fmt.Sprintf("%s mask: at most %d squares, sides up to %d", board.A(fmt.Sprintf("%dx%d", width, height)), MaxMaskSquares, board.MaxSide)}
	}
	b := board.Board{W: int32(width), H: int32(height)}
	holes := board.NewSet(b.Size())
	for i := range grid {
		y := height - i // squares count from 1
		next := 0       // the next x not yet given
		// A cell past the last column ends the row: the missing cells
		// before it are holes, as blanks between cells are.
		for _, c := range append(grid[i], cell{x: width}) {
			for ; next < c.x; next++ {
				holes.Add(b.Index(board.Square{X: int32(next + 1), Y: int32(y)}))
				if !packed && m.Style.Hole == 0 {
					m.Style.Hole = ' '
				}
			}
			if c.x == width {
				break
			}
			next = c.x + 1
			sq := board.Square{X: int32(c.x + 1), Y: int32(y)}
			t := c.token
			switch kind := markKind(t.text); kind {
			case 'c':
				if m.Style.Cell == 0 {
					m.Style.Cell = lowerMark(t.text[0])
				}
			case 'h':
				holes.Add(b.Index(sq))
				if m.Style.Hole == 0 || m.Style.Hole == ' ' {
					m.Style.Hole = t.text[0]
				}
			case 'n':
				n, err := strconv.Atoi(string(t.text))
				if err != nil || n > 1<<30 {
					return Mask{}, maskErr(t.line, t.col, "number %q is too large", t.text)
				}
				m.Numbers = append(m.Numbers, MaskNumber{Square: sq, Number: n, Line: t.line, Col: t.col + 1})
			default:
				return Mask{}, maskErr(t.line, t.col, "%q: want a mark (0, x or _ a cell; ., # or - a hole, repeated to fill the cell) or a number from 1", t.text)
			}
		}
	}
	if width == 1 && len(m.Numbers) == 0 {
		// One cell a row: no space between cells tells the styles
		// apart, so it is read as packed, as its text writes it back.
		packed, m.Style.Packed = true, true
		if m.Style.Hole == ' ' {
			m.Style.Hole = '.'
		}
	}
	if m.Style.Cell == 0 {
		m.Style.Cell = '0'
		if packed {
			m.Style.Cell = 'x'
		}
	}
	if m.Style.Hole == 0 {
		m.Style.Hole = ' '
		if packed {
			m.Style.Hole = '.'
		}
	}
	if holes.Count() == 0 {
		holes = nil
	}
	m.Shape = board.Shape{Board: b, Holes: holes}
	if m.Shape.Cells() == 0 {
		return Mask{}, maskErr(first+1, 0, "every square of the %v mask is a hole", b)
	}
	return m, nil
}

// isMaskComment reports whether a line is a comment: it starts with '#'
// and holds a byte no mask has (a letter other than x, say), so that a
// row of '#' holes is not one.
func isMaskComment(l []byte) bool {
	if len(l) == 0 || l[0] != '#' {
		return false
	}
	for _, b := range l {
		if b != ' ' && !isCellMark(b) && !isHoleMark(b) && (b < '0' || b > '9') {
			return true
		}
	}
	return false
}

// markKind says what a token is: 'c' a cell mark, 'h' a hole mark (each
// repeated to the token's length), 'n' a number from 1, 0 neither. A
// lone 0 is a cell; "00" is neither.
func markKind(t []byte) byte {
	if len(t) == 0 {
		return 0
	}
	same := bytes.Count(t, t[:1]) == len(t)
	switch {
	case t[0] == '0':
		if len(t) == 1 {
			return 'c'
		}
		return 0
	case same && isCellMark(t[0]):
		return 'c'
	case same && isHoleMark(t[0]):
		return 'h'
	}
	for _, b := range t {
		if b < '0' || b > '9' {
			return 0
		}
	}
	return 'n'
}

func lowerMark(c byte) byte {
	if c == 'X' {
		return 'x'
	}
	return c
}

func maskErr(line, col int, format string, args ...any) error {
	return &board.ParseError{Line: line, Col: col + 1, Err: board.ErrSyntax, Msg: "mask: " + fmt.Sprintf(format, args...)}
}

// WriteMask writes m in its Style, as [ReadMask] reads it back: the same
// shape, numbers and style. A packed style with numbers is written
// spaced, since a packed grid has no room for them. Trailing blanks are
// left out. It refuses a malformed shape and a number off the board or
// on a hole.
func WriteMask(w io.Writer, m Mask) error {
	s := m.Shape
	if err := s.Check(); err != nil {
		return err
	}
	st := m.Style
	if !isCellMark(st.Cell) {
		st.Cell = '0'
	}
	if !isHoleMark(st.Hole) && st.Hole != ' ' {
		st.Hole = ' '
	}
	if len(m.Numbers) > 0 {
		st.Packed = false
	}
	if st.Packed && st.Hole == ' ' {
		st.Hole = '.'
	}
	b := s.Board
	numbers := make(map[board.Square]string, len(m.Numbers))
	widest := 1
	for _, n := range m.Numbers {
		if !s.IsCell(n.Square) {
			return fmt.Errorf("%w: number %d on %v, which is not a cell of %v", board.ErrBadBoard, n.Number, n.Square, s)
		}
		if n.Number < 1 {
			return fmt.Errorf("%w: number %d on %v: a mask's numbers start at 1", board.ErrBadBoard, n.Number, n.Square)
		}
		t := strconv.Itoa(n.Number)
		numbers[n.Square] = t
		widest = max(widest, len(t))
	}
	var out bytes.Buffer
	line := make([]byte, 0, int(b.W)*(widest+1))
	for y := b.H; y >= 1; y-- {
		line = line[:0]
		for x := int32(1); x <= b.W; x++ {
			q := board.Square{X: x, Y: y}
			var t string
			switch n, ok := numbers[q]; {
			case ok:
				t = n
			case s.IsCell(q):
				t = string(st.Cell)
				if st.Cell == '_' {
					t = strings.Repeat("_", widest)
				}
			default:
				t = string(st.Hole)
				if st.Hole != ' ' {
					t = strings.Repeat(t, widest)
				}
			}
			if st.Packed {
				line = append(line, t...)
				continue
			}
			if x > 1 {
				line = append(line, ' ')
			}
			for range widest - len(t) {
				line = append(line, ' ')
			}
			line = append(line, t...)
		}
		out.Write(bytes.TrimRight(line, " "))
		out.WriteByte('\n')
	}
	_, err := w.Write(out.Bytes())
	return err
}

// String is the mask as [WriteMask] writes it.
func (m Mask) String() string {
	var sb strings.Builder
	if err := WriteMask(&sb, m); err != nil {
		return fmt.Sprintf("<bad mask: %v>", err)
	}
	return sb.String()
}
