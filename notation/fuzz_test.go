package notation

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/stretchr/testify/require"
)

// FuzzReadPath: ReadPath never panics, and whatever it reads, written in
// any format and read again, is the same path (net/netip's parse, print,
// parse again).
func FuzzReadPath(f *testing.F) {
	for _, s := range []string{seedAnswer, seedGrid, "a1 b3", "1,1; 2,3", `{"board":"3x4","closed":true,"tour":["a1","b3"]}`, ". 1\n0 .", "[p(1,1)]."} {
		f.Add([]byte(s), uint8(5), uint8(5))
	}
	f.Fuzz(func(t *testing.T, data []byte, w, h uint8) {
		known := board.Board{W: int32(w%12) + 1, H: int32(h%12) + 1}
		if w >= 200 {
			known = board.Board{} // sometimes unknown
		}
		d, err := ReadPath(bytes.NewReader(data), ReadOptions{Board: known})
		if err != nil {
			return
		}
		if known != (board.Board{}) && d.Board != known {
			t.Fatalf("ReadPath board = %v, given %v", d.Board, known)
		}
		if len(d.Path) == 0 {
			return // an empty list writes as an empty line, which reads as "empty input"
		}
		if len(d.Path) > d.Board.Size()+1 {
			// A list held in memory is read whole, for Judge to cut off
			// lines around a tour; JSON and streams stop after Size+1
			// squares, which can no longer be a path (pigeonhole).
			return
		}
		formats := []Format{Algebraic, Prolog, XY, JSON}
		if onBoardOnce(d.Board, d.Path) {
			formats = append(formats, Grid)
		}
		for _, f := range formats {
			if (f == XY || f == Prolog) && anyOff(d.Board, d.Path) {
				// "1,2" and p(1, 2) off 2x1 read as the (row, col)
				// pair that fits, as pairs are read.
				continue
			}
			var buf bytes.Buffer
			if err := WritePath(&buf, d.Board, d.Path, f); err != nil {
				t.Fatalf("WritePath(%v): %v", f, err)
			}
			text := buf.String()
			again, err := ReadPath(strings.NewReader(text), ReadOptions{Board: d.Board})
			if errors.Is(err, ErrAmbiguous) {
				// On tiny boards a short list is also a grid or a flat
				// list ("1,2" on 1x2): the format says which.
				again, err = ReadPath(strings.NewReader(text), ReadOptions{Board: d.Board, Format: f})
			}
			require.NoError(t, err, "reading back %v %q", f, text)
			require.Equal(t, d.Path, again.Path, "round trip through %v: %q", f, text)
		}
	})
}

func onBoardOnce(b board.Board, p board.Path) bool {
	seen := map[board.Square]bool{}
	for _, s := range p {
		if !b.Contains(s) || seen[s] {
			return false
		}
		seen[s] = true
	}
	return true
}

// FuzzReadAll: the tolerant readers never panic and stay bounded, and
// every tour they read, written in each format and read again, is the same
// path (parse, print, parse again).
func FuzzReadAll(f *testing.F) {
	for _, s := range []string{
		"Solution 1\n1 4 7 10 | 8 11 2 5 | 3 6 9 12\nThis is an open tour\n",
		"grid = [[0,11,16],[17,4,19]]",
		"+----+----+\n| 1 | 4 |\n+----+----+\n",
		"1. a1 2. b3 -> c1,\n",
		"(0, 0), [1, 2], 3/1",
		`{"board":[3,4],"tour":[[0,0],[1,2]]}` + "\n" + `{"width":3,"height":4,"tour":["a1"]}`,
		`["a1", 'b3']`,
		"answer(2, [p(1, 1), p(2, 3)]).",
		"out.textContent += \" 1 4 7 10\\n8 11 2 5\\n3 6 9 12\\n\";\nx = 'a\\nb\\n1'",
	} {
		f.Add([]byte(s), uint8(3), uint8(4), uint8(0))
	}
	f.Fuzz(func(t *testing.T, data []byte, w, h, how uint8) {
		opt := ReadOptions{Board: board.Board{W: int32(w%12) + 1, H: int32(h%12) + 1}, Flip: how&1 != 0, Format: Format(how>>1) % (Numbers + 1)}
		if w >= 200 {
			opt.Board = board.Board{}
		}
		docs, err := ReadAll(bytes.NewReader(data), opt)
		if err != nil {
			if !strings.Contains(err.Error(), ":") {
				t.Fatalf("ReadAll(%q) error %q has no position", data, err)
			}
			return
		}
		for _, d := range docs {
			if d.Board.Check() != nil {
				t.Fatalf("ReadAll(%q) board %v", data, d.Board)
			}
			if len(d.Path) == 0 || len(d.Path) > d.Board.Size()+1 {
				continue
			}
			for _, f := range []Format{Algebraic, Prolog, XY, JSON} {
				var buf bytes.Buffer
				require.NoError(t, WritePath(&buf, d.Board, d.Path, f))
				text := buf.String()
				again, err := ReadPath(bytes.NewReader(buf.Bytes()), ReadOptions{Board: d.Board})
				if errors.Is(err, ErrAmbiguous) {
					// Short paths can also be grids ("2,1" on 2x1): the
					// format says which.
					again, err = ReadPath(&buf, ReadOptions{Board: d.Board, Format: f})
				}
				if (f == XY || f == Prolog) && anyOff(d.Board, d.Path) {
					continue // pairs off the board may read as another notation
				}
				require.NoError(t, err, "reading back %v %q", f, text)
				require.Equal(t, d.Path, again.Path, "round trip through %v: %q", f, text)
			}
		}
	})
}

func anyOff(b board.Board, p board.Path) bool {
	for _, s := range p {
		if !b.Contains(s) {
			return true
		}
	}
	return false
}

// FuzzFromGrid: FromGrid never panics, and a grid it accepts gives a path
// of distinct squares on its board that the text grid reader, given the
// same numbers, reads alike.
func FuzzFromGrid(f *testing.F) {
	f.Add([]byte{1, 4, 7, 6, 9, 2, 3, 8, 5}, uint8(3), false)
	f.Add([]byte{0, 255, 2, 1}, uint8(2), true)
	f.Fuzz(func(t *testing.T, cells []byte, w uint8, flip bool) {
		width := int(w%8) + 1
		if len(cells) < width || len(cells) > 400 {
			return
		}
		var grid [][]int
		var text strings.Builder
		for r := 0; r+width <= len(cells); r += width {
			var row []int
			for _, c := range cells[r : r+width] {
				v := int(c)
				if c == 255 {
					v = -1
				}
				row = append(row, v)
				text.WriteString(strconv.Itoa(v) + " ")
			}
			text.WriteString("\n")
			grid = append(grid, row)
		}
		o := TopFirst
		if flip {
			o = BottomFirst
		}
		b, p, err := FromGrid(grid, o)
		d, textErr := ReadPath(strings.NewReader(text.String()), ReadOptions{Flip: flip, Format: Grid})
		if err != nil {
			// The text reader may read the rows without a header of
			// column numbers ("0 1 2") or a row that writes one number
			// several times ("48 48 48", words beside a grid), as it
			// reads text: other cells than FromGrid's, which it names.
			if textErr == nil && d.Decoration == "" && len(d.Skipped) == 0 {
				t.Fatalf("FromGrid(%v) = %v, but the text grid reads as %v", grid, err, d.Path)
			}
			return
		}
		if len(p) == 0 && errors.Is(textErr, ErrMisread) {
			// No square numbered: FromGrid's path leaves every square
			// out, and the text reader may call the same rows a board
			// printed before any move, no tour, and say so.
			return
		}
		require.NoError(t, textErr, "the text grid %q", text.String())
		require.Equal(t, b, d.Board)
		require.Equal(t, p, d.Path)
		if !onBoardOnce(b, p) {
			t.Fatalf("FromGrid(%v) = %v: squares off %v or repeated", grid, p, b)
		}
	})
}

// FuzzJudgeNeverInvalid: arbitrary lines of text before, between and
// after the rows of a valid tour never make [Judge] call a tour invalid:
// valid or unreadable only (the rule of reading). The checker is written
// here (oracle: the definition of a tour), not verify's.
func FuzzJudgeNeverInvalid(f *testing.F) {
	for _, s := range []string{"", "Solution 1", "57 moves.", "1", "a b c d e", "x x x x x", "-- --", "1 2 3 4 5", "[(0, 0)]", "{}", "8|", "| 1 | 2 |", "\n\n", "a1 b3", "Enter size: 5", `s = "1 2\n3 4\n5"`} {
		f.Add(s, uint8(0), false)
		f.Add(s, uint8(3), true)
	}
	grid := " 2 15 20  9  4\n21 10  3 14 19\n16  1 24  5  8\n11 22  7 18 13\n 0 17 12 23  6\n"
	list := "a1 b3 a5 c4 e5 d3 e1 c2 e3 d5 b4 a2 c1 e2 d4 b5 a3 b1 d2 e4 c5 a4 b2 d1 c3\n"
	b := board.MustParse("5x5")
	check := func(q board.Problem, p board.Path) error {
		if q.Board != b {
			return errors.New("another board")
		}
		if len(p) != b.Size() || !onBoardOnce(b, p) {
			return errors.New("not a tour")
		}
		for i := 1; i < len(p); i++ {
			if !board.IsKnightMove(p[i-1], p[i]) {
				return fmt.Errorf("move %d", i)
			}
		}
		if q.Closed && !board.IsKnightMove(p[len(p)-1], p[0]) {
			return errors.New("not closed")
		}
		return nil
	}
	f.Fuzz(func(t *testing.T, extra string, where uint8, asList bool) {
		base := grid
		if asList {
			base = list
		}
		rows := strings.SplitAfter(strings.TrimSuffix(base, "\n"), "\n")
		at := int(where) % (len(rows) + 1)
		in := strings.Join(rows[:at], "") + extra + "\n" + strings.Join(rows[at:], "") + "\n"
		if at == len(rows) {
			in = base + extra + "\n"
		}
		tours, err := ReadTours(strings.NewReader(in), ReadOptions{Board: b})
		if err != nil {
			return
		}
		if extra == "" && at == len(rows) {
			if len(tours) != 1 || Judge(tours[0], board.Problem{Board: b}, check).Verdict != Valid {
				t.Fatalf("%q: the tour itself is not read as valid", in)
			}
		}
		for _, tour := range tours {
			if j := Judge(tour, board.Problem{Board: b}, check); j.Verdict == Invalid {
				t.Fatalf("%q: tour at line %d judged invalid: %v", in, tour.Line, j.Err)
			}
		}
	})
}
