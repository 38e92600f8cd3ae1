package evidence

import (
	"bufio"
	"encoding/json"
	"io"
	"iter"
	"math/big"
	"slices"
	"strconv"

	"github.com/knightcert/knight/board"
)

// Document is one of the documents knight writes as JSON: an [Answer], a
// [Verdict] or a [Survey]. [Read] returns one.
type Document interface {
	// Name says what the document is, as an error message needs it.
	Name() string
}

// Answer is the answer document of `knight prove -json`: the problem
// asked, its status, the method that decided it and the evidence (a tour
// or a certificate), with the explanation and statistics the answer was
// printed with.
type Answer struct {
	Problem board.Problem
	Status  board.Status
	Method  Method
	// Tour is the tour of a Found answer.
	Tour board.Path
	// Certificate proves a None answer decided by [Parity].
	Certificate Certificate
	// SAT holds the solver's statistics when SAT ran.
	SAT *SATStats
	// Nodes counts the heuristic's search nodes, 0 when it did not run.
	Nodes int64
	// MS is the time taken, in milliseconds.
	MS float64
	// Explanation says in words what the answer rests on. A reader gets
	// the writer's words, which a checker must not trust.
	Explanation string
}

// SATStats describe the formula SAT solved.
type SATStats struct {
	Encoding string  `json:"encoding"`
	Vars     int     `json:"vars"`
	Clauses  int     `json:"clauses"`
	MS       float64 `json:"ms"`
}

// Name is "answer".
func (Answer) Name() string { return "answer" }

// Verdict is the verdict document of `knight blame -json`: whether a
// player's path can still become a tour (open, or closed when Closed) and,
// if not, the first prefix that cannot, with the evidence.
type Verdict struct {
	Board board.Board
	// Holes and Piece make the board a shape ([board.Shape]) whose cells
	// the path and every tour claimed must visit, by the piece's moves;
	// both are zero for the knight on the full board (written "holes", in
	// index order, and "piece", only when not).
	Holes board.Set
	Piece board.Piece
	// Closed: the verdict is about closed tours (knight blame -closed),
	// written "closed": true, and absent for open tours. Every problem
	// the verdict claims to answer, dead or completable, is then closed,
	// so its completions must close.
	Closed bool
	// Path is the player's path.
	Path board.Path
	// Status is Found when the path is completable, None when it is
	// dead, Unknown when undecided; written as "completable", "dead" and
	// "unknown".
	Status board.Status
	// FirstDead is the index in Path of the square after which no tour
	// exists (Status None), -1 when completable.
	FirstDead int
	// Move is Path[FirstDead] when Status is None.
	Move   board.Square
	Method Method
	// Certificate proves Path[:FirstDead+1] dead when Method is Parity.
	Certificate Certificate
	// Needed lists, when SAT refuted the dead prefix, the prefix squares
	// whose assumptions its refutation used, and Encoding names the
	// encoding, which says what the assumptions were: with "successor"
	// the move into each square (the start for the first), otherwise each
	// square at its step.
	Needed   []board.Square
	Encoding string
	// Completion, Hints and Undecided describe a completable path: a full
	// tour beginning with it, the next squares that keep it completable
	// and those not decided in time.
	Completion, Hints, Undecided []board.Square
	// AliveCompletion is the other half of a dead verdict's claim: a full
	// tour beginning with Path[:FirstDead], which shows that the prefix
	// before the first dead square could still be completed, so that
	// FirstDead is the first (written "alive_completion"). A FirstDead of
	// 0 has no prefix before it, and no AliveCompletion. In an unknown
	// verdict it begins with Path[:LastAlive+1].
	AliveCompletion []board.Square
	// LastAlive and FirstProvedDead are what an unknown verdict proved
	// before a limit stopped it: the index of the last square of the
	// longest prefix shown completable (by AliveCompletion), and the
	// index of the first square after which no tour exists (shown by
	// Method, Certificate, Needed and Encoding as a dead verdict's
	// FirstDead is), so that the mistake is one of moves LastAlive+1 to
	// FirstProvedDead. Each is -1 when nothing was proved, and always in
	// a verdict that is not unknown (written "last_alive" and
	// "first_proved_dead", only when not -1).
	LastAlive, FirstProvedDead int
	Tests                      int
	MS                         float64
	Explanation                string
}

// Name is "verdict".
func (Verdict) Name() string { return "verdict" }

// Dead is the problem the verdict says has no tour: the path up to its
// first dead square, as a tour of the board, closed when the verdict is.
func (v Verdict) Dead() (board.Problem, bool) {
	if v.Status != board.None || v.FirstDead < 0 || v.FirstDead >= len(v.Path) {
		return board.Problem{}, false
	}
	return v.prefix(v.FirstDead), true
}

// prefix is the problem of completing the path up to square i to a tour,
// closed when the verdict is.
func (v Verdict) prefix(i int) board.Problem {
	return board.Problem{Board: v.Board, Holes: v.Holes, Piece: v.Piece, Prefix: v.Path[:i+1], Closed: v.Closed}
}

// Shape is the verdict's board, holes and piece.
func (v Verdict) Shape() board.Shape {
	return board.Shape{Board: v.Board, Holes: v.Holes, Piece: v.Piece}
}

// Completable is the problem a completable verdict's completion answers:
// the whole path completed to a tour, closed when the verdict is.
func (v Verdict) Completable() board.Problem { return v.prefix(len(v.Path) - 1) }

// ProvedDead is the problem the verdict proves has no tour, and the index
// of its last square: the path up to FirstDead in a dead verdict, up to
// FirstProvedDead in an unknown one.
func (v Verdict) ProvedDead() (board.Problem, int, bool) {
	i := -1
	switch v.Status {
	case board.None:
		i = v.FirstDead
	case board.Unknown:
		i = v.FirstProvedDead
	}
	if i < 0 || i >= len(v.Path) {
		return board.Problem{}, -1, false
	}
	return v.prefix(i), i, true
}

// Alive is the problem that AliveCompletion claims to answer, and the
// index of its prefix's last square: the path before FirstDead in a dead
// verdict, up to LastAlive in an unknown one. It reports false when the
// verdict claims no completable prefix (a FirstDead of 0, a LastAlive of
// -1).
func (v Verdict) Alive() (board.Problem, int, bool) {
	i := -1
	switch v.Status {
	case board.None:
		i = v.FirstDead - 1
	case board.Unknown:
		i = v.LastAlive
	}
	if i < 0 || i >= len(v.Path) {
		return board.Problem{}, -1, false
	}
	return v.prefix(i), i, true
}

// Survey is the survey document of `knight survey -json`: the open-tour
// answer for each start square of a board.
type Survey struct {
	Board board.Board
	// Holes and Piece make the board a shape ([board.Shape]): its squares
	// are the starts of the shape's cells, toured by the piece; both are
	// zero for the knight on the full board (written "holes", in index
	// order, and "piece", only when not).
	Holes   board.Set
	Piece   board.Piece
	Squares []SurveySquare
	// Counts is, when the survey counted them (boards of a few squares),
	// the number of open tours from each square, in board.Index order
	// (directed and undirected alike: the start fixes the direction);
	// nil when not counted. verify re-counts them.
	Counts []*big.Int
}

// SurveySquare is the answer for one start square.
type SurveySquare struct {
	Square board.Square
	Status board.Status
	Method Method
	MS     float64
	// Certificate proves a None decided by [Parity].
	Certificate Certificate
	// Tour is the tour of a Found square, when the survey kept its tours
	// (knight survey -json -tours, on boards of at most 1024 squares).
	Tour []board.Square
}

// Name is "survey".
func (Survey) Name() string { return "survey" }

// Problem is the question the survey answered for s: an open tour of the
// board (less its holes, by its piece) from s.
func (s Survey) Problem(sq SurveySquare) board.Problem {
	return board.Problem{Board: s.Board, Holes: s.Holes, Piece: s.Piece, Prefix: board.Path{sq.Square}}
}

// ObjectWriter writes one JSON object field by field, in the order the
// fields are added, so that a tour of 10^8 squares streams out instead of
// being built in memory first. The documents of this package write
// themselves with it; the command's other documents (a tour, a path's
// verdict) use it too.
type ObjectWriter struct {
	w     *bufio.Writer
	count int
	err   error
}

// NewObjectWriter starts an object on w, buffered unless w is a
// [bufio.Writer] already.
func NewObjectWriter(w io.Writer) *ObjectWriter {
	bw, ok := w.(*bufio.Writer)
	if !ok {
		bw = bufio.NewWriterSize(w, 1<<16)
	}
	bw.WriteByte('{')
	return &ObjectWriter{w: bw}
}

func (d *ObjectWriter) key(k string) {
	if d.count > 0 {
		d.w.WriteByte(',')
	}
	d.count++
	d.w.WriteString(strconv.Quote(k))
	d.w.WriteByte(':')
}

// Field writes k and v marshalled by encoding/json; a marshalling error is
// kept for End.
func (d *ObjectWriter) Field(k string, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		if d.err == nil {
			d.err = err
		}
		return
	}
	d.key(k)
	d.w.Write(data)
}

// FieldIf is [ObjectWriter.Field] for a member written only when has
// holds.
func (d *ObjectWriter) FieldIf(has bool, k string, v any) {
	if has {
		d.Field(k, v)
	}
}

// Squares writes k and p, squares of board b, as an array of algebraic
// squares, streamed.
func (d *ObjectWriter) Squares(k string, b board.Board, p []board.Square) {
	d.key(k)
	d.squaresOf(b, slices.Values(p))
}

// End closes the object with a newline, flushes, and returns the first
// error met.
func (d *ObjectWriter) End() error {
	d.w.WriteString("}\n")
	if err := d.w.Flush(); err != nil {
		return err
	}
	return d.err
}

func (d *ObjectWriter) problem(q board.Problem) {
	d.Field("board", q.Board.String())
	d.Shape(q.Shape())
	if s, ok := q.Start(); ok {
		d.Field("start", s.String())
	}
	if len(q.Prefix) > 1 {
		d.Squares("prefix", q.Board, q.Prefix)
	}
	if q.HasEnd() {
		d.Field("end", q.End.String())
	}
	d.Field("closed", q.Closed)
}

// Shape writes a shape's holes, in index order, and its piece, each only
// when there is one: a document about the knight's full board names
// neither.
func (d *ObjectWriter) Shape(sh board.Shape) {
	if sh.HoleCount() > 0 {
		d.Squares("holes", sh.Board, sh.HoleList())
	}
	if !sh.Piece.IsKnight() {
		d.Field("piece", sh.Piece.String())
	}
}

// WriteJSON writes the answer as one line of JSON, the tour streamed.
func (a Answer) WriteJSON(w io.Writer) error {
	d := NewObjectWriter(w)
	d.problem(a.Problem)
	d.Field("status", a.Status.String())
	d.Field("method", a.Method.String())
	if a.Status == board.Found {
		d.Squares("tour", a.Problem.Board, a.Tour)
	}
	d.FieldIf(a.Certificate != nil, "certificate", a.Certificate)
	d.FieldIf(a.SAT != nil, "stats", a.SAT)
	d.FieldIf(a.Nodes > 0, "nodes", a.Nodes)
	d.Field("ms", a.MS)
	d.FieldIf(a.Explanation != "", "explanation", a.Explanation)
	return d.End()
}

// VerdictWord is the word a verdict's status is written as.
func VerdictWord(s board.Status) string {
	switch s {
	case board.Found:
		return "completable"
	case board.None:
		return "dead"
	}
	return "unknown"
}

// WriteJSON writes the verdict as one line of JSON.
func (v Verdict) WriteJSON(w io.Writer) error {
	d := NewObjectWriter(w)
	d.Field("board", v.Board.String())
	d.Shape(v.Shape())
	d.FieldIf(v.Closed, "closed", true)
	if len(v.Path) > 0 {
		d.Squares("path", v.Board, v.Path)
	}
	d.Field("status", VerdictWord(v.Status))
	d.FieldIf(v.Status != board.Unknown, "first_dead", v.FirstDead)
	d.FieldIf(v.Status == board.Unknown && v.LastAlive >= 0, "last_alive", v.LastAlive)
	d.FieldIf(v.Status == board.Unknown && v.FirstProvedDead >= 0, "first_proved_dead", v.FirstProvedDead)
	if v.Status == board.None {
		d.Field("move", v.Move.String())
	}
	d.Field("method", v.Method.String())
	d.FieldIf(v.Certificate != nil, "certificate", v.Certificate)
	proved := v.Status == board.None || v.Status == board.Unknown && v.FirstProvedDead >= 0
	if proved && v.Method == SAT {
		d.Squares("needed", v.Board, v.Needed)
		d.FieldIf(v.Encoding != "", "encoding", v.Encoding)
	}
	if v.AliveCompletion != nil {
		d.Squares("alive_completion", v.Board, v.AliveCompletion)
	}
	if v.Status == board.Found {
		d.Squares("completion", v.Board, v.Completion)
		d.Squares("hints", v.Board, v.Hints)
		if len(v.Undecided) > 0 {
			d.Squares("hints_undecided", v.Board, v.Undecided)
		}
	}
	d.Field("tests", v.Tests)
	d.Field("ms", v.MS)
	d.Field("explanation", v.Explanation)
	return d.End()
}

type surveySquareJSON struct {
	Square      string      `json:"square"`
	Status      string      `json:"status"`
	Method      string      `json:"method"`
	MS          float64     `json:"ms"`
	Certificate Certificate `json:"certificate,omitempty"`
	Tour        []string    `json:"tour,omitempty"`
}

// WriteJSON writes the survey as one line of JSON.
func (s Survey) WriteJSON(w io.Writer) error {
	d := NewObjectWriter(w)
	d.Field("board", s.Board.String())
	d.Shape(board.Shape{Board: s.Board, Holes: s.Holes, Piece: s.Piece})
	out := make([]surveySquareJSON, len(s.Squares))
	for i, sq := range s.Squares {
		out[i] = surveySquareJSON{sq.Square.String(), sq.Status.String(), sq.Method.String(), sq.MS, sq.Certificate, nil}
		if sq.Tour != nil {
			out[i].Tour = make([]string, len(sq.Tour))
			for k, t := range sq.Tour {
				out[i].Tour[k] = t.String()
			}
		}
	}
	d.Field("squares", out)
	if s.Counts != nil {
		counts := make(map[string]string, len(s.Counts))
		for i, n := range s.Counts {
			counts[s.Board.Square(i).String()] = n.String()
		}
		d.Field("counts", counts)
	}
	return d.End()
}

// ParseVerdictWord is the inverse of [VerdictWord]: false for a word
// that names no status.
func ParseVerdictWord(s string) (board.Status, bool) { return parseStatus(s, VerdictWord) }

// parseStatus is the status that word writes as s: [board.Status.String]
// for answers and survey squares, [VerdictWord] for verdicts.
func parseStatus(s string, word func(board.Status) string) (board.Status, bool) {
	for _, st := range []board.Status{board.Found, board.None, board.Unknown} {
		if word(st) == s {
			return st, true
		}
	}
	return board.Unknown, false
}

// squaresOf writes the squares of seq as a JSON array of strings.
func (d *ObjectWriter) squaresOf(b board.Board, seq iter.Seq[board.Square]) {
	sw := board.NewSquareWriter(d.w, b)
	sw.WriteString("[")
	first := true
	for s := range seq {
		if !first {
			sw.WriteString(",")
		}
		first = false
		sw.WriteString(`"`)
		sw.WriteSquare(s)
		sw.WriteString(`"`)
	}
	sw.WriteString("]")
	if err := sw.Flush(); err != nil && d.err == nil {
		d.err = err
	}
}
