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

// psTable writes p as PowerShell's Format-Table prints objects of the
// fields named by order ('s' Step, 'x' Col, 'y' Row), in the order of
// perm.
func psTable(p board.Path, order string, stepBase, coordBase int, perm []int) string {
	head := map[rune]string{'s': "Step", 'x': " Col", 'y': " Row"}
	var h, rule []string
	for _, c := range order {
		h, rule = append(h, head[c]), append(rule, strings.Repeat("-", len(strings.TrimSpace(head[c]))))
	}
	out := "PS C:\\> .\\tour.ps1 | Format-Table\n\n" + strings.Join(h, " ") + "\n" + strings.Join(rule, " ") + "\n"
	for _, k := range perm {
		args := strings.Split(factArgs(order, int(p[k].X)-1+coordBase, int(p[k].Y)-1+coordBase, k+stepBase), ",")
		for a := range args {
			args[a] = fmt.Sprintf("%4s", args[a])
		}
		out += strings.Join(args, " ") + "\n"
	}
	return out + "\n"
}

// TestFactStepArgument: random tours (warnsdorffWalk; walkOK, the
// oracle, and walkCheck judging) written as a solver's answer set, one
// atom a square with its move's number in any argument, under any
// predicate name, and as a PowerShell table of those fields, in a random order on the line or by step, numbered
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
					q, ok := factFault(t, rng, bd, p, fault)
					if !ok {
						continue
					}
					perm := make([]int, len(q))
					for k := range perm {
						perm[k] = k
					}
					if shuffled {
						rng.Shuffle(len(perm), func(i, j int) { perm[i], perm[j] = perm[j], perm[i] })
					}
					for layout, text := range map[string]string{
						name:    answerSet(q, name, order, stepBase, coordBase, perm),
						"table": psTable(q, order, stepBase, coordBase, perm),
					} {
						for _, given := range []board.Board{{}, bd} {
							what := fmt.Sprintf("%s(%s) shuffled %v, trial %d, fault %q, on %v (board given %v)", layout, order, shuffled, trial, fault, bd, given)
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
}

// modelWriters write a model binding each square's variable, its
// indices the square's (x, y), to its move's number, the bindings in the
// order given: z3's SMT-LIB model (the value on the line after "Int"),
// cvc5's (one line each), z3's Python model (wrapped, several a line).
var modelWriters = map[string]func(name string, xs, ys, vs []int) string{
	"z3": func(name string, xs, ys, vs []int) string {
		var b strings.Builder
		b.WriteString("sat\n(\n")
		for k := range xs {
			fmt.Fprintf(&b, "  (define-fun %s_%d_%d () Int\n    %d)\n", name, xs[k], ys[k], vs[k])
		}
		return b.String() + ")\n"
	},
	"cvc5": func(name string, xs, ys, vs []int) string {
		var b strings.Builder
		b.WriteString("sat\n(\n")
		for k := range xs {
			fmt.Fprintf(&b, "(define-fun %s_%d_%d () Int %d)\n", name, xs[k], ys[k], vs[k])
		}
		return b.String() + ")\n"
	},
	"z3py": func(name string, xs, ys, vs []int) string {
		var q []string
		for k := range xs {
			q = append(q, fmt.Sprintf("%s_%d_%d = %d", name, xs[k], ys[k], vs[k]))
		}
		return ">>> print(s.model())\n[" + joinEvery(q, ", ", 4, ",\n ") + "]\n"
	},
}

// joinEvery joins q with sep, per items a line, lineSep between lines.
func joinEvery(q []string, sep string, per int, lineSep string) string {
	var ls []string
	for i := 0; i < len(q); i += per {
		ls = append(ls, strings.Join(q[i:min(i+per, len(q))], sep))
	}
	return strings.Join(ls, lineSep)
}

// TestNamedModelFacts: random tours (warnsdorffWalk; walkOK, the
// oracle, and walkCheck judging) written as an SMT solver's model, each
// square's variable named by its indices and bound to its move's number,
// the bindings in a random order, indices and numbers from 0 or 1. A
// valid tour reads as one tour and passes, on the board given or none;
// a single fault (two squares swapped, a stretch reversed, a square
// missing, a square repeated) never passes, and a complete numbering
// with two squares swapped or a stretch reversed is judged invalid.
func TestNamedModelFacts(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 11))
	boards := []board.Board{{W: 5, H: 5}, {W: 5, H: 6}, {W: 6, H: 6}, {W: 8, H: 8}}
	names := []string{"x", "step", "pos", "Knight"}
	for _, writer := range []string{"z3", "cvc5", "z3py"} {
		for trial := range 6 {
			bd := boards[rng.IntN(len(boards))]
			p := warnsdorffWalk(rng, bd, 500)
			if !walkOK(bd, p) {
				t.Fatalf("%v: the test's own tour", bd)
			}
			name, stepBase, coordBase := names[rng.IntN(len(names))], rng.IntN(2), rng.IntN(2)
			for _, fault := range []string{"", "swap", "stretch", "drop", "repeat"} {
				q, ok := factFault(t, rng, bd, p, fault)
				if !ok {
					continue
				}
				perm := rng.Perm(len(q))
				var xs, ys, vs []int
				for _, k := range perm {
					xs, ys, vs = append(xs, int(q[k].X)-1+coordBase), append(ys, int(q[k].Y)-1+coordBase), append(vs, k+stepBase)
				}
				text := modelWriters[writer](name, xs, ys, vs)
				for _, given := range []board.Board{{}, bd} {
					what := fmt.Sprintf("%s, %s_X_Y, trial %d, fault %q, on %v (board given %v)", writer, name, trial, fault, bd, given)
					tours, verdicts, err := judgeText(text, given)
					if err != nil {
						t.Errorf("%s: %v", what, err)
						continue
					}
					exit := propExit(tours, verdicts)
					switch {
					case fault == "" && (exit != 0 || len(tours) != 1):
						t.Errorf("%s: %d tours, verdicts %v, exit %d, want one valid tour:\n%s", what, len(tours), verdicts, exit, text)
					case fault != "" && exit == 0:
						t.Errorf("%s: verdicts %v pass, want a fault:\n%s", what, verdicts, text)
					case (fault == "swap" || fault == "stretch") && exit != 1:
						t.Errorf("%s: verdicts %v, exit %d, want invalid: every square is numbered once, so the reading is certain:\n%s", what, verdicts, exit, text)
					}
				}
			}
		}
	}
}

// factFault is p with fault made in it: a stretch reversed, so that one
// step is no knight's move, or one of withFault's; false when a reversed
// stretch happens to stay a tour.
func factFault(t *testing.T, rng *rand.Rand, bd board.Board, p board.Path, fault string) (board.Path, bool) {
	t.Helper()
	if fault != "stretch" {
		return withFault(t, bd, p, fault), true
	}
	q := slices.Clone(p)
	i := 2 + rng.IntN(len(q)/2)
	slices.Reverse(q[i : i+3+rng.IntN(len(q)/3)])
	return q, !walkOK(bd, q)
}
