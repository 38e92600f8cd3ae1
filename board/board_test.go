package board

import (
	"cmp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFileRoundTrip(t *testing.T) {
	// Bijective base 26: the oracle is the count of names of each length.
	for _, tc := range []struct {
		x    int32
		want string
	}{{1, "a"}, {26, "z"}, {27, "aa"}, {52, "az"}, {53, "ba"}, {702, "zz"}, {703, "aaa"}, {10000, "ntp"}} {
		assert.Equal(t, tc.want, File(tc.x), "File(%d)", tc.x)
		sq, err := ParseSquare(tc.want + "7")
		require.NoError(t, err)
		assert.Equal(t, Square{X: tc.x, Y: 7}, sq, "ParseSquare(%q)", tc.want+"7")
	}
}

func TestParseSquareNotations(t *testing.T) {
	for _, in := range []string{"a2", "A2", "p(1,2)", "p(1, 2)", "1,2", " 1 , 2 "} {
		sq, err := ParseSquare(in)
		require.NoError(t, err, in)
		assert.Equal(t, Square{X: 1, Y: 2}, sq, "ParseSquare(%q)", in)
	}
	for _, in := range []string{"", "a", "2", "a0", "p(1,2", "1;2", "a-1", "0,1", "a99999999999"} {
		_, err := ParseSquare(in)
		assert.ErrorIs(t, err, ErrBadSquare, "ParseSquare(%q) must fail", in)
	}
}

func TestParseBoard(t *testing.T) {
	assert.Equal(t, Board{8, 8}, MustParse("8"))
	assert.Equal(t, Board{8, 3}, MustParse("8x3"))
	for _, in := range []string{"0x5", "10001x1", "x", "8x", "-1x5", "+5x5", "5x5x5"} {
		_, err := Parse(in)
		assert.ErrorIs(t, err, ErrBadBoard, "Parse(%q) must fail", in)
	}
}

func TestNeighboursAndColour(t *testing.T) {
	b := MustParse("8x8")
	// Degrees on 8x8 sum to twice the 168 knight-move edges (a known count).
	sum := 0
	for i := 0; i < b.Size(); i++ {
		s := b.Square(i)
		require.Equal(t, i, b.Index(s))
		ns := b.Neighbours(s, nil)
		require.Len(t, ns, b.Degree(s))
		for _, n := range ns {
			require.True(t, IsKnightMove(s, n))
			require.NotEqual(t, s.Colour(), n.Colour())
		}
		sum += len(ns)
	}
	assert.Equal(t, 2*168, sum)
	assert.Equal(t, Dark, MustParseSquare("a1").Colour())
	assert.Equal(t, 13, MustParse("5").ColourCount(Dark))
	assert.Equal(t, 12, MustParse("5").ColourCount(Light))
}

// TestSquareCompare: Compare orders every pair of squares of a board as
// their Board.Index does (the oracle: the index arithmetic, written
// apart), on boards wider and taller than they are long.
func TestSquareCompare(t *testing.T) {
	for _, b := range []Board{{W: 5, H: 3}, {W: 3, H: 5}, {W: 1, H: 4}} {
		for i := range b.Size() {
			for j := range b.Size() {
				s, u := b.Square(i), b.Square(j)
				if got, want := s.Compare(u), cmp.Compare(i, j); got != want {
					t.Errorf("%v.Compare(%v) on %v = %d, want %d", s, u, b, got, want)
				}
			}
		}
	}
}
