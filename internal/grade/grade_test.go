package grade

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
)

// The oracle of these tests is a knight's tour search and a tour checker
// written here, sharing no code with verify or the readers: tours are
// built by backtracking with Warnsdorff's ordering, checked by counting
// distinct squares and testing each jump's (|dx|, |dy|), and written out
// as text by the test.

type sq struct{ x, y int } // file and rank from 1

func knightJump(a, b sq) bool {
	dx, dy := a.x-b.x, a.y-b.y
	dx, dy = max(dx, -dx), max(dy, -dy)
	return dx == 1 && dy == 2 || dx == 2 && dy == 1
}

// findTour backtracks from start, trying the squares with fewest onward
// moves first; closed asks for the last square a jump from the first.
func findTour(w, h int, start sq, closed bool) []sq {
	seen := map[sq]bool{start: true}
	path := []sq{start}
	nodes := 0
	moves := func(s sq) []sq {
		var out []sq
		for _, d := range [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			n := sq{s.x + d[0], s.y + d[1]}
			if n.x >= 1 && n.x <= w && n.y >= 1 && n.y <= h && !seen[n] {
				out = append(out, n)
			}
		}
		return out
	}
	var search func() bool
	search = func() bool {
		if nodes++; nodes > 2_000_000 {
			return false
		}
		if len(path) == w*h {
			return !closed || w*h == 1 || knightJump(path[len(path)-1], start)
		}
		if closed && len(moves(start)) == 0 {
			return false // nothing left to close the tour through
		}
		next := moves(path[len(path)-1])
		sort.SliceStable(next, func(i, j int) bool { return len(moves(next[i])) < len(moves(next[j])) })
		for _, n := range next {
			seen[n] = true
			path = append(path, n)
			if search() {
				return true
			}
			path = path[:len(path)-1]
			delete(seen, n)
		}
		return false
	}
	if !search() {
		return nil
	}
	return path
}

// isTour is the test's own check: every square once, every step a jump.
func isTour(w, h int, p []sq) bool {
	seen := map[sq]bool{}
	for i, s := range p {
		if s.x < 1 || s.x > w || s.y < 1 || s.y > h || seen[s] || i > 0 && !knightJump(p[i-1], s) {
			return false
		}
		seen[s] = true
	}
	return len(p) == w*h
}

func name(s sq) string { return fmt.Sprintf("%c%d", 'a'+s.x-1, s.y) }

func algebraic(p []sq) string {
	var parts []string
	for _, s := range p {
		parts = append(parts, name(s))
	}
	return strings.Join(parts, " ")
}

// grid writes the numbered diagram, rank h first, numbered from 1.
func grid(w, h int, p []sq) string {
	num := map[sq]int{}
	for i, s := range p {
		num[s] = i + 1
	}
	var b strings.Builder
	for y := h; y >= 1; y-- {
		for x := 1; x <= w; x++ {
			fmt.Fprintf(&b, "%3d", num[sq{x, y}])
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func mustBoard(t *testing.T, w, h int) board.Board {
	t.Helper()
	b, err := board.Parse(fmt.Sprintf("%dx%d", w, h))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestToursValidAndRequirements(t *testing.T) {
	for _, c := range []struct {
		w, h   int
		closed bool
	}{{5, 5, false}, {6, 6, true}, {3, 4, false}, {8, 8, true}, {7, 7, false}} {
		p := findTour(c.w, c.h, sq{1, 1}, c.closed)
		if p == nil || !isTour(c.w, c.h, p) {
			t.Fatalf("the test's search found no %dx%d tour", c.w, c.h)
		}
		b := mustBoard(t, c.w, c.h)
		first, last := p[0], p[len(p)-1]
		closes := knightJump(last, first)
		other := p[1] // a square the tour does not start or end on
		for _, tc := range []struct {
			name   string
			req    Requirements
			want   Status
			missed Requirement
		}{
			{"no requirement", Requirements{Board: b}, Valid, NoRequirement},
			{"start met", Requirements{Board: b, Start: board.MustParseSquare(name(first))}, Valid, NoRequirement},
			{"end met", Requirements{Board: b, End: board.MustParseSquare(name(last))}, Valid, NoRequirement},
			{"start missed", Requirements{Board: b, Start: board.MustParseSquare(name(other))}, Invalid, RequireStart},
			{"end missed", Requirements{Board: b, End: board.MustParseSquare(name(other))}, Invalid, RequireEnd},
			{"closed", Requirements{Board: b, Closed: true}, map[bool]Status{true: Valid, false: Invalid}[closes], map[bool]Requirement{true: NoRequirement, false: RequireClosed}[closes]},
		} {
			t.Run(fmt.Sprintf("%dx%d/%s", c.w, c.h, tc.name), func(t *testing.T) {
				for _, text := range []string{algebraic(p), grid(c.w, c.h, p)} {
					vs := Tours("t.txt", strings.NewReader(text), Request{Requirements: tc.req})
					if len(vs) != 1 {
						t.Fatalf("Tours = %d verdicts, want 1: %v", len(vs), vs)
					}
					v := vs[0]
					if v.Status != tc.want || v.Missed != tc.missed {
						t.Errorf("Tours(%.30q) = %v, missed %q; want %v, missed %q", text, v, v.Missed, tc.want, tc.missed)
					}
					if tc.missed != NoRequirement && !strings.Contains(v.String(), "(requirement: "+tc.missed.String()) {
						t.Errorf("verdict %q does not name the requirement %s", v, tc.missed)
					}
					if v.Status == Valid && (v.Result.Start.String() != name(first) || v.Result.End.String() != name(last)) {
						t.Errorf("valid verdict from %v to %v, want %s to %s", v.Result.Start, v.Result.End, name(first), name(last))
					}
				}
			})
		}
	}
}

// TestToursSingleFaults: a tour with one fault put in by the test is never
// valid; the move named is the first the test's own check finds at fault.
func TestToursSingleFaults(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 3))
	for _, size := range [][2]int{{5, 5}, {6, 6}, {8, 8}, {10, 10}} {
		w, h := size[0], size[1]
		p := findTour(w, h, sq{1, 1}, false)
		b := mustBoard(t, w, h)
		for trial := range 20 {
			q := append([]sq(nil), p...)
			i := 1 + rng.IntN(len(q)-2)
			var what string
			switch trial % 3 {
			case 0:
				q[i], q[i+1] = q[i+1], q[i]
				what = "swapped"
			case 1:
				q[i] = q[rng.IntN(i)]
				what = "repeated"
			default:
				q = append(q[:i:i], q[i+1:]...)
				what = "dropped"
			}
			// The first index at which the test's own check fails.
			firstBad := -1
			seen := map[sq]bool{}
			for k, s := range q {
				if seen[s] || k > 0 && !knightJump(q[k-1], s) {
					firstBad = k
					break
				}
				seen[s] = true
			}
			vs := Tours("t", strings.NewReader(algebraic(q)), Request{Requirements: Requirements{Board: b}})
			v := vs[0]
			if len(vs) != 1 || v.Status != Invalid {
				t.Fatalf("%dx%d %s at %d: %v, want invalid", w, h, what, i, v)
			}
			var verr *verify.Error
			if !errors.As(v.Fault, &verr) {
				t.Fatalf("%s: fault %v is no *verify.Error", what, v.Fault)
			}
			if firstBad >= 0 && verr.Move != firstBad {
				t.Errorf("%dx%d %s at %d: move %d named, the test's check fails at %d", w, h, what, i, verr.Move, firstBad)
			}
			if firstBad < 0 && !errors.Is(v.Fault, verify.ErrIncomplete) {
				t.Errorf("%dx%d %s at %d: %v, want an incomplete tour", w, h, what, i, v.Fault)
			}
		}
	}
}

// TestToursSeveral: tours separated by captions, one verdict each at the
// line the test wrote it, or for the invalid one at its faulty square's
// cell (gridFault), and an unreadable input is one verdict with its
// position, never invalid.
func TestToursSeveral(t *testing.T) {
	p := findTour(5, 5, sq{1, 1}, false)
	broken := append([]sq(nil), p...)
	broken[3], broken[4] = broken[4], broken[3]
	text := "Solution 1\n" + grid(5, 5, p) + "\nSolution 2\n" + grid(5, 5, broken) + "\nSolution 3\n" + grid(5, 5, p)
	vs := Tours("all.txt", strings.NewReader(text), Request{})
	var got []string
	for _, v := range vs {
		got = append(got, fmt.Sprintf("%s %s", v.Where(), v.Status))
	}
	want := []string{"all.txt:2 valid", "all.txt:" + gridFault(broken, 5, 9) + " invalid", "all.txt:16 valid"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("Tours = %v, want %v", got, want)
	}
	vs = Tours("cut.txt", strings.NewReader("a1 b3 c5 q?"), Request{Requirements: Requirements{Board: mustBoard(t, 5, 5)}})
	if len(vs) != 1 || vs[0].Status != Unreadable || vs[0].Where() != "cut.txt:1:10" {
		t.Errorf("unreadable input = %v at %s, want one unreadable verdict at cut.txt:1:10", vs, vs[0].Where())
	}
}

// TestToursAlsoMissed: a tour with a broken move that also misses a
// requirement gets a verdict naming both, the move first.
func TestToursAlsoMissed(t *testing.T) {
	p := findTour(6, 6, sq{1, 1}, true)
	broken := append([]sq(nil), p...)
	broken[10], broken[11] = broken[11], broken[10]
	b := mustBoard(t, 6, 6)
	other := board.MustParseSquare(name(p[5]))
	for _, c := range []struct {
		req    Requirements
		missed Requirement
	}{
		{Requirements{Board: b}, NoRequirement},
		{Requirements{Board: b, Start: other}, RequireStart},
		{Requirements{Board: b, End: other}, RequireEnd},
		{Requirements{Board: b, Start: board.MustParseSquare(name(p[0])), End: other}, RequireEnd},
		{Requirements{Board: b, Closed: true}, NoRequirement}, // the test's tour closes
	} {
		v := Tours("t", strings.NewReader(algebraic(broken)), Request{Requirements: c.req})[0]
		var verr *verify.Error
		if v.Status != Invalid || !errors.As(v.Fault, &verr) || !errors.Is(v.Fault, verify.ErrNotKnightMove) || v.Missed != c.missed {
			t.Errorf("Tours(swapped, %+v) = %v, missed %q; want the broken move, missed %q", c.req, v, v.Missed, c.missed)
		}
	}
}

func TestSummaryWorst(t *testing.T) {
	for _, c := range []struct {
		s    Summary
		want Status
	}{
		{Summary{Valid: 3}, Valid},
		{Summary{Valid: 3, Skipped: 2}, Valid},
		{Summary{Valid: 3, Invalid: 1}, Invalid},
		{Summary{Invalid: 1, Unreadable: 1}, Unreadable},
		// An invalid tour is certain whatever the text set aside holds;
		// without one, that text keeps the run from passing.
		{Summary{Valid: 2, Invalid: 1, SetAside: 1}, Invalid},
		{Summary{Valid: 2, SetAside: 1}, Unreadable},
		{Summary{Valid: 2, Allowed: 1}, Valid},
		{Summary{Invalid: 1, Unreadable: 1, SetAside: 1}, Unreadable},
		{Summary{Skipped: 4}, Unreadable}, // nothing was graded
	} {
		if got := c.s.Worst(); got != c.want {
			t.Errorf("%+v.Worst() = %v, want %v", c.s, got, c.want)
		}
	}
}

// gridFault is where a verdict places the first fault of p written by
// grid on a board of height h from line first: the first square no
// knight move from the one before, found here, is the cell of its row
// (line) and file (column, right-aligned in three places).
func gridFault(p []sq, h, first int) string {
	for k := 1; k < len(p); k++ {
		if !knightJump(p[k-1], p[k]) {
			s, n := p[k], strconv.Itoa(k+1)
			return fmt.Sprintf("%d:%d", first+h-s.y, 3*(s.x-1)+3-len(n)+1)
		}
	}
	return "none"
}
