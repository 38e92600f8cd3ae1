package notation

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// fenPlacement writes the square s of a b board as a FEN placement
// field holding a knight alone: rank H first, runs of empty squares as
// numbers ("10" on boards wider than 9).
func fenPlacement(b board.Board, s board.Square) string {
	var ranks []string
	for y := b.H; y >= 1; y-- {
		if y != s.Y {
			ranks = append(ranks, fmt.Sprint(b.W))
			continue
		}
		r := ""
		if s.X > 1 {
			r += fmt.Sprint(s.X - 1)
		}
		r += "N"
		if s.X < b.W {
			r += fmt.Sprint(b.W - s.X)
		}
		ranks = append(ranks, r)
	}
	return strings.Join(ranks, "/")
}

// diagramText draws the square s of a b board, the knight as knight and
// an empty square as empty, cells joined by sep, each row begun by
// before(rank) and ended by after.
func diagramText(b board.Board, s board.Square, knight, empty, sep string, before func(y int32) string, after string) string {
	var rows []string
	for y := b.H; y >= 1; y-- {
		var cs []string
		for x := int32(1); x <= b.W; x++ {
			c := empty
			if (board.Square{X: x, Y: y}) == s {
				c = knight
			}
			cs = append(cs, c)
		}
		rows = append(rows, before(y)+strings.Join(cs, sep)+after)
	}
	return strings.Join(rows, "\n")
}

// recastWrapper writes a square sequence of board b as positions or as
// a headed table.
type recastWrapper struct {
	name string
	wrap func(rng *rand.Rand, b board.Board, p board.Path) string
}

// recastWrappers are layouts written for this test, none of them one of
// the blind probe's: EPD lines, UCI "position fen" commands, framed
// diagrams with rank and file labels, packed Unicode diagrams, Markdown
// and TSV tables with columns in another order and more of them, SQL's
// multi-row INSERT after its CREATE TABLE, and a CSV of squares sorted
// by name with a step column.
func recastWrappers() []recastWrapper {
	files := func(b board.Board) string {
		var fs []string
		for x := range b.W {
			fs = append(fs, string(rune('a'+x)))
		}
		return "    " + strings.Join(fs, " ")
	}
	return []recastWrapper{
		{"EPD lines", func(_ *rand.Rand, b board.Board, p board.Path) string {
			var ls []string
			for k, s := range p {
				ls = append(ls, fmt.Sprintf("%s w - - id \"pos %d\";", fenPlacement(b, s), k+1))
			}
			return strings.Join(ls, "\n") + "\n"
		}},
		{"UCI position fen", func(_ *rand.Rand, b board.Board, p board.Path) string {
			ls := []string{"uci", "isready"}
			for _, s := range p {
				ls = append(ls, "position fen "+fenPlacement(b, s)+" w - - 0 1", "go depth 1")
			}
			return strings.Join(ls, "\n") + "\nquit\n"
		}},
		{"framed diagrams with labels", func(_ *rand.Rand, b board.Board, p board.Path) string {
			var ds []string
			rule := "  +" + strings.Repeat("-", int(2*b.W+1)) + "+"
			for k, s := range p {
				ds = append(ds, fmt.Sprintf("Move %d:\n%s\n%s\n%s\n%s\n", k+1, rule,
					diagramText(b, s, "N", ".", " ", func(y int32) string { return fmt.Sprintf("%d | ", y) }, " |"), rule, files(b)))
			}
			return strings.Join(ds, "\n")
		}},
		{"packed unicode diagrams", func(_ *rand.Rand, b board.Board, p board.Path) string {
			var ds []string
			for _, s := range p {
				ds = append(ds, diagramText(b, s, "♘", "·", "", func(int32) string { return "" }, ""))
			}
			return strings.Join(ds, "\n\n") + "\n"
		}},
		{"markdown table", func(_ *rand.Rand, _ board.Board, p board.Path) string {
			ls := []string{"| step | x | y |", "|-----:|--:|--:|"}
			for k, s := range p {
				ls = append(ls, fmt.Sprintf("| %d | %d | %d |", k+1, s.X-1, s.Y-1))
			}
			return "The knight's tour:\n\n" + strings.Join(ls, "\n") + "\n"
		}},
		{"TSV, columns reordered and extra", func(_ *rand.Rand, _ board.Board, p board.Path) string {
			ls := []string{"note\trank\tmove\tfile"}
			for k, s := range p {
				ls = append(ls, fmt.Sprintf("ok\t%d\t%d\t%c", s.Y, k+1, 'a'+s.X-1))
			}
			return strings.Join(ls, "\n") + "\n"
		}},
		{"SQL multi-row insert", func(_ *rand.Rand, _ board.Board, p board.Path) string {
			var vs []string
			for k, s := range p {
				vs = append(vs, fmt.Sprintf("(%d,%d,%d)", k+1, s.X-1, s.Y-1))
			}
			return "CREATE TABLE tour (n INT, x INT, y INT);\nINSERT INTO tour VALUES " + strings.Join(vs, ",") + ";\n"
		}},
		{"CSV sorted by square", func(_ *rand.Rand, _ board.Board, p board.Path) string {
			type rec struct {
				s    board.Square
				step int
			}
			var rs []rec
			for k, s := range p {
				rs = append(rs, rec{s, k + 1})
			}
			slices.SortFunc(rs, func(a, b rec) int { return strings.Compare(a.s.String(), b.s.String()) })
			ls := []string{"square,step,seconds"}
			for _, r := range rs {
				ls = append(ls, fmt.Sprintf("%v,%d,0.%02d", r.s, r.step, r.step%100))
			}
			return strings.Join(ls, "\n") + "\n"
		}},
	}
}

// recastFault is p with a single fault: two squares swapped, one square
// written twice in place of another, or one left out. None is a tour,
// which walkOK, the test's own check, confirms.
func recastFault(t *testing.T, rng *rand.Rand, b board.Board, p board.Path) (board.Path, string) {
	t.Helper()
	for range 100 {
		q := slices.Clone(p)
		i, j := rng.IntN(len(q)), rng.IntN(len(q))
		if i == j {
			continue
		}
		what := []string{"swap", "repeat", "drop"}[rng.IntN(3)]
		switch what {
		case "swap":
			q[i], q[j] = q[j], q[i]
		case "repeat":
			q[i] = q[j]
		case "drop":
			q = slices.Delete(q, i, i+1)
		}
		if !walkOK(b, q) || len(q) != b.Size() {
			return q, what
		}
	}
	t.Fatalf("%v: no fault found", b)
	return nil, ""
}

// TestRecastProperty writes random tours (warnsdorffWalk, checked by
// walkOK: the oracle is the tour the test wrote, walked by the test's
// own check) as sequences of positions and as headed tables
// (recastWrappers), with the board given and without, and with a single
// fault. A valid input exits 0 with the one tour written, whose reading
// walkOK accepts on its board; a faulty one never exits 0.
func TestRecastProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 24))
	boards := []board.Board{{W: 3, H: 4}, {W: 5, H: 5}, {W: 4, H: 5}, {W: 6, H: 6}, {W: 3, H: 7}, {W: 8, H: 8}, {W: 10, H: 6}}
	for _, w := range recastWrappers() {
		right := 0
		for rep := range 12 {
			b := boards[rng.IntN(len(boards))]
			p := warnsdorffWalk(rng, b, 500)
			if !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			given := board.Board{}
			if rep%2 == 1 {
				given = b
			}
			text := w.wrap(rng, b, p)
			tours, vs, code := textExit(text, ReadOptions{Board: given}, walkCheck)
			if code != 0 || len(tours) != 1 {
				t.Errorf("%s, %v (board given %v): valid tour read as %v, exit %d, want one valid tour, exit 0\n%s", w.name, b, given, vs, code, shortText(text))
				continue
			}
			if d := tours[0].Readings[0]; !walkOK(d.Board, d.Path) || d.Board.Size() != b.Size() {
				t.Errorf("%s, %v: read as %v on %v, not a tour of the board written", w.name, b, d.Path, d.Board)
			}
			right++
			q, what := recastFault(t, rng, b, p)
			text = w.wrap(rng, b, q)
			if _, vs, code := textExit(text, ReadOptions{Board: given}, walkCheck); code == 0 {
				t.Errorf("%s, %v (board given %v): a %s fault read as %v, exit 0\n%s", w.name, b, given, what, vs, shortText(text))
			}
		}
		t.Logf("%s: %d of 12 valid tours read", w.name, right)
	}
}

func shortText(s string) string {
	if len(s) > 600 {
		return s[:600] + "..."
	}
	return s
}

// TestRecastRefusals: a sequence that gives no square list is a tour
// of its own that no reading reads, refused at the line and column of
// what is wrong, never a verdict. The oracle is the text: each input
// below is written with one known defect at a known place.
func TestRecastRefusals(t *testing.T) {
	b := board.Board{W: 5, H: 5}
	p := board.Path{{X: 1, Y: 1}, {X: 2, Y: 3}, {X: 3, Y: 5}, {X: 5, Y: 4}}
	fens := func(edit func(ls []string)) string {
		var ls []string
		for _, s := range p {
			ls = append(ls, fenPlacement(b, s)+" w - - 0 1")
		}
		edit(ls)
		return strings.Join(ls, "\n") + "\n"
	}
	tests := []struct {
		name, text string
		line, col  int
		why        string
	}{
		{"two pieces", fens(func(ls []string) { ls[2] = "2N2/5/5/5/N4 w - - 0 1" }), 3, 1, "holds 2 pieces"},
		{"no piece", fens(func(ls []string) { ls[1] = "5/5/5/5/5 w - - 0 1" }), 2, 1, "holds no piece"},
		{"ranks of different widths", fens(func(ls []string) { ls[3] = "5/4N/5/6/5 w - - 0 1" }), 4, 8, "rank 2 of the FEN position is 6 squares wide, rank 5 is 5"},
		{"another board", fens(func(ls []string) { ls[1] = "6/6/6/6/1N4 w - - 0 1" }), 2, 10, "position 2 is on a 6x5 board, position 1 on 5x5"},
		{"diagram with two knights", ". . N\n. . .\nN . .\n\n. . .\n. N .\n. . .\n\n. . .\n. . .\nN . .\n", 1, 1, "the diagram holds 2 pieces"},
		{"pandas rows elided", "    step  x  y\n0      1  0  0\n1      2  1  2\n..   ... .. ..\n24    25  4  4\n\n[25 rows x 3 columns]\n", 4, 1, "elides rows"},
		{"footer counts rows not shown", "    step  x  y\n0      1  0  0\n1      2  1  2\n\n[25 rows x 3 columns]\n", 5, 1, "25 rows, 2 are shown"},
		{"step written twice", "step,x,y\n1,0,0\n2,1,2\n2,2,4\n3,4,3\n", 4, 3, "step 2 of the table is written twice, on lines 3 and 4"},
	}
	for _, tc := range tests {
		tours, vs, code := textExit(tc.text, ReadOptions{}, walkCheck)
		if code != 2 || !slices.Contains(vs, Unreadable) {
			t.Errorf("%s: verdicts %v, exit %d, want unreadable, exit 2", tc.name, vs, code)
			continue
		}
		var perr *board.ParseError
		k := slices.Index(vs, Unreadable)
		if !errors.As(tours[k].Err, &perr) || perr.Line != tc.line || perr.Col != tc.col || !strings.Contains(perr.Msg, tc.why) {
			t.Errorf("%s: error %v, want %d:%d: ...%s...", tc.name, tours[k].Err, tc.line, tc.col, tc.why)
		}
	}
}

// TestRecastFaultPlace: a fault in positions or a table is named where
// the square is written, the line and column of the piece or of the
// record's first coordinate. Oracle: the text, written with the swap at
// a known place.
func TestRecastFaultPlace(t *testing.T) {
	b := board.Board{W: 5, H: 5}
	rng := rand.New(rand.NewPCG(5, 5))
	p := warnsdorffWalk(rng, b, 500)
	if !walkOK(b, p) {
		t.Fatal("the test's own tour")
	}
	q := slices.Clone(p)
	q[10], q[11] = q[11], q[10] // move 10 (square 10 to 11) is the first that fails
	var fens, rows []string
	for k, s := range q {
		fens = append(fens, fmt.Sprintf("%3d  %s w - - 0 1", k+1, fenPlacement(b, s)))
		rows = append(rows, fmt.Sprintf("%d\t%d\t%d", k+1, s.X-1, s.Y-1))
	}
	for _, tc := range []struct {
		name, text string
		col        int
	}{
		{"fen", strings.Join(fens, "\n") + "\n", 6 + strings.Index(fenPlacement(b, q[10]), "N")},
		{"tsv", "step\tx\ty\n" + strings.Join(rows, "\n") + "\n", 1 + len(fmt.Sprint(11)) + 1},
	} {
		tours, err := ReadTours(strings.NewReader(tc.text), ReadOptions{Board: b})
		if err != nil || len(tours) != 1 {
			t.Fatalf("%s: %d tours, %v", tc.name, len(tours), err)
		}
		j := Judge(tours[0], board.Problem{Board: b}, walkCheck)
		if j.Verdict != Invalid {
			t.Fatalf("%s: verdict %v, want invalid", tc.name, j.Verdict)
		}
		line, col, ok := j.Doc.Place(10)
		first := 1
		if tc.name == "tsv" {
			first = 2 // the header above
		}
		if !ok || line != first+10 || col != tc.col {
			t.Errorf("%s: square 11 placed at %d:%d, want %d:%d", tc.name, line, col, first+10, tc.col)
		}
	}
}

// BenchmarkRecast reads the squares of 40x40 written as a FEN log (1600
// positions) and those of 500x500 as a headed CSV table (250000 rows),
// both through the tolerant readers: finding and reading positions and
// tables is one pass over the lines each.
func BenchmarkRecast(b *testing.B) {
	fenBoard, tableBoard := board.Board{W: 40, H: 40}, board.Board{W: 500, H: 500}
	var fens strings.Builder
	for i := range fenBoard.Size() {
		fmt.Fprintf(&fens, "%s w - - 0 1\n", fenPlacement(fenBoard, fenBoard.Square(i)))
	}
	var table strings.Builder
	table.WriteString("step,x,y\n")
	for i := range tableBoard.Size() {
		s := tableBoard.Square(i)
		fmt.Fprintf(&table, "%d,%d,%d\n", i+1, s.X-1, s.Y-1)
	}
	for _, tc := range []struct {
		name string
		b    board.Board
		text string
	}{{"40x40/fen", fenBoard, fens.String()}, {"500x500/table", tableBoard, table.String()}} {
		b.Run(tc.name, func(b *testing.B) {
			if testing.Short() {
				b.Skip("large inputs under -short")
			}
			b.SetBytes(int64(len(tc.text)))
			b.ReportAllocs()
			for b.Loop() {
				tours, err := ReadTours(strings.NewReader(tc.text), ReadOptions{Board: tc.b})
				if err != nil || len(tours) != 1 || len(tours[0].Readings) == 0 || len(tours[0].Readings[0].Path) != tc.b.Size() {
					b.Fatalf("%d tours, %v", len(tours), err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(tc.b.Size()), "ns/square")
		})
	}
}
