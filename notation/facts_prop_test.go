package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// factArgs writes a square (x, y) and its move's number s as a fact's
// arguments in the order named: "sxy" is at(Step,Col,Row), "xys"
// pos(X,Y,T), "xsy" a step between the coordinates.
func factArgs(order string, x, y, s int) string {
	var out []string
	for _, c := range order {
		out = append(out, fmt.Sprint(map[rune]int{'s': s, 'x': x, 'y': y}[c]))
	}
	return strings.Join(out, ",")
}

// answerSet writes p as clingo prints a model: "Answer: 1", the atoms
// name(args) on one line in the order of perm, then its summary.
func answerSet(p board.Path, name, order string, stepBase, coordBase int, perm []int) string {
	var atoms []string
	for _, k := range perm {
		atoms = append(atoms, fmt.Sprintf("%s(%s)", name, factArgs(order, int(p[k].X)-1+coordBase, int(p[k].Y)-1+coordBase, k+stepBase)))
	}
	return "clingo version 5.6.2\nReading from tour.lp\nSolving...\nAnswer: 1\n" + strings.Join(atoms, " ") +
		"\nSATISFIABLE\n\nModels       : 1+\nCalls        : 1\nTime         : 0.014s (Solving: 0.00s 1st Model: 0.00s Unsat: 0.00s)\n"
}

// TestFactStepArgument: random tours (warnsdorffWalk; walkOK, the
// oracle, and walkCheck judging) written as a solver's answer set, one
// atom a square with its move's number in any argument, under any
// predicate name, in a random order on the line or by step, numbered
// from 0 or 1. A valid tour reads as one tour and passes, on the board
// given or none; a single fault (two squares swapped, a stretch
// reversed so one step is no knight's move, a square missing, a square
// repeated) never passes, and a complete numbering with two squares
// swapped or a stretch reversed is certain, so judged invalid.
func TestFactStepArgument(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 7))
	boards := []board.Board{{W: 5, H: 5}, {W: 5, H: 6}, {W: 6, H: 6}, {W: 7, H: 5}, {W: 8, H: 8}}
	names := []string{"at", "move", "visit", "pos", "p", "knight_at"}
	for _, order := range []string{"sxy", "xys", "xsy"} {
		for _, shuffled := range []bool{true, false} {
			for trial := range 4 {
				bd := boards[rng.IntN(len(boards))]
				p := warnsdorffWalk(rng, bd, 500)
				if !walkOK(bd, p) {
					t.Fatalf("%v: the test's own tour", bd)
				}
				name, stepBase, coordBase := names[rng.IntN(len(names))], rng.IntN(2), rng.IntN(2)
				for _, fault := range []string{"", "swap", "stretch", "drop", "repeat"} {
					q := slices.Clone(p)
					switch fault {
					case "stretch":
						i := 2 + rng.IntN(len(q)/2)
						slices.Reverse(q[i : i+3+rng.IntN(len(q)/3)])
						if walkOK(bd, q) {
							continue
						}
					default:
						q = withFault(t, bd, p, fault)
					}
					perm := make([]int, len(q))
					for k := range perm {
						perm[k] = k
					}
					if shuffled {
						rng.Shuffle(len(perm), func(i, j int) { perm[i], perm[j] = perm[j], perm[i] })
					}
					text := answerSet(q, name, order, stepBase, coordBase, perm)
					for _, given := range []board.Board{{}, bd} {
						what := fmt.Sprintf("%s(%s) shuffled %v, trial %d, fault %q, on %v (board given %v)", name, order, shuffled, trial, fault, bd, given)
						tours, vs, err := judgeText(text, given)
						if err != nil {
							t.Errorf("%s: %v", what, err)
							continue
						}
						exit := propExit(tours, vs)
						switch {
						case fault == "" && (exit != 0 || len(tours) != 1):
							t.Errorf("%s: %d tours, verdicts %v, exit %d, want one valid tour:\n%s", what, len(tours), vs, exit, text)
						case fault != "" && exit == 0:
							t.Errorf("%s: verdicts %v pass, want a fault:\n%s", what, vs, text)
						case (fault == "swap" || fault == "stretch") && exit != 1:
							t.Errorf("%s: verdicts %v, exit %d, want invalid: every square is numbered once, so the reading is certain:\n%s", what, vs, exit, text)
						}
					}
				}
			}
		}
	}
}
