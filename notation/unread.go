package notation

import (
	"bytes"
	"slices"
	"strings"

	"github.com/knightcert/knight/board"
)

// unreadWhy is what a Partial skip of markUnread says.
const unreadWhy = ", a line of squares or a row of numbers that no tour read"

// markUnread names as Partial the lines that hold what a tour is made of
// when no reading of any tour read them: three squares or more and no
// other word (a piece of a square list), rows of as many numbers three
// lines or more (rowWidth) that write each number once but for one,
// lines that name a square each three or more
// in a row (a list one square a line in tags), or a run of lines of no
// words whose numbers in order could number a board (numberingLike,
// cellsLike: a grid one cell a line). The
// lines every tour skipped as words, and the lines no tour read or
// named at all. Whatever read the tours beside, such a line is no
// caption a grader may pass over: the answer names it rather than pass
// the input with it unread. One pass over the lines and over each
// reading's squares.
func (t *text) markUnread(tours []Tour) []Tour {
	if t.runs || len(tours) == 0 || slices.ContainsFunc(tours, func(tr Tour) bool {
		return tr.Err != nil || slices.ContainsFunc(tr.Readings, func(d Document) bool {
			return d.Format == JSON || d.places == nil || d.places.t == nil || slices.ContainsFunc(d.Skipped, func(sk Skip) bool { return sk.Partial })
		})
	}) {
		// A document's or a reading's lines not known, or the answer
		// already names what it could not read.
		return tours
	}
	largest := 0 // the largest board a tour is read on: what is under half of it is no tour beside
	for _, tr := range tours {
		for _, d := range tr.Readings {
			largest = max(largest, d.Board.Size())
		}
	}
	n := len(t.lines)
	named := make([]bool, n+1)    // read by a reading, or named with why
	words := make([]bool, n+1)    // skipped whole as words by some reading
	whole := func(sk Skip) bool { // the line, or words of it, set aside with no why
		l := string(bytes.TrimSpace(t.line(sk.Line - 1)))
		return !sk.Partial && (strings.Contains(l, sk.Text) || sk.Text == shorten(l) || strings.HasSuffix(sk.Text, "...") && strings.Contains(l, strings.TrimSuffix(sk.Text, "...")))
	}
	mark := func(l int) {
		if l >= 1 && l <= n {
			named[l] = true
		}
	}
	for _, tr := range tours {
		mark(tr.Line)
		mark(lineOf(tr.Err))
		for _, sk := range tr.lines {
			mark(sk.Line)
		}
		for _, d := range tr.Readings {
			for k := range d.Path {
				if line, _, ok := d.Place(k); ok {
					mark(line)
				}
			}
			for _, sk := range d.Skipped {
				if sk.Line < 1 || sk.Line > n {
					continue
				}
				if whole(sk) {
					words[sk.Line] = true
				} else {
					mark(sk.Line)
				}
			}
		}
	}
	// A line read by one reading is read, whatever another skipped.
	flag := make([]bool, n+1)
	open := func(l int) bool { return !named[l] }
	// Rows: three lines or more of as many numbers, but for one row a
	// number short or over (a cell cut or written twice), at most two
	// lines between one and the next, each number written once but for
	// one at most (a numbering; a table of figures repeats them), or a
	// board numbered in part (markedNumbering).
	var chain []int
	width, odd := 0, false
	rows := func(chain []int) bool {
		var all []int
		for _, l := range chain {
			all = append(all, t.rowCells(l-1)...)
		}
		slices.Sort(all)
		if len(chain) < 3 || 2*len(all) < largest || len(all)-len(slices.Compact(slices.Clone(all))) > 1 && !markedNumbering(all) {
			return false
		}
		for _, l := range chain {
			flag[l] = true
		}
		return true
	}
	endChain := func() {
		if !rows(chain) {
			// Rows spaced alike may be two boards a blank line apart
			// (the one before set aside by its first line): each run
			// of lines one after another on its own.
			for rest := chain; len(rest) > 0; {
				k := 1
				for k < len(rest) && rest[k] == rest[k-1]+1 {
					k++
				}
				if k < len(chain) {
					rows(rest[:k])
				}
				rest = rest[k:]
			}
		}
		chain, width, odd = nil, 0, false
	}
	for l := 1; l <= n; l++ {
		if !open(l) {
			endChain()
			continue
		}
		if sl, ok := t.squaresOf(l - 1); ok && len(sl.squares) >= 3 && !t.headRow(l-1) {
			if !countsOn(sl.squares) {
				flag[l] = true // a piece of a square list
			}
			continue // or labels that count ("v1 v2 v3"), no piece of a path
		}
		if t.flatLine(l-1, largest) {
			flag[l] = true // a board's numbering or a path's pairs on one line
			continue
		}
		w := t.rowWidth(l - 1)
		switch {
		case w == 0:
			if len(chain) > 0 && l-chain[len(chain)-1] > 3 {
				endChain()
			}
		case w == width && l-chain[len(chain)-1] <= 3:
			chain = append(chain, l)
		case (w == width+1 || w == width-1) && !odd && l-chain[len(chain)-1] <= 3:
			if len(chain) == 1 {
				width = w // the first row was the odd one
			}
			chain, odd = append(chain, l), true
		default:
			endChain()
			chain, width = []int{l}, w
		}
	}
	endChain()
	for l := 1; l <= n; {
		e := l
		for e <= n && open(e) && squareWords(t.line(e-1)) == 1 {
			e++
		}
		if e-l >= 3 && 2*(e-l) >= largest {
			for k := l; k < e; k++ {
				flag[k] = true
			}
		}
		l = max(e, l+1)
	}
	for l := 1; l <= n; {
		e := l
		var ns []int
		for e <= n && open(e) {
			ints, words, ok := t.lineNumbers(e - 1)
			if !ok || words > 0 {
				break
			}
			ns = append(ns, ints...)
			e++
		}
		if 2*len(ns) >= largest && (numberingLike(ns) || cellsLike(ns)) {
			for k := l; k < e; k++ {
				if ints, _, ok := t.lineNumbers(k - 1); ok && len(ints) > 0 {
					flag[k] = true
				}
			}
		}
		l = max(e, l+1)
	}
	if !slices.Contains(flag, true) {
		return tours
	}
	for k := range tours {
		for i := range tours[k].Readings {
			sks := slices.Clone(tours[k].Readings[i].Skipped)
			marked := map[int]bool{} // a line skipped in pieces (a log's stamp, then the rest) is named once, by its last
			for j := len(sks) - 1; j >= 0; j-- {
				if l := sks[j].Line; l >= 1 && l <= n && flag[l] && whole(sks[j]) && !named[l] && !marked[l] {
					sks[j].Partial, marked[l] = true, true
					sks[j].Text += unreadWhy
				}
			}
			tours[k].Readings[i].Skipped = sks
		}
	}
	// Lines no tour read or named: set aside beside the tour read before
	// them, or the first read.
	firstRead := slices.IndexFunc(tours, func(tr Tour) bool { return len(tr.Readings) > 0 })
	if firstRead < 0 {
		return tours
	}
	order := make([]int, len(tours))
	for k := range order {
		order[k] = k
	}
	slices.SortStableFunc(order, func(a, b int) int { return tours[a].Line - tours[b].Line })
	added := map[int][]Skip{}
	at, next := firstRead, 0
	for l := 1; l <= n; l++ {
		for next < len(order) && tours[order[next]].Line <= l {
			if len(tours[order[next]].Readings) > 0 {
				at = order[next]
			}
			next++
		}
		if flag[l] && !named[l] && !words[l] {
			added[at] = append(added[at], Skip{Line: l, Text: shorten(string(bytes.TrimSpace(t.line(l-1)))) + unreadWhy, Partial: true})
		}
	}
	for k, sks := range added {
		for i := range tours[k].Readings {
			tours[k].Readings[i].Skipped = append(slices.Clip(tours[k].Readings[i].Skipped), sks...)
		}
	}
	return tours
}

// rowWidth is how many integers line i (from 0) holds when it could be
// a grid's row in any wrapper (rowCells): three or more, three of them
// distinct; else 0.
func (t *text) rowWidth(i int) int {
	ints := t.rowCells(i)
	if len(ints) < 3 {
		return 0
	}
	distinct := slices.Clone(ints)
	slices.Sort(distinct)
	if len(slices.Compact(distinct)) < 3 {
		return 0
	}
	return len(ints)
}

// rowCells is the integers of line i (from 0) that could be a grid's
// row: those standing alone on it (lineNumbers), more of them than words
// (an escape a word), or else the run of them the line ends with
// (tailNumbers), after what a log or a caption wrote before the row
// (a date, a time, a thread's name, "k.Solver -"), which no layout
// decides.
func (t *text) rowCells(i int) []int {
	if ints, words, ok := t.lineNumbers(i); ok && len(ints) > words {
		return ints
	}
	return tailNumbers(t.line(i))
}

// tailNumbers is the integers of the run of them that l ends with: only
// digits, blank space, commas, semicolons, walls and brackets, and a
// sign before a number (a mark, -1), from the last byte of anything else
// on; a number glued to that byte ("02" of "[12:01:02]", "3" of "#3",
// "04" of "2026-12-04") is the text's, not the row's. One pass back over
// the line.
func tailNumbers(l []byte) []int {
	k := len(l)
	for k > 0 {
		c := l[k-1]
		sign := c == '-' && k < len(l) && isDigit(l[k]) && (k < 2 || !isDigit(l[k-2]) && !isLetter(l[k-2]))
		if !isDigit(c) && !isHSpace(c) && !sign && strings.IndexByte(",;|[](){}", c) < 0 {
			break
		}
		k--
	}
	if k > 0 {
		for k < len(l) && (isDigit(l[k]) || l[k] == '-') {
			k++
		}
	}
	var ints []int
	for j := k; j < len(l); {
		if !isDigit(l[j]) {
			j++
			continue
		}
		e := j
		n := 0
		for e < len(l) && isDigit(l[e]) {
			n = min(n*10+int(l[e]-'0'), 1<<20)
			e++
		}
		if j > 0 && l[j-1] == '-' {
			n = -n
		}
		ints = append(ints, n)
		j = e
	}
	return ints
}

// markedNumbering reports whether sorted, a grid's cells in order, number
// some of its squares from 0 or 1 without a gap, each once, and mark
// every other square with one value outside that run written twice or
// more (0 or -1 for a square not reached): a partial board, a search's
// progress, whose rows no layout read are what a tour is made of.
func markedNumbering(sorted []int) bool {
	if len(sorted) < minTourNumbers {
		return false
	}
	mark, marks := 0, 0
	var numbers []int
	for k, v := range sorted {
		twice := k > 0 && sorted[k-1] == v || k+1 < len(sorted) && sorted[k+1] == v
		switch {
		case !twice:
			numbers = append(numbers, v)
		case marks > 0 && v != mark:
			return false // two values written twice: a table's figures
		default:
			mark, marks = v, marks+1
		}
	}
	if marks < 2 || len(numbers) < 2 {
		return false
	}
	base := numbers[0]
	return (base == 0 || base == 1) && numbers[len(numbers)-1] == base+len(numbers)-1 && (mark < base || mark > numbers[len(numbers)-1])
}

// flatLine reports whether line i (from 0) is a numbering of a board's
// squares or a path's (x, y) pairs written on one line, half of the
// largest board beside or more (largest squares): twelve integers or
// more standing alone (lineNumbers), each number once but for one at
// most and not in order, or pairs each once but for one, all but two of
// them a knight's move from the one before.
func (t *text) flatLine(i, largest int) bool {
	ints, _, ok := t.lineNumbers(i)
	if !ok || len(ints) < 12 {
		return false
	}
	if len(ints) < largest {
		// Under half of the board beside as pairs: a path begun (a
		// search's first moves), no tour.
		return !slices.IsSorted(ints) && 2*len(ints) >= largest && onceButOne(slices.Clone(ints))
	}
	if sorted := slices.Clone(ints); !slices.IsSorted(ints) && onceButOne(sorted) {
		return true // not 1, 2, 3, ...: a header's column numbers
	}
	if len(ints)%2 != 0 {
		return false
	}
	pairs, moves := make([]int, 0, len(ints)/2), 0
	for k := 0; k+1 < len(ints); k += 2 {
		pairs = append(pairs, ints[k]<<21|ints[k+1])
		if k >= 2 {
			dx, dy := ints[k]-ints[k-2], ints[k+1]-ints[k-1]
			if dx*dx+dy*dy == 5 {
				moves++
			}
		}
	}
	return moves+3 >= len(pairs) && onceButOne(pairs)
}

// lineNumbers is the integers standing alone on line i (from 0) and how
// many words it has besides, tags ("<td>") no words; ok is false when
// two numbers are joined by '.', ':' or '-' (a decimal, a time, a date)
// or a word lies between two (a table's row of figures), which no row
// of a tour writes.
func (t *text) lineNumbers(i int) (ints []int, words int, ok bool) {
	l := t.line(i)
	inside, between := 0, 0 // words after the first number, and before the last
	for k := 0; k < len(l); {
		if l[k] == '<' {
			if e := bytes.IndexByte(l[k:], '>'); e > 0 {
				k += e + 1 // a tag
				continue
			}
		}
		if !isLetter(l[k]) && !isDigit(l[k]) {
			k++
			continue
		}
		j, letter := k, false
		for j < len(l) && (isLetter(l[j]) || isDigit(l[j]) || l[j] == '_') {
			letter = letter || !isDigit(l[j])
			j++
		}
		joined := func(at int) bool { // 0.031, 22:10, 2026-12-03
			return at > 0 && at+1 < len(l) && strings.IndexByte(".:-", l[at]) >= 0 && isDigit(l[at-1]) && isDigit(l[at+1])
		}
		switch {
		case letter && len(ints) > 0:
			inside++
			words++
		case letter:
			words++
		case joined(k-1) || joined(j):
			return nil, 0, false
		default:
			n := 0
			for _, c := range l[k:j] {
				n = min(n*10+int(c-'0'), 1<<20)
			}
			ints = append(ints, n)
			between = inside
		}
		k = j
	}
	return ints, words, between == 0
}

// onceButOne reports whether keys, sorted in place, hold each value once
// but for one at most written twice.
func onceButOne(keys []int) bool {
	slices.Sort(keys)
	return len(keys)-len(slices.Compact(keys)) <= 1
}

// cellsLike reports whether ns, the numbers of lines of no words, could
// be a board's cells one or a few a line with one number wrong: nine or
// more, from 0 or 1, each once but for one, not in order.
func cellsLike(ns []int) bool {
	return len(ns) >= 9 && slices.Min(ns) <= 1 && !slices.IsSorted(ns) && onceButOne(slices.Clone(ns))
}

// countsOn reports whether p steps one square at a time along one line
// of the board, forward ("v1 v2 v3", "a1 b1 c1"), or names one square
// each time ("i64 i64 i64", a dataframe's type under each column's
// name): a table's column labels, which a knight's path never writes,
// since no knight's move joins neighbours or stays where it is.
func countsOn(p board.Path) bool {
	if len(p) < 2 {
		return false
	}
	dx, dy := p[1].X-p[0].X, p[1].Y-p[0].Y
	if (dx != 0 || dy != 0) && (dx*dx+dy*dy != 1 || dx < 0 || dy < 0) {
		return false
	}
	for k := 2; k < len(p); k++ {
		if p[k].X-p[k-1].X != dx || p[k].Y-p[k-1].Y != dy {
			return false
		}
	}
	return true
}
