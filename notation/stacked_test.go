package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// stackedText prints boards one under another with no line between:
// tours numbered (from base) and, where marked is true, a board with
// every square written as mark (the empty board a solver prints first).
// f writes a cell, sep joins a row's cells, wall goes around each row;
// hole, when not -1, is a move of the first tour written as mark too.
func stackedText(b board.Board, tours []board.Path, marked []bool, base int, mark, f, sep, wall string, hole int) string {
	var sb strings.Builder
	next := 0
	for _, m := range marked {
		rows := make([][]string, b.H)
		for y := range rows {
			rows[y] = make([]string, b.W)
			for x := range rows[y] {
				rows[y][x] = fmt.Sprintf("%*s", len(fmt.Sprintf(f, 0)), mark)
			}
		}
		if !m {
			for k, s := range tours[next] {
				if next > 0 || k != hole {
					rows[b.H-s.Y][s.X-1] = fmt.Sprintf(f, k+base)
				}
			}
			next++
		}
		for _, r := range rows {
			sb.WriteString(wall + strings.Join(r, sep) + wall + "\n")
		}
	}
	return sb.String()
}

// TestStackedBoardsProperty prints random tours (warnsdorffWalk, checked
// by walkOK: the oracle is the tours the test wrote) as numbered boards
// one under another with no line between, an empty board (every square
// one mark) before, between or after them, in several cell styles, on
// square boards with no board given and on oblong ones with -board. Each
// tour written must be read and valid, none set aside; with one fault in
// one tour (two numbers swapped, or one square marked) the input must
// never pass. Boards stacked with no empty one among them, and a board
// twice as tall numbered whole, must read as they did: the tours
// written, and one tall tour.
func TestStackedBoardsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 16))
	boards := []struct {
		b     board.Board
		given bool
	}{
		{board.Board{W: 5, H: 5}, false}, {board.Board{W: 6, H: 6}, false},
		{board.Board{W: 7, H: 7}, false}, {board.Board{W: 8, H: 8}, false},
		{board.Board{W: 5, H: 6}, true}, {board.Board{W: 6, H: 5}, true},
		{board.Board{W: 8, H: 8}, true}, {board.Board{W: 3, H: 7}, true},
	}
	styles := []struct{ mark, f, sep, wall string }{
		{"-1", "%2d", " ", ""}, {"-1", "%d", " ", ""}, {"0", "%3d", "", ""},
		{".", "%2d", " ", ""}, {"-1", "%2d", "\t", ""}, {".", "%2d", " | ", "| "},
		{"-1", "%3d", ",", ""},
	}
	for _, bc := range boards {
		for _, st := range styles {
			for trial := range 4 {
				n := 1 + rng.IntN(3)
				tours := make([]board.Path, n)
				for k := range tours {
					tours[k] = warnsdorffWalk(rng, bc.b, 200)
					if !walkOK(bc.b, tours[k]) {
						t.Fatalf("%v: the test's walk made no tour", bc.b)
					}
				}
				marked := make([]bool, n)
				for range 1 + rng.IntN(2) {
					at := rng.IntN(len(marked) + 1)
					marked = append(marked[:at], append([]bool{true}, marked[at:]...)...)
				}
				base := rng.IntN(2)
				if st.mark == "0" {
					base = 1 // 0 marks the squares of a board numbered from 1
				}
				opt := ReadOptions{}
				if bc.given {
					opt.Board = bc.b
				}
				name := fmt.Sprintf("%v/given=%v/%q/%d", bc.b, bc.given, st.f+st.sep+st.mark, trial)
				text := stackedText(bc.b, tours, marked, base, st.mark, st.f, st.sep, st.wall, -1)
				got, vs, code := textExit(text, opt, walkCheck)
				if code != 0 || len(got) != n {
					t.Errorf("%s: %d tours, verdicts %v, exit %d; want %d tours, exit 0, of\n%s", name, len(got), vs, code, n, text)
					for _, tr := range got {
						t.Logf("  %+v", tr.Err)
					}
					continue
				}
				for k, tr := range got {
					if d := tr.Readings; len(d) == 0 || !slices.Equal(d[0].Path, tours[k]) {
						t.Errorf("%s: tour %d read as another than written", name, k+1)
					}
				}

				// One fault in one tour: never a pass.
				faulty := slices.Clone(tours)
				k := rng.IntN(n)
				faulty[k] = slices.Clone(tours[k])
				i, j := 0, 0
				for j <= i || walkOK(bc.b, faulty[k]) {
					// A swap that is a tour still is no fault.
					faulty[k][i], faulty[k][j] = faulty[k][j], faulty[k][i]
					i, j = rng.IntN(len(tours[k])), rng.IntN(len(tours[k]))
					faulty[k][i], faulty[k][j] = faulty[k][j], faulty[k][i]
				}
				bad := stackedText(bc.b, faulty, marked, base, st.mark, st.f, st.sep, st.wall, -1)
				if _, vs, code := textExit(bad, opt, walkCheck); code == 0 {
					t.Errorf("%s: moves %d and %d of tour %d swapped passed (verdicts %v):\n%s", name, i+1, j+1, k+1, vs, bad)
				}
				// A move of the first tour marked, not numbered: that
				// board numbers no whole board, so no cut may read it.
				hole := rng.IntN(len(tours[0]))
				holed := stackedText(bc.b, tours, marked, base, st.mark, st.f, st.sep, st.wall, hole)
				if _, vs, code := textExit(holed, opt, walkCheck); code == 0 {
					t.Errorf("%s: move %d of tour 1 marked passed (verdicts %v):\n%s", name, hole+1, vs, holed)
				}
			}
		}
	}
}

// TestStackedBoardsTallWhole: a board twice as tall as wide numbered
// whole is one tour of it, not two boards cut from it. The oracle: the
// tour written, by warnsdorffWalk and checked by walkOK.
func TestStackedBoardsTallWhole(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 17))
	for _, b := range []board.Board{{W: 5, H: 10}, {W: 8, H: 16}, {W: 6, H: 12}} {
		p := warnsdorffWalk(rng, b, 200)
		if !walkOK(b, p) {
			t.Fatalf("%v: the test's walk made no tour", b)
		}
		text := stackedText(b, []board.Path{p}, []bool{false}, 1, "-1", "%3d", "", "", -1)
		got, vs, code := textExit(text, ReadOptions{}, walkCheck)
		if code != 0 || len(got) != 1 || len(got[0].Readings) == 0 || got[0].Readings[0].Board != b {
			t.Errorf("%v numbered whole: %d tours, verdicts %v, exit %d; want one tour of %v", b, len(got), vs, code, b)
		}
	}
}
