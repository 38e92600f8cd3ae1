package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/go-air/gini"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCnf solves the written formula with a fresh gini; the expected
// answers are the published ones (5x5 tours start on dark squares only,
// 8x3 has none from c2, 3x4 only from ranks 1 and 4, Schwenk for closed;
// the 8 tours of 5x5 after a1 b3 c5 all end on a5, as enumerating them in
// encode's tests shows).
func TestCnf(t *testing.T) {
	for _, tc := range []struct {
		args []string
		sat  bool
	}{
		{[]string{"-board", "5x5", "-start", "a1"}, true},
		{[]string{"-board", "5x5", "-start", "b1"}, false},
		{[]string{"-board", "8x3", "-start", "c2"}, false},
		{[]string{"-board", "8x3", "-start", "c2", "-encoding", "successor"}, false},
		{[]string{"-board", "3x4", "-start", "a1"}, true},
		{[]string{"-board", "3x4", "-start", "b2", "-encoding", "successor"}, false},
		{[]string{"-board", "6x6", "-closed"}, true},
		{[]string{"-board", "4x6", "-closed", "-encoding", "successor"}, false},
		{[]string{"-board", "5x5", "-prefix", "a1 b3 c5", "-end", "a5"}, true},
		{[]string{"-board", "5x5", "-prefix", "a1 b3 c5", "-end", "e5"}, false},
		{[]string{"-board", "5x5", "-start", "a1", "-prefix", "a1 c2", "-end", "b1"}, false},
		{[]string{"-board", "4x4"}, false},
		{[]string{"-board", "5x5", "-start", "b1", "-encoding", "lazy"}, false},
		{[]string{"-board", "6x6", "-closed", "-encoding", "hybrid", "-timeout", "1m"}, true},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(append([]string{"cnf"}, tc.args...), nil, &stdout, &stderr)
			require.Equal(t, exitYes, code, "knight cnf %v: stderr %s", tc.args, stderr.String())
			assert.Empty(t, stderr.String())
			assert.True(t, strings.HasPrefix(stdout.String(), "c knight: "), "the file starts with what it asks")
			g, err := gini.NewDimacs(&stdout)
			require.NoError(t, err)
			want := -1
			if tc.sat {
				want = 1
			}
			assert.Equal(t, want, g.Solve(), "gini on knight cnf %v", tc.args)
		})
	}
}

func TestCnfUsage(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		reason string
	}{
		{[]string{}, "-board is required"},
		{[]string{"-board", "0x3"}, "bad board"},
		{[]string{"-board", "8x8", "-start", "z9"}, "start off the board"},
		{[]string{"-board", "8x8", "-start", "a1", "-prefix", "b1 c3"}, "start disagrees with prefix"},
		{[]string{"-board", "8x8", "-prefix", "a1 a2"}, "not a knight move"},
		{[]string{"-board", "8x8", "-end", "nope"}, "bad end square"},
		{[]string{"-board", "8x8", "-encoding", "magic"}, "unknown encoding"},
		{[]string{"-board", "60x60"}, "beyond the default 2500 squares"},
		{[]string{"-board", "8x8", "-max-squares", "10"}, "beyond the limit given"},
		{[]string{"-board", "8x8", "-max-squares", "0"}, "limit must be positive"},
		{[]string{"-board", "8x8", "extra"}, "no arguments taken"},
		{[]string{"-bogus"}, "unknown flag"},
		{[]string{"-board", "8x8", "-timeout", "-1s"}, "a negative time limit"},
		{[]string{"-board", "8x8", "-max-literals", "-1"}, "a negative size limit"},
		{[]string{"-board", "8x8", "-encoding", "hybrid", "-max-literals", "1000"}, "a formula over the size limit"},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(append([]string{"cnf"}, tc.args...), nil, &stdout, &stderr)
			assert.Equal(t, exitUsage, code, "knight cnf %v must fail: %s", tc.args, tc.reason)
			assert.Contains(t, stderr.String(), "knight: ", "diagnostics are prefixed")
			assert.Empty(t, stdout.String())
		})
	}
}

// TestCnfTimeout: a time limit that ends before the formula is known is
// undecided (exit 3), with nothing written; the lazy engine solves before
// writing, the others stop their build.
func TestCnfTimeout(t *testing.T) {
	for _, enc := range []string{"lazy", "successor"} {
		var stdout, stderr bytes.Buffer
		args := []string{"cnf", "-board", "30x30", "-encoding", enc, "-timeout", "1ns"}
		code := run(args, nil, &stdout, &stderr)
		assert.Equal(t, exitUndecided, code, "knight %v: stderr %s", args, stderr.String())
		assert.Empty(t, stdout.String(), "knight %v", args)
	}
}
