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

// TestPieceLetterWideFiles: on a board wider than 26 files a square may
// have a two-letter file (aa1), so a list whose squares all begin with
// the same letter is read as files, not as a piece before each square,
// when the files put the squares on the board. The oracle: the squares
// written by board.Square's own String, read back.
func TestPieceLetterWideFiles(t *testing.T) {
	b := board.Board{W: 30, H: 30}
	p := board.Path{{X: 27, Y: 1}, {X: 28, Y: 3}, {X: 29, Y: 5}, {X: 27, Y: 6}, {X: 29, Y: 7}}
	var items []string
	for _, s := range p {
		items = append(items, s.String())
	}
	if !strings.HasPrefix(items[0], "aa") {
		t.Fatalf("square %v written %q, want a two-letter file", p[0], items[0])
	}
	tours, err := ReadTours(strings.NewReader(strings.Join(items, " ")+"\n"), ReadOptions{Board: b})
	if err != nil || len(tours) != 1 || len(tours[0].Readings) == 0 {
		t.Fatalf("%q: %d tours, %v", items, len(tours), err)
	}
	if got := tours[0].Readings[0].Path; fmt.Sprint(got) != fmt.Sprint(p) {
		t.Errorf("%q read as %v, want %v", items, got, p)
	}
}

// TestProbe24Samples reads the blind probe's files with the probe's
// answer as the oracle: valid ones exit 0, faulty ones exit 1, with the
// count of tours the probe wrote.
func TestProbe24Samples(t *testing.T) {
	for _, c := range []struct {
		file  string
		board board.Board
		tours int
		want  int
	}{
		{"german_s_numbered_00-valid.txt", board.Board{W: 9, H: 7}, 1, 0},
		{"german_s_numbered_22-missing.txt", board.Board{W: 8, H: 8}, 1, 1},
		{"french_cavalier_00-valid.txt", board.Board{W: 8, H: 8}, 1, 0},
		{"french_cavalier_23-nonknight.txt", board.Board{W: 7, H: 9}, 1, 1},
		{"go_struct_plusv_00-valid.txt", board.Board{}, 1, 0},
		{"go_struct_plusv_21-repeat.txt", board.Board{}, 1, 1},
		{"rust_pretty_structs_00-valid.txt", board.Board{W: 11, H: 11}, 1, 0},
		{"rust_pretty_structs_22-missing.txt", board.Board{W: 5, H: 6}, 1, 1},
		{"xml_cells_21-repeat.txt", board.Board{}, 1, 1},
		{"hyphen_pairs_03-valid.txt", board.Board{W: 10, H: 3}, 2, 0},
		{"mongo_docs_02-valid.txt", board.Board{W: 8, H: 8}, 1, 0},
	} {
		t.Run(c.file, func(t *testing.T) {
			in, err := os.ReadFile(filepath.Join("testdata", "probe24", c.file))
			if err != nil {
				t.Fatal(err)
			}
			if tours, vs, code := judgeExit(string(in), c.board); code != c.want || len(tours) != c.tours {
				t.Errorf("%d tours %v, exit %d, want %d tours, exit %d: %s", len(tours), vs, code, c.tours, c.want, errOf(tours))
			}
		})
	}
}

// TestPlacedCellsRepeatProperty writes a random tour's numbers a cell a
// line, each placed by its row and column (XML attributes, SVG text, a
// log's words), then with one number written twice. The oracles:
// warnsdorffWalk's tour, checked by walkOK, is valid as written; the
// coordinates fill the board once each, so the rows are certain and a
// number written twice is a certain fault (exit 1), as in a grid
// printed in rows.
func TestPlacedCellsRepeatProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 4))
	layouts := map[string]func(r, c, n int) string{
		"xml": func(r, c, n int) string { return fmt.Sprintf(`  <cell row="%d" col="%d" step="%d"/>`, r, c, n) },
		"svg": func(r, c, n int) string {
			return fmt.Sprintf(`<text x="%d" y="%d">%d</text>`, 20*c+10, 20*r+15, n)
		},
		"words": func(r, c, n int) string { return fmt.Sprintf("row %d col %d: step %d", r+1, c+1, n) },
	}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 8}, {W: 7, H: 7}} {
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		for name, cell := range layouts {
			write := func(rows [][]int) string {
				lines := []string{"<board>"}
				for r, row := range rows {
					for c, n := range row {
						lines = append(lines, cell(r, c, n))
					}
				}
				return strings.Join(append(lines, "</board>"), "\n") + "\n"
			}
			rows := newPropTour(b, p).rows
			if tours, vs, code := judgeExit(write(rows), board.Board{}); code != 0 || len(tours) != 1 {
				t.Errorf("%v %s: %d tours %v, exit %d, want one valid: %s", b, name, len(tours), vs, code, errOf(tours))
			}
			for range 3 {
				rows := newPropTour(b, p).rows
				i1, j1, i2, j2 := rng.IntN(int(b.H)), rng.IntN(int(b.W)), rng.IntN(int(b.H)), rng.IntN(int(b.W))
				if rows[i1][j1] == rows[i2][j2] {
					continue
				}
				rows[i1][j1] = rows[i2][j2]
				if tours, vs, code := judgeExit(write(rows), board.Board{}); code != 1 || len(tours) != 1 {
					t.Errorf("%v %s, %d twice: %d tours %v, exit %d, want one invalid: %s", b, name, rows[i2][j2], len(tours), vs, code, errOf(tours))
				}
			}
		}
	}
}

// TestChainedToursOneALineProperty writes tours one a line as chains of
// moves ("a1-b3 b3-c5", "1. Na1-b3 2. Nb3-c5"), the second the first walked
// back, so that it begins on the square the first ends on. The oracles:
// warnsdorffWalk's tour, checked by walkOK, and its reverse, a tour too;
// each line is a tour of its own, so two tours are read, both valid, and
// with one fault in the second (faulted, checked by walkOK) two tours
// are read and the input never exits 0.
func TestChainedToursOneALineProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 5))
	chains := map[string]func(p board.Path) string{
		"hyphen": func(p board.Path) string {
			var ms []string
			for k := 1; k < len(p); k++ {
				ms = append(ms, p[k-1].String()+"-"+p[k].String())
			}
			return strings.Join(ms, " ")
		},
		"numbered": func(p board.Path) string {
			var ms []string
			for k := 1; k < len(p); k++ {
				ms = append(ms, fmt.Sprintf("%d. N%v-%v", k, p[k-1], p[k]))
			}
			return strings.Join(ms, " ")
		},
	}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 10, H: 3}, {W: 6, H: 6}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 200)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		back := slices.Clone(p)
		slices.Reverse(back)
		for name, write := range chains {
			text := write(p) + "\n" + write(back) + "\n"
			if tours, vs, code := judgeExit(text, b); code != 0 || len(tours) != 2 {
				t.Errorf("%v %s: %d tours %v, exit %d, want two valid: %s", b, name, len(tours), vs, code, errOf(tours))
			}
			for k := range 4 {
				q := faulted(rng, back, k)
				if len(q) == b.Size() && walkOK(b, q) || q[0] != back[0] {
					continue
				}
				if tours, vs, code := judgeExit(write(p)+"\n"+write(q)+"\n", b); code == 0 || len(tours) != 2 {
					t.Errorf("%v %s fault %d: %d tours %v, exit %d, want two read and exit not 0: %s", b, name, k, len(tours), vs, code, errOf(tours))
				}
			}
		}
	}
}
