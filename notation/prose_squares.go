package notation

import (
	"bytes"
	"slices"
	"unicode"
	"unicode/utf8"

	"github.com/knightcert/knight/board"
)

// A tour told in sentences ("The knight starts on e10. Now f12. Knight
// to h11. Then j12.") names its squares among words of any language:
// the squares are the tour, the words around them text. A paragraph is
// read so when its squares are whole words (a letter and one to three
// digits, punctuation around them aside), a word of letters stands
// between every two of them and no other number does (so that a list,
// a table or a move record is never taken for prose), and together they
// could be a tour (knightLike: eleven or more, two thirds of their
// steps knight's moves, over more than half the smallest board that
// holds them), so that a chess text naming squares is never judged as
// a tour. The squares are read as the square list they stand for
// (recast), each mapped to where it is written; the lines before the
// first and after the last are read as written, and a number after
// the last square ("every square of the 8 by 9 board") is text. A word
// on the squares' lines that holds a square glued to marks ("$e6",
// "c3$", "|e6", "xe6") is no word of a sentence: unless its square is
// one of the tour's, the paragraph is no prose, since the squares alone
// would leave it out without a word, and the list reader reads the line
// (a wrapper such as "$...$" read round its squares, other marks named).
// One pass over the paragraph's words.

// proseRuns are the paragraphs of t, on no line of a run of before, whose
// squares are told in sentences.
func (t *text) proseRuns(before []recastRun) []recastRun {
	taken := t.linesOf(before)
	var runs []recastRun
	for first, last := range t.lineRuns(taken, func(_, i int) bool { return len(bytes.TrimSpace(t.line(i))) > 0 }) {
		if r, ok := t.proseRun(first, last); ok {
			runs = append(runs, r)
		}
	}
	return runs
}

// proseRun reads lines first..last (from 0), one paragraph, as squares
// told in sentences, if they are.
func (t *text) proseRun(first, last int) (recastRun, bool) {
	var squares []recastSquare
	var path [][2]int
	words, numbers := 0, 0 // since the last square
	var gap []gapMark      // the marks of the words since the last square
	var gaps [][]gapMark
	type glued struct {
		line int
		sq   [2]int
	}
	var gluedSquares []glued
	for i := first; i <= last; i++ {
		for off, end := range t.words(i, isSpace) {
			from, to := trimPunct(t.b, off, end)
			w := t.b[from:to]
			if sq, ok := gluedSquare(w); ok {
				gluedSquares = append(gluedSquares, glued{i, sq})
			}
			switch {
			case proseSquare(w):
				if len(squares) > 0 && (words == 0 || numbers > 0) {
					// Two squares with no word between, or a number: a
					// list, a table's row or a move record, no sentence.
					return recastRun{}, false
				}
				if len(squares) > 0 {
					gaps = append(gaps, gap)
				}
				squares = append(squares, recastSquare{text: w, from: spanFrom(from, to, to-from)})
				path = append(path, [2]int{fileOf(w[0]), atoiCap(w[1:])})
				words, numbers, gap = 0, 0, nil
				continue
			case bytes.ContainsAny(w, "0123456789"):
				numbers++
			case utf8.RuneCount(w) >= 2:
				words++
			}
			if len(squares) > 0 { // marks before the first square part no two
				gap = append(gap, gapMarks(t.b, off, end, 0)...)
			}
		}
	}
	if !knightLike(path) || chainStray(gaps) || chainSign(gaps) != nil && (t.squareBeside(squares[0], -1) || t.squareBeside(squares[len(squares)-1], 1)) {
		// A chain with a square misprinted at an end ("е5 -> c4 ->"):
		// the list reader names it, where a sentence would hide it.
		return recastRun{}, false
	}
	r := recastRun{first: t.lineOf(squares[0]), last: t.lineOf(squares[len(squares)-1]), squares: squares}
	for _, g := range gluedSquares {
		if g.line >= r.first && g.line <= r.last && !slices.Contains(path, g.sq) {
			// The run's lines are read as its squares alone: a square
			// glued to marks on them would be left out unnamed.
			return recastRun{}, false
		}
	}
	return r, true
}

// gluedSquare reports whether w, a word without the punctuation around
// it (trimPunct), holds a square glued to marks no sentence writes: signs
// before or after it ("$e6", "c3$", "|e6", "\(e6"), or a move's letters
// before it ("xe6", "Nf3"). It returns the square's file and rank.
func gluedSquare(w []byte) ([2]int, bool) {
	from, to := 0, len(w)
	for from < to && !isAlnum(w[from]) {
		from++
	}
	for to > from && !isAlnum(w[to-1]) {
		to--
	}
	core := w[from:to]
	// core is up to two letters of a move, then the square's letter and
	// one to three digits.
	digits, end := squareAt(core, 0)
	letters := digits - 1
	if letters < 0 || letters > 2 || end != len(core) || !proseSquare(core[letters:]) {
		return [2]int{}, false
	}
	if letters == 0 && from == 0 && to == len(w) {
		return [2]int{}, false // a square alone
	}
	sq := core[letters:]
	return [2]int{fileOf(sq[0]), atoiCap(sq[1:])}, true
}

// trimPunct is the word l[from:to] without the punctuation around it:
// a sentence's full stop or comma, brackets and quotes.
func trimPunct(l []byte, from, to int) (int, int) {
	const punct = ".,;:!?()[]{}\"'`*_"
	for from < to && bytes.IndexByte([]byte(punct), l[from]) >= 0 {
		from++
	}
	for to > from && bytes.IndexByte([]byte(punct), l[to-1]) >= 0 {
		to--
	}
	return from, to
}

// proseSquare reports whether w is a square alone: one letter, then one
// to three digits, the first no 0.
func proseSquare(w []byte) bool {
	j, k := squareAt(w, 0)
	return j == 1 && k == len(w) && k > 1 && k <= 4 && w[1] != '0'
}

// chainStray reports whether gaps, the marks between a paragraph's
// squares, are a chain's: one shape of signs, no letter or digit,
// between most squares ("->", "=>"), and somewhere that shape with
// something beside it ("! ->", "-> zz ->"). Such a paragraph is a list
// with a stray in it, no sentence: the list reader names the stray,
// where a sentence's words would hide it.
func chainStray(gaps [][]gapMark) bool {
	sign := chainSign(gaps)
	if sign == nil {
		return false
	}
	for _, g := range gaps {
		if extra, ok := beyond(g, sign); ok && len(extra) > 0 {
			return true
		}
	}
	return false
}

// squareBeside reports whether the word beside sq, before it (dir -1)
// or after it (dir 1), could be a square misprinted (endWord).
func (t *text) squareBeside(sq recastSquare, dir int) bool {
	at := int(sq.from[0])
	if dir > 0 {
		at = int(sq.from[len(sq.from)-1]) + 1
	}
	w := endWord(t.b, at, dir, board.Board{})
	return w[0] < w[1]
}

// chainSign is the one shape of signs, no letter or digit, that stands
// between most of gaps ("->", "=>"), ten or more, when there is one.
func chainSign(gaps [][]gapMark) []gapMark {
	shapes := map[string]int{}
	var sign []gapMark
	most := ""
	for _, g := range gaps {
		k := shapeKey(g)
		if shapes[k]++; sign == nil || shapes[k] > shapes[most] || shapes[k] == shapes[most] && k < most {
			sign, most = g, k
		}
	}
	if len(gaps) < 10 || 5*shapes[most] < 4*len(gaps) || len(sign) == 0 {
		return nil
	}
	for _, m := range sign {
		if r, _ := utf8.DecodeRuneInString(m.form); m.form == "#" || unicode.IsLetter(r) || unicode.IsDigit(r) {
			return nil
		}
	}
	return sign
}
