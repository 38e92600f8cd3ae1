package notation

import (
	"bytes"
	"math"
	"strconv"
	"strings"
)

// Numbers printed as floats (numpy.savetxt's "2.700000000000000000e+01",
// "%.3f"'s "27.000", Fortran's "27.", "%g"'s "1e+02") are the integers
// they equal when a line holds nothing else that is a number: two or
// more, half of them or more written as floats, every digit in one, and
// any word digitless and before or after them all (array, dtype), so a
// sentence's "30. April 2002" is not read so. A line with no dot may
// mark its fractions with a comma (a spreadsheet's "62,00\t69,00" in a
// German or French locale): no comma then stands between two numbers
// ("1,2,3" lists stay as written), and a run of pairs ("3,4 5,0") holds
// a fraction, so it stays too, as a run of measurements does. One value that is no integer
// ("27.5") in a run of such lines means its numbers are measurements,
// not steps: no line of the run is read so, and a grid of them numbers
// nothing. The integers
// keep the positions of the floats they stand for, so a fault is named
// where its number is written. One pass over the bytes.

// floatLimit is the largest value read as a step: more than any board's
// squares (board.MaxSide squared), so nothing a tour numbers is cut.
const floatLimit = 1 << 24

// floatToken is one number of a line: its bytes [at, end), and its value
// when it is written as a float (dot or exponent) with no fraction.
type floatToken struct {
	at, end int
	float   bool
	value   int64
	whole   bool // an integer value, in range
}

// integralFloats rewrites the lines of b made of numbers written as
// floats with integer values; orig maps b's bytes to the input's (nil:
// b is the input). A run of such lines one after another with a value
// that is no integer is left as written.
func integralFloats(b []byte, orig []int32) ([]byte, []int32) {
	if !bytes.ContainsAny(b, ".,eE") {
		return b, orig
	}
	floats := map[int]floatToken{} // by offset in b, the floats written as integers
	var run []floatToken
	measured := false // a value of the run is no integer
	flush := func() {
		for _, tk := range run {
			if !measured && tk.float {
				floats[tk.at] = tk
			}
		}
		run, measured = run[:0], false
	}
	for at := 0; at < len(b); {
		end := lineEnd(b, at)
		tokens, ok := floatLine(b[at:end], '.')
		if !ok && bytes.IndexByte(b[at:end], '.') < 0 {
			tokens, ok = floatLine(b[at:end], ',')
		}
		if !ok {
			flush()
			tokens = nil
		}
		for _, tk := range tokens {
			measured = measured || tk.float && !tk.whole
			tk.at, tk.end = at+tk.at, at+tk.end
			run = append(run, tk)
		}
		at = end + 1
	}
	flush()
	out, from := rewriteBytes(b, func(i int) ([]byte, []int32, int, bool) {
		tk, ok := floats[i]
		if !ok {
			return nil, nil, 0, false
		}
		digits := strconv.AppendInt(nil, tk.value, 10)
		return digits, spanFrom(i, tk.end, len(digits)), tk.end, true
	})
	if out == nil {
		return b, orig
	}
	from = append(from, int32(len(b)))
	if orig != nil {
		for k, f := range from {
			from[k] = orig[f]
		}
	}
	return out, from
}

// floatLine reports the numbers of a line when they are all of it that
// holds a digit, two or more, half or more written as floats with the
// decimal mark given.
func floatLine(l []byte, mark byte) ([]floatToken, bool) {
	var tokens []floatToken
	floats := 0
	wordAfter := false // a word after a number: a sentence's numbers
	for i := 0; i < len(l); {
		c := l[i]
		startsNumber := isDigit(c) || c == mark && i+1 < len(l) && isDigit(l[i+1]) ||
			(c == '-' || c == '+') && i+1 < len(l) && (isDigit(l[i+1]) || l[i+1] == mark)
		if !startsNumber {
			if isLetter(c) || c >= 0x80 {
				// A word: digitless, before the numbers or after them
				// (a literal's name), or the line is no line of numbers.
				if len(tokens) > 0 {
					wordAfter = true
				}
				k := i
				for k < len(l) && (isLetter(l[k]) || isDigit(l[k]) || l[k] == '_' || l[k] >= 0x80) {
					if isDigit(l[k]) {
						return nil, false
					}
					k++
				}
				i = k
				continue
			}
			i++
			continue
		}
		if wordAfter || i > 0 && (l[i-1] == mark || isDigit(l[i-1])) {
			return nil, false // "1.2.3", "3-4": no number of its own
		}
		tk, ok := scanFloat(l, i, mark)
		if !ok {
			return nil, false
		}
		if tk.float {
			floats++
		}
		tokens = append(tokens, tk)
		i = tk.end
	}
	return tokens, len(tokens) >= 2 && floats > 0 && 2*floats >= len(tokens)
}

// scanFloat reads the number at l[i:]: sign, digits, the decimal mark
// and digits (a comma only before a digit: "4, 0" is a list), an
// exponent; it is no number when a letter, digit or mark follows.
func scanFloat(l []byte, i int, mark byte) (floatToken, bool) {
	tk := floatToken{at: i}
	k := i
	if l[k] == '-' || l[k] == '+' {
		k++
	}
	digits := 0
	for k < len(l) && isDigit(l[k]) {
		k, digits = k+1, digits+1
	}
	if k < len(l) && l[k] == mark && (mark == '.' || k+1 < len(l) && isDigit(l[k+1])) {
		tk.float = true
		k++
		for k < len(l) && isDigit(l[k]) {
			k, digits = k+1, digits+1
		}
	}
	if digits == 0 {
		return tk, false
	}
	if k+1 < len(l) && (l[k] == 'e' || l[k] == 'E') {
		e := k + 1
		if l[e] == '-' || l[e] == '+' {
			e++
		}
		if e < len(l) && isDigit(l[e]) {
			for e < len(l) && isDigit(l[e]) {
				e++
			}
			k, tk.float = e, true
		}
	}
	if k < len(l) && (isLetter(l[k]) || isDigit(l[k]) || l[k] == mark || l[k] == '_') {
		return tk, false
	}
	tk.end = k
	if tk.float {
		v, err := strconv.ParseFloat(strings.Replace(string(l[i:k]), string(mark), ".", 1), 64)
		tk.whole = err == nil && v == math.Trunc(v) && math.Abs(v) <= floatLimit
		if tk.whole {
			tk.value = int64(v)
		}
	}
	return tk, true
}
