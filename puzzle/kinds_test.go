package puzzle

import (
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// TestEveryKindExplained: Explain's type switch has a case for every kind
// of puzzle certificate (oracle: evidence.PuzzleKinds, the reader's
// table; a kind without a case is explained as a bare "no solution").
func TestEveryKindExplained(t *testing.T) {
	p := evidence.Puzzle{Board: board.Board{W: 3, H: 4}, First: 1}
	for _, k := range evidence.PuzzleKinds() {
		if got := Explain(p, k); got == "no solution" {
			t.Errorf("Explain(a %s certificate) = %q: no case for the kind", k.Kind(), got)
		}
	}
}
