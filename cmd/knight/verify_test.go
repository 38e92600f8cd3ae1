package main

import (
	"bytes"
	"encoding/xml"
	"fmt"
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
		{"seed-5x5.prolog", nil, exitYes, "valid open tour of 5x5 from a1 to c1 (read: board 5x5, the smallest that holds the squares (give -board for another))\n", "", "a list without -board is read on the smallest board holding its squares"},
		{"seed-8x8.grid", []string{"-board", "6x6"}, exitUsage, "", "knight: %s:1:3: grid is 8x8, the board given is 6x6 (requirement: board 6x6)\n", "-board disagrees with the grid: a reading problem, naming the requirement"},
		{"seed-5x5.prolog", []string{"-board", "5x5", "-closed"}, exitNo, "", "knight: %s:1:229: tour is not closed: c1 to a1 is not a knight move (requirement: closed)\n", "5x5 has no closed tour; placed at the last square, p(3, 1), 13+24*9 (answer(25, [ is 12 bytes, each term and its comma 9)"},
		{"seed-5x5.prolog", []string{"-board", "5x5", "-start", "c3"}, exitNo, "", "knight: %s:1:13: tour starts on a1, not c3 (requirement: start c3)\n", "wrong start, placed at the first square"},
		{"seed-5x5.prolog", []string{"-board", "5x5", "-end", "e5"}, exitNo, "", "knight: %s:1:229: tour ends on c1, not e5 (requirement: end e5)\n", "wrong end, placed at the last square"},
		{"5x5-claims-closed.json", nil, exitNo, "", "knight: tour is not closed: c1 to a1 is not a knight move (requirement: closed (the document says \"closed\": true))\n", `"closed": true in the JSON asks for closure`},
		{"5x5-swapped.prolog", []string{"-board", "5x5"}, exitNo, "", "knight: %s:1:31: move 2: b3 to c4 is not a knight move\n", "squares 2 and 3 swapped, placed at square 2, 13+2*9"},
		{"5x5-repeated.prolog", []string{"-board", "5x5"}, exitNo, "", "knight: %s:1:229: move 24: c3 was already visited at move 22\n", "the last square replaced by square 22, placed there"},
		{"5x5-missing.prolog", []string{"-board", "5x5"}, exitNo, "", "knight: tour covers 24 of 25 squares; missing: c1\n", "the last square dropped"},
		{"5x5-offboard.prolog", []string{"-board", "5x5"}, exitNo, "", "knight: %s:1:229: move 24: g3 is off the 5x5 board\n", "p(7, 3) is a knight move from e2 but off the board, placed there"},
		{"5x5-truncated.prolog", []string{"-board", "5x5"}, exitUsage, "", "knight: %s:1:103: input ends inside \"p(1\"\n", "the file stops mid-term"},
		{"seed-8x8.grid", []string{"-start", "i9"}, exitNo, "", "knight: wrong start square: the start required, i9, is off the 8x8 board (requirement: start i9) (read: grid numbered from 0, a8 top left)\n", "without -board a required square off the tour's board is the tour's fault"},
		{"8x8-swapped.grid", nil, exitNo, "", "knight: %s:6:26: move 10: e7 to g3 is not a knight move (read: grid numbered from 0, a8 top left)\n", "numbers 10 and 11 swapped, placed at the cell of 10 (g3: row 6, file g)"},
		{"8x8-repeated.grid", nil, exitNo, "", "knight: %s:8:14: number 45 appears twice\n", "44 replaced by 45: readable, but no path"},
		{"8x8-missing.grid", nil, exitUsage, "", "knight: %s:1: set aside: an 8x8 grid numbering 63 of its 64 squares, the others marked, and no board given: a tour begun or a puzzle's clues, not graded; give -board 8x8 to judge it as a tour of that board\nknight: verify: no tour graded in %s, only 1 text set aside, which could be a tour: nothing to pass\n", "the last square left out with '.', no board given: a partial board, a tour begun or a puzzle's clues, set aside"},
		{"8x8-missing.grid", []string{"-board", "8x8"}, exitNo, "", "knight: tour covers 63 of 64 squares; missing: h8 (read: grid numbered from 0, a8 top left)\n", "the last square left out with '.', on the board given: a tour of it begun, which leaves h8"},
		{"8x8-truncated.grid", nil, exitUsage, "", "knight: %s:8:20: lines 1-8 hold rows of 8, 8, 8, 8, 8, 8, 8, 5 numbers, no whole grid: read as an 8x8 numbering, row 8 (line 8) 3 numbers short (61 of its 64 numbers, none twice); read as a list, 61 numbers; neither reading is certain: complete the grid, or give -read grid to judge it as the numbering, its missing numbers squares not visited\n", "the file stops in the last row"},
		{"8x8-truncated.grid", []string{"-read", "grid"}, exitNo, "", "knight: %s:8:20: 61 squares numbered 0 to 63 skip 4 (read as an 8x8 numbering, as -read grid asks)\n", "-read grid, as the message says, settles it: the numbering the rows make skips 4 (the oracle: the seed's grid, whose last row held 4)"},
		{"garbage.bin", nil, exitUsage, "", "knight: %s:1:1: unreadable input \"\\x89PNG\\r\\n\\x1a\\n\": want a square list, a numbered grid or JSON\n", "a PNG header is no notation"},
	} {
		t.Run(tc.file+strings.Join(tc.args, ""), func(t *testing.T) {
			code, stdout, stderr := runKnight(t, "", append(append([]string{"verify"}, tc.args...), td(tc.file))...)
			assert.Equal(t, tc.code, code, "exit code: %s", tc.reason)
			assert.Equal(t, tc.stdout, stdout, tc.reason)
			want := strings.ReplaceAll(tc.stderr, "%s", td(tc.file))
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

// TestVerifyMany grades several files and directories at once. The
// oracle: the repository's testdata, whose seeds are published tours and
// whose broken variants were broken by hand in the way each name says.
func TestVerifyMany(t *testing.T) {
	td := func(name string) string { return filepath.Join("..", "..", "testdata", name) }
	dir := t.TempDir()
	copyTo := func(name, to string) {
		data, err := os.ReadFile(td(name))
		require.NoError(t, err)
		require.NoError(t, os.MkdirAll(filepath.Dir(filepath.Join(dir, to)), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(dir, to), data, 0o644))
	}
	copyTo("seed-8x8.grid", "class/a.grid")
	copyTo("8x8-swapped.grid", "class/b/swapped.grid")
	copyTo("garbage.bin", "class/b/photo.png")
	copyTo("seed-8x8.grid", "valid/one.grid")
	copyTo("seed-8x8.grid", "valid/two.txt")
	class, valid := filepath.Join(dir, "class"), filepath.Join(dir, "valid")
	for _, tc := range []struct {
		name   string
		args   []string
		code   int
		stdout string
		reason string
	}{
		{"all valid", []string{valid}, exitYes,
			"%[2]s/one.grid:1: valid open tour of 8x8 from a8 to h8 (read: grid numbered from 0, a8 top left)\n" +
				"%[2]s/two.txt:1: valid open tour of 8x8 from a8 to h8 (read: grid numbered from 0, a8 top left)\n" +
				"2 tours: 2 valid, 0 invalid, 0 unreadable\n", "two seeds"},
		{"one invalid, a file skipped", []string{class}, exitNo,
			"%[1]s/a.grid:1: valid open tour of 8x8 from a8 to h8 (read: grid numbered from 0, a8 top left)\n" +
				"%[1]s/b/photo.png: skipped: not text: byte 0x00 at offset 8\n" +
				"%[1]s/b/swapped.grid:6:26: invalid: move 10: e7 to g3 is not a knight move (read: grid numbered from 0, a8 top left)\n" +
				"2 tours: 1 valid, 1 invalid, 0 unreadable; 1 file skipped\n", "the PNG in a directory is named and skipped, so exit 1 from the swapped grid, placed at the cell of 10"},
		{"a file named is read", []string{valid, td("garbage.bin")}, exitUsage,
			"%[2]s/one.grid:1: valid open tour of 8x8 from a8 to h8 (read: grid numbered from 0, a8 top left)\n" +
				"%[2]s/two.txt:1: valid open tour of 8x8 from a8 to h8 (read: grid numbered from 0, a8 top left)\n" +
				"%[3]s:1:1: unreadable: unreadable input \"\\x89PNG\\r\\n\\x1a\\n\": want a square list, a numbered grid or JSON\n" +
				"3 tours: 2 valid, 0 invalid, 1 unreadable\n", "a file given by name is a submission: unreadable, exit 2"},
		{"requirement missed by every tour", []string{"-start", "b1", valid}, exitNo,
			"%[2]s/one.grid:1:3: invalid: tour starts on a8, not b1 (requirement: start b1) (read: grid numbered from 0, a8 top left)\n" +
				"%[2]s/two.txt:1:3: invalid: tour starts on a8, not b1 (requirement: start b1) (read: grid numbered from 0, a8 top left)\n" +
				"2 tours: 0 valid, 2 invalid, 0 unreadable\n", "-start applies to every tour; b1, since the grid read from its other corner starts on a1 (the rule of reading)"},
		{"missing file", []string{valid, filepath.Join(dir, "nope.txt")}, exitUsage,
			"%[2]s/one.grid:1: valid open tour of 8x8 from a8 to h8 (read: grid numbered from 0, a8 top left)\n" +
				"%[2]s/two.txt:1: valid open tour of 8x8 from a8 to h8 (read: grid numbered from 0, a8 top left)\n" +
				"%[4]s/nope.txt: unreadable: open %[4]s/nope.txt: no such file or directory\n" +
				"3 tours: 2 valid, 0 invalid, 1 unreadable\n", "the others are still graded"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runKnight(t, "", append([]string{"verify"}, tc.args...)...)
			assert.Equal(t, tc.code, code, "exit code: %s", tc.reason)
			assert.Equal(t, fmt.Sprintf(tc.stdout, class, valid, td("garbage.bin"), dir), stdout, tc.reason)
			assert.Empty(t, stderr)
		})
	}
	t.Run("no tours", func(t *testing.T) {
		empty := filepath.Join(dir, "empty")
		require.NoError(t, os.MkdirAll(empty, 0o755))
		code, stdout, stderr := runKnight(t, "", "verify", empty)
		assert.Equal(t, exitUsage, code, "nothing graded is no pass")
		assert.Equal(t, "0 tours: 0 valid, 0 invalid, 0 unreadable\n", stdout)
		assert.Equal(t, "knight: verify: no tours in "+empty+" (0 files skipped)\n", stderr)
	})
	t.Run("junit usage", func(t *testing.T) {
		code, _, stderr := runKnight(t, "", "verify", "-json", "-junit", "-", valid)
		assert.Equal(t, exitUsage, code, "two documents on stdout would be neither")
		assert.Contains(t, stderr, "give -junit a FILE")
		code, stdout, stderr := runKnight(t, "", "verify", "-junit", filepath.Join(dir, "no", "such", "dir", "r.xml"), valid)
		assert.Equal(t, exitUsage, code, "a report that cannot be written is an error, whatever the verdicts")
		assert.Contains(t, stderr, "knight: verify: -junit: open ")
		assert.Contains(t, stdout, "2 tours: 2 valid", "the verdicts are still printed")
		one := filepath.Join(dir, "one.xml")
		code, stdout, _ = runKnight(t, "", "verify", "-junit", one, filepath.Join(valid, "one.grid"))
		assert.Equal(t, exitYes, code)
		assert.Equal(t, "valid open tour of 8x8 from a8 to h8 (read: grid numbered from 0, a8 top left)\n", stdout, "one tour: the single verdict")
		report, err := os.ReadFile(one)
		require.NoError(t, err, "one tour still gets its report")
		assert.Equal(t, 1, strings.Count(string(report), "<testcase "))
		code, stdout, _ = runKnight(t, "", "verify", "-junit", "-", valid)
		assert.Equal(t, exitYes, code)
		assert.True(t, strings.HasPrefix(stdout, "<?xml") && strings.Count(stdout, "<testcase ") == 2, "-junit - writes the report alone on stdout: %s", stdout)
	})
	t.Run("json and junit", func(t *testing.T) {
		report := filepath.Join(dir, "report.xml")
		docs, code, stderr := runJSONLines(t, "verify", "-json", "-junit", report, class)
		assert.Equal(t, exitNo, code, stderr)
		var got []string
		for _, d := range docs {
			got = append(got, fmt.Sprintf("%s:%d %s", filepath.Base(d.File), d.Line, d.Verdict))
		}
		assert.Equal(t, []string{"a.grid:1 valid", "photo.png:0 skipped", "swapped.grid:6 invalid"}, got)
		data, err := os.ReadFile(report)
		require.NoError(t, err)
		var suites struct {
			Tests    int `xml:"tests,attr"`
			Failures int `xml:"failures,attr"`
			Suites   []struct {
				Cases []struct {
					Name    string    `xml:"name,attr"`
					Failure *struct{} `xml:"failure"`
					Skipped *struct{} `xml:"skipped"`
				} `xml:"testcase"`
			} `xml:"testsuite"`
		}
		require.NoError(t, xml.Unmarshal(data, &suites))
		assert.Equal(t, 3, suites.Tests)
		assert.Equal(t, 1, suites.Failures)
		require.Len(t, suites.Suites, 3)
		assert.Equal(t, class+"/b/swapped.grid:6:26", suites.Suites[2].Cases[0].Name)
		assert.NotNil(t, suites.Suites[2].Cases[0].Failure)
		assert.NotNil(t, suites.Suites[1].Cases[0].Skipped)
	})
}
