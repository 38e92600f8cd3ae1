package notation

import (
	"bytes"
	"fmt"
	"slices"
	"sort"
	"unicode"
	"unicode/utf8"

	"github.com/knightcert/knight/board"
)

// fen is a PGN game's [FEN "..."] tag: its line, the square of its one
// knight when it places exactly one, and its board (ranks and files
// counted) when every rank has as many files.
type fen struct {
	line   int
	knight board.Square
	one    bool
	board  board.Board
}

// fenStarts finds the FEN tags of the text (fenRanks reads their
// placements). A run past the widest board gives no board.
func (t *text) fenStarts() []fen {
	var out []fen
	for i := range t.lines {
		l := t.line(i)
		k := bytes.Index(l, []byte(`[FEN "`))
		if k < 0 {
			continue
		}
		placement, _, _ := bytes.Cut(l[k+len(`[FEN "`):], []byte(" "))
		placement, _, _ = bytes.Cut(placement, []byte(`"`))
		f := fen{line: i + 1}
		knights := 0
		ranks := fenRanks(placement, func(c byte, sq board.Square, _ int) {
			if c == 'N' || c == 'n' {
				knights, f.knight = knights+1, sq
			}
		})
		b := board.Board{W: ranks[0].width, H: int32(len(ranks))}
		if !slices.ContainsFunc(ranks, func(r fenRank) bool { return r.width != b.W }) && b.W > 0 && b.W <= board.MaxSide && b.H <= board.MaxSide {
			f.board = b
		}
		f.one = knights == 1
		out = append(out, f)
	}
	return out
}

// fenStart puts the knight of the FEN tag before a game's moves first in
// each reading of the tour that wrote the piece before its squares (Nb3
// Nc1): such moves name where the knight goes, so the start is the FEN's.
// Without a FEN the start is not known: the one square the moves leave
// out is read as the start when it can be one ([missingStart]), and
// otherwise the moves are read as written.
func fenStart(tour *Tour, fens []fen, boardGiven bool) {
	f := fenBefore(fens, tour.Line)
	for i, d := range tour.Readings {
		if !d.san || len(d.Path) == 0 {
			continue
		}
		start, ok := missingStart(d)
		switch {
		case f != nil && f.one && d.Path[0] != f.knight:
			start, ok = f.knight, true
			d.startFrom = fmt.Sprintf("the start, %v, from the FEN tag on line %d", f.knight, f.line)
			if f.board == d.Board && !boardGiven {
				d.startFrom = fmt.Sprintf("board %v and the start, %v, from the FEN tag on line %d", f.board, f.knight, f.line)
			}
		case f != nil && f.one:
			continue // the moves write the start too
		case ok:
			d.startFrom = fmt.Sprintf("the start, %v, not written (the moves name where the knight goes): the one square they leave out", start)
		}
		if !ok {
			continue
		}
		d.Path = append(board.Path{start}, d.Path...)
		d.places = d.places.cut(-1)
		d.lineEnds, d.closeEnds = nil, nil
		tour.Readings[i] = d
	}
}

// fenBefore is the last FEN tag before line, or nil.
func fenBefore(fens []fen, line int) *fen {
	return lastBefore(fens, line, func(f *fen) int { return f.line })
}

// lastBefore is the last of xs, in the order of their lines (lineOf),
// above line, or nil: a search, not a walk, as a stream of documents may
// have a caption a tour.
func lastBefore[T any](xs []T, line int, lineOf func(*T) int) *T {
	i := sort.Search(len(xs), func(i int) bool { return lineOf(&xs[i]) >= line })
	if i == 0 {
		return nil
	}
	return &xs[i-1]
}

// missingStart is the start of moves that do not write it: the one square
// of the board they leave out, when they name every other once and it is
// a knight's move from the first. Any other start would leave a square
// unvisited or make no knight's move, so the moves are a tour from it or
// from none, and a fault found in them is a fault whatever the start.
func missingStart(d Document) (board.Square, bool) {
	n, p := d.Board.Size(), d.Path
	if len(p) != n-1 || len(p) == 0 {
		return board.Square{}, false
	}
	seen := make([]bool, n)
	for _, s := range p {
		if !d.Board.Contains(s) || seen[d.Board.Index(s)] {
			return board.Square{}, false
		}
		seen[d.Board.Index(s)] = true
	}
	start := d.Board.Square(slices.Index(seen, false))
	return start, board.IsKnightMove(start, p[0])
}

// statedStarts puts before each square list of tour the start a caption
// states on the line just before it ("Solution exists from: 0,0", then
// "Move to (2,1); Move to (4,2); ..."; "Start: c3", then "-> a4 -> b6"):
// such a list names where the knight goes, as a game's moves do. The
// start is read only when it is certain as missingStart's is: the one
// square of the board (given, else the smallest holding the start and
// the list) that the list leaves out, a knight's move from its first. A
// start the list names too, or one that leaves it no tour either way,
// is no part of it, and the list is read as written. The caption may
// stand before the list's first square on its line, and words may
// follow the start ("The knight starts at c5 and then vis-"), none of
// them with a digit. The caption is a
// word of any language or script, and its line writes no other number: a line
// that does is a move of a list before ("move 35: knight to c4").
func (t *text) statedStarts(tour *Tour, given board.Board) {
	for i, d := range tour.Readings {
		s, line, ok := t.captionStart(d, given)
		if !ok {
			continue
		}
		if d.fromSquares {
			d.Board = box(append(board.Path{s}, d.Path...))
		}
		d.startFrom = fmt.Sprintf("the start, %v, from line %d %q, the one square the list leaves out", s, line+1, shorten(string(bytes.TrimSpace(t.line(line)))))
		d.Path = append(board.Path{s}, d.Path...)
		d.places = d.places.cut(-1)
		d.lineEnds, d.closeEnds = nil, nil
		tour.Readings[i] = d
	}
}

// startBefore reports whether a caption states the start of d, a list
// of pairs read by structure that is then a whole tour (statedStarts).
func (t *text) startBefore(d Document) bool {
	_, _, ok := t.captionStart(d, board.Board{})
	return ok
}

// captionStart is the start the line before square list d states, in
// d's notation, and that line, when it is d's start (statedStarts).
func (t *text) captionStart(d Document, given board.Board) (board.Square, int, bool) {
	if d.san || d.startFrom != "" || d.movePairs || d.Flipped || len(d.Path) < 2 || d.places == nil || len(d.places.offs) == 0 || d.Format != XY && d.Format != Algebraic {
		return board.Square{}, 0, false
	}
	first, _ := t.pos(int(d.places.offs[0]))
	k := first - 2
	var l []byte
	if own, o := t.line(first-1), int(d.places.offs[0])-t.lines[first-1]; d.Format == Algebraic && !t.done && o > 0 && o <= len(own) && wordy(own[:o]) && squareWords(own[:o]) > 0 {
		// The caption before the list's first square on its line ("The
		// knight starts at g5 and then visits, in order, f3, g1, ...").
		k, l = first-1, own[:o]
	}
	for k >= 0 && l == nil && len(bytes.TrimSpace(t.line(k))) == 0 {
		k--
	}
	if k < 0 {
		return board.Square{}, 0, false
	}
	if kind, _, _ := t.classifyLine(k); kind != lineWords && kind != lineData {
		return board.Square{}, 0, false
	}
	if l == nil {
		l = t.line(k)
	}
	from := t.lines[k]
	var s board.Square
	var at int
	if d.Format == XY {
		ints := t.lineInts(k)
		if len(ints) != 2 || !d.Based || ints[0].v < d.Base || ints[1].v < d.Base || ints[0].v > board.MaxSide || ints[1].v > board.MaxSide {
			return board.Square{}, 0, false
		}
		s = board.Square{X: int32(ints[0].v) + 1 - int32(d.Base), Y: int32(ints[1].v) + 1 - int32(d.Base)}
		if d.Transposed {
			s.X, s.Y = s.Y, s.X
		}
		at = ints[0].off - from
		l = l[ints[1].off-from:]
	} else {
		words := bytes.Fields(bytes.TrimRight(l, " \t\r.,;:)]"))
		if len(words) < 2 {
			return board.Square{}, 0, false
		}
		last := len(words) - 1
		for last > 0 && !bytes.ContainsAny(words[last], "0123456789") {
			last-- // a sentence the line's end cuts after the start ("starts at c5 and then vis-")
		}
		w := bytes.Trim(words[last], "([.,;:)]")
		sq, ok := board.ParseAlgebraic(bytes.ToLower(w))
		if !ok {
			return board.Square{}, 0, false
		}
		s, at, l = sq, bytes.LastIndex(l, w), nil
	}
	otherScript := func(r rune) bool { return r >= utf8.RuneSelf && unicode.IsLetter(r) }
	if caption := t.line(k)[:at]; !longWord(caption) && !bytes.ContainsFunc(caption, otherScript) || d.Format == Algebraic && bytes.ContainsAny(caption, "0123456789") {
		return board.Square{}, 0, false // a line of squares, or a move's, no caption
	}
	for _, c := range l {
		if !isDigit(c) && !isSpace(c) && !bytes.ContainsRune([]byte(")].,;:"), rune(c)) {
			return board.Square{}, 0, false // words after the pair: no caption of one square
		}
	}
	b := given
	if b == (board.Board{}) {
		b = d.Board
		if d.fromSquares {
			b = box(append(board.Path{s}, d.Path...))
		}
	}
	start, ok := missingStart(Document{Board: b, Path: d.Path})
	return s, k, ok && start == s
}
