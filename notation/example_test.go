package notation_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/notation"
)

func ExampleReadPath() {
	// The Prolog seed's output does not say its board, so the caller does.
	in := "answer(3, [p(1, 1), p(2, 3), p(1, 5)])."
	d, err := notation.ReadPath(strings.NewReader(in), notation.ReadOptions{Board: board.MustParse("5x5")})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(d.Format, d.Board, d.Path)
	// Output: prolog 5x5 a1 b3 a5
}

func ExampleReadPath_error() {
	_, err := notation.ReadPath(strings.NewReader("a1 c2\ne3 q?"), notation.ReadOptions{Board: board.MustParse("8x8")})
	fmt.Println(err)
	// Output: 2:4: bad square "q?"
}

func ExampleWritePath() {
	b := board.MustParse("3x4")
	p := board.Path{{X: 1, Y: 1}, {X: 2, Y: 3}, {X: 3, Y: 1}}
	for _, f := range []notation.Format{notation.Algebraic, notation.Prolog, notation.Grid} {
		if err := notation.WritePath(os.Stdout, b, p, f); err != nil {
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

func ExampleFromGrid() {
	// A solver's answer for 3x4, numbered from 1, its first row the top
	// rank as boards are printed; -1 would mark a square left out.
	grid := [][]int{
		{1, 4, 7},
		{6, 9, 2},
		{3, 8, 5},
		{10, -1, -1},
	}
	b, p, err := notation.FromGrid(grid, notation.TopFirst)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(b, p)
	// Output: 3x4 a4 c3 a2 b4 c2 a3 c4 b2 b3 a1
}

func ExampleReadAll() {
	// A program printing all its solutions, with captions and a sentence.
	in := `Solution 1
[[0, 3], [1, 2]]

Solution 2
[[3, 0], [2, 1]]
2 solutions`
	docs, err := notation.ReadAll(strings.NewReader(in), notation.ReadOptions{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, d := range docs {
		fmt.Printf("line %d: %v %v (%s)\n", d.Line, d.Board, d.Path, d.Reading())
	}
	// Output:
	// line 2: 2x2 a2 a1 b1 b2 (grid numbered from 0, a2 top left; skipped line 1 "Solution 1")
	// line 5: 2x2 b2 b1 a1 a2 (grid numbered from 0, a2 top left; skipped line 4 "Solution 2", line 6 "2 solutions")
}

func ExampleDocument_Problem() {
	// A document says its board and whether the tour is closed: the
	// question verify.Tour answers.
	in := `{"board": [5, 5], "closed": false, "solver": "mine", "tour": ["a1", "b3", "c5"]}`
	d, err := notation.ReadPath(strings.NewReader(in), notation.ReadOptions{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(d.Problem(), d.Path)
	// Output: open tour of 5x5 a1 b3 c5
}
