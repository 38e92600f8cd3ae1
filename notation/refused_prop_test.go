package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// refusedWrappers are printouts a blind probe found refused or misread
// whole, written as the tools print them: HTML lists and tables, Rust
// ndarray's Debug, Stata's and SAS's listings, MATLAB's
// column blocks, pytest's session header, openpyxl's rows. They join
// propWrappers, so the property test writes random tours and single
// faults through each.
func refusedWrappers() []propWrapper {
	alg := func(t propTour, f func(i int, sq string, x, y int32) string) string {
		var b strings.Builder
		for i, s := range t.sq {
			b.WriteString(f(i, s.String(), s.X-1, s.Y-1))
		}
		return b.String()
	}
	return []propWrapper{
		oneEach("html ol squares", false, func(t propTour) string {
			return "<ol>\n" + alg(t, func(_ int, sq string, _, _ int32) string { return "  <li>" + sq + "</li>\n" }) + "</ol>\n"
		}),
		oneEach("html ol pairs", false, func(t propTour) string {
			return "<ol>\n" + alg(t, func(_ int, _ string, x, y int32) string { return fmt.Sprintf("  <li>(%d, %d)</li>\n", x, y) }) + "</ol>\n"
		}),
		oneEach("html table td", true, func(t propTour) string {
			return "<table>\n" + rowsWith(t, "  <tr>", "<td>%d</td>", "", "</tr>", "\n") + "\n</table>\n"
		}),
		oneEach("rust ndarray debug", true, func(t propTour) string {
			h, w := len(t.rows), len(t.rows[0])
			return "[" + rowsWith(t, "[", "%d", ", ", "]", ",\n ") + fmt.Sprintf("], shape=[%d, %d], strides=[%d, 1], layout=Cc (0x5), const ndim=2\n", h, w, w)
		}),
		oneEach("stata list x y", false, func(t propTour) string {
			var b strings.Builder
			b.WriteString(". list x y\n\n     +---------+\n     | x   y   |\n     |---------|\n")
			for i, s := range t.sq {
				fmt.Fprintf(&b, "%4d. | %d   %d   |\n", i+1, s.X-1, s.Y-1)
				if (i+1)%5 == 0 && i+1 < len(t.sq) {
					b.WriteString("     |---------|\n")
				}
			}
			b.WriteString("     +---------+\n")
			return b.String()
		}),
		oneEach("stata list move sq", false, func(t propTour) string {
			var b strings.Builder
			b.WriteString(". list move sq, sep(0)\n\n     +-------------+\n     | move   sq   |\n     |-------------|\n")
			for i, s := range t.sq {
				fmt.Fprintf(&b, "%4d. | %4d   %-4s |\n", i+1, i+1, s)
			}
			b.WriteString("     +-------------+\n")
			return b.String()
		}),
		oneEach("stata list move x y", false, func(t propTour) string {
			var b strings.Builder
			b.WriteString(". list move x y\n\n     +---------------+\n     |  move   x   y |\n     |---------------|\n")
			for i, s := range t.sq {
				fmt.Fprintf(&b, "%5d. | %5d   %d   %d |\n", i+1, i+1, s.X, s.Y)
				if (i+1)%5 == 0 && i+1 < len(t.sq) {
					b.WriteString("     |---------------|\n")
				}
			}
			b.WriteString("     +---------------+\n")
			return b.String()
		}),
		oneEach("sas proc print", false, func(t propTour) string {
			var b strings.Builder
			b.WriteString("                                   The SAS System\n\n Obs    x    y\n\n")
			for i, s := range t.sq {
				fmt.Fprintf(&b, "%4d    %d    %d\n", i+1, s.X-1, s.Y-1)
			}
			return b.String()
		}),
		oneEach("matlab columns", true, func(t propTour) string {
			return fmt.Sprintf("ans =\n\n  Columns 1 through %d\n\n", len(t.rows[0])) + rowsWith(t, "    ", "%4d", "", "", "\n") + "\n\n"
		}),
		oneEach("pytest failure", false, func(t propTour) string {
			q := alg(t, func(_ int, sq string, _, _ int32) string { return "'" + sq + "', " })
			return "============================= test session starts ==============================\n" +
				"platform linux -- Python 3.12.1, pytest-8.0.0, pluggy-1.4.0\nrootdir: /home/u/kt\ncollected 1 item\n\n" +
				"test_tour.py F\n\n    def test_tour():\n>       assert tour == expected\nE       AssertionError: assert [" + strings.TrimSuffix(q, ", ") + "] == []\n"
		}),
		oneEach("openpyxl values_only", true, func(t propTour) string {
			return rowsWith(t, "(", "%d", ", ", ")", "\n") + "\n"
		}),
		oneEach("openpyxl cells then values", true, func(t propTour) string {
			return openpyxlCells(len(t.rows[0]), len(t.rows)) + "\n" + rowsWith(t, "(", "%d", ", ", ")", "\n") + "\n"
		}),
		oneEach("gnuplot index blocks", false, func(t propTour) string {
			var b strings.Builder
			b.WriteString("# knight's tour\n# x y step\n")
			for i, s := range t.sq {
				if i > 0 && i%7 == 0 {
					b.WriteString("\n\n")
				}
				fmt.Fprintf(&b, "%d %d %d\n", s.X-1, s.Y-1, i+1)
			}
			return b.String()
		}),
	}
}

// openpyxlCells writes a sheet's cells of w columns and h rows as
// printing ws.iter_rows() does: a tuple of cell objects a row.
func openpyxlCells(w, h int) string {
	var b strings.Builder
	for r := range h {
		var cs []string
		for c := range w {
			cs = append(cs, fmt.Sprintf("<Cell 'Sheet'.%c%d>", 'A'+c, r+1))
		}
		b.WriteString("(" + strings.Join(cs, ", ") + ")\n")
	}
	return b.String()
}

// dumpWrappers print a tour's numbered rows as a dump tool does, its
// lines the tool's width, not the board's: a flat numbering, whose
// fault is no grid's, so they stand apart from propWrappers.
func dumpWrappers() []propWrapper {
	return []propWrapper{
		oneEach("xxd", true, func(t propTour) string { return "$ xxd board.bin\n" + xxd(flatCells(t)) }),
		oneEach("hexdump -C", true, func(t propTour) string { return hexdumpC(flatCells(t)) }),
		oneEach("od -An -tu1 -w10", true, func(t propTour) string {
			var b strings.Builder
			for i, c := range flatCells(t) {
				fmt.Fprintf(&b, "%4d", c)
				if i%10 == 9 {
					b.WriteString("\n")
				}
			}
			return strings.TrimSuffix(b.String(), "\n") + "\n"
		}),
	}
}

// flatCells is a tour's numbered rows, rank H first, as one run of cells.
func flatCells(t propTour) []byte {
	var out []byte
	for _, r := range t.rows {
		for _, c := range r {
			out = append(out, byte(c))
		}
	}
	return out
}

// gutter writes bytes as a dump's gutter does: a byte that prints as
// itself, '.' for any other.
func gutter(bs []byte) string {
	g := []byte{}
	for _, c := range bs {
		if c < 0x20 || c >= 0x7f {
			c = '.'
		}
		g = append(g, c)
	}
	return string(g)
}

// xxd writes bs as xxd does by default: offset, eight groups of two
// bytes, the gutter.
func xxd(bs []byte) string {
	var b strings.Builder
	for off := 0; off < len(bs); off += 16 {
		line := bs[off:min(off+16, len(bs))]
		var hex strings.Builder
		for k, c := range line {
			if k > 0 && k%2 == 0 {
				hex.WriteString(" ")
			}
			fmt.Fprintf(&hex, "%02x", c)
		}
		fmt.Fprintf(&b, "%08x: %-39s  %s\n", off, hex.String(), gutter(line))
	}
	return b.String()
}

// hexdumpC writes bs as hexdump -C does: offset, sixteen bytes in two
// halves, the gutter between bars, and the length alone last.
func hexdumpC(bs []byte) string {
	var b strings.Builder
	for off := 0; off < len(bs); off += 16 {
		line := bs[off:min(off+16, len(bs))]
		var hex strings.Builder
		for k, c := range line {
			if k == 8 {
				hex.WriteString(" ")
			}
			fmt.Fprintf(&hex, "%02x ", c)
		}
		fmt.Fprintf(&b, "%08x  %-49s |%s|\n", off, hex.String(), gutter(line))
	}
	fmt.Fprintf(&b, "%08x\n", len(bs))
	return b.String()
}

// TestRefusedLayoutsNoBoard reads the printouts that state no board with
// none given: random tours (warnsdorffWalk, checked by walkOK, the
// oracle) and the same with two squares swapped. A Debug print's rows
// read with its shape and pass; a shape that disagrees leaves them
// unread; gnuplot's blocks are one tour; a sheet's cell names before its
// values are words, and alone no tour; a dump or an od listing, whose
// lines are the tool's and not the board's, is undecided and names the
// board its numbers are a tour of; nothing faulty passes.
func TestRefusedLayoutsNoBoard(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 5))
	byName := map[string]propWrapper{}
	for _, w := range append(refusedWrappers(), dumpWrappers()...) {
		byName[w.name] = w
	}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 5, H: 6}} {
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		swapped := slices.Clone(p)
		k := 1 + rng.IntN(len(p)-2)
		swapped[k], swapped[k+1] = swapped[k+1], swapped[k]
		ok, bad := []propTour{newPropTour(b, p)}, []propTour{newPropTour(b, swapped)}
		for _, c := range []struct {
			wrapper string
			edit    func(string) string
			want    int    // exit for the valid tour
			names   string // what the refusal of the valid tour must name
		}{
			{"openpyxl cells then values", nil, 0, ""},
			{"rust ndarray debug", nil, 0, ""},
			{"rust ndarray debug", func(s string) string { return strings.Replace(s, "shape=[", "shape=[1", 1) }, 2, "shape="},
			{"gnuplot index blocks", nil, 0, ""},
			{"stata list move x y", nil, 0, ""},
			{"xxd", nil, 2, "-board " + b.String()},
			{"hexdump -C", nil, 2, "-board " + b.String()},
			{"od -An -tu1 -w10", nil, 2, "-board " + b.String()},
		} {
			w := byName[c.wrapper]
			edit := c.edit
			if edit == nil {
				edit = func(s string) string { return s }
			}
			name := fmt.Sprintf("%v/%s", b, c.wrapper)
			text := edit(w.wrap(ok))
			tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
			if code != c.want || code == 0 && len(tours) != 1 {
				t.Errorf("%s: exit %d with %d tours %v, want exit %d and one tour:\n%s", name, code, len(tours), verdicts, c.want, text)
			}
			if c.names != "" && len(tours) == 1 {
				if j := Judge(tours[0], board.Problem{}, walkCheck); j.Err == nil || !strings.Contains(j.Err.Error(), c.names) {
					t.Errorf("%s: the refusal does not name %q: %v", name, c.names, j.Err)
				}
			}
			if _, verdicts, code := textExit(edit(w.wrap(bad)), ReadOptions{}, walkCheck); code == 0 {
				t.Errorf("%s: two squares swapped passed (%v)", name, verdicts)
			}
			if c.names != "" && strings.HasPrefix(c.names, "-board") {
				// The board given decides a dump: read, and the fault never passes.
				if tours, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck); code != 0 || len(tours) != 1 {
					t.Errorf("%s, -board %v: exit %d with %d tours %v, want exit 0 and one tour", name, b, code, len(tours), verdicts)
				}
				if _, verdicts, code := textExit(w.wrap(bad), ReadOptions{Board: b}, walkCheck); code == 0 {
					t.Errorf("%s, -board %v: two squares swapped passed (%v)", name, b, verdicts)
				}
			}
		}
		// A sheet's cells alone name every square in reading order,
		// which no knight's path does: words, no tour, never invalid.
		cellsOnly := openpyxlCells(int(b.W), int(b.H))
		if tours, verdicts, code := textExit(cellsOnly, ReadOptions{}, walkCheck); code != 2 || slices.Contains(verdicts, Invalid) {
			t.Errorf("%v/openpyxl cells alone: exit %d, %d tours %v, want exit 2 and no verdict invalid:\n%s", b, code, len(tours), verdicts, cellsOnly)
		}
	}
}
