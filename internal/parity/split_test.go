package parity_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/parity"
	"github.com/knightcert/knight/verify"
)

// TestSplitLimits: the builder's tree has no choice in it, so a node
// bound only decides whether the one tree fits: every tree found within
// a bound is the tree found without one (the oracle: the unbounded
// build, compared as JSON), has at most that many positions, and passes
// verify.Certificate; a bound below a tree's size finds nothing.
func TestSplitLimits(t *testing.T) {
	fits, refused := 0, 0
	for _, name := range []string{"3x5", "4x5", "3x7"} {
		b := board.MustParse(name)
		for i := range b.Size() {
			for j := range b.Size() {
				if i == j {
					continue
				}
				q := board.Problem{Board: b, Prefix: board.Path{b.Square(i)}, End: b.Square(j)}
				whole, ok := parity.Split(context.Background(), q, parity.SplitLimits{Nodes: 5000})
				if !ok {
					continue
				}
				require.NoError(t, verify.Certificate(q, whole), "%v", q)
				want, err := json.Marshal(whole)
				require.NoError(t, err)
				for _, limit := range []int{2, 4, 8, 16, 32} {
					c, ok := parity.Split(context.Background(), q, parity.SplitLimits{Nodes: limit})
					if !ok {
						refused++
						continue
					}
					fits++
					assert.LessOrEqual(t, evidence.Nodes(c), limit, "%v within %d positions", q, limit)
					got, err := json.Marshal(c)
					require.NoError(t, err)
					if c.Pos().Rule == whole.Pos().Rule {
						assert.JSONEq(t, string(want), string(got), "%v within %d: another tree than the unbounded one", q, limit)
					}
				}
			}
		}
	}
	assert.Positive(t, fits)
	assert.Positive(t, refused)
}

// TestSplitDepth: a split one move deep closes every child by a leaf,
// as parity.Check's look-ahead does, and what it proves verify accepts.
func TestSplitDepth(t *testing.T) {
	found := 0
	b := board.MustParse("5x5")
	for i := range b.Size() {
		q := board.Problem{Board: b, Prefix: board.Path{b.Square(i)}, Closed: true}
		c, ok := parity.Split(context.Background(), q, parity.SplitLimits{Depth: 1})
		if !ok {
			continue
		}
		found++
		require.NoError(t, verify.Certificate(q, c), "%v", q)
		for _, br := range c.(evidence.CaseSplit).Branches {
			assert.NotEqual(t, "case-split", br.Certificate.Kind(), "%v: depth 1 splits once", q)
		}
	}
	assert.Positive(t, found)
}
