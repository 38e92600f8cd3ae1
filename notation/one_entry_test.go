package notation

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// entries counts what an input's accounting lists, as the grader does:
// one row a tour, and one a text set aside beside it (Skip.Partial) in
// the reading judged.
func entries(tours []Tour, b board.Board) (rows, valid int) {
	for _, tr := range tours {
		rows++
		j := Judge(tr, board.Problem{Board: b}, walkCheck)
		var sks []Skip
		switch {
		case j.Verdict != Unreadable:
			sks = j.Doc.Skipped
			if j.Verdict == Valid {
				valid++
			}
		case len(tr.Readings) > 0:
			sks = tr.Readings[0].Skipped
		}
		for _, sk := range sks {
			if sk.Partial {
				rows++
			}
		}
	}
	return rows, valid
}

// TestFaultyGridOneEntry: a small grid numbering a random tour of its
// board (warnsdorffWalk) with one number written in place of another
// (walkOK and the numbering's own count, the oracles: a number twice, one
// missing), written above a valid tour of 8x8 in rows of some
// language's literal or comment, is one entry of the accounting beside
// the valid tour: two rows, one valid, whatever the wrapper; never one
// row a line. Its rows are
// one block, never one entry each.
func TestFaultyGridOneEntry(t *testing.T) {
	rng := rand.New(rand.NewPCG(20, 6))
	wraps := [][3]string{{"", " ", ""}, {"", ", ", ","}, {"{", ",", "},"}, {"// ", " ", ""}, {"# ", "  ", ""}, {"[", ", ", "]"}}
	big := board.Board{W: 8, H: 8}
	for _, bd := range []board.Board{{W: 3, H: 4}, {W: 5, H: 5}, {W: 4, H: 5}} {
		for range 12 {
			p, q := warnsdorffWalk(rng, bd, 500), warnsdorffWalk(rng, big, 500)
			if p == nil || q == nil || !walkOK(bd, p) || !walkOK(big, q) {
				t.Fatalf("%v: the test's own tours", bd)
			}
			rows := rowsOf(bd, p, 1)
			i, j := rng.IntN(int(bd.H)), rng.IntN(int(bd.W))
			k, l := (i+1)%int(bd.H), rng.IntN(int(bd.W))
			rows[i][j] = rows[k][l] // one number twice, one missing
			w := wraps[rng.IntN(len(wraps))]
			text := writeRows(rows, w[0], w[1], w[2]) + "\n\n" + writeRows(rowsOf(big, q, 0), "", " ", "") + "\n"
			for _, given := range []board.Board{{}, big} {
				tours, err := ReadTours(strings.NewReader(text), ReadOptions{Board: given})
				if err != nil {
					t.Errorf("%v (board given %v): %v\n%s", bd, given, err, text)
					continue
				}
				// The rule tested: a block is one entry. Whether a grid
				// in comments beside a larger one is read at all is
				// another rule's, so there one entry or two.
				want := 2
				if strings.HasPrefix(w[0], "//") || strings.HasPrefix(w[0], "#") {
					want = 1
				}
				if n, valid := entries(tours, given); n > 2 || n < want || valid != 1 {
					t.Errorf("%v (board given %v): %d entries, %d valid; want 2 (or 1 in comments), one valid\n%s", bd, given, n, valid, text)
				}
			}
		}
	}
}
