package notation

import (
	"bytes"

	"github.com/knightcert/knight/board"
)

// Long algebraic moves name both squares of a move: "Nb1-c3", "b1xc3",
// "Sb1–c3+", a from-square, a mark between ('-', 'x', ':' or an en dash)
// and a to-square, the from-square after at most one capital letter, the
// piece (N, S, C, P, K: each language its own), the move after it marked
// with a check or a comment ('+', '#', '!', '?'). The squares are the
// move; the piece letter, the capture's 'x' and the marks after are no
// squares, so the lexer and the structural reader pass over them, and a
// square glued to such a letter ("Nb1" in "Nb1-c3") is the square after
// it, not one on a file of two letters. A capital letter before a square
// in lower case, with no move mark after the square, stays as written:
// SAN's destinations (Nb3) are read by their own rule.

// lowerSquareEnd is the end of a square written in lower case at b[i:end]
// (one or two letters a to z, then digits from 1), or -1 when none starts
// there.
func lowerSquareEnd(b []byte, i, end int) int {
	j, k := squareAt(b[:end], i)
	if j == i || j-i > 2 || b[i] < 'a' || b[j-1] < 'a' || k == j || b[j] == '0' || k-j > 4 {
		return -1
	}
	return k
}

// moveMark is the length of the mark between the two squares of a long
// algebraic move at b[i:end]: '-', 'x', ':' or an en dash, or 0.
func moveMark(b []byte, i, end int) int {
	switch {
	case i >= end:
		return 0
	case b[i] == '-' || b[i] == 'x' || b[i] == ':':
		return 1
	case b[i] == 0xE2 && i+2 < end && b[i+1] == 0x80 && b[i+2] == 0x93:
		return 3
	}
	return 0
}

// lanMove reports whether a long algebraic move begins at b[i:end] at a
// word's start, and if so where its from-square starts (after the piece
// letter, when written), where that square ends, where its mark ends (the
// to-square's start) and where the to-square ends.
func lanMove(b []byte, i, end int) (from, fromEnd, to, toEnd int, ok bool) {
	from = i
	if i < end && b[i] >= 'A' && b[i] <= 'Z' {
		from = i + 1
	}
	fromEnd = lowerSquareEnd(b, from, end)
	if fromEnd < 0 {
		return 0, 0, 0, 0, false
	}
	m := moveMark(b, fromEnd, end)
	if m == 0 {
		return 0, 0, 0, 0, false
	}
	to = fromEnd + m
	toEnd = lowerSquareEnd(b, to, end)
	if toEnd < 0 || toEnd < end && (isLetter(b[toEnd]) || isDigit(b[toEnd]) || b[toEnd] == '_') {
		return 0, 0, 0, 0, false
	}
	if isRowColRef(b[from:toEnd]) {
		return 0, 0, 0, 0, false // r3c2: row 3, column 2 (pair_order.go)
	}
	return from, fromEnd, to, toEnd, true
}

// checkMarks is how many of '+', '#', '!' and '?' follow a move's
// to-square at b[i:end], glued to it and ending the word.
func checkMarks(b []byte, i, end int) int {
	k := i
	for k < end && k-i < 3 && (b[k] == '+' || b[k] == '#' || b[k] == '!' || b[k] == '?') {
		k++
	}
	if k < end && !isSpace(b[k]) && b[k] != ',' && b[k] != ';' && b[k] != '\n' && b[k] != '\r' && b[k] != ')' && b[k] != ']' {
		return 0
	}
	return k - i
}

// settingValues are the spans of l that are the value of a named setting
// holding one square alone: "maxfield=h3," or "setpieces={Na3}" in a
// markup's options, "start=a1" at a line's end. Such a value says where
// something is, not where the knight goes: no move of a list around it.
// A value runs from its '=' to a ',' or ';' followed by another setting
// (a word then '=') or by the line's end, or to the line's end; a value
// of more squares ("tour=a1 b3 c1", "moves={a1-b3,b3-c1}") is a list, and
// one followed by more squares after its comma ("tour=a1,b3") begins one.
// A setting's name is a word that names no square: "e3= g4" is a square
// of a list with a mark after it, then the next.
// Where such settings hold more of a block's squares than the rest does
// (`<move to="b3"/>` a line), structuralList reads them as the list.
func settingValues(l []byte) [][2]int {
	var out [][2]int
	for k := 1; k < len(l); k++ {
		if l[k] != '=' || !(isLetter(l[k-1]) || isDigit(l[k-1]) || l[k-1] == '_') || k+1 < len(l) && (l[k+1] == '=' || l[k+1] == '>') {
			continue
		}
		name := k
		for name > 0 && (isLetter(l[name-1]) || isDigit(l[name-1]) || l[name-1] == '_') {
			name--
		}
		if isSquareWord(bytes.ToLower(l[name:k])) {
			continue
		}
		end, depth := k+1, 0
	scan:
		for ; end < len(l); end++ {
			switch c := l[end]; {
			case c == '{' || c == '[' || c == '(':
				depth++
			case c == '}' || c == ']' || c == ')':
				if depth == 0 {
					break scan
				}
				depth--
			case depth == 0 && (c == ',' || c == ';'):
				if nextSetting(l[end+1:]) {
					break scan
				}
			case depth == 0 && c == '\n':
				break scan
			}
		}
		if settingSquares(l[k+1:end]) == 1 {
			out = append(out, [2]int{k + 1, end})
		}
		k = end - 1
	}
	return out
}

// nextSetting reports whether rest, after a value's ',' or ';', is the
// line's end or another setting: a word, then '='.
func nextSetting(rest []byte) bool {
	j := 0
	for j < len(rest) && isSpace(rest[j]) {
		j++
	}
	if j == len(rest) || rest[j] == '%' {
		return true
	}
	w := j
	for j < len(rest) && (isLetter(rest[j]) || isDigit(rest[j]) || rest[j] == '_') {
		j++
	}
	return j > w && j < len(rest) && rest[j] == '=' && isLetter(rest[w])
}

// settingSquares counts the words of b that are a square, after at most one
// capital piece letter ("h3", "Na3"), standing alone.
func settingSquares(b []byte) int {
	n := 0
	for k := 0; k < len(b); {
		if !isLetter(b[k]) {
			k++
			continue
		}
		end := k
		for end < len(b) && (isLetter(b[end]) || isDigit(b[end]) || b[end] == '_') {
			end++
		}
		w := b[k:end]
		if len(w) > 1 && w[0] >= 'A' && w[0] <= 'Z' && w[1] >= 'a' && w[1] <= 'z' {
			w = w[1:]
		}
		if _, ok := board.ParseAlgebraic(bytes.ToLower(w)); ok {
			n++
		}
		k = end
	}
	return n
}
