package notation

// The tolerant readers work on whole inputs held in memory (at most
// [tolerantLimit] bytes): they split the text into lines, set aside the
// lines that are words (captions, sentences) or decoration (table borders),
// group the remaining lines into blocks, one tour each, and lex each block
// into tokens that the grid, list and flat-number readers interpret.

import (
	"bytes"
	"iter"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/knightcert/knight/board"
)

// tokKind is the kind of a lexed token.
type tokKind uint8

const (
	tNum    tokKind = iota // decimal digits, optionally after '-'
	tWord                  // letters, then optionally digits: a1, Solution, p
	tString                // a quoted string: "a1" or 'a1'
	tArrow                 // ->, =>, → and runs of dashes ending in '>'
	tPunct                 // any other byte that is not a space
)

// token is one lexeme of a block, with its byte offset in the whole input.
// Offsets are int32 (the tolerant readers take at most 4 MiB), so that a
// token takes 16 bytes: an input of 4 MiB of "1," makes 4 million.
type token struct {
	off  int32
	end  int32 // offset just past the token
	num  int32 // tNum: the value, -1 when it does not fit below maxCoord+1
	kind tokKind
	neg  bool // tNum: written with a leading '-'
	c    byte // tPunct: the byte
	nl   bool // a newline comes between the previous token and this one
}

// at is the offset of the token's first byte; to, of the byte after it.
func (tk token) at() int { return int(tk.off) }
func (tk token) to() int { return int(tk.end) }

// tokensPerByte guesses how many tokens a byte of input makes, so that
// the token slice is allocated once: "12 " or "a1 " is one in three.
const tokensPerByte = 3

// text holds an input in memory with the offsets where its lines start.
type text struct {
	b     []byte
	lines []int // offset of the first byte of each line
	// orig maps offsets back to the input before [normalize], and
	// origLines are the offsets of its lines; nil when nothing changed.
	orig      []int32
	origLines []int
	// src is the input before [normalize], when orig is set: what a
	// note quotes.
	src []byte
	// srcLines are the offsets of the input's lines when they are not
	// the lines read (string literals read as the lines they print:
	// expandLiterals), and once the reading is done (done) positions are
	// the input's.
	srcLines []int
	done     bool
	// prefix is a comment mark that every line begins with ("-- ",
	// "// ", "# ", ">>> "): the program printed its answer as comments.
	prefix []byte
	// runs is set on the text of a run of word lines read again
	// (wordTours), which reads no run of its own again.
	runs bool
	// rowPlace is set while rows are read past their captions
	// (captionRows): each cell's row's place, for the rows' spacing.
	rowPlace map[int]int
	// cutGrids are the paragraphs cutGrid read, each once.
	cutGrids map[cutKey]cutResult
	// runFirst and runLast are, by line (from 1), the first and last
	// line of the run of lines not blank that holds it (paragraphOf).
	runFirst, runLast []int32
	// shown is, once the reading is done, the input's line of each line
	// read (from 0) when lines of prose were dropped (proseTours); nil
	// when none were.
	shown []int
}

// shownLine is the input's line of line read, counted from 1.
func (t *text) shownLine(line int) int {
	if t.shown == nil || line < 1 || line > len(t.shown) {
		return line
	}
	return t.shown[line-1]
}

// readLine is the line read of the input's line, counted from 1, 0 when
// it was dropped.
func (t *text) readLine(line int) int {
	if t.shown == nil {
		return line
	}
	if k, ok := slices.BinarySearch(t.shown, line); ok {
		return k + 1
	}
	return 0
}

// commentMarks are the prefixes a program's output may carry on every
// line: Haskell and SQL, C, shell and Python, REPLs, Lisp, MATLAB.
var commentMarks = []string{"-- ", "// ", "# ", ">>> ", "; ", "% ", "--", "//", "#", ";", "%"}

// findPrefix sets t.prefix when most lines that are not blank (two in
// three, and at least two) begin with the same comment mark, so that the
// lines are read without it: a caption added without the mark ("Solution
// 2") does not hide it.
func (t *text) findPrefix() {
	for _, mark := range commentMarks {
		lines, marked := 0, 0
		for i := range t.lines {
			l := bytes.TrimLeft(t.line(i), " \t")
			if len(l) == 0 {
				continue
			}
			lines++
			if bytes.HasPrefix(l, []byte(mark)) {
				marked++
			}
		}
		if marked > 0 && marked == lines || marked >= 2 && 3*marked >= 2*lines {
			t.prefix = []byte(mark)
			return
		}
	}
}

func newText(b []byte) *text {
	t := &text{b: b, lines: []int{0}}
	for i, c := range b {
		if c == '\n' {
			t.lines = append(t.lines, i+1)
		}
	}
	return t
}

// withBytes is t with b in place of its bytes, the same lines and
// offsets, and none of what was found from the old bytes: a paragraph
// or a cut grid of the whole input is not one of lines blanked out, so
// a run read on its own does not read again the lines around it.
func (t *text) withBytes(b []byte) *text {
	u := *t
	u.b = b
	u.cutGrids, u.runFirst, u.runLast = nil, nil, nil
	return &u
}

// pos converts a byte offset to line and column, both from 1.
func (t *text) pos(off int) (line, col int) {
	lo, hi := 0, len(t.lines)
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if t.lines[mid] <= off {
			lo = mid
		} else {
			hi = mid
		}
	}
	if t.done {
		return t.sourcePos(lo+1, int(t.orig[min(off, len(t.orig)-1)])-t.origLines[lo]+1)
	}
	if t.orig != nil {
		return lo + 1, int(t.orig[min(off, len(t.orig)-1)]) - t.origLines[lo] + 1
	}
	return lo + 1, off - t.lines[lo] + 1
}

// errAt returns a ParseError at byte offset off.
func (t *text) errAt(off int, sentinel error, format string, args ...any) *board.ParseError {
	line, col := t.pos(off)
	return errAt(line, col, sentinel, format, args...)
}

// line returns the bytes of line i (from 0) without its newline.
func (t *text) line(i int) []byte {
	end := len(t.b)
	if i+1 < len(t.lines) {
		end = t.lines[i+1] - 1
	}
	return bytes.TrimSuffix(t.b[t.lines[i]:end], []byte("\r"))
}

// wordEnd is the end of the word of b at off, for a message that shows
// it: at most 24 bytes, and at least one.
func wordEnd(b []byte, off int) int {
	end := off
	for end < len(b) && !isSeparator(b[end]) && end-off < 24 {
		end++
	}
	return max(end, off+1)
}

// quoted shows b[off:end], shortened at a character's start, for an
// error message.
func quoted(b []byte, off, end int) string {
	return strconv.Quote(string(head(b[off:min(end, len(b))], 24)))
}

func (t *text) word(off int) int                { return wordEnd(t.b, off) }
func (t *text) quote(off, end int) string       { return quoted(t.b, off, end) }
func (ts *tokStream) word(off int) int          { return wordEnd(ts.b, off) }
func (ts *tokStream) quote(off, end int) string { return quoted(ts.b, off, end) }

// lexInto appends the tokens of b[off:end] to toks. It is the one
// tokenizer: the tolerant readers lex the blocks of an input held in
// memory with it, and the streaming grid reader each row as it comes.
func lexInto(toks []token, b []byte, off, end int) []token {
	nl := false
	for i := off; i < end; {
		c := b[i]
		switch {
		case c == '\n':
			nl = true
			i++
			continue
		case isSpace(c):
			i++
			continue
		case isDigit(c) && (i == off || !isLetter(b[i-1]) && !isDigit(b[i-1])):
			if n := stampLen(b[i:end]); n > 0 {
				i += n
				continue
			}
		}
		if isLetter(c) && (i == off || !isLetter(b[i-1]) && !isDigit(b[i-1]) && b[i-1] != '_') {
			if from, fromEnd, to, toEnd, ok := lanMove(b, i, end); ok {
				// A long algebraic move: its two squares, the mark between
				// them a dash; the piece letter and marks after, no token.
				toks = append(toks, token{off: int32(from), end: int32(fromEnd), kind: tWord, nl: nl},
					token{off: int32(fromEnd), end: int32(to), kind: tPunct, c: '-'},
					token{off: int32(to), end: int32(toEnd), kind: tWord})
				nl = false
				i = toEnd + checkMarks(b, toEnd, end)
				continue
			}
		}
		tk := token{off: int32(i), nl: nl}
		nl = false
		switch {
		case isDigit(c) || c == '-' && i+1 < end && isDigit(b[i+1]):
			tk.kind = tNum
			if c == '-' {
				tk.neg = true
				i++
			}
			v := int32(0)
			for ; i < end && isDigit(b[i]); i++ {
				if v >= 0 {
					v = v*10 + int32(b[i]-'0')
					if v > maxCoord {
						v = -1
					}
				}
			}
			tk.num = v
		case isLetter(c):
			tk.kind = tWord
			for i < end && isLetter(b[i]) {
				i++
			}
			for i < end && (isDigit(b[i]) || isLetter(b[i])) {
				i++ // a1c2 stays one token, to be reported whole
			}
		case c == '"' || c == '\'':
			tk.kind = tString
			i++
			for i < end && b[i] != c && b[i] != '\n' {
				if b[i] == '\\' && i+1 < end {
					i++
				}
				i++
			}
			if i < end && b[i] == c {
				i++
			}
		case c == '-' || c == '=':
			j := i
			for j < end && b[j] == c {
				j++
			}
			if j < end && b[j] == '>' {
				tk.kind, i = tArrow, j+1
			} else {
				tk.kind, tk.c, i = tPunct, c, j // a run of dashes is one token
			}
		case c == '|':
			// A wall of any width is one wall: "||" parts two cells in
			// MediaWiki's and Jira's rows as '|' does in Markdown's; an
			// empty cell has a space between its walls.
			for i < end && b[i] == '|' {
				i++
			}
			tk.kind, tk.c = tPunct, c
		case c == 0xE2 && i+2 < end && b[i+1] == 0x86 && b[i+2] == 0x92: // →
			tk.kind, i = tArrow, i+3
		default:
			tk.kind, tk.c = tPunct, c
			i++
		}
		tk.end = int32(i)
		toks = append(toks, tk)
	}
	return toks
}

// captionSpan bounds where on a line the data after a caption is looked
// for: within its first 256 bytes. Each place tried reads the rest of the
// line, so the bound keeps a line's classification linear in its length
// (a 4 MiB line of "x: 1 ab" repeated is words in one pass, not in one
// pass a colon); a caption is a few words.
const captionSpan = 256

// captionTries bounds how many places within captionSpan are read to the
// end of the line for the data after a caption: eight, each one pass.
const captionTries = 8

// lineKind classifies a line of a tolerant input.
type lineKind uint8

const (
	lineBlank lineKind = iota
	lineData           // squares, numbers, brackets: part of a tour
	lineWords          // a caption or a sentence, skipped and reported
	lineRule           // a table border or a row of dashes, skipped silently
)

// opensData reports whether rest, the text after a caption's ':' or '=',
// begins with a number or a literal's bracket, Zig's ".{" among them.
func opensData(rest []byte) bool {
	if len(rest) > 1 && rest[0] == '.' && rest[1] == '{' {
		return true
	}
	return len(rest) > 0 && (rest[0] == '[' || rest[0] == '{' || rest[0] == '(' || isDigit(rest[0]))
}

// fieldsOnly reports whether every word of b names a field, a ':' or
// '=' after it on the line, as in a struct literal's "w = 5, board:";
// a quoted word may be a value, so b has none.
func fieldsOnly(b []byte) bool {
	names := 0
	for i := 0; i < len(b); i++ {
		switch {
		case b[i] == '"' || b[i] == '\'':
			return false
		case isLetter(b[i]) && (i == 0 || !isDigit(b[i-1]) && b[i-1] != '_'):
			e := i
			for e < len(b) && (isLetter(b[e]) || isDigit(b[e]) || b[e] == '_') {
				e++
			}
			m := e
			for m < len(b) && (b[m] == ' ' || b[m] == '\t') {
				m++
			}
			if m == len(b) || b[m] != ':' && b[m] != '=' || m+1 < len(b) && b[m+1] == '=' {
				return false
			}
			names++
			i = m
		}
	}
	return names > 0
}

// classify says what line i holds, and for a data line that begins with a
// caption ("grid = [[...", "Tour: a1 c2"), the offset where the data starts.
func (t *text) classify(i int) (lineKind, int, int) {
	l := t.line(i)
	start := t.lines[i]
	j := 0
	for j < len(l) && isSpace(l[j]) {
		j++
	}
	if len(t.prefix) > 0 && bytes.HasPrefix(l[j:], t.prefix) {
		for j += len(t.prefix); j < len(l) && isSpace(l[j]); j++ {
		}
	}
	if j == len(l) {
		return lineBlank, 0, 0
	}
	if from, to, ok := unfence(l, j); ok {
		// A Markdown fence on the line of the data ("``` 8 1 10 ..." and
		// "... 61 64 ```"): markup around the numbers, not in them.
		end := 0
		if to < len(l) {
			end = start + to
		}
		return lineData, start + from, end
	}
	if f := bytes.TrimRight(l[j:], " \t\r"); len(f) >= 3 && len(bytes.Trim(f, "`")) == 0 {
		// A Markdown fence alone on its line ends the code block it
		// closes, as a blank line does: markup, no cell of a grid.
		return lineBlank, 0, 0
	}
	if (l[j] == '$' || l[j] == '>') && j+1 < len(l) && l[j+1] == ' ' || bytes.HasPrefix(l[j:], []byte("?- ")) {
		return lineWords, 0, 0 // a shell's or Prolog's prompt and its command
	}
	rule := true
	for _, c := range l[j:] {
		if !isSpace(c) && !bytes.ContainsRune([]byte("+-=_*~|:#<>"), rune(c)) {
			rule = false
			break
		}
	}
	if rule {
		return lineRule, 0, 0
	}
	if a := assigns(l[j:]); a >= 2 && valuesIn(l[j:]) <= a && !bytes.ContainsAny(l[j:], "[{(") {
		// Parameters, every number a value given a name ("Input: m =
		// 3, n = 4, r = 0, c = 0"): words. A pair in braces ({x = 1,
		// y = 2}) is no parameter list, nor is a caption's "r=4 c=5"
		// before the numbers of a tour.
		return lineWords, 0, 0
	}
	if at := historyName(l[j:]); at > 0 {
		// "$1 = {{29, 6, ...}}": a debugger's name for the value it
		// prints, no number of the value.
		return lineData, start + j + at, 0
	}
	c := l[j]
	if n := otherLetters(l[j:]); n > 0 {
		// A word in a script beyond ASCII ("Решението:", "Pavyzdžiai"):
		// a caption, or a caption and the data after its ':' or '='.
		for m := j + n; m < min(len(l), j+captionSpan); m++ {
			if l[m] == '=' || l[m] == ':' {
				rest := bytes.TrimLeft(l[m+1:], " \t")
				if len(rest) > 0 && (opensData(rest) || isSquareStart(rest)) && !hasWords(rest) {
					return lineData, start + m + 1 + (len(l[m+1:]) - len(rest)), 0
				}
			}
		}
		return t.within(l, start)
	}
	if !isLetter(c) {
		// A sign beyond ASCII before the words ("✗ No solution found.",
		// "📊 Statistics:") is a mark of the sentence, as '*' is: no
		// notation of a tour begins with a pictograph. Bytes that are no
		// UTF-8 (a binary file's) are no sign of anything.
		r, size := utf8.DecodeRune(l[j:])
		pictograph := r >= 0x80 && !(r == utf8.RuneError && size <= 1) && unicode.Is(unicode.So, r)
		prose := (c >= ' ' && c <= '~' && c != '{' && c != '"' && c != '}' || pictograph) && hasWords(l[j:])
		if c == '#' || c == '/' && j+1 < len(l) && l[j+1] == '/' || prose || compares(l[j:]) {
			return t.within(l, start)
		}
		return lineData, start + j, 0
	}
	// A line that begins with a square (a1), a term (p(, answer() or a
	// word glued to digits is data; a word is a caption unless it is
	// followed by '=' or ':' and data, which is then read.
	k, rank := squareAt(l, j)
	if rank > k || k < len(l) && l[k] == '(' && (k-j == 1 || string(bytes.ToLower(l[j:k])) == "answer") {
		if captionAfterFirst(l[j:]) {
			// "A226697 Central symmetric closed knight's tour": a
			// name glued to digits, then a sentence, is a caption.
			return t.within(l, start)
		}
		return lineData, start + j, 0
	}
	if k-j == 1 && k < len(l) && (l[k] == ',' || l[k] == '/') {
		return lineData, start + j, 0 // "a,1" is no notation, but reported as data
	}
	if k-j <= 2 && k < len(l) && (isSpace(l[k]) || l[k] == '|') && !hasWords(l[k:]) && !compares(l[k:]) && wordsAfter(l[k:]) < 2 && numbersIn(l[k:]) >= 2 && !bytes.HasPrefix(bytes.TrimLeft(l[k:], " \t"), []byte("=")) {
		return lineData, start + j, 0 // a row with a letter label, or x for a square left out
	}
	if isPieceWord(l[j:k]) && k < len(l) && l[k] == ' ' && isSquareStart(bytes.TrimLeft(l[k:], " ")) {
		return lineData, start + j, 0 // "Knight A1"
	}
	// The caption ends at the first '=' or ':' with data after it, or,
	// when that data has words in it, at a later one with none after it:
	// "for a r=4 c=5 grid : 0 7 4 13 ..." is a caption, then numbers (four
	// or more, as within asks: "id: 0 x: 0 y: 0" is a caption and data).
	found, clean, at, tries := false, false, 0, 0
	var data []byte
	for m := k; m < min(len(l), j+captionSpan); m++ {
		if l[m] == '=' && (strings.IndexByte("<>=!", l[m-1]) >= 0 || m+1 < len(l) && l[m+1] == '=') {
			continue // a comparison ("0 <= r2", "a == b") ends no caption
		}
		if l[m] == '=' || l[m] == ':' {
			rest := bytes.TrimLeft(l[m+1:], " \t")
			if w := bytes.IndexByte(rest, ' '); w > 0 && isPieceWord(rest[:w]) {
				rest = bytes.TrimLeft(rest[w:], " ") // "Move 1: Knight A1"
			}
			if len(rest) == 0 || !(opensData(rest) || isSquareStart(rest)) {
				continue
			}
			if tries++; tries > captionTries || found && clean {
				break
			}
			if lit := !isDigit(rest[0]) && opensData(rest) && fieldsOnly(rest); lit || !hasWords(rest) {
				// A literal whose words all name its fields (".{ .w = 5,
				// .board = .{ ... } }") is data whole: the nested reader
				// reads its fields, and a ':' or '=' inside it is one of
				// them, no end of the caption.
				if free := lit || wordFree(rest); !found || free && numbersIn(rest)+squaresIn(rest) >= 4 {
					found, at, data, clean = true, m, rest, free
				}
			}
		}
	}
	if found {
		if hasWords(l[j:at]) && isDigit(data[0]) && len(bytes.Fields(data)) <= 2 {
			return lineWords, 0, 0 // a prompt and its answer: "Enter board size: 8"
		}
		if hasWords(l[j:at]) && l[at] == '=' && isLetter(l[at-1]) && &data[0] == &l[at+1] && len(bytes.Fields(data)) == 1 {
			// An option glued to its value in prose ("gcc -O2 -std=c11",
			// "--color=a1"): one value, no list of squares.
			return lineWords, 0, 0
		}
		if namedField(data) {
			// "Try Number: 100000, Move: 56 of 64": a log line's fields,
			// each value given a name, not a caption and its data.
			return lineWords, 0, 0
		}
		return lineData, start + at + 1 + (len(l[at+1:]) - len(data)), 0
	}
	return t.within(l, start)
}

// namedField reports whether b, the data after a caption, names a value
// of its own: a word of two letters or more, then ':' and a number
// ("..., Move: 56 of 64"), after at most two values. No notation of a
// tour writes a word and a colon between its numbers, and more values
// before the name could be a tour with words glued after it, which must
// not pass unread.
func namedField(b []byte) bool {
	for i := 0; i < len(b); i++ {
		if b[i] != ':' || i < 2 || !isLetter(b[i-1]) || !isLetter(b[i-2]) {
			continue
		}
		rest := bytes.TrimLeft(b[i+1:], " \t")
		if len(rest) > 0 && isDigit(rest[0]) {
			// A value or two before the name (a log's counter), not a
			// list of squares or numbers that a tour could be.
			return numbersIn(b[:i])+squaresIn(b[:i]) <= 2
		}
	}
	return false
}

// assigns counts the names b gives a value ("m = 3, n = 4" gives two):
// a list of parameters, not the data of a tour, which names no letters
// before an '=' ("=>" and "==" are no assignment).
func assigns(b []byte) int {
	n := 0
	for i := 0; i < len(b); i++ {
		if !isLetter(b[i]) || i > 0 && (isLetter(b[i-1]) || isDigit(b[i-1])) {
			continue
		}
		k := i
		for k < len(b) && (isLetter(b[k]) || isDigit(b[k]) || b[k] == '_') {
			k++
		}
		for k < len(b) && isSpace(b[k]) {
			k++
		}
		if k < len(b) && b[k] == '=' && (k+1 == len(b) || b[k+1] != '>' && b[k+1] != '=') {
			n++
		}
		i = k
	}
	return n
}

// valuesIn counts the numbers standing alone in b: the digits of a name
// ("x0") are none.
func valuesIn(b []byte) int {
	n := 0
	for i := range b {
		if isDigit(b[i]) && (i == 0 || !isDigit(b[i-1]) && !isLetter(b[i-1]) && b[i-1] != '_') {
			n++
		}
	}
	return n
}

// compares reports whether b states a bound ("1 <= n <= 8", "0 ≤ r <
// m"): a problem's constraint, words, since no layout of a tour writes
// one ("=>" and "==>" are arrows, not bounds).
func compares(b []byte) bool {
	for _, op := range [][]byte{[]byte("<="), []byte(">="), []byte("≤"), []byte("≥")} {
		if bytes.Contains(b, op) {
			return true
		}
	}
	return false
}

// numberLiteral reports whether b is a literal of numbers nested two
// deep ("[[0]]", "[[0,1],[2,3]]"): a grid printed as an array, however
// small, never a caption's count or a prompt's answer.
func numberLiteral(b []byte) bool {
	b = bytes.TrimSpace(b)
	unbracketed := bytes.Map(func(r rune) rune {
		if r == '[' || r == ']' {
			return ' '
		}
		return r
	}, b)
	return bytes.HasPrefix(b, []byte("[[")) && bytes.HasSuffix(b, []byte("]]")) && plainNumbers(unbracketed)
}

// within finds the data in a line of words: a bracketed list with more
// words after it ("Successful tour [(0, 0), ...], primes [2, 3]"), or a
// run of data after a caption on the same line ("THE TOUR IS ---->  1/5
// 3/4 ..."); at least four squares or numbers, else the line is words.
func (t *text) within(l []byte, start int) (lineKind, int, int) {
	for m, tries := 0, 0; m < min(len(l), captionSpan); m++ {
		// A bracket, or braces nested two deep: a C or Java array
		// literal ("//int[][] a = {{0,11,16},{...}};") is data in a
		// comment as out of one.
		if l[m] != '[' && !(l[m] == '{' && m+1 < len(l) && l[m+1] == '{') {
			continue
		}
		if tries++; tries > captionTries {
			break
		}
		if e := groupEnd(l, m); e >= 0 {
			inner := l[m:e]
			if !hasWords(inner) && (numbersIn(inner)+squaresIn(inner) >= 4 || numberLiteral(inner)) {
				return lineData, start + m, start + e
			}
		}
	}
	tries := 0
	for m := 1; m < min(len(l), captionSpan); m++ {
		// The data begins after a space, or inside the bracket a name
		// opens ("List((0,0), (2,1))", "listOf(0, 10, 5"): the caption is
		// the name, and the bracket's close words after the data.
		call := m >= 2 && (l[m-1] == '(' || l[m-1] == '[') && (isLetter(l[m-2]) || isDigit(l[m-2]) || l[m-2] == '_')
		if l[m-1] != ' ' && l[m-1] != '\t' && !call || l[m] == ' ' || l[m] == '\t' {
			continue
		}
		rest := l[m:]
		if !(isDigit(rest[0]) || rest[0] == '(' || rest[0] == '[' || isSquareStart(rest)) {
			continue
		}
		if tries++; tries > captionTries {
			break
		}
		run := untilWord(rest)
		if !hasWords(rest) && assigns(rest) == 0 && !compares(rest) && wordsAfter(rest) < 2 && numbersIn(rest)+squaresIn(rest) >= 4 && (numbersIn(run)+squaresIn(run) >= 4 || numbersIn(rest) > 6) {
			// A comparison ("0 <= x2 <= 7") is a formula of the
			// sentence, never the data of a tour; numbers with words
			// before and a clause after them ("For example 4, 1, 13,
			// 7 then type:") are an example in a sentence; and three
			// squares or fewer (six integers) that the sentence names
			// one or two at a time, words between them ("The knight
			// starts on (6, 1) and ends on (4, 3)."), are words, no
			// list of four numbers.
			return lineData, start + m, 0
		}
	}
	return lineWords, 0, 0
}

// untilWord is b up to its first word of two or more letters that is
// no square, term or JSON literal (the words hasWords counts).
func untilWord(b []byte) []byte {
	for i := 0; i < len(b); i++ {
		if !isLetter(b[i]) || i > 0 && (isLetter(b[i-1]) || isDigit(b[i-1])) {
			continue
		}
		k, word := wordAt(b, i)
		if word {
			return b[:i]
		}
		i = k - 1
	}
	return b
}

// wordAt is the end of the run of letters at b[i:], and whether the run
// is a word hasWords counts: two letters or more, not glued to a digit
// or a '(' (a square, a term), and no JSON literal.
func wordAt(b []byte, i int) (end int, word bool) {
	k, rank := squareAt(b, i)
	w := b[i:k]
	glued := rank > k || k < len(b) && b[k] == '('
	literal := bytes.EqualFold(w, []byte("true")) || bytes.EqualFold(w, []byte("false")) || bytes.EqualFold(w, []byte("null"))
	return k, k-i >= 2 && !glued && !literal
}

// wordsAfter counts the words of two or more letters after the last digit
// of b, none of them glued to a digit or a '(' (a square, a term).
func wordsAfter(b []byte) int {
	last := bytes.LastIndexFunc(b, func(r rune) bool { return r >= '0' && r <= '9' })
	n := 0
	for _, w := range bytes.FieldsFunc(b[last+1:], func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '(') }) {
		if len(w) >= 2 && !bytes.HasSuffix(w, []byte("(")) {
			n++
		}
	}
	return n
}

// squaresIn counts the words of b that begin like a square or a term.
func squaresIn(b []byte) int {
	n := 0
	for _, w := range bytes.Fields(b) {
		if isSquareStart(w) {
			n++
		}
	}
	return n
}

// hasWords reports whether b holds words of two or more letters, outside
// quotes, that are no squares, terms or JSON literals, or dates and times
// of day, at least as many as it holds numbers: "3 solutions found", "(no unvisited neighbour)", but
// not the grid row "21 22 23 24 25 junk", whose fault must be reported.
func hasWords(b []byte) bool {
	words, numbers := 0, 0
	for i := 0; i < len(b); {
		c := b[i]
		switch {
		case c == '"' || c == '\'':
			i++
			for i < len(b) && b[i] != c {
				if b[i] == '\\' {
					i++
				}
				i++
			}
			i++
		case isLetter(c):
			k, word := wordAt(b, i)
			if word {
				words++
			}
			i = k
			for i < len(b) && isDigit(b[i]) {
				i++
			}
		case otherLetters(b[i:]) > 0:
			words++ // a word in a script beyond ASCII: "Решение", "解"
			for n := otherLetters(b[i:]); n > 0; n = otherLetters(b[i:]) {
				i += n
			}
		case isDigit(c) && (i == 0 || !isLetter(b[i-1])) && stampLen(b[i:]) > 0:
			words++ // a date or time of day: "Done at 02:09 04-Dec-26"
			i += stampLen(b[i:])
		case isDigit(c):
			numbers++
			for i < len(b) && isDigit(b[i]) {
				i++
			}
			if i+1 < len(b) && (b[i] == 'x' || b[i] == 'X') && isDigit(b[i+1]) {
				words++ // a board size, 8x8, is words: "Board: 8x8"
				numbers--
				for i++; i < len(b) && isDigit(b[i]); i++ {
				}
			}
		default:
			i++
		}
	}
	return words > 0 && words >= numbers
}

// unfence finds the data of line l, from j, between a Markdown code fence
// (three backticks or more) that opens it and one that closes it, on the
// same line: ok when a fence is there and what it encloses is numbers or
// squares without words.
func unfence(l []byte, j int) (from, to int, ok bool) {
	const fence = "```"
	from, to = j, len(bytes.TrimRight(l, " \t\r"))
	if bytes.HasPrefix(l[j:], []byte(fence)) {
		for from < to && l[from] == '`' {
			from++
		}
		for from < to && isSpace(l[from]) {
			from++
		}
	}
	if to-from >= len(fence) && bytes.HasSuffix(l[from:to], []byte(fence)) {
		for to > from && l[to-1] == '`' {
			to--
		}
		for to > from && isSpace(l[to-1]) {
			to--
		}
	}
	if from == j && to == len(bytes.TrimRight(l, " \t\r")) || from == to {
		return 0, 0, false
	}
	data := l[from:to]
	if !wordFree(data) || numbersIn(data)+squaresIn(data) == 0 || bytes.IndexByte(data, '`') >= 0 {
		return 0, 0, false
	}
	return from, to, true
}

// wordFree reports whether b holds no letters but those of squares and
// terms (a1, p(1,2)): letters glued to a digit or a '(' after them.
func wordFree(b []byte) bool {
	for i := 0; i < len(b); {
		if !isLetter(b[i]) {
			if b[i] >= 0x80 {
				if otherLetters(b[i:]) > 0 {
					return false
				}
			}
			i++
			continue
		}
		k, rank := squareAt(b, i)
		if rank == k && (k == len(b) || b[k] != '(') {
			return false
		}
		i = k
	}
	return true
}

// otherLetters is the length of the letters beyond ASCII (Cyrillic,
// Greek, CJK, accented Latin) and ASCII letters with them that begin b, 0
// when b begins with none: a word of a caption in another script. Letters
// that stand for ASCII ones were made ASCII by normalize.
func otherLetters(b []byte) int {
	n, other := 0, false
	for n < len(b) {
		if isLetter(b[n]) {
			n++
			continue
		}
		r, size := utf8.DecodeRune(b[n:])
		if r < 0x80 || !unicode.IsLetter(r) && !unicode.IsMark(r) {
			break
		}
		n += size
		other = true
	}
	if !other {
		return 0
	}
	return n
}

// numbersIn counts the runs of digits in b.
func numbersIn(b []byte) int {
	n := 0
	for i := range b {
		if isDigit(b[i]) && (i == 0 || !isDigit(b[i-1])) {
			n++
		}
	}
	return n
}

// wordsOf yields the offsets from, to of each word of b: a run of runes
// that sep does not split at, the one scanner of words for the readers'
// questions of a line. A byte beyond ASCII is decoded only when met, so
// a question about ASCII words costs no decoding.
func wordsOf(b []byte, sep func(rune) bool) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		from := -1
		for i := 0; i < len(b); {
			r, n := rune(b[i]), 1
			if r >= utf8.RuneSelf {
				r, n = utf8.DecodeRune(b[i:])
			}
			if sep(r) {
				if from >= 0 && !yield(from, i) {
					return
				}
				from = -1
			} else if from < 0 {
				from = i
			}
			i += n
		}
		if from >= 0 {
			yield(from, len(b))
		}
	}
}

// notAlnum splits words of ASCII letters, digits and '_' (isAlnum), for
// wordsOf.
func notAlnum(r rune) bool { return r >= utf8.RuneSelf || !isAlnum(byte(r)) }

// notLetterOrDigit splits words of ASCII letters and digits, for wordsOf.
func notLetterOrDigit(r rune) bool {
	return r >= utf8.RuneSelf || !isLetter(byte(r)) && !isDigit(byte(r))
}

// squareAt is the shape of a square written at b[i:], the one recogniser
// of a square's letters and digits: its file's letters end at digits and
// its rank's digits at end; digits == i when no letter starts there, and
// end == digits when no digit follows them. What may stand around the
// square, and how many letters and digits make one, each caller says.
func squareAt(b []byte, i int) (digits, end int) {
	digits = i
	for digits < len(b) && isLetter(b[digits]) {
		digits++
	}
	end = digits
	for end < len(b) && isDigit(b[end]) {
		end++
	}
	return digits, end
}

// squareKind is what a word says of a square, squareKindOf's answer.
type squareKind int8

const (
	notSquare     squareKind = iota
	asciiSquare              // a square as the readers read it ("e5", "ab12"; squareAt)
	askewSquare              // a square's ASCII letters and digits in another order or with a sign ("5e", "e-5")
	foreignSquare            // a square with characters beyond ASCII ("е5" in Cyrillic, "𝑒5", "e₅", "e\u200b5")
	foreignNumber            // a number with characters beyond ASCII ("¹⁶", "①", "1\u200b2")
)

// squareKindOf classifies w, the one recogniser of a word sized like a
// square: one or two letters and one or two numbers of any script, in
// either order, and one sign at most. Any letter, number, mark or format
// character of Unicode counts, not a list of scripts: marks and invisible
// characters inside say nothing of the shape, but make a square that looks
// read while no reader can read it, as letters and numbers of another
// script or style do. A symbol (a piece's figure, "♞") may stand for a
// letter or be the sign.
func squareKindOf(w string) squareKind {
	c := countRunes(w)
	letters, symbols, numbers, signs := c.letters, c.symbols, c.numbers, c.signs
	sized := letters+symbols >= 1 && letters+symbols <= 2 && signs <= 1 || letters >= 1 && letters <= 2 && signs+symbols <= 1
	switch {
	case c.foreign && letters+symbols+signs == 0 && numbers > 0:
		return foreignNumber
	case !sized || numbers < 1 || numbers > 2:
		return notSquare
	case c.foreign:
		return foreignSquare
	}
	if k, end := squareAt([]byte(w), 0); k == letters && end == len(w) {
		return asciiSquare
	}
	return askewSquare
}

// runeCounts are the letters, symbols (So), numbers and other signs of a
// word, its marks and format characters (joiners) uncounted, and whether
// it holds a character beyond ASCII.
type runeCounts struct {
	letters, symbols, numbers, signs int
	foreign                          bool
}

// countRunes counts the runes of w.
func countRunes(w string) (c runeCounts) {
	for _, r := range w {
		c.foreign = c.foreign || r >= utf8.RuneSelf
		switch {
		case unicode.In(r, unicode.M, unicode.Cf):
		case unicode.IsNumber(r):
			c.numbers++
		case unicode.IsLetter(r):
			c.letters++
		case unicode.Is(unicode.So, r):
			c.symbols++
		default:
			c.signs++
		}
	}
	return c
}

// isSquareStart reports whether b begins with an algebraic square or a
// Prolog term.
func isSquareStart(b []byte) bool {
	k, end := squareAt(b, 0)
	return k > 0 && (end > k || k == 1 && k < len(b) && b[k] == '(')
}

// captionAfterFirst reports whether line l, begun with a square or a name
// glued to digits, goes on in prose: its second field a word of three
// letters or more that is no square and no piece, words outnumber
// numbers, and squares are no more than half its fields. No notation
// puts a word right after its first square ("a1 Knight" names the piece
// after, "Knight a1" before), so the first field is a caption's name (a
// sequence's number, a figure's label).
func captionAfterFirst(l []byte) bool {
	fields := bytes.Fields(l)
	if len(fields) < 3 {
		return false
	}
	second := bytes.TrimRight(bytes.TrimSuffix(fields[1], []byte("'s")), ".,;:")
	for _, c := range second {
		if !isLetter(c) {
			return false
		}
	}
	// A line of squares with a word among them ("b3 foo a1 c2 e1") is
	// a list, that word a stray in it, not a caption before it.
	list := 2*squaresIn(l) > len(fields)
	return len(second) >= 3 && !isPieceWord(second) && hasWords(l) && !list
}

// namedPrompt reports whether l begins with a REPL's prompt that names
// the shell or counts its inputs ("1> ", "ghci> ", "iex(3)> ",
// "scala>"): a word ended by '>' and then a space or the line's end. What
// follows it is the command typed; the answer is on the lines after. No
// notation of squares or numbers ends its first word so: an arrow ("->",
// "=>") is no prompt, nor is a tag ("<td>").
func namedPrompt(l []byte) bool {
	k := 0
	for k < len(l) && !isSpace(l[k]) && l[k] != '>' {
		if l[k] == '<' || l[k] == '-' || l[k] == '=' {
			return false
		}
		k++
	}
	if k == 0 || k == len(l) || l[k] != '>' {
		return false
	}
	word := false
	for _, c := range l[:k] {
		word = word || isLetter(c) || isDigit(c) || c >= 0x80 // "λ> "
	}
	return word && (k+1 == len(l) || isSpace(l[k+1]))
}

// historyName is where the value starts after a debugger's or a
// shell's name for it at the start of l, '$' and a number, then '=' and
// a literal ("$1 = {{29, 6}, ...}", gdb's value history, lldb's
// "(int[8][5]) $0 ="),
// or 0 when l begins otherwise. The name is no number written in hex,
// as "$27" alone is: a hex number is never assigned to.
func historyName(l []byte) int {
	typed := 0
	if len(l) > 0 && l[0] == '(' {
		// lldb writes the value's type first: "(int[8][5]) $0 = {...}".
		if typed = bytes.IndexByte(l, ')') + 1; typed == 0 {
			return 0
		}
		for typed < len(l) && isSpace(l[typed]) {
			typed++
		}
	}
	if at := historyValue(l[typed:]); at > 0 {
		return typed + at
	}
	return 0
}

// historyValue is historyName after a type: where the value starts
// after "$N =", or 0.
func historyValue(l []byte) int {
	k := 1
	if len(l) < 2 || l[0] != '$' || !isDigit(l[1]) {
		return 0
	}
	for k < len(l) && isDigit(l[k]) {
		k++
	}
	for k < len(l) && isSpace(l[k]) {
		k++
	}
	if k+1 >= len(l) || l[k] != '=' || l[k+1] == '=' {
		return 0
	}
	for k++; k < len(l) && isSpace(l[k]); k++ {
	}
	if k == len(l) || strings.IndexByte("[{(", l[k]) < 0 {
		return 0
	}
	return k
}
