package notation

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadDefects: hostile inputs, each of which once panicked or was read
// wrongly.
func TestReadDefects(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		want     string // the path, or the error
		err      error
		reason   string
	}{
		{"70000 spaces before board", "{" + strings.Repeat(" ", 70000) + `"board":"1x1","tour":["a1"]}`,
			"1:70010: input is longer than 65600 bytes, more than a 1x1 board needs", ErrTooLarge,
			"the board's limit is below what was read: an error, not a slice out of range"},
		{"escapes decoded", `{"board":"1x1","tour":["\u0061\u0031"]}`, "a1", nil, `"\u0061\u0031" is "a1"`},
		{"escaped board", `{"board":"\u0031x1","tour":["a1"]}`, "a1", nil, "the board's string is decoded too"},
		{"duplicate board", `{"board":"1x1","board":"2x2","tour":["a1"]}`,
			`1:16: duplicate key "board" (first at 1:2): a document says each thing once`, board.ErrSyntax, "which board counts is not ours to guess"},
		{"duplicate unknown", `{"x":1,"x":2,"board":"1x1","tour":["a1"]}`,
			`1:8: duplicate key "x" (first at 1:2): a document says each thing once`, board.ErrSyntax, "no key twice, known or not"},
		{"case variant", `{"board":"1x1","Tour":["a1"]}`, `1:16: key "Tour": keys are case-sensitive, want "tour"`, board.ErrSyntax,
			"Unmarshal would read Tour as tour"},
		{"case duplicate", `{"tour":["a1"],"TOUR":["b1"],"board":"2x1"}`, `1:16: duplicate key "TOUR" (first at 1:2): a document says each thing once`, board.ErrSyntax,
			"and let the last win"},
		{"extra fields ignored", `{"solver":"mine","board":"1x1","ms":0.3,"tour":["a1"],"meta":{"a":[1,{"b":null}]}}`, "a1", nil,
			"path documents from other programs carry more"},
		{"board as sides", `{"board":[3,1],"tour":[[0,0]]}`, "a1", nil, "[W, H] and 0-based pairs"},
		{"width and height", `{"width":2,"height":1,"tour":[[1,1],[2,1]]}`, "a1 b1", nil, "width and height"},
		{"width alone", `{"width":2,"tour":[]}`, `1:22: JSON object has "width" or "height" but not both`, board.ErrBadBoard, "half a board"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := ReadPath(strings.NewReader(tc.in), ReadOptions{})
			if tc.err != nil {
				require.Error(t, err, tc.reason)
				assert.ErrorIs(t, err, tc.err, tc.reason)
				assert.Equal(t, tc.want, err.Error(), tc.reason)
				return
			}
			require.NoError(t, err, tc.reason)
			assert.Equal(t, tc.want, d.Path.String(), tc.reason)
		})
	}
}

// TestReadTolerant: the shapes other programs print, each read to the
// path written by hand beside it.
func TestReadTolerant(t *testing.T) {
	b3x4 := board.MustParse("3x4")
	for _, tc := range []struct {
		name    string
		in      string
		known   board.Board
		opt     ReadOptions
		want    string
		format  Format
		reading string
	}{
		{"comma grid", "1,4,7,10\n8,11,2,5\n3,6,9,12\n", board.Board{}, ReadOptions{}, "a3 c2 a1 b3 d2 b1 c3 a2 c1 d3 b2 d1", Grid, "grid numbered from 1, a3 top left"},
		{"pipes one line", "1 4 7 10 | 8 11 2 5 | 3 6 9 12", board.Board{}, ReadOptions{}, "", Grid, "grid numbered from 1, a3 top left"},
		{"nested array with caption", "grid = [[0,3],[1,2]]", board.Board{}, ReadOptions{}, "", Grid, `grid numbered from 0, a2 top left; skipped line 1 "grid ="`},
		{"flip", "0 3\n1 2\n", board.Board{}, ReadOptions{Flip: true}, "a1 a2 b2 b1", Grid, "grid numbered from 0, a1 top left"},
		{"arrows", "a1 -> b3 -> c1", b3x4, ReadOptions{}, "a1 b3 c1", Algebraic, ""},
		{"move numbers", "1. a1 2. b3 3. c1", b3x4, ReadOptions{}, "a1 b3 c1", Algebraic, ""},
		{"colon numbers", "1: a1\n2: b3\n3: c1\n", b3x4, ReadOptions{}, "a1 b3 c1", Algebraic, ""},
		{"slash pairs", "1/1 2/3 3/1", b3x4, ReadOptions{}, "a1 b3 c1", XY, "pairs read as (file, rank) from 1"},
		{"0-based tuples", "(0, 0), (1, 2), (2, 0)", b3x4, ReadOptions{}, "a1 b3 c1", XY, "pairs read as (file, rank) from 0"},
		{"json squares", `["a1", "b3", "c1"]`, b3x4, ReadOptions{}, "a1 b3 c1", Algebraic, ""},
		{"trailing commas", "a1, b3,\nc1,\n", b3x4, ReadOptions{}, "a1 b3 c1", Algebraic, ""},
		{"board size caption", "Board: 2x2\n0 3\n1 2\n", board.Board{}, ReadOptions{}, "a2 a1 b1 b2", Grid, `grid numbered from 0, a2 top left; skipped line 1 "Board: 2x2"`},
		{"numbers then words", "0 3\n1 2\n2 tours found\n", board.Board{}, ReadOptions{}, "a2 a1 b1 b2", Grid, `grid numbered from 0, a2 top left; skipped line 3 "2 tours found"`},
		{"words around", "THE TOUR IS ---->\na1 b3 c1\nThis is an open tour\n", b3x4, ReadOptions{}, "a1 b3 c1", Algebraic, `skipped line 1 "THE TOUR IS ---->", line 3 "This is an open tour"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opt := tc.opt
			opt.Board = tc.known
			d, err := ReadPath(strings.NewReader(tc.in), opt)
			require.NoError(t, err)
			if tc.want != "" {
				assert.Equal(t, tc.want, d.Path.String(), "ReadPath(%q)", tc.in)
			}
			assert.Equal(t, tc.format, d.Format, "format")
			assert.Equal(t, tc.reading, d.Reading(), "reading")
		})
	}
}

func TestReadReportsBadRow(t *testing.T) {
	// A row with a word among its numbers is a fault to report, not a
	// sentence to skip: skipping it would leave a smaller board.
	_, err := ReadPath(strings.NewReader("0 3\n1 2 junk\n"), ReadOptions{})
	require.Error(t, err)
	assert.Equal(t, `2:5: bad number "junk"`, err.Error())
}

func TestReadPrefersSense(t *testing.T) {
	// [[1,2],[3,4]] is a 2x2 grid or the pairs a2 c4. On 4x4 the grid
	// does not fit, so the pairs are read; without a board the pairs have
	// none, so the grid is read; Format picks either.
	d, err := ReadPath(strings.NewReader("[[1,2],[3,4]]"), ReadOptions{Board: board.MustParse("4x4")})
	require.NoError(t, err)
	assert.Equal(t, "a2 c4", d.Path.String())
	d, err = ReadPath(strings.NewReader("[[1,2],[3,4]]"), ReadOptions{})
	require.NoError(t, err)
	assert.Equal(t, Grid, d.Format)
	_, err = ReadPath(strings.NewReader("[[1,2],[3,4]]"), ReadOptions{Board: board.MustParse("4x4"), Format: Grid})
	assert.ErrorIs(t, err, ErrBoardMismatch, "Format: Grid reads only the grid, which is not 4x4")
	// "2,1" on 2x1 is the grid "b1 a1" and the pair b1: both make sense,
	// so the error names both and the flag.
	_, err = ReadPath(strings.NewReader("2,1\n"), ReadOptions{Board: board.MustParse("2x1")})
	require.ErrorIs(t, err, ErrAmbiguous)
	assert.Equal(t, "1:1: input reads both as a 2x1 grid and as a list of 1 squares in X,Y notation (b1...); pick one with -read grid or -read xy", err.Error())
	// A grid whose numbers repeat is still read as a grid, to say so.
	_, err = ReadPath(strings.NewReader("[[1,2],[2,3]]"), ReadOptions{})
	assert.ErrorIs(t, err, ErrNumbering)
}

func TestReadAllSeveral(t *testing.T) {
	in := "Solution 1\n0 3\n1 2\n\nSolution 2\n2 1\n3 0\n"
	docs, err := ReadAll(strings.NewReader(in), ReadOptions{})
	require.NoError(t, err)
	require.Len(t, docs, 2)
	assert.Equal(t, 2, docs[0].Line)
	assert.Equal(t, 6, docs[1].Line)
	_, err = ReadPath(strings.NewReader(in), ReadOptions{})
	assert.ErrorIs(t, err, ErrSeveral)
}

func TestFromGrid(t *testing.T) {
	// Oracle: the seed's grid read as text gives the same path.
	var g [][]int
	for _, line := range strings.Split(strings.TrimSpace(seedGrid), "\n") {
		var row []int
		for _, f := range strings.Fields(line) {
			n := 0
			for _, c := range f {
				n = n*10 + int(c-'0')
			}
			row = append(row, n)
		}
		g = append(g, row)
	}
	b, p, err := FromGrid(g, TopFirst)
	require.NoError(t, err)
	d, err := ReadPath(strings.NewReader(seedGrid), ReadOptions{})
	require.NoError(t, err)
	assert.Equal(t, d.Board, b)
	assert.Equal(t, d.Path, p)
	_, _, err = FromGrid([][]int{{1, 2}, {2, 3}}, TopFirst)
	assert.True(t, errors.Is(err, ErrNumbering), "FromGrid with a repeat = %v, want ErrNumbering", err)
	assert.Contains(t, err.Error(), "grid[1][0]")
}

func TestZeroHint(t *testing.T) {
	for _, in := range []string{"0,0", "a0", "p(0, 1)"} {
		_, err := board.ParseSquare(in)
		require.Error(t, err)
		assert.Contains(t, err.Error(), "coordinates start at 1", "ParseSquare(%q)", in)
	}
	_, err := ReadPath(bytes.NewReader([]byte("a1 a0")), ReadOptions{Board: board.MustParse("3x3")})
	assert.ErrorContains(t, err, "coordinates start at 1")
}

// TestReadJSONAfterTour: the squares of "tour" are scanned outside the
// decoder, which takes over again after them: fields after the tour, a
// second document and faults after the tour keep their positions.
func TestReadJSONAfterTour(t *testing.T) {
	in := "{\"tour\": [\"a1\", [2, 3] ],\n \"board\": \"3x4\", \"closed\": false, \"x\": {\"y\": [1]}}\n{\"board\":\"1x1\",\"tour\":[\"\\u0061\\u0031\"]}"
	docs, err := ReadAll(strings.NewReader(in), ReadOptions{})
	require.NoError(t, err)
	require.Len(t, docs, 2)
	assert.Equal(t, "a1 b3", docs[0].Path.String())
	assert.Equal(t, board.MustParse("3x4"), docs[0].Board)
	assert.Equal(t, 3, docs[1].Line)
	assert.Equal(t, "a1", docs[1].Path.String())
	for _, tc := range []struct{ in, want string }{
		{"{\"tour\": [\"a1\"],\n \"board\": \"3x4\", \"board\": \"3x4\"}", `2:18: duplicate key "board" (first at 2:2): a document says each thing once`},
		{"{\"tour\": [\"a1\"] \"board\": \"3x4\"}", `1:17: unexpected '"', want ',' or '}' after "tour"`},
		{"{\"tour\": [\"a1\"],}", `1:16: unexpected '}' after ',': want another key`},
		{"{\"tour\": [\"a1\" \"b3\"]}", `1:16: unexpected '"', want ',' or ']' in "tour"`},
		{"{\"tour\": [[1, 2.5]]}", `1:11: bad square: want [X, Y] with whole numbers from 0`},
		{"{\"tour\": [\"a1\"], \"board\": \"3x4\"", `1:32: input ends inside the JSON document, want '}'`},
	} {
		_, err := ReadPath(strings.NewReader(tc.in), ReadOptions{})
		require.Error(t, err, tc.in)
		assert.Equal(t, tc.want, err.Error(), "ReadPath(%q)", tc.in)
	}
}

// stalled gives nothing and no error, forever.
type stalled struct{}

func (stalled) Read([]byte) (int, error) { return 0, nil }

func TestReadAllStalledReader(t *testing.T) {
	// A reader that never progresses must not hang the reader.
	_, err := ReadAll(stalled{}, ReadOptions{})
	assert.ErrorIs(t, err, io.ErrNoProgress)
}

// TestReadStreamGridKnownBoard: a grid too long for the tolerant readers
// reads to the same path whether the board is given (each square put in
// place by its number) or not (cells kept, then placed), flipped or not.
// Oracle: the path written, rank by rank in a shuffled order.
func TestReadStreamGridKnownBoard(t *testing.T) {
	if testing.Short() {
		t.Skip("a 7 MB grid")
	}
	b := board.MustParse("1000x1000")
	p := make(board.Path, b.Size())
	for i := range p {
		p[i] = b.Square((i * 7919) % b.Size()) // 7919 is prime to 10^6: a permutation
	}
	var buf bytes.Buffer
	require.NoError(t, WritePath(&buf, b, p, Grid))
	require.Greater(t, buf.Len(), tolerantLimit, "the stream reader")
	for _, flip := range []bool{false, true} {
		known, err := ReadPath(bytes.NewReader(buf.Bytes()), ReadOptions{Board: b, Flip: flip})
		require.NoError(t, err)
		unknown, err := ReadPath(bytes.NewReader(buf.Bytes()), ReadOptions{Flip: flip})
		require.NoError(t, err)
		assert.Equal(t, unknown.Path, known.Path, "flip %v", flip)
		if !flip {
			assert.Equal(t, p, known.Path)
		}
	}
}

// TestJudgeRule: the rule of reading, case by case. The checker is
// written here (oracle: the definition of a tour), and each case says why.
// pairs writes a square list as moves, one a line: "a1 - b3", "b3 - a5".
func pairs(list string) string {
	sq := strings.Fields(list)
	var b strings.Builder
	for i := 1; i < len(sq); i++ {
		fmt.Fprintf(&b, "%s - %s\n", sq[i-1], sq[i])
	}
	return b.String()
}

// table writes a square list as a table of moves, a row a move, with a
// step number, the squares from and to, the move again and a location
// column, as a program's report prints it.
func table(list string) string {
	sq := strings.Fields(list)
	var b strings.Builder
	b.WriteString("| Step | Current | Next | Move | Location |\n|---|---|---|---|---|\n")
	for i := 1; i < len(sq); i++ {
		fmt.Fprintf(&b, "| %d | %s | %s | %s -> %s | %d%d |\n", i, sq[i-1], sq[i], sq[i-1], sq[i], sq[i-1][0]-'a'+1, sq[i-1][1]-'0')
	}
	return b.String()
}

// steps writes a square list as "Step k: Knight moves to (x, y)", one a
// line, the pairs from 0.
func steps(list string) string {
	var b strings.Builder
	for i, w := range strings.Fields(list) {
		fmt.Fprintf(&b, "Step %d: Knight moves to (%d, %d)\n", i+1, w[0]-'a', w[1]-'1')
	}
	return b.String()
}

// floats writes a grid as numpy prints an array of floats: "[[ 2. 15.
// 20.]", " [21. 10.  3.]]".
func floats(grid string) string {
	var rows []string
	for _, line := range strings.Split(strings.TrimSpace(grid), "\n") {
		var cells []string
		for _, f := range strings.Fields(line) {
			cells = append(cells, fmt.Sprintf("%3s", f+"."))
		}
		rows = append(rows, "["+strings.Join(cells, " ")+"]")
	}
	return "[" + strings.Join(rows, "\n ") + "]\n"
}

func TestJudgeRule(t *testing.T) {
	check := func(q board.Problem, p board.Path) error {
		seen := map[board.Square]bool{}
		for i, s := range p {
			if !q.Board.Contains(s) || seen[s] || i > 0 && !board.IsKnightMove(p[i-1], s) {
				return fmt.Errorf("move %d: at fault", i)
			}
			seen[s] = true
		}
		if len(p) != q.Board.Size() {
			return errors.New("short")
		}
		if q.Closed && !board.IsKnightMove(p[len(p)-1], p[0]) {
			return errors.New("not closed")
		}
		if len(q.Prefix) > 0 && p[0] != q.Prefix[0] {
			return errors.New("wrong start")
		}
		return nil
	}
	tour5 := "a1 b3 a5 c4 e5 d3 e1 c2 e3 d5 b4 a2 c1 e2 d4 b5 a3 b1 d2 e4 c5 a4 b2 d1 c3"
	grid5 := " 2 15 20  9  4\n21 10  3 14 19\n16  1 24  5  8\n11 22  7 18 13\n 0 17 12 23  6\n"
	b5 := board.MustParse("5x5")
	for _, tc := range []struct {
		name, in string
		opt      ReadOptions
		q        board.Problem
		want     Verdict
		reason   string
	}{
		{"list", tour5, ReadOptions{Board: b5}, board.Problem{}, Valid, "the one reading"},
		{"grid flipped for the start", grid5, ReadOptions{}, board.Problem{Prefix: board.Path{board.MustParseSquare("a5")}}, Valid,
			"a5 starts the mirror image, the grid read from its other corner"},
		{"closed with its start again", "a1 b3 a5 c6 e5 f3 e1 d3 f2 d1 b2 a4 b6 c4 d6 f5 e3 f1 d2 b1 a3 b5 d4 e6 f4 e2 c1 a2 c3 d5 f6 e4 c5 a6 b4 c2 a1",
			ReadOptions{Board: board.MustParse("6x6")}, board.Problem{Closed: true}, Valid, "a closed tour written with its start repeated at the end"},
		{"open with its start again", tour5 + " a1", ReadOptions{Board: b5}, board.Problem{}, Invalid,
			"5x5 has no closed tour: a repeat that does not close is a fault of the one reading"},
		{"two squares swapped", strings.Replace(tour5, "b3 a5", "a5 b3", 1), ReadOptions{Board: b5}, board.Problem{}, Invalid, "one certain reading, one fault"},
		{"grid numbered twice", strings.Replace(grid5, "15", "14", 1), ReadOptions{}, board.Problem{}, Invalid, "a consistent grid with one number twice"},
		{"boards side by side misread", "1 2 3 1 2 3\n", ReadOptions{Board: board.MustParse("3x1")}, board.Problem{}, Unreadable,
			"six cells for a 3x1 board: a misread, not a fault"},
		{"a number too large", " 2 15 20  9  4\n21 10  3 14 19\n16  1 24  5  8\n11 22  7 18 13\n 0 17 12 23 99\n", ReadOptions{}, board.Problem{}, Unreadable,
			"99 on 25 squares is a sign of misreading"},
		{"two failing readings", "2,1\n", ReadOptions{Board: board.MustParse("2x1")}, board.Problem{}, Unreadable, "a grid and a pair, both faulty: which was meant?"},
		{"a list with no board", tour5, ReadOptions{}, board.Problem{}, Valid, "a list read on the smallest board holding its squares, 5x5, is a tour of it"},
		{"a list with no board, a square short", strings.TrimSuffix(tour5, " c3"), ReadOptions{}, board.Problem{}, Invalid,
			"24 squares in a 5x5 box: too few for it, and any board holding them is at least as large"},
		{"a list with no board, a square twice", tour5 + " a1", ReadOptions{}, board.Problem{}, Invalid, "a1 again after c3, no knight move from it: a fault on any board"},
		{"moves from square to square", pairs(tour5), ReadOptions{Board: board.MustParse("5x5")}, board.Problem{}, Valid, "each line a move, the second square of one the first of the next: the squares they join are a tour"},
		{"moves from square to square, no board", pairs(tour5), ReadOptions{}, board.Problem{}, Valid, "50 squares naming 25 of a 5x5 box, as moves"},
		{"moves from square to square, one broken", strings.Replace(pairs(tour5), "b3\nb3", "b3\nc3", 1), ReadOptions{Board: board.MustParse("5x5")}, board.Problem{}, Unreadable,
			"the chain breaks, so only the plain reading is left, twice the board's squares: no complete list of it, no certain fault"},
		{"a start line above the rest of a list", "Start position: a1\n" + strings.TrimPrefix(tour5, "a1 "), ReadOptions{}, board.Problem{}, Valid,
			"the square after the caption begins the list below it: read together they are the tour"},
		{"a start line above a grid", "Start position: a5\n" + grid5, ReadOptions{}, board.Problem{}, Valid, "the caption and its square are words above the grid"},
		{"a table of moves", table(tour5), ReadOptions{}, board.Problem{}, Valid, "the current-square column and the last next square are the tour"},
		{"a table of moves, board given", table(tour5), ReadOptions{Board: board.MustParse("5x5")}, board.Problem{}, Valid, "the same on the board given"},
		{"numpy floats", floats(grid5), ReadOptions{}, board.Problem{}, Valid, "30. is the number 30, not 30 and a square left out"},
		{"squares run together", strings.ReplaceAll(tour5, " ", "") + "\n", ReadOptions{}, board.Problem{}, Valid, "a1b3a5... is the list a1 b3 a5 ..."},
		{"one move a line, the square a pair at the end", steps(tour5), ReadOptions{}, board.Problem{}, Valid, "Step k: Knight moves to (x, y), the pairs from 0"},
		{"cells run together", "1X.X.\n" + grid5, ReadOptions{Board: board.MustParse("5x5")}, board.Problem{}, Valid, "1X.X. is text, no row: the grid below it, numbered 1..25 whatever is around it, is a tour, and the line is named as skipped"},
		{"a list with no board, sparse", "a1 c2 h8", ReadOptions{}, board.Problem{}, Unreadable, "3 squares in an 8x8 box are no list of its squares"},
		{"rank labels on both sides, a word before each row", "x 5  2 15 20  9  4  5 ;\nx 4 21 10  3 14 19  4 ;\nx 3 16  1 24  5  8  3 ;\nx 2 11 22  7 18 13  2 ;\nx 1  0 17 12 23  6  1 ;\n", ReadOptions{}, board.Problem{}, Valid,
			"grid5 between its ranks, 5 down to 1 on either side: consecutive numbers down a column are no knight's moves, so both columns are labels"},
		{"one line of numbers, no board", "2 15 20 9 4 21 10 3 14 19 16 1 24 5 8 11 22 7 18 13 0 17 12 23 6\n", ReadOptions{}, board.Problem{}, Unreadable,
			"grid5 written flat: as a 25x1 grid no tour, but a board one square high has no knight move, so the numbers may as well number a board not given"},
		{"one line of numbers, board given", "2 15 20 9 4 21 10 3 14 19 16 1 24 5 8 11 22 7 18 13 0 17 12 23 6\n", ReadOptions{Board: b5}, board.Problem{}, Valid, "grid5 written flat on the board given: its flat list is the tour"},
		{"a MATLAB literal on one line", "B = [2 15 20 9 4; 21 10 3 14 19; 16 1 24 5 8; 11 22 7 18 13; 0 17 12 23 6];\n", ReadOptions{}, board.Problem{}, Valid,
			"grid5 with ';' between its rows, as MATLAB and Julia write a matrix"},
		{"a MATLAB literal, a number twice", "B = [2 15 20 9 4; 21 10 3 14 19; 16 1 24 5 8; 11 22 7 18 13; 0 17 12 23 2];\n", ReadOptions{}, board.Problem{}, Invalid,
			"grid5 with 6 made a second 2: a 5x5 grid numbering a square twice, whatever the board"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tours, err := ReadTours(strings.NewReader(tc.in), tc.opt)
			require.NoError(t, err)
			require.Len(t, tours, 1)
			q := tc.q
			q.Board = tc.opt.Board
			j := Judge(tours[0], q, check)
			assert.Equal(t, tc.want, j.Verdict, "%s: %v", tc.reason, j.Err)
		})
	}
}
