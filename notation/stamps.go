package notation

// stampLen is the length of the date or time of day that b starts with,
// 0 for none: "2026-12-04", "2026-12-04T09:45:10Z", "09:45:10",
// "09:45:10,037", "09:45:10.5". A log line's time stamp names no square
// and numbers no cell, so the readers pass over it as they pass over
// spaces. A date is four digits, two and two joined by '-'; a time two
// digits, two and two joined by ':' (the seconds needed, so that a
// ratio or a pair "3:4" stays what it is), a fraction of a second after.
func stampLen(b []byte) int {
	n := 0
	if digitsAt(b, 0, 4) && stampByte(b, 4, '-') && digitsAt(b, 5, 2) && stampByte(b, 7, '-') && digitsAt(b, 8, 2) {
		n = 10
		if !stampByte(b, n, 'T') || timeLen(b[n+1:]) == 0 {
			return boundary(b, n)
		}
		n++
	}
	t := timeLen(b[n:])
	if t == 0 {
		return 0
	}
	n += t
	if stampByte(b, n, 'Z') {
		n++
	}
	return boundary(b, n)
}

// timeLen is the length of the time of day b starts with, 0 for none.
func timeLen(b []byte) int {
	if !(digitsAt(b, 0, 2) && stampByte(b, 2, ':') && digitsAt(b, 3, 2) && stampByte(b, 5, ':') && digitsAt(b, 6, 2)) {
		return 0
	}
	n := 8
	if (stampByte(b, n, '.') || stampByte(b, n, ',')) && n+1 < len(b) && isDigit(b[n+1]) {
		for n++; n < len(b) && isDigit(b[n]); n++ {
		}
	}
	return n
}

// boundary is n when b's stamp of n bytes ends a word, else 0: digits
// or letters glued after it make it something else.
func boundary(b []byte, n int) int {
	if n < len(b) && (isDigit(b[n]) || isLetter(b[n]) || b[n] == ':' || b[n] == '-') {
		return 0
	}
	return n
}

func digitsAt(b []byte, from, n int) bool {
	if from+n > len(b) {
		return false
	}
	for _, c := range b[from : from+n] {
		if !isDigit(c) {
			return false
		}
	}
	return true
}

func stampByte(b []byte, i int, c byte) bool { return i < len(b) && b[i] == c }
