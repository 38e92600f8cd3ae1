package evidence

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/knightcert/knight/board"
)

// Puzzle is a clue puzzle: a board, an open or closed tour to find, and
// the numbers given on some of its squares. The squares of a tour are
// numbered First, First+1, ... in the order the knight visits them, so a
// clue on square s with number k says that s is step k-First of the tour
// (step 0 being the first square). A closed puzzle's tour ends a knight's
// move from its first square, so its numbers run round the cycle.
type Puzzle struct {
	Board  board.Board
	Closed bool
	// First is the number of the tour's first square: 1 (the usual) or 0.
	First int
	// Clues are the numbers given; [Puzzle.Check] wants them in order of
	// number.
	Clues []Clue
}

// Clue is one number given on a square.
type Clue struct {
	Square board.Square
	Number int
}

// ErrBadPuzzle is wrapped by every error [Puzzle.Check] returns.
var ErrBadPuzzle = errors.New("bad puzzle")

// Last is the number of the tour's last square.
func (p Puzzle) Last() int { return p.First + p.Board.Size() - 1 }

// Step is the step (from 0) a clue's number stands for.
func (p Puzzle) Step(c Clue) int { return c.Number - p.First }

// SortClues puts the clues in order of number, as Check wants them.
func (p *Puzzle) SortClues() {
	slices.SortFunc(p.Clues, func(a, b Clue) int { return cmp.Compare(a.Number, b.Number) })
}

// Same reports whether p and q are one puzzle: the same board, closure,
// numbering and clues, in any order.
func (p Puzzle) Same(q Puzzle) bool {
	if p.Board != q.Board || p.Closed != q.Closed || p.First != q.First || len(p.Clues) != len(q.Clues) {
		return false
	}
	order := func(a, b Clue) int {
		return cmp.Or(cmp.Compare(a.Number, b.Number), cmp.Compare(a.Square.X, b.Square.X), cmp.Compare(a.Square.Y, b.Square.Y))
	}
	a, b := slices.Clone(p.Clues), slices.Clone(q.Clues)
	slices.SortFunc(a, order)
	slices.SortFunc(b, order)
	return slices.Equal(a, b)
}

// Conflict says how adding c contradicts p's numbers on its face (its
// square already numbered otherwise, or its number already placed
// elsewhere), or "" when it does not.
func (p Puzzle) Conflict(c Clue) string {
	for _, x := range p.Clues {
		switch {
		case x.Square == c.Square && x.Number != c.Number:
			return fmt.Sprintf("%v already has %d", x.Square, x.Number)
		case x.Number == c.Number && x.Square != c.Square:
			return fmt.Sprintf("%d is already on %v", x.Number, x.Square)
		}
	}
	return ""
}

// Check reports the first reason the puzzle is malformed: a bad board, a
// First other than 0 or 1, a clue off the board or outside First..Last,
// a square or a number given twice, clues out of order. A well-formed
// puzzle may still have no solution or several.
func (p Puzzle) Check() error {
	if err := p.Board.Check(); err != nil {
		return fmt.Errorf("%w: %w", ErrBadPuzzle, err)
	}
	if p.First != 0 && p.First != 1 {
		return fmt.Errorf("%w: numbers start at %d, want 0 or 1", ErrBadPuzzle, p.First)
	}
	seen := make(map[board.Square]int, len(p.Clues))
	for i, c := range p.Clues {
		if !p.Board.Contains(c.Square) {
			return fmt.Errorf("%w: clue %d on %v: the square is off the %v board", ErrBadPuzzle, c.Number, c.Square, p.Board)
		}
		if c.Number < p.First || c.Number > p.Last() {
			return fmt.Errorf("%w: clue %d on %v: numbers on %v run from %d to %d", ErrBadPuzzle, c.Number, c.Square, p.Board, p.First, p.Last())
		}
		if n, ok := seen[c.Square]; ok {
			return fmt.Errorf("%w: %v has two numbers, %d and %d", ErrBadPuzzle, c.Square, n, c.Number)
		}
		seen[c.Square] = c.Number
		if i > 0 {
			prev := p.Clues[i-1]
			if prev.Number == c.Number {
				return fmt.Errorf("%w: number %d is on both %v and %v", ErrBadPuzzle, c.Number, prev.Square, c.Square)
			}
			if prev.Number > c.Number {
				return fmt.Errorf("%w: clue %d comes after clue %d: want the clues in order of number", ErrBadPuzzle, c.Number, prev.Number)
			}
		}
	}
	return nil
}

// PuzzleStatus is the answer to a puzzle.
type PuzzleStatus int8

const (
	// PuzzleUnknown: undecided within the limits given.
	PuzzleUnknown PuzzleStatus = iota
	// Unique: exactly one solution.
	Unique
	// Several: at least two solutions.
	Several
	// NoSolution: no tour agrees with the clues.
	NoSolution
)

var puzzleStatusNames = [...]string{"unknown", "unique", "several", "none"}

// String is the answer's first word: "unique", "several", "none" or
// "unknown".
func (s PuzzleStatus) String() string {
	if s >= 0 && int(s) < len(puzzleStatusNames) {
		return puzzleStatusNames[s]
	}
	return fmt.Sprintf("PuzzleStatus(%d)", int8(s))
}

// ParsePuzzleStatus is the inverse of [PuzzleStatus.String].
func ParsePuzzleStatus(s string) (PuzzleStatus, error) {
	for i, name := range puzzleStatusNames {
		if s == name {
			return PuzzleStatus(i), nil
		}
	}
	return PuzzleUnknown, fmt.Errorf("unknown puzzle status %q: want unique, several, none or unknown", s)
}

// PuzzleKind names the argument a [PuzzleCertificate] makes.
type PuzzleKind uint8

const (
	// NoPuzzleKind is the zero PuzzleKind; no certificate has it.
	NoPuzzleKind PuzzleKind = iota
	// ClueDistance: clues A and B are farther apart in knight moves than the
	// steps between them (for a closed tour, the shorter way round).
	// Consecutive numbers that are not a knight's move apart are the
	// case of one step.
	ClueDistance
	// Parity: every knight move changes colour, so squares k steps apart
	// have the same colour exactly when k is even (on a closed tour both
	// ways round have the same parity, the board being even); A and B
	// break that.
	ClueParity
	// Blocked: B is the next clue after A, and no knight path from A to B
	// through squares without a clue takes at most the steps between them
	// (for a closed tour, B may be the first clue after the last).
	ClueBlocked
	// ColourCount: the colour of step 0, fixed by clue A (or a closed
	// tour, which needs equal colours), needs more squares of one colour
	// than the board has.
	ClueColourCount
	// Forced: the clues fix a start (First, First+1, ... on a knight path),
	// an end (Last, on an open tour) and closure, a [board.Problem], and
	// Certificate proves that problem has no tour.
	ClueForced
	// ClueSplit: a case split on where Number goes. Its Branches list,
	// in index order, every square Number can take: when Number-1 is a
	// clue (round the cycle for a closed tour), the squares one knight
	// move from it that hold no clue; else, when Number+1 is one, those
	// one move from that; else every square that holds no clue. Each
	// branch's certificate proves that the puzzle with Number on its
	// square has no solution; no branch at all is a proof by itself.
	ClueSplit
	// ClueDeduced: the plain deductions, which the checker runs again,
	// find no solution, and the certificate carries nothing else. A
	// square without a clue has fewer neighbours that a tour can come
	// from or go to (free squares, and clues whose number before or
	// after is missing) than it needs, two (one when a missing first or
	// last number of an open tour could be there); or, each number's
	// squares narrowed to a fixed point (the free squares, a clue's
	// number its square; a number one knight move from a square of the
	// number before it and from another square of the one after it,
	// round the cycle when closed; a number with one square keeps it
	// and no other number may; a square one number alone can take gets
	// it), some number or square is left with none. Every rule keeps every solution, and the
	// fixed point is the same in whatever order the rules run.
	ClueDeduced
)

var puzzleKindNames = [...]string{"", "distance", "parity", "blocked", "colour-count", "forced", "split", "deduction"}

// String is the kind's name in JSON.
func (k PuzzleKind) String() string {
	if int(k) < len(puzzleKindNames) {
		return puzzleKindNames[k]
	}
	return fmt.Sprintf("PuzzleKind(%d)", k)
}

// ParsePuzzleKind is the inverse of [PuzzleKind.String].
func ParsePuzzleKind(s string) (PuzzleKind, error) {
	for k, name := range puzzleKindNames {
		if s == name && k > 0 {
			return PuzzleKind(k), nil
		}
	}
	return NoPuzzleKind, fmt.Errorf("%w: unknown puzzle certificate kind %q: want distance, parity, blocked, colour-count, forced, split or deduction", ErrBadCertificate, s)
}

// PuzzleCertificate is a checkable reason why a puzzle has no solution.
// Fields a kind does not use stay zero.
type PuzzleCertificate struct {
	Kind PuzzleKind
	// A and B are the clues the argument is about: both for ClueDistance,
	// ClueParity and ClueBlocked (A the smaller number), A alone for
	// ClueColourCount (none for a closed tour on a board with an odd
	// number of squares).
	A, B Clue
	// Distance is the knight distance from A to B (ClueDistance), or
	// through squares without a clue (ClueBlocked), -1 when there is no
	// such path.
	Distance int
	// Problem and Certificate are those of ClueForced: the problem the clues
	// force, and the certificate that it has no tour.
	Problem     board.Problem
	Certificate Certificate
	// Number and Branches are those of ClueSplit: the number whose
	// square is split on, and a branch per square it can take.
	Number   int
	Branches []PuzzleBranch
}

// PuzzleBranch is one case of a [ClueSplit]: Number on Square, and the
// certificate that the puzzle with that clue added has no solution.
type PuzzleBranch struct {
	Square      board.Square
	Certificate PuzzleCertificate
}

// Nodes counts the certificates of c's tree, c included.
func (c PuzzleCertificate) Nodes() int {
	k := 1
	for _, b := range c.Branches {
		k += b.Certificate.Nodes()
	}
	return k
}

// WithClue is p with one more clue, the clues kept in order of number; p
// is not changed. It is the puzzle of a [PuzzleBranch].
func (p Puzzle) WithClue(c Clue) Puzzle {
	q := p
	q.Clues = make([]Clue, 0, len(p.Clues)+1)
	i := 0
	for i < len(p.Clues) && p.Clues[i].Number < c.Number {
		i++
	}
	q.Clues = append(q.Clues, p.Clues[:i]...)
	q.Clues = append(q.Clues, c)
	q.Clues = append(q.Clues, p.Clues[i:]...)
	return q
}

// Witness is another solution of the puzzle without one clue: the
// evidence that the clue is needed.
type Witness struct {
	Clue     Clue
	Solution board.Path
}

// Grade says how far plain deduction goes with a puzzle.
type Grade struct {
	// Level is "easy" when deductions alone solve the puzzle, "hard" when
	// search is needed after them.
	Level string
	// Deduced counts the squares whose numbers deductions fixed, the
	// clues included, out of Squares.
	Deduced, Squares int
}

// PuzzleAnswer is the document of `knight puzzle solve -json` and
// `knight puzzle make -json`: a puzzle, its status and the evidence.
type PuzzleAnswer struct {
	Puzzle Puzzle
	Status PuzzleStatus
	// Method is what decided: [Parity] for a proof (Certificate for
	// NoSolution, Proof for Unique), [SAT] for the solver (a second
	// opinion: no proof object), [Exhaustive] for the counting search.
	Method Method
	// Solutions holds the solution of Unique, two of Several.
	Solutions []board.Path
	// Encodings name the SAT encodings that agreed, the first one
	// deciding and the second re-solving.
	Encodings []string
	// Counted says the solutions were counted: Count is their number,
	// exact when CountExact, else a lower bound (the count stopped at a
	// limit).
	Counted    bool
	Count      int64
	CountExact bool
	// NotCounted says why a count asked for was not made (the board is
	// past the counter's limit); empty when one was made or none asked.
	NotCounted string
	// Certificate proves NoSolution when Method is Parity.
	Certificate *PuzzleCertificate
	// Proof proves Unique when Method is Parity: that the solution is
	// the only one.
	Proof *UniqueProof
	// Minimal holds, for a puzzle made minimal, one witness per clue.
	Minimal []Witness
	Grade   *Grade
	MS      float64
	// Explanation says in words what the answer rests on; a checker must
	// not trust it.
	Explanation string
}

// Name is "puzzle answer".
func (PuzzleAnswer) Name() string { return "puzzle answer" }

// WritePuzzle writes the puzzle as the JSON object that
// `knight puzzle solve` reads: {"board":"8x8","closed":true,"first":1,
// "clues":{"a1":1,...}}, the clues in order of number.
func WritePuzzle(w io.Writer, p Puzzle) error {
	d := NewObjectWriter(w)
	d.puzzle(p)
	return d.End()
}

func (d *ObjectWriter) puzzle(p Puzzle) {
	d.Field("board", p.Board.String())
	d.Field("closed", p.Closed)
	d.Field("first", p.First)
	d.key("clues")
	d.w.WriteByte('{')
	for i, c := range p.Clues {
		if i > 0 {
			d.w.WriteByte(',')
		}
		fmt.Fprintf(d.w, "%q:%d", c.Square.String(), c.Number)
	}
	d.w.WriteByte('}')
}

// WriteJSON writes the answer as one line of JSON.
func (a PuzzleAnswer) WriteJSON(w io.Writer) error {
	d := NewObjectWriter(w)
	d.key("puzzle")
	d.nested(func(o *ObjectWriter) { o.puzzle(a.Puzzle) })
	d.Field("status", a.Status.String())
	d.Field("method", a.Method.String())
	if len(a.Solutions) > 0 {
		d.key("solutions")
		d.w.WriteByte('[')
		for i, s := range a.Solutions {
			if i > 0 {
				d.w.WriteByte(',')
			}
			d.squaresBare(a.Puzzle.Board, s)
		}
		d.w.WriteByte(']')
	}
	if len(a.Encodings) > 0 {
		d.Field("encodings", a.Encodings)
	}
	if a.Counted {
		d.Field("count", a.Count)
		d.Field("count_exact", a.CountExact)
	}
	if a.NotCounted != "" {
		d.Field("not_counted", a.NotCounted)
	}
	if a.Certificate != nil {
		d.key("certificate")
		d.nested(func(o *ObjectWriter) { o.puzzleCertificate(a.Puzzle, *a.Certificate) })
	}
	if a.Proof != nil {
		d.key("proof")
		d.nested(func(o *ObjectWriter) { o.uniqueProof(a.Puzzle, *a.Proof) })
	}
	if len(a.Minimal) > 0 {
		d.key("minimal")
		d.w.WriteByte('[')
		for i, m := range a.Minimal {
			if i > 0 {
				d.w.WriteByte(',')
			}
			d.nested(func(o *ObjectWriter) {
				o.clue("clue", m.Clue)
				o.Squares("solution", a.Puzzle.Board, m.Solution)
			})
		}
		d.w.WriteByte(']')
	}
	if a.Grade != nil {
		d.Field("grade", gradeJSON{a.Grade.Level, a.Grade.Deduced, a.Grade.Squares})
	}
	d.Field("ms", a.MS)
	if a.Explanation != "" {
		d.Field("explanation", a.Explanation)
	}
	return d.End()
}

type gradeJSON struct {
	Level   string `json:"level"`
	Deduced int    `json:"deduced"`
	Squares int    `json:"squares"`
}

// squaresBare writes p as an array of algebraic squares, with no key.
func (d *ObjectWriter) squaresBare(b board.Board, p []board.Square) {
	sw := board.NewSquareWriter(d.w, b)
	sw.WriteString("[")
	for i, s := range p {
		if i > 0 {
			sw.WriteString(",")
		}
		sw.WriteString(`"`)
		sw.WriteSquare(s)
		sw.WriteString(`"`)
	}
	sw.WriteString("]")
	if err := sw.Flush(); err != nil && d.err == nil {
		d.err = err
	}
}

// clue writes k: {"square":"c3","number":7}.
func (d *ObjectWriter) clue(k string, c Clue) {
	d.key(k)
	fmt.Fprintf(d.w, `{"square":%q,"number":%d}`, c.Square.String(), c.Number)
}

// nested writes an object as a value, its fields written by fill.
func (d *ObjectWriter) nested(fill func(o *ObjectWriter)) {
	o := &ObjectWriter{w: d.w}
	d.w.WriteByte('{')
	fill(o)
	d.w.WriteByte('}')
	if o.err != nil && d.err == nil {
		d.err = o.err
	}
}

// puzzleCertificate writes the fields of c, a certificate about p.
func (o *ObjectWriter) puzzleCertificate(p Puzzle, c PuzzleCertificate) {
	o.Field("kind", c.Kind.String())
	switch c.Kind {
	case ClueDistance, ClueParity, ClueBlocked:
		o.clue("a", c.A)
		o.clue("b", c.B)
		if c.Kind != ClueParity {
			o.Field("distance", c.Distance)
		}
	case ClueColourCount:
		if c.A != (Clue{}) {
			o.clue("a", c.A)
		}
	case ClueForced:
		if len(c.Problem.Prefix) > 0 {
			o.Squares("prefix", p.Board, c.Problem.Prefix)
		}
		if c.Problem.HasEnd() {
			o.Field("end", c.Problem.End.String())
		}
		if c.Certificate != nil {
			o.Field("certificate", c.Certificate)
		}
	case ClueSplit:
		o.Field("number", c.Number)
		o.puzzleBranches(p, c.Branches)
	}
}

// puzzleBranches writes "branches": a split's, or a proof of
// uniqueness's.
func (o *ObjectWriter) puzzleBranches(p Puzzle, branches []PuzzleBranch) {
	o.key("branches")
	o.w.WriteByte('[')
	for i, b := range branches {
		if i > 0 {
			o.w.WriteByte(',')
		}
		o.nested(func(bo *ObjectWriter) {
			bo.Field("square", b.Square.String())
			bo.key("certificate")
			bo.nested(func(co *ObjectWriter) { co.puzzleCertificate(p, b.Certificate) })
		})
	}
	o.w.WriteByte(']')
}
