package notation

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/knightcert/knight/board"
)

// endSlots is the text in the slots the list's own layout leaves for
// squares before its first square or after its last, when d's walk on q
// is a walk of moves with no square twice that only misses squares, as
// many as such slots hold text: a first or last square misprinted, or a
// table's row whose square cell is no square ("1,e??5", "| 25 | null |",
// "Move 1: e--5"), or nil. A slot is where the text beside the end
// repeats the gap between the two squares at that end, digit runs
// counted on by one a slot (a row's step number); a slot whose gap
// numbers no step holds a word a square's size that begins with one of
// the board's files and ends in a rank's digit, so a caption ("Tour:")
// is none. A square lost from the list writes nothing there, and stays
// a certain fault.
func endSlots(d Document, q board.Problem) *Skip {
	pl := d.places
	n := len(d.Path)
	missing := q.Board.Size() - n
	if pl == nil || pl.t == nil || pl.grid != nil || pl.pairs || d.movePairs || n < 3 || missing < 1 || missing > 3 {
		return nil
	}
	seen := make(map[board.Square]bool, n)
	for j, s := range d.Path {
		if seen[s] || !q.Board.Contains(s) || j > 0 && !q.Piece.IsMove(d.Path[j-1], s) {
			return nil
		}
		seen[s] = true
	}
	// The slots are looked for in the input as written: a reading may
	// have kept of a table's rows only their squares.
	t := pl.t
	b, inInput := t.b, func(off int) int { return off }
	if t.orig != nil && t.src != nil {
		b, inInput = t.src, func(off int) int { return int(t.orig[min(off, len(t.orig)-1)]) }
	}
	span := func(k int) (from, to int, ok bool) {
		m, ok := pl.written(k)
		if !ok {
			return 0, 0, false
		}
		if from, ok = pl.offset(m); !ok || from >= len(t.b) {
			return 0, 0, false
		}
		sq := t.b[from : from+writtenEnd(d.Format, t.b[from:])]
		at := inInput(from)
		if at >= len(b) {
			return 0, 0, false
		}
		// A reading that rewrote the text maps a square to its cell's
		// line or beginning: the square is the first text like it there.
		j := bytes.Index(b[at:min(len(b), at+64)], sq)
		if j < 0 || bytes.IndexByte(b[at:at+j], '\n') >= 0 {
			return 0, 0, false
		}
		return at + j, at + j + len(sq), true
	}
	var at *Skip
	found := 0
	for _, dir := range []int{-1, 1} {
		end, near := 0, 1 // the end square and the one beside it
		if dir > 0 {
			end, near = n-1, n-2
		}
		s0, e0, ok0 := span(min(end, near))
		s1, _, ok1 := span(max(end, near))
		if !ok0 || !ok1 || e0 > s1 || !lostBeside(q, seen, d.Path[end]) {
			continue
		}
		if s1-e0 > 64 {
			continue // no layout: text between the squares
		}
		gap := gapPieces(b[e0:s1])
		pos := s0 // where the next slot's gap begins (dir -1: ends)
		if dir > 0 {
			_, pos, _ = span(end)
		}
		for step := 1; found < missing; step++ {
			far, whole, _ := gap.match(b, pos, dir, step)
			if !whole {
				break
			}
			x, ok := slotText(b, far, dir, gap, step+1)
			if !ok {
				break
			}
			word := strings.Trim(string(b[x[0]:x[1]]), wordMarks)
			if u, err := strconv.Unquote(`"` + word + `"`); err == nil {
				word = u // a JSON string's escapes ("e\u00e95")
			}
			if s, ok := board.ParseAlgebraic(word); ok && q.Board.Contains(s) {
				break // a square read, or cut off by the reading: no slot lost
			}
			if !gap.numbered() && !endSquareLike(word, q.Board) {
				break
			}
			found++
			if at == nil {
				at = slotSkip(t, b, x)
			}
			if pos = x[0]; dir > 0 {
				pos = x[1]
			}
		}
	}
	if found < missing {
		return nil
	}
	return at
}

// slotSkip names the text x of a slot in b, the input t reads, or,
// when the slot is empty (a missing value, "1,"), its line.
func slotSkip(t *text, b []byte, x [2]int) *Skip {
	for x[0] < x[1] && strings.IndexByte(wordMarks, b[x[0]]) >= 0 {
		x[0]++
	}
	for x[0] < x[1] && strings.IndexByte(wordMarks, b[x[1]-1]) >= 0 {
		x[1]--
	}
	if x[0] == x[1] {
		x[0] = bytes.LastIndexByte(b[:x[0]], '\n') + 1
		if k := bytes.IndexByte(b[x[1]:], '\n'); k >= 0 {
			x[1] += k
		} else {
			x[1] = len(b)
		}
		x[1] = x[0] + len(bytes.TrimRight(b[x[0]:min(x[1], x[0]+60)], " \t\r"))
	}
	if t.orig == nil || t.src == nil {
		sk := t.stray(x[0], x[1])
		return &sk
	}
	// Placed from the nearest byte the reading kept at or after it.
	kept, _ := slices.BinarySearch(t.orig, int32(x[0]))
	kept = min(kept, len(t.b), len(t.orig)-1)
	line, col := t.pos(kept)
	if between := b[x[0]:max(x[0], int(t.orig[kept]))]; bytes.IndexByte(between, '\n') < 0 {
		col -= len(between)
	} else {
		line -= bytes.Count(between, []byte{'\n'})
		col = x[0] - bytes.LastIndexByte(b[:x[0]], '\n')
	}
	return &Skip{Line: line, Col: col, Text: string(b[x[0]:x[1]])}
}

// endSquareLike reports whether w could be a square of b misprinted: a
// square's size (at most a letter, nine signs and two digits), no ASCII
// space inside, beginning with a letter of b's files and ending in a
// digit.
func endSquareLike(w string, b board.Board) bool {
	r, _ := utf8.DecodeRuneInString(w)
	last, _ := utf8.DecodeLastRuneInString(w)
	return utf8.RuneCountInString(w) <= 12 && !strings.ContainsAny(w, " \t\n") &&
		(r >= 'a' && r-'a' < b.W || r >= 'A' && r-'A' < b.W) && last >= '0' && last <= '9'
}

// gapPiece is a part of a gap between two squares: a run of digits (a
// number, compared by value) or other bytes (compared as written).
type gapPiece struct {
	lit    string
	number int
	digits bool
}

// gapShape is a gap cut into pieces.
type gapShape []gapPiece

// gapPieces cuts gap into runs of digits and runs of other bytes.
func gapPieces(gap []byte) gapShape {
	var out gapShape
	for i := 0; i < len(gap); {
		j := i
		digits := isDigit(gap[i])
		for j < len(gap) && isDigit(gap[j]) == digits && j-i < 9 {
			j++
		}
		p := gapPiece{lit: string(gap[i:j]), digits: digits}
		if digits {
			for _, c := range gap[i:j] {
				p.number = 10*p.number + int(c-'0')
			}
		}
		out = append(out, p)
		i = j
	}
	return out
}

// numbered reports whether the gap writes a number (a step's).
func (g gapShape) numbered() bool {
	for _, p := range g {
		if p.digits {
			return true
		}
	}
	return false
}

// match reports whether a gap of g's shape ends at offset at of b
// (dir -1) or begins there (dir 1), where it begins (ends), and whether
// every piece matched: each number step slots further out
// than g's (or the same, a number every gap writes alike); where the
// text or a line ends first, or a row's first or last cell differs,
// the pieces matched count when they hold every number of g.
func (g gapShape) match(b []byte, at, dir, step int) (far int, whole, ok bool) {
	numbers := 0
	for _, p := range g {
		if p.digits {
			numbers++
		}
	}
	k := at
	for i := range g {
		p := g[i]
		if dir < 0 {
			p = g[len(g)-1-i]
		}
		if !p.digits {
			lo, hi := k, k+len(p.lit)
			if dir < 0 {
				lo, hi = k-len(p.lit), k
			}
			if lo < 0 || hi > len(b) || string(b[lo:hi]) != p.lit {
				return k, false, i > 0 && numbers == 0
			}
			if k = lo; dir > 0 {
				k = hi
			}
			continue
		}
		v, j := 0, k
		for ; abs(j-k) < 9; j += dir {
			c := j + min(dir, 0)
			if c < 0 || c >= len(b) || !isDigit(b[c]) {
				break
			}
		}
		for _, c := range b[min(j, k):max(j, k)] {
			v = 10*v + int(c-'0')
		}
		if j == k || v != p.number && v != p.number+dir*step {
			return k, false, false
		}
		numbers--
		k = j
	}
	return k, true, true
}

// slotText is where the text of the slot beyond offset at (dir -1:
// before it) begins and ends: up to where the gap of the slot further
// out matches (its numbers step slots on), or, past the list's last
// square or in a list whose gaps number nothing, its line's edge or a
// space; at most a few dozen bytes. Before the first square, a slot
// whose gaps number steps is one only where its own number stands, so a
// table's header is none.
func slotText(b []byte, at, dir int, g gapShape, step int) ([2]int, bool) {
	numbered := g.numbered()
	for k := at; abs(k-at) <= 48; k += dir {
		x := [2]int{min(k, at), max(k, at)}
		if _, _, ok := g.match(b, k, dir, step); ok && (k != at || numbered) {
			return x, true
		}
		c := k + min(dir, 0)
		if c < 0 || c >= len(b) || b[c] == '\n' || b[c] == '\r' {
			return x, dir > 0 || !numbered
		}
		if !numbered && (b[c] == ' ' || b[c] == '\t') {
			return x, true
		}
	}
	return [2]int{}, false
}
