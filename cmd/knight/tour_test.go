package main

import (
	"bytes"
	"encoding/json"
	"io"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/heuristic"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func runTour(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(append([]string{"tour"}, args...), strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestTourPrintsVerifiedTours(t *testing.T) {
	for _, tc := range []struct {
		args []string
		q    board.Problem
	}{
		{[]string{"-board", "8x8"}, board.Problem{Board: board.Board{W: 8, H: 8}, Prefix: board.Path{{X: 1, Y: 1}}}},
		{[]string{"-board", "6x6", "-closed", "-start", "c3"}, board.Problem{Board: board.Board{W: 6, H: 6}, Prefix: board.Path{{X: 3, Y: 3}}, Closed: true}},
		{[]string{"-board", "8x8", "-prefix", "a1 c2 e3", "-end", "h1"}, board.Problem{Board: board.Board{W: 8, H: 8}, Prefix: board.Path{{X: 1, Y: 1}, {X: 3, Y: 2}, {X: 5, Y: 3}}, End: board.Square{X: 8, Y: 1}}},
		{[]string{"-board", "30x27", "-rule", "pohl", "-seed", "7"}, board.Problem{Board: board.Board{W: 30, H: 27}, Prefix: board.Path{{X: 1, Y: 1}}}},
	} {
		code, out, errOut := runTour(tc.args...)
		require.Equal(t, exitYes, code, "knight tour %v: stderr %s", tc.args, errOut)
		p, err := board.ParsePath(out)
		require.NoError(t, err)
		assert.NoError(t, verify.Tour(tc.q, p), "knight tour %v", tc.args)
		assert.True(t, strings.HasSuffix(out, "\n") && !strings.Contains(strings.TrimSpace(out), "\n"), "one line")
	}
}

func TestTourJSON(t *testing.T) {
	code, out, _ := runTour("-board", "5x6", "-closed", "-json")
	require.Equal(t, exitYes, code)
	var doc struct {
		Board  string   `json:"board"`
		Closed bool     `json:"closed"`
		Status string   `json:"status"`
		Tour   []string `json:"tour"`
		Nodes  int64    `json:"nodes"`
		Method string   `json:"method"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &doc), out)
	assert.Equal(t, "5x6", doc.Board)
	assert.True(t, doc.Closed)
	assert.Equal(t, "tour", doc.Status)
	assert.NotEmpty(t, doc.Method)
	p, err := board.ParsePath(strings.Join(doc.Tour, " "))
	require.NoError(t, err)
	q := board.Problem{Board: board.Board{W: 5, H: 6}, Prefix: board.Path{{X: 1, Y: 1}}, Closed: true}
	assert.NoError(t, verify.Tour(q, p))

	code, out, _ = runTour("-board", "5x5", "-start", "b1", "-json")
	assert.Equal(t, exitNo, code, "5x5 from b1: light start on an odd board")
	assert.Contains(t, out, `"status":"none","tour":[]`)
}

func TestTourFormats(t *testing.T) {
	_, alg, _ := runTour("-board", "5x5")
	p, err := board.ParsePath(alg)
	require.NoError(t, err)
	_, xy, _ := runTour("-board", "5x5", "-format", "xy")
	assert.Equal(t, p[1].XY(), strings.Fields(xy)[1])
	_, prolog, _ := runTour("-board", "5x5", "-format", "prolog")
	assert.True(t, strings.HasPrefix(prolog, "[p(1, 1), "+p[1].Prolog()), prolog)
	_, grid, _ := runTour("-board", "5x5", "-format", "grid")
	rows := strings.Split(strings.TrimSpace(grid), "\n")
	require.Len(t, rows, 5)
	assert.Equal(t, "0", strings.Fields(rows[4])[0], "a1 is square 0, bottom left")
}

func TestTourExitCodes(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want int
		why  string
	}{
		{[]string{"-board", "5x5", "-closed"}, exitNo, "odd board: no closed tour (colour count; the search refutes it too)"},
		{[]string{"-board", "4x6", "-closed", "-budget", "100"}, exitNo, "no closed tour of 4xN: the four lines' certificate (Schwenk 1991), before any search"},
		{[]string{"-board", "4x2500", "-closed"}, exitNo, "the same certificate on 4x2500, where the search would spend 5M nodes and give up"},
		{[]string{"-board", "3x7", "-start", "b4", "-budget", "100"}, exitUndecided, "no open tour from b4 and no certificate, but 100 nodes cannot show it"},
		{[]string{"-board", "3x7", "-start", "b4"}, exitNo, "exhaustive within the default budget"},
		{[]string{"-board", "8x9x"}, exitUsage, "bad board"},
		{[]string{"-board", "8x8", "-start", "z9"}, exitUsage, "start off the board"},
		{[]string{"-board", "8x8", "-start", "b1", "-prefix", "a1 c2"}, exitUsage, "start disagrees with prefix"},
		{[]string{"-board", "8x8", "-prefix", "a1 a2"}, exitUsage, "prefix is not a knight path"},
		{[]string{"-board", "8x8", "-rule", "first"}, exitUsage, "unknown rule"},
		{[]string{"-board", "8x8", "-format", "svg"}, exitUsage, "unknown format"},
		{[]string{"-board", "8x8", "extra"}, exitUsage, "stray argument"},
		{[]string{"-nosuchflag"}, exitUsage, "unknown flag"},
	} {
		code, _, errOut := runTour(tc.args...)
		assert.Equal(t, tc.want, code, "knight tour %v: %s (stderr %q)", tc.args, tc.why, errOut)
		if code == exitUsage {
			assert.True(t, strings.HasPrefix(errOut, "knight: tour: "), errOut)
		}
	}
}

// BenchmarkWriteTour writes a 3000x3000 tour in algebraic notation; the
// metric is per square (a 10^8-square tour takes 10^8 of them).
func BenchmarkWriteTour(b *testing.B) {
	bd := board.Board{W: 3000, H: 3000}
	p, ok := heuristic.Warnsdorff(bd, board.Square{X: 1, Y: 1}, heuristic.Roth, 0)
	require.True(b, ok)
	for b.Loop() {
		require.NoError(b, notation.WritePath(io.Discard, bd, p, notation.Algebraic))
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*bd.Size()), "ns/square")
}
