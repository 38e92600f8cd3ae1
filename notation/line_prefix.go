package notation

import "bytes"

// A log writes a prefix of one shape before every line it records (a
// CI runner's "2026-12-04T10:42:03.4942056Z ", syslog's "Dec  4 10:42:03
// host tour[4242]: ", "[12:01:02] "): the text each line records begins
// after it, so that a marker there ("##[group]") begins a line of words
// as it would alone. A prefix is a date or time of day (stampLen, a date
// and its time a space apart counted as one) within a line's first 48
// bytes, what is before it of one shape on every line
// (digits, letters and spaces each counted as one class, punctuation as
// itself), a bracket closing after it, and the words after it written
// alike on every line. Every line that is not blank has one, three lines
// or more; the prefixes are then read as spaces, so every position stays
// the input's. One pass over the bytes, and one over each line's first
// words.

// prefixLimit is how far into a line its prefix's stamp may begin.
const prefixLimit = 48

// blankLogPrefixes returns b with the prefix of each line made spaces,
// or b itself when its lines have no prefix of one shape.
func blankLogPrefixes(b []byte) []byte {
	type span struct{ at, stampEnd, end int }
	var spans []span
	shape := ""
	for at := 0; at < len(b); {
		end := lineEnd(b, at)
		line := b[at:end]
		if len(bytes.TrimSpace(line)) > 0 {
			n, before := stampPrefix(line)
			if n == 0 || len(spans) > 0 && before != shape {
				return b
			}
			shape = before
			spans = append(spans, span{at, at + n, end})
		}
		at = end + 1
	}
	if len(spans) < 3 {
		return b
	}
	// The words after the stamps, while every line writes the same
	// (a host, a program and its process, "level=info").
	ends := make([]int, len(spans))
	for k, s := range spans {
		ends[k] = s.stampEnd
	}
	for {
		var word []byte
		next := make([]int, len(spans))
		same := true
		for k, s := range spans {
			w0 := ends[k]
			for w0 < s.end && isHSpace(b[w0]) {
				w0++
			}
			w1 := w0
			for w1 < s.end && !isHSpace(b[w1]) {
				w1++
			}
			if w1 == w0 || w1 == s.end || k > 0 && !bytes.Equal(b[w0:w1], word) {
				same = false // a line's last word is what it records
				break
			}
			word, next[k] = b[w0:w1], w1
		}
		if !same {
			break
		}
		copy(ends, next)
	}
	out := bytes.Clone(b)
	for k, s := range spans {
		for i := s.at; i < ends[k]; i++ {
			out[i] = ' '
		}
	}
	return out
}

// stampPrefix is the length of line's prefix up to the end of its first
// stamp (and a bracket closing after it), and the shape of what is
// before the stamp; 0 when no stamp begins a word in its first bytes.
func stampPrefix(line []byte) (int, string) {
	for i := 0; i < min(len(line), prefixLimit); i++ {
		if i > 0 && (isDigit(line[i-1]) || isLetter(line[i-1])) {
			continue
		}
		n := stampLen(line[i:])
		if n == 0 {
			continue
		}
		end := i + n
		for end+1 < len(line) && line[end] == ' ' {
			m := stampLen(line[end+1:]) // a date, then its time of day
			if m == 0 {
				break
			}
			end += 1 + m
		}
		if end < len(line) && (line[end] == ']' || line[end] == ')') {
			end++
		}
		return end, classShape(line[:i])
	}
	return 0, ""
}

// classShape writes b with each run of digits, letters or spaces as one
// class mark, punctuation as itself.
func classShape(b []byte) string {
	var out []byte
	for _, c := range b {
		var m byte
		switch {
		case isDigit(c):
			m = '9'
		case isLetter(c):
			m = 'a'
		case isHSpace(c):
			m = ' '
		default:
			out = append(out, c)
			continue
		}
		if len(out) == 0 || out[len(out)-1] != m {
			out = append(out, m)
		}
	}
	return string(out)
}

// blankCaptions makes spaces of the caption before a structure that
// stands alone on its line, and reports whether there was any: a label
// ending in ':' or '=' ("%+v: {W:8 Board:[[...]]}", "t: [[...]]"), a name
// with no number, value or second ':' or '=' in it, then
// a bracket that closes at the line's end (a ',' or ';' after it aside).
// Read alone the line reads; the caption is text around it, as a caption
// line above it would be. Positions stay the input's. One pass over the
// bytes.
func (t *text) blankCaptions() bool {
	return t.rewriteSpans(func(i int) ([]byte, int, bool) {
		if i > 0 && t.b[i-1] != '\n' {
			return nil, 0, false
		}
		to, ok := structureLabel(t.b[i:lineEnd(t.b, i)])
		if !ok {
			return nil, 0, false
		}
		return bytes.Repeat([]byte{' '}, to), i + to, true
	})
}

// minTourNumbers is the fewest numbers a structure written alone on its
// line holds when it is a tour: the squares of 3x4, the smallest board
// past 1x1 with one. A smaller one beside a caption is a value the line
// names (a start, a size), and lines of such values are no grid.
const minTourNumbers = 12

// structureLabel is where the structure alone on line l begins after a
// caption (blankCaptions), and whether l has one.
func structureLabel(l []byte) (open int, ok bool) {
	open = bytes.IndexAny(l, "[{")
	if open < 0 {
		return 0, false
	}
	label := bytes.TrimSpace(l[:open])
	name := bytes.TrimRight(label, ":=")
	if len(name) == len(label) || len(name) == 0 || bytes.ContainsAny(name, "()[]{}\"':=,0123456789") {
		return 0, false // a name alone: values beside it ("kx = 0, ky = 0, positions =") are the line's own
	}
	var stack []byte
	numbers := 0 // runs of digits: a structure with fewer than a tour's squares is a value ("next start: [4,3]"), not a tour
	last := bytes.TrimRight(bytes.TrimSpace(l), ",;")
	end := len(last) + (len(l) - len(bytes.TrimLeft(l, " \t"))) // last's end in l
	for i := open; i < end; i++ {
		switch c := l[i]; {
		case c == '[' || c == '{':
			stack = append(stack, c+2) // ']' and '}' follow their openers by 2
		case c == ']' || c == '}':
			if len(stack) == 0 || stack[len(stack)-1] != c {
				return 0, false
			}
			stack = stack[:len(stack)-1]
			if len(stack) == 0 && i != end-1 {
				return 0, false // the structure ends before the line does
			}
		case isDigit(c) && (i == 0 || !isDigit(l[i-1])):
			numbers++
		}
	}
	if len(stack) != 0 || numbers < minTourNumbers {
		return 0, false
	}
	return open, true
}
