package notation

import (
	"bytes"
	"math/bits"

	"github.com/knightcert/knight/board"
)

// Chess engines print squares as the numbers they compute with: a 0x88
// index, rank*16 + file, whose bits 3 and 7 are clear on the board
// ("0x56" is g6), or a 64-bit board with one bit set, bit rank*8 + file
// from a1 (little-endian rank-file, "0x0000000010000000" is e4). Each is
// one square of the 8x8 board only when the number's form says so, and
// a run of them is read as the square list it stands for (recast), one
// square in place of each number, mapped to the number's bytes so that a
// fault is named where it is written.
//
// A run of 0x88 indices is a literal of hex numbers of at most two
// digits, nothing but separators and brackets between them (its first
// line may begin with a declaration, "path[] = {"), more than half of
// the board's 64 squares. It is read as 0x88 when the text says so
// ("0x88" or "x88" on its first line or the three lines above it), or
// when every number has bits 3 and 7 clear and one is 0x40 or more: a
// list of more than 32 numbers of any other board's squares, counted
// from 0 or 1 in rows of more than 8 squares or more than 8 rows, would
// hold one with bit 3 or bit 7 set, and a number of 0x40 or more is no
// square of the 8x8 board counted so. Said to be 0x88, a number with
// bit 3 or 7 set is off the board: the list is refused, not judged.
//
// A run of bit boards is minListElements lines or more one after
// another, each with one hex number of sixteen digits, the width of a
// 64-bit board written out; whatever else a line holds ("ply 7") is its
// label. Every number must have one bit set: one that has none or
// several names no one square, and the run is refused at it.

// minX88Squares is the fewest 0x88 indices read as a tour: more than
// half the 64 squares of the one board they number.
const minX88Squares = 33

// squareCodeRuns are the runs of 0x88 indices and of bit boards in t:
// none unless t holds "0x", one pass over its lines otherwise.
func (t *text) squareCodeRuns() []recastRun {
	if !bytes.Contains(t.b, []byte("0x")) && !bytes.Contains(t.b, []byte("0X")) {
		return nil
	}
	var runs []recastRun
	for i := 0; i < len(t.lines); i++ {
		r, ok := t.x88Numbers(i, false)
		if !ok {
			r, ok = t.x88Numbers(i, true)
		}
		if !ok {
			r, ok = t.bitboardRun(i)
		}
		if ok {
			runs = append(runs, r)
			i = r.last
		}
	}
	return runs
}

// codedNumber is a number of the input that codes a square: its value,
// the offsets of its first byte and of the byte after it, and for one
// written in hex the count of its digits.
type codedNumber struct {
	v          uint64
	off, end   int
	digitCount int
}

// hexNumbers are the "0x" numbers of line i, at most 16 digits each,
// no letter, digit or '_' glued to either end.
func (t *text) hexNumbers(i int) []codedNumber {
	l := t.line(i)
	var nums []codedNumber
	for k := 0; k+2 < len(l); k++ {
		if l[k] != '0' || l[k+1]|0x20 != 'x' || k > 0 && isAlnum(l[k-1]) {
			continue
		}
		if v, d, ok := hexLiteral(l, k, 16); ok {
			nums = append(nums, codedNumber{v: v, off: t.lines[i] + k, end: t.lines[i] + d, digitCount: d - k - 2})
			k = d - 1
		}
	}
	return nums
}

// x88Line is the numbers of line i when it is a literal's numbers
// and nothing else but punctuation: hex numbers of at most two digits,
// or decimal numbers of at most three when decimal is true. first
// allows a declaration before the literal's opening bracket or '='.
func (t *text) x88Line(i int, first, decimal bool) ([]codedNumber, bool) {
	l := t.line(i)
	starts := []int{0}
	if first {
		for k, c := range l {
			if c == '{' || c == '[' || c == '(' || c == '=' {
				starts = append(starts, k+1)
			}
		}
	}
	for _, at := range starts {
		if nums, ok := literalNumbers(l[at:], t.lines[i]+at, decimal); ok {
			return nums, true
		}
	}
	return nil, false
}

// literalNumbers are the numbers of l, whose first byte is at off in
// the input, when l holds numbers of one kind and punctuation only.
func literalNumbers(l []byte, off int, decimal bool) ([]codedNumber, bool) {
	var nums []codedNumber
	for k := 0; k < len(l); {
		if bytes.IndexByte([]byte(" \t,;{}[]()"), l[k]) >= 0 {
			k++
			continue
		}
		d, v := k, uint64(0)
		switch {
		case decimal:
			for ; d < len(l) && isDigit(l[d]) && d-k < 4; d++ {
				v = v*10 + uint64(l[d]-'0')
			}
			if d == k || d-k > 3 {
				return nil, false
			}
		case k+2 < len(l) && l[k] == '0' && l[k+1]|0x20 == 'x':
			var ok bool
			if v, d, ok = hexLiteral(l, k, 2); !ok {
				return nil, false
			}
		default:
			return nil, false
		}
		if d < len(l) && isAlnum(l[d]) {
			return nil, false
		}
		nums = append(nums, codedNumber{v: v, off: off + k, end: off + d})
		k = d
	}
	return nums, len(nums) > 0
}

// x88Numbers reads the run of 0x88 indices written in hex, or in
// decimal, that begins on line i, if one does.
func (t *text) x88Numbers(i int, decimal bool) (recastRun, bool) {
	nums, ok := t.x88Line(i, true, decimal)
	if !ok {
		return recastRun{}, false
	}
	last := i
	for j := i + 1; j < len(t.lines); j++ {
		more, ok := t.x88Line(j, false, decimal)
		if !ok {
			break
		}
		nums, last = append(nums, more...), j
	}
	if len(nums) < minX88Squares {
		return recastRun{}, false
	}
	// The text calls the numbers 0x88 in the declaration before them or
	// on one of the three lines above that are not blank.
	said := bytes.Contains(bytes.ToLower(t.line(i)[:nums[0].off-t.lines[i]]), []byte("x88"))
	for j, seen := i-1, 0; j >= 0 && seen < 3 && !said; j-- {
		l := bytes.ToLower(t.line(j))
		if len(bytes.TrimSpace(l)) > 0 {
			seen++
			said = bytes.Contains(l, []byte("x88"))
		}
	}
	clear, high := true, false
	for _, n := range nums {
		clear = clear && n.v&0x88 == 0
		high = high || n.v >= 0x40
	}
	if !said && (decimal || !clear || !high) {
		return recastRun{}, false
	}
	run := recastRun{first: i, last: last, board: board.Board{W: 8, H: 8}}
	for _, n := range nums {
		if n.v&0x88 != 0 || n.v > 0x77 {
			line, col := t.pos(n.off)
			run.err = errAt(line, col, board.ErrSyntax, "0x88 index %s is no square of the 8x8 board: bit 3 or 7 set", t.b[n.off:n.end])
			return run, true
		}
		run.squares = append(run.squares, codedSquare(int(n.v&7), int(n.v>>4), n))
	}
	return run, true
}

// bitboardRun reads the run of bit boards that begins on line i, if one
// does.
func (t *text) bitboardRun(i int) (recastRun, bool) {
	var masks []codedNumber
	last := i - 1
	for j := i; j < len(t.lines); j++ {
		nums := t.hexNumbers(j)
		if len(nums) != 1 || nums[0].digitCount != 16 {
			break
		}
		masks, last = append(masks, nums[0]), j
	}
	if len(masks) < minListElements {
		return recastRun{}, false
	}
	run := recastRun{first: i, last: last, board: board.Board{W: 8, H: 8}}
	for _, m := range masks {
		if n := bits.OnesCount64(m.v); n != 1 {
			line, col := t.pos(m.off)
			run.err = errAt(line, col, board.ErrSyntax, "bit board %s has %d bits set: no one square, as each of the others is", t.b[m.off:m.end], n)
			return run, true
		}
		b := bits.TrailingZeros64(m.v)
		run.squares = append(run.squares, codedSquare(b%8, b/8, m))
	}
	return run, true
}

// codedSquare is the algebraic text of the square at file and rank
// (from 0), every byte mapped to the number n that stands for it.
func codedSquare(file, rank int, n codedNumber) recastSquare {
	text := []byte{byte('a' + file), byte('1' + rank)}
	return recastSquare{text: text, from: []int32{int32(n.off), int32(n.end - 1)}}
}

// codedTours reads head again with its runs of square codes and
// chains of moves (move_chains.go) as the square lists they stand for;
// ok false when it holds none.
func codedTours(head []byte, _ pass, opt ReadOptions) (pass, bool) {
	t := holdText(head)
	runs := t.squareCodeRuns()
	runs = append(runs, t.moveChains(runs)...)
	if len(runs) == 0 {
		return pass{}, false
	}
	t.rewriteRuns(runs)
	more, merr := readText(t, opt)
	t.toSource(more)
	t.errToSource(merr)
	more, merr = recastTours(runs, more, merr, t.b, opt)
	return pass{more, merr}, true
}
