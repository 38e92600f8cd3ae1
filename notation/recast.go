package notation

import (
	"bytes"
	"errors"
	"iter"
	"slices"
	"strings"

	"github.com/knightcert/knight/board"
)

// Positions one after another (positions.go), headed tables
// (headed.go), R's lists of pairs (indexed_lists.go), moves in a
// legend's codes (compass_codes.go) and squares told in sentences
// (prose_squares.go) are square sequences written otherwise than as
// squares, and numbers drawn by coordinates (placed_grids.go) a grid
// written otherwise than in rows.
// Each is read as the square list it stands for, one square a line in
// place of its lines, and the text around it as written; every byte
// read maps back to the one it stands for (a position's piece, a
// record's fields), so that a fault is named where its square is
// written. A sequence that gives no square list (a position with no
// piece or several, a FEN that does not parse, rows elided) is a tour
// of its own that no reading reads, its error at the line and column.

// recastSquare is one square of a sequence as the text a list reads,
// from[k] the offset in t.b that text[k] stands for.
type recastSquare struct {
	text []byte
	from []int32
}

// recastRun is one sequence: its lines (from 0), its squares or why it
// has none, and the board its positions are on (zero for a table).
type recastRun struct {
	first, last int
	squares     []recastSquare
	board       board.Board
	err         *board.ParseError
	srcFirst    int // its first and last lines in the input, from 1
	srcLast     int
	// rows, when set, are the line of the run (from 0) each square is
	// written on: a grid's row.
	rows []int
	// columns names the columns of a table read, when it has several
	// sets of them: which of its tours a verdict is of.
	columns   string
	columnsAt [2]int // where the first square of those columns is written
}

// recast reads the sequences of t as square lists, and reports them;
// none when t holds none, t unchanged.
func (t *text) recast() []recastRun {
	var runs []recastRun
	for _, ps := range t.positionRuns() {
		r := recastRun{first: ps[0].first, last: ps[len(ps)-1].last, board: ps[0].board}
		r.squares, r.err = positionSquares(ps)
		runs = append(runs, r)
	}
	for _, tb := range t.headedTables(t.linesOf(runs)) {
		r := recastRun{first: tb.first, last: tb.last, squares: tb.squares, err: tb.err, rows: tb.rows, columns: tb.columns}
		if r.columns != "" && r.err == nil {
			r.columnsAt[0], r.columnsAt[1] = t.pos(int(r.squares[0].from[0]))
		}
		runs = append(runs, r)
	}
	runs = append(runs, t.indexedLists(runs)...)
	if mayPlace(t.b) {
		runs = append(runs, t.placedGrids(runs)...)
	}
	runs = append(runs, t.yamlGrids(runs)...)
	runs = append(runs, t.compassRuns(runs)...)
	runs = append(runs, t.proseRuns(runs)...)
	runs = append(runs, t.pairChains(runs)...)
	if len(runs) == 0 {
		return nil
	}
	t.rewriteRuns(runs)
	return runs
}

// rewriteRuns reads t again with each run in runs written as its
// squares, the lines around them as written.
func (t *text) rewriteRuns(runs []recastRun) {
	slices.SortFunc(runs, func(a, b recastRun) int { return a.first - b.first })
	for k := range runs {
		runs[k].srcFirst, _ = t.pos(t.lines[runs[k].first])
		runs[k].srcLast, _ = t.pos(t.lines[runs[k].last])
	}
	// Line i of the text read stands for line i of t, so that a line
	// named after the reading is the input's: a run's squares are on the
	// lines they are written on when they are in the order written, else
	// its k-th line holds its k-th square, or its first line all of them
	// when they are more than its lines; its other lines are a rule,
	// which parts no list.
	content := make([][]recastSquare, len(t.lines))
	inRun := t.linesOf(runs)
	for _, r := range runs {
		if r.err != nil {
			continue
		}
		own := true // the squares are in the order they are written
		for k := 1; k < len(r.squares); k++ {
			own = own && r.squares[k].from[0] > r.squares[k-1].from[0]
		}
		for k, sq := range r.squares {
			i := r.first + k
			switch {
			case r.rows != nil:
				i = r.first + r.rows[k]
			case own:
				i = t.lineOf(sq)
			case len(r.squares) > r.last-r.first+1:
				i = r.first
			}
			content[i] = append(content[i], sq)
		}
	}
	var out []byte
	var from []int32
	for i := range t.lines {
		end := len(t.b)
		if i+1 < len(t.lines) {
			end = t.lines[i+1] - 1 // its line break
		}
		switch {
		case !inRun[i]:
			for k := t.lines[i]; k < end; k++ {
				out, from = append(out, t.b[k]), append(from, int32(k))
			}
		case content[i] == nil:
			out, from = append(out, "=="...), append(from, int32(t.lines[i]), int32(t.lines[i]))
		default:
			for k, sq := range content[i] {
				if k > 0 {
					out, from = append(out, ' '), append(from, sq.from[0])
				}
				out, from = append(out, sq.text...), append(from, sq.from...)
			}
		}
		if end == len(t.b) {
			break
		}
		// A line break that is the input's starts the next line at the
		// input's next line; one that stands for a square's byte starts
		// it at the next square, written on another line.
		brk := int32(end)
		if i+1 < len(t.lines) && len(from) > 0 && content[i+1] != nil && t.lineOf(content[i+1][0]) != i+1 {
			brk = from[len(from)-1]
		}
		out, from = append(out, '\n'), append(from, brk)
	}
	t.reread(out, from)
}

// linesOf marks the lines (from 0) of t that a run of runs is on, so
// that a reader after them reads only the lines they left.
func (t *text) linesOf(runs []recastRun) []bool {
	taken := make([]bool, len(t.lines))
	for _, r := range runs {
		for i := r.first; i <= r.last; i++ {
			taken[i] = true
		}
	}
	return taken
}

// lineRuns are the runs of lines of t (from 0), each its first and last
// line, that no run taken marks and that joins takes: joins(first, i)
// reports whether line i goes on the run begun on line first, and is
// asked of first itself before the lines after it, so that it may keep
// what the first line sets (a shape the others must have). A run ends at
// the first line it does not take, which may begin the next.
func (t *text) lineRuns(taken []bool, joins func(first, i int) bool) iter.Seq2[int, int] {
	return func(yield func(first, last int) bool) {
		for i := 0; i < len(t.lines); {
			if taken[i] || !joins(i, i) {
				i++
				continue
			}
			j := i
			for j+1 < len(t.lines) && !taken[j+1] && joins(i, j+1) {
				j++
			}
			if !yield(i, j) {
				return
			}
			i = j + 1
		}
	}
}

// paragraphs are the runs of lines of t (from 0) between blank lines,
// each its first and last line.
func (t *text) paragraphs() iter.Seq2[int, int] {
	return t.lineRuns(make([]bool, len(t.lines)), func(_, i int) bool { return !blank(t.line(i)) })
}

// words are the words of line i of t, parted by the bytes apart
// reports: each word's start and end in t.b.
func (t *text) words(i int, apart func(byte) bool) iter.Seq2[int, int] {
	return func(yield func(off, end int) bool) {
		l, start := t.line(i), t.lines[i]
		for k := 0; k < len(l); {
			if apart(l[k]) {
				k++
				continue
			}
			e := k
			for e < len(l) && !apart(l[e]) {
				e++
			}
			if !yield(start+k, start+e) {
				return
			}
			k = e
		}
	}
}

// recastTours merges the tours read from a recast text with the
// sequences that gave no square list, and takes the board of each tour
// read from positions from them: the positions' ranks and files, not
// the smallest board that holds its squares.
func recastTours(runs []recastRun, tours []Tour, err error, rest []byte, opt ReadOptions) ([]Tour, error) {
	var faults []Tour
	for _, r := range runs {
		if r.err != nil {
			faults = append(faults, Tour{Line: r.err.Line, Err: r.err, Asked: opt.Format, squares: max(len(r.squares), r.last-r.first+1), first: r.err.Msg})
		}
	}
	if err != nil {
		if len(faults) == 0 || !errors.Is(err, errOnlyWords) && !onlyRules(rest) {
			return tours, err
		}
		tours = nil // the sequences at fault are all there is
	}
	for i := range tours {
		for k := range tours[i].Readings {
			d := &tours[i].Readings[k]
			for _, r := range runs {
				if r.board != (board.Board{}) && r.err == nil && d.Line >= r.srcFirst && d.Line <= r.srcLast && d.fromSquares && opt.Board == (board.Board{}) {
					d.Board, d.HasBoard, d.fromSquares = r.board, true, false
				}
				if line, col, ok := d.Place(0); ok && r.columns != "" && [2]int{line, col} == r.columnsAt {
					d.label = strings.TrimPrefix(d.label+"; the tour in the table's "+r.columns, "; ")
				}
			}
		}
	}
	tours = append(tours, faults...)
	slices.SortStableFunc(tours, func(a, b Tour) int { return a.Line - b.Line })
	return tours, nil
}

// onlyRules reports whether b holds no more than blank lines and the
// rules that stand for a sequence's lines.
func onlyRules(b []byte) bool {
	for _, l := range bytes.Split(b, []byte("\n")) {
		if l = bytes.TrimSpace(l); len(l) > 0 && !bytes.Equal(l, []byte("==")) {
			return false
		}
	}
	return true
}

// lineOf is the line (from 0) of t that sq is written on.
func (t *text) lineOf(sq recastSquare) int { return lineIndex(t.lines, int(sq.from[0])) }
