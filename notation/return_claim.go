package notation

import (
	"slices"
	"strconv"
)

// returnClaimed reports whether d, a list of one square more than its
// board whose last repeats its first, certainly writes that last square
// as the tour's return: on the line of the square before it, or on a
// line of its own when the list breaks lines inside the tour too (rows
// wrapped at a width, the return where the wrap puts it), or numbered as
// the move after the last. A square on a line of its own under a tour
// written on one line, or numbered otherwise ("10. a1"), may be text of
// its own: the tour is judged open as well, that line set aside, since
// a return its writer may never have meant is no ground for "invalid".
func returnClaimed(d Document) bool {
	n := d.Board.Size()
	if !slices.Contains(d.lineEnds, n) {
		return true
	}
	if num, ok := d.numberBefore(n); ok {
		if prev, ok := d.numberBefore(n - 1); ok {
			return num == prev+1
		}
		return num == n+1
	}
	return slices.ContainsFunc(d.lineEnds, func(k int) bool { return k > 0 && k < n })
}

// numberBefore is the move number written right before square k of d
// ("26. a1", "26: a1", "26) a1"), when the text is held in memory and
// one is there.
func (d Document) numberBefore(k int) (int, bool) {
	pl := d.places
	if pl == nil || pl.t == nil || k < 1 {
		return 0, false
	}
	m, ok := pl.written(k)
	if !ok {
		return 0, false
	}
	from, ok1 := pl.offset(m - 1)
	to, ok2 := pl.offset(m)
	if !ok1 || !ok2 || from >= to || to > len(pl.t.b) {
		return 0, false
	}
	b := pl.t.b[from:to]
	b = b[writtenEnd(d.Format, b):]
	for len(b) > 0 && isSpace(b[len(b)-1]) {
		b = b[:len(b)-1]
	}
	if len(b) < 2 || d.Format != Algebraic && d.Format != XY || (b[len(b)-1] != '.' && b[len(b)-1] != ':' && b[len(b)-1] != ')') {
		return 0, false
	}
	b = b[:len(b)-1]
	at := len(b)
	for at > 0 && isDigit(b[at-1]) {
		at--
	}
	if at == len(b) || len(b)-at > 9 || at > 0 && isLetter(b[at-1]) {
		return 0, false
	}
	num, _ := strconv.Atoi(string(b[at:]))
	return num, true
}
