package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// moveListSpellings write a tour's move k (from one square to the next)
// or, for the step lists, the square move k lands on, a line each.
var moveListSpellings = []struct {
	name  string
	steps bool // one square a line, the first too
	line  func(k int, from, to board.Square) string
}{
	{"hyphen", false, func(_ int, f, t board.Square) string { return f.String() + "-" + t.String() }},
	{"en dash", false, func(_ int, f, t board.Square) string { return f.String() + "–" + t.String() }},
	{"space pair", false, func(_ int, f, t board.Square) string { return f.String() + " " + t.String() }},
	{"san", false, func(_ int, f, t board.Square) string { return "N" + f.String() + "-" + t.String() }},
	{"numbered", false, func(k int, f, t board.Square) string { return fmt.Sprintf("%d. %v-%v", k, f, t) }},
	{"dutch", false, func(k int, f, t board.Square) string { return fmt.Sprintf("Zet %d: paard van %v naar %v", k, f, t) }},
	{"french", false, func(k int, f, t board.Square) string {
		return fmt.Sprintf("Coup %d : le cavalier va de %v à %v", k, f, t)
	}},
	{"italian", true, func(k int, _, t board.Square) string { return fmt.Sprintf("Mossa %d: cavallo in %v", k, t) }},
	{"spanish", true, func(k int, _, t board.Square) string { return fmt.Sprintf("Movimiento %d: caballo a %v", k, t) }},
}

// moveListStrays are lines a program or a person puts among a list's
// lines: words alone, and words naming a square or two. A line stating
// a board's size ("8x8") is no stray here: a caption inside a list is
// read as the board's, a case of its own.
var moveListStrays = []string{
	"hello",
	"DEBUG depth=17 nodes=40211",
	"[INFO] checkpoint 3 saved",
	"Turn 5: Knight to g7?",
	"from a1",
	"Atın ilk hamlesi: Nf3 (3 deneme)",
	"Schritt fertig, weiter bei b2",
	"解が見つかりました（b2）",
}

// TestMoveListStraysProperty: a list of moves from square to square, or
// of the squares a knight steps on, a line each, with one stray line
// among, before or after its lines, or two lines of prose after it
// naming squares, is
// never judged invalid when the tour is valid, never passes when it is
// faulty, and passes only naming the stray. The oracle: the tours
// warnsdorffWalk made, checked by walkOK, and walkCheck, the test's own
// move check, as the judge's check; the faulty tours swap two squares.
func TestMoveListStraysProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(32, 6))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}, {W: 7, H: 7}, {W: 8, H: 6}, {W: 10, H: 10}} {
		p := warnsdorffWalk(rng, b, 500)
		if !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		faulty := slices.Clone(p)
		k := 1 + rng.IntN(len(p)-3)
		faulty[k], faulty[k+1] = faulty[k+1], faulty[k]
		for _, sp := range moveListSpellings {
			for _, tour := range []struct {
				path  board.Path
				valid bool
			}{{p, true}, {faulty, false}} {
				var lines []string
				if sp.steps {
					lines = append(lines, sp.line(0, tour.path[0], tour.path[0]))
				}
				for i := 1; i < len(tour.path); i++ {
					lines = append(lines, sp.line(i, tour.path[i-1], tour.path[i]))
				}
				var texts [][]string
				var strays [][]int // the lines (from 1) of each text's strays
				for range 3 {
					// Not so that one line of the list stands alone at
					// an end: those two places are written below.
					at := rng.IntN(len(lines) + 1)
					for at == 1 || at == len(lines)-1 {
						at = rng.IntN(len(lines) + 1)
					}
					s := moveListStrays[rng.IntN(len(moveListStrays))]
					texts = append(texts, slices.Insert(slices.Clone(lines), at, s))
					strays = append(strays, []int{at + 1})
				}
				// One line of the list alone at an end, the stray
				// between it and the rest: the line is read as words
				// beside the list, and the square it holds that the
				// list misses stands on it.
				for _, at := range []int{1, len(lines) - 1} {
					texts = append(texts, slices.Insert(slices.Clone(lines), at, "DEBUG depth=17 nodes=40211"))
					strays = append(strays, []int{at + 1})
				}
				texts = append(texts, append(slices.Clone(lines), "Solving 8x8 from a1 ... done in 12 ms", "Turn 5: Knight to g7?"))
				strays = append(strays, []int{len(lines) + 1, len(lines) + 2})
				texts = append(texts, append(slices.Clone(lines), "from a1", "to g7"))
				strays = append(strays, []int{len(lines) + 1, len(lines) + 2})
				for i, tl := range texts {
					text := strings.Join(tl, "\n") + "\n"
					for _, opt := range []ReadOptions{{}, {Board: b}} {
						name := fmt.Sprintf("%v %s valid=%v stray at %v board %v", b, sp.name, tour.valid, strays[i], opt.Board)
						tours, err := ReadTours(strings.NewReader(text), opt)
						var verdicts []Verdict
						var why []string
						named := map[int]bool{}
						for _, tr := range tours {
							j := Judge(tr, board.Problem{Board: opt.Board}, walkCheck)
							verdicts = append(verdicts, j.Verdict)
							why = append(why, fmt.Sprintf("%v: %v", j.Verdict, j.Err))
							for _, sk := range j.Doc.Skipped {
								named[sk.Line] = true
							}
						}
						code := propExit(tours, verdicts)
						if err != nil {
							code = 2
						}
						switch {
						case tour.valid && code == 1:
							t.Errorf("%s: a valid tour judged invalid (%v):\n%s", name, why, text)
						case !tour.valid && code == 0:
							t.Errorf("%s: a faulty tour passed (%v):\n%s", name, why, text)
						case code == 0 && slices.ContainsFunc(strays[i], func(l int) bool { return !named[l] }):
							t.Errorf("%s: passed without naming the stray line:\n%s", name, text)
						}
					}
				}
			}
		}
	}
}
