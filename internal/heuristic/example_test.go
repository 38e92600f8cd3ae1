package heuristic_test

import (
	"context"
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/heuristic"
	"github.com/knightcert/knight/verify"
)

func ExampleWarnsdorff() {
	b := board.Board{W: 8, H: 8}
	tour, ok := heuristic.Warnsdorff(b, board.Square{X: 1, Y: 1}, heuristic.Roth, 0)
	fmt.Println(ok, len(tour), tour[:6])
	fmt.Println(verify.Tour(board.Problem{Board: b, Prefix: tour[:1]}, tour))
	// Output:
	// true 64 a1 b3 c1 a2 b4 a6
	// <nil>
}

func ExampleSearch() {
	ctx := context.Background()
	closed := board.Problem{Board: board.Board{W: 6, H: 6}, Prefix: board.Path{{X: 3, Y: 3}}, Closed: true}
	r, err := heuristic.Search(ctx, closed, heuristic.Options{Budget: 1 << 20})
	fmt.Println(r.Status, len(r.Tour), err, verify.Tour(closed, r.Tour))

	odd := board.Problem{Board: board.Board{W: 5, H: 5}, Prefix: board.Path{{X: 1, Y: 1}}, Closed: true}
	r, err = heuristic.Search(ctx, odd, heuristic.Options{})
	fmt.Println(r.Status, err)
	// Output:
	// tour 36 <nil> <nil>
	// none <nil>
}
