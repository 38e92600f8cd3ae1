package grade

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/heuristic"
	"github.com/knightcert/knight/internal/streamhook"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
)

// plainInputs are t written as knight tour writes it, and the same with
// single faults and other layouts of the list: squares swapped, cut,
// added, repeated (by a knight move or not, the start or another) or off
// the board, a caption, CRLF, capitals, a double space, two lines, a blank
// first line, a byte-order mark, a leading piece letter.
func plainInputs(t board.Path) map[string]string {
	out := map[string]string{}
	for name, p := range faultyPaths(t) {
		out[name] = strings.Join(strings.Fields(p.String()), " ") + "\n"
	}
	sq := strings.Fields(t.String())
	join := func(s []string) string { return strings.Join(s, " ") + "\n" }
	mid := len(sq) / 2
	out["valid, no EOL"] = strings.Join(sq, " ")
	out["caption"] = "tour: " + join(sq)
	out["CRLF"] = strings.Join(sq, " ") + "\r\n"
	out["capitals"] = strings.ToUpper(join(sq))
	out["double space"] = strings.Replace(join(sq), " ", "  ", 1)
	out["two lines"] = join(sq[:mid]) + join(sq[mid:])
	out["blank first"] = "\n" + join(sq)
	out["BOM"] = "\uFEFF" + join(sq)
	out["piece"] = "N" + join(sq)
	return out
}

// faultyPaths are t and t with single faults: squares swapped, cut,
// added, repeated (by a knight move or not, the start or another) or off
// the board.
func faultyPaths(t board.Path) map[string]board.Path {
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
	with := func(f func(p board.Path)) board.Path {
		p := slices.Clone(t)
		f(p)
		return p
	}
	mid := len(t) / 2
	return map[string]board.Path{
		"valid":          t,
		"swapped":        with(func(p board.Path) { p[mid], p[mid+1] = p[mid+1], p[mid] }),
		"cut":            t[:len(t)-1],
		"first repeated": append(slices.Clone(t), t[0]),
		"repeat":         with(func(p board.Path) { p[len(p)-1] = p[1] }),
		"revisit":        with(func(p board.Path) { p[k] = p[j] }),
		"revisit start":  with(func(p board.Path) { p[2] = p[0] }),
		"two extra":      append(slices.Clone(t), t[0], t[1]),
		"one before":     append(board.Path{t[1]}, t...),
		"off the board":  with(func(p board.Path) { p[mid] = board.Square{X: 700, Y: 99} }),
	}
}

// listForms are the square list layouts a long input may have, each
// writing a square and putting a separator between two.
var listForms = []struct {
	name   string
	square func(s board.Square) string
	sep    string
	around [2]string
}{
	{name: "squares on a line", square: board.Square.String, sep: " "},
	{name: "a square a line", square: board.Square.String, sep: "\n"},
	{name: "numbered moves", square: board.Square.String, sep: "\n"},
	{name: "pairs a line", square: func(s board.Square) string { return fmt.Sprintf("%d,%d", s.X, s.Y) }, sep: "\n"},
	{name: "pairs on a line", square: func(s board.Square) string { return fmt.Sprintf("(%d, %d)", s.X, s.Y) }, sep: " "},
	{name: "pairs from 0", square: func(s board.Square) string { return fmt.Sprintf("%d,%d", s.X-1, s.Y-1) }, sep: "\n"},
	{name: "pairs rank first", square: func(s board.Square) string { return fmt.Sprintf("[%d, %d]", s.Y, s.X) }, sep: ", ", around: [2]string{"[", "]\n"}},
	{name: "Prolog terms", square: func(s board.Square) string { return fmt.Sprintf("p(%d,%d)", s.X, s.Y) }, sep: ", ", around: [2]string{"answer(1, [", "]).\n"}},
}

// writeList writes p in the list form of listForms[f].
func writeList(f int, p board.Path) string {
	form := listForms[f]
	var b strings.Builder
	b.WriteString(form.around[0])
	for i, s := range p {
		if i > 0 {
			b.WriteString(form.sep)
		}
		if form.name == "numbered moves" {
			fmt.Fprintf(&b, "%d. ", i+1)
		}
		b.WriteString(form.square(s))
	}
	if form.around[1] == "" {
		return b.String() + "\n"
	}
	return b.String() + form.around[1]
}

// streamAll has the readers read every input as they read a long one,
// until the test ends.
func streamAll(t *testing.T) {
	old := streamhook.Above
	streamhook.Above = 0
	t.Cleanup(func() { streamhook.Above = old })
}

// checkStreamed compares streamed with Tours on one input, which the
// readers read as a long input (streamAll): whenever the stream answers,
// Tours gives as many verdicts (the tour's, and a row set aside for text
// a list that ran past its board left unread), equal in every field but
// the Path, which the stream does not hold. It reports whether the stream
// answered.
func checkStreamed(t *testing.T, what, text string, req Request) bool {
	t.Helper()
	want := Tours("t", strings.NewReader(text), req)
	got, ok := streamed(strings.NewReader(text), 0, int64(len(text)), req)
	if !ok {
		return false
	}
	require.Len(t, want, len(got), "%s: streamed as %v, but Tours gives %v", what, got, want)
	for i := range got {
		assert.Nil(t, got[i].Path, "%s: the stream holds no path", what)
		got[i].File, got[i].Path = "t", want[i].Path
		assert.Equal(t, want[i], got[i], "%s", what)
		assert.Equal(t, want[i].Where()+": "+want[i].String(), got[i].Where()+": "+got[i].String(), "%s: the message", what)
	}
	return true
}

// TestStreamedVerdictsMatch: grading a tour a square at a time gives the
// verdict of the readers, word for word and at the same place, valid or
// not, for every list form (algebraic squares on a line or a line each,
// numbered moves, x,y pairs a line, (x, y) pairs on a line, pairs from 0,
// rank first, Prolog terms) and layout around it: on open and closed
// tours of odd and even boards, square and not, from a1 and from random
// starts, with single faults (a revisit by a knight move among them, of
// the start and of another square; a square more before or after a whole
// tour, the start repeated at the end) under no requirement, a start, an
// end and closure, each met or not, with a list notation asked or none. Oracle: Tours, the
// readers' reading and check of the same text, read as they read a long
// input (streamhook).
func TestStreamedVerdictsMatch(t *testing.T) {
	streamAll(t)
	tours := map[string]board.Path{}
	for _, bs := range []string{"5x5", "7x9", "12x5", "30x30"} {
		b := board.MustParse(bs)
		tour, ok := heuristic.Warnsdorff(b, board.Square{X: 1, Y: 1}, heuristic.Roth, 0)
		if !ok {
			tour, ok = heuristic.Warnsdorff(b, board.Square{X: 2, Y: 1}, heuristic.Roth, 0)
		}
		require.True(t, ok, "no Warnsdorff tour of %v", b)
		tours["open "+bs] = tour
	}
	for _, bs := range []string{"6x6", "8x8", "6x10"} {
		tour, err := heuristic.Construct(board.MustParse(bs))
		require.NoError(t, err)
		tours["closed "+bs] = tour
	}
	// Tours from random starts, by a random tie-break.
	rng := rand.New(rand.NewPCG(25, 2))
	for _, bs := range []string{"8x8", "9x7", "20x20"} {
		b := board.MustParse(bs)
		for len(tours) < 100 {
			start := board.Square{X: 1 + rng.Int32N(b.W), Y: 1 + rng.Int32N(b.H)}
			if tour, ok := heuristic.Warnsdorff(b, start, heuristic.Roth, rng.Int64()); ok {
				tours["random "+bs+" from "+start.String()] = tour
				break
			}
		}
	}
	streamed, atMove, byVariant, faults := 0, 0, 0, map[error]int{}
	for tname, tour := range tours {
		b := board.Board{W: 1, H: 1}
		for _, s := range tour {
			b.W, b.H = max(b.W, s.X), max(b.H, s.Y)
		}
		last := tour[len(tour)-1]
		reqs := map[string]Requirements{
			"none": {}, "start": {Start: tour[0]}, "other start": {Start: tour[1]},
			"end": {End: last}, "other end": {End: tour[0]}, "closed": {Closed: true},
		}
		formats := map[string]notation.Format{"none": notation.XY, "other start": notation.Algebraic, "closed": notation.Prolog}
		inputs := map[string]string{}
		for name, text := range plainInputs(tour) {
			inputs["squares, "+name] = text
		}
		for f := range listForms {
			for name, p := range faultyPaths(tour) {
				inputs[listForms[f].name+", "+name] = writeList(f, p)
			}
		}
		for name, text := range inputs {
			for rname, r := range reqs {
				r.Board = b
				req := Request{Requirements: r, Format: formats[rname]}
				what := tname + " " + name + " under " + rname
				if !checkStreamed(t, what, text, req) {
					t.Errorf("%s: not streamed", what)
					continue
				}
				streamed++
				v := Tours("t", strings.NewReader(text), req)[0]
				for _, e := range []error{verify.ErrOffBoard, verify.ErrNotKnightMove, verify.ErrRevisit, verify.ErrIncomplete, verify.ErrWrongStart, verify.ErrWrongEnd, verify.ErrNotClosed, notation.ErrMisread} {
					if errors.Is(v.Fault, e) {
						faults[e]++
					}
				}
				if v.Fault != nil && strings.Contains(v.Fault.Error(), "already visited at move") {
					atMove++
				}
				if v.Status == Valid && v.Reading != "" && !strings.Contains(v.Reading, "from 1") && !strings.Contains(v.Reading, "from 0") {
					byVariant++
				}
			}
		}
	}
	t.Logf("%d inputs streamed, %d valid by another reading, faults %v", streamed, byVariant, faults)
	assert.Greater(t, streamed, 3000, "too few inputs streamed for the comparison to mean much")
	assert.Len(t, faults, 8, "every fault of verify streamed, and a misread: %v", faults)
	assert.Greater(t, atMove, 0, "no revisit of a square other than the start streamed")
	assert.Greater(t, byVariant, 0, "no tour valid by another reading than the first (a repeat, a line cut off, pairs turned)")
}

// TestStreamedLeavesOthers: an input that is no square list (a numbered
// grid, JSON) is left to the readers. Oracle: the layouts' definition.
func TestStreamedLeavesOthers(t *testing.T) {
	b := board.MustParse("5x5")
	req := Request{Requirements: Requirements{Board: b}}
	for _, text := range []string{
		"1 2 3 4 5\n6 7 8 9 10\n",
		`{"board": "5x5", "path": ["a1"]}`,
		". 1 2\n",
	} {
		_, ok := streamed(strings.NewReader(text), 0, int64(len(text)), req)
		assert.False(t, ok, "%q streamed", text)
	}
}

// pipe is a reader of stdin that is no file, as a pipe is: Files sees
// neither an *os.File nor a ReaderAt.
type pipe struct{ r io.Reader }

func (p pipe) Read(b []byte) (int, error) { return p.r.Read(b) }

// TestStreamedFileMatches: a file over 4 MiB, named, as stdin or piped, as
// Files grades it (a square at a time when it is a list), gets the
// verdict Tours gives the same text, read by the readers, valid or with a
// fault: a revisit's first visit, pairs from 0 and a closed tour's start
// repeated at its end, each found by reading again, come from the pipe's
// copy; so does a pipe over the request's byte limit. Oracle: Tours.
func TestStreamedFileMatches(t *testing.T) {
	if testing.Short() {
		t.Skip("a 6 MB tour of 1000x1000")
	}
	b := board.MustParse("1000x1000")
	tour, ok := heuristic.Warnsdorff(b, board.Square{X: 1, Y: 1}, heuristic.Roth, 0)
	require.True(t, ok)
	closed, err := heuristic.Construct(b)
	require.NoError(t, err)
	inputs := plainInputs(tour)
	for f, form := range listForms {
		switch form.name {
		case "pairs a line":
			inputs["pairs, revisit"] = writeList(f, faultyPaths(tour)["revisit"])
		case "pairs from 0":
			inputs["pairs from 0"] = writeList(f, tour)
			inputs["pairs from 0, off the board"] = writeList(f, faultyPaths(tour)["off the board"])
		case "a square a line":
			inputs["closed, first repeated"] = writeList(f, faultyPaths(closed)["first repeated"])
		}
	}
	dir := t.TempDir()
	for _, name := range []string{"valid", "swapped", "cut", "revisit", "revisit start", "first repeated", "caption", "two lines",
		"pairs, revisit", "pairs from 0", "pairs from 0, off the board", "closed, first repeated"} {
		text := inputs[name]
		require.Greater(t, len(text), streamFrom, "the file must be over the size that streams")
		path := filepath.Join(dir, strings.ReplaceAll(name, " ", "-"))
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
		for _, r := range []Requirements{{Board: b}, {Board: b, Start: tour[0]}, {Board: b, Start: tour[1]}, {Board: b, Closed: true}} {
			req := Request{Requirements: r}
			// The file named, the file as stdin (a redirection), and
			// stdin piped, within the byte limit and over it.
			f, err := os.Open(path)
			require.NoError(t, err)
			args := []string{path, "-"}
			if r.Start == (board.Square{}) && !r.Closed {
				args = append(args, "pipe", "pipe over the limit")
			}
			for _, arg := range args {
				var got []Verdict
				var stdin io.Reader = f
				if strings.HasPrefix(arg, "pipe") {
					stdin = pipe{strings.NewReader(text)}
				}
				if arg == "pipe over the limit" {
					req.MaxBytes = int64(len(text) - 10)
				}
				named := path
				if arg != path {
					named = "-"
				}
				_, err := Files([]string{named}, stdin, req, func(v Verdict) error { got = append(got, v); return nil })
				require.NoError(t, err)
				file := path
				if arg != path {
					file = "stdin"
				}
				want := Tours(file, strings.NewReader(text), req)
				if arg == "pipe over the limit" {
					require.Len(t, want, 1)
					assert.ErrorIs(t, want[0].Fault, notation.ErrTooLarge, "%s over the limit: Tours refuses it", name)
				}
				require.Len(t, got, len(want), "%s %+v", name, r)
				for i := range got {
					assert.Nil(t, got[i].Path, "%s: streamed or unread, the verdict holds no path", name)
					got[i].Path = want[i].Path
					assert.Equal(t, want[i], got[i], "%s %+v, %s", name, r, arg)
				}
			}
			require.NoError(t, f.Close())
		}
	}
}

// heapWatch is a pipe that, every MiB read, measures the live heap
// (after a collection) and keeps the most seen.
type heapWatch struct {
	r          io.Reader
	read, next int
	most       uint64
}

func (h *heapWatch) Read(b []byte) (int, error) {
	n, err := h.r.Read(b)
	if h.read += n; h.read >= h.next {
		h.next += 1 << 20
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		h.most = max(h.most, m.HeapAlloc)
	}
	return n, err
}

// TestStreamedPipeHoldsNoTour: a tour of 2000x2000 piped to Files, as
// one line of squares (27 MB of text) and as x,y pairs a line (36 MB), is
// graded as it is read: the live heap, measured by the pipe every MiB
// while Files reads it, stays within 12 MB of what it was before (the
// text the test holds itself), where reading it whole (Tours, measured
// the same way) holds the path, 8 bytes a square. The verdict is Tours'
// own.
// Oracles: the path's size, against the runtime's count of live bytes,
// and Tours.
func TestStreamedPipeHoldsNoTour(t *testing.T) {
	if testing.Short() {
		t.Skip("a 27 MB tour of 2000x2000, and the same as pairs")
	}
	b := board.MustParse("2000x2000")
	tour, ok := heuristic.Warnsdorff(b, board.Square{X: 1, Y: 1}, heuristic.Roth, 0)
	require.True(t, ok)
	texts := map[string][]byte{"squares on a line": []byte(plainInputs(tour)["valid"])}
	for f, form := range listForms {
		if form.name == "pairs a line" {
			texts[form.name] = []byte(writeList(f, tour))
		}
	}
	tour = nil
	req := Request{Requirements: Requirements{Board: b}}
	for name, text := range texts {
		growth := func(grade func(r io.Reader) []Verdict) (uint64, []Verdict) {
			runtime.GC()
			var m runtime.MemStats
			runtime.ReadMemStats(&m)
			w := &heapWatch{r: bytes.NewReader(text)}
			vs := grade(w)
			return w.most - min(w.most, m.HeapAlloc), vs
		}
		streamed, got := growth(func(r io.Reader) []Verdict {
			var vs []Verdict
			_, err := Files([]string{"-"}, pipe{r}, req, func(v Verdict) error { vs = append(vs, v); return nil })
			require.NoError(t, err)
			return vs
		})
		whole, want := growth(func(r io.Reader) []Verdict { return Tours("stdin", r, req) })
		require.Len(t, want, 1, name)
		require.Equal(t, Valid, want[0].Status, "%s: Tours: %v", name, want[0])
		require.Len(t, got, 1, name)
		got[0].Path = want[0].Path
		assert.Equal(t, want[0], got[0], "%s: the piped tour's verdict", name)
		t.Logf("%s: live heap while reading %d bytes: %d more piped, %d more held whole", name, len(text), streamed, whole)
		assert.Less(t, streamed, uint64(12<<20), "%s: live heap while a piped tour is graded: %d bytes more (held whole: %d)", name, streamed, whole)
		assert.Greater(t, whole, uint64(8*b.Size()), "%s: Tours holds the path, 8 bytes a square, while it reads: the measure must see it", name)
	}
}

// TestStreamedPipeCopy: a piped tour over 4 MiB gets the verdict Tours
// gives the same text when the stream must read again what it read (a
// revisit, whose first visit is named), when it hands the text to the
// readers from its start (a numbered grid, no list), and when no
// temporary file can be made for the copy (TMPDIR a file, so the pipe is
// held whole as before).
// Oracle: Tours.
func TestStreamedPipeCopy(t *testing.T) {
	b := board.MustParse("1000x1000")
	tour, ok := heuristic.Warnsdorff(b, board.Square{X: 1, Y: 1}, heuristic.Roth, 0)
	require.True(t, ok)
	inputs := plainInputs(tour)
	var grid strings.Builder
	require.NoError(t, notation.WritePath(&grid, b, tour, notation.Grid))
	inputs["grid"] = grid.String()
	req := Request{Requirements: Requirements{Board: b}}
	grade := func(text string) []Verdict {
		var got []Verdict
		_, err := Files([]string{"-"}, pipe{strings.NewReader(text)}, req, func(v Verdict) error { got = append(got, v); return nil })
		require.NoError(t, err)
		return got
	}
	// Whether the stream graded the input (its verdict holds no path).
	streamed := map[string]bool{"revisit": true, "two lines": true, "grid": false, "valid": false}
	for _, name := range []string{"revisit", "two lines", "grid", "valid"} {
		text := inputs[name]
		if name == "valid" {
			notDir := filepath.Join(t.TempDir(), "file")
			require.NoError(t, os.WriteFile(notDir, nil, 0o644))
			t.Setenv("TMPDIR", notDir)
		}
		got, want := grade(text), Tours("stdin", strings.NewReader(text), req)
		require.Len(t, got, len(want), "%s", name)
		assert.Equal(t, streamed[name], got[0].Path == nil, "%s: graded by the stream", name)
		for i := range got {
			if got[i].Path == nil {
				got[i].Path = want[i].Path
			}
			assert.Equal(t, want[i], got[i], "%s piped", name)
		}
		if name == "revisit" {
			assert.Contains(t, got[0].String(), "already visited at move", "the first visit named")
		}
	}
}

// FuzzStreamed: on any text, under any requirements on a small board,
// the stream either leaves the text to the readers or gives the verdict
// they give, read as a long input is read. Oracle: Tours (streamhook).
func FuzzStreamed(f *testing.F) {
	tour, _ := heuristic.Construct(board.MustParse("6x6"))
	for i := range listForms {
		for _, name := range []string{"valid", "revisit", "first repeated", "one before", "off the board"} {
			f.Add(writeList(i, faultyPaths(tour)[name]), uint8(6), uint8(6), uint8(0), false)
		}
	}
	f.Add("tour: a1 b3\n\n1,1 2,3\n", uint8(5), uint8(6), uint8(3), true)
	f.Fuzz(func(t *testing.T, text string, w, h, start uint8, closed bool) {
		b := board.Board{W: int32(w%12 + 1), H: int32(h%12 + 1)}
		r := Requirements{Board: b, Closed: closed}
		if start > 0 {
			r.Start = board.Square{X: int32(start%uint8(b.W)) + 1, Y: int32(start/16%uint8(b.H)) + 1}
		}
		streamAll(t)
		checkStreamed(t, "fuzz", text, Request{Requirements: r})
	})
}
