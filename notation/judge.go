package notation

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/knightcert/knight/board"
)

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
// has exactly one reading (or every reading of a flat list steps between
// squares side by side in any numbering, [neighboursStep]), that reading
// is consistent (read without a sign of misreading) and check finds a
// fault in it; anything else is
// unreadable, never invalid. Besides the readings the reader made, Judge
// tries those that change nothing a person could mean: a path that repeats
// its first square at the end as a closed tour, one line of bracketed rows
// as their grid, a list of moves ("a1 -
// b3", "b3 - c1") as the squares they join, and, when q fixes a start or
// an end, a grid read from the other corner.
func Judge(t Tour, q board.Problem, check func(board.Problem, board.Path) error) Judgement {
	if t.Err != nil {
		if err := cluesAside(t, q); err != nil {
			return Judgement{Verdict: Unreadable, Err: err}
		}
		if g, ok := errors.AsType[*ocrGuess](t.Err); ok {
			return Judgement{Verdict: Unreadable, Err: g.undecided()}
		}
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
		if c, isMap, err := successorChain(d); isMap {
			if err != nil {
				return Judgement{Verdict: Unreadable, Doc: d, Problem: q, Err: err}
			}
			d = c
		}
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
				if v.pieceDoubt != nil {
					return Judgement{Verdict: Unreadable, Doc: v, Problem: dq, Err: v.pieceDoubt}
				}
				if line, said, ok := saysClosed(v); ok && !dq.Closed && len(v.Path) > 2 && !dq.Piece.IsMove(v.Path[len(v.Path)-1], v.Path[0]) {
					err := &board.ParseError{Line: line, Col: 1, Err: ErrMisread, Msg: fmt.Sprintf("an open tour of %v from %v to %v, valid as such, under a line that says it is closed (%q), but its last square, %v, is no %v's move from its first: give -closed to judge it closed, as the text says", dq.Board, v.Path[0], v.Path[len(v.Path)-1], shorten(said), v.Path[len(v.Path)-1], dq.Piece)}
					return Judgement{Verdict: Unreadable, Doc: v, Problem: dq, Err: err}
				}
				return Judgement{Verdict: Valid, Doc: v, Problem: dq}
			}
			if k == 0 {
				faults = append(faults, tried{v, dq, err})
			}
		}
	}
	if len(faults) == 1 {
		// A caption's order of square numbers that the list is no tour
		// in, when the other order from the same corner makes it one:
		// the caption and the numbers disagree, and which is wrong is
		// not known.
		f := faults[0]
		if p, other, ok := otherMajor(f.doc); ok && check(f.q, p) == nil {
			err := &board.ParseError{Line: t.Line, Col: 1, Err: ErrAmbiguous, Msg: fmt.Sprintf("read with %s, %s, the list is no tour (%v), but numbered %s it is a valid one from %v to %v; the caption and the numbers disagree: correct the caption, or give -read index for square numbers from a1 along the ranks",
				f.doc.caption, f.doc.order, f.err, other, p[0], p[len(p)-1])}
			return Judgement{Verdict: Unreadable, Doc: f.doc, Problem: f.q, Err: err}
		}
	}
	if len(faults) > 1 && !slices.ContainsFunc(faults, func(f tried) bool { return !neighboursStep(f.doc) }) {
		// Every reading steps between two squares numbered one apart in
		// one rank or file: side by side whichever corner and direction
		// the text counted from, so no numbering a program may use makes
		// that step a knight's move, and the fault is certain.
		faults = faults[:1]
	}
	if len(faults) == 1 {
		f := faults[0]
		aside := asideOf(f.doc, f.q.Board)
		misread := func(format string, args ...any) Judgement {
			err := &board.ParseError{Line: t.Line, Col: 1, Err: ErrMisread, Msg: fmt.Sprintf(format, args...)}
			return Judgement{Verdict: Unreadable, Doc: f.doc, Problem: f.q, Err: err}
		}
		cut, isCut := unreadAfter(f.doc.Skipped)
		var within *Skip
		if f.doc.Format != Grid && !weak(f.doc) && aside.need > 0 && t.Asked != f.doc.Format {
			within = skippedWithin(f.doc, f.q)
			if within == nil {
				within = endSlots(f.doc, f.q)
			}
		}
		switch {
		case len(f.doc.ocr) > 0:
			return misread("%s, the text is no tour (%v); a guess at what was printed: correct those characters to judge it", ocrNote(f.doc.ocr), f.err)
		case isCut:
			return Judgement{Verdict: Unreadable, Doc: f.doc, Problem: f.q, Err: cutByStream(t.Line, f.q.Board, cut, f.err)}
		case oneLine(f.doc, q) && t.Asked != Grid:
			// One line of numbers, no board given: a W x 1 grid, or the
			// flat numbering of a board the line does not say.
			if others := refolds(f.doc, f.q, check); len(others) > 0 {
				return misread("%s", refoldNote(f.doc, f.err, others))
			}
			return misread("%d numbers in one line: as %s grid no tour (%v), as a flat numbered list of a board not given undecided; give -board WxH for the board meant, or -read grid to judge it as %s grid", f.doc.Board.Size(), board.A(f.doc.Board.String()), f.err, board.A(f.doc.Board.String()))
		case f.doc.fromSquares && !completeOnGuess(f.doc) && !listOnOneLine(f.doc):
			// A board guessed from the squares written: no one said the
			// squares are a tour of it.
			return misread("read on %v, the smallest board that holds its squares, the text is no tour (%v), but no board was given; give -board WxH to judge it on the board meant", f.doc.Board, f.err)
		case f.doc.Format != Grid && len(f.doc.Path) > 0 && !f.q.Board.Contains(f.doc.Path[0]) && (!weak(f.doc) || t.Asked == f.doc.Format):
			// A start the board given does not hold: the text was written
			// for another board or in another notation, which is no fault
			// of a tour.
			return misread("%d of the %d squares read are off the %v board given (%v): the text is not written on that board, or not in this notation; give -board for the board meant, or -read for another notation", offBoard(f.doc.Path, f.q.Board), len(f.doc.Path), f.q.Board, f.err)
		case gluedFile(f.doc, f.q.Board) >= 0 && t.Asked != f.doc.Format:
			// A square whose file has more letters than any file of the
			// board: a letter glued before a square of it (a capture's
			// x, a piece's letter) or a digit misprinted as a letter
			// ("el1" for e11), not certainly a square of a wider board.
			k := gluedFile(f.doc, f.q.Board)
			return misread("%s", gluedNote(k+1, f.doc.Path[k], f.q.Board, f.doc.Format, f.err))
		case within != nil:
			// Squares missing, and the walk breaks only where the list
			// passes over text it writes nowhere else: a square written
			// so no reader reads it ("c 2", "null", "x4"), so the walk
			// without it is no proof.
			sk := within
			if k := offBoard(f.doc.Path, f.q.Board); k > 0 {
				return misread("%s, %d of them off the %v board given, each between two on it where the walk breaks, the first %q at %d:%d: a square misprinted, not certainly a walk off the board (%v); write the square as it is meant, or give -read %v to judge the list as written", countSquares(len(f.doc.Path), f.q.Board), k, f.q.Board, sk.Text, sk.Line, sk.Col, f.err, f.doc.Format)
			}
			return misread("%s, and %q at %d:%d, where its walk breaks or ends, was passed over: text the list writes between no two squares a move joins, so a square written so no reader reads it, and the walk without it is no proof (%v); write the square as it is meant, or give -read %v to judge the squares read alone", countSquares(len(f.doc.Path), f.q.Board), sk.Text, sk.Line, sk.Col, f.err, f.doc.Format)
		case stepsUndecided(f.doc) && t.Asked != f.doc.Format:
			return misread("%s", stepsNote(f.doc, f.err))
		case f.doc.Format == Algebraic && boardListing(f.doc.Path, f.doc.Board) && t.Asked != f.doc.Format:
			return misread("the %d squares of %v each once in the board's own order, by ranks or by files, so no step is a knight's move (%v): a listing of the board, what each square holds not read, not a path; write the squares in the order of the tour, or each beside its move number under a header \"square step\"", len(f.doc.Path), f.doc.Board, f.err)
		case f.doc.piece && t.Asked != f.doc.Format:
			return misread("%d squares of %v's %d, in one of several lists one after another that could be one tour cut by the lines between them (%v); write the tour in one block, or give -read %v to judge each list alone", len(f.doc.Path), f.q.Board, f.q.Board.Size(), f.err, f.doc.Format)
		case f.doc.Format != Grid && t.Asked != f.doc.Format && aside.runs:
			// The squares the list misses stand on the text set aside
			// beside it: a tour the text between its runs cut, not
			// certainly a short one.
			return misread("%d squares of %v's %d read (%v), and %d of the squares missing stand on the text set aside beside them: one tour cut by the text between its runs, or a short one; write the tour in one block, or give -read %v to judge the squares read alone", len(f.doc.Path), f.q.Board, f.q.Board.Size(), f.err, aside.named, f.doc.Format)
		case len(aside.unread) > 0 && t.Asked != f.doc.Format && aside.need > 0 && len(aside.unread)+aside.named >= aside.need:
			// Squares the readers passed over, a rank in a spelling
			// none reads, as many as the walk misses (or, on a board
			// the squares read only guess, as a rank more needs): the
			// walk without them is not certainly the tour.
			return misread("%d squares of %v's %d read (%v), and %d words that may be squares in a spelling not read (%s): the walk may leave them out; write the ranks in digits, or give -read %v to judge the squares read alone", len(f.doc.Path), f.q.Board, f.q.Board.Size(), f.err, len(aside.unread), strings.Join(aside.unread[:min(len(aside.unread), 3)], ", "), f.doc.Format)
		case fewBesideWords(f.doc, f.q) && t.Asked != f.doc.Format:
			return misread("%s, and the text beside it set aside as words (%s): a square or two named in words, not certainly a tour; give -read %v to judge the squares read alone", countSquares(len(f.doc.Path), f.q.Board), unreadLines(f.doc.Skipped), f.doc.Format)
		case t.Asked != f.doc.Format && overBoard(f.doc, f.q.Board):
			// More squares than a tour of the board writes: no complete
			// list of it, so its fault is no proof.
			return misread("%d squares written, more than a tour of %v has%s: several tours joined, or one walk that fails (%v); write one tour a line, or give -read %v to judge them as one", len(f.doc.Path), f.q.Board, tourInside(f.doc, f.q, check), f.err, f.doc.Format)
		case f.doc.cutTwoWays:
			return misread("read as %s the text is no tour (%v), and its rows read whole as boards cut another way too (stacked, or side by side); give -board %v to judge it so", describe(f.doc), f.err, f.doc.Board)
		case !weak(f.doc) || t.Asked == f.doc.Format:
			if q.Board == (board.Board{}) {
				if others := refolds(f.doc, f.q, check); len(others) > 0 {
					return misread("%s", refoldNote(f.doc, f.err, others))
				}
			}
			return Judgement{Verdict: Invalid, Doc: f.doc, Problem: f.q, Err: f.doc.Cite(f.err)}
		}
		// A reading taken only because nothing else fits: a guess,
		// whose fault is no proof.
		return misread("read as %s the text is no tour (%v); give -read %v to judge it so", describe(f.doc), f.err, f.doc.Format)
	}
	var each []string
	var flags []string
	for _, f := range faults {
		each = append(each, fmt.Sprintf("as %s: %v", describe(f.doc), f.err))
		flag := "-read " + f.doc.Format.String()
		if f.doc.folded {
			flag = "join back the lines a fold cut"
		}
		if !slices.Contains(flags, flag) {
			flags = append(flags, flag)
		}
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
	first, last := t.span(bl)
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
// square left out, when it could be a bullet; a grid read by structure
// from lines that hold moves or tuples beside its numbers (crowded), or
// from a run of rows with rows in no grid above and below it (straddles),
// or from a run that reads whole cut two ways, stacked and side by side
// (cutTwoWays). A
// grid that numbers some
// squares and marks every other with one mark is otherwise certain,
// whichever reader read it: every square of its board is written, as a
// number or as not visited, so the same text gets one answer with or
// without a comment mark or a literal's brackets around it.
//
// Integer pairs are certain only when complete, as many as the board's
// squares (one more when the last repeats the first): numbers two by two
// are also a grid's rows or a flat list, so a fault in a part of a board
// (a YAML grid's rows read as 18 pairs of 6x6, its first off the board)
// is no proof; unless, on a board given or named beside the list, each
// pair is an innermost group of a nested literal (nested.go), two
// integers alone in their brackets, keyed by their axes or written with
// their step, and the list is closed by its bracket or its steps count:
// no grid's rows of more than two numbers or flat list writes that; or
// each pair's own text names its row and column (R1C1 references, "row
// 3, col 2"; pair_order.go), which no grid's numbers do; or each pair
// is written alone, in brackets of its own with no number outside them
// or on a line of its own (pair_order.go). Then the order and base of
// the pairs are all that is open, and no choice of them changes a
// fault: a transposition or a shift maps knight moves to knight moves
// and keeps repeats and the count, so every reading on the board is the
// same walk, and short of the board the same fault.
func weak(d Document) bool {
	named := (d.nestedWhole || d.pairsWritten || d.pairsAlone) && !d.fromSquares
	partialPairs := d.Format == XY && !complete(d.Path, d.Board) && !named && (d.fromSquares || !oneShort(d.Path, d.Board))
	return d.Format == Indices || d.markGuess || d.crowded || d.straddles || d.cutTwoWays || partialPairs
}

// partialUnasked reports whether d is a grid that numbers only some of
// its squares, the others marked, read with no board given: beside a
// complete tour, such a board is one printed before it was filled (a
// search's progress, a stopped run, a test's negative input), no tour
// claimed, so it is set aside for a grader to name (setAside). Alone, it
// is as often a puzzle's clues as a tour begun, so a grader calls it
// undecided ([PartialBoard]), never invalid. With a board given, or
// -read grid, a tour of that board was asked for, and the squares it
// leaves are the fault.
//
// Two squares left, both written 0, are also a numbering from 0 with 0
// written twice in place of its last number. That reading's fault (one
// number twice) accuses only when the numbers are at fault in the other
// reading too, a step from k to k+1 that is no move of q's piece: then
// the grid is judged. Numbers that walk are a tour begun as well as a
// numbering gone wrong, and no reading is certain.
func partialUnasked(d Document, q board.Problem) bool {
	if d.Format != Grid || q.Board != (board.Board{}) || len(d.Path) >= d.Board.Size() {
		return false
	}
	return !(len(d.Path) == d.Board.Size()-2 && d.Base == 1 && zeroLeft(d) && !walks(d.Path, q.Piece))
}

// walks reports whether every step of p is a move of piece.
func walks(p board.Path, piece board.Piece) bool {
	for k := 1; k < len(p); k++ {
		if !piece.IsMove(p[k-1], p[k]) {
			return false
		}
	}
	return true
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

// rowAside is what the skip of one line of numbers read as a grid one
// square wide beside a whole grid says of it (narrowRow).
const rowAside = ", one line of numbers: no board of as many squares has a knight's tour, beside a whole grid, words"

// narrowRow reports whether d is one line of numbers read as a grid one
// square wide, three squares or more (one or two beside a tour are
// words already): no knight's tour of a board one
// square wide exists, and when no board of as many squares has one
// (openTourBoard), no reading of the line as the flat numbering of a
// board not given is a tour either. Beside a whole grid of a larger
// board, such a line (a table of move offsets' header, "int nums[] = {
// 1, 2, 3 };") is words.
func narrowRow(d Document) bool {
	return d.Format == Grid && min(d.Board.W, d.Board.H) == 1 && d.Board.Size() > 2 && !openTourSquares(d.Board.Size())
}

// columnsAside is what the skip of a line counting 1 (or 0) to W above
// or below a whole grid W wide says of it (columnLabels).
const columnsAside = ", one line counting from 0 or 1 as wide as a whole grid beside: its column numbers, words"

// columnLabels reports whether d is one line of numbers read as a grid
// one rank high that counts along it, 1, 2, 3, ... (or from 0) left to
// right: as a path, steps of one square along a rank, no leaper's tour;
// beside a whole grid as wide it is that grid's column numbers, however
// the grid's rows are written (labelled, walled).
func columnLabels(d Document) bool {
	p := d.Path
	if d.Format != Grid || d.Board.H != 1 || d.Board.W < 3 || len(p) != d.Board.Size() || p[0].X != 1 {
		return false
	}
	for k := 1; k < len(p); k++ {
		if p[k].X != p[k-1].X+1 {
			return false
		}
	}
	return true
}

// openTourSquares reports whether some board of n squares has an open
// knight's tour: a W x H board, W <= H, has one when W = H = 1, W = 3
// and H = 4 or H >= 7, W = 4 and H >= 5, or W >= 5 (Conrad, Hindrichs,
// Morsy and Wegener, 1994). One pass over the divisors of n.
func openTourSquares(n int) bool {
	for w := 1; w*w <= n; w++ {
		if n%w != 0 {
			continue
		}
		h := n / w
		if w == 1 && h == 1 || w == 3 && (h == 4 || h >= 7) || w == 4 && h >= 5 || w >= 5 {
			return true
		}
	}
	return false
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
	b := d.places.t.b
	for i, off := range g.offs {
		row, file := i/int(d.Board.W), i%int(d.Board.W)
		y := d.Board.H - int32(row)
		if g.flip {
			y = int32(row) + 1
		}
		s := board.Square{X: int32(file) + 1, Y: y}
		if !d.Board.Contains(s) || numbered[d.Board.Index(s)] {
			continue
		}
		if off < 0 || !writtenZero(b, int(off)) {
			return false
		}
	}
	return true
}

// writtenZero reports whether the cell at off of b is the number 0,
// written with no sign: a run of digits that are all '0', as the lexer
// reads a number.
func writtenZero(b []byte, off int) bool {
	if off >= len(b) || !isDigit(b[off]) {
		return false
	}
	for ; off < len(b) && isDigit(b[off]); off++ {
		if b[off] != '0' {
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
// ("./knight a1 b1 c1", a command's arguments). Nor is a list that names
// no more than half its squares, however many times: its count fills the
// board by chance (R1C1 references "R9C1" read as the squares r9 and
// c1, two files of a board as wide as 'r'), no tour of it claimed.
func completeOnGuess(d Document) bool {
	if min(d.Board.W, d.Board.H) < 3 || !complete(d.Path, d.Board) {
		return false
	}
	return 2*covered(d.Board, d.Path) > d.Board.Size()
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

// overBoard reports whether d, a list read from text (not a knight
// document, whose one "tour" member is one tour, nor a grid, which
// numbers each square once), names more squares than a tour of b, with
// its start again at the end when closed: it is no complete list of b,
// so a fault in it proves nothing of any tour it holds (several joined,
// a table's columns read across, a tour with more after it).
func overBoard(d Document, b board.Board) bool {
	return d.Format != JSON && d.Format != Grid && len(d.Path) > b.Size()+1
}

// tourInside is what overBoard's refusal adds when the first or the last
// squares of d, as many as q's board has, are a tour: ", and the first
// 64 of them are a tour"; "" otherwise.
func tourInside(d Document, q board.Problem, check func(board.Problem, board.Path) error) string {
	n := q.Board.Size()
	switch {
	case check(q, d.Path[:n]) == nil:
		return fmt.Sprintf(", and the first %d of them are a tour", n)
	case check(q, d.Path[len(d.Path)-n:]) == nil:
		return fmt.Sprintf(", and the last %d of them are a tour", n)
	}
	return ""
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
	if !oneLine(d, q) || d.places == nil || d.places.t == nil {
		return Document{}, false
	}
	t := d.places.t
	line := t.readLine(d.Line)
	if line < 1 || line > len(t.lines) {
		return Document{}, false
	}
	rows := t.bracketRows(line-1, t.lineInts(line-1))
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
	d = stepOrdered(d)
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
	// Read square by square, such a list steps from a square to itself,
	// which no tour does: the moves are its reading, and go first, so
	// that a fault named is one in the moves as written.
	if (d.Format == Algebraic || d.Format == XY) && moveChain(d.Path) {
		c := d
		c.lineEnds, c.closeEnds, c.Path, c.movePairs, c.places = nil, nil, joined(d.Path), true, d.places.movePairs()
		out = append([]Document{c}, out...)
	}
	for _, c := range cutLines(d, len(d.Path), len(d.Path) > 2 && d.Path[0] == d.Path[len(d.Path)-1] && returnClaimed(d)) {
		c.doc.Path = d.Path[c.from:c.to]
		out = append(out, c.doc)
	}
	if d.Format == XY && d.Based && d.pairsNamed == "" {
		// (row, col) pairs beside (file, rank): a transposition maps
		// knight moves to knight moves, so on a square board both are
		// tours or neither, and only a start or end tells them apart.
		for _, v := range out[:len(out):len(out)] {
			c := v
			c.Path, c.Transposed = transposed(v.Path), !v.Transposed
			if offBoard(c.Path, c.Board) == 0 {
				out = append(out, c)
			}
		}
	}
	if (d.Format == Grid || d.Format == Numbers || d.Format == Indices || d.Format == XY && d.Based) && !d.originNamed && (len(q.Prefix) > 0 || q.HasEnd()) {
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
// A list of one square more than its board whose last repeats its first,
// written as its return for certain (closes: returnClaimed), is a closed
// tour written out, its return on a line of its own when the lines end
// there: no square of it is cut off, or a return that is no knight's move
// would pass unread. Nor are one or two squares written as the list's
// next steps (goesOn): a walk of more steps than its board's squares is
// no tour, where more are set aside as a tour of their own.
func cutLines(d Document, m int, closes bool) []lineCut {
	n := d.Board.Size()
	if m <= n || closes && m == n+1 {
		return nil
	}
	var out []lineCut
	for _, k := range d.lineEnds {
		c := lineCut{doc: d, from: 0, to: m}
		c.doc.lineEnds, c.doc.closeEnds = nil, nil
		switch {
		case k == n && (m-n > 2 || !goesOn(d, n)):
			c.to = n
			line := d.Line // where the squares cut off are written, when known
			if l, _, ok := d.Place(n); ok {
				line = l
			}
			c.doc.Skipped = append(slices.Clip(d.Skipped), Skip{Line: line, Text: fmt.Sprintf("the %d squares after the first %d, on lines of their own", m-n, n), Partial: m-n > 2})
		case k == m-n:
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

// skippedWithin is the text that explains every break of d's walk on q,
// or nil: each step that is no move of q's piece, or lands off q's
// board, crosses text that no gap a move crosses writes (layout, "to" or
// "at(3,2,0)" between every two squares, stands between squares a move
// joins too; a square lost stands only where the walk breaks), or lands on a square off the board
// that is no move from either square beside it ("x4" among squares of
// 6x6: a square misprinted, where a move off the board is a walk that
// left it), no square repeats, and no more squares are missing than
// such texts and words like a square misprinted beside the first or the
// last square on its line. A square lost inside a list
// leaves such a break where it stood: two knight's moves make no
// knight's move. For a list whose squares' offsets are not held (a
// streamed one), the first word like a square misprinted that it passes
// over inside its run. Only a list most of whose steps are moves counts:
// squares that mostly are no walk are no tour with a square lost.
func skippedWithin(d Document, q board.Problem) *Skip {
	pl := d.places
	if pl == nil || pl.t == nil || len(pl.offs) == 0 || pl.pairs || d.movePairs || pl.t.srcLines != nil || pl.t.runs {
		if d.Format != Algebraic {
			return nil
		}
		return misprintWithin(d, q.Board)
	}
	n := len(d.Path)
	moves := func(j int) bool {
		return q.Board.Contains(d.Path[j-1]) && q.Board.Contains(d.Path[j]) && q.Piece.IsMove(d.Path[j-1], d.Path[j])
	}
	gaps := make([][]gapMark, n) // gaps[j]: the marks between squares j-1 and j
	layouts := map[string]int{}  // the shapes of the gaps a move crosses
	offset := func(k int) (int, bool) {
		if m, ok := pl.written(k); ok {
			return pl.offset(m)
		}
		return 0, false
	}
	var layout []gapMark // the shape most gaps a move crosses write
	joined := 0
	for j := 1; j < n; j++ {
		from, ok1 := offset(j - 1)
		to, ok2 := offset(j)
		if !ok1 || !ok2 || from >= to || to > len(pl.t.b) {
			return nil
		}
		b := pl.t.b[from:to]
		gaps[j] = gapMarks(b, writtenEnd(d.Format, b), len(b), from)
		if moves(j) {
			joined++
			k := shapeKey(gaps[j])
			if layouts[k]++; layouts[k] > layouts[shapeKey(layout)] {
				layout = gaps[j]
			}
		}
	}
	if joined < 2 || 2*joined < n-1 {
		return nil // mostly no walk: no lost square explains its breaks
	}
	seen := make(map[board.Square]bool, n)
	var at *Skip
	texts, missing := 0, q.Board.Size()
	for j, s := range d.Path {
		if seen[s] {
			return nil
		}
		if seen[s] = true; q.Board.Contains(s) {
			missing--
		}
		if j == 0 {
			continue
		}
		if moves(j) {
			// Text no other gap writes, between squares a move joins,
			// may write squares lost in a row: two moves can make one.
			if k := shapeKey(gaps[j]); len(gaps[j]) > 0 && layouts[k] == 1 && k != shapeKey(layout) {
				off, end := gapText(pl.t, gaps[j], layout)
				texts += squaresWritten(pl.t.b[off:end], q.Board)
				if at == nil {
					sk := pl.t.stray(off, end)
					at = &sk
				}
			}
			continue
		}
		switch {
		case !q.Board.Contains(d.Path[j-1]):
			// the square before, off the board, is the text
		case !q.Board.Contains(s):
			if q.Piece.IsMove(d.Path[j-1], s) || j+1 < n && q.Piece.IsMove(s, d.Path[j+1]) {
				return nil // a walk off the board, not a square misprinted
			}
			texts++
			if from, ok := offset(j); ok && at == nil {
				b := pl.t.b[from:]
				sk := pl.t.stray(from, from+writtenEnd(d.Format, b))
				at = &sk
			}
		case len(gaps[j]) > 0 && layouts[shapeKey(gaps[j])] == 0:
			off, end := gapText(pl.t, gaps[j], layout)
			from, _ := offset(j - 1)
			to, _ := offset(j)
			if bytes.IndexByte(pl.t.b[from:off], '\n') >= 0 && bytes.IndexByte(pl.t.b[end:to], '\n') >= 0 && bytes.ContainsAny(pl.t.b[off:end], " \t") {
				return nil // a line of words between two squares: a caption, not a square
			}
			texts += squaresWritten(pl.t.b[off:end], q.Board)
			if at == nil {
				sk := pl.t.stray(off, end)
				at = &sk
			}
		default:
			return nil // a break with nothing passed over: certain
		}
	}
	// Squares lost at either end leave no break: the words beside the
	// first or the last square are those squares only when the first
	// stands where a square missing would (a move from the end beside
	// it) and each is square-sized (endRun).
	first, _ := offset(0)
	last, _ := offset(n - 1)
	last += writtenEnd(d.Format, pl.t.b[last:])
	for i, end := range [2][2]int{{first, -1}, {last, 1}} {
		w, k := endRun(pl.t.b, end[0], end[1], max(missing-texts, 1), q.Board)
		if k > 0 && lostBeside(q, seen, d.Path[i*(n-1)]) {
			texts += k
			if at == nil {
				sk := pl.t.stray(w[0], w[1])
				at = &sk
			}
		}
	}
	if missing > texts {
		return nil // more squares missing than texts that may write them
	}
	return at
}

// lostBeside reports whether a square of q that the walk (seen) does not
// visit is a move of q's piece from s: where a square lost beside s
// would stand.
func lostBeside(q board.Problem, seen map[board.Square]bool, s board.Square) bool {
	for y := range q.Board.H {
		for x := range q.Board.W {
			if m := (board.Square{X: x + 1, Y: y + 1}); !seen[m] && q.Piece.IsMove(s, m) {
				return true
			}
		}
	}
	return false
}

// squaresWritten is how many squares text passed over where a walk
// breaks may write: one for each number after a letter ("c 2 a 1" two),
// or for each square-sized word (squareSized: "ꭳ6 aS" two), and one at
// least ("??", "null").
func squaresWritten(text []byte, b board.Board) int {
	n, sized, letter, s := 0, 0, false, string(text)
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			letter = true
		case unicode.IsNumber(r) && letter:
			n, letter = n+1, false
		}
	}
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune(listSpace, r) }) {
		if squareSized(w, b) {
			sized++
		}
	}
	return max(n, sized, 1)
}

// listSpace is what parts a list's squares on a line.
const listSpace = " \t,;"

// nextWord is the word next to offset at on its line, before it (dir
// -1) or after it (dir 1), past the list's spaces and words of signs
// alone (arrows); empty when there is none.
func nextWord(b []byte, at, dir int) [2]int {
	in := func(k int) bool { return k >= 0 && k < len(b) && b[k] != '\n' && b[k] != '\r' }
	k := at
	if dir < 0 {
		k--
	}
	for {
		for in(k) && strings.IndexByte(listSpace, b[k]) >= 0 {
			k += dir
		}
		start := k
		for in(k) && strings.IndexByte(listSpace, b[k]) < 0 {
			k += dir
		}
		w := [2]int{min(start, k-dir), max(start, k-dir) + 1}
		if start == k {
			return [2]int{}
		}
		if bytes.ContainsFunc(b[w[0]:w[1]], func(r rune) bool { return unicode.IsLetter(r) || unicode.IsNumber(r) }) {
			return w
		}
	}
}

// endWord is where the text beside offset at, a list's end, that could
// be its square lost begins and ends (before it, dir -1, or after it,
// dir 1): the word next to it on its line, or the line next to it when
// at ends its line, when that is square-sized for b (squareSized), or a
// letter and a number apart ("e 5"); empty when none.
func endWord(b []byte, at, dir int, bd board.Board) [2]int {
	w := nextWord(b, at, dir)
	if w[0] == w[1] {
		// At the line's end: the line beside, a square alone on it.
		k := at
		for k > 0 && k <= len(b) && dir < 0 && b[k-1] != '\n' {
			k--
		}
		for k < len(b) && dir > 0 && b[k] != '\n' {
			k++
		}
		if k += dir; k < 0 || k >= len(b) {
			return [2]int{}
		}
		line := bytes.LastIndexByte(b[:k], '\n') + 1
		if w = nextWord(b, line, 1); itemWord(b, w) {
			w = nextWord(b, w[1], 1) // a numbered line's square
		}
		if w2 := nextWord(b, w[1], 1); w[0] < w[1] && w2[0] < w2[1] {
			// Two words: a letter and its number apart, or a caption's.
			if nextWord(b, w2[1], 1) == [2]int{} && apart(string(b[w[0]:w[1]]), string(b[w2[0]:w2[1]])) {
				return [2]int{w[0], w2[1]}
			}
			return [2]int{}
		}
	}
	word := string(b[w[0]:w[1]])
	if w[0] == w[1] || strings.HasSuffix(word, ":") {
		return [2]int{} // none, or a label ("Tour:", "1:")
	}
	if squareSized(word, bd) {
		return w
	}
	// A letter and its number with a space between: the word beyond.
	from := w[1]
	if dir < 0 {
		from = w[0]
	}
	far := nextWord(b, from, dir)
	if far[0] == far[1] {
		return [2]int{}
	}
	if apart(word, string(b[far[0]:far[1]])) {
		return [2]int{min(w[0], far[0]), max(w[1], far[1])}
	}
	return [2]int{}
}

// endRun is where the run of words beside offset at, a list's end,
// that could be its squares lost begins and ends (endWord, word after
// word outward, past a line's numbering, "2."), and how many squares it
// writes, at most want.
func endRun(b []byte, at, dir, want int, bd board.Board) (run [2]int, n int) {
	for n < want {
		w := endWord(b, at, dir, bd)
		if w[0] == w[1] {
			if w = nextWord(b, at, dir); w[0] == w[1] || !itemWord(b, w) {
				break
			}
		} else if n++; n == 1 {
			run = w
		} else {
			run = [2]int{min(run[0], w[0]), max(run[1], w[1])}
		}
		if at = w[1]; dir < 0 {
			at = w[0]
		}
	}
	return run, n
}

// wordMarks are the signs around a word beside a list that say nothing
// of it: punctuation, brackets, quotes.
const wordMarks = ".,;:!?()[]{}\"'`"

// apart reports whether words u and v are a letter and a number of a
// square, in either order, written apart ("e 5").
func apart(u, v string) bool {
	a, b := countRunes(strings.Trim(u, wordMarks)), countRunes(strings.Trim(v, wordMarks))
	letter := func(c runeCounts) bool { return c.letters == 1 && c.symbols+c.numbers+c.signs == 0 }
	number := func(c runeCounts) bool { return c.numbers >= 1 && c.numbers <= 2 && c.letters+c.symbols+c.signs == 0 }
	return letter(a) && number(b) || number(a) && letter(b)
}

// ocrDigits are letters that a scan reads for digits (l, I for 1, O
// for 0, S for 5, b, G for 6, E for 3, Z for 2, B for 8, g, q for 9,
// A for 4).
const ocrDigits = "lIOSbGEZBgqA"

// squareSized reports whether w, a word beside a list, could be a square
// of b misprinted: sized like a square but not one of b (squareKindOf: a
// Cyrillic or Greek look-alike, an accent, a superscript digit, the rank
// first), a letter and a letter a scan reads for a digit ("hS"), or like
// one misprinted (misprintLike). A square of b is read, not lost; a
// number alone is a count or an index.
func squareSized(w string, b board.Board) bool {
	if misprintLike(w, b) || junkSquare(w, b) {
		return true
	}
	w = strings.Trim(w, wordMarks)
	if s, ok := board.ParseAlgebraic(w); ok && b.Contains(s) {
		return false
	}
	if k := squareKindOf(w); k != notSquare && k != foreignNumber {
		return true
	}
	rs := []rune(w)
	return len(rs) == 2 && unicode.IsLetter(rs[0]) && strings.ContainsRune(ocrDigits, rs[1])
}

// gapText is where the text gap g writes beyond the list's layout
// begins and ends: its words, or, when it adds none, its signs.
func gapText(t *text, g, layout []gapMark) (off, end int) {
	extra, ok := beyond(g, layout)
	if !ok || len(extra) == 0 {
		extra = g
	}
	words := slices.DeleteFunc(slices.Clone(extra), func(m gapMark) bool { return !isAlnum(t.b[m.off]) })
	if len(words) > 0 {
		extra = words
	}
	return extra[0].off, extra[len(extra)-1].end
}

// misprintWithin is the first text set aside inside a line that d, a
// list, writes squares on both sides of (after its first square and
// before its last) and that holds a word like a square of b misprinted,
// or nil.
func misprintWithin(d Document, b board.Board) *Skip {
	firstLine, firstCol, ok1 := d.Place(0)
	lastLine, lastCol, ok2 := d.Place(len(d.Path) - 1)
	if !ok1 || !ok2 {
		return nil
	}
	for i, sk := range d.Skipped {
		after := sk.Line > firstLine || sk.Line == firstLine && sk.Col > firstCol
		before := sk.Line < lastLine || sk.Line == lastLine && sk.Col < lastCol
		if sk.Col > 0 && !sk.Partial && !sk.Unread && after && before && slices.ContainsFunc(strings.Fields(sk.Text), func(w string) bool { return misprintLike(w, b) }) {
			return &d.Skipped[i]
		}
	}
	return nil
}

// misprintLike reports whether w is a square of b misprinted: a file's
// letter then a rank with a letter glued on or off the board ("c1x",
// "e0"), or written with look-alikes of its digits ("cl", "cI", "cO").
// Words ("to", "at", "then") and squares of b are not.
func misprintLike(w string, b board.Board) bool {
	w = strings.Trim(w, ".,;:!?()[]{}")
	if len(w) < 2 || len(w) > 5 || w[0] < 'a' || w[0] > 'z' {
		return false
	}
	if s, ok := board.ParseAlgebraic(w); ok && b.Contains(s) {
		return false
	}
	rest := w[1:]
	if strings.ContainsFunc(rest, func(r rune) bool { return !isLetter(byte(r)) && !isDigit(byte(r)) || r >= 0x80 }) {
		return false
	}
	return strings.ContainsAny(rest, "0123456789") || len(rest) <= 2 && strings.Trim(rest, "lIO") == ""
}

// gluedFile returns the place in d, a square list, of its first square off
// b whose file has more letters than b's last file; -1 when there is none.
func gluedFile(d Document, b board.Board) int {
	if d.Format != Algebraic {
		return -1
	}
	return slices.IndexFunc(d.Path, func(s board.Square) bool { return letterCount(s.X) > letterCount(b.W) })
}

// letterCount is how many letters file x is written with: a to z one,
// aa to zz two, and so on.
func letterCount(x int32) int {
	n := 0
	for ; x > 0; x = (x - 1) / 26 {
		n++
	}
	return n
}

// gluedNote is the note of a list whose square s, its k-th, has a file
// of more letters than b's files: Judge's and a streamed list's.
func gluedNote(k int, s board.Square, b board.Board, f Format, err error) string {
	return fmt.Sprintf("square %d of the list, %v, has a file of more letters than %v's files: a letter glued to a square, a misprint, or a square off the board, undecided (%v); write the squares as they are meant, or give -read %v to judge it as written", k, s, b, err, f)
}

// offBoard counts the squares of p that b does not hold.
func offBoard(p board.Path, b board.Board) int {
	n := 0
	for _, s := range p {
		if !b.Contains(s) {
			n++
		}
	}
	return n
}

// neighboursStep reports whether d, a flat list of visit numbers or of
// square numbers on a board given, steps between two squares whose
// places in the text's numbering are one apart and not across the end of
// a line of W or of H squares: orthogonal neighbours whether the numbering
// runs along ranks or files, from any corner, so never a knight's move
// under any numbering a program may have meant.
func neighboursStep(d Document) bool {
	b := d.Board
	if d.Format != Numbers && d.Format != Indices || len(d.Path) != b.Size() || b.W < 1 || b.H < 1 {
		return false
	}
	place := func(s board.Square) int {
		if d.Format == Numbers && !d.Flipped {
			return int(b.H-s.Y)*int(b.W) + int(s.X-1)
		}
		return int(s.Y-1)*int(b.W) + int(s.X-1)
	}
	for k := 1; k < len(d.Path); k++ {
		i, j := place(d.Path[k-1]), place(d.Path[k])
		if hi := max(i, j); hi-min(i, j) == 1 && hi%int(b.W) != 0 && hi%int(b.H) != 0 {
			return true
		}
	}
	return false
}

// saysClosed reports whether the line right above d's first (blank lines
// between), in the input as written, says the tour under it is closed
// ("Found a closed tour:", "re-entrant tour"), and gives that line and
// its text. A tour the text calls closed whose last square is no move
// from its first is no closed tour, and a grader must not pass it as an
// open one unasked. Only that line, the tour's own caption, speaks for
// it; words further up speak of other things (a search, another tour),
// and a line that negates, asks or searches ("no closed tour", "trying
// for a closed tour") claims nothing.
func saysClosed(d Document) (int, string, bool) {
	pl := d.places
	if pl == nil || pl.t == nil || pl.t.srcLines != nil || pl.t.runs {
		return 0, "", false
	}
	line := pl.t.readLine(d.Line)
	if line < 2 || line > len(pl.t.lines) {
		return 0, "", false
	}
	i := line - 2
	for frames := 0; i >= 0; i-- {
		l := bytes.TrimSpace(pl.t.line(i))
		if len(l) > 0 && !frameLine(l) {
			break
		}
		if len(l) > 0 {
			if frames++; frames > 3 {
				return 0, "", false
			}
		}
	}
	if i < 0 {
		return 0, "", false
	}
	said := strings.TrimSpace(string(pl.t.line(i)))
	low := strings.Map(func(r rune) rune {
		if r == '*' || r == '_' || r == '`' {
			return -1
		}
		return r
	}, strings.ToLower(said))
	claim := containsAny(low, []string{"closed tour", "closed knight", "re-entrant", "reentrant", "returns to its start", "closed path", "closed (re-entrant)"})
	if !claim || len(said) > captionLineMax || containsAny(low, []string{"no ", "not ", "n't", "without", "open", "search", "try", "trying", "attempt", "fail", "impossible", "?", "isclosed", "closedtour", "closedknight"}) {
		return 0, "", false
	}
	return pl.t.shownLine(i + 1), said, true
}

// frameLine reports whether a line is part of the frame a table or a
// board drawing puts between its caption and its numbers: rules of
// '-', '=', '+', '|' and ':' and rows of labels no longer than two
// characters each and holding no digit (file letters, a Markdown
// header's empty corner). Such a line says nothing, so the caption above
// it still speaks for the numbers below; a line with a number may be the
// end of another tour, whose caption does not speak for this one.
func frameLine(l []byte) bool {
	for _, f := range strings.FieldsFunc(string(l), func(r rune) bool { return r == ' ' || r == '\t' || r == '|' }) {
		if strings.Trim(f, "-=+:") == "" {
			continue
		}
		if utf8.RuneCountInString(f) > 2 || strings.ContainsAny(f, "0123456789") {
			return false
		}
	}
	return true
}

// unreadSquares quotes the words of d's text that may write a square of b
// in a spelling no reader knows: a file's letters glued to a sign beyond
// ASCII, no letter, mark or punctuation, where its rank would be ("b🔟",
// "c①", "d²", "e₁"), between d's first and last squares or on a line
// set aside before or after them. The walk read passes over them, so
// when they could fill the squares it misses its fault is no proof. A
// square a reader knows, named among words (a game's comment, a
// caption), is words: the readers chose not to take it.
func unreadSquares(d Document, b board.Board) []string {
	pl := d.places
	if pl == nil || pl.t == nil || pl.grid != nil || len(d.Path) < 2 {
		return nil
	}
	var lo, hi int
	for k, at := range []int{0, len(d.Path) - 1} {
		m, ok := pl.written(at)
		if !ok {
			return nil
		}
		off, ok := pl.offset(m)
		if !ok || off > len(pl.t.b) {
			return nil
		}
		if k == 0 {
			lo, hi = off, off
		}
		lo, hi = min(lo, off), max(hi, off)
	}
	var out []string
	for _, w := range signedFiles(pl.t.b[lo:hi], b) {
		line, col := pl.t.pos(lo + w[0])
		out = append(out, fmt.Sprintf("line %d:%d %s", pl.t.shownLine(line), col, pl.t.asWritten(lo+w[0], lo+w[1])))
	}
	first, _ := pl.t.pos(lo)
	last, _ := pl.t.pos(hi)
	first, last = pl.t.shownLine(first), pl.t.shownLine(last)
	for _, sk := range d.Skipped {
		text := cmp.Or(sk.squares, sk.Text)
		if sk.Line >= first && sk.Line <= last {
			continue // read above, in the text between the squares
		}
		for _, w := range signedFiles([]byte(text), b) {
			out = append(out, fmt.Sprintf("line %d %q", sk.Line, text[w[0]:w[1]]))
		}
	}
	return out
}

// signedFiles are the spans in s of one to three letters that name a file
// of b, a piece's letter before them or none ("Nb🔟"), glued to nothing
// before them and to a sign after them that is no letter, space, mark or
// punctuation: a square whose rank no reader reads.
func signedFiles(s []byte, b board.Board) [][2]int {
	var out [][2]int
	for i := 0; i < len(s); {
		if !isLetter(s[i]) || i > 0 && (isAlnum(s[i-1]) || s[i-1] >= utf8.RuneSelf) {
			i++
			continue
		}
		j := i
		for j < len(s) && isLetter(s[j]) {
			j++
		}
		file := s[i:j]
		if len(file) > 1 && strings.IndexByte("KQRBN", file[0]) >= 0 {
			file = file[1:]
		}
		sq, ok := board.ParseAlgebraic(append(slices.Clip(file), '1'))
		if r, n := utf8.DecodeRune(s[j:]); ok && len(file) <= 3 && sq.X <= b.W && r >= utf8.RuneSelf && r != utf8.RuneError && !unicode.In(r, unicode.L, unicode.M, unicode.P, unicode.Z) {
			for j += n; j < len(s) && s[j] >= utf8.RuneSelf; j += n {
				if r, n = utf8.DecodeRune(s[j:]); unicode.In(r, unicode.L, unicode.P, unicode.Z) {
					break
				}
			}
			out = append(out, [2]int{i, j})
		}
		i = j
	}
	return out
}
