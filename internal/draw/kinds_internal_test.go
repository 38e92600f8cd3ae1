package draw

import (
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// TestEveryKindDrawn: every kind of certificate has a legend, so the
// drawing's type switches have a case for it (oracle: evidence.Kinds, the
// reader's table of kinds; a kind without a case draws no legend).
func TestEveryKindDrawn(t *testing.T) {
	q := board.Problem{Board: board.Board{W: 3, H: 4}, Prefix: board.Path{{X: 1, Y: 1}}}
	for _, k := range evidence.Kinds() {
		p := Picture{q: q, cert: k}
		p.mark()
		if len(p.legend()) == 0 {
			t.Errorf("a %s certificate draws no legend: draw has no case for the kind", k.Kind())
		}
	}
}
