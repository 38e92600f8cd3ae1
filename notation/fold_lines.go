package notation

import (
	"bytes"
	"slices"
	"strings"
)

// A line longer than the page or the terminal is cut at a fixed width
// (`fold -w 40`, a terminal's hard wrap, a mailer's): every piece but
// the last is exactly that wide, and a cut may fall inside a token
// ("... a13 b" above "11 c9 ..."). Such lines are read as the one line
// they were: within a paragraph (lines with no blank one between), the
// lines of the width most of them have, when it is foldLeast bytes or
// more, are joined to the line below, when that is no wider, with
// nothing between, for the join restores the bytes that the cut parted
// and adds none. A paragraph is joined only when the cut shows: a
// token cut in two (not a whole square or number above digits, "k6"
// over "61.", which reads as well as two tokens), or rows cut alike (rowsCut: lines of the width and
// a shorter rest, in the same pattern for every row, as a terminal
// wraps a grid or SQL*Plus a record); and every token cut in two,
// joined, must be a square's or a number's (letters and then digits,
// or digits), since a cut word of prose is no tour. A caption or a
// command above the pieces (a line with more than a list's bytes) is
// not joined unless a token is cut at its end. The reading of the
// joined text replaces the reading as written only by the rereadings'
// rule (betterReading), so a grid whose
// rows are all one width, read already, is never joined. Every byte
// read maps back to the input's, so a fault is named at the line and
// column it is written on. An input streamed (over 4 MiB) is not
// joined: a list cut so is refused at its first cut token.

// foldLeast is the narrowest width read as a cut: fold, pr and
// terminals cut at 40 columns or more in practice, and a narrower line
// is too short to tell a cut from a row.
const foldLeast = 20

// joinFolds reads t as the lines its folded paragraphs were before they
// were cut, and reports whether any was joined: where the cut shows, or,
// with either, wherever a fold may have cut inside a square, whether
// the cut shows or not, rows cut alike at a width being no square cut. One pass over the lines.
func (t *text) joinFolds(either bool) bool {
	return t.joinParagraphs(false, func(first, last int) []int {
		if cuts, shows, inToken := t.foldCuts(first, last); either && inToken || !either && shows {
			return cuts
		}
		return nil
	})
}

// joinParagraphs reads t with the line breaks that cuts gives in each
// paragraph removed (joinLinesAt), and reports whether there was any.
func (t *text) joinParagraphs(spaced bool, cuts func(first, last int) []int) bool {
	var joins []int
	for first, last := range t.paragraphs() {
		joins = append(joins, cuts(first, last)...)
	}
	return t.joinLinesAt(joins, spaced)
}

// A paragraph of one width whose only breaks between two letters or
// digits fall after a whole square above digits below ("... c1" over
// "2 a13 ...") reads two ways: a line of the width ending in a square
// and a number after it, or a square with a two-digit rank that the
// width cut ("c12"). Neither reading is certain, so both are kept
// (joinFolds with either, beside the reading as written): the tour is valid
// when either is, and no fault is certain when they differ. So is a
// paragraph whose cut shows when the reading as written read it whole,
// its pieces taken as words ("... n" over "1 m3"): the join is a
// reading, not a proof.

// A dump of numbers (od -An -tu1, od -w10, a program printing a fixed
// count a line) cuts a board's numbering at the tool's count, not the
// board's width: every line but the last holds as many numbers, the last
// fewer. Such a paragraph, bare numbers and nothing else, its numbers
// 1..N or 0..N-1 once each, is no grid with a row cut short but one flat
// numbering, and is read as the one line it would be, a space where each
// line break was: with a board given, its numbering; with none, the
// boards it could number are named (refolds).

// joinCounted reads t with each paragraph so cut (countedCuts) on one
// line, and reports whether any was; rows as wide as the board given,
// width, are its rows, one cut short, not a dump's. One pass over the
// lines.
func (t *text) joinCounted(width int32) bool {
	return t.joinParagraphs(true, func(first, last int) []int {
		if w := t.countedCuts(first, last); w == 0 || int32(w) == width {
			return nil
		}
		var joins []int
		for l := first; l < last; l++ {
			joins = append(joins, t.lines[l]+len(t.line(l)))
		}
		return joins
	})
}

// countedCuts is how many bare numbers the lines first..last (from 0)
// hold each, when they are two lines or more, as many on each but the
// last, which holds fewer, that number a board once each; else 0.
func (t *text) countedCuts(first, last int) int {
	if last == first {
		return 0
	}
	var nums []int
	width := 0
	for l := first; l <= last; l++ {
		row, ok := bareInts(t.line(l))
		switch {
		case !ok:
			return 0
		case l == first:
			width = len(row)
		case l < last && len(row) != width, l == last && len(row) >= width:
			return 0
		}
		nums = append(nums, row...)
	}
	if width < 2 || len(nums) < 12 || !numbersBoard(nums) {
		return 0 // fewer than 3x4's twelve: no board with a tour but 1x1
	}
	return width
}

// foldCuts is where the paragraph of lines first..last (from 0) was cut
// at a fixed width: the line breaks after each of its widest lines but
// the last line, or none when one is no token's; shows is whether a cut
// shows (inside a token, or rows cut alike at the width). When none
// shows, cuts are the breaks after a whole square above the digits of
// a rank below that more squares follow, the paragraph's others with
// them, or none when there is no such break. inToken is whether a cut
// may fall inside a square: one shows there, or a square ends above
// such digits.
func (t *text) foldCuts(first, last int) (cuts []int, shows, inToken bool) {
	if last == first {
		return nil, false, false
	}
	// The width is the length most lines have, the longer of two as
	// common: every piece but a line's last is that wide, and a line
	// above them (a command, a caption) may be wider.
	count := map[int]int{}
	width := 0
	for i := first; i <= last; i++ {
		n := len(t.line(i))
		count[n]++
		if count[n] > count[width] || count[n] == count[width] && n > width {
			width = n
		}
	}
	if width < foldLeast {
		return nil, false, false
	}
	either := false // a whole square above digits below
	for i := first; i < last; i++ {
		above, below := t.line(i), t.line(i+1)
		if len(below) > width {
			continue // no piece of a line cut at this width
		}
		if len(above) != width {
			continue
		}
		cut := word(above[len(above)-1]) && word(below[0])
		if cut && !cutToken(above, below) {
			return nil, false, false
		}
		if i == first && !cut && !listBytes(above) {
			continue // a command or a caption above the pieces
		}
		// A whole square or number above digits below ("k6" over "61.",
		// a move's number) reads as well unjoined: no cut shows there.
		whole := cut && wholeAbove(above, below)
		shows = shows || cut && !whole
		either = either || whole && squareEnds(above) && rankThenSquares(below)
		cuts = append(cuts, t.lines[i]+len(above))
	}
	switch {
	case shows:
		return cuts, true, true
	case t.rowsCut(first, last, width):
		return cuts, true, false
	case either:
		return cuts, false, true
	}
	return nil, false, false
}

// rankThenSquares reports whether line begins with digits that could
// end a square's rank, set apart as a list's item is (not a move's
// number, "11."), and holds a square after them: a line of flags or
// counts under a list ("0 0 0") is no piece of it.
func rankThenSquares(line []byte) bool {
	j := len(line) - len(bytes.TrimLeft(line, "0123456789"))
	if j == 0 || j < len(line) && !isHSpace(line[j]) && line[j] != ',' {
		return false
	}
	for k := j + 1; k < len(line); k++ {
		if isDigit(line[k]) && isLetter(line[k-1]) {
			return true
		}
	}
	return false
}

// squareEnds reports whether line ends in a square: letters, then
// digits.
func squareEnds(line []byte) bool {
	i := len(bytes.TrimRight(line, "0123456789"))
	return i < len(line) && i > 0 && isLetter(line[i-1])
}

// rowsCut reports whether the lines first..last (from 0), a caption
// above them aside, are rows of one length cut at width alike: each
// row so many lines width wide and one shorter, its rest, the same
// length in every row, two rows or more.
func (t *text) rowsCut(first, last, width int) bool {
	if !listBytes(t.line(first)) {
		first++
	}
	period := 0
	for i := first; i <= last && period == 0; i++ {
		if len(t.line(i)) < width {
			period = i - first + 1
		}
	}
	lines := last - first + 1
	if period < 2 || lines%period != 0 || lines/period < 2 {
		return false
	}
	rest := len(t.line(first + period - 1))
	for i := first; i <= last; i++ {
		want := width
		if (i-first)%period == period-1 {
			want = rest
		}
		if len(t.line(i)) != want {
			return false
		}
	}
	return true
}

// cutToken reports whether the token that ends above and the one that
// begins below, joined, name a square or a number: letters then
// digits, the digits in both pieces or in the second alone.
func cutToken(above, below []byte) bool {
	i := len(above)
	for i > 0 && word(above[i-1]) {
		i--
	}
	j := 0
	for j < len(below) && word(below[j]) {
		j++
	}
	tok := append(append([]byte(nil), above[i:]...), below[:j]...)
	k, end := squareAt(tok, 0)
	return k <= 3 && end > k && end == len(tok)
}

// wholeAbove reports whether the token that ends above is a square or
// a number whole (letters then digits, or digits) and the one that
// begins below is digits: a cut there is no cut to see, since each
// piece is a token alone.
func wholeAbove(above, below []byte) bool {
	if len(below) == 0 || !isDigit(below[0]) {
		return false
	}
	for j := 0; j < len(below) && word(below[j]); j++ {
		if !isDigit(below[j]) {
			return false
		}
	}
	i := len(bytes.TrimRight(above, "0123456789"))
	if i == len(above) {
		return false // no digit above: a file cut from its rank
	}
	for i > 0 && isLetter(above[i-1]) {
		i--
	}
	return i == 0 || !word(above[i-1])
}

// listBytes reports whether line holds only what a list or a grid of
// squares or numbers is written with: no prompt, path or caption.
func listBytes(line []byte) bool {
	for _, c := range line {
		if !word(c) && !isHSpace(c) && !strings.ContainsRune(",;.-()[]{}", rune(c)) {
			return false
		}
	}
	return true
}

// word reports whether c belongs to a token a cut can fall inside.
func word(c byte) bool { return isLetter(c) || isDigit(c) }

// blank reports whether line holds no more than spaces.
func blank(line []byte) bool {
	for _, c := range line {
		if !isSpace(c) {
			return false
		}
	}
	return true
}

// joinLinesAt reads t as if each of joins (offsets of line breaks,
// ascending, each after a line's last byte, a '\r' before it being
// part of the break) were not there, every byte read mapping back to
// the input's, and reports whether there was any. With spaced, a space
// stands where each break was, read from it.
func (t *text) joinLinesAt(joins []int, spaced bool) bool {
	return t.rewriteMapped(func(i int) ([]byte, []int32, int, bool) {
		if len(joins) == 0 || i != joins[0] {
			return nil, nil, 0, false
		}
		joins = joins[1:]
		end := i
		for end < len(t.b) && t.b[end] == '\r' {
			end++
		}
		if spaced {
			return []byte{' '}, []int32{int32(end)}, end + 1, true
		}
		return nil, nil, end + 1, true
	})
}

// A plotting tool's data file (gnuplot's "x y step" lines) parts its
// points into blocks by blank lines, gnuplot's index, wherever the
// writer chose: paragraphs of lines of k integers each, two or more,
// one column of which counts on from 0 or 1 by one, line after line,
// across every blank line, are one list of squares cut by the blank
// lines, its steps saying so, not one list a paragraph. They are read as
// one paragraph, the blank lines between them gone.

// joinStepped reads t with each run of such paragraphs one paragraph,
// and reports whether any was. One pass over the lines.
func (t *text) joinStepped() bool {
	var joins, gaps []int // the breaks to remove: all, and the run's
	var rows [][]int
	flush := func() {
		if len(gaps) > 0 && steppedColumn(rows) {
			joins = append(joins, gaps...)
		}
		rows, gaps = nil, nil
	}
	for l := 0; l < len(t.lines); l++ {
		if blank(t.line(l)) {
			continue
		}
		r, ok := bareInts(t.line(l))
		if !ok || len(r) < 2 || len(rows) > 0 && len(r) != len(rows[0]) {
			flush()
			continue
		}
		if len(rows) > 0 {
			for b := l - 1; blank(t.line(b)); b-- {
				gaps = append(gaps, t.lines[b]+len(t.line(b)))
			}
		}
		rows = append(rows, r)
	}
	flush()
	slices.Sort(joins)
	return t.joinLinesAt(joins, false)
}

// bareInts is the integers of line when it holds integers, spaces,
// tabs and commas alone.
func bareInts(line []byte) ([]int, bool) {
	var out []int
	for i := 0; i < len(line); i++ {
		switch c := line[i]; {
		case isDigit(c):
			n := 0
			for ; i < len(line) && isDigit(line[i]) && n < 1<<20; i++ {
				n = n*10 + int(line[i]-'0')
			}
			if i < len(line) && (isDigit(line[i]) || isLetter(line[i]) || line[i] == '.') {
				return nil, false
			}
			i--
			out = append(out, n)
		case isSpace(c) || c == ',' || c == '\r':
		default:
			return nil, false
		}
	}
	return out, len(out) > 0
}

// steppedColumn reports whether a column of rows counts 0, 1, 2, ... or
// 1, 2, 3, ... down them all.
func steppedColumn(rows [][]int) bool {
	for c := range rows[0] {
		base, ok := rows[0][c], rows[0][c] <= 1
		for k := 1; ok && k < len(rows); k++ {
			ok = rows[k][c] == base+k
		}
		if ok {
			return true
		}
	}
	return false
}
