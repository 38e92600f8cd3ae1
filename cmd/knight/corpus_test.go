package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVerifyCorpus verifies every testdata/corpus/NAME.input, the output
// of other people's programs and pages laid out as they print it, with the
// flags in NAME.args, and compares exit code, stdout and stderr with
// NAME.golden (rewritten by -update). The oracle for the valid tours is
// knight tour, which made them, and verify's own move checks; each invalid
// one was broken by hand in a known way, which its golden file names.
func TestVerifyCorpus(t *testing.T) {
	inputs, err := filepath.Glob(filepath.Join("testdata", "corpus", "*.input"))
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(inputs), 86, "the corpora of real-world and hostile inputs")
	for _, in := range inputs {
		stem := strings.TrimSuffix(in, ".input")
		t.Run(filepath.Base(stem), func(t *testing.T) {
			var args []string
			if a, err := os.ReadFile(stem + ".args"); err == nil {
				args = strings.Fields(string(a))
			}
			data, err := os.ReadFile(in)
			require.NoError(t, err)
			code, stdout, stderr := runKnight(t, string(data), append([]string{"verify"}, args...)...)
			got := fmt.Sprintf("exit %d\n-- stdout --\n%s-- stderr --\n%s", code, stdout, stderr)
			if *update {
				require.NoError(t, os.WriteFile(stem+".golden", []byte(got), 0o644))
			}
			want, err := os.ReadFile(stem + ".golden")
			require.NoError(t, err)
			assert.Equal(t, string(want), got, "knight verify %s < %s", strings.Join(args, " "), in)
		})
	}
}
