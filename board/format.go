package board

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
)

// Format is a way of writing a path as text.
type Format uint8

const (
	// Auto, the zero Format, asks the reader to detect the notation.
	Auto Format = iota
	// Algebraic lists squares such as a1 c2, separated by spaces, commas
	// or arrows, optionally quoted ("a1") and numbered (1. a1 2. c2).
	Algebraic
	// Prolog lists the seeds' terms p(X, Y), separated by commas or spaces,
	// optionally inside [...] or answer(N, [...]).
	Prolog
	// XY lists (file, rank) pairs: 1,1 separated by spaces or semicolons,
	// (1, 1), [1, 1] or 1/1; numbered from 1, or from 0 when a 0 appears.
	XY
	// Grid is the numbered diagram: H rows of W move numbers, rank H first,
	// file a first, '.' or -1 for a square the path leaves out, numbered
	// from 0 when a 0 appears, else from 1. Rows are lines (numbers
	// separated by spaces, tabs, commas, semicolons or the cells of a box
	// table), groups separated by '|' on one line, or the inner arrays of
	// a nested JSON or Python array.
	Grid
	// JSON is an object {"board":"8x8","closed":false,"tour":["a1",...]};
	// "board" may be [W, H], or "width" and "height" numbers, and the tour
	// [X, Y] pairs.
	JSON
	// Numbers is a flat list of visit numbers, one for each square in
	// reading order (the rows of a grid run together), as OEIS prints
	// tours; the board must be given.
	Numbers
)

var formatNames = [...]string{Auto: "auto", Algebraic: "alg", Prolog: "prolog", XY: "xy", Grid: "grid", JSON: "json", Numbers: "numbers"}

// String is the name [ParseFormat] reads: auto, alg, prolog, xy, grid, json
// or numbers.
func (f Format) String() string {
	if int(f) < len(formatNames) {
		return formatNames[f]
	}
	return "Format(" + strconv.Itoa(int(f)) + ")"
}

// ParseFormat reads a format name: auto, alg (or algebraic), prolog, xy,
// grid, json or numbers.
func ParseFormat(s string) (Format, error) {
	if s == "algebraic" {
		return Algebraic, nil
	}
	for f, name := range formatNames {
		if s == name {
			return Format(f), nil
		}
	}
	return 0, fmt.Errorf("unknown format %q: want auto, alg, prolog, xy, grid, json or numbers", s)
}

// Errors that [ReadPath] and [ParsePath] wrap; the unreadable square
// tokens wrap [ErrBadSquare] and a bad "board" field [ErrBadBoard].
var (
	// ErrSyntax: the input is not in any notation, or breaks off.
	ErrSyntax = errors.New("syntax error")
	// ErrTooLarge: the input is longer than its board could need.
	ErrTooLarge = errors.New("input too large")
	// ErrNoBoard: a square list does not say its board, and none was given.
	ErrNoBoard = errors.New("board not known")
	// ErrBoardMismatch: the input's board is not the one given.
	ErrBoardMismatch = errors.New("board mismatch")
	// ErrNumbering: a grid numbers two squares alike or skips a number,
	// so its squares make no path. The input was readable but is not a
	// path.
	ErrNumbering = errors.New("grid numbering")
)

// ParseError is a fault in path text at a line and column, both from 1;
// the column counts bytes.
type ParseError struct {
	Line, Col int
	Err       error  // the sentinel: ErrSyntax, ErrBadSquare, ErrTooLarge, ...
	Msg       string // what is wrong, such as `bad square "q?"`
}

// Error is "line:col: message".
func (e *ParseError) Error() string {
	return strconv.Itoa(e.Line) + ":" + strconv.Itoa(e.Col) + ": " + e.Msg
}

// Unwrap returns the sentinel.
func (e *ParseError) Unwrap() error { return e.Err }

// Document is a path read from text, with what the text says about it.
type Document struct {
	Board    Board
	HasBoard bool // the text gave the board (JSON, grid), not the caller
	Closed   bool // JSON "closed": true
	Path     Path
	Format   Format // the notation it was written in
	// Line is the line of the input the tour begins on.
	Line int
	// Based reports that the text numbered its squares or coordinates
	// (grids, flat lists, X,Y pairs), and Base is then the number of the
	// first: 0 or 1.
	Based bool
	Base  int
	// Flipped: the grid's first row was read as rank 1, not rank H.
	Flipped bool
	// Skipped lists the words around the tour that the reader set aside.
	Skipped []Skip
}

// ReadOptions tells [ReadPath] what the caller knows.
type ReadOptions struct {
	// Board is the board the path is on, as a -board flag gives it; the
	// zero Board means unknown. A square list needs it; a JSON or grid
	// input that names another board is an error.
	Board Board
	// MaxBytes is the most input read; 0 means as much as the board could
	// need ([BytesPerSquare] a square).
	MaxBytes int64
	// Format is the notation to read; [Auto] detects it, and fails with
	// [ErrAmbiguous] when two notations both make sense.
	Format Format
	// Flip reads a grid's first row as rank 1 instead of rank H.
	Flip bool
}

// BytesPerSquare is the input [ReadPath] allows for each square of the
// board, enough for any notation with generous spacing.
const BytesPerSquare = 64

// bytesFor is the default input limit for a board.
func bytesFor(b Board) int64 { return int64(b.Size())*BytesPerSquare + 64<<10 }

// tighten lowers the input limit once the board is known.
func (s *scanner) tighten(opt ReadOptions, b Board) {
	if opt.MaxBytes == 0 {
		s.limit = bytesFor(b)
		s.limitWhy = fmt.Sprintf("more than a %v board needs", b)
	}
}

// readStream reads one path in the plain notations from a stream, holding
// only the path: JSON from '{', a numbered grid when the first line holds
// numbers without commas, otherwise a square list.
func readStream(r io.Reader, opt ReadOptions) (Document, error) {
	s := newScanner(r)
	switch {
	case opt.MaxBytes > 0:
		s.limit = opt.MaxBytes
		s.limitWhy = "the limit given"
	case opt.Board != (Board{}):
		s.tighten(opt, opt.Board)
	default:
		s.tighten(opt, Board{W: MaxSide, H: MaxSide})
		s.limitWhy = "more than any board needs"
	}
	if s.accept(0xEF) && !(s.accept(0xBB) && s.accept(0xBF)) {
		return Document{}, errAt(1, 1, ErrSyntax, "unreadable input: broken byte order mark")
	}
	s.skipSpace()
	c, ok := s.peek()
	if !ok {
		if s.err != nil {
			return Document{}, s.err
		}
		return Document{}, errAt(s.line, s.col, ErrSyntax, "empty input")
	}
	switch {
	case c == '{':
		docs, err := readJSONDocs(s.rest(), opt, nil, 0)
		if err != nil {
			return Document{}, err
		}
		if len(docs) > 1 {
			return Document{}, fmt.Errorf("%w: the input holds %d JSON documents", ErrSeveral, len(docs))
		}
		return docs[0], nil
	case c == '.' || c == '-':
		return s.grid(opt)
	case isDigit(c):
		s.setMark()
		s.number()
		s.skipHSpace()
		comma := s.accept(',')
		s.reset()
		if !comma {
			return s.grid(opt)
		}
	case c == '[' || isLetter(c):
	default:
		s.startToken()
		for i := 0; i < 8; i++ {
			if _, ok := s.peek(); !ok {
				break
			}
			s.next()
		}
		return Document{}, errAt(s.tokLine, s.tokCol, ErrSyntax,
			"unreadable input %q: want a square list, a numbered grid or JSON", s.tok[:s.tokLen])
	}
	if opt.Board == (Board{}) {
		return Document{}, fmt.Errorf("%w: a square list does not say its board", ErrNoBoard)
	}
	p, f, err := s.list(opt.Board.Size() + 1)
	if err != nil {
		return Document{}, err
	}
	return Document{Board: opt.Board, Path: p, Format: f, Line: 1, Based: f == XY, Base: 1}, nil
}

// WritePath writes p on board b in format f, buffered, without building the
// whole text in memory. Lists end with a newline; a grid needs every square
// of p on b and none twice.
func WritePath(w io.Writer, b Board, p Path, f Format) error {
	if f == Grid {
		bw := bufio.NewWriterSize(w, 64<<10)
		if err := writeGrid(bw, b, p); err != nil {
			return err
		}
		return bw.Flush()
	}
	sw := NewSquareWriter(w, b)
	var sep string
	switch f {
	case Algebraic, XY:
		sep = " "
	case Prolog:
		sw.WriteString("[")
		sep = ", "
	case JSON:
		sw.WriteString(`{"board":"` + b.String() + `","tour":[`)
		sep = ","
	default:
		return fmt.Errorf("board: write path: unknown format %v", f)
	}
	for i, s := range p {
		if i > 0 {
			sw.WriteString(sep)
		}
		switch f {
		case JSON:
			sw.WriteString(`"`)
			sw.WriteSquare(s)
			sw.WriteString(`"`)
		case Algebraic:
			sw.WriteSquare(s)
		default:
			sw.buf = appendSquare(sw.buf, s, f)
		}
		sw.spill()
	}
	switch f {
	case Prolog:
		sw.WriteString("]")
	case JSON:
		sw.WriteString("]}")
	}
	sw.WriteString("\n")
	return sw.Flush()
}

// SquareWriter writes squares of one board in algebraic notation at memory
// speed, for tours of up to 10^8 squares: the names of the files and ranks
// are made once, and the text goes out in large chunks. Errors are sticky
// and reported by Flush.
type SquareWriter struct {
	w          io.Writer
	buf        []byte
	file, rank [][]byte
	err        error
}

// squareChunk is the size of the pieces a SquareWriter writes.
const squareChunk = 64 << 10

// NewSquareWriter returns a writer of squares of b to w.
func NewSquareWriter(w io.Writer, b Board) *SquareWriter {
	sw := &SquareWriter{w: w, buf: make([]byte, 0, squareChunk+64), file: make([][]byte, b.W+1), rank: make([][]byte, b.H+1)}
	for x := 1; x <= int(b.W); x++ {
		sw.file[x] = appendFile(nil, x)
	}
	for y := 1; y <= int(b.H); y++ {
		sw.rank[y] = strconv.AppendInt(nil, int64(y), 10)
	}
	return sw
}

// WriteSquare writes s, a square of the writer's board.
func (sw *SquareWriter) WriteSquare(s Square) {
	if int(s.X) < len(sw.file) && int(s.Y) < len(sw.rank) && s.X > 0 && s.Y > 0 {
		sw.buf = append(append(sw.buf, sw.file[s.X]...), sw.rank[s.Y]...)
	} else {
		sw.buf = s.AppendTo(sw.buf)
	}
	sw.spill()
}

// WriteString writes t as it is.
func (sw *SquareWriter) WriteString(t string) {
	sw.buf = append(sw.buf, t...)
	sw.spill()
}

// spill writes the buffer out once it holds a chunk.
func (sw *SquareWriter) spill() {
	if len(sw.buf) >= squareChunk {
		sw.write()
	}
}

func (sw *SquareWriter) write() {
	if sw.err == nil && len(sw.buf) > 0 {
		_, sw.err = sw.w.Write(sw.buf)
	}
	sw.buf = sw.buf[:0]
}

// Flush writes what is buffered and returns the first error met.
func (sw *SquareWriter) Flush() error {
	sw.write()
	return sw.err
}

// appendSquare appends s written in list format f.
func appendSquare(dst []byte, s Square, f Format) []byte {
	switch f {
	case Prolog:
		dst = append(dst, 'p', '(')
		dst = strconv.AppendInt(dst, int64(s.X), 10)
		dst = append(dst, ',', ' ')
		dst = strconv.AppendInt(dst, int64(s.Y), 10)
		return append(dst, ')')
	case XY:
		dst = strconv.AppendInt(dst, int64(s.X), 10)
		dst = append(dst, ',')
		return strconv.AppendInt(dst, int64(s.Y), 10)
	}
	return s.AppendTo(dst)
}

// writeGrid writes the numbered diagram, 0-based, columns right-aligned.
func writeGrid(bw *bufio.Writer, b Board, p Path) error {
	if b.Size() == 0 {
		return fmt.Errorf("board: write grid: no board")
	}
	number := make([]int32, b.Size())
	for i := range number {
		number[i] = -1
	}
	for i, s := range p {
		if !b.Contains(s) {
			return fmt.Errorf("board: write grid: square %d, %v, is off the %v board", i, s, b)
		}
		k := b.Index(s)
		if number[k] >= 0 {
			return fmt.Errorf("board: write grid: square %d, %v, repeats square %d", i, s, number[k])
		}
		number[k] = int32(i)
	}
	width := len(strconv.Itoa(max(len(p)-1, 0)))
	var line []byte
	var cell [12]byte
	for y := b.H; y >= 1; y-- {
		line = line[:0]
		for x := int32(1); x <= b.W; x++ {
			if x > 1 {
				line = append(line, ' ')
			}
			v := number[b.Index(Square{X: x, Y: y})]
			var digits []byte
			if v < 0 {
				digits = append(cell[:0], '.')
			} else {
				digits = strconv.AppendInt(cell[:0], int64(v), 10)
			}
			for pad := width - len(digits); pad > 0; pad-- {
				line = append(line, ' ')
			}
			line = append(line, digits...)
		}
		line = append(line, '\n')
		if _, err := bw.Write(line); err != nil {
			return err
		}
	}
	return nil
}
