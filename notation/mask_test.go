package notation

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/stretchr/testify/require"
)

// holyKnightText is the example of Rosetta Code's "Solve a Holy Knight's
// tour" (rosettacode.org/wiki/Solve_a_Holy_Knight's_tour): 0 a square to
// visit, a blank a square with a penny, 1 the start.
const holyKnightText = `  0 0 0
  0   0 0
  0 0 0 0 0 0 0
0 0 0     0   0
0   0     0 0 0
1 0 0 0 0 0 0
    0 0   0
      0 0 0
`

// hopidoText is the example of Rosetta Code's "Solve a Hopido puzzle"
// (rosettacode.org/wiki/Solve_a_Hopido_puzzle): 0 a tile, . none.
const hopidoText = `. 0 0 . 0 0 .
0 0 0 0 0 0 0
0 0 0 0 0 0 0
. 0 0 0 0 0 .
. . 0 0 0 . .
. . . 0 . . .
`

// TestReadMask reads the printed layouts. Oracle: the text itself, cells
// counted by the bytes that mark them, and each square's kind read off
// the row and column of the text by hand.
func TestReadMask(t *testing.T) {
	tests := []struct {
		name   string
		text   string
		board  board.Board
		cells  int
		style  MaskStyle
		cell   []string // some cells
		hole   []string // some holes
		number map[string]int
	}{
		{"holy knight", holyKnightText, board.Board{W: 8, H: 8}, strings.Count(holyKnightText, "0") + 1, HolyKnightStyle,
			[]string{"b8", "h6", "a3", "f1"}, []string{"a8", "e8", "c7", "h1", "d5"}, map[string]int{"a3": 1}},
		{"hopido", hopidoText, board.Board{W: 7, H: 6}, strings.Count(hopidoText, "0"), HopidoStyle,
			[]string{"b6", "d1", "a5"}, []string{"a6", "d6", "g6", "c1", "a2"}, nil},
		{"cross", "x.x\n.xx\n", board.Board{W: 3, H: 2}, 4, CrossStyle, []string{"a2", "c2", "b1"}, []string{"b2", "a1"}, nil},
		{"hashes", "0 # 0\n0 0 0\n", board.Board{W: 3, H: 2}, 5, MaskStyle{Cell: '0', Hole: '#'}, []string{"a2"}, []string{"b2"}, nil},
		{"wide numbers", " 1 __ --\n__ 12 __\n", board.Board{W: 3, H: 2}, 5, MaskStyle{Cell: '_', Hole: '-'}, []string{"a2", "b1"}, []string{"c2"}, map[string]int{"a2": 1, "b1": 12}},
		{"left-aligned numbers", "1  0  .\n12 0  0\n", board.Board{W: 3, H: 2}, 5, HopidoStyle, nil, []string{"c2"}, map[string]int{"a2": 1, "a1": 12}},
		{"crlf and blank lines around", "\r\n\n0 0\r\n0 .\r\n\n", board.Board{W: 2, H: 2}, 3, HopidoStyle, []string{"a2", "b2", "a1"}, []string{"b1"}, nil},
		{"short rows are holes on the right", "0 0 0\n0\n", board.Board{W: 3, H: 2}, 4, HolyKnightStyle, nil, []string{"b1", "c1"}, nil},
		{"a comment line", "# made with seed 3\n# 0 #\n0 0 0\n", board.Board{W: 3, H: 2}, 4, MaskStyle{Cell: '0', Hole: '#'}, []string{"b2"}, []string{"a2"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := ParseMask(tt.text)
			require.NoError(t, err)
			require.Equal(t, tt.board, m.Shape.Board)
			require.Equal(t, tt.cells, m.Shape.Cells(), "cells")
			require.Equal(t, tt.style, m.Style)
			require.True(t, m.Shape.Piece.IsKnight())
			for _, s := range tt.cell {
				require.True(t, m.Shape.IsCell(board.MustParseSquare(s)), "%s is a cell", s)
			}
			for _, s := range tt.hole {
				require.False(t, m.Shape.IsCell(board.MustParseSquare(s)), "%s is a hole", s)
			}
			got := map[string]int{}
			for _, n := range m.Numbers {
				got[n.Square.String()] = n.Number
			}
			if tt.number == nil {
				tt.number = map[string]int{}
			}
			require.Equal(t, tt.number, got)
		})
	}
}

// TestWriteMask writes the layouts back byte for byte (oracle: the text
// read, which is already in the writer's form).
func TestWriteMask(t *testing.T) {
	for _, text := range []string{holyKnightText, hopidoText, "x.x\n.xx\n", "0 # 0\n0 0 0\n", " 1 __ --\n__ 12 __\n", ".\n0\n"} {
		m, err := ParseMask(text)
		require.NoError(t, err)
		require.Equal(t, text, m.String())
	}
}

// TestReadMaskErrors: every refusal says where, and why it must fail.
func TestReadMaskErrors(t *testing.T) {
	tests := []struct {
		text      string
		line, col int
		reason    string
	}{
		{"0 0\n0 q\n", 2, 3, "q is no mark"},
		{"0 0\n0\t0\n", 2, 2, "a tab's width is not known"},
		{"", 1, 1, "no row at all"},
		{"\n  \n", 1, 1, "only blanks"},
		{". .\n. .\n", 1, 1, "every square a hole"},
		{"0 0\n 0\n", 2, 2, "a mark between two cells"},
		{"12 0\n0 0x\n", 2, 3, "0x is neither a mark nor a number"},
		{"1  0\n0  00\n", 2, 4, "00 is no number from 1"},
		{"0\n99999999999999999999\n", 2, 1, "a number too large"},
	}
	for _, tt := range tests {
		t.Run(tt.reason, func(t *testing.T) {
			_, err := ParseMask(tt.text)
			var pe *board.ParseError
			require.ErrorAs(t, err, &pe, "ParseMask(%q) = %v, want a positioned error: %s", tt.text, err, tt.reason)
			require.Equal(t, [2]int{tt.line, tt.col}, [2]int{pe.Line, pe.Col}, "ParseMask(%q) = %v", tt.text, err)
		})
	}
}

// FuzzReadMask: ReadMask never panics, every refusal is positioned, and
// what it reads, written and read again, is the same mask, written the
// same way again (net/netip's parse, print, parse again).
func FuzzReadMask(f *testing.F) {
	for _, s := range []string{holyKnightText, hopidoText, "x.x\n.xx\n", " 1 __ --\n__ 12 __\n", "0 0\n 0\n", "\t", "1  0  .\n12 0  0\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := ReadMask(bytes.NewReader(data))
		if err != nil {
			var pe *board.ParseError
			if !errors.As(err, &pe) || pe.Line < 1 || pe.Col < 1 {
				t.Fatalf("ReadMask(%q) = %v, want a positioned error", data, err)
			}
			return
		}
		if err := m.Shape.Check(); err != nil {
			t.Fatalf("ReadMask(%q) gave a bad shape: %v", data, err)
		}
		text := m.String()
		again, err := ParseMask(text)
		if err != nil {
			t.Fatalf("ReadMask(%q) wrote %q, which reads as %v", data, text, err)
		}
		if again.Shape.Board != m.Shape.Board || again.Shape.HoleList().String() != m.Shape.HoleList().String() || again.Style != m.Style {
			t.Fatalf("ReadMask(%q) = %v %+v, written %q reads as %v %+v", data, m.Shape, m.Style, text, again.Shape, again.Style)
		}
		if len(again.Numbers) != len(m.Numbers) {
			t.Fatalf("numbers %v, read again %v", m.Numbers, again.Numbers)
		}
		for i := range m.Numbers {
			if again.Numbers[i].Square != m.Numbers[i].Square || again.Numbers[i].Number != m.Numbers[i].Number {
				t.Fatalf("numbers %v, read again %v", m.Numbers, again.Numbers)
			}
		}
		if s := again.String(); s != text {
			t.Fatalf("written %q, read and written again %q", text, s)
		}
	})
}
