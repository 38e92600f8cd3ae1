package notation

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"iter"
	"strconv"
	"strings"

	"github.com/knightcert/knight/board"
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
	// Indices is a list of square numbers, one a move: 1..W*H counted
	// from a1 along the ranks, or 0-based indices; the board must be
	// given.
	Indices
)

var formatNames = [...]string{Auto: "auto", Algebraic: "alg", Prolog: "prolog", XY: "xy", Grid: "grid", JSON: "json", Numbers: "numbers", Indices: "index"}

// String is the name [ParseFormat] reads: auto, alg, prolog, xy, grid,
// json, numbers or index.
func (f Format) String() string {
	if int(f) < len(formatNames) {
		return formatNames[f]
	}
	return "Format(" + strconv.Itoa(int(f)) + ")"
}

// ParseFormat reads a format name: auto, alg (or algebraic), prolog, xy,
// grid, json, numbers or index.
func ParseFormat(s string) (Format, error) {
	if s == "algebraic" {
		return Algebraic, nil
	}
	for f, name := range formatNames {
		if s == name {
			return Format(f), nil
		}
	}
	return 0, fmt.Errorf("unknown format %q: want auto, alg, prolog, xy, grid, json, numbers or index", s)
}

// Errors that [ReadPath] and [ParsePath] wrap; the unreadable square
// tokens wrap [ErrBadSquare] and a bad "board" field [ErrBadBoard].
var (
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

// Document is a path read from text, with what the text says about it.
type Document struct {
	Board    board.Board
	HasBoard bool // the text gave the board (JSON, grid), not the caller
	Closed   bool // JSON "closed": true
	// Holes and Piece are the shape a JSON document gives ("holes",
	// "piece"), and HasShape says that it gave either: the document's
	// tour is judged on its own shape (see [Document.Problem]).
	Holes    board.Set
	Piece    board.Piece
	HasShape bool
	Path     board.Path
	Format   Format // the notation it was written in
	// Line is the line of the input the tour begins on.
	Line int
	// Based reports that the text numbered its squares or coordinates
	// (grids, flat lists, X,Y pairs), and Base is then the number of the
	// first: 0 or 1.
	Based bool
	Base  int
	// Flipped: the grid's first row was read as rank 1, not rank H; for
	// pairs, the first coordinate counted down from rank H.
	Flipped bool
	// Transposed: pairs were read as (row, col), the rank first.
	Transposed bool
	// Decoration says what of a grid's text was read as labels, headers
	// or prompts, not as squares: "the first column, 1 line above".
	Decoration string
	// Part numbers the boards of a grid that holds several, side by side
	// or stacked, from 1; 0 when the grid is one board.
	Part int
	// Repeated: the text ended the path on its first square again, which
	// is read as a closed tour without the repeat.
	Repeated bool
	// Skipped lists the words around the tour that the reader set aside.
	Skipped []Skip
	// walked: read from a walk of boards drawn in characters
	// (walk_boards.go), the order the boards', no number written.
	walked bool
	// fromSquares: no board was given or written, and Board is the
	// smallest that holds the list's squares (a1 the corner).
	fromSquares bool
	// movePairs: the text listed moves, each from one square to the
	// next, and Path is their squares.
	movePairs bool
	// structural: read by what a tour is made of (structure.go), the
	// text around it skipped.
	structural bool
	// markGuess: a partial numbering read by structure only by taking a
	// line's first mark for a square left out, when it could be a bullet.
	markGuess bool
	// crowded: a grid read by structure whose lines hold what another
	// reading could use (crowded): no certain reading.
	crowded bool
	// straddles: a grid read by structure from a longer run of rows of
	// its width, rows in no grid just above and below it: it may be the
	// foot of one board and the head of the next, no certain reading.
	straddles bool
	// cutTwoWays: a grid read from a run of rows that reads whole as
	// boards stacked and as boards side by side, some of them no walk
	// (eitherCut): no certain reading.
	cutTwoWays bool
	// pieceDoubt: a grid's letter or figure read as the number the other
	// cells leave out where a program prints no piece (pieceCell): the
	// walk's faults are certain, its passing is not.
	pieceDoubt error
	// piece: a square list, no whole tour of the board given, beside
	// others that could join it into one tour (cutPieces): no certain
	// reading alone.
	piece bool
	// ocr: read with look-alike characters read as digits (ocrPass),
	// each note saying which token was read how: a guess, valid or
	// undecided, never invalid.
	ocr []string
	// byForm: a grid read by the form of its numbers (classedGrids), the
	// integers written otherwise set aside as labels.
	byForm bool
	// stage: a partial numbering read as one of a search's boards
	// printed as it filled them (searchStages): set aside, whatever
	// board is given, never a tour claimed.
	stage bool
	// folded: read with the lines a fold may have cut joined, beside
	// the reading as written (joinFolds with either).
	folded bool
	// literal: a grid read from a literal nested two deep spread over
	// lines (spreadLiteral), a board however few its rows.
	literal bool
	// endLine is the last line of a grid read by structure, whose rows
	// may hold marked squares alone.
	endLine int
	// emptyRows are the lines, first and last, of boards of one value in
	// every cell stacked with the grid with no line between
	// (stackedBoards): no tour, named as such, never read as squares.
	emptyRows [][2]int
	// san: the list wrote the piece before each square (Nb3), as a game's
	// moves do, naming where the knight goes, not where it starts.
	san bool
	// startFrom, when set, says where the first square, which the moves
	// do not name, was read: a FEN tag's knight, or the one square the
	// moves leave out.
	startFrom string
	// placed says which order of (x, y, value) triples the path is: the
	// order written or the values' (placedOrder); "" for no triples.
	placed string
	// lineEnds are the numbers of squares read before each line break of
	// a list, where [Judge] may cut off lines before or after a tour.
	lineEnds []int
	// closeEnds are the numbers of squares read before each closing
	// bracket of a list, where splitLines may cut lists one a bracket.
	closeEnds []int
	// nested: read from a nested literal (nested.go), each square an
	// innermost group of its own, so no grid's rows or flat list; and
	// nestedWhole: the list's own bracket closes it, or each square
	// carries its step, so that no line cut it short unseen.
	nested, nestedWhole bool
	// places says where each square was written ([Document.Place]).
	places *places
	// tourAt is where a JSON document held in memory writes its "tour"
	// value, offsets in the text read, so that the passes that look for
	// text no reading read pass over it ({0, 0} when not known).
	tourAt [2]int
	// beside is the text of the lines next to the tour's that no reading
	// read (markTourLike): squares it misses written there may be the
	// rest of it, cut off by a line no reader reads.
	beside string
	// label: read from the lines of one label of tours printed in
	// lockstep (labelled.go), and how.
	label string
	// edges: read from pairs of squares written in any order, as the
	// moves of one path (edges.go).
	edges bool
	// caption says what of the reading a caption above the tour gave
	// (caption_board.go), and order the order of square numbers it
	// states; "" when none did. stated is that order, nil when none.
	caption, order string
	stated         *squareOrder
	// pairsNamed says what named the order of the pairs (R1C1
	// references, a caption's "(row, col)"; pair_order.go), so that the
	// other order is no reading; originNamed that it also said where the
	// rows count from, so that the other corner is none either; and
	// pairsWritten that each pair's own text named it (R1C1, "row 3, col
	// 2"), which no grid's numbers write; pairsAlone that each pair is
	// written alone, in brackets of its own or on a line of its own,
	// which a grid's rows are not either.
	pairsNamed                            string
	originNamed, pairsWritten, pairsAlone bool
}

// ReadOptions tells [ReadPath] what the caller knows.
type ReadOptions struct {
	// Board is the board the path is on, as a -board flag gives it; the
	// zero Board means unknown. A square list needs it; a JSON or grid
	// input that names another board is an error.
	Board board.Board
	// MaxBytes is the most input read; 0 means as much as the board could
	// need ([BytesPerSquare] a square).
	MaxBytes int64
	// Format is the notation to read; [Auto] detects it, and fails with
	// [ErrAmbiguous] when two notations both make sense.
	Format Format
	// Flip reads a grid's first row as rank 1 instead of rank H.
	Flip bool
	// Stop, when set, is looked at between the steps of a reading (a
	// line, a block, a pass) of an input up to 4 MiB; once it is closed,
	// the reading ends with an error wrapping [ErrStopped]. A server
	// passes its request's Context.Done, so that a request whose time ran
	// out, or whose client left, stops being read. Longer inputs are read
	// as they stream, in linear time, and do not look at it.
	Stop <-chan struct{}
	// alone reads text that a reading of the whole input left unread
	// (markTourLike): what it holds is not read alone again.
	alone bool
}

// BytesPerSquare is the input [ReadPath] allows for each square of the
// board, enough for any notation with generous spacing.
const BytesPerSquare = 64

// bytesFor is the default input limit for a board.
func bytesFor(b board.Board) int64 { return int64(b.Size())*BytesPerSquare + 64<<10 }

// tighten lowers the input limit once the board is known.
func (s *scanner) tighten(opt ReadOptions, b board.Board) {
	if opt.MaxBytes == 0 {
		s.limit = bytesFor(b)
		s.limitWhy = fmt.Sprintf("more than %s board needs", board.A(b.String()))
	}
}

// readStream reads one path in the plain notations from a stream, holding
// only the path: JSON from '{', a numbered grid when the first line holds
// numbers without commas, otherwise a square list. With sink set, a list's
// squares go to it instead of being held, and an input that is no list
// fails with errNoList, read no further than its first line.
func readStream(r io.Reader, opt ReadOptions, sink *squareSink) (Document, error) {
	opt.Stop = nil // read in linear time, and by exported readers that recover no stop
	s := newScanner(newLineEndReader(r))
	switch {
	case opt.MaxBytes > 0:
		s.limit = opt.MaxBytes
		s.limitWhy = "the limit given"
	case opt.Board != (board.Board{}):
		s.tighten(opt, opt.Board)
	default:
		s.tighten(opt, board.Board{W: board.MaxSide, H: board.MaxSide})
		s.limitWhy = "more than any board needs"
	}
	if s.accept(0xEF) && !(s.accept(0xBB) && s.accept(0xBF)) {
		return Document{}, errAt(1, 1, board.ErrSyntax, "unreadable input: broken byte order mark")
	}
	skipped, from, err := s.skipWords()
	if err != nil {
		return Document{}, err
	}
	d, err := s.readData(opt, from, sink)
	if s.err != nil {
		return Document{}, s.err // a read error or the limit: what was cut is no fault
	}
	if err != nil {
		return Document{}, streamNote(err)
	}
	d.Skipped = append(skipped, d.Skipped...)
	tour := Tour{Readings: []Document{d}}
	fenStart(&tour, nil, opt.Board != (board.Board{})) // a game's moves without their start, as held in memory
	return tour.Readings[0], nil
}

// readData reads the tour that begins on the next line, from byte from of
// it (after a caption): JSON from '{', a numbered grid when the line holds
// numbers without commas, '|' or '+' frames or a row label, otherwise a
// square list.
func (s *scanner) readData(opt ReadOptions, from int, sink *squareSink) (Document, error) {
	line := s.peekLine(classifyProbe)
	if len(line) == 0 {
		return Document{}, errAt(s.line, s.col, board.ErrSyntax, "empty input")
	}
	data := line[from:]
	grid := func() (Document, error) {
		if sink != nil {
			return Document{}, errNoList
		}
		return s.grid(opt)
	}
	switch c := data[0]; {
	case c == '{' && sink != nil:
		return Document{}, errNoList
	case c == '{':
		caption := s.caption(line, from)
		docs, err := readJSONDocs(s.rest(), opt, nil, 0, 0)
		if err != nil {
			return Document{}, err
		}
		docs[0].Skipped = append(caption, docs[0].Skipped...)
		return docs[0], nil
	case c == '.' || c == '-' || c == '|' || c == '+':
		return grid()
	case isDigit(c):
		// A grid row is numbers and spaces; a list begins with a pair
		// (1,1 or 1/1) or a move number (1. a1, 1: a1, 0 a1).
		k := 0
		for k < len(data) && isDigit(data[k]) {
			k++
		}
		list := k < len(data) && strings.IndexByte("/.:)", data[k]) >= 0
		for k < len(data) && isHSpace(data[k]) {
			k++
		}
		if k < len(data) && data[k] == ',' || k < len(data) && isSquareStart(data[k:]) {
			list = true
		}
		if !list {
			return grid()
		}
	case isLetter(c):
		word := data
		if i := bytes.IndexAny(data, " \t"); i >= 0 {
			word = data[:i]
		}
		if !isSquareStart(data) && !isPieceWord(word) && !bytes.HasPrefix(bytes.ToLower(data), []byte("answer(")) {
			return grid() // a row label: "A 0 11 ..."
		}
	case c == '[' || c == '(' || c == '"' || c == '\'':
	default:
		return Document{}, errAt(s.line, s.col+from, board.ErrSyntax,
			"unreadable input %q: want a square list, a numbered grid or JSON", head(data, 8))
	}
	if opt.Board == (board.Board{}) {
		return Document{}, fmt.Errorf("%w: a square list does not say its board", ErrNoBoard)
	}
	caption := s.caption(line, from)
	ts := streamTokens(s)
	ts.sink = sink
	limit := opt.Board.Size() + 1
	d, err := readList(ts, opt, limit)
	d.Skipped = append(caption, d.Skipped...)
	read := len(d.Path)
	if sink != nil {
		read = sink.n
	}
	if err == nil && read == limit {
		// The list stopped a square past the board (pigeonhole: it is
		// no path), unread text after it named: not passed over, nor
		// read to its end, which may be far (the input limit) or never.
		for k := 0; k < 8 && ts.has(k); k++ {
			if tk := ts.at(k); tk.kind == tWord || tk.kind == tNum || tk.kind == tString {
				line, col := ts.pos(tk.at())
				d.Skipped = append(d.Skipped, Skip{Line: line, Col: col, Unread: true, Text: fmt.Sprintf("the text from column %d on, not read: the list already holds %d squares, one more than the %v board has", col, limit, opt.Board)})
				break
			}
		}
	}
	return d, err
}

// caption consumes the caption before the data on a line, line[:from],
// and returns it as words set aside.
func (s *scanner) caption(line []byte, from int) []Skip {
	at := s.line
	s.skipBytes(from)
	if c := bytes.TrimSpace(line[:from]); len(c) > 0 {
		return []Skip{{Line: at, Text: string(c)}}
	}
	return nil
}

// WritePath writes p on board b in format f, buffered, without building the
// whole text in memory. Lists end with a newline; a grid needs every square
// of p on b and none twice.
func WritePath(w io.Writer, b board.Board, p board.Path, f Format) error {
	return writeSquares(w, b, len(p), func(yield func(board.Path) bool) { yield(p) }, f)
}

// WriteWalk writes walk on board b as [WritePath] writes walk.Path(), byte
// for byte, expanding the walk a chunk at a time: a list takes no memory
// in proportion to the walk, a grid four bytes a board square.
func WriteWalk(w io.Writer, b board.Board, walk board.Walk, f Format) error {
	return writeSquares(w, b, walk.Len(), walk.Chunks(writeChunk), f)
}

// writeChunk is how many squares of a walk WriteWalk expands at a time.
const writeChunk = 1 << 12

// writeSquares is WritePath of the n squares that chunks yields in order.
func writeSquares(w io.Writer, b board.Board, n int, chunks iter.Seq[board.Path], f Format) error {
	if f == Grid {
		bw := bufio.NewWriterSize(w, 64<<10)
		if err := writeGrid(bw, board.Shape{Board: b}, n, chunks); err != nil {
			return err
		}
		return bw.Flush()
	}
	sw := board.NewSquareWriter(w, b)
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
		return fmt.Errorf("notation: write path: unknown format %v", f)
	}
	var scratch []byte
	i := 0
	for p := range chunks {
		for _, s := range p {
			if i > 0 {
				sw.WriteString(sep)
			}
			i++
			switch f {
			case JSON:
				sw.WriteString(`"`)
				sw.WriteSquare(s)
				sw.WriteString(`"`)
			case Algebraic:
				sw.WriteSquare(s)
			default:
				scratch = appendSquare(scratch[:0], s, f)
				sw.Write(scratch)
			}
		}
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

// appendSquare appends s written in list format f.
func appendSquare(dst []byte, s board.Square, f Format) []byte {
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

// WriteGrid writes p on the board of sh as [WritePath] writes a grid, each
// hole of sh marked x, which the grid reader reads back as a square the
// path leaves out (a '.' marks a cell the path leaves out). A square of p
// that is a hole is an error.
func WriteGrid(w io.Writer, sh board.Shape, p board.Path) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	if err := writeGrid(bw, sh, len(p), func(yield func(board.Path) bool) { yield(p) }); err != nil {
		return err
	}
	return bw.Flush()
}

// holeMark is a hole in a grid: a mark the grid reader takes for a square
// not visited, as it takes '.', and that no comment or number begins with
// ('#' starts a comment).
const holeMark = 'x'

// writeGrid writes the numbered diagram, 0-based, columns right-aligned,
// the holes of sh marked.
func writeGrid(bw *bufio.Writer, sh board.Shape, n int, chunks iter.Seq[board.Path]) error {
	b := sh.Board
	if b.Size() == 0 {
		return fmt.Errorf("notation: write grid: no board")
	}
	number := make([]int32, b.Size())
	for i := range number {
		number[i] = -1
	}
	i := 0
	for p := range chunks {
		for _, s := range p {
			if !b.Contains(s) {
				return fmt.Errorf("notation: write grid: square %d, %v, is off the %v board", i, s, b)
			}
			k := b.Index(s)
			if number[k] >= 0 {
				return fmt.Errorf("notation: write grid: square %d, %v, repeats square %d", i, s, number[k])
			}
			number[k] = int32(i)
			i++
		}
	}
	// The holes are looked at once each, and in the rows only where no
	// number is: a grid of the full board costs what it did before holes.
	for k := range sh.Holes.All() {
		if number[k] >= 0 {
			return fmt.Errorf("notation: write grid: square %d, %v, is a hole", number[k], b.Square(k))
		}
	}
	width := len(strconv.Itoa(max(n-1, 0)))
	var line []byte
	var cell [12]byte
	for y := b.H; y >= 1; y-- {
		line = line[:0]
		for x := int32(1); x <= b.W; x++ {
			if x > 1 {
				line = append(line, ' ')
			}
			k := b.Index(board.Square{X: x, Y: y})
			v := number[k]
			var digits []byte
			switch {
			case v >= 0:
				digits = strconv.AppendInt(cell[:0], int64(v), 10)
			case sh.IsHole(k):
				digits = append(cell[:0], holeMark)
			default:
				digits = append(cell[:0], '.')
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
