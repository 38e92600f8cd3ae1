package verify_test

import (
	"errors"
	"fmt"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
)

func ExampleTour() {
	q := board.Problem{Board: board.MustParse("8x8")}
	p, _ := board.ParsePath("a1 c2 e3 c3")
	err := verify.Tour(q, p)
	fmt.Println(err)
	var e *verify.Error
	if errors.As(err, &e) {
		fmt.Println(e.Move, e.From, e.To, errors.Is(err, verify.ErrNotKnightMove))
	}
	// Output:
	// move 3: e3 to c3 is not a knight move
	// 3 e3 c3 true
}

// ExampleCertificate re-checks the answer document `knight prove -json
// -board 3x6 -start a1` writes, without the command and without the code
// that found the certificate.
func ExampleCertificate() {
	doc := `{"board":"3x6","start":"a1","closed":false,"status":"none","method":"parity",` +
		`"certificate":{"kind":"cut","board":"3x6","visited":1,"from":"a1","squares":["a3","b3","c3","a4","b4","c4"],"pieces":8,"need":8,"have":7,"side":"dark"},"ms":0.173}`
	d, err := evidence.Read(strings.NewReader(doc), evidence.DefaultLimits)
	if err != nil {
		fmt.Println(err)
		return
	}
	a := d.(evidence.Answer)
	fmt.Println(a.Problem, a.Status, verify.Certificate(a.Problem, a.Certificate))
	// Output:
	// open tour of 3x6 from a1 none <nil>
}

func ExampleCheck() {
	q := board.Problem{Board: board.MustParse("5x5")}
	p, _ := board.ParsePath("a1 b3 a5 c4 e5 d3 e1 c2 d4 b5 a3 b1 d2 e4 c5 a4 b2 d1 e3 d5 b4 a2 c3 e2 c1")
	r, err := verify.Check(q, p)
	fmt.Println(r, err)
	fmt.Println(r.Start, r.End, r.Squares, r.Closed, r.Tour())

	// A broken path is described as far as it is a knight's path.
	r, err = verify.Check(q, p[:12])
	fmt.Println(r)
	fmt.Println(err)
	// Output:
	// open tour of 5x5 from a1 to c1 <nil>
	// a1 c1 25 false true
	// path of 12 squares on 5x5 from a1 to b1
	// tour covers 12 of 25 squares; missing: c1, d1, a2, b2, d2 and 8 more
}

// solver stands in for the program under test: it prints its answer to the
// 5x6 closed tour problem as a numbered grid from 1, first row on top, as
// many programs do.
func solver() string {
	return `
16  9  6 27 18
 7 26 17 14  5
10 15  8 19 28
25 30 23  4 13
22 11  2 29 20
 1 24 21 12  3
`
}

// A CI harness: read what the solver printed, check it against the
// problem, and report what it is.
func Example_harness() {
	doc, err := notation.ReadPath(strings.NewReader(solver()), notation.ReadOptions{})
	if err != nil {
		fmt.Println("unreadable:", err)
		return
	}
	r, err := verify.Check(board.Problem{Board: doc.Board, Closed: true}, doc.Path)
	if err != nil {
		fmt.Println("FAIL:", err)
		return
	}
	fmt.Println("ok:", r)
	// Output:
	// ok: closed tour of 5x6 from a1 to b3
}
