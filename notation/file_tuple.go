package notation

// A fileTupleSpan is where a tuple of a file's letter, bare or quoted,
// and a rank stands in a line: "(g, 1)", "('a', 3)", "{c; 2}". The
// tuple is an opening bracket, the letter with an optional quote either
// side, a comma or semicolon and the rank's digits, with blanks (space,
// tab, CR, LF, form feed) allowed around the letter, the separator and
// the digits, then a closing bracket of any of the three kinds.
type fileTupleSpan struct {
	file          int // offset of the file's letter
	rank, rankEnd int // the rank's digits
	end           int // just after the closing bracket
}

// fileTupleSpans are the tuples of l from left to right, none
// overlapping: after a tuple the search goes on past its closing bracket.
// Each part of a tuple is of a class of bytes that cannot start the part
// after it, so a tuple starting at a byte is found without backtracking.
func fileTupleSpans(l []byte) []fileTupleSpan {
	var out []fileTupleSpan
	for i := 0; i < len(l); {
		if m, ok := fileTupleAt(l, i); ok {
			out = append(out, m)
			i = m.end
			continue
		}
		i++
	}
	return out
}

// fileTupleAt is the tuple starting at l[i], if one does.
func fileTupleAt(l []byte, i int) (fileTupleSpan, bool) {
	var m fileTupleSpan
	if i >= len(l) || l[i] != '(' && l[i] != '[' && l[i] != '{' {
		return m, false
	}
	i = skipTupleBlanks(l, i+1)
	if i < len(l) && isQuote(l[i]) {
		i++
	}
	if i >= len(l) || !isLetter(l[i]) {
		return m, false
	}
	m.file = i
	i++
	if i < len(l) && isQuote(l[i]) {
		i++
	}
	i = skipTupleBlanks(l, i)
	if i >= len(l) || l[i] != ',' && l[i] != ';' {
		return m, false
	}
	i = skipTupleBlanks(l, i+1)
	m.rank = i
	for i < len(l) && isDigit(l[i]) {
		i++
	}
	if i == m.rank {
		return m, false
	}
	m.rankEnd = i
	i = skipTupleBlanks(l, i)
	if i >= len(l) || l[i] != ')' && l[i] != ']' && l[i] != '}' {
		return m, false
	}
	m.end = i + 1
	return m, true
}

func isQuote(c byte) bool { return c == '\'' || c == '"' }

// skipTupleBlanks skips the blanks a tuple allows; a vertical tab is not
// one of them.
func skipTupleBlanks(l []byte, i int) int {
	for i < len(l) && (l[i] == ' ' || l[i] == '\t' || l[i] == '\n' || l[i] == '\r' || l[i] == '\f') {
		i++
	}
	return i
}

// letterValue reports whether l holds a quoted value of one to three
// letters outside a file tuple: 'd' in "Square(file='d', rank=6)" or
// in ["d", 6]. Such a value is a file written as a letter, so the
// integers beside it are no pairs of their own; a quoted word followed
// by ':' or '=' is a key ('x': 1), and a longer one a caption.
func letterValue(l []byte) bool {
	spans := fileTupleSpans(l)
	for i := 0; i < len(l); i++ {
		if len(spans) > 0 && i >= spans[0].end {
			spans = spans[1:]
		}
		q := l[i]
		if !isQuote(q) || len(spans) > 0 && i >= spans[0].file-1 && i < spans[0].end {
			continue
		}
		j := i + 1
		for j < len(l) && isLetter(l[j]) {
			j++
		}
		if j == len(l) || l[j] != q {
			continue
		}
		letters := j - i - 1
		k := skipTupleBlanks(l, j+1)
		if letters >= 1 && letters <= 3 && (k == len(l) || l[k] != ':' && l[k] != '=') {
			return true
		}
		i = j
	}
	return false
}
