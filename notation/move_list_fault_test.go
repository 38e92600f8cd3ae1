package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestMoveListFaultNamed: a tour written as its moves, each from the
// square the one before went to (edge lists, glued pairs, arrows), with
// two squares swapped, is invalid, and the fault named is the first one
// in the moves as written: never a step from a square to itself, which
// only a square-by-square reading of the moves makes. The oracle is
// firstFault (places_test.go), the definition of a tour, on the test's own squares.
func TestMoveListFaultNamed(t *testing.T) {
	writers := map[string]func(p board.Path) string{
		"dash lines": func(p board.Path) string { return movesOf(p, "", "-", "\n", "") },
		"graphviz":   func(p board.Path) string { return "graph tour {\n" + movesOf(p, "  ", " -- ", ";\n", "") + "}" },
		"glued":      func(p board.Path) string { return movesOf(p, "", "", " ", "") },
		"arrows":     func(p board.Path) string { return movesOf(p, "", " -> ", ", ", "") },
		"tuples":     func(p board.Path) string { return "[" + movesOf(p, "(", ", ", "), ", ")") + "]" },
	}
	rng := rand.New(rand.NewPCG(27, 5))
	for b, p := range testTours(t, rng) {
		bad := swapped(t, b, p)
		want := firstFault(b, bad)
		for name, write := range writers {
			text := write(bad) + "\n"
			tours, err := ReadTours(strings.NewReader(text), ReadOptions{Board: b})
			if err != nil || len(tours) != 1 {
				t.Errorf("%v %s: %d tours, %v:\n%s", b, name, len(tours), err, text)
				continue
			}
			j := Judge(tours[0], board.Problem{Board: b}, func(q board.Problem, p board.Path) error {
				if k := firstFault(q.Board, p); k >= 0 || len(p) != q.Board.Size() {
					return fmt.Errorf("fault at move %d", k)
				}
				return nil
			})
			if j.Verdict != Invalid || j.Err == nil || !strings.Contains(j.Err.Error(), fmt.Sprintf("fault at move %d", want)) {
				t.Errorf("%v %s: %v, %v; want invalid at move %d:\n%s", b, name, j.Verdict, j.Err, want, text)
			}
		}
	}
}

// movesOf writes p's moves, each as open, from, join, to, close, with
// sep between them.
func movesOf(p board.Path, open, join, sep, close string) string {
	var out []string
	for i := 1; i < len(p); i++ {
		out = append(out, open+p[i-1].String()+join+p[i].String()+close)
	}
	return strings.Join(out, sep)
}
