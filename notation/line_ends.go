package notation

import (
	"bufio"
	"bytes"
	"io"
)

// A line ends at a line feed (Unix), a carriage return and a line feed
// (Windows), or a carriage return alone (the old Mac convention, and
// files pieced together from all three). The readers split lines at line
// feeds only, so a carriage return that ends a line is read as a line
// feed in its place: the same byte count, so every offset and column
// stays the input's. A carriage return alone in a line ended by a line
// feed may instead be a terminal's rewrite of that line (a progress bar,
// a counter: progress.go); it ends a line only when no state of the line
// reads as one.

// lineEnds returns b with each carriage return that ends a line replaced
// by a line feed; b itself when there is none, else a copy.
func lineEnds(b []byte) []byte {
	if bytes.IndexByte(b, '\r') < 0 {
		return b
	}
	feeds := bytes.IndexByte(b, '\n') >= 0
	out, copied := b, false
	for from := 0; from < len(b); from++ {
		end := lineEnd(b, from)
		if !feeds || !rewritten(b[from:end]) {
			nl := byte('\n')
			if feeds && cutNumbers(b[from:end]) {
				nl = ' ' // a blank, as an editor shows it
			}
			for i := from; i < end; i++ {
				if b[i] == '\r' && (i+1 == len(b) || b[i+1] != '\n') {
					if !copied {
						out, copied = bytes.Clone(b), true
					}
					out[i] = nl
				}
			}
		}
		from = end
	}
	return out
}

// cutNumbers reports whether line, ended by a line feed and holding
// carriage returns alone, cuts its numbers apart rather than ends
// lines: one of them stands between two digits, and the pieces they cut
// do not hold as many numbers each, as the rows of a grid or the squares
// of a list one a line do. Text taken from a PDF places a number's
// digits so ("1\r6" for 16); an editor shows such a line as one.
func cutNumbers(line []byte) bool {
	line = bytes.TrimSuffix(line, []byte("\r"))
	between := false
	for i := 1; i+1 < len(line) && !between; i++ {
		between = line[i] == '\r' && isDigit(line[i-1]) && isDigit(line[i+1])
	}
	if !between {
		return false
	}
	count := 0 // the numbers of the last piece that holds any
	for piece := range bytes.SplitSeq(line, []byte("\r")) {
		if n := len(bytes.Fields(piece)); n > 0 {
			if count > 0 && n != count {
				return true
			}
			count = n
		}
	}
	return false
}

// rewritten reports whether line, ended by a line feed and holding
// carriage returns alone, is a terminal's rewrite of one line: a state
// of it is words, a progress bar or a terminal's escape, what a program
// that rewrites its line prints. States of squares or numbers alone are
// the lines of a tour.
func rewritten(line []byte) bool {
	for state := range bytes.SplitSeq(bytes.TrimSuffix(line, []byte("\r")), []byte("\r")) {
		if hasWords(state) || progressLine(state) || bytes.IndexByte(state, 0x1b) >= 0 {
			return true
		}
	}
	return false
}

// lineEndReader reads r with each carriage return that ends a line read
// as a line feed, as lineEnds does for an input held in memory. A stream
// is no terminal's capture (one is short enough to hold), so every
// carriage return alone ends a line. One that ends a read is decided by
// the next byte, looked at and left for the next read.
type lineEndReader struct{ r *bufio.Reader }

func newLineEndReader(r io.Reader) lineEndReader { return lineEndReader{bufio.NewReader(r)} }

func (l lineEndReader) Read(p []byte) (int, error) {
	n, err := l.r.Read(p)
	for i := bytes.IndexByte(p[:n], '\r'); i >= 0; {
		next := byte(0) // the input's end, or a read error the next read reports
		if i+1 < n {
			next = p[i+1]
		} else if b, perr := l.r.Peek(1); perr == nil {
			next = b[0]
		}
		if next != '\n' {
			p[i] = '\n'
		}
		k := bytes.IndexByte(p[i+1:n], '\r')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return n, err
}
