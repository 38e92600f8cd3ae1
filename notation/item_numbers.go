package notation

import "strings"

// A reply printed as a nested numbered list (redis-cli's "1) 1)
// "1764900565622-0"", then "   2) 1) "sq"" and "      2) "i5"" under
// it) numbers its items, not squares: read as numbers, each "N)" is a
// row of one cell beside the tour, which could be a tour. The markers
// are found by structure, not by program: on a run of lines each
// beginning with one or more item numbers of one style ("N)", "N." or
// "(N)"), the items at each column count up from 1, a deeper column
// starting again from 1 under each item above it, and some item holds
// items of its own. Such markers are read as spaces, so every position
// stays the input's. A flat numbered list is left to the readers that
// read its numbers as labels or indices. One pass over the bytes.

// itemMark is one item number at the start of a line: its column and
// value, and the bytes it spans.
type itemMark struct{ col, v, at, end int }

// blankItemNumbers returns b with the item numbers of each nested
// numbered list made spaces, or b itself when it has none.
func blankItemNumbers(b []byte) []byte {
	var out []byte
	var run []itemMark
	style, nested, ok := byte(0), false, true
	type level struct{ col, last int }
	var stack []level
	flush := func() {
		if ok && nested && len(run) >= 3 {
			if out == nil {
				out = append([]byte(nil), b...)
			}
			for _, m := range run {
				for i := m.at; i < m.end; i++ {
					out[i] = ' '
				}
			}
		}
		run, style, nested, ok, stack = run[:0], 0, false, true, stack[:0]
	}
	for at := 0; at < len(b); {
		end := lineEnd(b, at)
		marks, s := lineItems(b, at, end)
		if len(marks) == 0 || style != 0 && s != style {
			flush()
		}
		if len(marks) > 0 {
			style = s
			nested = nested || len(marks) > 1
			for _, m := range marks {
				for len(stack) > 0 && stack[len(stack)-1].col > m.col {
					stack = stack[:len(stack)-1]
				}
				switch {
				case len(stack) > 0 && stack[len(stack)-1].col == m.col && m.v == stack[len(stack)-1].last+1:
					stack[len(stack)-1].last = m.v
				case (len(stack) == 0 || stack[len(stack)-1].col < m.col) && m.v == 1:
					stack = append(stack, level{m.col, 1})
					nested = nested || len(stack) > 1
				default:
					ok = false
				}
			}
			run = append(run, marks...)
		}
		at = end + 1
	}
	flush()
	if out == nil {
		return b
	}
	return out
}

// lineItems reads the item numbers that begin the line b[at:end], each
// followed by a space and none begun with 0, and their style.
func lineItems(b []byte, at, end int) ([]itemMark, byte) {
	var marks []itemMark
	var style byte
	for i := at; ; {
		for i < end && b[i] == ' ' {
			i++
		}
		v, e, s := itemNumber(b[:end], i)
		if s == 0 || s == ':' || b[i] == '0' || s == '(' && b[i+1] == '0' || e >= end || b[e] != ' ' || style != 0 && s != style {
			return marks, style
		}
		style = s
		marks = append(marks, itemMark{col: i - at, v: v, at: i, end: e})
		i = e
	}
}

// itemNumber is the item number that begins b[i:], its value and end,
// and its style: the sign after its digits ('.' of "2.", ')' of "2)",
// ':' of "2:"), or '(' of "(2)"; style 0 when none begins there.
func itemNumber(b []byte, i int) (v, end int, style byte) {
	j := i
	if j < len(b) && b[j] == '(' {
		j++
	}
	v, d, ok := numberAt(b, j)
	switch {
	case !ok || d == len(b):
	case j > i && b[d] == ')':
		return v, d + 1, '('
	case j == i && strings.IndexByte(".):", b[d]) >= 0:
		return v, d + 1, b[d]
	}
	return 0, 0, 0
}

// itemWord reports whether the word b[w[0]:w[1]] is an item number
// alone ("2.", "2)", "2:").
func itemWord(b []byte, w [2]int) bool {
	_, end, style := itemNumber(b, w[0])
	return end == w[1] && style != '(' && style != 0
}
