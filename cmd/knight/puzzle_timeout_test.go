package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPuzzlePlayTimeoutFromTheStart: puzzle blame and hint on a full
// 1000x1000 grid answer undecided,
// exit 3, when the time runs out while the puzzle and the numbers are
// read. The oracle is -timeout's contract: reading a 7 MB grid takes far
// longer than 1ms, so an answer other than undecided was reached past
// the limit (before the fix, "completable" after seconds).
func TestPuzzlePlayTimeoutFromTheStart(t *testing.T) {
	if testing.Short() {
		t.Skip("a 1000x1000 grid, 7 MB")
	}
	var grid, errs bytes.Buffer
	if code := run([]string{"tour", "-board", "1000x1000", "-format", "grid"}, strings.NewReader(""), &grid, &errs); code != exitYes {
		t.Fatalf("knight tour 1000x1000 = %d, %s", code, errs.String())
	}
	name := filepath.Join(t.TempDir(), "full.txt")
	if err := os.WriteFile(name, grid.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	// Each run's work goes on unread after its answer, until the test
	// binary ends: two runs, not every combination.
	for _, args := range [][]string{
		{"puzzle", "blame", "-timeout", "1ms", "-moves", "", name},
		{"puzzle", "hint", "-timeout", "1ms", "-json", "-grid", name, name},
	} {
		t.Run(strings.Join(args[:2], " ")+" "+args[4], func(t *testing.T) {
			var out, errs bytes.Buffer
			code := run(args, strings.NewReader(""), &out, &errs)
			if code != exitUndecided || !strings.Contains(out.String(), "undecided") && !strings.Contains(out.String(), `"unknown"`) {
				t.Errorf("knight %s = %d, %q %q, want %d, undecided", strings.Join(args, " "), code, out.String(), errs.String(), exitUndecided)
			}
		})
	}
}

// TestPuzzleMakeBounded: puzzle make has a time limit unless asked for
// none, and says what would let it finish when the limit stops it. The
// oracle is the manual's contract (default 1m, exit 3): the usage text
// must give the default, and a hard 12x12 puzzle made down to as few
// clues as stay unique takes far longer than 1ms.
func TestPuzzleMakeBounded(t *testing.T) {
	var out, errs bytes.Buffer
	run([]string{"puzzle", "make", "-h"}, strings.NewReader(""), &out, &errs)
	if usage := out.String() + errs.String(); !strings.Contains(usage, "exit 3 (default 1m0s)") {
		t.Errorf("puzzle make -h does not give -timeout's default of 1m:\n%s", usage)
	}
	out.Reset()
	errs.Reset()
	code := run([]string{"puzzle", "make", "-board", "12x12", "-level", "hard", "-timeout", "1ms"}, strings.NewReader(""), &out, &errs)
	if code != exitUndecided || !strings.Contains(errs.String(), "-clues N") || out.Len() != 0 {
		t.Errorf("puzzle make -timeout 1ms = %d, %q %q; want %d, no output, a message naming -clues", code, out.String(), errs.String(), exitUndecided)
	}
}
