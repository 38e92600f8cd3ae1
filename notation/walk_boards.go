package notation

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/knightcert/knight/board"
)

// A program that shows its search prints the board after every move,
// drawn in a few characters rather than numbers: one for a square not
// visited, one for the knight, and often one for the squares it left
// ("$" on "-" and "#", "N" on "."). No board numbers its squares; the
// run of them does. Boards of one shape, one after another, each one
// move on from the one before, are a walk, and the order in which the
// squares become marked is its path. Which character means what is not
// looked up but read: the square not visited is the character most of
// the first board is drawn in, the knight the one drawn once on every
// board, and the squares left either stay marked (the path so far) or
// not (the knight alone). When boards follow each other with nothing
// between, their height is the one that reads a walk; blank lines and
// captions ("Move 12:") between them part them too, and so do a
// diagram's frame rules and file letters; its rank labels and walls
// beside a row are no cells. Diagrams of one piece each (positions) are
// the walk of the knight alone; the first of several pieces is refused.

// walkRow is a row of a board drawn in characters: its cells, each one
// character, and where each is written.
type walkRow struct {
	line  int // from 0
	cells []rune
	offs  []int
}

// minWalkSide is the least width and height of a board read as a walk:
// no board narrower than 3 has a tour but 1x1, and rules of one
// character ("-----") are no board.
const minWalkSide = 3

// walkRowAt is line i of t as a row of a board in characters: cells
// written one after another, or a space apart, none a digit or a
// space, at most three characters in all.
func (t *text) walkRowAt(i int) (walkRow, bool) {
	l := t.line(i)
	start := t.lines[i]
	trimmed := bytes.TrimLeft(l, " \t")
	start += len(l) - len(trimmed)
	trimmed = bytes.TrimRight(trimmed, " \t")
	if len(trimmed) == 0 || t.fileLabels(i) || t.ruleOnly(i) && bytes.ContainsAny(trimmed, "=+|:") {
		return walkRow{}, false
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
		return walkRow{}, false
	}
	spaced := bytes.IndexByte(trimmed, ' ') >= 0
	row := walkRow{line: i}
	var seen []rune
	for k := 0; k < len(trimmed); {
		r, size := utf8.DecodeRune(trimmed[k:])
		if r == utf8.RuneError || unicode.IsDigit(r) || unicode.IsSpace(r) {
			return walkRow{}, false
		}
		row.cells = append(row.cells, r)
		row.offs = append(row.offs, start+k)
		if !slices.Contains(seen, r) {
			if seen = append(seen, r); len(seen) > 3 {
				return walkRow{}, false
			}
		}
		k += size
		if spaced {
			if k < len(trimmed) && trimmed[k] != ' ' {
				return walkRow{}, false // a word, not cells a space apart
			}
			for k < len(trimmed) && trimmed[k] == ' ' {
				k++
			}
		}
	}
	return row, len(row.cells) >= minWalkSide
}

// walkRun is a run of rows of one width in at most three characters,
// parted by lines that are not such rows (blank lines, captions) into
// segments of rows one under another.
type walkRun struct {
	segs [][]walkRow
}

// walkRuns are the runs of t's lines that could be boards of a walk.
func (t *text) walkRuns() []walkRun {
	var out []walkRun
	var cur walkRun
	var chars []rune
	gap := false
	flush := func() {
		if len(cur.segs) > 0 {
			out = append(out, cur)
		}
		cur, chars, gap = walkRun{}, nil, false
	}
	for i := range t.lines {
		row, ok := t.walkRowAt(i)
		if !ok {
			if len(cur.segs) > 0 {
				gap = true
			}
			continue
		}
		joined := chars
		for _, r := range row.cells {
			if !slices.Contains(joined, r) {
				joined = append(joined, r)
			}
		}
		if len(cur.segs) > 0 && (len(row.cells) != len(cur.segs[0][0].cells) || len(joined) > 3) {
			flush()
			for _, r := range row.cells {
				if !slices.Contains(chars, r) {
					chars = append(chars, r)
				}
			}
		} else {
			chars = joined
		}
		if len(cur.segs) == 0 || gap {
			cur.segs = append(cur.segs, nil)
			gap = false
		}
		cur.segs[len(cur.segs)-1] = append(cur.segs[len(cur.segs)-1], row)
	}
	flush()
	return out
}

// walkBoard is one board of a walk: its cells row by row from the top,
// and where each is written.
type walkBoard struct {
	cells []rune
	offs  []int
	line  int // from 0
}

// boardsOf cuts the run's segments into boards of h rows, the first
// most of them.
func (run walkRun) boardsOf(h, most int) ([]walkBoard, bool) {
	var out []walkBoard
	for _, seg := range run.segs {
		if len(seg)%h != 0 {
			return nil, false
		}
		for k := 0; k < len(seg) && len(out) < most; k += h {
			b := walkBoard{line: seg[k].line}
			for _, r := range seg[k : k+h] {
				b.cells = append(b.cells, r.cells...)
				b.offs = append(b.offs, r.offs...)
			}
			out = append(out, b)
		}
	}
	return out, len(out) >= 3 // a board before a search and one after it are no walk
}

// startsWalk reports whether every segment of the run is boards of h
// rows, the first of them all one character but a cell: cut there, the
// run could be a walk. It saves cutting every height into boards.
func (run walkRun) startsWalk(h int) bool {
	for _, seg := range run.segs {
		if len(seg)%h != 0 {
			return false
		}
	}
	counts := map[rune]int{}
	n := 0
	for _, r := range run.segs[0][:h] {
		for _, c := range r.cells {
			counts[c]++
			n++
		}
	}
	for _, k := range counts {
		if k == n-1 {
			return true
		}
	}
	return false
}

// maxRows is the run's rows, more than it has boards of any height.
func maxRows(run walkRun) int {
	n := 0
	for _, seg := range run.segs {
		n += len(seg)
	}
	return n
}

// walkPath reads boards as a walk: the cells in the order they become
// marked, or the knight's cell on each board, boards that repeat the one
// before (a walk stuck, printed again) passed over. bad is the board
// that is no move on from the one before, when the first reads a walk's
// start; -1 when no walk starts here.
func walkPath(boards []walkBoard) (path []int, from []int, bad int) {
	first := boards[0].cells
	counts := map[rune]int{}
	for _, c := range first {
		counts[c]++
	}
	var empty rune
	for c, n := range counts {
		if n > counts[empty] || n == counts[empty] && c < empty {
			empty = c
		}
	}
	if counts[empty] != len(first)-1 {
		return nil, nil, -1 // a walk starts with one square marked
	}
	// The knight: drawn once on every board, and not the empty square.
	var knight rune
	knights := 0
	for c := range counts {
		if c == empty {
			continue
		}
		once := true
		for _, b := range boards {
			if k := slices.Index(b.cells, c); k < 0 || slices.Contains(b.cells[k+1:], c) {
				once = false
				break
			}
		}
		if once {
			knight, knights = c, knights+1
		}
	}
	marked := func(b walkBoard) []int {
		var out []int
		for k, c := range b.cells {
			if c != empty {
				out = append(out, k)
			}
		}
		return out
	}
	seen := map[int]bool{}
	kept, alone := true, true // the squares left stay marked; or only the knight is
	for k, b := range boards {
		if k > 0 && string(b.cells) == string(boards[k-1].cells) {
			continue
		}
		m := marked(b)
		var at int
		switch {
		case knights == 1:
			at = slices.Index(b.cells, knight)
		case len(path) == 0:
			at = m[0]
		default:
			// No knight drawn: the squares marked grow by one a board.
			at = -1
			for _, x := range m {
				if !seen[x] {
					if at >= 0 {
						return path, from, k
					}
					at = x
				}
			}
			if at < 0 || len(m) != len(seen)+1 {
				return path, from, k
			}
		}
		seen[at] = true
		kept = kept && len(m) == len(seen) && allSeen(m, seen)
		alone = alone && len(m) == 1 && m[0] == at
		if !kept && !alone {
			return path, from, k
		}
		path = append(path, at)
		from = append(from, k)
	}
	return path, from, len(boards)
}

// piecesDrawn is the chess pieces drawn on a board whose other cells are
// all one mark: a diagram; 0 when it is none.
func piecesDrawn(b walkBoard) int {
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

func allSeen(m []int, seen map[int]bool) bool {
	for _, x := range m {
		if !seen[x] {
			return false
		}
	}
	return true
}

// walk is a run read as a walk: its boards and path, or the board where
// it stops being one.
type walk struct {
	boards     []walkBoard
	w, h       int
	path, from []int
	bad        int // len(boards) when every board is a move on
}

// readWalk reads a run as a walk. Boards parted by lines between them
// are read at that height; boards with nothing between at the one
// height that reads a walk of them all. ok is false when the run is no
// walk: no board shape fits, or the boards parted by blank lines and
// captions do not start one.
func readWalk(run walkRun) (walk, bool) {
	w := len(run.segs[0][0].cells)
	if w > board.MaxSide {
		return walk{}, false
	}
	short := len(run.segs[0])
	for _, seg := range run.segs {
		short = min(short, len(seg))
	}
	var found []walk
	for h := minWalkSide; h <= min(short, board.MaxSide); h++ {
		if !run.startsWalk(h) {
			continue
		}
		// The first few boards first: most heights fail there, and
		// cutting every one into all its boards would cost the run's
		// length a height.
		if few, ok := run.boardsOf(h, 3); !ok {
			continue
		} else if _, _, bad := walkPath(few); bad != len(few) {
			continue
		}
		boards, _ := run.boardsOf(h, maxRows(run))
		path, from, bad := walkPath(boards)
		if bad == len(boards) {
			found = append(found, walk{boards: boards, w: w, h: h, path: path, from: from, bad: bad})
		}
	}
	if len(found) == 1 {
		return found[0], true
	}
	if len(found) > 1 || len(run.segs) < 2 {
		return walk{}, false
	}
	// Boards parted by lines, each as high as the others: a walk that
	// goes wrong at a board is that fault, when its first move reads
	// one.
	h := len(run.segs[0])
	for _, seg := range run.segs[:len(run.segs)-1] {
		if len(seg) != h {
			return walk{}, false
		}
	}
	boards, ok := run.boardsOf(h, maxRows(run))
	if !ok || h < minWalkSide {
		return walk{}, false
	}
	path, from, bad := walkPath(boards)
	if bad < 0 && piecesDrawn(boards[0]) > 1 {
		return walk{boards: boards, w: w, h: h, bad: 0}, true // diagrams, the first of several pieces
	}
	if bad < 2 || bad >= len(boards) {
		return walk{}, false // a board before and one after a search is no walk
	}
	return walk{boards: boards, w: w, h: h, path: path, from: from, bad: bad}, true
}

// walkTours reads the walks among t's lines, each a tour, and returns
// the lines they take (from 0), so that the rest of the text is read on
// its own.
func (t *text) walkTours(opt ReadOptions) (tours []Tour, taken []int) {
	for _, run := range t.walkRuns() {
		wk, ok := readWalk(run)
		if !ok {
			continue
		}
		for _, seg := range run.segs {
			for _, r := range seg {
				taken = append(taken, r.line)
			}
		}
		tours = append(tours, t.walkTour(wk, opt))
	}
	return tours, taken
}

// walkTour is the tour of a walk: its path when it covers the board, or
// why it is none.
func (t *text) walkTour(wk walk, opt ReadOptions) Tour {
	first := wk.boards[0]
	line, _ := t.pos(first.offs[0])
	b := board.Board{W: int32(wk.w), H: int32(wk.h)}
	at := func(bd walkBoard, sentinel error, format string, args ...any) Tour {
		l, c := t.pos(bd.offs[0])
		return Tour{Line: line, Err: errAt(l, c, sentinel, format, args...), Asked: opt.Format, squares: len(wk.path)}
	}
	if opt.Board != (board.Board{}) && opt.Board != b {
		return at(first, ErrBoardMismatch, "boards drawn in characters, %d rows of %d, are %s board, not %v", wk.h, wk.w, board.A(b.String()), opt.Board)
	}
	if wk.bad == 0 {
		return at(first, board.ErrSyntax, "the diagram holds %d pieces: a walk of boards drawn in characters starts with one square marked", piecesDrawn(first))
	}
	if wk.bad < len(wk.boards) {
		bd := wk.boards[wk.bad]
		l, _ := t.pos(bd.offs[0])
		prev, _ := t.pos(wk.boards[wk.bad-1].offs[0])
		return at(bd, board.ErrSyntax, "the board on line %d is not one move on from the board on line %d (a board left out, or a square marked that the knight did not reach): the walk's order is not known", l, prev)
	}
	if len(wk.path) < b.Size() {
		last := wk.boards[wk.from[len(wk.from)-1]]
		return at(last, ErrPartialBoard, "a walk of %d boards drawn in characters stops after %d of the %d squares of %s board: no tour", len(wk.boards), len(wk.path), b.Size(), board.A(b.String()))
	}
	path := make(board.Path, len(wk.path))
	offs := make([]int32, len(wk.path))
	for k, cell := range wk.path {
		r, c := cell/wk.w, cell%wk.w
		y := int32(wk.h - r)
		if opt.Flip {
			y = int32(r + 1)
		}
		path[k] = board.Square{X: int32(c + 1), Y: y}
		offs[k] = int32(wk.boards[wk.from[k]].offs[cell])
	}
	d := Document{Board: b, HasBoard: true, Path: path, Format: Grid, Line: line, Flipped: opt.Flip, walked: true,
		places:  &places{t: t, offs: offs},
		caption: fmt.Sprintf("a walk of %d boards drawn in characters, the squares in the order they are marked, the top row rank %d", len(wk.boards), wk.h)}
	return Tour{Line: line, Readings: []Document{d}, Asked: opt.Format}
}

// readWalks is readHeld for an input that draws a walk: each walk a tour,
// and the text around them, their rows blanked, read as any other. ok is
// false when the input draws none.
func readWalks(head []byte, opt ReadOptions) (_ []Tour, ok bool) {
	t := holdText(head)
	walks, taken := t.walkTours(opt)
	src := newText(head)
	if len(walks) == 0 || len(src.lines) != len(t.lines) {
		return nil, false
	}
	rest := bytes.Clone(head)
	for _, i := range taken {
		for k := src.lines[i]; k < len(rest) && rest[k] != '\n' && rest[k] != '\r'; k++ {
			rest[k] = ' '
		}
	}
	if len(bytes.TrimSpace(rest)) > 0 {
		tours, err := readLayouts(rest, opt)
		p := reread(rest, pass{tours, err}, opt)
		walks = append(walks, p.tours...)
		if p.err != nil && !errors.Is(p.err, errOnlyWords) {
			walks = append(walks, Tour{Line: lineOf(p.err), Err: p.err, Asked: opt.Format})
		}
	}
	slices.SortStableFunc(walks, func(a, b Tour) int { return a.Line - b.Line })
	return walks, true
}
