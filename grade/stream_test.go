package grade

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/heuristic"
)

// plainInputs are t written as knight tour writes it, and the same with
// single faults and layouts the line scanner must leave to the readers:
// squares swapped, cut, added, repeated or off the board, a caption, CRLF,
// capitals, a double space, two lines, a blank first line, a byte-order
// mark, a leading piece letter.
func plainInputs(t board.Path) map[string]string {
	sq := strings.Fields(t.String())
	join := func(s []string) string { return strings.Join(s, " ") + "\n" }
	with := func(f func(s []string) []string) string { return join(f(append([]string(nil), sq...))) }
	mid := len(sq) / 2
	return map[string]string{
		"valid":          join(sq),
		"valid, no EOL":  strings.Join(sq, " "),
		"swapped":        with(func(s []string) []string { s[mid], s[mid+1] = s[mid+1], s[mid]; return s }),
		"cut":            join(sq[:len(sq)-1]),
		"first repeated": join(append(sq, sq[0])),
		"repeat":         with(func(s []string) []string { s[len(s)-1] = s[1]; return s }),
		"off the board":  with(func(s []string) []string { s[mid] = "zz99"; return s }),
		"caption":        "tour: " + join(sq),
		"CRLF":           strings.Join(sq, " ") + "\r\n",
		"capitals":       strings.ToUpper(join(sq)),
		"double space":   strings.Replace(join(sq), " ", "  ", 1),
		"two lines":      join(sq[:mid]) + join(sq[mid:]),
		"blank first":    "\n" + join(sq),
		"BOM":            "\uFEFF" + join(sq),
		"piece":          "N" + join(sq),
	}
}

// checkStreamed compares streamedValid with Tours on one input: whenever
// the stream answers, Tours gives one verdict, valid, equal in every
// field but the Path, which the stream does not hold. It reports whether
// the stream answered.
func checkStreamed(t *testing.T, what, text string, req Request) bool {
	t.Helper()
	want := Tours("t", strings.NewReader(text), req)
	got, ok := streamedValid(strings.NewReader(text), req)
	if !ok {
		return false
	}
	require.Len(t, want, 1, "%s: streamed as valid, but Tours gives %d verdicts", what, len(want))
	require.Equal(t, Valid, want[0].Status, "%s: streamed as valid, but Tours says %v", what, want[0])
	assert.Nil(t, got.Path, "%s: the stream holds no path", what)
	got.File, got.Path = "t", want[0].Path
	assert.Equal(t, want[0], got, "%s", what)
	return true
}

// TestStreamedVerdictsMatch: grading a tour a square at a time gives the
// verdict of the readers, or leaves the input to them: on tours of odd
// and even boards, with single faults and other layouts, under no
// requirement, a start, an end and closure, each met or not. Oracle:
// Tours, the usual reading and check of the same text.
func TestStreamedVerdictsMatch(t *testing.T) {
	streamed := 0
	for _, bs := range []string{"5x5", "6x6", "8x8", "7x9", "12x5", "30x30"} {
		b := board.MustParse(bs)
		tour, ok := heuristic.Warnsdorff(b, board.Square{X: 1, Y: 1}, heuristic.Roth, 0)
		if !ok {
			tour, ok = heuristic.Warnsdorff(b, board.Square{X: 2, Y: 1}, heuristic.Roth, 0)
		}
		require.True(t, ok, "no Warnsdorff tour of %v", b)
		last := tour[len(tour)-1]
		reqs := map[string]Requirements{
			"none": {}, "start": {Start: tour[0]}, "other start": {Start: tour[1]},
			"end": {End: last}, "other end": {End: tour[0]}, "closed": {Closed: true},
		}
		for name, text := range plainInputs(tour) {
			for rname, r := range reqs {
				r.Board = b
				req := Request{Requirements: r}
				answered := checkStreamed(t, bs+" "+name+" "+rname, text, req)
				if answered {
					streamed++
				}
				meant := strings.HasPrefix(name, "valid") && rname != "other start" && rname != "other end" &&
					(rname != "closed" || board.IsKnightMove(last, tour[0]))
				assert.Equal(t, meant, answered, "%v %s under %s: streamed %v, want %v", b, name, rname, answered, meant)
			}
		}
	}
	assert.Greater(t, streamed, 20, "too few inputs streamed for the comparison to mean much")
}

// TestStreamedFileMatches: a file over 4 MiB, named or as stdin, as Files
// grades it (a square at a time when it is one valid line), gets the
// verdict Tours gives the same text, read whole, valid or with a fault.
// Oracle: Tours.
func TestStreamedFileMatches(t *testing.T) {
	if testing.Short() {
		t.Skip("a 6 MB tour of 1000x1000")
	}
	b := board.MustParse("1000x1000")
	tour, ok := heuristic.Warnsdorff(b, board.Square{X: 1, Y: 1}, heuristic.Roth, 0)
	require.True(t, ok)
	dir := t.TempDir()
	for _, name := range []string{"valid", "swapped", "cut", "caption", "two lines"} {
		text := plainInputs(tour)[name]
		require.Greater(t, len(text), streamFrom, "the file must be over the size that streams")
		path := filepath.Join(dir, strings.ReplaceAll(name, " ", "-"))
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
		for _, r := range []Requirements{{Board: b}, {Board: b, Start: tour[0]}, {Board: b, Closed: true}} {
			req := Request{Requirements: r}
			// The file named, and the file as stdin (a redirection).
			f, err := os.Open(path)
			require.NoError(t, err)
			for _, arg := range []string{path, "-"} {
				var got []Verdict
				_, err := Files([]string{arg}, f, req, func(v Verdict) error { got = append(got, v); return nil })
				require.NoError(t, err)
				file := path
				if arg == "-" {
					file = "stdin"
				}
				want := Tours(file, strings.NewReader(text), req)
				require.Len(t, got, len(want), "%s %+v", name, r)
				for i := range got {
					if got[i].Status == Valid && name == "valid" {
						assert.Nil(t, got[i].Path, "%s: streamed, the verdict holds no path", name)
						got[i].Path = want[i].Path
					}
					assert.Equal(t, want[i], got[i], "%s %+v, %s", name, r, arg)
				}
			}
			require.NoError(t, f.Close())
		}
	}
}
