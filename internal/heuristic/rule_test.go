package heuristic

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRuleRoundTrip(t *testing.T) {
	for r := Rule(0); r < numRules; r++ {
		got, err := ParseRule(r.String())
		require.NoError(t, err)
		assert.Equal(t, r, got, "ParseRule(%q)", r.String())
	}
	got, err := ParseRule(" Pohl ")
	require.NoError(t, err)
	assert.Equal(t, Pohl, got)
	for _, in := range []string{"", "warnsdorff", "first"} {
		_, err := ParseRule(in)
		assert.ErrorIs(t, err, ErrBadRule, "ParseRule(%q) must fail: no such rule", in)
	}
	assert.Equal(t, "Rule(9)", Rule(9).String())
}
