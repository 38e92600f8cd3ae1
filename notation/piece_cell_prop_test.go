package notation

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
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
// square of p[at] written as letter.
func pieceGrid(b board.Board, p board.Path, base int, at int, letter string) [][]string {
	rows := make([][]string, b.H)
	for i := range rows {
		rows[i] = make([]string, b.W)
	}
	for k, s := range p {
		rows[b.H-s.Y][s.X-1] = fmt.Sprint(k + base)
	}
	rows[b.H-p[at].Y][p[at].X-1] = letter
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
				at := 0
				if v.last {
					at = len(t.sq) - 1
				}
				return layouts[name](pieceGrid(b, t.sq, v.base, at, letter))
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
			for _, row := range pieceGrid(b, p, 1, len(p)-1, fmt.Sprint(len(p))) {
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

// pieceAnySquareWrappers write a tour's grid with the piece on its first
// or its last square, drawn at random, as a letter or a chess figure
// ("♞", "♘", "♔"), numbered from 1 and from 0, through layouts no reader
// was written for (unseenGridLayouts). On a square between, no reading
// is certain (TestPieceInsideWalkProperty).
func pieceAnySquareWrappers(rng *rand.Rand) []propWrapper {
	glyphs := []string{"♞", "K", "♘", "N", "♔"}
	layouts := unseenGridLayouts()
	var out []propWrapper
	for li, name := range slices.Sorted(maps.Keys(layouts)) {
		if name == "go t.Log" || name == "R data.frame" {
			continue // as in pieceCellWrappers: no letter is a cell there
		}
		for base := range 2 {
			glyph := glyphs[(li+base)%len(glyphs)]
			out = append(out, oneEach(fmt.Sprintf("%s, %s on any square, from %d", name, glyph, base), true, func(t propTour) string {
				b := board.Board{W: int32(len(t.rows[0])), H: int32(len(t.rows))}
				return layouts[name](pieceGrid(b, t.sq, base, rng.IntN(2)*(len(t.sq)-1), glyph))
			}))
		}
	}
	return out
}

// TestPieceAnySquareProperty writes random tours with the piece on its
// first or its last square through every layout (pieceAnySquareWrappers) and checks
// them as every printout is checked (wrappersReadRight: the oracle is
// the tour the test wrote, checked by walkOK; faults by walkCheck, which
// shares no code with the readers): each valid one reads valid, a fault
// never passes.
func TestPieceAnySquareProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(35, 1))
	wrappersReadRight(t, rng, pieceAnySquareWrappers(rng))
}

// TestPieceCertainty: the glyph's reading is only as certain as the
// number it stands for. The oracle is walkCheck on the path the test
// wrote: a walk with a fault two moves away from the glyph, the glyph
// standing for a number inside the run (the only number its square can
// hold), is judged invalid; a grid numbering 1..N-1 around a glyph
// that is a knight's move from neither 1 nor N-1 (0 or N, neither
// joined) is unreadable, its refusal naming the glyph as written.
func TestPieceCertainty(t *testing.T) {
	rng := rand.New(rand.NewPCG(35, 2))
	knight := func(a, b board.Square) bool {
		dx, dy := a.X-b.X, a.Y-b.Y
		return dx*dx+dy*dy == 5
	}
	for n := range 24 {
		b := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 5, H: 6}}[n%4]
		p := warnsdorffWalk(rng, b, 2000)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		glyph := []string{"♞", "K", "N"}[n%3]
		write := func(rows [][]string) string {
			var sb strings.Builder
			for _, r := range rows {
				sb.WriteString(strings.Join(r, " ") + "\n")
			}
			return sb.String()
		}
		// A fault away from the glyph: squares k and k+1 swapped, the
		// glyph on a square inside the run, not beside the swap.
		k := 1 + rng.IntN(len(p)-3)
		g := (k + 3 + rng.IntN(len(p)-6)) % len(p)
		if g == 0 || g == len(p)-1 {
			g = (k + 4) % (len(p) - 1)
		}
		q := slices.Clone(p)
		q[k], q[k+1] = q[k+1], q[k]
		if walkCheck(board.Problem{Board: b}, q) == nil {
			t.Fatalf("%v: the test's own fault passes", b)
		}
		in := write(pieceGrid(b, q, 1+n%2-1, g, glyph))
		tours, err := ReadTours(strings.NewReader(in), ReadOptions{})
		if err != nil || len(tours) != 1 {
			t.Fatalf("%v: %d tours (%v), want 1 in\n%s", b, len(tours), err, in)
		}
		if j := Judge(tours[0], board.Problem{}, walkCheck); j.Verdict != Invalid {
			t.Errorf("%v: squares %d and %d swapped, %s on square %d: %v (%v), want invalid in\n%s", b, k, k+1, glyph, g, j.Verdict, j.Err, in)
		}
		// 1..N-1 around a glyph that joins neither 1 nor N-1: the walk
		// from p[0] with p[0] swapped for a square that joins neither.
		var r int
		for r = 2; r < len(p)-1; r++ {
			if !knight(p[r], p[1]) && !knight(p[r], p[len(p)-1]) {
				break
			}
		}
		if r == len(p)-1 {
			continue
		}
		q = slices.Clone(p)
		q[0], q[r] = q[r], q[0]
		in = write(pieceGrid(b, q, 0, 0, glyph))
		tours, _ = ReadTours(strings.NewReader(in), ReadOptions{})
		if len(tours) != 1 {
			t.Fatalf("%v: %d tours, want 1 in\n%s", b, len(tours), in)
		}
		if j := Judge(tours[0], board.Problem{}, walkCheck); j.Verdict != Unreadable || j.Err == nil || !strings.Contains(j.Err.Error(), strconv.Quote(glyph)) {
			t.Errorf("%v: %s joining neither 1 nor %d: %v (%v), want unreadable naming it in\n%s", b, glyph, len(p)-1, j.Verdict, j.Err, in)
		}
	}
}
