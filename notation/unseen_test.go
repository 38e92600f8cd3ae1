package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// unseenWrapper is text around a tour that no reader was written for: the
// printouts of other languages and tools, made up for this test after the
// readers, to measure how far reading by structure goes.
type unseenWrapper struct {
	name string
	wrap func(rows [][]int, squares []string) string
}

// unseenTours is how many tours a wrapper's text holds, when not one.
var unseenTours = map[string]int{"two lists one a line": 2, "two grids side by side": 2}

// joinCells writes each row's cells with cell(), joined by sep, each row
// between open and close, rows joined by rowSep.
func joinCells(rows [][]int, cell func(int) string, open, sep, close, rowSep string) string {
	var rs []string
	for _, r := range rows {
		var cs []string
		for _, c := range r {
			cs = append(cs, cell(c))
		}
		rs = append(rs, open+strings.Join(cs, sep)+close)
	}
	return strings.Join(rs, rowSep)
}

func unseenWrappers() []unseenWrapper {
	num := func(c int) string { return fmt.Sprint(c) }
	pad := func(c int) string { return fmt.Sprintf("%3d", c) }
	quoted := func(sq []string, q, sep string) string {
		var out []string
		for _, s := range sq {
			out = append(out, q+s+q)
		}
		return strings.Join(out, sep)
	}
	return []unseenWrapper{
		{"swift array", func(r [][]int, _ []string) string {
			return "let board: [[Int]] = [\n" + joinCells(r, num, "    [", ", ", "]", ",\n") + "\n]\n"
		}},
		{"kotlin listOf", func(r [][]int, _ []string) string {
			return "val board = listOf(\n" + joinCells(r, num, "    listOf(", ", ", ")", ",\n") + "\n)\n"
		}},
		{"julia matrix print", func(r [][]int, _ []string) string {
			return fmt.Sprintf("%d×%d Matrix{Int64}:\n", len(r), len(r[0])) + joinCells(r, pad, " ", " ", "", "\n") + "\n"
		}},
		{"r matrix print", func(r [][]int, _ []string) string {
			head := "    "
			for j := range r[0] {
				head += fmt.Sprintf(" [,%d]", j+1)
			}
			var ls []string
			for i, row := range r {
				l := fmt.Sprintf("[%d,]", i+1)
				for _, c := range row {
					l += fmt.Sprintf(" %4d", c)
				}
				ls = append(ls, l)
			}
			return "> matrix(tour, nrow = n, byrow = TRUE)\n" + head + "\n" + strings.Join(ls, "\n") + "\n"
		}},
		{"matlab", func(r [][]int, _ []string) string {
			return "board =\n\n" + joinCells(r, func(c int) string { return fmt.Sprintf("%6d", c) }, "", "", "", "\n") + "\n\n"
		}},
		{"lisp lists", func(r [][]int, _ []string) string {
			return "(" + joinCells(r, num, "(", " ", ")", "\n ") + ")\n"
		}},
		{"markdown table", func(r [][]int, _ []string) string {
			head := "|" + strings.Repeat(" |", len(r[0])) + "\n|" + strings.Repeat("---|", len(r[0])) + "\n"
			return head + joinCells(r, num, "| ", " | ", " |", "\n") + "\n"
		}},
		{"html table", func(r [][]int, _ []string) string {
			return "<table>\n" + joinCells(r, num, "  <tr><td>", "</td><td>", "</td></tr>", "\n") + "\n</table>\n"
		}},
		{"csv quoted", func(r [][]int, _ []string) string {
			return joinCells(r, func(c int) string { return fmt.Sprintf("%q", fmt.Sprint(c)) }, "", ",", "", "\n") + "\n"
		}},
		{"go %v", func(r [][]int, _ []string) string {
			return "[" + joinCells(r, num, "[", " ", "]", " ") + "]\n"
		}},
		{"rust {:?}", func(r [][]int, _ []string) string {
			return "[" + joinCells(r, num, "[", ", ", "]", ", ") + "]\n"
		}},
		{"numpy print", func(r [][]int, _ []string) string {
			return "[" + joinCells(r, pad, "[", " ", "]", "\n ") + "]\n"
		}},
		{"ocaml array", func(r [][]int, _ []string) string {
			return "- : int array array =\n[|" + joinCells(r, num, "[|", "; ", "|]", ";\n  ") + "|]\n"
		}},
		{"mathematica", func(r [][]int, _ []string) string {
			return "In[1]:= KnightTour[5]\nOut[1]= {" + joinCells(r, num, "{", ", ", "}", ", ") + "}\n"
		}},
		{"clojure vectors", func(r [][]int, _ []string) string {
			return "user=> (tour 5)\n[" + joinCells(r, num, "[", " ", "]", "\n ") + "]\n"
		}},
		{"c# 2d array", func(r [][]int, _ []string) string {
			return "int[,] board = new int[,] {\n" + joinCells(r, num, "    { ", ", ", " }", ",\n") + "\n};\n"
		}},
		{"yaml rows", func(r [][]int, _ []string) string {
			return "board:\n" + joinCells(r, num, "  - [", ", ", "]", "\n") + "\n"
		}},
		{"latex bmatrix", func(r [][]int, _ []string) string {
			return "\\begin{bmatrix}\n" + joinCells(r, num, "  ", " & ", " \\\\", "\n") + "\n\\end{bmatrix}\n"
		}},
		{"pandas dataframe", func(r [][]int, _ []string) string {
			head := "  "
			for j := range r[0] {
				head += fmt.Sprintf(" %3d", j)
			}
			var ls []string
			for i, row := range r {
				ls = append(ls, fmt.Sprintf("%d ", i)+joinCells([][]int{row}, func(c int) string { return fmt.Sprintf(" %3d", c) }, "", "", "", ""))
			}
			return head + "\n" + strings.Join(ls, "\n") + "\n"
		}},
		{"tab separated", func(r [][]int, _ []string) string {
			return joinCells(r, num, "", "\t", "", "\n") + "\n"
		}},
		{"visual basic comments", func(r [][]int, _ []string) string {
			return "' Knight's tour\n" + joinCells(r, pad, "' ", " ", "", "\n") + "\n"
		}},
		{"fortran comments", func(r [][]int, _ []string) string {
			return joinCells(r, pad, "! ", " ", "", "\n") + "\n"
		}},
		{"lisp comments", func(r [][]int, _ []string) string {
			return ";; solution\n" + joinCells(r, pad, ";; ", " ", "", "\n") + "\n"
		}},
		{"html comment", func(r [][]int, _ []string) string {
			return "<!--\n" + joinCells(r, pad, "", " ", "", "\n") + "\n-->\n"
		}},
		{"psql table", func(r [][]int, _ []string) string {
			rule := "+" + strings.Repeat("----+", len(r[0]))
			return rule + "\n" + joinCells(r, func(c int) string { return fmt.Sprintf("%3d", c) }, "|", " |", " |", "\n") + "\n" + rule + "\n(" + fmt.Sprint(len(r)) + " rows)\n"
		}},
		{"prolog answer grid", func(r [][]int, _ []string) string {
			return "?- tour(B).\nB = [" + joinCells(r, num, "[", ",", "]", ",") + "].\n"
		}},
		{"elixir inspect", func(r [][]int, _ []string) string {
			return "iex(1)> Tour.solve(5)\n[" + joinCells(r, num, "[", ", ", "]", ", ") + "]\n"
		}},
		{"json pretty", func(r [][]int, _ []string) string {
			return "{\n  \"grid\": [\n" + joinCells(r, num, "    [", ", ", "]", ",\n") + "\n  ]\n}\n"
		}},
		{"swift squares", func(_ [][]int, sq []string) string {
			return "let tour = [" + quoted(sq, `"`, ", ") + "]\n"
		}},
		{"kotlin squares", func(_ [][]int, sq []string) string {
			return "val tour = listOf(" + quoted(sq, `"`, ", ") + ")\n"
		}},
		{"r squares", func(_ [][]int, sq []string) string {
			return "> tour\n [1] " + quoted(sq, `"`, " ") + "\n"
		}},
		{"lisp squares", func(_ [][]int, sq []string) string {
			return "'(" + strings.Join(sq, " ") + ")\n"
		}},
		{"yaml squares", func(_ [][]int, sq []string) string {
			return "tour:\n" + quoted(sq, "  - ", "\n") + "\n"
		}},
		{"html list", func(_ [][]int, sq []string) string {
			return "<ol>\n" + quoted(sq, "", "\n") + "\n</ol>\n"
		}},
		{"csv squares", func(_ [][]int, sq []string) string {
			return "move,square\n" + func() string {
				var ls []string
				for i, s := range sq {
					ls = append(ls, fmt.Sprintf("%d,\"%s\"", i+1, s))
				}
				return strings.Join(ls, "\n")
			}() + "\n"
		}},
	}
}

// thirdBatch are printouts written after the fixes the first two batches
// led to, and measured once before any change for them.
func thirdBatch() []unseenWrapper {
	num := func(c int) string { return fmt.Sprint(c) }
	return []unseenWrapper{
		{"ruby irb", func(r [][]int, _ []string) string {
			return "irb(main):001> tour(5)\n=> [" + joinCells(r, num, "[", ", ", "]", ", ") + "]\n"
		}},
		{"scala list", func(r [][]int, _ []string) string {
			return "val res0: List[List[Int]] = List(" + joinCells(r, num, "List(", ", ", ")", ", ") + ")\n"
		}},
		{"haskell show", func(r [][]int, _ []string) string {
			return "ghci> knightTour 5\n[" + joinCells(r, num, "[", ",", "]", ",") + "]\n"
		}},
		{"fsharp list", func(r [][]int, _ []string) string {
			return "val it: int list list =\n  [" + joinCells(r, num, "[", "; ", "]", ";\n   ") + "]\n"
		}},
		{"erlang shell", func(r [][]int, _ []string) string {
			return "1> tour:solve(5).\n[" + joinCells(r, num, "[", ",", "]", ",\n ") + "]\n"
		}},
		{"perl dumper", func(r [][]int, _ []string) string {
			return "$VAR1 = [\n" + joinCells(r, func(c int) string { return "            " + fmt.Sprint(c) }, "          [\n", ",\n", "\n          ]", ",\n") + "\n        ];\n"
		}},
		{"org table", func(r [][]int, _ []string) string {
			rule := "|" + strings.Repeat("----+", len(r[0])-1) + "----|"
			return "#+RESULTS:\n" + joinCells(r, func(c int) string { return fmt.Sprintf("%3d", c) }, "|", " |", " |", "\n") + "\n" + rule + "\n"
		}},
		{"rst grid table", func(r [][]int, _ []string) string {
			rule := "+" + strings.Repeat("----+", len(r[0]))
			return rule + "\n" + joinCells(r, func(c int) string { return fmt.Sprintf("%3d", c) }, "|", " |", " |", "\n"+rule+"\n") + "\n" + rule + "\n"
		}},
		{"timestamped rows", func(r [][]int, _ []string) string {
			var ls []string
			for i, row := range r {
				ls = append(ls, fmt.Sprintf("2026-12-02T10:00:%02dZ INFO row %d: ", i, i+1)+joinCells([][]int{row}, num, "", " ", "", ""))
			}
			return strings.Join(ls, "\n") + "\n"
		}},
		{"python quoted squares", func(_ [][]int, sq []string) string {
			var q []string
			for _, s := range sq {
				q = append(q, "'"+s+"'")
			}
			return ">>> moves\n[" + strings.Join(q, ", ") + "]\n"
		}},
		{"erlang atoms", func(_ [][]int, sq []string) string {
			return "2> tour:moves().\n[" + strings.Join(sq, ",") + "]\n"
		}},
		{"uci moves", func(_ [][]int, sq []string) string {
			var m []string
			for i := 1; i < len(sq); i++ {
				m = append(m, sq[i-1]+sq[i])
			}
			return "info string tour\n" + strings.Join(m, " ") + "\n"
		}},
		{"unicode arrows", func(_ [][]int, sq []string) string {
			return "Tour: " + strings.Join(sq, " ➜ ") + "\n"
		}},
		{"two lists one a line", func(_ [][]int, sq []string) string {
			return "tour 1: " + strings.Join(sq, " ") + "\ntour 2: " + strings.Join(sq, " ") + "\n"
		}},
		{"two grids side by side", func(r [][]int, _ []string) string {
			var ls []string
			for _, row := range r {
				one := joinCells([][]int{row}, func(c int) string { return fmt.Sprintf("%3d", c) }, "", "", "", "")
				ls = append(ls, one+"   |"+one)
			}
			return strings.Join(ls, "\n") + "\n"
		}},
	}
}

// TestUnseenWrappers measures reading by structure on printouts no reader
// was written for (unseenWrappers, made up after the readers): random
// tours (warnsdorffWalk, checked by walkOK, the oracle) written inside
// each are read right when Judge finds the one valid tour with the path
// written; the share read right is logged. Whatever is read, no verdict
// may be wrong: a valid tour is never invalid, a tour with two squares
// swapped (walkOK says it is no tour) never valid, and no input is read
// as fewer tours than written with a valid verdict (no tour unchecked).
func TestUnseenWrappers(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 11))
	for _, batch := range []struct {
		name     string
		wrappers []unseenWrapper
		floor    int // percent read right
	}{{"first two batches", unseenWrappers(), 95}, {"third batch", thirdBatch(), 80}} {
		measureUnseen(t, rng, walkCheck, batch.name, batch.wrappers, batch.floor)
	}
}

// measureUnseen is TestUnseenWrappers on one batch of wrappers.
func measureUnseen(t *testing.T, rng *rand.Rand, check func(board.Problem, board.Path) error, batchName string, wrappers []unseenWrapper, floor int) {
	right, all := 0, 0
	var missed []string
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 200)
		if !walkOK(b, p) || len(p) != b.Size() {
			t.Fatalf("%v: the test's own tour", b)
		}
		swapped := append(board.Path(nil), p...)
		swapped[7], swapped[8] = swapped[8], swapped[7]
		for _, w := range wrappers {
			for _, c := range []struct {
				path  board.Path
				valid bool
			}{{p, true}, {swapped, false}} {
				rows := make([][]int, b.H)
				for i := range rows {
					rows[i] = make([]int, b.W)
				}
				var sq []string
				for k, s := range c.path {
					rows[b.H-s.Y][s.X-1] = k + 1
					sq = append(sq, s.String())
				}
				text := w.wrap(rows, sq)
				tours, err := ReadTours(strings.NewReader(text), ReadOptions{Board: b})
				var verdicts []Verdict
				for _, tr := range tours {
					verdicts = append(verdicts, Judge(tr, board.Problem{Board: b}, check).Verdict)
				}
				name := fmt.Sprintf("%v/%s", b, w.name)
				switch {
				case c.valid && err == nil && len(tours) == max(unseenTours[w.name], 1) && !slices.ContainsFunc(verdicts, func(v Verdict) bool { return v != Valid }):
					all++
					right++
				case c.valid:
					all++
					missed = append(missed, fmt.Sprintf("%s (%v, %v)", name, verdicts, err))
					for _, v := range verdicts {
						if v == Invalid {
							t.Errorf("%s: a valid tour judged invalid:\n%s", name, text)
						}
					}
				default:
					for _, v := range verdicts {
						if v == Valid {
							t.Errorf("%s: a tour with two squares swapped judged valid:\n%s", name, text)
						}
					}
				}
			}
		}
	}
	t.Logf("%s: %d of %d unseen wrappers read right; missed: %s", batchName, right, all, strings.Join(missed, ", "))
	if 100*right < floor*all {
		t.Errorf("%s: %d of %d unseen wrappers read right, want %d%%", batchName, right, all, floor)
	}
}
