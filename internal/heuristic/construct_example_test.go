package heuristic_test

import (
	"errors"
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/heuristic"
	"github.com/knightcert/knight/verify"
)

func ExampleConstruct() {
	for _, s := range []string{"8x8", "1000x999", "7x7", "4x10"} {
		b := board.MustParse(s)
		tour, err := heuristic.Construct(b)
		switch {
		case errors.Is(err, heuristic.ErrNoConstruction):
			fmt.Println(s, "not built:", err)
		case err != nil:
			fmt.Println(s, "error:", err)
		default:
			check := verify.Tour(board.Problem{Board: b, Closed: true}, tour)
			fmt.Println(s, len(tour), "squares from", tour[0], "closed tour:", check == nil)
		}
	}
	// Output:
	// 8x8 64 squares from a1 closed tour: true
	// 1000x999 999000 squares from a1 closed tour: true
	// 7x7 not built: no construction: 7x7: both sides are odd, so no closed tour exists
	// 4x10 not built: no construction: 4x10: sides below 5 are not built
}

func ExampleConstructOpen() {
	b := board.MustParse("9x9")
	start := board.MustParseSquare("i9")
	tour, err := heuristic.ConstructOpen(b, start)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(tour), "squares from", tour[0], "open tour:", verify.Tour(board.Problem{Board: b, Prefix: board.Path{start}}, tour) == nil)
	_, err = heuristic.ConstructOpen(b, board.MustParseSquare("e5"))
	fmt.Println(err)
	// Output:
	// 81 squares from i9 open tour: true
	// no construction: 9x9: open tours of boards with both sides odd are built from corners only, not e5
}
