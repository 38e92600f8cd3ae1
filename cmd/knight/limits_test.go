package main

import (
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLimitsAreUsageErrors: a limit out of range is refused before any
// work, with exit 2 and the flag named, whatever method would have read
// it, whether or not SAT would be reached (-budget -5, -encoding bogus).
func TestLimitsAreUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		flag string
	}{
		{[]string{"prove", "-board", "8x8", "-budget", "-5"}, "-budget -5"},
		{[]string{"prove", "-board", "8x8", "-encoding", "bogus"}, "-encoding \"bogus\""},
		{[]string{"prove", "-board", "8x8", "-method", "parity", "-encoding", "bogus"}, "-encoding \"bogus\""},
		{[]string{"prove", "-board", "8x8", "-max-squares", "-5"}, "-max-squares -5"},
		{[]string{"prove", "-board", "8x8", "-timeout", "-1s"}, "-timeout -1s"},
		{[]string{"prove", "-board", "8x8", "-budget", "9223372036854775807"}, "-budget 9223372036854775807"},
		{[]string{"tour", "-board", "8x8", "-budget", "-1"}, "-budget -1"},
		{[]string{"blame", "-board", "8x8", "-timeout", "-2s", "a1"}, "-timeout -2s"},
		{[]string{"survey", "-board", "1x1", "-workers", "2000000000"}, "-workers 2000000000"},
		{[]string{"survey", "-board", "1x1", "-workers", "0"}, "-workers 0"},
		{[]string{"survey", "-board", "1x1", "-workers", "-3"}, "-workers -3"},
		{[]string{"survey", "-board", "3x3", "-timeout", "-1s"}, "-timeout -1s"},
		{[]string{"survey", "-board", "3x3", "-square-timeout", "-1s"}, "-square-timeout -1s"},
		{[]string{"verify", "-certificate", "-", "-timeout", "-1s"}, "-timeout -1s"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			code, out, errOut := runKnight(t, "", tc.args...)
			runtime.ReadMemStats(&after)
			assert.Equal(t, exitUsage, code, "knight %v = exit %d, want %d; stdout %q stderr %q", tc.args, code, exitUsage, out, errOut)
			assert.Contains(t, errOut, tc.flag, "knight %v: the message must name the flag", tc.args)
			assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(16<<20), "knight %v allocated %d bytes before refusing", tc.args, after.TotalAlloc-before.TotalAlloc)
		})
	}
}

// TestTimeoutZeroIsNoLimit: -timeout 0 means no limit in every command
// (it meant "give up now" in prove): each of these is decided.
func TestTimeoutZeroIsNoLimit(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
	}{
		{[]string{"prove", "-board", "8x8", "-start", "a1", "-timeout", "0"}, exitYes},
		{[]string{"prove", "-board", "5x5", "-start", "b1", "-timeout", "0"}, exitNo},
		{[]string{"prove", "-board", "6x6", "-start", "a1", "-method", "sat", "-timeout", "0"}, exitYes},
		{[]string{"blame", "-board", "5x5", "-timeout", "0", "a1", "c2"}, exitYes},
		{[]string{"survey", "-board", "3x4", "-timeout", "0", "-square-timeout", "0"}, exitYes},
	} {
		code, out, errOut := runKnight(t, "", tc.args...)
		assert.Equal(t, tc.code, code, "knight %v = exit %d, want %d; stdout %q stderr %q", tc.args, code, tc.code, out, errOut)
	}
}

// TestDeadlinesHonoured: a deadline that has passed turns every command's
// answer into undecided (exit 3) at once, without the work: on 10000x10000
// prove allocated 1.9 GB and answered after 1.9 s with exit 0. The bound
// is on memory, not time: 16 MB, where the grid alone is 100 MB.
func TestDeadlinesHonoured(t *testing.T) {
	for _, args := range [][]string{
		{"prove", "-board", "10000x10000", "-timeout", "1ns"},
		{"prove", "-board", "10000x10000", "-start", "e5", "-closed", "-timeout", "1ns"},
		{"prove", "-board", "10000x10000", "-method", "heuristic", "-timeout", "1ns"},
		{"survey", "-board", "100x100", "-timeout", "1ns"},
		{"survey", "-upto", "20x20", "-timeout", "1ns"},
		{"survey", "-upto", "100x100", "-timeout", "1ms"}, // ran 85 s to 5.3 GB and printed nothing
		{"survey", "-upto", "100x100", "-timeout", "1ms", "-json"},
	} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		code, _, errOut := runKnight(t, "", args...)
		runtime.ReadMemStats(&after)
		assert.Equal(t, exitUndecided, code, "knight %v = exit %d, want %d (stderr %q)", args, code, exitUndecided, errOut)
		assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(16<<20), "knight %v allocated %d bytes after its deadline", args, after.TotalAlloc-before.TotalAlloc)
	}
}

// TestLongThinBoards: knight tour finds these at once, so prove must too
// (the oracle: tour's walk); a budget of one walk is not enough, since
// Roth's rule sticks on them where Pohl's does not.
func TestLongThinBoards(t *testing.T) {
	for _, b := range []string{"10000x3", "3x10000", "2000x3"} {
		code, out, errOut := runKnight(t, "", "prove", "-board", b, "-start", "a1")
		assert.Equal(t, exitYes, code, "knight prove -board %s -start a1 = exit %d, want %d; stderr %q", b, code, exitYes, errOut)
		assert.True(t, strings.HasPrefix(out, "tour: "), "knight prove -board %s -start a1 printed %.60q", b, out)
	}
}
