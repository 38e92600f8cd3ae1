package notation

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
)

// maxWordRuns bounds the runs of word lines wordTours reads again, each
// one more read of at most the input: beyond it a run that could hold a
// tour is set aside as Partial, named, not read.
const maxWordRuns = 16

// wordTours reads again, on their own, the runs of whole lines that every
// reading of a tour set aside as words: a tour in another notation
// directly above or below one (a square list then its SAN moves, a grid
// then its (x, y, n) triples) is a block of its own, read and judged, so
// that no tour passes unread beside another. A run that reads as no tour
// stays words; the tours read are set aside as fragments beside longer
// ones by the same rule as every other tour (setAside), and a tour that
// begins on a line another tour begins on is that tour, read once. A run needs three
// digits or more to be read again: a tour of three squares or more writes
// that many.
func (t *text) wordTours(tours []Tour, opt ReadOptions) []Tour {
	opt.checkStop(0)
	if t.runs {
		return tours
	}
	var found []Tour
	read := 0
	begun := map[int]bool{} // lines a tour begins on: read once
	for _, tr := range tours {
		begun[tr.Line] = true
	}
	for k := range tours {
		beside := 0
		for _, d := range tours[k].Readings {
			beside = max(beside, d.Board.Size())
		}
		for _, run := range t.wholeWordRuns(tours[k]) {
			from, to := t.lines[run[0]-1], len(t.b)
			if run[1] < len(t.lines) {
				to = t.lines[run[1]]
			}
			if distinctNumbers(t.b[from:to], 3) < 3 || t.sentencesOnly(run) {
				continue // no three squares written, or a few sentences: words
			}
			if read == maxWordRuns {
				markPartial(&tours[k], run, "lines that could hold a tour, not read: too many such runs")
				continue
			}
			read++
			more, err := t.readRun(run, opt)
			if err != nil {
				switch {
				case !errors.Is(err, errOnlyWords):
					markPartial(&tours[k], run, "lines that could hold a tour, read as none: "+err.Error())
				case numberingLike(digitRuns(t.b[from:to])):
					markPartial(&tours[k], run, "lines whose numbers, in order, could number a board's squares, read as no tour")
				}
				continue
			}
			more = slices.DeleteFunc(more, func(m Tour) bool { return begun[m.Line] })
			distinct := distinctNumbers(t.b[from:to], beside)
			like := slices.DeleteFunc(slices.Clone(more), func(m Tour) bool { return !tourLike(m, beside, distinct) })
			switch {
			case len(like) == 0 && len(more) == 1 && errors.Is(more[0].Err, ErrNumbering) && 2*distinct > beside:
				// One grid whose numbering is at fault, of more than half
				// as many numbers as the tour beside: judged on its own.
				more[0].squares = max(more[0].squares, distinct)
				like = more
			}
			for _, m := range like {
				begun[m.Line] = true
			}
			if len(like) > 0 {
				dropSkips(&tours[k], run)
				found = append(found, like...)
			}
		}
	}
	if len(found) == 0 {
		return tours
	}
	tours = append(tours, found...)
	slices.SortStableFunc(tours, func(a, b Tour) int { return a.Line - b.Line })
	return tours
}

// readRun reads the lines of run on their own. When that reads no
// tour, the run is read again, once, without its lines at either end
// that write no digit (a caption, an opening bracket the run cuts from
// its close) and without its first or last line when the fault is on
// it (a log line or prompt directly before or after a list): the lines
// at a run's ends are the likeliest words, and a tour is read whole or
// not at all either way.
func (t *text) readRun(run [2]int, opt ReadOptions) ([]Tour, error) {
	read := func(run [2]int) ([]Tour, error) {
		from, to := t.lines[run[0]-1], len(t.b)
		if run[1] < len(t.lines) {
			to = t.lines[run[1]]
		}
		return readText(t.only(from, to), opt)
	}
	tours, err := read(run)
	if err == nil && slices.ContainsFunc(tours, func(m Tour) bool { return m.Err == nil }) {
		return tours, nil
	}
	digitless := func(l int) bool { return !bytes.ContainsAny(t.line(l-1), "0123456789") }
	faultAt := lineOf(err)
	for _, m := range tours {
		if m.Err != nil {
			faultAt = lineOf(m.Err)
			break
		}
	}
	less := run
	for less[0] < less[1] && digitless(less[0]) {
		less[0]++
	}
	for less[1] > less[0] && digitless(less[1]) {
		less[1]--
	}
	switch {
	case less != run:
	case faultAt == run[0] && run[0] < run[1]:
		less[0]++
	case faultAt == run[1] && run[0] < run[1]:
		less[1]--
	default:
		return tours, err
	}
	if again, aerr := read(less); aerr == nil && slices.ContainsFunc(again, func(m Tour) bool { return m.Err == nil }) {
		return again, nil
	}
	return tours, err
}

// only is t with every byte outside [from, to) but its newlines a space:
// the same lines and offsets, the others blank.
func (t *text) only(from, to int) *text {
	b := bytes.Clone(t.b)
	for i, c := range b {
		if (i < from || i >= to) && c != '\n' {
			b[i] = ' '
		}
	}
	u := t.withBytes(b)
	u.runs = true
	return u
}

// tourLike reports whether m, read from lines set aside as words beside
// a tour of a board of beside squares, could be a tour: a path of three
// squares or more, more than half its board's and more than half as many
// as the tour beside has squares, or, read as none, lines
// that write more than half as many numbers, distinct ones among them
// (distinct), as the tour beside has squares: bits or a count repeated
// are no squares.
func tourLike(m Tour, beside, distinct int) bool {
	if m.Err != nil {
		return m.squares > 2 && 2*m.squares > beside && 2*distinct > beside
	}
	return slices.ContainsFunc(m.Readings, func(d Document) bool {
		return len(d.Path) > 2 && 2*len(d.Path) > d.Board.Size() && 2*len(d.Path) > beside
	})
}

// wholeWordRuns is the runs [first, last] of consecutive lines that every
// reading of t skipped whole as words.
func (t *text) wholeWordRuns(tour Tour) [][2]int {
	whole := func(sk Skip) bool {
		if sk.Partial || sk.Line < 1 || sk.Line > len(t.lines) {
			return false
		}
		l := string(bytes.TrimSpace(t.line(sk.Line - 1)))
		return sk.Text == l || sk.Text == shorten(l)
	}
	if len(tour.Readings) == 0 {
		return nil
	}
	var lines []int
	for i, d := range tour.Readings {
		var these []int
		for _, sk := range d.Skipped {
			if whole(sk) {
				these = append(these, sk.Line)
			}
		}
		if i == 0 {
			lines = these
			continue
		}
		lines = slices.DeleteFunc(lines, func(l int) bool { return !slices.Contains(these, l) })
	}
	slices.Sort(lines)
	lines = slices.Compact(lines)
	var runs [][2]int
	for _, l := range lines {
		if n := len(runs); n > 0 && runs[n-1][1] == l-1 {
			runs[n-1][1] = l
			continue
		}
		runs = append(runs, [2]int{l, l})
	}
	return runs
}

// distinctNumbers counts the distinct words of b that could name a
// square, up to enough: a run of letters and digits holding a digit
// ("12", "a6", "Na6"), so that a list of algebraic squares, whose
// digits are only its board's ranks, counts a word a square.
func distinctNumbers(b []byte, enough int) int {
	var seen []string
	for i := 0; i < len(b) && len(seen) < enough; {
		if !word(b[i]) {
			i++
			continue
		}
		j, digit := i, false
		for j < len(b) && word(b[j]) {
			digit = digit || b[j] >= '0' && b[j] <= '9'
			j++
		}
		if n := string(b[i:j]); digit && !slices.Contains(seen, n) {
			seen = append(seen, n)
		}
		i = j
	}
	return len(seen)
}

// dropSkips removes from every reading of t the skips of the lines of
// run, read now as a tour of their own.
func dropSkips(t *Tour, run [2]int) {
	for i := range t.Readings {
		t.Readings[i].Skipped = slices.DeleteFunc(slices.Clone(t.Readings[i].Skipped), func(sk Skip) bool {
			return !sk.Partial && sk.Line >= run[0] && sk.Line <= run[1]
		})
	}
}

// markPartial marks the skips of the lines of run Partial in every
// reading of t, saying why.
func markPartial(t *Tour, run [2]int, why string) {
	for i := range t.Readings {
		sks := slices.Clone(t.Readings[i].Skipped)
		first := -1 // the run's first line skipped: the run's one entry
		for j := range sks {
			if sks[j].Line >= run[0] && sks[j].Line <= run[1] && (first < 0 || sks[j].Line < sks[first].Line) {
				first = j
			}
		}
		for j := range sks {
			switch {
			case j == first:
				sks[j].Partial = true
				sks[j].Text += ", " + why
				if run[1] > sks[j].Line {
					sks[j].Text += fmt.Sprintf(" (lines %d to %d)", sks[j].Line, run[1])
				}
			case first >= 0 && sks[j].Line >= run[0] && sks[j].Line <= run[1]:
				sks[j].Partial = false
				sks[j].Text += fmt.Sprintf(", part of the lines set aside at line %d", sks[first].Line)
			}
		}
		t.Readings[i].Skipped = sks
	}
}

// numberingLike reports whether ns, the numbers of lines read as words
// (a table's cells one to a line, in tags), could be a board's numbering
// with at most one number wrong, a caption's few numbers beside: distinct
// ones from 0 or 1 to about as many as they are, as many as a board with
// an open tour has squares (or one fewer), at most three numbers written
// again, and not counting up in order (a list's item numbers, steps 1,
// 2, 3, ...; no tour numbers its squares so).
func numberingLike(ns []int) bool {
	if len(ns) < 3 || slices.IsSorted(ns) {
		return false
	}
	seen := map[int]bool{}
	lo, hi := ns[0], ns[0]
	for _, n := range ns {
		seen[n] = true
		lo, hi = min(lo, n), max(hi, n)
	}
	d := len(seen)
	return lo <= 1 && hi <= d+2 && len(ns) <= d+3 && (openTourSquares(d) || openTourSquares(d+1))
}

// sentencesOnly reports whether the lines of run (from 1, the last
// included) are a few sentences (proseLine), maxProseEnds at most, with
// fewer integers together than the smallest board with a tour has
// squares (3x4): a size, a count, a time written around a tour, too few
// numbers to spell one, however they are read.
func (t *text) sentencesOnly(run [2]int) bool {
	if run[1]-run[0]+1 > maxProseEnds {
		return false
	}
	n := 0
	for i := run[0] - 1; i < run[1]; i++ {
		if l := t.line(i); len(bytes.TrimSpace(l)) > 0 {
			if !proseLine(l) {
				return false
			}
			n += numbersIn(l)
		}
	}
	return n < 12
}
