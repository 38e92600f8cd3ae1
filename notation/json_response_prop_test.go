package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestGridInResponseProperty: a service's JSON response, on one line or
// pretty-printed, holding a tour as a numbered grid under a key of its
// own beside fields of a few numbers (the board's width and height, a
// start square as {"row", "col"}, statistics), valid or with two squares'
// numbers swapped. The oracle is the test's walk check (walkOK) of the
// numbering it wrote: a valid one exits 0, a faulty one never does.
func TestGridInResponseProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(46, 1))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 7, H: 7}, {W: 8, H: 6}, {W: 11, H: 8}}
	keys := []string{"board", "grid", "solution", "cells", "tour"}
	bad := 0
	for c := range 120 {
		b := boards[c%len(boards)]
		p := warnsdorffWalk(rng, b, 2000)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		q := p
		if rng.IntN(3) == 0 {
			q = append(board.Path(nil), p...)
			k := rng.IntN(len(q) - 1)
			q[k], q[k+1] = q[k+1], q[k]
		}
		// Row y from the top holds the step numbers of rank H-y.
		num := map[board.Square]int{}
		for k, s := range q {
			num[s] = k + 1
		}
		var rows []string
		for y := b.H; y >= 1; y-- {
			var cells []string
			for x := int32(1); x <= b.W; x++ {
				cells = append(cells, fmt.Sprint(num[board.Square{X: x, Y: y}]))
			}
			rows = append(rows, "["+strings.Join(cells, ", ")+"]")
		}
		fields := []string{
			fmt.Sprintf(`"width": %d, "height": %d`, b.W, b.H),
			fmt.Sprintf(`"start": {"row": %d, "col": %d}`, b.H-q[0].Y, q[0].X-1),
			fmt.Sprintf(`"%s": [%s]`, keys[rng.IntN(len(keys)-1)], strings.Join(rows, ", ")),
			fmt.Sprintf(`"stats": {"backtracks": %d, "ms": %d}`, rng.IntN(9000), rng.IntN(99)),
		}
		rng.Shuffle(len(fields)-1, func(i, j int) { fields[i], fields[j] = fields[j], fields[i] })
		body := `{"status": "ok", "data": {` + strings.Join(fields, ", ") + `}, "version": "1.4.2"}`
		if rng.IntN(2) == 0 {
			body = `{"data": {` + strings.Join(fields, ", ") + `}}`
		}
		text := body + "\n"
		if rng.IntN(2) == 0 {
			text = "$ curl -s https://api.example.com/v1/tour\n" + text
		}
		valid := walkOK(b, q)
		_, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
		switch {
		case valid && code != 0:
			t.Errorf("case %d: a valid tour on %v exits %d (%v):\n%s", c, b, code, verdicts, clip(text))
			bad++
		case !valid && code == 0:
			t.Errorf("case %d: a faulty tour on %v exits 0:\n%s", c, b, clip(text))
			bad++
		}
	}
	t.Logf("%d of 120 cases wrong", bad)
}
