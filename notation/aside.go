package notation

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/knightcert/knight/board"
)

// splitLines parts a block of square lists printed one after the other
// into its tours, one for each: every line a tour of its own when each
// holds more than half its board's squares (a tour with a square left out
// is still its own), else cuts after every board's worth of squares when
// those fall at line ends (tours wrapped over several lines). The first
// reading decides; the others are kept for a tour where they cut the same
// way, and the columns of a table of tours (tableColumns) are a second
// reading of each. A block no line end cuts so is its columns when they
// are tours' worth each, else itself.
func splitLines(docs []Document) [][]Document {
	docs = slices.Clone(docs)
	for i := range docs {
		docs[i] = chainStrays(docs[i])
	}
	cuts := lineCuts(docs[0])
	if cuts == nil {
		// Several boards' worth that no line end cuts into boards (an odd
		// board two a line, a column a square short): the columns are
		// the one reading that keeps every line whole.
		cols := tableColumns(docs[0])
		if cols == nil {
			return [][]Document{docs}
		}
		parts := make([][]Document, len(cols))
		for i, c := range cols {
			parts[i] = []Document{c}
		}
		return parts
	}
	parts := make([][]Document, len(cuts))
	for _, d := range docs {
		if !slices.Equal(lineCuts(d), cuts) {
			continue
		}
		owners := skipParts(d, cuts)
		from := 0
		for i, to := range cuts {
			c := d
			c.Path = slices.Clip(d.Path[from:to])
			c.places = d.places.cut(from)
			c.lineEnds, c.closeEnds = nil, nil
			// The words before the block go with its first tour; text
			// passed over inside a line of squares, with the tour whose
			// squares stand on both sides of it.
			c.Skipped = nil
			for k, sk := range d.Skipped {
				if owners[k] == i || owners[k] < 0 && i == 0 {
					c.Skipped = append(c.Skipped, sk)
				}
			}
			if line, _, ok := d.Place(from); ok {
				c.Line = line
			}
			if own := box(c.Path); d.fromSquares && min(own.W, own.H) >= 3 && len(c.Path) <= own.Size()+1 {
				// A tour of its own is read on the smallest board that
				// holds its own squares, as it would be alone, not on the
				// block's, which the tours of larger boards beside it set.
				c.Board = own
			}
			parts[i] = append(parts[i], c)
			from = to
		}
		if cols := tableColumns(d); len(cols) == len(cuts) {
			for i, c := range cols {
				parts[i] = append(parts[i], c)
			}
		}
	}
	return parts
}

// skipParts is, for each text d passed over, the part of d cut at cuts
// whose squares stand on both sides of it, when it is text inside a line;
// else -1. The parts are in the order of the text: one search a text.
func skipParts(d Document, cuts []int) []int {
	type at struct{ line, col int }
	less := func(a, b at) bool { return a.line < b.line || a.line == b.line && a.col < b.col }
	// A part whose ends the text does not write owns nothing; its first
	// is the one before's, so that the firsts stay in order.
	firsts, lasts := make([]at, len(cuts)), make([]at, len(cuts))
	from := 0
	for i, to := range cuts {
		l0, c0, ok0 := d.Place(from)
		l1, c1, ok1 := d.Place(to - 1)
		switch {
		case ok0 && ok1:
			firsts[i], lasts[i] = at{l0, c0}, at{l1, c1}
		case i > 0:
			firsts[i] = firsts[i-1]
		}
		from = to
	}
	owners := make([]int, len(d.Skipped))
	for k, sk := range d.Skipped {
		owners[k] = -1
		if sk.Col == 0 || sk.Partial || sk.Unread {
			continue
		}
		pos := at{sk.Line, sk.Col}
		// The last part that begins before the text.
		i := sort.Search(len(cuts), func(i int) bool { return !less(firsts[i], pos) }) - 1
		if i >= 0 && less(firsts[i], pos) && less(pos, lasts[i]) {
			owners[k] = i
		}
	}
	return owners
}

// lineCuts is where splitLines cuts d: the square count after each tour,
// the last the path's length; nil when d is one tour. Its lines are its
// tours when each holds more than half the board; else every board's
// worth of squares when each ends a line; else its brackets, when each
// closes after more than half the board ("[a1 ...\n b2],\n[c1 ...");
// else, with no board given or written, its lines, when each holds more
// than half the smallest board that holds its own squares (ownHalves).
func lineCuts(d Document) []int {
	n, total := d.Board.Size(), len(d.Path)
	if n == 0 || total <= n+1 || d.Format != Algebraic && d.Format != Prolog && d.Format != XY {
		return nil // one tour, or one that repeats its start to close
	}
	ends := chainedLines(d.Path, append(slices.Clip(d.lineEnds), total), n)
	if overHalf(ends, n) {
		return ends
	}
	if cuts := boardCuts(ends, n, total); cuts != nil {
		return cuts
	}
	closes := slices.Clip(d.closeEnds)
	if len(closes) == 0 || closes[len(closes)-1] != total {
		closes = append(closes, total)
	}
	if len(closes) > 1 && overHalf(closes, n) {
		return closes
	}
	if d.fromSquares && ownHalves(d.Path, ends) {
		return ends
	}
	return nil
}

// ownHalves reports whether each line of p (ends, as in lineCuts) holds
// more than half of the smallest board that holds its own squares,
// three squares or more each way: a tour of its own beside tours of
// larger boards, which set the block's board, as on lines apart.
func ownHalves(p board.Path, ends []int) bool {
	from := 0
	for _, e := range ends {
		own := box(p[from:e])
		if min(own.W, own.H) < 3 || 2*(e-from) <= own.Size() {
			return false
		}
		from = e
	}
	return len(ends) > 1
}

// chainedLines is ends, the square counts after each line of p, without
// the line ends that a list of moves goes on across: when every line is
// a chain of moves ("Nb1-c3 Nc3-d5", see moveChain), a line that begins
// where the line before it went is the same game, whose moves name each
// square twice and so hold more than half a board in a few lines. A
// line that holds a board's n squares alone is a tour of its own,
// whichever square the next begins on: when every line does, none is
// joined.
func chainedLines(p board.Path, ends []int, n int) []int {
	from, whole := 0, true
	for _, e := range ends {
		if !moveChain(p[from:e]) {
			return ends
		}
		whole = whole && e-from >= n
		from = e
	}
	if whole {
		return ends
	}
	out := ends[:0:0]
	for _, e := range ends {
		if e == len(p) || p[e-1] != p[e] {
			out = append(out, e)
		}
	}
	return out
}

// overHalf reports whether each run of squares up to the next of ends
// holds more than half of n.
func overHalf(ends []int, n int) bool {
	from := 0
	for _, e := range ends {
		if 2*(e-from) <= n {
			return false
		}
		from = e
	}
	return true
}

// boardCuts cuts total squares after every n when each cut falls at one
// of ends; nil when one does not.
func boardCuts(ends []int, n, total int) []int {
	if total%n != 0 {
		return nil
	}
	var cuts []int
	i := 0 // ends and the cuts both ascend: one walk over each
	for k := n; k <= total; k += n {
		for i < len(ends) && ends[i] < k {
			i++
		}
		if i == len(ends) || ends[i] != k {
			return nil
		}
		cuts = append(cuts, k)
	}
	return cuts
}

// setAside drops the fragments of an input that holds more than
// fragments: a tour whose every reading covers less than half its board's
// squares, counted once each (a
// result line "primes [2, 3, 5, 7]", a move quoted in a sentence, a piece
// of a grid cut off by a line of text) beside a longer or an unreadable
// one is words, listed in the Skipped of the tour before it, never a tour
// to call invalid. So is a block that cannot be read and holds too few
// numbers or squares to be half of the largest board beside it: a prompt's
// answer ("6", "1 1", "N = 8"), a caption with a number, a board of K
// marks; and so is a path of one or two squares beside a longer one
// ("Start: [1, 2]"). A JSON document is never set aside: it says it
// is a tour. An input of fragments only keeps them: a short path given alone
// is what was submitted.
func setAside(tours []Tour, opt ReadOptions) []Tour {
	opt.checkStop(0)
	markStages(tours)
	largest, longest := 0, 0   // the largest board a tour is read on, the longest path
	whole := 0                 // the largest board a grid beside numbers whole, or at fault in its numbering
	widths := map[int32]bool{} // the widths of the whole grids
	for _, t := range tours {
		for _, d := range t.Readings {
			largest, longest = max(largest, d.Board.Size()), max(longest, len(d.Path))
			if d.Format == Grid && len(d.Path) == d.Board.Size() && min(d.Board.W, d.Board.H) >= 3 {
				whole = max(whole, d.Board.Size())
				widths[d.Board.W] = true
			}
		}
		if errors.Is(t.Err, ErrNumbering) {
			// a grid whose numbering is at fault
			largest, whole = max(largest, t.squares), max(whole, t.squares)
		}
	}
	from1 := slices.ContainsFunc(tours, func(t Tour) bool {
		return slices.ContainsFunc(t.Readings, func(d Document) bool { return numbering(d, 1) && d.Board.Size() > 1 })
	})
	rowBeside := func(t Tour) bool { // one line of numbers beside a whole grid that no board of as many squares tours
		return whole > 0 && opt.Board == (board.Board{}) && t.Err == nil && len(t.Readings) > 0 && !slices.ContainsFunc(t.Readings, func(d Document) bool {
			return !(narrowRow(d) && d.Board.Size() < whole || columnLabels(d) && widths[d.Board.W])
		})
	}
	zeroAsMark := func(t Tour) bool {
		return from1 && len(t.Readings) == 1 && numbering(t.Readings[0], 0) && !knightSteps(t.Readings[0].Path, true)
	}
	counts := func(t Tour) bool { // squares a program tries, one a log line, beside a tour
		return t.Err == nil && len(t.Readings) > 0 && !slices.ContainsFunc(t.Readings, func(d Document) bool { return !countLog(d) })
	}
	stages := func(t Tour) bool { // boards a search printed as it filled them
		return len(t.Readings) > 0 && !slices.ContainsFunc(t.Readings, func(d Document) bool { return !d.stage })
	}
	short := func(t Tour) bool {
		if counts(t) || stages(t) || zeroAsMark(t) {
			return true
		}
		if slices.ContainsFunc(t.Readings, func(d Document) bool { return d.Format == JSON }) {
			return false // a document says it is a tour, however short
		}
		if (literalIn([]byte(t.first)) || slices.ContainsFunc(t.Readings, arrayGrid)) && !bitsOnly([]byte(t.first)) && !bracketLabel(t) {
			return false // an array of numbers says it is a grid, however small
		}
		if rowBeside(t) {
			return true
		}
		if t.Err == nil && len(t.Readings) > 0 && max(longest, largest) > 2 && !slices.ContainsFunc(t.Readings, func(d Document) bool { return len(d.Path) > 2 }) {
			// One or two numbers ("Start: [1, 2]") beside a tour: no
			// board of two squares has a knight's tour.
			return true
		}
		if t.noTour != "" && len(t.Readings) == 0 && !errors.Is(t.Err, ErrNumbering) {
			return true
		}
		if errors.Is(t.Err, ErrNumbering) && t.squares >= minListElements {
			// A grid as large as a board with a tour, one number written
			// twice: a board of its own at fault, beside larger ones.
			return false
		}
		if t.Err != nil && (len(t.Readings) == 0 || errors.Is(t.Err, ErrNumbering)) {
			// Too few squares to be half of the board beside it: a
			// prompt's answers ("X: 0", "Y: 0") read as a grid that
			// numbers 0 twice are words, not a certain grid.
			return 2*t.squares < largest
		}
		if t.Err != nil || len(t.Readings) == 0 {
			return false
		}
		if !slices.ContainsFunc(t.Readings, func(d Document) bool { return !labelsOnly(d) && !narrowGuess(d) }) {
			return true
		}
		for _, d := range t.Readings {
			// A partial numbering on no board given is set aside however
			// full (partialUnasked): a board printed before it was
			// filled is no tour claimed.
			partial := opt.Format != Grid && partialUnasked(d, board.Problem{Board: opt.Board})
			if b := d.Board; b == (board.Board{}) || 2*covered(b, d.Path) >= b.Size() && !partial || partialAsked(d, opt) {
				return false
			}
		}
		return true
	}
	if !slices.ContainsFunc(tours, func(t Tour) bool { return !short(t) }) {
		return tours
	}
	runs := pieceRuns(tours, short, max(longest, largest))
	var out []Tour
	var pending []Skip // fragments before the first tour kept
	for i, t := range tours {
		if !short(t) {
			for i := range t.Readings {
				t.Readings[i].Skipped = append(slices.Clip(pending), t.Readings[i].Skipped...)
			}
			pending = nil
			out = append(out, t)
			continue
		}
		var sk Skip
		if len(t.Readings) > 0 {
			sk = Skip{Line: t.Line, Text: "a fragment of " + shorten(t.Readings[0].Path.String())}
			// A path of more than two squares could be a tour begun and
			// not finished; one or two ("Start: [1, 2]") are words.
			if slices.ContainsFunc(t.Readings, func(d Document) bool { return len(d.Path) > 2 }) {
				sk.Text, sk.Partial, sk.squares = fragment(t.Readings[0]), true, t.Readings[0].Path.String()
				if d := t.Readings[0]; opt.Board == (board.Board{}) && opt.Format != Grid && partialUnasked(d, board.Problem{}) && !d.stage {
					sk.Board = d.Board
				}
				if stages(t) {
					sk.Text += stageAside
				}
			}
			if !slices.ContainsFunc(t.Readings, func(d Document) bool { return !labelsOnly(d) }) {
				sk.Text, sk.Partial = fragment(t.Readings[0])+labelsAside, false
			}
			if !slices.ContainsFunc(t.Readings, func(d Document) bool { return !narrowGuess(d) }) {
				sk.Text, sk.Partial = fragment(t.Readings[0])+narrowAside, false
			}
			if rowBeside(t) {
				sk.Text, sk.Partial, sk.ruledOut = fragment(t.Readings[0])+rowAside, false, true
				if columnLabels(t.Readings[0]) {
					sk.Text = fragment(t.Readings[0]) + columnsAside
				}
			}
		}
		if counts(t) {
			sk.Text, sk.Partial = fragment(t.Readings[0])+countAside, false
		}
		if zeroAsMark(t) && !rowBeside(t) {
			// Read with its 0 as a mark, a line that no board of as
			// many squares tours is still no tour: words, as rowBeside.
			sk.Text, sk.Partial = fmt.Sprintf("%s grid numbered from 0%s", board.A(t.Readings[0].Board.String()), zeroAside), true
		}
		sks := []Skip{sk}
		if len(t.Readings) > 0 {
			// The lines its reading skipped stay named: set aside with
			// it, they would otherwise go unsaid. Named as words only:
			// whether the input is held back is sk's to say.
			sks = append(slices.Clone(t.Readings[0].Skipped), sk)
			for i := range sks[:len(sks)-1] {
				sks[i].Partial = false
			}
			slices.SortStableFunc(sks, func(a, b Skip) int { return a.Line - b.Line })
		}
		if len(t.Readings) == 0 {
			sks = t.lines
			if len(sks) == 0 {
				sks = []Skip{{Line: t.Line, Text: shorten(t.first)}}
			}
			if run, ok := runs[i]; ok {
				// The run's first line of squares names it, one text set
				// aside; every other line is one of its lines.
				first, last := dataLine(tours[run[0]].lines, false), dataLine(tours[run[1]-1].lines, true)
				sks = slices.Clone(sks)
				for k := range sks {
					sks[k].Partial = false
					if sks[k].Line != first.Line {
						sks[k].Text += fmt.Sprintf(", part of the lines set aside at line %d", first.Line)
					}
				}
				if k := slices.IndexFunc(sks, func(sk Skip) bool { return sk.Line == first.Line }); k >= 0 && i == run[0] {
					sks[k].Partial = true
					sks[k].Text += fmt.Sprintf(", the first of %d blocks of one square at most, up to line %d, that could be one tour cut by the lines between%s%v", run[1]-run[0], last.Line, couldHoldAside, t.Err)
				}
			} else if t.noTour != "" {
				sks = slices.Clone(sks)
				sks[0].Text += t.noTour
			} else if couldBeTour(t) {
				// One block, one text set aside: its first line names
				// it, the others are its lines.
				sks = slices.Clone(sks)
				for i := range sks {
					sks[i].Partial = i == 0
					if i > 0 {
						sks[i].Text += fmt.Sprintf(", part of the lines set aside at line %d", sks[0].Line)
					}
				}
				sks[0].Text += couldHoldAside + t.Err.Error()
			}
		}
		if len(out) == 0 {
			pending = append(pending, sks...)
			continue
		}
		prev := &out[len(out)-1]
		for i := range prev.Readings {
			prev.Readings[i].Skipped = append(prev.Readings[i].Skipped, sks...)
		}
	}
	return out
}

// pieceRuns finds, among tours, the runs of unreadable blocks one after
// another, each set aside as short and writing one square (a pair of
// numbers, a square's name), that are together at least half of the
// largest board beside them: the squares of one tour a line no reader
// reads (a stray comment, an XML element's tags) cut into blocks of a
// square each, which set aside one by one as words would let the input
// pass with that tour unread. It maps each block of such a run to the
// run's bounds in tours.
func pieceRuns(tours []Tour, short func(Tour) bool, largest int) map[int][2]int {
	piece := func(t Tour) bool {
		return t.Err != nil && len(t.Readings) == 0 && t.noTour == "" && !errors.Is(t.Err, ErrNumbering) &&
			(t.squares == 1 || t.squares == 2) && short(t)
	}
	runs := map[int][2]int{}
	for from := 0; from < len(tours); {
		to := from
		for to < len(tours) && piece(tours[to]) {
			to++
		}
		if to-from > 2 && 2*(to-from) >= largest {
			for k := from; k < to; k++ {
				runs[k] = [2]int{from, to}
			}
		}
		from = max(to, from+1)
	}
	return runs
}

// dataLine is the first of lines that writes squares, or the last when
// last; the first or last line when none does.
func dataLine(lines []Skip, last bool) Skip {
	if len(lines) == 0 {
		return Skip{}
	}
	k := slices.IndexFunc(lines, func(sk Skip) bool { return sk.squares != "" })
	if last {
		k = len(lines) - 1
		for j := len(lines) - 1; j >= 0; j-- {
			if lines[j].squares != "" {
				k = j
				break
			}
		}
	}
	return lines[max(k, 0)]
}

// bracketLabel reports whether t is one line that is one number in one
// pair of brackets and nothing else ("[1]", "(2)"): a heading, an index
// or a footnote's mark, which no literal of a grid is alone (an array
// of one square nests its row, "[[1]]", or is a row of a literal spread
// over lines, "[1],").
func bracketLabel(t Tour) bool {
	l := strings.TrimSpace(t.first)
	if slices.ContainsFunc(t.Readings, func(d Document) bool { return d.endLine > d.Line || len(d.Path) > 2 }) || len(l) < 3 || !strings.Contains("[(", l[:1]) || !strings.Contains("])", l[len(l)-1:]) {
		return false
	}
	return strings.Trim(l[1:len(l)-1], "0123456789") == ""
}

// couldBeTour reports whether t, a block beside a longer tour that reads
// as no tour, could be a tour or part of one: three squares or more,
// most of its lines rows of three or more distinct integers or squares
// (grid rows, a square list cut short), on a board it does not
// contradict, and read as far as its fault: a word no square or number
// is text around it. A caption, a prompt's answers, a table's header, a table of
// figures with fractions or code with a few numbers in it are words.
func couldBeTour(t Tour) bool {
	if t.Err == nil || errors.Is(t.Err, ErrBoardMismatch) {
		return false
	}
	if t.squares < 3 || errors.Is(t.Err, board.ErrBadSquare) || errors.Is(t.Err, board.ErrSyntax) {
		return squareRun(t.first)
	}
	rows := t.lines
	if len(rows) == 0 {
		rows = []Skip{{Text: t.first}}
	}
	data := 0
	for _, sk := range rows {
		if distinctWords(sk.Text) > 2 && !headerLabels(sk.Text) && !hasDecimal(sk.Text) {
			data++
		}
	}
	return 2*data > len(rows)
}

// squareRun reports whether text writes a run of squares however it is
// wrapped (squaresAside). A block no reader read ("tour2": "a1 b3 ...",
// a key that reads as a square before a string of squares) is then one
// that could be a tour, not a caption.
func squareRun(text string) bool {
	return squaresAside(alnumWords(text), true) != ""
}

// hasDecimal reports whether text holds a number with a fraction ("8.72"),
// a figure no row of a tour writes: a digit, a point and a digit.
func hasDecimal(text string) bool {
	for i := 1; i+1 < len(text); i++ {
		if text[i] == '.' && isDigit(text[i-1]) && isDigit(text[i+1]) {
			return true
		}
	}
	return false
}

// headerLabels reports whether the words with a digit in text are one
// prefix numbered ("c0 | c1 | c2", "x1 x2 x3"): a table's header.
func headerLabels(text string) bool {
	prefix := ""
	for _, w := range alnumWords(text) {
		if !strings.ContainsAny(w, "0123456789") {
			continue
		}
		p := strings.TrimRight(w, "0123456789")
		if p == "" || strings.ContainsAny(p, "0123456789") || prefix != "" && p != prefix {
			return false
		}
		prefix = p
	}
	return prefix != ""
}

// alnumWords are the words of text, runs of ASCII letters and digits.
func alnumWords(text string) []string {
	return strings.FieldsFunc(text, func(r rune) bool { return r >= 0x80 || !isLetter(byte(r)) && !isDigit(byte(r)) })
}

// distinctWords counts the distinct words with a digit in them ("a1",
// "12", "8x8") that text writes: a caption, a prompt's answers ("8 0
// 0") or a complexity ("O(8^N^2)") write one or two, a row of a tour's
// squares or numbers more.
func distinctWords(text string) int {
	seen := map[string]bool{}
	for _, w := range alnumWords(text) {
		if strings.ContainsAny(w, "0123456789") {
			seen[w] = true
		}
	}
	return len(seen)
}

// markStages marks as a search's stages the tours read as partial
// numberings alone that the board of their shape after them continues,
// placing their numbers where they do (samePlaces), with a whole board
// of the shape after them: the boards a search prints as it fills them,
// each a block of its own (parted by blank lines or captions), which no
// run of rows showed as such (searchStages). A board begun is no tour
// claimed, whatever board is given.
func markStages(tours []Tour) {
	if !slices.ContainsFunc(tours, func(t Tour) bool {
		return t.Err == nil && len(t.Readings) > 0 && t.Readings[0].Format == Grid && len(t.Readings[0].Path) < t.Readings[0].Board.Size()
	}) {
		return // no board begun: nothing to mark, and no grid copied to find none
	}
	var grids []Document
	var of []int // the tour of each of grids
	for i, t := range tours {
		if t.Err == nil && len(t.Readings) > 0 && t.Readings[0].Format == Grid && t.Readings[0].Based {
			grids = append(grids, t.Readings[0])
			of = append(of, i)
		}
	}
	after, wholeAfter := boardsAfter(grids)
	for k, d := range grids {
		t := tours[of[k]]
		if d.stage || !wholeAfter[k] || after[k] < 0 || !samePlaces(d, grids[after[k]]) || slices.ContainsFunc(t.Readings, func(d Document) bool {
			return d.Format != Grid || len(d.Path) >= d.Board.Size()
		}) {
			continue
		}
		for i := range t.Readings {
			t.Readings[i].stage = true
		}
	}
}

// couldHoldAside is what the skip of a block that could be a tour, or
// part of one, and reads as none says of it, before the reader's fault.
const couldHoldAside = ", read as no tour: "

// stageAside is what the skip of a search's board printed as it filled
// it says: a board begun, which no board given makes a tour claimed.
const stageAside = ", a board a search printed before a whole board of its shape, not yet filled"

// zeroAside is what the skip of a grid numbered from 0 beside grids of
// two squares or more numbered from 1 says of it: read from 0 it is no
// tour, and its 0 may be the mark its neighbours write for a square not
// visited, so neither reading is certain.
const zeroAside = ", no tour so; beside grids numbered from 1, its 0 may mark a square not visited"

// numbering reports whether d is a grid that numbers every square of its
// board once from base.
func numbering(d Document, base int) bool {
	return d.Format == Grid && d.Based && d.Base == base && len(d.Path) == d.Board.Size()
}

// countAside is what the skip of a count of squares (countLog) says
// of it.
const countAside = ", squares counted in reading order, one a line among words (the starts a program tries): a count, no tour"

// countLog reports whether d's squares are a count in reading order
// (squareCount), each on a line of its own among words ("Trying
// starting position (0, 1)..."): a program's log of the squares it
// tries. A count is no tour in any reading of its squares, whichever
// coordinate is the file and whichever corner they count from: a step
// along the count (the next square on one coordinate) is no knight's
// move, and carries alone (one on, two back, a knight's move each) run
// out within half a side, so no count of a board's squares walks, as a
// count of lines alone does not (indexLines). A bare list in that order
// is a tour at fault, and stays one.
func countLog(d Document) bool {
	if d.places == nil || d.places.t == nil || len(d.places.offs) != len(d.Path) || !squareCount(d.Path) {
		return false
	}
	t, last := d.places.t, -1
	for _, off := range d.places.offs {
		l, _ := t.pos(int(off))
		if l == last || !hasWords(t.line(l-1)) {
			return false
		}
		last = l
	}
	return true
}

// squareCount reports whether p counts squares in reading order: three
// or more, each the next of a count along one coordinate that carries
// into the other ((0, 0), (0, 1), ..., (0, 7), (1, 0)).
func squareCount(p board.Path) bool {
	if len(p) < 3 {
		return false
	}
	counts := func(at func(board.Square) (major, minor int32)) bool {
		for k := 1; k < len(p); k++ {
			m0, n0 := at(p[k-1])
			m1, n1 := at(p[k])
			if !(m1 == m0 && n1 == n0+1 || m1 == m0+1 && n1 < n0) {
				return false
			}
		}
		return true
	}
	return counts(func(s board.Square) (int32, int32) { return s.X, s.Y }) ||
		counts(func(s board.Square) (int32, int32) { return s.Y, s.X })
}

// noTourAside is what the skip of a block of numbers that can be no tour
// (repeatNumbers) says of it.
const noTourAside = ", numbers written several times each, in no numbering and no path: no tour"

// signedAside is what the skip of a block of signed numbers says of it.
const signedAside = ", numbers below -1, which number no square and name no square's coordinate: no tour"

// noTourWhy is why block bl's numbers can be no tour in any notation, ""
// when they could be one: numbers written several times each
// (repeatNumbers), or a number below -1 standing alone (signedNumbers).
func (t *text) noTourWhy(bl block) string {
	switch {
	case t.signedNumbers(bl):
		return signedAside
	case t.bitNumbers(bl):
		return bitsAside
	case t.nullArray(bl):
		return nullAside
	case t.fieldRecords(bl):
		return fieldsAside
	case t.markBoard(bl):
		return markBoardAside
	case t.emptyBoard(bl):
		return emptyAside
	case t.repeatNumbers(bl):
		return noTourAside
	}
	return ""
}

// emptyAside is what the skip of a board of one number in every cell
// says of it.
const emptyAside = ", a board of one number in every cell (a board printed before any move): no square numbered, no tour"

// errLoneNumber is the error of a block that is one bare number.
var errLoneNumber error = &wrapped{ErrMisread, loneWhy}

// loneWhy is why one bare number is no tour.
const loneWhy = "one number alone, a count or an answer, is no tour unless -board 1x1 asks for one (a 1x1 board's tour written as a literal, [[1]], is read)"

// loneNumber reports whether block bl is one number and nothing else,
// no bracket around it ("1" under "Sample 2:"): a count, an answer, a
// size. The 1x1 board's tour is its one square, so a bare number would
// pass as one wherever a program prints a count; written as a literal
// nested two deep it is a board, and with -board 1x1 it is read so.
func (t *text) loneNumber(bl block) bool {
	first, last := t.span(bl)
	if first != last {
		return false
	}
	l := bytes.TrimSpace(t.b[bl.segs[0][0]:bl.segs[0][1]])
	return len(l) > 0 && len(bytes.TrimLeft(l, "0123456789")) == 0
}

// errEmptyBoard is the error of a block that is an empty board alone.
var errEmptyBoard error = &wrapped{ErrMisread, "no tour: a board of one number in every cell"}

// emptyBoard reports whether block bl is rows of one number repeated,
// two rows or more of two numbers or more standing alone and rules, the
// same number in every cell and no word like a square ("0 0 0" under "0
// 0 0"): a numbering writes each number once and a path names each square
// once, so such rows are a board before the search, no tour, and never
// as many one-square tours as it has rows.
func (t *text) emptyBoard(bl block) bool {
	first, last := t.span(bl)
	if last == first || t.squareWord(bl) {
		return false
	}
	var mark *int
	rows := 0
	for i := first - 1; i < last; i++ {
		cells := t.lineInts(i)
		if len(cells) == 0 && t.blank(i+1) {
			continue // a rule under it ("====")
		}
		if len(cells) < 2 {
			return false
		}
		rows++
		for _, c := range cells {
			if mark == nil {
				mark = &c.v
			}
			if c.v != *mark {
				return false
			}
		}
	}
	return rows >= 2
}

// sameNumbers reports whether block bl is lines of numbers and nothing
// else, three or more, all one number ("1 1 1 ... 1", a program's visited
// flags printed under its board): a numbering writes each number once, a
// list of squares or of pairs names one square again and again, so no
// notation reads a tour from it. Two ("1 1") are a pair, the one square of
// a 1x1 board's tour, and numbers parted two ways ("1,1 1,1") are pairs,
// a path that names one square again and again: a reading, judged.
func (t *text) sameNumbers(bl block) bool {
	first, last := t.span(bl)
	var seen []cell
	gap := []byte(nil)
	for i := first - 1; i < last; i++ {
		if l := bytes.TrimSpace(t.line(i)); len(l) > 0 && !numbersOnly(l) {
			return false
		}
		cells := t.lineCells(i, false)
		for k := 1; k < len(cells); k++ {
			end := cells[k-1].off
			for end < cells[k].off && (isDigit(t.b[end]) || end == cells[k-1].off && t.b[end] == '-') {
				end++
			}
			g := bytes.Trim(t.b[end:cells[k].off], " \t")
			if gap == nil {
				gap = append([]byte{}, g...)
			} else if !bytes.Equal(g, gap) {
				return false
			}
		}
		seen = append(seen, cells...)
	}
	return len(seen) >= 3 && !slices.ContainsFunc(seen, func(c cell) bool { return c.mark != 0 || c.v != seen[0].v })
}

// markBoardAside is what the skip of a game's board of marks says of it.
const markBoardAside = ", a board of marks with a label and at most one more number a row: no numbering, no tour"

// markBoard reports whether block bl is a board drawn in marks (a game's
// "*", "X", "__", "."), two rows or more, each row holding three marks
// or more and at most two numbers (its rank label, a hint of a move),
// two hints at most in all,
// its other lines rules or a footer of file numbers 1, 2, 3, ...: a
// numbering writes a number in every square it visits, so a board of
// marks with a number or two is a position, no tour.
func (t *text) markBoard(bl block) bool {
	first, last := t.span(bl)
	rows, cells := 0, 0
	for i := first - 1; i < last; i++ {
		fields := strings.FieldsFunc(string(t.line(i)), func(r rune) bool { return r == ' ' || r == '\t' || r == '|' })
		marks, numbers := 0, 0
		var ints []int
		for _, f := range fields {
			if v, err := strconv.Atoi(strings.TrimSuffix(f, ":")); err == nil {
				numbers++
				ints = append(ints, v)
			} else if strings.Trim(f, "*_.-#") == "" || f == "X" || f == "K" || f == "N" || f == "O" {
				marks++
			} else {
				return false
			}
		}
		switch {
		case marks >= 3 && numbers <= 2:
			rows++
			cells += numbers
		case marks == 0 && len(ints) >= 2 && slices.Equal(ints, countFrom(ints[0], len(ints))):
			// a footer of file numbers
		case len(fields) == 0 || len(fields) == 1 && marks == 1:
			// a blank line, or a rule
		default:
			return false
		}
	}
	// Its labels, one a row, and one or two hints: more numbers could be
	// a partial numbering that did not read, which must not pass unread.
	return rows >= 2 && cells <= rows+2
}

// countFrom is from, from+1, ..., n numbers.
func countFrom(from, n int) []int {
	out := make([]int, n)
	for k := range out {
		out[k] = from + k
	}
	return out
}

// nullAside is what the skip of a flat array with nulls says of it.
const nullAside = ", a flat array of numbers and nulls (a tree's levels), no grid's rows and no square's name: no tour"

// nullArray reports whether block bl is one line holding a flat array
// (brackets one deep) whose elements are numbers and null, None or nil:
// a tree written level by level, another problem's data. A grid has rows,
// and no list of squares names one null.
func (t *text) nullArray(bl block) bool {
	first, last := t.span(bl)
	if first != last {
		return false
	}
	l := t.line(first - 1)
	open := bytes.IndexByte(l, '[')
	if open < 0 {
		return false
	}
	end := bytes.IndexByte(l[open:], ']')
	if end < 0 || bytes.IndexByte(l[open+1:open+end], '[') >= 0 {
		return false
	}
	nulls, numbers := 0, 0
	for _, e := range bytes.Split(l[open+1:open+end], []byte(",")) {
		e = bytes.TrimSpace(e)
		switch {
		case string(e) == "null" || string(e) == "None" || string(e) == "nil":
			nulls++
		case len(e) > 0 && len(bytes.TrimLeft(e, "0123456789")) == 0:
			numbers++
		default:
			return false
		}
	}
	return nulls > 0 && numbers >= 2
}

// fieldsAside is what the skip of JSON records with no list says of them.
const fieldsAside = ", JSON records of fields and no list (a log's lines): no square list and no grid's rows, no tour"

// fieldRecords reports whether block bl is JSON objects that hold no
// array: a log's records ("msg":"done","steps":144), read as no tour.
// A document's tour is a list, and a grid's rows are lists too; a tour
// written in a string's words is read by structure before this is
// asked.
func (t *text) fieldRecords(bl block) bool {
	if !t.isJSON(bl) {
		return false
	}
	in := t.b[bl.segs[0][0]:bl.segs[len(bl.segs)-1][1]]
	if bytes.IndexByte(in, '[') >= 0 {
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(in))
	for {
		var v map[string]json.RawMessage
		if err := dec.Decode(&v); err == io.EOF {
			return true
		} else if err != nil {
			return false // code in braces, no record
		}
	}
}

// bitsAside is what the skip of a block of bits says of it.
const bitsAside = ", numbers only 0 and 1, which number no board of more than two squares: no tour"

// bitNumbers reports whether block bl writes only the numbers 0 and 1
// standing alone, nine or more, and no word like a square: a numbering
// writes each number once, so these number no board a tour covers
// (bitsOnly), and as pairs they name four squares at most.
func (t *text) bitNumbers(bl block) bool {
	vals := t.blockInts(bl)
	return len(vals) >= 9 && !slices.ContainsFunc(vals, func(v int) bool { return v != 0 && v != 1 }) && !t.squareWord(bl)
}

// signedNumbers reports whether block bl writes numbers below -1
// standing alone, a quarter of its numbers or more, and no word like a
// square ("c3"): no grid numbers a
// square below 0 (-1 marks one left out), and no pair of coordinates
// names one, so such numbers (a table of signed move offsets, {-2, -1})
// are no tour, whatever else they hold.
func (t *text) signedNumbers(bl block) bool {
	vals := t.blockInts(bl)
	below := len(slices.DeleteFunc(slices.Clone(vals), func(v int) bool { return v >= -1 }))
	// A grid with a sign mistyped is a grid unread, not words.
	return below > 0 && 4*below >= len(vals) && !t.squareWord(bl)
}

// blockInts are the integers standing alone on the lines of bl.
// flatNumbering is n when vals are 1..n or 0..n-1, each once, in any
// order: the flat numbering of some board of n squares; 0 otherwise.
func flatNumbering(vals []int) int {
	n := len(vals)
	seen := make([]bool, n+1)
	zero := false
	for _, v := range vals {
		if v < 0 || v > n || seen[v] {
			return 0
		}
		seen[v], zero = true, zero || v == 0
	}
	if zero && seen[n] {
		return 0
	}
	return n
}

func (t *text) blockInts(bl block) []int {
	var vals []int
	first, last := t.span(bl)
	for i := first - 1; i < last; i++ {
		for _, c := range t.lineInts(i) {
			vals = append(vals, c.v)
		}
	}
	return vals
}

// squareWord reports whether bl writes a word that could name a square
// ("c3"): numbers beside one may be its coordinates.
func (t *text) squareWord(bl block) bool {
	return slices.ContainsFunc(t.tokens(bl), func(tk token) bool { return tk.kind == tWord && isDigit(t.b[tk.to()-1]) })
}

// arrayAside is what a Partial skip of an array of numbers says of it.
const arrayAside = ", an array of numbers in no tour: a grid of its own, not read"

// rowsAside is what the skip of a row of a grid that no reading read
// says: three rows or more of as many numbers, a board of their own.
const rowsAside = ", a row of numbers in no tour: rows of a grid, not read"

// blockLines names each line of bl, its words and its data in line
// order. When gridRows, unless the block's numbers can be no tour
// (noTourWhy's), the data of a line that holds an array of numbers
// ("[[5]]", a grid of its own) is Partial, since it could be a tour no
// one read; so are the rows of a grid (rowRuns) whatever surrounds them
// that write each number once but for one at most.
func (t *text) blockLines(bl block, gridRows bool) []Skip {
	out := slices.Clone(bl.skipped)
	first, last := t.span(bl)
	rows := map[int]int{} // lines that are rows of a grid (rowRuns), from 1: the run's first and last
	if gridRows {
		t.rowRuns(first-1, last-1, func(int) bool { return true }, func(i int) int { return rowNumbers(t.line(i)) }, func(s, e, _ int) {
			// A numbering writes each number once: rows that repeat
			// more than one (a table of counts, a Latin square) are
			// no tour, nor one with a single fault.
			seen, twice := map[int]bool{}, 0
			for l := s; l <= e; l++ {
				for _, v := range rowValues(t.line(l)) {
					if seen[v] {
						twice++
					}
					seen[v] = true
				}
			}
			for l := s; l <= e && twice <= 1; l++ {
				rows[l+1] = s + 1
			}
			if twice <= 1 {
				rows[-(s + 1)] = e + 1
			}
		})
	}
	for _, sg := range bl.segs {
		line, _ := t.pos(sg[0])
		s := bytes.TrimSpace(t.b[sg[0]:sg[1]])
		sk := Skip{Line: line, Text: shorten(string(s)), squares: string(s)}
		switch {
		case literalIn(s) && gridRows:
			sk.Text += arrayAside
			sk.Partial = true
		case rows[line] == line && numbersIn(s) > 0:
			// The run's first row names the grid, one text set aside;
			// its other rows are its lines, named as such.
			sk.Text += rowsAside
			if last := rows[-line]; last > line {
				sk.Text += fmt.Sprintf(" (lines %d to %d)", line, last)
			}
			sk.Partial = true
		case rows[line] > 0 && numbersIn(s) > 0:
			sk.Text += fmt.Sprintf(", a row of the grid set aside at line %d", rows[line])
		}
		out = append(out, sk)
	}
	slices.SortStableFunc(out, func(a, b Skip) int { return a.Line - b.Line })
	return out
}

// arrayGrid reports whether d is a grid printed as an array on its line
// ("Output: [[0]]"): a whole board's numbering however small, the 1x1
// board's tour among them, not one or two numbers of a caption.
func arrayGrid(d Document) bool {
	if d.literal {
		return true
	}
	if d.Format != Grid || d.places == nil || d.places.t == nil {
		return false
	}
	line := d.places.t.readLine(d.Line)
	if line < 1 || line > len(d.places.t.lines) {
		return false
	}
	return literalIn(d.places.t.line(line - 1))
}

// fragment says what a reading set aside as a fragment is: "a 5x5 grid
// numbering 10 of its 25 squares", "a path of 3 squares, c3 b5 a3".
func fragment(d Document) string {
	if d.Format == Grid || d.Format == Numbers {
		return fmt.Sprintf("%s grid numbering %d of its %d squares", board.A(d.Board.String()), len(d.Path), d.Board.Size())
	}
	return fmt.Sprintf("a path of %d %s, %s", len(d.Path), board.Plural(len(d.Path), "square", "squares"), shorten(d.Path.String()))
}

// covered counts the squares of b that p visits: a line that names one
// square thirteen times covers one.
func covered(b board.Board, p board.Path) int {
	if 8*len(p) < b.Size() {
		// A short path on a large board: memory follows the path read,
		// not the board the text claims.
		seen := make(map[int]bool, len(p))
		for _, s := range p {
			if b.Contains(s) {
				seen[b.Index(s)] = true
			}
		}
		return len(seen)
	}
	seen := make([]bool, b.Size())
	n := 0
	for _, s := range p {
		if b.Contains(s) && !seen[b.Index(s)] {
			seen[b.Index(s)] = true
			n++
		}
	}
	return n
}

// coordinateBoard reports whether block bl names squares (algebraic words,
// "A1" of a sheet's "<Cell 'Sheet'.A1>") that are every cell of their
// W x H board, two or more each way, and no number beside them, in
// reading order: rank by rank or
// file by file, from either end, each cell the next one along. A
// spreadsheet's cells, a grid's coordinates printed before its values,
// name the board so; no leaper's path does, since a step along a rank
// is no leap of a knight and the step from one rank's end to the next
// rank's start is no step of a piece that moves one cell. One pass over
// the block's tokens.
func (t *text) coordinateBoard(bl block) bool {
	var sqs []board.Square
	var w, h int32
	for _, tk := range t.tokens(bl) {
		if tk.kind == tNum {
			return false // a value beside each square (a map from a square to its step) may order them so
		}
		if tk.kind != tWord || !isDigit(t.b[tk.to()-1]) {
			continue
		}
		s, ok := board.ParseAlgebraic(string(t.b[tk.at():tk.to()]))
		if !ok {
			continue
		}
		sqs, w, h = append(sqs, s), max(w, s.X), max(h, s.Y)
	}
	if w < 2 || h < 2 || int64(len(sqs)) != int64(w)*int64(h) {
		return false
	}
	orders := []func(k int32) board.Square{
		func(k int32) board.Square { return board.Square{X: k%w + 1, Y: k/w + 1} },
		func(k int32) board.Square { return board.Square{X: k%w + 1, Y: h - k/w} },
		func(k int32) board.Square { return board.Square{X: k/h + 1, Y: k%h + 1} },
		func(k int32) board.Square { return board.Square{X: k/h + 1, Y: h - k%h} },
	}
	for _, at := range orders {
		all := true
		for k, s := range sqs {
			if at(int32(k)) != s {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// chainStrays is d without the lines that break its list of moves: when
// d, squares read from text in memory, is no chain of moves (moveChain)
// but would be one without a few lines that each write an odd number of
// squares ("Turn 5: Knight to g7?", "from a1"), those lines are words
// around or inside the list, named as skipped: a move writes two squares,
// so no such line is a move, and read as squares it would cut the list
// or glue a square to its end.
func chainStrays(d Document) Document {
	pl := d.places
	if d.Format != Algebraic && d.Format != XY || pl == nil || pl.t == nil || pl.pairs || pl.shift != 0 || len(pl.offs) != len(d.Path) || moveChain(d.Path) {
		return d
	}
	t := pl.t
	lineOf := func(k int) int { return sort.SearchInts(t.lines, int(pl.offs[k])+1) - 1 }
	var kept []int
	var dropped []int // lines, from 0
	for k := 0; k < len(d.Path); {
		j := k
		for j < len(d.Path) && lineOf(j) == lineOf(k) {
			j++
		}
		if (j-k)%2 == 1 {
			dropped = append(dropped, lineOf(k))
		} else {
			for i := k; i < j; i++ {
				kept = append(kept, i)
			}
		}
		k = j
	}
	path := make(board.Path, len(kept))
	for i, k := range kept {
		path[i] = d.Path[k]
	}
	if len(dropped) == 0 || len(dropped) > maxProseEnds || !moveChain(path) {
		return d
	}
	c := d
	c.Path = path
	np := *pl
	np.offs = make([]int32, len(kept))
	for i, k := range kept {
		np.offs[i] = pl.offs[k]
	}
	c.places = &np
	remap := func(ends []int) []int {
		var out []int
		for _, e := range ends {
			n, _ := slices.BinarySearch(kept, e)
			if len(out) == 0 || out[len(out)-1] != n {
				out = append(out, n)
			}
		}
		return out
	}
	c.lineEnds, c.closeEnds = remap(d.lineEnds), remap(d.closeEnds)
	c.Skipped = slices.Clone(d.Skipped)
	for _, i := range dropped {
		line, _ := t.pos(t.lines[i])
		c.Skipped = append(c.Skipped, Skip{Line: line, Text: shorten(string(bytes.TrimSpace(t.line(i))))})
	}
	slices.SortStableFunc(c.Skipped, func(a, b Skip) int { return a.Line - b.Line })
	return c
}

// gridAside says what lines from..to (from 1) write when they could be a
// numbered grid in numerals no reader reads (Roman, spelled, a script's
// own): lines one after another, as many as a board's rows of shapes
// (either way round), each of as many words as its columns, every word
// written once but for two at most, as a numbering writes each number,
// and the words of one kind (gridWords). "" when none. What no reader
// reads cannot be judged; beside a grid read it could be a second tour,
// and a grader must not pass the input over it unread.
func (t *text) gridAside(from, to int, shapes []board.Board) string {
	for l := from; l <= to; {
		w := len(t.cellWords(l))
		e := l
		for e < to && len(t.cellWords(e+1)) == w {
			e++
		}
		h := e - l + 1
		fits := slices.ContainsFunc(shapes, func(b board.Board) bool {
			return int(b.W) == w && int(b.H) == h || int(b.W) == h && int(b.H) == w
		})
		if fits && min(w, h) >= 3 && t.gridWords(l, e) {
			return fmt.Sprintf("%d rows of %d words, each written once, in a board's shape: a numbered grid in numerals no reader reads", h, w)
		}
		l = e + 1
	}
	return t.splitGrid(from, to, shapes)
}

// splitGrid says what lines from..to (from 1) write when they could be a
// numbered grid whose numbers were split into their digits ("1 6" for
// 16, as text taken from a PDF spaces its letters): as many lines as a
// board's rows (either way round), every word one ASCII digit, and the
// digits as many as the board's numbering from 1 or from 0 writes, each
// digit as often, but for what one number written in place of another
// moves (a grid at fault). A sudoku's rows write no 0; prose and tables
// write words. "" when none.
func (t *text) splitGrid(from, to int, shapes []board.Board) string {
	rows := 0
	var got [10]int // how often each digit is written
	for l := from; l <= to; l++ {
		words := t.cellWords(l)
		if len(words) == 0 {
			continue
		}
		for _, w := range words {
			if len(w) != 1 || !isDigit(w[0]) {
				return ""
			}
			got[w[0]-'0']++
		}
		rows++
	}
	// off is how far got is from the digits of lo..hi, asked only when
	// as many are written, so the work is the input's.
	off := func(lo, hi int) int {
		var want [10]int
		for v := lo; v <= hi; v++ {
			for _, d := range strconv.Itoa(v) {
				want[d-'0']++
			}
		}
		n := 0
		for d := range want {
			n += max(want[d]-got[d], got[d]-want[d])
		}
		return n
	}
	written := func(n int) int { // the digits of 1..n, counted by their length
		total := 0
		for p, d := 1, 1; p <= n; p, d = p*10, d+1 {
			total += d * (min(n, p*10-1) - p + 1)
		}
		return total
	}
	digits := 0
	for _, n := range got {
		digits += n
	}
	for _, b := range shapes {
		size := int(b.W) * int(b.H)
		k := len(strconv.Itoa(size))
		near := func(n int) bool { return digits >= n-(k-1) && digits <= n+(k-1) }
		if rows < 3 || rows != int(b.H) && rows != int(b.W) || !near(written(size)) && !near(1+written(size-1)) || off(1, size) > 2*k && off(0, size-1) > 2*k {
			continue
		}
		return fmt.Sprintf("%d rows of single digits, those of a numbering of %v: a numbered grid with its numbers split into digits", rows, b)
	}
	return ""
}

// gridWords reports whether the words of lines from..to could be a
// grid's numbers, not a sentence's words or a table's figures: all but
// two at most distinct; each word ASCII digits alone or none (a figure
// with a unit, "0.12s", "5x5", is a table's); words that are not ASCII
// digits (a grid of those is the grid readers') in more than half the
// lines and more than half the columns (a table's header and its column
// of names are one line and one column); no word in mixed case ("The",
// "Warnsdorff") and not words all upper case beside words all lower
// case ("I found"), as a sentence writes; and every word but the first
// and last of each line wrapped in the same signs (none, or a literal's
// quotes and comma), where a sentence puts a comma or a point after
// some words only.
func (t *text) gridWords(from, to int) bool {
	seen := map[string]bool{}
	rows, cols := 0, map[int]bool{} // the lines and columns that hold a word no reader reads
	n, wrap := 0, ""                // wrap: the signs around the first inner word
	upper, lower := false, false
	for l := from; l <= to; l++ {
		words := t.cellWords(l)
		unread := false
		for k, w := range words {
			n++
			core := strings.TrimFunc(w, isSign)
			digits := len(core) - len(strings.Trim(core, "0123456789"))
			if core == "" || digits > 0 && digits < len(core) {
				return false
			}
			if digits == 0 {
				unread, cols[k] = true, true
			}
			if k > 0 && k < len(words)-1 {
				at := strings.Index(w, core)
				if signs := w[:at] + " " + w[at+len(core):]; wrap == "" {
					wrap = signs
				} else if signs != wrap {
					return false
				}
			}
			seen[strings.ToLower(core)] = true
			hasUpper, hasLower := strings.ToLower(core) != core, strings.ToUpper(core) != core
			if hasUpper && hasLower {
				return false
			}
			upper, lower = upper || hasUpper, lower || hasLower
		}
		if unread {
			rows++
		}
	}
	width := len(t.cellWords(from))
	return 2*rows > to-from+1 && 2*len(cols) > width && !(upper && lower) && len(seen) >= n-2
}

// cellWords is line l's words (from 1) but those of signs alone, a grid's
// walls ("|", "||", "+").
func (t *text) cellWords(l int) []string {
	return slices.DeleteFunc(strings.Fields(string(t.line(l-1))), func(w string) bool { return strings.TrimFunc(w, isSign) == "" })
}

// suffixedSquare reports whether w is a square glued to a suffix of one
// or two letters ("e5th", "c2nd", "a1st"): a rank written as an ordinal,
// which no reader strips, so that a list of them beside a tour is set
// aside rather than passed over as words.
func suffixedSquare(w string) bool {
	b := []byte(w)
	_, end := squareAt(b, 0)
	after, _ := squareAt(b, end)
	_, ok := board.ParseAlgebraic(b[:end])
	return ok && after == len(b) && len(b)-end >= 1 && len(b)-end <= 2
}
