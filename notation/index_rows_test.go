package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// indexPrinter prints a board's numbers, rank H first, as a shell or PHP
// prints an array: each value after its index.
type indexPrinter struct {
	name  string
	print func(rows [][]int) string
}

func indexPrinters() []indexPrinter {
	flat := func(rows [][]int) []int { return slices.Concat(rows...) }
	entries := func(vs []int, from int, f, sep string) string {
		var es []string
		for i, v := range vs {
			es = append(es, fmt.Sprintf(f, i+from, v))
		}
		return strings.Join(es, sep)
	}
	printR := func(vs []int, indent string) string {
		return "Array\n" + indent + "(\n" + entries(vs, 0, indent+"    [%d] => %d", "\n") + "\n" + indent + ")\n"
	}
	varDump := func(vs []int, indent string) string {
		return fmt.Sprintf("%sarray(%d) {\n", indent, len(vs)) + entries(vs, 0, indent+"  [%d]=>\n"+indent+"  int(%d)", "\n") + "\n" + indent + "}\n"
	}
	return []indexPrinter{
		{"bash declare -p", func(rows [][]int) string {
			return "declare -a board=(" + entries(flat(rows), 0, `[%d]="%d"`, " ") + ")\n"
		}},
		{"bash @A after a log line", func(rows [][]int) string {
			return "solved in 12 steps\n$ echo \"${board[@]@A}\"\ndeclare -a board=(" + entries(flat(rows), 0, `[%d]="%d"`, " ") + ")\n"
		}},
		{"bash a row each", func(rows [][]int) string {
			var out strings.Builder
			for i, r := range rows {
				fmt.Fprintf(&out, "declare -a row%d=(%s)\n", i, entries(r, 0, `[%d]="%d"`, " "))
			}
			return out.String()
		}},
		{"zsh typeset -A from 1", func(rows [][]int) string {
			return "typeset -A board=( " + entries(flat(rows), 1, "[%d]=%d", " ") + " )\n"
		}},
		{"print_r", func(rows [][]int) string { return printR(flat(rows), "") }},
		{"print_r nested", func(rows [][]int) string {
			var out strings.Builder
			out.WriteString("Array\n(\n")
			for i, r := range rows {
				fmt.Fprintf(&out, "    [%d] => %s\n", i, printR(r, "        "))
			}
			out.WriteString(")\n")
			return out.String()
		}},
		{"var_dump", func(rows [][]int) string { return varDump(flat(rows), "") }},
		{"var_dump nested", func(rows [][]int) string {
			var out strings.Builder
			fmt.Fprintf(&out, "array(%d) {\n", len(rows))
			for i, r := range rows {
				fmt.Fprintf(&out, "  [%d]=>\n%s", i, varDump(r, "  "))
			}
			out.WriteString("}\n")
			return out.String()
		}},
	}
}

// nodeInspect prints vs as Node's util.inspect prints an array of
// numbers too long for one line: columns of them, each padded on the left
// to its column's widest, the brackets on lines of their own, and, when
// shown is less than all, "... N more items" for the rest.
func nodeInspect(vs []int, columns, shown int) string {
	cells := make([]string, min(shown, len(vs)))
	for i := range cells {
		cells[i] = fmt.Sprint(vs[i])
	}
	widths := make([]int, columns)
	for i, c := range cells {
		widths[i%columns] = max(widths[i%columns], len(c))
	}
	var out strings.Builder
	out.WriteString("[\n")
	for i := 0; i < len(cells); i += columns {
		var line []string
		for j := i; j < min(i+columns, len(cells)); j++ {
			line = append(line, strings.Repeat(" ", widths[j-i]-len(cells[j]))+cells[j])
		}
		out.WriteString("  " + strings.Join(line, ", "))
		if i+columns < len(cells) || shown < len(vs) {
			out.WriteString(",")
		}
		out.WriteString("\n")
	}
	if shown < len(vs) {
		more := len(vs) - shown
		fmt.Fprintf(&out, "  ... %d more item%s\n", more, map[bool]string{true: "s"}[more > 1])
	}
	out.WriteString("]\n")
	return out.String()
}

// numberedFrom is rows numbered from base rather than 1.
func numberedFrom(rows [][]int, base int) [][]int {
	out := make([][]int, len(rows))
	for i, r := range rows {
		for _, v := range r {
			out[i] = append(out[i], v-1+base)
		}
	}
	return out
}

// TestIndexedValuesProperty prints random tours (warnsdorffWalk, checked
// by walkOK: the oracle is the tour the test wrote) as numbered boards
// through bash, zsh and PHP's printers of arrays with an index before
// each value (indexPrinters), numbered from 0 or 1. Read with the board
// given: a valid tour exits 0 as one tour; two squares swapped or a
// number written twice never exit 0 (a flat list of a board's numbers
// also reads as square numbers, so its fault is invalid or undecided as
// the same list without indexes is); and indexes out of order (entries
// shuffled, as zsh prints an associative array) are no certain reading:
// exit 2, the refusal naming the indexes.
func TestIndexedValuesProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 30))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 5, H: 6}, {W: 8, H: 8}} {
		for range 3 {
			p := warnsdorffWalk(rng, b, 200)
			if len(p) != b.Size() || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			base := rng.IntN(2)
			valid := numberedFrom(newPropTour(b, p).rows, base)
			k := 1 + rng.IntN(len(p)-2)
			swapped := slices.Clone(p)
			swapped[k], swapped[k+1] = swapped[k+1], swapped[k]
			faulty := numberedFrom(newPropTour(b, swapped).rows, base)
			twice := numberedFrom(newPropTour(b, p).rows, base)
			twice[1][2] = twice[2][1]
			for _, pr := range indexPrinters() {
				name := fmt.Sprintf("%v/%s/from %d", b, pr.name, base)
				opt := ReadOptions{Board: b}
				if tours, _, code := textExit(pr.print(valid), opt, walkCheck); code != 0 || len(tours) != 1 {
					t.Errorf("%s: valid: exit %d with %d tours, want 0 with 1:\n%s", name, code, len(tours), pr.print(valid))
				}
				if _, verdicts, code := textExit(pr.print(faulty), opt, walkCheck); code == 0 {
					t.Errorf("%s: swapped: exit 0 (%v):\n%s", name, verdicts, pr.print(faulty))
				}
				if _, _, code := textExit(pr.print(twice), opt, walkCheck); code == 0 {
					t.Errorf("%s: a number twice: exit 0:\n%s", name, pr.print(twice))
				}
			}
			// Entries shuffled: the indexes say where each value goes,
			// and no reader reads them so; it is no certain reading.
			var es []string
			for i, v := range slices.Concat(valid...) {
				es = append(es, fmt.Sprintf("[%d]=%d", i+1, v))
			}
			rng.Shuffle(len(es), func(i, j int) { es[i], es[j] = es[j], es[i] })
			text := "typeset -A board=( " + strings.Join(es, " ") + " )\n"
			tours, _, code := textExit(text, ReadOptions{Board: b}, walkCheck)
			if code != 2 || len(tours) != 1 || tours[0].Err == nil || !strings.Contains(tours[0].Err.Error(), "indexes") {
				t.Errorf("%v: shuffled entries: exit %d with %d tours, want 2 with 1 naming the indexes:\n%s", b, code, len(tours), text)
				for _, tr := range tours {
					t.Logf("tour at %d: %v", tr.Line, tr.Err)
				}
			}
		}
	}
}

// TestNodeInspectProperty prints random tours' numbers as a flat list
// the way Node's util.inspect does (nodeInspect: rows of 6 to 12, the
// brackets alone at the ends), read with the board given: the wrapped
// rows are one list, so a valid tour exits 0 as one tour and a swapped
// one never does; a print cut short ("... N more items") is one tour
// that exits 2 saying the print left data out, never 0 or 1.
func TestNodeInspectProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 32))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 5, H: 6}, {W: 8, H: 8}, {W: 10, H: 10}} {
		for range 3 {
			p := warnsdorffWalk(rng, b, 200)
			if len(p) != b.Size() || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			base := rng.IntN(2)
			columns := 6 + rng.IntN(7)
			valid := slices.Concat(numberedFrom(newPropTour(b, p).rows, base)...)
			k := 1 + rng.IntN(len(p)-2)
			swapped := slices.Clone(p)
			swapped[k], swapped[k+1] = swapped[k+1], swapped[k]
			faulty := slices.Concat(numberedFrom(newPropTour(b, swapped).rows, base)...)
			name := fmt.Sprintf("%v/%d columns/from %d", b, columns, base)
			opt := ReadOptions{Board: b}
			text := nodeInspect(valid, columns, len(valid))
			if tours, _, code := textExit(text, opt, walkCheck); code != 0 || len(tours) != 1 {
				t.Errorf("%s: valid: exit %d with %d tours, want 0 with 1:\n%s", name, code, len(tours), text)
			}
			text = nodeInspect(faulty, columns, len(faulty))
			if _, _, code := textExit(text, opt, walkCheck); code == 0 {
				t.Errorf("%s: swapped: exit 0:\n%s", name, text)
			}
			for _, list := range [][]int{valid, faulty} {
				text = nodeInspect(list, columns, columns+rng.IntN(len(list)-columns))
				tours, _, code := textExit(text, opt, walkCheck)
				if code != 2 || len(tours) != 1 || tours[0].Err == nil || !strings.Contains(tours[0].Err.Error(), "left data out") {
					t.Errorf("%s: cut: exit %d with %d tours, want 2 with 1 saying the print left data out:\n%s", name, code, len(tours), text)
					for _, tr := range tours {
						t.Logf("tour at %d: %v", tr.Line, tr.Err)
					}
				}
			}
		}
	}
}
