package grade

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// edgeListWriters print a walk's moves, each a pair of squares, in the
// order a graph library keeps them (sorted), as programs other than
// networkx print a graph's edges: GraphViz's dot, a JSON array of pairs,
// a Lisp list of pairs.
var edgeListWriters = []struct {
	name  string
	write func(pairs [][2]string) string
}{
	{"dot", func(e [][2]string) string {
		var b strings.Builder
		b.WriteString("graph tour {\n")
		for _, p := range e {
			fmt.Fprintf(&b, "  %s -- %s;\n", p[0], p[1])
		}
		return b.String() + "}\n"
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

func sqName(s sq) string { return fmt.Sprintf("%c%d", 'a'+s.x-1, s.y) }

// pairsOf is the walk's moves, each pair sorted and the pairs sorted by
// insertion (no library sort in the oracle): the order written says
// nothing of the walk.
func pairsOf(walk []sq) [][2]string {
	var e [][2]string
	for k := 1; k < len(walk); k++ {
		a, b := sqName(walk[k-1]), sqName(walk[k])
		if b < a {
			a, b = b, a
		}
		e = append(e, [2]string{a, b})
	}
	for i := range e {
		for j := i; j > 0 && e[j][0]+" "+e[j][1] < e[j-1][0]+" "+e[j-1][1]; j-- {
			e[j], e[j-1] = e[j-1], e[j]
		}
	}
	return e
}

var (
	walkMove  = regexp.MustCompile(`move \d+: `)
	pairFault = regexp.MustCompile(`^the pair ([a-z]+\d+) ([a-z]+\d+) is not a knight move`)
	endsPairs = regexp.MustCompile(`^([a-z]+\d+) ends (\d+) of the pairs`)
)

// TestEdgeListCitesWhatIsWritten writes tours (findTour, checked by
// knightJump: the oracle is the walk the test made) as their moves in
// sorted pairs through edgeListWriters, each with one fault: two squares
// swapped, one square written again in place of another, one square
// left out. An edge list writes no order of its moves, so a fault it
// proves is one of the pairs as written, never a "move 14" of a walk the
// reader chose: a verdict that cites a pair must cite one the test wrote
// that is no knight's move (knightJump), one that cites a square ending
// pairs must give the count the test counts, and the place cited must
// be that square's text. With the board given every faulty list is
// invalid (its pairs make one trail, so the fault is certain); with none
// given it is never valid. The fault-free list is valid.
func TestEdgeListCitesWhatIsWritten(t *testing.T) {
	for _, size := range [][2]int{{5, 5}, {3, 7}, {6, 5}, {8, 8}} {
		w, h := size[0], size[1]
		tour := findTour(w, h, sq{1, 1}, false)
		if tour == nil {
			t.Fatalf("%dx%d: no tour", w, h)
		}
		n := len(tour)
		faults := map[string][]sq{"none": tour}
		swapped := append([]sq(nil), tour...)
		swapped[2], swapped[n-4] = swapped[n-4], swapped[2]
		faults["swap"] = swapped
		repeated := append([]sq(nil), tour...)
		repeated[n/2] = repeated[3]
		faults["repeat"] = repeated
		faults["drop"] = append(append([]sq(nil), tour[:n/3]...), tour[n/3+1:]...)
		for _, fault := range []string{"none", "swap", "repeat", "drop"} {
			walk := faults[fault]
			pairs := pairsOf(walk)
			written := map[string]bool{}
			ends := map[string]int{}
			for _, p := range pairs {
				written[p[0]+" "+p[1]], written[p[1]+" "+p[0]] = true, true
				ends[p[0]]++
				ends[p[1]]++
			}
			for _, wr := range edgeListWriters {
				text := wr.write(pairs)
				lines := strings.Split(text, "\n")
				for _, given := range []bool{true, false} {
					name := fmt.Sprintf("%dx%d/%s/%s/board %v", w, h, fault, wr.name, given)
					var req Request
					if given {
						req.Board = board.Board{W: int32(w), H: int32(h)}
					}
					vs := Tours("in.txt", strings.NewReader(text), req)
					if len(vs) != 1 {
						t.Errorf("%s: %d verdicts %v, want 1 (one list written)", name, len(vs), vs)
						continue
					}
					v := vs[0]
					switch {
					case fault == "none":
						if v.Status != Valid {
							t.Errorf("%s: %v, want valid", name, v)
						}
						continue
					case v.Status == Valid:
						t.Errorf("%s: valid, want not: the walk written has a %s", name, fault)
						continue
					case given && v.Status != Invalid:
						t.Errorf("%s: %v, want invalid: the pairs make one trail on the board given", name, v)
						continue
					case v.Status != Invalid:
						continue
					}
					msg := faultText(v.Fault)
					if walkMove.MatchString(msg) {
						t.Errorf("%s: %q numbers a move the list does not write", name, msg)
					}
					var cited string
					if m := pairFault.FindStringSubmatch(msg); m != nil {
						a, b := m[1], m[2]
						if !written[a+" "+b] {
							t.Errorf("%s: %q cites a pair not written", name, msg)
						}
						for _, s := range tour {
							for _, u := range tour {
								if sqName(s) == a && sqName(u) == b && knightJump(s, u) {
									t.Errorf("%s: %q cites a knight's move", name, msg)
								}
							}
						}
						cited = b
					} else if m := endsPairs.FindStringSubmatch(msg); m != nil {
						if fmt.Sprint(ends[m[1]]) != m[2] {
							t.Errorf("%s: %q, but the test wrote %s in %d pairs", name, msg, m[1], ends[m[1]])
						}
						cited = m[1]
					} else if fault != "drop" || !strings.Contains(msg, "covers") {
						t.Errorf("%s: fault %q names no pair written", name, msg)
						continue
					}
					if cited == "" {
						continue
					}
					if v.Line < 1 || v.Line > len(lines) || v.Col < 1 || v.Col > len(lines[v.Line-1]) {
						t.Errorf("%s: %q at %s, no place in the text", name, msg, v.Where())
						continue
					}
					if at := strings.TrimLeft(lines[v.Line-1][v.Col-1:], `"'`); !strings.HasPrefix(at, cited) {
						t.Errorf("%s: %q at %s, where the text reads %.10q, not %s", name, msg, v.Where(), at, cited)
					}
				}
			}
		}
	}
}
