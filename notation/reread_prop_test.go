package notation

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// Text around a tour that no layout reader was written for, each a rule
// of its own: a literal's rows read whole are read once; a line of prose
// with one number in it is no grid row; a table's column labels are no
// tour; a prompt is words whatever the verdict of the tour beside it.
// The shapes are this test's own; the oracle is the tour each writes
// (warnsdorffWalk, checked by walkOK) and the count of tours written.

// rereadBoards are boards that have an open tour, square and not, among
// them the narrow ones a grid's height or width alone does not name.
var rereadBoards = []board.Board{{W: 5, H: 5}, {W: 4, H: 7}, {W: 7, H: 4}, {W: 3, H: 10}, {W: 10, H: 3}, {W: 6, H: 5}, {W: 5, H: 6}, {W: 6, H: 8}, {W: 7, H: 7}, {W: 8, H: 8}}

// rereadTour is a random tour of a random board of rereadBoards.
func rereadTour(t *testing.T, rng *rand.Rand) (board.Board, board.Path) {
	t.Helper()
	b := rereadBoards[rng.IntN(len(rereadBoards))]
	p := warnsdorffWalk(rng, b, 2000)
	if p == nil || !walkOK(b, p) {
		t.Fatalf("%v: the test's own tour", b)
	}
	return b, p
}

// prompt is a REPL's or a shell's prompt, with a command or without.
func prompt(rng *rand.Rand, b board.Board) string {
	return []string{
		fmt.Sprintf("> (knight-tour %d %d)", b.W, b.H),
		fmt.Sprintf("1 ]=> (tour %d %d)", b.W, b.H),
		fmt.Sprintf("In [%d]: board = solve(%d, %d)", 1+rng.IntN(20), b.H, b.W),
		fmt.Sprintf(">>> tour(%d, %d)", b.W, b.H),
		"1 ]=> ",
		"> ",
		fmt.Sprintf("iex(%d)> ", 1+rng.IntN(9)),
		fmt.Sprintf("scala> val t = tour(%d)", b.W),
	}[rng.IntN(8)]
}

// TestProseNumberAboveGridProperty: a compiler's or solver's log line
// with one whole number in it (a count larger than the board's, the
// largest number its rows would need), directly above the grid's rows,
// is words: the grid is the one tour, exit 0.
func TestProseNumberAboveGridProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 2))
	for n := range 60 {
		b, p := rereadTour(t, rng)
		rows := newPropTour(b, p).rows
		count := b.Size() + 1 + rng.IntN(40)
		log := []string{
			fmt.Sprintf("%d lines compiled, 0.%d sec", count, rng.IntN(10)),
			fmt.Sprintf("Compiled %d lines in 0.%ds", count, rng.IntN(10)),
			fmt.Sprintf("search took %d backtracks, 1.%d ms", count, rng.IntN(10)),
			fmt.Sprintf("[info] %d nodes expanded", count),
		}[rng.IntN(4)]
		head := []string{"Free Pascal Compiler version 3.2.2 for x86_64", "Target OS: Linux", "Compiling tour.pas", "Linking tour"}[:1+rng.IntN(4)]
		f := []string{"%3d", "%4d", "%d"}[rng.IntN(3)]
		open, sep, close := []string{"", "| ", "# "}[n%3], []string{" ", " | ", "  "}[n%3], []string{"", " |", ""}[n%3]
		in := strings.Join(head, "\n") + "\n" + log + "\n" + rowsWith(propTour{rows: rows}, open, f, sep, close, "\n") + "\n"
		if tours, vs, code := judgeExit(in, board.Board{}); code != 0 || len(tours) != 1 {
			t.Fatalf("case %d: %d tours %v, exit %d, want 1 tour, exit 0:\n%s", n, len(tours), vs, code, in)
		}
	}
}

// TestColumnLabelsProperty: a table's header that names its columns by
// a letter and a count ("v1 v2 ... v8", "c1 c2 ..."), walled, piped or
// bare, above rows labelled by their number, is labels: the grid is the
// one tour and nothing is set aside, exit 0; a swap in the grid is never
// exit 0.
func TestColumnLabelsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 3))
	for n := range 60 {
		b, p := rereadTour(t, rng)
		rows := newPropTour(b, p).rows
		letter := []string{"v", "c", "x", "col", "V"}[rng.IntN(5)]
		var labels []string
		for k := 1; k <= int(b.W); k++ {
			labels = append(labels, fmt.Sprintf("%s%d", letter, k))
		}
		var in string
		write := func(rows [][]int) string {
			var lines []string
			switch n % 3 {
			case 0: // Stata's list
				lines = append(lines, ". list", "", "     +---+", "     |  "+strings.Join(labels, "    ")+" |", "     |---|")
				for k, r := range rows {
					lines = append(lines, fmt.Sprintf("%3d. | %s |", k+1, cells(r, "%4d", "  ")))
				}
				lines = append(lines, "     +---+")
			case 1: // a Markdown table
				lines = append(lines, "| | "+strings.Join(labels, " | ")+" |", "|"+strings.Repeat("---|", int(b.W)+1))
				for k, r := range rows {
					lines = append(lines, fmt.Sprintf("| %d | %s |", k+1, cells(r, "%d", " | ")))
				}
			default: // bare columns
				lines = append(lines, "     "+strings.Join(labels, "  "))
				for k, r := range rows {
					lines = append(lines, fmt.Sprintf("r%-3d %s", k+1, cells(r, "%3d", " ")))
				}
			}
			return strings.Join(lines, "\n") + "\n"
		}
		in = write(rows)
		if tours, vs, code := judgeExit(in, board.Board{}); code != 0 || len(tours) != 1 {
			t.Fatalf("case %d: %d tours %v, exit %d, want 1 tour, exit 0:\n%s", n, len(tours), vs, code, in)
		}
		r, c := rng.IntN(int(b.H)), rng.IntN(int(b.W)-1)
		rows[r][c], rows[r][c+1] = rows[r][c+1], rows[r][c]
		if _, vs, code := judgeExit(write(rows), board.Board{}); code == 0 {
			t.Fatalf("case %d: a swap read %v, exit 0:\n%s", n, vs, write(rows))
		}
	}
}

// TestPromptBesideFaultProperty: prompts around a tour are words whether
// the tour is valid or one square short: a list of (row . col) pairs in a
// REPL's transcript, on the board given, is one tour, valid (exit 0) or
// invalid (exit 1), never a second, unreadable one.
func TestPromptBesideFaultProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 4))
	for n := range 60 {
		b, p := rereadTour(t, rng)
		for _, fault := range []bool{false, true} {
			q := p
			want := 0
			if fault {
				q = slices.Delete(slices.Clone(p), len(p)/2, len(p)/2+1)
				want = 1
			}
			var pairs []string
			for _, s := range q {
				pairs = append(pairs, fmt.Sprintf("(%d . %d)", b.H-s.Y, s.X-1))
			}
			in := prompt(rng, b) + "\n;Value: (" + strings.Join(pairs, " ") + ")\n\n" + prompt(rng, b) + "\n"
			if tours, vs, code := judgeExit(in, b); code != want || len(tours) != 1 {
				t.Fatalf("case %d: %d tours %v, exit %d, want 1 tour, exit %d:\n%s", n, len(tours), vs, code, want, in)
			}
		}
	}
}

// TestProbeRereadSamples reads the blind probe's files of these shapes
// with the probe's answer as the oracle: valid ones exit 0 with one
// tour, faulty ones exit 1.
func TestProbeRereadSamples(t *testing.T) {
	for _, c := range []struct {
		file  string
		board board.Board
		want  int
	}{
		{"racket_vec_4x7.txt", board.Board{}, 0},
		{"pascal_fpc_7x4.txt", board.Board{}, 0},
		{"stata_list_8x8.txt", board.Board{}, 0},
		{"scheme_dotted_missing.txt", board.Board{W: 7, H: 9}, 1},
	} {
		t.Run(c.file, func(t *testing.T) {
			in, err := os.ReadFile(filepath.Join("testdata", "reread", c.file))
			if err != nil {
				t.Fatal(err)
			}
			if tours, vs, code := judgeExit(string(in), c.board); code != c.want || len(tours) != 1 {
				t.Errorf("%d tours %v, exit %d, want 1 tour, exit %d", len(tours), vs, code, c.want)
			}
		})
	}
}
