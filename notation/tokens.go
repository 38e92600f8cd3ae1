package notation

import (
	"bytes"

	"github.com/knightcert/knight/board"
)

// tokStream is the one token stream the list reader reads: the tokens of
// a block of an input held in memory, or of a longer input read in chunks
// and lexed by the same tokenizer, lexInto. A streamed input is lexed a
// window at a time, each window cut after its last space or newline, so
// that no token is cut in two (a quoted string cut at a space is lexed
// again with the next window);
// the tokens not yet consumed and their bytes are carried into the next
// window, so that the reader sees as many tokens ahead as it asks for
// (six at most: p ( 1 , 2 ), or the first sanWindow).
type tokStream struct {
	b    []byte  // the bytes the tokens' offsets index
	toks []token // the tokens of the window
	i    int     // the next token
	read int     // tokens consumed before the window
	// In memory: the text, for positions; nil when streamed.
	t *text
	// Streamed: the scanner whose buffer b is, the bytes of b lexed, the
	// line and column of b[0], and whether a newline lies between the
	// last token lexed and the end of what was lexed.
	s         *scanner
	lexed     int
	line, col int
	pendingNL bool
	eof       bool // no tokens after the window's
	drained   bool // the scanner has given all its bytes
	mustFill  bool // the window holds no place to cut: read more first
	// watch is an offset in b whose line and column are kept in
	// watchLine and watchCol when the window moves past it (then -1):
	// the last square of a streamed list.
	watch               int
	watchLine, watchCol int
	// sink, when set, takes a list's squares instead of the path.
	sink *squareSink
}

// lexChunk is how many bytes of a streamed list are lexed at a time.
const lexChunk = 16 << 10

// maxWord is the longest run of bytes without a space that a streamed
// list reads: far more than any square, few enough to hold.
const maxWord = 1 << 20

// endsToken reports whether a window may be cut after c: a space or a
// separator, which the lexer makes a token of its own, so that a list
// written without spaces ("a1,b3,c1") is cut between its squares.
func endsToken(c byte) bool { return isSpace(c) || c == ',' || c == ';' }

// memTokens is the stream of a block's tokens, held in memory.
func memTokens(t *text, toks []token) *tokStream {
	return &tokStream{b: t.b, toks: toks, t: t, eof: true}
}

// streamTokens is the stream of the tokens read from s, from its next byte.
func streamTokens(s *scanner) *tokStream {
	// Room for the tokens of a window at once ("a1 " is one in three
	// bytes), so that lexing does not grow the slice window by window.
	ts := &tokStream{s: s, line: s.line, col: s.col, watch: -1, toks: make([]token, 0, scanBufSize/tokensPerByte)}
	// The scanner's buffer becomes the window: b[0] is its next byte, and
	// the scanner stands at the end of b, where it reads on.
	ts.b = s.buf[s.pos:]
	s.pos = len(s.buf)
	ts.refill()
	return ts
}

// ensure makes k tokens past the next one visible, if the input has them.
func (ts *tokStream) ensure(k int) {
	if ts.i+k < len(ts.toks) || ts.eof {
		return
	}
	ts.ensureMore(k)
}

// ensureMore is ensure's slow path, kept out of line so that ensure and
// its callers inline.
//
//go:noinline
func (ts *tokStream) ensureMore(k int) {
	for ts.i+k >= len(ts.toks) && !ts.eof {
		ts.refill()
	}
}

// at is the token k places ahead; past the end, an empty token at the end.
func (ts *tokStream) at(k int) token {
	if j := ts.i + k; j < len(ts.toks) {
		return ts.toks[j] // the common case, inlined
	}
	return ts.atEdge(k)
}

// atEdge is at beyond the window: it moves the window on.
func (ts *tokStream) atEdge(k int) token {
	ts.ensure(k)
	if ts.i+k < len(ts.toks) {
		return ts.toks[ts.i+k]
	}
	end := int32(len(ts.b))
	if ts.s != nil {
		end = int32(ts.lexed)
	}
	return token{kind: tPunct, off: end, end: end}
}

// more reports whether a token is left.
func (ts *tokStream) more() bool {
	return ts.i < len(ts.toks) || ts.has(0)
}

// has reports whether the token k ahead exists.
func (ts *tokStream) has(k int) bool {
	ts.ensure(k)
	return ts.i+k < len(ts.toks)
}

// skip consumes n tokens.
func (ts *tokStream) skip(n int) { ts.i += n }

// first reports whether the next token is the first of the stream.
func (ts *tokStream) first() bool { return ts.read+ts.i == 0 }

// punct reports whether the token k ahead is the punctuation c.
func (ts *tokStream) punct(k int, c byte) bool {
	if !ts.has(k) {
		return false
	}
	tk := ts.toks[ts.i+k]
	return tk.kind == tPunct && tk.c == c
}

// num reports whether the token k ahead is a number that fits, without
// a sign.
func (ts *tokStream) num(k int) bool {
	if !ts.has(k) {
		return false
	}
	tk := ts.toks[ts.i+k]
	return tk.kind == tNum && !tk.neg && tk.num >= 0
}

// lastEnd is the offset just past the last token consumed, or where the
// window ends when it holds none.
func (ts *tokStream) lastEnd() int {
	if ts.i > 0 {
		return ts.toks[ts.i-1].to()
	}
	return ts.lexed
}

// text is the bytes of tk.
func (ts *tokStream) text(tk token) []byte { return ts.b[tk.at():tk.to()] }

// refill moves the window on: the tokens not consumed are carried over,
// more bytes are read, and lexed up to the last safe cut.
func (ts *tokStream) refill() {
	s := ts.s
	if s == nil {
		ts.eof = true
		return
	}
	from := ts.lexed
	nl := ts.pendingNL
	if ts.i < len(ts.toks) {
		from, nl = ts.toks[ts.i].at(), ts.toks[ts.i].nl
	}
	if ts.watch >= 0 {
		ts.watchLine, ts.watchCol = ts.pos(ts.watch)
		ts.watch = -1
	}
	// Lex lexChunk bytes more than the tokens kept: the reader asks again
	// only when it needs tokens the window does not hold.
	want := max(ts.lexed-from, 0) + lexChunk
	ts.advance(from)
	ts.read += ts.i
	ts.b = ts.b[from:]
	if (len(ts.b) < want || ts.mustFill) && !ts.drained {
		ts.mustFill = false
		// The scanner keeps b and reads after it.
		s.mark = s.pos - len(ts.b)
		s.pos = len(s.buf)
		grew := s.fill()
		ts.b = s.buf[s.mark:]
		s.pos = len(s.buf)
		if s.err != nil || !grew {
			ts.drained = true
		}
		if perr, ok := s.err.(*board.ParseError); ok && s.over {
			// The scanner did not count the lines of the window: the
			// limit is passed at its end.
			perr.Line, perr.Col = ts.pos(len(ts.b))
		}
	}
	// Lex at most lexChunk bytes at a time, so that the tokens stay in
	// the cache while the reader reads them.
	cut := min(len(ts.b), want)
	ts.eof = ts.drained && cut == len(ts.b)
	if !ts.eof {
		// After the window's last space, newline or separator: no token
		// spans it but a quoted string, dealt with below.
		for cut > 0 && !endsToken(ts.b[cut-1]) {
			cut--
		}
		for cut == 0 && len(ts.b) > want && cut < len(ts.b) {
			// A word longer than a chunk: cut after it.
			cut = want
			for cut < len(ts.b) && !endsToken(ts.b[cut]) {
				cut++
			}
			if cut == len(ts.b) && !ts.drained {
				cut = 0
				break
			}
		}
		if cut == 0 && len(ts.b) <= maxWord && !ts.drained {
			// No place to cut yet: carry everything into a larger window.
			ts.toks, ts.i, ts.lexed, ts.pendingNL = ts.toks[:0], 0, 0, nl
			ts.mustFill = true
			return
		}
		if cut == 0 {
			cut = len(ts.b) // a word over maxWord: reported as a bad square
			ts.eof = ts.drained
		}
	}
	ts.toks = lexInto(ts.toks[:0], ts.b, 0, cut)
	if n := len(ts.toks); n > 0 && !ts.eof && ts.toks[n-1].kind == tString && cut < len(ts.b) {
		last := ts.toks[n-1]
		if q := ts.b[last.at()]; last.to()-last.at() < 2 || ts.b[last.to()-1] != q {
			// A quoted string cut at a space: lexed again with its end.
			cut = last.at()
			ts.toks = ts.toks[:n-1]
		}
	}
	if len(ts.toks) > 0 {
		ts.toks[0].nl = ts.toks[0].nl || nl
		lastEnd := ts.toks[len(ts.toks)-1].to()
		ts.pendingNL = bytes.IndexByte(ts.b[lastEnd:cut], '\n') >= 0
	} else {
		ts.pendingNL = nl || bytes.IndexByte(ts.b[:cut], '\n') >= 0
	}
	ts.i, ts.lexed = 0, cut
}

// advance moves the position of b[0] past b[:n], which the window drops.
func (ts *tokStream) advance(n int) {
	dropped := ts.b[:n]
	if k := bytes.Count(dropped, []byte("\n")); k > 0 {
		ts.line += k
		ts.col = n - bytes.LastIndexByte(dropped, '\n')
	} else {
		ts.col += n
	}
}

// pos is the line and column of b[off].
func (ts *tokStream) pos(off int) (line, col int) {
	if ts.t != nil {
		return ts.t.pos(off)
	}
	before := ts.b[:min(off, len(ts.b))]
	if k := bytes.Count(before, []byte("\n")); k > 0 {
		return ts.line + k, off - bytes.LastIndexByte(before, '\n')
	}
	return ts.line, ts.col + off
}

// errAt is a ParseError at b[off].
func (ts *tokStream) errAt(off int, sentinel error, format string, args ...any) *board.ParseError {
	line, col := ts.pos(off)
	return errAt(line, col, sentinel, format, args...)
}
