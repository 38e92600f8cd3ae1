package notation

import "bytes"

// rangeLine reports whether l (its indent cut) is a range of numbers
// alone, "1..45", perhaps with a comment after it ("1..0 # skipped"):
// a TAP plan or a caption's count, which names no square. No notation
// writes a tour as two numbers joined by "..": a square list's ".." is
// an elision, and it stands among squares, not alone on its line.
func rangeLine(l []byte) bool {
	l = bytes.TrimRight(l, " \t\r")
	if k := bytes.IndexByte(l, '#'); k > 0 && isSpace(l[k-1]) {
		l = bytes.TrimRight(l[:k], " \t")
	}
	lo, hi, ok := bytes.Cut(l, []byte(".."))
	return ok && allDigits(lo) && allDigits(hi)
}
