package notation

import (
	"bytes"
	"strings"
)

// stampLen is the length of the date or time of day that b starts with,
// 0 for none: "2026-12-04", "2026-12-04T09:45:10Z", "09:45:10",
// "09:45:10,037", "09:45:10.5", "04-Dec-26", "02:09 04-Dec-26". A log
// line's or a status line's time stamp names no square and numbers no
// cell, so the readers pass over it as they pass over spaces. A date is
// four digits, two and two joined by '-', or a day, a month's name and
// a year joined by '-', '/' or a space; a time two digits, two and two
// joined by ':', the seconds needed unless a date stands beside it a
// space apart (so that a ratio or a pair "3:4" stays what it is), a
// fraction of a second after. A time with its seconds after a date a
// space apart is a stamp of its own.
func stampLen(b []byte) int {
	n := dateLen(b)
	if n > 0 {
		t := 0
		switch {
		case stampByte(b, n, 'T'):
			t = timeLen(b[n+1:], false)
		case stampByte(b, n, ' ') && timeLen(b[n+1:], false) == 0:
			t = timeLen(b[n+1:], true) // its time without seconds, no stamp alone
		}
		if t > 0 {
			e := n + 1 + t
			if stampByte(b, e, 'Z') {
				e++
			}
			if boundary(b, e) > 0 {
				return e
			}
		}
		return boundary(b, n) // the date alone: "13-Mar-17 11:53am"
	}
	if n = timeLen(b, false); n == 0 {
		// A time of day without its seconds, then its date.
		if m := timeLen(b, true); m > 0 && stampByte(b, m, ' ') {
			if d := dateLen(b[m+1:]); d > 0 {
				return boundary(b, m+1+d)
			}
		}
		return 0
	}
	if stampByte(b, n, 'Z') {
		n++
	}
	return boundary(b, n)
}

// dateLen is the length of the date b starts with, 0 for none.
func dateLen(b []byte) int {
	if digitsAt(b, 0, 4) && stampByte(b, 4, '-') && digitsAt(b, 5, 2) && stampByte(b, 7, '-') && digitsAt(b, 8, 2) {
		return 10
	}
	day := 0
	for day < len(b) && day < 2 && isDigit(b[day]) {
		day++
	}
	if day == 0 || day+4 > len(b) {
		return 0
	}
	sep := b[day]
	if sep != '-' && sep != '/' && sep != ' ' || !monthName(b[day+1:day+4]) || !stampByte(b, day+4, sep) {
		return 0
	}
	year := day + 5
	switch {
	case digitsAt(b, year, 4):
		return year + 4
	case digitsAt(b, year, 2) && !digitsAt(b, year+2, 1):
		return year + 2
	}
	return 0
}

// monthName reports whether m is a month's name cut to three letters.
func monthName(m []byte) bool {
	return len(m) == 3 && isLetter(m[0]) && isLetter(m[1]) && isLetter(m[2]) &&
		strings.Contains(" jan feb mar apr may jun jul aug sep oct nov dec ", " "+string(bytes.ToLower(m))+" ")
}

// timeLen is the length of the time of day b starts with, 0 for none;
// short allows one without its seconds.
func timeLen(b []byte, short bool) int {
	if !(digitsAt(b, 0, 2) && stampByte(b, 2, ':') && digitsAt(b, 3, 2)) {
		return 0
	}
	if !(stampByte(b, 5, ':') && digitsAt(b, 6, 2)) {
		if short && !digitsAt(b, 5, 1) && !stampByte(b, 5, ':') {
			return 5
		}
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

func digitsAt(b []byte, from, n int) bool { return from+n <= len(b) && allDigits(b[from:from+n]) }

func stampByte(b []byte, i int, c byte) bool { return i < len(b) && b[i] == c }
