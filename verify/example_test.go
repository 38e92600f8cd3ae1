package verify_test

import (
	"errors"
	"fmt"
	"github.com/knightcert/knight/evidence"
	"strings"

	"github.com/knightcert/knight/board"
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
	fmt.Println(a.Problem, a.Status, verify.Certificate(a.Problem, *a.Certificate))
	// Output:
	// open tour of 3x6 from a1 none <nil>
}
