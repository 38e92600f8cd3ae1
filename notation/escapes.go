package notation

import (
	"bytes"
	"errors"
	"slices"
	"sort"

	"github.com/knightcert/knight/board"
)

// A program may write the text it prints into its source as a string
// literal on one line, its rows joined by \n escapes ("1 2 3\n4 5 6\n7 8
// 9", in C, Java, JavaScript, Python, Go, Rust and most languages). Such
// a literal is read as the lines it prints: its \n escapes are line
// breaks, \t a space and \r nothing, and its quotes stand on lines of
// their own, apart from the code around it. Positions stay those of the
// source: every byte of the text read maps back to the byte it was read
// from, so a fault is named at the line and column of the literal where
// its number is written; only a message that counts lines in its words
// ("lines 3-7 hold rows of ...") counts the lines read. A quote that no
// quote closes on its line ends the search on that line, so that a line
// is one pass.

// escapedLiteral is a quoted run of line, from its opening quote to its
// closing one, that holds a block of lines: two \n escapes or more and a
// digit.
func escapedLiteral(line []byte, from int) (open, close int, ok bool) {
	for i := from; i < len(line); i++ {
		q := line[i]
		if q != '"' && q != '\'' {
			continue
		}
		breaks, digits := 0, false
		j := i + 1
		for ; j < len(line) && line[j] != q; j++ {
			switch c := line[j]; {
			case c == '\\' && j+1 < len(line):
				if line[j+1] == 'n' {
					breaks++
				}
				j++
			case isDigit(c):
				digits = true
			}
		}
		if j == len(line) {
			return 0, 0, false // no closing quote on the line
		}
		if breaks >= 2 && digits {
			return i, j, true
		}
		i = j
	}
	return 0, 0, false
}

// expandLiterals reads the string literals of t that hold a block of
// lines as those lines, and reports whether there were any. t.orig then
// maps the bytes read to the input's, and t.origLines holds, for each
// line read, the input's offset its column 1 stands for: the start of
// an input line, or the byte after the escape that broke it.
func (t *text) expandLiterals() bool {
	var spans [][2]int // each literal's text between its quotes, offsets in t.b
	for i := range t.lines {
		for at := 0; ; {
			open, close, ok := escapedLiteral(t.line(i), at)
			if !ok {
				break
			}
			spans, at = append(spans, [2]int{t.lines[i] + open + 1, t.lines[i] + close}), close+1
		}
	}
	return t.rewriteMapped(func(i int) ([]byte, []int32, int, bool) {
		if len(spans) == 0 || i != spans[0][0] {
			return nil, nil, 0, false
		}
		to := spans[0][1]
		spans = spans[1:]
		out, from := []byte{'\n'}, []int32{int32(i)}
		ended := true // the last byte out is a line break
		for j := i; j < to; j++ {
			c := t.b[j]
			if c == '\\' && j+1 < to && bytes.IndexByte([]byte("ntr"), t.b[j+1]) >= 0 {
				switch j++; t.b[j] {
				case 'n':
					out, from, ended = append(out, '\n'), append(from, int32(j-1)), true
				case 't':
					out, from, ended = append(out, ' '), append(from, int32(j-1)), false
				}
				continue
			}
			out, from, ended = append(out, c), append(from, int32(j)), false
		}
		if !ended {
			out, from = append(out, '\n'), append(from, int32(to))
		}
		return out, from, to, true
	})
}

// joinLiterals reads each literal of numbers nested two deep that spans
// lines ("equals([\n  [1]\n])", a formatter's rows of [1, 2], one a
// line) as the one line it is in the language's grammar, without the
// spaces and line breaks between its rows or a comma after the last
// ("[[1]]"), and reports whether
// there were any: its brackets then give its rows as they do on one line
// (literalGrids), however few. Every byte read maps back to the input's.
func (t *text) joinLiterals() bool {
	return t.rewriteMapped(func(i int) ([]byte, []int32, int, bool) {
		end, ok := spannedLiteral(t.b, i)
		if !ok {
			return nil, nil, 0, false
		}
		var out []byte
		var from []int32
		depth := 0 // brackets open at k, within the literal
		for k := i; k < end; k++ {
			c := t.b[k]
			trailing := c == ',' && len(bytes.TrimLeft(t.b[k+1:end], " \t\r\n")) == 1 // "[1],\n]"
			if depth != 1 || !isSpace(c) && c != '\n' && !trailing {
				out, from = append(out, c), append(from, int32(k))
			}
			if closing[c] != 0 {
				depth++
			} else if c == ']' || c == '}' || c == ')' {
				depth--
			}
		}
		return out, from, end, true
	})
}

// closing is the bracket that closes each opening one, 0 for any other
// byte: an array, not a map, so that it is data in the binary rather
// than built at every start-up.
var closing = [256]byte{'[': ']', '{': '}', '(': ')'}

// spannedLiteral reports whether b at i opens a literal nested two deep
// ('[', '{' or '(' around rows in brackets holding integers, commas and
// spaces alone) that spans two lines or more and numbers a board: rows
// of one width whose integers are 1..N or 0..N-1 each once. It says
// where it ends.
func spannedLiteral(b []byte, i int) (end int, ok bool) {
	outer := closing[b[i]]
	if outer == 0 {
		return 0, false
	}
	var nums []int
	width, breaks := -1, 0
	for k := i + 1; k < len(b); k++ {
		switch c := b[k]; {
		case c == '\n':
			breaks++
		case isSpace(c) || c == ',' || c == ';':
		case c == outer:
			return k + 1, breaks > 0 && numbersBoard(nums)
		case closing[c] != 0:
			inner, row := closing[c], 0
			for k++; k < len(b) && b[k] != inner; k++ {
				if d := b[k]; isDigit(d) {
					n, neg := 0, b[k-1] == '-'
					for ; k < len(b) && isDigit(b[k]) && n < 1<<20; k++ {
						n = n*10 + int(b[k]-'0')
					}
					k--
					if neg {
						n = -n
					}
					nums, row = append(nums, n), row+1
				} else if d != ' ' && d != ',' && d != '-' && d != '\t' {
					return 0, false
				}
			}
			if k == len(b) || row == 0 || width >= 0 && row != width {
				return 0, false
			}
			width = row
		default:
			return 0, false
		}
	}
	return 0, false
}

// numbersBoard reports whether nums number a board's squares, 1..N or
// 0..N-1, each once.
func numbersBoard(nums []int) bool {
	s := slices.Sorted(slices.Values(nums))
	for k, n := range s {
		if n != k+s[0] || s[0] != 0 && s[0] != 1 {
			return false
		}
	}
	return len(s) > 0
}

// reread makes out the text read, from[k] the offset in t.b that out[k]
// was read from.
func (t *text) reread(out []byte, from []int32) {
	from = append(from, int32(len(t.b)))
	src, srcLines := from, t.lines // offsets and lines of the input itself
	if t.orig != nil {
		src, srcLines = make([]int32, len(from)), t.origLines
		if t.srcLines != nil {
			srcLines = t.srcLines // read again already: the input's lines
		}
		for k, f := range from {
			src[k] = t.orig[f]
		}
	}
	nt := newText(out)
	bases := make([]int, len(nt.lines))
	for k, s := range nt.lines[1:] {
		bases[k+1] = int(src[s]) // after an escape, the byte after it
		if t.b[from[s-1]] == '\n' {
			bases[k+1] = int(src[s-1]) + 1 // after the input's own line break, its next line
		}
	}
	if t.src == nil {
		t.src = t.b // the input itself, which src's offsets index
	}
	t.b, t.lines, t.orig, t.origLines, t.srcLines = out, nt.lines, src, bases, srcLines
}

// lineIndex is the index of the line of lines that holds off.
func lineIndex(lines []int, off int) int {
	return sort.Search(len(lines), func(i int) bool { return lines[i] > off }) - 1
}

// unreadable counts the tours of a reading that have no reading and no
// certain fault: what reading literals as their lines may do better.
func unreadable(tours []Tour, err error) int {
	if err != nil {
		return 1 << 30
	}
	n := 0
	for _, tr := range tours {
		if tr.Err != nil && !errors.Is(tr.Err, ErrNumbering) {
			n++
		}
	}
	return n
}

// sourcePos is the input's line and column of line and col of the text
// read; col 0 (a line alone) stays 0.
func (t *text) sourcePos(line, col int) (int, int) {
	if t.srcLines == nil || line < 1 || line > len(t.origLines) {
		return line, col
	}
	off := t.origLines[line-1] + max(col, 1) - 1
	i := lineIndex(t.srcLines, off)
	if col == 0 {
		return i + 1, 0
	}
	return i + 1, off - t.srcLines[i] + 1
}

// toSource turns the lines and columns of tours, read from t's expanded
// literals, into the input's, and t's own positions from now on.
func (t *text) toSource(tours []Tour) {
	remapTours(tours, t.sourcePos, func(sk *Skip) {
		sk.Text = t.source(sk.Line-1, sk.Text) // the input's line, not the one read
	}, nil)
	t.done = true
}

// remapTours turns the positions of tours, read from a text made from
// the input, into the input's: pos is the input's line and column of a
// line and column read (col 0, a line alone, stays 0); quote, if any,
// sees each skip before it moves, and doc each document after.
func remapTours(tours []Tour, pos func(line, col int) (int, int), quote func(*Skip), doc func(*Document)) {
	line := func(l int) int { l, _ = pos(l, 0); return l }
	seen := map[*board.ParseError]bool{}
	fixErr := func(err error) {
		var perr *board.ParseError
		if errors.As(err, &perr) && !seen[perr] {
			seen[perr] = true
			perr.Line, perr.Col = pos(perr.Line, perr.Col)
		}
	}
	skipped := map[*Skip]bool{} // Skipped lists may share their arrays
	fixSkips := func(sks []Skip) {
		for i := range sks {
			if sk := &sks[i]; !skipped[sk] {
				skipped[sk] = true
				if quote != nil {
					quote(sk)
				}
				sk.Line, sk.Col = pos(sk.Line, sk.Col)
			}
		}
	}
	fixDoc := func(d *Document) {
		d.Line = line(d.Line)
		if d.endLine > 0 {
			d.endLine = line(d.endLine)
		}
		fixSkips(d.Skipped)
		if doc != nil {
			doc(d)
		}
	}
	for i := range tours {
		tr := &tours[i]
		if tr.sourced {
			continue
		}
		tr.Line = line(tr.Line)
		fixErr(tr.Err)
		fixSkips(tr.lines)
		for k := range tr.Readings {
			fixDoc(&tr.Readings[k])
		}
		for k := range tr.tried {
			fixErr(tr.tried[k].err)
			for j := range tr.tried[k].docs {
				fixDoc(&tr.tried[k].docs[j])
			}
		}
	}
}

// joinRecords reads each record printed one field a line (Rust's {:#?}
// "Pos {\n    x: 3,\n    y: 4,\n}", a pretty printer's struct) as the
// one line it is in the language's grammar, and reports whether there
// were any: its fields then stand beside their names as in a record
// printed on one line. Only the line breaks inside the record become
// spaces, so every byte keeps its place. One pass over the input.
func (t *text) joinRecords() bool {
	return t.rewriteSpans(func(i int) ([]byte, int, bool) {
		if t.b[i] != '{' {
			return nil, 0, false
		}
		end, ok := fieldLines(t.b, i)
		if !ok {
			return nil, 0, false
		}
		return bytes.ReplaceAll(t.b[i:end], []byte{'\n'}, []byte{' '}), end, true
	})
}

// fieldLines reports whether b at i opens a record whose fields stand
// one a line, "name: value" or "name = value" with no bracket in the
// value and a number among them, up to the '}' that closes it on a line
// of its own; it says where the record ends.
func fieldLines(b []byte, i int) (end int, ok bool) {
	k := i + 1
	for k < len(b) && isHSpace(b[k]) {
		k++
	}
	if k == len(b) || b[k] != '\n' {
		return 0, false
	}
	fields, digits := 0, false
	for k++; k < len(b); k++ {
		e := lineEnd(b, k)
		l := bytes.TrimSpace(b[k:e])
		if len(l) > 0 && l[0] == '}' {
			return k + bytes.IndexByte(b[k:e], '}') + 1, fields > 0 && digits
		}
		n := 0
		for n < len(l) && (isAlnum(l[n])) {
			n++
		}
		v := bytes.TrimLeft(l[n:], " \t")
		if n == 0 || len(v) == 0 || v[0] != ':' && v[0] != '=' || bytes.ContainsAny(v, "[]{}()") {
			return 0, false
		}
		fields++
		digits = digits || bytes.ContainsAny(v, "0123456789")
		k = e
	}
	return 0, false
}
