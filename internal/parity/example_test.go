package parity_test

import (
	"encoding/json"
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/parity"
	"github.com/knightcert/knight/verify"
)

func ExampleCheck() {
	q := board.Problem{Board: board.MustParse("5x5"), Prefix: board.Path{board.MustParseSquare("a2")}}
	c, ok := parity.Check(q)
	fmt.Println(ok, c.Kind())
	fmt.Println(c.Explain(q))
	data, _ := json.Marshal(c)
	fmt.Println(string(data))
	fmt.Println(verify.Certificate(q, c))
	// Output:
	// true colour-count
	// 5x5 has 13 dark and 12 light squares; a tour alternates colours, so it must start and end on dark; a2 is light.
	// {"kind":"colour-count","board":"5x5","visited":1,"from":"a2","rule":"start","dark":13,"light":12}
	// <nil>
}

func ExampleCheck_fourLines() {
	q := board.Problem{Board: board.MustParse("4x10000"), Prefix: board.Path{board.MustParseSquare("c5000")}}
	c, _ := parity.Check(q)
	fmt.Println(c.Explain(q))
	// Output:
	// On 4x10000 the outer files a and d touch only the inner files b and c, so the 10000 dark squares of the outer lines can only be entered from and left to the 10000 light squares of the inner lines; that takes 20001 visits next to those squares (two for each lone square, one to reach the rest of the board) and a tour starting on c5000, one of them, allows only 20000.
}

func ExampleCheck_cut() {
	q := board.Problem{Board: board.MustParse("3x6"), Prefix: board.Path{board.MustParseSquare("b1")}}
	c, _ := parity.Check(q)
	fmt.Println(c.Explain(q))
	// Output:
	// Take away a3, b3, c3, a4, b4 and c4 (6 squares): the squares left to visit fall into 8 pieces (a1 c2 | b1 | c1 a2 | b2 | a5 c6 | b5 | c5 a6 | b6); a path through 6 removed squares joins at most 7 pieces.
}
