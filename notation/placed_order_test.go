package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// tripleWriters write (x, y, value) triples, coordinates from 0, in the
// test's own printouts (a Julia vector of tuples, Mathematica's nested
// braces, an Elixir list of tuples, a JSON array of arrays, a Haskell
// list), five to a line or all on one.
var tripleWriters = map[string]func(ts [][3]int) string{
	"julia": func(ts [][3]int) string {
		return "cells = [" + joinTriples(ts, "(%d, %d, %d)", ", ", 5, ",\n         ") + "]"
	},
	"mathematica": func(ts [][3]int) string {
		return "In[3]:= placed\nOut[3]= {" + joinTriples(ts, "{%d, %d, %d}", ", ", len(ts), "") + "}"
	},
	"elixir": func(ts [][3]int) string {
		return "iex(2)> Tour.cells(b)\n[" + joinTriples(ts, "{%d, %d, %d}", ", ", 4, ",\n ") + "]"
	},
	"json": func(ts [][3]int) string {
		return `{"cells": [` + joinTriples(ts, "[%d,%d,%d]", ",", 6, ",\n  ") + "]}"
	},
	"haskell": func(ts [][3]int) string {
		return "ghci> cells\n[" + joinTriples(ts, "(%d,%d,%d)", ",", len(ts), "") + "]"
	},
}

// joinTriples writes ts in form f, sep between two on a line, per a
// line, lineSep between lines.
func joinTriples(ts [][3]int, f, sep string, per int, lineSep string) string {
	var ls []string
	for i := 0; i < len(ts); i += per {
		var q []string
		for _, tr := range ts[i:min(i+per, len(ts))] {
			q = append(q, fmt.Sprintf(f, tr[0], tr[1], tr[2]))
		}
		ls = append(ls, strings.Join(q, sep))
	}
	return strings.Join(ls, lineSep)
}

// TestPlacedOrderCertain: a random tour (warnsdorffWalk; walkOK, the
// oracle) written as (x, y, value) triples in four orders: the tour's,
// the values its move numbers; by rank and in a random order, the values
// its move numbers; the tour's, the values a random numbering (a
// puzzle's). Valid, none is judged invalid, and each read is one tour.
// With two squares swapped or a stretch reversed, none passes, and where
// the valid list reads and passes, one order is the only one that could
// be a path (the move numbers, or the order written beside a puzzle's
// numbers), and the fault is judged invalid from it, on the board given
// or none, its reading saying which order it took when they differ.
func TestPlacedOrderCertain(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 3))
	boards := []board.Board{{W: 5, H: 6}, {W: 6, H: 6}, {W: 7, H: 5}, {W: 8, H: 6}, {W: 8, H: 8}}
	orders := []string{"tour", "rank", "shuffled", "puzzle"}
	judged := map[string]int{}
	for _, name := range slices.Sorted(func(yield func(string) bool) {
		for n := range tripleWriters {
			if !yield(n) {
				return
			}
		}
	}) {
		for _, order := range orders {
			for range 3 {
				bd := boards[rng.IntN(len(boards))]
				p := warnsdorffWalk(rng, bd, 500)
				if !walkOK(bd, p) {
					t.Fatalf("%v: the test's own tour", bd)
				}
				reads := map[board.Board]bool{} // the valid input read and passed
				for fault := range 3 {          // none, a swap, a stretch reversed
					q := slices.Clone(p)
					switch fault {
					case 1:
						q = swapped(t, bd, p)
					case 2:
						i := 2 + rng.IntN(len(q)/2)
						slices.Reverse(q[i : i+3+rng.IntN(len(q)/3)])
						if walkOK(bd, q) {
							continue
						}
					}
					values := make([]int, len(q))
					base := rng.IntN(2)
					for k := range values {
						values[k] = k + base
					}
					if order == "puzzle" {
						rng.Shuffle(len(values), func(i, j int) { values[i], values[j] = values[j], values[i] })
					}
					ts := make([][3]int, len(q))
					for k, s := range q {
						ts[k] = [3]int{int(s.X) - 1, int(s.Y) - 1, values[k]}
					}
					switch order {
					case "rank":
						slices.SortFunc(ts, func(a, b [3]int) int { return (a[1]-b[1])*64 + a[0] - b[0] })
					case "shuffled":
						rng.Shuffle(len(ts), func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
					}
					text := tripleWriters[name](ts) + "\n"
					for _, given := range []board.Board{{}, bd} {
						tours, vs, err := judgeText(text, given)
						if err != nil {
							t.Errorf("%s, %s order, on %v: %v", name, order, bd, err)
							continue
						}
						exit := propExit(tours, vs)
						switch {
						case fault == 0 && exit == 1:
							t.Errorf("%s, %s order, valid, on %v (board given %v): verdicts %v, want none invalid:\n%s", name, order, bd, given, vs, text)
						case fault == 0 && exit == 0 && len(tours) != 1:
							t.Errorf("%s, %s order, valid, on %v (board given %v): %d tours, want 1", name, order, bd, given, len(tours))
						case fault > 0 && exit == 0:
							t.Errorf("%s, %s order, fault %d, on %v (board given %v): verdicts %v pass, want a fault:\n%s", name, order, fault, bd, given, vs, text)
						case fault == 0 && exit == 0:
							reads[given] = true
						case fault > 0 && exit != 1 && reads[given]:
							t.Errorf("%s, %s order, fault %d, on %v (board given %v): verdicts %v, want invalid: one order alone could be a path:\n%s", name, order, fault, bd, given, vs, text)
						case fault > 0 && exit == 1 && order != "tour":
							want := "squares in the order of the numbers placed on them"
							if order == "puzzle" {
								want = "squares in the order written"
							}
							j := Judge(tours[0], board.Problem{Board: given}, walkCheck)
							if !strings.Contains(j.Doc.Reading(), want) {
								t.Errorf("%s, %s order, fault %d: reading %q, want it to say %q", name, order, fault, j.Doc.Reading(), want)
							}
						}
						if fault > 0 && exit == 1 {
							judged[order]++
						}
					}
				}
			}
		}
	}
	t.Logf("faults judged invalid by order: %v", judged)
}
