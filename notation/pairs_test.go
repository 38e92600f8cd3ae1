package notation

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tourCheck is the definition of a tour meeting q, written here as the
// oracle: squares on the board, none twice, each a knight move from the
// one before, all of them, and the start and end asked for.
func tourCheck(q board.Problem, p board.Path) error {
	seen := map[board.Square]bool{}
	for i, s := range p {
		if !q.Board.Contains(s) || seen[s] || i > 0 && !board.IsKnightMove(p[i-1], s) {
			return fmt.Errorf("move %d: at fault", i)
		}
		seen[s] = true
	}
	switch {
	case len(p) != q.Board.Size():
		return errors.New("short")
	case len(q.Prefix) > 0 && p[0] != q.Prefix[0]:
		return errors.New("wrong start")
	case q.HasEnd() && p[len(p)-1] != q.End:
		return errors.New("wrong end")
	}
	return nil
}

// rowCol writes p as (row, col) pairs, the rank first, from base, in a
// style of pairs.
func rowCol(p board.Path, base int32, style string) string {
	return joinSquares(p, map[string]string{"parens": " ", "brackets": ", ", "comma": " ", "lines": "\n"}[style], func(_ int, s board.Square) string {
		r, c := s.Y-1+base, s.X-1+base
		switch style {
		case "parens":
			return fmt.Sprintf("(%d, %d)", r, c)
		case "brackets":
			return fmt.Sprintf("[%d, %d]", r, c)
		case "comma":
			return fmt.Sprintf("%d,%d", r, c)
		}
		return fmt.Sprintf("%d %d", r, c)
	})
}

// TestRowColPairs: pairs written (row, col), from 0 or 1, in every pair
// style, are judged under rule 1: valid, the reading named "(row, col)",
// when they fit the board only so (a board that is not square) or when
// only so they meet a required end (a square board, on which both
// readings are tours); and a fault in them is invalid, from the one
// reading that fits, at the right move. Oracles: knight tour's tours
// (4x3, 5x6, 6x6), the definition of a tour (tourCheck), and the move
// broken by hand.
func TestRowColPairs(t *testing.T) {
	tours := map[string]string{
		"4x3": "a1 c2 a3 b1 d2 b3 c1 d3 b2 d1 c3 a2",
		"5x6": "a1 c2 e1 d3 e5 c6 a5 b3 c1 e2 d4 e6 c5 a6 b4 a2 c3 d1 e3 d5 b6 a4 b2 c4 d6 e4 d2 b1 a3 b5",
		"6x6": "b1 a3 b5 d6 f5 e3 f1 d2 f3 e1 c2 a1 b3 a5 c6 e5 c4 b6 a4 b2 d1 f2 e4 f6 d5 c3 a2 c1 e2 d4 e6 f4 d3 c5 a6 b4",
	}
	for side, text := range tours {
		b := board.MustParse(side)
		p, err := board.ParsePath(text)
		require.NoError(t, err)
		q := board.Problem{Board: b}
		if b.W == b.H {
			q.End = p[len(p)-1] // b4; read as (file, rank) the tour ends on d2
		}
		for _, base := range []int32{0, 1} {
			for _, style := range []string{"parens", "brackets", "comma", "lines"} {
				t.Run(fmt.Sprintf("%s/from%d/%s", side, base, style), func(t *testing.T) {
					in := rowCol(p, base, style)
					tours, err := ReadTours(strings.NewReader(in), ReadOptions{Board: b})
					require.NoError(t, err)
					require.Len(t, tours, 1)
					j := Judge(tours[0], q, tourCheck)
					require.Equal(t, Valid, j.Verdict, "%q: %v", in, j.Err)
					assert.Equal(t, p, j.Doc.Path)
					assert.Contains(t, j.Doc.Reading(), fmt.Sprintf("pairs read as (row, col) from %d", base))

					broken := append(board.Path(nil), p...)
					broken[5], broken[6] = broken[6], broken[5]
					tours, err = ReadTours(strings.NewReader(rowCol(broken, base, style)), ReadOptions{Board: b})
					require.NoError(t, err)
					j = Judge(tours[0], board.Problem{Board: b}, tourCheck)
					require.Equal(t, Invalid, j.Verdict, "%v", j.Err)
					assert.EqualError(t, j.Err, "move 5: at fault")
					if b.W != b.H {
						assert.Contains(t, j.Doc.Reading(), "(row, col)", "the one reading that fits")
					}
				})
			}
		}
	}
}
