package prove_test

import (
	"context"
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/prove"
	"github.com/knightcert/knight/verify"
)

// The centre of 3x7 has no open tour, and no single argument of package
// parity says why; a case split over the knight's moves, every line of
// play ending in a cut, proves it, and verify checks the whole tree.
func ExampleTour_caseSplit() {
	q := board.Problem{Board: board.MustParse("3x7"), Prefix: board.Path{board.MustParseSquare("b4")}}
	a, err := prove.Tour(context.Background(), q, prove.Options{})
	if err != nil {
		panic(err)
	}
	c := a.Certificate
	fmt.Println(a.Status, a.Method, c.Kind(), evidence.Nodes(c), "positions", evidence.Depth(c), "deep")
	for _, b := range c.(evidence.CaseSplit).Branches {
		fmt.Println("b4 to", b.Move, "closed by a", b.Certificate.Kind())
	}
	fmt.Println("verify:", verify.Certificate(q, c))
	// Output:
	// none parity case-split 61 positions 9 deep
	// b4 to a2 closed by a case-split
	// b4 to c2 closed by a case-split
	// b4 to a6 closed by a case-split
	// b4 to c6 closed by a case-split
	// verify: <nil>
}
