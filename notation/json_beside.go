package notation

import (
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/knightcert/knight/board"
)

// besideKeep bounds the text besideWatch keeps of a streamed document:
// each value, and the start of its "tour", up to besideValue bytes, and
// all it keeps up to besideKeep; what is longer is named unread rather
// than held, since the stream holds its path and little else.
const (
	besideValue = 64 << 10
	besideKeep  = 1 << 20
)

// streamBesideWhy ends the note on a value beside a streamed document's
// "tour" that was not looked into, or that could be a tour.
const streamBesideWhy = `, beside the "tour" read, not looked into: a JSON document over 4 MiB has its "tour" read alone; give it in an input of up to 4 MiB to have every value read`

// besideWatch keeps the text of a JSON document read streamed, as its
// tokens spell it again, its "tour" cut short and a value too long left
// out, so that the values beside its "tour" meet the test that a document
// held in memory meets (besideTour): a value that could be a tour is named
// as set aside, never passed over. A value too long to keep is named
// whatever it holds.
type besideWatch struct {
	text    []byte
	open    []byte // the brackets open, innermost last
	count   []int  // the tokens read in each, keys and values
	members []besideMember
	keys    []besideKey // every key kept, at any depth
	// tour: the squares of "tour" are being written (tourSquare), which
	// the bound of a value does not cut.
	tour bool
	// The key add read last is the document's own, or is kept: placeKey
	// places it.
	memberKey, keptKey bool
}

// besideMember is a member of the document: its key, where its text
// begins in the text kept, and whether its value was too long to keep.
type besideMember struct {
	besideKey
	long bool
	key0 int // its key in keys
}

// besideKey is a key kept: its name, where its value's text begins in
// the text kept, and where the key was read.
type besideKey struct {
	name      string
	at        int
	line, col int
}

// add writes tok, read by the decoder, and reports whether it is a key
// kept, whose place the caller then gives (placeKey).
func (w *besideWatch) add(tok json.Token) bool {
	if d, ok := tok.(json.Delim); ok && (d == '}' || d == ']') {
		switch len(w.open) {
		case 0:
			return false
		case 1: // the document's end, no part of its last member
			w.endMember()
			w.text = append(w.text, byte(d))
		default:
			w.write([]byte{byte(d)})
		}
		w.open, w.count = w.open[:len(w.open)-1], w.count[:len(w.count)-1]
		return false
	}
	key := false
	w.memberKey, w.keptKey = false, false
	if depth := len(w.open); depth > 0 {
		n := w.count[depth-1]
		w.count[depth-1]++
		key = w.open[depth-1] == '{' && n%2 == 0
		if key && depth == 1 {
			w.memberKey = true
			w.endMember()
			name, _ := tok.(string)
			w.members = append(w.members, besideMember{besideKey: besideKey{name: name, at: len(w.text)}, long: len(w.text) > besideKeep, key0: len(w.keys)})
		}
		switch {
		case w.open[depth-1] == '{' && n%2 == 1:
			w.write([]byte{':'})
		case n > 0:
			w.write([]byte{','})
		}
	}
	switch v := tok.(type) {
	case json.Delim:
		w.write([]byte{byte(v)})
		w.open, w.count = append(w.open, byte(v)), append(w.count, 0)
	case string:
		q, _ := json.Marshal(v)
		w.write(q)
	case json.Number:
		w.write([]byte(v))
	default:
		w.write(fmt.Append(nil, v))
	}
	if key && !w.members[len(w.members)-1].long {
		name, _ := tok.(string)
		w.keys = append(w.keys, besideKey{name: name, at: len(w.text)})
		w.keptKey = true
	}
	return key
}

// placeKey gives the place of the key add read last.
func (w *besideWatch) placeKey(line, col int) {
	if w.keptKey {
		k := &w.keys[len(w.keys)-1]
		k.line, k.col = line, col
	}
	if w.memberKey {
		m := &w.members[len(w.members)-1]
		m.line, m.col = line, col
	}
}

// write keeps b as the text of the member being read, unless its value
// is too long.
func (w *besideWatch) write(b []byte) {
	if len(w.members) == 0 {
		w.text = append(w.text, b...)
		return
	}
	m := &w.members[len(w.members)-1]
	if m.long {
		return
	}
	if !w.tour && len(w.text)+len(b)-m.at > besideValue {
		m.long = true
		return
	}
	w.text = append(w.text, b...)
}

// tourSquare writes the next square of "tour", raw as written (a JSON
// string, or a pair as read), while the tour's text kept is short enough: its
// start is what a list beside it is compared with (isPrefix).
func (w *besideWatch) tourSquare(raw []byte, sq board.Square, pair bool) {
	m := &w.members[len(w.members)-1]
	if m.long || len(w.text)-m.at > 2*besideValue {
		return
	}
	depth := len(w.open)
	if w.count[depth-1] > 0 {
		w.text = append(w.text, ',')
	}
	w.count[depth-1]++
	if pair {
		raw = fmt.Appendf(nil, "[%d,%d]", sq.X, sq.Y)
	}
	w.text = append(w.text, raw...)
}

// endMember drops the text of the member read, and its keys, if its
// value was too long to keep.
func (w *besideWatch) endMember() {
	if k := len(w.members) - 1; k >= 0 && w.members[k].long {
		w.text = w.text[:w.members[k].at]
		w.keys = w.keys[:w.members[k].key0]
	}
}

// aside is what the document read holds beside its "tour" that could be
// a tour, named at the key of the value that holds it, and each member
// too long to look into, named at its key: Partial skips, in the order
// of the text.
func (w *besideWatch) aside(line, col int) []Skip {
	var out []Skip
	if bracketsBeside(w.text) {
		for _, f := range besideTour(w.text, 0, len(w.text)) {
			k, _ := slices.BinarySearchFunc(w.keys, f[0]+1, func(k besideKey, at int) int { return k.at - at })
			name := "the document"
			if k > 0 {
				name = "the value of " + strconv.Quote(shorten(w.keys[k-1].name))
				line, col = w.keys[k-1].line, w.keys[k-1].col
			}
			out = append(out, Skip{Line: line, Col: col, Partial: true, Text: fmt.Sprintf("%s: %s%s", shorten(string(w.text[f[0]:f[1]])), name, streamBesideWhy)})
		}
	}
	for _, m := range w.members {
		if m.long && m.name != "tour" {
			out = append(out, Skip{Line: m.line, Col: m.col, Partial: true, Text: fmt.Sprintf("the value of %s, over %d bytes%s", strconv.Quote(shorten(m.name)), besideValue, streamBesideWhy)})
		}
	}
	slices.SortStableFunc(out, func(a, b Skip) int { return cmp.Or(a.Line-b.Line, a.Col-b.Col) })
	return out
}
