package notation

import (
	"bytes"

	"github.com/knightcert/knight/board"
)

// itemLines reports whether the lines first..last (from 0) that name
// squares are items of one list, a square a line, each line the same
// words around its numbers and its square ("ok 7 - square c2", "step 7:
// c2"): a test's or a log's report of each move. Such lines are a list
// as written, whether or not it covers its board, when they name more
// than half of b's squares and no more than b has: words that merely
// mention squares are neither so many nor written so alike.
func (t *text) itemLines(first, last int, p board.Path, b board.Board) bool {
	if len(p) < 3 || len(p) > b.Size()+1 {
		return false
	}
	var form []byte
	items := 0
	for i := first; i <= last; i++ {
		l := t.line(i)
		switch squareWords(l) {
		case 0:
			continue
		case 1:
		default:
			return false
		}
		f := itemForm(l)
		if items > 0 && !bytes.Equal(f, form) {
			return false
		}
		form = f
		items++
	}
	if items != len(p) {
		return false
	}
	return namesOverHalf(p, b)
}

// namesOverHalf reports whether p names more than half of b's squares,
// each counted once: words that merely mention squares name fewer.
func namesOverHalf(p board.Path, b board.Board) bool {
	distinct := make(map[board.Square]bool, len(p))
	for _, s := range p {
		distinct[s] = true
	}
	return 2*len(distinct) > b.Size()
}

// itemForm is l without its digits and without the letter of a word
// that is a letter and digits (a square's file): what the items of one
// list share.
func itemForm(l []byte) []byte {
	l = bytes.TrimSpace(l)
	out := make([]byte, 0, len(l))
	for k := 0; k < len(l); k++ {
		c := l[k]
		if isDigit(c) {
			continue
		}
		if isLetter(c) && k+1 < len(l) && isDigit(l[k+1]) && (k == 0 || !isLetter(l[k-1]) && !isDigit(l[k-1])) {
			continue
		}
		out = append(out, c)
	}
	return out
}

// vectorLines reports whether the lines first..last (from 0) that name
// squares are one vector printed over lines, each line begun by the
// index of its first element in brackets, as R prints ("[1] \"f2\" ...",
// "[13] \"j16\" ..."): each index is one more than the squares before it,
// so the lines are one list as written, whether or not it covers its
// board, when they name more than half of b's squares and no more than b
// has.
func (t *text) vectorLines(first, last int, p board.Path, b board.Board) bool {
	if len(p) < 3 || len(p) > b.Size()+1 {
		return false
	}
	before, lines := 0, 0
	for i := first; i <= last; i++ {
		l := bytes.TrimSpace(t.line(i))
		n := squareWords(l)
		if n == 0 {
			continue
		}
		if len(l) < 3 || l[0] != '[' {
			return false
		}
		k := 1
		for k < len(l) && isDigit(l[k]) {
			k++
		}
		if k == 1 || k >= len(l) || l[k] != ']' || atoiCap(l[1:k]) != before+1 {
			return false
		}
		before += n
		lines++
	}
	if lines < 2 || before != len(p) {
		return false
	}
	return namesOverHalf(p, b)
}
