package verify_test

import (
	"encoding/json"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/parity"
	"github.com/knightcert/knight/verify"
)

// FuzzCertificate feeds arbitrary certificate documents and problems to
// the checker: it must never panic, and whatever it accepts for a small
// board must agree with the colour facts it can be checked against cheaply:
// an accepted certificate for an open tour of 5x5 from a corner would be
// wrong (304 tours start there, OEIS A165134).
func FuzzCertificate(f *testing.F) {
	for _, q := range []board.Problem{from("5x5", "a2"), from("3x6", "a1"), from("4x7", "b3"), from("2x5", "a1"),
		from("5x5", "a1", "b3", "c1", "a2", "b4", "c2"),
		from("6x6", "d5", "f6", "e4", "f2", "d1", "b2", "d3", "e1", "f3", "e5", "c6", "a5", "b3", "a1", "c2", "b4", "a2")} {
		c, _ := parity.Check(q)
		data, _ := json.Marshal(c)
		f.Add(string(data), q.Board.String(), q.Prefix.String())
	}
	f.Fuzz(func(t *testing.T, doc, boardName, prefix string) {
		c, err := evidence.ParseCertificate([]byte(doc))
		if err != nil {
			return
		}
		b, err := board.Parse(boardName)
		if err != nil || b.Size() > 1<<12 {
			return
		}
		path, err := board.ParsePath(prefix)
		if err != nil {
			return
		}
		q := board.Problem{Board: b, Prefix: path}
		err = verify.Certificate(q, c)
		if err == nil && b == (board.Board{W: 5, H: 5}) && len(path) == 1 && path[0] == (board.Square{X: 1, Y: 1}) {
			t.Fatalf("accepted %s for %v, which has tours", doc, q)
		}
	})
}
