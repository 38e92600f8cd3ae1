package grade_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/grade"
)

// A program printed two 5x5 tours, the second with two squares swapped; the
// grader requires every tour to start on a1.
func ExampleTours() {
	text := `Solution 1
a1 b3 a5 c4 e5 d3 e1 c2 d4 b5 a3 b1 d2 e4 c5 a4 b2 d1 e3 d5 b4 a2 c3 e2 c1

Solution 2
a1 b3 a5 c4 e5 d3 e1 c2 d4 b5 a3 b1 d2 e4 c5 a4 b2 d1 e3 d5 b4 c3 a2 e2 c1
`
	req := grade.Request{Requirements: grade.Requirements{Board: board.MustParse("5x5"), Start: board.MustParseSquare("a1")}}
	var sum grade.Summary
	for _, v := range grade.Tours("solutions.txt", strings.NewReader(text), req) {
		sum.Add(v)
		fmt.Printf("%s: %s\n", v.Where(), v)
	}
	fmt.Println(sum)
	// Output:
	// solutions.txt:2: valid open tour of 5x5 from a1 to c1 (read: skipped line 1 "Solution 1")
	// solutions.txt:5:64: invalid: move 21: b4 to c3 is not a knight move (read: skipped line 4 "Solution 2")
	// 2 tours: 1 valid, 1 invalid, 0 unreadable
}

// One JSON line a tour, as knight verify -json prints them.
func ExampleWriteJSON() {
	req := grade.Request{Requirements: grade.Requirements{Board: board.MustParse("5x5"), End: board.MustParseSquare("e5")}}
	for _, v := range grade.Tours("tour.txt", strings.NewReader("a1 b3 a5 c4 e5 d3 e1 c2 d4 b5 a3 b1 d2 e4 c5 a4 b2 d1 e3 d5 b4 a2 c3 e2 c1"), req) {
		grade.WriteJSON(os.Stdout, v)
	}
	// Output:
	// {"file":"tour.txt","line":1,"col":73,"verdict":"invalid","reading":"algebraic squares","fault":"tour ends on c1, not e5","requirement":"end","required":"end e5","notation":"alg","board":"5x5","kind":"open tour","start":"a1","end":"c1","closed":false,"covered":25,"squares":25,"move":24,"from":"e2","to":"c1"}
}

// A contest's checker for CSES 1689: the input gives the start as x y
// (x the column, y the row, from the top-left); the jury's answer must be
// accepted itself; the contestant's output is judged by the problem's
// rules, and a verdict names the rule missed.
func ExamplePreset_Contest() {
	sample := `8 1 10 13 6 3 20 17
11 14 7 2 19 16 23 4
26 9 12 15 24 5 18 21
49 58 25 28 51 22 33 30
40 27 50 59 32 29 52 35
57 48 41 44 37 34 31 62
42 39 46 55 60 63 36 53
47 56 43 38 45 54 61 64
`
	for _, output := range []string{sample, strings.Replace(sample, "8 1 10", "10 1 8", 1), sample[:60]} {
		m := grade.CSES1689.Contest(strings.NewReader("2 1"), strings.NewReader(sample), strings.NewReader(output))
		fmt.Printf("%s: %s\n", m.Outcome, m.Msg)
	}
	// Output:
	// accepted: 8x8 knight's tour from x=2 y=1, numbered 1 to 64
	// wrong answer: move 7: number 7 at x=3 y=2 to number 8 at x=3 y=1 is not a knight move
	// presentation error: output:3:20: the output ends after 23 of the 64 numbers of the 8x8 grid
}
