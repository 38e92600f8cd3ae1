package notation

import (
	"bytes"
	"unicode/utf8"
)

// unreadCell finds, in the text of rows[k] (from the end of the row
// before it, or its line's start, to the next row's first cell, or its
// line's end), the first character that no other row's own text holds
// (from its first cell to its last, and its line's text before or after
// it when it begins or ends its line): a glyph drawn in a cell ("♞"), a
// printer's elision ("|...", "…"), a word. A row one number short with
// such a character beside its numbers may have its missing cell written
// so: no certain fault. Digits, spaces, brackets and commas, which a
// literal's last row alone may open or close, are no cell. "" when there
// is none.
func (t *text) unreadCell(rows []cutRow, k int) (at int, what string) {
	seen := map[rune]bool{}
	for j := range rows {
		if j == k || len(rows[j].cells) == 0 {
			continue
		}
		cs := rows[j].cells
		from := cs[0].off
		_, to := squareAt(t.b, cs[len(cs)-1].off)
		if f, _ := t.rowSpan(rows, j); f == lineStart(t.b, cs[0].off) {
			from = f
		}
		if _, e := t.rowSpan(rows, j); j+1 == len(rows) || len(rows[j+1].cells) == 0 || rows[j+1].cells[0].off > e {
			to = e
		}
		for _, r := range string(t.b[from:max(from, to)]) {
			seen[r] = true
		}
	}
	from, to := t.rowSpan(rows, k)
	for i := from; i < to; {
		r, n := utf8.DecodeRune(t.b[i:to])
		if !seen[r] && !isSpace(t.b[i]) && !isDigit(t.b[i]) && !bytes.ContainsRune([]byte("()[]{};,"), r) {
			end := i + n
			for end < to && !isSpace(t.b[end]) && !isDigit(t.b[end]) {
				end++
			}
			return i, string(t.b[i:end])
		}
		i += n
	}
	return 0, ""
}

// rowSpan is the text of rows[k]: from the end of the row before it, when
// that ends on the same line, else from its line's start; to the next
// row's first cell, when that is on the same line, else its line's end.
func (t *text) rowSpan(rows []cutRow, k int) (from, to int) {
	cs := rows[k].cells
	if len(cs) == 0 {
		return 0, 0
	}
	from = lineStart(t.b, cs[0].off)
	if k > 0 && len(rows[k-1].cells) > 0 {
		prev := rows[k-1].cells
		if _, e := squareAt(t.b, prev[len(prev)-1].off); e > from && e <= cs[0].off {
			from = e
		}
	}
	to = cs[len(cs)-1].off
	for to < len(t.b) && t.b[to] != '\n' {
		to++
	}
	if k+1 < len(rows) && len(rows[k+1].cells) > 0 && rows[k+1].cells[0].off < to && rows[k+1].cells[0].off > cs[0].off {
		to = rows[k+1].cells[0].off
	}
	return from, to
}
