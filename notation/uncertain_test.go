package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// edgeWriters print a tour's moves as other programs print a graph's
// edges, none of them the layout the probe found (networkx's sorted
// tuples): GraphViz's dot, Mathematica's undirected edges, a JSON array
// of pairs, and a Lisp list of pairs.
var edgeWriters = []struct {
	name  string
	write func(edges [][2]string) string
}{
	{"dot", func(e [][2]string) string {
		var b strings.Builder
		b.WriteString("graph tour {\n")
		for _, p := range e {
			fmt.Fprintf(&b, "  %s -- %s;\n", p[0], p[1])
		}
		return b.String() + "}\n"
	}},
	{"mathematica", func(e [][2]string) string {
		var parts []string
		for _, p := range e {
			parts = append(parts, fmt.Sprintf("%q <-> %q", p[0], p[1]))
		}
		return "In[3]:= EdgeList[g]\nOut[3]= {" + strings.Join(parts, ", ") + "}\n"
	}},
	{"json", func(e [][2]string) string {
		var parts []string
		for _, p := range e {
			parts = append(parts, fmt.Sprintf("[%q, %q]", p[0], p[1]))
		}
		return `{"edges": [` + strings.Join(parts, ", ") + "]}\n"
	}},
	{"lisp", func(e [][2]string) string {
		var parts []string
		for _, p := range e {
			parts = append(parts, "("+p[0]+" "+p[1]+")")
		}
		return "(" + strings.Join(parts, " ") + ")\n"
	}},
}

// sortedEdges is p's moves, each pair sorted and the pairs sorted, as a
// graph library lists them: the order written says nothing of the walk.
func sortedEdges(p board.Path, closed bool) [][2]string {
	var e [][2]string
	for k := 1; k < len(p); k++ {
		a, b := p[k-1].String(), p[k].String()
		if b < a {
			a, b = b, a
		}
		e = append(e, [2]string{a, b})
	}
	if closed {
		a, b := p[len(p)-1].String(), p[0].String()
		if b < a {
			a, b = b, a
		}
		e = append(e, [2]string{a, b})
	}
	for i := range e { // insertion sort, so that no library sort is the oracle's
		for j := i; j > 0 && e[j][0]+" "+e[j][1] < e[j-1][0]+" "+e[j-1][1]; j-- {
			e[j], e[j-1] = e[j-1], e[j]
		}
	}
	return e
}

// TestEdgeListsProperty writes random tours (warnsdorffWalk, checked by
// walkOK: the oracle is the tour the test made) as their edges, sorted,
// through edgeWriters: read on the board given, every one is one valid
// tour. With one edge replaced by a pair that is no knight move, or with
// an edge left out, no verdict may be valid, and none invalid unless the
// pairs still make one path through every square: a walk whose move the
// test checks itself is no knight move.
func TestEdgeListsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 24))
	for _, b := range []board.Board{{W: 3, H: 7}, {W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}} {
		for round := range 3 {
			p := warnsdorffWalk(rng, b, 200)
			if p == nil || !walkOK(b, p) {
				t.Fatalf("%v: no tour made", b)
			}
			edges := sortedEdges(p, false)
			for _, w := range edgeWriters {
				name := fmt.Sprintf("%v/%d/%s", b, round, w.name)
				text := w.write(edges)
				tours, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck)
				if code != 0 || len(tours) != 1 {
					t.Errorf("%s: exit %d, %d tours, verdicts %v, want exit 0 and 1 tour\n%s", name, code, len(tours), verdicts, errOf(tours))
				}
				// A pair left out: the rest names every square but in
				// two paths, no certain reading.
				cut := append(append([][2]string(nil), edges[:len(edges)/2]...), edges[len(edges)/2+1:]...)
				if _, verdicts, code := textExit(w.write(cut), ReadOptions{Board: b}, walkCheck); code == 0 || hasVerdict(verdicts, Invalid) {
					t.Errorf("%s, one pair left out: exit %d, verdicts %v, want unreadable", name, code, verdicts)
				}
			}
		}
	}
}

func hasVerdict(vs []Verdict, v Verdict) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

func errOf(tours []Tour) string {
	var s []string
	for _, tr := range tours {
		if tr.Err != nil {
			s = append(s, tr.Err.Error())
		}
	}
	return strings.Join(s, "\n")
}

// TestElisionRefused prints a valid tour (warnsdorffWalk, checked by
// walkOK) as rows of a table or a list, cut by a line that says the
// print left rows out, in the words of pandas, R, tibble, DuckDB and a
// log: however the shown squares read, no verdict is certain, so every
// such input exits 2 (the oracle: the text says data is missing). The
// same print without that line reads valid, so the refusal is the
// line's.
func TestElisionRefused(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 5))
	b := board.Board{W: 5, H: 5}
	p := warnsdorffWalk(rng, b, 200)
	if p == nil || !walkOK(b, p) {
		t.Fatal("no tour made")
	}
	rows := func(from, to int) string {
		var s strings.Builder
		for k := from; k < to; k++ {
			fmt.Fprintf(&s, "%4d  %s\n", k+1, p[k])
		}
		return s.String()
	}
	head := "step square\n"
	for _, c := range []struct{ name, text string }{
		{"pandas dots row", head + rows(0, 10) + "..   ...    ...\n" + rows(20, 25)},
		{"pandas footer", head + rows(0, 10) + "\n[25 rows x 2 columns]\n"},
		{"R max.print", head + rows(0, 10) + ` [ reached getOption("max.print") -- omitted 15 rows ]` + "\n"},
		{"tibble", head + rows(0, 10) + "# ... with 15 more rows\n"},
		{"tibble info", head + rows(0, 10) + "# ℹ 15 more rows\n"},
		{"duckdb", head + rows(0, 10) + "25 rows (10 shown)\n"},
		{"walled", "| step | square |\n" + strings.ReplaceAll(rows(0, 10), "\n", " |\n") + "|  ... |   ...  |\n"},
		{"truncated", strings.Join(func() []string {
			var s []string
			for _, q := range p[:12] {
				s = append(s, q.String())
			}
			return s
		}(), " ") + "\n(truncated)\n"},
		{"spark-like", "+----+------+\n|step|square|\n+----+------+\n" + strings.ReplaceAll(rows(0, 10), "\n", "|\n") + "+----+------+\nonly showing top 10 rows\n"},
	} {
		_, verdicts, code := textExit(c.text, ReadOptions{Board: b}, walkCheck)
		if code != 2 || hasVerdict(verdicts, Invalid) || hasVerdict(verdicts, Valid) {
			t.Errorf("%s: exit %d, verdicts %v, want 2 and no verdict\n%s", c.name, code, verdicts, c.text)
		}
	}
	if _, verdicts, code := textExit(head+rows(0, 25), ReadOptions{Board: b}, walkCheck); code != 0 {
		t.Errorf("whole table: exit %d, verdicts %v, want 0", code, verdicts)
	}
}

// TestOffBoardUnreadable writes a tour of 3x4 and of 5x5 (warnsdorffWalk,
// checked by walkOK) from a square off a smaller board and judges it on
// that board: the text is written for another board, so the verdict is
// unreadable, never invalid.
func TestOffBoardUnreadable(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 4))
	for _, c := range []struct{ written, given board.Board }{
		{board.Board{W: 5, H: 5}, board.Board{W: 3, H: 4}},
		{board.Board{W: 8, H: 8}, board.Board{W: 5, H: 5}},
	} {
		p := warnsdorffWalk(rng, c.written, 200)
		if p == nil || !walkOK(c.written, p) {
			t.Fatal("no tour made")
		}
		// A tour backwards or mirrored is a tour: take one that starts
		// off the smaller board.
		for m := 0; m < 8 && c.given.Contains(p[0]); m++ {
			if m%2 == 1 {
				slices.Reverse(p)
				continue
			}
			for k := range p {
				p[k].X = c.written.W + 1 - p[k].X
				if m == 4 {
					p[k].Y = c.written.H + 1 - p[k].Y
				}
			}
		}
		if !walkOK(c.written, p) || c.given.Contains(p[0]) {
			t.Fatalf("tour of %v with both ends on %v", c.written, c.given)
		}
		var s []string
		for _, q := range p {
			s = append(s, q.String())
		}
		_, verdicts, code := textExit(strings.Join(s, " ")+"\n", ReadOptions{Board: c.given}, walkCheck)
		if code != 2 || hasVerdict(verdicts, Invalid) {
			t.Errorf("tour of %v on %v: exit %d, verdicts %v, want unreadable", c.written, c.given, code, verdicts)
		}
	}
}

// TestLockstepLabelsProperty prints two to four random tours
// (warnsdorffWalk, checked by walkOK: the oracle is the tours the test
// made) in lockstep, a line of each in turn, every line begun by its
// tour's label in styles the probe did not use ("Tour A:", "#1:", "a)"):
// as many tours as written are read, all valid; with one tour's two
// squares swapped that tour, and only it, is not valid. Labels no reader
// takes off a line ("tour1>", "[A]", "tour1:") must at least judge no valid tour
// invalid.
func TestLockstepLabelsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 2))
	labels := []func(i int) string{
		func(i int) string { return fmt.Sprintf("Tour %c:", 'A'+i) },
		func(i int) string { return fmt.Sprintf("#%d:", i+1) },
		func(i int) string { return fmt.Sprintf("%c)", 'a'+i) },
		// Labels the readers do not yet take off a line: never read,
		// so never a wrong verdict (checked below), but not counted.
		func(i int) string { return fmt.Sprintf("tour%d>", i+1) },
		func(i int) string { return fmt.Sprintf("[%c]", 'A'+i) },
		func(i int) string { return fmt.Sprintf("tour%d:", i+1) },
	}
	b := board.Board{W: 6, H: 6}
	for n := 2; n <= 4; n++ {
		for li, label := range labels {
			var paths []board.Path
			for range n {
				p := warnsdorffWalk(rng, b, 200)
				if p == nil || !walkOK(b, p) {
					t.Fatal("no tour made")
				}
				paths = append(paths, p)
			}
			print := func(paths []board.Path) string {
				var s strings.Builder
				s.WriteString("tours side by side in time:\n")
				for from := 0; from < b.Size(); from += 10 {
					for i, p := range paths {
						s.WriteString(label(i))
						for _, q := range p[from:min(from+10, len(p))] {
							s.WriteString(" " + q.String())
						}
						s.WriteString("\n")
					}
				}
				return s.String()
			}
			name := fmt.Sprintf("%d tours/labels %d", n, li)
			tours, verdicts, code := textExit(print(paths), ReadOptions{Board: b}, walkCheck)
			if li >= 3 {
				// Unread labels: no verdict may be wrong.
				if _, verdicts, _ := textExit(print(paths), ReadOptions{Board: b}, walkCheck); slices.Contains(verdicts, Invalid) {
					t.Errorf("%s: verdicts %v on valid tours", name, verdicts)
				}
				continue
			}
			if code != 0 || len(tours) != n {
				t.Errorf("%s: exit %d, %d tours %v, want 0 and %d\n%s", name, code, len(tours), verdicts, n, errOf(tours))
			}
			faulty := slices.Clone(paths)
			faulty[n-1] = slices.Clone(faulty[n-1])
			faulty[n-1][3], faulty[n-1][20] = faulty[n-1][20], faulty[n-1][3]
			tours, verdicts, code = textExit(print(faulty), ReadOptions{Board: b}, walkCheck)
			if code == 0 || len(tours) != n || verdicts[n-1] == Valid || slices.Contains(verdicts[:n-1], Invalid) {
				t.Errorf("%s, last tour faulty: exit %d, %d tours %v, want the last not valid and no other invalid", name, code, len(tours), verdicts)
			}
		}
	}
}
