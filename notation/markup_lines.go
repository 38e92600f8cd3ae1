package notation

import "bytes"

// fewNumbers is the most numbers a line of markup holds that is a
// picture's setup, not a path: three pairs, a path of three squares,
// which no board with a tour has ("\draw (0,0) grid (8,8);", "<svg
// viewBox="0 0 8 8">", "<rect x="0" y="0" width="8" height="8"/>").
const fewNumbers = 6

// markupLine classifies line i, its first byte not blank at j, when it
// begins with a command of TeX ('\') or a tag of XML, SVG or HTML ('<'):
// bytes no notation of a tour begins with, so the head is a frame around
// the data, never part of it. A frame with a run of numbers is data from
// where the run begins: after the command and its options ("\draw[->]
// (2,5) -- ..."), or inside the tag's attribute that holds it, up to its
// quote ("points="2,5 1,3"/>"). A frame with a few numbers is the
// picture's setup and words, set aside and named, unless it goes on in
// the next line ("-- (3,4) ...") or lines like it, three or more, are
// one square or move each. ok is false for a line of another shape (an
// HTML row with its numbers between the tags): classify reads it.
func (t *text) markupLine(i, j int) (kind lineKind, from, to int, ok bool) {
	l := t.line(i)
	rest := l[j:]
	if len(rest) < 2 || rest[0] != '\\' && rest[0] != '<' || !isLetter(rest[1]) {
		return 0, 0, 0, false
	}
	name := 1
	for name < len(rest) && (isLetter(rest[name]) || isDigit(rest[name]) || rest[name] == ':' || rest[name] == '-') {
		name++
	}
	at, end := 0, len(rest) // the part of rest that may hold the path
	if rest[0] == '\\' {
		at = name
		for at < len(rest) {
			for at < len(rest) && isSpace(rest[at]) {
				at++
			}
			if at == len(rest) || rest[at] != '[' && rest[at] != '{' {
				break
			}
			if at = groupEnd(rest, at); at < 0 {
				return 0, 0, 0, false
			}
		}
	} else {
		var closed bool
		if at, end, closed = tagValue(rest, name); !closed {
			return 0, 0, 0, false
		}
		if end-at > 2 && isLetter(rest[at]) && rest[at+1] == ' ' {
			at += 2 // a path's first command ("d="M 2 5 L ...")
		}
	}
	data := rest[at:end]
	start := t.lines[i] + j
	switch {
	case numbersIn(data) > fewNumbers && rest[0] == '<':
		return lineData, start + at, start + end, true
	case numbersIn(data) > fewNumbers || t.pathGoesOn(i) && !t.markupRun(i, rest[:name]):
		return lineData, start + at, 0, true
	case t.markupRun(i, rest[:name]):
		return 0, 0, 0, false
	}
	return lineWords, 0, 0, true
}

// groupEnd is the offset after the bracket that closes the one open at
// b[k] ('[' or '{'), or -1 when the line does not close it.
func groupEnd(b []byte, k int) int {
	open, close := b[k], byte(']')
	if open == '{' {
		close = '}'
	}
	depth := 0
	for e := k; e < len(b); e++ {
		switch b[e] {
		case open:
			depth++
		case close:
			depth--
			if depth == 0 {
				return e + 1
			}
		}
	}
	return -1
}

// tagValue finds, in the tag b begins, the name ending at k, the quoted
// value of an attribute with the most numbers: its offsets in b, from
// after its opening quote to its closing one. closed is false unless the
// tag closes on the line with no digit after it ("</svg>" may follow),
// so that a table's row of cells is no tag of this kind.
func tagValue(b []byte, k int) (from, to int, closed bool) {
	most := -1
	for ; k < len(b); k++ {
		switch c := b[k]; {
		case c == '"' || c == '\'':
			e := bytes.IndexByte(b[k+1:], c)
			if e < 0 {
				return 0, 0, false
			}
			if n := numbersIn(b[k+1 : k+1+e]); n > most {
				most, from, to = n, k+1, k+1+e
			}
			k += 1 + e
		case c == '>':
			return from, to, numbersIn(b[k:]) == 0
		}
	}
	return 0, 0, false
}

// markupRun reports whether line i and two lines next to it begin with
// the same command or tag (head) and hold as many numbers: a path written
// a square or a move a line, each in a frame of its own.
func (t *text) markupRun(i int, head []byte) bool {
	alike := func(k int) bool {
		if k < 0 || k >= len(t.lines) {
			return false
		}
		l := bytes.TrimLeft(t.line(k), " \t")
		return bytes.HasPrefix(l, head) && (len(l) == len(head) || !isLetter(l[len(head)])) && numbersIn(l) == numbersIn(t.line(i))
	}
	return alike(i-1) && (alike(i-2) || alike(i+1)) || alike(i+1) && alike(i+2)
}

// pathGoesOn reports whether the path line i begins goes on in the next
// line: the line ends with a connector, or the next one not blank begins
// with one ("--", "->", ",").
func (t *text) pathGoesOn(i int) bool {
	connector := func(b []byte, at func(b, c []byte) bool) bool {
		return at(b, []byte("--")) || at(b, []byte("->")) || at(b, []byte(","))
	}
	if connector(bytes.TrimRight(t.line(i), " \t\r"), bytes.HasSuffix) {
		return true
	}
	for k := i + 1; k < len(t.lines); k++ {
		if l := bytes.TrimSpace(t.line(k)); len(l) > 0 {
			return connector(l, bytes.HasPrefix)
		}
	}
	return false
}

// codeFrameLine reports whether l is a line of a picture's or a program's
// frame: a markup command or tag ("\draw (0,0) grid (8,8);", "<rect
// x="0" .../>"), or a statement that calls a function by its name, its
// numbers the call's arguments ("plt.xlim(0, 8)", "fig, ax =
// plt.subplots(figsize=(6, 6))"). Its numbers are a setting, no square
// written apart from a list: a square lost from the list is not on it.
func codeFrameLine(l []byte) bool {
	l = bytes.TrimLeft(l, " \t")
	if len(l) >= 2 && (l[0] == '\\' || l[0] == '<') && isLetter(l[1]) {
		return true
	}
	if k := bytes.IndexByte(l, '='); k > 0 && bytes.IndexByte(l[:k], '(') < 0 {
		l = bytes.TrimLeft(l[k+1:], " \t") // an assignment of the call's result
	}
	k := 0
	for k < len(l) && (isLetter(l[k]) || l[k] == '_' || l[k] == '.' || k > 0 && isDigit(l[k])) {
		k++
	}
	return k >= 2 && k < len(l) && l[k] == '('
}
