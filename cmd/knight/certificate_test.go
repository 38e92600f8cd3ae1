package main

import (
	"bufio"
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/prove"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVerifyCertificateHostile: documents a checker must not accept. Each
// must be refused (exit 2) or re-checked (exit 0 or 1) quickly, bounded in
// memory, with a message that says what and where.
func TestVerifyCertificateHostile(t *testing.T) {
	for _, tc := range []struct {
		name, doc string
		code      int
		says      string
		why       string
	}{
		{"100x100 sat", `{"board":"100x100","start":"a1","status":"none","method":"sat"}`, exitUsage, "too large",
			"the formula would take gigabytes: refused before it is built"},
		{"40x40 sat", `{"board":"40x40","start":"a1","status":"none","method":"sat"}`, exitUsage, "1600 squares, more than the 400 SAT takes here",
			"1600 squares, over the re-check's limit"},
		{"start then Start", `{"board":"5x5","start":"a1","status":"none","method":"sat","Start":"a2"}`, exitUsage, "stdin:1:60: duplicate key \"Start\"",
			"Unmarshal would check a2 while jq reads a1"},
		{"Board only", `{"Board":"5x5","start":"a2","status":"none","method":"sat"}`, exitUsage, "stdin:1:2: unknown key \"Board\"",
			"keys are case-sensitive"},
		{"End after end", `{"board":"5x5","start":"a2","end":"e5","status":"none","method":"sat","End":"a1"}`, exitUsage, "duplicate key \"End\"",
			"two ends"},
		{"Closed", `{"board":"5x5","start":"a2","status":"none","method":"sat","closed":false,"Closed":true}`, exitUsage, "duplicate key \"Closed\"",
			"open and closed"},
		{"Prefix", `{"board":"5x5","start":"a2","status":"none","method":"sat","Prefix":["a2","c3"]}`, exitUsage, "unknown key \"Prefix\"",
			"a prefix a reader ignoring case would take"},
		{"a path", "a1 b3 c5\n", exitUsage, "want the answer of knight prove -json, the verdict of knight blame -json, the survey of knight survey -json, the answer of knight puzzle solve -json, the verdict of knight puzzle blame -json or the count of knight count -json",
			"not a document: say what is expected"},
		{"an object of something else", `{"tour":["a1"]}`, exitUsage, "no status: want the answer",
			"a tour alone claims nothing"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errOut := runKnight(t, tc.doc, "verify", "-certificate", "-", "-timeout", "2s")
			assert.Equal(t, tc.code, code, "verify -certificate on %s: stderr %s (%s)", tc.doc, errOut, tc.why)
			assert.Contains(t, errOut, tc.says, "verify -certificate on %s (%s)", tc.doc, tc.why)
		})
	}
}

// TestVerifyCertificateSecondOpinion: the 4x20 position whose re-check gave
// up after 60 s is re-checked, and the output says it is a second opinion.
func TestVerifyCertificateSecondOpinion(t *testing.T) {
	if testing.Short() {
		t.Skip("two SAT solves of 4x20 take about 10 s")
	}
	code, doc, errOut := runKnight(t, "", "prove", "-json", "-board", "4x20", "-prefix", "d15 c17", "-end", "c13", "-method", "sat", "-encoding", "hybrid", "-timeout", "2m")
	require.Equal(t, exitNo, code, errOut)
	assert.Contains(t, doc, "a second opinion, not a proof")
	code, out, errOut := runKnight(t, doc, "verify", "-certificate", "-", "-timeout", "2m")
	require.Equal(t, exitYes, code, errOut)
	assert.True(t, strings.HasPrefix(out, "second opinion, not a proof: no open tour of 4x20 after d15 c17, ending on c13"), "verify -certificate = %q", out)
}

// TestVerifyCertificateDocuments: a blame verdict's "dead" and every "none"
// of a survey are re-checked, and edits to them are caught.
func TestVerifyCertificateDocuments(t *testing.T) {
	_, dead, _ := runKnight(t, "", "blame", "-json", "-board", "5x5", "a1", "b3", "c1", "a2", "b4", "c2")
	// The command proves this game dead by a cut; the verdict as SAT gave
	// it, before that proof search, is the document a second opinion checks.
	v, err := prove.Blame(context.Background(), board.MustParse("6x6"), mustParsePath(t, "e3 f1 d2 b3 c1"), prove.BlameOptions{NoHints: true, NoProofSearch: true})
	require.NoError(t, err)
	require.Equal(t, evidence.SAT, v.Method)
	var buf bytes.Buffer
	w := bufio.NewWriter(&buf)
	require.NoError(t, v.Document().WriteJSON(w))
	satDead := buf.String()
	_, survey, _ := runKnight(t, "", "survey", "-json", "-board", "3x5")
	require.Contains(t, survey, `"certificate"`)
	_, survey6, _ := runKnight(t, "", "survey", "-json", "-board", "6x6")
	_, stream, _ := runKnight(t, "", "survey", "-json", "-upto", "3x4")
	require.Contains(t, stream, `"from":"a2","rule":"start","lines":"ranks","colour":"light","pieces":3,"need":7,"have":6`)
	// Puzzle blames on the 3x4 puzzle c4=3 b1=5 b3=11, whose solution is
	// a4 b2 c4 a3 b1 c3 a2 b4 c2 a1 b3 c1.
	const p34 = `{"board":"3x4","clues":{"c4":3,"b1":5,"b3":11}}`
	_, pzDead, _ := runKnight(t, p34, "puzzle", "blame", "-json", "-moves", "a4=1 b2=2 a3=4 c3=6 a2=7 c2=8")
	_, pzConflict, _ := runKnight(t, p34, "puzzle", "blame", "-json", "-moves", "a4=1 b2=2 b1=7")
	_, pzAlive, _ := runKnight(t, p34, "puzzle", "blame", "-json", "-moves", "a4=1 b2=2 a3=4")
	for _, tc := range []struct {
		name, doc string
		code      int
		says      string
	}{
		{"puzzle blame", pzDead, exitYes, "valid: the 8 numbers before 8 on c2 (clues and entries) are completed by the tour given\nvalid: with 8 on c2 none can: parity certificate"},
		{"puzzle blame, on its face", pzConflict, exitYes, "valid: 7 on b1 contradicts them: b1 already has 5"},
		{"puzzle blame, completable", pzAlive, exitYes, "valid: the 6 numbers given (clues and entries) are completed by the tour given"},
		{"puzzle blame blaming a right number", strings.Replace(pzDead, `"c2","number":8`, `"b4","number":8`, 1), exitNo, "the evidence is about another puzzle"},
		{"puzzle blame whose completion is broken", strings.Replace(pzDead, `"completion":["a4","b2"`, `"completion":["b2","a4"`, 1), exitNo, "not a solution"},
		{"dead verdict", dead, exitYes, "valid: no open tour of 5x5 after a1 b3 c1 a2 b4 c2 (cut certificate checked)"},
		{"dead verdict by SAT", satDead, exitYes, "second opinion, not a proof: no open tour of 6x6 after e3 f1 d2 b3 c1"},
		{"dead verdict with another path", strings.Replace(dead, `"path":["a1","b3","c1","a2","b4","c2"]`, `"path":["a1","b3","c1","a2","c3","c2"]`, 1), exitNo, ""},
		{"dead verdict by SAT, path completable", strings.Replace(satDead, `"path":["e3","f1","d2"`, `"path":["e3","c2","a1"`, 1), exitNo, "found a tour"},
		{"survey", survey, exitYes, "valid: no open tour of 3x5 from a1"},
		{"survey with a certificate moved", strings.Replace(survey, `"from":"b2"`, `"from":"a1"`, 1), exitNo, "b2"},
		{"a split read backwards past the whole of 1x1", `{"board":"1x1","end":"a1","closed":false,"status":"none","method":"parity","certificate":{"kind":"case-split","board":"1x1","visited":0,"rule":"end","branches":[]}}`,
			exitNo, "case split after all 1 squares: certificate proves nothing"},
		{"a survey whose every square has a tour", survey6, exitYes, "tours not checked: the survey of 6x6 claims a tour from 36 squares and carries none to check"},
		{"a stream of surveys", stream, exitYes, "valid: no open tour of 3x4 from c3 (four-lines certificate checked)"},
		{"a stream with a forged survey", strings.Replace(stream, `"board":"3x4","visited":1,"from":"a2","rule":"start","lines":"ranks","colour":"light","pieces":3,"need":7,"have":6`, `"board":"3x4","visited":1,"from":"a2","rule":"start","lines":"ranks","colour":"light","pieces":3,"need":7,"have":7`, 1), exitNo, `member "squares.3.certificate": the survey does not prove its claim`},
		{"completable verdict without its completion", `{"board":"5x5","path":["a1"],"status":"completable","first_dead":-1,"method":"heuristic","tests":1,"ms":1,"explanation":""}`, exitNo, "nothing to check"},
		{"dead verdict without alive_completion", regexp.MustCompile(`,"alive_completion":\[[^]]*\]`).ReplaceAllString(dead, ""), exitNo, "not shown to be the first"},
		{"dead verdict with first_dead one earlier", strings.Replace(strings.Replace(dead, `"first_dead":5,"move":"c2"`, `"first_dead":4,"move":"b4"`, 1), `"visited":6,"from":"c2"`, `"visited":5,"from":"b4"`, 1), exitNo, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runKnight(t, tc.doc, "verify", "-certificate", "-", "-timeout", "60s")
			assert.Equal(t, tc.code, code, "verify -certificate on %s: stdout %s stderr %s", tc.doc, out, errOut)
			assert.Contains(t, out+errOut, tc.says)
			if tc.name == "a stream with a forged survey" {
				// The twelfth document's line, and the column of a2's
				// certificate, which the survey's times move.
				assert.Regexp(t, `stdin:12:[0-9]+: member "squares.3.certificate"`, errOut)
			}
		})
	}
}

func mustParsePath(t *testing.T, s string) board.Path {
	t.Helper()
	p, err := board.ParsePath(s)
	require.NoError(t, err)
	return p
}
