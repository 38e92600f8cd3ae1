package puzzle

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// layoutPuzzle is the one document every layout below writes: 5x4, a
// row all blank (rank 2), a two-digit number, a clue in every corner but
// one, so that no edge is all numbers.
func layoutPuzzle() puzzlecert.Puzzle {
	p := puzzlecert.Puzzle{Board: board.MustParse("5x4"), First: 1}
	for sq, n := range map[string]int{"a4": 1, "d4": 10, "c3": 12, "b1": 7, "e1": 20} {
		p.Clues = append(p.Clues, puzzlecert.Clue{Square: board.MustParseSquare(sq), Number: n})
	}
	p.SortClues()
	return p
}

// cellsOf is the puzzle's grid as the test writes it: rows from rank H
// down, each cell its number or "" for a blank.
func cellsOf(p puzzlecert.Puzzle) [][]string {
	rows := make([][]string, p.Board.H)
	for r := range rows {
		rows[r] = make([]string, p.Board.W)
	}
	for _, c := range p.Clues {
		rows[p.Board.H-c.Square.Y][c.Square.X-1] = fmt.Sprint(c.Number)
	}
	return rows
}

// write lays the cells out: each row through row(rank, cells), with the
// lines before and after.
func write(p puzzlecert.Puzzle, before, after []string, blank string, row func(rank int, cells []string) string) string {
	var lines []string
	lines = append(lines, before...)
	for r, cells := range cellsOf(p) {
		out := make([]string, len(cells))
		for i, c := range cells {
			out[i] = c
			if c == "" {
				out[i] = blank
			}
		}
		lines = append(lines, row(int(p.Board.H)-r, out))
	}
	return strings.Join(append(lines, after...), "\n") + "\n"
}

func pad(cells []string, w int) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = fmt.Sprintf("%*s", w, c)
	}
	return out
}

// layouts are the puzzle written in the layouts the reader knows, each
// by the test itself.
func layouts(p puzzlecert.Puzzle) map[string]string {
	files := "a  b  c  d  e"
	spaced := func(blank string) func(int, []string) string {
		return func(_ int, c []string) string { return strings.Join(pad(c, 2), " ") }
	}
	ranked := func(blank string) func(int, []string) string {
		return func(rank int, c []string) string { return fmt.Sprintf("%d %s", rank, strings.Join(pad(c, 2), " ")) }
	}
	table := func(_ int, c []string) string { return "| " + strings.Join(pad(c, 2), " | ") + " |" }
	rule := "+----+----+----+----+----+"
	return map[string]string{
		"plain":       Format(p),
		"underscores": write(p, nil, nil, "_", spaced("_")),
		"rank labels": write(p, []string{"   " + files}, nil, ".", ranked(".")),
		"labels both sides": write(p, []string{"   " + files}, []string{"   " + files}, ".", func(rank int, c []string) string {
			return fmt.Sprintf("%d %s %d", rank, strings.Join(pad(c, 2), " "), rank)
		}),
		"labels both sides, no header": write(p, nil, nil, ".", func(rank int, c []string) string {
			return fmt.Sprintf("%d %s %d", rank, strings.Join(pad(c, 2), " "), rank)
		}),
		"ranks from 0":   write(p, nil, nil, ".", func(rank int, c []string) string { return fmt.Sprintf("%d %s", rank-1, strings.Join(pad(c, 2), " ")) }),
		"column numbers": write(p, []string{"   1  2  3  4  5"}, nil, "..", ranked("..")),
		"frame": write(p, []string{"    " + files, "  +----------------+"}, []string{"  +----------------+", "    " + files}, ".", func(rank int, c []string) string {
			return fmt.Sprintf("%d| %s |%d", rank, strings.Join(pad(c, 2), " "), rank)
		}),
		"markdown":            write(p, []string{"|  a |  b |  c |  d |  e |", "|----|----|----|----|----|"}, nil, "", table),
		"markdown with ranks": write(p, []string{"|   |  a |  b |  c |  d |  e |", "|---|----|----|----|----|----|"}, nil, "", func(rank int, c []string) string { return fmt.Sprintf("| %d ", rank) + table(0, c) }),
		"ascii box":           write(p, []string{rule}, []string{rule}, "", func(_ int, c []string) string { return table(0, c) + "\n" + rule }),
		"unicode box":         strings.NewReplacer("+", "┼", "-", "─", "|", "│").Replace(write(p, []string{rule}, []string{rule}, "", func(_ int, c []string) string { return table(0, c) + "\n" + rule })),
		"nested array": write(p, []string{"["}, []string{"]"}, "0", func(rank int, c []string) string {
			return "  [" + strings.Join(c, ", ") + "]" + map[bool]string{true: ",", false: ""}[rank > 1]
		}),
		"java literal": write(p, []string{"int[][] puzzle = {"}, []string{"};"}, "0", func(rank int, c []string) string {
			return "    {" + strings.Join(pad(c, 2), ", ") + "}" + map[bool]string{true: ",", false: ""}[rank > 1]
		}),
		"marked cells":       write(p, nil, nil, "..", func(_ int, c []string) string { return strings.Join(hashed(c), " ") }),
		"dashes":             write(p, nil, nil, "--", func(_ int, c []string) string { return strings.Join(pad(c, 2), " ") }),
		"zeros":              write(p, nil, nil, "0", spaced("0")),
		"captions":           write(p, []string{"Puzzle 12 (5x4, open):"}, []string{"", "Good luck!"}, ".", spaced(".")),
		"bom and crlf":       "\xEF\xBB\xBF" + strings.ReplaceAll(write(p, []string{"   " + files}, nil, ".", ranked(".")), "\n", "\r\n"),
		"comment between":    strings.Replace(Format(p), "\n", "\n# the second row\n", 1),
		"blank line between": strings.Replace(write(p, []string{"   " + files}, nil, ".", ranked(".")), "\n", "\n\n", 2),
	}
}

func hashed(c []string) []string {
	out := make([]string, len(c))
	for i, s := range c {
		out[i] = s
		if s != ".." {
			out[i] = fmt.Sprintf("#%02s", s)
		}
	}
	return out
}

// TestReadLayouts: the oracle is the puzzle document each layout was
// written from; every layout reads back as that puzzle, clue for clue.
func TestReadLayouts(t *testing.T) {
	want := layoutPuzzle()
	for name, text := range layouts(want) {
		t.Run(name, func(t *testing.T) {
			got, err := Parse(text, ReadOptions{First: -1})
			if err != nil || !got.Same(want) {
				t.Errorf("Parse(%q) = %v %v, %v; want %v %v", text, got.Board, got.Clues, err, want.Board, want.Clues)
			}
		})
	}
}

// TestReadLayoutsRefused: layouts mutated so that they no longer say one
// puzzle are refused with the position of the mutation (the oracle: the
// line the test changed), never read as another puzzle.
func TestReadLayoutsRefused(t *testing.T) {
	p := layoutPuzzle()
	all := layouts(p)
	for _, tc := range []struct {
		name, text string
		line       int
		also       error
		why        string
	}{
		{"misaligned row", strings.Replace(all["rank labels"], "3  .", "3 ", 1), 3, nil, "a row one square short is no row of the grid"},
		{"two numbers in a cell", strings.Replace(all["markdown"], "| 12 |", "| 12 3 |", 1), 4, nil, "a cell holds one number"},
		{"ranks counting up", strings.NewReplacer("4 ", "1 ", "3 ", "2 ", "2 ", "3 ", "1 ", "4 ").Replace(all["rank labels"]), 2, nil, "rank 1 at the top, or row numbers: not guessed"},
		{"file letters reversed", strings.Replace(all["rank labels"], files(), "e  d  c  b  a", 1), 1, nil, "the board seen from the other side: not guessed"},
		{"labels of another board", strings.NewReplacer("4|", "9|", "|4", "|9", "3|", "8|", "|3", "|8", "2|", "7|", "|2", "|7", "1|", "6|", "|1", "|6").Replace(all["frame"]), 3, nil, "ranks 9 to 6 are no ranks of a 4-row board"},
		{"label column or clues", "3 . . .\n2 . . .\n1 . . 9\n", 1, ErrAmbiguous, "3, 2, 1 down the first column: rank labels, or clues"},
		{"column numbers or clues", "1 2 3 4\n. . . .\n. . . 5\n", 1, ErrAmbiguous, "a first row 1 2 3 4: a header, or clues"},
		{"words between rows", strings.Replace(all["rank labels"], "\n2 ", "\nSolution:\n2 ", 1), 4, nil, "two grids with a caption between them are no one puzzle"},
		{"cells several lines tall", strings.Replace(all["ascii box"], "\n|    |    | 12 |", "\n|    |    |    |    |    |\n|    |    | 12 |", 1), 4, nil, "a line of empty cells between the same rules as a row of numbers"},
		{"x for a blank", strings.Replace(all["rank labels"], " .", " x", 1), 2, nil, "x marks a square a tour leaves out, no blank of a puzzle"},
		{"zeros and dots", strings.Replace(all["plain"], ".", "0", 2), 1, nil, "with '.' for blanks a 0 is a number, and two are a fault"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.text, ReadOptions{First: -1})
			var pe *board.ParseError
			if !errors.As(err, &pe) || tc.also != nil && !errors.Is(err, tc.also) {
				t.Fatalf("Parse(%q) = %v, want an error at a line (%s)", tc.text, err, tc.why)
			}
			t.Log(err)
			if want := tc.line; pe.Line != want {
				t.Errorf("Parse(%q) = %v, want it at line %d (%s)", tc.text, err, tc.line, tc.why)
			}
		})
	}
}

func files() string { return "a  b  c  d  e" }

// TestReadTestdata: puzzles as people print them (a chess diagram in box
// drawing, a markdown table saved by Notepad with a byte order mark and
// CRLF, a Java array literal with 0 for a blank) read as the JSON puzzle
// beside each, written from the same made puzzle by another program: the
// oracle.
func TestReadTestdata(t *testing.T) {
	names, err := filepath.Glob("testdata/*.txt")
	if err != nil || len(names) < 3 {
		t.Fatalf("testdata: %v, %v", names, err)
	}
	for _, name := range names {
		t.Run(filepath.Base(name), func(t *testing.T) {
			twin, err := os.ReadFile(strings.TrimSuffix(name, ".txt") + ".json")
			if err != nil {
				t.Fatal(err)
			}
			want, err := puzzlecert.ParsePuzzle(twin, evidence.DefaultLimits)
			if err != nil {
				t.Fatal(err)
			}
			text, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			got, err := Parse(string(text), ReadOptions{Closed: want.Closed, First: -1})
			if err != nil || !got.Same(want) {
				t.Errorf("Parse(%s) = %v %v, %v; want %v %v", name, got.Board, got.Clues, err, want.Board, want.Clues)
			}
		})
	}
}

// BenchmarkParse: a plain grid takes the plain reader alone; a grid with
// rank labels and file letters also goes through notation's grid reader
// and each of its layouts.
func BenchmarkParse(b *testing.B) {
	const side = 300
	var plain, labelled strings.Builder
	labelled.WriteString("   ")
	for x := range side {
		fmt.Fprintf(&labelled, " %s", board.File(int32(x+1)))
	}
	labelled.WriteString("\n")
	for r := range side {
		fmt.Fprintf(&labelled, "%3d", side-r)
		for c := range side {
			cell := "."
			if (r*side+c)%97 == 0 {
				cell = fmt.Sprint(r*side + c + 1)
			}
			sep := " "
			if c == 0 {
				sep = ""
			}
			plain.WriteString(sep + cell)
			labelled.WriteString(" " + cell)
		}
		plain.WriteString("\n")
		labelled.WriteString("\n")
	}
	for name, text := range map[string]string{"plain-300x300": plain.String(), "labelled-300x300": labelled.String()} {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(text)))
			for b.Loop() {
				if _, err := Parse(text, ReadOptions{First: -1}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
