package evidence

import (
	"testing"

	"github.com/knightcert/knight/board"
)

// TestCheckProblem: the reader's check of a problem says what
// board.Problem.Check says, the oracle, on each kind of fault and on
// problems without one.
func TestCheckProblem(t *testing.T) {
	sq := board.MustParseSquare
	b := board.MustParse("5x5")
	for _, q := range []board.Problem{
		{Board: b},
		{Board: b, Prefix: board.Path{sq("a1"), sq("b3"), sq("c5")}, End: sq("e5")},
		{Board: board.Board{W: 0, H: 5}},
		{Board: board.Board{W: 10001, H: 5}},
		{Board: b, Prefix: board.Path{sq("f1")}},
		{Board: b, Prefix: board.Path{sq("a1"), sq("b3"), sq("f1")}},
		{Board: b, Prefix: board.Path{sq("a1"), sq("b3"), sq("a1")}},
		{Board: b, Prefix: board.Path{sq("a1"), sq("b3"), sq("c1"), sq("a2"), sq("b4"), sq("c2"), sq("a1")}},
		{Board: b, Prefix: board.Path{sq("a1"), sq("a2")}},
		{Board: b, Prefix: board.Path{sq("a1")}, End: sq("f6")},
	} {
		got, want := checkProblem(q), q.Check()
		if (got == nil) != (want == nil) || got != nil && got.Error() != want.Error() {
			t.Errorf("checkProblem(%v) = %v, want %v", q, got, want)
		}
	}
}
