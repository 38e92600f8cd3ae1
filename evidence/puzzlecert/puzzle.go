package puzzlecert

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/internal/docread"
	"github.com/knightcert/knight/internal/enum"
)

// Puzzle is a clue puzzle: a board, an open or closed tour to find, and
// the numbers given on some of its squares. The squares of a tour are
// numbered First, First+1, ... in the order the knight visits them, so a
// clue on square s with number k says that s is step k-First of the tour
// (step 0 being the first square). A closed puzzle's tour ends a knight's
// move from its first square, so its numbers run round the cycle.
//
// Holes and Piece make a puzzle on a shape ([board.Shape]): the tour
// visits the cells, the squares of Board that are not holes, by the
// piece's moves; the zero values are the knight on the full board.
type Puzzle struct {
	Board board.Board
	// Holes are squares of Board that are not cells, by [board.Board.Index];
	// nil or empty means none.
	Holes board.Set
	// Piece is the leaper that tours; the zero Piece is the knight.
	Piece  board.Piece
	Closed bool
	// First is the number of the tour's first square: 1 (the usual) or 0.
	First int
	// Clues are the numbers given; [Puzzle.Check] wants them in order of
	// number.
	Clues []Clue
}

// Clue is one number given on a square.
type Clue struct {
	Square board.Square `json:"square"`
	Number int          `json:"number"`
}

// ErrBadPuzzle is wrapped by every error [Puzzle.Check] returns.
var ErrBadPuzzle = errors.New("bad puzzle")

// Last is the number of the tour's last square.
func (p Puzzle) Last() int { return p.First + p.Shape().Cells() - 1 }

// Shape is the puzzle's board, holes and piece.
func (p Puzzle) Shape() board.Shape {
	return board.Shape{Board: p.Board, Holes: p.Holes, Piece: p.Piece}
}

// Plain reports whether the puzzle is the knight's on the full board.
func (p Puzzle) Plain() bool { return p.Shape().Plain() }

// Where names the puzzle's board for messages: "8x8", or with its holes
// and piece.
func (p Puzzle) Where() string { return p.Shape().String() }

// Step is the step (from 0) a clue's number stands for.
func (p Puzzle) Step(c Clue) int { return c.Number - p.First }

// SortClues puts the clues in order of number, as Check wants them.
func (p *Puzzle) SortClues() {
	slices.SortFunc(p.Clues, func(a, b Clue) int { return cmp.Compare(a.Number, b.Number) })
}

// Same reports whether p and q are one puzzle: the same board, closure,
// numbering and clues, in any order.
func (p Puzzle) Same(q Puzzle) bool {
	if p.Board != q.Board || p.Piece != q.Piece || p.Closed != q.Closed || p.First != q.First || len(p.Clues) != len(q.Clues) ||
		!slices.Equal(p.Shape().HoleList(), q.Shape().HoleList()) {
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
// square already numbered otherwise, its number already placed
// elsewhere, or its square a hole), or "" when it does not.
func (p Puzzle) Conflict(c Clue) string {
	if sh := p.Shape(); sh.Board.Contains(c.Square) && !sh.IsCell(c.Square) {
		return fmt.Sprintf("%v is a hole of %v", c.Square, p.Where())
	}
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

// Check reports the first reason the puzzle is malformed: a bad board or
// holes, a First other than 0 or 1, a clue off the board, on a hole or
// outside First..Last, a square or a number given twice, clues out of
// order. A well-formed puzzle may still have no solution or several.
func (p Puzzle) Check() error {
	if err := p.Board.Check(); err != nil {
		return fmt.Errorf("%w: %w", ErrBadPuzzle, err)
	}
	if err := p.Shape().Check(); err != nil {
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
		if p.Shape().IsHole(p.Board.Index(c.Square)) {
			return fmt.Errorf("%w: clue %d on %v: the square is a hole of %v", ErrBadPuzzle, c.Number, c.Square, p.Where())
		}
		if c.Number < p.First || c.Number > p.Last() {
			return fmt.Errorf("%w: clue %d on %v: numbers on %v run from %d to %d", ErrBadPuzzle, c.Number, c.Square, p.Where(), p.First, p.Last())
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

// Status is the answer to a puzzle.
type Status int8

const (
	// Unknown: undecided within the limits given.
	Unknown Status = iota
	// Unique: exactly one solution.
	Unique
	// Several: at least two solutions.
	Several
	// NoSolution: no tour agrees with the clues.
	NoSolution
)

var statusNames = [...]string{"unknown", "unique", "several", "none"}

// String is the answer's first word: "unique", "several", "none" or
// "unknown".
func (s Status) String() string { return enum.Name(statusNames[:], s, "Status") }

// ParseStatus is the inverse of [Status.String].
func ParseStatus(s string) (Status, error) {
	if i := slices.Index(statusNames[:], s); i >= 0 {
		return Status(i), nil
	}
	return Unknown, fmt.Errorf("unknown puzzle status %q: want unique, several, none or unknown", s)
}

// Certificate is a checkable reason why a puzzle has no solution:
// one of [Distance], [Parity], [Blocked], [ColourCount],
// [Forced], [Split] and [Deduced], each a struct with only the
// fields its argument uses, written as JSON by its tags with its kind
// first, as the tour certificates are.
type Certificate interface {
	// Kind is the kind's name in JSON, such as "distance".
	Kind() string
	puzzleCertificate()
}

// Distance: clues A and B are farther apart in knight moves
// (Distance, -1 when no path joins them) than the steps between them
// (for a closed tour, the shorter way round). Consecutive numbers that
// are not a knight's move apart are the case of one step. A has the
// smaller number.
type Distance struct {
	A        Clue `json:"a"`
	B        Clue `json:"b"`
	Distance int  `json:"distance" min:"-1"`
}

// Parity: every knight move changes colour, so squares k steps apart
// have the same colour exactly when k is even (on a closed tour both ways
// round have the same parity, the board being even); A and B break that.
type Parity struct {
	A Clue `json:"a"`
	B Clue `json:"b"`
}

// Blocked: B is the next clue after A, and no knight path from A to B
// through squares without a clue takes at most the steps between them
// (for a closed tour, B may be the first clue after the last); Distance
// is the length of the shortest such path, -1 when there is none.
type Blocked struct {
	A        Clue `json:"a"`
	B        Clue `json:"b"`
	Distance int  `json:"distance" min:"-1"`
}

// ColourCount: the colour of step 0, fixed by clue A (or, with no A,
// by a closed tour of an odd board, which needs equal colours), needs more
// squares of one colour than the board has.
type ColourCount struct {
	A *Clue `json:"a,omitempty"`
}

// Forced: the clues fix a start (First, First+1, ... on a knight
// path, the Prefix), an end (Last, on an open tour) and closure, a
// [board.Problem] ([Forced.Problem]), and Certificate proves that
// problem has no tour.
type Forced struct {
	Prefix      []board.Square       `json:"prefix,omitempty"`
	End         board.Square         `json:"end,omitzero"`
	Certificate evidence.Certificate `json:"certificate,omitempty" tree:"root"`
}

// Split is a case split on where Number goes. Its Branches list, in
// index order, every square Number can take: when Number-1 is a clue
// (round the cycle for a closed tour), the squares one knight move from it
// that hold no clue; else, when Number+1 is one, those one move from that;
// else every square that holds no clue. Each branch's certificate proves
// that the puzzle with Number on its square has no solution; no branch at
// all is a proof by itself.
type Split struct {
	Number   int      `json:"number"`
	Branches []Branch `json:"branches"`
}

// Deduced: the plain deductions, which the checker runs again, find no
// solution, and the certificate carries nothing else. A square without a
// clue has fewer neighbours that a tour can come from or go to (free
// squares, and clues whose number before or after is missing) than it
// needs, two (one when a missing first or last number of an open tour
// could be there); or, each number's squares narrowed to a fixed point
// (the free squares, a clue's number its square; a number one knight move
// from a square of the number before it and from another square of the
// one after it, round the cycle when closed; a number with one square
// keeps it and no other number may; a square one number alone can take
// gets it; a square no tour end may take, with only two neighbours that
// may take a number next to one of its own, has its numbers before and
// after there; a number keeps only the squares some one-to-one pairing of
// every number with a square of its own gives it, Régin's filtering of
// all-different), some number or square is left with none, a square with
// fewer than two such neighbours, or no such pairing at all. Every rule keeps
// every solution, and the fixed point is the same in whatever order the
// rules run.
type Deduced struct{}

// Branch is one case of a [Split]: Number on Square, and the
// certificate that the puzzle with that clue added has no solution.
// Placed, when given, are numbers that the deductions of [Deduced],
// which the checker runs again on the branch's puzzle, leave one square
// each, that square: every solution of the branch puts them there, so
// Certificate proves instead that the puzzle with them added as clues
// too has no solution. A chain of numbers the deductions fix is then one
// branch, not a split a number with every other square a leaf.
type Branch struct {
	Square      board.Square `json:"square"`
	Placed      []Clue       `json:"placed,omitempty"`
	Certificate Certificate  `json:"certificate"`
}

// Kind is the name of each kind in JSON.
func (Distance) Kind() string    { return "distance" }
func (Parity) Kind() string      { return "parity" }
func (Blocked) Kind() string     { return "blocked" }
func (ColourCount) Kind() string { return "colour-count" }
func (Forced) Kind() string      { return "forced" }
func (Split) Kind() string       { return "split" }
func (Deduced) Kind() string     { return "deduction" }

func (Distance) puzzleCertificate()    {}
func (Parity) puzzleCertificate()      {}
func (Blocked) puzzleCertificate()     {}
func (ColourCount) puzzleCertificate() {}
func (Forced) puzzleCertificate()      {}
func (Split) puzzleCertificate()       {}
func (Deduced) puzzleCertificate()     {}

// MarshalJSON writes the certificate by its tags, its kind first.
func (c Distance) MarshalJSON() ([]byte, error) { type t Distance; return docread.WithKind(c, t(c)) }
func (c Parity) MarshalJSON() ([]byte, error)   { type t Parity; return docread.WithKind(c, t(c)) }
func (c Blocked) MarshalJSON() ([]byte, error)  { type t Blocked; return docread.WithKind(c, t(c)) }
func (c ColourCount) MarshalJSON() ([]byte, error) {
	type t ColourCount
	return docread.WithKind(c, t(c))
}
func (c Forced) MarshalJSON() ([]byte, error) { type t Forced; return docread.WithKind(c, t(c)) }
func (c Split) MarshalJSON() ([]byte, error) {
	type t Split
	if c.Branches == nil {
		c.Branches = []Branch{} // no branch at all is written [], a proof by itself
	}
	return docread.WithKind(c, t(c))
}
func (c Deduced) MarshalJSON() ([]byte, error) { return []byte(`{"kind":"deduction"}`), nil }

// Kinds are a zero certificate of each puzzle kind, in the order
// [Certificate] lists them: the reader's table of kinds, and the
// list a test of the checker's type switch goes through.
func Kinds() []Certificate {
	return []Certificate{Distance{}, Parity{}, Blocked{}, ColourCount{}, Forced{}, Split{}, Deduced{}}
}

// Problem is the problem the clues of p force, which c claims has no tour.
func (c Forced) Problem(p Puzzle) board.Problem {
	return board.Problem{Board: p.Board, Holes: p.Holes, Piece: p.Piece, Closed: p.Closed, Prefix: c.Prefix, End: c.End}
}

// Placing is the puzzle of branch b of a split on number k in p: p
// with k on b's square and its placed numbers added as clues.
func (b Branch) Placing(p Puzzle, k int) Puzzle {
	q := p.WithClue(Clue{Square: b.Square, Number: k})
	for _, c := range b.Placed {
		q = q.WithClue(c)
	}
	return q
}

// Nodes counts the certificates of c's tree, c included.
func Nodes(c Certificate) int {
	k := 1
	if s, ok := c.(Split); ok {
		for _, b := range s.Branches {
			k += Nodes(b.Certificate)
		}
	}
	return k
}

// WithClue is p with one more clue, the clues kept in order of number; p
// is not changed. It is the puzzle of a [Branch].
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
	Clue     Clue       `json:"clue"`
	Solution board.Path `json:"solution"`
}

// Grade says how far plain deduction goes with a puzzle.
type Grade struct {
	// Level is "easy" when deductions alone solve the puzzle, "hard" when
	// search is needed after them.
	Level string `json:"level"`
	// Deduced counts the squares whose numbers deductions fixed, the
	// clues included, out of Squares.
	Deduced int `json:"deduced"`
	Squares int `json:"squares"`
}

// Answer is the document of `knight puzzle solve -json` and
// `knight puzzle make -json`: a puzzle, its status and the evidence.
type Answer struct {
	Puzzle Puzzle
	Status Status
	// Method is what decided: [evidence.Parity] for a proof (Certificate for
	// NoSolution, Proof for Unique), [evidence.SAT] for the solver (a second
	// opinion: no proof object), [evidence.Exhaustive] for the counting search.
	Method evidence.Method
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
	Certificate Certificate
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
func (Answer) Name() string { return "puzzle answer" }

// MarshalJSON writes the puzzle as the JSON object that `knight puzzle
// solve` reads: {"board":"8x8","closed":true,"first":1,
// "clues":{"a1":1,...}}, the clues in order of number; a shaped puzzle
// has "holes":["d4",...] and "piece":"zebra" after its board, each only
// when not the default (none, the knight).
func (p Puzzle) MarshalJSON() ([]byte, error) {
	var clues bytes.Buffer
	clues.WriteByte('{')
	for i, c := range p.Clues {
		if i > 0 {
			clues.WriteByte(',')
		}
		fmt.Fprintf(&clues, "%q:%d", c.Square.String(), c.Number)
	}
	clues.WriteByte('}')
	var buf bytes.Buffer
	d := evidence.NewObjectWriter(&buf)
	d.Field("board", p.Board.String())
	d.Shape(p.Shape())
	d.Field("closed", p.Closed)
	d.Field("first", p.First)
	d.Field("clues", json.RawMessage(clues.Bytes()))
	if err := d.End(); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// orEmpty is p, or for nil an empty path, which JSON writes as [] (a
// path read from [] is nil).
func orEmpty(p board.Path) board.Path {
	if p == nil {
		return board.Path{}
	}
	return p
}

// WriteJSON writes the answer as one line of JSON.
func (a Answer) WriteJSON(w io.Writer) error {
	d := evidence.NewObjectWriter(w)
	d.Field("puzzle", a.Puzzle)
	d.Field("status", a.Status.String())
	d.Field("method", a.Method.String())
	if len(a.Solutions) > 0 {
		solutions := make([]board.Path, len(a.Solutions))
		for i, s := range a.Solutions {
			solutions[i] = orEmpty(s)
		}
		d.Field("solutions", solutions)
	}
	d.FieldIf(len(a.Encodings) > 0, "encodings", a.Encodings)
	if a.Counted {
		d.Field("count", a.Count)
		d.Field("count_exact", a.CountExact)
	}
	d.FieldIf(a.NotCounted != "", "not_counted", a.NotCounted)
	d.FieldIf(a.Certificate != nil, "certificate", a.Certificate)
	d.FieldIf(a.Proof != nil, "proof", a.Proof)
	if len(a.Minimal) > 0 {
		minimal := make([]Witness, len(a.Minimal))
		for i, m := range a.Minimal {
			minimal[i] = Witness{Clue: m.Clue, Solution: orEmpty(m.Solution)}
		}
		d.Field("minimal", minimal)
	}
	d.FieldIf(a.Grade != nil, "grade", a.Grade)
	d.Field("ms", a.MS)
	d.FieldIf(a.Explanation != "", "explanation", a.Explanation)
	return d.End()
}
