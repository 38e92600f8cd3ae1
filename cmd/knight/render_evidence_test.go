package main

import (
	"encoding/xml"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/verify"
)

// TestRenderEvidenceGolden draws each testdata/evidence/NAME.input, an
// answer or verdict document, as NAME says (NAME ends in -text or -svg)
// and compares with NAME.golden; -update rewrites the golden files, which
// must then be looked at. An SVG is also checked against its document:
// the squares drawn as taken away are the cut's, and there are as many
// piece colours as the certificate counts pieces, a count verify
// re-derives independently.
func TestRenderEvidenceGolden(t *testing.T) {
	inputs, err := filepath.Glob(filepath.Join("testdata", "evidence", "*.input"))
	require.NoError(t, err)
	require.NotEmpty(t, inputs)
	for _, in := range inputs {
		name := strings.TrimSuffix(filepath.Base(in), ".input")
		t.Run(name, func(t *testing.T) {
			_, format, _ := strings.Cut(name, "-")
			code, stdout, stderr := runKnight(t, "", "render", "-format", format, in)
			require.Equal(t, exitYes, code, stderr)
			golden := strings.TrimSuffix(in, ".input") + ".golden"
			if *update {
				require.NoError(t, os.WriteFile(golden, []byte(stdout), 0o644))
			}
			want, err := os.ReadFile(golden)
			require.NoError(t, err)
			assert.Equal(t, string(want), stdout, "knight render -format %s %s differs from %s", format, in, golden)
			if format == "svg" {
				checkEvidenceSVG(t, in, stdout)
			}
		})
	}
}

func checkEvidenceSVG(t *testing.T, input, svg string) {
	t.Helper()
	data, err := os.ReadFile(input)
	require.NoError(t, err)
	doc, err := evidence.Parse(data, evidence.DefaultLimits)
	require.NoError(t, err)
	var q board.Problem
	var c *evidence.Certificate
	switch d := doc.(type) {
	case evidence.Answer:
		q, c = d.Problem, d.Certificate
	case evidence.Verdict:
		q, _ = d.Dead()
		c = d.Certificate
	}
	var pic struct {
		Rects []struct {
			Fill  string `xml:"fill,attr"`
			Title string `xml:"title"`
		} `xml:"rect"`
	}
	require.NoError(t, xml.Unmarshal([]byte(svg), &pic), "the SVG must be XML")
	if c == nil || c.Kind != evidence.Cut {
		return
	}
	require.NoError(t, verify.Certificate(q, *c), "the input's certificate")
	var removed []string
	pieces := map[string]bool{}
	for _, r := range pic.Rects {
		switch {
		case r.Title == "":
		case r.Fill == removedColour:
			removed = append(removed, r.Title)
		case slices.Contains(pieceColours, r.Fill):
			pieces[r.Fill] = true
		}
	}
	var want []string
	for _, s := range c.Squares {
		want = append(want, s.String())
	}
	slices.Sort(removed)
	slices.Sort(want)
	assert.Equal(t, want, removed, "squares drawn as taken away")
	assert.Equal(t, min(c.Pieces, len(pieceColours)), len(pieces), "piece colours drawn")
}

// TestRenderEvidenceRejects: a document that cannot be read is refused
// with its position; a survey is sent to the survey command.
func TestRenderEvidenceRejects(t *testing.T) {
	for _, tc := range []struct{ doc, says string }{
		{`{"board":"5x5","start":"a2","status":"none","method":"sat","Start":"a1"}`, "stdin:1:60: duplicate key"},
		{`{"board":"3x4","squares":[]}`, "knight survey -format svg"},
	} {
		code, _, stderr := runKnight(t, tc.doc, "render", "-format", "svg")
		assert.Equal(t, exitUsage, code, "render %s: %s", tc.doc, stderr)
		assert.Contains(t, stderr, tc.says)
	}
}
