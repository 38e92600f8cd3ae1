package draw

import (
	"bytes"
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

// TestEvidenceSVG draws the evidence documents of knight render's golden
// tests and checks each picture against its document: it is XML, the
// squares drawn as taken away are the cut's, and there are as many piece
// colours as the certificate counts pieces, a count verify re-derives
// independently.
func TestEvidenceSVG(t *testing.T) {
	inputs, err := filepath.Glob(filepath.Join("..", "..", "cmd", "knight", "testdata", "evidence", "*-svg.input"))
	require.NoError(t, err)
	require.NotEmpty(t, inputs)
	for _, in := range inputs {
		t.Run(strings.TrimSuffix(filepath.Base(in), ".input"), func(t *testing.T) {
			data, err := os.ReadFile(in)
			require.NoError(t, err)
			doc, err := evidence.Parse(data, evidence.DefaultLimits)
			require.NoError(t, err)
			pic, err := Evidence(doc)
			require.NoError(t, err)
			var svg bytes.Buffer
			require.NoError(t, pic.SVG(&svg))
			checkEvidenceSVG(t, in, svg.String())
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
	var cert evidence.Certificate
	switch d := doc.(type) {
	case evidence.Answer:
		q, cert = d.Problem, d.Certificate
	case evidence.Verdict:
		q, _ = d.Dead()
		cert = d.Certificate
	}
	var pic struct {
		Rects []struct {
			Fill  string `xml:"fill,attr"`
			Title string `xml:"title"`
		} `xml:"rect"`
	}
	require.NoError(t, xml.Unmarshal([]byte(svg), &pic), "the SVG must be XML")
	c, ok := cert.(evidence.Cut)
	if !ok {
		return
	}
	require.NoError(t, verify.Certificate(q, c), "the input's certificate")
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
