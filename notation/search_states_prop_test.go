package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// stateLayouts print a board's numbered rows as search programs do:
// padded columns, rows a blank line apart, bracketed rows, cell walls,
// a box of rules.
var stateLayouts = []struct {
	name string
	grid func(rows [][]int) string
}{
	{"padded", func(rows [][]int) string {
		var sb strings.Builder
		for _, r := range rows {
			sb.WriteString(cells(r, "%3d", "") + "\n")
		}
		return sb.String()
	}},
	{"perl-spaced", func(rows [][]int) string {
		var sb strings.Builder
		for _, r := range rows {
			sb.WriteString(cells(r, "%2d", "  ") + "  \n\n")
		}
		return sb.String()
	}},
	{"brackets", func(rows [][]int) string {
		var sb strings.Builder
		for _, r := range rows {
			sb.WriteString("[" + cells(r, "%d", ", ") + "]\n")
		}
		return sb.String()
	}},
	{"walls", func(rows [][]int) string {
		var sb strings.Builder
		for _, r := range rows {
			sb.WriteString("| " + cells(r, "%2d", " | ") + " |\n")
		}
		return sb.String()
	}},
	{"box", func(rows [][]int) string {
		var sb strings.Builder
		rule := strings.Repeat("─", 3*len(rows[0])+1)
		sb.WriteString("┌" + rule + "┐\n")
		for _, r := range rows {
			sb.WriteString("│" + cells(r, "%3d", "") + " │\n")
		}
		sb.WriteString("└" + rule + "┘\n")
		return sb.String()
	}},
}

// progressLogs are counter lines a search prints as it goes, each with
// the count done of a total and the share it is.
var progressLogs = []func(done, total int) string{
	func(d, n int) string { return fmt.Sprintf("Progress: %d/%d (%.1f%%)", d, n, 100*float64(d)/float64(n)) },
	func(d, n int) string { return fmt.Sprintf("[%d/%d] %d%% of the board", d, n, 100*d/n) },
	func(d, n int) string {
		return fmt.Sprintf("  depth %d/%d ... %.0f%% done", d, n, 100*float64(d)/float64(n))
	},
	func(d, n int) string { return fmt.Sprintf("# %d/%d squares (%.2f%%)", d, n, 100*float64(d)/float64(n)) },
}

// propStateTour is a random tour of b and its numbered rows.
func propStateTour(t *testing.T, rng *rand.Rand, b board.Board) propTour {
	t.Helper()
	p := warnsdorffWalk(rng, b, 2000)
	if p == nil || !walkOK(b, p) {
		t.Fatalf("%v: the test's own tour", b)
	}
	return newPropTour(b, p)
}

// TestProgressCounterProperty: a search's counter lines, the count done
// of a total and the share it is ("Progress: 7/25 (28.0%)"), one a line
// from 2 to the board's size above the board it found, are words, in
// every layout of the board. Oracle: the tour written is valid by a
// move checker that shares no code with the readers (walkCheck), so
// one valid tour and nothing set aside is the only right answer; the
// same log above a grid with two numbers swapped is never passed.
func TestProgressCounterProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(32, 7))
	for n := range 20 {
		b := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 4, H: 3}, {W: 8, H: 8}, {W: 7, H: 5}}[n%5]
		layout := stateLayouts[n%len(stateLayouts)]
		logf := progressLogs[n%len(progressLogs)]
		tour := propStateTour(t, rng, b)
		for _, faulty := range []bool{false, true} {
			rows := tour.rows
			if faulty {
				rows = slices.Clone(rows)
				rows[0] = slices.Clone(rows[0])
				rows[0][0], rows[0][1] = rows[0][1], rows[0][0] // neighbours: no knight's move joins them
			}
			var sb strings.Builder
			fmt.Fprintf(&sb, "Solving for a %dx%d board...\n", b.W, b.H)
			for d := 2; d <= b.Size(); d++ {
				sb.WriteString(logf(d, b.Size()) + "\n")
			}
			sb.WriteString("\nComplete solution found!\n\n" + layout.grid(rows) + "\nStatistics:\n  Backtracks: 0\n")
			in := sb.String()
			tours, err := ReadTours(strings.NewReader(in), ReadOptions{})
			var vs []Verdict
			aside := false
			for _, tr := range tours {
				j := Judge(tr, board.Problem{}, walkCheck)
				vs = append(vs, j.Verdict)
				aside = aside || slices.ContainsFunc(j.Doc.Skipped, func(s Skip) bool { return s.Partial })
			}
			switch {
			case faulty && err == nil && !aside && len(vs) == 1 && vs[0] == Valid:
				t.Errorf("%v/%s/log %d: a grid with two numbers swapped passed under a progress log:\n%s", b, layout.name, n%len(progressLogs), in)
			case !faulty && (err != nil || aside || len(vs) != 1 || vs[0] != Valid):
				t.Errorf("%v/%s/log %d: verdicts %v (%v), set aside %v, want one valid and nothing set aside in\n%s", b, layout.name, n%len(progressLogs), vs, err, aside, in)
			}
		}
	}
}

// TestPictographProseProperty: a sentence after a pictograph ("✗ No
// solution found.", "📊 Statistics:") is prose, as after '*': an input
// of such lines and a board begun that no tour goes on from holds no
// tour, so none is counted, and the board is still named. Oracle: no
// notation of a tour begins with a pictograph, and the board written
// numbers fewer squares than its size by construction.
func TestPictographProseProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(32, 13))
	signs := []string{"✗", "✓", "📊", "👋", "⚠", "✅", "★", "➜"}
	sentences := []string{"No complete solution found.", "Statistics:", "Goodbye!", "Best result: %d of %d squares", "Search stopped after %d moves of %d"}
	for n := range 16 {
		b := []board.Board{{W: 4, H: 4}, {W: 5, H: 5}, {W: 3, H: 4}}[n%3]
		tour := propStateTour(t, rng, board.Board{W: 5, H: 5})
		if b != (board.Board{W: 5, H: 5}) {
			tour = propTour{rows: make([][]int, b.H)}
			for i := range tour.rows {
				tour.rows[i] = make([]int, b.W)
			}
			tour.rows[0][0], tour.rows[int(b.H)-1][1] = 1, 2 // a board begun: two squares
		}
		rows := tour.rows
		k := b.Size() - 1 - rng.IntN(3)
		for i := range rows {
			rows[i] = slices.Clone(rows[i])
			for c := range rows[i] {
				if rows[i][c] > k {
					rows[i][c] = -1
				}
			}
		}
		var sb strings.Builder
		for range 2 + rng.IntN(3) {
			s := sentences[rng.IntN(len(sentences))]
			if strings.Contains(s, "%d") {
				s = fmt.Sprintf(s, k, b.Size())
			}
			fmt.Fprintf(&sb, "%s %s\n\n", signs[rng.IntN(len(signs))], s)
		}
		sb.WriteString(stateLayouts[n%len(stateLayouts)].grid(rows))
		fmt.Fprintf(&sb, "\n%s %s\n", signs[rng.IntN(len(signs))], sentences[2])
		in := sb.String()
		tours, _ := ReadTours(strings.NewReader(in), ReadOptions{})
		for _, tr := range tours {
			if tr.Err != nil && strings.Contains(tr.Err.Error(), "begins no notation") {
				t.Errorf("%v: a pictograph's sentence counted as a tour unread (%v) in\n%s", b, tr.Err, in)
			}
			j := Judge(tr, board.Problem{}, walkCheck)
			if j.Verdict == Valid && !slices.ContainsFunc(j.Doc.Skipped, func(s Skip) bool { return s.Partial }) && len(tours) == 1 {
				t.Errorf("%v: a board begun passed as a tour in\n%s", b, in)
			}
		}
	}
}
