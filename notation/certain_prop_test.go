package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// proseWithNumbers is a line a person or a program writes about a tour,
// holding two or three integers that are no squares: sizes, counts,
// timings, dates, a step of a count, a point in brackets.
func proseWithNumbers(rng *rand.Rand) string {
	n := func(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }
	forms := []func() string{
		func() string {
			return fmt.Sprintf("Knight's tour, %d rows x %d columns; rows and columns numbered from 1", n(3, 12), n(3, 12))
		},
		func() string { return fmt.Sprintf("step %d of %d", n(1, 9), n(10, 99)) },
		func() string { return fmt.Sprintf("Found at (%d, %d) after %d ms", n(1, 8), n(1, 8), n(2, 900)) },
		func() string {
			return fmt.Sprintf("Run on 20%02d-%02d-%02d, %d tries", n(10, 30), n(1, 12), n(1, 28), n(2, 9))
		},
		func() string { return fmt.Sprintf("Board %d by %d, %d squares", n(3, 9), n(3, 9), n(9, 81)) },
		func() string {
			return fmt.Sprintf("took %d.%d seconds and %d backtracks", n(0, 9), n(0, 99), n(2, 5000))
		},
		func() string { return fmt.Sprintf("Tour %d of %d:", n(1, 4), n(4, 9)) },
		func() string { return fmt.Sprintf("start at row %d, column %d", n(1, 8), n(1, 8)) },
		func() string {
			return fmt.Sprintf("The knight starts on (%d, %d) and ends on (%d, %d).", n(0, 7), n(0, 7), n(0, 7), n(0, 7))
		},
		func() string { return fmt.Sprintf("%d moves, %d dead ends", n(10, 99), n(1, 9)) },
		func() string { return fmt.Sprintf("Solution %d (%d ms)", n(1, 9), n(1, 99)) },
		func() string {
			return fmt.Sprintf("At %02d:%02d the search had %d nodes", n(0, 23), n(0, 59), n(100, 9999))
		},
	}
	return forms[rng.IntN(len(forms))]()
}

// proseFindings are the printouts TestProseNumbersAroundTours finds
// read short today, each with what knight says: no wrong verdict, the
// prose named as set aside.
var proseFindings = map[string]string{
	// A REPL's command line ("iex(3)> Knight.tour({5, 5}, {1, 1})")
	// under the sentences joins them in one run of words that is no
	// sentence alone: set aside as lines that could hold a tour (exit 2).
	"iex prompt, tuples wrapped": "prose above the prompt set aside, named",
	// The same with irb's and node's prompts once a grid at fault in lines
	// no block reads is a tour of its own: the sentences and the prompt
	// are rows of 3, 1, 3 numbers, set aside as a grid begun (exit 2).
	"irb =>": "prose above the prompt set aside, named",
	"node >": "prose above the prompt set aside, named",
}

// TestProseNumbersAroundTours writes lines of prose that hold two or
// three integers (proseWithNumbers) above and below random valid tours
// (warnsdorffWalk, checked by walkOK) printed through every wrapper
// that reads them right alone, with a blank line between and without,
// board given and not. The oracle is the tours the test wrote: each
// stays valid, and as many are read as were written, for a sentence
// that spells two or three numbers is no tour, and a reading of so few
// squares of its board from words is never a certain fault.
func TestProseNumbersAroundTours(t *testing.T) {
	rng := rand.New(rand.NewPCG(35, 1))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 5, H: 6}}
	failures, cases, skipped := 0, 0, 0
	for _, b := range boards {
		p := warnsdorffWalk(rng, b, 2000)
		if !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		ts := []propTour{newPropTour(b, p), newPropTour(b, p), newPropTour(b, p), newPropTour(b, p)}
		for _, w := range everyWrapper() {
			body := w.wrap(ts)
			if !strings.HasSuffix(body, "\n") {
				body += "\n"
			}
			for _, given := range []bool{true, false} {
				opt := ReadOptions{}
				if given {
					opt.Board = b
				}
				// Only printouts that read right alone: the
				// prose is what the test adds.
				if tours, _, code := textExit(body, opt, walkCheck); code != 0 || len(tours) != w.tours {
					continue
				}
				for _, gap := range []string{"\n\n", "\n"} {
					text := proseWithNumbers(rng) + gap + body + gap[1:] + "\n" + proseWithNumbers(rng) + "\n"
					if rng.IntN(2) == 0 {
						text = proseWithNumbers(rng) + "\n" + proseWithNumbers(rng) + gap + body
					}
					cases++
					tours, verdicts, code := textExit(text, opt, walkCheck)
					switch {
					case slices.Contains(verdicts, Invalid):
						failures++
						t.Errorf("%v/%s/board given %v: a valid tour judged invalid (%v):\n%s", b, w.name, given, verdicts, clip(text))
					case code != 0 || len(tours) != w.tours:
						if proseFindings[w.name] != "" {
							skipped++
							continue
						}
						failures++
						t.Errorf("%v/%s/board given %v: exit %d, %d tours %v, want exit 0 and %d valid:\n%s", b, w.name, given, code, len(tours), verdicts, w.tours, clip(text))
					}
				}
			}
		}
	}
	t.Logf("%d of %d cases failed, %d of proseFindings skipped", failures, cases, skipped)
}
