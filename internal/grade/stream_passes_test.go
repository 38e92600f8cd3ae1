package grade

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/heuristic"
	"github.com/knightcert/knight/internal/streamhook"
	"github.com/knightcert/knight/notation"
)

// runOf is the run's verdict over vs, as the command's exit code gives it.
func runOf(vs []Verdict) Status {
	var s Summary
	for _, v := range vs {
		s.Add(v)
	}
	return s.Worst()
}

// passTexts are inputs that only the readers of a whole input read as
// they are written (the passes ReadTours runs on text held in memory: a
// list of moves, lines labelled in lockstep, a line saying the print is
// cut, a list cut by a caption, a tour a line, a path beside a tour,
// words after a tour, several grids or JSON documents, a puzzle's clues), each with a
// valid tour of 5x5 and with one whose squares 11 and 12 are swapped.
func passTexts(t *testing.T) (board.Board, map[string]string) {
	b := board.MustParse("5x5")
	tour, ok := heuristic.Warnsdorff(b, board.Square{X: 1, Y: 1}, heuristic.Roth, 0)
	require.True(t, ok)
	sq := strings.Fields(tour.String())
	bad := append([]string{}, sq...)
	bad[10], bad[11] = bad[11], bad[10]
	join := func(s []string) string { return strings.Join(s, " ") }
	edges := func(s []string) string {
		var w strings.Builder
		for i := 1; i < len(s); i++ {
			fmt.Fprintf(&w, "%s - %s\n", s[i-1], s[i])
		}
		return w.String()
	}
	var grid strings.Builder
	require.NoError(t, notation.WritePath(&grid, b, tour, notation.Grid))
	doc := `{"board":"5x5","tour":["` + strings.Join(sq, `","`) + `"]}` + "\n"
	return b, map[string]string{
		"moves":                  edges(sq),
		"moves, swapped":         edges(bad),
		"labelled":               "A: " + join(sq[:12]) + "\nB: " + join(sq[:12]) + "\nA: " + join(sq[12:]) + "\nB: " + join(sq[12:]) + "\n",
		"labelled, swapped":      "A: " + join(sq[:12]) + "\nB: " + join(bad[:12]) + "\nA: " + join(sq[12:]) + "\nB: " + join(bad[12:]) + "\n",
		"elision mark":           join(sq[:12]) + "\n...\n" + join(sq[20:]) + "\n",
		"elision statement":      join(sq[:12]) + "\n" + join(sq[12:]) + "\n... 70 more rows\n",
		"cut by a caption":       join(sq[:12]) + "\n-- page 2 --\n" + join(sq[12:]) + "\n",
		"a tour a line":          join(sq) + "\n" + join(sq) + "\n",
		"a tour a line, swapped": join(sq) + "\n" + join(bad) + "\n" + join(sq) + "\n",
		"blank line, swapped":    join(sq) + "\n\n" + join(bad) + "\n",
		"swapped, blank line":    join(bad) + "\n\n" + join(sq) + "\n",
		"path, blank, tour":      join(sq[:3]) + "\n\n" + join(sq) + "\n",
		"path, tour":             join(sq[:3]) + "\n" + join(sq) + "\n",
		"tour, path":             join(sq) + "\n\n" + join(sq[:3]) + "\n",
		"words after":            join(sq) + "\nfound in 3 ms\n",
		"words, swapped after":   join(sq) + "\nsolution 2:\n" + join(bad) + "\n",
		"two grids":              grid.String() + "\n" + grid.String(),
		"grid, words":            grid.String() + "found it\n",
		"two documents":          doc + doc,
		"clues":                  "1 . . . .\n. . 3 . .\n. . . . .\n. . . . .\n. . . . .\n",
	}
}

// streamFair says whether got, the verdicts of text read as a long input
// is, keep the rule against want, the same text read whole: the same run
// verdict, or unreadable naming the 4 MiB that made the difference. A
// stream never passes what the whole reading does not, nor accuses what
// it does not.
func streamFair(want, got []Verdict) bool {
	if runOf(got) == runOf(want) {
		return true
	}
	if runOf(got) != Unreadable {
		return false
	}
	for _, v := range got {
		if v.Status != Valid && strings.Contains(v.String(), "4 MiB") {
			return true
		}
	}
	return false
}

// TestStreamedPassesMatch: every text that only the readers of a whole
// input read as written (passTexts) gets, read as a long input, the
// verdict of the whole text, or "unreadable" naming the 4 MiB; never a
// pass or an accusation the whole reading does not make. So does each,
// under -first, and each written in a file over 4 MiB after 60000 valid
// tours a line and before them (the file graded by Files as the command
// grades it). Oracle: the same text read whole by Tours (a second method:
// the in-memory readers and their passes), whose verdicts are named
// here too, so that a text that stops testing its pass shows.
func TestStreamedPassesMatch(t *testing.T) {
	b, texts := passTexts(t)
	wantRun := map[string]Status{
		"moves": Valid, "moves, swapped": Invalid, "labelled": Valid, "labelled, swapped": Invalid,
		"cut by a caption": Valid, "a tour a line": Valid, "a tour a line, swapped": Invalid,
		"blank line, swapped": Invalid, "swapped, blank line": Invalid, "path, blank, tour": Unreadable,
		"path, tour": Unreadable, "tour, path": Unreadable, "words after": Valid, "words, swapped after": Invalid,
		"two grids": Valid, "grid, words": Valid, "two documents": Valid, "elision statement": Unreadable, "clues": Invalid,
	}
	pad := strings.Repeat(strings.Join(strings.Fields(func() string {
		p, _ := heuristic.Warnsdorff(b, board.Square{X: 1, Y: 1}, heuristic.Roth, 0)
		return p.String()
	}()), " ")+"\n", 60000)
	dir := t.TempDir()
	for name, text := range texts {
		for _, first := range []bool{false, true} {
			req := Request{Requirements: Requirements{Board: b}, First: first}
			what := fmt.Sprintf("%s (first %v)", name, first)
			want := Tours("t", strings.NewReader(text), req)
			if w, ok := wantRun[name]; ok && !first {
				require.Equal(t, w, runOf(want), "%s: read whole: %v", what, want)
			}
			old := streamhook.Above
			streamhook.Above = 0
			got := Tours("t", strings.NewReader(text), req)
			if vs, ok := streamed(strings.NewReader(text), 0, int64(len(text)), req); ok {
				got = vs
			}
			streamhook.Above = old
			assert.True(t, streamFair(want, got), "%s: streamed %v, whole %v", what, got, want)
			if first {
				continue
			}
			for _, padded := range []string{pad + text, text + pad} {
				path := filepath.Join(dir, "padded")
				require.NoError(t, os.WriteFile(path, []byte(padded), 0o644))
				var vs []Verdict
				_, err := Files([]string{path}, nil, req, func(v Verdict) error { vs = append(vs, v); return nil })
				require.NoError(t, err)
				assert.True(t, streamFair(want, vs), "%s padded to %d bytes: %v, whole %v", what, len(padded), vs, want)
				assert.NotEqual(t, Valid, runOf(vs), "%s padded: the text after the first tour is not graded, so it cannot pass", what)
			}
		}
	}
}
