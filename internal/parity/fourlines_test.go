package parity_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/parity"
	"github.com/knightcert/knight/verify"
)

// TestFourLinesCutSound: on boards with a side of 4, every position the
// four-lines cut rules out has no tour by the exhaustive oracle (the
// search of search_test.go, where it decides within its limit), and verify accepts
// the cut; the oracle also finds tours for some positions the cut leaves,
// so the test can tell a sound cut from one that fires everywhere.
func TestFourLinesCutSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 20))
	fired, live, undecided := 0, 0, 0
	for _, name := range []string{"4x5", "4x6", "4x7", "5x4", "6x4", "4x8"} {
		b := board.MustParse(name)
		for range 40 {
			walk := randomWalk(rng, b, b.Size())
			for k := 2; k <= len(walk); k++ {
				q := board.Problem{Board: b, Prefix: walk[:k]}
				if rng.IntN(2) == 0 {
					q.End = b.Square(rng.IntN(b.Size()))
				}
				if rng.IntN(5) == 0 {
					q.Closed = true
				}
				c, ok := parity.FourLinesCut(q)
				tour, decided := search(q, oracleLimit)
				if !ok {
					if tour != nil {
						live++
					}
					continue
				}
				if tour == nil && !decided {
					undecided++
					continue
				}
				fired++
				require.Nil(t, tour, "the four-lines cut rules out %v, which has the tour %v", q, tour)
				require.NoError(t, verify.Certificate(q, c), "verify rejects the four-lines cut of %v", q)
			}
		}
	}
	t.Logf("%d positions ruled out and confirmed, %d the oracle could not decide, %d with a tour left alone", fired, undecided, live)
	assert.Positive(t, fired)
	assert.Positive(t, live)
}

// TestFourLinesWithPrefix: a position that would fall to SAT once a move
// was made is certified by a cut of the inner files' dark
// squares, as the four-lines argument certifies it before the move.
func TestFourLinesWithPrefix(t *testing.T) {
	sq := board.MustParseSquare
	before := board.Problem{Board: board.MustParse("4x20"), Prefix: board.Path{sq("d15")}, End: sq("c13")}
	after := before
	after.Prefix = board.Path{sq("d15"), sq("c17")}
	c, ok := parity.Check(before)
	require.True(t, ok)
	require.IsType(t, evidence.FourLines{}, c, "Check(%v)", before)
	c, ok = parity.Check(after)
	require.True(t, ok, "Check(%v) found nothing", after)
	require.IsType(t, evidence.Cut{}, c, "Check(%v)", after)
	assert.Len(t, c.(evidence.Cut).Squares, 20, "the cut removes the 20 dark squares of files b and c")
	for _, s := range c.(evidence.Cut).Squares {
		assert.True(t, (s.X == 2 || s.X == 3) && s.Colour() == board.Dark, "%v is not a dark square of the inner files", s)
	}
	require.NoError(t, verify.Certificate(after, c))
}
