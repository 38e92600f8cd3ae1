package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runKnight calls run as the shell would and returns exit code and output.
func runKnight(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(args, strings.NewReader(stdin), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

// TestVerifyTestdata checks every file of the repository's testdata: the
// two seeds' tours (oracles: the seeds, which are published tours) and their
// broken variants, each with the exact diagnosis and exit code.
func TestVerifyTestdata(t *testing.T) {
	td := func(name string) string { return filepath.Join("..", "..", "testdata", name) }
	for _, tc := range []struct {
		file   string
		args   []string
		code   int
		stdout string
		stderr string
		reason string
	}{
		{"seed-5x5.prolog", []string{"-board", "5x5"}, exitYes, "valid open tour of 5x5 from a1 to c1\n", "", "the Prolog seed's answer, verbatim"},
		{"seed-5x5.prolog", []string{"-board", "5x5", "-start", "p(1,1)", "-end", "c1"}, exitYes, "valid open tour of 5x5 from a1 to c1\n", "", "it starts on p(1, 1) and ends on p(3, 1)"},
		{"seed-5x5.json", nil, exitYes, "valid open tour of 5x5 from a1 to c1\n", "", "JSON carries its board; extra fields ignored"},
		{"seed-8x8.grid", nil, exitYes, "valid open tour of 8x8 from a8 to h8 (read: grid numbered from 0, a8 top left)\n", "", "the C++ seed's grid; its top-left 0 is a8"},
		{"seed-8x8.grid", []string{"-board", "8x8", "-start", "a8"}, exitYes, "valid open tour of 8x8 from a8 to h8 (read: grid numbered from 0, a8 top left)\n", "", "-board agrees with the grid"},
		{"seed-5x5.prolog", nil, exitUsage, "", "knight: %s: board not known: a square list does not say its board; give -board WxH\n", "a list needs -board"},
		{"seed-8x8.grid", []string{"-board", "6x6"}, exitUsage, "", "knight: %s:1:3: grid is 8x8, the board given is 6x6; give -board for the board meant, or -read for another notation\n", "-board disagrees with the grid"},
		{"seed-5x5.prolog", []string{"-board", "5x5", "-closed"}, exitNo, "", "knight: tour is not closed: c1 to a1 is not a knight move\n", "5x5 has no closed tour"},
		{"seed-5x5.prolog", []string{"-board", "5x5", "-start", "c3"}, exitNo, "", "knight: tour starts on a1, not c3\n", "wrong start"},
		{"seed-5x5.prolog", []string{"-board", "5x5", "-end", "e5"}, exitNo, "", "knight: tour ends on c1, not e5\n", "wrong end"},
		{"5x5-claims-closed.json", nil, exitNo, "", "knight: tour is not closed: c1 to a1 is not a knight move\n", `"closed": true in the JSON asks for closure`},
		{"5x5-swapped.prolog", []string{"-board", "5x5"}, exitNo, "", "knight: move 2: b3 to c4 is not a knight move\n", "squares 2 and 3 swapped"},
		{"5x5-repeated.prolog", []string{"-board", "5x5"}, exitNo, "", "knight: move 24: c3 was already visited at move 22\n", "the last square replaced by square 22"},
		{"5x5-missing.prolog", []string{"-board", "5x5"}, exitNo, "", "knight: tour covers 24 of 25 squares; missing: c1\n", "the last square dropped"},
		{"5x5-offboard.prolog", []string{"-board", "5x5"}, exitNo, "", "knight: move 24: g3 is off the 5x5 board\n", "p(7, 3) is a knight move from e2 but off the board"},
		{"5x5-truncated.prolog", []string{"-board", "5x5"}, exitUsage, "", "knight: %s:1:103: input ends inside \"p(1\"\n", "the file stops mid-term"},
		{"8x8-swapped.grid", nil, exitNo, "", "knight: move 10: e7 to g3 is not a knight move (read: grid numbered from 0, a8 top left)\n", "numbers 10 and 11 swapped"},
		{"8x8-repeated.grid", nil, exitNo, "", "knight: %s:8:14: number 45 appears twice\n", "44 replaced by 45: readable, but no path"},
		{"8x8-missing.grid", nil, exitNo, "", "knight: tour covers 63 of 64 squares; missing: h8 (read: grid numbered from 0, a8 top left)\n", "the last square left out with '.'"},
		{"8x8-truncated.grid", nil, exitUsage, "", "knight: %s:8:2: grid row 8 has 5 squares, the first row has 8\n", "the file stops in the last row"},
		{"garbage.bin", nil, exitUsage, "", "knight: %s:1:1: unreadable input \"\\x89PNG\\r\\n\\x1a\\n\": want a square list, a numbered grid or JSON\n", "a PNG header is no notation"},
	} {
		t.Run(tc.file+strings.Join(tc.args, ""), func(t *testing.T) {
			code, stdout, stderr := runKnight(t, "", append(append([]string{"verify"}, tc.args...), td(tc.file))...)
			assert.Equal(t, tc.code, code, "exit code: %s", tc.reason)
			assert.Equal(t, tc.stdout, stdout, tc.reason)
			want := strings.Replace(tc.stderr, "%s", td(tc.file), 1)
			assert.Equal(t, want, stderr, tc.reason)
		})
	}
}

func TestVerifyStdinAndUsage(t *testing.T) {
	seed, err := os.ReadFile(filepath.Join("..", "..", "testdata", "seed-5x5.prolog"))
	require.NoError(t, err)
	for _, tc := range []struct {
		name   string
		stdin  string
		args   []string
		code   int
		stderr string // a substring
	}{
		{"stdin", string(seed), []string{"-board", "5"}, exitYes, ""},
		{"dash is stdin", string(seed), []string{"-board", "5", "-"}, exitYes, ""},
		{"stdin algebraic", "a1 b3 a5 c4 e5 d3 e1 c2 d4 b5 a3 b1 d2 e4 c5 a4 b2 d1 e3 d5 b4 a2 c3 e2 c1", []string{"-board", "5x5"}, exitYes, ""},
		{"stdin parse error names stdin", "a1 b3\nc5 q?", []string{"-board", "5x5"}, exitUsage, "knight: stdin:2:4: bad square \"q?\"\n"},
		{"bad flag", "", []string{"-bogus"}, exitUsage, "knight: verify: unknown flag -bogus (knight verify -h lists the flags)\n"},
		{"bad board", "", []string{"-board", "0x5"}, exitUsage, "knight: verify: -board: bad board: 0x5: sides must be between 1 and 10000\n"},
		{"bad start", "", []string{"-board", "5", "-start", "k"}, exitUsage, "knight: verify: -start: bad square"},
		{"start off the board", string(seed), []string{"-board", "5", "-start", "f6"}, exitUsage, "knight: verify: bad problem: start square f6 is off the 5x5 board\n"},
		{"two files", "", []string{"a", "b"}, exitUsage, "knight: verify: want at most one FILE, got 2 arguments\n"},
		{"missing file", "", []string{"no-such-file"}, exitUsage, "knight: verify: open no-such-file: no such file or directory\n"},
		{"empty stdin", "", []string{"-board", "5"}, exitUsage, "knight: stdin:1:1: empty input\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runKnight(t, tc.stdin, append([]string{"verify"}, tc.args...)...)
			assert.Equal(t, tc.code, code, "exit code")
			if tc.code == exitYes {
				assert.Equal(t, "valid open tour of 5x5 from a1 to c1\n", stdout)
			}
			assert.Contains(t, stderr, tc.stderr)
		})
	}
}

func TestUsageListsCommands(t *testing.T) {
	code, stdout, _ := runKnight(t, "", "help")
	assert.Equal(t, exitYes, code)
	for _, cmd := range []string{"verify", "render"} {
		assert.Contains(t, stdout, "  "+cmd+" ", "usage lists %s", cmd)
	}
}

func TestRenderedGridVerifies(t *testing.T) {
	// A closed 6x6 tour from e2, drawn as a grid by render and read back by
	// verify: a tour need not start in a corner, and the grid carries its
	// board. The oracle for closure is the -closed check itself, and the
	// "(also closed)" note without it.
	in := filepath.Join("testdata", "render", "closed6-svg.input")
	code, grid, stderr := runKnight(t, "", "render", in)
	require.Equal(t, exitYes, code, stderr)
	assert.NotContains(t, strings.Fields(grid)[0:6], "0", "square 0 is not in the top row")
	code, stdout, stderr := runKnight(t, grid, "verify")
	assert.Equal(t, exitYes, code, stderr)
	assert.Equal(t, "valid open tour of 6x6 from e2 to d4 (also closed) (read: grid numbered from 0, a6 top left)\n", stdout)
	code, stdout, _ = runKnight(t, grid, "verify", "-closed")
	assert.Equal(t, exitYes, code)
	assert.Equal(t, "valid closed tour of 6x6 from e2 to d4 (read: grid numbered from 0, a6 top left)\n", stdout)
}
