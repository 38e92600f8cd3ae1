package verify_test

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/parity"
	"github.com/knightcert/knight/verify"
)

// split is a case split at q's position with the given branches.
func split(q board.Problem, rule evidence.Rule, branches ...evidence.Branch) evidence.Certificate {
	c := evidence.CaseSplit{At: evidence.At{Board: q.Board, Visited: len(q.Prefix), Rule: rule}, Branches: branches}
	if len(q.Prefix) > 0 {
		c.From = q.Prefix[len(q.Prefix)-1]
	}
	return c
}

// stuck is a case split with no branch: the knight on s, after visited
// squares, has no move.
func stuck(b board.Board, visited int, s board.Square) evidence.Certificate {
	return evidence.CaseSplit{At: evidence.At{Board: b, Visited: visited, From: s}}
}

// TestCaseSplitRootAndEnd: the checker's rules for a case split with no
// prefix (every first square, a1 alone for a closed tour) and on the
// required end (only where the problem reads the same backwards), on
// trees small enough to write by hand. The facts used: on 2x2 no square
// has a knight move; on 3x3 b2 has none and the other eight form one
// cycle.
func TestCaseSplitRootAndEnd(t *testing.T) {
	sq := board.MustParseSquare
	b2x2, b3x3 := board.MustParse("2x2"), board.MustParse("3x3")
	var everyStart []evidence.Branch
	for i := range b2x2.Size() {
		s := b2x2.Square(i)
		everyStart = append(everyStart, evidence.Branch{Move: s, Certificate: stuck(b2x2, 1, s)})
	}
	ring := evidence.Disconnected{At: evidence.At{Board: b3x3, Visited: 1, From: sq("a1")}, Squares: []board.Square{sq("a1"), sq("b2")}, Pieces: 8}
	closed3 := board.Problem{Board: b3x3, Closed: true}
	a1b2 := board.Problem{Board: b3x3, Prefix: board.Path{sq("a1")}, End: sq("b2")}
	for _, tc := range []struct {
		name string
		q    board.Problem
		c    evidence.Certificate
		want error // nil: the tree holds
	}{
		{"2x2: every first square, each stuck", board.Problem{Board: b2x2}, split(board.Problem{Board: b2x2}, evidence.AnyRule, everyStart...), nil},
		{"2x2: a first square missing", board.Problem{Board: b2x2}, split(board.Problem{Board: b2x2}, evidence.AnyRule, everyStart[1:]...), verify.ErrBadSquares},
		{"2x2: first squares out of order", board.Problem{Board: b2x2}, split(board.Problem{Board: b2x2}, evidence.AnyRule, everyStart[1], everyStart[0], everyStart[2], everyStart[3]), verify.ErrBadSquares},
		{"3x3 closed: a1 alone, then b2 cut off", closed3, split(closed3, evidence.AnyRule, evidence.Branch{Move: sq("a1"), Certificate: ring}), nil},
		{"3x3 closed: the start must be a1, not c3", closed3, split(closed3, evidence.AnyRule, evidence.Branch{Move: sq("c3"), Certificate: ring}), verify.ErrBadSquares},
		{"3x3 a1 to b2 backwards: b2 has no move", a1b2, split(a1b2, evidence.EndRule), nil},
		{"3x3 to b2 backwards, no prefix", board.Problem{Board: b3x3, End: sq("b2")}, split(board.Problem{Board: b3x3, End: sq("b2")}, evidence.EndRule), nil},
		{"backwards needs a required end", board.Problem{Board: b3x3, Prefix: board.Path{sq("a1")}}, split(board.Problem{Board: b3x3, Prefix: board.Path{sq("a1")}}, evidence.EndRule), verify.ErrWrongProblem},
		{"a closed tour is not read backwards", board.Problem{Board: b3x3, Prefix: board.Path{sq("a1")}, End: sq("b2"), Closed: true}, split(board.Problem{Board: b3x3, Prefix: board.Path{sq("a1")}, End: sq("b2"), Closed: true}, evidence.EndRule), verify.ErrWrongProblem},
		{"nor a prefix of two squares", board.Problem{Board: b3x3, Prefix: board.Path{sq("a1"), sq("b3")}, End: sq("b2")}, split(board.Problem{Board: b3x3, Prefix: board.Path{sq("a1"), sq("b3")}, End: sq("b2")}, evidence.EndRule), verify.ErrWrongProblem},
		{"3x3 forwards from a1 has moves", a1b2, split(a1b2, evidence.AnyRule), verify.ErrBadSquares},
		{"a case split claims no other rule", a1b2, split(a1b2, evidence.StartRule), verify.ErrWrongProblem},
		{"10000x10000: the count of first squares is checked before they are listed",
			board.Problem{Board: board.MustParse("10000x10000")}, split(board.Problem{Board: board.MustParse("10000x10000")}, evidence.AnyRule), verify.ErrBadSquares},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := verify.Certificate(tc.q, tc.c)
			if tc.want == nil {
				assert.NoError(t, err, "verify.Certificate(%v, %s)", tc.q, tc.name)
				return
			}
			assert.True(t, errors.Is(err, tc.want), "verify.Certificate(%v, %s) = %v, want %v", tc.q, tc.name, err, tc.want)
		})
	}
}

// TestCaseSplitBounds: a tree nested deeper than the limit is rejected
// as too large when the limit is reached, before its leaves are looked
// at. On a board two files wide the knight from a1 has one move at every
// step (a1 b3 a5 b7 ...), so a chain of one-branch case splits is correct
// at every node the checker reaches.
func TestCaseSplitBounds(t *testing.T) {
	depth := evidence.DefaultLimits.MaxDepth + 1
	b := board.Board{W: 2, H: int32(2*depth + 3)}
	path := board.Path{{X: 1, Y: 1}}
	for len(path) <= depth {
		s := path[len(path)-1]
		path = append(path, board.Square{X: 3 - s.X, Y: s.Y + 2})
	}
	var c evidence.Certificate = evidence.ColourBalance{At: evidence.At{Board: b, Visited: len(path), From: path[len(path)-1]}}
	for k := len(path) - 1; k >= 1; k-- {
		c = evidence.CaseSplit{At: evidence.At{Board: b, Visited: k, From: path[k-1]}, Branches: []evidence.Branch{{Move: path[k], Certificate: c}}}
	}
	err := verify.Certificate(board.Problem{Board: b, Prefix: path[:1]}, c)
	assert.True(t, errors.Is(err, verify.ErrTooLarge), "a chain of %d case splits: got %v, want %v", depth, err, verify.ErrTooLarge)
}

// TestCheckerBudgetIsShared: one Checker's budget covers every check it
// makes, as a document's claims share one. A genuine certificate (the
// 6x6 stuck game's cut, re-derived by hand in TestCheckerWorkBound)
// checked again and again on a budget of three checks and a half passes
// three times, then is refused as too large.
func TestCheckerBudgetIsShared(t *testing.T) {
	sq := board.MustParseSquare
	path, err := board.ParsePath("d5 f6 e4 f2 d1 b2 d3 e1 f3 e5 c6 a5 b3 a1 c2 b4 a2 c1")
	if err != nil {
		t.Fatal(err)
	}
	q := board.Problem{Board: board.MustParse("6x6"), Prefix: path}
	c := evidence.Cut{At: evidence.At{Board: q.Board, Visited: 18, From: sq("c1")}, Squares: []board.Square{sq("e2"), sq("a4"), sq("c4"), sq("e6")}, Pieces: 5, Need: 1, Side: new(board.Dark)}
	var one verify.Checker
	if err := one.Certificate(context.Background(), q, c); err != nil {
		t.Fatalf("Certificate(%v) = %v, want nil", q, err)
	}
	ck := verify.Checker{MaxWork: one.Work()*3 + one.Work()/2}
	for i := range 3 {
		if err := ck.Certificate(context.Background(), q, c); err != nil {
			t.Fatalf("check %d of %v = %v, want nil", i+1, q, err)
		}
	}
	if err := ck.Certificate(context.Background(), q, c); !errors.Is(err, verify.ErrTooLarge) {
		t.Errorf("fourth check on a budget of 3.5 = %v, want %v", err, verify.ErrTooLarge)
	}
}

// TestCheckerContext: a check stops when its context is done.
func TestCheckerContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	b := board.MustParse("1x1")
	var ck verify.Checker
	err := ck.Certificate(ctx, board.Problem{Board: b}, split(board.Problem{Board: b}, evidence.AnyRule))
	assert.ErrorIs(t, err, context.Canceled)
}

// TestCaseSplitBackwardsIsChecked: a split read backwards from the end
// goes through every check of the position it makes. The document of
// a1 alone is the open tour of 1x1 ending on a1, so a split on
// the end with no branch proves nothing. The oracle is the definition of
// a tour: the one-square path a1 covers 1x1 and ends on a1.
func TestCaseSplitBackwardsIsChecked(t *testing.T) {
	sq := board.MustParseSquare
	b1 := board.MustParse("1x1")
	for _, q := range []board.Problem{
		{Board: b1, End: sq("a1")},
		{Board: b1, Prefix: board.Path{sq("a1")}, End: sq("a1")},
	} {
		err := verify.Certificate(q, split(q, evidence.EndRule))
		assert.ErrorIs(t, err, verify.ErrNoContradiction, "a backwards split of %v with no branch: a1 is its tour", q)
	}
	// The same position reached below a split: every first square of
	// 1x1, then a1 read backwards.
	q := board.Problem{Board: b1, End: sq("a1")}
	c := split(q, evidence.AnyRule, evidence.Branch{Move: sq("a1"), Certificate: split(board.Problem{Board: b1, Prefix: board.Path{sq("a1")}, End: sq("a1")}, evidence.EndRule)})
	assert.ErrorIs(t, verify.Certificate(q, c), verify.ErrNoContradiction)
}

// TestWorkBoundsTheCheck: verify.Work, the steps a check may take, is at
// least what a Checker spends on each genuine certificate of parity on the
// boards up to 6x6 and on the 6x6 case split of TestCheckerWorkBound, so
// that a caller refusing by it refuses nothing a check would accept.
func TestWorkBoundsTheCheck(t *testing.T) {
	type claim struct {
		q board.Problem
		c evidence.Certificate
	}
	var claims []claim
	for w := int32(1); w <= 6; w++ {
		for h := int32(1); h <= 6; h++ {
			b := board.Board{W: w, H: h}
			for i := range b.Size() {
				q := board.Problem{Board: b, Prefix: board.Path{b.Square(i)}}
				if c, ok := parity.Check(q); ok {
					claims = append(claims, claim{q, c})
				}
			}
		}
	}
	path, err := board.ParsePath("d5 f6 e4 f2 d1 b2 d3 e1 f3 e5 c6 a5 b3 a1 c2 b4 a2")
	if err != nil {
		t.Fatal(err)
	}
	q := board.Problem{Board: board.MustParse("6x6"), Prefix: path}
	sq := board.MustParseSquare
	claims = append(claims, claim{q, evidence.CaseSplit{At: evidence.At{Board: q.Board, Visited: 17, From: path[16]}, Branches: []evidence.Branch{
		{Move: sq("c1"), Certificate: evidence.Cut{At: evidence.At{Board: q.Board, Visited: 18, From: sq("c1")}, Squares: []board.Square{sq("e2"), sq("a4"), sq("c4"), sq("e6")}, Pieces: 5, Need: 1, Side: new(board.Dark)}},
		{Move: sq("c3"), Certificate: evidence.ForcedEnds{At: evidence.At{Board: q.Board, Visited: 18, From: sq("c3")}, Squares: []board.Square{sq("c1"), sq("a6")}, Need: 2, Have: 1}},
	}}})
	for _, cl := range claims {
		var ck verify.Checker
		if err := ck.Certificate(context.Background(), cl.q, cl.c); err != nil {
			t.Fatalf("Certificate(%v) = %v", cl.q, err)
		}
		if w := verify.Work(cl.q, cl.c); w < ck.Work() {
			t.Errorf("Work(%v, %s) = %d, the check took %d", cl.q, cl.c.Kind(), w, ck.Work())
		}
	}
	t.Logf("%d certificates", len(claims))
}
