package verify

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// Errors of [Puzzle].
var (
	// ErrBadSolution: a solution the answer gives is not a tour placing
	// every clue.
	ErrBadSolution = errors.New("not a solution")
	// ErrNotWitness: a witness of minimality is missing, or is not
	// another solution of the puzzle without its clue.
	ErrNotWitness = errors.New("not a witness")
	// ErrNoClaim: the answer claims nothing checkable ("unknown").
	ErrNoClaim = errors.New("nothing claimed")
)

// maxPuzzleSquares bounds the boards whose certificates [Puzzle] checks by
// breadth-first search: the same bound as the certificate checker's.
const maxPuzzleSquares = maxCheckedSquares

// PuzzleCheck says what [Puzzle] checked.
type PuzzleCheck struct {
	// Checked lists, in words, each claim checked.
	Checked []string
	// SecondOpinion says the answer rests on SAT where the checker can
	// prove nothing: that no other solution exists ("unique" without a
	// proof), or that none exists without a certificate. Only solving
	// again can check it.
	SecondOpinion bool
}

// Puzzle checks a puzzle answer against its puzzle, importing nothing
// that made it: every solution is a tour of the board (closed when the
// puzzle is) placing every clue at its number; "several" gives two
// different ones; "none" has a certificate that holds, each kind
// re-derived from the board by breadth-first search or counting (O(k·n)
// for k clues on n squares, the forced problem's certificate by
// [Certificate], a case split's squares from the knight's moves and
// every branch in turn, a deduction by running the plain deductions
// again, within one budget); and each witness of minimality is a solution of the
// puzzle without its clue that puts another square there. A "unique"
// with a proof ([puzzlecert.UniqueProof], method parity) has it checked by
// [PuzzleUnique]; what rests on SAT ("unique" without one, a "none" with
// no certificate) is reported as SecondOpinion, not checked. It returns the first failure, wrapping
// [ErrBadSolution], [ErrNotWitness], [ErrNoClaim] or the certificate
// errors of this package.
func Puzzle(a puzzlecert.Answer) (PuzzleCheck, error) {
	var ck Checker
	return ck.Puzzle(context.Background(), a)
}

// Puzzle is [Puzzle] charging its work to the checker's budget, stopping
// with ctx's error when ctx is done: every solution's squares, every
// certificate's steps and the re-count of a count.
func (ck *Checker) Puzzle(ctx context.Context, a puzzlecert.Answer) (pc PuzzleCheck, err error) {
	ck.init(ctx)
	p := a.Puzzle
	member := "puzzle" // the member a refusal is about
	defer func() { err = atMember(member, err) }()
	if err := ck.charge(int64(len(p.Clues)) + 1); err != nil {
		return pc, err
	}
	if err := p.Check(); err != nil {
		return pc, err
	}
	if !p.Plain() {
		// The certificates, proofs and deductions are the knight's on
		// the full board; a shaped answer rests on its solutions and
		// its count, which are checked on the shape.
		switch {
		case a.Certificate != nil:
			member = "certificate"
			return pc, fmt.Errorf("%w: a certificate of %v", board.ErrShape, p.Where())
		case a.Proof != nil:
			member = "proof"
			return pc, fmt.Errorf("%w: a proof of uniqueness of %v", board.ErrShape, p.Where())
		case a.Grade != nil:
			member = "grade"
			return pc, fmt.Errorf("%w: a grade of %v", board.ErrShape, p.Where())
		}
	}
	member = "solutions"
	for i, s := range a.Solutions {
		if err := ck.charge(int64(len(s)) + 1); err != nil {
			return pc, err
		}
		if err := PuzzleSolution(p, s); err != nil {
			return pc, fmt.Errorf("%w: solution %d: %w", ErrBadSolution, i+1, err)
		}
	}
	if member = "proof"; a.Proof != nil && a.Status != puzzlecert.Unique {
		return pc, fmt.Errorf("%w: a proof of uniqueness comes with a unique answer, not %v", ErrNotProved, a.Status)
	}
	switch a.Status {
	case puzzlecert.Unique:
		if len(a.Solutions) != 1 {
			return pc, fmt.Errorf("%w: a unique answer gives one solution, this one %d", ErrBadSolution, len(a.Solutions))
		}
		pc.Checked = append(pc.Checked, "the solution places every clue")
		if member = "method"; a.Proof != nil {
			member = "proof"
		}
		if err := ck.uniqueClaim(p, a, &pc); err != nil {
			return pc, err
		}
	case puzzlecert.Several:
		member = "solutions"
		if len(a.Solutions) != 2 {
			return pc, fmt.Errorf("%w: a several answer gives two solutions, this one %d", ErrBadSolution, len(a.Solutions))
		}
		if slices.Equal(a.Solutions[0], a.Solutions[1]) {
			return pc, fmt.Errorf("%w: the two solutions are the same", ErrBadSolution)
		}
		pc.Checked = append(pc.Checked, "two different solutions place every clue")
	case puzzlecert.NoSolution:
		if member = "solutions"; len(a.Solutions) > 0 {
			return pc, fmt.Errorf("%w: a none answer gives a solution", ErrBadSolution)
		}
		if a.Certificate == nil {
			// An exhaustive count of 0 on a shape is re-counted below.
			pc.SecondOpinion = p.Plain() || a.Method != evidence.Exhaustive || !a.Counted
			break
		}
		member = "certificate"
		if err := ck.PuzzleCertificate(ctx, p, a.Certificate); err != nil {
			return pc, err
		}
		pc.Checked = append(pc.Checked, a.Certificate.Kind()+" certificate")
	default:
		member = "status"
		return pc, fmt.Errorf("%w: the answer is %v", ErrNoClaim, a.Status)
	}
	member = "encodings"
	if err := encodings(a); err != nil {
		return pc, err
	}
	if member = "minimal"; len(a.Minimal) > 0 {
		if err := ck.witnesses(p, a); err != nil {
			return pc, err
		}
		pc.Checked = append(pc.Checked, fmt.Sprintf("minimal: each of the %d clues has a witness", len(p.Clues)))
	}
	if member = "count"; a.Counted {
		line, err := ck.count(a)
		if err != nil {
			return pc, err
		}
		pc.Checked = append(pc.Checked, line)
	}
	if member = "grade"; a.Grade != nil {
		line, err := ck.grade(a)
		if err != nil {
			return pc, err
		}
		pc.Checked = append(pc.Checked, line)
	}
	return pc, nil
}

// PuzzleSolution checks that s is a tour of p's board (of its cells, by
// its piece's moves, when p is shaped), closed when p is, with every clue
// at its number.
func PuzzleSolution(p puzzlecert.Puzzle, s board.Path) error {
	if p.Plain() {
		if err := Tour(board.Problem{Board: p.Board, Closed: p.Closed}, s); err != nil {
			return err
		}
	} else if err := shapeTour(p.Shape(), p.Closed, s); err != nil {
		return err
	}
	for _, c := range p.Clues {
		if got := s[p.Step(c)]; got != c.Square {
			return fmt.Errorf("clue %d is on %v, the solution has %v there", c.Number, c.Square, got)
		}
	}
	return nil
}

func (ck *Checker) witnesses(p puzzlecert.Puzzle, a puzzlecert.Answer) error {
	if a.Status != puzzlecert.Unique {
		return fmt.Errorf("%w: witnesses of minimality come with a unique answer, not %v", ErrNotWitness, a.Status)
	}
	if len(a.Minimal) != len(p.Clues) {
		return fmt.Errorf("%w: %d witnesses for %d clues", ErrNotWitness, len(a.Minimal), len(p.Clues))
	}
	for i, w := range a.Minimal {
		c := p.Clues[i]
		if w.Clue != c {
			return fmt.Errorf("%w: witness %d is for %d on %v, want clue %d on %v (in order of number)", ErrNotWitness, i+1, w.Clue.Number, w.Clue.Square, c.Number, c.Square)
		}
		if err := ck.charge(int64(len(w.Solution)) + int64(len(p.Clues))); err != nil {
			return err
		}
		without := p
		without.Clues = slices.Delete(slices.Clone(p.Clues), i, i+1)
		if err := PuzzleSolution(without, w.Solution); err != nil {
			return fmt.Errorf("%w: the witness for %d on %v: %w", ErrNotWitness, c.Number, c.Square, err)
		}
		if w.Solution[p.Step(c)] == c.Square {
			return fmt.Errorf("%w: the witness for %d on %v puts %d there too, so it shows nothing", ErrNotWitness, c.Number, c.Square, c.Number)
		}
	}
	return nil
}

// PuzzleCertificate checks that c proves p has no solution, re-deriving
// its distances and counts from the board and the clues, a case split's
// squares from the knight's moves, and a deduction's fixed point (within [MaxPuzzleSplitNodes]
// certificates, nested at most [evidence.DefaultLimits].MaxDepth deep).
func PuzzleCertificate(p puzzlecert.Puzzle, c puzzlecert.Certificate) error {
	var ck Checker
	return ck.PuzzleCertificate(context.Background(), p, c)
}

// PuzzleCertificate is [PuzzleCertificate] charging its work to the
// checker's budget and stopping with ctx's error when ctx is done: every
// check in its tree, the forced problems' certificates included, so that
// a case split of many leaves costs no more than one budget.
func (ck *Checker) PuzzleCertificate(ctx context.Context, p puzzlecert.Puzzle, c puzzlecert.Certificate) error {
	ck.init(ctx)
	pc := puzzleChecker{ck: ck}
	return pc.certificate(p, c, 0, nil)
}

// puzzleChecker holds the nodes of one puzzle certificate's tree, and the
// checker whose budget they share.
type puzzleChecker struct {
	ck    *Checker
	nodes int
	// held is the words of the fixed points that the splits and branches
	// above the certificate being checked hold for the certificates below
	// to start from, at most maxHeldWords.
	held int
}

// maxHeldWords bounds the memory of the fixed points a case split's
// checks hold at once, n²/64 words each for n squares: each split above
// the certificate being checked holds its puzzle's, and each branch with
// placed numbers its own. 16 MiB holds two at every depth
// [evidence.DefaultLimits] allows on boards up to 512 squares, and eight
// on the largest a deduction is checked on. Past it, a branch starts from
// the fixed point held above, or from nothing, and comes to the same
// fixed point (see [Checker.fixedPoint]).
const maxHeldWords = 1 << 21

// hold returns the fixed point dom of a puzzle above the certificates to
// be checked, to start their deductions from, when the memory of the
// fixed points held allows, else above, the one held already; done
// releases it.
func (pc *puzzleChecker) hold(dom, above []board.Set) (start []board.Set, done func()) {
	w := 0
	if len(dom) > 0 {
		w = len(dom) * len(dom[0])
	}
	if dom == nil || pc.held+w > maxHeldWords {
		return above, func() {}
	}
	pc.held += w
	return dom, func() { pc.held -= w }
}

// certificate checks that c proves p has none, its deductions starting
// from the fixed point from of a puzzle above p (nil for none: see
// [Checker.fixedPoint]).
func (pc *puzzleChecker) certificate(p puzzlecert.Puzzle, c puzzlecert.Certificate, depth int, from []board.Set) error {
	if c == nil {
		return fmt.Errorf("no certificate: %w", ErrNoContradiction)
	}
	pc.nodes++
	if pc.nodes > MaxPuzzleSplitNodes {
		return fmt.Errorf("%w: more than %d certificates in the case split", ErrTooLarge, MaxPuzzleSplitNodes)
	}
	// The puzzle's check and the clue lookups below cost a step a clue;
	// a breadth-first search, a step a square.
	if err := pc.ck.charge(int64(len(p.Clues)) + int64(p.Board.Size())); err != nil {
		return err
	}
	if err := p.Check(); err != nil {
		return err
	}
	switch c := c.(type) {
	case puzzlecert.ColourCount:
		return colourCountRefutes(p, c)
	case puzzlecert.Parity:
		return parityRefutes(p, c)
	case puzzlecert.Distance:
		return distanceRefutes(p, c)
	case puzzlecert.Blocked:
		return blockedRefutes(p, c)
	case puzzlecert.Forced:
		return pc.forced(p, c)
	case puzzlecert.Split:
		return pc.split(p, c, depth, from)
	case puzzlecert.Deduced:
		return pc.deduction(p, from)
	}
	return fmt.Errorf("kind %q: %w", c.Kind(), errUnknownKind)
}

// forced checks that c's tour problem is the one p's clues force (its
// prefix the first clues in a row, its end the last clue of an open
// tour) and that c's certificate proves that problem has none.
func (pc *puzzleChecker) forced(p puzzlecert.Puzzle, c puzzlecert.Forced) error {
	q := c.Problem(p)
	if err := pc.ck.charge(int64(len(q.Prefix))); err != nil {
		return err
	}
	for i, s := range q.Prefix {
		if !isClue(p, puzzlecert.Clue{Square: s, Number: p.First + i}) {
			return fmt.Errorf("%w: prefix square %d, %v, is not the clue %d", ErrWrongProblem, i, s, p.First+i)
		}
	}
	if q.HasEnd() && (p.Closed || !isClue(p, puzzlecert.Clue{Square: q.End, Number: p.Last()})) {
		return fmt.Errorf("%w: the end %v is not the clue %d of an open tour", ErrWrongProblem, q.End, p.Last())
	}
	if c.Certificate == nil {
		return fmt.Errorf("%w: a forced certificate carries the certificate of its problem", ErrNoContradiction)
	}
	return pc.ck.nested(q, c.Certificate)
}

// shapeTour checks that s visits every cell of sh once, each step a move
// of its piece, and returns to its first square when closed: [Tour] on a
// shape, in one pass with one bit a square.
func shapeTour(sh board.Shape, closed bool, s board.Path) error {
	b := sh.Board
	if len(s) != sh.Cells() {
		return fmt.Errorf("%w: the path has %d squares, %v has %d cells", ErrIncomplete, len(s), sh, sh.Cells())
	}
	seen := board.NewSet(b.Size())
	for i, q := range s {
		switch {
		case !b.Contains(q):
			return fmt.Errorf("%w: square %d, %v, is off the %v board", ErrOffBoard, i+1, q, b)
		case !sh.IsCell(q):
			return fmt.Errorf("%w: square %d, %v, is a hole of %v", ErrOffBoard, i+1, q, sh)
		case seen.Has(b.Index(q)):
			return fmt.Errorf("%w: square %d, %v, is visited twice", ErrRevisit, i+1, q)
		case i > 0 && !sh.Piece.IsMove(s[i-1], q):
			return fmt.Errorf("%w: move %d: %v-%v is not a %v move", ErrNotKnightMove, i, s[i-1], q, sh.Piece)
		}
		seen.Add(b.Index(q))
	}
	if closed && len(s) > 1 && !sh.Piece.IsMove(s[len(s)-1], s[0]) {
		return fmt.Errorf("%w: %v-%v is not a %v move", ErrNotClosed, s[len(s)-1], s[0], sh.Piece)
	}
	return nil
}

// colourCount counts the squares of colour c on b: half the board, the
// extra square of an odd board being dark (a1's colour).
func colourCount(b board.Board, c board.Colour) int {
	n := b.Size()
	if c == board.Dark {
		return (n + 1) / 2
	}
	return n / 2
}

// knightDistance is the number of knight moves from a to z through
// squares not blocked (z itself must not be), -1 when none reaches it.
func knightDistance(b board.Board, a, z board.Square, blocked []bool) int {
	n := b.Size()
	dist := make([]int32, n)
	for i := range dist {
		dist[i] = -1
	}
	dist[b.Index(a)] = 0
	queue := []board.Square{a}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		if s == z {
			return int(dist[b.Index(s)])
		}
		for _, m := range board.Moves {
			t := board.Square{X: s.X + m.X, Y: s.Y + m.Y}
			if !b.Contains(t) {
				continue
			}
			i := b.Index(t)
			if dist[i] >= 0 || blocked != nil && blocked[i] {
				continue
			}
			dist[i] = dist[b.Index(s)] + 1
			queue = append(queue, t)
		}
	}
	return -1
}
