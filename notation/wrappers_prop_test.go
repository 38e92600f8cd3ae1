package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// propWrappers are the printouts of the property test: made up for it,
// after the readers, none of them a layout a reader was written for.
func propWrappers() []propWrapper {
	perl := func(t propTour, indent string) string {
		var rs []string
		for _, r := range t.rows {
			rs = append(rs, indent+"  [\n"+cells(r, indent+"    %d", ",\n")+"\n"+indent+"  ]")
		}
		return "$VAR1 = [\n" + strings.Join(rs, ",\n") + "\n" + indent + "];\n"
	}
	sqs := func(t propTour, sep string) string {
		var out []string
		for _, s := range t.sq {
			out = append(out, s.String())
		}
		return strings.Join(out, sep)
	}
	out := []propWrapper{
		oneEach("perl Data::Dumper", true, func(t propTour) string { return perl(t, "        ") }),
		oneEach("perl Data::Dumper Indent=1", true, func(t propTour) string { return perl(t, "") }),
		oneEach("perl Data::Dumper Indent=0", true, func(t propTour) string {
			return "$VAR1 = [" + rowsWith(t, "[", "%d", ",", "]", ",") + "];\n"
		}),
		oneEach("ruby pp", true, func(t propTour) string {
			return "[" + rowsWith(t, "[", "%d", ", ", "]", ",\n ") + "]\n"
		}),
		oneEach("php print_r", true, func(t propTour) string {
			var b strings.Builder
			b.WriteString("Array\n(\n")
			for i, r := range t.rows {
				fmt.Fprintf(&b, "    [%d] => Array\n        (\n", i)
				for j, c := range r {
					fmt.Fprintf(&b, "            [%d] => %d\n", j, c)
				}
				b.WriteString("        )\n\n")
			}
			b.WriteString(")\n")
			return b.String()
		}),
		oneEach("php var_dump", true, func(t propTour) string {
			var b strings.Builder
			fmt.Fprintf(&b, "array(%d) {\n", len(t.rows))
			for i, r := range t.rows {
				fmt.Fprintf(&b, "  [%d]=>\n  array(%d) {\n", i, len(r))
				for j, c := range r {
					fmt.Fprintf(&b, "    [%d]=>\n    int(%d)\n", j, c)
				}
				b.WriteString("  }\n")
			}
			b.WriteString("}\n")
			return b.String()
		}),
		oneEach("php print_r of pairs from 0", false, func(t propTour) string {
			var b strings.Builder
			b.WriteString("Array\n(\n")
			for i, s := range t.sq {
				fmt.Fprintf(&b, "    [%d] => Array\n        (\n            [0] => %d\n            [1] => %d\n        )\n\n", i, s.X-1, s.Y-1)
			}
			b.WriteString(")\n")
			return b.String()
		}),
		oneEach("php var_dump of pairs from 0", false, func(t propTour) string {
			var b strings.Builder
			fmt.Fprintf(&b, "array(%d) {\n", len(t.sq))
			for i, s := range t.sq {
				fmt.Fprintf(&b, "  [%d]=>\n  array(2) {\n    [0]=>\n    int(%d)\n    [1]=>\n    int(%d)\n  }\n", i, s.X-1, s.Y-1)
			}
			b.WriteString("}\n")
			return b.String()
		}),
		oneEach("lua table", true, func(t propTour) string {
			return "{\n" + rowsWith(t, "  { ", "%d", ", ", " }", ",\n") + "\n}\n"
		}),
		oneEach("haskell list", true, func(t propTour) string {
			return "ghci> tour\n[" + rowsWith(t, "[", "%d", ",", "]", ",") + "]\n"
		}),
		oneEach("ocaml toplevel", true, func(t propTour) string {
			// The toplevel breaks lines near 80 columns, between any two
			// elements: rows run over lines and lines hold several rows.
			flat := "[" + rowsWith(t, "[", "%d", "; ", "]", "; ") + "]"
			var ls []string
			for len(flat) > 70 {
				k := strings.LastIndex(flat[:70], " ")
				ls = append(ls, flat[:k])
				flat = " " + flat[k+1:]
			}
			return "- : int list list =\n" + strings.Join(append(ls, flat), "\n") + "\n"
		}),
		oneEach("go %v", true, func(t propTour) string { return "[" + rowsWith(t, "[", "%d", " ", "]", " ") + "]\n" }),
		oneEach("go %#v", true, func(t propTour) string {
			return "[][]int{" + rowsWith(t, "[]int{", "%d", ", ", "}", ", ") + "}\n"
		}),
		oneEach("rust {:?}", true, func(t propTour) string { return "[" + rowsWith(t, "[", "%d", ", ", "]", ", ") + "]\n" }),
		oneEach("rust {:#?}", true, func(t propTour) string {
			return "[\n" + rowsWith(t, "    [\n", "        %d", ",\n", ",\n    ]", ",\n") + ",\n]\n"
		}),
		oneEach("java deepToString", true, func(t propTour) string {
			return "[" + rowsWith(t, "[", "%d", ", ", "]", ", ") + "]\n"
		}),
		oneEach("c# jagged", true, func(t propTour) string {
			return "int[][] board = new int[][]\n{\n" + rowsWith(t, "    new int[] { ", "%d", ", ", " }", ",\n") + "\n};\n"
		}),
		oneEach("octave ans", true, func(t propTour) string { return "ans =\n\n" + rowsWith(t, "", "%5d", "", "", "\n") + "\n\n" }),
		oneEach("r matrix", true, func(t propTour) string {
			head := "     "
			for j := range t.rows[0] {
				head += fmt.Sprintf(" [,%d]", j+1)
			}
			var ls []string
			for i, r := range t.rows {
				ls = append(ls, fmt.Sprintf("%-5s", fmt.Sprintf("[%d,]", i+1))+cells(r, " %4d", ""))
			}
			return head + "\n" + strings.Join(ls, "\n") + "\n"
		}),
		oneEach("julia Matrix", true, func(t propTour) string {
			return fmt.Sprintf("%d×%d Matrix{Int64}:\n", len(t.rows), len(t.rows[0])) + rowsWith(t, " ", "%3d", "", "", "\n") + "\n"
		}),
		oneEach("mysql table", true, func(t propTour) string {
			rule := "+" + strings.Repeat("----+", len(t.rows[0]))
			head := "|"
			for j := range t.rows[0] {
				head += fmt.Sprintf(" c%d |", j)
			}
			return rule + "\n" + head + "\n" + rule + "\n" + rowsWith(t, "|", " %2d", " |", " |", "\n") + "\n" + rule + "\n" + fmt.Sprintf("%d rows in set (0.00 sec)\n", len(t.rows))
		}),
		oneEach("markdown table", true, func(t propTour) string {
			head := "|"
			for j := range t.rows[0] {
				head += " " + string(rune('a'+j)) + " |"
			}
			return head + "\n|" + strings.Repeat(":--:|", len(t.rows[0])) + "\n" + rowsWith(t, "| ", "%d", " | ", " |", "\n") + "\n"
		}),
		oneEach("html table", true, func(t propTour) string {
			return "<table>\n" + rowsWith(t, "<tr>", "<td>%d</td>", "", "</tr>", "\n") + "\n</table>\n"
		}),
		oneEach("latex tabular", true, func(t propTour) string {
			return "\\begin{tabular}{" + strings.Repeat("|c", len(t.rows[0])) + "|}\n\\hline\n" + rowsWith(t, "", "%d", " & ", " \\\\ \\hline", "\n") + "\n\\end{tabular}\n"
		}),
		oneEach("console.table", true, func(t propTour) string {
			var ls []string
			head := "│ (index) │"
			for j := range t.rows[0] {
				head += fmt.Sprintf(" %2d │", j)
			}
			for i, r := range t.rows {
				ls = append(ls, fmt.Sprintf("│ %5d   │", i)+cells(r, " %2d │", ""))
			}
			return "┌─────────┬" + strings.Repeat("────┬", len(t.rows[0])) + "\n" + head + "\n" + strings.Join(ls, "\n") + "\n└─────────┴" + strings.Repeat("────┴", len(t.rows[0])) + "\n"
		}),
		oneEach("timestamped log rows", true, func(t propTour) string {
			var ls []string
			for i, r := range t.rows {
				ls = append(ls, fmt.Sprintf("2024-05-01 12:00:%02d INFO row %d: ", i+1, i+1)+cells(r, "%d", " "))
			}
			return "2024-05-01 12:00:00 INFO solving\n" + strings.Join(ls, "\n") + "\n2024-05-01 12:00:59 INFO done\n"
		}),
		oneEach("spreadsheet csv", true, func(t propTour) string {
			head := ""
			for j := range t.rows[0] {
				head += "," + string(rune('A'+j))
			}
			var ls []string
			for i, r := range t.rows {
				ls = append(ls, fmt.Sprintf("%d,", i+1)+cells(r, "%d", ","))
			}
			return head + "\n" + strings.Join(ls, "\n") + "\n"
		}),
		oneEach("move lines pairs", false, func(t propTour) string {
			var ls []string
			for k := 1; k < len(t.sq); k++ {
				a, b := t.sq[k-1], t.sq[k]
				ls = append(ls, fmt.Sprintf("Move %d: (%d,%d) -> (%d,%d)", k, a.X, a.Y, b.X, b.Y))
			}
			return strings.Join(ls, "\n") + "\n"
		}),
		oneEach("move lines squares", false, func(t propTour) string {
			var ls []string
			for k := 1; k < len(t.sq); k++ {
				ls = append(ls, fmt.Sprintf("Move %d: %v -> %v", k, t.sq[k-1], t.sq[k]))
			}
			return strings.Join(ls, "\n") + "\n"
		}),
		oneEach("log squares", false, func(t propTour) string {
			return "2024-05-01 12:00:01 INFO tour: " + sqs(t, " ") + "\n"
		}),
		{"lists one a line", false, 3, func(ts []propTour) string {
			var ls []string
			for i, t := range ts[:3] {
				ls = append(ls, fmt.Sprintf("solution %d: %s", i+1, sqs(t, ", ")))
			}
			return strings.Join(ls, "\n") + "\n"
		}},
		oneEach("sequence entry rows", true, func(t propTour) string {
			// A catalogue's entry: its number glued to letters, a
			// sentence, then the numbering's rows and a remark in
			// brackets after the last.
			return "A123456 Central knight's tour on the board, row by row. 1\n" + rowsWith(t, " ", "%d", ", ", "", ",\n") + " (list; graph; refs)\n OFFSET 1,1 COMMENTS Each row is a rank.\n"
		}),
		oneEach("square numbers comma paragraphs", false, func(t propTour) string {
			// Square numbers from 1, a1 first along the ranks, zero
			// padded, ten a line, each line its own paragraph ended
			// by the comma that says the list goes on.
			var w strings.Builder
			for k, sq := range t.sq {
				fmt.Fprintf(&w, "%02d", int(sq.Y-1)*len(t.rows[0])+int(sq.X))
				switch {
				case k == len(t.sq)-1:
					w.WriteString("\n")
				case k%10 == 9:
					w.WriteString(",\n\n")
				default:
					w.WriteString(", ")
				}
			}
			return "The numbers to learn, in order:\n\n" + w.String()
		}),
		{"grids side by side", true, 2, func(ts []propTour) string {
			var ls []string
			for i := range ts[0].rows {
				ls = append(ls, cells(ts[0].rows[i], "%3d", "")+"     "+cells(ts[1].rows[i], "%3d", ""))
			}
			return strings.Join(ls, "\n") + "\n"
		}},
		{"log grids one after another", true, 2, func(ts []propTour) string {
			var b strings.Builder
			for k, t := range ts[:2] {
				fmt.Fprintf(&b, "2024-05-01 12:00:%02d INFO solution %d:\n", k, k+1)
				for i, r := range t.rows {
					fmt.Fprintf(&b, "2024-05-01 12:00:%02d INFO row %d: %s\n", k, i+1, cells(r, "%2d", " "))
				}
			}
			return b.String()
		}},
	}
	return append(out, refusedWrappers()...)
}

// propExit is the exit the grader gives the tours read: 0 only when
// every tour is valid and nothing that could be a tour was set aside.
func propExit(tours []Tour, verdicts []Verdict) int {
	code := 0
	for i, v := range verdicts {
		switch v {
		case Invalid:
			code = max(code, 1)
		case Unreadable:
			code = 2
		}
		for _, d := range tours[i].Readings {
			if slices.ContainsFunc(d.Skipped, func(s Skip) bool { return s.Partial }) {
				code = 2
			}
		}
	}
	if len(tours) == 0 {
		code = 2
	}
	return code
}

// textExit reads text as the grader does, judges each tour on opt's
// board with check, and gives the tours, their verdicts and the exit
// code (propExit; 2 when the input as a whole is refused, or when a
// judgement set part of a reading aside).
func textExit(text string, opt ReadOptions, check func(board.Problem, board.Path) error) ([]Tour, []Verdict, int) {
	tours, err := ReadTours(strings.NewReader(text), opt)
	var verdicts []Verdict
	setAside := false
	for _, tr := range tours {
		j := Judge(tr, board.Problem{Board: opt.Board}, check)
		verdicts = append(verdicts, j.Verdict)
		// Judging may cut a reading and set the rest aside (a list
		// longer than its board): the grader counts that as unread.
		setAside = setAside || slices.ContainsFunc(j.Doc.Skipped, func(s Skip) bool { return s.Partial })
	}
	code := propExit(tours, verdicts)
	if setAside {
		code = 2
	}
	if err != nil {
		code = 2
	}
	return tours, verdicts, code
}

// textJudged judges text with walkCheck and reports an error when
// a valid text is not read as one tour that passes, or a faulty one
// passes; it returns whether the text was judged as written.
func textJudged(t *testing.T, name, text string, valid bool, opt ReadOptions) bool {
	t.Helper()
	tours, verdicts, code := textExit(text, opt, walkCheck)
	switch {
	case valid && (code != 0 || len(tours) != 1):
		t.Errorf("%s: exit %d, %d tours %v, want exit 0 and 1 tour:\n%s", name, code, len(tours), verdicts, text)
		return false
	case !valid && code == 0:
		t.Errorf("%s: a faulty input passed (%v):\n%s", name, verdicts, text)
		return false
	}
	return true
}

// FuzzTextAroundWrapped: text on lines of its own before and after a
// tour printed by one of the property tests' wrappers (those they read
// right) never changes how many tours are read, and never turns a valid
// one anything but valid. The text is the fuzzer's, its digits made
// letters (a run of integers that is a tour is a tour). The oracle: the
// tours warnsdorffWalk made, checked by walkOK, and the count written.
func FuzzTextAroundWrapped(f *testing.F) {
	for _, s := range []string{"", "$VAR2 = [", "Array", "(", "}", "array(q) {", "[q] =>", "ans =", "INFO done", "+----+", "| a |", "<table>", "\\hline", "```", "Move:", "q:q:q"} {
		f.Add(s, s, uint8(0))
	}
	z := newWrappedFuzz(f, 41)
	f.Fuzz(func(t *testing.T, before, after string, which uint8) {
		w := z.wrappers[int(which)%len(z.wrappers)]
		z.readValid(t, w, lettered(before)+"\n\n"+w.wrap(z.tours)+"\n\n"+lettered(after)+"\n", w.tours)
	})
}

// wrappedFuzz is what the fuzz targets around wrapped tours share: four
// tours of 5x5 that warnsdorffWalk made and walkOK passed, and the
// property tests' wrappers that read them right.
type wrappedFuzz struct {
	b        board.Board
	tours    []propTour
	wrappers []propWrapper
}

// newWrappedFuzz makes the tours from the random stream seed.
func newWrappedFuzz(f *testing.F, seed uint64) wrappedFuzz {
	rng := rand.New(rand.NewPCG(24, seed))
	z := wrappedFuzz{b: board.Board{W: 5, H: 5}}
	for range 4 {
		p := warnsdorffWalk(rng, z.b, 200)
		if !walkOK(z.b, p) || len(p) != z.b.Size() {
			f.Fatal("the test's own tour")
		}
		z.tours = append(z.tours, newPropTour(z.b, p))
	}
	for _, w := range everyWrapper() {
		if f := wrapperFindings[w.name]; f[""] == "" && f["valid"] == "" && f["valid/board given true"] == "" {
			z.wrappers = append(z.wrappers, w)
		}
	}
	return z
}

// readValid fails t unless in, printed through w, reads as want tours,
// each valid by walkOK.
func (z wrappedFuzz) readValid(t *testing.T, w propWrapper, in string, want int) {
	tours, err := ReadTours(strings.NewReader(in), ReadOptions{Board: z.b})
	if err != nil || len(tours) != want {
		t.Fatalf("%s: ReadTours = %d tours, %v, want %d in\n%q", w.name, len(tours), err, want, in)
	}
	for i, tr := range tours {
		if j := Judge(tr, board.Problem{Board: z.b}, walkCheck); j.Verdict != Valid {
			t.Fatalf("%s: tour %d = %v (%v), want valid in\n%q", w.name, i+1, j.Verdict, j.Err, in)
		}
	}
}

// lettered is s with its digits made letters, so that fuzzed text holds
// no run of integers (which could be a tour).
func lettered(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= '0' && r <= '9' {
			return 'q' + (r - '0')
		}
		return r
	}, s)
}

// writeInput is the input a property test judges: p with fault (withFault)
// through write, and, when count is 2, a second tour written after it.
func writeInput(t *testing.T, write func(board.Board, board.Path) string, b board.Board, p, second board.Path, fault string, count int) string {
	t.Helper()
	text := write(b, withFault(t, b, p, fault))
	if count == 2 {
		text += "\n" + write(b, second)
	}
	return text
}

// judgeExit judges text as knight verify does with the board given: its
// tours, their verdicts and the exit code (propExit; 2 when the input as
// a whole is refused).
func judgeExit(text string, given board.Board) ([]Tour, []Verdict, int) {
	tours, vs, err := judgeText(text, given)
	if err != nil {
		return tours, vs, 2
	}
	return tours, vs, propExit(tours, vs)
}
