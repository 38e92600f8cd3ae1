package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// endSlotLayouts write a tour's squares, given as text (a square may be
// misprinted or a missing value), in the layouts a list or a table takes;
// numbered says the layout numbers each square's step.
var endSlotLayouts = []struct {
	name     string
	numbered bool
	write    func(cells []string, from int) string
}{
	{"space", false, func(c []string, _ int) string { return strings.Join(c, " ") + "\n" }},
	{"comma", false, func(c []string, _ int) string { return strings.Join(c, ", ") + "\n" }},
	{"arrow", false, func(c []string, _ int) string { return strings.Join(c, " -> ") + "\n" }},
	{"lines", false, func(c []string, _ int) string { return strings.Join(c, "\n") + "\n" }},
	{"csv", true, func(c []string, from int) string {
		return "step,square\n" + rows(c, from, func(k int, s string) string { return fmt.Sprintf("%d,%s", k, s) })
	}},
	{"markdown", true, func(c []string, from int) string {
		return "| step | square |\n|---|---|\n" + rows(c, from, func(k int, s string) string { return fmt.Sprintf("| %d | %s |", k, s) })
	}},
	{"jsonl", true, func(c []string, from int) string {
		return rows(c, from, func(k int, s string) string { return fmt.Sprintf(`{"step": %d, "square": "%s"}`, k, s) })
	}},
	{"move", true, func(c []string, from int) string {
		return rows(c, from, func(k int, s string) string { return fmt.Sprintf("Move %d: %s", k, s) })
	}},
}

// rows writes one line a cell, the steps numbered from from.
func rows(cells []string, from int, row func(k int, s string) string) string {
	var out strings.Builder
	for i, c := range cells {
		out.WriteString(row(from+i, c) + "\n")
	}
	return out.String()
}

// latin1 is s's UTF-8 bytes read as Latin-1: mojibake.
func latin1(s string) string {
	var out []rune
	for _, c := range []byte(s) {
		out = append(out, rune(c))
	}
	return string(out)
}

// TestEndSlotsNotAccused writes random valid tours whose first or last
// one to three squares are misprinted in their own slots, or, in a table,
// a missing value: the text does not say those squares, so the walk
// short of them is no certain fault and the exit is never 1. Oracle: the
// tour as generated, a tour by walkOK (an independent move check); and
// the guard half: the same tours with those squares truly left out, no
// text in their slots (a table numbered from 1 again), are short walks
// and stay exit 1.
func TestEndSlotsNotAccused(t *testing.T) {
	rng := rand.New(rand.NewPCG(55, 3))
	marks := []string{"?", "-", ".", "*", "#", "~"}
	letters := []string{"é", "ß", "一", "ж"}
	mojibake := []string{latin1("é"), latin1("\u00a0"), latin1("–"), latin1("…"), latin1("\u200b")}
	missingValues := []string{"NA", "null", "", "-"}
	junk := func() string {
		var kind []string
		switch rng.IntN(3) {
		case 0:
			kind = marks
		case 1:
			kind = letters
		default:
			kind = mojibake
		}
		var w strings.Builder
		for range 1 + rng.IntN(3) {
			w.WriteString(kind[rng.IntN(len(kind))])
		}
		return w.String()
	}
	cases := 0
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 7, H: 7}, {W: 8, H: 8}} {
		for range 3 {
			p := warnsdorffWalk(rng, b, 500)
			if p == nil || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			for _, lay := range endSlotLayouts {
				for _, last := range []bool{false, true} {
					k := 1 + rng.IntN(3)
					cells := make([]string, len(p))
					for i, s := range p {
						cells[i] = s.String()
					}
					lost := make([]int, k) // the indices of the squares misprinted
					for j := range lost {
						if lost[j] = j; last {
							lost[j] = len(p) - 1 - j
						}
					}
					for _, i := range lost {
						if lay.numbered && rng.IntN(3) == 0 {
							cells[i] = missingValues[rng.IntN(len(missingValues))]
						} else {
							cells[i] = cells[i][:1] + junk() + cells[i][1:]
						}
					}
					text := lay.write(cells, 1)
					cases++
					if _, _, code := judgeExit(text, b); code == 1 {
						t.Errorf("%s, %v, %d misprinted at the %s: exit 1, want 0 or 2: a valid tour accused\n%s", lay.name, b, k, map[bool]string{false: "start", true: "end"}[last], text)
					}
					// The guard: the squares left out, nothing in their
					// slots.
					kept := p[:len(p)-k]
					if !last {
						kept = p[k:]
					}
					short := make([]string, len(kept))
					for i, s := range kept {
						short[i] = s.String()
					}
					if _, _, code := judgeExit(lay.write(short, 1), b); code != 1 {
						t.Errorf("%s, %v, %d left out at the %s: exit %d, want 1: a walk short of squares with nothing in their slots", lay.name, b, k, map[bool]string{false: "start", true: "end"}[last], code)
					}
				}
			}
		}
	}
	t.Logf("%d misprinted tours and as many short ones", cases)
}
