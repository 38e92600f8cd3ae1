package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// successorWriters print a path as a map of each square's next square,
// one entry a line, in the order given: the shapes of a program that
// keeps a tour in a map (awk, bash, Lua, JavaScript, a printed table).
var successorWriters = map[string]func(from, to board.Square) string{
	"awk":    func(from, to board.Square) string { return fmt.Sprintf("NEXT[%v]=%v", from, to) },
	"lua":    func(from, to board.Square) string { return fmt.Sprintf("succ[\"%v\"] = %v", from, to) },
	"paren":  func(from, to board.Square) string { return fmt.Sprintf("  after(%v): %v", from, to) },
	"js":     func(from, to board.Square) string { return fmt.Sprintf("nxt['%v'] = %v;", from, to) },
	"spaced": func(from, to board.Square) string { return fmt.Sprintf("step [%v]  =  %v", from, to) },
}

// TestSuccessorMapProperty writes random tours (warnsdorffWalk, checked
// by walkOK: the oracle is the tour the test wrote) as successor maps
// through writers no reader was built around, their entries sorted by
// key or shuffled, with and without the start and end stated, and with
// two squares swapped. A valid map exits 0 with one tour; a faulty one
// never exits 0, and when it is judged invalid, the move it cites is one
// the map makes: its two squares stand as a key and its value on one line.
func TestSuccessorMapProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 24))
	names := slices.Sorted(func(yield func(string) bool) {
		for k := range successorWriters {
			if !yield(k) {
				return
			}
		}
	})
	boards := []board.Board{{W: 4, H: 3}, {W: 5, H: 5}, {W: 6, H: 4}, {W: 7, H: 6}}
	eachTourAndSwap(t, rng, boards, 2, func(bd board.Board, p board.Path, fault int) {
		for _, name := range names {
			for _, order := range []string{"sorted", "shuffled"} {
				for _, stated := range []bool{true, false} {
					text := successorText(rng, successorWriters[name], p, order, stated)
					for _, opt := range []ReadOptions{{}, {Board: bd}} {
						tours, vs, code := textExit(text, opt, walkCheck)
						switch {
						case fault == 0 && (code != 0 || len(tours) != 1):
							t.Errorf("%s %s stated=%v %v board %v: exit %d, verdicts %v, want one valid tour:\n%s", name, order, stated, bd, opt.Board, code, vs, text)
						case fault == 1 && code == 0:
							t.Errorf("%s %s stated=%v %v board %v: a faulty map passed:\n%s", name, order, stated, bd, opt.Board, text)
						case fault == 1 && code == 1:
							checkCitedMove(t, text, tours, opt)
						}
					}
				}
			}
		}
	})
}

// successorText writes p as a map through write: the entries sorted by
// key or shuffled, and the start and end stated around them or not.
func successorText(rng *rand.Rand, write func(from, to board.Square) string, p board.Path, order string, stated bool) string {
	type entry struct{ from, to board.Square }
	var es []entry
	for k := 1; k < len(p); k++ {
		es = append(es, entry{p[k-1], p[k]})
	}
	switch order {
	case "sorted":
		slices.SortFunc(es, func(a, b entry) int { return strings.Compare(a.from.String(), b.from.String()) })
	default:
		rng.Shuffle(len(es), func(i, j int) { es[i], es[j] = es[j], es[i] })
	}
	var lines []string
	if stated {
		lines = append(lines, fmt.Sprintf("start = %v", p[0]))
	}
	for _, e := range es {
		lines = append(lines, write(e.from, e.to))
	}
	if stated {
		lines = append(lines, fmt.Sprintf("end = %v", p[len(p)-1]))
	}
	return strings.Join(lines, "\n") + "\n"
}

// checkCitedMove: a map judged invalid names a move "X to Y"; the oracle
// is the text itself, which must hold Y after X on one line.
func checkCitedMove(t *testing.T, text string, tours []Tour, opt ReadOptions) {
	t.Helper()
	for _, tr := range tours {
		j := Judge(tr, board.Problem{Board: opt.Board}, knightCheck)
		if j.Verdict != Invalid {
			continue
		}
		msg := j.Err.Error()
		var a, b string
		i := strings.Index(msg, "move ")
		if i < 0 {
			continue // a fault that names no move
		}
		if _, err := fmt.Sscanf(msg[i:], "move %s %s to %s", new(string), &a, &b); err != nil {
			continue // a fault that names no move (a square twice)
		}
		found := false
		for _, l := range strings.Split(text, "\n") {
			if i := strings.Index(l, a); i >= 0 && strings.Contains(l[i+len(a):], b) {
				found = true
			}
		}
		if !found {
			t.Errorf("cited %q: no line of the map writes %s then %s:\n%s", msg, a, b, text)
		}
	}
}

// knightCheck is a checker that names the first step that is no knight
// move, as verify.Tour does, found here by |dx|*|dy| == 2.
func knightCheck(q board.Problem, p board.Path) error {
	for k := 1; k < len(p); k++ {
		dx, dy := p[k].X-p[k-1].X, p[k].Y-p[k-1].Y
		if dx*dx*dy*dy != 4 {
			return fmt.Errorf("move %d: %v to %v is not a knight move", k, p[k-1], p[k])
		}
	}
	return walkCheck(q, p)
}

// TestSuccessorMapUncertain: a map whose walk is not one certain order is
// unreadable, never invalid. The oracle is the definition of a successor
// map: a key written twice gives a square two next squares, and a walk
// that leaves keys unvisited is no one path through all of them.
func TestSuccessorMapUncertain(t *testing.T) {
	bd := board.Board{W: 4, H: 3}
	for name, text := range map[string]string{
		"key twice": "start = d2\nnext[d2] = b1\nnext[b1] = a3\nnext[b1] = c2\nnext[a3] = c2\n",
		"two walks": "next[a1] = b3\nnext[b3] = c1\nnext[d3] = b2\nnext[b2] = d1\n",
	} {
		_, vs, code := textExit(text, ReadOptions{Board: bd}, walkCheck)
		if code == 1 || slices.Contains(vs, Invalid) {
			t.Errorf("%s: exit %d, verdicts %v, want unreadable:\n%s", name, code, vs, text)
		}
	}
}
