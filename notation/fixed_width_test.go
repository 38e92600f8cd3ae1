package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestFixedWidthProperty writes random tours (warnsdorffWalk, checked by
// walkOK) of a hundred squares or more in columns three bytes wide, so
// that numbers of three digits touch the one before: right-aligned from
// 1 (Pascal's write(v:3), Fortran's I3) and left-aligned from 0 (C#'s
// {0,-3}), as they are and with one fault: a number twice, a square left
// out (its cell the marker, 0 or -1), two squares swapped. The oracle is
// the numbering the test wrote and its own walk: one tour read, valid as
// written, invalid with any of the faults.
func TestFixedWidthProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 17))
	prints := []struct {
		name   string
		base   int
		format string
		around func(string) string
	}{
		{"pascal", 1, "%3d", func(s string) string { return "Solution found:\n" + s + "Done.\n" }},
		{"fortran", 1, "%3d", func(s string) string { return " TOUR OF THE BOARD\n" + s }},
		{"c# left", 0, "%-3d", func(s string) string { return "> dotnet run\n" + s + "\n" }},
	}
	for _, b := range []board.Board{{W: 11, H: 10}, {W: 12, H: 11}, {W: 11, H: 12}} {
		p := warnsdorffWalk(rng, b, 200)
		if !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		for _, pr := range prints {
			grid := func(p board.Path) [][]int {
				rows := make([][]int, b.H)
				for k := range rows {
					rows[k] = make([]int, b.W)
				}
				for k, s := range p {
					rows[b.H-s.Y][s.X-1] = k + pr.base
				}
				return rows
			}
			k := 1 + rng.IntN(len(p)-2)
			left := grid(p)
			left[b.H-p[k].Y][p[k].X-1] = pr.base - 1
			twice := grid(p)
			twice[b.H-p[k].Y][p[k].X-1] = k + 1 + pr.base
			swapped := slices.Clone(p)
			swapped[k], swapped[k+1] = swapped[k+1], swapped[k]
			for _, c := range []struct {
				what string
				rows [][]int
				want Verdict
			}{
				{"valid", grid(p), Valid},
				{"square left out", left, Invalid},
				{"number twice", twice, Invalid},
				{"squares swapped", grid(swapped), Invalid},
			} {
				var text strings.Builder
				for _, r := range c.rows {
					for _, v := range r {
						fmt.Fprintf(&text, pr.format, v)
					}
					text.WriteString("\n")
				}
				if len(strings.Fields(text.String())) == b.Size() {
					t.Fatalf("%v/%s: no number touches another; the test needs one", b, pr.name)
				}
				in := pr.around(text.String())
				for _, given := range []board.Board{{}, b} {
					label := fmt.Sprintf("%v/%s/%s/board %v", b, pr.name, c.what, given)
					tours, err := ReadTours(strings.NewReader(in), ReadOptions{Board: given})
					if err != nil || len(tours) != 1 {
						t.Errorf("%s: ReadTours = %d tours, %v, want 1 in\n%s", label, len(tours), err, in)
						continue
					}
					if j := Judge(tours[0], board.Problem{Board: given}, walkCheck); j.Verdict != c.want {
						t.Errorf("%s: verdict %v (%v), want %v in\n%s", label, j.Verdict, j.Err, c.want, in)
					}
				}
			}
		}
	}
}
