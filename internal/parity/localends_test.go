package parity

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/testsupport/positions"
	"github.com/knightcert/knight/verify"
)

// TestLocalForcedEndsAgreesWithGraph: on boards small enough for the knight
// graph, localForcedEnds gives exactly the certificate rest.forcedEnds
// gives (or none when it gives none) after seeded random walks, open,
// closed and with an end. Oracle: the graph's own forcedEnds, which looks
// at every square.
func TestLocalForcedEndsAgreesWithGraph(t *testing.T) {
	rng := rand.New(rand.NewPCG(29, 2))
	boards := []board.Board{{W: 3, H: 4}, {W: 4, H: 3}, {W: 4, H: 4}, {W: 5, H: 5}, {W: 3, H: 8}, {W: 6, H: 6}, {W: 8, H: 8}}
	found := 0
	for i := range 3000 {
		b := boards[i%len(boards)]
		walk := positions.RandomWalk(rng, b, 1+rng.IntN(b.Size()))
		seen := map[board.Square]bool{}
		for _, s := range walk {
			seen[s] = true
		}
		q := board.Problem{Board: b, Prefix: walk, Closed: i%3 == 1}
		if i%3 == 2 {
			q.End = b.Square(rng.IntN(b.Size()))
			if seen[q.End] {
				continue
			}
		}
		base := evidence.At{Board: b, Visited: len(walk), From: walk[len(walk)-1]}
		want, wantOK := newRest(q).forcedEnds(base)
		got, gotOK := localForcedEnds(q, base)
		if gotOK != wantOK || gotOK && !reflect.DeepEqual(got, want) {
			t.Fatalf("localForcedEnds(%v) = %+v, %v; the graph's %+v, %v", q, got, gotOK, want, wantOK)
		}
		if gotOK {
			found++
		}
	}
	t.Logf("%d certificates agreed", found)
}

// TestCheckLargeBoardForcedEnd: a 1000x1000 game, dead after
// c2 a3 b1 d2 b3 because a1's one neighbour left is the knight's square,
// gets the one-square forced-ends certificate that verify accepts. Oracle:
// a1's neighbours are b3 and c2 (counted by hand), and verify.Certificate.
func TestCheckLargeBoardForcedEnd(t *testing.T) {
	prefix, err := board.ParsePath("c2 a3 b1 d2 b3")
	if err != nil {
		t.Fatal(err)
	}
	q := board.Problem{Board: board.Board{W: 1000, H: 1000}, Prefix: prefix}
	c, ok := Check(q)
	if f, isForced := c.(evidence.ForcedEnds); !ok || !isForced || !reflect.DeepEqual(f.Squares, []board.Square{board.MustParseSquare("a1")}) {
		t.Fatalf("Check(%v) = %+v, %v; want forced-ends on a1", q, c, ok)
	}
	if err := verify.Certificate(q, c); err != nil {
		t.Errorf("verify.Certificate(%v, %+v) = %v", q, c, err)
	}
}
