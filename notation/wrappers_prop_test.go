package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// propTour is one tour as a wrapper prints it: its numbered rows (rank H
// first, numbered from 1) and its squares.
type propTour struct {
	rows [][]int
	sq   []board.Square
}

func newPropTour(b board.Board, p board.Path) propTour {
	rows := make([][]int, b.H)
	for i := range rows {
		rows[i] = make([]int, b.W)
	}
	for k, s := range p {
		rows[b.H-s.Y][s.X-1] = k + 1
	}
	return propTour{rows, p}
}

// propWrapper prints tours inside text no reader was written for: the
// printouts of other languages' data dumpers, tables, logs. tours is how
// many tours one call writes (1 unless said).
type propWrapper struct {
	name  string
	grid  bool // prints the numbered rows, else the squares
	tours int
	wrap  func(ts []propTour) string
}

// cells writes a row's numbers with f, joined by sep.
func cells(r []int, f string, sep string) string {
	var cs []string
	for _, c := range r {
		cs = append(cs, fmt.Sprintf(f, c))
	}
	return strings.Join(cs, sep)
}

// rowsWith writes every row of t between open and close, cells written
// with f and joined by sep, rows joined by rowSep.
func rowsWith(t propTour, open, f, sep, close, rowSep string) string {
	var rs []string
	for _, r := range t.rows {
		rs = append(rs, open+cells(r, f, sep)+close)
	}
	return strings.Join(rs, rowSep)
}

// oneEach is a wrapper of one tour.
func oneEach(name string, grid bool, f func(t propTour) string) propWrapper {
	return propWrapper{name, grid, 1, func(ts []propTour) string { return f(ts[0]) }}
}

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
// code (propExit; 2 when the input as a whole is refused).
func textExit(text string, opt ReadOptions, check func(board.Problem, board.Path) error) ([]Tour, []Verdict, int) {
	tours, err := ReadTours(strings.NewReader(text), opt)
	var verdicts []Verdict
	for _, tr := range tours {
		verdicts = append(verdicts, Judge(tr, board.Problem{Board: opt.Board}, check).Verdict)
	}
	code := propExit(tours, verdicts)
	if err != nil {
		code = 2
	}
	return tours, verdicts, code
}

// TestWrappedToursProperty prints random tours (warnsdorffWalk, checked by
// walkOK: the oracle is the tour the test wrote) through printouts no
// reader was built around (propWrappers), alone and twice in a row, and
// with a single fault: two squares swapped, or one square written twice
// (a number twice in a grid). Whatever each is read as, no verdict may be wrong: a
// valid input read to exit 0 holds as many tours as written (none
// unchecked), a valid tour is never invalid, a faulty input never exits
// 0, and an unreadable tour says why. The share read right (exit 0 with
// every tour) is logged per wrapper, and every valid input must read
// right, so that what reads today stays read.
func TestWrappedToursProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 31))
	type tally struct {
		right, all int
		missed     string // the first input not read right
	}
	per := map[string]*tally{}
	var counted []string // inputs read as another number of tours than written
	var names []string
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 5, H: 6}} {
		var ts, faulty []propTour
		for range 4 {
			p := warnsdorffWalk(rng, b, 200)
			if len(p) != b.Size() || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			ts = append(ts, newPropTour(b, p))
			k := 1 + rng.IntN(len(p)-2)
			swapped := slices.Clone(p)
			swapped[k], swapped[k+1] = swapped[k+1], swapped[k]
			faulty = append(faulty, newPropTour(b, swapped))
		}
		for _, w := range propWrappers() {
			if per[w.name] == nil {
				per[w.name] = &tally{}
				names = append(names, w.name)
			}
			cases := []struct {
				what  string
				text  string
				tours int
				valid bool
			}{
				{"valid", w.wrap(ts), w.tours, true},
				{"valid twice", w.wrap(ts) + "\n" + w.wrap(ts[1:]), 2 * w.tours, true},
				{"swapped", w.wrap(faulty), w.tours, false},
				{"swapped after a valid one", w.wrap(ts) + "\n" + w.wrap(faulty), 2 * w.tours, false},
			}
			if w.grid {
				twice := propTour{sq: ts[0].sq}
				for _, r := range ts[0].rows {
					twice.rows = append(twice.rows, slices.Clone(r))
				}
				twice.rows[1][2] = twice.rows[2][1]
				cases = append(cases, struct {
					what  string
					text  string
					tours int
					valid bool
				}{"number twice", w.wrap(append([]propTour{twice}, ts[1:]...)), w.tours, false})
			} else {
				repeated := slices.Clone(ts[0].sq)
				repeated[len(repeated)/2] = repeated[1]
				r := newPropTour(b, board.Path{})
				r.sq = repeated
				cases = append(cases, struct {
					what  string
					text  string
					tours int
					valid bool
				}{"square twice", w.wrap(append([]propTour{r}, ts[1:]...)), w.tours, false})
			}
			for _, c := range cases {
				name := fmt.Sprintf("%v/%s/%s", b, w.name, c.what)
				tours, err := ReadTours(strings.NewReader(c.text), ReadOptions{Board: b})
				var verdicts []Verdict
				for _, tr := range tours {
					j := Judge(tr, board.Problem{Board: b}, walkCheck)
					verdicts = append(verdicts, j.Verdict)
					if j.Verdict == Unreadable && j.Err == nil {
						t.Errorf("%s: unreadable without a reason", name)
					}
				}
				code := propExit(tours, verdicts)
				if err != nil {
					code = 2
				}
				switch {
				case c.valid && slices.Contains(verdicts, Invalid):
					t.Errorf("%s: a valid tour judged invalid (%v):\n%s", name, verdicts, c.text)
				case c.valid && code == 0 && len(tours) != c.tours:
					t.Errorf("%s: exit 0 with %d tours read, %d written:\n%s", name, len(tours), c.tours, c.text)
				case !c.valid && code == 0:
					t.Errorf("%s: a faulty input passed (%d tours, %v):\n%s", name, len(tours), verdicts, c.text)
				}
				if len(tours) != c.tours {
					counted = append(counted, fmt.Sprintf("%s (%d)", name, len(tours)))
				}
				if c.valid {
					per[w.name].all++
					if code == 0 && len(tours) == c.tours {
						per[w.name].right++
					} else if per[w.name].missed == "" {
						per[w.name].missed = fmt.Sprintf("%s: exit %d, %d tours %v", name, code, len(tours), verdicts)
					}
				}
			}
		}
	}
	var log []string
	right, all := 0, 0
	for _, n := range names {
		log = append(log, fmt.Sprintf("%s %d/%d", n, per[n].right, per[n].all))
		right, all = right+per[n].right, all+per[n].all
	}
	t.Logf("%d of %d valid inputs read right; per wrapper: %s", right, all, strings.Join(log, ", "))
	t.Logf("%d inputs read as another number of tours than written: %s", len(counted), strings.Join(counted, ", "))
	for _, n := range names {
		if per[n].missed != "" {
			t.Errorf("missed %s", per[n].missed) // every printout reads today: keep it so
		}
	}
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
	for _, w := range slices.Concat(propWrappers(), newWrappers(), literalWrappers(), commentWrappers(), replWrappers()) {
		if w.name != "console.table" { // unreadable: no count to keep
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
