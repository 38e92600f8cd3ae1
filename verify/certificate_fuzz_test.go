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

// FuzzShapeCertificate feeds arbitrary certificates and shaped problems
// (holes, piece) to the checker: it must never panic, and on a shape of
// at most 10 cells it must accept nothing for a problem that has a tour,
// by the soundness sweep's own tour search (newShapeSoundness).
func FuzzShapeCertificate(f *testing.F) {
	for _, tc := range []struct{ b, holes, piece, prefix string }{
		{"8x8", "d4 e5", "camel", ""},
		{"3x3", "", "(2,2)+(3,0)", ""},
		{"4x4", "b2 c3", "knight", ""},
		{"3x3", "b2", "wazir", "a1"},
		{"5x5", "", "zebra", "c3"},
		{"3x4", "a1", "giraffe", ""},
	} {
		b := board.MustParse(tc.b)
		holes, err := board.ParseHoles(b, tc.holes)
		if tc.holes == "" {
			holes, err = nil, nil
		}
		if err != nil {
			f.Fatal(err)
		}
		q := board.Problem{Board: b, Holes: holes, Piece: board.MustParsePiece(tc.piece)}
		if tc.prefix != "" {
			if q.Prefix, err = board.ParsePath(tc.prefix); err != nil {
				f.Fatal(err)
			}
		}
		c, _ := parity.Check(q)
		data, _ := json.Marshal(c)
		f.Add(string(data), tc.b, tc.holes, tc.piece, tc.prefix, false)
	}
	f.Fuzz(func(t *testing.T, doc, boardName, holeList, pieceName, prefix string, closed bool) {
		c, err := evidence.ParseCertificate([]byte(doc))
		if err != nil {
			return
		}
		b, err := board.Parse(boardName)
		if err != nil || b.Size() > 1<<12 {
			return
		}
		q := board.Problem{Board: b, Closed: closed}
		if holeList != "" {
			if q.Holes, err = board.ParseHoles(b, holeList); err != nil {
				return
			}
		}
		if q.Piece, err = board.ParsePiece(pieceName); err != nil {
			return
		}
		if q.Prefix, err = board.ParsePath(prefix); err != nil {
			return
		}
		err = verify.Certificate(q, c)
		sh := q.Shape()
		if err != nil || q.Check() != nil || b.Size() > 64 || sh.Cells() > 10 {
			return
		}
		s := newShapeSoundness(t, sh, 0, false)
		p := pos{end: -1, closed: closed}
		for _, sq := range q.Prefix {
			p.prefix = append(p.prefix, b.Index(sq))
		}
		if s.hasTour(p) {
			t.Fatalf("accepted %s for %v, which has a tour", doc, q)
		}
	})
}
