package notation

import (
	"bufio"
	"errors"
	"io"

	"github.com/knightcert/knight/board"
)

// ScanPlainLine reads r a square at a time, holding none of them, when it
// is written as knight tour writes a path by default: one line of squares
// of the board in lower-case algebraic notation, one space between each
// two, a newline at the end or not, and nothing else. It calls each on the
// squares in order, with the column of the square's first byte (from 1, on
// line 1: the column a reader's error gives), and stops when each returns
// false. It reports whether
// the whole text was that layout, read to its end; false (each stopped, or
// any other byte, layout or read error) means nothing about the text, which
// [ReadTours] then reads as it reads any text.
//
// Read so, the text is the one path ReadTours would read from it, given
// the board: a list whose first word is no piece written before a square
// (an "n" word, which could be a game's Na1) is read square by square.
func ScanPlainLine(r io.Reader, each func(s board.Square, col int) bool) bool {
	br := bufio.NewReaderSize(r, 64<<10)
	first := true
	col := 1
	for {
		tok, err := br.ReadSlice(' ')
		last := false
		switch {
		case err == io.EOF:
			last = true
			if n := len(tok); n > 0 && tok[n-1] == '\n' {
				tok = tok[:n-1]
			}
		case err != nil:
			if !errors.Is(err, bufio.ErrBufferFull) {
				return false // a read error
			}
			return false // a word of 64 KiB is no square
		default:
			tok = tok[:len(tok)-1]
		}
		if !plainSquareWord(tok) || first && tok[0] == 'n' {
			return false
		}
		first = false
		s, ok := board.ParseAlgebraic(tok)
		if !ok || !each(s, col) {
			return false
		}
		col += len(tok) + 1
		if last {
			return true
		}
	}
}

// plainSquareWord reports whether w is letters a-z then a number from 1
// without leading zeros: a square as knight writes it.
func plainSquareWord(w []byte) bool {
	i := 0
	for i < len(w) && w[i] >= 'a' && w[i] <= 'z' {
		i++
	}
	if i == 0 || i == len(w) || w[i] == '0' {
		return false
	}
	for ; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return true
}
