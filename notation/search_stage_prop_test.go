package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// typedLiteralWrappers write a tour's rows as one literal on one line
// followed by its type, as a REPL or a test prints a value with it:
// Idris's ": Vect H (Vect W Nat)", Haskell's ":: [[Int]]", Lean's
// ": List (List Nat)", Julia's "::Matrix{Int64}" and Agda's
// ": Vec (Vec ℕ W) H". The type's words and numbers follow the literal's
// close and are no cells.
func typedLiteralWrappers() []propWrapper {
	literal := func(t propTour) string { return "[" + rowsWith(t, "[", "%d", ", ", "]", ", ") + "]" }
	return []propWrapper{
		oneEach("idris vect type", true, func(t propTour) string {
			return fmt.Sprintf("Main> tour {w=%d} {h=%d}\n%s : Vect %d (Vect %d Nat)\nMain> \n", len(t.rows[0]), len(t.rows), literal(t), len(t.rows), len(t.rows[0]))
		}),
		oneEach("haskell typed", true, func(t propTour) string {
			return "ghci> tour\n" + literal(t) + " :: [[Int]]\n"
		}),
		oneEach("lean list type", true, func(t propTour) string {
			return "#eval tour " + fmt.Sprint(len(t.rows[0])) + "\n" + literal(t) + " : List (List Nat)\n"
		}),
		oneEach("julia matrix type", true, func(t propTour) string {
			return "board = [" + rowsWith(t, "", "%d", " ", "", "; ") + "]::Matrix{Int64}\n"
		}),
		oneEach("agda vec type", true, func(t propTour) string {
			return literal(t) + fmt.Sprintf(" : Vec (Vec ℕ %d) %d\n", len(t.rows[0]), len(t.rows))
		}),
	}
}

// stageSeparators part the boards a search prints at every stage.
var stageSeparators = []struct {
	name  string
	write func(stage int) string
}{
	{"stars", func(int) string { return "***\n" }},
	{"blank", func(int) string { return "\n" }},
	{"caption", func(k int) string { return fmt.Sprintf("Step %d:\n", k) }},
	{"rule", func(int) string { return "-----\n" }},
}

// stageBoard prints the first upto squares of p on b, numbered from
// base, every other square marker, padded as a search's printout is.
func stageBoard(b board.Board, p board.Path, upto, base int, marker string) string {
	num := map[board.Square]int{}
	for k, s := range p[:upto] {
		num[s] = k + base
	}
	width := len(fmt.Sprint(b.Size())) + 1
	var sb strings.Builder
	for y := b.H; y >= 1; y-- {
		for x := int32(1); x <= b.W; x++ {
			cell := marker
			if n, ok := num[board.Square{X: x, Y: y}]; ok {
				cell = fmt.Sprint(n)
			}
			fmt.Fprintf(&sb, " %*s", width, cell)
		}
		sb.WriteString(" \n")
	}
	return sb.String()
}

// stageMarks are the ways a search marks the squares it has not
// visited: -1 numbering from 0, 0 numbering from 1 (where 0 is a mark
// only because the whole board beside numbers from 1), a dot.
var stageMarks = []struct {
	mark string
	base int
}{{"-1", 0}, {"0", 1}, {".", 1}}

// TestSearchStagesProperty writes the boards a search prints at every
// stage, squares not yet visited marked (stageMarks), of random tours:
// stages with k = 1, 2 or 3 squares left, one or all three, then the
// whole board, parted by each separator, read with no board given and
// with the stages' own board given. The oracle is the walk
// warnsdorffWalk made and walkOK passed: the whole board is the one tour
// judged, and valid; no stage is judged (a board begun is no faulty
// tour, whatever board is given), each is set aside and named (exit 2);
// and the same stages before the whole board with two squares swapped
// never exit 0.
func TestSearchStagesProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(36, 1))
	for _, b := range []board.Board{{W: 3, H: 4}, {W: 5, H: 4}, {W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 2000)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		for _, given := range []board.Board{{}, b} {
			for _, m := range stageMarks {
				stagesReadRight(t, b, p, given, m.mark, m.base)
			}
		}
	}
}

// stagesReadRight is TestSearchStagesProperty's check of the stages of
// the tour p of b, marked mark and numbered from base, read on the board
// given.
func stagesReadRight(t *testing.T, b board.Board, p board.Path, given board.Board, mark string, base int) {
	t.Helper()
	n := b.Size()
	swapped := slices.Clone(p)
	swapped[0], swapped[n-1] = swapped[n-1], swapped[0]
	for _, sep := range stageSeparators {
		for _, left := range [][]int{{1}, {2}, {3}, {3, 2, 1}} {
			for _, tour := range []struct {
				what  string
				path  board.Path
				valid bool
			}{{"whole", p, true}, {"swapped", swapped, false}} {
				if !tour.valid && walkOK(b, tour.path) {
					continue // still a tour, by chance: no fault to find
				}
				var sb strings.Builder
				sb.WriteString("printing\n")
				for _, k := range left {
					sb.WriteString(stageBoard(b, p, n-k, base, mark))
					sb.WriteString(sep.write(n - k))
				}
				sb.WriteString(stageBoard(b, tour.path, n, base, mark))
				sb.WriteString(sep.write(n))
				text := sb.String()
				name := fmt.Sprintf("%v/board %v/mark %s/%s/left %v/%s", b, given, mark, sep.name, left, tour.what)
				tours, verdicts, code := textExit(text, ReadOptions{Board: given}, walkCheck)
				if !tour.valid {
					if code == 0 || slices.Contains(verdicts, Valid) {
						t.Errorf("%s: exit %d, verdicts %v, want a fault found:\n%s", name, code, verdicts, clip(text))
					}
					continue
				}
				named := 0
				for _, tr := range tours {
					j := Judge(tr, board.Problem{Board: given}, walkCheck)
					for _, s := range j.Doc.Skipped {
						if s.Partial {
							named++
						}
					}
				}
				if len(verdicts) != 1 || verdicts[0] != Valid || code != 2 || named != len(left) {
					t.Errorf("%s: %d tours %v, exit %d, %d partial boards named; want 1 valid, exit 2, %d named:\n%s", name, len(verdicts), verdicts, code, named, len(left), clip(text))
				}
			}
		}
	}
}
