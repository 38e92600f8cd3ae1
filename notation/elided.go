package notation

import (
	"bytes"
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/knightcert/knight/board"
)

// errElided is the error of a tour printed by a program that says it left
// part of its data out: what is shown is no certain reading of the tour,
// valid or not.
var errElided error = &wrapped{ErrMisread, "the print says it left data out"}

// elisionStatement reports whether a line says the print around it is
// cut: Spark's "only showing top 20 rows", pandas' "[90 rows x 2
// columns]", R's max.print notice, tibble's "# ... with 70 more rows",
// DuckDB's "90 rows (40 shown)", "(truncated)" and "... 70 more rows".
// The line is compared in lower case with every run of digits one '#'
// and every run of spaces one space (no spaces at all for R's notice).
func elisionStatement(l []byte) bool {
	var b, tight []byte
	for i := 0; i < len(l); i++ {
		c := l[i]
		switch {
		case isDigit(c):
			for i+1 < len(l) && isDigit(l[i+1]) {
				i++
			}
			c = '#'
		case c == ' ' || c == '\t':
			if len(b) == 0 || b[len(b)-1] != ' ' {
				b = append(b, ' ')
			}
			continue
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		}
		b = append(b, c)
		tight = append(tight, c)
	}
	line := string(b)
	if !containsAny(line, []string{"show", "omit", "trunc", "more", "column"}) {
		return false // every statement of a cut holds one of these words
	}
	has := func(parts ...string) bool { return containsAny(line, parts) }
	for _, unit := range []string{"row", "line", "result"} {
		if has("only showing top # "+unit, "only showing first # "+unit, "only showing the top # "+unit, "only showing the first # "+unit) {
			return true
		}
	}
	for _, unit := range []string{"row", "entries", "line"} {
		if has("# "+unit+"s omitted", "# "+unit+" omitted") {
			return true
		}
	}
	t := string(tight)
	if strings.Contains(t, `reachedgetoption("max.print")--omitted#`) || strings.Contains(t, "reachedmax--omitted#") {
		return true
	}
	if has("# rows (# shown)", "# row (# shown)", "output truncated") {
		return true
	}
	bare := strings.ReplaceAll(line, " ", "")
	if containsAny(bare, []string{"[#rowsx#columns]", "[#rowx#column]", "[#rowsx#column]", "[#rowx#columns]",
		"[truncated]", "(truncated)", "<truncated>", "[outputtruncated]", "(outputtruncated)", "<outputtruncated>"}) {
		return true
	}
	for _, mark := range []string{"...", "…", "ℹ"} {
		for rest := line; ; {
			i := strings.Index(rest, mark)
			if i < 0 {
				break
			}
			rest = strings.TrimPrefix(rest[i+len(mark):], " ")
			after := strings.TrimPrefix(strings.TrimPrefix(rest, "with "), "and ")
			if tail, ok := strings.CutPrefix(after, "# more "); ok {
				units := []string{"row", "line", "entries", "entry", "item", "element", "value", "square", "move", "step"}
				if slices.ContainsFunc(units, func(u string) bool { return strings.HasPrefix(tail, u) }) {
					return true
				}
			}
		}
	}
	return false
}

// elisionMarks are the marks a table or list prints where it leaves rows
// out: pandas' "..", "...", R's and Julia's "⋮", "⋯", "…".
func elisionMark(field []byte) bool {
	if len(field) == 0 {
		return false
	}
	if bytes.Equal(field, []byte("…")) || bytes.Equal(field, []byte("⋮")) || bytes.Equal(field, []byte("⋯")) {
		return true
	}
	return len(field) >= 2 && len(bytes.Trim(field, ".")) == 0
}

// elisionLine reports whether line l of the input says the data around
// it is cut: a statement of it, or a line of nothing but elision marks
// (a table's row of "..", "...", "⋮" in every field or between its
// walls, a lone "⋮").
func elisionLine(l []byte) bool {
	if elisionStatement(l) {
		return true
	}
	if bytes.IndexByte(l, '.') < 0 && bytes.IndexByte(l, 0xE2) < 0 {
		return false // no mark: '.', or the first byte of '…', '⋮' and '⋯'
	}
	fields := bytes.FieldsFunc(l, func(r rune) bool {
		switch r {
		case ' ', '\t', '|', '│', '┃', ',', '#', '>':
			return true
		}
		return false
	})
	walled := bytes.ContainsAny(l, "|│┃")
	if len(fields) == 0 || len(fields) == 1 && !walled && string(fields[0]) != "⋮" {
		// A lone "..." is as often a placeholder in prose or code, or
		// Python's continuation prompt, as rows left out.
		return false
	}
	for _, f := range fields {
		if !elisionMark(f) {
			return false
		}
	}
	return true
}

// markElided makes unreadable every tour that a line saying the print
// is cut lies in, ends or begins (the tour whose paragraph it is in, and
// the tour right after it when no more than a border lies between, or
// only the lines of its table's head, no blank line among them): its
// squares as shown are no certain reading, whatever they make.
func markElided(head []byte, tours []Tour) []Tour {
	if len(tours) == 0 {
		return tours
	}
	lines := bytes.Split(head, []byte("\n"))
	for i, l := range lines {
		if len(l) > 400 || !elisionLine(l) {
			continue
		}
		at := i + 1
		// A row of marks cuts the table it stands in: the tour read from
		// its paragraph that begins above it. A statement may stand on
		// the tour's first line or above the rows it speaks of: also the
		// tour that begins on it or right after it.
		stated := elisionStatement(l)
		before, after := -1, -1
		for k, tr := range tours {
			if (tr.Line < at || stated && tr.Line == at) && sameParagraph(lines, tr.Line, at) && (before < 0 || tr.Line > tours[before].Line) {
				before = k
			}
			if stated && tr.Line > at && (tr.Line <= at+2 || sameParagraph(lines, at, tr.Line)) && (after < 0 || tr.Line < tours[after].Line) {
				after = k
			}
		}
		for _, k := range []int{before, after} {
			if k < 0 || tours[k].Err != nil && !errors.Is(tours[k].Err, ErrNumbering) && (!stated || errors.Is(tours[k].Err, errElided) || lineOf(tours[k].Err) == at) {
				// Unreadable already, for its own reason (a table that
				// elides rows says so itself, on the statement's
				// line). A statement of the cut is the reason for
				// what the cut left unreadable elsewhere (a list that
				// ends without its bracket, rows of a grid short of
				// its board).
				continue
			}
			if k == after && before >= 0 && tours[k].Err != nil && tours[k].squares == 0 {
				// The closing brackets after the cut ("]"): the end of
				// the print the tour before names, no tour of its own.
				tours[k].Line = -1
				continue
			}
			msg := strconv.Quote(shorten(string(bytes.TrimSpace(l)))) +
				" says the print left data out: the squares shown are no certain reading of the tour, valid or not; give the whole output"
			tours[k] = Tour{Line: tours[k].Line, Asked: tours[k].Asked, Err: &board.ParseError{Line: at, Col: 1, Err: errElided, Msg: msg}}
		}
	}
	return slices.DeleteFunc(tours, func(tr Tour) bool { return tr.Line < 0 })
}

// sameParagraph reports whether lines from and to (from 1) hold no blank
// line between them.
func sameParagraph(lines [][]byte, from, to int) bool {
	for l := from; l <= to && l <= len(lines); l++ {
		if len(bytes.TrimSpace(lines[l-1])) == 0 {
			return false
		}
	}
	return true
}
