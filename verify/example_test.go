package verify_test

import (
	"errors"
	"fmt"

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
