package notation

import (
	"bytes"
	"strconv"
	"unicode/utf8"
)

// A program that shows its progress on a terminal (tqdm, a spinner, a
// counter) rewrites one line again and again: it writes a carriage
// return and then the line's next state over the last. A terminal shows
// what the last write left in each column, and that is what the line
// says: the states it overwrote are gone from the screen, so they are
// read as they are shown, not as a line of words and numbers glued
// together ("9%|▉  | 2/21 [00:00<00:00, 7.63it/s]" twenty times over).
// A carriage return before a line feed ends a line (Windows) and
// overwrites nothing; one that ends a line by itself (line_ends.go) is
// a line feed by then.

// overwrites reports whether b holds a carriage return that rewrites a
// line: one not before a line feed, nor the input's last byte, in an
// input that has line feeds.
func overwrites(b []byte) bool {
	return bytes.IndexByte(b, '\n') >= 0 && bytes.Count(b[:len(b)-1], []byte{'\r'}) > bytes.Count(b, []byte("\r\n"))
}

// shownLine is the offsets in b of the characters a terminal shows of
// the line b[from:to] when each carriage return in it moves the cursor
// back to its start, one column a character; an escape sequence takes
// none (normalize drops it), and one that erases the line clears what
// the cursor has not written again. ok is false when the line rewrites nothing.
func shownLine(b []byte, from, to int) (cells []int, ok bool) {
	end := to
	if end > from && b[end-1] == '\r' {
		end-- // the carriage return of a line feed's CR LF
	}
	if bytes.IndexByte(b[from:end], '\r') < 0 {
		return nil, false
	}
	col := 0
	for i := from; i < end; {
		switch {
		case b[i] == '\r':
			col = 0
			i++
			continue
		case b[i] == 0x1b:
			if n := escapeLen(b[i:end]); n > 0 {
				if b[i+n-1] == 'K' {
					// Erase in line (ESC [ K, ESC [ 2 K): what the
					// cursor has not reached again is gone. Erasing the
					// columns before it too ("2") is taken as erasing
					// from it: a bar rewrites them next.
					cells = cells[:min(col, len(cells))]
				}
				i += n
				continue
			}
		}
		_, size := utf8.DecodeRune(b[i:end])
		if col < len(cells) {
			cells[col] = i
		} else {
			cells = append(cells, i)
		}
		col++
		i += size
	}
	return cells, true
}

// escapeLen is the length of the terminal escape sequence (ESC [ ...
// final) that b starts with, 0 for none: the sequences normalize drops.
func escapeLen(b []byte) int {
	if len(b) < 2 || b[0] != 0x1b || b[1] != '[' {
		return 0
	}
	k := 2
	for k < len(b) && b[k] >= 0x20 && b[k] <= 0x3f && k < 32 {
		k++
	}
	if k < len(b) && bytes.IndexByte([]byte("mKJHABCDG"), b[k]) >= 0 {
		return k + 1
	}
	return 0
}

// progressLine reports whether l is a progress bar's state written as a
// line of its own (a log of a bar, or one a notebook prints): a bar, a
// bracketed span of four characters or more with no letter or digit
// ("|####      |", "[=====>    ]") or a run of three or more of one
// fill character ("██████", "####"), beside a percentage ("45%") or a
// count done of a total ("12/30"); or, with no bar, a count done of a
// total beside the percentage it is ("Progress: 3/25 (12.0%)"). No
// notation of a tour writes a number glued to '%', nor a count beside
// such a bar or its own share: the count proves what the line is.
func progressLine(l []byte) bool {
	percent, count := false, false
	var shares, percents []float64 // each count's share in percent, and each percentage written
	for k := 0; k < len(l); k++ {
		if !isDigit(l[k]) || k > 0 && (isDigit(l[k-1]) || isLetter(l[k-1])) {
			continue
		}
		e := k
		for e < len(l) && isDigit(l[e]) {
			e++
		}
		f := e // past a decimal part
		if f+1 < len(l) && l[f] == '.' && isDigit(l[f+1]) {
			for f++; f < len(l) && isDigit(l[f]); f++ {
			}
		}
		switch {
		case f < len(l) && l[f] == '%' && (f+1 == len(l) || !isLetter(l[f+1]) && !isDigit(l[f+1])):
			percent = true
			if v, err := strconv.ParseFloat(string(l[k:f]), 64); err == nil {
				percents = append(percents, v)
			}
			e = f
		case e+1 < len(l) && l[e] == '/' && isDigit(l[e+1]):
			f := e + 1
			for f < len(l) && isDigit(l[f]) {
				f++
			}
			done, _ := strconv.Atoi(string(l[k:e]))
			total, _ := strconv.Atoi(string(l[e+1 : f]))
			if done <= total && (f == len(l) || !isDigit(l[f]) && l[f] != '/') {
				count = true
				if total > 0 {
					shares = append(shares, 100*float64(done)/float64(total))
				}
			}
		}
		k = e
	}
	for _, s := range shares {
		for _, p := range percents {
			if s-p < 1 && p-s < 1 { // rounded or cut to a whole percent at most
				return true
			}
		}
	}
	return (percent || count) && hasBar(l)
}

// hasBar reports whether l holds a progress bar: a span between '|'s or
// square brackets, four characters or more and none a letter or digit,
// or a run of three or more of one fill character ('-', a rule's, is
// none).
func hasBar(l []byte) bool {
	for k := 0; k < len(l); k++ {
		if l[k] == '|' || l[k] == '[' {
			want := byte('|')
			if l[k] == '[' {
				want = ']'
			}
			e := k + 1
			for e < len(l) && l[e] != want && !isLetter(l[e]) && !isDigit(l[e]) {
				e++
			}
			if e < len(l) && l[e] == want && utf8.RuneCount(l[k+1:e]) >= 4 {
				return true
			}
		}
	}
	for k := 0; k < len(l); {
		r, size := utf8.DecodeRune(l[k:])
		n, e := 1, k+size
		for e < len(l) {
			next, s := utf8.DecodeRune(l[e:])
			if next != r {
				break
			}
			n, e = n+1, e+s
		}
		if n >= 3 && (r == '#' || r == '=' || r == '*' || r >= 0x2580 && r <= 0x259F || r == '━' || r == '■') {
			return true
		}
		k = e
	}
	return false
}
