package puzzle

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

func TestParseGrid(t *testing.T) {
	p, err := Parse("# a comment\n1 . _\n\n. . .\n. . 9\n", ReadOptions{First: -1})
	if err != nil {
		t.Fatal(err)
	}
	want := []puzzlecert.Clue{{Square: board.MustParseSquare("a3"), Number: 1}, {Square: board.MustParseSquare("c1"), Number: 9}}
	if p.Board != board.MustParse("3x3") || p.First != 1 || len(p.Clues) != 2 || p.Clues[0] != want[0] || p.Clues[1] != want[1] {
		t.Errorf("Parse = %+v, want 3x3 from 1 with %v", p, want)
	}
	p, err = Parse("0,.,.\n.,.,.\n.,.,8\n", ReadOptions{First: -1})
	if err != nil || p.First != 0 {
		t.Errorf("a 0 given: Parse = %+v, %v; want numbers from 0", p, err)
	}
	for _, tc := range []struct {
		in   string
		want string
		err  error
	}{
		{"1 . .\n. x .\n", "2:3", ErrSyntax},
		{"1 . .\n. .\n", "2:1", ErrSyntax},
		{"1 . 1\n", "1:5", puzzlecert.ErrBadPuzzle},
		{"1 . 10\n", "1:5", puzzlecert.ErrBadPuzzle},
		{"-1 . .\n", "1:1", ErrSyntax},
		{"\n# nothing\n", "1:1", ErrSyntax},
	} {
		_, err := Parse(tc.in, ReadOptions{First: -1})
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) || !errors.Is(err, tc.err) {
			t.Errorf("Parse(%q) = %v, want %s: ... wrapping %v", tc.in, err, tc.want, tc.err)
		}
	}
}

// TestReadBlanksAndMarks: a byte order mark is skipped, columns counting
// from after it; several 0s with no other blank are the blanks, one 0 is
// clue 0. The oracle: the clues written in the test.
func TestReadBlanksAndMarks(t *testing.T) {
	clues := func(p puzzlecert.Puzzle) string {
		var s []string
		for _, c := range p.Clues {
			s = append(s, fmt.Sprintf("%v=%d", c.Square, c.Number))
		}
		return fmt.Sprintf("%v from %d: %s", p.Board, p.First, strings.Join(s, " "))
	}
	for _, tc := range []struct{ in, want string }{
		{"\xEF\xBB\xBF1 . .\n. . .\n. . 9\n", "3x3 from 1: a3=1 c1=9"},
		{"1 0 0\n0 0 0\n0 0 9\n", "3x3 from 1: a3=1 c1=9"},
		{"0 0 0\n0 0 0\n0 0 0\n", "3x3 from 1: "},
		{"0 . .\n. . .\n. . 8\n", "3x3 from 0: a3=0 c1=8"},
	} {
		p, err := Parse(tc.in, ReadOptions{First: -1})
		if got := clues(p); err != nil || got != tc.want {
			t.Errorf("Parse(%q) = %s, %v; want %s", tc.in, got, err, tc.want)
		}
	}
	_, err := Parse("\xEF\xBB\xBF1 x .\n", ReadOptions{First: -1})
	if err == nil || !strings.HasPrefix(err.Error(), "1:3:") {
		t.Errorf("after a byte order mark: Parse = %v, want 1:3: ...", err)
	}
	_, err = Parse("1 0 0\n0 0 0\n0 0 9\n", ReadOptions{First: 0})
	if !errors.Is(err, puzzlecert.ErrBadPuzzle) {
		t.Errorf("0s with numbers from 0 asked for: Parse = %v, want number 0 given twice", err)
	}
}

// TestFormatRoundTrip: Format writes what Parse reads back.
func TestFormatRoundTrip(t *testing.T) {
	p := puzzlecert.Puzzle{Board: board.MustParse("4x3"), First: 1, Clues: []puzzlecert.Clue{
		{Square: board.MustParseSquare("a1"), Number: 1}, {Square: board.MustParseSquare("d3"), Number: 12}}}
	q, err := Parse(Format(p), ReadOptions{First: 1})
	if err != nil || q.Board != p.Board || len(q.Clues) != 2 || q.Clues[0] != p.Clues[0] || q.Clues[1] != p.Clues[1] {
		t.Errorf("Parse(Format(p)) = %+v, %v; want %+v", q, err, p)
	}
}

// FuzzParse: any text is read or refused with an error, never a panic,
// and a puzzle read is well formed and reads back the same from Format.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"1 . .\n. . .\n. . 9\n", `{"board":"3x3","clues":{"a1":1}}`, "0 _\n_ 3\n", "",
		"  a b c\n3 1 . .\n2 . . .\n1 . . 9\n", "| 1 |   |\n|   | 4 |\n", "[[1,0,0],[0,0,0],[0,0,9]]", "3 . . .\n2 . . .\n1 . . 9\n",
		`{"board":"3x3","clues":{"a3":1,"a2":2,"a1":3}}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Parse(s, ReadOptions{First: -1})
		if err != nil {
			return
		}
		if err := p.Check(); err != nil {
			t.Fatalf("Parse(%q) gave a malformed puzzle: %v", s, err)
		}
		if p.Board.Size() > 10000 {
			return
		}
		text := Format(p)
		q, err := Parse(text, ReadOptions{First: p.First, Closed: p.Closed})
		if errors.Is(err, ErrAmbiguous) && numberedEdge(text) {
			return // a row or column of numbers that may be labels: refused, not guessed
		}
		if err != nil || !p.Same(q) {
			t.Fatalf("Format(%+v) reads back as %+v, %v", p, q, err)
		}
	})
}

// numberedEdge reports whether a plain grid has a number in every cell
// of its first or last row or column, the only grids a label row or
// column can make ambiguous: the fuzz test's own check, sharing no code
// with the reader.
func numberedEdge(text string) bool {
	var rows [][]string
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		rows = append(rows, strings.Fields(line))
	}
	full := func(cells []string) bool { return !slices.Contains(cells, ".") }
	var first, last []string
	for _, r := range rows {
		first, last = append(first, r[0]), append(last, r[len(r)-1])
	}
	return full(rows[0]) || full(rows[len(rows)-1]) || full(first) || full(last)
}

// TestReadOptionsAgree: a JSON puzzle says its closure and first number
// itself; options that agree, or say nothing (open, -1), read it as it
// is, and options that say otherwise are refused rather than silently
// overruled (the oracle: the puzzle's own "closed" and "first", or its
// clue 0, written in the test).
func TestReadOptionsAgree(t *testing.T) {
	open1 := `{"board":"5x5","clues":{"a1":1}}`
	closed0 := `{"board":"6x6","closed":true,"clues":{"a1":0}}`
	for _, tc := range []struct {
		in     string
		opt    ReadOptions
		refuse bool
	}{
		{open1, ReadOptions{First: -1}, false},
		{open1, ReadOptions{First: 1}, false},
		{open1, ReadOptions{Closed: true, First: -1}, true},
		{open1, ReadOptions{First: 0}, true},
		{closed0, ReadOptions{First: -1}, false},
		{closed0, ReadOptions{Closed: true, First: 0}, false},
		{closed0, ReadOptions{Closed: true, First: 1}, true},
	} {
		_, err := Parse(tc.in, tc.opt)
		if tc.refuse != errors.Is(err, ErrOptions) || !tc.refuse && err != nil {
			t.Errorf("Parse(%s, %+v) = %v, want refused %v", tc.in, tc.opt, err, tc.refuse)
		}
	}
}
