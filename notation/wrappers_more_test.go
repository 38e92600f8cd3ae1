package notation

import (
	"fmt"
	"strings"
	"testing"
)

// literalWrappers print a tour's numbered rows as code literals of
// languages no reader was written for, each as a program or a test would
// hold them.
func literalWrappers() []propWrapper {
	return []propWrapper{
		oneEach("numpy array repr", true, func(t propTour) string {
			return ">>> board\narray([" + rowsWith(t, "[", "%2d", ", ", "]", ",\n       ") + "])\n"
		}),
		oneEach("jest toEqual", true, func(t propTour) string {
			return "test('tour', () => {\n  expect(tour(" + fmt.Sprint(len(t.rows[0])) + ")).toEqual([\n" + rowsWith(t, "    [", "%d", ", ", "],", "\n") + "\n  ]);\n});\n"
		}),
		oneEach("rust vec!", true, func(t propTour) string {
			return "let expected = vec![\n" + rowsWith(t, "    vec![", "%d", ", ", "],", "\n") + "\n];\n"
		}),
		oneEach("c array initializer", true, func(t propTour) string {
			return fmt.Sprintf("int board[%d][%d] = {\n", len(t.rows), len(t.rows[0])) + rowsWith(t, "    {", "%2d", ", ", "}", ",\n") + "\n};\n"
		}),
		oneEach("kotlin arrayOf", true, func(t propTour) string {
			return "val board = arrayOf(\n" + rowsWith(t, "    intArrayOf(", "%d", ", ", ")", ",\n") + "\n)\n"
		}),
		oneEach("scala Array one line", true, func(t propTour) string {
			return "val board = Array(" + rowsWith(t, "Array(", "%d", ", ", ")", ", ") + ")\n"
		}),
		oneEach("clojure vectors", true, func(t propTour) string {
			return "(def board\n  [" + rowsWith(t, "[", "%d", " ", "]", "\n   ") + "])\n"
		}),
		oneEach("julia literal", true, func(t propTour) string {
			return "board = [" + rowsWith(t, "", "%d", " ", "", ";\n         ") + "]\n"
		}),
		oneEach("f# array", true, func(t propTour) string {
			return "let board =\n    [| " + rowsWith(t, "[|", "%d", "; ", "|]", "\n       ") + " |]\n"
		}),
		oneEach("python rows with comments", true, func(t propTour) string {
			var ls []string
			for i, r := range t.rows {
				ls = append(ls, "    ["+cells(r, "%d", ", ")+fmt.Sprintf("],  # rank %d", len(t.rows)-i))
			}
			return "BOARD = [  # the tour, numbered from 1\n" + strings.Join(ls, "\n") + "\n]\n"
		}),
		oneEach("matlab one line", true, func(t propTour) string {
			return "B = [" + rowsWith(t, "", "%d", " ", "", "; ") + "];\n"
		}),
		oneEach("go test table", true, func(t propTour) string {
			return "\t{\n\t\tname: \"" + fmt.Sprintf("%dx%d", len(t.rows[0]), len(t.rows)) + "\",\n\t\twant: [][]int{\n" + rowsWith(t, "\t\t\t{", "%d", ", ", "},", "\n") + "\n\t\t},\n\t},\n"
		}),
		oneEach("haskell Just", true, func(t propTour) string {
			return "ghci> solve " + fmt.Sprint(len(t.rows[0])) + "\nJust [" + rowsWith(t, "[", "%d", ",", "]", ",") + "]\n"
		}),
		oneEach("markdown fence", true, func(t propTour) string {
			return "Output:\n\n```python\n" + rowsWith(t, "[", "%d", ", ", "]", "\n") + "\n```\n"
		}),
		oneEach("swift array", true, func(t propTour) string {
			return "let board: [[Int]] = [\n" + rowsWith(t, "    [", "%d", ", ", "]", ",\n") + ",\n]\n"
		}),
	}
}

// commentWrappers print a tour's rows, or its squares, with every line
// begun by a comment mark or a bullet.
func commentWrappers() []propWrapper {
	var out []propWrapper
	for _, mark := range []string{"// ", "# ", "-- ", " * ", "+ ", "> ", ";; ", "% ", "' ", "- ", "• "} {
		out = append(out, oneEach("grid after "+strings.TrimSpace(mark), true, func(t propTour) string {
			return mark + "tour:\n" + rowsWith(t, mark, "%2d", " ", "", "\n") + "\n"
		}))
	}
	for _, mark := range []string{"// ", "# ", "-- ", " * ", "> "} {
		out = append(out, oneEach("squares after "+strings.TrimSpace(mark), false, func(t propTour) string {
			var sq []string
			for _, s := range t.sq {
				sq = append(sq, s.String())
			}
			return mark + "tour: " + strings.Join(sq, " ") + "\n"
		}))
	}
	out = append(out, oneEach("block comment", true, func(t propTour) string {
		return "/*\n * Tour:\n" + rowsWith(t, " * ", "%2d", " ", "", "\n") + "\n */\n"
	}))
	return out
}

// replWrappers print a tour as an interactive session answers it: the
// prompt and the call on a line of their own (digits in both), the answer
// after it.
func replWrappers() []propWrapper {
	n := func(t propTour) string { return fmt.Sprint(len(t.rows[0])) }
	return []propWrapper{
		oneEach("python >>>", true, func(t propTour) string {
			return ">>> knight_tour(" + n(t) + ")\n[" + rowsWith(t, "[", "%d", ", ", "]", ",\n ") + "]\n>>> \n"
		}),
		oneEach("ipython Out", true, func(t propTour) string {
			return "In [4]: tour(" + n(t) + ")\nOut[4]:\n[" + rowsWith(t, "[", "%d", ", ", "]", ",\n ") + "]\n"
		}),
		oneEach("irb =>", true, func(t propTour) string {
			return "irb(main):001:0> tour(" + n(t) + ")\n=> [" + rowsWith(t, "[", "%d", ", ", "]", ", ") + "]\n"
		}),
		oneEach("node >", true, func(t propTour) string {
			return "> tour(" + n(t) + ")\n[\n" + rowsWith(t, "  [ ", "%2d", ", ", " ]", ",\n") + "\n]\n"
		}),
		oneEach("scala res", true, func(t propTour) string {
			return "scala> tour(" + n(t) + ")\nval res0: Array[Array[Int]] = Array(" + rowsWith(t, "Array(", "%d", ", ", ")", ", ") + ")\n"
		}),
		oneEach("racket quoted", true, func(t propTour) string {
			return "> (k-tour " + n(t) + " 0 #f)\n'(" + rowsWith(t, "(", "%d", " ", ")", "\n  ") + ")\n"
		}),
		oneEach("lisp dotted pairs", false, func(t propTour) string {
			var ps []string
			for _, s := range t.sq {
				ps = append(ps, fmt.Sprintf("(%d . %d)", s.X, s.Y))
			}
			return "* (tour " + n(t) + ")\n(" + strings.Join(ps, " ") + ")\n"
		}),
		oneEach("mathematica pairs", false, func(t propTour) string {
			var ps []string
			for _, s := range t.sq {
				ps = append(ps, fmt.Sprintf("{%d, %d}", s.X, s.Y))
			}
			return "In[1]:= tour[" + n(t) + "]\nOut[1]= {" + strings.Join(ps, ", ") + "}\n"
		}),
		oneEach("uci pairs", false, func(t propTour) string {
			var ps []string
			for k := 1; k < len(t.sq); k++ {
				ps = append(ps, t.sq[k-1].String()+t.sq[k].String())
			}
			return "info string tour\nmoves " + strings.Join(ps, " ") + "\n"
		}),
		oneEach("prolog answer", false, func(t propTour) string {
			var sq []string
			for _, s := range t.sq {
				sq = append(sq, s.String())
			}
			return "?- knight(" + n(t) + ", T).\nT = [" + strings.Join(sq, ",") + "].\n"
		}),
		oneEach("python list of squares", false, func(t propTour) string {
			var sq []string
			for _, s := range t.sq {
				sq = append(sq, "'"+s.String()+"'")
			}
			return ">>> solve(" + n(t) + ")\n[" + strings.Join(sq, ", ") + "]\n"
		}),
	}
}

// FuzzTextBetweenWrapped: text on lines of its own before, between and
// after two tours printed by one of the property tests' wrappers never
// changes how many tours are read, and never turns a valid one anything
// but valid. The text is the fuzzer's, its digits made letters (a run of
// integers that is a tour is a tour). The oracle: warnsdorffWalk's tours,
// checked by walkOK, and the count written.
func FuzzTextBetweenWrapped(f *testing.F) {
	for _, s := range []string{"", ">>> tour(q)", "?- knight(q).", "// next", "# solution", "In [q]: tour", "Out[q]=", "{", "}", "]", "-- ", " * ", "```", "=> nil", "irb(main):qqq:q>"} {
		f.Add(s, s, s, uint8(0))
	}
	z := newWrappedFuzz(f, 43)
	f.Fuzz(func(t *testing.T, before, between, after string, which uint8) {
		w := z.wrappers[int(which)%len(z.wrappers)]
		in := lettered(before) + "\n\n" + w.wrap(z.tours) + "\n\n" + lettered(between) + "\n\n" + w.wrap(z.tours[1:]) + "\n\n" + lettered(after) + "\n"
		z.readValid(t, w, in, 2*w.tours)
	})
}
