package notation

import (
	"bytes"
	"strconv"
)

// Programs that print a board as bytes write its numbers in hex: C's
// "0x27", 6502 assembly's "$27", Intel assembly's "27h" (a leading digit,
// "0a7h"), Lisp's "#x27". The prefix or suffix says the base, so the
// value is certain: such a number is read as the decimal it stands for,
// in place, its digits mapped back to the literal's bytes so that a
// fault is named where the literal is written.

// hexLiteralMax bounds the digits of a literal read as a step: a board
// of 4 MiB numbers its squares in six hex digits, and a longer literal (a
// hash, an address) is no step number.
const hexLiteralMax = 8

// decimalHex reads t with its hex literals (hexLiteral) written in
// decimal, and reports whether there were any. One pass over the input.
func (t *text) decimalHex() bool {
	return t.rewriteSpans(func(i int) ([]byte, int, bool) {
		if i > 0 && (isAlnum(t.b[i-1]) || t.b[i-1] == '"' || t.b[i-1] == '\'') {
			return nil, 0, false // a string's "0x8" is a word, a board or a name
		}
		v, end, ok := hexLiteral(t.b, i, hexLiteralMax)
		if !ok {
			return nil, 0, false
		}
		return strconv.AppendUint(nil, v, 10), end, true
	})
}

// rewriteSpans reads t again with each span that at finds, where it
// begins, written as at says, and reports whether it found any. A span
// written byte k stands for the span's byte k (its last when it writes
// more), so that a fault in it is named where it is written. One pass
// over the input.
func (t *text) rewriteSpans(at func(i int) (written []byte, end int, ok bool)) bool {
	return t.rewriteMapped(func(i int) ([]byte, []int32, int, bool) {
		written, end, ok := at(i)
		return written, spanFrom(i, end, len(written)), end, ok
	})
}

// spanFrom maps n bytes written for the input's bytes [off, end): byte
// k stands for the span's byte k, or its last when there are fewer.
func spanFrom(off, end, n int) []int32 {
	from := make([]int32, n)
	for k := range from {
		from[k] = int32(min(off+k, end-1))
	}
	return from
}

// rewriteMapped is rewriteSpans with each written byte's source given:
// written[k] stands for the input's byte from[k].
func (t *text) rewriteMapped(at func(i int) (written []byte, from []int32, end int, ok bool)) bool {
	out, from := rewriteBytes(t.b, at)
	if out == nil {
		return false
	}
	t.reread(out, from)
	return true
}

// rewriteBytes is b with each span that at finds written as it says,
// and the byte of b each byte written stands for; nil when at finds none.
func rewriteBytes(b []byte, at func(i int) (written []byte, from []int32, end int, ok bool)) ([]byte, []int32) {
	var out []byte
	var from []int32
	copied := 0
	for i := 0; i < len(b); i++ {
		written, src, end, ok := at(i)
		if !ok {
			continue
		}
		for ; copied < i; copied++ {
			out, from = append(out, b[copied]), append(from, int32(copied))
		}
		out, from = append(out, written...), append(from, src...)
		copied, i = end, end-1
	}
	if out == nil {
		return nil, nil
	}
	for ; copied < len(b); copied++ {
		out, from = append(out, b[copied]), append(from, int32(copied))
	}
	return out, from
}

// hexLiteral reads a hex literal at b[i:], its prefix or suffix saying
// the base: "0x1f", "$1f", "#x1f", or "1fh" begun by a decimal digit. It
// is its value and where it ends; ok is false when none is there, when
// it has more than most digits, or when a letter, digit or '_' follows it.
func hexLiteral(b []byte, i, most int) (v uint64, end int, ok bool) {
	digits := func(at int) int {
		k := at
		for k < len(b) && k-at <= most && hexDigit(b[k]) >= 0 {
			k++
		}
		return k
	}
	start, suffix := i, false
	switch {
	case i+1 < len(b) && b[i] == '0' && b[i+1]|0x20 == 'x':
		start = i + 2
	case b[i] == '$':
		start = i + 1
	case i+1 < len(b) && b[i] == '#' && b[i+1]|0x20 == 'x':
		start = i + 2
	case isDigit(b[i]):
		suffix = true
	default:
		return 0, 0, false
	}
	end = digits(start)
	if end == start || end-start > most {
		return 0, 0, false
	}
	if suffix {
		if end == len(b) || b[end]|0x20 != 'h' {
			return 0, 0, false
		}
		end++
	}
	if end < len(b) && isAlnum(b[end]) {
		return 0, 0, false
	}
	for _, c := range b[start:end] {
		if d := hexDigit(c); d >= 0 {
			v = v<<4 | uint64(d)
		}
	}
	return v, end, true
}

// hexDigit is c's value as a hex digit, -1 when it is none.
func hexDigit(c byte) int {
	switch {
	case isDigit(c):
		return int(c - '0')
	case c|0x20 >= 'a' && c|0x20 <= 'f':
		return int(c|0x20-'a') + 10
	}
	return -1
}

// hexIDMin is the fewest hex digits of a quoted id (a MongoDB ObjectId
// has 24, a UUID's groups 8 and 12): shorter quoted words may be squares
// or numbers.
const hexIDMin = 12

// letterIDs reads t with the digits of each quoted hex id ('c793c7fd66...',
// a database's key) written as letters, and reports whether there were
// any: the digit runs inside an id are no numbers of the tour, however
// many it holds. Positions stay the input's. One pass over the input.
func (t *text) letterIDs() bool {
	return t.rewriteSpans(func(i int) ([]byte, int, bool) {
		q := t.b[i]
		if q != '\'' && q != '"' {
			return nil, 0, false
		}
		k := i + 1
		digits, letters := 0, 0
		for ; k < len(t.b) && hexDigit(t.b[k]) >= 0; k++ {
			if isDigit(t.b[k]) {
				digits++
			} else {
				letters++
			}
		}
		if k == len(t.b) || t.b[k] != q || k-i-1 < hexIDMin || digits == 0 || letters == 0 {
			return nil, 0, false
		}
		id := bytes.Clone(t.b[i : k+1])
		for j := range id {
			if isDigit(id[j]) {
				id[j] = 'x'
			}
		}
		return id, k + 1, true
	})
}
