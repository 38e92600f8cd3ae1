package notation

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/streamhook"
)

// ErrMisread: the text shows a sign that it was read the wrong way, such as
// a number larger than the board can need or every number twice (boards
// side by side). It is a reading problem, never a fault of the tour.
var ErrMisread = errors.New("misread")

// Tour is one tour of an input as [ReadTours] finds it: where it begins,
// every plausible reading of it, or why it has none.
type Tour struct {
	// Line is the line of the input the tour begins on.
	Line int
	// Readings are the readings that make sense (squares on the board, a
	// grid numbered without repeats), the one the text suggests first.
	// They are empty when Err is set, except that a grid whose numbering
	// is at fault keeps its reading for the verdict to name.
	Readings []Document
	// Asked is the notation the caller asked for ([ReadOptions.Format]):
	// a weak reading (square numbers) is certain only when asked for.
	Asked Format
	// Err is why no reading makes sense: a [*board.ParseError] with the
	// line and column. It wraps [ErrNumbering] when the one reading is
	// certain and its numbering is the fault (a number twice); anything
	// else is a reading problem.
	Err error

	// squares counts the tokens of an unreadable tour that could name a
	// square (numbers, words ending in digits), and first is its first
	// line: a block too small to be a whole tour beside one that is read
	// is words (a prompt's answer, "N = 8"), not a tour.
	squares int
	first   string
	// sourced: its positions are the input's already, read from a text
	// of its own (literalTours), and no rewrite of the text moves them.
	sourced bool
	// lines are the block's lines, its words and data, one Skip each: a
	// block set aside as words names every line it spans, and a line
	// with an array of numbers on it ("[[5]]") is set aside as Partial.
	lines []Skip
	// tried are the readings tried of an unreadable tour, each with why
	// it does not read, for the refusal to name with the flag of each.
	tried []reading
	// noTour says why the unreadable block's numbers can be no tour
	// in any notation (repeatNumbers).
	noTour string
}

// ReadTours reads every tour of the input, each on its own: a tour that
// cannot be read does not stop the others. Its error is for the input as a
// whole: a read error, an input longer than its limit, or one with no tour
// at all. Inputs up to 4 MiB may hold any number of tours in any layout
// [ReadAll] reads; a longer input holds one tour in a plain notation.
func ReadTours(r io.Reader, opt ReadOptions) (tours []Tour, err error) {
	// Many tours of the board given may be more than one needs: the
	// tolerant limit holds unless the caller set a smaller one.
	limit := min(streamAbove, streamhook.Above)
	if opt.MaxBytes > 0 {
		limit = min(limit, opt.MaxBytes)
	}
	head, whole, err := readHead(r, limit)
	if err != nil {
		return nil, err
	}
	if !whole {
		d, err := readStream(utf16Stream(head, io.MultiReader(bytes.NewReader(head), r)), opt, nil)
		if err != nil {
			var perr *board.ParseError
			if errors.Is(err, ErrTooLarge) || !errors.As(err, &perr) {
				return nil, err
			}
			return []Tour{{Line: perr.Line, Err: err, Asked: opt.Format}}, nil
		}
		return []Tour{{Line: d.Line, Readings: []Document{d}, Asked: opt.Format}}, nil
	}
	head, _ = fromUTF16(head)
	head = lineEnds(head)
	defer recoverStop(&tours, &err, bytes.Count(head, []byte("\n"))+1)
	tours, err = readWhole(head, opt)
	if more, ok := proseTours(head, tours, err, opt); ok {
		return more, nil
	}
	return tours, err
}

// readWhole is ReadTours of an input held in memory.
func readWhole(head []byte, opt ReadOptions) ([]Tour, error) {
	tours, err := readCaptioned(head, opt)
	if err != nil {
		return tours, err
	}
	otherBoardLiterals(head, tours, opt)
	return markElided(head, piecesBesideUnread(cutPieces(readEdges(labelledTours(tours)), opt), opt)), nil
}

// readHeld reads every tour of an input held in memory, each on its own:
// the one engine of [ReadTours] and [ReadAll].
func readHeld(head []byte, opt ReadOptions) ([]Tour, error) {
	opt.checkStop(0)
	if t := holdText(head); opt.Format != Grid && opt.Format != JSON {
		if variations, ok := t.gameMoves(); ok {
			return gameTours(t, variations, opt)
		}
	}
	if opt.Format == Auto || opt.Format == Grid {
		if tours, ok := holdText(head).cellMapTours(opt); ok {
			return tours, nil
		}
		if tours, ok := readWalks(head, opt); ok {
			return tours, nil
		}
	}
	tours, err := readLayouts(head, opt)
	p := reread(head, pass{tours, err}, opt)
	if opt.Format == Auto {
		listingFaults(p.tours)
	}
	return p.tours, p.err
}

// readLayouts is readHeld for any input: every layout the readers know
// looked for, a model's named values read as the facts they are
// (namedFacts), positions and headed tables read as the square lists they
// stand for (recast), and several literals on a line read as the lines
// they would be on their own (cutFragments).
func readLayouts(head []byte, opt ReadOptions) ([]Tour, error) {
	opt.checkStop(0)
	t := holdText(head)
	named := t.namedFacts()
	runs := t.recast()
	if !t.cutFragments() && runs == nil && !named {
		return readText(t, opt)
	}
	tours, err := readText(t, opt)
	t.toSource(tours)
	t.errToSource(err)
	if runs != nil {
		return recastTours(runs, tours, err, t.b, opt)
	}
	return tours, err
}

// readText is readLayouts of an input held as t: every tour read, and
// every line that holds what a tour is made of but none read named
// (markTourLike).
func readText(t *text, opt ReadOptions) ([]Tour, error) {
	opt.checkStop(0)
	if grids := t.cellLineGrids(opt); len(grids) > 0 && !t.runs {
		if tours, ok := t.withCellLines(grids, opt); ok {
			return t.markTourLike(t.markFragments(tours), opt), nil
		}
	}
	tours, err := t.readTours(opt)
	if err != nil {
		return tours, err
	}
	return t.markTourLike(t.markFragments(tours), opt), nil
}

// readTours is the tours of readText.
func (t *text) readTours(opt ReadOptions) ([]Tour, error) {
	opt.checkStop(0)
	blocks, err := t.split()
	if errors.Is(err, errOnlyWords) {
		// Every line a word line: marks or words before each, read by
		// structure if a tour is there.
		var tours []Tour
		around, faults := t.structuralText(opt, nil)
		for _, d := range around {
			for _, part := range splitLines([]Document{d}) {
				tours = append(tours, Tour{Line: part[0].Line, Readings: part, Asked: opt.Format})
			}
		}
		tours = append(tours, faults...)
		if len(tours) > 0 {
			slices.SortStableFunc(tours, func(a, b Tour) int { return a.Line - b.Line })
			return tours, nil
		}
		if tours := t.fixedWidth(nil, opt); len(tours) > 0 {
			return tours, nil // rows whose every number touches another are words split at spaces
		}
		if fault := t.gridFault(block{segs: [][2]int{{0, len(t.b)}}}, opt); fault != nil {
			return []Tour{{Line: lineOf(fault), Err: fault, Asked: opt.Format}}, nil
		}
		// Rows of numbers cut short ("> 16 1 24"), or their numbering
		// under -read grid.
		switch doc, cut := t.cutGrid(block{segs: [][2]int{{0, len(t.b)}}}, opt); {
		case doc != nil:
			return []Tour{{Line: doc.Line, Readings: []Document{*doc}, Asked: opt.Format}}, nil
		case errors.Is(cut, ErrNumbering):
			return []Tour{{Line: lineOf(cut), Err: cut, Asked: opt.Format}}, nil
		case cut != nil:
			err = cut
		}
	}
	if err != nil {
		return nil, err
	}
	var tours []Tour
	fens := t.fenStarts()
	opt.checkStop(0)
	reads := t.readEach(t.jsonFragments(t.linePerTour(blocks, opt)), fens, opt)
	lastCut := ""  // the cut grid the last block named: a paragraph's blocks name it once
	var lone []int // the tours that are one bare number (loneNumber)
	faulted := false
	for _, rd := range reads {
		bl, line, docs, err, opt := rd.bl, rd.line, rd.docs, rd.err, rd.opt
		tours = append(tours, rd.faults...)
		faulted = faulted || len(rd.faults) > 0
		if docs == nil && err == nil {
			continue // read whole as tours of its own (literalTours)
		}
		if err != nil && !t.isJSON(bl) && !errors.Is(err, ErrNumbering) && !errors.Is(err, ErrTooLarge) && !errors.Is(err, errPieceUndecided) {
			// Rows of numbers cut short: no reading is certain, unless
			// -read grid asked for their numbering.
			doc, cut := t.cutGrid(bl, opt)
			key := ""
			switch {
			case doc != nil:
				docs, err, key = []Document{*doc}, nil, fmt.Sprint("grid at ", doc.Line)
			case cut != nil:
				err, key = cut, cut.Error()
			}
			if key != "" && key == lastCut {
				continue // the paragraph's other block, named once
			}
			lastCut = key
		}
		for i := range docs {
			docs[i].Skipped = append(append([]Skip(nil), t.skipsOf(bl.skipped, docs, i)...), docs[i].Skipped...)
			if docs[i].Format == Grid && !docs[i].crowded && docs[i].places != nil && docs[i].places.t == t {
				docs[i].crowded = t.wrappedLiteral(docs[i])
			}
		}
		if err == nil && opt.Board == (board.Board{}) {
			var refused []Tour
			docs, refused = t.statedSizes(bl, docs)
			tours = append(tours, refused...)
			if len(docs) == 0 {
				continue
			}
		}
		switch {
		case err != nil:
			squares := t.squareTokens(bl)
			if errors.Is(err, ErrNoBoard) {
				squares = t.listLength(bl, opt, squares) // pairs: two numbers a square
				if n := flatNumbering(t.blockInts(bl)); openTourSquares(n) {
					squares = max(squares, n) // or a board's flat numbering, a tour of some board of n squares
				}
			}
			if errors.Is(err, ErrNumbering) {
				// A grid's cells, however written (inside a string's
				// quotes): the squares its numbering is at fault over.
				squares = max(squares, len(t.blockInts(bl)))
			}
			noTour := t.noTourWhy(bl)
			if noTour == "" && errors.Is(err, errEmptyBoard) {
				noTour = emptyAside // a grid read, every cell one mark
			}
			tours = append(tours, Tour{Line: line, Readings: docs, Err: err, squares: squares, first: string(bytes.TrimSpace(t.b[bl.segs[0][0]:bl.segs[0][1]])), lines: t.blockLines(bl, noTour == ""), tried: rd.tried, noTour: noTour})
		case t.isJSON(bl) || len(docs) > 1 && docs[0].Part > 0:
			for _, d := range docs { // JSON documents, boards side by side: one tour each
				tours = append(tours, Tour{Line: d.Line, Readings: []Document{d}})
			}
		case len(docs) == 1 && docs[0].Board.Size() == 1 && opt.Board == (board.Board{}) && opt.Format == Auto && t.loneNumber(bl):
			lone = append(lone, len(tours))
			tours = append(tours, Tour{Line: line, Readings: docs})
		default:
			for _, part := range splitLines(docs) {
				tours = append(tours, Tour{Line: part[0].Line, Readings: part})
			}
		}
	}
	if !slices.ContainsFunc(tours, func(tr Tour) bool {
		return slices.ContainsFunc(tr.Readings, func(d Document) bool { return len(d.Path) > 1 })
	}) {
		// One bare number with no longer tour beside it (which sets it
		// aside as a fragment): a count or an answer, no tour.
		for _, k := range lone {
			tours[k] = Tour{Line: tours[k].Line, Err: &board.ParseError{Line: tours[k].Line, Col: 1, Err: errLoneNumber, Msg: loneWhy}, Asked: opt.Format}
		}
	}
	// Lines of words around the blocks may hold a tour of their own, its
	// every line begun with a mark or a word (<tr><td>1</td>...).
	inBlock := make([]bool, len(t.lines))
	for _, rd := range reads {
		first, last := t.span(rd.bl)
		for l := first; l <= last && l <= len(inBlock); l++ {
			inBlock[l-1] = true
		}
	}
	if faulted {
		slices.SortStableFunc(tours, func(a, b Tour) int { return a.Line - b.Line })
	}
	if around, faults := t.structuralText(opt, inBlock); len(around) > 0 || len(faults) > 0 {
		for _, f := range faults {
			// A fault a block's reading found already is that tour's.
			if !slices.ContainsFunc(tours, func(tr Tour) bool { return tr.Err != nil && tr.Err.Error() == f.Err.Error() }) {
				tours = append(tours, f)
			}
		}
		for _, d := range around {
			if len(d.Path) <= 2 {
				continue // one or two squares in words ("Start position: a1"): words
			}
			for _, part := range splitLines([]Document{d}) {
				tours = append(tours, Tour{Line: part[0].Line, Readings: part})
			}
		}
		slices.SortStableFunc(tours, func(a, b Tour) int { return a.Line - b.Line })
	}
	for i := range tours {
		tours[i].Asked = opt.Format
		fenStart(&tours[i], fens, opt.Board != (board.Board{}))
		t.statedStarts(&tours[i], opt.Board)
	}
	return dropReread(setAside(cutPieces(t.joinCut(t.fixedWidth(t.columnBlocks(t.wholeGrids(t.wordTours(tours, opt), opt), opt), opt), opt), opt), opt)), nil
}

// dropReread drops a tour that no reading reads when every line of it
// that writes squares, and the line its fault is on, holds squares a
// reading of another tour read: the readers that join lines (a literal's
// opening line to the rows below it) read a tour whole while the block
// its rows make alone stays unreadable, and the same lines are one tour,
// not a second one overlapping it. So is a tour each of whose readings
// a tour before it read too, the same squares at the same places: two
// readers that took one block (a table's rows, and its cells) read one
// tour, not two. One pass over the readings' squares.
func dropReread(tours []Tour) []Tour {
	readBefore := map[string]bool{}
	tours = slices.DeleteFunc(tours, func(tr Tour) bool {
		var keys []string
		for _, d := range tr.Readings {
			key := []byte(d.Path.String())
			for k := range d.Path {
				line, col, ok := d.Place(k)
				if !ok || d.Part > 0 {
					return false // a reading whose places are not all known, or boards side by side
				}
				key = fmt.Appendf(key, " %d:%d", line, col)
			}
			keys = append(keys, string(key))
		}
		if len(keys) > 0 && !slices.ContainsFunc(keys, func(k string) bool { return !readBefore[k] }) {
			return true
		}
		for _, k := range keys {
			readBefore[k] = true
		}
		return false
	})
	used := map[int]bool{} // lines a reading's squares are on
	for _, tr := range tours {
		for _, d := range tr.Readings {
			for k := range d.Path {
				if line, _, ok := d.Place(k); ok {
					used[line] = true
				}
			}
		}
	}
	if len(used) == 0 {
		return tours
	}
	return slices.DeleteFunc(tours, func(tr Tour) bool {
		if tr.Err == nil || len(tr.Readings) > 0 || !used[tr.Line] || !used[lineOf(tr.Err)] {
			return false
		}
		data := 0
		for _, sk := range tr.lines {
			if sk.squares == "" {
				continue
			}
			if !used[sk.Line] {
				return false
			}
			data++
		}
		return data > 0
	})
}

// cutPieces marks as pieces (Document.piece) the square lists of a run
// of two or more tours one after another, each read one way on the board
// given and naming fewer squares than it has, no square in two of them
// and no more squares in all than a tour has: one tour cut by the lines
// between them (a comment, a caption) reads so as well as several, so
// none of them is judged alone with certainty. Lists that share a
// square are several, whatever lies between them. With no board given,
// the lists' boards are guessed each from its own squares, so the run is
// measured on the smallest board that holds all of them: the pieces of
// one tour each guess a board smaller than the tour's. A column of a
// table of tours (tableColumns) is no piece: the lines hold it whole. A block that
// did not read may hold the rest of the tour, so it stands in the run
// too, and one list beside it is a piece.
func cutPieces(tours []Tour, opt ReadOptions) []Tour {
	given := opt.Board != (board.Board{})
	// A list of moves names each square it joins twice: its squares are
	// those it joins, and a cut between two moves leaves the square they
	// share at the end of one piece and the start of the next, which is
	// no square in two of them (a start stated alone above the list
	// still is).
	squares := func(t Tour) board.Path {
		if p := t.Readings[0].Path; moveChain(p) {
			return joined(p)
		}
		return t.Readings[0].Path
	}
	list := func(t Tour) bool {
		if t.Err != nil || len(t.Readings) != 1 || t.Readings[0].Format == Grid || t.Readings[0].Format == JSON || t.Readings[0].Part > 0 {
			return false
		}
		if given {
			return len(squares(t)) < opt.Board.Size()
		}
		return t.Readings[0].fromSquares && len(squares(t)) < t.Readings[0].Board.Size()
	}
	unread := func(t Tour) bool { return !given && t.Err != nil }
	for i := 0; i < len(tours); {
		if !list(tours[i]) && !unread(tours[i]) {
			i++
			continue
		}
		j, w, h, lists := i, 0, 0, 0
		for ; j < len(tours) && (list(tours[j]) || unread(tours[j])); j++ {
			if unread(tours[j]) {
				continue
			}
			lists++
			for _, s := range tours[j].Readings[0].Path {
				w, h = max(w, int(s.X)), max(h, int(s.Y))
			}
		}
		n := w * h
		if given {
			n = opt.Board.Size()
		}
		seen, total, pieces := map[board.Square]bool{}, 0, lists > 0
		var last board.Path // the list before
		for k := i; k < j; k++ {
			if unread(tours[k]) {
				last = nil
				continue
			}
			path := squares(tours[k])
			pieces = pieces && len(path) < n
			if len(last) > 2 && len(path) > 2 && path[0] == last[len(last)-1] {
				path = path[1:]
			}
			last = path
			for _, s := range path {
				pieces = pieces && !seen[s]
				seen[s] = true
			}
			total += len(path)
		}
		if j-i >= 2 && pieces && total <= n+1 {
			for k := i; k < j; k++ {
				if !unread(tours[k]) {
					tours[k].Readings[0].piece = true
				}
			}
		}
		i = j
	}
	return tours
}

// lineOf is the line of a positioned error, 0 for another.
func lineOf(err error) int {
	var perr *board.ParseError
	if errors.As(err, &perr) {
		return perr.Line
	}
	return 0
}

// blockRead is one block's readings, or why it has none.
type blockRead struct {
	bl    block
	opt   ReadOptions // with the board of a FEN tag before it
	line  int
	docs  []Document
	err   error
	tried []reading
	// faults are the certain faults of grids among the block's lines
	// in none of docs (rowFaults): tours of their own.
	faults []Tour
}

// readEach reads each block by the layout readers, then by structure
// when they read it not or off the board; then each run of blocks that
// neither reads, one after another, is read by structure as one block: a
// tour printed with blank lines or lines of words among its rows (PHP's
// print_r and var_dump).
func (t *text) readEach(blocks []block, fens []fen, opt ReadOptions) []blockRead {
	reads := make([]blockRead, 0, len(blocks))
	for _, bl := range blocks {
		line, _ := t.pos(bl.segs[0][0])
		opt.checkStop(line)
		opt := opt
		if f := fenBefore(fens, line); opt.Board == (board.Board{}) && f != nil && f.board != (board.Board{}) {
			// A game's FEN tag says its board: the moves are on it.
			opt.Board = f.board
		}
		emptyRead := func() blockRead {
			at := bl.segs[0][0]
			for at < len(t.b) && isSpace(t.b[at]) {
				at++
			}
			line, col := t.pos(at)
			return blockRead{bl: bl, opt: opt, line: line, err: &board.ParseError{Line: line, Col: col, Err: errEmptyBoard, Msg: "no tour:" + emptyAside[1:]}}
		}
		if t.emptyBoard(bl) || opt.Format == Auto && t.sameNumbers(bl) {
			reads = append(reads, emptyRead())
			continue
		}
		if tours, ok := t.literalTours(bl, opt); ok {
			reads = append(reads, blockRead{bl: bl, opt: opt, line: line, faults: tours})
			continue
		}
		docs, tried, err := t.readings(bl, opt)
		offBoard := err == nil && !(reading{docs: docs}).sensible() // squares off the board: a misread
		if (err != nil && !errors.Is(err, ErrNumbering) || offBoard) && opt.Board != (board.Board{}) && !t.isJSON(bl) {
			// Grids one after another read as one grid, or not read:
			// each is a tour, on the board given or not. A fault of
			// one grid of the board given is its own.
			if each := t.gridsEach(bl, opt); each != nil {
				reads = append(reads, each...)
				continue
			}
		}
		var takes func([]Document) bool // what a reading by structure must be to stand
		switch {
		case err != nil && (!t.isJSON(bl) || t.notJSON(bl) || errors.Is(err, errNoTour)) && !errors.Is(err, ErrNumbering) && !errors.Is(err, ErrTooLarge) && !errors.Is(err, ErrNoBoard):
			// No layout reader read it: read it by what a tour is made
			// of, the text around it skipped.
			takes = func([]Document) bool { return true }
		case errors.Is(err, ErrNoBoard):
			// Numbers read as pairs, which do not say their board, may
			// be rows that number a grid, which does ("- [31, 4, 13,
			// 16, 29, 2]", a YAML row of six), a pair in the words
			// around it ("starting from (0,0).") read beside it.
			takes = func(ds []Document) bool {
				return slices.ContainsFunc(ds, func(d Document) bool { return d.Format == Grid })
			}
		case offBoard:
			// Only a reading with squares off the board (a grid's rows
			// read as pairs): the structure may read it sensibly, or
			// find the grid's fault.
			takes = func(ds []Document) bool { return (reading{docs: ds}).sensible() }
		}
		var faults []Tour
		if takes != nil {
			if ds, ok := t.structural(bl, opt); ok && takes(ds) {
				docs, err = ds, nil
				first, last := t.span(bl)
				faults = t.rowFaults(first-1, last-1, ds, opt)
			} else if fault := t.gridFault(bl, opt); fault != nil {
				docs, err = nil, fault
			}
		}
		if err != nil {
			if d, ok := t.spreadLiteral(bl, opt); ok {
				docs, err = []Document{d}, nil
			}
		}
		if err == nil && len(docs) > 0 && !slices.ContainsFunc(docs, func(d Document) bool { return d.Format != Grid || len(d.Path) > 0 }) {
			// A grid that numbers no square, every cell one mark (-1,
			// '.', blank), is a board before any move whatever its
			// brackets: no tour, on any board given.
			reads = append(reads, emptyRead())
			continue
		}
		if err != nil {
			tried = t.candidateReadings(bl, tried) // for its refusal
		}
		reads = append(reads, blockRead{bl, opt, line, docs, err, tried, faults})
	}
	unread := func(r blockRead) bool {
		return r.err != nil && !t.isJSON(r.bl) && !errors.Is(r.err, errEmptyBoard) && !errors.Is(r.err, ErrNumbering) && !errors.Is(r.err, ErrTooLarge) && !errors.Is(r.err, ErrNoBoard)
	}
	// readRun reads reads[i:j] as one block by structure, or finds its
	// grid's fault.
	readRun := func(i, j int) (blockRead, bool) {
		opt.checkStop(reads[i].line)
		run := block{skipped: reads[i].bl.skipped}
		for _, r := range reads[i:j] {
			run.segs = append(run.segs, r.bl.segs...)
		}
		if ds, ok := t.structural(run, opt); ok && (reading{docs: ds}).sensible() {
			first, last := t.span(run)
			return blockRead{run, opt, reads[i].line, ds, nil, nil, t.rowFaults(first-1, last-1, ds, opt)}, true
		} else if fault := t.gridFault(run, opt); fault != nil {
			return blockRead{run, opt, reads[i].line, nil, fault, nil, nil}, true
		}
		return blockRead{}, false
	}
	foreign := func(r blockRead) bool {
		first, last := t.span(r.bl)
		return first == last && errors.Is(r.err, ErrBoardMismatch)
	}
	// A grid's numbering fault read in a block that lines of words cut
	// from unread blocks beside it (captions between its rows) is a
	// piece's, judged alone: the run is read as one first.
	piece := func(k int) bool {
		if !errors.Is(reads[k].err, ErrNumbering) || t.isJSON(reads[k].bl) {
			return false
		}
		return k > 0 && unread(reads[k-1]) && t.onlyWords(reads[k-1].bl, reads[k].bl) ||
			k+1 < len(reads) && unread(reads[k+1]) && t.onlyWords(reads[k].bl, reads[k+1].bl)
	}
	joins := func(k int) bool { return unread(reads[k]) || piece(k) }
	out := reads[:0]
	for i := 0; i < len(reads); {
		j := i + 1
		for joins(i) && j < len(reads) && joins(j) {
			j++
		}
		if j-i >= 2 && slices.ContainsFunc(reads[i:j], func(r blockRead) bool { return !unread(r) }) {
			if r, ok := readRun(i, j); ok && t.covers(r, reads[i:j]) {
				out = append(out, r)
				i = j
				continue
			}
			// Not read as one: a piece's fault, read alone, is no
			// grid's, and the pieces stay unread.
			for k := i; k < j; k++ {
				if piece(k) {
					reads[k].err = t.pieceFault(reads[k])
				}
			}
		}
		if j-i >= 2 {
			if r, ok := readRun(i, j); ok {
				out = append(out, r)
				i = j
				continue
			}
		}
		if j-i >= 3 && slices.ContainsFunc(reads[i:j], foreign) {
			// A line read alone as a grid of another board than the one
			// given (a table's header, another exercise's array) is no
			// row of a grid around it: the runs between such lines are
			// read on their own.
			for s := i; s < j; {
				e := s + 1
				for !foreign(reads[s]) && e < j && !foreign(reads[e]) {
					e++
				}
				r, ok := blockRead{}, false
				if e-s >= 2 {
					r, ok = readRun(s, e)
				}
				if ok {
					out = append(out, r)
				} else {
					out = append(out, reads[s:e]...)
				}
				s = e
			}
			i = j
			continue
		}
		out = append(out, reads[i:j]...)
		i = j
	}
	return out
}

// onlyWords reports whether a and b, a before b, are parted by one
// line of words alone, a's last row and b's first as long: the rows of
// one grid cut by a caption ("! rank 3"), not grids of their own with
// text between them.
func (t *text) onlyWords(a, b block) bool {
	_, last := t.span(a)
	first, _ := t.span(b)
	if first != last+2 {
		return false
	}
	if kind, _, _ := t.classifyLine(last); kind != lineWords {
		return false
	}
	end, start := a.segs[len(a.segs)-1], b.segs[0]
	n := rowNumbers(t.b[end[0]:end[1]])
	return n >= 3 && n == rowNumbers(t.b[start[0]:start[1]])
}

// pieceFault is the refusal of rd, a block whose grid fault was read
// alone though lines of words part it from unread rows beside it: the
// fault is a piece's, not certain of the grid the rows may make.
func (t *text) pieceFault(rd blockRead) error {
	var perr *board.ParseError
	if !errors.As(rd.err, &perr) {
		return fmt.Errorf("%w: %v", ErrMisread, rd.err)
	}
	first, last := t.span(rd.bl)
	return errAt(perr.Line, perr.Col, ErrMisread, "%s, in lines %d-%d read alone, which lines of words part from rows beside them: a piece of a grid, not certain; say how to read it with -board WxH or -read", faultMsg(rd.err), first, last)
}

// covers reports whether r, a run of reads read as one, holds every
// line a numbering fault of reads was on: a reading of the run that
// leaves a piece out is no reading of the grid the pieces make.
func (t *text) covers(r blockRead, reads []blockRead) bool {
	for _, rd := range reads {
		if !errors.Is(rd.err, ErrNumbering) {
			continue
		}
		at := lineOf(rd.err)
		if r.err != nil {
			if lineOf(r.err) == 0 {
				return false
			}
			continue
		}
		if !slices.ContainsFunc(r.docs, func(d Document) bool { return at >= d.Line && at <= max(d.endLine, d.Line) }) {
			return false
		}
	}
	return true
}

// notJSON reports whether a block that begins like JSON is no JSON
// values at all: a '{' that began no document (a caption, a code line)
// took the lines after it in. A block of well-formed JSON that is no
// path document (a key twice, no "tour") stays the document's error, and
// so does a block that names a "tour" key however it is broken: a
// document cut or mistyped is read as the document it says it is, never
// as the squares in it on a board of their own.
func (t *text) notJSON(bl block) bool {
	in := t.b[bl.segs[0][0]:bl.segs[len(bl.segs)-1][1]]
	if bytes.Contains(in, []byte(`"tour"`)) {
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(in))
	for {
		var v json.RawMessage
		if err := dec.Decode(&v); err == io.EOF {
			return false
		} else if err != nil {
			return true
		}
	}
}

// sharedSkips bounds the words named with every tour of a block: past
// it, each tour names only those from the tour before it on (the last
// also those after it), so that a block of many tours each under its
// own caption ("Solution #k: [[...]]") costs memory linear in its lines.
const sharedSkips = 1 << 16

// skipsOf are the words of a block (skipped) named with its tour i of
// docs.
func (t *text) skipsOf(skipped []Skip, docs []Document, i int) []Skip {
	if len(docs)*len(skipped) <= sharedSkips {
		return skipped
	}
	from, to := 0, docs[i].Line
	if i > 0 {
		from = docs[i-1].Line
	}
	if i == len(docs)-1 {
		to = int(^uint(0) >> 1)
	}
	lo, _ := slices.BinarySearchFunc(skipped, from, func(sk Skip, l int) int { return sk.Line - l })
	hi, _ := slices.BinarySearchFunc(skipped, to+1, func(sk Skip, l int) int { return sk.Line - l })
	return skipped[lo:max(lo, hi)]
}
