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

// TestComparisonsInSentences: the '=' of a comparison ("<=", ">=", "==",
// "!=") in a sentence above a tour ends no caption, so the formula after
// it, its variables named like squares (x1, y2), is words, never a block
// of data that makes the input unreadable, nor is the formula after a
// short word ("if 0 <= x2") a row with a letter label. The rule came from
// LeetCode's "... to cell `(r2, c2)` if `0 <= r2 <= m - 1` and ..." above
// an answer; these sentences use other operators and variables, with and
// without code marks.
func TestComparisonsInSentences(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 3))
	tours := testTours(t, rng)
	sentences := []string{
		"Legal if 0 <= x2 <= w - 1, 0 <= y2 <= h - 1, abs(x1 - x2) * abs(y1 - y2) == 2 for (x1, y1), (x2, y2).",
		"if `0 <= x2 <= 7` and `0 <= y2 <= 7` and `min(abs(x1 - x2), abs(y1 - y2)) == 1` and `max(abs(x1 - x2), abs(y1 - y2)) == 2`.",
		"Every step keeps `p1 != p2` and `q1 >= 0` and `q2 >= 0` and `abs(p1 - p2) + abs(q1 - q2) == 3` for the squares (p1, q1) and (p2, q2).",
		"so we require a1 != b3 and a2 != b4 and 0 <= c1 and c1 <= 7 and 0 <= c2 and c2 <= 7 before each move.",
	}
	wrappers := map[string]func(b board.Board, p board.Path) string{}
	for i, s := range sentences {
		wrappers[fmt.Sprintf("sentence %d over the grid", i+1)] = func(b board.Board, p board.Path) string {
			return s + "\n\n" + writeRows(rowsOf(b, p, 1), "", " ", "") + "\n"
		}
		wrappers[fmt.Sprintf("sentence %d under the list", i+1)] = func(b board.Board, p board.Path) string {
			return squaresOf(p) + "\n\n" + s + "\n"
		}
	}
	checkFamily(t, tours, wrappers, false)
}

// TestExampleNumbersInSentences: numbers in the middle of a sentence,
// words before them and a clause after ("for example 4, 1, 13, 7 ...
// then type:"), are an example, not data: with the input they stand for
// on the next line, they never make a file with a tour unreadable. The
// rule came from an Indonesian README ("Misal 4, 1, 13, 7, 0, 2, 8, 11, 3
// maka input :"); these are English, German and Spanish sentences, the
// input in a fence, indented or bare.
func TestExampleNumbersInSentences(t *testing.T) {
	rng := rand.New(rand.NewPCG(6, 4))
	tours := testTours(t, rng)
	examples := []string{
		"For the second program, say the sequence is 5, 9, 2, 14, 7, 3, 11, 8, 30 and then you would type:\n```\n5 9 2 14 7 3 11 8 30\n```\n",
		"Zum Beispiel liefert die Folge 12 3 40 7 7 19 2 5 als Eingabe die Antwort:\n    12 3 40 7 7 19 2 5\n",
		"Si la lista es 6, 31, 2, 9, 17, 4, 4, 10, 22 entonces el programa imprime:\n6 31 2 9 17 4 4 10 22\n",
	}
	wrappers := map[string]func(b board.Board, p board.Path) string{}
	for i, ex := range examples {
		wrappers[fmt.Sprintf("example %d after the grid", i+1)] = func(b board.Board, p board.Path) string {
			return "Output:\n" + writeRows(rowsOf(b, p, 0), "", " ", "") + "\n\n" + ex
		}
		wrappers[fmt.Sprintf("example %d before the list", i+1)] = func(b board.Board, p board.Path) string {
			return ex + "\nTour: " + squaresOf(p) + "\n"
		}
	}
	checkFamily(t, tours, wrappers, false)
}
