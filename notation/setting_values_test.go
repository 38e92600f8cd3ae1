package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// proseWriter writes p as a sentence naming its squares in order, in one
// of a few languages, from the test's own phrasing.
func proseWriter(rng *rand.Rand, p board.Path) string {
	ph := [][3]string{
		{"The knight starts on %v", ", then moves to %v", ", and finally ends on %v."},
		{"Der Springer beginnt auf %v", ", zieht dann nach %v", " und endet auf %v."},
		{"Le cavalier part de %v", ", puis va en %v", ", et finit en %v."},
		{"Our knight begins at %v", "; next %v", "; it stops at %v."},
	}[rng.IntN(4)]
	var b strings.Builder
	fmt.Fprintf(&b, ph[0], p[0])
	for _, s := range p[1 : len(p)-1] {
		fmt.Fprintf(&b, ph[1], s)
	}
	fmt.Fprintf(&b, ph[2], p[len(p)-1])
	return b.String()
}

// settingLine is a line of markup whose settings each hold one square
// (a board's corner, a piece placed, a square marked) and a word or a
// number, none of them a move.
func settingLine(rng *rand.Rand, bd board.Board, p board.Path) string {
	corner := board.Square{X: bd.W, Y: bd.H}
	s := p[rng.IntN(len(p))]
	return []string{
		fmt.Sprintf(`\chessboard[maxfield=%v, setpieces={N%v},`, corner, s),
		fmt.Sprintf(`board: size=%d, start=%v, last=%v`, bd.W, p[0], p[len(p)-1]),
		fmt.Sprintf(`[diagram maxfield=%v; mark=%v; style=arrows]`, corner, s),
		fmt.Sprintf(`options: highlight={%v}, colour=red,`, s),
	}[rng.IntN(4)]
}

// TestSettingSquaresBesideProse: a random tour (warnsdorffWalk, checked
// by walkOK, the oracle) written as a sentence (proseWriter) with lines
// of settings that each name one square (settingLine) after it, or
// before it, and at times a move's two squares on a line of their own
// after them (a fragment), is one tour read, valid; with two squares swapped (walkOK
// says no tour), it is not passed.
func TestSettingSquaresBesideProse(t *testing.T) {
	rng := rand.New(rand.NewPCG(20, 5))
	eachTourAndSwap(t, rng, []board.Board{{W: 8, H: 3}, {W: 5, H: 5}, {W: 6, H: 5}}, 20, func(bd board.Board, q board.Path, fault int) {
		lines := []string{proseWriter(rng, q)}
		for range 1 + rng.IntN(2) {
			if rng.IntN(2) == 0 {
				lines = append(lines, settingLine(rng, bd, q))
			} else {
				lines = append([]string{settingLine(rng, bd, q)}, lines...)
			}
		}
		if rng.IntN(3) == 0 {
			// Two squares of a move on a line of their own after
			// the settings: a fragment beside the tour, no tour.
			i := rng.IntN(len(q) - 1)
			lines = append(lines, fmt.Sprintf("%v %v", q[i], q[i+1]))
		}
		text := strings.Join(lines, "\n") + "\n"
		tours, vs, err := judgeText(text, bd)
		valid := 0
		for _, v := range vs {
			if v == Valid {
				valid++
			}
		}
		switch {
		case fault == 0 && (err != nil || len(tours) != 1 || valid != 1):
			t.Errorf("%v: %d tours, verdicts %v, error %v; want one valid tour\n%s", bd, len(tours), vs, err, text)
		case fault == 1 && err == nil && len(tours) == 1 && valid == 1:
			t.Errorf("%v, squares swapped: valid\n%s", bd, text)
		}
	})
}

// TestSettingListsAreLists writes random tours (warnsdorffWalk, checked
// by walkOK: the oracle) as lists whose every item is a setting of one
// square, in markup made up for this test (a tag's attribute, a
// statement, a key of a record), valid or with two squares swapped:
// there the settings are the list, so each input is one tour, valid or
// not as written.
func TestSettingListsAreLists(t *testing.T) {
	rng := rand.New(rand.NewPCG(20, 6))
	items := []func(k int, s board.Square) string{
		func(k int, s board.Square) string { return fmt.Sprintf(`  <hop index="%d" at="%v" />`, k, s) },
		func(_ int, s board.Square) string { return fmt.Sprintf("set square=%v;", s) },
		func(k int, s board.Square) string { return fmt.Sprintf("{step=%d, cell=%v}", k+1, s) },
	}
	eachTourAndSwap(t, rng, []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 3, H: 8}}, 8, func(bd board.Board, q board.Path, fault int) {
		for _, item := range items {
			var lines []string
			for k, s := range q {
				lines = append(lines, item(k, s))
			}
			text := strings.Join(lines, "\n") + "\n"
			_, vs, code := textExit(text, ReadOptions{Board: bd}, walkCheck)
			switch {
			case fault == 0 && (code != 0 || len(vs) != 1):
				t.Errorf("%v: exit %d, verdicts %v, want one valid tour:\n%s", bd, code, vs, text)
			case fault == 1 && code == 0:
				t.Errorf("%v: a faulty tour passed (%v):\n%s", bd, vs, text)
			}
		}
	})
}

// eachTourAndSwap calls f, for each board, n times with a random tour
// (warnsdorffWalk, checked by walkOK) as written (fault 0) and then with
// two squares swapped (fault 1, by swapped), drawing from rng in that
// order.
func eachTourAndSwap(t *testing.T, rng *rand.Rand, boards []board.Board, n int, f func(bd board.Board, q board.Path, fault int)) {
	t.Helper()
	for _, bd := range boards {
		for range n {
			p := warnsdorffWalk(rng, bd, 500)
			if p == nil || !walkOK(bd, p) {
				t.Fatalf("%v: the test's own tour", bd)
			}
			f(bd, p, 0)
			f(bd, swapped(t, bd, p), 1)
		}
	}
}
