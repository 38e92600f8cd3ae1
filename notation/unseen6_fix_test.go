package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// The rules the sixth set of unseen outputs (testdata/unseen) led to,
// each tested on its family written through wrappers the rule was not
// made from. The oracle is checkFamily's: random tours checked square by
// square (walkOK), and the same tours with two squares swapped.

// pairsOf writes the squares of p as (file, rank) pairs, from 1, each
// between open and close, joined by sep.
func pairsOf(p board.Path, open, close, sep string) string {
	var out []string
	for _, s := range p {
		out = append(out, fmt.Sprintf("%s%d, %d%s", open, s.X, s.Y, close))
	}
	return strings.Join(out, sep)
}

// TestCodeLiteralAroundPairs: a test's expected list of pairs inside a
// call or constructor opened in the caption before it, below a line that
// gives the start square and above the closing braces of the test, is
// read whole: the opener and the closers are words. The rule came from a
// Scala FunSpec's "val from = (0,0)" and "val solution = List((0,0),
// ...)"; these are Swift, Kotlin, Python, C# and Rust tests, the list on
// one line or over several.
func TestCodeLiteralAroundPairs(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 1))
	tours := testTours(t, rng)
	first := func(p board.Path) string { return fmt.Sprintf("(%d, %d)", p[0].X, p[0].Y) }
	wrappers := map[string]func(b board.Board, p board.Path) string{
		"swift XCTAssertEqual(.., Array(..))": func(b board.Board, p board.Path) string {
			return "    func testTour() {\n        let start = " + first(p) + "\n        XCTAssertEqual(solve(start), Array(" + pairsOf(p, "(", ")", ", ") + "))\n    }\n}\n"
		},
		"kotlin assertEquals(listOf(..), ..)": func(b board.Board, p board.Path) string {
			return "    @Test fun tour() {\n        val from = " + first(p) + "\n        val want = listOf(" + pairsOf(p, "(", ")", ", ") + ");\n    }\n}\n"
		},
		"python tuple( over lines )": func(b board.Board, p board.Path) string {
			half := len(p) / 2
			return "def test_tour():\n    start = " + first(p) + "\n    want = tuple(\n        " + pairsOf(p[:half], "(", ")", ", ") + ",\n        " + pairsOf(p[half:], "(", ")", ", ") + "\n    )\n"
		},
		"c# Path.Of(..);": func(b board.Board, p board.Path) string {
			return "        var from = " + first(p) + ";\n        var moves = Path.Of(" + pairsOf(p, "(", ")", ", ") + ");\n    }\n}\n"
		},
		"rust vec! of tuples": func(b board.Board, p board.Path) string {
			return "    let start = " + first(p) + ";\n    assert_eq!(tour(start), Vec::from([" + pairsOf(p, "(", ")", ", ") + "]));\n}\n"
		},
	}
	checkFamily(t, tours, wrappers, false)
}

// TestInputLineAbovePairs: a line of plain numbers (the size and start a
// program was given, echoed) over a list of pairs in brackets is its own
// block, never joined to the list and never graded: the list is one valid
// tour. The rule came from a C++ comment of test cases ("Input: 5 0 0",
// "Output: ... (0, 0) -> (2, 1)"); these echo the input bare, labelled
// otherwise, or as two lines, and write the list with other separators.
func TestInputLineAbovePairs(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 2))
	tours := testTours(t, rng)
	wrappers := map[string]func(b board.Board, p board.Path) string{
		"bare size and start, dashes": func(b board.Board, p board.Path) string {
			return fmt.Sprintf("%d %d 1\n%s\n", b.W, b.H, pairsOf(p, "(", ")", " - "))
		},
		"args: label, square brackets": func(b board.Board, p board.Path) string {
			return fmt.Sprintf("args: %d, 2, 3\nmoves: %s\n", b.W, pairsOf(p, "[", "]", " "))
		},
		"two input lines, commas": func(b board.Board, p board.Path) string {
			return fmt.Sprintf("%d\n1 1\n%s\n", b.W, pairsOf(p, "(", ")", ", "))
		},
		"stdin echo, unicode arrows": func(b board.Board, p board.Path) string {
			return fmt.Sprintf("stdin %d %d\n%s\n", b.W, b.H, pairsOf(p, "(", ")", " → "))
		},
	}
	checkFamily(t, tours, wrappers, false)
}
