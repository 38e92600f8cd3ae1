package notation

import (
	"bytes"
	"fmt"
)

// A square list whose every square stands beside one integer of its own
// ({'a1': 22, 'a2': 27, ...}, "a1=22", "1. a1 2. b3") carries each
// square's step, or a value placed on it: the order written is then one
// reading, the order of the integers another, and placedOrder, which
// decides the same question for (x, y, value) triples, picks the one that
// could be a path. When neither is certain the list has no reading, so
// its fault is no proof (stepsUndecided).

// stepPairs is the integer beside each square of d's list, read from the
// text between its squares: one integer in every gap between two squares,
// and one more either before the first square or after the last on its
// line (a move number before each square, or a step after each). ok is
// false when d is no square list held in memory or any gap holds another
// count of integers; paired is then how many gaps between two squares
// hold one integer, of gaps.
func stepPairs(d Document) (values []int, ok bool, paired, gaps int) {
	pl := d.places
	if d.Format != Algebraic || pl == nil || pl.t == nil || pl.grid != nil || pl.pairs || pl.shift != 0 ||
		len(pl.offs) != len(d.Path) || len(d.Path) < 3 || d.movePairs || d.placed != "" {
		return nil, false, 0, 0
	}
	b, at := pl.t.b, func(k int) int { return int(pl.offs[k]) }
	if pl.t.orig != nil && boardListing(d.Path, d.Board) {
		// A listing of the board read from a table's square column
		// alone: the integer beside each square stands in the input.
		b, at = pl.t.src, func(k int) int { return int(pl.t.orig[pl.offs[k]]) }
	}
	ends := make([]int, len(pl.offs)) // where each square's text ends
	for k := range ends {
		_, ends[k] = squareAt(b, at(k))
	}
	var between []int
	gaps = len(pl.offs) - 1
	for k := 0; k < gaps; k++ {
		if at(k+1) < ends[k] {
			return nil, false, 0, 0
		}
		gap := b[ends[k]:at(k+1)]
		if bytes.IndexByte(gap, '\n') >= 0 {
			// Only a gap across a line's end can hold a column block:
			// the block stands before a line's first square or after
			// its last, never between two squares of one line.
			gap = stepGap(b, ends[k], at(k+1))
		}
		if v, n := gapIntegers(gap); n == 1 {
			between = append(between, v)
		}
	}
	paired = len(between)
	if paired != gaps {
		return nil, false, paired, gaps
	}
	lead, nl := gapIntegers(stepGap(b, lineStart(b, at(0)), at(0)))
	trail, nt := gapIntegers(stepGap(b, ends[len(ends)-1], lineEnd(b, ends[len(ends)-1])))
	switch {
	case nl == 1 && nt == 0:
		return append([]int{lead}, between...), true, paired, gaps
	case nt == 1 && nl == 0:
		return append(between, trail), true, paired, gaps
	}
	return nil, false, paired, gaps
}

// stepGap is the text of b[from:to], between two squares of a list, with
// the column block of numbers beside the squares on each of its lines
// (besideNumbers: a board's rows printed beside its moves) made spaces:
// that block is a tour of its own, and its numbers no step of the list.
func stepGap(b []byte, from, to int) []byte {
	var out []byte
	for at := lineStart(b, from); at < to; {
		end := lineEnd(b, at)
		if n, f, e := besideNumbers(b[at:end]); n > 0 && at+e > from && at+f < to {
			if out == nil {
				out = append([]byte(nil), b[from:to]...)
			}
			for i := max(at+f, from); i < min(at+e, to); i++ {
				out[i-from] = ' '
			}
		}
		at = end + 1
	}
	if out == nil {
		return b[from:to]
	}
	return out
}

func lineStart(b []byte, off int) int {
	for off > 0 && b[off-1] != '\n' {
		off--
	}
	return off
}

func lineEnd(b []byte, off int) int {
	for off < len(b) && b[off] != '\n' {
		off++
	}
	return off
}

// gapIntegers counts the integers standing alone in gap (digits with no
// letter, digit, '_' or '.' glued to them, a sign before them) and
// returns the last. A number with a fraction or glued to a word is
// counted as two, so that a gap holding one is no step.
func gapIntegers(gap []byte) (v, n int) {
	word := func(c byte) bool {
		return c|0x20 >= 'a' && c|0x20 <= 'z' || c == '_'
	}
	for i := 0; i < len(gap); {
		if gap[i] < '0' || gap[i] > '9' {
			i++
			continue
		}
		j := i
		x := 0
		for j < len(gap) && gap[j] >= '0' && gap[j] <= '9' {
			if x < 1<<30 {
				x = x*10 + int(gap[j]-'0')
			}
			j++
		}
		glued := i > 0 && word(gap[i-1]) || j < len(gap) && word(gap[j]) ||
			j+1 < len(gap) && gap[j] == '.' && gap[j+1] >= '0' && gap[j+1] <= '9'
		if i > 0 && gap[i-1] == '-' {
			// A negative number alone is a value placed on its square,
			// a mark for a square left unvisited (byValues); glued to a
			// word or a digit, it is a range or a name's part.
			glued = glued || i > 1 && (word(gap[i-2]) || gap[i-2] >= '0' && gap[i-2] <= '9')
			x = -x
		}
		v, n = x, n+1
		if glued {
			n++
		}
		i = j
	}
	return v, n
}

// stepOrdered is d read in the order its squares' integers give, when
// placedOrder takes that order; d itself when the integers are no steps
// or placedOrder keeps the order written.
func stepOrdered(d Document) Document {
	values, ok, _, _ := stepPairs(d)
	if !ok {
		return d
	}
	p, offs, placed, ok := placedOrder(d.Path, d.places.offs, values)
	if !ok || placed != placedByValue {
		return d
	}
	c := d
	pl := *d.places
	pl.offs = offs
	c.Path, c.places, c.placed = p, &pl, placed
	c.lineEnds, c.closeEnds = nil, nil
	return c
}

// stepsUndecided reports whether d is a square list whose squares each
// carry an integer that placedOrder finds no certain order for (neither
// the order written nor the integers' is the one that could be a path),
// or most of whose squares carry one but not all (a square's step left
// out, written None or "-"): a fault of the order written is no proof.
func stepsUndecided(d Document) bool {
	values, ok, paired, gaps := stepPairs(d)
	if !ok {
		return 2*paired > gaps && paired < gaps
	}
	_, _, _, ok = placedOrder(d.Path, d.places.offs, values)
	return !ok
}

// stepsNote is the misreading a list with stepsUndecided says.
func stepsNote(d Document, fault error) string {
	if _, ok, paired, gaps := stepPairs(d); !ok {
		return fmt.Sprintf("%d of the %d gaps between its squares hold one integer each, a step or a value beside each square but some left out, so the order written (%v) is no certain reading; write the squares in the order of the tour, or a grid numbering them", paired, gaps, fault)
	}
	return fmt.Sprintf("each of its %d squares stands beside an integer, and neither the order written (%v) nor the order of the integers (a step or a value placed on the square) is the one that could be a path; write the squares in the order of the tour, or a grid numbering them", len(d.Path), fault)
}
