package notation

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// stepMapWriters print a map from each square to its step, the squares
// in the order given, as a program's own printer writes a map: JSON, a
// Ruby hash, a Lua table, a YAML mapping, Go's fmt (keys sorted as
// strings).
var stepMapWriters = map[string]func(keys []string, steps map[string]int) string{
	"json": func(keys []string, steps map[string]int) string {
		return "{" + joinKeys(keys, steps, `"%s": %d`, ", ") + "}"
	},
	"ruby": func(keys []string, steps map[string]int) string {
		return "=> {" + joinKeys(keys, steps, `"%s"=>%d`, ", ") + "}"
	},
	"lua": func(keys []string, steps map[string]int) string {
		return "{ " + joinKeys(keys, steps, "%s = %d", ", ") + " }"
	},
	"yaml": func(keys []string, steps map[string]int) string {
		return "steps:\n" + joinKeys(keys, steps, "  %s: %d", "\n") + "\n"
	},
	"gofmt": func(keys []string, steps map[string]int) string {
		sorted := slices.Clone(keys)
		slices.Sort(sorted)
		return "map[" + joinKeys(sorted, steps, "%s:%d", " ") + "]"
	},
}

func joinKeys(keys []string, steps map[string]int, f, sep string) string {
	var out []string
	f = strings.Replace(f, "%d", "%v", 1)
	for _, k := range keys {
		var v any = steps[k]
		if steps[k] < 0 {
			v = "None" // a step left out
		}
		out = append(out, fmt.Sprintf(f, k, v))
	}
	return strings.Join(out, sep)
}

// TestSquareStepsProperty: a tour written as a map from square to step,
// the squares file by file (not in the tour's order), is read in the
// order of its steps: valid with the board given and without, through
// writers of five languages; with two steps exchanged it is never valid;
// and with integers beside the squares that number no order (each step
// doubled) the order written is no certain reading, so never invalid.
// Oracles: tours by the test's own Warnsdorff walk checked by walkOK,
// Judge given walkCheck (the independent move check), the fault made by
// hand. A map with one step left out (None) numbers no order, so the
// order written is no certain reading: undecided, neither valid nor
// invalid.
func TestSquareStepsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 1))
	boards := []board.Board{{W: 7, H: 4}, {W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 5}}
	for _, bd := range boards {
		p := warnsdorffWalk(rng, bd, 500)
		if p == nil || !walkOK(bd, p) {
			t.Fatalf("%v: the test's own tour", bd)
		}
		steps := map[string]int{}
		for k, s := range p {
			steps[s.String()] = k + 1
		}
		var keys []string // file by file, as a dict built over the board
		for x := int32(1); x <= bd.W; x++ {
			for y := int32(1); y <= bd.H; y++ {
				keys = append(keys, board.Square{X: x, Y: y}.String())
			}
		}
		swappedSteps := maps.Clone(steps)
		a, b := p[3].String(), p[9].String()
		swappedSteps[a], swappedSteps[b] = steps[b], steps[a]
		doubled := maps.Clone(steps)
		for k := range doubled {
			doubled[k] *= 2
		}
		dropped := maps.Clone(steps)
		dropped[p[len(p)/2].String()] = -1
		for name, write := range stepMapWriters {
			for _, given := range []board.Board{bd, {}} {
				check := func(what string, m map[string]int, ok func(Verdict) bool) {
					text := write(keys, m)
					_, vs, err := judgeText(text, given)
					if err != nil || len(vs) != 1 || !ok(vs[0]) {
						t.Errorf("%v %s, board %v, %s: verdicts %v, %v\n%s", bd, name, given, what, vs, err, text)
					}
				}
				check("as written", steps, func(v Verdict) bool { return v == Valid })
				check("two steps exchanged", swappedSteps, func(v Verdict) bool { return v != Valid })
				check("steps doubled", doubled, func(v Verdict) bool { return v != Invalid })
				check("a step left out", dropped, func(v Verdict) bool { return v != Valid && v != Invalid })
			}
		}
	}
}

// TestMoveNumbersBeforeSquares: a list with its move number before
// each square ("1. a1 2. b3") pairs each square with an integer that
// counts up as written: the order written is the order of the numbers,
// so a fault in it stays invalid (one certain reading). Oracle: a valid
// tour with two squares exchanged by hand, its fault checked by walkOK.
func TestMoveNumbersBeforeSquares(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 2))
	bd := board.Board{W: 6, H: 6}
	p := warnsdorffWalk(rng, bd, 500)
	if p == nil || !walkOK(bd, p) {
		t.Fatal("the test's own tour")
	}
	write := func(p board.Path) string {
		var out []string
		for k, s := range p {
			out = append(out, fmt.Sprintf("%d. %v", k+1, s))
		}
		return strings.Join(out, " ")
	}
	for _, c := range []struct {
		p    board.Path
		want Verdict
	}{{p, Valid}, {swapped(t, bd, p), Invalid}} {
		_, vs, err := judgeText(write(c.p), bd)
		if err != nil || len(vs) != 1 || vs[0] != c.want {
			t.Errorf("verdicts %v, %v, want [%v]", vs, err, c.want)
		}
	}
}
