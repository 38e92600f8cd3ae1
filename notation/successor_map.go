package notation

import (
	"bytes"
	"fmt"

	"github.com/knightcert/knight/board"
)

// A successor map writes each square's next square, keyed by the square
// ("next[a1] = b3", "succ(c2): a1"), in any order: a program that keeps a
// tour as a map prints it sorted by key. A list reader reads only the
// values, the keys standing in brackets as words, and their order is the
// keys' order, not the tour's. So when most squares read stand after a
// key square in brackets and an '=' or ':', the reading is the map's:
// the chain from the start the text states (a square with no key before
// the map) or from the one key that is no square's successor. It is
// certain only when every key is written once and the chain walks every
// key, ending on the stated end when one is written; otherwise no order
// of the squares is certain, and the text is unreadable.

// successorChain is the reading of d as a successor map: isMap reports
// that d's squares are a map's values, and then either chain is the tour
// the map walks or err says why no walk is certain. One pass over the
// text before each square read.
func successorChain(d Document) (chain Document, isMap bool, err error) {
	pl := d.places
	if d.Format != Algebraic || pl == nil || pl.t == nil || pl.grid != nil || pl.pairs || pl.shift != 0 || len(pl.offs) != len(d.Path) || len(d.Path) < 4 {
		return d, false, nil
	}
	t := pl.t
	keys := make([]board.Square, len(d.Path))
	keyed := make([]bool, len(d.Path))
	count := 0
	for k := range d.Path {
		off := int(pl.offs[k])
		if off < 0 || off > len(t.b) {
			return d, false, nil
		}
		// The text since the square before, within the line: looked
		// for from that square on, not from the line's start, so that
		// a list on one long line costs one pass, not one per square.
		var from int
		if k > 0 && int(pl.offs[k-1]) < off {
			_, end := squareAt(t.b, int(pl.offs[k-1]))
			from = min(off, end)
			if nl := bytes.LastIndexByte(t.b[from:off], '\n'); nl >= 0 {
				from += nl + 1
			}
		} else {
			from = lineStart(t.b, off)
		}
		if sq, ok := keyBefore(t.b[from:off]); ok {
			keys[k], keyed[k] = sq, true
			count++
		}
	}
	if count < 3 || 2*count < len(d.Path) {
		return d, false, nil
	}
	line := func(k int) int { l, _ := t.pos(int(pl.offs[k])); return l }
	misread := func(k int, format string, args ...any) error {
		return &board.ParseError{Line: line(k), Col: 1, Err: ErrMisread, Msg: fmt.Sprintf("%d of the %d squares read stand after a key square in brackets, a map of each square's next square, not a list in the tour's order: ", count, len(d.Path)) + fmt.Sprintf(format, args...)}
	}
	first, last := 0, len(d.Path)
	if !keyed[0] {
		first = 1 // the stated start
	}
	if !keyed[last-1] {
		last-- // the stated end
	}
	next := make(map[board.Square]int, count) // key -> index of its value
	for k := first; k < last; k++ {
		if !keyed[k] {
			return d, true, misread(k, "square %d, %v, has no key; the map's order is not certain", k+1, d.Path[k])
		}
		if j, twice := next[keys[k]]; twice {
			return d, true, misread(k, "%v is a key twice (next %v and %v): no one walk is certain", keys[k], d.Path[j], d.Path[k])
		}
		next[keys[k]] = k
	}
	start, ok := d.Path[0], first == 1
	if !ok {
		isValue := make(map[board.Square]bool, count)
		for k := first; k < last; k++ {
			isValue[d.Path[k]] = true
		}
		n := 0
		for k := first; k < last; k++ {
			if !isValue[keys[k]] {
				start, n = keys[k], n+1
			}
		}
		if n != 1 {
			return d, true, misread(first, "no start is written and %d keys are no square's next square; the start is not certain", n)
		}
	}
	path := make(board.Path, 0, count+1)
	offs := make([]int32, 0, count+1)
	if first == 1 {
		offs = append(offs, pl.offs[0])
	} else {
		offs = append(offs, pl.offs[next[start]]) // the start's key line
	}
	path = append(path, start)
	closed := false
	for at := start; ; {
		k, ok := next[at]
		if !ok {
			break
		}
		delete(next, at)
		if d.Path[k] == start && len(next) == 0 {
			closed = true // the last key's next square is the start again
			break
		}
		path = append(path, d.Path[k])
		offs = append(offs, pl.offs[k])
		at = d.Path[k]
	}
	if len(next) > 0 {
		k := last
		for _, j := range next {
			k = min(k, j)
		}
		return d, true, misread(k, "the walk from %v ends after %d squares and never reaches key %v; no one walk is certain", start, len(path), keys[k])
	}
	if last < len(d.Path) && !closed && path[len(path)-1] != d.Path[last] {
		return d, true, misread(last, "the walk from %v ends on %v, the end written is %v; no one walk is certain", start, path[len(path)-1], d.Path[last])
	}
	c := d
	c.Path, c.Closed = path, d.Closed || closed
	c.lineEnds, c.closeEnds = nil, nil
	c.places = &places{t: t, offs: offs}
	return c, true, nil
}

// keyBefore reads the text before a square as a key: a square alone in
// brackets or quotes, then '=' or ':' ("next[a1] = ", "succ(c2): ",
// "'b3': "), whatever name stands before it.
func keyBefore(b []byte) (board.Square, bool) {
	b = bytes.TrimRight(b, " \t\n\r\f\v")
	if len(b) == 0 || b[len(b)-1] != '=' && b[len(b)-1] != ':' {
		return board.Square{}, false
	}
	b = bytes.TrimRight(b[:len(b)-1], " \t\n\r\f\v")
	end := len(b)
	if end < 4 {
		return board.Square{}, false
	}
	closing := bytes.IndexByte([]byte(`])}"'`), b[end-1])
	if closing < 0 {
		return board.Square{}, false
	}
	begin := bytes.LastIndexByte(b[:end-1], `[({"'`[closing])
	if begin < 0 {
		return board.Square{}, false
	}
	key := b[begin+1 : end-1]
	if len(key) > 2 && (key[0] == '"' || key[0] == '\'') && key[len(key)-1] == key[0] {
		key = key[1 : len(key)-1] // a quoted key in brackets: next["a1"]
	}
	return board.ParseAlgebraic(key)
}
