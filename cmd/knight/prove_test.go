package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestProveExitCodesAndEvidence: each answer's exit code, and its evidence
// passes knight verify as printed (a tour) or knight verify -certificate (a
// "none").
func TestProveExitCodesAndEvidence(t *testing.T) {
	for _, tc := range []struct {
		args   []string
		code   int
		method string
		why    string
	}{
		{[]string{"-board", "5x5", "-start", "a2"}, exitNo, "parity", "13 dark, 12 light: a2 is light"},
		{[]string{"-board", "5x5", "-start", "a1"}, exitYes, "heuristic", "304 tours from a corner (OEIS A165134)"},
		{[]string{"-board", "8x3", "-start", "c2"}, exitNo, "parity", "no tour from c2 and no colour reason: a case split proves it"},
		{[]string{"-board", "8x3", "-start", "c2", "-method", "sat"}, exitNo, "sat", "SAT alone, when asked for"},
		{[]string{"-board", "4x10000", "-start", "b5000"}, exitNo, "parity", "inner line of a 4xn board"},
		{[]string{"-board", "7x7", "-closed"}, exitNo, "parity", "odd board: no closed tour"},
		{[]string{"-board", "6x6", "-closed", "-start", "c3"}, exitYes, "heuristic", "6x6 has closed tours (OEIS A001230)"},
		{[]string{"-board", "6x6", "-prefix", "a1 b3 a5"}, exitYes, "heuristic", "a prefix that can be continued"},
		{[]string{"-board", "8x8", "-start", "a1", "-method", "sat"}, exitYes, "sat", "SAT alone finds 8x8 tours"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, out, errOut := runKnight(t, "", append([]string{"prove", "-json"}, tc.args...)...)
			require.Equal(t, tc.code, code, "prove %v: %s; stderr %s", tc.args, tc.why, errOut)
			var doc struct {
				Status string `json:"status"`
				Method string `json:"method"`
			}
			require.NoError(t, json.Unmarshal([]byte(out), &doc), out)
			assert.Equal(t, tc.method, doc.Method, "prove %v", tc.args)
			switch code {
			case exitYes:
				vcode, _, verr := runKnight(t, out, "verify", "-")
				assert.Equal(t, exitYes, vcode, "the tour prove printed must verify: %s", verr)
			case exitNo:
				vcode, _, verr := runKnight(t, out, "verify", "-certificate", "-")
				assert.Equal(t, exitYes, vcode, "the answer prove printed must re-check: %s", verr)
			}
			code, text, _ := runKnight(t, "", append([]string{"prove"}, tc.args...)...)
			require.Equal(t, tc.code, code)
			assert.True(t, strings.HasPrefix(text, map[int]string{exitYes: "tour: ", exitNo: "none: "}[code]), text)
		})
	}
}

// TestVerifyCertificateRejectsEdits: an answer edited to claim something
// false must be rejected with exit 1, an unreadable one with exit 2.
func TestVerifyCertificateRejectsEdits(t *testing.T) {
	_, parity, _ := runKnight(t, "", "prove", "-json", "-board", "5x5", "-start", "a2")
	_, sat, _ := runKnight(t, "", "prove", "-json", "-board", "8x3", "-start", "c2", "-method", "sat")
	_, split, _ := runKnight(t, "", "prove", "-json", "-board", "8x3", "-start", "c2")
	for _, tc := range []struct {
		name, doc string
		code      int
	}{
		{"parity as printed", parity, exitYes},
		{"sat as printed", sat, exitYes},
		{"case split as printed", split, exitYes},
		{"case split moved to a start with a tour", strings.Replace(split, `"start":"c2"`, `"start":"a1"`, 1), exitNo},
		{"parity moved to a corner, which has tours", strings.ReplaceAll(parity, `a2"`, `a1"`), exitNo},
		{"parity count changed", strings.Replace(parity, `"dark":13`, `"dark":14`, 1), exitNo},
		{"parity on another board", strings.Replace(parity, `"board":"5x5"`, `"board":"7x5"`, 1), exitNo},
		{"sat moved to a start with a tour", strings.Replace(sat, `"start":"c2"`, `"start":"a1"`, 1), exitNo},
		{"a tour is not a none", `{"board":"5x5","start":"a1","status":"tour","method":"heuristic"}`, exitNo},
		{"truncated", parity[:len(parity)/2], exitUsage},
		{"garbage", "\x89PNG\r\n", exitUsage},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errOut := runKnight(t, tc.doc, "verify", "-certificate", "-")
			assert.Equal(t, tc.code, code, "verify -certificate on %s: stderr %s", tc.doc, errOut)
			if code != exitYes {
				assert.True(t, strings.HasPrefix(errOut, "knight: "), errOut)
			}
		})
	}
}

func TestSurveyCommand(t *testing.T) {
	code, out, errOut := runKnight(t, "", "survey", "-board", "5x5", "-json")
	require.Equal(t, exitYes, code, errOut)
	var doc struct {
		Board   string `json:"board"`
		Squares []struct {
			Square, Status, Method string
		} `json:"squares"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &doc))
	require.Len(t, doc.Squares, 25)
	tours := 0
	for _, s := range doc.Squares {
		if s.Status == "tour" {
			tours++
		}
	}
	assert.Equal(t, 13, tours, "5x5: tours start exactly on the 13 dark squares (colour count)")
	assert.Equal(t, "a1", doc.Squares[0].Square)

	code, text, _ := runKnight(t, "", "survey", "-board", "3x4")
	require.Equal(t, exitYes, code)
	assert.Contains(t, text, "3x4: open tours by start square")
	code, svg, _ := runKnight(t, "", "survey", "-board", "4x5", "-format", "svg")
	require.Equal(t, exitYes, code)
	assert.True(t, strings.HasPrefix(svg, "<svg") && strings.HasSuffix(svg, "</svg>\n"))

	for _, args := range [][]string{{"-board", "101x5"}, {}, {"-board", "5x5", "-format", "png"}} {
		code, _, errOut := runKnight(t, "", append([]string{"survey"}, args...)...)
		assert.Equal(t, exitUsage, code, "survey %v: %s", args, errOut)
	}
}

func TestBlameCommand(t *testing.T) {
	// The first stuck game of testdata/positions: dead after square 27.
	game := "d4 e6 f4 e2 c1 a2 b4 a6 c5 b3 a1 c2 e1 f3 e5 c6 a5 c4 a3 b5 d6 f5 e3 f1 d2 b1 c3 d5 f6 e4 f2 d3 b2 d1"
	code, out, errOut := runKnight(t, "", append([]string{"blame", "-board", "6x6", "-json"}, strings.Fields(game)...)...)
	require.Equal(t, exitNo, code, errOut)
	var doc struct {
		Status    string `json:"status"`
		FirstDead *int   `json:"first_dead"`
		Move      string `json:"move"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &doc), out)
	assert.Equal(t, "dead", doc.Status)
	require.NotNil(t, doc.FirstDead)
	assert.Equal(t, 27, *doc.FirstDead, "first_dead of the independent solver")
	assert.Equal(t, "d5", doc.Move)

	// The same game from stdin, in Prolog notation, with the text answer.
	code, text, _ := runKnight(t, "[p(4, 4), p(5, 6), p(6, 4)]", "blame", "-board", "6x6")
	assert.Equal(t, exitYes, code)
	assert.True(t, strings.HasPrefix(text, "completable: "), text)

	code, _, errOut = runKnight(t, "", "blame", "-board", "6x6", "a1", "b2")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, "move 1: a1 to b2 is not a knight move")
}

// TestBlameNoProof: with -no-proof a dead verdict that SAT decided stays
// SAT's second opinion; without it, the same move is blamed with a
// certificate, which verify -certificate accepts. Two methods, one answer.
func TestBlameNoProof(t *testing.T) {
	game := []string{"blame", "-board", "6x6", "-json", "e3", "f1", "d2", "b3", "c1"}
	type verdict struct {
		FirstDead   int             `json:"first_dead"`
		Method      string          `json:"method"`
		Certificate json.RawMessage `json:"certificate"`
	}
	code, proved, errOut := runKnight(t, "", game...)
	require.Equal(t, exitNo, code, errOut)
	code, second, errOut := runKnight(t, "", append(game[:4:4], append([]string{"-no-proof"}, game[4:]...)...)...)
	require.Equal(t, exitNo, code, errOut)
	var p, s verdict
	require.NoError(t, json.Unmarshal([]byte(proved), &p), proved)
	require.NoError(t, json.Unmarshal([]byte(second), &s), second)
	assert.Equal(t, p.FirstDead, s.FirstDead, "both name the same move")
	assert.Equal(t, "parity", p.Method)
	assert.NotEmpty(t, p.Certificate)
	assert.Equal(t, "sat", s.Method)
	assert.Empty(t, s.Certificate)
	assert.Contains(t, second, "a second opinion, not a proof")
	code, out, errOut := runKnight(t, proved, "verify", "-certificate", "-")
	require.Equal(t, exitYes, code, errOut)
	assert.Contains(t, out, "certificate checked")
}

// TestUndecidedIsExitThree: a deadline that has passed leaves the answer
// undecided, which is exit 3 and never an error or a guess.
func TestUndecidedIsExitThree(t *testing.T) {
	for _, args := range [][]string{
		{"prove", "-board", "8x8", "-start", "a1", "-timeout", "1ns"},
		{"prove", "-board", "8x8", "-start", "a1", "-method", "sat", "-timeout", "1ns"},
		{"blame", "-board", "8x8", "-timeout", "1ns", "a1", "c2"},
	} {
		code, out, errOut := runKnight(t, "", args...)
		assert.Equal(t, exitUndecided, code, "%v: stdout %q stderr %q", args, out, errOut)
	}
}
