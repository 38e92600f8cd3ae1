package board

import (
	"strconv"
	"strings"
)

// Path is a sequence of squares, square 0 first. A tour is a path that
// covers its board; it is closed when its last square is a knight move from
// its first.
type Path []Square

// String writes the path in algebraic notation, squares separated by spaces.
func (p Path) String() string {
	var sb strings.Builder
	for i, s := range p {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(s.String())
	}
	return sb.String()
}

// ParsePath reads a square list in any one list notation, as -prefix flags
// give them: algebraic squares separated by spaces or commas ("a1 c2"),
// Prolog terms ("p(1, 1), p(2, 3)", optionally in [...] or the seeds'
// answer(N, [...])), or X,Y pairs separated by spaces or semicolons
// ("1,1; 2,3"). Errors are [*ParseError]s wrapping [ErrBadSquare] or
// [ErrSyntax].
func ParsePath(s string) (Path, error) {
	r := pathReader{s: s}
	return r.list()
}

// pathReader reads the short square lists of flags: one notation, held in
// a string, so that board needs no stream reader (package notation reads
// whole inputs).
type pathReader struct {
	s   string
	i   int
	xy  bool // the list is X,Y pairs: ';' separates them, not ','
	tok int  // where the square being read starts
}

// fail is a ParseError at offset off.
func (r *pathReader) fail(off int, sentinel error, format string, args ...any) error {
	line, col := 1, 1
	for _, c := range []byte(r.s[:min(off, len(r.s))]) {
		if c == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return errAt(line, col, sentinel, format, args...)
}

func (r *pathReader) skipSpace() {
	for r.i < len(r.s) && isSpace(r.s[r.i]) {
		r.i++
	}
}

func (r *pathReader) accept(c byte) bool {
	r.skipSpace()
	if r.i < len(r.s) && r.s[r.i] == c {
		r.i++
		return true
	}
	return false
}

// want reports what comes next as out of place.
func (r *pathReader) want(what string) error {
	r.skipSpace()
	if r.i >= len(r.s) {
		return r.fail(r.i, ErrSyntax, "unexpected end of input, want %s", what)
	}
	return r.fail(r.i, ErrSyntax, "unexpected %s, want %s", strconv.QuoteRune(rune(r.s[r.i])), what)
}

// number reads a coordinate from 0 (the error then says they start at 1).
func (r *pathReader) number() (int, bool) {
	r.skipSpace()
	j := r.i
	for r.i < len(r.s) && isDigit(r.s[r.i]) {
		r.i++
	}
	return parseCoord(r.s[j:r.i])
}

// list reads [answer(N, ][[]squares[]][)][.].
func (r *pathReader) list() (Path, error) {
	p := Path{}
	r.skipSpace()
	answer := strings.HasPrefix(r.s[r.i:], "answer(")
	if answer {
		r.i += len("answer(")
		if _, ok := r.number(); !ok {
			return nil, r.want("the square count of answer(N, [...])")
		}
		if !r.accept(',') {
			return nil, r.want("',' in answer(N, [...])")
		}
		if r.skipSpace(); r.i >= len(r.s) || r.s[r.i] != '[' {
			return nil, r.want("'[' in answer(N, [...])")
		}
	}
	bracket := r.accept('[')
	var notation string
	for {
		for r.i < len(r.s) && (isSpace(r.s[r.i]) || r.s[r.i] == ',' && !r.xy || r.s[r.i] == ';' && r.xy) {
			r.i++
		}
		if r.i >= len(r.s) {
			if bracket {
				return nil, r.want("']'")
			}
			return p, nil
		}
		if r.s[r.i] == ',' && r.xy {
			return nil, r.want("a space or ';' between X,Y pairs")
		}
		if bracket && r.s[r.i] == ']' {
			r.i++
			if answer && !r.accept(')') {
				return nil, r.want("')' closing answer(N, [...])")
			}
			r.accept('.')
			if r.skipSpace(); r.i < len(r.s) {
				return nil, r.want("the end of input after the list")
			}
			return p, nil
		}
		r.tok = r.i
		sq, kind, err := r.square()
		if err != nil {
			return nil, err
		}
		if notation == "" {
			notation, r.xy = kind, kind == "X,Y"
		} else if kind != notation {
			return nil, r.fail(r.tok, ErrSyntax, "%q is in %s notation, but the list began in %s notation", r.s[r.tok:r.i], kind, notation)
		}
		p = append(p, sq)
	}
}

// atEnd reports whether a square token ends here.
func (r *pathReader) atEnd() bool {
	return r.i >= len(r.s) || strings.IndexByte(" \t\r\n\f\v,;[]()\"", r.s[r.i]) >= 0
}

// bad reports the token begun at r.tok, up to the end of its word.
func (r *pathReader) bad(what string) error {
	end := max(r.i, r.tok+1)
	for end < len(r.s) && end-r.tok < 24 && strings.IndexByte(" \t\r\n,;", r.s[end]) < 0 {
		end++
	}
	word := r.s[r.tok:min(end, len(r.s))]
	return r.fail(r.tok, ErrBadSquare, "%s %q%s", what, word, ZeroHint(word))
}

// square reads one square and names its notation.
func (r *pathReader) square() (Square, string, error) {
	c := r.s[r.i]
	switch {
	case isLetter(c):
		j := r.i
		for r.i < len(r.s) && isLetter(r.s[r.i]) {
			r.i++
		}
		if r.i-j == 1 && c|0x20 == 'p' && r.i < len(r.s) && r.s[r.i] == '(' {
			r.i++
			x, okX := r.number()
			comma := r.accept(',')
			y, okY := r.number()
			if !okX || !comma || !okY || !r.accept(')') || !r.atEnd() {
				if r.i >= len(r.s) {
					return Square{}, "", r.fail(r.tok, ErrSyntax, "input ends inside %q", r.s[r.tok:])
				}
				return Square{}, "", r.bad("bad term")
			}
			return Square{X: int32(x), Y: int32(y)}, "Prolog", nil
		}
		for r.i < len(r.s) && isDigit(r.s[r.i]) {
			r.i++
		}
		sq, ok := ParseAlgebraic(r.s[j:r.i])
		if !ok || !r.atEnd() {
			return Square{}, "", r.bad("bad square")
		}
		return sq, "algebraic", nil
	case isDigit(c):
		x, okX := r.number()
		for r.i < len(r.s) && (r.s[r.i] == ' ' || r.s[r.i] == '\t') {
			r.i++
		}
		if r.i >= len(r.s) || r.s[r.i] != ',' {
			return Square{}, "", r.bad("bad square")
		}
		r.i++
		for r.i < len(r.s) && (r.s[r.i] == ' ' || r.s[r.i] == '\t') {
			r.i++
		}
		if r.i >= len(r.s) || !isDigit(r.s[r.i]) {
			return Square{}, "", r.bad("bad square")
		}
		y, okY := r.number()
		if !okX || !okY || !r.atEnd() {
			return Square{}, "", r.bad("bad square")
		}
		return Square{X: int32(x), Y: int32(y)}, "X,Y", nil
	}
	r.i++
	return Square{}, "", r.bad("unknown token")
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// ZeroHint is the hint a message about the bad square s adds when s has
// a 0 coordinate, the usual sign of coordinates counted from 0
// (": coordinates start at 1 (a1 is 1,1)"), else "".
func ZeroHint(s string) string {
	zero := strings.FieldsFunc(s, func(r rune) bool { return r < '0' || r > '9' })
	for _, f := range zero {
		if strings.Trim(f, "0") == "" {
			return ": coordinates start at 1 (a1 is 1,1)"
		}
	}
	return ""
}
