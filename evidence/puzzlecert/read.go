package puzzlecert

import (
	"fmt"
	"reflect"
	"slices"
	"sort"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/internal/docread"
)

var (
	puzzleKeys       = []string{"board", "holes", "piece", "closed", "first", "clues"}
	puzzleAnswerKeys = []string{"puzzle", "status", "method", "solutions", "encodings", "count",
		"count_exact", "not_counted", "certificate", "proof", "minimal", "grade", "ms", "explanation"}
)

// MaxClues bounds the clues of a puzzle a reader takes: every number of a
// 316x316 board. Reading a clue costs far more than a square of a path
// (a key checked against every other, case folded), so a document of
// 64 MiB of clues (3.9 million) took a minute and more than a gigabyte to
// read before any check began; 100,000 take a second or two.
const MaxClues = 100_000

// decoder is the family's strict reader, with the readers of this
// package's documents as its methods.
type decoder struct{ *docread.Decoder }

func newDecoder(data []byte, lim evidence.Limits) *decoder {
	return &decoder{docread.New(data, docread.Limits(lim))}
}

func init() { docread.OnFirstRead(register) }

// register registers the readers of this package's members and
// documents, so that evidence's reader of any document ([evidence.Read])
// reads a puzzle answer or verdict too.
func register() {
	docread.Register(func(d *docread.Decoder, p *Certificate, f docread.Field, depth int) (err error) {
		*p, err = (&decoder{d}).puzzleCertificate(depth)
		return err
	})
	docread.Register(docread.Branches[Branch])
	docread.Register(func(d *docread.Decoder, p *[]UniqueSplit, f docread.Field, depth int) error {
		return docread.Plains(d, f.Name, p, depth)
	})
	docread.Register(func(d *docread.Decoder, p *[]Clue, f docread.Field, depth int) error {
		return docread.Plains(d, f.Name, p, depth)
	})
	docread.Register(func(d *docread.Decoder, p *Clue, f docread.Field, depth int) error {
		return d.Plain(f.Name, reflect.ValueOf(p).Elem(), depth)
	})
	docread.Register(func(d *docread.Decoder, p **Clue, f docread.Field, depth int) error {
		*p = new(Clue)
		return d.Plain(f.Name, reflect.ValueOf(*p).Elem(), depth)
	})
	docread.RegisterDocument(IsAnswer, func(data []byte, lim docread.Limits) (any, error) {
		a, err := ParseAnswer(data, evidence.Limits(lim))
		return a, err
	})
	docread.RegisterDocument(IsVerdict, func(data []byte, lim docread.Limits) (any, error) {
		v, err := ParseVerdict(data, evidence.Limits(lim))
		return v, err
	})
}

// IsAnswer reports whether data is a JSON object with a top-level
// key "puzzle", the mark of an [Answer]: the other documents have no
// such key. It looks no further; [ParseAnswer] reads strictly.
func IsAnswer(data []byte) bool { return docread.HasTopKey(data, "puzzle") }

// ParsePuzzle reads a puzzle written as JSON, {"board":"8x8",
// "closed":true,"clues":{"a1":1,"c2":2}}, strictly as [evidence.Read] reads
// documents. "closed" is false when absent; "first" (0 or 1) is 0 when
// absent and a clue 0 is given, else 1. The clues are put in order of
// number and the puzzle is checked with [Puzzle.Check], whose error is
// positioned at the clues. A shaped puzzle has "holes", an array of
// squares of the board, and "piece", as [board.ParsePiece] reads it; both
// are optional.
func ParsePuzzle(data []byte, lim evidence.Limits) (Puzzle, error) {
	if int64(len(data)) > lim.MaxBytes {
		return Puzzle{}, fmt.Errorf("%w: %w: longer than %d bytes", evidence.ErrBadDocument, evidence.ErrTooLarge, lim.MaxBytes)
	}
	d := newDecoder(data, lim)
	return docread.Whole(d.Decoder, func() (Puzzle, error) { return d.puzzle("the puzzle") })
}

func (d *decoder) puzzle(what string) (Puzzle, error) {
	var p Puzzle
	first, hasBoard, cluesAt := -1, false, d.Dec.InputOffset()
	var clueAt []cluePlace // where each clue was written, in the order read
	var holes []board.Square
	var holesAt int64
	err := d.Object(what, func(key string, at int64) error {
		var err error
		switch key {
		case "board":
			p.Board, err = d.Board(key)
			hasBoard = true
		case "holes":
			holesAt = at
			holes, err = d.Squares(key)
		case "piece":
			var s string
			s, err = d.Str(key)
			if err == nil {
				p.Piece, err = board.ParsePiece(s)
				if err != nil {
					return d.Errorf(d.At, "%w: %w", ErrBadPuzzle, err)
				}
			}
		case "closed":
			p.Closed, err = d.Boolean(key)
		case "first":
			var v int64
			v, err = d.Integer(key)
			if err == nil && v != 0 && v != 1 {
				return d.Errorf(d.At, "%w: first is %d: numbers start at 0 or 1", ErrBadPuzzle, v)
			}
			first = int(v)
		case "clues":
			cluesAt = at
			err = d.Object("clues", func(sq string, at int64) error {
				s, err := board.ParseSquare(sq)
				if err != nil {
					return d.Errorf(at, "clues: %w", err)
				}
				n, err := d.Integer("the number on " + sq)
				if err != nil {
					return err
				}
				if n < 0 || n > board.MaxSide*board.MaxSide {
					return d.Errorf(d.At, "%w: the number on %s is %d", ErrBadPuzzle, sq, n)
				}
				if len(p.Clues) == MaxClues {
					return d.Errorf(at, "%w: %w: more than %d clues", ErrBadPuzzle, evidence.ErrTooLarge, MaxClues)
				}
				p.Clues = append(p.Clues, Clue{Square: s, Number: int(n)})
				clueAt = append(clueAt, cluePlace{Clue{Square: s, Number: int(n)}, at, d.At})
				return nil
			})
		default:
			return d.Unknown(key, at, what, puzzleKeys)
		}
		return err
	})
	if err != nil {
		return Puzzle{}, err
	}
	if !hasBoard {
		return Puzzle{}, d.Errorf(0, "%w: %s has no board", ErrBadPuzzle, what)
	}
	if len(holes) > 0 {
		if err := p.Board.Check(); err != nil {
			return Puzzle{}, d.Errorf(0, "%w: %w", ErrBadPuzzle, err)
		}
		p.Holes = board.NewSet(p.Board.Size())
		for i, q := range holes {
			switch {
			case !p.Board.Contains(q):
				return Puzzle{}, d.Errorf(holesAt, "%w: hole %d: %v is off the %v board", ErrBadPuzzle, i+1, q, p.Board)
			case p.Holes.Has(p.Board.Index(q)):
				return Puzzle{}, d.Errorf(holesAt, "%w: hole %d: %v is named twice", ErrBadPuzzle, i+1, q)
			}
			p.Holes.Add(p.Board.Index(q))
		}
	}
	p.First = first
	if first < 0 {
		p.First = 1
		if slices.ContainsFunc(p.Clues, func(c Clue) bool { return c.Number == 0 }) {
			p.First = 0
		}
	}
	p.SortClues()
	if err := p.Check(); err != nil {
		return Puzzle{}, d.ErrAt(faultAt(p, clueAt, cluesAt), err)
	}
	return p, nil
}

// cluePlace is a clue of a JSON puzzle and the offsets of its key and value.
type cluePlace struct {
	clue       Clue
	key, value int64
}

// faultAt finds where the clue that p.Check faults was written: its key
// when the square is off the board, else its number; otherwise (or for a
// fault of the whole puzzle) the start of "clues". Check stops at the
// first faulty clue in order of number, so the shortest run of the sorted
// clues that Check refuses ends with it, found by bisection in
// O(n log n).
func faultAt(p Puzzle, places []cluePlace, cluesAt int64) int64 {
	whole := p.Clues
	n := sort.Search(len(whole)+1, func(k int) bool {
		p.Clues = whole[:k]
		return p.Check() != nil
	})
	if n == 0 || n > len(whole) {
		return cluesAt
	}
	bad := whole[n-1]
	for _, c := range places {
		if c.clue == bad {
			if !p.Board.Contains(bad.Square) {
				return c.key
			}
			return c.value
		}
	}
	return cluesAt
}

// ParseAnswer reads an [Answer] strictly, as [evidence.Read] reads the
// other documents: it checks the syntax and that the puzzle is well
// formed, not the claim, which is verify's work.
func ParseAnswer(data []byte, lim evidence.Limits) (Answer, error) {
	if int64(len(data)) > lim.MaxBytes {
		return Answer{}, fmt.Errorf("%w: %w: longer than %d bytes", evidence.ErrBadDocument, evidence.ErrTooLarge, lim.MaxBytes)
	}
	d := newDecoder(data, lim)
	return docread.Whole(d.Decoder, func() (Answer, error) { return d.puzzleAnswer("the puzzle answer") })
}

// puzzleAnswer reads an [Answer] object, named what in errors: the
// whole document, or a puzzle verdict's evidence.
func (d *decoder) puzzleAnswer(what string) (Answer, error) {
	start := d.Dec.InputOffset()
	var a Answer
	var status, method string
	var certAt int64 = -1
	var notCountedAt int64
	var cert Certificate
	var proof *UniqueProof
	var proofAt int64
	hasPuzzle := false
	keyAt := map[string]int64{}
	err := d.Object(what, func(key string, at int64) error {
		keyAt[key] = at
		var err error
		switch key {
		case "puzzle":
			a.Puzzle, err = d.puzzle("the puzzle")
			hasPuzzle = true
		case "status":
			status, err = d.Str(key)
			if err == nil {
				a.Status, err = ParseStatus(status)
				if err != nil {
					return d.Errorf(d.At, "%w: %w", evidence.ErrNotDocument, err)
				}
			}
		case "method":
			method, err = d.Str(key)
			if err == nil {
				a.Method, err = evidence.ParseMethod(method)
				if err != nil {
					return d.Errorf(d.At, "%w: %w", evidence.ErrNotDocument, err)
				}
			}
		case "solutions":
			err = d.Array(key, func(i int) error {
				s, err := d.Squares(fmt.Sprintf("solutions[%d]", i))
				a.Solutions = append(a.Solutions, s)
				return err
			})
		case "encodings":
			err = d.Array(key, func(i int) error {
				s, err := d.Str(fmt.Sprintf("encodings[%d]", i))
				a.Encodings = append(a.Encodings, s)
				return err
			})
		case "count":
			a.Count, err = d.Integer(key)
			a.Counted = true
		case "count_exact":
			a.CountExact, err = d.Boolean(key)
		case "not_counted":
			notCountedAt = at
			a.NotCounted, err = d.Str(key)
			if err == nil && a.NotCounted == "" {
				err = d.Errorf(at, "%w: not_counted is empty: it says why no count was made", evidence.ErrNotDocument)
			}
		case "certificate":
			certAt = at
			cert, err = d.puzzleCertificate(0)
		case "proof":
			proofAt = at
			proof = new(UniqueProof)
			err = d.Plain("the proof", reflect.ValueOf(proof).Elem(), 0)
		case "minimal":
			err = docread.Plains(d.Decoder, key, &a.Minimal, 0)
		case "grade":
			a.Grade = new(Grade)
			err = d.Plain(key, reflect.ValueOf(a.Grade).Elem(), 0)
		case "ms":
			a.MS, err = d.Number(key)
		case "explanation":
			a.Explanation, err = d.Str(key)
		default:
			return d.Unknown(key, at, what, puzzleAnswerKeys)
		}
		return err
	})
	if err != nil {
		return Answer{}, err
	}
	if !hasPuzzle || status == "" {
		return Answer{}, d.Errorf(start, "%w: a puzzle answer needs a puzzle and a status", evidence.ErrNotDocument)
	}
	if a.Counted && a.NotCounted != "" {
		return Answer{}, d.Errorf(notCountedAt, "%w: not_counted beside a count", evidence.ErrNotDocument)
	}
	if key, why := a.unusedMember(keyAt); key != "" {
		return Answer{}, d.Errorf(keyAt[key], "%w: %q is not checked in a %v answer: %s", evidence.ErrNotDocument, key, a.Status, why)
	}
	if cert != nil {
		if err := checkForced(cert, a.Puzzle); err != nil {
			return Answer{}, d.ErrAt(certAt, err)
		}
		a.Certificate = cert
	}
	if proof != nil {
		if err := checkProofForced(proof, a.Puzzle); err != nil {
			return Answer{}, d.ErrAt(proofAt, err)
		}
		a.Proof = proof
	}
	return a, nil
}

// checkForced checks every forced problem of c's tree, on the puzzle's
// board and closure, which may come after the certificate in the
// document.
func checkForced(c Certificate, p Puzzle) error {
	switch c := c.(type) {
	case Forced:
		return c.Problem(p).Check()
	case Split:
		for _, b := range c.Branches {
			if err := checkForced(b.Certificate, p); err != nil {
				return err
			}
		}
	}
	return nil
}

// puzzleCertificate reads a puzzle certificate nested depth splits deep,
// counting it among the document's certificates.
func (d *decoder) puzzleCertificate(depth int) (Certificate, error) {
	c, _, err := docread.Kinded(d.Decoder, Kinds(), depth)
	return c, err
}

// unusedMember names a member of the answer that its status gives no
// checker a reason to look at, and why; "" when there is none: a
// certificate proves "none", witnesses of minimality and a proof of
// uniqueness stand beside a unique solution, and count_exact says what
// kind of count "count" is.
func (a Answer) unusedMember(has map[string]int64) (key, why string) {
	_, counted := has["count"]
	_, exact := has["count_exact"]
	_, cert := has["certificate"]
	_, minimal := has["minimal"]
	_, proof := has["proof"]
	switch {
	case exact && !counted:
		return "count_exact", "it says whether a count is exact, and there is none"
	case counted && !exact:
		return "count", "a count says whether it is exact (count_exact)"
	case cert && a.Status != NoSolution:
		return "certificate", "a certificate proves a none answer"
	case minimal && a.Status != Unique:
		return "minimal", "witnesses of minimality stand beside a unique answer's solution"
	case proof && a.Status != Unique:
		return "proof", "a proof of uniqueness stands beside a unique answer's solution"
	}
	return "", ""
}
