package puzzle

import (
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// TestEveryKindExplained: Explain's type switch has a case for every kind
// of puzzle certificate (oracle: puzzlecert.Kinds, the reader's
// table; a kind without a case is explained as a bare "no solution").
func TestEveryKindExplained(t *testing.T) {
	p := puzzlecert.Puzzle{Board: board.Board{W: 3, H: 4}, First: 1}
	for _, k := range puzzlecert.Kinds() {
		if got := Explain(p, k); got == "no solution" {
			t.Errorf("Explain(a %s certificate) = %q: no case for the kind", k.Kind(), got)
		}
	}
}
