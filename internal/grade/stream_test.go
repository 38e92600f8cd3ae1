package grade

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/heuristic"
	"github.com/knightcert/knight/verify"
)

// plainInputs are t written as knight tour writes it, and the same with
// single faults and layouts the line scanner must leave to the readers:
// squares swapped, cut, added, repeated (by a knight move or not, the
// start or another) or off the board, a caption, CRLF, capitals, a double
// space, two lines, a blank first line, a byte-order mark, a leading piece
// letter.
func plainInputs(t board.Path) map[string]string {
	sq := strings.Fields(t.String())
	// The last square k whose square before is a knight move from a square
	// j visited before it: writing square j there is a revisit that is a
	// knight move, whose message names move j.
	k, j := len(t)-1, 0
	for ; k > 2; k-- {
		for j = 0; j < k-2 && !board.IsKnightMove(t[k-1], t[j]); j++ {
		}
		if j < k-2 {
			break
		}
	}
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
		"revisit":        with(func(s []string) []string { s[k] = s[j]; return s }),
		"revisit start":  with(func(s []string) []string { s[2] = s[0]; return s }),
		"two extra":      join(append(sq, sq[0], sq[1])),
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

// layouts are the inputs of plainInputs in one line of squares, which
// the stream must grade itself, valid or not.
var layouts = map[string]bool{
	"valid": true, "valid, no EOL": true, "swapped": true, "cut": true, "first repeated": true,
	"repeat": true, "revisit": true, "revisit start": true, "two extra": true, "off the board": true,
}

// checkStreamed compares streamed with Tours on one input: whenever the
// stream answers, Tours gives one verdict, equal in every field but the
// Path, which the stream does not hold. It reports whether the stream
// answered.
func checkStreamed(t *testing.T, what, text string, req Request) bool {
	t.Helper()
	want := Tours("t", strings.NewReader(text), req)
	got, ok := streamed(strings.NewReader(text), 0, int64(len(text)), req)
	if !ok {
		return false
	}
	require.Len(t, want, 1, "%s: streamed as %v, but Tours gives %d verdicts", what, got, len(want))
	assert.Nil(t, got.Path, "%s: the stream holds no path", what)
	got.File, got.Path = "t", want[0].Path
	assert.Equal(t, want[0], got, "%s", what)
	assert.Equal(t, want[0].Where()+": "+want[0].String(), got.Where()+": "+got.String(), "%s: the message", what)
	return true
}

// TestStreamedVerdictsMatch: grading a tour a square at a time gives the
// verdict of the readers, word for word and at the same place, valid or
// not, when it is one line of squares, and leaves any other layout to
// them: on tours of odd and even boards, with single faults (a revisit by
// a knight move among them, of the start and of another square) and other
// layouts, under no requirement, a start, an end and closure, each met or
// not. Oracle: Tours, the usual reading and check of the same text.
func TestStreamedVerdictsMatch(t *testing.T) {
	streamed, atMove, faults := 0, 0, map[error]int{}
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
					if v := Tours("t", strings.NewReader(text), req)[0]; v.Fault != nil {
						for _, e := range []error{verify.ErrOffBoard, verify.ErrNotKnightMove, verify.ErrRevisit, verify.ErrIncomplete, verify.ErrWrongStart, verify.ErrWrongEnd, verify.ErrNotClosed} {
							if errors.Is(v.Fault, e) {
								faults[e]++
							}
						}
						if strings.Contains(v.Fault.Error(), "already visited at move") {
							atMove++
						}
					}
				}
				assert.Equal(t, layouts[name], answered, "%v %s under %s: streamed %v, want %v", b, name, rname, answered, layouts[name])
			}
		}
	}
	assert.Greater(t, streamed, 300, "too few inputs streamed for the comparison to mean much")
	assert.Len(t, faults, 7, "every fault of verify streamed: %v", faults)
	assert.Greater(t, atMove, 0, "no revisit of a square other than the start streamed")
}

// TestStreamedFileMatches: a file over 4 MiB, named or as stdin, as Files
// grades it (a square at a time when it is one line of squares), gets the
// verdict Tours gives the same text, read by the readers, valid or with a
// fault. Oracle: Tours.
func TestStreamedFileMatches(t *testing.T) {
	if testing.Short() {
		t.Skip("a 6 MB tour of 1000x1000")
	}
	b := board.MustParse("1000x1000")
	tour, ok := heuristic.Warnsdorff(b, board.Square{X: 1, Y: 1}, heuristic.Roth, 0)
	require.True(t, ok)
	dir := t.TempDir()
	for _, name := range []string{"valid", "swapped", "cut", "revisit", "revisit start", "first repeated", "caption", "two lines"} {
		text := plainInputs(tour)[name]
		require.Greater(t, len(text), streamFrom, "the file must be over the size that streams")
		path := filepath.Join(dir, strings.ReplaceAll(name, " ", "-"))
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
		for _, r := range []Requirements{{Board: b}, {Board: b, Start: tour[0]}, {Board: b, Start: tour[1]}, {Board: b, Closed: true}} {
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
					if layouts[name] {
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
