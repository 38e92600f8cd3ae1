package notation

import (
	"bytes"
	"slices"

	"github.com/knightcert/knight/board"
)

// maxCutGap is the most lines, blank or of words, between two lines of
// squares that joinCut reads as one list cut by them: a caption or a
// comment a piece ("# moves 9-16").
const maxCutGap = 3

// maxCutLists bounds the lists joinCut joins in one input, each one
// more pass over the tours read: beyond it, lists cut by captions are
// read as the other readers read them.
const maxCutLists = 16

// squareLine is a line every word of which that holds a letter is an
// algebraic square standing alone, one of them or more, and no word of
// digits alone ("a1 b3 c1", `"a1", "b3"`): a piece of a square list.
// squares are its squares and offs their offsets in t.
type squareLine struct {
	line    int // from 1
	squares board.Path
	offs    []int32
}

// squaresOf is line i (from 0) of t as a squareLine, ok false when it is
// none.
func (t *text) squaresOf(i int) (sl squareLine, ok bool) {
	start := t.lines[i]
	l := t.line(i)
	for k := 0; k < len(l); {
		if !isLetter(l[k]) && !isDigit(l[k]) {
			k++
			continue
		}
		j := k
		for j < len(l) && (isLetter(l[j]) || isDigit(l[j]) || l[j] == '_') {
			j++
		}
		sq, ok := board.ParseAlgebraic(l[k:j])
		if !ok || !isLetter(l[k]) || l[k] < 'a' || l[k] > 'z' {
			return squareLine{}, false // a word, or a number alone
		}
		sl.squares = append(sl.squares, sq)
		sl.offs = append(sl.offs, int32(start+k))
		k = j
	}
	sl.line = i + 1
	return sl, len(sl.squares) > 0
}

// joinCut reads as one tour a square list cut into pieces by lines of
// words between them (a caption or a comment before every eight moves):
// lines of squares alone, each piece fewer squares than the board, with
// at most maxCutGap lines between two and no square written in those,
// whose squares together are as many as a tour of the board has (given,
// or else the smallest that holds them, three squares or more each way;
// a closed tour's start again at the end counts once), or a whole number
// of tours ending at line ends, each one tour. A tour read so replaces
// the tours and fragments read from its lines, each piece of it judged
// alone being no tour and certain of nothing; the lines between its
// pieces are its words. A list that is one block already is left as it
// was read.
func (t *text) joinCut(tours []Tour, opt ReadOptions) []Tour {
	opt.checkStop(0)
	if t.runs {
		return tours
	}
	var found []cutTour
	var run []squareLine
	cut := false // a line of words lies between two lines of run
	flush := func() {
		defer func() { run, cut = nil, false }()
		if len(run) < 2 || !cut {
			return
		}
		if c := t.cutTours(run, opt); c != nil {
			found = append(found, c...)
			return
		}
		// Lists one after another with a blank line between them,
		// each cut by captions of its own.
		from := 0
		for k := 1; k <= len(run); k++ {
			if k < len(run) && !t.blankBetween(run[k-1].line, run[k].line) {
				continue
			}
			if k-from >= 2 && k-from < len(run) {
				found = append(found, t.cutTours(run[from:k], opt)...)
			}
			from = k
		}
	}
	gap := 0
	for i := range t.lines {
		sl, ok := t.squaresOf(i)
		switch {
		case ok:
			if len(run) > 0 && gap > 0 {
				cut = true
			}
			run, gap = append(run, sl), 0
		case len(run) > 0 && squareWords(t.line(i)) == 0 && gap < maxCutGap:
			gap++
		default:
			flush()
			gap = 0
		}
	}
	flush()
	if len(found) == 0 {
		return tours
	}
	if len(found) > maxCutLists {
		found = found[:maxCutLists] // the others read as they were, their lines named if unread
	}
	for _, c := range found {
		f, first, last := c.tour, c.tour.Line, c.last
		begins := func(tr Tour) int { // the line of the tour's first square
			if len(tr.Readings) > 0 {
				if line, _, ok := tr.Readings[0].Place(0); ok {
					return line
				}
			}
			return tr.Line
		}
		if slices.ContainsFunc(tours, func(tr Tour) bool {
			return begins(tr) >= first && begins(tr) <= last && slices.ContainsFunc(tr.Readings, func(d Document) bool {
				return d.Format == Grid || d.Format == JSON || len(d.Path) >= len(f.Readings[0].Path)
			})
		}) {
			continue // a grid among the lines, or the list read whole already
		}
		var around []Skip // the words the pieces were read beside, outside the list
		lead := first     // the caption lines directly before the list, whose block an unread tour may begin
		for lead > 1 && first-lead < maxCutGap && len(bytes.TrimSpace(t.line(lead-2))) > 0 && squareWords(t.line(lead-2)) == 0 {
			lead--
		}
		tours = slices.DeleteFunc(tours, func(tr Tour) bool {
			if begins(tr) > last || begins(tr) < first && (begins(tr) < lead || len(tr.Readings) > 0) {
				return false
			}
			sks := tr.lines
			if len(tr.Readings) > 0 {
				sks = tr.Readings[0].Skipped
			}
			for _, sk := range sks {
				if (sk.Line < first || sk.Line > last) && !slices.Contains(around, sk) {
					around = append(around, sk)
				}
			}
			return true
		})
		f.Readings[0].Skipped = append(around, f.Readings[0].Skipped...)
		slices.SortStableFunc(f.Readings[0].Skipped, func(a, b Skip) int { return a.Line - b.Line })
		inList := func(sk Skip) bool { return sk.Line >= first && sk.Line <= last }
		for k := range tours {
			for i := range tours[k].Readings {
				if sks := tours[k].Readings[i].Skipped; slices.ContainsFunc(sks, inList) {
					tours[k].Readings[i].Skipped = slices.DeleteFunc(slices.Clone(sks), inList)
				}
			}
		}
		tours = append(tours, f)
	}
	slices.SortStableFunc(tours, func(a, b Tour) int { return a.Line - b.Line })
	return tours
}

// cutTour is a tour joinCut read and the last line of its squares.
type cutTour struct {
	tour Tour
	last int
}

// cutTours is the tours of a run of square lines cut by lines of words
// (joinCut): none when its squares are no whole number of tours of one
// board ending at line ends, or a tour is one line.
func (t *text) cutTours(run []squareLine, opt ReadOptions) []cutTour {
	b := opt.Board
	total := 0
	for _, sl := range run {
		total += len(sl.squares)
		if opt.Board == (board.Board{}) {
			for _, s := range sl.squares {
				b.W, b.H = max(b.W, s.X), max(b.H, s.Y)
			}
		}
	}
	n := b.Size()
	if min(b.W, b.H) < 3 || total < n {
		return nil
	}
	var out []cutTour
	for from := 0; from < len(run); {
		to, count := from, 0
		for to < len(run) && count < n {
			count += len(run[to].squares)
			to++
		}
		if count < n || count > n+1 || to-from < 2 {
			return nil
		}
		var path board.Path
		var offs []int32
		var ends []int
		for _, sl := range run[from:to] {
			if len(sl.squares) >= n {
				return nil // a piece that is a tour alone
			}
			path = append(path, sl.squares...)
			offs = append(offs, sl.offs...)
			ends = append(ends, len(path))
		}
		if count == n+1 && path[0] != path[n] {
			return nil
		}
		gap := false
		for k := from + 1; k < to; k++ {
			gap = gap || run[k].line-run[k-1].line > 1
		}
		if !gap {
			from = to
			continue // one block of lines, read as it is
		}
		var words []Skip
		for l := run[from].line + 1; l < run[to-1].line; l++ {
			if _, ok := t.squaresOf(l - 1); !ok {
				if w := string(bytes.TrimSpace(t.line(l - 1))); w != "" {
					words = append(words, Skip{Line: l, Text: shorten(w)})
				}
			}
		}
		d := Document{Board: b, Path: path, Format: Algebraic, Line: run[from].line, Skipped: words,
			fromSquares: opt.Board == (board.Board{}), lineEnds: ends[:len(ends)-1],
			places: &places{t: t, offs: offs}}
		out = append(out, cutTour{Tour{Line: d.Line, Readings: []Document{d}, Asked: opt.Format}, run[to-1].line})
		from = to
	}
	return out
}

// blankBetween reports whether a blank line lies between lines a and b
// (from 1).
func (t *text) blankBetween(a, b int) bool {
	for l := a + 1; l < b; l++ {
		if t.blankLine(l) {
			return true
		}
	}
	return false
}
