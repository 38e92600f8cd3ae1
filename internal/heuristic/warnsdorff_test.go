package heuristic

import (
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// firstCandidate is the textbook Warnsdorff run, kept as the baseline the
// rules are measured against: recount the degrees of every candidate at
// every step and take the first of the smallest, in board.Moves order.
func firstCandidate(b board.Board, start board.Square) (board.Path, bool) {
	seen := make([]bool, b.Size())
	path := board.Path{start}
	seen[b.Index(start)] = true
	var buf, buf2 []board.Square
	for cur := start; len(path) < b.Size(); {
		best, bestDeg := board.Square{}, 9
		buf = b.Neighbours(cur, buf[:0])
		for _, n := range buf {
			if seen[b.Index(n)] {
				continue
			}
			d := 0
			buf2 = b.Neighbours(n, buf2[:0])
			for _, m := range buf2 {
				if !seen[b.Index(m)] {
					d++
				}
			}
			if d < bestDeg {
				best, bestDeg = n, d
			}
		}
		if bestDeg == 9 {
			return path, false
		}
		cur = best
		seen[b.Index(cur)] = true
		path = append(path, cur)
	}
	return path, true
}

// TestWarnsdorffFirstMoveOrderMatchesBaseline checks the incremental walk
// against the recounting baseline: with ties to the first move (SquirrelCull
// with identity ranks would do, but Roth's distance ties differ), both must
// produce the same path. The incremental bookkeeping is the thing tested.
func TestWarnsdorffIncrementalMatchesBaseline(t *testing.T) {
	for _, bs := range []string{"5x5", "8x8", "7x9", "12x5", "20x20", "31x17"} {
		b := board.MustParse(bs)
		for i := 0; i < b.Size(); i += 3 {
			start := b.Square(i)
			want, wantOK := firstCandidate(b, start)
			g := newGrid(b)
			w := newWalker(g, Pohl, 0)
			w.rule = numRules // no tie rule: the key's move rank decides
			moves, gotOK := w.walk(board.Path{start}, nil, noSquare, false)
			got := expand(board.Path{start}, moves)
			require.Equal(t, wantOK, gotOK, "%v from %v", b, start)
			require.Equal(t, want, got, "%v from %v", b, start)
		}
	}
}

func TestWarnsdorffTours(t *testing.T) {
	for _, tc := range []struct {
		board string
		start string
		rule  Rule
	}{
		{"8x8", "a1", Roth}, {"8x8", "a1", Pohl}, {"8x8", "h8", Random},
		{"100x100", "a1", Roth}, {"100x100", "a1", Pohl}, {"64x64", "a1", SquirrelCull},
		{"50x7", "a1", Roth}, {"1x1", "a1", Roth}, {"3x4", "a1", Roth},
	} {
		b := board.MustParse(tc.board)
		start := board.MustParseSquare(tc.start)
		p, ok := Warnsdorff(b, start, tc.rule, 1)
		require.True(t, ok, "Warnsdorff(%v, %v, %v) failed after %d squares", b, start, tc.rule, len(p))
		q := board.Problem{Board: b, Prefix: board.Path{start}}
		assert.NoError(t, verify.Tour(q, p), "Warnsdorff(%v, %v, %v)", b, start, tc.rule)
	}
}

// TestWarnsdorffClaims runs every rule from every square of a few boards:
// a run may fail (a heuristic), but a run that claims a tour must pass
// verify.Tour, and a failed run must still be a valid path.
func TestWarnsdorffClaims(t *testing.T) {
	for _, bs := range []string{"5x5", "6x6", "8x8", "9x7", "12x12"} {
		b := board.MustParse(bs)
		for r := Rule(0); r < numRules; r++ {
			for i := 0; i < b.Size(); i++ {
				start := b.Square(i)
				p, ok := Warnsdorff(b, start, r, int64(i))
				if ok {
					require.NoError(t, verify.Tour(board.Problem{Board: b, Prefix: board.Path{start}}, p), "%v %v %v", b, start, r)
				} else {
					require.NoError(t, verify.Path(b, p), "%v %v %v", b, start, r)
					require.Less(t, len(p), b.Size())
				}
			}
		}
	}
}

func TestWarnsdorffFailsHonestly(t *testing.T) {
	// 4x4 has no open tour (Schwenk 1991 territory: short side 4 needs
	// the long side >= 5), so every rule must report failure, with a
	// valid partial path.
	b := board.MustParse("4x4")
	for r := Rule(0); r < numRules; r++ {
		p, ok := Warnsdorff(b, board.Square{X: 1, Y: 1}, r, 1)
		assert.False(t, ok, "Warnsdorff(4x4, %v) claims a tour", r)
		assert.NoError(t, verify.Path(b, p))
	}
	_, ok := Warnsdorff(b, board.Square{X: 5, Y: 1}, Roth, 1)
	assert.False(t, ok, "a start off the board must fail")
}

// TestLowestKey: the smallest byte of a word of walk keys (each below 0x40,
// or 0x7F for a square not to enter), for every pattern of dead bytes and
// keys drawn at random (seeded), and the word of eight dead bytes. Oracle:
// the minimum taken byte by byte.
func TestLowestKey(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 5))
	for dead := range 256 {
		for range 200 {
			var keys uint64
			want := uint64(0x7F)
			for k := range 8 {
				key := uint64(rng.IntN(0x40))
				if dead&(1<<k) != 0 {
					key = 0x7F
				}
				keys |= key << (8 * k)
				want = min(want, key)
			}
			if got := lowestKey(keys); got != want {
				t.Fatalf("lowestKey(%#016x) = %#x, want %#x", keys, got, want)
			}
		}
	}
}
