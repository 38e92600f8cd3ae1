package main

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/prove"
)

// readAlgebraic reads a list of squares such as "a1 c2 aa10", each a
// file's letters in bijective base 26 and a rank's digits: a reader
// written here, sharing no code with the writers or package notation.
func readAlgebraic(text string) (board.Path, error) {
	var p board.Path
	for _, word := range strings.Fields(text) {
		i, x := 0, 0
		for i < len(word) && word[i] >= 'a' && word[i] <= 'z' {
			x = 26*x + int(word[i]-'a'+1)
			i++
		}
		y, err := strconv.Atoi(word[i:])
		if i == 0 || err != nil {
			return nil, fmt.Errorf("square %d: %q is no square", len(p), word)
		}
		p = append(p, board.Square{X: int32(x), Y: int32(y)})
	}
	return p, nil
}

// TestTourNamesReadBack: the tour knight tour prints, in squares and in
// x,y pairs, on boards whose files run to two and three letters and whose
// ranks run to five digits, open and closed, is the tour's squares in
// order, and knight verify accepts it. Oracles: the squares of prove's
// answer as a whole path, read back by readAlgebraic and by strconv, and
// the verifier.
func TestTourNamesReadBack(t *testing.T) {
	for _, tc := range []struct {
		board  string
		closed bool
	}{
		{"1x1", false}, {"5x5", false}, {"8x8", true}, {"27x26", false}, {"26x27", true},
		{"703x6", true}, {"6x703", false}, {"999x11", false}, {"10000x6", true}, {"6x10000", false},
	} {
		b, err := board.Parse(tc.board)
		if err != nil {
			t.Fatal(err)
		}
		q := board.Problem{Board: b, Prefix: board.Path{{X: 1, Y: 1}}, Closed: tc.closed}
		a, err := prove.Tour(context.Background(), q, prove.Options{Method: evidence.Heuristic})
		if err != nil || a.Status != board.Found {
			t.Fatalf("prove.Tour(%v) = %v, %v; want a tour", q, a.Status, err)
		}
		args := []string{"tour", "-board", tc.board}
		if tc.closed {
			args = append(args, "-closed")
		}
		code, alg, stderr := runKnight(t, "", args...)
		if code != exitYes {
			t.Fatalf("knight %s: exit %d (%s), want 0", strings.Join(args, " "), code, stderr)
		}
		got, err := readAlgebraic(alg)
		if err != nil || !slices.Equal(got, a.Tour) {
			t.Errorf("knight %s: read back %d squares (%v), want the %d squares of the tour", strings.Join(args, " "), len(got), err, len(a.Tour))
		}
		code, xy, _ := runKnight(t, "", append(args, "-format", "xy")...)
		var pairs board.Path
		for _, pair := range strings.Fields(xy) {
			xs, ys, _ := strings.Cut(pair, ",")
			x, errX := strconv.Atoi(xs)
			y, errY := strconv.Atoi(ys)
			if errX != nil || errY != nil {
				t.Fatalf("knight %s -format xy: %q is no pair", strings.Join(args, " "), pair)
			}
			pairs = append(pairs, board.Square{X: int32(x), Y: int32(y)})
		}
		if code != exitYes || !slices.Equal(pairs, a.Tour) {
			t.Errorf("knight %s -format xy: exit %d, %d pairs; want 0 and the %d squares of the tour", strings.Join(args, " "), code, len(pairs), len(a.Tour))
		}
		verifyArgs := []string{"verify", "-board", tc.board}
		if tc.closed {
			verifyArgs = append(verifyArgs, "-closed")
		}
		verifyArgs = append(verifyArgs, "-")
		if code, out, stderr := runKnight(t, alg, verifyArgs...); code != exitYes {
			t.Errorf("knight %s < the tour: exit %d (%s%s), want 0", strings.Join(verifyArgs, " "), code, out, stderr)
		}
	}
}
