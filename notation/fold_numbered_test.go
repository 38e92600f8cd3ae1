package notation

import (
	"os"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestWholeTokensNoFold: lines of one width whose only break that
// parts two letters-or-digits falls between a whole square and a
// move's number ("... Ng3-i2" over "93. Ni2-g1") show no cut: each
// piece is a token alone (the oracle: "i2" is a square and "93" a
// number as written), so no join is made. A square cut between its file and its rank ("... b" over
// "11 c9") is a cut, and is joined.
func TestWholeTokensNoFold(t *testing.T) {
	for _, c := range []struct {
		text  string
		joins bool
	}{
		{"1. Na1-b3 2. Nb3-c1 3. Nc1-a2 4. Na2-c3\n5. Nc3-b1 6. Nb1-a3 7. Na3-b5 8. Nb5-d4\n9. Nd4-e2\n", false},
		{"a1 b3 c1 a2 c3 b1 a3 b5 d4 e2 g1 h3 f4 g2 e1 c2\n10 d8 e6\n", false},
		{"a1 b3 c1 a2 c3 b1 a3 b5 d4 e2 g1 h3 f4 g2 e1 c\n2 a3 b1\n", true},
	} {
		if got := newText([]byte(c.text)).joinFolds(false); got != c.joins {
			t.Errorf("%q: joined %v, want %v", c.text, got, c.joins)
		}
	}
}

// TestFoldedPGNKeepsItsTour reads a game of one knight, in PGN with
// annotations and clock comments, whose lines happen to be one width
// and one of them ends in a square above a move's number. Written with
// one move that is no knight's move (44. Nj3-i4: one file and one rank),
// it is one tour at fault: read as one tour or none, never as several,
// and never passed (the oracle is the move written, checked by hand).
func TestFoldedPGNKeepsItsTour(t *testing.T) {
	text, err := os.ReadFile("testdata/fold/pgn-square-over-move-number.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), "44. Nj3-i4") {
		t.Fatal("the fixture lost its faulty move")
	}
	for _, opt := range []ReadOptions{{Board: board.Board{W: 14, H: 7}}, {}} {
		tours, vs, code := textExit(string(text), opt, walkCheck)
		if len(tours) > 1 || code == 0 {
			t.Errorf("board %v: %d tours %v, exit %d; want one tour or none, never passed", opt.Board, len(tours), vs, code)
		}
	}
}
