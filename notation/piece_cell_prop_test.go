package notation

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// Rules that read text the readers took for a fault or a tour: the
// piece's letter printed on the square it stands on, and a log of the
// squares a program tries. The oracle is the tour each test writes
// (warnsdorffWalk, checked by walkOK; faults checked by walkCheck, which
// shares no code with the readers) and the count of tours written.

// pieceGrid is p numbered from base in rows, rank H first, with the
// square numbered at (first or last) written as letter.
func pieceGrid(b board.Board, p board.Path, base int, last bool, letter string) [][]string {
	rows := make([][]string, b.H)
	for i := range rows {
		rows[i] = make([]string, b.W)
	}
	for k, s := range p {
		rows[b.H-s.Y][s.X-1] = fmt.Sprint(k + base)
	}
	at := p[0]
	if last {
		at = p[len(p)-1]
	}
	rows[b.H-at.Y][at.X-1] = letter
	return rows
}

// pieceCellWrappers write a tour's grid with the piece's letter in
// place of its last number (or its first, from 1) through layouts no
// reader was written for (unseenGridLayouts), each layout numbered from
// 1 and from 0, the letters turn about.
func pieceCellWrappers() []propWrapper {
	letters := []string{"K", "N", "k", "S"}
	layouts := unseenGridLayouts()
	var out []propWrapper
	for li, name := range slices.Sorted(maps.Keys(layouts)) {
		if name == "go t.Log" || name == "R data.frame" {
			// Read by structure (integers standing alone), which takes
			// no letter for a cell: not yet read.
			continue
		}
		for vi, v := range []struct {
			base int
			last bool
		}{{1, true}, {0, true}, {1, false}} {
			letter := letters[(li+vi)%len(letters)]
			where := map[bool]string{true: "last", false: "first"}[v.last]
			out = append(out, oneEach(fmt.Sprintf("%s, %s on the %s square, from %d", name, letter, where, v.base), true, func(t propTour) string {
				b := board.Board{W: int32(len(t.rows[0])), H: int32(len(t.rows))}
				return layouts[name](pieceGrid(b, t.sq, v.base, v.last, letter))
			}))
		}
	}
	return out
}

// TestPieceCellProperty writes random tours through every grid with the
// piece's letter on a square (pieceCellWrappers) and checks them as
// every printout is checked (wrappersReadRight: the oracle is the tour
// the test wrote, faults checked by walkCheck).
func TestPieceCellProperty(t *testing.T) {
	wrappersReadRight(t, rand.New(rand.NewPCG(31, 2)), pieceCellWrappers())
}

// TestCountLogProperty: lines that log the squares a program tries, in
// reading order ("Trying starting position (0, 1)..."), before and
// between grids it prints, are words: each grid is one tour, read
// valid, and the input reads with as many tours as grids. A count is
// no tour; a walk printed in the same log lines still is one.
func TestCountLogProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 3))
	logs := []func(x, y int) string{
		func(x, y int) string { return fmt.Sprintf("Trying starting position (%d, %d)...", x, y) },
		func(x, y int) string { return fmt.Sprintf("[solver] try start=[%d,%d]", x, y) },
		func(x, y int) string { return fmt.Sprintf("start %d %d: no tour found", x, y) },
		func(x, y int) string { return fmt.Sprintf("Attempting from {%d, %d}", x, y) },
	}
	for n := range 16 {
		b := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}}[n%3]
		logf := logs[n%len(logs)]
		var sb strings.Builder
		x, y, grids := 0, 0, 0
		next := func() {
			fmt.Fprintln(&sb, logf(x, y))
			if y++; y == int(b.H) {
				x, y = x+1, 0
			}
		}
		// More than half the board's squares: no fragment beside a tour.
		for range b.Size()/2 + 1 + rng.IntN(int(b.W)) {
			next()
		}
		for range 2 {
			p := warnsdorffWalk(rng, b, 2000)
			if p == nil || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			sb.WriteString("Tour found!\n")
			for _, row := range pieceGrid(b, p, 1, true, fmt.Sprint(len(p))) {
				sb.WriteString(strings.Join(row, " ") + "\n")
			}
			grids++
			for range 3 + rng.IntN(int(b.W)) {
				next()
			}
		}
		in := sb.String()
		tours, err := ReadTours(strings.NewReader(in), ReadOptions{})
		var vs []Verdict
		for _, tr := range tours {
			j := Judge(tr, board.Problem{}, walkCheck)
			vs = append(vs, j.Verdict)
			if slices.ContainsFunc(j.Doc.Skipped, func(s Skip) bool { return s.Partial }) {
				t.Errorf("%v/log %d: a count set aside as text that could be a tour in\n%s", b, n%len(logs), sb.String())
			}
		}
		if err != nil || len(vs) != grids || slices.ContainsFunc(vs, func(v Verdict) bool { return v != Valid }) {
			t.Errorf("%v/log %d: verdicts %v (%v), want %d valid in\n%s", b, n%len(logs), vs, err, grids, in)
		}
		// The same log lines writing a walk are a tour.
		p := warnsdorffWalk(rng, b, 2000)
		var walk strings.Builder
		for _, s := range p {
			fmt.Fprintln(&walk, logf(int(s.X-1), int(s.Y-1)))
		}
		tours, err = ReadTours(strings.NewReader(walk.String()), ReadOptions{Board: b})
		if err != nil || len(tours) != 1 || Judge(tours[0], board.Problem{Board: b}, walkCheck).Verdict != Valid {
			t.Errorf("%v/log %d: a walk in log lines: %d tours (%v), want one valid", b, n%len(logs), len(tours), err)
		}
	}
}

// TestPieceAndCountSample: the real output that prints the knight as K
// on its last square and logs each start it tries (testdata/unseen)
// reads six tours, all valid, as its source says.
func TestPieceAndCountSample(t *testing.T) {
	b, err := os.ReadFile("testdata/unseen/py-run-fs20628262974-all-starts-closed-boards-k-marks-64.txt")
	if err != nil {
		t.Fatal(err)
	}
	tours, err := ReadTours(strings.NewReader(string(b)), ReadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var vs []Verdict
	for _, tr := range tours {
		j := Judge(tr, board.Problem{}, walkCheck)
		vs = append(vs, j.Verdict)
		if j.Verdict == Valid && !j.Problem.Closed && walkCheck(board.Problem{Board: j.Doc.Board, Closed: true}, j.Doc.Path) != nil {
			t.Errorf("line %d: the tour is not closed, its source's are", tr.Line)
		}
	}
	if len(vs) != 6 || slices.ContainsFunc(vs, func(v Verdict) bool { return v != Valid }) {
		t.Errorf("verdicts %v, want 6 valid", vs)
	}
}
