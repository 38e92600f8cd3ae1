package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// docCases are the commands whose documents TestDocsGolden pins: between
// them every tour certificate kind (colour count by each rule, colour
// balance, four lines by files, disconnected, forced ends by a required
// end and by a free one, cut by colour and by pieces, end visited, case
// split), a SAT answer (a second opinion), a tour, a verdict either way,
// a survey, and every puzzle certificate kind a command writes (distance,
// parity, colour count, forced, deduction, proofs of uniqueness with and
// without splits and nested splits, witnesses of minimality, a grade) and
// a puzzle verdict.
var docCases = []struct {
	name, stdin string
	args        []string
}{
	{"colour-count-start", "", []string{"prove", "-json", "-board", "5x5", "-start", "a2"}},
	{"colour-count-closed", "", []string{"prove", "-json", "-board", "5x5", "-closed"}},
	{"colour-count-end", "", []string{"prove", "-json", "-board", "5x5", "-start", "a1", "-end", "a2"}},
	{"colour-balance", "", []string{"prove", "-json", "-board", "5x5", "-prefix", "b1 c3"}},
	{"four-lines-start", "", []string{"prove", "-json", "-board", "4x7", "-start", "b3"}},
	{"four-lines-closed", "", []string{"prove", "-json", "-board", "4x5", "-closed"}},
	{"disconnected-start", "", []string{"prove", "-json", "-board", "2x5", "-start", "a1"}},
	{"disconnected-empty", "", []string{"prove", "-json", "-board", "3x3"}},
	{"forced-ends-end", "", []string{"prove", "-json", "-board", "5x5", "-start", "a1", "-end", "c3", "-prefix", "a1 b3 c5"}},
	{"forced-ends-two", "", []string{"prove", "-json", "-board", "6x6", "-prefix", "b2 d1 c3 a2 c1 e2 f4 e6 c5 a4 b6 d5 f6 e4 d2"}},
	{"cut-pieces", "", []string{"prove", "-json", "-board", "4x4"}},
	{"cut-colour", "", []string{"prove", "-json", "-board", "5x5", "-prefix", "a1 b3 c1 a2 b4 c2"}},
	{"end-visited", "", []string{"prove", "-json", "-board", "5x5", "-start", "a1", "-end", "b3", "-prefix", "a1 b3 c5"}},
	{"case-split-3x8", "", []string{"prove", "-json", "-board", "3x8", "-start", "b3"}},
	{"case-split-6x6", "", []string{"prove", "-json", "-board", "6x6", "-prefix", "d5 f6 e4 f2 d1 b2 d3 e1 f3 e5 c6 a5 b3 a1 c2 b4 a2"}},
	{"sat", "", []string{"prove", "-json", "-board", "3x8", "-start", "b3", "-method", "sat"}},
	{"tour", "", []string{"prove", "-json", "-board", "5x5", "-start", "a1"}},
	{"blame-dead", "", []string{"blame", "-json", "-board", "5x5", "a1", "b3", "c1", "a2", "b4", "c2"}},
	{"blame-completable", "", []string{"blame", "-json", "-board", "5x5", "a1", "b3"}},
	{"survey", "", []string{"survey", "-json", "-board", "3x4"}},
	{"puzzle-parity", `{"board":"5x5","clues":{"a1":1,"e5":2}}`, []string{"puzzle", "solve", "-json"}},
	{"puzzle-colour-count", `{"board":"5x5","clues":{"a2":1}}`, []string{"puzzle", "solve", "-json"}},
	{"puzzle-distance", `{"board":"5x5","clues":{"a1":1,"e5":3}}`, []string{"puzzle", "solve", "-json"}},
	{"puzzle-forced", `{"board":"4x4","clues":{"a1":1}}`, []string{"puzzle", "solve", "-json"}},
	{"puzzle-deduction", `{"board":"5x5","clues":{"b4":1,"d4":5,"b5":6,"b3":18,"a1":21}}`, []string{"puzzle", "solve", "-json"}},
	{"puzzle-unique-deduced", `{"board":"3x4","clues":{"a1":1,"c4":12}}`, []string{"puzzle", "solve", "-json"}},
	{"puzzle-unique-splits", `{"board":"5x5","clues":{"e3":1,"a4":14,"d2":17,"b3":24}}`, []string{"puzzle", "solve", "-json"}},
	{"puzzle-unique-nested", `{"board":"5x5","clues":{"c1":3,"e3":13,"e5":23}}`, []string{"puzzle", "solve", "-json"}},
	{"puzzle-several", `{"board":"5x5","clues":{"a1":1,"c2":2,"e1":3,"a5":25}}`, []string{"puzzle", "solve", "-json"}},
	{"puzzle-make", "", []string{"puzzle", "make", "-board", "5x5", "-seed", "3", "-json"}},
	{"puzzle-make-minimal", "", []string{"puzzle", "make", "-board", "3x4", "-seed", "1", "-minimal", "-json"}},
	{"puzzle-hint", `{"board":"3x4","clues":{"a4":1,"b2":2,"c4":3,"b1":5,"b3":11}}`, []string{"puzzle", "hint", "-json"}},
	{"puzzle-blame-dead", `{"board":"3x4","clues":{"a4":1,"b2":2,"c4":3,"b1":5,"b3":11}}`, []string{"puzzle", "blame", "-moves", "c3=4", "-json"}},
	{"puzzle-blame-completable", `{"board":"5x5","clues":{"a1":1,"b3":2}}`, []string{"puzzle", "blame", "-moves", "c1=3", "-json"}},
}

// docFiles are documents kept in the repository whose kinds no command
// above writes (a puzzle split with blocked branches), checked as the
// commands' documents are.
var docFiles = []string{
	filepath.Join("..", "..", "verify", "testdata", "puzzle-5x5-split.json"),
	filepath.Join("..", "..", "verify", "testdata", "puzzle-3x4-minimal.json"),
	filepath.Join("..", "..", "verify", "testdata", "puzzle-blame-3x4-conflict.json"),
}

// timings are the members that hold times, which change from run to run.
var timings = regexp.MustCompile(`"ms":[-+.0-9eE]+`)

// TestDocsGolden runs each of docCases through run and pins, in
// testdata/docs/NAME.golden, its exact output (times masked) and exit
// code, the output of `knight verify -certificate` on the document and
// its exit code; it also reads each document with package evidence and
// writes it again, which must give the same bytes. The oracle is the
// output of the commands before a change that must not alter them (the
// golden files); -update rewrites them, which must then be looked at.
func TestDocsGolden(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range docCases {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runKnight(t, tc.stdin, tc.args...)
			var sb strings.Builder
			fmt.Fprintf(&sb, "$ knight %s\n", strings.Join(tc.args, " "))
			if tc.stdin != "" {
				fmt.Fprintf(&sb, "< %s\n", tc.stdin)
			}
			fmt.Fprintf(&sb, "exit %d\n%s", code, timings.ReplaceAllString(stdout, `"ms":0`))
			if stderr != "" {
				fmt.Fprintf(&sb, "stderr:\n%s", stderr)
			}
			if strings.HasPrefix(stdout, `{"puzzle"`) || strings.Contains(tc.name, "blame") || strings.HasPrefix(stdout, `{"board"`) {
				file := filepath.Join(dir, tc.name+".json")
				require.NoError(t, os.WriteFile(file, []byte(stdout), 0o644))
				sb.WriteString(checkDoc(t, file, []byte(stdout)))
			}
			golden(t, filepath.Join("testdata", "docs", tc.name+".golden"), sb.String())
		})
	}
	for _, file := range docFiles {
		name := strings.TrimSuffix(filepath.Base(file), ".json")
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(file)
			require.NoError(t, err)
			golden(t, filepath.Join("testdata", "docs", name+".golden"), "$ knight verify -certificate "+filepath.Base(file)+"\n"+checkDoc(t, file, data))
		})
	}
}

// checkDoc verifies the document in file and reads and writes it again
// with package evidence, which must give its bytes back.
func checkDoc(t *testing.T, file string, data []byte) string {
	t.Helper()
	code, stdout, stderr := runKnight(t, "", "verify", "-certificate", file)
	out := fmt.Sprintf("verify -certificate: exit %d\n%s%s", code, stdout, stderr)
	doc, err := evidence.Parse(data, evidence.DefaultLimits)
	require.NoError(t, err, "evidence.Parse")
	var buf bytes.Buffer
	switch d := doc.(type) {
	case evidence.Answer:
		require.NoError(t, d.WriteJSON(&buf))
	case evidence.Verdict:
		require.NoError(t, d.WriteJSON(&buf))
	case evidence.Survey:
		require.NoError(t, d.WriteJSON(&buf))
	case puzzlecert.Answer:
		require.NoError(t, d.WriteJSON(&buf))
	case puzzlecert.Verdict:
		require.NoError(t, d.WriteJSON(&buf))
	default:
		t.Fatalf("evidence.Parse gave a %T", doc)
	}
	assert.Equal(t, strings.TrimSpace(string(data)), strings.TrimSpace(buf.String()), "read and written again")
	// The same document with every object's keys sorted, as jq -S and
	// Python's sort_keys write it ("kind" after "board", "branches"...):
	// JSON's members have no order, so it reads as the same document.
	var generic any
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	require.NoError(t, dec.Decode(&generic))
	sorted, err := json.Marshal(generic)
	require.NoError(t, err)
	again, err := evidence.Parse(sorted, evidence.DefaultLimits)
	require.NoError(t, err, "evidence.Parse of the document with its keys sorted")
	assert.Equal(t, doc, again, "the document with its keys sorted reads otherwise")
	return out
}

// golden compares got with the file, or writes it with -update.
func golden(t *testing.T, file, got string) {
	t.Helper()
	if *update {
		require.NoError(t, os.MkdirAll(filepath.Dir(file), 0o755))
		require.NoError(t, os.WriteFile(file, []byte(got), 0o644))
	}
	want, err := os.ReadFile(file)
	require.NoError(t, err, "run with -update to write it")
	assert.Equal(t, string(want), got, "differs from %s", file)
}
