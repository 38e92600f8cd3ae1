package notation

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

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
func ReadTours(r io.Reader, opt ReadOptions) ([]Tour, error) {
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
		d, err := readStream(io.MultiReader(bytes.NewReader(head), r), opt)
		if err != nil {
			var perr *board.ParseError
			if errors.Is(err, ErrTooLarge) || !errors.As(err, &perr) {
				return nil, err
			}
			return []Tour{{Line: perr.Line, Err: err, Asked: opt.Format}}, nil
		}
		return []Tour{{Line: d.Line, Readings: []Document{d}, Asked: opt.Format}}, nil
	}
	return readHeld(head, opt)
}

// readHeld reads every tour of an input held in memory, each on its own:
// the one engine of [ReadTours] and [ReadAll].
func readHeld(head []byte, opt ReadOptions) ([]Tour, error) {
	if d, ok := plainLine(head, opt); ok {
		return []Tour{{Line: 1, Readings: []Document{d}, Asked: opt.Format}}, nil
	}
	tours, err := readLayouts(head, opt)
	if n := unreadable(tours, err); n > 0 && bytes.Contains(head, []byte(`\n`)) {
		// String literals that print lines ("1 2 3\n4 5 6\n7 8 9"):
		// their lines are read when that leaves fewer tours unreadable
		// and reads as many.
		if t := holdText(head); t.expandLiterals() {
			if more, merr := readText(t, opt); unreadable(more, merr) < n && len(more)-unreadable(more, merr) >= len(tours)-n {
				t.toSource(more)
				return more, nil
			}
		}
	}
	return tours, err
}

// readLayouts is readHeld for any input: every layout the readers know
// looked for.
func readLayouts(head []byte, opt ReadOptions) ([]Tour, error) {
	return readText(holdText(head), opt)
}

// readText is readLayouts of an input held as t.
func readText(t *text, opt ReadOptions) ([]Tour, error) {
	blocks, err := t.split()
	if errors.Is(err, errOnlyWords) {
		// Every line a word line: marks or words before each, read by
		// structure if a tour is there.
		var tours []Tour
		for _, d := range t.structuralText(opt, nil) {
			for _, part := range splitLines([]Document{d}) {
				tours = append(tours, Tour{Line: part[0].Line, Readings: part, Asked: opt.Format})
			}
		}
		if len(tours) > 0 {
			return tours, nil
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
	reads := t.readEach(t.linePerTour(blocks, opt), fens, opt)
	lastCut := "" // the cut grid the last block named: a paragraph's blocks name it once
	for _, rd := range reads {
		bl, line, docs, err, opt := rd.bl, rd.line, rd.docs, rd.err, rd.opt
		if err != nil && !t.isJSON(bl) && !errors.Is(err, ErrNumbering) && !errors.Is(err, ErrTooLarge) {
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
			docs[i].Skipped = append(append([]Skip(nil), bl.skipped...), docs[i].Skipped...)
		}
		switch {
		case err != nil:
			squares := t.squareTokens(bl)
			if errors.Is(err, ErrNoBoard) {
				squares = t.listLength(bl, opt, squares) // pairs: two numbers a square
			}
			tours = append(tours, Tour{Line: line, Readings: docs, Err: err, squares: squares, first: string(bytes.TrimSpace(t.b[bl.segs[0][0]:bl.segs[0][1]])), lines: t.blockLines(bl), tried: rd.tried, noTour: t.noTourWhy(bl)})
		case t.isJSON(bl) || len(docs) > 1 && docs[0].Part > 0:
			for _, d := range docs { // JSON documents, boards side by side: one tour each
				tours = append(tours, Tour{Line: d.Line, Readings: []Document{d}})
			}
		default:
			for _, part := range splitLines(docs) {
				tours = append(tours, Tour{Line: part[0].Line, Readings: part})
			}
		}
	}
	// Lines of words around the blocks may hold a tour of their own, its
	// every line begun with a mark or a word (<tr><td>1</td>...).
	inBlock := make([]bool, len(t.lines))
	for _, rd := range reads {
		first, _ := t.pos(rd.bl.segs[0][0])
		last, _ := t.pos(rd.bl.segs[len(rd.bl.segs)-1][1] - 1)
		for l := first; l <= last && l <= len(inBlock); l++ {
			inBlock[l-1] = true
		}
	}
	if around := t.structuralText(opt, inBlock); len(around) > 0 {
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
	}
	return setAside(tours, opt), nil
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
		opt := opt
		if f := fenBefore(fens, line); opt.Board == (board.Board{}) && f != nil && f.board != (board.Board{}) {
			// A game's FEN tag says its board: the moves are on it.
			opt.Board = f.board
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
		if err != nil && (!t.isJSON(bl) || t.notJSON(bl) || errors.Is(err, errNoTour)) && !errors.Is(err, ErrNumbering) && !errors.Is(err, ErrTooLarge) && !errors.Is(err, ErrNoBoard) {
			// No layout reader read it: read it by what a tour is made
			// of, the text around it skipped.
			if ds, ok := t.structural(bl, opt); ok {
				docs, err = ds, nil
			} else if fault := t.gridFault(bl, opt); fault != nil {
				docs, err = nil, fault
			}
		} else if errors.Is(err, ErrNoBoard) {
			// Numbers read as pairs, which do not say their board, may
			// be rows that number a grid, which does ("- [31, 4, 13,
			// 16, 29, 2]", a YAML row of six), a pair in the words
			// around it ("starting from (0,0).") read beside it.
			if ds, ok := t.structural(bl, opt); ok && slices.ContainsFunc(ds, func(d Document) bool { return d.Format == Grid }) {
				docs, err = ds, nil
			} else if fault := t.gridFault(bl, opt); fault != nil {
				docs, err = nil, fault
			}
		} else if offBoard {
			// Only a reading with squares off the board (a grid's rows
			// read as pairs): the structure may read it sensibly, or
			// find the grid's fault.
			if ds, ok := t.structural(bl, opt); ok && (reading{docs: ds}).sensible() {
				docs = ds
			} else if fault := t.gridFault(bl, opt); fault != nil {
				docs, err = nil, fault
			}
		}
		if err != nil {
			tried = t.candidateReadings(bl, tried) // for its refusal
		}
		reads = append(reads, blockRead{bl, opt, line, docs, err, tried})
	}
	unread := func(r blockRead) bool {
		return r.err != nil && !t.isJSON(r.bl) && !errors.Is(r.err, ErrNumbering) && !errors.Is(r.err, ErrTooLarge) && !errors.Is(r.err, ErrNoBoard)
	}
	out := reads[:0]
	for i := 0; i < len(reads); {
		j := i + 1
		for unread(reads[i]) && j < len(reads) && unread(reads[j]) {
			j++
		}
		if j-i >= 2 {
			run := block{skipped: reads[i].bl.skipped}
			for _, r := range reads[i:j] {
				run.segs = append(run.segs, r.bl.segs...)
			}
			if ds, ok := t.structural(run, opt); ok && (reading{docs: ds}).sensible() {
				out = append(out, blockRead{run, opt, reads[i].line, ds, nil, nil})
				i = j
				continue
			} else if fault := t.gridFault(run, opt); fault != nil {
				out = append(out, blockRead{run, opt, reads[i].line, nil, fault, nil})
				i = j
				continue
			}
		}
		out = append(out, reads[i:j]...)
		i = j
	}
	return out
}

// fen is a PGN game's [FEN "..."] tag: its line, the square of its one
// knight when it places exactly one, and its board (ranks and files
// counted) when every rank has as many files.
type fen struct {
	line   int
	knight board.Square
	one    bool
	board  board.Board
}

// fenStarts finds the FEN tags of the text. The placement is read rank 8
// (the last) first, files from a, as FEN writes it; a run of digits is
// that many empty squares: "12" is twelve, as the FENs of boards wider
// than 9 write them (chess variants' engines, XBoard), since a standard
// FEN never writes two digits side by side (3 and 2 would be one 5).
// A run past the widest board gives no board.
func (t *text) fenStarts() []fen {
	var out []fen
	for i := range t.lines {
		l := t.line(i)
		k := bytes.Index(l, []byte(`[FEN "`))
		if k < 0 {
			continue
		}
		placement, _, _ := bytes.Cut(l[k+len(`[FEN "`):], []byte(" "))
		placement, _, _ = bytes.Cut(placement, []byte(`"`))
		ranks := bytes.Split(placement, []byte("/"))
		f := fen{line: i + 1}
		knights := 0
		files := int32(-1)
		for r, rank := range ranks {
			x := int32(1)
			for k := 0; k < len(rank); k++ {
				switch c := rank[k]; {
				case isDigit(c):
					run := int32(0)
					for ; k < len(rank) && isDigit(rank[k]); k++ {
						run = min(run*10+int32(rank[k]-'0'), board.MaxSide+1)
					}
					k--
					x = min(x+run, board.MaxSide+2) // past the widest board: no board
				case c == 'N' || c == 'n':
					knights++
					f.knight = board.Square{X: x, Y: int32(len(ranks) - r)}
					x++
				default:
					x = min(x+1, board.MaxSide+2)
				}
			}
			if files == -1 || files == x-1 {
				files = x - 1
			} else {
				files = 0 // ranks of different widths: no board
			}
		}
		if b := (board.Board{W: files, H: int32(len(ranks))}); files > 0 && b.W <= board.MaxSide && b.H <= board.MaxSide {
			f.board = b
		}
		f.one = knights == 1
		out = append(out, f)
	}
	return out
}

// fenStart puts the knight of the FEN tag before a game's moves first in
// each reading of the tour that wrote the piece before its squares (Nb3
// Nc1): such moves name where the knight goes, so the start is the FEN's.
// Without a FEN the start is not known: the one square the moves leave
// out is read as the start when it can be one ([missingStart]), and
// otherwise the moves are read as written.
func fenStart(tour *Tour, fens []fen, boardGiven bool) {
	f := fenBefore(fens, tour.Line)
	for i, d := range tour.Readings {
		if !d.san || len(d.Path) == 0 {
			continue
		}
		start, ok := missingStart(d)
		switch {
		case f != nil && f.one && d.Path[0] != f.knight:
			start, ok = f.knight, true
			d.startFrom = fmt.Sprintf("the start, %v, from the FEN tag on line %d", f.knight, f.line)
			if f.board == d.Board && !boardGiven {
				d.startFrom = fmt.Sprintf("board %v and the start, %v, from the FEN tag on line %d", f.board, f.knight, f.line)
			}
		case f != nil && f.one:
			continue // the moves write the start too
		case ok:
			d.startFrom = fmt.Sprintf("the start, %v, not written (the moves name where the knight goes): the one square they leave out", start)
		}
		if !ok {
			continue
		}
		d.Path = append(board.Path{start}, d.Path...)
		d.places = d.places.cut(-1)
		d.lineEnds = nil
		tour.Readings[i] = d
	}
}

// fenBefore is the last FEN tag before line, or nil.
func fenBefore(fens []fen, line int) *fen {
	var f *fen
	for i := range fens {
		if fens[i].line < line {
			f = &fens[i]
		}
	}
	return f
}

// missingStart is the start of moves that do not write it: the one square
// of the board they leave out, when they name every other once and it is
// a knight's move from the first. Any other start would leave a square
// unvisited or make no knight's move, so the moves are a tour from it or
// from none, and a fault found in them is a fault whatever the start.
func missingStart(d Document) (board.Square, bool) {
	n, p := d.Board.Size(), d.Path
	if len(p) != n-1 || len(p) == 0 {
		return board.Square{}, false
	}
	seen := make([]bool, n)
	for _, s := range p {
		if !d.Board.Contains(s) || seen[d.Board.Index(s)] {
			return board.Square{}, false
		}
		seen[d.Board.Index(s)] = true
	}
	start := d.Board.Square(slices.Index(seen, false))
	return start, board.IsKnightMove(start, p[0])
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

// splitLines parts a block of square lists printed one after the other
// into its tours, one for each: every line a tour of its own when each
// holds at least half its board's squares (a tour with a square left out
// is still its own), else cuts after every board's worth of squares when
// those fall at line ends (tours wrapped over several lines). The first
// reading decides; the others are kept for a tour where they cut the same
// way. A block that is one tour, or is not cut so, is itself.
func splitLines(docs []Document) [][]Document {
	cuts := lineCuts(docs[0])
	if cuts == nil {
		return [][]Document{docs}
	}
	parts := make([][]Document, len(cuts))
	for _, d := range docs {
		if !slices.Equal(lineCuts(d), cuts) {
			continue
		}
		from := 0
		for i, to := range cuts {
			c := d
			c.Path = slices.Clip(d.Path[from:to])
			c.places = d.places.cut(from)
			c.lineEnds = nil
			if i > 0 {
				c.Skipped = nil // the words before the block go with its first tour
			}
			if line, _, ok := d.Place(from); ok {
				c.Line = line
			}
			parts[i] = append(parts[i], c)
			from = to
		}
	}
	return parts
}

// lineCuts is where splitLines cuts d: the square count after each tour,
// the last the path's length; nil when d is one tour.
func lineCuts(d Document) []int {
	n, total := d.Board.Size(), len(d.Path)
	if n == 0 || total <= n+1 || d.Format != Algebraic && d.Format != Prolog && d.Format != XY {
		return nil // one tour, or one that repeats its start to close
	}
	ends := append(slices.Clip(d.lineEnds), total)
	perLine := true
	from := 0
	for _, e := range ends {
		perLine = perLine && 2*(e-from) >= n
		from = e
	}
	if perLine {
		return ends
	}
	if total%n != 0 {
		return nil
	}
	var cuts []int
	i := 0 // ends and the cuts both ascend: one walk over each
	for k := n; k <= total; k += n {
		for i < len(ends) && ends[i] < k {
			i++
		}
		if i == len(ends) || ends[i] != k {
			return nil
		}
		cuts = append(cuts, k)
	}
	return cuts
}

// setAside drops the fragments of an input that holds more than
// fragments: a tour whose every reading covers less than half its board's
// squares, counted once each (a
// result line "primes [2, 3, 5, 7]", a move quoted in a sentence, a piece
// of a grid cut off by a line of text) beside a longer or an unreadable
// one is words, listed in the Skipped of the tour before it, never a tour
// to call invalid. So is a block that cannot be read and holds too few
// numbers or squares to be half of the largest board beside it: a prompt's
// answer ("6", "1 1", "N = 8"), a caption with a number, a board of K
// marks; and so is a path of one or two squares beside a longer one
// ("Start: [1, 2]"). A JSON document is never set aside: it says it
// is a tour. An input of fragments only keeps them: a short path given alone
// is what was submitted.
func setAside(tours []Tour, opt ReadOptions) []Tour {
	largest := 0 // the largest board a tour is read on
	for _, t := range tours {
		for _, d := range t.Readings {
			largest = max(largest, d.Board.Size())
		}
		if errors.Is(t.Err, ErrNumbering) {
			largest = max(largest, t.squares) // a grid whose numbering is at fault
		}
	}
	longest := 0 // the longest path a tour is read as
	for _, t := range tours {
		for _, d := range t.Readings {
			longest = max(longest, len(d.Path))
		}
	}
	short := func(t Tour) bool {
		if slices.ContainsFunc(t.Readings, func(d Document) bool { return d.Format == JSON }) {
			return false // a document says it is a tour, however short
		}
		if (literalIn([]byte(t.first)) || slices.ContainsFunc(t.Readings, arrayGrid)) && !bitsOnly([]byte(t.first)) {
			return false // an array of numbers says it is a grid, however small
		}
		if t.Err == nil && len(t.Readings) > 0 && longest > 2 && !slices.ContainsFunc(t.Readings, func(d Document) bool { return len(d.Path) > 2 }) {
			// One or two numbers ("Start: [1, 2]") beside a tour: no
			// board of two squares has a knight's tour.
			return true
		}
		if t.noTour != "" && len(t.Readings) == 0 && !errors.Is(t.Err, ErrNumbering) {
			return true
		}
		if t.Err != nil && (len(t.Readings) == 0 || errors.Is(t.Err, ErrNumbering)) {
			// Too few squares to be half of the board beside it: a
			// prompt's answers ("X: 0", "Y: 0") read as a grid that
			// numbers 0 twice are words, not a certain grid.
			return 2*t.squares < largest
		}
		if t.Err != nil || len(t.Readings) == 0 {
			return false
		}
		if !slices.ContainsFunc(t.Readings, func(d Document) bool { return !labelsOnly(d) && !narrowGuess(d) }) {
			return true
		}
		for _, d := range t.Readings {
			// A partial numbering on no board given is set aside however
			// full (partialUnasked): a board printed before it was
			// filled is no tour claimed.
			partial := opt.Format != Grid && partialUnasked(d, board.Problem{Board: opt.Board})
			if b := d.Board; b == (board.Board{}) || 2*covered(b, d.Path) >= b.Size() && !partial || partialAsked(d, opt) {
				return false
			}
		}
		return true
	}
	if !slices.ContainsFunc(tours, func(t Tour) bool { return !short(t) }) {
		return tours
	}
	var out []Tour
	var pending []Skip // fragments before the first tour kept
	for _, t := range tours {
		if !short(t) {
			for i := range t.Readings {
				t.Readings[i].Skipped = append(slices.Clip(pending), t.Readings[i].Skipped...)
			}
			pending = nil
			out = append(out, t)
			continue
		}
		var sk Skip
		if len(t.Readings) > 0 {
			sk = Skip{Line: t.Line, Text: "a fragment of " + shorten(t.Readings[0].Path.String())}
			// A path of more than two squares could be a tour begun and
			// not finished; one or two ("Start: [1, 2]") are words.
			if slices.ContainsFunc(t.Readings, func(d Document) bool { return len(d.Path) > 2 }) {
				sk.Text, sk.Partial = fragment(t.Readings[0]), true
			}
			if !slices.ContainsFunc(t.Readings, func(d Document) bool { return !labelsOnly(d) }) {
				sk.Text, sk.Partial = fragment(t.Readings[0])+labelsAside, false
			}
			if !slices.ContainsFunc(t.Readings, func(d Document) bool { return !narrowGuess(d) }) {
				sk.Text, sk.Partial = fragment(t.Readings[0])+narrowAside, false
			}
		}
		sks := []Skip{sk}
		if len(t.Readings) == 0 {
			sks = t.lines
			if len(sks) == 0 {
				sks = []Skip{{Line: t.Line, Text: shorten(t.first)}}
			}
			if t.noTour != "" {
				sks = slices.Clone(sks)
				sks[0].Text += t.noTour
			}
		}
		if len(out) == 0 {
			pending = append(pending, sks...)
			continue
		}
		prev := &out[len(out)-1]
		for i := range prev.Readings {
			prev.Readings[i].Skipped = append(prev.Readings[i].Skipped, sks...)
		}
	}
	return out
}

// noTourAside is what the skip of a block of numbers that can be no tour
// (repeatNumbers) says of it.
const noTourAside = ", numbers written several times each, in no numbering and no path: no tour"

// signedAside is what the skip of a block of signed numbers says of it.
const signedAside = ", numbers below -1, which number no square and name no square's coordinate: no tour"

// noTourWhy is why block bl's numbers can be no tour in any notation, ""
// when they could be one: numbers written several times each
// (repeatNumbers), or a number below -1 standing alone (signedNumbers).
func (t *text) noTourWhy(bl block) string {
	switch {
	case t.signedNumbers(bl):
		return signedAside
	case t.bitNumbers(bl):
		return bitsAside
	case t.nullArray(bl):
		return nullAside
	case t.markBoard(bl):
		return markBoardAside
	case t.repeatNumbers(bl):
		return noTourAside
	}
	return ""
}

// markBoardAside is what the skip of a game's board of marks says of it.
const markBoardAside = ", a board of marks with a label and at most one more number a row: no numbering, no tour"

// markBoard reports whether block bl is a board drawn in marks (a game's
// "*", "X", "__", "."), two rows or more, each row holding three marks
// or more and at most two numbers (its rank label, a hint of a move),
// two hints at most in all,
// its other lines rules or a footer of file numbers 1, 2, 3, ...: a
// numbering writes a number in every square it visits, so a board of
// marks with a number or two is a position, no tour.
func (t *text) markBoard(bl block) bool {
	first, _ := t.pos(bl.segs[0][0])
	last, _ := t.pos(bl.segs[len(bl.segs)-1][1] - 1)
	rows, cells := 0, 0
	for i := first - 1; i < last; i++ {
		fields := strings.FieldsFunc(string(t.line(i)), func(r rune) bool { return r == ' ' || r == '\t' || r == '|' })
		marks, numbers := 0, 0
		var ints []int
		for _, f := range fields {
			if v, err := strconv.Atoi(strings.TrimSuffix(f, ":")); err == nil {
				numbers++
				ints = append(ints, v)
			} else if strings.Trim(f, "*_.-#") == "" || f == "X" || f == "K" || f == "N" || f == "O" {
				marks++
			} else {
				return false
			}
		}
		switch {
		case marks >= 3 && numbers <= 2:
			rows++
			cells += numbers
		case marks == 0 && len(ints) >= 2 && slices.Equal(ints, countFrom(ints[0], len(ints))):
			// a footer of file numbers
		case len(fields) == 0 || len(fields) == 1 && marks == 1:
			// a blank line, or a rule
		default:
			return false
		}
	}
	// Its labels, one a row, and one or two hints: more numbers could be
	// a partial numbering that did not read, which must not pass unread.
	return rows >= 2 && cells <= rows+2
}

// countFrom is from, from+1, ..., n numbers.
func countFrom(from, n int) []int {
	out := make([]int, n)
	for k := range out {
		out[k] = from + k
	}
	return out
}

// nullAside is what the skip of a flat array with nulls says of it.
const nullAside = ", a flat array of numbers and nulls (a tree's levels), no grid's rows and no square's name: no tour"

// nullArray reports whether block bl is one line holding a flat array
// (brackets one deep) whose elements are numbers and null, None or nil:
// a tree written level by level, another problem's data. A grid has rows,
// and no list of squares names one null.
func (t *text) nullArray(bl block) bool {
	first, _ := t.pos(bl.segs[0][0])
	last, _ := t.pos(bl.segs[len(bl.segs)-1][1] - 1)
	if first != last {
		return false
	}
	l := t.line(first - 1)
	open := bytes.IndexByte(l, '[')
	if open < 0 {
		return false
	}
	end := bytes.IndexByte(l[open:], ']')
	if end < 0 || bytes.IndexByte(l[open+1:open+end], '[') >= 0 {
		return false
	}
	nulls, numbers := 0, 0
	for _, e := range bytes.Split(l[open+1:open+end], []byte(",")) {
		e = bytes.TrimSpace(e)
		switch {
		case string(e) == "null" || string(e) == "None" || string(e) == "nil":
			nulls++
		case len(e) > 0 && len(bytes.TrimLeft(e, "0123456789")) == 0:
			numbers++
		default:
			return false
		}
	}
	return nulls > 0 && numbers >= 2
}

// bitsAside is what the skip of a block of bits says of it.
const bitsAside = ", numbers only 0 and 1, which number no board of more than two squares: no tour"

// bitNumbers reports whether block bl writes only the numbers 0 and 1
// standing alone, nine or more, and no word like a square: a numbering
// writes each number once, so these number no board a tour covers
// (bitsOnly), and as pairs they name four squares at most.
func (t *text) bitNumbers(bl block) bool {
	first, _ := t.pos(bl.segs[0][0])
	last, _ := t.pos(bl.segs[len(bl.segs)-1][1] - 1)
	n := 0
	for i := first - 1; i < last; i++ {
		for _, c := range t.lineInts(i) {
			if c.v != 0 && c.v != 1 {
				return false
			}
			n++
		}
	}
	if n < 9 {
		return false
	}
	for _, tk := range t.tokens(bl) {
		if tk.kind == tWord && isDigit(t.b[tk.to()-1]) {
			return false // a word that could name a square
		}
	}
	return true
}

// signedNumbers reports whether block bl writes numbers below -1
// standing alone, a quarter of its numbers or more, and no word like a
// square ("c3"): no grid numbers a
// square below 0 (-1 marks one left out), and no pair of coordinates
// names one, so such numbers (a table of signed move offsets, {-2, -1})
// are no tour, whatever else they hold.
func (t *text) signedNumbers(bl block) bool {
	first, _ := t.pos(bl.segs[0][0])
	last, _ := t.pos(bl.segs[len(bl.segs)-1][1] - 1)
	below, n := 0, 0
	for i := first - 1; i < last; i++ {
		for _, c := range t.lineInts(i) {
			n++
			if c.v < -1 {
				below++
			}
		}
	}
	if below == 0 || 4*below < n {
		return false // a grid with a sign mistyped is a grid unread, not words
	}
	for _, tk := range t.tokens(bl) {
		if tk.kind == tWord && isDigit(t.b[tk.to()-1]) {
			return false // a word that could name a square
		}
	}
	return true
}

// arrayAside is what a Partial skip of an array of numbers says of it.
const arrayAside = ", an array of numbers in no tour: a grid of its own, not read"

// blockLines names each line of bl, its words and its data in line
// order: the data of a line that holds an array of numbers ("[[5]]", a
// grid of its own) is Partial, since it could be a tour no one read.
func (t *text) blockLines(bl block) []Skip {
	out := slices.Clone(bl.skipped)
	for _, sg := range bl.segs {
		line, _ := t.pos(sg[0])
		s := bytes.TrimSpace(t.b[sg[0]:sg[1]])
		sk := Skip{Line: line, Text: shorten(string(s))}
		if literalIn(s) {
			sk.Text += arrayAside
			sk.Partial = true
		}
		out = append(out, sk)
	}
	slices.SortStableFunc(out, func(a, b Skip) int { return a.Line - b.Line })
	return out
}

// arrayGrid reports whether d is a grid printed as an array on its line
// ("Output: [[0]]"): a whole board's numbering however small, the 1x1
// board's tour among them, not one or two numbers of a caption.
func arrayGrid(d Document) bool {
	if d.Format != Grid || d.places == nil || d.places.t == nil || d.Line < 1 || d.Line > len(d.places.t.lines) {
		return false
	}
	return literalIn(d.places.t.line(d.Line - 1))
}

// fragment says what a reading set aside as a fragment is: "a 5x5 grid
// numbering 10 of its 25 squares", "a path of 3 squares, c3 b5 a3".
func fragment(d Document) string {
	if d.Format == Grid || d.Format == Numbers {
		return fmt.Sprintf("a %v grid numbering %d of its %d squares", d.Board, len(d.Path), d.Board.Size())
	}
	return fmt.Sprintf("a path of %d %s, %s", len(d.Path), board.Plural(len(d.Path), "square", "squares"), shorten(d.Path.String()))
}

// covered counts the squares of b that p visits: a line that names one
// square thirteen times covers one.
func covered(b board.Board, p board.Path) int {
	if 8*len(p) < b.Size() {
		// A short path on a large board: memory follows the path read,
		// not the board the text claims.
		seen := make(map[int]bool, len(p))
		for _, s := range p {
			if b.Contains(s) {
				seen[b.Index(s)] = true
			}
		}
		return len(seen)
	}
	seen := make([]bool, b.Size())
	n := 0
	for _, s := range p {
		if b.Contains(s) && !seen[b.Index(s)] {
			seen[b.Index(s)] = true
			n++
		}
	}
	return n
}

// Verdict is what [Judge] says of a tour.
type Verdict int8

const (
	// Valid: some plausible reading is a tour meeting the requirements.
	Valid Verdict = iota
	// Invalid: the one certain reading is not; the fault is proven.
	Invalid
	// Unreadable: no reading is certain enough to call the tour invalid.
	Unreadable
)

func (v Verdict) String() string {
	switch v {
	case Valid:
		return "valid"
	case Invalid:
		return "invalid"
	}
	return "unreadable"
}

// Judgement is the verdict on one tour and the reading it rests on.
type Judgement struct {
	Verdict Verdict
	// Doc is the reading judged: the one that is a valid tour, or the
	// certain one whose fault Err is. Zero when no reading was made.
	Doc Document
	// Problem is the question Doc answered: the requirements given, on
	// Doc's board, closed when asked or when the document says so.
	Problem board.Problem
	// Err is the fault (Invalid) or the reading problem (Unreadable),
	// which names the flag that picks a reading when one would help.
	Err error
}

// Judge applies the rule of reading: a tour is valid when any plausible
// reading of it is a tour meeting q (check is the checker, verify.Tour,
// passed in so that notation stays below it); it is invalid only when it
// has exactly one reading, that reading is consistent (read without a sign
// of misreading) and check finds a fault in it; anything else is
// unreadable, never invalid. Besides the readings the reader made, Judge
// tries those that change nothing a person could mean: a path that repeats
// its first square at the end as a closed tour, one line of bracketed rows
// as their grid, a list of moves ("a1 -
// b3", "b3 - c1") as the squares they join, and, when q fixes a start or
// an end, a grid read from the other corner.
func Judge(t Tour, q board.Problem, check func(board.Problem, board.Path) error) Judgement {
	if t.Err != nil {
		if errors.Is(t.Err, ErrNumbering) {
			return Judgement{Verdict: Invalid, Err: t.Err}
		}
		err := t.Err
		if errors.Is(err, ErrBoardMismatch) {
			err = fmt.Errorf("%w; give -board for the board meant, or -read for another notation", err)
		} else if c := candidates(t.tried, err); c != "" {
			var perr *board.ParseError
			if errors.As(err, &perr) {
				err = &board.ParseError{Line: perr.Line, Col: perr.Col, Err: perr.Err, Msg: perr.Msg + "; " + c}
			}
		}
		return Judgement{Verdict: Unreadable, Err: err}
	}
	type tried struct {
		doc Document
		q   board.Problem
		err error
	}
	var faults []tried // each reading's fault as it was read
	for _, d := range t.Readings {
		for k, v := range variants(d, q) {
			dq := q
			dq.Board = v.Board
			dq.Closed = q.Closed || v.Closed
			dq, err := v.Shaped(dq)
			if err == nil {
				err = dq.Check()
			}
			if err != nil {
				return Judgement{Verdict: Unreadable, Doc: v, Problem: dq, Err: err}
			}
			err = check(dq, v.Path)
			if err == nil {
				return Judgement{Verdict: Valid, Doc: v, Problem: dq}
			}
			if k == 0 {
				faults = append(faults, tried{v, dq, err})
			}
		}
	}
	if len(faults) == 1 && oneLine(faults[0].doc, q) && t.Asked != Grid {
		// One line of numbers, no board given: a W x 1 grid, or the
		// flat numbering of a board the line does not say.
		f := faults[0]
		err := &board.ParseError{Line: t.Line, Col: 1, Err: ErrMisread, Msg: fmt.Sprintf("%d numbers in one line: as a %v grid no tour (%v), as a flat numbered list of a board not given undecided; give -board WxH for the board meant, or -read grid to judge it as a %v grid", f.doc.Board.Size(), f.doc.Board, f.err, f.doc.Board)}
		return Judgement{Verdict: Unreadable, Doc: f.doc, Problem: f.q, Err: err}
	}
	if len(faults) == 1 && faults[0].doc.fromSquares && !completeOnGuess(faults[0].doc) && !listOnOneLine(faults[0].doc) {
		// A board guessed from the squares written: no one said the
		// squares are a tour of it.
		f := faults[0]
		err := &board.ParseError{Line: t.Line, Col: 1, Err: ErrMisread, Msg: fmt.Sprintf("read on %v, the smallest board that holds its squares, the text is no tour (%v), but no board was given; give -board WxH to judge it on the board meant", f.doc.Board, f.err)}
		return Judgement{Verdict: Unreadable, Doc: f.doc, Problem: f.q, Err: err}
	}
	if len(faults) == 1 && (!weak(faults[0].doc) || t.Asked == faults[0].doc.Format) {
		f := faults[0]
		return Judgement{Verdict: Invalid, Doc: f.doc, Problem: f.q, Err: f.err}
	}
	if len(faults) == 1 {
		// A reading taken only because nothing else fits: a guess,
		// whose fault is no proof.
		f := faults[0]
		err := &board.ParseError{Line: t.Line, Col: 1, Err: ErrMisread, Msg: fmt.Sprintf("read as %s the text is no tour (%v); give -read %v to judge it so", describe(f.doc), f.err, f.doc.Format)}
		return Judgement{Verdict: Unreadable, Doc: f.doc, Problem: f.q, Err: err}
	}
	var each []string
	var flags []string
	for _, f := range faults {
		each = append(each, fmt.Sprintf("as %s: %v", describe(f.doc), f.err))
		flags = append(flags, "-read "+f.doc.Format.String())
	}
	err := &board.ParseError{Line: t.Line, Col: 1, Err: ErrAmbiguous, Msg: fmt.Sprintf("the tour reads %d ways and none is a valid tour (%s); pick one with %s",
		len(faults), strings.Join(each, "; "), strings.Join(flags, " or "))}
	return Judgement{Verdict: Unreadable, Doc: faults[0].doc, Problem: faults[0].q, Err: err}
}

// candidates names the readings tried of a tour that none read, but the
// one whose error is shown, each with why it does not read and the
// flag that asks for it, and the structural reading: "" when only one
// reading was tried.
func candidates(tried []reading, shown error) string {
	var each, flags []string
	seen := map[Format]bool{}
	for _, r := range tried {
		if r.err == nil || seen[r.format] {
			continue
		}
		seen[r.format] = true
		flags = append(flags, "-read "+r.format.String())
		if r.err.Error() != shown.Error() {
			each = append(each, fmt.Sprintf("as %s: %v", readingName(r.format), r.err))
		}
	}
	if len(flags) < 2 {
		return ""
	}
	if seen[Grid] {
		each = append(each, "by structure: no run of rows numbers a board's squares once each")
	}
	return fmt.Sprintf("readings tried: %s; pick one with %s (and -board), or see the layouts in knight help verify", strings.Join(each, "; "), strings.Join(flags, " or "))
}

// candidateReadings are the readings of a block worth naming in its
// refusal: those that read past its first token before they failed, and
// the numbered grid when three lines or more of the block hold three
// integers or more each (rows of numbers, whatever is around them).
func (t *text) candidateReadings(bl block, tried []reading) []reading {
	start := bl.segs[0][0]
	for start < bl.segs[0][1] && isSpace(t.b[start]) {
		start++
	}
	rows := 0
	first, _ := t.pos(bl.segs[0][0])
	last, _ := t.pos(bl.segs[len(bl.segs)-1][1] - 1)
	for i := first - 1; i < last && rows < 3; i++ {
		if len(t.lineInts(i)) >= 3 {
			rows++
		}
	}
	var out []reading
	for _, r := range tried {
		if r.err != nil && (errorOffset(t, r.err) > start || r.format == Grid && rows >= 3) {
			out = append(out, reading{format: r.format, err: r.err}) // why, not what it read
		}
	}
	return out
}

// readingName names a reading of a notation in a refusal.
func readingName(f Format) string {
	switch f {
	case Grid:
		return "a numbered grid"
	case Numbers:
		return "a flat numbered list"
	case Indices:
		return "a list of square numbers"
	case XY:
		return "integer pairs"
	}
	return "a square list"
}

// weak reports whether a reading is a guess, certain only when its
// notation was asked for: numbers read as square numbers, and a partial
// numbering read by structure only by taking a line's first mark for a
// square left out, when it could be a bullet. A grid that numbers some
// squares and marks every other with one mark is otherwise certain,
// whichever reader read it: every square of its board is written, as a
// number or as not visited (issue 24: the same text, with or without
// a comment mark or a literal's brackets around it, gets one answer).
//
// Integer pairs are certain only when complete, as many as the board's
// squares (one more when the last repeats the first): numbers two by two
// are also a grid's rows or a flat list, so a fault in a part of a board
// (a YAML grid's rows read as 18 pairs of 6x6, its first off the board)
// is no proof.
func weak(d Document) bool {
	n := d.Board.Size()
	partialPairs := d.Format == XY && len(d.Path) != n && !(len(d.Path) == n+1 && d.Path[0] == d.Path[n])
	return d.Format == Indices || d.markGuess || partialPairs
}

// partialUnasked reports whether d is a grid that numbers only some of
// its squares, the others marked, read with no board given: beside a
// complete tour, such a board is one printed before it was filled (a
// search's progress, a stopped run, a test's negative input), no tour
// claimed, so it is set aside for a grader to name (setAside). Alone, it
// is what the input asks about, and its fault is judged. With a board
// given, a tour of that board was asked for, and the squares it leaves
// are the fault.
//
// Two squares left, both written 0, are also a numbering from 0 with 0
// written twice in place of its last number: that fault is certain
// (one number twice), so such a grid is judged.
func partialUnasked(d Document, q board.Problem) bool {
	if d.Format != Grid || q.Board != (board.Board{}) || len(d.Path) >= d.Board.Size() {
		return false
	}
	return !(len(d.Path) == d.Board.Size()-2 && d.Base == 1 && zeroLeft(d))
}

// narrowAside is what the skip of squares on a narrow guessed board
// says of them.
const narrowAside = ", on the smallest board that holds them, one or two squares wide, which has no knight's tour: no tour"

// narrowGuess reports whether d is squares read on the smallest board
// that holds them, no board given, a board one or two squares wide
// (but 1x1): no knight's tour of it exists to be claimed (completeOnGuess),
// so beside a tour they are words (bits read as pairs, "./knight a1 b1").
func narrowGuess(d Document) bool {
	return d.fromSquares && min(d.Board.W, d.Board.H) < 3 && d.Board.Size() > 1
}

// labelsAside is what the skip of a board whose only numbers are its
// labels says of it.
const labelsAside = ", its numbers one after another a square apart down one file or along one rank: the labels of a board with no square numbered, no tour"

// labelsOnly reports whether d is a grid that numbers only some of its
// squares, every number in one file (or one rank), each a square from
// the one before: a board's rank labels ("4|", "3|", ...) or a footer of
// file numbers read as cells of a board with no numbered square. A step
// of one square straight is no leaper's move a tour makes, so they are
// labels, words, not a tour begun.
func labelsOnly(d Document) bool {
	p := d.Path
	if d.Format != Grid || len(p) < 2 || len(p) >= d.Board.Size() {
		return false
	}
	for k := 1; k < len(p); k++ {
		dx, dy := p[k].X-p[k-1].X, p[k].Y-p[k-1].Y
		if !(dx == 0 && (dy == 1 || dy == -1) && p[k].X == p[0].X || dy == 0 && (dx == 1 || dx == -1) && p[k].Y == p[0].Y) {
			return false
		}
	}
	return true
}

// partialAsked reports whether d is a grid that numbers only some of
// its squares, the others marked, on the board the caller gave: a tour
// of that board was asked for, so however few squares it numbers, it is
// judged, not set aside.
func partialAsked(d Document, opt ReadOptions) bool {
	return d.Format == Grid && opt.Board != (board.Board{}) && d.Board == opt.Board && len(d.Path) < d.Board.Size()
}

// zeroLeft reports whether every square d's grid leaves unnumbered is
// written 0, as far as the grid's cells are known.
func zeroLeft(d Document) bool {
	if d.places == nil || d.places.grid == nil {
		return false
	}
	g := d.places.grid
	numbered := make([]bool, d.Board.Size())
	for _, s := range d.Path {
		if d.Board.Contains(s) {
			numbered[d.Board.Index(s)] = true
		}
	}
	for i := range len(g.index) {
		row, file := i/int(d.Board.W), i%int(d.Board.W)
		y := d.Board.H - int32(row)
		if g.flip {
			y = int32(row) + 1
		}
		s := board.Square{X: int32(file) + 1, Y: y}
		if !d.Board.Contains(s) || numbered[d.Board.Index(s)] {
			continue
		}
		if g.index[i] < 0 || g.index[i] >= len(g.toks) {
			return false
		}
		if tk := g.toks[g.index[i]]; tk.kind != tNum || tk.num != 0 || tk.neg {
			return false
		}
	}
	return true
}

// completeOnGuess reports whether d's path has as many squares as its
// board (one more when the last repeats the first), a board three
// squares or more each way: on a board guessed from the squares written,
// only such a list is a complete list of it, as certain as one on a
// board given, and its fault (a move that is no knight's move, a square
// twice) is one on any board. A board one or two squares wide has no
// knight's tour to claim (but 1x1), so squares that fill one are words
// ("./knight a1 b1 c1", a command's arguments).
func completeOnGuess(d Document) bool {
	if min(d.Board.W, d.Board.H) < 3 {
		return false
	}
	n := d.Board.Size()
	return len(d.Path) == n || len(d.Path) == n+1 && d.Path[0] == d.Path[n]
}

// listOnOneLine reports whether d is a square list on a board of three
// squares or more each way written on one line that names more than
// half its board (oneLineList): a list in a line of code, as certain as
// a list with the board given. Squares over several lines may be a
// command's arguments and its answer joined.
func listOnOneLine(d Document) bool {
	if min(d.Board.W, d.Board.H) < 3 || d.places == nil || d.places.t == nil || len(d.places.offs) != len(d.Path) || len(d.Path) == 0 {
		return false
	}
	return oneLineList(d.places.t, d.places.offs, d.Path, d.Board)
}

// oneLine reports whether d is a grid of one row or one column read with
// no board given: a board one square wide has no knight's move, so such
// a grid is no tour, and the numbers may as well be the flat numbering
// of a board the input does not say.
func oneLine(d Document, q board.Problem) bool {
	return d.Format == Grid && q.Board == (board.Board{}) && min(d.Board.W, d.Board.H) == 1 && d.Board.Size() > 2
}

// bracketGrid is the grid that d, one line of numbers read as a W x 1
// grid, writes as two or more innermost brackets of one width ("[1, 6,
// 15] [14, 9, 20] ..."): the brackets are its rows, a board that the
// numbers in a line do not say.
func bracketGrid(d Document, q board.Problem) (Document, bool) {
	if !oneLine(d, q) || d.places == nil || d.places.t == nil || d.Line < 1 || d.Line > len(d.places.t.lines) {
		return Document{}, false
	}
	t := d.places.t
	rows := t.bracketRows(d.Line-1, t.lineInts(d.Line-1))
	if len(rows) < 2 || len(rows[0]) < 2 || slices.ContainsFunc(rows, func(r []cell) bool { return len(r) != len(rows[0]) }) {
		return Document{}, false
	}
	g, ok := t.gridOf(rows, ReadOptions{Flip: d.Flipped})
	if !ok || len(g.Path) != g.Board.Size() || g.Board.Size() != d.Board.Size() {
		return Document{}, false
	}
	g.Skipped = d.Skipped
	return g, true
}

// variants are d and the readings of it that change nothing a person could
// mean: the first square repeated at the end read as a closed tour, one
// line of bracketed rows read as their grid (bracketGrid), a list
// of moves from one square to the next read as the squares, lines before
// or after a whole tour cut off, pairs read as (row, col) as well as
// (file, rank), and a grid or pairs read from the other corner when q
// fixes a start or an end (a mirror image is as much a tour, but starts
// elsewhere).
func variants(d Document, q board.Problem) []Document {
	out := []Document{d}
	if g, ok := bracketGrid(d, q); ok {
		out = append(out, g)
	}
	if p := d.Path; len(p) == d.Board.Size()+1 && len(p) > 2 && p[0] == p[len(p)-1] {
		c := d
		c.Path, c.Closed, c.Repeated = p[:len(p)-1], true, true
		out = append(out, c)
	}
	// A list of moves, each from one square to the next ("A1 - B3",
	// "B3 - C1", ...): every second square repeats the one before it.
	if (d.Format == Algebraic || d.Format == XY) && moveChain(d.Path) {
		c := d
		c.lineEnds, c.Path, c.movePairs, c.places = nil, joined(d.Path), true, d.places.movePairs()
		out = append(out, c)
	}
	for _, c := range cutLines(d, len(d.Path)) {
		c.doc.Path = d.Path[c.from:c.to]
		out = append(out, c.doc)
	}
	if d.Format == XY && d.Based {
		// (row, col) pairs beside (file, rank): a transposition maps
		// knight moves to knight moves, so on a square board both are
		// tours or neither, and only a start or end tells them apart.
		for _, v := range out[:len(out):len(out)] {
			c := v
			c.Path, c.Transposed = transposed(v.Path), !v.Transposed
			if onBoard(c.Board, c.Path) {
				out = append(out, c)
			}
		}
	}
	if (d.Format == Grid || d.Format == Numbers || d.Format == Indices || d.Format == XY && d.Based) && (len(q.Prefix) > 0 || q.HasEnd()) {
		for _, v := range out[:len(out):len(out)] {
			f := v
			f.Flipped = !v.Flipped
			f.Path = make(board.Path, len(v.Path))
			for i, s := range v.Path {
				f.Path[i] = board.Square{X: s.X, Y: v.Board.H + 1 - s.Y}
			}
			out = append(out, f)
		}
	}
	return out
}

// moveChain reports whether p is a list of moves, each from the square
// the one before went to ("a1 b3", "b3 c1"): every second square repeats
// the one before it.
func moveChain(p board.Path) bool {
	chain := len(p) >= 4 && len(p)%2 == 0
	for k := 1; k+1 < len(p) && chain; k += 2 {
		chain = p[k] == p[k+1]
	}
	return chain
}

// joined is what the moves of a chain join, of s, their squares or where
// each is written: the first, then every move's second.
func joined[T any](s []T) []T {
	out := append(make([]T, 0, len(s)/2+1), s[0])
	for k := 1; k < len(s); k += 2 {
		out = append(out, s[k])
	}
	return out
}

// lineCut is a reading of a list that keeps its squares from..to: a
// whole tour with lines of squares before or after it cut off.
type lineCut struct {
	doc      Document
	from, to int
}

// cutLines are the readings of d, a list of m squares, that cut off the
// lines before or after a whole tour of its board in the same block, each
// set aside by name: the one engine of [variants] and [Scan.Variants].
func cutLines(d Document, m int) []lineCut {
	n := d.Board.Size()
	if m <= n {
		return nil
	}
	var out []lineCut
	for _, k := range d.lineEnds {
		c := lineCut{doc: d, from: 0, to: m}
		c.doc.lineEnds = nil
		switch k {
		case n:
			c.to = n
			c.doc.Skipped = append(slices.Clip(d.Skipped), Skip{Line: d.Line, Text: fmt.Sprintf("the %d squares after the first %d, on lines of their own", m-n, n), Partial: m-n > 2})
		case m - n:
			c.from = k
			c.doc.places = d.places.cut(k)
			c.doc.Skipped = append(slices.Clip(d.Skipped), Skip{Line: d.Line, Text: fmt.Sprintf("the first %d squares, on lines of their own", k), Partial: k > 2})
		default:
			continue
		}
		out = append(out, c)
	}
	return out
}
