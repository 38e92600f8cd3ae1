package main

import (
	"strconv"
	"strings"
	"testing"

	"github.com/knightcert/knight/verify"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVerifyMaxWork: -max-work is the re-check's budget, honoured to the
// step. Oracle: the flag's meaning, a budget, so acceptance is monotone in
// it; the smallest budget that accepts the document, found by bisection,
// is accepted and one step less is refused as over the budget (exit 2,
// naming the flag), and the default accepts what that budget does.
func TestVerifyMaxWork(t *testing.T) {
	// A 5x5 puzzle with only its start: 304 solutions, re-counted by search.
	puzzle := "1 . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n"
	code, doc, errOut := runKnight(t, puzzle, "puzzle", "solve", "-count", "-json", "-")
	require.Equal(t, exitNo, code, "several solutions: %s", errOut)
	require.Contains(t, doc, `"count":304`, "A165134: 304 directed open tours from a corner of 5x5")
	check := func(work int64) (int, string) {
		code, _, errOut := runKnight(t, doc, "verify", "-max-work", strconv.FormatInt(work, 10), "-certificate", "-")
		return code, errOut
	}
	code, errOut = check(0)
	require.Equal(t, exitYes, code, "the default budget: %s", errOut)
	lo, hi := int64(1), int64(verify.DefaultMaxWork) // lo refused, hi accepted
	code, errOut = check(lo)
	require.Equal(t, exitUsage, code, errOut)
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if code, _ := check(mid); code == exitYes {
			hi = mid
		} else {
			lo = mid
		}
	}
	code, errOut = check(hi - 1)
	assert.Equal(t, exitUsage, code, "one step under the smallest budget that accepts, %d", hi)
	assert.Contains(t, errOut, "a larger -max-work than "+strconv.FormatInt(hi-1, 10)+" steps may check it")
	code, errOut = check(hi)
	assert.Equal(t, exitYes, code, "the smallest budget that accepts, %d: %s", hi, errOut)
	t.Logf("the re-count takes %d steps", hi)

	for _, tc := range []struct {
		args []string
		says string
	}{
		{[]string{"-max-work", "-1", "-certificate", "-"}, "-max-work -1: want 0"},
		{[]string{"-max-work", "5", "-"}, "-max-work bounds the re-check of -certificate"},
	} {
		code, _, errOut := runKnight(t, doc, append([]string{"verify"}, tc.args...)...)
		assert.Equal(t, exitUsage, code, strings.Join(tc.args, " "))
		assert.Contains(t, errOut, tc.says)
	}
}
