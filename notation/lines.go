package notation

import (
	"bytes"
	"slices"
	"strings"

	"github.com/knightcert/knight/board"
)

// The lines real programs print around and in their tours, beyond what
// classify knows: classifyLine is the classification blocks uses.

// classifyLine is classify with the lines real programs print that it
// takes for data: a comment mark alone (a blank line of a comment, "%"
// when the others begin "% "), a caption with one square after it
// ("starting position: c3."), and words glued after a line of numbers by
// a quote mark; and a row of '#'-marked numbers ("#01 #22"), which is
// data, not a comment. A REPL's prompt (">>> ..."), a brace alone before
// text, a block comment's "*/", a caption in a script beyond ASCII ("解
// 1") around a grid and a word after a list's last arrow ("-> cycle")
// need no case here: the block they join is read by structure
// (structure.go), and they are named as skipped.
func (t *text) classifyLine(i int) (lineKind, int, int) {
	l := t.line(i)
	j := 0
	for j < len(l) && isSpace(l[j]) {
		j++
	}
	rest := l[j:]
	if lispCall(rest) || rangeLine(rest) || progressLine(rest) || dotsCount(rest) || namedPrompt(rest) || sourceLine(rest) {
		return lineWords, 0, 0
	}
	if kind, from, to, ok := t.markupLine(i, j); ok {
		return kind, from, to
	}
	if mark := bytes.TrimSpace(t.prefix); len(mark) > 0 && bytes.Equal(bytes.TrimSpace(rest), mark) {
		return lineBlank, 0, 0 // the comment mark alone: a blank line of the comment
	}
	if len(t.prefix) == 0 || !bytes.HasPrefix(rest, t.prefix) {
		if len(rest) >= 2 && rest[0] == '#' && isDigit(rest[1]) && numbersIn(rest) >= 2 {
			return lineData, t.lines[i] + j, 0
		}
	}
	kind, dataOff, dataEnd := t.classify(i)
	end := t.lines[i] + len(l) // where the data stops
	if dataEnd > 0 {
		end = dataEnd
	}
	if kind == lineData && textCell(l) {
		return lineWords, 0, 0 // a table's row of words and numbers
	}
	if kind == lineData && t.headRow(i) {
		return lineWords, 0, 0 // a row of words under a table's header: a row of its head
	}
	if kind == lineRule && t.dashRow(i) {
		return lineData, t.lines[i] + j, 0
	}
	if kind == lineWords && i+1 < len(t.lines) && endsWithSquare(l) && startsWithSquare(t.line(i+1)) {
		// "its, in order, a10,": a sentence whose list's first square
		// ends the line, the list going on on the next.
		at := bytes.LastIndexFunc(bytes.TrimRight(l, " \t\r,"), func(r rune) bool { return r > 0x7f || !word(byte(r)) }) + 1
		return lineData, t.lines[i] + at, 0
	}
	if kind == lineWords && i > 0 && endsWithSquare(t.line(i-1)) {
		// "d7. Each move ...": the last square of a list the line above
		// leaves open with a comma, and the sentence after it.
		if n := sentenceSquare(rest); n > 0 {
			return lineData, t.lines[i] + j, t.lines[i] + j + n
		}
	}
	if kind == lineWords {
		// "Step 1: Knight moves to (0, 2)": one move a line, its square
		// the pair at the end, when a line next to it names pairs too.
		// A sentence alone that ends in a pair ("The knight starts on
		// (6, 1) and ends on (4, 3).") is words beside a tour of
		// another spelling, no square of it.
		if at, end, ok := trailingPair(l); ok && longWord(l[:at]) && t.pairNext(i) {
			return lineData, t.lines[i] + at, t.lines[i] + end
		}
	}
	if kind == lineData && dataOff > t.lines[i]+j {
		// A caption and one square after it ("starting position: c3.",
		// "Starting position: (3, 1)") over a grid: a prompt's answer.
		answer := bytes.TrimRight(bytes.TrimSpace(t.b[dataOff:end]), ".")
		caption := t.b[t.lines[i]+j : dataOff]
		if k := bytes.LastIndexAny(caption, ",;"); k >= 0 {
			caption = caption[k+1:] // "Board size: 5x5, starting position: c3."
		}
		// A caption with a number in it ("Move nr.1: Knight A1") is one
		// line of a numbered list.
		// Only above a grid: a square list after it may go on from it.
		_, square := board.ParseAlgebraic(answer)
		if at, _, pair := trailingPair(answer); pair && at == 0 {
			square = true // "Starting position: (3, 1)"
		}
		if square && longWord(caption) && bytes.ContainsAny(caption, ":=") && !bytes.ContainsAny(caption, "0123456789") && t.digitsNext(i) {
			return lineWords, 0, 0
		}
	}
	if kind == lineData {
		if at, ok := inputArrow(t.b[dataOff:end]); ok {
			// "3 4 -> 1 4 7 10 | 8 11 2 5 | 3 6 9 12": a test case, its
			// input, an arrow, and the output that is the tour.
			return lineData, dataOff + at, dataEnd
		}
	}
	if kind == lineData && isDigit(t.b[dataOff]) {
		// Numbers, then text glued on by a mark that is no part of any
		// notation ("... 29 12`printKnightsTour $ knightsTour 6`"): the
		// numbers are the data, the rest words after them.
		k := dataOff
		for k < end && (isDigit(t.b[k]) || isSpace(t.b[k]) || strings.IndexByte(",;.-|[]()", t.b[k]) >= 0) {
			k++
		}
		if k < end && strings.IndexByte("`\"'", t.b[k]) >= 0 && longWord(t.b[k:end]) {
			return lineData, dataOff, k
		}
		if open := k - 1; k < end && isLetter(t.b[k]) && t.b[open] == '(' && wordsInBrackets(t.b[open:end]) {
			// Numbers, then a remark in brackets ("... 11, 30, 5
			// (list; graph; refs)"): no notation puts a word of three
			// letters in a bracket after its numbers.
			return lineData, dataOff, open
		}
		if at, ok := commandEcho(t.b[dataOff:end]); ok {
			// "6 5 knight-tour print-tour 0 0 2 1 ...": a REPL's echo of
			// the command typed, its arguments before its words, then
			// the run of numbers it printed: the echo is a caption.
			return lineData, dataOff + at, dataEnd
		}
	}
	if kind == lineData && dataEnd == 0 {
		if close, ok := statementAfterLiteral(t.b[dataOff:end]); ok {
			// "a = [22 29 4;3 32 23]; ok = true; assert(ok)": the
			// literal is the data, the statements after its ';' code,
			// as a type after its ':' is.
			return lineData, dataOff, dataOff + close
		}
	}
	if kind == lineData && (t.offsetsLine(i) || t.sizeLine(i) || t.countsLine(i)) {
		return lineWords, 0, 0
	}
	return kind, dataOff, dataEnd
}

// countsLine reports whether line i is a contest output's line of
// counts above its squares, one "row col" pair a line: "H W", "W H",
// "N" or "H W K" (the board's sides, a square board's side, and the
// number of squares), the blank lines after it aside. It is one when
// its numbers are the board's the pairs below number (their largest
// row and column, from 0 or 1) and, as a square, it would be no tour's
// missing one: a pair the list below holds already, or off the board
// it numbers, or below a list with every square of it. A pair that
// the list lacks, under a list one square short, may be its first
// square: that line stays a pair, so no reading drops a square.
// Only the first line of a run is tried, so the cost is one pass.
func (t *text) countsLine(i int) bool {
	head, ok := bareInts(t.line(i))
	if !ok || len(head) > 3 || i > 0 && pairLine(t.line(i-1)) {
		return false
	}
	j := i + 1
	for j < len(t.lines) && blank(t.line(j)) {
		j++
	}
	type pair struct{ a, b int }
	seen := map[pair]bool{}
	least, rows, cols := 1<<30, 0, 0
	for ; j < len(t.lines) && pairLine(t.line(j)); j++ {
		p, _ := bareInts(t.line(j))
		seen[pair{p[0], p[1]}] = true
		least, rows, cols = min(least, p[0], p[1]), max(rows, p[0]), max(cols, p[1])
	}
	if len(seen) < 4 || least > 1 {
		return false
	}
	rows, cols = rows+1-least, cols+1-least
	sides := func(a, b int) bool { return a == rows && b == cols || a == cols && b == rows }
	n := len(seen)
	switch len(head) {
	case 1:
		return head[0] == rows || head[0] == cols || head[0] == n || head[0] == rows*cols
	case 3:
		if head[2] != n && head[2] != rows*cols {
			return false
		}
	}
	a, b := head[0], head[1]
	onBoard := a-least < rows && b-least < cols
	return sides(a, b) && (seen[pair{a, b}] || !onBoard || n == rows*cols)
}

// pairLine reports whether line holds two integers and nothing else.
func pairLine(line []byte) bool {
	p, ok := bareInts(line)
	return ok && len(p) == 2
}

// offsetsLine reports whether line i is a line of a table of move
// offsets ("int X[8]={-2,-2,-1,-1,1,1,2,2};"): two numbers below -1 or
// more standing alone and negative numbers a quarter of its numbers or
// more, or, after such a line, one below -1 and a quarter negative (its
// next line, "(2, 1), (-2, 1)]"); a line with a quote mark is a JSON
// document's or a string's. No grid numbers a square below 0 (-1 marks
// one left out) and no coordinate is negative, so the line is words
// around a tour, however many lines of code hold such tables; a grid
// with a row so mistyped is a grid a row short, never read whole.
func (t *text) offsetsLine(i int) bool {
	signed := func(i, least int) bool {
		if bytes.IndexByte(t.line(i), '"') >= 0 {
			return false
		}
		cells := t.lineInts(i)
		below, negative := 0, 0
		for _, c := range cells {
			if c.v < -1 {
				below++
			}
			if c.v < 0 {
				negative++
			}
		}
		return below >= least && len(cells) >= 2 && 4*negative >= len(cells)
	}
	return signed(i, 2) || i > 0 && signed(i, 1) && signed(i-1, 2)
}

// inputArrow finds the output in a line that writes a test case as
// "INPUT -> OUTPUT" (or "=>"): one arrow, one to three numbers and
// nothing else before it (a board's size, a start), numbers or squares
// and no words after it. at is where the output begins. A list with
// arrows between its squares has more than one.
func inputArrow(b []byte) (at int, ok bool) {
	i := bytes.Index(b, []byte("->"))
	if j := bytes.Index(b, []byte("=>")); i < 0 || j >= 0 && j < i {
		i = j
	}
	if i < 0 {
		return 0, false
	}
	left, right := b[:i], b[i+2:]
	if bytes.Contains(right, []byte("->")) || bytes.Contains(right, []byte("=>")) {
		return 0, false
	}
	for _, c := range left {
		if !isDigit(c) && !isSpace(c) && c != ',' {
			return 0, false
		}
	}
	if n := numbersIn(left); n < 1 || n > 3 || numbersIn(right) < 4 || !wordFree(right) {
		return 0, false
	}
	at = i + 2
	for at < len(b) && isSpace(b[at]) {
		at++
	}
	return at, true
}

// checkPrefix drops a comment mark that the lines use as a cell too: "--"
// begins most rows of a grid with squares left out as "--", and a row
// without the mark has it between its numbers.
func (t *text) checkPrefix() {
	mark := bytes.TrimSpace(t.prefix)
	if len(mark) == 0 {
		return
	}
	for i := range t.lines {
		l := bytes.TrimSpace(t.line(i))
		if len(l) == 0 || bytes.HasPrefix(l, mark) {
			continue
		}
		if slices.ContainsFunc(bytes.Fields(l), func(f []byte) bool { return bytes.Equal(f, mark) }) {
			t.prefix = nil
			return
		}
	}
}

// trailingPair finds a pair of numbers in brackets at the end of a line,
// "(0, 2)" or "[3,4]" (a '.' or ',' after it allowed): its offsets.
func trailingPair(l []byte) (int, int, bool) {
	end := len(bytes.TrimRight(l, " \t\r.,;"))
	if end == 0 || l[end-1] != ')' && l[end-1] != ']' {
		return 0, 0, false
	}
	open := byte('(')
	if l[end-1] == ']' {
		open = '['
	}
	at := bytes.LastIndexByte(l[:end-1], open)
	if at < 0 {
		return 0, 0, false
	}
	inner := bytes.Split(l[at+1:end-1], []byte(","))
	if len(inner) != 2 {
		return 0, 0, false
	}
	for _, n := range inner {
		n = bytes.TrimSpace(n)
		if len(n) == 0 || len(bytes.TrimLeft(n, "0123456789")) != 0 {
			return 0, 0, false
		}
	}
	return at, end, true
}

// pairNext reports whether line i, a sentence that ends in a pair, is
// one square of a list: a line right above or below it begins with a
// bracketed pair, or it is one of four lines in a row or more that end
// so (a quarter of the smallest board with a tour, 3x4), each a move of
// a log. Two or three such sentences name squares no tour is made of.
// At most three lines each way are looked at, so the cost is constant.
func (t *text) pairNext(i int) bool {
	sentence := func(k int) bool {
		if k < 0 || k >= len(t.lines) {
			return false
		}
		l := t.line(k)
		at, _, ok := trailingPair(l)
		return ok && longWord(l[:at])
	}
	for _, k := range []int{i - 1, i + 1} {
		if k < 0 || k >= len(t.lines) {
			continue
		}
		l := bytes.TrimSpace(t.line(k))
		for o := 0; o < len(l) && strings.IndexByte("[({", l[o]) >= 0; o++ {
			if _, _, ok := bracketedPair(l, o); ok {
				return true
			}
		}
	}
	run := 1
	for k := i - 1; k >= i-3 && sentence(k); k-- {
		run++
	}
	for k := i + 1; k <= i+3 && sentence(k); k++ {
		run++
	}
	return run >= 4
}

// digitsNext reports whether the next line that is not blank begins with
// a digit (the row of a grid), or there is none.
func (t *text) digitsNext(i int) bool {
	for k := i + 1; k < len(t.lines); k++ {
		if l := bytes.TrimSpace(t.line(k)); len(l) > 0 {
			return isDigit(l[0])
		}
	}
	return true
}

// longWord reports whether b holds a run of three letters or more: a
// word, not a square or a marker.
func longWord(b []byte) bool {
	run := 0
	for _, c := range b {
		if isLetter(c) {
			if run++; run >= 3 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// namesSquare reports whether b names a square: a letter, then a digit.
func namesSquare(b []byte) bool {
	for i := 0; i+1 < len(b); i++ {
		if isLetter(b[i]) && isDigit(b[i+1]) && (i == 0 || !isLetter(b[i-1])) {
			return true
		}
	}
	return false
}

// linePerTour splits a block whose every line holds one number for each
// square of the board given, and nothing else, into a block a line: one
// tour on each line, as programs print every tour they find (25 numbers a
// line on 5x5). Such lines are no grid of that board.
func (t *text) linePerTour(blocks []block, opt ReadOptions) []block {
	size := opt.Board.Size()
	var out []block
	for _, bl := range blocks {
		each := len(bl.segs) >= 2 && size >= 2
		for _, sg := range bl.segs {
			seg := t.b[sg[0]:sg[1]]
			if !each || numbersIn(seg) != size || bytes.ContainsFunc(seg, func(r rune) bool { return r < 0x80 && isLetter(byte(r)) }) {
				each = false
				break
			}
		}
		if !each {
			out = append(out, bl)
			continue
		}
		for i, sg := range bl.segs {
			one := block{segs: [][2]int{sg}}
			if i == 0 {
				one.skipped = bl.skipped
			}
			out = append(out, one)
		}
	}
	return out
}

// squareTokens counts the tokens of a block that could name a square: a
// number, or a word, quoted or not, that ends in a digit (a1, p(1, "a1").
func (t *text) squareTokens(bl block) int {
	n := 0
	for _, tk := range t.tokens(bl) {
		quoted := tk.kind == tString && tk.to()-tk.at() > 2 && isDigit(t.b[tk.to()-2]) // "a1", 'd2'
		if tk.kind == tNum || tk.kind == tWord && isDigit(t.b[tk.to()-1]) || quoted {
			n++
		}
	}
	return n
}

// listLength is the number of squares a square list with no board names,
// read on the largest board; otherwise the count given.
func (t *text) listLength(bl block, opt ReadOptions, otherwise int) int {
	wide := opt
	wide.Board = board.Board{W: board.MaxSide, H: board.MaxSide}
	ds, err := t.list(t.tokens(bl), wide)
	if err != nil || len(ds) != 1 {
		return otherwise
	}
	return len(ds[0].Path)
}

// dashRow reports whether line i, all "--" separated by spaces, is a row
// of squares left out rather than a rule: the rows above it, up to one
// with numbers, hold as many cells, "--" among them ("09 -- 03 -- 07").
func (t *text) dashRow(i int) bool {
	cells := func(k int) ([][]byte, bool) {
		f := bytes.Fields(t.line(k))
		all := len(f) >= 3
		for _, c := range f {
			all = all && bytes.Equal(c, []byte("--"))
		}
		return f, all
	}
	f, all := cells(i)
	if !all {
		return false
	}
	for k := i - 1; k >= 0; k-- {
		g, dashes := cells(k)
		if len(g) != len(f) {
			return false
		}
		if !dashes {
			return slices.ContainsFunc(g, func(c []byte) bool { return bytes.Equal(c, []byte("--")) }) && numbersIn(t.line(k)) > 0
		}
	}
	return false
}

// lispCall reports whether l is a call in a Lisp REPL, a whole form on
// its line: "(jumps 5 [0 0])", "(k-tour 8 0 #f)", its brackets closed,
// and at most four numbers, its arguments (a board's rows hold more).
func lispCall(l []byte) bool {
	if lispName(l) == 0 {
		return false
	}
	depth := 0
	for _, c := range l {
		switch c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		}
	}
	return depth == 0 && numbersIn(l) <= 4
}

// lispName is the end of the name of the Lisp form that opens l
// ("(jumps", "(PDC-test"): two letters or more that name no square,
// then a space; 0 when l opens no form.
func lispName(l []byte) int {
	if len(l) < 3 || l[0] != '(' || !isLetter(l[1]) {
		return 0
	}
	k := 1
	for k < len(l) && (isLetter(l[k]) || isDigit(l[k]) || l[k] == '-' || l[k] == '?' || l[k] == '!') {
		k++
	}
	if _, square := board.ParseAlgebraic(l[1:k]); square || k < 3 || k < len(l) && l[k] != ' ' {
		return 0
	}
	return k
}

// quotedData is where the data of line l begins when l, past a comment
// mark, opens a Lisp form whose last argument is a quoted or vector
// literal ("(test 5 '((1 16 21", ";; (run `(a1 b3", "(f 8 #(1 16",
// "(f 8 '#(#(1 16"): at
// the quote; the form's name and the arguments before it are words.
// It is 0 for any other line.
func quotedData(l []byte) int {
	p := bytes.IndexByte(l, '(')
	// A name of one letter ("(f 8 '((1") is a form's too when a quoted
	// literal follows.
	named := p >= 0 && (lispName(l[p:]) > 0 || len(l) > p+3 && isLetter(l[p+1]) && l[p+2] == ' ')
	if p < 0 || hasWords(l[:p]) || numbersIn(l[:p]) > 0 || !named {
		return 0
	}
	for q := p + 1; q+1 < len(l); q++ {
		open := q + 1
		if (l[q] == '\'' || l[q] == '`') && l[open] == '#' && open+1 < len(l) {
			open++ // a quoted vector: '#(
		}
		if (l[q] == '\'' || l[q] == '`' || l[q] == '#') && (l[open] == '(' || l[open] == '[') && isSpace(l[q-1]) {
			return q
		}
		if l[q] == ')' {
			return 0 // the form closed: no quoted argument
		}
	}
	return 0
}

// wordsInBrackets reports whether b, from an opening bracket, is words
// alone up to its close and nothing but space after: a remark, no square
// or number in it.
func wordsInBrackets(b []byte) bool {
	end := bytes.IndexByte(b, ')')
	if end < 0 || len(bytes.TrimSpace(b[end+1:])) > 0 {
		return false
	}
	inner := b[1:end]
	return longWord(inner) && !bytes.ContainsAny(inner, "0123456789()")
}

// statementAfterLiteral finds where the first bracketed literal of b
// closes when a ';' and words follow it, statements after the literal
// that holds the data, or a ':' and words, its type written after it
// (Idris's "[[...]] : Vect 24 (Vect 5 Nat)", Haskell's ":: [[Int]]",
// Julia's "::Matrix{Int64}"): ok when the literal is a matrix, its rows
// parted by ';' or bracketed, of four numbers or more and no words, and
// the text after it holds fewer than four numbers, so no second literal
// that could be a tour is left unread after it. A list of one row so
// followed is code's (an order, a table of offsets).
func statementAfterLiteral(b []byte) (close int, ok bool) {
	open := bytes.IndexAny(b, "[{")
	if open < 0 {
		return 0, false
	}
	closer := byte(']')
	if b[open] == '{' {
		closer = '}'
	}
	depth := 0
	for k := open; k < len(b); k++ {
		switch b[k] {
		case b[open]:
			depth++
		case closer:
			if depth--; depth == 0 {
				inner, rest := b[open:k+1], bytes.TrimLeft(b[k+1:], " \t")
				rows := bytes.ContainsAny(inner[1:len(inner)-1], ";[{")
				ok = rows && len(rest) > 0 && (rest[0] == ';' || rest[0] == ':') && longWord(rest) && numbersIn(rest) < 4 && !hasWords(inner) && numbersIn(inner) >= 4
				return k + 1, ok
			}
		}
	}
	return 0, false
}

// sourceLine reports whether l is a line of a program's source as a
// debugger or a compiler lists it ("57\t    return 1;", "12 |   x = f(y);"):
// its line number, then a statement, a word of three letters or more
// and two numbers at most, ended by ';', '{', '}' or ')'. No row of a
// grid or list of squares ends so with a word in it; its one number is
// the line's, no square's.
func sourceLine(l []byte) bool {
	k := len(l) - len(bytes.TrimLeft(l, "0123456789"))
	if k == 0 || k == len(l) || !isSpace(l[k]) {
		return false
	}
	rest := bytes.TrimSpace(l[k:])
	rest = bytes.TrimSpace(bytes.TrimPrefix(rest, []byte("|")))
	if len(rest) == 0 || strings.IndexByte(";{})", rest[len(rest)-1]) < 0 {
		return false
	}
	return longWord(rest) && numbersIn(rest) <= 2
}

// commandEcho reports where the run of numbers of l begins when l is a
// command echoed with its output: one to three integers (its arguments),
// words with letters and no digit that name no square (the command),
// then eight integers or more, twice the arguments at least, with only
// words after them (a prompt's "ok"). The arguments are too few to be a
// tour's and a word between them and the run parts them from it; a word
// naming a square, or a digit in one, could be a square of the list.
func commandEcho(l []byte) (int, bool) {
	fields := bytes.Fields(l)
	word := func(f []byte) bool {
		letter := false
		for _, c := range f {
			switch {
			case isDigit(c) || c >= 0x80:
				return false
			case isLetter(c):
				letter = true
			}
		}
		_, square := board.ParseAlgebraic(string(f))
		return letter && !square
	}
	args := 0
	for args < len(fields) && allDigits(fields[args]) {
		args++
	}
	words := args
	for words < len(fields) && word(fields[words]) {
		words++
	}
	run := words
	for run < len(fields) && allDigits(fields[run]) {
		run++
	}
	for k := run; k < len(fields); k++ {
		if !word(fields[k]) {
			return 0, false
		}
	}
	if args < 1 || args > 3 || words == args || run-words < max(8, 2*args) {
		return 0, false
	}
	// The run's first number, found past the words by their count.
	at := 0
	for k := 0; k < words; k++ {
		at += bytes.Index(l[at:], fields[k]) + len(fields[k])
	}
	return at + bytes.Index(l[at:], fields[words]), true
}

// dotsCount reports whether l is a solver's progress dots and then its
// count ("........9862": a dot printed for each tour found, then how
// many): words about the search, no number of a square. Three dots at
// least, then digits alone.
func dotsCount(l []byte) bool {
	l = bytes.TrimRight(l, " \t\r\n")
	dots := 0
	for dots < len(l) && l[dots] == '.' {
		dots++
	}
	return dots >= 3 && allDigits(l[dots:])
}

// headRow reports whether line i is a row of a table's head below its
// header: cells (parted by walls, or by spaces in bare columns) each a
// word and none a number, under a row of as many such cells (the
// header, or a row of the head itself) and over a row of as many cells
// that holds a number where it holds a word and, where that row holds a
// word, holds no square itself; rules ("|---|:-:|") between them are
// passed over. A dataframe's column types printed under its names ("|
// i64 | u8 |") read as squares, but a row that holds words over a
// column of numbers names the column, and its first data row lies below
// it. A table of squares alone ("| a1 | b3 |" under "| from | to |")
// has no column of numbers, and a row that holds a square over a column
// of squares ("| start | a1 |") is data. A few passes over three lines.
func (t *text) headRow(i int) bool {
	row := tableCells(t.line(i))
	if len(row) < 2 || slices.ContainsFunc(row, func(c []byte) bool { return !isWordCell(c) }) {
		return false
	}
	near := func(step int) [][]byte {
		for j := i + step; j >= 0 && j < len(t.lines); j += step {
			if cs := tableCells(t.line(j)); len(cs) == 0 || slices.ContainsFunc(cs, func(c []byte) bool { return !ruleCell(c) }) {
				return cs
			}
		}
		return nil
	}
	above, below := near(-1), near(1)
	if len(above) != len(row) || len(below) != len(row) || slices.ContainsFunc(above, func(c []byte) bool { return !isWordCell(c) }) {
		return false
	}
	numbers := 0
	for k, c := range below {
		switch {
		case allDigits(c):
			numbers++
		case squareCell(row[k]):
			return false
		}
	}
	return numbers > 0
}

// tableCells are the cells of a table's row, trimmed: parted by its
// walls ('|', and '+' for the dotted walls of a box drawn, as normalize
// writes them) with the empty text outside its outer walls dropped, or
// by spaces in a line with no wall.
func tableCells(l []byte) [][]byte {
	l = bytes.TrimSpace(l)
	if bytes.IndexByte(l, '|') < 0 {
		return bytes.Fields(l)
	}
	cs := bytes.FieldsFunc(l, func(r rune) bool { return r == '|' || r == '+' })
	out := cs[:0]
	for _, c := range cs {
		if c = bytes.TrimSpace(c); len(c) > 0 {
			out = append(out, c)
		}
	}
	return out
}

// isWordCell reports whether a cell holds a letter and is no number.
func isWordCell(c []byte) bool {
	return !allDigits(c) && bytes.ContainsFunc(c, func(r rune) bool { return r < 0x80 && isLetter(byte(r)) || r >= 0x80 })
}

// ruleCell reports whether a cell is a rule's: dashes, '=', ':' or a
// box's corners ('+') only.
func ruleCell(c []byte) bool {
	return len(c) > 0 && len(bytes.Trim(c, "-=:+")) == 0 && bytes.ContainsAny(c, "-=")
}

// squareCell reports whether a cell names a square as a word does
// ("c3", "Nc3").
func squareCell(c []byte) bool {
	return len(wordSquares(c)) == 1
}
