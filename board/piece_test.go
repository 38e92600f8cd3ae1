package board

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParsePieceReadsNamesLeapsAndCompounds(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"knight", "knight"},
		{"Knight", "knight"},
		{"(1,2)", "knight"},
		{"(2, 1)", "knight"},
		{"2,1", "knight"},
		{"camel", "camel"},
		{"(3,1)", "camel"},
		{"zebra", "zebra"},
		{"giraffe", "giraffe"},
		{"(2,2)+(3,0)", "(0,3)+(2,2)"},
		{" (3,0) + (2,2) ", "(0,3)+(2,2)"},
		{"knight+knight", "knight"},
		{"(-1,-3)", "camel"},
		{"(5,6)", "(5,6)"},
	} {
		p, err := ParsePiece(tc.in)
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, p.String(), tc.in)
		back, err := ParsePiece(p.String())
		require.NoError(t, err)
		assert.Equal(t, p, back, "%q read back", p.String())
	}
	k, err := ParsePiece("(2,1)")
	require.NoError(t, err)
	assert.Equal(t, Knight, k, "the knight however written is the zero Piece")
}

func TestParsePieceRefusals(t *testing.T) {
	for _, in := range []string{"", "queen", "(0,0)", "(1,2", "(1,2,3)", "(a,b)", "(1,99)", "(0,1)+(0,2)+(0,3)+(0,4)+(0,5)", "knight+"} {
		_, err := ParsePiece(in)
		assert.True(t, errors.Is(err, ErrBadPiece), "%q: %v", in, err)
	}
}

// TestPieceJumps: the oracle is the definition, every (dx, dy) in a window
// whose absolute values are a leap's two numbers in some order.
func TestPieceJumps(t *testing.T) {
	for _, s := range []string{"knight", "wazir", "ferz", "alfil", "camel", "zebra", "giraffe", "(0,3)+(2,2)", "(1,1)+(0,1)", "(4,4)+(1,2)+(0,5)"} {
		p := MustParsePiece(s)
		want := map[Square]bool{}
		for dx := int32(-6); dx <= 6; dx++ {
			for dy := int32(-6); dy <= 6; dy++ {
				for _, l := range p.Leaps() {
					if abs(dx) == l.A && abs(dy) == l.B || abs(dx) == l.B && abs(dy) == l.A {
						want[Square{dx, dy}] = true
					}
				}
			}
		}
		got := map[Square]bool{}
		for _, j := range p.Jumps() {
			assert.False(t, got[j], "%s: jump %v twice", s, j)
			got[j] = true
		}
		assert.Equal(t, want, got, s)
		from := Square{10, 10}
		for dx := int32(-6); dx <= 6; dx++ {
			for dy := int32(-6); dy <= 6; dy++ {
				to := Square{from.X + dx, from.Y + dy}
				assert.Equal(t, want[Square{dx, dy}], p.IsMove(from, to), "%s: %v to %v", s, from, to)
			}
		}
	}
	assert.Equal(t, Moves[:], Knight.Jumps(), "the knight's jumps keep the order of Moves")
}

func TestPieceColour(t *testing.T) {
	assert.True(t, MustParsePiece("camel").KeepsColour())
	assert.True(t, MustParsePiece("alfil").KeepsColour())
	assert.False(t, MustParsePiece("knight").KeepsColour())
	assert.True(t, MustParsePiece("knight").ChangesColour())
	assert.True(t, MustParsePiece("zebra").ChangesColour())
	mixed := MustParsePiece("(2,2)+(0,3)")
	assert.False(t, mixed.KeepsColour())
	assert.False(t, mixed.ChangesColour())
}

// TestShapeAgreesWithTheDefinition: cells, colours and neighbours of random
// holey boards against a count written here, square by square.
func TestShapeAgreesWithTheDefinition(t *testing.T) {
	b := MustParse("7x5")
	holes, err := ParseHoles(b, "a1, d3 g5 c2")
	require.NoError(t, err)
	for _, piece := range []string{"knight", "zebra", "(0,3)+(2,2)"} {
		s := Shape{Board: b, Holes: holes, Piece: MustParsePiece(piece)}
		require.NoError(t, s.Check())
		assert.False(t, s.Plain())
		cells, dark := 0, 0
		for y := int32(1); y <= b.H; y++ {
			for x := int32(1); x <= b.W; x++ {
				q := Square{x, y}
				hole := q == MustParseSquare("a1") || q == MustParseSquare("d3") || q == MustParseSquare("g5") || q == MustParseSquare("c2")
				assert.Equal(t, !hole, s.IsCell(q), "%v", q)
				if hole {
					continue
				}
				cells++
				if q.Colour() == Dark {
					dark++
				}
				var want []Square
				for y2 := int32(1); y2 <= b.H; y2++ {
					for x2 := int32(1); x2 <= b.W; x2++ {
						t2 := Square{x2, y2}
						if s.IsCell(t2) && s.Piece.IsMove(q, t2) {
							want = append(want, t2)
						}
					}
				}
				assert.ElementsMatch(t, want, s.Neighbours(q, nil), "%s from %v", piece, q)
			}
		}
		assert.Equal(t, cells, s.Cells())
		assert.Equal(t, dark, s.ColourCount(Dark))
		assert.Equal(t, cells-dark, s.ColourCount(Light))
	}
	assert.Equal(t, "7x5 without a1 c2 d3 g5 for the zebra", Shape{Board: b, Holes: holes, Piece: MustParsePiece("zebra")}.String())
	assert.True(t, Shape{Board: b}.Plain())
}

func TestParseHolesRefusals(t *testing.T) {
	b := MustParse("4x4")
	for _, in := range []string{"e1", "a1 a1", "a1 zz", "p(5,1)"} {
		_, err := ParseHoles(b, in)
		assert.Error(t, err, in)
	}
	all, err := ParseHoles(MustParse("2x1"), "a1 b1")
	require.NoError(t, err)
	assert.Error(t, Shape{Board: MustParse("2x1"), Holes: all}.Check(), "no cell left")
	assert.Error(t, Shape{Board: b, Holes: NewSet(100)}.Check(), "a set of another board")
}

func TestProblemCheckOnShapes(t *testing.T) {
	b := MustParse("5x5")
	holes, err := ParseHoles(b, "c3")
	require.NoError(t, err)
	p := Problem{Board: b, Holes: holes, Prefix: Path{MustParseSquare("a1"), MustParseSquare("b3")}}
	require.NoError(t, p.Check())
	p.Prefix = Path{MustParseSquare("c3")}
	assert.ErrorContains(t, p.Check(), "start square c3 is a hole of 5x5 without c3")
	z := Problem{Board: MustParse("10x10"), Piece: MustParsePiece("zebra"), Prefix: Path{MustParseSquare("a1"), MustParseSquare("c4")}}
	require.NoError(t, z.Check())
	z.Prefix = Path{MustParseSquare("a1"), MustParseSquare("b3")}
	assert.ErrorContains(t, z.Check(), "not a zebra move")
	assert.Equal(t, "open zebra tour of 10x10 from a1", Problem{Board: MustParse("10x10"), Piece: MustParsePiece("zebra"), Prefix: Path{MustParseSquare("a1")}}.String())
	assert.Equal(t, "closed tour of 5x5 without c3", Problem{Board: b, Holes: holes, Closed: true}.String())
}

// TestShapeStringCountsManyHoles: past MaxHolesNamed holes a shape is
// named by its counts; the oracle is the frame's size less the holes.
func TestShapeStringCountsManyHoles(t *testing.T) {
	b := MustParse("8x8")
	holes, err := ParseHoles(b, "a1 b1 c1 d1 e1 f1 g1 h1 a2")
	require.NoError(t, err)
	assert.Equal(t, "8x8 with 9 holes, 55 cells", Shape{Board: b, Holes: holes}.String())
	assert.Equal(t, "8x8 with 9 holes, 55 cells, for the zebra", Shape{Board: b, Holes: holes, Piece: MustParsePiece("zebra")}.String())
	assert.Equal(t, "open tour of 8x8 with 9 holes, 55 cells from b2", Problem{Board: b, Holes: holes, Prefix: Path{MustParseSquare("b2")}}.String())
}
