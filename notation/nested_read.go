package notation

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/knightcert/knight/board"
)

// nestLeaf is the square one innermost group of a nested literal writes.
type nestLeaf struct {
	pair bool // integer coordinates (x, y), else the algebraic square sq
	x, y int
	sq   board.Square
	// step is the move's number written with the square, when hasStep:
	// keyed ("step": 3), a number beside the square's group ((3, (1,
	// 2))), or a number naming it (3: (1, 2), [2] => c3). tentative: the
	// first of three bare numbers, a step only when the list's firsts
	// count.
	step      int
	hasStep   bool
	tentative bool
	off       int  // where the square is written: its first coordinate
	record    bool // read from a record's fields (records.go)
	// from is where the move the record writes starts, when it writes
	// one ("from": "a1", "to": "b3"): the leaf's square is where it ends.
	from *nestLeaf
}

// The keys that name an axis, a step, a square and a board.
var (
	xKeys      = []string{"x", "col", "column", "file", "c"}
	yKeys      = []string{"y", "row", "rank", "r"}
	stepKeys   = []string{"step", "move", "index", "idx", "n", "num", "number", "order", "visit", "seq", "k", "t", "no"}
	squareKeys = []string{"square", "sq", "pos", "position", "cell", "at", "to", "coord", "coords", "field", "loc", "location", "point", "xy"}
	boardKeys  = []string{"board", "size", "dims", "dimensions", "shape"}
	widthKeys  = []string{"w", "width", "cols", "columns", "files"}
	heightKeys = []string{"h", "height", "rows", "ranks"}
)

// leafOf is the square node k writes, when it is a leaf: a group of two
// integers (bare, or keyed by the axes), of a step and two integers, of
// a step and such a group or an algebraic square; or, as a value of a
// list, an algebraic square. A number naming the value is its step.
func (tr *nestTree) leafOf(k int32, inList bool) (nestLeaf, bool) {
	n := tr.nodes[k]
	var lf nestLeaf
	var ok bool
	switch {
	case n.kind == nestSquare && inList && tr.stem == "":
		lf, ok = nestLeaf{sq: n.sq, off: n.off}, true
	case n.kind == nestGroup && !n.broken:
		lf, ok = tr.groupLeaf(n)
	}
	if !ok || !n.hasNumKey {
		return lf, ok
	}
	if lf.hasStep {
		return nestLeaf{}, false // two steps, or a key and three numbers: no square
	}
	lf.step, lf.hasStep = n.numKey(), true
	return lf, true
}

// groupLeaf is the square group n writes, if it is a leaf: a plain one
// (plainLeaf) or a record (recordLeaf).
func (tr *nestTree) groupLeaf(n nestNode) (nestLeaf, bool) {
	if tr.stem != "" {
		return tr.recordLeaf(n.kids()) // a stem names only a record's fields
	}
	if lf, ok := tr.plainLeaf(n); ok {
		return lf, true
	}
	return tr.recordLeaf(n.kids())
}

// plainLeaf is the square group n writes with no field but its own.
func (tr *nestTree) plainLeaf(n nestNode) (nestLeaf, bool) {
	var nums, subs, squares []nestNode
	for _, k := range n.kids() {
		kid := tr.nodes[k]
		if kid.hasNumKey {
			return nestLeaf{}, false
		}
		switch kid.kind {
		case nestNumber:
			nums = append(nums, kid)
		case nestGroup:
			subs = append(subs, kid)
		case nestSquare:
			squares = append(squares, kid)
		default:
			return nestLeaf{}, false
		}
	}
	coord := func(v int) bool { return v >= 0 && v <= board.MaxSide }
	step := func(s nestNode) bool { return s.v >= 0 && (s.key() == "" || slices.Contains(stepKeys, s.key())) }
	squareKey := func(s nestNode) bool { return s.key() == "" || slices.Contains(squareKeys, s.key()) }
	switch {
	case len(nums) == 2 && len(subs) == 0 && len(squares) == 0:
		a, b := nums[0], nums[1]
		if !coord(a.v) || !coord(b.v) {
			return nestLeaf{}, false
		}
		switch {
		case a.key() == "" && b.key() == "", slices.Contains(xKeys, a.key()) && slices.Contains(yKeys, b.key()):
			return nestLeaf{pair: true, x: a.v, y: b.v, off: a.off}, true
		case slices.Contains(yKeys, a.key()) && slices.Contains(xKeys, b.key()):
			return nestLeaf{pair: true, x: b.v, y: a.v, off: a.off}, true
		}
	case len(nums) == 3 && len(subs) == 0 && len(squares) == 0:
		if nums[0].key() == "" && nums[1].key() == "" && nums[2].key() == "" {
			if nums[0].v >= 0 && coord(nums[1].v) && coord(nums[2].v) {
				return nestLeaf{pair: true, x: nums[1].v, y: nums[2].v, step: nums[0].v, hasStep: true, tentative: true, off: nums[1].off}, true
			}
			return nestLeaf{}, false
		}
		var lf nestLeaf
		seen := 0
		for _, m := range nums {
			switch {
			case slices.Contains(stepKeys, m.key()) && m.v >= 0:
				lf.step, lf.hasStep, seen = m.v, true, seen|1
			case slices.Contains(xKeys, m.key()) && coord(m.v):
				lf.x, lf.off, seen = m.v, m.off, seen|2
			case slices.Contains(yKeys, m.key()) && coord(m.v):
				lf.y, seen = m.v, seen|4
			default:
				return nestLeaf{}, false
			}
		}
		lf.pair = true
		return lf, seen == 7
	case len(nums) == 1 && len(subs) == 1 && len(squares) == 0:
		inner, ok := tr.groupLeaf(subs[0])
		if !ok || !inner.pair || inner.hasStep || subs[0].broken || !squareKey(subs[0]) || !step(nums[0]) {
			return nestLeaf{}, false
		}
		inner.step, inner.hasStep = nums[0].v, true
		return inner, true
	case len(nums) == 1 && len(subs) == 0 && len(squares) == 1:
		if !step(nums[0]) || !squareKey(squares[0]) {
			return nestLeaf{}, false
		}
		return nestLeaf{sq: squares[0].sq, step: nums[0].v, hasStep: true, off: squares[0].off}, true
	case len(nums) == 0 && len(subs) == 0 && len(squares) == 1 && squareKey(squares[0]):
		return nestLeaf{sq: squares[0].sq, off: squares[0].off}, true
	case len(nums) == 0 && len(subs) == 1 && len(squares) == 0 && squareKey(subs[0]) && !subs[0].broken:
		inner, ok := tr.groupLeaf(subs[0]) // Some((1, 2)), {"pos": [1, 2]}
		return inner, ok && !inner.hasStep
	}
	return nestLeaf{}, false
}

// nestedSeq is one tour a tree holds: the values of one group, every one
// a leaf, or leaves in groups of their own on lines one after another at
// the top.
type nestedSeq struct {
	leaves []nestLeaf
	closed bool     // a group's values: its closing bracket ends the list
	spans  [][2]int // the bytes it is written in
	group  int32    // the group it is the values of, -1 at the top
	// labels are lines read as the list's banners and counts (records.go),
	// records its records that name no square (a log's header line).
	labels  [][2]int
	records []int32
	// keys names the keys its squares are read from, when its records
	// hold several sets of them.
	keys string
}

// sequences are the tours of tr, in the order written.
func (tr *nestTree) sequences(lines []int) []nestedSeq {
	var out []nestedSeq
	for k, n := range tr.nodes {
		if n.kind != nestGroup || n.broken || n.closer == '-' || len(n.kids()) == 0 {
			continue
		}
		leaves := make([]nestLeaf, 0, len(n.kids()))
		whole := true
		for _, kid := range n.kids() {
			if m := tr.nodes[kid]; m.key() != "" {
				if m.kind == nestGroup {
					whole = false // a record's field, not a list's value
					break
				}
				continue // an attribute beside the list (<tour width="4">)
			}
			lf, ok := tr.leafOf(kid, true)
			if !ok {
				whole = false
				break
			}
			leaves = append(leaves, lf)
		}
		if !whole || !enough(leaves) || !counted(leaves) {
			continue
		}
		out = append(out, nestedSeq{leaves: leaves, closed: true, spans: [][2]int{{n.off, n.end}}, group: int32(k)})
	}
	// At the top, groups that are leaves on lines one after another
	// (one JSON document a line, one SQL row a statement): a list
	// without brackets around it, ended by a line without a leaf.
	// A number or a group of numbers that is no leaf among them (a
	// table's (-1, -1)) makes its lines no list: the run is dropped up
	// to a line without leaves.
	var run nestedSeq
	lastLine, spoilt := -2, false
	flush := func() {
		parts := restarts(run.leaves)
		whole := !spoilt
		for _, p := range parts {
			whole = whole && enough(run.leaves[p[0]:p[1]]) && counted(run.leaves[p[0]:p[1]])
		}
		for k, p := range parts {
			if !whole {
				break // a part that does not count makes the run no list, as one would
			}
			seq := nestedSeq{leaves: run.leaves[p[0]:p[1]], spans: run.spans[p[0]:p[1]], group: -1}
			if k == 0 {
				seq.labels, seq.records = run.labels, run.records
			}
			out = append(out, seq)
		}
		run = nestedSeq{group: -1}
	}
	for _, k := range tr.top {
		n := tr.nodes[k]
		line := lineIndex(lines, n.off)
		if line > lastLine+1 {
			flush()
			spoilt = false
		}
		lf, ok := tr.leafOf(k, false)
		if n.kind == nestNumber && n.key() != "" && len(run.leaves) == 0 {
			continue // a field before the list ("width: 5"), which may name its board
		}
		switch {
		case !ok && n.kind == nestGroup && tr.axisFree(n.kids()):
			run.labels = append(run.labels, [2]int{n.off, n.end})
			run.records = append(run.records, k)
		case n.kind == nestNumber || n.kind == nestGroup && !ok && !tr.wordsOnly(n) || ok && n.key() != "" && !n.hasNumKey:
			spoilt = true
		case ok:
			run.leaves = append(run.leaves, lf)
			run.spans = append(run.spans, [2]int{n.off, n.end})
		default:
			continue // words and marks around the values
		}
		lastLine = lineIndex(lines, max(n.end-1, n.off))
	}
	flush()
	slices.SortStableFunc(out, func(a, b nestedSeq) int { return a.spans[0][0] - b.spans[0][0] })
	return out
}

// wordsOnly reports whether group n holds words alone (a SQL statement's
// column names): no value of a tour, and no end of the rows around it.
func (tr *nestTree) wordsOnly(n nestNode) bool {
	for _, k := range n.kids() {
		if tr.nodes[k].kind != nestWord {
			return false
		}
	}
	return n.kind == nestGroup
}

// restarts cuts leaves where their written steps begin again: records
// of several tours one after another, each counting its own steps from
// the number the first began with (a log's lines tagged with a tour's id
// beside the step), are one list each. Leaves not all stepped are one
// part; counted then judges each part.
func restarts(leaves []nestLeaf) [][2]int {
	if len(leaves) == 0 {
		return nil
	}
	var parts [][2]int
	from := 0
	for k, lf := range leaves {
		if !lf.hasStep {
			return [][2]int{{0, len(leaves)}}
		}
		if k > from && lf.step == leaves[0].step && leaves[k-1].step != lf.step {
			parts = append(parts, [2]int{from, k})
			from = k
		}
	}
	return append(parts, [2]int{from, len(leaves)})
}

// enough reports whether leaves are a list: two or more, or one with
// its step written (the 1x1 board's tour, "(1, (0, 0))").
func enough(leaves []nestLeaf) bool {
	return len(leaves) >= 2 || len(leaves) == 1 && leaves[0].hasStep
}

// counted reports whether the leaves are one kind of square and their
// steps, if written, count 0, 1, 2, ... or 1, 2, 3, ... in order: a
// list's leaves with steps that do not count are no tour written in
// order, and three bare numbers whose firsts do not count are no move's
// number and a square.
func counted(leaves []nestLeaf) bool {
	stepped := 0
	for _, lf := range leaves {
		if lf.pair != leaves[0].pair || lf.tentative != leaves[0].tentative || (lf.from == nil) != (leaves[0].from == nil) {
			return false
		}
		if lf.hasStep {
			stepped++
		}
	}
	if stepped == 0 {
		return true
	}
	if stepped != len(leaves) || leaves[0].step > 1 {
		return false
	}
	for k, lf := range leaves {
		if lf.step != leaves[0].step+k {
			return false
		}
	}
	return true
}

// keyedBoard is the board the keyed values of group kids name ("board":
// (8, 8), "size": 8, "w": 5 and "h": 6, "rows" and "cols"), and where.
func (tr *nestTree) keyedBoard(b []byte, kids []int32) (bd board.Board, off int, ok bool) {
	var w, h int
	for _, k := range kids {
		n := tr.nodes[k]
		switch {
		case slices.Contains(boardKeys, n.key()):
			switch n.kind {
			case nestNumber:
				bd = board.Board{W: int32(n.v), H: int32(n.v)}
			case nestGroup:
				lf, leaf := tr.groupLeaf(n)
				if !leaf || !lf.pair || lf.hasStep {
					return board.Board{}, 0, false
				}
				bd = board.Board{W: int32(lf.x), H: int32(lf.y)}
			case nestWord:
				var err error
				if bd, err = board.Parse(string(bytes.Trim(b[n.off:n.end], `"' `))); err != nil {
					return board.Board{}, 0, false
				}
			default:
				return board.Board{}, 0, false
			}
			off, ok = n.keyOff(), true
		case slices.Contains(widthKeys, n.key()) && n.kind == nestNumber:
			w, off = n.v, n.keyOff()
		case slices.Contains(heightKeys, n.key()) && n.kind == nestNumber:
			h, off = n.v, n.keyOff()
		}
	}
	if !ok && w > 0 && h > 0 {
		bd, ok = board.Board{W: int32(w), H: int32(h)}, true
	}
	if ok && (bd.W < 1 || bd.H < 1 || bd.W > board.MaxSide || bd.H > board.MaxSide) {
		return board.Board{}, 0, false
	}
	return bd, off, ok
}

// boardKey is a board named by keys, and where.
type boardKey struct {
	b   board.Board
	off int
	ok  bool
}

// nestedTours reads t as nested literals (parseNested): each list of
// leaves a tour of its own, its squares in the order written (by their
// steps, which count), pairs from 0 when a 0 appears, on the board a key
// beside it names, the board given, or the smallest that holds them.
// The text around the lists, their brackets, keys and board keys blanked,
// is read as any input is, so that whatever else it holds is accounted
// for. It reports false when t holds no such list.
func (t *text) nestedTours(opt ReadOptions) ([]Tour, bool) {
	tr := parseNested(t.b)
	var seqs []nestedSeq
	if opt.Format != Numbers && opt.Format != Indices { // squares are not asked for when numbers are
		seqs = tr.sequences(t.lines)
		if flat := tr.flatRecords(t.b, t.lines); len(flat) > 0 {
			seqs = append(seqs, flat...)
		}
		seqs = append(seqs, tr.stemSequences(t.lines, seqs)...)
		slices.SortStableFunc(seqs, func(a, b nestedSeq) int { return a.spans[0][0] - b.spans[0][0] })
	}
	blank := append([]byte(nil), t.b...)
	blankOut := func(from, to int) {
		for i := from; i < to && i < len(blank); i++ {
			if blank[i] != '\n' {
				blank[i] = ' '
			}
		}
	}
	// The board a key beside the lists names, once for each group that
	// holds lists (many tours in one list, or one a line, share it); at
	// the top, once for each document that says one (boardKids).
	docs := tr.topDocuments()
	header := true
	if len(docs) > 1 {
		first := len(t.b) // where the first list at the top begins
		for _, s := range seqs {
			if s.group < 0 || tr.nodes[s.group].parent < 0 {
				first = min(first, s.spans[0][0])
			}
		}
		for _, n := range tr.nodes {
			if n.parent < 0 && tr.numberList(n) {
				first = min(first, n.off)
			}
		}
		header = tr.nodes[docs[0][0]].off < first
	}
	boardKids := func(parent int32, at int) (int32, []int32) {
		if parent >= 0 || len(docs) < 2 {
			return parent, tr.kidsOf(parent)
		}
		d := documentOf(tr, docs, header, at)
		if d < 0 {
			return -1, nil
		}
		return -2 - int32(d), docs[d]
	}
	besides := map[int32]boardKey{}
	beside := func(parent int32, at int) boardKey {
		key, kids := boardKids(parent, at)
		if k, ok := besides[key]; ok {
			return k
		}
		var k boardKey
		if k.b, k.off, k.ok = tr.keyedBoard(t.b, kids); k.ok {
			for _, kid := range kids {
				if n := tr.nodes[kid]; boardKeyClass(n.key()) != 0 {
					blankOut(n.keyOff(), n.end)
				}
			}
		}
		besides[key] = k
		return k
	}
	tours := t.numberLists(tr, boardKids, beside, blankOut, opt)
	if len(seqs) == 0 && len(tours) == 0 {
		return nil, false
	}
	for _, s := range seqs {
		// The board is named on the list (<tour width="4" height="9">),
		// beside it ({'board': (8, 8), 'tour': [...]}) or at the top.
		var named boardKey
		if s.group >= 0 {
			named.b, named.off, named.ok = tr.keyedBoard(t.b, tr.nodes[s.group].kids())
		}
		for _, g := range s.records {
			if !named.ok {
				named.b, named.off, named.ok = tr.keyedBoard(t.b, tr.nodes[g].kids())
			}
		}
		if !named.ok {
			parent := int32(-1)
			if s.group >= 0 {
				parent = tr.nodes[s.group].parent
			}
			named = beside(parent, s.spans[0][0])
		}
		tour, whole := t.nestedTour(s, named.b, named.off, named.ok, opt)
		if !whole {
			continue // a path under half its board: left to the text around
		}
		for _, sp := range s.spans {
			blankOut(sp[0], sp[1])
		}
		t.setLabelsAside(&tour, s.labels, blankOut)
		if s.keys != "" && len(tour.Readings) > 0 {
			tour.Readings[0].label = strings.TrimPrefix(tour.Readings[0].label+"; the tour in the records' "+s.keys, "; ")
		}
		tours = append(tours, tour)
	}
	if len(tours) == 0 {
		return nil, false
	}
	rest := t.withBytes(blank)
	var more []Tour
	if len(bytes.TrimSpace(blank)) > 0 {
		var err error
		if more, err = readText(rest, opt); err != nil && !errors.Is(err, errOnlyWords) {
			if squareLike(blank) {
				return nil, false // what is left may be a tour no reader reads
			}
			more = nil // punctuation and words ("$VAR1 = ", ";")
		}
	}
	// A block left that no reader reads and that writes no square
	// ("$VAR1 = ", a lone ";") is the literal's punctuation: words.
	more = slices.DeleteFunc(more, func(tr Tour) bool {
		if tr.Err == nil || len(tr.Readings) > 0 {
			return false
		}
		text := tr.first
		for _, l := range tr.lines {
			text += "\n" + l.Text
		}
		return !squareLike([]byte(text))
	})
	if len(more) == 0 && len(tours[0].Readings) > 0 {
		// Only words around the lists: named as skipped, as a caption is.
		d := &tours[0].Readings[0]
		for i := range t.lines {
			if l := oneSpaced(string(rest.line(i))); l != "" {
				line, _ := t.pos(t.lines[i])
				d.Skipped = append(d.Skipped, Skip{Line: line, Text: l})
			}
		}
	}
	tours = append(tours, more...)
	slices.SortStableFunc(tours, func(a, b Tour) int { return a.Line - b.Line })
	// What the text around reads is measured against the lists as every
	// block is against the tours beside it: a prompt ("1 ]=> ") too
	// small to be half of a tour is words, whatever the lists' verdict.
	// The lines are not read alone again (opt.alone): a list's places
	// are its leaves', so the rest of a record (a move's "dst") would
	// read as a tour of its own.
	alone := opt
	alone.alone = true
	return t.markTourLike(setAside(tours, opt), alone), true
}

// nestedTour is the tour of one list of leaves, and whether the list is
// one: a list of more than half its board's squares, or one the board
// does not hold. A shorter one is a path (a shortest path's squares, a
// move's), no tour; so are squares that fill a guessed board one or two
// squares wide, which has no tour (but 1x1), or more squares than it.
func (t *text) nestedTour(s nestedSeq, keyed board.Board, keyOff int, hasKey bool, opt ReadOptions) (Tour, bool) {
	walk, err := t.movesWalked(s.leaves)
	if err != nil {
		line, _ := t.pos(s.leaves[0].off)
		return Tour{Line: line, Err: err, Asked: opt.Format, squares: len(s.leaves)}, true
	}
	first := walk[0].off
	line, _ := t.pos(first)
	p := make(board.Path, len(walk))
	offs := make([]int32, len(walk))
	base := 1
	for _, lf := range walk {
		if lf.pair && (lf.x == 0 || lf.y == 0) {
			base = 0
		}
	}
	for k, lf := range walk {
		p[k], offs[k] = lf.sq, int32(lf.off)
		if lf.pair {
			p[k] = board.Square{X: int32(lf.x + 1 - base), Y: int32(lf.y + 1 - base)}
		}
	}
	d := Document{Path: p, Format: Algebraic, Line: line, places: &places{t: t, offs: offs}, nested: true, nestedWhole: s.closed || s.leaves[0].hasStep,
		movePairs: s.leaves[0].from != nil}
	if s.leaves[0].pair {
		d.Format, d.Based, d.Base = XY, true, base
	}
	switch {
	case hasKey && opt.Board != (board.Board{}) && keyed != opt.Board && keyed != (board.Board{W: opt.Board.H, H: opt.Board.W}):
		return Tour{Line: line, Err: t.errAt(keyOff, ErrBoardMismatch, "the text names %s board, the board given is %v", board.A(keyed.String()), opt.Board), Asked: opt.Format, squares: len(walk)}, true
	case opt.Board != (board.Board{}):
		d.Board = opt.Board
	case hasKey:
		d.Board, d.HasBoard = keyed, true
	default:
		d.Board, d.fromSquares = box(p), true
	}
	if d.Format == XY {
		fitPairs(&d)
	}
	if !namesOverHalf(d.Path, d.Board) || d.fromSquares && (len(d.Path) > d.Board.Size()+1 || min(d.Board.W, d.Board.H) < 3 && d.Board.Size() > 1) {
		return Tour{}, false // no board of a tour held by the squares, or a path
	}
	if offBoard(d.Path, d.Board) > 0 {
		// Its squares counted, so that a list of another board than the
		// one given is a tour unread beside the tours read, never words.
		k := slices.IndexFunc(d.Path, func(sq board.Square) bool { return !d.Board.Contains(sq) })
		given := ""
		if opt.Board != (board.Board{}) {
			given = " given"
		}
		return Tour{Line: line, Err: t.errAt(int(offs[k]), ErrMisread, "square %d of the list, %v, is off the %v board%s", k+1, d.Path[k], d.Board, given), Asked: opt.Format, squares: len(walk)}, true
	}
	return Tour{Line: line, Readings: []Document{d}, Asked: opt.Format}, true
}

// movesWalked is the walk leaves write: the leaves themselves, or, when
// each is a move (a record's "from" and "to"), the first move's start
// and then where each move goes. A move that starts elsewhere than the
// one before went is a fault of the moves as written: its start is a
// square of the walk, so that the step to it is judged as the move it
// is, when it is no knight's move; when it is one, the record before
// may have been left out or be at fault, and which the text does not
// say, so the moves are refused.
func (t *text) movesWalked(leaves []nestLeaf) ([]nestLeaf, error) {
	if leaves[0].from == nil {
		return leaves, nil
	}
	walk := make([]nestLeaf, 0, len(leaves)+1)
	walk = append(walk, *leaves[0].from)
	for k, lf := range leaves {
		if prev := walk[len(walk)-1]; leafSquare(prev) != leafSquare(*lf.from) {
			if board.IsKnightMove(leafSquare(prev), leafSquare(*lf.from)) {
				return nil, t.errAt(lf.from.off, ErrMisread, "move %d starts at %s, a knight's move from %s where move %d went: a move left out, or one at fault, and the moves do not say which",
					k+1, leafName(*lf.from), leafName(prev), k)
			}
			walk = append(walk, *lf.from)
		}
		to := lf
		to.from = nil
		walk = append(walk, to)
	}
	return walk, nil
}

// leafSquare is the square a leaf writes, its pair's coordinates as
// they are written.
func leafSquare(lf nestLeaf) board.Square {
	if lf.pair {
		return board.Square{X: int32(lf.x), Y: int32(lf.y)}
	}
	return lf.sq
}

// leafName is a leaf's square as a message names it: algebraic, or its
// pair as written.
func leafName(lf nestLeaf) string {
	if lf.pair {
		return fmt.Sprintf("(%d, %d)", lf.x, lf.y)
	}
	return lf.sq.String()
}

// nestedNote is what Reading says of a list read from a nested literal.
const nestedNote = "read by structure, each square an innermost group of a nested literal"

// squareLike reports whether b writes an integer standing alone or an
// algebraic square: what a tour is made of.
func squareLike(b []byte) bool {
	for i, j := range wordsOf(b, notAlnum) {
		if n := valueOf(b[i:j], i, j); n.kind != nestWord {
			return true
		}
	}
	return false
}

// numberLists are the tours of tr's lists of whole numbers alone, as
// many as the squares of the board a key beside the list names, or of
// the board given: a record's flat list ("solution": [0, 17, ...]).
// The list does not say whether it numbers the squares in turn or names
// each step's square by its index, so both readings stand, and the
// verdict takes the one that is a tour, or names both.
func (t *text) numberLists(tr *nestTree, boardKids func(int32, int) (int32, []int32), beside func(int32, int) boardKey, blankOut func(from, to int), opt ReadOptions) []Tour {
	var readers []func([]token, ReadOptions) ([]Document, error)
	switch opt.Format {
	case Auto:
		readers = append(readers, t.numbers, t.indices)
	case Numbers:
		readers = append(readers, t.numbers)
	case Indices:
		readers = append(readers, t.indices)
	default:
		return nil // squares asked for: no list of numbers is read
	}
	var tours []Tour
	// The board keyed beside each list, without blanking the keys
	// (beside does) until a list is taken.
	keyedBeside := map[int32]boardKey{}
	for _, n := range tr.nodes {
		if !tr.numberList(n) {
			continue
		}
		key, kids := boardKids(n.parent, n.off)
		named, seen := keyedBeside[key]
		if !seen {
			named.b, named.off, named.ok = tr.keyedBoard(t.b, kids)
			keyedBeside[key] = named
		}
		on := opt
		line, _ := t.pos(n.off)
		switch {
		case named.ok && opt.Board != (board.Board{}) && named.b != opt.Board:
			if len(n.kids()) == named.b.Size() {
				tours = append(tours, Tour{Line: line, Err: t.errAt(named.off, ErrBoardMismatch, "the text names %s board, the board given is %v", board.A(named.b.String()), opt.Board), Asked: opt.Format, squares: len(n.kids())})
				beside(n.parent, n.off)
				blankOut(n.off, n.end)
			}
			continue
		case named.ok:
			on.Board = named.b
		}
		if on.Board == (board.Board{}) || len(n.kids()) != on.Board.Size() {
			continue
		}
		toks := t.tokens(block{segs: [][2]int{{n.off, n.end}}})
		var docs []Document
		for _, read := range readers {
			if ds, err := read(toks, on); (reading{docs: ds, err: err}).sensible() {
				docs = append(docs, ds...)
			}
		}
		if len(docs) > 0 {
			tours = append(tours, Tour{Line: line, Readings: docs, Asked: opt.Format})
			beside(n.parent, n.off)
			blankOut(n.off, n.end)
		}
	}
	return tours
}

// numberList reports whether n is a list of whole numbers alone, four
// or more: a flat list that may number a board's squares.
func (tr *nestTree) numberList(n nestNode) bool {
	if n.kind != nestGroup || n.broken || n.closer != ']' || len(n.kids()) < 4 {
		return false
	}
	return !slices.ContainsFunc(n.kids(), func(k int32) bool { m := tr.nodes[k]; return m.kind != nestNumber || keyed(m) || m.v < 0 })
}

// boardKeyClass is the part of a board key k names: 'b' the whole board,
// 'w' its width, 'h' its height, 0 none.
func boardKeyClass(k string) byte {
	switch {
	case slices.Contains(boardKeys, k):
		return 'b'
	case slices.Contains(widthKeys, k):
		return 'w'
	case slices.Contains(heightKeys, k):
		return 'h'
	}
	return 0
}

// topDocuments cuts the board keys at the top of tr into the documents
// that say them: a part of the board said again (a second width, a
// second size) begins another document's keys, as a second "[board]"
// table or YAML's next document after "---" does. A size one document
// says is that document's only.
func (tr *nestTree) topDocuments() [][]int32 {
	var docs [][]int32
	said := map[byte]bool{}
	for _, k := range tr.top {
		c := boardKeyClass(tr.nodes[k].key())
		if c == 0 {
			continue
		}
		if len(docs) == 0 || said[c] {
			docs = append(docs, nil)
			clear(said)
		}
		said[c] = true
		docs[len(docs)-1] = append(docs[len(docs)-1], k)
	}
	return docs
}

// documentOf is the document of docs whose board keys name the board of
// a list at the top at byte at, -1 when none does: the last said before
// it when the first document says its board before its list (header),
// else the first said after it. docs are in the order of the text, so a
// binary search finds it: a list each of many documents costs no square.
func documentOf(tr *nestTree, docs [][]int32, header bool, at int) int {
	if header {
		return sort.Search(len(docs), func(k int) bool { return tr.nodes[docs[k][0]].off >= at }) - 1
	}
	if k := sort.Search(len(docs), func(k int) bool { return tr.nodes[docs[k][0]].off > at }); k < len(docs) {
		return k
	}
	return -1
}
