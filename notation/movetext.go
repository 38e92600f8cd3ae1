package notation

import (
	"bytes"
	"fmt"
)

// A game's moves in PGN (the PGN standard, 1994, sections 5, 6 and 8.2)
// carry text that is no move: a comment in braces, which does not nest
// and may span lines ("{[%clk 0:05:37]}"), a comment from ';' to the
// line's end, a line begun by '%' (an escape), a numeric annotation
// glyph ("$16"), the suffix annotations of the import format ("!!",
// "?!") and a recursive annotation variation in brackets, "(4. Nb4-c2)",
// which may nest and holds moves that were not played. The moves of
// the game are the rest, read by the square-list readers as any list.
// A variation is never part of the tour: it is set aside by name, as a
// line's words are. When a comment or a variation is left open the
// grammar is not followed and nothing is read so: the readers then
// refuse the text where it stops making sense.

// gameMoves reads t with the comments, glyphs and variations of its
// games' moves left out, and reports whether there were any; the
// variations it left out are what it returns, to be set aside by name.
// A game's moves begin at a move number 1 ("1." or "1...") followed by
// a move and go on to a game's result ("1-0", "0-1", "1/2-1/2", "*"), a
// blank line or a tag ("[Event ..."); a line emptied is dropped, so that
// it parts no moves as a blank line would. One pass over the input.
func (t *text) gameMoves() ([]Skip, bool) {
	b := t.b
	if !bytes.Contains(b, []byte("1.")) || !bytes.ContainsAny(b, "{;$(!?%") {
		return nil, false // the common case, no annotated game, at once
	}
	var out []byte
	var from []int32
	var variations []Skip
	copied := 0
	changed := false
	for i := 0; i < len(b); i++ {
		if !gameStart(b, i) {
			continue
		}
		for ; copied < i; copied++ {
			out, from = append(out, b[copied]), append(from, int32(copied))
		}
		lineDropped := false // something left out of the line being copied
	moves:
		for copied < len(b) {
			c := b[copied]
			lineStart := copied == 0 || b[copied-1] == '\n'
			switch {
			case c == '\n':
				if lineDropped && blankTail(out) {
					copied++ // the line emptied: no blank line between moves
					lineDropped = false
					continue
				}
				if lineStart && !lineDropped {
					break moves // a blank line ends the moves
				}
				lineDropped = false
			case lineStart && c == '[':
				break moves // the next game's tags
			case lineStart && c == '%', c == ';':
				copied = lineEnd(b, copied)
				lineDropped, changed = true, true
				continue
			case c == '{':
				k := bytes.IndexByte(b[copied:], '}')
				if k < 0 {
					return nil, false // a comment left open: no grammar followed
				}
				copied += k + 1
				lineDropped, changed = true, true
				continue
			case c == '(':
				k, ok := variationEnd(b, copied)
				if !ok {
					return nil, false
				}
				line, col := t.pos(copied)
				variations = append(variations, Skip{Line: line, Col: col, Text: fmt.Sprintf("a variation, moves not played: %s", shorten(string(spaced(b[copied:k]))))})
				copied = k
				lineDropped, changed = true, true
				continue
			case c == ')':
				return nil, false // a variation closed that was never opened
			case c == '$' && copied+1 < len(b) && isDigit(b[copied+1]):
				for copied++; copied < len(b) && isDigit(b[copied]); copied++ {
				}
				lineDropped, changed = true, true
				continue
			case c == '!' || c == '?':
				copied++
				lineDropped, changed = true, true
				continue
			}
			if k := gameResult(b, copied); k > 0 {
				copied = k // no square, and "1/2" of a draw could read as one
				break
			}
			out, from = append(out, c), append(from, int32(copied))
			copied++
		}
		i = max(i, copied-1)
	}
	if !changed {
		return nil, false
	}
	for ; copied < len(b); copied++ {
		out, from = append(out, b[copied]), append(from, int32(copied))
	}
	t.reread(out, from)
	return variations, true
}

// gameStart reports whether a game's moves begin at b[i]: a move number
// 1 at a word's start, its periods, and a move after them: a square
// after a piece letter, as SAN and long algebraic moves write a knight's
// ("Nb3", "Nb1-c3"), so that a numbered list of squares ("1. a1; 2. b3")
// is no game whose ';' begins a comment.
func gameStart(b []byte, i int) bool {
	if b[i] != '1' || i > 0 && (isAlnum(b[i-1]) || b[i-1] == '.') || i+1 >= len(b) || b[i+1] != '.' {
		return false
	}
	k := i + 1
	for k < len(b) && b[k] == '.' {
		k++
	}
	k = skipBlanks(b, k)
	if k >= len(b) || b[k] < 'A' || b[k] > 'Z' {
		return false
	}
	return lowerSquareEnd(b, k+1, len(b)) > 0
}

// gameResult is where a game's result at b[i] ends ("1-0", "0-1",
// "1/2-1/2" or "*", at a word's start and end), or 0.
func gameResult(b []byte, i int) int {
	if i > 0 && isAlnum(b[i-1]) {
		return 0
	}
	for _, r := range [...]string{"1-0", "0-1", "1/2-1/2", "*"} {
		if k := i + len(r); bytes.HasPrefix(b[i:], []byte(r)) && (k == len(b) || !isAlnum(b[k])) {
			return k
		}
	}
	return 0
}

// variationEnd is where the variation opened at b[i] ends, after its
// closing bracket, and whether one closes it: variations nest, and a
// bracket in a comment within one is the comment's.
func variationEnd(b []byte, i int) (int, bool) {
	depth := 0
	for k := i; k < len(b); k++ {
		switch b[k] {
		case '(':
			depth++
		case ')':
			if depth--; depth == 0 {
				return k + 1, true
			}
		case '{':
			e := bytes.IndexByte(b[k:], '}')
			if e < 0 {
				return 0, false
			}
			k += e
		case ';':
			k = lineEnd(b, k) - 1
		}
	}
	return 0, false
}

// blankTail reports whether the last line of out holds only spaces.
func blankTail(out []byte) bool {
	start := bytes.LastIndexByte(out, '\n') + 1
	return len(bytes.TrimLeft(out[start:], " \t\r")) == 0
}

// spaced is s with its line breaks as spaces, for a note.
func spaced(s []byte) []byte {
	return bytes.ReplaceAll(bytes.ReplaceAll(s, []byte("\r"), nil), []byte("\n"), []byte(" "))
}

// gameTours reads t, its games' annotations left out (gameMoves), and
// sets each variation aside on the tour it was written in: the last
// that begins on its line or before.
func gameTours(t *text, variations []Skip, opt ReadOptions) ([]Tour, error) {
	tours, err := readText(t, opt)
	t.toSource(tours)
	t.errToSource(err)
	for _, v := range variations {
		k := len(tours) - 1
		for k > 0 && tours[k].Line > v.Line {
			k--
		}
		if k < 0 {
			continue
		}
		for i := range tours[k].Readings {
			tours[k].Readings[i].Skipped = append(tours[k].Readings[i].Skipped, v)
		}
	}
	return tours, err
}
