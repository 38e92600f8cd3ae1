package notation

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/strictjson"
)

// maxJSONDepth bounds the nesting of JSON values skipped as unknown fields.
const maxJSONDepth = 256

// jsonReader reads JSON path documents with encoding/json's streaming
// decoder, which decodes escapes; keys are checked here, since the
// decoder's Unmarshal would match them regardless of case and let the last
// duplicate win.
type jsonReader struct {
	src  *jsonSource
	in   io.Reader // what dec reads: src, or what a tour's scanner left of it
	dec  *strictjson.Decoder
	opt  ReadOptions
	t    *text  // the whole input when held in memory, else nil
	mem  []byte // with t, the text read: t.b[base:end]
	base int    // offset of the document in t
	full bool   // the tour read is longer than its board: stop reading
	// shift is the document offset of the decoder's offset 0: after the
	// tour, a new decoder reads on from a made-up '{'.
	shift int64
	raw   []byte // the square being read, reused
	// limit is the stream's byte limit before any board is read; each
	// document's board then bounds that document from its first byte,
	// docStart.
	limit    int64
	docStart int64
	// watch keeps a streamed document's text, for what it holds beside
	// its "tour"; nil when the input is held in memory.
	watch *besideWatch
	// strs are the spans of the strings read as values in the document
	// held in memory that could each be a tour (fragmentLike), under
	// whatever key, at whatever depth.
	strs [][2]int64
	// words are the words of the strings of the value beside "tour"
	// being read over, while collect, up to maxValueWords: squares in
	// characters no reader reads are set aside by name, never passed
	// over (foreignSquares).
	words   []string
	collect bool
}

// maxValueWords bounds the words of one value kept for foreignSquares:
// the squares of the largest board's tour, with room for a label each.
const maxValueWords = 2 * board.MaxSide * board.MaxSide

// offset is the document offset up to which the decoder has read.
// errNoTour: a JSON object without "tour", which may hold a tour in keys
// of its own ("grid": [[...]]), for the structural reader. It wraps
// board.ErrSyntax, as the error always has.
var errNoTour error = &wrapped{board.ErrSyntax, "no tour"}

func (j *jsonReader) offset() int64 { return j.dec.InputOffset() + j.shift }

// readJSONDocs reads one or more JSON objects from r. With t, it reads
// t.b[base:end] and positions come from t; r is then nil.
func readJSONDocs(r io.Reader, opt ReadOptions, t *text, base, end int) ([]Document, error) {
	limit := inputLimit(opt)
	var mem []byte
	if t != nil {
		mem = t.b[base:end]
		r = bytes.NewReader(mem)
		limit = int64(len(mem)) // held in memory already: a board bounds nothing more
	}
	src := &jsonSource{r: r, limit: limit, why: limitWhy(opt)}
	j := &jsonReader{src: src, in: src, dec: strictjson.New(src, nil), opt: opt, t: t, mem: mem, base: base, limit: limit}
	var docs []Document
	for {
		d, err := j.object()
		if err != nil {
			return nil, err
		}
		docs = append(docs, d)
		if j.full || !j.dec.More() {
			return docs, nil
		}
		if t == nil {
			// Streamed, the input holds one tour: a second document is
			// refused where it begins, not read.
			return nil, j.errAt(j.offset(), ErrSeveral, "a second JSON document follows the first")
		}
	}
}

// errAt returns a ParseError at decoder offset off.
func (j *jsonReader) errAt(off int64, sentinel error, format string, args ...any) *board.ParseError {
	line, col := j.pos(off)
	return errAt(line, col, sentinel, format, args...)
}

func (j *jsonReader) pos(off int64) (int, int) {
	if j.t != nil {
		return j.t.pos(j.base + int(off))
	}
	nl := j.src.newlines
	i := 0
	for i < len(nl) && nl[i] < off {
		i++
	}
	if i == 0 && j.src.dropped == 0 {
		return 1, int(off) + 1
	}
	if i == 0 {
		return j.src.dropped + 1, 1 // not reached: errors follow the forgotten lines
	}
	return j.src.dropped + i + 1, int(off - nl[i-1])
}

// fail turns an error of the decoder into a positioned one.
func (j *jsonReader) fail(err error, want string) error {
	var syn *json.SyntaxError
	switch {
	case errors.Is(err, errOverLimit):
		return j.errAt(j.src.limit, ErrTooLarge, "input is longer than %d bytes, %s", j.src.limit, j.src.why)
	case errors.As(err, &syn):
		return j.errAt(max(syn.Offset-1+j.shift, 0), board.ErrSyntax, "%s", strings.TrimPrefix(syn.Error(), "json: "))
	case err == io.EOF || errors.Is(err, io.ErrUnexpectedEOF):
		return j.errAt(j.src.consumed, board.ErrSyntax, "input ends inside the JSON document, want %s", want)
	}
	return err
}

// token reads the next token and the offset where it starts.
func (j *jsonReader) token(want string) (json.Token, int64, error) {
	off := j.offset()
	tok, _, err := j.dec.Token()
	if err != nil {
		return nil, off, j.fail(err, want)
	}
	if j.watch != nil && j.watch.add(tok) {
		// A key without escapes, as keys are written, began its
		// length back from where the decoder stopped.
		key, _ := tok.(string)
		j.watch.placeKey(j.pos(max(j.offset()-int64(len(key))-2, off)))
	}
	if s, ok := tok.(string); ok && j.collect && len(j.words) < maxValueWords {
		j.words = append(j.words, strings.Fields(s)...)
	}
	if s, ok := tok.(string); ok && j.mem != nil && len(s) >= 2*fragmentSquares-1 {
		// A key is followed by ':'; a string value written with an
		// escape is no list written as it reads, and is left out.
		at, end := j.start(off), j.offset()
		if rest := bytes.TrimLeft(j.mem[end:], " \t\r\n"); (len(rest) == 0 || rest[0] != ':') && bytes.IndexByte(j.mem[at:end], '\\') < 0 && fragmentLike(j.mem[at:end]) {
			j.strs = append(j.strs, [2]int64{at, end})
		}
	}
	// InputOffset is after the token; find its first byte for messages
	// by skipping the separators the decoder passed over.
	return tok, j.start(off), nil
}

// start returns the offset of the token that began after off, skipping
// spaces, ':' and ','. With the input in memory this is exact; on a stream
// it is the offset after the previous token, which is on the same line in
// documents as programs write them.
func (j *jsonReader) start(off int64) int64 {
	if j.t == nil {
		return off
	}
	return strictjson.Start(j.t.b[j.base:], off)
}

// object reads one path document.
func (j *jsonReader) object() (Document, error) {
	d := Document{Format: JSON}
	tok, off, err := j.token("'{'")
	if err != nil {
		return d, err
	}
	d.Line, _ = j.pos(off)
	j.docStart = off
	j.strs = j.strs[:0]
	if j.t == nil {
		j.watch = &besideWatch{}
		j.watch.add(tok)
	}
	if j.src.limit < j.limit {
		j.src.limit, j.src.why = j.limit, limitWhy(j.opt) // the board before bounded the document before
	}
	if tok != json.Delim('{') {
		return d, j.errAt(off, board.ErrSyntax, "unexpected %v, want '{' starting a JSON document", tokenText(tok))
	}
	var keys strictjson.Keys
	var holes []placedSquare
	var width, height int64
	var widthAt int64 = -1
	haveTour := false
	var numbers struct { // the first list of numbers alone, for a refusal to name
		key string
		n   int
	}
	for j.dec.More() {
		tok, keyOff, err := j.token("a key")
		if err != nil {
			return d, err
		}
		key, _ := tok.(string)
		lower := strings.ToLower(key)
		var dup *strictjson.DuplicateError
		if errors.As(keys.Add(key, keyOff), &dup) {
			line, col := j.pos(dup.PrevAt)
			return d, j.errAt(keyOff, board.ErrSyntax, "duplicate key %q (first at %d:%d): a document says each thing once", key, line, col)
		}
		switch lower {
		case "board", "width", "height", "closed", "tour", "holes", "piece":
			if key != lower {
				return d, j.errAt(keyOff, board.ErrSyntax, "key %q: keys are case-sensitive, want %q", key, lower)
			}
		}
		if j.full {
			continue
		}
		valOff := j.start(j.offset())
		switch key {
		case "board":
			if err := j.board(&d); err != nil {
				return d, err
			}
		case "width", "height":
			v, err := j.integer(key)
			if err != nil {
				return d, err
			}
			if key == "width" {
				width, widthAt = v, valOff
			} else {
				height = v
			}
			if width > 0 && height > 0 {
				b, err := board.New(int(width), int(height))
				if err != nil {
					return d, j.errAt(widthAt, board.ErrBadBoard, "%v", err)
				}
				if err := j.setBoard(&d, b, widthAt); err != nil {
					return d, err
				}
			}
		case "closed":
			tok, off, err := j.token(`true or false for "closed"`)
			if err != nil {
				return d, err
			}
			switch v := tok.(type) {
			case bool:
				d.Closed = v
			case nil:
			default:
				return d, j.errAt(off, board.ErrSyntax, `unexpected %v, want true or false for "closed"`, tokenText(tok))
			}
		case "tour":
			err := j.tour(&d)
			if errors.Is(err, errTourField) {
				break
			}
			if err != nil {
				return d, err
			}
			haveTour = true
			if j.t != nil {
				d.tourAt = [2]int{j.base + int(valOff), j.base + int(j.offset())}
			}
		case "holes":
			if holes, err = j.holes(); err != nil {
				return d, err
			}
			d.HasShape = true
		case "piece":
			tok, off, err := j.token(`a piece for "piece"`)
			if err != nil {
				return d, err
			}
			name, ok := tok.(string)
			if !ok {
				return d, j.errAt(off, board.ErrSyntax, `unexpected %v, want a piece such as "zebra" for "piece"`, tokenText(tok))
			}
			if d.Piece, err = board.ParsePiece(name); err != nil {
				return d, j.errAt(off, board.ErrSyntax, "%v", err)
			}
			d.HasShape = true
		default:
			j.words, j.collect = j.words[:0], true
			n, err := j.skipNumbers()
			j.collect = false
			if err != nil {
				return d, err
			}
			if what := foreignSquares(j.words); what != "" {
				line, col := j.pos(keyOff)
				d.Skipped = append(d.Skipped, Skip{Line: line, Col: col, Partial: true, Text: fmt.Sprintf("the value of %s: %s%s", strconv.Quote(shorten(key)), what, tourLikeWhy)})
			}
			if n >= 4 && numbers.key == "" {
				numbers.key, numbers.n = key, n
			}
		}
		if j.full {
			// Pigeonhole: no path of the board is this long; the squares
			// read show why, and the rest is not read.
			break
		}
	}
	if j.full {
		if !d.HasBoard {
			d.Board = j.opt.Board
		}
		return d, nil
	}
	if _, _, err := j.token("'}'"); err != nil {
		return d, err
	}
	end := j.offset()
	if j.watch != nil {
		line, col := j.pos(j.docStart)
		d.Skipped = append(d.Skipped, j.watch.aside(line, col)...)
	}
	// A string that could be a tour, the one in the document, is its
	// tour whatever its key, read once the document's claims are known.
	inString := !haveTour && len(j.strs) == 1
	if !haveTour && !inString && numbers.key != "" && !d.HasBoard && j.opt.Board == (board.Board{}) {
		return d, j.errAt(end, errNoTour, `JSON object has no "tour", and %q holds %d numbers, which may be a flat list of a board's squares: give -board WxH to read them so`, numbers.key, numbers.n)
	}
	if !haveTour && !inString {
		return d, j.errAt(end, errNoTour, `JSON object has no "tour"`)
	}
	if (width > 0) != (height > 0) {
		return d, j.errAt(end, board.ErrBadBoard, `JSON object has "width" or "height" but not both`)
	}
	if !d.HasBoard {
		if j.opt.Board == (board.Board{}) && inString && len(holes) == 0 {
			return j.stringTour(d, j.strs[0]) // on the board its squares need
		}
		if j.opt.Board == (board.Board{}) {
			return d, fmt.Errorf(`%w: JSON object has no "board"`, ErrNoBoard)
		}
		d.Board = j.opt.Board
	}
	if len(holes) > 0 {
		d.Holes = board.NewSet(d.Board.Size())
		for _, h := range holes {
			switch {
			case !d.Board.Contains(h.sq):
				return d, j.errAt(h.at, board.ErrBadSquare, `hole %v is off the %v board`, h.sq, d.Board)
			case d.Holes.Has(d.Board.Index(h.sq)):
				return d, j.errAt(h.at, board.ErrSyntax, `hole %v is listed twice`, h.sq)
			}
			d.Holes.Add(d.Board.Index(h.sq))
		}
		if err := d.Shape().Check(); err != nil {
			return d, j.errAt(holes[0].at, board.ErrBadBoard, "%v", err)
		}
	}
	if inString {
		return j.stringTour(d, j.strs[0])
	}
	return d, nil
}

// stringTour is d read from the one string of a document with no "tour"
// that could be a tour, at span: the key it is under is a name, whatever
// it spells ("tour2", "x9"), and the string's text is the list of squares
// it writes, read at its own columns, on the board the document names.
func (j *jsonReader) stringTour(d Document, span [2]int64) (Document, error) {
	opt := j.opt
	opt.Format = Algebraic
	if d.Board != (board.Board{}) {
		opt.Board = d.Board
	}
	from, to := j.base+int(span[0]), j.base+int(span[1])
	docs, _, err := j.t.readings(block{segs: [][2]int{{from + 1, to - 1}}}, opt)
	var perr *board.ParseError
	if errors.As(err, &perr) {
		// No list: the document is one with no "tour", which the
		// structural reader reads as text around squares, or refuses
		// naming the string's fault.
		msg := cmp.Or(perr.Msg, perr.Err.Error())
		return d, &board.ParseError{Line: perr.Line, Col: perr.Col, Err: errNoTour, Msg: `JSON object has no "tour", and its string of squares is no list: ` + msg}
	}
	if err != nil {
		return d, err
	}
	if len(docs) != 1 {
		return d, j.errAt(span[0], errNoTour, `JSON object has no "tour", and its string here reads as %d tours`, len(docs))
	}
	s := docs[0]
	s.HasBoard = s.HasBoard || d.HasBoard
	s.Closed = s.Closed || d.Closed
	s.HasShape, s.Holes, s.Piece = s.HasShape || d.HasShape, d.Holes, d.Piece
	s.tourAt = [2]int{from, to}
	return s, nil
}

// placedSquare is a square of a document and the offset it was read at.
type placedSquare struct {
	sq board.Square
	at int64
}

// holes reads "holes": a list of squares, checked against the board when
// the document's end has made the board known. At most a board's squares
// are read.
func (j *jsonReader) holes() ([]placedSquare, error) {
	tok, off, err := j.token(`'[' starting "holes"`)
	if err != nil {
		return nil, err
	}
	if tok != json.Delim('[') {
		return nil, j.errAt(off, board.ErrSyntax, `unexpected %v, want '[' starting "holes"`, tokenText(tok))
	}
	var holes []placedSquare
	for j.dec.More() {
		tok, off, err := j.token(`a square in "holes"`)
		if err != nil {
			return nil, err
		}
		name, ok := tok.(string)
		sq, err := board.ParseSquare(name)
		if !ok || err != nil {
			return nil, j.errAt(off, board.ErrBadSquare, `unexpected %v in "holes", want a square such as "d4"`, tokenText(tok))
		}
		if len(holes) >= board.MaxSide*board.MaxSide {
			return nil, j.errAt(off, board.ErrBadBoard, `"holes" lists more squares than a board has`)
		}
		holes = append(holes, placedSquare{sq, off})
	}
	if _, _, err := j.token(`']' closing "holes"`); err != nil {
		return nil, err
	}
	return holes, nil
}

// tokenText shows a token in a message.
func tokenText(tok json.Token) string {
	switch v := tok.(type) {
	case json.Delim:
		return strconv.QuoteRune(rune(v))
	case string:
		return strconv.Quote(shorten(v))
	case nil:
		return "null"
	}
	return fmt.Sprint(tok)
}

// integer reads a JSON number that is a whole number from 1 to MaxSide.
func (j *jsonReader) integer(key string) (int64, error) {
	tok, off, err := j.token("a number")
	if err != nil {
		return 0, err
	}
	return j.wholeNumber(key, tok, off)
}

// wholeNumber is tok, read at off, as a whole number from 1 to MaxSide.
func (j *jsonReader) wholeNumber(key string, tok json.Token, off int64) (int64, error) {
	n, ok := tok.(json.Number)
	v, convErr := n.Int64()
	if !ok || convErr != nil || v < 1 || v > board.MaxSide {
		return 0, j.errAt(off, board.ErrBadBoard, "%q is %v, want a whole number from 1 to %d", key, tokenText(tok), board.MaxSide)
	}
	return v, nil
}

// board reads "board": "WxH" or [W, H].
func (j *jsonReader) board(d *Document) error {
	tok, off, err := j.token(`a board for "board"`)
	if err != nil {
		return err
	}
	var b board.Board
	switch v := tok.(type) {
	case string:
		if b, err = board.Parse(v); err != nil {
			return j.errAt(off, board.ErrBadBoard, "%v", err)
		}
	case json.Delim:
		if v != '[' {
			return j.errAt(off, board.ErrBadBoard, `"board" is %v, want "WxH" or [W, H]`, tokenText(tok))
		}
		first, firstOff, err := j.token("a number")
		if err != nil {
			return err
		}
		if first == json.Delim('[') {
			// An array of arrays: the rows of a numbered board, as
			// programs name them, not its size. Data of the document
			// for the structural reader, which reads a grid by what it
			// is made of; the document says no board.
			return j.skipFrom(2)
		}
		w, err := j.wholeNumber("board", first, firstOff)
		if err != nil {
			return err
		}
		h, err := j.integer("board")
		if err != nil {
			return err
		}
		if tok, off, err := j.token("']'"); err != nil {
			return err
		} else if tok != json.Delim(']') {
			return j.errAt(off, board.ErrBadBoard, `"board" has more than two sides`)
		}
		b = board.Board{W: int32(w), H: int32(h)}
	default:
		return j.errAt(off, board.ErrBadBoard, `"board" is %v, want "WxH" or [W, H]`, tokenText(tok))
	}
	return j.setBoard(d, b, off)
}

// setBoard records the document's board and tightens the byte limit to
// what the board needs, counted from the document's first byte: each
// document of a stream is bounded by its own board. A limit below what
// the decoder already used means the document is already too large for
// its board.
func (j *jsonReader) setBoard(d *Document, b board.Board, off int64) error {
	if j.opt.Board != (board.Board{}) && j.opt.Board != b {
		return j.errAt(off, ErrBoardMismatch, "input is for %s board, not %v", board.A(b.String()), j.opt.Board)
	}
	d.Board, d.HasBoard = b, true
	if j.opt.MaxBytes > 0 {
		return nil
	}
	limit := bytesFor(b)
	if used := j.offset() - j.docStart; used > limit {
		what := "input"
		if j.docStart > 0 {
			what = "document"
		}
		return j.errAt(off, ErrTooLarge, "%s is longer than %d bytes, more than %s board needs", what, limit, board.A(b.String()))
	}
	j.src.limit = min(j.limit, max(j.docStart+limit, j.src.consumed))
	j.src.why = fmt.Sprintf("more than %s board needs", board.A(b.String()))
	return nil
}

// tour reads "tour": squares as strings in any notation, or [X, Y] pairs
// (from 0 when a coordinate is 0).
func (j *jsonReader) tour(d *Document) error {
	tok, off, err := j.token(`'[' starting "tour"`)
	if err != nil {
		return err
	}
	if tok == nil {
		d.Path = nil
		return nil
	}
	if tok != json.Delim('[') {
		return j.tourField(tok, off)
	}
	// The squares are read by a byte scanner, not the decoder, whose
	// per-value cost (it builds and drops an error after every value
	// followed by a comma) made reading ten times slower; strings with
	// escapes are still unescaped by encoding/json. After the ']' a new
	// decoder reads the rest of the object.
	base := j.offset()
	var sc *scanner
	if j.mem != nil {
		// Held in memory, a stream may hold a hundred thousand short
		// documents: each tour is read from the text itself, in a window
		// the size its board needs (a streaming window for each would
		// copy 64 KiB a document), not through readers chained a
		// document deeper each time.
		sc = newScanner(bytes.NewReader(j.mem[base:]))
		sc.bufSize = 4 << 10
		if d.HasBoard {
			sc.bufSize = int(min(max(int64(d.Board.Size())*BytesPerSquare, 4<<10), int64(scanBufSize)))
		}
	} else {
		sc = newScanner(io.MultiReader(j.dec.Buffered(), j.in))
	}
	at := func() int64 { return base + sc.offset() }
	b := j.opt.Board
	if d.HasBoard {
		b = d.Board
	}
	// The path grows with what is read, not with the board the document
	// claims: a 37-byte document naming 10000x10000 must not cost 800 MB.
	full := board.MaxSide*board.MaxSide + 1
	if b != (board.Board{}) {
		full = b.Size() + 1 // see scanner.list
	}
	p := make(board.Path, 0, min(full, firstPathCap))
	if j.mem != nil {
		// A square takes at least two bytes of the text held.
		p = make(board.Path, 0, min(full, (len(j.mem)-int(base))/2+1))
	}
	pairs, zero := false, false
	if j.watch != nil {
		j.watch.tour = true
		defer func() { j.watch.tour = false }()
	}
	sc.skipSpace()
	if !sc.accept(']') {
		for n := 0; ; n++ {
			if n%4096 == 0 {
				j.src.forget(at())
			}
			sc.skipSpace()
			sq, pair, err := j.scanSquare(sc, at)
			if err != nil {
				return err
			}
			if pair {
				pairs = true
				zero = zero || sq.X == 0 || sq.Y == 0
			}
			if len(p) == cap(p) {
				p = growPath(p, full)
			}
			p = append(p, sq)
			if j.watch != nil {
				j.watch.tourSquare(j.raw, sq, pair)
			}
			if b != (board.Board{}) && len(p) > b.Size() || len(p) > board.MaxSide*board.MaxSide {
				j.full = true
				break
			}
			sc.skipSpace()
			if sc.accept(']') {
				break
			}
			if !sc.accept(',') {
				return j.scanError(sc, at, `',' or ']' in "tour"`)
			}
		}
	}
	if !j.full {
		if j.watch != nil {
			j.watch.add(json.Delim(']'))
		}
		sc.skipSpace()
		if sc.err != nil {
			return j.fail(sc.err, "")
		}
		next := at()
		comma := sc.accept(',')
		if comma {
			next++
		} else if c, ok := sc.peek(); !ok || c != '}' {
			return j.scanError(sc, at, `',' or '}' after "tour"`)
		}
		if j.mem != nil {
			j.src = &jsonSource{r: bytes.NewReader(j.mem[next:]), consumed: next, limit: j.limit, why: j.src.why}
			j.in = j.src
		} else {
			// What the scanner read ahead, and what the decoder's
			// reader had not yet given it, are the rest of the stream.
			j.in = sc.rest()
		}
		j.dec = strictjson.New(io.MultiReader(strings.NewReader("{"), j.in), nil)
		j.shift = next - 1
		if _, _, err := j.dec.Token(); err != nil {
			return j.fail(err, "")
		}
		if comma && !j.dec.More() {
			return j.errAt(next-1, board.ErrSyntax, `unexpected '}' after ',': want another key`)
		}
	}
	if pairs {
		d.Based, d.Base = true, 1
		if zero {
			d.Base = 0
			for i := range p {
				p[i].X++
				p[i].Y++
			}
		}
	}
	d.Path = p
	return nil
}

// scanSquare reads one element of "tour" from sc: a string in any square
// notation or an [X, Y] pair, which it reports.
func (j *jsonReader) scanSquare(sc *scanner, at func() int64) (board.Square, bool, error) {
	off := at()
	switch {
	case sc.accept('"'):
		raw := append(j.raw[:0], '"')
		escaped := false
		for {
			c, ok := sc.peek()
			if !ok {
				return board.Square{}, false, j.scanError(sc, at, `'"' closing a square`)
			}
			sc.next()
			if c < 0x20 {
				return board.Square{}, false, j.errAt(at()-1, board.ErrSyntax, "control character %s in a JSON string", strconv.QuoteRune(rune(c)))
			}
			if len(raw) == 64 {
				return board.Square{}, false, j.errAt(off, board.ErrBadSquare, "bad square %s...: too long", strconv.Quote(string(raw[1:])))
			}
			raw = append(raw, c)
			if c == '"' && !escaped {
				break
			}
			escaped = c == '\\' && !escaped
		}
		j.raw = raw
		if sq, ok := board.ParseAlgebraic(raw[1 : len(raw)-1]); ok {
			return sq, false, nil // the common case, without a string
		}
		v := string(raw[1 : len(raw)-1])
		if bytes.IndexByte(raw, '\\') >= 0 {
			if err := json.Unmarshal(raw, &v); err != nil {
				return board.Square{}, false, j.errAt(off, board.ErrSyntax, "%s", strings.TrimPrefix(err.Error(), "json: "))
			}
		}
		sq, err := board.ParseSquare(v)
		if err != nil {
			return board.Square{}, false, j.errAt(off, board.ErrBadSquare, "bad square %s%s", strconv.Quote(shorten(v)), board.ZeroHint(v))
		}
		return sq, false, nil
	case sc.accept('['):
		var xy [2]int32
		for k := range xy {
			sc.skipSpace()
			v, ok := sc.number()
			if c, more := sc.peek(); !ok || more && (c == '.' || c == 'e' || c == 'E' || isDigit(c)) {
				return board.Square{}, false, j.errAt(off, board.ErrBadSquare, "bad square: want [X, Y] with whole numbers from 0")
			}
			xy[k] = int32(v)
			sc.skipSpace()
			if k == 0 && !sc.accept(',') || k == 1 && !sc.accept(']') {
				return board.Square{}, false, j.errAt(off, board.ErrBadSquare, "bad square: want [X, Y] with whole numbers from 0")
			}
		}
		return board.Square{X: xy[0], Y: xy[1]}, true, nil
	}
	return board.Square{}, false, j.scanError(sc, at, `a square, "c3" or [X, Y]`)
}

// scanError reports what sc holds next as out of place.
func (j *jsonReader) scanError(sc *scanner, at func() int64, want string) error {
	c, ok := sc.peek()
	if sc.err != nil {
		return j.fail(sc.err, want)
	}
	if !ok {
		return j.errAt(at(), board.ErrSyntax, "input ends inside the JSON document, want %s", want)
	}
	return j.errAt(at(), board.ErrSyntax, "unexpected %s, want %s", strconv.QuoteRune(rune(c)), want)
}

// errTourField: a "tour" key whose value is no list of squares.
var errTourField error = &wrapped{board.ErrSyntax, "tour field"}

// tourField reads over a "tour" value that began with tok, no list: a
// log's tour index ("tour":0) or a record of its own is a field of the
// line, as any unknown key is, and the object, then without a tour, is
// left to the structural reader, which reads its rows ("cells":[...]) as
// it reads any text around numbers.
func (j *jsonReader) tourField(tok json.Token, off int64) error {
	switch tok {
	case json.Delim('{'):
		if err := j.skipFrom(1); err != nil {
			return err
		}
	case json.Delim('}'), json.Delim(']'):
		return j.errAt(off, board.ErrSyntax, `unexpected %v, want '[' starting "tour"`, tokenText(tok))
	}
	return errTourField
}

// skipNumbers reads over one JSON value of any kind, and counts its
// numbers when it is a list of numbers alone; 0 when it is not.
func (j *jsonReader) skipNumbers() (int, error) {
	tok, _, err := j.token("a JSON value")
	switch {
	case err != nil:
		return 0, err
	case tok == json.Delim('{'):
		return 0, j.skipFrom(1)
	case tok != json.Delim('['):
		return 0, nil
	}
	for n := 0; ; n++ {
		tok, _, err := j.token("a JSON value")
		if err != nil {
			return 0, err
		}
		switch tok.(type) {
		case json.Number:
			continue
		case json.Delim:
			if tok == json.Delim(']') {
				return n, nil
			}
			return 0, j.skipFrom(2) // a group inside: no flat list
		}
		return 0, j.skipFrom(1) // a word among the numbers
	}
}

// skipFrom reads past the rest of a value whose first depth opening
// brackets are read.
func (j *jsonReader) skipFrom(depth int) error {
	for {
		tok, off, err := j.token("a JSON value")
		if err != nil {
			return err
		}
		switch tok {
		case json.Delim('{'), json.Delim('['):
			depth++
			if depth > maxJSONDepth {
				return j.errAt(off, board.ErrSyntax, "JSON nested deeper than %d", maxJSONDepth)
			}
		case json.Delim('}'), json.Delim(']'):
			depth--
		}
		if depth == 0 {
			return nil
		}
	}
}

// firstPathCap is the room for squares a streamed "tour" starts with.
const firstPathCap = 1 << 12

// growPath returns p, whose room is used up, with room for more squares,
// never more than full in all: four times as many, or full at once when
// four times as many would reach a quarter of it. What is allocated stays
// within 32 times the squares read, and a path that fills its board costs
// at most 1.25 times its final size while it grows.
func growPath(p board.Path, full int) board.Path {
	want := 4 * cap(p)
	if 4*want >= full {
		want = full
	}
	return slices.Grow(p, max(want, cap(p)+1)-len(p))
}

// foreignSquares says what words write when they could be a tour's
// squares in characters no reader reads ("e₅", "e\u200b5"), as a line of
// plain text is judged (squaresAside); "" when none is written so, or
// they could be no tour. A JSON value or a table's column that holds
// them is set aside by name: a faulty tour in them would otherwise pass
// unread beside the tour read.
func foreignSquares(words []string) string {
	for _, w := range words {
		if asideShape[squareKindOf(strings.TrimFunc(w, isSign))] != "" {
			return squaresAside(words, false)
		}
	}
	return ""
}
