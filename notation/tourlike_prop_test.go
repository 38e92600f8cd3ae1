package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// blockWrappers print one tour each in layouts made up for this test,
// after markTourLike, and from none of the layouts its rule was written
// from: tags of a made-up schema around a square's file and rank, a
// LaTeX tabular, TOML and Erlang terms, a CSV of moves with a header,
// YAML pairs, an HTML table a cell to a tag, a Lua table of rows, Elixir maps a row
// (a brace alone on a line between rows), UCI move pairs, an irb session's
// one-line answer under the call that printed it.
func blockWrappers() []propWrapper {
	sq := func(t propTour, f func(k int, s board.Square) string, sep string) string {
		var out []string
		for k, s := range t.sq {
			out = append(out, f(k, s))
		}
		return strings.Join(out, sep)
	}
	file := func(s board.Square) string { return string(rune('a' + s.X - 1)) }
	return []propWrapper{
		oneEach("schema tags", false, func(t propTour) string {
			return "<route>\n" + sq(t, func(k int, s board.Square) string {
				return fmt.Sprintf(`  <hop seq="%d"><f>%s</f><r>%d</r></hop>`, k+1, file(s), s.Y)
			}, "\n") + "\n</route>"
		}),
		oneEach("latex tabular", true, func(t propTour) string {
			return "\\begin{tabular}{" + strings.Repeat("r", len(t.rows[0])) + "}\n" + rowsWith(t, "  ", "%d", " & ", " \\\\", "\n") + "\n\\end{tabular}"
		}),
		oneEach("toml", false, func(t propTour) string {
			return "[solution]\nsquares = [ " + sq(t, func(_ int, s board.Square) string { return `"` + s.String() + `"` }, ", ") + " ]"
		}),
		oneEach("erlang", false, func(t propTour) string {
			return "Path = [" + sq(t, func(_ int, s board.Square) string { return "{" + file(s) + "," + fmt.Sprint(s.Y) + "}" }, ",") + "]."
		}),
		oneEach("csv moves", false, func(t propTour) string {
			return "move,file,rank\n" + sq(t, func(k int, s board.Square) string { return fmt.Sprintf("%d,%s,%d", k+1, file(s), s.Y) }, "\n")
		}),
		oneEach("yaml pairs", false, func(t propTour) string {
			return "visits:\n" + sq(t, func(_ int, s board.Square) string { return fmt.Sprintf("  - [%d, %d]", s.X, s.Y) }, "\n")
		}),
		oneEach("html cells", true, func(t propTour) string {
			return "<table>\n" + rowsWith(t, "<tr>", "<td>%d</td>", "", "</tr>", "\n") + "\n</table>"
		}),
		oneEach("lua rows", true, func(t propTour) string {
			return "board = {\n" + rowsWith(t, "  {", "%d", ", ", "},", "\n") + "\n}"
		}),
		oneEach("elixir maps a row", true, func(t propTour) string {
			var rs []string
			for _, r := range t.rows {
				var kv []string
				for k, c := range r {
					kv = append(kv, fmt.Sprintf("    %d => %d", k, c))
				}
				rs = append(rs, "  %{\n"+strings.Join(kv, ",\n")+"\n  }")
			}
			return "rows = [\n" + strings.Join(rs, ",\n") + "\n]"
		}),
		oneEach("uci pairs", false, func(t propTour) string {
			var ms []string
			for k := 1; k < len(t.sq); k++ {
				ms = append(ms, t.sq[k-1].String()+t.sq[k].String())
			}
			return strings.Join(ms, " ")
		}),
		oneEach("irb one line", true, func(t propTour) string {
			return fmt.Sprintf("irb(main):004:0> knight(%d, %d)\n=> [", len(t.rows[0]), len(t.rows)) + rowsWith(t, "[", "%d", ", ", "]", ", ") + "]"
		}),
	}
}

// blockCaptions are lines a program prints between its tours, some with
// numbers of their own: headings, progress, timings.
var blockCaptions = []string{
	"### Board %d",
	"== solution %d ==",
	"[ %d%%] searching, depth 17, 20431 nodes",
	"elapsed: 0.%d3 s, backtracks: 12",
	"# seed %d, heuristic: warnsdorff",
	"",
}

// TestBlocksJudgedOrNamedProperty writes two or three random tours
// (warnsdorffWalk, checked by walkOK: the oracle is the tours the test
// wrote) one after another through blockWrappers, captions between,
// each valid or with a single fault (two squares swapped, one left out,
// a number written twice): no input with a fault exits 0, no valid input
// exits 1, no input exits 0 with fewer tours read than written, no
// tour is read twice (no more tours read than written), and an invalid
// verdict's place (the line of its fault, or the lines of the reading
// judged) lies in the faulty tour's own lines.
func TestBlocksJudgedOrNamedProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 4))
	boards := []board.Board{{W: 3, H: 4}, {W: 5, H: 5}, {W: 4, H: 5}, {W: 6, H: 5}, {W: 3, H: 7}, {W: 6, H: 6}, {W: 8, H: 8}}
	ws := blockWrappers()
	bad, runs := 0, 0
	for rep := range 1200 {
		n := 2 + rng.IntN(2)
		faulty := -1
		if rng.IntN(3) > 0 {
			faulty = rng.IntN(n)
		}
		var parts, names []string
		var span [2]int // the faulty tour's first and last line
		lines := 0      // lines written so far
		for k := range n {
			b := boards[rng.IntN(len(boards))]
			p := warnsdorffWalk(rng, b, 500)
			if !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			w := ws[rng.IntN(len(ws))]
			tour := newPropTour(b, p)
			what := "valid"
			if k == faulty {
				tour, what = blockFault(rng, tour, w.grid)
			}
			caption := blockCaptions[rng.IntN(len(blockCaptions))]
			if strings.Contains(caption, "%") {
				caption = fmt.Sprintf(caption, k+1)
			}
			body := w.wrap([]propTour{tour})
			if k == faulty {
				span = [2]int{lines + 2, lines + 1 + strings.Count(body, "\n") + 1}
			}
			lines += 2 + strings.Count(body, "\n") + 1
			parts = append(parts, caption, body, "")
			names = append(names, fmt.Sprintf("%v %s %s", b, w.name, what))
		}
		text := strings.Join(parts, "\n")
		tours, err := ReadTours(strings.NewReader(text), ReadOptions{})
		var verdicts []Verdict
		misplaced := ""
		for _, tr := range tours {
			j := Judge(tr, board.Problem{}, walkCheck)
			verdicts = append(verdicts, j.Verdict)
			if j.Verdict != Invalid {
				continue
			}
			at := []int{lineOf(j.Err)}
			if len(j.Doc.Path) > 0 {
				first, _, _ := j.Doc.Place(0)
				last, _, _ := j.Doc.Place(len(j.Doc.Path) - 1)
				at = append(at, first, last)
			}
			for _, l := range at {
				if l != 0 && (l < span[0] || l > span[1]) {
					misplaced = fmt.Sprintf("an invalid verdict at line %d, the faulty tour on lines %d to %d (%v)", l, span[0], span[1], j.Err)
				}
			}
		}
		code := propExit(tours, verdicts)
		if err != nil {
			code = 2
		}
		runs++
		name := fmt.Sprintf("%d %v", rep, names)
		var why string
		switch {
		case faulty >= 0 && code == 0:
			why = "a faulty tour passed"
		case faulty < 0 && code == 1:
			why = "valid tours judged invalid"
		case code == 0 && len(tours) < n:
			why = fmt.Sprintf("exit 0 with %d tours read, %d written", len(tours), n)
		case len(tours) > n:
			why = fmt.Sprintf("%d tours read, %d written", len(tours), n)
		case misplaced != "":
			why = misplaced
		}
		if why != "" {
			bad++
			if bad <= 10 {
				t.Errorf("%s: %s (%v):\n%s", name, why, verdicts, text)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d inputs wrong", bad, runs)
	}
}

// blockFault is t with a single fault that leaves every square named
// but one, so that it is no tour: in a grid a number written twice,
// in a list two squares swapped or one left out.
func blockFault(rng *rand.Rand, t propTour, grid bool) (propTour, string) {
	out := propTour{sq: slices.Clone(t.sq)}
	for _, r := range t.rows {
		out.rows = append(out.rows, slices.Clone(r))
	}
	if grid {
		out.rows[1][1] = out.rows[0][0]
		return out, "a number twice"
	}
	i := 1 + rng.IntN(len(out.sq)-3)
	if rng.IntN(2) == 0 {
		out.sq = slices.Delete(out.sq, i, i+1)
		return out, "a square left out"
	}
	j := i + 2
	out.sq[i], out.sq[j] = out.sq[j], out.sq[i]
	if knightSteps(out.sq, true) { // still a tour by chance: leave one out instead
		out.sq = slices.Delete(out.sq, i, i+1)
		return out, "a square left out"
	}
	return out, "two squares swapped"
}

// TestCellLinesBesideMovesNamed writes a random tour as a Dart list a
// cell a line (a layout made up for this test) beside another as UCI
// move pairs, in either order, each valid or with a single fault: no
// input with a fault exits 0 and no valid input exits 1. The oracle is
// the tours the test wrote (warnsdorffWalk, checked by walkOK).
func TestCellLinesBesideMovesNamed(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 2))
	var uci propWrapper
	for _, w := range blockWrappers() {
		if w.name == "uci pairs" {
			uci = w
		}
	}
	dart := oneEach("dart cell a line", true, func(t propTour) string {
		var rs []string
		for _, r := range t.rows {
			rs = append(rs, "  <int>[\n"+cells(r, "    %d,", "\n")+"\n  ],")
		}
		return "final board = <List<int>>[\n" + strings.Join(rs, "\n") + "\n];"
	})
	boards := []board.Board{{W: 3, H: 4}, {W: 5, H: 5}, {W: 4, H: 5}, {W: 6, H: 6}}
	tried := 0
	for range 120 {
		faulty := rng.IntN(3) // 0: the grid, 1: the moves, 2: neither
		var parts []string
		for k, w := range []propWrapper{dart, uci} {
			b := boards[rng.IntN(len(boards))]
			p := warnsdorffWalk(rng, b, 500)
			if !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			tour := newPropTour(b, p)
			if k == faulty {
				tour, _ = blockFault(rng, tour, w.grid)
			}
			parts = append(parts, w.wrap([]propTour{tour}))
		}
		if rng.IntN(2) == 0 {
			parts[0], parts[1] = parts[1], parts[0]
		}
		text := strings.Join(parts, "\n\n") + "\n"
		_, vs, code := textExit(text, ReadOptions{}, walkCheck)
		tried++
		switch {
		case faulty < 2 && code == 0:
			t.Errorf("a faulty tour passed (%v):\n%s", vs, text)
		case faulty == 2 && code == 1:
			t.Errorf("valid tours judged invalid (%v):\n%s", vs, text)
		}
	}
	t.Logf("%d inputs", tried)
}
