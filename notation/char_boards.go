package notation

import (
	"bytes"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Boards drawn in characters rather than numbers: one character a
// square, written one after another or a space apart, in at most three
// characters in all (the square not visited, the knight, the squares it
// left; "." and a piece letter in a diagram). A board's rows are lines
// of such cells, all as wide; a diagram's frame rules and file letters
// are no rows and part boards, and its rank labels and walls beside a
// row are no cells. This file cuts a text into runs of such rows; a
// run's boards are read by walk_boards.go, one pass over the lines.

// charRow is a row of a board drawn in characters: its cells, each one
// character, and where each is written.
type charRow struct {
	line  int // from 0
	cells []rune
	offs  []int
}

// minCharSide is the least width and height of a board read as a walk:
// no board narrower than 3 has a tour but 1x1, and rules of one
// character ("-----") are no board.
const minCharSide = 3

// charRowAt is line i of t as a row of a board in characters: cells
// written one after another, or a space apart, none a digit or a
// space, at most three characters in all.
func (t *text) charRowAt(i int) (charRow, bool) {
	l := t.line(i)
	start := t.lines[i]
	trimmed := bytes.TrimLeft(l, " \t")
	start += len(l) - len(trimmed)
	trimmed = bytes.TrimRight(trimmed, " \t")
	if len(trimmed) == 0 || t.fileLabels(i) || t.ruleOnly(i) && bytes.ContainsAny(trimmed, "=+|:") {
		return charRow{}, false
	}
	// A diagram's rank labels and walls at either end are no cells.
	if k := len(trimmed) - len(bytes.TrimLeft(trimmed, "0123456789")); k > 0 && k < len(trimmed) && (trimmed[k] == ' ' || trimmed[k] == '|') {
		trimmed, start = trimmed[k:], start+k
	}
	if k := len(bytes.TrimRight(trimmed, "0123456789")); k > 0 && k < len(trimmed) && (trimmed[k-1] == ' ' || trimmed[k-1] == '|') {
		trimmed = trimmed[:k]
	}
	inner := bytes.TrimLeft(trimmed, " |")
	start += len(trimmed) - len(inner)
	trimmed = bytes.TrimRight(inner, " |")
	if len(trimmed) == 0 {
		return charRow{}, false
	}
	spaced := bytes.IndexByte(trimmed, ' ') >= 0
	row := charRow{line: i}
	var seen []rune
	for k := 0; k < len(trimmed); {
		r, size := utf8.DecodeRune(trimmed[k:])
		if r == utf8.RuneError || unicode.IsDigit(r) || unicode.IsSpace(r) {
			return charRow{}, false
		}
		row.cells = append(row.cells, r)
		row.offs = append(row.offs, start+k)
		if seen = withChars(seen, []rune{r}); len(seen) > 3 {
			return charRow{}, false
		}
		k += size
		if spaced {
			if k < len(trimmed) && trimmed[k] != ' ' {
				return charRow{}, false // a word, not cells a space apart
			}
			for k < len(trimmed) && trimmed[k] == ' ' {
				k++
			}
		}
	}
	return row, len(row.cells) >= minCharSide
}

// charRun is a run of rows of one width in at most three characters,
// parted by lines that are not such rows (blank lines, captions) into
// segments of rows one under another.
type charRun struct {
	segs [][]charRow
}

// charRuns are the runs of t's lines that could be boards of a walk.
func (t *text) charRuns() []charRun {
	var out []charRun
	var cur charRun
	var chars []rune
	gap := false
	flush := func() {
		if len(cur.segs) > 0 {
			out = append(out, cur)
		}
		cur, chars, gap = charRun{}, nil, false
	}
	for i := range t.lines {
		row, ok := t.charRowAt(i)
		if !ok {
			if len(cur.segs) > 0 {
				gap = true
			}
			continue
		}
		if len(cur.segs) > 0 && (len(row.cells) != len(cur.segs[0][0].cells) || len(withChars(chars, row.cells)) > 3) {
			flush()
		}
		chars = withChars(chars, row.cells)
		if len(cur.segs) == 0 || gap {
			cur.segs = append(cur.segs, nil)
			gap = false
		}
		cur.segs[len(cur.segs)-1] = append(cur.segs[len(cur.segs)-1], row)
	}
	flush()
	return out
}

// withChars is chars and the characters of cells not among them.
func withChars(chars, cells []rune) []rune {
	for _, r := range cells {
		if !slices.Contains(chars, r) {
			chars = append(chars, r)
		}
	}
	return chars
}

// charBoard is one board of a walk: its cells row by row from the top,
// and where each is written.
type charBoard struct {
	cells []rune
	offs  []int
	line  int // from 0
}

// boardsOf cuts the run's segments into boards of h rows, the first
// most of them.
func (run charRun) boardsOf(h, most int) ([]charBoard, bool) {
	var out []charBoard
	for _, seg := range run.segs {
		if len(seg)%h != 0 {
			return nil, false
		}
		for k := 0; k < len(seg) && len(out) < most; k += h {
			b := charBoard{line: seg[k].line}
			for _, r := range seg[k : k+h] {
				b.cells = append(b.cells, r.cells...)
				b.offs = append(b.offs, r.offs...)
			}
			out = append(out, b)
		}
	}
	return out, len(out) >= 3 // a board before a search and one after it are no walk
}

// pieceRunes are the pieces a diagram may hold: FEN's letters (either
// colour) and the chess symbols.
const pieceRunes = "KQRBNPkqrbnp♔♕♖♗♘♙♚♛♜♝♞♟"

// piecesDrawn is the chess pieces drawn on a board whose other cells are
// all one mark: a diagram; 0 when it is none.
func piecesDrawn(b charBoard) int {
	n := 0
	var empty rune
	for _, c := range b.cells {
		switch {
		case strings.ContainsRune(pieceRunes, c):
			n++
		case empty == 0:
			empty = c
		case c != empty:
			return 0
		}
	}
	return n
}

// fileLabels reports whether line i writes a diagram's file letters, a,
// b, c, ... in order, a space apart or packed.
func (t *text) fileLabels(i int) bool {
	l := bytes.Fields(bytes.Trim(t.line(i), " \t\r|+"))
	if len(l) == 1 {
		l = bytes.Split(l[0], nil)
	}
	for k, w := range l {
		if len(w) != 1 || w[0] != byte('a'+k) && w[0] != byte('A'+k) {
			return false
		}
	}
	return len(l) >= 3
}

// ruleOnly reports whether line i is a frame's or a table's rule: dashes,
// '=', '+' and '|' alone.
func (t *text) ruleOnly(i int) bool {
	l := bytes.TrimSpace(t.line(i))
	return len(l) > 0 && len(bytes.Trim(l, "-=+|:")) == 0
}
