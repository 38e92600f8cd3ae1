package notation

import "strconv"

// Elixir prints a list of small integers as a charlist when every one is
// a printable code point (ASCII 32..126, or one of the escapes \a \b \t
// \n \v \f \r \e): IO.inspect of [12, 13] prints ~c"\f\r" ('\f\r' before
// Elixir 1.15), so a path of
// pairs on a board up to 14 wide shows some pairs as charlists. The rule
// is Elixir's own, so the decoding is exact: a charlist of two code
// points is read as the pair it stands for, in place, its digits mapped
// back to the literal's bytes so that a fault is named where the
// charlist is written. A charlist of another length, or one with an
// escape the rule does not print, is left as written: no pair is certain.
// The older form is read only when it begins with an escape, since a
// quoted word ('a1') is a square in many languages, and no board up to
// 32 wide numbers a file or rank by a printable letter.

// charlistEscapes are the code points Elixir's inspect writes as an
// escape inside a charlist.
var charlistEscapes = map[byte]int{'a': 7, 'b': 8, 't': 9, 'n': 10, 'v': 11, 'f': 12, 'r': 13, 'e': 27, '"': '"', '\'': '\'', '\\': '\\'}

// decimalCharlists reads t with its charlists of two code points written
// as the pairs of integers they stand for, and reports whether there were
// any. One pass over the input.
func (t *text) decimalCharlists() bool {
	return t.rewriteSpans(func(i int) ([]byte, int, bool) {
		if i+3 >= len(t.b) || i > 0 && (isAlnum(t.b[i-1]) || t.b[i-1] == '\\') {
			return nil, 0, false
		}
		var pair [2]int
		var end int
		var ok bool
		switch {
		case t.b[i] == '~' && t.b[i+1] == 'c' && t.b[i+2] == '"':
			pair, end, ok = charlistPair(t.b, i+3, '"')
		case t.b[i] == '\'' && t.b[i+1] == '\\':
			pair, end, ok = charlistPair(t.b, i+1, '\'')
		}
		if !ok {
			return nil, 0, false
		}
		written := strconv.AppendInt(append(strconv.AppendInt([]byte{'['}, int64(pair[0]), 10), ", "...), int64(pair[1]), 10)
		return append(written, ']'), end, true
	})
}

// charlistPair decodes the charlist whose text begins at b[i], after
// its opening quote: its two code points and the byte after its closing
// quote. ok is false for any other count, an escape Elixir does not
// print, a byte outside ASCII 32..126, or no closing quote on the line.
func charlistPair(b []byte, i int, quote byte) (pair [2]int, end int, ok bool) {
	n := 0
	for ; i < len(b); i++ {
		c := b[i]
		if c == quote {
			return pair, i + 1, n == 2
		}
		v := int(c)
		if c == '\\' {
			if i+1 >= len(b) {
				return pair, 0, false
			}
			i++
			if v, ok = charlistEscapes[b[i]]; !ok {
				return pair, 0, false
			}
		} else if c < 32 || c > 126 || c == '#' && i+1 < len(b) && b[i+1] == '{' {
			return pair, 0, false // a line's end, a byte no charlist prints, or an interpolation
		}
		if n == 2 {
			return pair, 0, false
		}
		pair[n], n = v, n+1
	}
	return pair, 0, false
}
