package notation

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"slices"

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
// between, their height is the one that reads a walk; blank lines,
// captions ("Move 12:") and a diagram's frame part them too (the runs of
// boards are found by char_boards.go). Diagrams of one piece each
// (positions) are the walk of the knight alone; the first of several
// pieces is refused.

// startsWalk reports whether every segment of the run is boards of h
// rows, the first of them all one character but a cell: cut there, the
// run could be a walk. It saves cutting every height into boards.
func (run charRun) startsWalk(h int) bool {
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

// walkPath reads boards as a walk: the cells in the order they become
// marked, or the knight's cell on each board, boards that repeat the one
// before (a walk stuck, printed again) passed over. bad is the board
// that is no move on from the one before, when the first reads a walk's
// start; -1 when no walk starts here.
func walkPath(boards []charBoard) (path []int, from []int, bad int) {
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
	marked := func(b charBoard) []int {
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
		kept = kept && len(m) == len(seen) && !slices.ContainsFunc(m, func(x int) bool { return !seen[x] })
		alone = alone && len(m) == 1 && m[0] == at
		if !kept && !alone {
			return path, from, k
		}
		path = append(path, at)
		from = append(from, k)
	}
	return path, from, len(boards)
}

// walk is a run read as a walk: its boards and path, or the board where
// it stops being one.
type walk struct {
	boards     []charBoard
	w, h       int
	path, from []int
	bad        int // len(boards) when every board is a move on
}

// readWalk reads a run as a walk. Boards parted by lines between them
// are read at that height; boards with nothing between at the one
// height that reads a walk of them all. ok is false when the run is no
// walk: no board shape fits, or the boards parted by blank lines and
// captions do not start one.
func readWalk(run charRun) (walk, bool) {
	w := len(run.segs[0][0].cells)
	if w > board.MaxSide {
		return walk{}, false
	}
	short := len(run.segs[0])
	for _, seg := range run.segs {
		short = min(short, len(seg))
	}
	var found []walk
	for h := minCharSide; h <= min(short, board.MaxSide); h++ {
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
		boards, _ := run.boardsOf(h, math.MaxInt)
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
	boards, ok := run.boardsOf(h, math.MaxInt)
	if !ok || h < minCharSide {
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
	for _, run := range t.charRuns() {
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
	at := func(bd charBoard, sentinel error, format string, args ...any) Tour {
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
