package grade

import (
	"errors"
	"fmt"
	"io"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/enum"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
)

// Status is a tour's verdict in one word.
type Status int8

const (
	// Valid: the tour read is a knight's tour meeting every requirement.
	Valid Status = iota
	// Invalid: the tour read is certain and has a fault, or misses a
	// requirement.
	Invalid
	// Unreadable: the input could not be read as a tour, so nothing is
	// said about the tour in it.
	Unreadable
	// Skipped: a file found in a directory that is not text (or is hidden,
	// or a link to a directory), named and not read.
	Skipped
	// SetAside: text of an input that could be a tour or part of one (a
	// path or board under half filled beside a whole tour, squares on
	// lines of their own before or after one, a tour after the first
	// under [Request.First]), named with its line and not graded. Unless
	// the request allowed it ([Verdict.Allowed]), it keeps the run from
	// passing: nothing unread is passed.
	SetAside
)

var statusNames = [...]string{Valid: "valid", Invalid: "invalid", Unreadable: "unreadable", Skipped: "skipped", SetAside: "set aside"}

// String is the word used in verdicts: valid, invalid, unreadable,
// skipped or set aside.
func (s Status) String() string { return enum.Name(statusNames[:], s, "Status") }

// Requirement names what a grader asked of every tour.
type Requirement int8

const (
	// NoRequirement: the fault is in the tour itself, not a requirement.
	NoRequirement Requirement = iota
	// RequireBoard: the board given.
	RequireBoard
	// RequireStart: the first square given.
	RequireStart
	// RequireEnd: the last square given.
	RequireEnd
	// RequireClosed: a closed tour, asked by the grader or by the tour's
	// own JSON document ("closed": true).
	RequireClosed
	// RequireNumbering: a preset's numbering, every number once from its
	// base ([Preset.Base]).
	RequireNumbering
)

var requirementNames = [...]string{NoRequirement: "", RequireBoard: "board", RequireStart: "start", RequireEnd: "end", RequireClosed: "closed", RequireNumbering: "numbering"}

// String is the requirement's name as a flag or query parameter spells
// it without the dash: board, start, end or closed; numbering for a
// preset's; "" for none.
func (r Requirement) String() string { return enum.Name(requirementNames[:], r, "Requirement") }

// Requirements are what a grader asks of every tour; the zero value asks
// only for a knight's tour of the board each input gives.
type Requirements struct {
	// Board is the board every tour must cover; the zero Board means the
	// board each tour's text gives (a square list then cannot be read).
	Board board.Board
	// Start and End are the first and last squares; the zero Square means
	// any.
	Start, End board.Square
	// Closed asks for tours whose last square is a knight move from the
	// first.
	Closed bool
	// Holes are squares of Board that are not cells, and Piece the
	// leaper that tours ([board.Shape]); zero for the knight on the full
	// board. Holes need Board.
	Holes board.Set
	Piece board.Piece
}

// Check reports requirements that no tour can meet: a start or end off
// the board given. Without a board, such a square is a fault of each tour.
func (r Requirements) Check() error {
	if r.Board == (board.Board{}) {
		return nil
	}
	return r.problem(r.Board).Check()
}

func (r Requirements) problem(b board.Board) board.Problem {
	q := board.Problem{Board: b, End: r.End, Closed: r.Closed, Piece: r.Piece}
	if b == r.Board {
		q.Holes = r.Holes
	}
	if r.Start != (board.Square{}) {
		q.Prefix = board.Path{r.Start}
	}
	return q
}

// describe says the requirement m in words: "start c3", "board 8x8".
func (r Requirements) describe(m Requirement, docClosed bool) string {
	switch m {
	case RequireBoard:
		return "board " + r.Board.String()
	case RequireStart:
		return "start " + r.Start.String()
	case RequireEnd:
		return "end " + r.End.String()
	case RequireClosed:
		if !r.Closed && docClosed {
			return `closed (the document says "closed": true)`
		}
		return "closed"
	}
	return ""
}

// Request is what a grader asks: the requirements every tour must meet and
// how to read the inputs. The command's flags and the server's query
// parameters both fill one in.
type Request struct {
	Requirements
	// Format picks a notation; notation.Auto reads any.
	Format notation.Format
	// Flip reads a grid's first row as rank 1.
	Flip bool
	// MaxBytes bounds each input (0: what the board could need, as
	// notation.ReadOptions says).
	MaxBytes int64
	// MaxSquares, when positive, is the largest board accepted; a tour of
	// a larger one is unreadable, wrapping notation.ErrTooLarge.
	MaxSquares int
	// Preset, when set, grades every tour by a problem's rules
	// ([Preset]): a numbered grid on the preset's board, numbered from
	// its base, from its start (Start, when set, for CSES 1689).
	Preset Preset
	// First grades the first tour of each input only; the others are set
	// aside, allowed, each named.
	First bool
	// SkipPartial allows text set aside as part of a tour (a path or
	// board under half filled, squares before or after a tour): it is
	// still named, but the run may pass over it.
	SkipPartial bool
	// Stop, when closed, stops the grading, reading or judging, with an
	// error wrapping notation.ErrStopped ([notation.ReadOptions.Stop]):
	// the server passes its request's Context.Done.
	Stop <-chan struct{}
}

// Verdict is the grade of one tour of an input, or of an input that could
// not be read or was skipped.
type Verdict struct {
	// File names the input: a path, "stdin", or the name a client gave.
	File string
	// Line and Col are where the fault is in the text: the square at
	// fault of an invalid tour (the square its faulty move lands on, the
	// first of a wrong start, the last of a wrong end or an open tour
	// asked closed), or the fault that made the input unreadable. Line
	// is the line the tour begins on when the fault is at no one square
	// of the text, or the tour is valid; Col is 0 when unknown.
	Line, Col int
	Status    Status
	// Result is what the tour was found to be on its board, as far as it
	// is a knight's path; the zero Result when unreadable.
	Result verify.Result
	// Notation is the notation the tour was read in; Reading says how it
	// was read beyond that (a grid's corner and base, captions skipped),
	// "" when there was no choice.
	Notation notation.Format
	Reading  string
	// Fault is why the tour is not valid: a *verify.Error for an invalid
	// tour, the reader's error (often a *board.ParseError) for an
	// unreadable one, why a file was skipped; nil when valid.
	Fault error
	// Missed is the requirement the tour missed, and Required says it in
	// words ("start c3"); NoRequirement and "" when none.
	Missed   Requirement
	Required string
	// Path is the tour's squares as read, in order (nil when unreadable),
	// so that a picture can show the path up to its fault; nil too for a
	// tour of a file over 4 MiB that [Files] checked a square at a time.
	Path board.Path
	// Allowed: a SetAside verdict the request allowed (First,
	// SkipPartial), which does not keep the run from passing.
	Allowed bool
	// closedAsked: the tour was checked as a closed tour.
	closedAsked bool
}

// Described is the reading in words, never empty for a tour that was
// read: Reading, or the notation's name.
func (v Verdict) Described() string {
	if v.Reading != "" || v.Status == Unreadable || v.Status == Skipped || v.Status == SetAside {
		return v.Reading
	}
	switch v.Notation {
	case notation.Algebraic:
		return "algebraic squares"
	case notation.Prolog:
		return "Prolog terms p(X, Y)"
	case notation.XY:
		return "X,Y pairs"
	case notation.JSON:
		return "JSON document"
	}
	return v.Notation.String()
}

// String is the verdict without its file and line, as the command prints
// it after [Verdict.Where]: "valid open tour of 5x5 from a1 to c1",
// "invalid: move 2: b3 to c4 is not a knight move", "unreadable: ...".
func (v Verdict) String() string {
	if v.Status == Valid {
		return "valid " + v.Detail()
	}
	return v.Status.String() + ": " + v.Detail()
}

// Detail is the verdict without its status word: what the tour is when
// valid, else its fault without the position Where gives; then
// "(requirement: ...)" naming a requirement missed, and "(read: ...)"
// when the reading made a choice.
func (v Verdict) Detail() string {
	var s string
	switch r := v.Result; {
	case v.Status != Valid:
		s = faultText(v.Fault)
	case r.Closed && !v.closedAsked:
		s = fmt.Sprintf("open tour of %v from %v to %v (also closed)", r.Board, r.Start, r.End)
	default:
		s = r.String()
	}
	if v.Required != "" {
		s += " (requirement: " + v.Required + ")"
	}
	if v.Reading != "" {
		s += " (read: " + v.Reading + ")"
	}
	return s
}

// Where is the verdict's place as compilers print one: "file:line:col"
// for a fault placed in the text, "file:line" for a tour, "file" when no
// line is known.
func (v Verdict) Where() string {
	switch {
	case v.Line > 0 && v.Col > 0:
		return fmt.Sprintf("%s:%d:%d", v.File, v.Line, v.Col)
	case v.Line > 0:
		return fmt.Sprintf("%s:%d", v.File, v.Line)
	}
	return v.File
}

// faultText is the fault without the position Where gives.
func faultText(err error) string {
	var perr *board.ParseError
	switch {
	case err == nil:
		return ""
	case errors.As(err, &perr) && perr.Error() == err.Error():
		return perr.Msg // the positioned error itself, or a wrapper that adds no words
	}
	return err.Error()
}

// Tours grades every tour of one input, named name in the verdicts: one
// verdict a tour, in the order of the input, or one unreadable verdict
// when the input cannot be read. It reads as much of r as the board could
// need and holds the tours of an input up to 4 MiB at once, or the one
// tour of a longer input.
func Tours(name string, r io.Reader, req Request) []Verdict {
	var out []Verdict
	Each(name, r, req, func(v Verdict) error {
		out = append(out, v)
		return nil
	})
	return out
}

// Each is [Tours] a verdict at a time: yield gets each, in the order of
// the input, and stops the grading by returning an error, which Each
// returns. It holds an input's verdicts, not its readings, until the
// input is read and judged, and the caller need not hold them (the server
// writes each as it comes). A closed req.Stop ends it, reading or judging,
// with an error wrapping notation.ErrStopped, before the verdicts are
// yielded.
func Each(name string, r io.Reader, req Request, yield func(Verdict) error) error {
	if req.Preset != NoPreset {
		vs, err := presetTours(name, r, req)
		if err != nil {
			return err
		}
		for _, v := range vs {
			if err := yield(v); err != nil {
				return err
			}
		}
		return nil
	}
	// A tour is judged as it is read, and only its verdict is held: a
	// row set aside waits for its verdict until it is known whether any
	// tour stands beside it.
	type row struct {
		v     Verdict
		aside *tourText
	}
	var rows []row
	tours, graded := 0, 0 // the texts read as tours, not set aside; those judged
	err := readTours(r, req, func(texts ...tourText) {
		for _, rd := range texts {
			var v Verdict
			switch {
			case rd.aside != nil:
				aside := rd // only a row set aside is kept whole
				rows = append(rows, row{aside: &aside})
				continue
			case req.First && graded > 0:
				v = Verdict{Line: rd.line, Status: SetAside, Allowed: true, Fault: errors.New("a tour after the first, not graded as asked (-first)")}
			default:
				v = judge(rd, req)
				graded++
			}
			tours++
			rows = append(rows, row{v: v})
		}
	})
	if err != nil {
		return err
	}
	for i, rw := range rows {
		rows[i] = row{} // yielded: it may go
		v := rw.v
		if rw.aside != nil {
			v = asideVerdict(*rw.aside, req, tours > 0)
		}
		v.File = name
		if err := yield(v); err != nil {
			return err
		}
	}
	return nil
}

// asideVerdict is the row of text set aside: allowed when the run asked
// to pass over it (-skip-partial, -first; -first alone for text a stream
// did not read) and the input has tours graded beside it, else it keeps
// the run from passing, naming every flag that would pass it (a partial
// board's own words name the -board that judges it). An input of nothing
// but text set aside has no tour to pass, whatever was asked.
func asideVerdict(rd tourText, req Request, beside bool) Verdict {
	asked := req.First || req.SkipPartial && !rd.unread
	v := Verdict{Line: rd.line, Col: rd.col, Status: SetAside, Fault: rd.aside, Allowed: asked && beside}
	switch {
	case !asked && beside && rd.unread:
		v.Fault = fmt.Errorf("%w; give -first to grade the first tour alone and pass the input over the rest, which was not read", rd.aside)
	case !asked && beside && rd.board != (board.Board{}):
		v.Fault = fmt.Errorf("%w; give -board %v to grade it as a tour of that board, -skip-partial to pass the input over it, or -first to grade only the first tour of each input", rd.aside, rd.board)
	case !asked && beside:
		v.Fault = fmt.Errorf("%w; give -skip-partial to pass the input over it, or -first to grade only the first tour of each input", rd.aside)
	case asked && !beside:
		v.Fault = fmt.Errorf("%w; the input has no tour beside it to pass", rd.aside)
	}
	return v
}

// judge grades one tour read, or its reading failure.
func judge(rd tourText, req Request) Verdict {
	return judgeBy(rd, req, func(q board.Problem) walked {
		p := rd.doc.Path
		w := walked{n: len(p), place: rd.doc.Place}
		w.res, w.err = verify.Check(q, p)
		w.err = rd.doc.Cite(w.err)
		if len(p) > 0 {
			w.first, w.last = p[0], p[len(p)-1]
		}
		return w
	})
}

// walked is Check's answer on a tour's path, and what a verdict needs of
// the path: its first and last squares, its length, where each square's
// text is ([notation.Document.Place]).
type walked struct {
	res         verify.Result
	err         error
	first, last board.Square
	n           int
	place       func(k int) (line, col int, ok bool)
}

// judgeBy is judge, with check giving Check's answer on rd's path for the
// problem the tour answers.
func judgeBy(rd tourText, req Request, check func(q board.Problem) walked) Verdict {
	v := Verdict{Line: rd.line, Col: rd.col, Notation: rd.doc.Format, Reading: rd.doc.Reading()}
	if rd.err != nil {
		v.Status, v.Fault = Unreadable, rd.err
		switch {
		case errors.Is(rd.err, notation.ErrNumbering):
			// A grid numbering two squares alike was read with certainty
			// and is no path.
			v.Status = Invalid
		case errors.Is(rd.err, notation.ErrBoardMismatch) && req.Board != (board.Board{}):
			v.Missed, v.Required = RequireBoard, req.describe(RequireBoard, false)
		}
		return v
	}
	doc := rd.doc
	if req.MaxSquares > 0 && doc.Board.Size() > req.MaxSquares {
		v.Status = Unreadable
		v.Fault = fmt.Errorf("%w: %v has %d squares, more than the %d accepted", notation.ErrTooLarge, doc.Board, doc.Board.Size(), req.MaxSquares)
		return v
	}
	q, err := doc.Shaped(req.problem(doc.Board))
	if err != nil {
		v.Status, v.Fault = Unreadable, err
		return v
	}
	q.Closed = req.Closed || doc.Closed
	v.closedAsked = q.Closed
	// Only without a board required can a required square be off a
	// tour's board: the tour then cannot meet it.
	switch {
	case req.Start != (board.Square{}) && !doc.Board.Contains(req.Start):
		v.Missed, v.Fault = RequireStart, fmt.Errorf("%w: the start required, %v, is off the %v board", verify.ErrWrongStart, req.Start, doc.Board)
	case q.HasEnd() && !doc.Board.Contains(q.End):
		v.Missed, v.Fault = RequireEnd, fmt.Errorf("%w: the end required, %v, is off the %v board", verify.ErrWrongEnd, q.End, doc.Board)
	}
	if v.Fault != nil {
		v.Status, v.Result = Invalid, verify.Result{Board: doc.Board}
		v.Required = req.describe(v.Missed, doc.Closed)
		return v
	}
	v.Path = doc.Path
	w := check(q)
	return checked(v, req, q, doc.Closed, w.res, w.err, w.first, w.last, w.n, w.place)
}

// checked is v, a tour read, graded by Check's answer (res, err) on q:
// the path has n squares from first to last, and place finds the text of
// its square k ([notation.Document.Place]); docClosed is the document's
// own "closed": true.
func checked(v Verdict, req Request, q board.Problem, docClosed bool, res verify.Result, err error, first, last board.Square, n int, place func(k int) (line, col int, ok bool)) Verdict {
	v.Result, v.closedAsked = res, q.Closed
	if err == nil {
		v.Status = Valid
		return v
	}
	v.Status, v.Fault = Invalid, err
	if line, col, ok := faultPlace(n, place, err); ok {
		v.Line, v.Col = line, col
	}
	switch {
	case errors.Is(err, verify.ErrWrongStart):
		v.Missed = RequireStart
	case errors.Is(err, verify.ErrWrongEnd):
		v.Missed = RequireEnd
	case errors.Is(err, verify.ErrNotClosed):
		v.Missed = RequireClosed
	case n > 0:
		v.Missed = alsoMissed(q, first, last, n)
	}
	v.Required = req.describe(v.Missed, docClosed)
	return v
}

// faultPlace is the line and column of the text of the square at fault
// in a path of n squares, found by place: the square a faulty move lands
// on, the first square of a wrong start, the last of a wrong end or of a
// tour that does not close; not known for a fault at no one square
// (squares missing), in a JSON document, or, in a streamed input, for
// squares the reader did not place (col 0 gives the line alone).
func faultPlace(n int, place func(k int) (line, col int, ok bool), err error) (line, col int, ok bool) {
	var verr *verify.Error
	if !errors.As(err, &verr) || verr.Move < 0 {
		return 0, 0, false
	}
	return place(min(verr.Move, n-1)) // move n closes the tour from the last square
}

// alsoMissed is a requirement that a path of n squares (n > 0) from first
// to last with a fault of its own also
// misses, so that the verdict names it beside the first fault: the start,
// whatever follows it; the end and closure only when the path has as many
// squares as the board, its last square then being meant as the end.
func alsoMissed(q board.Problem, first, last board.Square, n int) Requirement {
	switch start, ok := q.Start(); {
	case ok && first != start:
		return RequireStart
	case n != q.Shape().Cells():
	case q.HasEnd() && last != q.End:
		return RequireEnd
	case q.Closed && !q.Piece.IsMove(last, first):
		return RequireClosed
	}
	return NoRequirement
}
