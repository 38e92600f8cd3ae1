package notation

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/knightcert/knight/board"
)

// isSquareWord reports whether w is an algebraic square: letters, then a
// rank that fits.
func isSquareWord(w []byte) bool {
	_, ok := board.ParseAlgebraic(w)
	return ok
}

// isPieceWord reports whether w is a word that programs print around the
// squares of a move list: the piece's name, "Move", "nr".
func isPieceWord(w []byte) bool {
	if len(w) > len("knight") {
		return false // most words, and every square of a long list, without a copy
	}
	var lower [6]byte
	for i, c := range w {
		lower[i] = c | 0x20
	}
	switch string(lower[:len(w)]) {
	case "knight", "n", "move", "nr", "no", "moves", "step":
		return true
	}
	return false
}

// list reads the square list of a block held in memory; see readList.
func (t *text) list(toks []token, opt ReadOptions) ([]Document, error) {
	// The tokens are in memory already (at most 4 MiB of input), so the
	// list is read whole: lines before or after a tour may be cut off by
	// Judge, which needs to see them.
	d, err := readList(memTokens(t, toks), opt, board.MaxSide*board.MaxSide)
	if err != nil {
		return nil, err
	}
	return []Document{d}, nil
}

// sanWindow is how many tokens from the start of a list decide whether it
// writes the piece before every square (Na1 Nb3): a bounded look, the same
// held in memory and streamed.
const sanWindow = 4096

// maxDepth bounds the brackets a list may open, so that a stream of '['
// takes no memory.
const maxDepth = 64

// readList is the one reader of square lists, held in memory or streamed:
// algebraic squares, quoted or not, upper case, with the piece before them
// (Na1, Knight A1, Move nr.1: Knight A1), Prolog terms, and (file, rank)
// pairs written 1,1, (1, 1), [1, 1] or 1/1, separated by spaces, commas,
// semicolons, arrows or dashes, with move numbers (1. a1, 1: a1, 0 a1)
// skipped, inside [...] or the seeds' answer(N, [...]). It reads at most
// limit squares. Pairs are read as (file, rank), from 0 when a 0 appears;
// pairs that fit the board only as (row, col) are read so ([Document.Transposed]).
func readList(ts *tokStream, opt ReadOptions, limit int) (Document, error) {
	// p is the path read, or, handed to a sink, the squares not yet
	// handed on, after the given first ones.
	var p board.Path
	sink, given := ts.sink, 0
	switch {
	case sink != nil:
		p = make(board.Path, 0, sinkChunk)
		// A list cut short by an error hands on what it read: a reading
		// of a copy still being written looks for a square before the cut.
		defer func() {
			if len(p) > 0 {
				sink.take(p, given)
			}
		}()
	case ts.s != nil:
		// Room for the whole path at once: growing it by appending would
		// hold the old and the new array together, twice the path's
		// memory on 10^8 squares. Pages not yet written cost nothing.
		p = make(board.Path, 0, limit)
	}
	var notation Format
	zero := false
	refs := 0 // squares written as R1C1 references, row first
	pl := newPlaces(ts, opt.Board)
	if !ts.more() {
		return Document{}, ts.errAt(0, board.ErrSyntax, "no squares")
	}
	startLine, startCol := ts.pos(ts.at(0).at())
	var open []byte // the wrapping brackets not yet closed
	// answer(N, [ ... ]).
	if tk := ts.at(0); tk.kind == tWord && strings.EqualFold(string(ts.text(tk)), "answer") && ts.punct(1, '(') {
		if !ts.num(2) || !ts.punct(3, ',') {
			return Document{}, ts.errAt(ts.at(2).at(), board.ErrSyntax, "want answer(N, [...])")
		}
		ts.skip(4)
		open = append(open, ')')
	}
	piece := ts.pieceLetter(opt)
	san := piece != 0
	moveNumber := int32(-1) // the last move number read, streamed

	var lineEnds []int  // squares read before each newline
	var closeEnds []int // squares read before each closing bracket, no more than line breaks and one
	n := opt.Board.Size()
	for given+len(p) < limit && ts.more() {
		if !san && notation == Algebraic && given+len(p) > 0 {
			// The common case, a run of plain squares (a1 b3 c5), read
			// by a tight loop over the window that does what the cases
			// below do for them.
			p, given, lineEnds = ts.plainSquares(p, given, lineEnds, pl, limit, n)
			if given+len(p) == limit || !ts.more() {
				break
			}
		}
		if k := ts.pgnResult(); k > 0 && !ts.has(k) {
			ts.skip(k) // "1-0", "*": the result closing a game's moves
			continue
		}
		tk := ts.at(0)
		if k := given + len(p); tk.nl && k > 0 && (len(lineEnds) == 0 || lineEnds[len(lineEnds)-1] != k) && (k == n || k <= limit-n) {
			lineEnds = append(lineEnds, k)
		}
		var sq board.Square
		f := XY
		w := ts.text(tk)
		if tk.kind == tWord && !san {
			if s, ok := board.ParseAlgebraic(w); ok {
				// The common case first: a square, which is no piece word
				// (those have no digits).
				sq, f = s, Algebraic
				ts.skip(1)
				goto read
			}
		}
		switch {
		case (tk.kind == tPunct && (tk.c == '(' || tk.c == '[')) && ts.num(1) && ts.punct(2, ',') && ts.num(3) && (ts.punct(4, ')') || ts.punct(4, ']')):
			// A pair in brackets, read whole so that its place is the
			// bracket's.
			sq = board.Square{X: ts.at(1).num, Y: ts.at(3).num}
			ts.skip(5)
		case tk.kind == tPunct && (tk.c == '[' || tk.c == '('):
			closer := byte(']')
			if tk.c == '(' {
				closer = ')'
			}
			if len(open) == maxDepth {
				return Document{}, ts.errAt(tk.at(), board.ErrSyntax, "brackets nested deeper than %d", maxDepth)
			}
			open = append(open, closer)
			ts.skip(1)
			continue
		case tk.kind == tPunct && (tk.c == ']' || tk.c == ')'):
			if k := ts.codeClose(open, given+len(p)); k > 0 {
				ts.skip(k)
				continue
			}
			if len(open) == 0 || open[len(open)-1] != tk.c {
				return Document{}, ts.errAt(tk.at(), board.ErrSyntax, "unexpected %q, nothing to close", tk.c)
			}
			open = open[:len(open)-1]
			if k := given + len(p); k > 0 && (len(closeEnds) == 0 || closeEnds[len(closeEnds)-1] != k) && len(closeEnds) < len(lineEnds)+1 {
				closeEnds = append(closeEnds, k)
			}
			ts.skip(1)
			continue
		case tk.kind == tPunct && tk.c == '}' && ts.codeClose(open, given+len(p)) > 0:
			ts.skip(ts.codeClose(open, given+len(p)))
			continue
		case tk.kind == tPunct && strings.IndexByte(",;.|-", tk.c) >= 0 || tk.kind == tArrow:
			ts.skip(1)
			continue
		case tk.kind == tNum && (ts.punct(1, '.') || ts.punct(1, ':') || ts.punct(1, ')')) && ts.has(2) && !(ts.punct(1, ')') && ts.num(2)):
			if ts.s != nil && moveNumber >= 0 && tk.num != moveNumber && tk.num != moveNumber+1 {
				// Held in memory, squares go in the order of their move
				// numbers (columns of moves side by side); a stream is
				// read in the order written.
				return Document{}, ts.errAt(tk.at(), ErrMisread, "move number %d after %d: columns of moves side by side? an input over 4 MiB is read in the order it is written; give the moves in order", tk.num, moveNumber)
			}
			moveNumber = tk.num
			ts.skip(2) // a move number
			continue
		case tk.kind == tNum && ts.has(1) && ts.at(1).kind == tWord && !ts.at(1).nl && (tk.nl || ts.first()):
			ts.skip(1) // a move number without a mark: "0 a1"
			continue
		case tk.kind == tWord && isPieceWord(w):
			ts.skip(1) // "Knight a1", "Move nr. 1:"
			continue
		case tk.kind == tWord && san && len(w) >= 3 && w[0]|0x20 == piece && isSquareWord(w[1:]):
			sq, _ = board.ParseAlgebraic(w[1:])
			f = Algebraic
			ts.skip(1)
		case tk.kind == tNum && (ts.punct(1, ',') || ts.punct(1, '/')) && ts.num(2):
			if tk.neg || tk.num < 0 {
				return Document{}, ts.errAt(tk.at(), board.ErrBadSquare, "bad square %s", ts.quote(tk.at(), ts.at(2).to()))
			}
			sq = board.Square{X: tk.num, Y: ts.at(2).num}
			ts.skip(3)
		case tk.kind == tWord && len(w) == 1 && w[0]|0x20 == 'p' && ts.punct(1, '('):
			if !(ts.num(2) && ts.punct(3, ',') && ts.num(4) && ts.punct(5, ')')) {
				end := tk.to()
				for k := 1; k <= 5 && ts.has(k); k++ {
					end = ts.at(k).to()
				}
				if !ts.has(5) {
					return Document{}, ts.errAt(tk.at(), board.ErrSyntax, "input ends inside %s", ts.quote(tk.at(), end))
				}
				return Document{}, ts.errAt(tk.at(), board.ErrBadSquare, "bad term %s%s", ts.quote(tk.at(), end), board.ZeroHint(string(ts.b[tk.at():end])))
			}
			sq = board.Square{X: ts.at(2).num, Y: ts.at(4).num}
			f = Prolog
			ts.skip(6)
		case tk.kind == tWord && isRowColRef(w):
			sq, _ = rowColRef(w)
			refs++
			ts.skip(1)
		case tk.kind == tWord || tk.kind == tString:
			word := string(w)
			if tk.kind == tString {
				if u, err := strconv.Unquote(word); err == nil {
					word = u
				} else {
					word = strings.Trim(word, `'"`)
				}
			}
			if san && len(word) >= 3 && word[0]|0x20 == piece && isSquareWord([]byte(word[1:])) {
				word = word[1:] // a knight's move in SAN, quoted: 'Nb3'
			}
			s, ok := board.ParseAlgebraic(word)
			if !ok {
				if s, err := board.ParseSquare(word); err == nil && tk.kind == tString {
					sq, f = s, XY
					if strings.HasPrefix(strings.ToLower(strings.TrimSpace(word)), "p(") {
						f = Prolog
					}
					ts.skip(1)
					break
				}
				if k := given + len(p); k > 0 && proseWord(word, opt.Board) {
					// A sentence or a page's header inside the list: the
					// list is cut, and the word is no square misprinted.
					return Document{}, ts.errAt(tk.at(), board.ErrBadSquare, "the word %s stands where square %d of the list begun at %d:%d was expected: text interrupts the list", ts.quote(tk.at(), ts.word(tk.at())), k+1, startLine, startCol)
				}
				return Document{}, ts.errAt(tk.at(), board.ErrBadSquare, "bad square %s%s", ts.quote(tk.at(), ts.word(tk.at())), board.ZeroHint(word))
			}
			sq, f = s, Algebraic
			ts.skip(1)
		default:
			return Document{}, ts.errAt(tk.at(), board.ErrBadSquare, "bad square %s%s", ts.quote(tk.at(), ts.word(tk.at())), board.ZeroHint(string(w)))
		}
	read:
		if given+len(p) == 0 {
			notation = f
		} else if f != notation {
			return Document{}, ts.errAt(tk.at(), board.ErrSyntax, "%s is in %s notation, but the list began in %s notation",
				ts.quote(tk.at(), ts.at(-1).to()), notationName(f), notationName(notation))
		}
		if refs > 0 && refs != given+len(p)+1 {
			// A list of R1C1 references names the order of every pair;
			// a pair among them that does not is written another way.
			return Document{}, ts.errAt(tk.at(), board.ErrSyntax, "%s is no R1C1 reference, but the list began with them", ts.quote(tk.at(), ts.at(-1).to()))
		}
		if sq.X == 0 || sq.Y == 0 {
			zero = true
		}
		pl.add(given+len(p), sq, tk.at())
		p = append(p, sq)
		if sink != nil && len(p) == cap(p) {
			given, p = sink.take(p, given), p[:0]
		}
	}
	if sink != nil && len(p) > 0 {
		given, p = sink.take(p, given), nil
	}
	if ts.s != nil && ts.s.err != nil && given+len(p) < limit {
		return Document{}, ts.s.err // a read error, or the input over its limit
	}
	if given+len(p) == 0 {
		return Document{}, errAt(startLine, startCol, board.ErrSyntax, "no squares")
	}
	if len(open) > 0 && given+len(p) < limit {
		want := fmt.Sprintf("%q", open[len(open)-1])
		if len(open) == 1 && open[0] == ')' {
			want = "')' closing answer(N, [...])"
		}
		return Document{}, ts.errAt(ts.lastEnd(), board.ErrSyntax, "unexpected end of input, want %s", want)
	}
	d := Document{Board: opt.Board, Path: p, Format: notation, Line: startLine, lineEnds: lineEnds, closeEnds: closeEnds, places: pl.done(), san: san}
	if notation == XY {
		d.Based, d.Base = true, 1
		if zero {
			d.Base = 0
			for i := range d.Path {
				d.Path[i].X++
				d.Path[i].Y++
			}
		}
		switch {
		case refs > 0:
			d.pairsNamed, d.pairsWritten = "R1C1 references", true
			d.Transposed = true
			if sink == nil {
				d.Path = transposed(d.Path)
			}
		case sink != nil:
			sink.fitPairs(&d)
		default:
			fitPairs(&d)
		}
	} else if zero {
		return Document{}, errAt(startLine, startCol, board.ErrBadSquare, "a coordinate is 0: coordinates start at 1 (a1 is 1,1)")
	}
	if opt.Board == (board.Board{}) {
		return Document{}, fmt.Errorf("%w: a square list does not say its board", ErrNoBoard)
	}
	return d, nil
}

// pgnResult is the number of tokens of a PGN game's result ("1-0",
// "0-1", "1/2-1/2", "*") written together at the head of ts, or 0.
func (ts *tokStream) pgnResult() int {
	if tk := ts.at(0); !(tk.kind == tPunct && tk.c == '*' || tk.kind == tNum && (tk.num == 0 || tk.num == 1)) {
		return 0 // the common case, a square or a separator, at once
	}
	var w []byte
	for k := 0; k < 5 && ts.has(k); k++ {
		tk := ts.at(k)
		if k > 0 && tk.at() != ts.at(k-1).to() {
			return 0
		}
		w = append(w, ts.text(tk)...)
		switch string(w) {
		case "1-0", "0-1", "1/2-1/2", "*":
			return k + 1
		}
	}
	return 0
}

// pieceLetter is the letter, lower case, that the list writes before
// every square, or 0: Na1 Nb3 in English, and the knight's letter of
// other languages (Sa1 for Springer, Ca1 for cavalier, Pa1 for paard), bare
// or quoted ('Na1'). The whole window decides, never one token: every
// square must carry the same letter, so a list of one piece. On a board
// wide enough "na1" is a square too, so the letter is read off only when
// that puts more squares on the board given than reading it as a file,
// or, with no board given, when every letter is a capital. The first
// sanWindow tokens decide, in memory as streamed.
func (ts *tokStream) pieceLetter(opt ReadOptions) byte {
	ts.ensure(sanWindow)
	var letter byte
	moves := 0
	capitals, fits, whole := true, 0, 0
	for _, tk := range ts.toks[ts.i:min(len(ts.toks), ts.i+sanWindow)] {
		if tk.kind != tWord && tk.kind != tString {
			continue
		}
		w := ts.text(tk)
		if tk.kind == tString {
			w = bytes.Trim(w, `'"`)
		}
		if len(w) >= 3 && isLetter(w[0]) && isSquareWord(w[1:]) {
			if letter == 0 {
				letter = w[0] | 0x20
			} else if w[0]|0x20 != letter {
				return 0 // two letters: files of a wide board, or no one piece
			}
			moves++
			capitals = capitals && w[0] < 'a'
			if opt.Board != (board.Board{}) {
				if sq, _ := board.ParseAlgebraic(w[1:]); opt.Board.Contains(sq) {
					fits++
				}
				if sq, ok := board.ParseAlgebraic(w); ok && opt.Board.Contains(sq) {
					whole++
				}
			}
		} else if !isPieceWord(w) {
			return 0
		}
	}
	if moves == 0 || opt.Board != (board.Board{}) && fits <= whole || opt.Board == (board.Board{}) && !capitals {
		return 0
	}
	return letter
}

// fitPairs reads pairs as (row, col) when only so they fit the board: a
// board that is not square, and a program that wrote the rank first.
// Where both fit, [Judge] tries both.
func fitPairs(d *Document) {
	if d.Board != (board.Board{}) && offBoard(d.Path, d.Board) > 0 && offBoard(transposed(d.Path), d.Board) == 0 {
		d.Path, d.Transposed = transposed(d.Path), true
	}
}

// transposed is p with its coordinates swapped: (row, col) pairs read as
// (file, rank), or back.
func transposed(p board.Path) board.Path {
	out := make(board.Path, len(p))
	for i, s := range p {
		out[i] = board.Square{X: s.Y, Y: s.X}
	}
	return out
}

// notationName names a list notation in messages.
func notationName(f Format) string {
	switch f {
	case Algebraic:
		return "algebraic"
	case Prolog:
		return "Prolog"
	case XY:
		return "X,Y"
	}
	return f.String()
}

// plainSquares reads the squares of the window that are plain words (a1
// b3 c5), as readList's cases read them, onto p: an algebraic list's
// common case, without the cases for brackets, pairs and move numbers.
// It stops at the first token that is no square, at the window's end, or
// at limit squares.
func (ts *tokStream) plainSquares(p board.Path, given int, lineEnds []int, pl *placeRecorder, limit, n int) (board.Path, int, []int) {
	toks, b := ts.toks, ts.b
	i := ts.i
	for ; i < len(toks) && given+len(p) < limit; i++ {
		tk := toks[i]
		if tk.kind != tWord {
			break
		}
		sq, ok := board.ParseAlgebraic(b[tk.off:tk.end])
		if !ok {
			break
		}
		if k := given + len(p); tk.nl && (len(lineEnds) == 0 || lineEnds[len(lineEnds)-1] != k) && (k == n || k <= limit-n) {
			lineEnds = append(lineEnds, k)
		}
		pl.add(given+len(p), sq, int(tk.off))
		p = append(p, sq)
		if ts.sink != nil && len(p) == cap(p) {
			given, p = ts.sink.take(p, given), p[:0]
		}
	}
	ts.i = i
	return p, given, lineEnds
}

// listOnItsSquares reads a square list that neither the text nor the
// caller gives a board for on the smallest board holding its squares, a1
// the corner: W files and H ranks. That reading cannot turn a fault into
// a tour: a list that is a tour of W x H has W*H squares, and on any other
// board that holds its squares it has too few to cover it. So a tour found
// is one of W x H, said in the verdict, and a fault found is a fault on
// every board. A list that names less than half the squares of its box,
// or more than twice as many squares as it has, is not read so: noBoard.
// It is read first with files a to z, one letter each, where a knight's
// move in SAN ("Nb3") names its square (b3), not a file of two letters
// ("nb"); a list that does not read so is read with files of two letters.
func (t *text) listOnItsSquares(toks []token, opt ReadOptions, noBoard error) ([]Document, error) {
	wide := opt
	wide.Board = board.Board{W: 26, H: board.MaxSide}
	ds, err := t.list(toks, wide)
	if err != nil {
		wide.Board.W = board.MaxSide
		ds, err = t.list(toks, wide)
	}
	if err != nil || len(ds) != 1 || len(ds[0].Path) == 0 {
		return nil, noBoard
	}
	b := box(ds[0].Path)
	cut := ds[0]
	cut.Board, cut.fromSquares = b, true
	if n := len(ds[0].Path); n < 2 || 2*covered(b, ds[0].Path) <= b.Size() || n > 2*b.Size() && len(lineCuts(cut)) < 2 {
		// Numbers that cover less than half their box are no list of
		// its squares (the rows of a grid read as pairs); more than two
		// for each square (a list of moves has two), unless its lines or
		// brackets cut it into tours, is no tour of it.
		return nil, noBoard
	}
	on := opt
	on.Board = b
	ds, err = t.list(toks, on)
	if err != nil {
		return nil, err
	}
	for i := range ds {
		ds[i].fromSquares = true
	}
	return ds, nil
}

// box is the smallest board, a1 its corner, that holds the squares of p.
func box(p board.Path) board.Board {
	var b board.Board
	for _, s := range p {
		b.W, b.H = max(b.W, s.X), max(b.H, s.Y)
	}
	return b
}

// complete reports whether p has as many squares as b, or one more that
// repeats the first to close the tour.
func complete(p board.Path, b board.Board) bool {
	return len(p) == b.Size() || len(p) == b.Size()+1 && p[0] == p[len(p)-1]
}

// literalClose is how many tokens from the current one close or end a
// statement (")", "]", "}", ";", ","), up to the end of the block or a
// line that goes on with data, and whether they reach the end of the
// block. 0 when the current line goes on with anything else.
func literalClose(ts *tokStream) (int, bool) {
	k := 0
	for ; ts.has(k); k++ {
		if tk := ts.at(k); tk.kind != tPunct || strings.IndexByte(")]};,", tk.c) < 0 {
			if tk.nl {
				return k, false // the next line goes on with its own data
			}
			return 0, false
		}
	}
	return k, true
}

// codeClose is how many tokens from the current one, a closer that closes
// nothing the list opened (open is empty) after some squares, are the
// code around the list rather than a fault of it: the close of a code
// literal whose opener ends the caption before the squares ("val tour =
// List(" before "(0,0), (2,1))", "Seq(" over its rows of pairs), with the
// closers after it to the end of its line or of the block; or lines of
// closers alone that end the block (a test's "}" and "}"). 0 otherwise.
func (ts *tokStream) codeClose(open []byte, squares int) int {
	if len(open) > 0 || squares == 0 || ts.t == nil {
		return 0
	}
	k, toEnd := literalClose(ts)
	switch {
	case k == 0:
		return 0
	case literalOpen(ts.b, ts.lineFirst()) || literalOpen(ts.b, ts.toks[0].at()):
		return k
	case ts.at(0).nl && toEnd:
		return k
	}
	return 0
}

// lineFirst is the offset of the first token, in a block held in memory,
// of the line the current token is on.
func (ts *tokStream) lineFirst() int {
	k := ts.i
	for k > 0 && !ts.toks[k].nl {
		k--
	}
	return ts.toks[k].at()
}

// literalOpen reports whether the text before offset at, on its line or,
// when only blank space is before it there, at the end of the line above,
// ends with an opening bracket: the opener of a code literal whose data
// begins at at ("List(" before "(0,0)", "Seq(" over its rows of pairs).
func literalOpen(b []byte, at int) bool {
	lines := 0
	for k := at - 1; k >= 0; k-- {
		switch c := b[k]; {
		case c == '\n':
			if lines++; lines > 1 {
				return false
			}
		case !isHSpace(c):
			return c == '(' || c == '[' || c == '{'
		}
	}
	return false
}

// proseWord reports whether w, read where a square was expected, is a
// word of prose: three letters or more and not a square of b misprinted
// ("all" may be a11).
func proseWord(w string, b board.Board) bool {
	return len(w) >= 3 && !strings.ContainsFunc(w, func(r rune) bool { return r >= 0x80 || !isLetter(byte(r)) }) && !misprintLike(w, b)
}
