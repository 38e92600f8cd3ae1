package encode_test

import (
	"context"
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/verify"
)

// 8x3 from c2 has no open tour although the colours balance: SAT proves it.
func ExampleSolve() {
	q := board.Problem{Board: board.MustParse("8x3"), Prefix: board.Path{board.MustParseSquare("c2")}}
	res, err := encode.Solve(context.Background(), q, encode.Options{Encoding: encode.Successor})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(q, "->", res.Status)

	q.Prefix = board.Path{board.MustParseSquare("a1")}
	res, _ = encode.Solve(context.Background(), q, encode.Options{})
	fmt.Println(q, "->", res.Status, verify.Tour(q, res.Tour) == nil)
	// Output:
	// open tour of 8x3 from c2 -> none
	// open tour of 8x3 from a1 -> tour true
}

// A Game asks about prefixes of one game on one solver; a dead prefix comes
// with the squares the refutation used.
func ExampleGame_Solve() {
	gm, err := encode.NewGame(board.MustParse("5x5"), encode.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range []string{"a1 b3", "b1"} {
		prefix, _ := board.ParsePath(s)
		res, blame, _ := gm.Solve(context.Background(), prefix)
		fmt.Println(prefix, res.Status, blame)
	}
	// Output:
	// a1 b3 tour []
	// b1 none [0]
}
