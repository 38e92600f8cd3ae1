package grade

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/heuristic"
	"github.com/knightcert/knight/internal/streamhook"
	"github.com/knightcert/knight/notation"
)

// TestAsideNamesItsFlags: text set aside beside a tour (a path under half
// its board, a board numbered in part with no board given, the text a
// long input's list left unread) names every flag that decides it, and
// no other: each flag named, given, passes the input over it or grades
// it, and -skip-partial, not named for unread text, does not pass that.
// Oracle: the request's flags themselves, each tried.
func TestAsideNamesItsFlags(t *testing.T) {
	b := board.MustParse("5x5")
	tour, ok := heuristic.Warnsdorff(b, board.Square{X: 1, Y: 1}, heuristic.Roth, 0)
	require.True(t, ok)
	list := strings.Join(strings.Fields(tour.String()), " ")
	var full strings.Builder
	require.NoError(t, notation.WritePath(&full, b, tour, notation.Grid))
	// The tour's first six squares numbered, the others marked: a tour
	// begun, under half its board.
	var grid strings.Builder
	for _, line := range strings.Split(strings.TrimSpace(full.String()), "\n") {
		for i, f := range strings.Fields(line) {
			if n, err := strconv.Atoi(f); err != nil || n > 5 {
				f = "."
			}
			if i > 0 {
				grid.WriteString(" ")
			}
			grid.WriteString(f)
		}
		grid.WriteString("\n")
	}
	cases := []struct {
		name, text string
		req        Request
		stream     bool
		flags      []string
	}{
		{"a path beside a tour", list + "\n\n" + strings.Join(strings.Fields(list)[:3], " ") + "\n", Request{Requirements: Requirements{Board: b}}, false, []string{"-skip-partial", "-first"}},
		{"a board in part beside a tour", full.String() + "\n" + grid.String(), Request{}, false, []string{"-board", "-skip-partial", "-first"}},
		{"unread after a long list", list + "\n" + list + "\n", Request{Requirements: Requirements{Board: b}}, true, []string{"-first"}},
	}
	flag := regexp.MustCompile(`-(skip-partial|first|board)\b`)
	grade := func(text string, req Request, stream bool) []Verdict {
		if stream {
			old := streamhook.Above
			streamhook.Above = 0
			defer func() { streamhook.Above = old }()
		}
		return Tours("t", strings.NewReader(text), req)
	}
	for _, c := range cases {
		vs := grade(c.text, c.req, c.stream)
		var aside *Verdict
		for i := range vs {
			if vs[i].Status == SetAside {
				aside = &vs[i]
			}
		}
		require.NotNil(t, aside, "%s: %v", c.name, vs)
		require.False(t, aside.Allowed, c.name)
		named := map[string]bool{}
		for _, f := range flag.FindAllString(aside.Fault.Error(), -1) {
			named[f] = true
		}
		for _, f := range []string{"-skip-partial", "-first", "-board"} {
			want := false
			for _, g := range c.flags {
				want = want || g == f
			}
			assert.Equal(t, want, named[f], "%s: %s named in %q", c.name, f, aside.Fault)
			req := c.req
			switch f {
			case "-skip-partial":
				req.SkipPartial = true
			case "-first":
				req.First = true
			case "-board":
				req.Board = b
			}
			passed := true
			for _, v := range grade(c.text, req, c.stream) {
				if v.Line == aside.Line && (v.Status == SetAside && !v.Allowed) {
					passed = false
				}
			}
			assert.Equal(t, want, passed, "%s: %s given, the text set aside passes or is graded", c.name, f)
		}
	}
}
