package board

import (
	"fmt"
	"strconv"
)

// maxJSONDepth bounds the nesting of JSON values skipped as unknown fields.
const maxJSONDepth = 256

// json reads one JSON object with "board", "closed" and "tour" fields,
// skipping any other field. known is the board the caller gave, if any.
func (s *scanner) json(opt ReadOptions) (Document, error) {
	d := Document{Format: JSON}
	haveTour := false
	if !s.accept('{') {
		return d, s.unexpected("'{'")
	}
	s.skipSpace()
	if s.accept('}') {
		return s.jsonEnd(d, haveTour, opt)
	}
	for {
		s.skipSpace()
		key, err := s.jsonString(32)
		if err != nil {
			return d, err
		}
		s.skipSpace()
		if !s.accept(':') {
			return d, s.unexpected("':' after a JSON key")
		}
		s.skipSpace()
		line, col := s.line, s.col
		switch key {
		case "board":
			v, err := s.jsonString(32)
			if err != nil {
				return d, err
			}
			b, err := Parse(v)
			if err != nil {
				return d, &ParseError{Line: line, Col: col, Err: ErrBadBoard, Msg: err.Error()}
			}
			if opt.Board != (Board{}) && opt.Board != b {
				return d, errAt(line, col, ErrBoardMismatch, "input is for a %v board, not %v", b, opt.Board)
			}
			d.Board, d.HasBoard = b, true
			s.tighten(opt, b)
		case "closed":
			switch {
			case s.literal("true"):
				d.Closed = true
			case s.literal("false"), s.literal("null"):
				d.Closed = false
			default:
				return d, s.unexpected(`true or false for "closed"`)
			}
		case "tour":
			if s.literal("null") {
				haveTour = false
				d.Path = nil
				break
			}
			var full bool
			if d.Path, full, err = s.jsonTour(d, opt); err != nil {
				return d, err
			}
			haveTour = true
			if full {
				// Pigeonhole: no path of the board is this long; the
				// squares read show why, and the rest is not read.
				if !d.HasBoard {
					d.Board = opt.Board
				}
				return d, nil
			}
		default:
			if err := s.jsonSkip(0); err != nil {
				return d, err
			}
		}
		s.skipSpace()
		if s.accept('}') {
			return s.jsonEnd(d, haveTour, opt)
		}
		if !s.accept(',') {
			return d, s.unexpected("',' or '}' in a JSON object")
		}
	}
}

// jsonEnd checks what follows the object and that it had a tour and a board.
func (s *scanner) jsonEnd(d Document, haveTour bool, opt ReadOptions) (Document, error) {
	s.skipSpace()
	if _, ok := s.peek(); ok {
		return d, s.unexpected("the end of input after the JSON object")
	}
	if s.err != nil {
		return d, s.err
	}
	if !haveTour {
		return d, errAt(s.line, s.col, ErrSyntax, `JSON object has no "tour"`)
	}
	if !d.HasBoard {
		if opt.Board == (Board{}) {
			return d, fmt.Errorf(`%w: JSON object has no "board"`, ErrNoBoard)
		}
		d.Board = opt.Board
	}
	return d, nil
}

// jsonTour reads an array of squares written as JSON strings. It stops
// when the path is longer than the board has squares, and says so.
func (s *scanner) jsonTour(d Document, opt ReadOptions) (Path, bool, error) {
	if !s.accept('[') {
		return nil, false, s.unexpected(`'[' starting "tour"`)
	}
	p := Path{}
	for {
		s.skipSpace()
		if len(p) == 0 && s.accept(']') {
			return p, false, nil
		}
		line, col := s.line, s.col
		v, err := s.jsonString(40)
		if err != nil {
			return nil, false, err
		}
		sq, err := ParseSquare(v)
		if err != nil {
			return nil, false, errAt(line, col, ErrBadSquare, "bad square %s", strconv.Quote(v))
		}
		p = append(p, sq)
		b := opt.Board
		if d.HasBoard {
			b = d.Board
		}
		if limit := b.Size() + 1; b != (Board{}) && len(p) >= limit || len(p) > MaxSide*MaxSide {
			return p, true, nil
		}
		s.skipSpace()
		if s.accept(']') {
			return p, false, nil
		}
		if !s.accept(',') {
			return nil, false, s.unexpected(`',' or ']' in "tour"`)
		}
	}
}

// jsonString reads a JSON string and returns at most max bytes of it; a
// longer string is an error unless max < 0, when nothing is kept. Escapes are
// skipped, not decoded: no field knight reads needs them.
func (s *scanner) jsonString(max int) (string, error) {
	s.startToken()
	if !s.accept('"') {
		return "", s.unexpected("a JSON string")
	}
	var buf []byte
	for {
		c, ok := s.peek()
		if !ok {
			return "", s.unexpected(`'"' closing a JSON string`)
		}
		s.next()
		switch {
		case c == '"':
			return string(buf), nil
		case c == '\\':
			if _, ok := s.peek(); !ok {
				return "", s.unexpected("an escaped character")
			}
			s.next()
		case c < 0x20:
			return "", errAt(s.line, s.col-1, ErrSyntax, "control character %s in a JSON string", strconv.QuoteRune(rune(c)))
		}
		if max >= 0 {
			if len(buf) >= max {
				return "", errAt(s.tokLine, s.tokCol, ErrSyntax, "JSON string %s... is too long", strconv.Quote(string(s.tok[:s.tokLen])))
			}
			buf = append(buf, c)
		}
	}
}

// literal consumes word if it comes next followed by a non-letter.
func (s *scanner) literal(word string) bool {
	s.setMark()
	for i := 0; i < len(word); i++ {
		if !s.accept(word[i]) {
			s.reset()
			return false
		}
	}
	if c, ok := s.peek(); ok && isLetter(c) {
		s.reset()
		return false
	}
	s.mark = -1
	return true
}

// jsonSkip reads over one JSON value of any kind.
func (s *scanner) jsonSkip(depth int) error {
	if depth > maxJSONDepth {
		return errAt(s.line, s.col, ErrSyntax, "JSON nested deeper than %d", maxJSONDepth)
	}
	c, ok := s.peek()
	if !ok {
		return s.unexpected("a JSON value")
	}
	switch {
	case c == '"':
		_, err := s.jsonString(-1)
		return err
	case c == '{' || c == '[':
		end := byte('}')
		if c == '[' {
			end = ']'
		}
		s.next()
		s.skipSpace()
		if s.accept(end) {
			return nil
		}
		for {
			s.skipSpace()
			if c == '{' {
				if _, err := s.jsonString(-1); err != nil {
					return err
				}
				s.skipSpace()
				if !s.accept(':') {
					return s.unexpected("':' after a JSON key")
				}
				s.skipSpace()
			}
			if err := s.jsonSkip(depth + 1); err != nil {
				return err
			}
			s.skipSpace()
			if s.accept(end) {
				return nil
			}
			if !s.accept(',') {
				return s.unexpected(fmt.Sprintf("',' or %s", strconv.QuoteRune(rune(end))))
			}
		}
	case c == '-' || isDigit(c):
		for {
			c, ok := s.peek()
			if !ok || !(isDigit(c) || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E') {
				return nil
			}
			s.next()
		}
	case s.literal("true"), s.literal("false"), s.literal("null"):
		return nil
	}
	return s.unexpected("a JSON value")
}

// grid reads the numbered diagram: rows of move numbers, the first row rank
// H, the first column file a; '.' or -1 for a square the path leaves out.
func (s *scanner) grid(opt ReadOptions) (Document, error) {
	var cells []int32 // row by row from the top; -1 unvisited
	var seen []uint64 // bit v: number v appeared
	w, rows := 0, 0
	hasZero, visited, largest := false, 0, -1
	known := opt.Board != (Board{})
	if known {
		cells = make([]int32, 0, opt.Board.Size())
	}
	for {
		// one row
		s.skipSpace()
		if _, ok := s.peek(); !ok {
			break
		}
		if rows == MaxSide {
			return Document{}, errAt(s.line, s.col, ErrTooLarge, "grid has more than %d rows", MaxSide)
		}
		rowLine := s.line
		n := 0
		for {
			s.skipHSpace()
			c, ok := s.peek()
			if !ok || c == '\n' {
				break
			}
			s.startToken()
			line, col := s.line, s.col
			v := int32(-1)
			switch {
			case s.accept('.'):
			case s.accept('-'):
				if !s.accept('1') {
					return Document{}, s.tokenError("bad number")
				}
			default:
				num, ok := s.number()
				if !ok {
					return Document{}, s.tokenError("bad number")
				}
				v = int32(num)
			}
			if c, ok := s.peek(); ok && !isSpace(c) {
				return Document{}, s.tokenError("bad number")
			}
			n++
			if w > 0 && n > w || n > MaxSide {
				break // reported below with the row's length
			}
			if known && rows == 0 && n > int(opt.Board.W) {
				return Document{}, errAt(rowLine, 1, ErrBoardMismatch, "grid has more than %d files, the %v board has %d", opt.Board.W, opt.Board, opt.Board.W)
			}
			if v >= 0 {
				limit, why := MaxSide*MaxSide, fmt.Sprintf("than a board of %d squares can need", MaxSide*MaxSide)
				if w > 0 {
					limit, why = w*MaxSide, fmt.Sprintf("than a grid %d files wide can need", w)
				}
				if int(v) > limit {
					return Document{}, errAt(line, col, ErrNumbering, "number %d is larger %s", v, why)
				}
				for int(v)/64 >= len(seen) {
					seen = append(seen, make([]uint64, len(seen)+1)...)
				}
				if seen[v/64]&(1<<(v%64)) != 0 {
					return Document{}, errAt(line, col, ErrNumbering, "number %d appears twice", v)
				}
				seen[v/64] |= 1 << (v % 64)
				hasZero = hasZero || v == 0
				visited++
				largest = max(largest, int(v))
			}
			cells = append(cells, v)
		}
		if s.err != nil {
			return Document{}, s.err // a read error or the limit, not a short row
		}
		if rows == 0 {
			w = n
			if w > MaxSide {
				return Document{}, errAt(rowLine, 1, ErrTooLarge, "grid row has more than %d squares", MaxSide)
			}
			if known && w != int(opt.Board.W) {
				return Document{}, errAt(rowLine, 1, ErrBoardMismatch, "grid has %d files, the %v board has %d", w, opt.Board, opt.Board.W)
			}
			if !known {
				s.tighten(opt, Board{W: int32(w), H: MaxSide})
			}
		} else if n != w {
			return Document{}, errAt(rowLine, 1, ErrSyntax, "grid row %d has %d squares, the first row has %d", rows+1, n, w)
		}
		rows++
		if known && rows > int(opt.Board.H) {
			return Document{}, errAt(rowLine, 1, ErrBoardMismatch, "grid has more than %d ranks, the %v board has %d", opt.Board.H, opt.Board, opt.Board.H)
		}
	}
	if s.err != nil {
		return Document{}, s.err
	}
	if rows == 0 {
		return Document{}, errAt(s.line, s.col, ErrSyntax, "empty grid")
	}
	b := Board{W: int32(w), H: int32(rows)}
	if known && b != opt.Board {
		return Document{}, errAt(s.line, s.col, ErrBoardMismatch, "grid is %v, not %v", b, opt.Board)
	}
	base := 1
	if hasZero {
		base = 0
	}
	if visited > 0 && largest != base+visited-1 {
		missing := base
		for seen[missing/64]&(1<<(missing%64)) != 0 {
			missing++
		}
		return Document{}, fmt.Errorf("%w: %d squares numbered %d to %d skip %d", ErrNumbering, visited, base, largest, missing)
	}
	p := make(Path, visited)
	for i, v := range cells {
		if v >= 0 {
			p[int(v)-base] = Square{X: int32(i%w + 1), Y: int32(rows - i/w)}
		}
	}
	return Document{Board: b, HasBoard: true, Path: p, Format: Grid}, nil
}
