package notation

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// readBoth reads text once held in memory by the tolerant readers and once
// by the streaming readers, whatever its size, by moving the threshold
// between them.
func readBoth(t *testing.T, text []byte, opt ReadOptions) (mem, stream Document, memErr, streamErr error) {
	t.Helper()
	defer func(old int64) { streamAbove = old }(streamAbove)
	streamAbove = 1 << 40
	mem, memErr = ReadPath(bytes.NewReader(text), opt)
	streamAbove = 0
	stream, streamErr = ReadPath(bytes.NewReader(text), opt)
	return mem, stream, memErr, streamErr
}

// TestEnginesAgree: the oracle is the other engine. The same tour, written
// by WritePath in every notation a stream reads (grid, the three list
// notations, JSON) on boards from 5x5 to 1000x1000, reads to the same path,
// board and reading in memory and streamed. The paths are random orders of
// the squares (the readers do not check moves), so that a grid's numbers
// and a list's squares come in no regular order.
func TestEnginesAgree(t *testing.T) {
	sides := []string{"5x5", "8x8", "1x7", "13x4", "37x29", "100x100", "1000x1000"}
	rng := rand.New(rand.NewPCG(16, 5))
	for _, side := range sides {
		b := board.MustParse(side)
		if testing.Short() && b.Size() > 10000 {
			continue
		}
		p := make(board.Path, b.Size())
		for i, k := range rng.Perm(b.Size()) {
			p[i] = b.Square(k)
		}
		for _, f := range []Format{Grid, Algebraic, Prolog, XY, JSON} {
			var buf bytes.Buffer
			require.NoError(t, WritePath(&buf, b, p, f))
			opts := []ReadOptions{{Board: b}}
			if f == Grid || f == JSON {
				opts = append(opts, ReadOptions{}) // they carry their board
			}
			for _, opt := range opts {
				t.Run(fmt.Sprintf("%v/%v/board=%v", side, f, opt.Board), func(t *testing.T) {
					mem, stream, memErr, streamErr := readBoth(t, buf.Bytes(), opt)
					require.NoError(t, memErr, "in memory")
					require.NoError(t, streamErr, "streamed")
					require.True(t, slices.Equal(p, mem.Path), "in memory: the path written")
					require.True(t, slices.Equal(mem.Path, stream.Path), "streamed: the same path")
					require.Equal(t, mem.Board, stream.Board)
					require.Equal(t, mem.Format, stream.Format)
					require.Equal(t, mem.Based, stream.Based)
					require.Equal(t, mem.Base, stream.Base)
					require.Equal(t, mem.Flipped, stream.Flipped)
					require.Equal(t, mem.Reading(), stream.Reading())
				})
			}
		}
	}
}

// TestStreamGridCells: the streaming grid reader splits its rows with the
// shared tokenizer and reports a cell that is no number at its line and
// column, showing the word. Oracle: the positions and words, written by
// hand beside each input.
func TestStreamGridCells(t *testing.T) {
	defer func(old int64) { streamAbove = old }(streamAbove)
	streamAbove = 0
	for _, tc := range []struct{ in, want string }{
		{"1 2 3\n4 5x 6\n7 8 9\n", `2:3: bad number "5x"`},
		{"1 2 3\n4 -2 6\n", `2:3: bad number "-2"`},
		{"1 2 3\n4 ..5 6\n", `2:3: bad number "..5"`},
		{"1 2 3\n4 --- 6\n", `2:3: bad number "---"`},
		{"1 2 3\n4 xx 6\n", `2:3: bad number "xx"`},
		{"1 2 3\n  4 5 6;\n", `2:7: bad number "6"`},
		{"1 2 3\n4 5 a1\n", `2:5: bad number "a1"`},
		{"1 2 3\n4 5 99999999999\n", `2:5: bad number "99999999999"`},
		{"1 2 0\n4 5 6\n", "grid numbering: 6 squares numbered 0 to 6 skip 3"},
		{"0 5 0 5\n2 3 2 3\n", "1:5: number 0 appears twice, and 3 more do: boards side by side, or rows that are no part of the grid? say how to read it with -board WxH or -read"},
		{"0 5 4\n2 3 4\n", "2:5: number 4 appears twice"},
		{"1 2\n3 4 5\n", "2:1: grid row 2 has 3 squares, the first row has 2"},
		{"1 2 3\n4" + strings.Repeat(" ", rowBytes) + "5 6\n", "2:1: grid row is longer than 640000 bytes, 10000 squares of 64 bytes"},
	} {
		_, err := ReadPath(strings.NewReader(tc.in), ReadOptions{})
		require.Error(t, err, shorten(tc.in))
		// A streamed refusal names the limit that made it one.
		assert.Equal(t, tc.want, strings.TrimSuffix(err.Error(), "; "+streamLimitNote), shorten(tc.in))
	}
	// What the tolerant readers read, a square left out written -1 or
	// '.', the row of spaces and \r\n, streams too.
	d, err := ReadPath(strings.NewReader(" 1\t2 .\r\n-1 3 4\r\n"), ReadOptions{})
	require.NoError(t, err)
	assert.Equal(t, "a2 b2 b1 c1", d.Path.String())
}

// TestEnginesAgreeOnVariants: the same oracle, the other engine, on texts
// that vary how a tour is written without changing what it says: \r\n
// line ends, a byte order mark, tabs, blank lines around, a grid numbered
// from 1, squares left out, a grid read flipped, lists in brackets or one
// square a line.
func TestEnginesAgreeOnVariants(t *testing.T) {
	b := board.MustParse("6x5")
	rng := rand.New(rand.NewPCG(5, 16))
	p := make(board.Path, b.Size())
	for i, k := range rng.Perm(b.Size()) {
		p[i] = b.Square(k)
	}
	write := func(f Format, p board.Path) string {
		var buf bytes.Buffer
		require.NoError(t, WritePath(&buf, b, p, f))
		return buf.String()
	}
	grid, list := write(Grid, p), write(Algebraic, p)
	var oneBased string
	{
		var rows []string
		for _, row := range strings.Split(strings.TrimSpace(grid), "\n") {
			var cells []string
			for _, c := range strings.Fields(row) {
				var v int
				fmt.Sscan(c, &v)
				cells = append(cells, fmt.Sprint(v+1))
			}
			rows = append(rows, strings.Join(cells, " "))
		}
		oneBased = strings.Join(rows, "\n") + "\n"
	}
	short := write(Grid, p[:20]) // ten squares left out, written '.'
	for _, tc := range []struct {
		name, text string
		opt        ReadOptions
	}{
		{"grid crlf", strings.ReplaceAll(grid, "\n", "\r\n"), ReadOptions{}},
		{"grid bom", "\xEF\xBB\xBF" + grid, ReadOptions{}},
		{"grid tabs", strings.ReplaceAll(grid, " ", "\t"), ReadOptions{}},
		{"grid blank lines around", "\n\n" + grid + "\n\n", ReadOptions{}},
		{"grid from 1", oneBased, ReadOptions{}},
		{"grid flipped", grid, ReadOptions{Flip: true}},
		{"grid flipped, board given", grid, ReadOptions{Board: b, Flip: true}},
		{"grid with dots", short, ReadOptions{}},
		{"grid with -1", strings.ReplaceAll(short, ".", "-1"), ReadOptions{}},
		{"grid with ..", strings.ReplaceAll(short, ".", ".."), ReadOptions{}},
		{"grid with --", strings.ReplaceAll(short, ".", "--"), ReadOptions{}},
		{"grid with x", strings.ReplaceAll(short, ".", "x"), ReadOptions{}},
		{"list crlf", strings.ReplaceAll(list, " ", "\r\n"), ReadOptions{Board: b}},
		{"list bracketed", "[" + strings.ReplaceAll(strings.TrimSpace(list), " ", ", ") + "]\n", ReadOptions{Board: b}},
		{"list bom", "\xEF\xBB\xBF" + list, ReadOptions{Board: b}},
		{"xy", write(XY, p), ReadOptions{Board: b}},
		{"prolog", write(Prolog, p), ReadOptions{Board: b}},
		{"json", write(JSON, p), ReadOptions{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			mem, stream, memErr, streamErr := readBoth(t, []byte(tc.text), tc.opt)
			require.NoError(t, memErr, "in memory")
			require.NoError(t, streamErr, "streamed")
			require.Equal(t, mem.Path.String(), stream.Path.String())
			require.Equal(t, mem.Board, stream.Board)
			require.Equal(t, mem.Format, stream.Format)
			require.Equal(t, mem.Reading(), stream.Reading())
		})
	}
}

// listStyles write a path as real programs print square lists,
// each a notation the list reader knows; knight's own (WritePath) are in
// TestEnginesAgree already.
var listStyles = []struct {
	name  string
	write func(p board.Path) string
}{
	{"numbered", func(p board.Path) string {
		return joinSquares(p, " ", func(i int, s board.Square) string { return fmt.Sprintf("%d. %v", i+1, s) })
	}},
	{"colon lines", func(p board.Path) string {
		return joinSquares(p, "\n", func(i int, s board.Square) string { return fmt.Sprintf("%d: %v", i+1, s) })
	}},
	{"from 0", func(p board.Path) string {
		return joinSquares(p, "\n", func(i int, s board.Square) string { return fmt.Sprintf("%d %v", i, s) })
	}},
	{"arrows", func(p board.Path) string {
		return joinSquares(p, " -> ", func(_ int, s board.Square) string { return s.String() })
	}},
	{"dashes", func(p board.Path) string {
		return joinSquares(p, "-", func(_ int, s board.Square) string { return s.String() })
	}},
	{"san", func(p board.Path) string {
		return joinSquares(p, " ", func(_ int, s board.Square) string { return "N" + s.String() })
	}},
	{"knight", func(p board.Path) string {
		return joinSquares(p, "\n", func(_ int, s board.Square) string { return "Knight " + strings.ToUpper(s.String()) })
	}},
	{"move nr", func(p board.Path) string {
		return joinSquares(p, "\n", func(i int, s board.Square) string {
			return fmt.Sprintf("Move nr.%d: Knight %s", i+1, strings.ToUpper(s.String()))
		})
	}},
	{"upper commas", func(p board.Path) string {
		return joinSquares(p, ", ", func(_ int, s board.Square) string { return strings.ToUpper(s.String()) })
	}},
	{"quoted", func(p board.Path) string {
		return "[" + joinSquares(p, ", ", func(i int, s board.Square) string { return fmt.Sprintf("%q", s.String()) }) + "]"
	}},
	{"single quoted", func(p board.Path) string {
		return joinSquares(p, " ", func(_ int, s board.Square) string { return "'" + s.String() + "'" })
	}},
	{"parens", func(p board.Path) string {
		return joinSquares(p, " ", func(_ int, s board.Square) string { return fmt.Sprintf("(%d, %d)", s.X, s.Y) })
	}},
	{"brackets", func(p board.Path) string {
		return "[" + joinSquares(p, ", ", func(_ int, s board.Square) string { return fmt.Sprintf("[%d, %d]", s.X, s.Y) }) + "]"
	}},
	{"slash", func(p board.Path) string {
		return joinSquares(p, " ", func(_ int, s board.Square) string { return fmt.Sprintf("%d/%d", s.X, s.Y) })
	}},
	{"tuples from 0", func(p board.Path) string {
		return "[" + joinSquares(p, ", ", func(_ int, s board.Square) string { return fmt.Sprintf("(%d, %d)", s.X-1, s.Y-1) }) + "]"
	}},
	{"answer", func(p board.Path) string {
		return fmt.Sprintf("answer(%d, [", len(p)) + joinSquares(p, ", ", func(_ int, s board.Square) string { return s.Prolog() }) + "])."
	}},
	{"semicolons", func(p board.Path) string {
		return joinSquares(p, "; ", func(_ int, s board.Square) string { return s.XY() })
	}},
}

func joinSquares(p board.Path, sep string, square func(int, board.Square) string) string {
	var b strings.Builder
	for i, s := range p {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(square(i, s))
	}
	b.WriteString("\n")
	return b.String()
}

// TestEnginesAgreeOnLists: the oracle is the path written, and the other
// engine. Every list style, on boards from 5x5 to 300x200
// (lists of 60000 squares, longer than a window), reads to that path in
// memory and streamed, in windows of 64 KiB and of 7 bytes (a window
// grows to hold the first sanWindow tokens, so that 90x60's 5400 squares
// cross several edges), so that squares, pairs and move numbers are cut
// by a window's edge; lexing to the end of a window instead of its last
// newline or space fails it.
func TestEnginesAgreeOnLists(t *testing.T) {
	defer func(old int) { scanBufSize = old }(scanBufSize)
	rng := rand.New(rand.NewPCG(16, 16))
	for _, side := range []string{"5x5", "8x8", "13x4", "90x60", "300x200"} {
		b := board.MustParse(side)
		if testing.Short() && b.Size() > 10000 {
			continue
		}
		p := make(board.Path, b.Size())
		for i, k := range rng.Perm(b.Size()) {
			p[i] = b.Square(k)
		}
		for _, style := range listStyles {
			text := []byte(style.write(p))
			for _, window := range []int{64 << 10, 7} {
				if window < 64 && b.Size() > 6000 {
					continue // the first window holds sanWindow tokens: 5400 squares cross its edges
				}
				t.Run(fmt.Sprintf("%v/%s/window=%d", side, style.name, window), func(t *testing.T) {
					scanBufSize = window
					mem, stream, memErr, streamErr := readBoth(t, text, ReadOptions{Board: b})
					require.NoError(t, memErr, "in memory")
					require.NoError(t, streamErr, "streamed")
					require.True(t, slices.Equal(p, mem.Path), "in memory: the path written")
					require.True(t, slices.Equal(mem.Path, stream.Path), "streamed: the same path")
					require.Equal(t, mem.Format, stream.Format)
					// Words set aside differ: a stream classifies the lines
					// before its list, not those inside it, where "Move
					// nr.2:" is read over as piece words.
					mem.Skipped, stream.Skipped = nil, nil
					require.Equal(t, mem.Reading(), stream.Reading())
					require.Equal(t, mem.Line, stream.Line)
					for _, k := range []int{0, len(p) - 1} {
						ml, mc, mok := mem.Place(k)
						sl, sc, sok := stream.Place(k)
						require.True(t, mok && sok, "square %d placed", k)
						require.Equal(t, [2]int{ml, mc}, [2]int{sl, sc}, "square %d placed alike", k)
					}
				})
			}
		}
	}
}

// gridStyles decorate a grid's rows as real programs print them: rows holds
// the grid's rows from the top, h the board's height.
var gridStyles = []struct {
	name     string
	decorate func(rows []string, h int) string
}{
	{"caption and result line", func(rows []string, h int) string {
		return "Solution 1\n" + strings.Join(rows, "\n") + "\n57 moves.\n"
	}},
	{"prompt", func(rows []string, h int) string { return "Enter board size: 6\n" + strings.Join(rows, "\n") + "\n" }},
	{"caption on the first line", func(rows []string, h int) string {
		return "Tour: " + strings.Join(rows, "\n") + "\n"
	}},
	{"framed rank labels", func(rows []string, h int) string {
		var b strings.Builder
		for i, r := range rows {
			fmt.Fprintf(&b, "%d| %s |%d\n", h-i, r, h-i)
		}
		return b.String()
	}},
	{"rank labels", func(rows []string, h int) string {
		var b strings.Builder
		for i, r := range rows {
			fmt.Fprintf(&b, "%2d  %s\n", h-i, r)
		}
		return b.String()
	}},
	{"row numbers on the right", func(rows []string, h int) string {
		var b strings.Builder
		for i, r := range rows {
			fmt.Fprintf(&b, "%s  %d\n", r, i+1)
		}
		return b.String()
	}},
	{"letter row labels", func(rows []string, h int) string {
		var b strings.Builder
		for i, r := range rows {
			fmt.Fprintf(&b, "%c %s\n", 'A'+i, r)
		}
		return b.String()
	}},
	{"file header", func(rows []string, h int) string {
		return "   a   b   c   d   e   f\n" + strings.Join(rows, "\n") + "\n"
	}},
	{"column numbers above and below", func(rows []string, h int) string {
		return " 1  2  3  4  5  6\n" + strings.Join(rows, "\n") + "\n 1  2  3  4  5  6\n"
	}},
	{"box table", func(rows []string, h int) string {
		var b strings.Builder
		rule := "+" + strings.Repeat("----+", 6) + "\n"
		b.WriteString(rule)
		for _, r := range rows {
			b.WriteString("|")
			for _, c := range strings.Fields(r) {
				fmt.Fprintf(&b, " %2s |", c)
			}
			b.WriteString("\n" + rule)
		}
		return b.String()
	}},
	{"markdown table", func(rows []string, h int) string {
		var b strings.Builder
		b.WriteString("| a | b | c | d | e | f |\n|---|---|---|---|---|---|\n")
		for _, r := range rows {
			b.WriteString("| " + strings.Join(strings.Fields(r), " | ") + " |\n")
		}
		return b.String()
	}},
	{"blank line after each row", func(rows []string, h int) string { return strings.Join(rows, "\n\n") + "\n" }},
	{"double walls", func(rows []string, h int) string {
		var b strings.Builder
		b.WriteString("|| a || b || c || d || e || f ||\n")
		for _, r := range rows {
			b.WriteString("|| " + strings.Join(strings.Fields(r), " || ") + " ||\n")
		}
		return b.String()
	}},
	{"triple walls", func(rows []string, h int) string {
		var b strings.Builder
		for _, r := range rows {
			b.WriteString("|||" + strings.Join(strings.Fields(r), "|||") + "|||\n")
		}
		return b.String()
	}},
}

// TestEnginesAgreeOnGrids: the oracle is the path written, and the other
// engine. A grid in each decoration of gridStyles reads to that path in
// memory and streamed, with the board given and not, and both say the
// same of how they read it (labels left out, lines skipped).
func TestEnginesAgreeOnGrids(t *testing.T) {
	b := board.MustParse("6x5")
	rng := rand.New(rand.NewPCG(6, 5))
	p := make(board.Path, b.Size())
	for i, k := range rng.Perm(b.Size()) {
		p[i] = b.Square(k)
	}
	var buf bytes.Buffer
	require.NoError(t, WritePath(&buf, b, p, Grid))
	rows := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	for _, style := range gridStyles {
		text := style.decorate(rows, int(b.H))
		for _, opt := range []ReadOptions{{}, {Board: b}} {
			t.Run(fmt.Sprintf("%s/board=%v", style.name, opt.Board), func(t *testing.T) {
				mem, stream, memErr, streamErr := readBoth(t, []byte(text), opt)
				require.NoError(t, memErr, "in memory: %s", text)
				require.NoError(t, streamErr, "streamed: %s", text)
				require.True(t, slices.Equal(p, mem.Path), "in memory: the path written")
				require.True(t, slices.Equal(mem.Path, stream.Path), "streamed: the same path")
				require.Equal(t, mem.Board, stream.Board)
				require.Equal(t, mem.Reading(), stream.Reading())
				require.Equal(t, mem.Line, stream.Line)
			})
		}
	}
}
