package notation

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// Three families the structural engine reads by what a grid is, each
// written here through wrappers its rule was not made from. The oracle is
// the one of unseen_fix_test.go: random tours (warnsdorffWalk) checked
// square by square (walkOK), the count of grids the test wrote, and the
// same tours with two squares swapped, which walkOK says are none.

// gridWrappers write a grid's rows in the layouts the tests below put
// their text around: none of them the layout a rule came from.
func gridWrappers() map[string]func(rows [][]int) string {
	return map[string]func(rows [][]int) string{
		"spaces":         func(rows [][]int) string { return writeRows(rows, "", " ", "") },
		"tabs":           func(rows [][]int) string { return writeRows(rows, "", "\t", "") },
		"line comments":  func(rows [][]int) string { return writeRows(rows, "// ", " ", "") },
		"cell walls":     func(rows [][]int) string { return writeRows(rows, "| ", " | ", " |") },
		"c literal rows": func(rows [][]int) string { return writeRows(rows, "  {", ", ", "},") },
		"python lists":   func(rows [][]int) string { return writeRows(rows, "[", ", ", "]") },
	}
}

// TestSquaresInCaptionBesideGrid: a caption that names one or two
// squares ("{N:6 Start:a1}", a Go value's fields) before a grid is words,
// named as the caption it is: no board of two squares has a knight's
// tour, and one square is a tour only of 1x1. The rule came from a Go
// struct printed with %+v; these are other languages' values, naming the
// tour's own first square (the case that read as a fragment of it).
func TestSquaresInCaptionBesideGrid(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(24, 21)))
	// a1 is the caption's square that read as a tour, of the 1x1
	// board its one square fills; the tour's own first square is the
	// other case.
	a1 := board.Square{X: 1, Y: 1}
	captions := map[string]func(b board.Board, s, e board.Square) string{
		"go value":    func(b board.Board, s, _ board.Square) string { return fmt.Sprintf("{N:%d Start:%v}", b.W, s) },
		"python dict": func(b board.Board, s, _ board.Square) string { return fmt.Sprintf("{'n': %d, 'start': '%v'}", b.W, s) },
		"rust debug": func(b board.Board, s, e board.Square) string {
			return fmt.Sprintf("Config { n: %d, start: %v, end: %v }", b.W, s, e)
		},
		"lisp plist":      func(b board.Board, s, _ board.Square) string { return fmt.Sprintf("(:size %d :from %v)", b.W, s) },
		"two squares log": func(_ board.Board, s, e board.Square) string { return fmt.Sprintf("[info] from %v to %v", s, e) },
		"one square":      func(_ board.Board, s, _ board.Square) string { return fmt.Sprintf("start=%v", s) },
	}
	for cname, caption := range captions {
		for gname, grid := range gridWrappers() {
			for b, p := range tours {
				for _, c := range []struct {
					given bool
					start board.Square
				}{{false, a1}, {true, a1}, {false, p[0]}, {true, p[0]}} {
					opt := board.Board{}
					if c.given {
						opt = b
					}
					name := fmt.Sprintf("%s/%s/%v/board given %v/%v", cname, gname, b, c.given, c.start)
					head := caption(b, c.start, p[len(p)-1])
					text := head + "\n" + grid(rowsOf(b, p, 1)) + "\n"
					trs, vs, err := judgeText(text, opt)
					if err != nil || len(vs) != 1 || vs[0] != Valid {
						t.Errorf("%s: %v (%v), want one valid tour:\n%s", name, vs, err, text)
						continue
					}
					if code := propExit(trs, vs); code != 0 {
						t.Errorf("%s: exit %d, want 0:\n%s", name, code, text)
					}
					named := false
					for _, s := range trs[0].Readings[0].Skipped {
						named = named || s.Line == 1 && strings.Contains(head, strings.TrimSuffix(s.Text, "..."))
					}
					if !named {
						t.Errorf("%s: caption not named as skipped (%v):\n%s", name, trs[0].Readings[0].Skipped, text)
					}
					bad := head + "\n" + grid(rowsOf(b, swapped(t, b, p), 1)) + "\n"
					if _, vs, _ := judgeText(bad, opt); len(vs) == 0 || vs[0] == Valid {
						t.Errorf("%s: two squares swapped judged %v:\n%s", name, vs, bad)
					}
				}
			}
		}
	}
}

// TestStackedGridsOtherBoard: grids one after another, split by a rule,
// are a tour each whatever the board given: on the board given each is
// judged, and on another each is unreadable as a grid of its own board
// (ErrBoardMismatch), never one grid of all their rows. The rule came
// from tab-separated 4x3 grids split by "---"; these are other rules,
// other layouts and boards, and a stack that mixes the board given with
// another.
func TestStackedGridsOtherBoard(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 22))
	tours := testTours(t, rng)
	rules := []string{"---", "==========", "* * *", "-----------------------------", "#"}
	other := board.Board{W: 7, H: 7}
	for _, rule := range rules {
		for gname, grid := range gridWrappers() {
			for b, p := range tours {
				q := warnsdorffWalk(rng, b, 500)
				if q == nil || !walkOK(b, q) {
					t.Fatalf("%v: the test's own second tour", b)
				}
				text := grid(rowsOf(b, p, 1)) + "\n" + rule + "\n" + grid(rowsOf(b, q, 1)) + "\n" + rule + "\n" + grid(rowsOf(b, p, 1)) + "\n"
				name := fmt.Sprintf("%q/%s/%v", rule, gname, b)
				trs, vs, err := judgeText(text, b)
				if err != nil || len(vs) != 3 || vs[0] != Valid || vs[1] != Valid || vs[2] != Valid || propExit(trs, vs) != 0 {
					t.Errorf("%s on its board: %v (%v), want three valid tours:\n%s", name, vs, err, text)
				}
				trs, vs, err = judgeText(text, other)
				if err != nil || len(trs) != 3 {
					t.Errorf("%s on %v: %d tours (%v), want 3, one a grid:\n%s", name, other, len(trs), err, text)
					continue
				}
				for i, tr := range trs {
					if vs[i] != Unreadable || !errors.Is(tr.Err, ErrBoardMismatch) || !strings.Contains(tr.Err.Error(), "grid is "+b.String()) {
						t.Errorf("%s on %v: tour %d %v (%v), want unreadable, a grid of %v:\n%s", name, other, i+1, vs[i], tr.Err, b, text)
					}
				}
				// A grid of the board given between two of another: the
				// one judged, the others named.
				o := warnsdorffWalk(rng, other, 500)
				if o == nil || !walkOK(other, o) {
					t.Fatalf("%v: the test's own tour", other)
				}
				for _, mid := range []board.Path{o, swapped(t, other, o)} {
					mixed := grid(rowsOf(b, p, 1)) + "\n" + rule + "\n" + grid(rowsOf(other, mid, 1)) + "\n" + rule + "\n" + grid(rowsOf(b, q, 1)) + "\n"
					trs, vs, err := judgeText(mixed, other)
					want := Valid
					if !walkOK(other, mid) {
						want = Invalid
					}
					if err != nil || len(trs) != 3 || vs[0] != Unreadable || vs[1] != want || vs[2] != Unreadable || propExit(trs, vs) == 0 {
						t.Errorf("%s mixed with %v: %v (%v), want unreadable, %v, unreadable:\n%s", name, other, vs, err, want, mixed)
					}
				}
			}
		}
	}
}

// TestTableOfFiguresBesideGrid: a table whose rows hold a cell of words
// between others and a figure no grid writes ("| 7 | TBA | 0.00s (20,
// 29) |") is words beside the grids around it, which are read and judged
// alone. The rule came from a README's comparison of three solvers; these
// are other tables (timings in ms, n/a, timeout, a percentage), before
// and after grids in other layouts.
func TestTableOfFiguresBesideGrid(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 23))
	tours := testTours(t, rng)
	tables := map[string]func(rng *rand.Rand) string{
		"solver timings": func(rng *rand.Rand) string {
			s := "| N | Backtracking | Warnsdorff |\n|---|---|---|\n"
			for n := 5; n <= 12; n++ {
				s += fmt.Sprintf("| %d | timeout | %d.%02d ms (%d, %d) |\n", n, rng.IntN(90), rng.IntN(100), rng.IntN(n*n), rng.IntN(n*n))
			}
			return s
		},
		"success rates": func(rng *rand.Rand) string {
			s := "| size | method | rate | tries |\n"
			for n := 3; n <= 10; n++ {
				s += fmt.Sprintf("| %d | n/a | %d.%d%% | %d |\n", n, rng.IntN(100), 1+rng.IntN(9), rng.IntN(1000))
			}
			return s
		},
		"memory": func(rng *rand.Rand) string {
			s := "|run|board|peak|\n"
			for k := 1; k <= 9; k++ {
				s += fmt.Sprintf("|%d|none|%dMB %d %d|\n", k, rng.IntN(500), rng.IntN(64), rng.IntN(64))
			}
			return s
		},
	}
	for tname, table := range tables {
		for gname, grid := range gridWrappers() {
			for b, p := range tours {
				tab := table(rng)
				g := grid(rowsOf(b, p, 1))
				for _, c := range []struct {
					text  string
					grids int
				}{
					{"```\n" + g + "\n```\n\n" + tab, 1},
					{tab + "\n" + g + "\n", 1},
					{g + "\n\n" + tab + "\n" + g + "\n", 2},
				} {
					text, want := c.text, c.grids
					name := fmt.Sprintf("%s/%s/%v", tname, gname, b)
					trs, vs, err := judgeText(text, board.Board{})
					if err != nil || len(vs) != want || propExit(trs, vs) != 0 {
						t.Errorf("%s: %v (%v), want %d valid tours and exit 0:\n%s", name, vs, err, want, text)
					}
					bad := strings.Replace(text, g, grid(rowsOf(b, swapped(t, b, p), 1)), 1)
					if trs, vs, _ := judgeText(bad, board.Board{}); propExit(trs, vs) == 0 {
						t.Errorf("%s: two squares swapped passed (%v):\n%s", name, vs, bad)
					}
				}
			}
		}
	}
}

// TestBlankLinesBetweenFaultyRows: a grid printed with a blank line after
// each row, one number written twice, is a certain fault at the second
// place the number is written, as the same grid without the blank lines
// is: the rows are joined before they are read, not read as grids one
// row high. The oracle is the grid the test wrote and where it wrote the
// number twice.
func TestBlankLinesBetweenFaultyRows(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(24, 24)))
	for b, p := range tours {
		rows := rowsOf(b, p, 1)
		rows[2][1] = rows[0][0] // written twice: line 5 (two lines a row), the second cell
		var ls []string
		for _, r := range rows {
			ls = append(ls, cells(r, "%d", " "))
		}
		for _, sep := range []string{"\n", "\n\n"} {
			text := strings.Join(ls, sep) + "\n"
			trs, vs, err := judgeText(text, board.Board{})
			if err != nil || len(trs) != 1 || vs[0] != Invalid {
				t.Errorf("%v, rows split by %q: %v (%v), want one invalid tour:\n%s", b, sep, vs, err, text)
				continue
			}
			var pe *board.ParseError
			wantLine := 3
			if sep == "\n\n" {
				wantLine = 5
			}
			wantCol := len(fmt.Sprint(rows[2][0])) + 2
			if !errors.As(trs[0].Err, &pe) || !errors.Is(pe, ErrNumbering) || pe.Line != wantLine || pe.Col != wantCol {
				t.Errorf("%v, rows split by %q: %v, want a numbering fault at %d:%d", b, sep, trs[0].Err, wantLine, wantCol)
			}
		}
	}
}

// TestStackedGridsOneFaulty: grids one after another split by rules, the
// middle one numbering a square twice, never pass: the grids around it
// are read each on its own and valid, none is read from rows on both
// sides of a rule (the faulty grid's last rows and the next grid's
// first, which may number a board's squares once each), and the faulty
// one is a fault or set aside as could-be-a-tour. The oracle is the
// tours the test wrote (walkOK) and where it wrote a number twice.
func TestStackedGridsOneFaulty(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 25))
	tours := testTours(t, rng)
	for _, rule := range []string{"---", "* * *", "=========="} {
		for gname, grid := range gridWrappers() {
			for b, p := range tours {
				for _, base := range []int{0, 1} {
					bad := rowsOf(b, p, base)
					bad[2][2] = bad[0][0] // a number twice, one missing
					text := grid(rowsOf(b, p, base)) + "\n" + rule + "\n" + grid(bad) + "\n" + rule + "\n" + grid(rowsOf(b, p, base)) + "\n"
					for _, given := range []board.Board{{}, b} {
						name := fmt.Sprintf("%q/%s/%v/from %d/board given %v", rule, gname, b, base, given)
						trs, vs, err := judgeText(text, given)
						if err != nil {
							t.Errorf("%s: %v", name, err)
							continue
						}
						if code := propExit(trs, vs); code == 0 {
							t.Errorf("%s: exit 0 with a grid numbering a square twice (%v):\n%s", name, vs, text)
						}
						valid := 0
						for i, tr := range trs {
							if vs[i] == Valid {
								valid++
							}
							if vs[i] == Invalid && (tr.Line < int(b.H)+2 || tr.Line > 2*int(b.H)+1) {
								t.Errorf("%s: tour at line %d judged invalid, want only the middle grid's (lines %d-%d):\n%s", name, tr.Line, b.H+2, 2*b.H+1, text)
							}
						}
						if valid > 2 {
							t.Errorf("%s: %d valid tours, 2 written", name, valid)
						}
					}
				}
			}
		}
	}
}
