package evidence_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// TestShapeRoundTrip writes answers and surveys about shapes and reads
// them back: the oracle is the document written, whose holes and piece
// must come back as they were, and whose plain form names neither.
func TestShapeRoundTrip(t *testing.T) {
	b := board.MustParse("8x8")
	holes, err := board.ParseHoles(b, "e5,d4")
	if err != nil {
		t.Fatal(err)
	}
	zebra := board.MustParsePiece("zebra")
	for _, q := range []board.Problem{
		{Board: b, Holes: holes, Prefix: board.Path{board.MustParseSquare("a1")}},
		{Board: b, Piece: zebra, Closed: true},
		{Board: b, Holes: holes, Piece: zebra},
		{Board: b},
	} {
		var buf bytes.Buffer
		if err := (evidence.Answer{Problem: q, Status: board.Unknown, Method: evidence.Auto}).WriteJSON(&buf); err != nil {
			t.Fatal(err)
		}
		text := buf.String()
		plain := q.Shape().Plain()
		if strings.Contains(text, `"holes"`) != (len(q.Holes) > 0) || strings.Contains(text, `"piece"`) != !q.Piece.IsKnight() {
			t.Errorf("WriteJSON(%v) = %s: holes and piece written only when not default", q, text)
		}
		if len(q.Holes) > 0 && !strings.Contains(text, `"holes":["d4","e5"]`) {
			t.Errorf("WriteJSON(%v) = %s, want the holes in index order", q, text)
		}
		doc, err := evidence.Parse(buf.Bytes(), evidence.DefaultLimits)
		if err != nil {
			t.Fatalf("Parse(%s): %v", text, err)
		}
		got := doc.(evidence.Answer).Problem
		if got.String() != q.String() || got.Shape().Plain() != plain || got.Piece != q.Piece || got.Shape().HoleCount() != q.Shape().HoleCount() {
			t.Errorf("Parse(%s) = %v, want %v", text, got, q)
		}
		var sb bytes.Buffer
		s := evidence.Survey{Board: b, Holes: q.Holes, Piece: q.Piece, Squares: []evidence.SurveySquare{{Square: board.MustParseSquare("a1"), Status: board.Unknown}}}
		if err := s.WriteJSON(&sb); err != nil {
			t.Fatal(err)
		}
		sd, err := evidence.Parse(sb.Bytes(), evidence.DefaultLimits)
		if err != nil {
			t.Fatalf("Parse(%s): %v", sb.String(), err)
		}
		if got := sd.(evidence.Survey).Problem(s.Squares[0]); got.String() != s.Problem(s.Squares[0]).String() {
			t.Errorf("survey Parse(%s) problem = %v, want %v", sb.String(), got, s.Problem(s.Squares[0]))
		}
	}
}

// TestShapeReadErrors feeds documents whose holes or piece are wrong; each
// must be refused with the reason in the message.
func TestShapeReadErrors(t *testing.T) {
	for _, c := range []struct{ doc, want, why string }{
		{`{"board":"8x8","holes":["e5","d4"],"status":"unknown"}`, "board order", "the writer lists holes in index order"},
		{`{"board":"8x8","holes":["d4","d4"],"status":"unknown"}`, "board order", "a hole named twice"},
		{`{"board":"8x8","holes":["i9"],"status":"unknown"}`, "off the 8x8 board", "a hole off the board"},
		{`{"board":"8x8","holes":[],"status":"unknown"}`, "empty", "the writer omits an empty list"},
		{`{"board":"2x1","holes":["a1","b1"],"status":"unknown"}`, "every square is a hole", "no cell left"},
		{`{"board":"8x8","piece":"dragon","status":"unknown"}`, "dragon", "no such piece"},
		{`{"board":"8x8","holes":["d4"],"start":"d4","status":"unknown"}`, "hole", "the start on a hole"},
	} {
		_, err := evidence.Parse([]byte(c.doc), evidence.DefaultLimits)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%s) = %v, want an error containing %q (%s)", c.doc, err, c.want, c.why)
		}
		if err != nil && !errors.Is(err, evidence.ErrNotDocument) && !errors.Is(err, board.ErrBadProblem) {
			t.Errorf("Parse(%s) = %v, want it to wrap ErrNotDocument or board.ErrBadProblem", c.doc, err)
		}
	}
}
