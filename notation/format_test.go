package notation

import (
	"bytes"
	"errors"
	"io"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// seedAnswer is the Prolog seed's output, exactly as it prints it.
const seedAnswer = "answer(25, [p(1, 1), p(2, 3), p(1, 5), p(3, 4), p(5, 5), p(4, 3), p(5, 1), p(3, 2), p(4, 4), p(2, 5), p(1, 3), p(2, 1), p(4, 2), p(5, 4), p(3, 5), p(1, 4), p(2, 2), p(4, 1), p(5, 3), p(4, 5), p(2, 4), p(1, 2), p(3, 3), p(5, 2), p(3, 1)]).\n"

// seedAnswerAlg is the same tour translated by hand, p(X, Y) = file X rank Y.
const seedAnswerAlg = "a1 b3 a5 c4 e5 d3 e1 c2 d4 b5 a3 b1 d2 e4 c5 a4 b2 d1 e3 d5 b4 a2 c3 e2 c1"

// seedGrid is the C++ seed's 8x8 output; its top-left 0 is a8.
const seedGrid = `  0  59  38  33  30  17   8  63
 37  34  31  60   9  62  29  16
 58   1  36  39  32  27  18   7
 35  48  41  26  61  10  15  28
 42  57   2  49  40  23   6  19
 47  50  45  54  25  20  11  14
 56  43  52   3  22  13  24   5
 51  46  55  44  53   4  21  12
`

func mustPath(t testing.TB, s string) board.Path {
	t.Helper()
	var p board.Path
	for _, f := range strings.Fields(s) {
		p = append(p, board.MustParseSquare(f))
	}
	return p
}

func TestReadPathNotations(t *testing.T) {
	b5 := board.MustParse("5x5")
	for _, tc := range []struct {
		name     string
		in       string
		known    board.Board
		want     string // the path in algebraic notation, written by hand
		board    board.Board
		hasBoard bool
		closed   bool
		format   Format
	}{
		{"prolog seed", seedAnswer, b5, seedAnswerAlg, b5, false, false, Prolog},
		{"prolog list", "[p(1,1), p(2,3),p(1, 5)]", b5, "a1 b3 a5", b5, false, false, Prolog},
		{"prolog bare", "p(1,1) p( 2 , 3 ),\n p(1,5)", b5, "a1 b3 a5", b5, false, false, Prolog},
		{"algebraic", "a1 b3, a5\tc4\r\n", b5, "a1 b3 a5 c4", b5, false, false, Algebraic},
		{"algebraic upper", "A1 B3", b5, "a1 b3", b5, false, false, Algebraic},
		{"algebraic wide files", "aa1 z3", board.MustParse("30x5"), "aa1 z3", board.MustParse("30x5"), false, false, Algebraic},
		{"xy", "1,1 2,3; 1,5;3,4", b5, "a1 b3 a5 c4", b5, false, false, XY},
		{"xy spaced", "1 , 1\n2, 3", b5, "a1 b3", b5, false, false, XY},
		{"xy commas between", "1,1,2,3", b5, "a1 b3", b5, false, false, XY},
		{"bom", "\xEF\xBB\xBFa1 b3", b5, "a1 b3", b5, false, false, Algebraic},
		{"off the board still reads", "a1 z9", b5, "a1 z9", b5, false, false, Algebraic},
		{"grid 0-based", "2 .\n. .\n0 1\n", board.Board{}, "a1 b1 a3", board.MustParse("2x3"), true, false, Grid},
		{"grid 1-based", "3 -1\n1 2\n", board.Board{}, "a1 b1 a2", board.MustParse("2x2"), true, false, Grid},
		{"grid known board", "0 1", board.MustParse("2x1"), "a1 b1", board.MustParse("2x1"), true, false, Grid},
		{"json", `{"board":"5x5","closed":false,"tour":["a1","b3"]}`, board.Board{}, "a1 b3", b5, true, false, JSON},
		{"json closed, extra fields", `{"status":"tour","nodes":12,"board":"6x6","closed":true,"stats":{"a":[1,2.5e3,-3,true,null,"x\"y"]},"tour":["a1"]}`, board.Board{}, "a1", board.MustParse("6x6"), true, true, JSON},
		{"json board given", ` { "tour" : [ "a1" , "c2" ] } `, b5, "a1 c2", b5, false, false, JSON},
		{"json other notations", `{"board":"5","tour":["p(1,1)","2,3"]}`, board.Board{}, "a1 b3", b5, true, false, JSON},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := ReadPath(strings.NewReader(tc.in), ReadOptions{Board: tc.known})
			require.NoError(t, err)
			assert.Equal(t, tc.want, d.Path.String(), "path")
			assert.Equal(t, tc.board, d.Board, "board")
			assert.Equal(t, tc.hasBoard, d.HasBoard, "HasBoard")
			assert.Equal(t, tc.closed, d.Closed, "Closed")
			assert.Equal(t, tc.format, d.Format, "Format")
		})
	}
}

func TestReadPathSeedGrid(t *testing.T) {
	d, err := ReadPath(strings.NewReader(seedGrid), ReadOptions{})
	require.NoError(t, err)
	require.Equal(t, board.MustParse("8x8"), d.Board)
	require.Len(t, d.Path, 64)
	// Oracle: the seed's diagram itself. Row r from the top is rank 8-r,
	// column c is file c+1, and the number there is the square's index.
	for r, line := range strings.Split(strings.TrimSpace(seedGrid), "\n") {
		for c, f := range strings.Fields(line) {
			var n int
			for _, d := range f {
				n = n*10 + int(d-'0')
			}
			assert.Equal(t, board.Square{X: int32(c + 1), Y: int32(8 - r)}, d.Path[n], "square %d", n)
		}
	}
	assert.Equal(t, board.MustParseSquare("a8"), d.Path[0], "the seed's 0 is a8")
}

func TestReadPathErrors(t *testing.T) {
	b5 := board.MustParse("5x5")
	for _, tc := range []struct {
		name   string
		in     string
		known  board.Board
		err    error
		want   string
		reason string
	}{
		{"empty", " \n ", b5, board.ErrSyntax, "2:2: empty input", "nothing to read"},
		{"garbage", "\x00\xff\x13abcdefgh", b5, board.ErrSyntax, `1:1: unreadable input "\x00\xff\x13abcde": want a square list, a numbered grid or JSON`, "binary bytes are no notation"},
		{"unknown token", "a1 b3\nc5 q? d3", b5, board.ErrBadSquare, `2:4: bad square "q?"`, "q? has no rank"},
		{"letters only", "a1 bb", b5, board.ErrBadSquare, `1:4: bad square "bb"`, "a square needs a rank"},
		{"rank zero", "a0", b5, board.ErrBadSquare, `1:1: bad square "a0": coordinates start at 1 (a1 is 1,1)`, "ranks start at 1"},
		{"glued squares", "a1c2", b5, board.ErrBadSquare, `1:1: bad square "a1c2"`, "squares need a separator"},
		{"huge coordinate", "a99999999999", b5, board.ErrBadSquare, `1:1: bad square "a99999999999"`, "does not fit"},
		{"mixed notations", "a1 p(2,3)", b5, board.ErrSyntax, `1:4: "p(2,3)" is in Prolog notation, but the list began in algebraic notation`, "one notation a list"},
		{"truncated term", "answer(25, [p(1, 1), p(2,", b5, board.ErrSyntax, `1:22: input ends inside "p(2,"`, "the file stops mid-term"},
		{"truncated list", "[p(1, 1), p(2, 3)", b5, board.ErrSyntax, `1:18: unexpected end of input, want ']'`, "no closing bracket"},
		{"answer without close", "answer(2, [p(1, 1)].", b5, board.ErrSyntax, `1:21: unexpected end of input, want ')' closing answer(N, [...])`, "answer( needs its )"},
		{"bad term", "p(1;1)", b5, board.ErrBadSquare, `1:1: bad term "p(1;1)"`, "terms separate X and Y by a comma"},
		{"trailing junk", "[a1] x", b5, board.ErrBadSquare, `1:6: bad square "x"`, "nothing after the list"},
		{"list without board", "a1 b3", board.Board{}, ErrNoBoard, "board not known: a square list does not say its board", "lists do not say their board"},
		{"grid ragged", "0 1\n2\n", board.Board{}, board.ErrSyntax, "2:1: grid row 2 has 1 squares, the first row has 2", "rows must be equally long"},
		{"grid bad number", "0 1\n2 x3\n", board.Board{}, board.ErrBadSquare, `2:3: bad number "x3"`, "cells are numbers"},
		{"grid minus two", "0 -2", board.Board{}, board.ErrBadSquare, `1:3: bad number "-2"`, "-1 is the only negative"},
		{"grid duplicate", "0 1\n1 2\n", board.Board{}, ErrNumbering, "2:1: number 1 appears twice", "one square a number"},
		{"grid gap", "0 1\n3 .\n", board.Board{}, ErrNumbering, "2:1: 3 squares numbered 0 to 3 skip 2", "numbers must run without gaps; the place named is the largest number's"},
		{"grid too large a number", "0 1\n2 20001", board.Board{}, ErrMisread, "2:3: number 20001 is larger than a 2x2 grid can need, so the grid is not read as it was meant; say how with -board WxH or -read", "at most 4 squares: a sign of misreading, not a fault"},
		{"grid too wide", "0 1 2 3 4 5 6", b5, ErrBoardMismatch, "1:1: grid is 7x1, the board given is 5x5", "-board disagrees"},
		{"grid wrong board", "0 1\n2 3\n", b5, ErrBoardMismatch, "1:1: grid is 2x2, the board given is 5x5", "-board disagrees"},
		{"grid numbers no square", ". .\n. .", board.Board{}, errEmptyBoard, "1:1: no tour: a board of one number in every cell (a board printed before any move): no square numbered, no tour", "a board before any move is no path"},
		{"json no tour", `{"board":"5x5"}`, board.Board{}, board.ErrSyntax, `1:16: JSON object has no "tour"`, "nothing to verify"},
		{"json no board", `{"tour":["a1"]}`, board.Board{}, ErrNoBoard, `board not known: JSON object has no "board"`, "board unknown"},
		{"json bad board", `{"board":"0x5","tour":[]}`, board.Board{}, board.ErrBadBoard, `1:10: bad board: 0x5: sides must be between 1 and 10000`, "sides start at 1"},
		{"json board mismatch", `{"board":"6x6","tour":[]}`, b5, ErrBoardMismatch, `1:10: input is for a 6x6 board, not 5x5`, "-board disagrees"},
		{"json bad square", `{"board":"5x5","tour":["a1","zz"]}`, board.Board{}, board.ErrBadSquare, `1:29: bad square "zz"`, "zz has no rank"},
		{"json truncated", `{"board":"5x5","tour":["a1","c2`, board.Board{}, board.ErrSyntax, `1:32: input ends inside the JSON document, want '"' closing a square`, "stops inside a string"},
		{"json trailing", `{"board":"5x5","tour":[]} {}`, board.Board{}, board.ErrSyntax, `1:29: JSON object has no "tour"`, "every document has a tour"},
		{"json deep", `{"x":` + strings.Repeat("[", 300) + `], "tour":[]}`, b5, board.ErrSyntax, `1:262: JSON nested deeper than 256`, "bounded recursion"},
		{"json bad closed", `{"closed":1}`, b5, board.ErrSyntax, `1:11: unexpected 1, want true or false for "closed"`, "closed is a boolean"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadPath(strings.NewReader(tc.in), ReadOptions{Board: tc.known})
			require.Error(t, err, tc.reason)
			assert.ErrorIs(t, err, tc.err, tc.reason)
			assert.Equal(t, tc.want, err.Error(), tc.reason)
		})
	}
}

func TestReadPathBounded(t *testing.T) {
	b5 := board.MustParse("5x5")
	t.Run("endless spaces", func(t *testing.T) {
		r := &countingReader{r: io.MultiReader(strings.NewReader("a1"), &repeat{b: ' '})}
		_, err := ReadPath(r, ReadOptions{Board: b5})
		require.ErrorIs(t, err, ErrTooLarge)
		assert.Contains(t, err.Error(), "input is longer than 67136 bytes, more than a 5x5 board needs")
		assert.LessOrEqual(t, r.n, bytesFor(b5)+1, "read no more than the limit")
	})
	t.Run("endless squares stop after size+1", func(t *testing.T) {
		// By pigeonhole 26 squares of a 5x5 board hold a repeat; reading
		// stops there instead of running forever.
		r := &countingReader{r: &repeatString{s: "a1 b3 "}}
		d, err := ReadPath(r, ReadOptions{Board: b5})
		require.NoError(t, err)
		assert.Len(t, d.Path, 26)
	})
	t.Run("explicit limit", func(t *testing.T) {
		_, err := ReadPath(strings.NewReader("a1 b3 c5"), ReadOptions{Board: b5, MaxBytes: 4})
		require.ErrorIs(t, err, ErrTooLarge)
		assert.Equal(t, "1:5: input is longer than 4 bytes, the limit given", err.Error())
	})
	t.Run("json tightens once the board is known", func(t *testing.T) {
		r := io.MultiReader(strings.NewReader(`{"board":"2x2","tour":[`), &repeat{b: ' '})
		_, err := ReadPath(r, ReadOptions{})
		require.ErrorIs(t, err, ErrTooLarge)
		assert.Contains(t, err.Error(), "more than a 2x2 board needs")
	})
	t.Run("grid tightens after its first row", func(t *testing.T) {
		r := io.MultiReader(strings.NewReader("0 1\n"), &repeat{b: '\n'})
		_, err := ReadPath(r, ReadOptions{})
		require.ErrorIs(t, err, ErrTooLarge)
		assert.Contains(t, err.Error(), "more than a 2x10000 board needs")
	})
}

type repeat struct{ b byte }

func (r *repeat) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = r.b
	}
	return len(p), nil
}

type repeatString struct {
	s   string
	off int
}

func (r *repeatString) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = r.s[r.off]
		r.off = (r.off + 1) % len(r.s)
	}
	return len(p), nil
}

type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// failing gives some bytes and then an I/O error.
type failing struct{ done bool }

func (f *failing) Read(p []byte) (int, error) {
	if f.done {
		return 0, errors.New("disk on fire")
	}
	f.done = true
	return copy(p, "a1 b3 "), nil
}

func TestReadPathReadError(t *testing.T) {
	_, err := ReadPath(&failing{}, ReadOptions{Board: board.MustParse("5x5")})
	require.Error(t, err)
	assert.Equal(t, "disk on fire", err.Error())
}

// randomPath is a seeded random walk of knight moves that never repeats a
// square, up to n squares long.
func randomPath(rng *rand.Rand, b board.Board, n int) board.Path {
	seen := map[board.Square]bool{}
	s := b.Square(rng.IntN(b.Size()))
	p := board.Path{s}
	seen[s] = true
	for len(p) < n {
		var next []board.Square
		for _, t := range b.Neighbours(s, nil) {
			if !seen[t] {
				next = append(next, t)
			}
		}
		if len(next) == 0 {
			break
		}
		s = next[rng.IntN(len(next))]
		seen[s] = true
		p = append(p, s)
	}
	return p
}

func TestWriteReadRoundTrip(t *testing.T) {
	// Oracle: reading what WritePath wrote gives the path back, in every
	// format, on boards with multi-letter files.
	rng := rand.New(rand.NewPCG(1, 2))
	for _, b := range []board.Board{board.MustParse("1x1"), board.MustParse("5x5"), board.MustParse("8x8"), board.MustParse("40x3"), board.MustParse("30x30")} {
		for trial := 0; trial < 5; trial++ {
			p := randomPath(rng, b, b.Size())
			for _, f := range []Format{Algebraic, Prolog, XY, Grid, JSON} {
				var buf bytes.Buffer
				require.NoError(t, WritePath(&buf, b, p, f))
				d, err := ReadPath(&buf, ReadOptions{Board: b})
				require.NoError(t, err, "%v %v", b, f)
				assert.Equal(t, p, d.Path, "ReadPath(WritePath(%v, %v))", b, f)
				assert.Equal(t, f, d.Format)
			}
		}
	}
}

func TestWritePathText(t *testing.T) {
	// The formats as documented, on a path of three squares of a 3x4 board.
	b := board.MustParse("3x4")
	p := mustPath(t, "a1 b3 c1")
	for _, tc := range []struct {
		f    Format
		want string
	}{
		{Algebraic, "a1 b3 c1\n"},
		{Prolog, "[p(1, 1), p(2, 3), p(3, 1)]\n"},
		{XY, "1,1 2,3 3,1\n"},
		{JSON, `{"board":"3x4","tour":["a1","b3","c1"]}` + "\n"},
		{Grid, ". . .\n. 1 .\n. . .\n0 . 2\n"},
	} {
		var sb strings.Builder
		require.NoError(t, WritePath(&sb, b, p, tc.f))
		assert.Equal(t, tc.want, sb.String(), "WritePath(%v)", tc.f)
	}
	var sb strings.Builder
	assert.Error(t, WritePath(&sb, b, mustPath(t, "a1 a1"), Grid), "a grid cannot show a repeat")
	assert.Error(t, WritePath(&sb, b, mustPath(t, "a1 d1"), Grid), "a grid cannot show d1 off 3x4")
}

func TestWritePathSeedGrid(t *testing.T) {
	// The seed's diagram, read and written, has the seed's numbers in the
	// seed's places (our columns are narrower).
	d, err := ReadPath(strings.NewReader(seedGrid), ReadOptions{})
	require.NoError(t, err)
	var sb strings.Builder
	require.NoError(t, WritePath(&sb, d.Board, d.Path, Grid))
	assert.Equal(t, strings.Fields(seedGrid), strings.Fields(sb.String()))
	assert.True(t, strings.HasPrefix(sb.String(), " 0 59 38"), "aligned to two digits")
}

func TestFormatNames(t *testing.T) {
	for _, f := range []Format{Algebraic, Prolog, XY, Grid, JSON} {
		g, err := ParseFormat(f.String())
		require.NoError(t, err)
		assert.Equal(t, f, g)
	}
	g, err := ParseFormat("algebraic")
	require.NoError(t, err)
	assert.Equal(t, Algebraic, g)
	_, err = ParseFormat("svg")
	assert.Error(t, err, "svg is a picture, not a path format")
}

// TestReadPathHuge reads a 10000x10000 path (1e8 squares, about 1 GB of
// text) streamed through a pipe. It takes tens of seconds and a few GB, so
// it runs only with KNIGHT_HUGE=1.
func TestReadPathHuge(t *testing.T) {
	if os.Getenv("KNIGHT_HUGE") == "" {
		t.Skip("set KNIGHT_HUGE=1 to read a 10000x10000 path")
	}
	b := board.MustParse("10000x10000")
	pr, pw := io.Pipe()
	go func() {
		// Rank by rank: not a knight's path, but every square once, which
		// is what the reader must hold.
		p := make(board.Path, 0, b.Size())
		for i := 0; i < b.Size(); i++ {
			p = append(p, b.Square(i))
		}
		pw.CloseWithError(WritePath(pw, b, p, Algebraic))
	}()
	d, err := ReadPath(pr, ReadOptions{Board: b})
	require.NoError(t, err)
	require.Len(t, d.Path, b.Size())
	for _, i := range []int{0, 1, 9999, 10000, b.Size() - 1} {
		assert.Equal(t, b.Square(i), d.Path[i])
	}
}

func TestReadPathGridLimitStaysTight(t *testing.T) {
	// With -board 2x2 the limit is what 2x2 needs, not what a grid two
	// files wide could; and running into it mid-grid says so, not "short row".
	r := io.MultiReader(strings.NewReader("0 1\n2 "), &repeat{b: ' '})
	_, err := ReadPath(r, ReadOptions{Board: board.MustParse("2x2")})
	require.ErrorIs(t, err, ErrTooLarge)
	assert.Contains(t, err.Error(), "more than a 2x2 board needs")
}
