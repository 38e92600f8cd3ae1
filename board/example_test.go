package board_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/knightcert/knight/board"
)

func ExampleReadPath() {
	// The Prolog seed's output does not say its board, so the caller does.
	in := "answer(3, [p(1, 1), p(2, 3), p(1, 5)])."
	d, err := board.ReadPath(strings.NewReader(in), board.ReadOptions{Board: board.MustParse("5x5")})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(d.Format, d.Board, d.Path)
	// Output: prolog 5x5 a1 b3 a5
}

func ExampleReadPath_error() {
	_, err := board.ReadPath(strings.NewReader("a1 c2\ne3 q?"), board.ReadOptions{Board: board.MustParse("8x8")})
	fmt.Println(err)
	// Output: 2:4: bad square "q?"
}

func ExampleWritePath() {
	b := board.MustParse("3x4")
	p := board.Path{{X: 1, Y: 1}, {X: 2, Y: 3}, {X: 3, Y: 1}}
	for _, f := range []board.Format{board.Algebraic, board.Prolog, board.Grid} {
		if err := board.WritePath(os.Stdout, b, p, f); err != nil {
			fmt.Println(err)
		}
	}
	// Output:
	// a1 b3 c1
	// [p(1, 1), p(2, 3), p(3, 1)]
	// . . .
	// . 1 .
	// . . .
	// 0 . 2
}
