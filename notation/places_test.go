package notation

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/stretchr/testify/require"
)

// textAt is the text at line:col of in, both from 1: the oracle reads
// the input by its lines, sharing nothing with the readers' positions.
func textAt(in string, line, col int) string {
	lines := strings.Split(in, "\n")
	if line < 1 || line > len(lines) || col < 1 || col > len(lines[line-1]) {
		return ""
	}
	return lines[line-1][col-1:]
}

// firstFault is the first move of p that lands on a square off b, one
// seen before, or one no knight move from the square before: the
// definition of a tour, written here.
func firstFault(b board.Board, p board.Path) int {
	seen := map[board.Square]bool{}
	for k, s := range p {
		if !b.Contains(s) || seen[s] || k > 0 && !board.IsKnightMove(p[k-1], s) {
			return k
		}
		seen[s] = true
	}
	return -1
}

// TestPlaces: a square's place is where its text is. Oracle: the text at
// that line and column, found by splitting the input into lines, begins
// with the square as the style writes it. In memory every square is
// placed; streamed, the square of the first fault is, for faults of each
// kind a first fault can be (a move that is no knight move, a square
// repeated, a square off the board), in every list style.
func TestPlaces(t *testing.T) {
	tour, err := board.ParsePath("a1 b3 a5 c4 e5 d3 e1 c2 e3 d5 b4 a2 c1 e2 d4 b5 a3 b1 d2 e4 c5 a4 b2 d1 c3")
	require.NoError(t, err)
	b := board.MustParse("5x5")
	faults := map[string]func(k int) board.Path{
		"swapped": func(k int) board.Path {
			p := append(board.Path(nil), tour...)
			p[k], p[k+1] = p[k+1], p[k]
			return p
		},
		"repeated": func(k int) board.Path { // a knight move back: only the repeat is wrong
			p := append(board.Path(nil), tour...)
			p[k] = p[k-2]
			return p
		},
		"off the board": func(k int) board.Path {
			p := append(board.Path(nil), tour...)
			p[k] = board.Square{X: 6, Y: p[k].Y}
			return p
		},
	}
	styles := append([]struct {
		name  string
		write func(p board.Path) string
	}{
		{"alg", func(p board.Path) string {
			return joinSquares(p, " ", func(_ int, s board.Square) string { return s.String() })
		}},
		{"alg lines", func(p board.Path) string {
			return joinSquares(p, "\n", func(_ int, s board.Square) string { return s.String() })
		}},
	}, listStyles...)
	for _, style := range styles {
		for name, fault := range faults {
			for _, k := range []int{2, 7, 13, 22} {
				p := fault(k)
				in := style.write(p)
				want := firstFault(b, p)
				require.GreaterOrEqual(t, want, 1)
				t.Run(fmt.Sprintf("%s/%s/%d", style.name, name, k), func(t *testing.T) {
					mem, stream, memErr, streamErr := readBoth(t, []byte(in), ReadOptions{Board: b})
					require.NoError(t, memErr)
					require.NoError(t, streamErr)
					// What the style writes for square k: its words, without
					// a move number or the separators before it.
					one := strings.TrimSpace(style.write(p[want : want+1]))
					if i := strings.Index(one, ": "); i >= 0 && strings.HasPrefix(style.name, "colon") {
						one = one[i+2:]
					}
					for _, d := range []Document{mem, stream} {
						line, col, ok := d.Place(want)
						require.True(t, ok, "square %d placed", want)
						got := textAt(in, line, col)
						require.True(t, placedAt(got, p[want]), "square %d, %v, at %d:%d: %q (written %q)", want, p[want], line, col, shorten(got), one)
					}
					for k := range p {
						line, col, ok := mem.Place(k)
						require.True(t, ok && placedAt(textAt(in, line, col), p[k]), "in memory, square %d at %d:%d", k, line, col)
					}
				})
			}
		}
	}
}

// placedAt reports whether text begins with square s in a notation of
// the list styles: its algebraic name in either case, with the piece
// before it, quoted, a pair (from 1 or from 0) or a Prolog term.
func placedAt(text string, s board.Square) bool {
	lower := strings.ToLower(text)
	for _, form := range []string{
		s.String(), "n" + s.String(), "knight " + s.String(), `"` + s.String(), "'" + s.String(),
		fmt.Sprintf("%d,%d", s.X, s.Y), fmt.Sprintf("%d/%d", s.X, s.Y), fmt.Sprintf("(%d, %d)", s.X, s.Y), fmt.Sprintf("[%d, %d]", s.X, s.Y),
		fmt.Sprintf("(%d, %d)", s.X-1, s.Y-1), fmt.Sprintf("p(%d, %d)", s.X, s.Y),
	} {
		if strings.HasPrefix(lower, form) && (len(lower) == len(form) || !isDigit(lower[len(form)])) {
			return true
		}
	}
	return false
}

// TestGridPlaces: a grid's square k is the cell numbered k (from the
// grid's base). Oracle: the number at that line and column. Streamed, the
// line of that cell's row.
func TestGridPlaces(t *testing.T) {
	b := board.MustParse("6x5")
	p := make(board.Path, 0, b.Size())
	for i := range b.Size() {
		p = append(p, b.Square((i*7)%b.Size()))
	}
	var buf bytes.Buffer
	require.NoError(t, WritePath(&buf, b, p, Grid))
	in := "A caption\n" + buf.String()
	for _, flip := range []bool{false, true} {
		mem, stream, memErr, streamErr := readBoth(t, buf.Bytes(), ReadOptions{Flip: flip})
		require.NoError(t, memErr)
		require.NoError(t, streamErr)
		docs, err := ReadAll(strings.NewReader(in), ReadOptions{Flip: flip})
		require.NoError(t, err)
		for k := range p {
			line, col, ok := docs[0].Place(k)
			require.True(t, ok)
			require.Equal(t, fmt.Sprint(k), strings.Fields(textAt(in, line, col))[0], "captioned, square %d at %d:%d", k, line, col)
			line, col, ok = mem.Place(k)
			require.True(t, ok)
			require.Equal(t, fmt.Sprint(k), strings.Fields(textAt(buf.String(), line, col))[0], "in memory, square %d", k)
			sline, scol, ok := stream.Place(k)
			require.True(t, ok)
			require.Equal(t, [2]int{line, 0}, [2]int{sline, scol}, "streamed, square %d: the row's line", k)
		}
	}
}
