package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRenderEvidenceGolden draws each testdata/evidence/NAME.input, an
// answer or verdict document, as NAME says (NAME ends in -text or -svg)
// and compares with NAME.golden; -update rewrites the golden files, which
// must then be looked at. draw's TestEvidenceSVG checks the SVGs against
// their documents.
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
		})
	}
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
