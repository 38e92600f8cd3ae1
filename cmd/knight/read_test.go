package main

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestReadDefects: inputs that once panicked or were misread, through each
// command that reads a path.
func TestReadDefects(t *testing.T) {
	spaces := "{" + strings.Repeat(" ", 70000) + `"board":"1x1","tour":["a1"]}`
	for _, tc := range []struct {
		name   string
		stdin  string
		args   []string
		code   int
		stdout string // a prefix
		stderr string // a substring
		reason string
	}{
		{"verify 70000 spaces", spaces, []string{"verify"}, exitUsage, "", "input is longer than 65600 bytes, more than a 1x1 board needs", "panicked: slice bounds out of range"},
		{"render 70000 spaces", spaces, []string{"render"}, exitUsage, "", "more than a 1x1 board needs", "the same reader"},
		{"blame 70000 spaces", spaces, []string{"blame"}, exitUsage, "", "more than a 1x1 board needs", "the same reader"},
		{"render one square svg", "a1\n", []string{"render", "-board", "8x8", "-format", "svg"}, exitYes, "<svg", "", "panicked: p[1:0]"},
		{"render one square of 1x1", "a1\n", []string{"render", "-board", "1x1", "-format", "svg"}, exitYes, "<svg", "", "start and end are one square"},
		{"escapes", `{"board":"1x1","tour":["\u0061\u0031"]}`, []string{"verify"}, exitYes, "valid open tour of 1x1 from a1 to a1", "", `"\u0061\u0031" is a1`},
		{"duplicate board", `{"board":"1x1","board":"2x2","tour":["a1"]}`, []string{"verify"}, exitUsage, "", `stdin:1:16: duplicate key "board" (first at 1:2)`, "two boards"},
		{"start 0,0", "a1 b3 c5", []string{"verify", "-board", "5x5", "-start", "0,0"}, exitUsage, "", "coordinates start at 1", "0,0 is a 0-based a1"},
		{"start off the board", "a1 b3 c5", []string{"verify", "-board", "5x5", "-start", "f6"}, exitUsage, "", "start square f6 is off the 5x5 board", "not \"prefix square 0\""},
		{"bad -read", "a1", []string{"verify", "-board", "5x5", "-read", "svg"}, exitUsage, "", `-read: unknown format "svg"`, "svg is a picture"},
		{"-read grid", "2,1\n", []string{"verify", "-board", "2x1", "-read", "grid"}, exitNo, "", "move 1: b1 to a1 is not a knight move (read: grid numbered from 1", "-read picks the grid b1 a1"},
		{"-read xy", "2,1\n", []string{"verify", "-board", "2x1", "-read", "xy"}, exitNo, "", "tour covers 1 of 2 squares", "-read picks the pair b1"},
		{"ambiguous", "2,1\n", []string{"verify", "-board", "2x1"}, exitUsage, "", "pick one with -read grid or -read xy", "a grid b1 a1 and the pair b1"},
		{"no flip", "1 .\n. .\n. 2\n", []string{"render"}, exitYes, "0 .\n. .\n. 1\n", "", "the first row is rank 3: a3 b1"},
		{"flip", "1 .\n. .\n. 2\n", []string{"render", "-flip"}, exitYes, ". 1\n. .\n0 .\n", "", "the first row is rank 1: a1 b3"},
		{"blame -read", "[[0,2],[1,0]]", []string{"blame", "-board", "3x3", "-read", "xy"}, exitNo, "dead", "", "pairs a1 c2 b1 from 0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runKnight(t, tc.stdin, tc.args...)
			assert.Equal(t, tc.code, code, "exit code: %s; stderr %s", tc.reason, stderr)
			assert.True(t, strings.HasPrefix(stdout, tc.stdout), "stdout %q, want it to begin %q: %s", stdout, tc.stdout, tc.reason)
			assert.Contains(t, stderr, tc.stderr, tc.reason)
		})
	}
}
