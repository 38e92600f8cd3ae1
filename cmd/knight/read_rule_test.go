package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/grade"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
)

// corpusCase is one input of testdata/corpus with the flags of its .args
// that say how to read it (-board, -read, -flip); the requirements
// (-start, -end, -closed) are verify's alone and left out.
type corpusCase struct {
	name, text string
	args       []string
	req        grade.Request
}

func corpusCases(t *testing.T) []corpusCase {
	t.Helper()
	inputs, err := filepath.Glob(filepath.Join("testdata", "corpus", "*.input"))
	require.NoError(t, err)
	require.NotEmpty(t, inputs)
	var out []corpusCase
	for _, in := range inputs {
		stem := strings.TrimSuffix(in, ".input")
		data, err := os.ReadFile(in)
		require.NoError(t, err)
		c := corpusCase{name: filepath.Base(stem), text: string(data)}
		if a, err := os.ReadFile(stem + ".args"); err == nil {
			f := strings.Fields(string(a))
			for i := 0; i < len(f); i++ {
				switch f[i] {
				case "-board":
					c.req.Board = board.MustParse(f[i+1])
					c.args = append(c.args, f[i], f[i+1])
					i++
				case "-read":
					c.req.Format, err = notation.ParseFormat(f[i+1])
					require.NoError(t, err)
					c.args = append(c.args, f[i], f[i+1])
					i++
				case "-flip":
					c.req.Flip = true
					c.args = append(c.args, f[i])
				case "-start", "-end":
					i++
				}
			}
		}
		out = append(out, c)
	}
	return out
}

// renderLine is what a line of knight render -json says.
type renderLine struct {
	Board   string `json:"board"`
	Status  string `json:"status"`
	Read    string `json:"read"`
	Kind    string `json:"kind"`
	Start   string `json:"start"`
	End     string `json:"end"`
	Covered int    `json:"covered"`
	Move    *int   `json:"move"`
	Error   string `json:"error"`
}

// TestRenderBlameReadAsVerify: render and blame read every input of the
// corpus (the outputs of other people's programs, in every layout verify
// reads) as knight verify does. The oracle is package grade, verify's
// grader, on the same text and flags: as many paths as verify finds
// tours; a tour verify finds valid is a valid path for render, read the
// same way (the same board, ends, squares and reading), and the path
// blame judges, square for square; a tour verify finds invalid by a bad
// move is invalid for render at the same move; an input of several tours
// is refused by blame, naming how many.
func TestRenderBlameReadAsVerify(t *testing.T) {
	for _, c := range corpusCases(t) {
		t.Run(c.name, func(t *testing.T) {
			// Text set aside is a row of verify's, not a tour; but a
			// partial board alone is the input's one path, which render
			// draws and verify names as set aside.
			want := slices.DeleteFunc(grade.Tours("stdin", strings.NewReader(c.text), c.req), func(v grade.Verdict) bool {
				return v.Status == grade.SetAside && !errors.Is(v.Fault, notation.ErrPartialBoard)
			})
			_, stdout, stderr := runKnight(t, c.text, append([]string{"render", "-json", "-format", "text"}, c.args...)...)
			lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
			require.Len(t, lines, len(want), "render -json lines, one a path, as verify's verdicts, one a tour (stderr %s)", stderr)
			for i, w := range want {
				var got renderLine
				require.NoError(t, json.Unmarshal([]byte(lines[i]), &got), lines[i])
				switch w.Status {
				case grade.Valid:
					r := w.Result
					assert.Equal(t, "valid", got.Status, "tour %d: verify says %v; render: %s", i, w, lines[i])
					assert.Equal(t, r.Board.String(), got.Board, "tour %d board", i)
					assert.Equal(t, r.Start.String(), got.Start, "tour %d start", i)
					assert.Equal(t, r.End.String(), got.End, "tour %d end", i)
					assert.Equal(t, r.Squares, got.Covered, "tour %d squares", i)
					assert.Equal(t, w.Reading, got.Read, "tour %d reading", i)
				case grade.Invalid:
					var verr *verify.Error
					if errors.As(w.Fault, &verr) && (errors.Is(w.Fault, verify.ErrNotKnightMove) || errors.Is(w.Fault, verify.ErrRevisit) || errors.Is(w.Fault, verify.ErrOffBoard)) {
						assert.Equal(t, "invalid", got.Status, "tour %d: verify says %v; render: %s", i, w, lines[i])
						if assert.NotNil(t, got.Move, lines[i]) {
							assert.Equal(t, verr.Move, *got.Move, "tour %d: the move at fault", i)
						}
					}
				case grade.SetAside:
					// A board numbered in part: a path drawn, never a tour.
					assert.Equal(t, "path", got.Kind, "tour %d: verify says %v; render draws %s", i, w, lines[i])
				case grade.Unreadable:
					// No reading is a tour: render may draw a path that
					// is not one, never a tour.
					assert.False(t, got.Status == "valid" && got.Kind != "path", "tour %d: verify says %v; render draws %s", i, w, lines[i])
				}
			}

			code, stdout, stderr := runKnight(t, c.text, append([]string{"blame", "-json", "-no-hints"}, c.args...)...)
			switch {
			case len(want) > 1:
				assert.Equal(t, exitUsage, code)
				assert.Contains(t, stderr, fmt.Sprintf("holds %d tours", len(want)))
				assert.Contains(t, stderr, "blame judges one game")
			case want[0].Status == grade.Valid:
				require.NotEqual(t, exitUsage, code, stderr)
				var v struct {
					Board string   `json:"board"`
					Path  []string `json:"path"`
				}
				require.NoError(t, json.Unmarshal([]byte(stdout), &v))
				assert.Equal(t, want[0].Result.Board.String(), v.Board)
				assert.Equal(t, strings.Fields(want[0].Path.String()), v.Path, "blame judges the path verify read")
			case want[0].Status == grade.Unreadable:
				assert.Equal(t, exitUsage, code, "verify cannot read it, so blame cannot: %s", stdout)
			}
		})
	}
}

// TestRenderSeveralRoundTrip: render -format text draws every path of an
// input of several, each after a line naming where it began, and verify
// reads the drawing back as the same tours in the same order (the
// oracle: package grade on the input and on the drawing); -format svg
// refuses several, naming how many.
func TestRenderSeveralRoundTrip(t *testing.T) {
	tested := 0
	for _, c := range corpusCases(t) {
		want := grade.Tours("stdin", strings.NewReader(c.text), c.req)
		if len(want) < 2 || slices.ContainsFunc(want, func(v grade.Verdict) bool { return v.Status != grade.Valid }) {
			continue
		}
		tested++
		t.Run(c.name, func(t *testing.T) {
			code, stdout, stderr := runKnight(t, c.text, append([]string{"render"}, c.args...)...)
			require.Equal(t, exitYes, code, stderr)
			back := grade.Tours("render", strings.NewReader(stdout), grade.Request{})
			require.Len(t, back, len(want), "tours read back from\n%s", stdout)
			for i := range want {
				assert.Equal(t, grade.Valid, back[i].Status, "tour %d read back: %v", i, back[i])
				assert.Equal(t, want[i].Path, back[i].Path, "tour %d read back", i)
			}
			code, _, stderr = runKnight(t, c.text, append([]string{"render", "-format", "svg"}, c.args...)...)
			assert.Equal(t, exitUsage, code)
			assert.Contains(t, stderr, fmt.Sprintf("holds %d tours", len(want)))
		})
	}
	require.Positive(t, tested, "no input of several valid tours in the corpus")
}
