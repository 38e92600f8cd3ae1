package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// realWorld is one entry of testdata/realworld: what some real program
// printed (README.md says which), the flags a grader would give, and the
// exit code a grader expects.
type realWorld struct {
	name string
	args []string
	want int
	text string
}

// misreadKnown lists the entries that knight verify does not yet read with
// the verdict a grader expects; TestVerifyRealWorld checks their golden
// output but not the verdict. Each fix of a reader takes its entry off.
var misreadKnown = map[string]bool{}

// loadRealWorld reads testdata/realworld/want.txt and the entries it names;
// every NAME.input must be named there.
func loadRealWorld(t *testing.T) []realWorld {
	t.Helper()
	dir := filepath.Join("testdata", "realworld")
	f, err := os.Open(filepath.Join(dir, "want.txt"))
	require.NoError(t, err)
	defer f.Close()
	var out []realWorld
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		require.Len(t, fields, 2, "want.txt: %q", line)
		want, err := strconv.Atoi(fields[1])
		require.NoError(t, err)
		e := realWorld{name: fields[0], want: want}
		stem := filepath.Join(dir, e.name)
		if a, err := os.ReadFile(stem + ".args"); err == nil {
			e.args = strings.Fields(string(a))
		}
		data, err := os.ReadFile(stem + ".input")
		require.NoError(t, err, "want.txt names %s", e.name)
		e.text = string(data)
		out = append(out, e)
	}
	require.NoError(t, sc.Err())
	inputs, err := filepath.Glob(filepath.Join(dir, "*.input"))
	require.NoError(t, err)
	require.Len(t, inputs, len(out), "every input has its verdict in want.txt")
	return out
}

// TestVerifyRealWorld verifies what real programs print (testdata/realworld,
// sources in its README): the output must match NAME.golden (rewritten by
// -update), and the exit code must be the one a grader expects, from
// want.txt, which a person wrote by reading each file; the oracle of the
// valid ones is verify's move check on the tour the golden names, and each
// invalid one was printed broken or broken by hand in a known way. A wrong
// verdict (a valid tour called invalid, an invalid one called valid) fails
// even for an entry not yet read right.
func TestVerifyRealWorld(t *testing.T) {
	entries := loadRealWorld(t)
	require.GreaterOrEqual(t, len(entries), 47)
	right := 0
	for _, e := range entries {
		t.Run(e.name, func(t *testing.T) {
			code, stdout, stderr := runKnight(t, e.text, append([]string{"verify"}, e.args...)...)
			got := fmt.Sprintf("exit %d\n-- stdout --\n%s-- stderr --\n%s", code, stdout, stderr)
			stem := filepath.Join("testdata", "realworld", e.name)
			if *update {
				require.NoError(t, os.WriteFile(stem+".golden", []byte(got), 0o644))
			}
			want, err := os.ReadFile(stem + ".golden")
			require.NoError(t, err)
			assert.Equal(t, string(want), got, "knight verify %s < %s.input", strings.Join(e.args, " "), stem)
			wrong := e.want == 0 && code == 1 || e.want == 1 && code == 0
			assert.False(t, wrong, "a wrong verdict: exit %d, a grader expects %d", code, e.want)
			if code == e.want {
				right++
			}
			if !misreadKnown[e.name] {
				assert.Equal(t, e.want, code, "exit code")
			}
		})
	}
	t.Logf("%d of %d real outputs read with the verdict a grader expects", right, len(entries))
}

// TestRealWorldMutants breaks every valid real output once in each of two
// ways, in its own notation: two consecutive moves swapped (the move
// before them then joins two squares a knight's move from one square,
// which are never a knight's move apart: both moves change the colour of
// the square, so together they keep it) and one move written twice (a
// square repeated). The oracle is that argument: neither can be a valid
// tour under the reading the original was valid in, so no verdict may be
// valid (exit 0).
func TestRealWorldMutants(t *testing.T) {
	entries := loadRealWorld(t)
	mutated := 0
	codes := map[int]int{} // exit code: mutants
	for _, e := range entries {
		if e.want != 0 || misreadKnown[e.name] {
			continue
		}
		docs := validReadings(t, e)
		for _, d := range docs {
			for _, kind := range []string{"swap", "repeat"} {
				text, at, ok := mutate(e.text, d, kind)
				if !ok {
					continue
				}
				mutated++
				t.Run(fmt.Sprintf("%s/line%d/%s-%d", e.name, d.Line, kind, at), func(t *testing.T) {
					code, stdout, stderr := runKnight(t, text, append([]string{"verify"}, e.args...)...)
					codes[code]++
					assert.NotEqual(t, 0, code, "a broken tour judged valid:\n%s%s", stdout, stderr)
				})
			}
			if len(docs) > 3 {
				break // files of many tours: the first is enough
			}
		}
	}
	t.Logf("%d mutants, by exit code: %v", mutated, codes)
	require.GreaterOrEqual(t, mutated, 80)
}

// validReadings reads e as verify does and returns the reading of each of
// its tours that Judge found valid.
func validReadings(t *testing.T, e realWorld) []notation.Document {
	t.Helper()
	q := board.Problem{}
	for i := 0; i+1 < len(e.args); i++ {
		if e.args[i] == "-board" {
			b, err := board.Parse(e.args[i+1])
			require.NoError(t, err)
			q.Board = b
		}
	}
	tours, err := notation.ReadTours(strings.NewReader(e.text), notation.ReadOptions{Board: q.Board})
	require.NoError(t, err)
	var docs []notation.Document
	for _, tr := range tours {
		j := notation.Judge(tr, q, verify.Tour)
		if j.Verdict == notation.Valid {
			docs = append(docs, j.Doc)
		}
	}
	return docs
}

// mutate writes d's path broken (kind "swap" or "repeat") into the text,
// by changing the two tokens that stand for moves k and k+1 in the lines
// from d.Line on; it tries moves from the middle of the path outwards and
// gives up (ok false) when no move's token is found exactly once.
func mutate(text string, d notation.Document, kind string) (string, int, bool) {
	lines := strings.SplitAfter(text, "\n")
	from := d.Line - 1
	if from < 0 || from >= len(lines) {
		return "", 0, false
	}
	region := strings.Join(lines[from:], "")
	prefix := strings.Join(lines[:from], "")
	n := len(d.Path)
	for off := 0; off < n-2; off++ {
		k := n/2 + off/2*(1-2*(off%2)) // n/2, n/2, n/2-1, n/2+1, ...
		if k < 1 || k+1 >= n {
			continue
		}
		a, okA := tokenOf(region, d, k)
		b, okB := tokenOf(region, d, k+1)
		if !okA || !okB {
			continue
		}
		out := []byte(region)
		repl := func(at [2]int, with string) {
			out = slices.Concat(out[:at[0]], []byte(with), out[at[1]:])
		}
		ta, tb := region[a[0]:a[1]], region[b[0]:b[1]]
		// Replace the later span first so the earlier one's offsets hold.
		first, second := a, b
		firstWith, secondWith := tb, ta
		if kind == "repeat" {
			firstWith, secondWith = ta, ta // move k+1 written as move k
		}
		if first[0] > second[0] {
			first, second = second, first
			firstWith, secondWith = secondWith, firstWith
		}
		repl(second, secondWith)
		repl(first, firstWith)
		return prefix + string(out), k, true
	}
	return "", 0, false
}

// tokenOf finds the one span of region that writes move k of d: the
// number k+Base of a grid or a flat list, the square number of a list of
// square numbers, the square's name in a square list (any case), or its
// coordinates as an (X, Y) pair in either order. ok is false unless
// exactly one span matches.
func tokenOf(region string, d notation.Document, k int) ([2]int, bool) {
	s := d.Path[k]
	var spans [][2]int
	switch d.Format {
	case notation.Grid, notation.Numbers:
		spans = numberSpans(region, k+d.Base)
	case notation.Indices:
		idx := int(s.Y-1)*int(d.Board.W) + int(s.X-1)
		if d.Flipped {
			idx = int(d.Board.H-s.Y)*int(d.Board.W) + int(s.X-1)
		}
		spans = numberSpans(region, idx+d.Base)
	case notation.Algebraic:
		spans = wordSpans(region, s.String())
	default:
		return [2]int{}, false
	}
	if len(spans) != 1 {
		return [2]int{}, false
	}
	return spans[0], true
}

// numberSpans are the runs of digits in region whose value is v.
func numberSpans(region string, v int) [][2]int {
	var out [][2]int
	for i := 0; i < len(region); {
		if region[i] < '0' || region[i] > '9' {
			i++
			continue
		}
		j := i
		for j < len(region) && region[j] >= '0' && region[j] <= '9' {
			j++
		}
		if n, err := strconv.Atoi(region[i:j]); err == nil && n == v {
			out = append(out, [2]int{i, j})
		}
		i = j
	}
	return out
}

// wordSpans are the places region writes w (any case) as a word of its
// own: no letter or digit just before or after.
func wordSpans(region, w string) [][2]int {
	lower := strings.ToLower(region)
	alnum := func(c byte) bool { return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' }
	var out [][2]int
	for i := 0; ; {
		j := strings.Index(lower[i:], w)
		if j < 0 {
			return out
		}
		at := i + j
		end := at + len(w)
		if (at == 0 || !alnum(lower[at-1])) && (end == len(lower) || !alnum(lower[end])) {
			out = append(out, [2]int{at, end})
		}
		i = at + 1
	}
}
