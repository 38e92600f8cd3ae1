package notation

import (
	"errors"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestJSONShape: a document's "holes" and "piece" are part of its claim.
// The oracle is the shape written in the test: the reading carries it, a
// tour of the shape is judged valid on it and not on the full board, and
// a bad hole or piece is refused at its place.
func TestJSONShape(t *testing.T) {
	// A closed tour of 3x3 without its centre, the only 8-cycle of the
	// knight's graph there, worked by hand.
	tour := `["a1","b3","c1","a2","c3","b1","a3","c2"]`
	in := `{"board":"3x3","holes":["b2"],"closed":true,"tour":` + tour + `}`
	ds, err := ReadAll(strings.NewReader(in), ReadOptions{})
	if err != nil || len(ds) != 1 {
		t.Fatalf("ReadAll(%s) = %v, %v, want one document", in, ds, err)
	}
	d := ds[0]
	if !d.HasShape || d.Shape().HoleCount() != 1 || !d.Holes.Has(d.Board.Index(board.MustParseSquare("b2"))) || !d.Piece.IsKnight() {
		t.Fatalf("ReadAll(%s) read the shape %v (HasShape %v), want 3x3 without b2", in, d.Shape(), d.HasShape)
	}
	if err := d.Problem().Check(); err != nil {
		t.Fatalf("the document's problem: %v", err)
	}
	tours, err := ReadTours(strings.NewReader(in), ReadOptions{})
	if err != nil || len(tours) != 1 {
		t.Fatalf("ReadTours(%s) = %v, %v", in, tours, err)
	}
	walk := func(q board.Problem, p board.Path) error {
		sh := q.Shape()
		if len(p) != sh.Cells() {
			return errors.New("not every cell")
		}
		for i := 1; i < len(p); i++ {
			if !sh.IsMove(p[i-1], p[i]) {
				return errors.New("not a move")
			}
		}
		return nil
	}
	if j := Judge(tours[0], board.Problem{}, walk); j.Verdict != Valid {
		t.Errorf("Judge(%s) = %v (%v), want valid on its own shape", in, j.Verdict, j.Err)
	}
	plain := board.Problem{Board: board.MustParse("3x3")}
	if j := Judge(tours[0], plain, walk); j.Verdict != Valid || j.Problem.Shape().HoleCount() != 1 {
		t.Errorf("Judge(%s) with the board asked = %v (%v), want valid on the document's shape", in, j.Verdict, j.Err)
	}
	other, _ := board.ParseHoles(board.MustParse("3x3"), "a1")
	if j := Judge(tours[0], board.Problem{Board: board.MustParse("3x3"), Holes: other}, walk); j.Verdict != Unreadable || !errors.Is(j.Err, ErrBoardMismatch) {
		t.Errorf("Judge(%s) asked without a1 = %v (%v), want unreadable: the shapes disagree", in, j.Verdict, j.Err)
	}
	zebra := `{"board":"5x5","piece":"zebra","tour":["a1"]}`
	ds, err = ReadAll(strings.NewReader(zebra), ReadOptions{})
	if err != nil || len(ds) != 1 || ds[0].Piece != board.MustParsePiece("zebra") {
		t.Errorf("ReadAll(%s) = %v, %v, want the zebra", zebra, ds, err)
	}
	for _, tc := range []struct{ in, want string }{
		{`{"board":"3x3","holes":["b2","d1"],"tour":["a1"]}`, "1:30: hole d1 is off the 3x3 board"},
		{`{"board":"3x3","holes":["b2","b2"],"tour":["a1"]}`, "1:30: hole b2 is listed twice"},
		{`{"board":"3x3","holes":"b2","tour":["a1"]}`, `1:24: unexpected "b2", want '[' starting "holes"`},
		{`{"board":"3x3","holes":[7],"tour":["a1"]}`, `1:25: unexpected 7 in "holes"`},
		{`{"board":"3x3","piece":"queen","tour":["a1"]}`, `1:24: bad piece: "queen"`},
		{`{"board":"3x3","Holes":["b2"],"tour":["a1"]}`, `1:16: key "Holes": keys are case-sensitive`},
	} {
		_, err := ReadAll(strings.NewReader(tc.in), ReadOptions{})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ReadAll(%s) = %v, want an error containing %q", tc.in, err, tc.want)
		}
	}
}
