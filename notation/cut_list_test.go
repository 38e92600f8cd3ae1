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

// captions are lines a program prints between pieces of one list, none
// of them a square: comments of several languages, progress lines with
// numbers, headings.
var captions = []func(rng *rand.Rand, from, to, n int) string{
	func(_ *rand.Rand, from, to, _ int) string { return fmt.Sprintf("/* steps %d to %d */", from, to) },
	func(_ *rand.Rand, from, _, n int) string {
		return fmt.Sprintf("[progress] %d%% (%d/%d)", 100*from/n, from, n)
	},
	func(_ *rand.Rand, _, _, _ int) string { return "-- continued --" },
	func(_ *rand.Rand, from, to, _ int) string { return fmt.Sprintf("Züge %d–%d:", from, to) },
	func(rng *rand.Rand, _, _, _ int) string { return fmt.Sprintf("%% part %d", 1+rng.IntN(9)) },
	func(_ *rand.Rand, from, _, _ int) string { return fmt.Sprintf("## Section %d", from) },
	func(_ *rand.Rand, _, to, n int) string { return fmt.Sprintf("REM %d of %d written", to, n) },
}

// cutList writes p as lines of squares of random lengths, a caption (and
// at random a blank line) before each, every separator of a list
// (spaces, commas, quotes) one kind for the whole list.
func cutList(rng *rand.Rand, p board.Path) string {
	seps := []string{" ", ", ", " -> ", "\t"}
	quote := []string{"", `"`, "'"}[rng.IntN(3)]
	sep := seps[rng.IntN(len(seps))]
	caption := captions[rng.IntN(len(captions))]
	var b strings.Builder
	for from := 0; from < len(p); {
		to := min(len(p), from+2+rng.IntN(8))
		b.WriteString(caption(rng, from+1, to, len(p)) + "\n")
		if rng.IntN(4) == 0 {
			b.WriteString("\n")
		}
		var sq []string
		for _, s := range p[from:to] {
			sq = append(sq, quote+s.String()+quote)
		}
		b.WriteString(strings.Join(sq, sep) + "\n")
		from = to
	}
	return b.String()
}

// TestCutListIsOneTour: a square list cut into pieces by caption lines
// of numbers and words (not the one it was written from: comments of
// other languages, progress lines, headings) is one tour, with the board
// given or not, alone or beside a grid: a valid one is one valid tour
// and the input exits 0, one with two squares swapped or a square
// written twice never exits 0 and is never judged as several. The oracle
// is the tour the test wrote, checked by walkOK, and its count.
func TestCutListIsOneTour(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 31))
	tours := testTours(t, rng)
	inputs := 0
	for b, p := range tours {
		for range 12 {
			dup := append(board.Path(nil), p...)
			dup[3+rng.IntN(len(p)-4)] = dup[1]
			faults := map[string]board.Path{"valid": p, "swapped": swapped(t, b, p), "twice": dup}
			for _, name := range slices.Sorted(maps.Keys(faults)) {
				q := faults[name]
				list := cutList(rng, q)
				grid := writeRows(rowsOf(b, p, 1), "", " ", "")
				texts := map[string]string{
					"alone":      list,
					"grid after": list + "\n" + grid + "\n",
					"grid above": grid + "\n\nresult:\n" + list,
				}
				for where, text := range texts {
					for _, given := range []board.Board{{}, b} {
						inputs++
						_, vs, code := textExit(text, ReadOptions{Board: given}, walkCheck)
						want := 1 + strings.Count(where, "grid")
						if len(vs) > want {
							t.Errorf("%v %s, %s, board given %v: %d tours judged %v, want %d:\n%s", b, name, where, given, len(vs), vs, want, text)
						}
						switch {
						case name == "valid" && (code != 0 || len(vs) != want):
							t.Errorf("%v valid, %s, board given %v: exit %d, verdicts %v, want exit 0 and %d valid:\n%s", b, where, given, code, vs, want, text)
						case name != "valid" && code == 0:
							t.Errorf("%v %s, %s, board given %v: exit 0 (%v), want a fault or a refusal:\n%s", b, name, where, given, vs, text)
						}
					}
				}
			}
		}
	}
	t.Logf("%d inputs", inputs)
}
