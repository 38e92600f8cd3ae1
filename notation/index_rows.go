package notation

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/knightcert/knight/board"
)

// Shells and PHP print an array with each value's index before it:
// bash's `declare -p` and ${a[@]@A} (`[0]="17" [1]="2"`), zsh's
// associative arrays (`[1]=17`), PHP's print_r (`[0] => 17`, one a line)
// and var_dump (`[0]=>` over `int(17)`). The indexes are integers that
// are no squares' numbers, so they stand between the readers and the
// values. They are text around the values only when that is certain:
// every run of them counts 0, 1, 2, ... (or from 1) in order, each run
// as long as the others (a board's rows) or one run alone, and the
// values alone number a board's squares once each. Then each run is
// read as one line of its values, a paragraph of its own, every byte mapped back to the one it
// was read from, so that a fault is named where its value is written.
// Otherwise nothing is dropped: the input is read as written, and the
// runs are named in the refusal with why they are not read (indexes out
// of order, values that number no board). The cost is one pass over the
// input.

// indexedValue is one `[k]=v` of an input: the index k, the value v,
// where v's digits are (t.b[from:to]), where the entry begins (its
// '[') and where it ends (after a closing quote or parenthesis).
type indexedValue struct {
	index, value int
	start, end   int
	from, to     int
}

// indexedRun is indexed values one after another, only spaces and line
// breaks between them, each index one more than the one before.
type indexedRun []indexedValue

// indexedValues finds every `[k]` followed by '=', "=>" or "]=>" and an
// integer value, bare, quoted, or in var_dump's int(v) or string(n)
// "v", after spaces and line breaks.
func indexedValues(b []byte) []indexedValue {
	var out []indexedValue
	for i := 0; i < len(b); i++ {
		if b[i] != '[' {
			continue
		}
		n, k, ok := keyAt(b, i)
		if !ok {
			continue
		}
		if hasAt(b, k, ">") { // PHP's "[0] => 17"
			k = skipSpace(b, k+1)
		}
		v, ok := indexedValueAt(b, k)
		if !ok {
			continue
		}
		v.index, v.start = n, i
		out = append(out, v)
		i = v.end - 1
	}
	return out
}

// indexedValueAt reads the value that starts at b[k]: an integer, bare,
// in quotes, or in var_dump's int(...) or string(n) "...".
func indexedValueAt(b []byte, k int) (indexedValue, bool) {
	closer := byte(0)
	switch {
	case hasAt(b, k, "int("):
		k, closer = k+len("int("), ')'
	case hasAt(b, k, "string("):
		k += len("string(")
		for k < len(b) && isDigit(b[k]) {
			k++
		}
		if !hasAt(b, k, `) "`) {
			return indexedValue{}, false
		}
		k, closer = k+len(`) "`), '"'
	case k < len(b) && (b[k] == '"' || b[k] == '\''):
		k, closer = k+1, b[k]
	}
	from := k
	if k < len(b) && b[k] == '-' {
		k++
	}
	n, k, ok := numberAt(b, k)
	if !ok {
		return indexedValue{}, false
	}
	if b[from] == '-' {
		n = -n
	}
	v := indexedValue{value: n, from: from, to: k, end: k}
	if closer != 0 {
		if k >= len(b) || b[k] != closer {
			return indexedValue{}, false
		}
		v.end = k + 1
	} else if k < len(b) && !isSpace(b[k]) && b[k] != '\n' && b[k] != '\r' && b[k] != ')' && b[k] != ',' {
		return indexedValue{}, false // "[0]=2x": no integer value
	}
	return v, true
}

// indexedRuns cuts vs into runs: a value whose index is not one more
// than the one before, or with more than spaces, line breaks or a comma
// between them, begins a run.
func indexedRuns(b []byte, vs []indexedValue) []indexedRun {
	var runs []indexedRun
	for k, v := range vs {
		if k > 0 && v.index == vs[k-1].index+1 && onlyOf(b[vs[k-1].end:v.start], " \t\n\r\f\v,") {
			runs[len(runs)-1] = append(runs[len(runs)-1], v)
			continue
		}
		runs = append(runs, indexedRun{v})
	}
	return runs
}

// minIndexedValues is the fewest indexed values read as a board: fewer
// are as often a record's fields as a tour.
const minIndexedValues = 4

// indexedBoard reports whether runs are certainly a board's values
// written with their indexes, and, when not, why.
func indexedBoard(runs []indexedRun) (bool, string) {
	var values []int
	base := runs[0][0].index
	for _, r := range runs {
		if r[0].index != base || base > 1 {
			return false, fmt.Sprintf("the run of indexes at %s counts from %d, not 0 or 1 in order", "["+fmt.Sprint(r[0].index)+"]", r[0].index)
		}
		if len(r) != len(runs[0]) {
			return false, fmt.Sprintf("its runs of indexes are %d and %d long, no board's rows", len(runs[0]), len(r))
		}
		for _, v := range r {
			values = append(values, v.value)
		}
	}
	if !numbersBoard(values) {
		return false, fmt.Sprintf("its %d values do not number a board's squares once each, 0..%d or 1..%d", len(values), len(values)-1, len(values))
	}
	return true, ""
}

// dropIndexes reads t's indexed values without their indexes when they
// are certainly a board's (indexedBoard), each run on a line of its
// own, and reports whether it did. When there are indexed values but
// no certain reading, why names them and what is wrong.
// lines are the first and last lines (from 1) the indexed values are on.
func (t *text) dropIndexes() (ok bool, why string, lines [2]int) {
	vs := indexedValues(t.b)
	if len(vs) < minIndexedValues {
		return false, "", lines
	}
	lines = [2]int{lineIndex(t.lines, vs[0].start) + 1, lineIndex(t.lines, vs[len(vs)-1].end-1) + 1}
	runs := indexedRuns(t.b, vs)
	if ok, why := indexedBoard(runs); !ok && indexedPairs(runs) {
		t.writePairs(runs)
		return true, "", lines
	} else if !ok {
		line := lineIndex(t.lines, vs[0].start) + 1
		col := vs[0].start - t.lines[line-1] + 1
		return false, fmt.Sprintf("values written with their indexes (%d:%d %q), read only when certain: %s", line, col, t.b[vs[0].start:vs[0].end], why), lines
	}
	next := 0 // the run to write next
	t.rewriteMapped(func(i int) ([]byte, []int32, int, bool) {
		if next == len(runs) || i != runs[next][0].start {
			return nil, nil, 0, false
		}
		r := runs[next]
		var out []byte
		var from []int32
		emit := func(c byte, at int) { out, from = append(out, c), append(from, int32(at)) }
		// A blank line before and after: the run is a paragraph of its
		// own, apart from the brackets and words around it.
		before := lineStart(t.b, i)
		if next > 0 {
			before = max(before, runs[next-1][len(runs[next-1])-1].end)
		}
		if slices.ContainsFunc(t.b[before:i], func(c byte) bool { return !isSpace(c) }) {
			emit('\n', i)
		}
		emit('\n', i)
		for k, v := range r {
			if k > 0 {
				emit(' ', v.start)
			}
			for j := v.from; j < v.to; j++ {
				emit(t.b[j], j)
			}
		}
		end := r[len(r)-1].end
		emit('\n', end-1)
		emit('\n', end-1)
		next++
		return out, from, end, true
	})
	return true, "", lines
}

// indexedTours reads head without the indexes of its values when that is
// certain (dropIndexes); ok reports whether it did. Indexed values that
// are no certain board are named in the refusal of each unreadable tour
// of base refused on their lines, base's tours changed in place.
func indexedTours(head []byte, base pass, opt ReadOptions) (pass, bool) {
	t := holdText(head)
	ok, why, lines := t.dropIndexes()
	if ok {
		more, merr := readText(t, opt)
		t.toSource(more)
		for i := range more {
			for k := range more[i].Readings {
				d := &more[i].Readings[k]
				d.label = strings.TrimPrefix(d.label+"; "+indexesNote, "; ")
			}
		}
		return pass{more, merr}, true
	}
	if why == "" {
		return pass{}, false
	}
	tours := base.tours
	for i := range tours {
		var perr *board.ParseError
		if tours[i].Err != nil && !errors.Is(tours[i].Err, ErrNumbering) && errors.As(tours[i].Err, &perr) && perr.Line >= lines[0] && perr.Line <= lines[1] {
			named := *perr
			named.Msg = strings.TrimPrefix(perr.Error(), fmt.Sprintf("%d:%d: ", perr.Line, perr.Col)) + "; " + why
			tours[i].Err = &named
		}
	}
	return pass{}, false
}

// indexesNote says in the reading note that the indexes were read as text.
const indexesNote = "the values read without the indexes written before each, which count 0, 1, 2, ... (or from 1) in order"

// otherBoardLiterals names the board of a grid printed as one literal on
// one line ("[][]int{{...}}", "[[...]]") that the board given refused:
// a tour no reading read, whose line holds one literal that numbers the
// squares of another board once each, is that board's grid, and says so
// (the grid is WxH, not the board given), where the readers' refusal
// named a cell of it as a bad square or number. Tours changed in place.
func otherBoardLiterals(head []byte, tours []Tour, opt ReadOptions) {
	opt.checkStop(0)
	if opt.Board == (board.Board{}) {
		return
	}
	var t *text
	for k, tr := range tours {
		if tr.Err == nil || errors.Is(tr.Err, ErrNumbering) || errors.Is(tr.Err, ErrBoardMismatch) || errors.Is(tr.Err, ErrMisread) {
			continue
		}
		if t == nil {
			t = holdText(head)
		}
		i := tr.Line - 1
		if i < 0 || i >= len(t.lines) || len(literals(t.line(i))) != 1 {
			continue
		}
		free := opt
		free.Board = board.Board{}
		ds := t.literalGrids(i, free)
		if len(ds) != 1 || ds[0].Board == opt.Board {
			continue
		}
		at := t.lines[i] + literals(t.line(i))[0][0]
		tours[k].Err = t.errAt(at, ErrBoardMismatch, "grid is %v, printed as one literal, the board given is %v", ds[0].Board, opt.Board)
	}
}

// indexedPairs reports whether runs are a dump of a list of pairs: every
// run two values long, indexed from the same base, 0 or 1, and at least
// minIndexedValues of them (PHP's print_r and var_dump of an array of
// [x, y] arrays). Which number is which, and from what base, is the pair
// readers' to judge, as for any pair list.
func indexedPairs(runs []indexedRun) bool {
	if len(runs) < minIndexedValues {
		return false
	}
	for _, r := range runs {
		if len(r) != 2 || r[0].index != runs[0][0].index || r[0].index > 1 {
			return false
		}
	}
	return true
}

// writePairs rewrites t with each run of runs as "(x, y)" on a line of
// its own, every byte mapped back to the one it was read from. The dump's
// text between two runs (brackets, "Array", "array(2) {", the outer
// "[3] =>") is dropped when it is only that: one pair a line.
func (t *text) writePairs(runs []indexedRun) {
	next := 0
	t.rewriteMapped(func(i int) ([]byte, []int32, int, bool) {
		if next == len(runs) || i != runs[next][0].start {
			return nil, nil, 0, false
		}
		r := runs[next]
		next++
		var out []byte
		var from []int32
		emit := func(c byte, at int) { out, from = append(out, c), append(from, int32(at)) }
		emit('\n', i)
		emit('(', r[0].from)
		for k, v := range r {
			if k > 0 {
				emit(',', v.start)
				emit(' ', v.start)
			}
			for j := v.from; j < v.to; j++ {
				emit(t.b[j], j)
			}
		}
		end := r[len(r)-1].end
		emit(')', end-1)
		if next < len(runs) && dumpGlue(t.b[end:runs[next][0].start]) {
			return out, from, runs[next][0].start, true
		}
		emit('\n', end-1)
		return out, from, end, true
	})
}

// dumpGlue reports whether b is only what a dumper writes between two
// entries: blanks, brackets, "array"/"Array" with its count, and an
// outer "[k] =>" or "[k]=>".
func dumpGlue(b []byte) bool {
	for i := 0; i < len(b); {
		switch {
		case isSpace(b[i]) || b[i] == '\n' || b[i] == '\r' || strings.IndexByte("(){},", b[i]) >= 0:
			i++
		case hasAt(b, i, "Array") || hasAt(b, i, "array"):
			i += len("array")
		case b[i] == '[':
			_, k, ok := keyAt(b, i)
			if !ok {
				return false
			}
			i = k
			if hasAt(b, i, ">") {
				i++
			}
		case isDigit(b[i]) && i > 0 && b[i-1] == '(':
			for i < len(b) && isDigit(b[i]) {
				i++
			}
		default:
			return false
		}
	}
	return true
}
