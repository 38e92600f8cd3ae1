package notation

import (
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
	switch strings.ToLower(string(w)) {
	case "knight", "n", "move", "nr", "no", "moves", "step":
		return true
	}
	return false
}

// list reads a square list in any list notation of [Format]: algebraic
// squares, quoted or not, Prolog terms, and (file, rank) pairs written 1,1,
// (1, 1), [1, 1] or 1/1, separated by spaces, commas, semicolons, arrows or
// dashes, with move numbers (1. a1, 1: a1) skipped, inside [...] or the
// seeds' answer(N, [...]).
func (t *text) list(toks []token, opt ReadOptions) ([]Document, error) {
	var p board.Path
	var notation Format
	zero := false
	i := 0
	at := func(k int) token {
		if k < len(toks) {
			return toks[k]
		}
		return token{kind: tPunct, off: int32(len(t.b)), end: int32(len(t.b))}
	}
	punct := func(k int, c byte) bool { tk := at(k); return k < len(toks) && tk.kind == tPunct && tk.c == c }
	num := func(k int) bool { return k < len(toks) && toks[k].kind == tNum && !toks[k].neg && toks[k].num >= 0 }
	var open []byte // the wrapping brackets not yet closed
	// answer(N, [ ... ]).
	if i < len(toks) && toks[i].kind == tWord && strings.EqualFold(string(t.b[toks[i].at():toks[i].to()]), "answer") && punct(1, '(') {
		if !num(2) || !punct(3, ',') {
			return nil, t.errAt(at(2).at(), board.ErrSyntax, "want answer(N, [...])")
		}
		i = 4
		open = append(open, ')')
	}
	// SAN-like lists write the piece before every square: Na1 Nb3. On a
	// board wide enough "na1" is a square too, so the piece is read off
	// only when that puts more squares on the board given than reading it
	// as a file, or, with no board given, when every N is a capital.
	san := 0
	capitals, fits, whole := true, 0, 0
	for _, tk := range toks {
		if tk.kind == tWord {
			w := t.b[tk.at():tk.to()]
			if len(w) >= 3 && w[0]|0x20 == 'n' && isSquareWord(w[1:]) {
				san++
				capitals = capitals && w[0] == 'N'
				if opt.Board != (board.Board{}) {
					if sq, _ := board.ParseAlgebraic(w[1:]); opt.Board.Contains(sq) {
						fits++
					}
					if sq, ok := board.ParseAlgebraic(w); ok && opt.Board.Contains(sq) {
						whole++
					}
				}
			} else if !isPieceWord(w) {
				san = -1
				break
			}
		}
	}
	if opt.Board != (board.Board{}) && fits <= whole || opt.Board == (board.Board{}) && !capitals {
		san = 0
	}
	// The tokens are in memory already (at most 4 MiB of input), so the
	// list is read whole: lines before or after a tour may be cut off by
	// Judge, which needs to see them.
	limit := board.MaxSide * board.MaxSide
	var lineEnds []int // squares read before each newline
	for i < len(toks) && len(p) < limit {
		tk := toks[i]
		if tk.nl && len(p) > 0 && (len(lineEnds) == 0 || lineEnds[len(lineEnds)-1] != len(p)) {
			lineEnds = append(lineEnds, len(p))
		}
		var sq board.Square
		f := XY
		switch {
		case tk.kind == tPunct && (tk.c == '[' || tk.c == '('):
			closer := byte(']')
			if tk.c == '(' {
				closer = ')'
			}
			open = append(open, closer)
			i++
			continue
		case tk.kind == tPunct && (tk.c == ']' || tk.c == ')'):
			if len(open) == 0 || open[len(open)-1] != tk.c {
				return nil, t.errAt(tk.at(), board.ErrSyntax, "unexpected %q, nothing to close", tk.c)
			}
			open = open[:len(open)-1]
			i++
			continue
		case tk.kind == tPunct && strings.IndexByte(",;.|-", tk.c) >= 0 || tk.kind == tArrow:
			i++
			continue
		case tk.kind == tNum && (punct(i+1, '.') || punct(i+1, ':') || punct(i+1, ')')) && i+2 < len(toks) && !(punct(i+1, ')') && num(i+2)):
			i += 2 // a move number
			continue
		case tk.kind == tNum && i+1 < len(toks) && toks[i+1].kind == tWord && !toks[i+1].nl && (tk.nl || i == 0):
			i++ // a move number without a mark: "0 a1"
			continue
		case tk.kind == tWord && isPieceWord(t.b[tk.at():tk.to()]):
			i++ // "Knight a1", "Move nr. 1:"
			continue
		case tk.kind == tWord && san > 0:
			sq, _ = board.ParseAlgebraic(t.b[tk.at()+1 : tk.to()])
			f = Algebraic
			i++
		case tk.kind == tNum && (punct(i+1, ',') || punct(i+1, '/')) && num(i+2):
			if tk.neg || tk.num < 0 {
				return nil, t.errAt(tk.at(), board.ErrBadSquare, "bad square %s", t.quote(tk.at(), at(i+2).to()))
			}
			sq = board.Square{X: int32(tk.num), Y: int32(toks[i+2].num)}
			i += 3
		case (punct(i, '(') || punct(i, '[')) && num(i+1) && punct(i+2, ',') && num(i+3) && (punct(i+4, ')') || punct(i+4, ']')):
			sq = board.Square{X: int32(at(i + 1).num), Y: int32(at(i + 3).num)}
			i += 5
		case tk.kind == tWord && tk.to()-tk.at() == 1 && (t.b[tk.at()]|0x20) == 'p' && punct(i+1, '('):
			if !(num(i+2) && punct(i+3, ',') && num(i+4) && punct(i+5, ')')) {
				end := at(min(i+5, len(toks)-1)).to()
				if i+5 >= len(toks) {
					return nil, t.errAt(tk.at(), board.ErrSyntax, "input ends inside %s", t.quote(tk.at(), end))
				}
				return nil, t.errAt(tk.at(), board.ErrBadSquare, "bad term %s%s", t.quote(tk.at(), end), board.ZeroHint(string(t.b[tk.at():end])))
			}
			sq = board.Square{X: int32(at(i + 2).num), Y: int32(at(i + 4).num)}
			f = Prolog
			i += 6
		case tk.kind == tWord && isSquareWord(t.b[tk.at():tk.to()]):
			sq, _ = board.ParseAlgebraic(t.b[tk.at():tk.to()]) // without a string a square
			f = Algebraic
			i++
		case tk.kind == tWord || tk.kind == tString:
			word := string(t.b[tk.at():tk.to()])
			if tk.kind == tString {
				if u, err := strconv.Unquote(word); err == nil {
					word = u
				} else {
					word = strings.Trim(word, `'"`)
				}
			}
			s, ok := board.ParseAlgebraic(word)
			if !ok {
				if s, err := board.ParseSquare(word); err == nil && tk.kind == tString {
					sq, f = s, XY
					if strings.HasPrefix(strings.ToLower(strings.TrimSpace(word)), "p(") {
						f = Prolog
					}
					i++
					break
				}
				return nil, t.errAt(tk.at(), board.ErrBadSquare, "bad square %s%s", t.quote(tk.at(), t.word(tk.at())), board.ZeroHint(word))
			}
			sq, f = s, Algebraic
			i++
		default:
			return nil, t.errAt(tk.at(), board.ErrBadSquare, "bad square %s%s", t.quote(tk.at(), t.word(tk.at())), board.ZeroHint(string(t.b[tk.at():tk.to()])))
		}
		if len(p) == 0 {
			notation = f
		} else if f != notation {
			return nil, t.errAt(tk.at(), board.ErrSyntax, "%s is in %s notation, but the list began in %s notation",
				t.quote(tk.at(), toks[i-1].to()), notationName(f), notationName(notation))
		}
		if sq.X == 0 || sq.Y == 0 {
			zero = true
		}
		p = append(p, sq)
	}
	if len(p) == 0 {
		return nil, t.errAt(toks[0].at(), board.ErrSyntax, "no squares")
	}
	if len(open) > 0 && len(p) < limit {
		want := fmt.Sprintf("%q", open[len(open)-1])
		if len(open) == 1 && open[0] == ')' {
			want = "')' closing answer(N, [...])"
		}
		last := toks[len(toks)-1]
		return nil, t.errAt(last.to(), board.ErrSyntax, "unexpected end of input, want %s", want)
	}
	line, _ := t.pos(toks[0].at())
	d := Document{Board: opt.Board, Path: p, Format: notation, Line: line, lineEnds: lineEnds}
	if notation == XY {
		d.Based, d.Base = true, 1
		if zero {
			d.Base = 0
			for i := range d.Path {
				d.Path[i].X++
				d.Path[i].Y++
			}
		}
	} else if zero {
		return nil, t.errAt(toks[0].at(), board.ErrBadSquare, "a coordinate is 0: coordinates start at 1 (a1 is 1,1)")
	}
	if opt.Board == (board.Board{}) {
		return nil, fmt.Errorf("%w: a square list does not say its board", ErrNoBoard)
	}
	return []Document{d}, nil
}
