package notation

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// unvisitedSteps are the squares of b a knight's move from s (|dx|*|dy|
// == 2, the test's own move check) not in seen.
func unvisitedSteps(b board.Board, s board.Square, seen map[board.Square]bool) []board.Square {
	var out []board.Square
	for dx := int32(-2); dx <= 2; dx++ {
		for dy := int32(-2); dy <= 2; dy++ {
			t := board.Square{X: s.X + dx, Y: s.Y + dy}
			if dx*dy*dx*dy == 4 && t.X >= 1 && t.Y >= 1 && t.X <= b.W && t.Y <= b.H && !seen[t] {
				out = append(out, t)
			}
		}
	}
	return out
}

// knightWalk is a seeded random walk of n distinct squares, each a
// knight's move from the one before, built and checked here (the
// oracle: |dx|*|dy| == 2), so that the reader's result is compared with
// a path the test made itself.
func knightWalk(rng *rand.Rand, b board.Board, n int) board.Path {
	for {
		p := board.Path{{X: 1 + rng.Int32N(b.W), Y: 1 + rng.Int32N(b.H)}}
		seen := map[board.Square]bool{p[0]: true}
		for len(p) < n {
			next := unvisitedSteps(b, p[len(p)-1], seen)
			if len(next) == 0 {
				break
			}
			s := next[rng.IntN(len(next))]
			seen[s] = true
			p = append(p, s)
		}
		if len(p) == n {
			return p
		}
	}
}

// TestStructuralPartialGrid: a path of a random length (knightWalk, the
// oracle) numbered from 1 in a grid whose other squares all carry one
// mark ('.', '*', '-', -1, 0), inside code literals and comment marks, is
// read by structure as that path, on the grid's board. Not a tour, and
// every square written (a number or the mark), it is invalid, as the
// same grid read by a layout reader is (python's -1 and "// ." rows): one
// answer whatever is around the grid. Only a reading that took a line's
// first mark for a square, when it could be a bullet (marks with nothing
// before them, some rows beginning with a number), is a guess:
// unreadable, naming the reading and -read grid. With -read grid, every
// one is invalid. Two marks in one grid are no reading of it.
func TestStructuralPartialGrid(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 1))
	layout, all := 0, 0
	type wrap struct {
		name          string
		open, rowOpen string
		sep, rowClose string
		rowSep, close string
		mark          string
		guess         bool // a row's first mark could be a bullet
	}
	wraps := []wrap{
		{"python -1", "board = [\n", "    [", ", ", "]", ",\n", "\n]\n", "-1", false},
		{"rust 0", "let b = vec![\n", "    vec![", ", ", "]", ",\n", "\n];\n", "0", false},
		{"comment dot", "", "// ", " ", "", "\n", "\n", ".", false},
		{"bullet star", "", " * ", " ", "", "\n", "\n", "*", false},
		{"comment dash", "", "-- ", " ", "", "\n", "\n", "-", false},
		{"walls dash", "", "| ", " | ", " |", "\n", "\n", "-", false},
		{"lua question", "local b = {\n", "  {", ", ", "}", ",\n", "\n}\n", "?", false},
		{"bare star", "", "", " ", "", "\n", "\n", "*", true},
	}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 4, H: 7}} {
		for _, w := range wraps {
			name := fmt.Sprintf("%v/%s", b, w.name)
			all++
			p := knightWalk(rng, b, 2+rng.IntN(b.Size()-3))
			for w.guess && !firstColumnMixed(b, p) {
				p = knightWalk(rng, b, 2+rng.IntN(b.Size()-3))
			}
			cells := make([][]string, b.H)
			for y := range cells {
				cells[y] = make([]string, b.W)
				for x := range cells[y] {
					cells[y][x] = w.mark
				}
			}
			for k, s := range p {
				cells[b.H-s.Y][s.X-1] = fmt.Sprint(k + 1)
			}
			var rows []string
			for _, r := range cells {
				rows = append(rows, w.rowOpen+strings.Join(r, w.sep)+w.rowClose)
			}
			text := w.open + strings.Join(rows, w.rowSep) + w.close
			tours, err := ReadTours(strings.NewReader(text), ReadOptions{})
			if err != nil || len(tours) != 1 || len(tours[0].Readings) != 1 {
				t.Errorf("%s: ReadTours = %d tours, %v, want one reading:\n%s", name, len(tours), err, text)
				continue
			}
			d := tours[0].Readings[0]
			if d.Board != b || d.Path.String() != p.String() {
				t.Errorf("%s: read %v on %v, want %v on %v:\n%s", name, d.Path, d.Board, p, b, text)
			}
			j := Judge(tours[0], board.Problem{Board: b}, tourCheck)
			if !d.structural {
				layout++
			}
			switch {
			case w.guess && (j.Verdict != Unreadable || !errors.Is(j.Err, ErrMisread) || !strings.Contains(j.Err.Error(), "-read grid")):
				t.Errorf("%s: Judge = %v, %v, want unreadable naming -read grid", name, j.Verdict, j.Err)
			case !w.guess && j.Verdict != Invalid:
				t.Errorf("%s: Judge = %v, %v, want invalid (structural %v)", name, j.Verdict, j.Err, d.structural)
			}
			tours, _ = ReadTours(strings.NewReader(text), ReadOptions{Format: Grid})
			if len(tours) != 1 || Judge(tours[0], board.Problem{Board: b}, tourCheck).Verdict != Invalid {
				t.Errorf("%s: with -read grid not one invalid tour:\n%s", name, text)
			}
			// A second mark: no uniform marker, no numbering.
			mixed := strings.Replace(text, w.mark+w.sep, "-7"+w.sep, 1)
			if w.mark == "-1" {
				mixed = strings.Replace(text, w.mark+w.sep, "."+w.sep, 1)
			}
			tours, _ = ReadTours(strings.NewReader(mixed), ReadOptions{})
			for _, tour := range tours {
				for _, r := range tour.Readings {
					if r.structural && r.Format == Grid {
						t.Errorf("%s: two marks read as grid %v:\n%s", name, r.Path, mixed)
					}
				}
			}
		}
	}
	if layout > all/3 {
		t.Errorf("%d of %d partial grids read by layout readers, want most by structure", layout, all)
	}
}

// firstColumnMixed reports whether p, numbered in a grid of b, leaves
// some row's first square unvisited and visits another's: marks at the
// start of some rows only, which could be bullets.
func firstColumnMixed(b board.Board, p board.Path) bool {
	visited := 0
	for _, s := range p {
		if s.X == 1 {
			visited++
		}
	}
	return visited > 0 && visited < int(b.H)
}

// warnsdorffTour is a knight's tour of b from start found here by
// Warnsdorff's rule with seeded random ties, retried until it covers the
// board (its moves checked by |dx|*|dy| == 2 as knightWalk's), so the
// test's tours come from no package it tests.
func warnsdorffTour(rng *rand.Rand, b board.Board, start board.Square) board.Path {
	for {
		p := board.Path{start}
		seen := map[board.Square]bool{start: true}
		for len(p) < b.Size() {
			var best []board.Square
			fewest := 9
			for _, t := range unvisitedSteps(b, p[len(p)-1], seen) {
				seen[t] = true
				n := len(unvisitedSteps(b, t, seen))
				seen[t] = false
				if n < fewest {
					best, fewest = nil, n
				}
				if n == fewest {
					best = append(best, t)
				}
			}
			if len(best) == 0 {
				break
			}
			s := best[rng.IntN(len(best))]
			seen[s] = true
			p = append(p, s)
		}
		if len(p) == b.Size() {
			return p
		}
	}
}

// TestFENBoard: a game's moves (1. Nb3 2. Nc1 ...) after a FEN tag that
// places one knight are read, with no board given, on the FEN's board
// (its ranks counted, and the files of each), from its knight: a tour
// (warnsdorffTour, the oracle) is valid on that board, and the same moves
// with two squares swapped invalid there, a certain verdict. Boards
// wider than 9 write a run of empty squares as one number ("12", "4N7"),
// as variants' FENs do: read as 1 and 2 the ranks would be 3 wide.
func TestFENBoard(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 3))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 5, H: 6}, {W: 8, H: 8}, {W: 10, H: 10}, {W: 12, H: 10}} {
		start := board.Square{X: 1 + rng.Int32N(b.W), Y: 1 + rng.Int32N(b.H)}
		p := warnsdorffTour(rng, b, start)
		swapped := append(board.Path(nil), p...)
		swapped[5], swapped[6] = swapped[6], swapped[5]
		for _, c := range []struct {
			path board.Path
			want Verdict
		}{{p, Valid}, {swapped, Invalid}} {
			var moves []string
			for k, s := range c.path[1:] {
				moves = append(moves, fmt.Sprintf("%d. N%v", k+1, s))
			}
			text := fmt.Sprintf("[Event \"tour\"]\n[FEN \"%s w - - 0 1\"]\n\n%s *\n", fenPlacement(b, start), strings.Join(moves, " "))
			if got := tourCheck(board.Problem{Board: b}, c.path) == nil; got != (c.want == Valid) {
				t.Fatalf("%v: the test's own tour check = %v, want %v", b, got, c.want)
			}
			tours, err := ReadTours(strings.NewReader(text), ReadOptions{})
			if err != nil || len(tours) != 1 {
				t.Errorf("%v: ReadTours = %d tours, %v, want one:\n%s", b, len(tours), err, text)
				continue
			}
			j := Judge(tours[0], board.Problem{}, tourCheck)
			if j.Verdict != c.want || j.Problem.Board != b || j.Doc.Path.String() != c.path.String() {
				t.Errorf("%v: Judge = %v on %v (%v), path %v, want %v on %v, path %v:\n%s", b, j.Verdict, j.Problem.Board, j.Err, j.Doc.Path, c.want, b, c.path, text)
			}
		}
	}
}

// TestStructuralBareNumbersBeside: a tour (warnsdorffTour, the oracle)
// numbered in a grid behind bullet marks, read by structure, with a line
// of bare numbers right after it (a row cut short, or one too many): the
// grid is one valid tour and the line is set aside as Partial, naming its
// line, so that a grader does not pass the input over it unasked; apart
// from the grid by a line of words, the same numbers are words, not
// Partial.
func TestStructuralBareNumbersBeside(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 9))
	b := board.Board{W: 5, H: 5}
	p := warnsdorffTour(rng, b, board.Square{X: 1, Y: 1})
	cells := make([][]string, b.H)
	for y := range cells {
		cells[y] = make([]string, b.W)
	}
	for k, s := range p {
		cells[b.H-s.Y][s.X-1] = fmt.Sprint(k + 1)
	}
	var grid string
	for _, r := range cells {
		grid += " * " + strings.Join(r, " ") + "\n"
	}
	for _, c := range []struct {
		text    string
		partial bool
	}{
		{grid + "26 27\n", true},
		{grid + "Found after 27 tries:\n26 27\n", false},
	} {
		tours, err := ReadTours(strings.NewReader(c.text), ReadOptions{})
		if err != nil || len(tours) != 1 {
			t.Fatalf("ReadTours = %d tours, %v, want one:\n%s", len(tours), err, c.text)
		}
		j := Judge(tours[0], board.Problem{Board: b}, tourCheck)
		if j.Verdict != Valid || j.Doc.Path.String() != p.String() {
			t.Errorf("Judge = %v %v (%v), want valid %v:\n%s", j.Verdict, j.Doc.Path, j.Err, p, c.text)
		}
		var partial []Skip
		for _, sk := range j.Doc.Skipped {
			if sk.Partial {
				partial = append(partial, sk)
			}
		}
		if got := len(partial) == 1 && partial[0].Line == 6; got != c.partial {
			t.Errorf("Partial skips %+v, want line 6 set aside as Partial: %v:\n%s", partial, c.partial, c.text)
		}
	}
}

// TestStructuralFloats: a tour (warnsdorffTour, the oracle) whose numbers
// are printed as floats, numpy's "30." and a list of floats' "30.0", is
// read as the grid of whole numbers; "30.5" is no number of a square,
// so the grid holding it is no reading of it.
func TestStructuralFloats(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 12))
	b := board.Board{W: 6, H: 6}
	p := warnsdorffTour(rng, b, board.Square{X: 1, Y: 1})
	cells := make([][]int, b.H)
	for y := range cells {
		cells[y] = make([]int, b.W)
	}
	for k, s := range p {
		cells[b.H-s.Y][s.X-1] = k + 1
	}
	for _, c := range []struct {
		format string
		valid  bool
	}{{"%3d.", true}, {"%d.0", true}, {"%d.00", true}, {"%d.5", false}} {
		var rows []string
		for _, r := range cells {
			var cs []string
			for _, v := range r {
				cs = append(cs, fmt.Sprintf(c.format, v))
			}
			rows = append(rows, " ["+strings.Join(cs, ", ")+"]")
		}
		text := "array([" + strings.Join(rows, ",\n") + "])\n"
		tours, _ := ReadTours(strings.NewReader(text), ReadOptions{})
		valid := len(tours) == 1 && Judge(tours[0], board.Problem{Board: b}, tourCheck).Verdict == Valid
		if valid != c.valid {
			t.Errorf("%q: valid %v, want %v:\n%s", c.format, valid, c.valid, text)
		}
	}
}

// TestSideBySideEveryBoard: boards printed side by side are read a tour
// each, left to right, or not at all; a board that reads beside one
// that does not is never the only tour read, since the other would pass
// unchecked. The oracle: grid5, a 5x5 tour checked by walkOK, and the
// same grid with two numbers exchanged, which walkOK rejects.
func TestSideBySideEveryBoard(t *testing.T) {
	b := board.Board{W: 5, H: 5}
	grid5 := [][]int{{2, 15, 20, 9, 4}, {21, 10, 3, 14, 19}, {16, 1, 24, 5, 8}, {11, 22, 7, 18, 13}, {0, 17, 12, 23, 6}}
	swapped := [][]int{{2, 15, 20, 9, 4}, {21, 10, 3, 14, 19}, {16, 1, 24, 5, 8}, {11, 22, 7, 18, 13}, {0, 17, 12, 6, 23}}
	twice := [][]int{{2, 15, 20, 9, 4}, {21, 10, 3, 14, 19}, {16, 1, 24, 5, 8}, {11, 22, 7, 18, 13}, {0, 17, 12, 23, 23}}
	beside := func(l, r [][]int) string {
		var s strings.Builder
		for i := range l {
			fmt.Fprintf(&s, "%s    %s\n", cells(l[i], "%3d", ""), cells(r[i], "%3d", ""))
		}
		return s.String()
	}
	for _, c := range []struct {
		name  string
		in    string
		valid bool
	}{
		{"two tours", beside(grid5, grid5), true},
		{"a fault on the right", beside(grid5, swapped), false},
		{"a fault on the left", beside(swapped, grid5), false},
		{"a number twice on the right", beside(grid5, twice), false},
	} {
		for _, opt := range []ReadOptions{{}, {Board: b}} {
			t.Run(fmt.Sprintf("%s/board %v", c.name, opt.Board), func(t *testing.T) {
				tours, err := ReadTours(strings.NewReader(c.in), opt)
				var verdicts []Verdict
				for _, tr := range tours {
					verdicts = append(verdicts, Judge(tr, board.Problem{Board: opt.Board}, walkCheck).Verdict)
				}
				allValid := err == nil && len(verdicts) == 2 && verdicts[0] == Valid && verdicts[1] == Valid
				if allValid != c.valid {
					t.Errorf("ReadTours = %d tours %v, %v; want both valid: %v", len(tours), verdicts, err, c.valid)
				}
				if !c.valid && err == nil && len(verdicts) == 1 && verdicts[0] == Valid {
					t.Errorf("one board read valid, the faulty one passed over: %v", verdicts)
				}
			})
		}
	}
}
