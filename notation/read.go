package notation

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/streamhook"
)

// tolerantLimit is the largest input read by the tolerant readers, which
// hold it in memory and try every reading of it. A longer input is read as
// one tour, in one notation without words around it, by the streaming
// readers, which hold only the path: a tour of 10^8 squares reads in
// constant memory beyond its path.
const tolerantLimit = 4 << 20

// streamAbove is the input length above which ReadAll and ReadTours hand
// the input to the streaming readers: tolerantLimit, changed only by tests
// that read the same text both ways.
var streamAbove int64 = tolerantLimit

// Skip is a line, or the start of one, that the reader set aside as words
// around a tour: a caption ("Solution 304", "grid =") or a sentence; or,
// when Partial, text that could be a tour or part of one, set aside
// beside the tours read.
type Skip struct {
	Line int
	// Col is the column the text begins at when it begins within a line
	// read (a tour beside the one read on its line), else 0.
	Col  int
	Text string
	// Partial: what was set aside is squares, not words: a path or board
	// under half filled beside a whole tour, or squares on lines of their
	// own before or after one. A grader names it and does not pass the
	// input over it unless asked to.
	Partial bool
	// Unread: the text from here on was not read: an input over 4 MiB is
	// read as one tour, and its list stopped a square past its board.
	// Whether it is one tour with more after it or several is not
	// decided, so a grader names it and passes the input over it only
	// when asked for the first tour alone.
	Unread bool
	// Board is the board of a partial board set aside with no board
	// given: given as the board, it is graded as a tour of it.
	Board board.Board
	// ruledOut: a reading read it, and a theorem says it is no tour
	// (no board of as many squares has one), so nothing tour-like is
	// left unread on its line.
	ruledOut bool
	// squares is the whole text of squares set aside (a fragment's path,
	// a block's line) where Text is shortened, so that a short list
	// beside it can tell the two may be one tour (a string keeps Skip
	// comparable).
	squares string
}

// ReadAll reads every tour of the input: one, or several separated by
// blank lines or captions, as programs print all their solutions. Inputs up
// to 4 MiB are read by the tolerant readers: words around a tour are
// skipped (and listed in [Document.Skipped]), and every notation of
// [Format] is tried; when two readings both make sense the error names
// them and the [ReadOptions.Format] that picks one. Longer inputs hold one
// tour, read as [ReadPath] describes.
func ReadAll(r io.Reader, opt ReadOptions) (docs []Document, err error) {
	head, whole, err := readHead(r, min(inputLimit(opt), streamAbove, streamhook.Above))
	if err != nil {
		return nil, err
	}
	if whole {
		head, _ = fromUTF16(head)
		head = lineEnds(head)
		defer recoverStop(&docs, &err, bytes.Count(head, []byte("\n"))+1)
		tours, err := readHeld(head, opt)
		if err != nil {
			return nil, err
		}
		return documents(tours)
	}
	d, err := readStream(utf16Stream(head, io.MultiReader(bytes.NewReader(head), r)), opt, nil)
	if err != nil {
		return nil, err
	}
	return []Document{d}, nil
}

// readHead reads the input up to limit bytes, and reports whether that
// was the whole of it.
func readHead(r io.Reader, limit int64) ([]byte, bool, error) {
	head := make([]byte, 0, 64<<10)
	empty := 0 // reads in a row that gave nothing
	for int64(len(head)) <= limit {
		if len(head) == cap(head) {
			head = append(make([]byte, 0, 2*cap(head)), head...) // doubling: few copies on the way to 4 MiB
		}
		room := head[len(head):cap(head)]
		if over := limit + 1 - int64(len(head)); int64(len(room)) > over {
			room = room[:over]
		}
		n, err := r.Read(room)
		head = head[:len(head)+n]
		if err == io.EOF {
			return head, true, nil
		}
		if err != nil {
			return nil, false, err
		}
		if n > 0 {
			empty = 0
		} else if empty++; empty > 100 {
			return nil, false, io.ErrNoProgress
		}
	}
	return head, false, nil
}

// inputLimit is the most bytes read before the board is known.
func inputLimit(opt ReadOptions) int64 {
	switch {
	case opt.MaxBytes > 0:
		return opt.MaxBytes
	case opt.Board != (board.Board{}):
		return bytesFor(opt.Board)
	}
	return bytesFor(board.Board{W: board.MaxSide, H: board.MaxSide})
}

func limitWhy(opt ReadOptions) string {
	switch {
	case opt.MaxBytes > 0:
		return "the limit given"
	case opt.Board != (board.Board{}):
		return fmt.Sprintf("more than %s board needs", board.A(opt.Board.String()))
	}
	return "more than any board needs"
}

// ErrAmbiguous: the text fits two readings; [ReadOptions.Format] picks one.
var ErrAmbiguous = errors.New("ambiguous input")

// ErrSeveral: [ReadPath] was given several tours; [ReadAll] reads them.
var ErrSeveral = errors.New("several tours")

// block is the lines of one tour: segments of the input, each the data
// part of one line.
type block struct {
	segs    [][2]int
	skipped []Skip // captions before it and on its lines
}

// span is the first and last line of bl, counted from 1.
func (t *text) span(bl block) (first, last int) {
	first, _ = t.pos(bl.segs[0][0])
	last, _ = t.pos(bl.segs[len(bl.segs)-1][1] - 1)
	return first, last
}

// blocks splits the text into the blocks of its tours and the words
// around them. Words after the last tour go with the last.
func (t *text) blocks() ([]block, []Skip) {
	var out []block
	var cur *block
	var pending []Skip
	t.findPrefix()
	t.checkPrefix()
	jsonDepth := 0       // open braces of a JSON block: blank lines do not end it
	ruled := false       // a rule line since the last data line
	blankRun := 0        // lines of one mark alone just before this one, a board printed empty
	commaOpen := false   // the last data line ended a list of numbers with a comma
	blanked := false     // the line before was blank
	gridCells := 0       // cells of each row of the bare rows that make cur so far, 0 if they are no rectangle
	logged := false      // a grid just ended at words: lines of words and a number or pair after it are words too
	ruledInside := false // a rule among cur's rows
	for i := range t.lines {
		kind, dataOff, dataEnd := t.classifyLine(i)
		if cur != nil && jsonDepth > 0 && kind != lineData {
			kind, dataOff, dataEnd = lineData, t.lines[i], 0
		}
		if kind == lineData && jsonDepth == 0 {
			// Bare rows of as many cells each make a rectangle; a line
			// under them with words before one number or a pair does not
			// continue it ("Trying (4, 6)..." printed right under a
			// board): it ends the grid and is text around it, as are such
			// lines after it. A line with more numbers may be a tour.
			data := t.b[dataOff : t.lines[i]+len(t.line(i))]
			cells := len(bytes.Fields(data))
			bare := dataOff == t.lines[i]+len(t.line(i))-len(bytes.TrimLeft(t.line(i), " \t"))
			logLine := !bare && numbersIn(data) <= 2
			switch {
			case logLine && (logged || cur != nil && gridCells >= 2 && len(cur.segs) >= 2 && cells != gridCells):
				kind, logged = lineWords, true
			case cur == nil && bare:
				gridCells, logged = cells, false
			case bare && cells == gridCells:
				logged = false
			default:
				gridCells, logged = 0, false
			}
		} else if kind == lineWords {
			logged = logged || cur != nil && gridCells >= 2 && len(cur.segs) >= 2
		} else {
			logged = false
		}
		if kind == lineData && cur != nil && ruled && jsonDepth == 0 {
			// A rule between a square list and a board of numbers (the
			// moves, then the board they fill) parts two tours; so does
			// the first rule after rows a line apart, two or more, when
			// rows as long a blank line apart follow it (a board, a
			// rule, the next board printed otherwise): rules between a
			// table's rows come after its first, and a grid's footer or
			// the boards a rule parts alike are read as before.
			last := cur.segs[len(cur.segs)-1]
			prev, this := t.b[last[0]:last[1]], t.b[dataOff:t.lines[i]+len(t.line(i))]
			n := rowNumbers(prev)
			spacedAfter := i+2 < len(t.lines) && len(bytes.TrimSpace(t.line(i+1))) == 0 && rowNumbers(t.line(i+2)) == n
			nextBoard := !ruledInside && len(cur.segs) >= 2 && n >= 3 && rowNumbers(this) == n && spacedAfter
			if namesSquare(prev) != namesSquare(this) || nextBoard {
				cur = nil
			} else {
				ruledInside = true
			}
		}
		paragraphStart := cur == nil || blanked
		if kind == lineData && cur != nil && commaOpen && blanked && numbersIn(t.b[dataOff:t.lines[i]+len(t.line(i))]) < 2 {
			cur = nil // a comma's list goes on only in numbers
		}
		if kind == lineData && cur != nil && jsonDepth == 0 {
			// Plain numbers on one line and a list of pairs in brackets
			// on the next ("Input: 5 0 0", then "Output: (0, 0) -> (2,
			// 1) -> ...") are two notations, the input a program was
			// given and the tour it printed: two blocks. A pair or two
			// after a number is one entry of a table ("31", "(5,1)").
			last := cur.segs[len(cur.segs)-1]
			prev, this := t.b[last[0]:last[1]], t.b[dataOff:t.lines[i]+len(t.line(i))]
			if plainNumbers(prev) && bracketPairs(this) >= 3 {
				cur = nil
			}
		}
		if kind == lineRule && cur != nil && blankRun >= 2 && blankRun == len(cur.segs) {
			// A block of rows of one mark alone, two or more, then a
			// rule ("===="): a board printed before the search, which
			// numbers no square, is no tour and no part of the grid
			// below the rule. Its rows are words.
			for _, sg := range cur.segs {
				line, _ := t.pos(sg[0])
				cur.skipped = append(cur.skipped, Skip{Line: line, Text: string(bytes.TrimSpace(t.b[sg[0]:sg[1]]))})
			}
			pending = append(cur.skipped, pending...)
			out, cur = out[:len(out)-1], nil
		}
		if kind == lineData && markRow(t.b[dataOff:t.lines[i]+len(t.line(i))]) {
			blankRun++
		} else {
			blankRun = 0
		}
		ruled = kind == lineRule || ruled && kind != lineData
		if kind == lineData {
			// A paragraph of one line of plain numbers that ends with a
			// comma goes on after blank lines in the next line of them:
			// a list of square numbers printed a paragraph a line is one
			// list, its comma saying so. A grid's last row so ended is
			// no paragraph of its own.
			row := bytes.TrimSpace(t.line(i))
			commaOpen = paragraphStart && jsonDepth == 0 && plainNumbers(row) && row[len(row)-1] == ','
		}
		blanked = kind == lineBlank
		switch kind {
		case lineBlank:
			if cur == nil || !commaOpen {
				cur = nil
			}
		case lineRule:
		case lineWords:
			cur = nil
			pending = append(pending, Skip{Line: i + 1, Text: string(bytes.TrimSpace(t.line(i)))})
		case lineData:
			if cur == nil {
				out = append(out, block{skipped: pending})
				cur, pending, ruledInside = &out[len(out)-1], nil, false
			}
			lineStart := t.lines[i]
			caption := bytes.TrimSpace(t.b[lineStart:dataOff])
			if len(t.prefix) > 0 {
				caption = bytes.TrimSpace(bytes.TrimPrefix(caption, bytes.TrimSpace(t.prefix)))
			}
			if len(caption) > 0 {
				cur.skipped = append(cur.skipped, Skip{Line: i + 1, Text: string(caption)})
			}
			end := lineStart + len(t.line(i))
			if dataEnd > 0 {
				if after := bytes.TrimSpace(t.b[dataEnd:end]); len(after) > 0 {
					cur.skipped = append(cur.skipped, Skip{Line: i + 1, Text: string(after)})
				}
				end = dataEnd
			}
			cur.segs = append(cur.segs, [2]int{dataOff, end})
			if t.b[cur.segs[0][0]] == '{' && jsonKey(t.b[cur.segs[0][0]+1:]) {
				jsonDepth = max(jsonDepth+braces(t.b[dataOff:end]), 0)
			}
		}
		if cur == nil {
			jsonDepth = 0
		}
	}
	out = t.joinRows(out)
	if len(out) > 0 {
		last := &out[len(out)-1]
		last.skipped = append(last.skipped, pending...)
		pending = nil
	}
	return out, pending
}

// markRow reports whether l is a row of one mark of unvisited squares
// alone ("0 0 0 0 0", "-1, -1, -1", ". . ."), three or more, whatever
// brackets and commas are around them.
func markRow(l []byte) bool {
	fields := strings.FieldsFunc(string(l), func(r rune) bool {
		return r == ' ' || r == '\t' || r == ',' || r == '[' || r == ']' || r == '{' || r == '}' || r == '(' || r == ')' || r == '|' || r == ';'
	})
	if len(fields) < 3 {
		return false
	}
	switch fields[0] {
	case "0", "-1", ".", "*", "-", "?", "--", "_":
	default:
		return false
	}
	for _, f := range fields[1:] {
		if f != fields[0] {
			return false
		}
	}
	return true
}

// isJSON reports whether a block is JSON: it begins with '{' and then a
// key or '}', not with '{' and a number or another '{', the rows of a C or
// Java array literal ({{1,16,11},{10,5,20}}).
func (t *text) isJSON(bl block) bool {
	first := bl.segs[0][0]
	if t.b[first] != '{' {
		return false
	}
	for _, sg := range bl.segs {
		for k := sg[0]; k < sg[1]; k++ {
			if k == first || isSpace(t.b[k]) {
				continue
			}
			return t.b[k] == '"' || t.b[k] == '}'
		}
	}
	return true
}

// jsonKey reports whether b, after a '{', goes on as a JSON object does:
// a key (a string closed on its line, then ':') or '}' after blank space.
// A '{' alone on its line before text (a code block's, a caption's), or
// before a quote that no string closes ("{\"" and a newline), holds no
// document, so blank lines and words after it end its block as anywhere
// else.
func jsonKey(b []byte) bool {
	for i, c := range b {
		switch {
		case isSpace(c):
			continue
		case c != '"':
			return c == '}'
		}
		for j := i + 1; j < len(b) && b[j] != '\n'; j++ {
			switch b[j] {
			case '\\':
				j++
			case '"':
				rest := bytes.TrimLeft(b[j+1:], " \t")
				return len(rest) > 0 && rest[0] == ':'
			}
		}
		return false
	}
	return false
}

// braces is the change in JSON nesting over b: '{' and '[' open, '}'
// and ']' close, outside strings.
func braces(b []byte) int {
	d, quoted := 0, false
	for i := 0; i < len(b); i++ {
		switch c := b[i]; {
		case quoted && c == '\\':
			i++
		case c == '"':
			quoted = !quoted
		case quoted:
		case c == '{' || c == '[':
			d++
		case c == '}' || c == ']':
			d--
		}
	}
	return d
}

// joinRows joins blocks of one line of numbers each, all as long, with
// only blank lines between them: the rows of a grid printed with a blank
// line after each, bare, walled or in a literal's brackets and commas,
// the first after the literal's name ("board1 = [[1, 60, 39],").
func (t *text) joinRows(blocks []block) []block {
	closes := func(b block) bool { // the last row and the literal's closing lines ("]);")
		for _, sg := range b.segs[1:] {
			if bytes.ContainsAny(t.b[sg[0]:sg[1]], "0123456789") || !bytes.ContainsAny(t.b[sg[0]:sg[1]], "]})") {
				return false
			}
		}
		return true
	}
	row := func(b block, first bool) int {
		if len(b.segs) != 1 && (first || !closes(b)) {
			return 0
		}
		seg := t.b[b.segs[0][0]:b.segs[0][1]]
		if k := bytes.IndexAny(seg, "[{("); first && k > 0 && bytes.ContainsAny(seg[:k], "=:") {
			seg = seg[k:]
		}
		for _, c := range seg {
			if !isDigit(c) && !isSpace(c) && !bytes.ContainsRune([]byte(".-|,;[]{}()"), rune(c)) {
				return 0
			}
		}
		return numbersIn(seg) + bytes.Count(seg, []byte(".")) + bytes.Count(seg, []byte("--"))
	}
	var out []block
	for i := 0; i < len(blocks); {
		n := row(blocks[i], true)
		j := i + 1
		for n >= 3 && j < len(blocks) && row(blocks[j], false) == n && len(blocks[j].skipped) == 0 {
			j++
			if len(blocks[j-1].segs) > 1 {
				break // the literal closed
			}
		}
		if j-i < 3 {
			out = append(out, blocks[i])
			i++
			continue
		}
		joined := block{skipped: blocks[i].skipped}
		for _, b := range blocks[i:j] {
			joined.segs = append(joined.segs, b.segs...)
		}
		out = append(out, joined)
		i = j
	}
	return out
}

// tokens lexes the block's segments.
func (t *text) tokens(b block) []token {
	size := 0
	for _, s := range b.segs {
		size += s[1] - s[0]
	}
	toks := make([]token, 0, size/tokensPerByte+1)
	for i, s := range b.segs {
		n := len(toks)
		toks = lexInto(toks, t.b, s[0], s[1]) // into the slice sized for all, not a copy per segment
		if i > 0 && len(toks) > n {
			toks[n].nl = true
		}
	}
	return toks
}

// errOnlyWords: every line of the input was set aside as words. It wraps
// board.ErrSyntax, as the error always has.
var errOnlyWords error = &wrapped{board.ErrSyntax, "only words"}

// wrapped is a sentinel that wraps another, as fmt.Errorf("%w: msg")
// would, without formatting anything at start-up.
type wrapped struct {
	err error
	msg string
}

func (e *wrapped) Error() string { return e.err.Error() + ": " + e.msg }
func (e *wrapped) Unwrap() error { return e.err }

// split splits an input held in memory into the blocks of its tours; an
// input with no tour is an error, errOnlyWords when it is only words, for
// a reading by structure.
func (t *text) split() ([]block, error) {
	blocks, words := t.blocks()
	if len(blocks) == 0 {
		if len(words) > 0 {
			return nil, &board.ParseError{Line: words[0].Line, Col: 1, Err: errOnlyWords, Msg: fmt.Sprintf("no tour found, only words: %q", shorten(words[0].Text))}
		}
		line, col := t.pos(len(t.b))
		return nil, errAt(line, col, board.ErrSyntax, "empty input")
	}
	return blocks, nil
}

// holdText holds an input in memory as the tolerant readers read it:
// without a byte order mark (columns then count from after it), its
// characters normalized, positions those of the input.
func holdText(b []byte) *text {
	if len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
		b = b[3:]
	}
	b = blankItemNumbers(blankLogPrefixes(b))
	nb, orig := normalize(b)
	nb, orig = integralFloats(nb, orig)
	t := newText(commaBlanks(nb))
	if orig != nil {
		t.orig, t.origLines, t.src = orig, newText(b).lines, b
	}
	return t
}

// shorten cuts a line for a note to its first 40 bytes or fewer, at the
// start of a character, so that the note stays valid UTF-8.
func shorten(s string) string {
	if len(s) <= 40 {
		return s
	}
	return head(s, 40) + "..."
}

// head is b's first n bytes or fewer, cut at a character's start, so
// that a note quoting it never prints half of a multi-byte glyph.
func head[T ~string | ~[]byte](b T, n int) T {
	if len(b) <= n {
		return b
	}
	for n > 0 && !utf8.RuneStart(b[n]) {
		n--
	}
	return b[:n]
}

// reading is one way of reading a block: its documents, or why not.
type reading struct {
	format Format
	docs   []Document
	err    error
}

// sensible reports whether the reading is a path on its board: a grid
// numbered without repeats or gaps, squares on the board.
func (r reading) sensible() bool {
	if r.err != nil {
		return false
	}
	for _, d := range r.docs {
		for _, s := range d.Path {
			if !d.Board.Contains(s) {
				return false
			}
		}
	}
	return true
}

// documents is the one reading of each tour, for [ReadAll]: the first
// tour's error when it has none, and an [ErrAmbiguous] error naming two
// readings and the [ReadOptions.Format] that picks one when it has more.
func documents(tours []Tour) ([]Document, error) {
	var docs []Document
	for _, tr := range tours {
		switch {
		case tr.Err != nil:
			return nil, tr.Err
		case len(tr.Readings) > 1 && tr.Readings[0].Part == 0:
			a, b := tr.Readings[0], tr.Readings[1]
			return nil, &board.ParseError{Line: tr.Line, Col: 1, Err: ErrAmbiguous, Msg: fmt.Sprintf("input reads both as %s and as %s; pick one with -read %v or -read %v",
				describe(a), describe(b), a.Format, b.Format)}
		}
		docs = append(docs, tr.Readings...)
	}
	return docs, nil
}

// readings tries every reading of a block and returns those that make
// sense, the one its first token suggests first; a JSON block gives its
// documents instead, one tour each. When none makes sense, the error is
// the fault of the one reading that parsed (a grid numbering a square
// twice) with its documents, or the error that got furthest, and tried
// are the readings tried, for the refusal to name.
func (t *text) readings(bl block, opt ReadOptions) (docs []Document, tried []reading, err error) {
	first := bl.segs[0][0]
	if t.isJSON(bl) {
		last := bl.segs[len(bl.segs)-1][1]
		docs, err := readJSONDocs(nil, opt, t, first, last)
		return docs, nil, err
	}
	toks := t.tokens(bl)
	if c := t.b[first]; len(toks) == 0 || !(isDigit(c) || isLetter(c) || strings.IndexByte("[{(.-\"'|+#", c) >= 0) {
		if r, _ := utf8.DecodeRune(t.b[first:]); r >= 0x80 && r != utf8.RuneError {
			return nil, nil, t.errAt(first, board.ErrSyntax, "unreadable input: character %s begins no notation; want a square list, a numbered grid or JSON", describeByte(t.b, first))
		}
		return nil, nil, t.errAt(first, board.ErrSyntax, "unreadable input %q: want a square list, a numbered grid or JSON", head(t.b[first:], 8))
	}
	var rs []reading
	try := func(f Format, read func() ([]Document, error)) {
		picked := opt.Format
		if picked == Prolog || picked == XY {
			picked = Algebraic // one reader reads every list notation
		}
		if picked != Auto && picked != f {
			return
		}
		ds, err := read()
		rs = append(rs, reading{format: f, docs: ds, err: err})
	}
	// The reader the first token suggests goes first: its error is shown
	// when all fail at the same place.
	readGrid := func() {
		if opt.Format != Auto && opt.Format != Grid {
			return
		}
		grids, err := t.grid(toks, opt)
		if err != nil {
			grids = []reading{{format: Grid, err: err}}
		}
		rs = append(rs, grids...)
	}
	readList := func() {
		try(Algebraic, func() ([]Document, error) {
			ds, err := t.list(toks, opt)
			if errors.Is(err, ErrNoBoard) {
				return t.listOnItsSquares(toks, opt, err)
			}
			return ds, err
		})
	}
	if toks[0].kind == tWord || toks[0].kind == tString {
		readList()
		readGrid()
	} else {
		readGrid()
		readList()
	}
	// A grid of the board given is also its flat list: read the numbers
	// again only when the grid did not fit.
	// A grid of the board given whose numbering is at fault fits it: its
	// fault is certain, and no list reading stands beside it.
	if opt.Board != (board.Board{}) && (len(rs) == 0 || rs[0].format != Grid || rs[0].err != nil) && !slices.ContainsFunc(rs, numberingFault) {
		try(Numbers, func() ([]Document, error) { return t.numbers(toks, opt) })
		// A list of square numbers, or of pairs on lines of their own.
		try(Indices, func() ([]Document, error) { return t.indices(toks, opt) })
		// A count or flag printed bare on a line of its own beside the
		// list (a solution count under it) is no square of it, as the
		// grid reader leaves such a row out.
		if list, l := t.withoutFlagLines(toks); list != nil {
			for _, f := range []Format{Numbers, Indices} {
				try(f, func() ([]Document, error) {
					read := t.numbers
					if f == Indices {
						read = t.indices
					}
					ds, err := read(list, opt)
					for i := range ds {
						ds[i].Decoration = l.String()
					}
					return ds, err
				})
			}
		}
	}
	if len(rs) == 0 {
		return nil, nil, t.errAt(first, board.ErrSyntax, "%v is not a notation of this input", opt.Format)
	}
	var good []Document
	for _, r := range rs {
		if r.sensible() && (len(good) == 0 || !samePaths(good[:1], r.docs)) {
			good = append(good, r.docs...)
		}
	}
	if len(good) > 0 {
		return good, nil, nil
	}
	// Nothing makes sense: a reading that parsed (a grid with a repeated
	// number, a list with a square off the board) shows the fault;
	// otherwise the error that got furthest into the input.
	var parsed []reading
	for _, r := range rs {
		if r.err == nil || errors.Is(r.err, ErrNumbering) {
			parsed = append(parsed, r)
		}
	}
	if i := slices.IndexFunc(parsed, numberingFault); i >= 0 {
		// A grid whose one fault is its numbering's beside readings with
		// squares off the board (its rows read as pairs): the grid's.
		return parsed[i].docs, rs, parsed[i].err
	}
	if len(parsed) == 1 {
		return parsed[0].docs, rs, parsed[0].err
	}
	if len(parsed) == 0 {
		for _, r := range rs {
			if errors.Is(r.err, ErrNoBoard) {
				return nil, rs, r.err
			}
		}
	}
	best := rs[0]
	for _, r := range rs[1:] {
		if errorOffset(t, r.err) > errorOffset(t, best.err) {
			best = r
		}
	}
	if best.err == nil {
		return best.docs, nil, nil
	}
	return nil, rs, best.err
}

// numberingFault reports whether r is a grid read whose numbering is at
// fault.
func numberingFault(r reading) bool { return r.format == Grid && errors.Is(r.err, ErrNumbering) }

func samePaths(a, b []Document) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Path.String() != b[i].Path.String() {
			return false
		}
	}
	return true
}

// describe names a reading for an ambiguity error.
func describe(d Document) string {
	switch d.Format {
	case Grid:
		return board.A(d.Board.String()) + " grid"
	case Numbers:
		return fmt.Sprintf("a flat numbered list of %v", d.Board)
	case Indices:
		return fmt.Sprintf("a list of square numbers of %v", d.Board)
	}
	folded := ""
	if d.folded {
		folded = ", the lines a fold may have cut joined"
	}
	return fmt.Sprintf("a list of %d squares in %s notation (%v...)%s", len(d.Path), notationName(d.Format), d.Path[:min(len(d.Path), 2)], folded)
}

// errorOffset orders errors by how far into the input they are.
func errorOffset(t *text, err error) int {
	var perr *board.ParseError
	if err == nil || errors.Is(err, ErrNoBoard) {
		return 1 << 62 // it read, but needs -board
	}
	if !errors.As(err, &perr) {
		return 0
	}
	if perr.Line-1 >= len(t.lines) {
		return len(t.b)
	}
	return t.lines[perr.Line-1] + perr.Col - 1
}

// ReadPath reads one path in any [Format], which it detects; see [ReadAll]
// for the words and notations it skips and reads. A square list needs
// opt.Board; JSON and grids carry their board. An input with several tours
// is an error wrapping [ErrSeveral].
//
// It is bounded: it refuses more than opt.MaxBytes, and it stops after
// Size()+1 squares of a list, which can no longer be a path (pigeonhole)
// and already show why. Syntax errors are [*ParseError]s.
func ReadPath(r io.Reader, opt ReadOptions) (Document, error) {
	docs, err := ReadAll(r, opt)
	if err != nil {
		return Document{}, err
	}
	if len(docs) > 1 {
		return Document{}, fmt.Errorf("%w: the input holds %d tours, the second at line %d; give one", ErrSeveral, len(docs), docs[1].Line)
	}
	return docs[0], nil
}

// Problem is the question the document asks: a tour of its board (less
// the holes it names, by the piece it names), closed when it says so.
// verify.Tour(d.Problem(), d.Path) answers it.
func (d Document) Problem() board.Problem {
	return board.Problem{Board: d.Board, Closed: d.Closed, Holes: d.Holes, Piece: d.Piece}
}

// Shape is the document's board with the holes and piece it names.
func (d Document) Shape() board.Shape {
	return board.Shape{Board: d.Board, Holes: d.Holes, Piece: d.Piece}
}

// Shaped returns q, a problem on d's board, with the holes and piece the
// document names, when it names them: they are part of its claim, so its
// tour is judged on them. A shape that q asks for itself and the document
// contradicts is an error wrapping [ErrBoardMismatch].
func (d Document) Shaped(q board.Problem) (board.Problem, error) {
	if !d.HasShape {
		return q, nil
	}
	asked, own := q.Shape(), d.Shape()
	if (asked.HoleCount() > 0 || !asked.Piece.IsKnight()) &&
		(asked.Piece != own.Piece || !slices.Equal(asked.HoleList(), own.HoleList())) {
		return q, fmt.Errorf("%w: the document is for %v, not %v", ErrBoardMismatch, own, asked)
	}
	q.Holes, q.Piece = d.Holes, d.Piece
	return q, nil
}

// Reading says in a few words how the document was read, beyond its
// notation: the corner a grid was read from, the base of its numbers or
// pairs; "" when there was no choice to make.
func (d Document) Reading() string {
	var parts []string
	switch d.Format {
	case Indices:
		first := "a1 first, along the ranks"
		if d.Flipped {
			first = fmt.Sprintf("%v first, along the ranks from the top", board.Square{X: 1, Y: d.Board.H})
		}
		if d.order != "" {
			first = d.order
		}
		parts = append(parts, fmt.Sprintf("square numbers from %d, %s", d.Base, first))
	case Grid, Numbers:
		if d.walked {
			break
		}
		top := board.Square{X: 1, Y: d.Board.H}
		if d.Flipped {
			top.Y = 1
		}
		what := "grid"
		if d.Format == Numbers {
			what = "flat list"
		}
		parts = append(parts, fmt.Sprintf("%s numbered from %d, %v top left", what, d.Base, top))
	case XY, JSON:
		switch {
		case d.Transposed && d.Flipped:
			parts = append(parts, fmt.Sprintf("pairs read as (row, col) from %d, row %d the top rank%s", d.Base, d.Base, namedBy(d.pairsNamed)))
		case d.Transposed:
			parts = append(parts, fmt.Sprintf("pairs read as (row, col) from %d%s", d.Base, namedBy(d.pairsNamed)))
		case d.Flipped:
			parts = append(parts, fmt.Sprintf("pairs read as (file, rank) from %d, rank %d the top%s", d.Base, d.Base, namedBy(d.pairsNamed)))
		case d.Based:
			parts = append(parts, fmt.Sprintf("pairs read as (file, rank) from %d%s", d.Base, namedBy(d.pairsNamed)))
		}
	}
	if d.caption != "" {
		parts = append(parts, d.caption)
	}
	if d.nested && !d.movePairs { // a move's record holds two squares, said below
		parts = append(parts, nestedNote)
	}
	if d.placed != "" {
		parts = append(parts, d.placed)
	}
	if d.movePairs {
		parts = append(parts, "moves from square to square, read as the squares they join")
	}
	if d.label != "" {
		parts = append(parts, d.label)
	}
	if d.edges {
		parts = append(parts, fmt.Sprintf("pairs of squares in any order read as the moves of one path, walked from %v", d.Path[0]))
	}
	if d.fromSquares {
		parts = append(parts, fmt.Sprintf("board %v, the smallest that holds the squares (give -board for another)", d.Board))
	}
	if d.structural && d.Format == Grid && len(d.Path) < d.Board.Size() {
		parts = append(parts, fmt.Sprintf("read by its numbers, the text around them skipped, a partial numbering of %d of %d squares, the others marked", len(d.Path), d.Board.Size()))
	} else if d.structural && d.Format == Grid && d.byForm {
		parts = append(parts, "read by its numbers, the text around them and the integers written otherwise (labels, indices, times) skipped")
	}
	if d.Decoration != "" {
		parts = append(parts, "labels left out: "+d.Decoration)
	}
	if d.Part > 0 && d.Format == Grid {
		parts = append(parts, fmt.Sprintf("board %d of the grid", d.Part))
	} else if d.Part > 0 {
		parts = append(parts, fmt.Sprintf("tour %d of the block", d.Part))
	}
	if d.Repeated {
		parts = append(parts, fmt.Sprintf("the last square repeats the first, %v: read as a closed tour", d.Path[0]))
	}
	if d.startFrom != "" {
		parts = append(parts, d.startFrom)
	}
	if len(d.ocr) > 0 {
		parts = append(parts, ocrNote(d.ocr))
	}
	if named := d.namedSkips(); len(named) > 0 {
		var lines []string
		for _, sk := range named[:min(len(named), 3)] {
			at := fmt.Sprint(sk.line)
			if sk.col > 0 {
				at += fmt.Sprintf(":%d", sk.col)
			}
			lines = append(lines, fmt.Sprintf("line %s %q", at, shorten(sk.text)))
		}
		s := "skipped " + strings.Join(lines, ", ")
		if len(named) > 3 {
			s += fmt.Sprintf(" and %d more", len(named)-3)
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

// namedSkip is a line of the note's skipped text and what it quotes.
type namedSkip struct {
	line, col int
	text      string
}

// namedSkips are d's skips as the note quotes them, a line once: a skip
// whose quote lies within another's of the same line (the words before
// a literal, and the whole line that holds them) is that one's, and
// pieces of one line apart (the words before a list and the bracket
// after it) are quoted together, "…" between them.
func (d Document) namedSkips() []namedSkip {
	var named []namedSkip
	spaced := func(s string) string { return oneSpaced(strings.TrimSuffix(s, "...")) }
	for _, sk := range d.Skipped {
		text := d.skippedText(sk)
		k := slices.IndexFunc(named, func(n namedSkip) bool { return n.line == sk.Line })
		switch {
		case k < 0:
			named = append(named, namedSkip{sk.Line, sk.Col, text})
		case strings.Contains(spaced(named[k].text), spaced(text)):
		case strings.Contains(spaced(text), spaced(named[k].text)):
			named[k].text, named[k].col = text, sk.Col
		default:
			named[k].text += " … " + text
		}
	}
	return named
}

// skippedText is the input a skip of d stands for: its text, or, when
// that is no text of its line (what a set-aside block's skip says of
// it, "a 6x8 grid numbered from 0, ..."), the line itself, since a note
// quotes the input, not knight's words about it.
func (d Document) skippedText(sk Skip) string {
	pl := d.places
	if pl == nil || pl.t == nil || pl.t.srcLines != nil || pl.t.runs {
		return sk.Text // lines read are not the input's (a literal's lines, a run read again)
	}
	i := pl.t.readLine(sk.Line) - 1
	if i < 0 || i >= len(pl.t.lines) {
		return sk.Text // a line dropped before reading
	}
	line := oneSpaced(string(pl.t.line(i)))
	if line == "" || strings.Contains(line, oneSpaced(strings.TrimSuffix(sk.Text, "..."))) {
		return pl.t.source(i, sk.Text)
	}
	return pl.t.source(i, line)
}

// asWritten quotes t.b[off:end] as the input wrote it, a character
// normalize replaced ("♞" read as N) as it was, so that a note names
// what the user sees.
func (t *text) asWritten(off, end int) string {
	if t.src == nil || t.orig == nil || end >= len(t.orig) || off >= end || t.orig[off] > t.orig[end] || int(t.orig[end]) > len(t.src) {
		return t.quote(off, end)
	}
	return quoted(t.src, int(t.orig[off]), int(t.orig[end]))
}

// source is text, a piece of line i as read, as the input wrote it, up
// to the end of the input's line: the characters normalize replaced
// (Arabic-Indic digits, '×') as they were, a record's lines joined into
// one (joinRecords) its first line alone, since a note quotes the
// user's text. text as it is when the text read is the input's or the
// piece is not found on the line.
func (t *text) source(i int, text string) string {
	if t.src == nil || t.orig == nil || i < 0 || i >= len(t.lines) {
		return text
	}
	piece, cut := strings.CutSuffix(text, "...")
	k := strings.Index(string(t.line(i)), piece)
	if piece == "" || k < 0 {
		return text
	}
	from := t.lines[i] + k
	to := from + len(piece)
	if to >= len(t.orig) || t.orig[from] > t.orig[to] {
		return text // a piece the rewrite moved: no quote of it
	}
	out := t.src[t.orig[from]:t.orig[to]]
	if norm, _ := normalize(out); oneSpaced(string(norm)) != oneSpaced(piece) {
		return text // read from text rewritten otherwise than by normalizing: no quote of it
	}
	if nl := bytes.IndexByte(out, '\n'); nl >= 0 {
		out, cut = bytes.TrimRight(out[:nl], " \t\r"), true
	}
	switch {
	case string(out) == piece:
		return text
	case cut || len(out) > 40:
		// Within shorten's 40 bytes, dots and all: the note shortens
		// what it quotes again.
		return string(head(out, 37)) + "..."
	}
	return string(out)
}

// plainNumbers reports whether b holds numbers and nothing but the spaces,
// commas and signs between them: no bracket, no square, no word.
func plainNumbers(b []byte) bool {
	digits := false
	for _, c := range b {
		switch {
		case isDigit(c):
			digits = true
		case !isSpace(c) && c != ',' && c != '-':
			return false
		}
	}
	return digits
}

// bracketPairs counts the pairs of numbers in brackets on b, a list of
// squares written as their two coordinates when it begins with one.
func bracketPairs(b []byte) int {
	if !bracketPair(b) {
		return 0
	}
	n := 0
	for i, c := range b {
		if (c == '(' || c == '[') && bracketPair(b[i:]) {
			n++
		}
	}
	return n
}

// bracketPair reports whether b begins with a pair of numbers in brackets,
// "(0, 0)" or "[6,4]": a square written as its two coordinates.
func bracketPair(b []byte) bool {
	b = bytes.TrimLeft(b, " \t")
	if len(b) == 0 || b[0] != '(' && b[0] != '[' {
		return false
	}
	closer := byte(')')
	if b[0] == '[' {
		closer = ']'
	}
	i, numbers := 1, 0
	for numbers < 2 {
		for i < len(b) && isSpace(b[i]) {
			i++
		}
		j := i
		for j < len(b) && isDigit(b[j]) {
			j++
		}
		if j == i {
			return false
		}
		i, numbers = j, numbers+1
		for i < len(b) && isSpace(b[i]) {
			i++
		}
		if numbers == 1 {
			if i == len(b) || b[i] != ',' {
				return false
			}
			i++
		}
	}
	return i < len(b) && b[i] == closer
}
