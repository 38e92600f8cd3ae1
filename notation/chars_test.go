package notation

import (
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNormalizeDashesArrows: dashes and arrows that programs and pages put
// between squares read as their ASCII forms. The oracle is the ASCII text,
// read by the same reader: the paths must be equal; and an error after
// one of them is placed at its byte in the input, not in the rewritten
// text.
func TestNormalizeDashesArrows(t *testing.T) {
	opt := ReadOptions{Board: board.MustParse("8x8")}
	ascii, err := ReadPath(strings.NewReader("a1 - b3 - c1 -> a2"), opt)
	require.NoError(t, err)
	for _, in := range []string{
		"a1 – b3 – c1 → a2",  // en dash, arrow
		"a1 — b3 ‒ c1 ⟶ a2",  // em dash, figure dash, long arrow
		"a1 ‐ b3 ‑ c1 -> a2", // hyphen, no-break hyphen
	} {
		d, err := ReadPath(strings.NewReader(in), opt)
		if assert.NoError(t, err, in) {
			assert.Equal(t, ascii.Path, d.Path, in)
		}
	}
	_, err = ReadPath(strings.NewReader("a1 → b3 → %"), opt)
	var perr *board.ParseError
	require.ErrorAs(t, err, &perr)
	assert.Equal(t, len("a1 → b3 → ")+1, perr.Col, "column of %% in bytes of the input: %v", err)
}

// TestNormalizeTerminalEscapes: a grid copied from a terminal with its
// colour sequences reads as the grid without them (the oracle: the same
// text with the sequences removed by hand).
func TestNormalizeTerminalEscapes(t *testing.T) {
	plain := " 1 4 7 10\n12 9 2 5\n 3 6 11 8\n"
	coloured := "\x1b[7m 1\x1b[0m 4\x1b[7m 7\x1b[0m 10\n12\x1b[1;31m 9\x1b[0m 2 5\n 3 6 11 8\x1b[0m\n"
	want, err := ReadPath(strings.NewReader(plain), ReadOptions{})
	require.NoError(t, err)
	got, err := ReadPath(strings.NewReader(coloured), ReadOptions{})
	require.NoError(t, err)
	assert.Equal(t, want.Path, got.Path)
	assert.Equal(t, want.Board, got.Board)
}

// TestNormalizeBoxDrawing: a grid framed in box-drawing characters, as
// REXX prints it, reads as the same grid framed in ASCII (the oracle: the
// ASCII text, written here by hand).
func TestNormalizeBoxDrawing(t *testing.T) {
	ascii := "+---+---+---+---+\n| 1 | 4 | 7 |10 |\n+---+---+---+---+\n|12 | 9 | 2 | 5 |\n+---+---+---+---+\n| 3 | 6 |11 | 8 |\n+---+---+---+---+\n"
	box := "┌───┬───┬───┬───┐\n│ 1 │ 4 │ 7 │10 │\n├───┼───┼───┼───┤\n│12 │ 9 │ 2 │ 5 │\n├───┼───┼───┼───┤\n│ 3 │ 6 │11 │ 8 │\n└───┴───┴───┴───┘\n"
	want, err := ReadPath(strings.NewReader(ascii), ReadOptions{})
	require.NoError(t, err)
	got, err := ReadPath(strings.NewReader(box), ReadOptions{})
	require.NoError(t, err)
	assert.Equal(t, want.Path, got.Path)
	assert.Equal(t, board.MustParse("4x3"), got.Board)
}

// TestNormalizeScriptDigits: a numbered grid written in the decimal
// digits of another script reads as the same grid in ASCII digits, with
// a fault at the same place. The oracle is the ASCII text, made from the
// script's text by the test's own table of each script's zero.
func TestNormalizeScriptDigits(t *testing.T) {
	ascii := " 1  4  7 10\n12  9  2  5\n 3  6 11  8\n"
	faulty := " 1  4  7 10\n12  9  2  5\n 3  6 11  1\n"
	zeros := map[string]rune{
		"Arabic-Indic": 0x0660, "Persian": 0x06F0, "Devanagari": 0x0966, "Bengali": 0x09E6,
		"Thai": 0x0E50, "Myanmar": 0x1040, "full-width": 0xFF10, "mathematical bold": 0x1D7CE,
	}
	in := func(zero rune, s string) string {
		return strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return zero + r - '0'
			}
			return r
		}, s)
	}
	opt := ReadOptions{Board: board.Board{W: 4, H: 3}}
	want, err := ReadPath(strings.NewReader(ascii), opt)
	require.NoError(t, err)
	_, wantErr := ReadTours(strings.NewReader(faulty), opt)
	for script, zero := range zeros {
		got, err := ReadPath(strings.NewReader(in(zero, ascii)), opt)
		if assert.NoError(t, err, script) {
			assert.Equal(t, want.Path, got.Path, script)
		}
		tours, err := ReadTours(strings.NewReader(in(zero, faulty)), opt)
		require.Equal(t, wantErr, err, script)
		if assert.Len(t, tours, 1, script) {
			j := Judge(tours[0], board.Problem{Board: opt.Board}, walkCheck)
			assert.Equal(t, Invalid, j.Verdict, "%s: %v", script, j.Err)
		}
	}
}

// TestNormalizeMarksOnDigits: digits drawn with marks on them, keycap
// emoji a digit each ("1️⃣0️⃣": the digit, U+FE0F, U+20E3) or full-width
// digits under a combining circle, read as the digits, so that a rank or
// a grid's number of two digits is one number. The oracle: the ASCII
// text, read by the same reader, and a fault's column counted in bytes
// of the input.
func TestNormalizeMarksOnDigits(t *testing.T) {
	opt := ReadOptions{Board: board.MustParse("3x10")}
	ascii, err := ReadPath(strings.NewReader("b10 a8 c9 a10"), opt)
	require.NoError(t, err)
	for _, in := range []string{
		"b1️⃣0️⃣ a8️⃣ c9️⃣ a1️⃣0️⃣",
		"b１⃝０⃝ a８⃝ c９⃝ a１⃝０⃝",
	} {
		d, err := ReadPath(strings.NewReader(in), opt)
		if assert.NoError(t, err, in) {
			assert.Equal(t, ascii.Path, d.Path, in)
		}
	}
	_, err = ReadPath(strings.NewReader("b1️⃣0️⃣ a8️⃣ %"), opt)
	var perr *board.ParseError
	require.ErrorAs(t, err, &perr)
	assert.Equal(t, len("b1️⃣0️⃣ a8️⃣ ")+1, perr.Col, "column of %% in bytes of the input: %v", err)

	plain := " 1  4  7 10\n12  9  2  5\n 3  6 11  8\n"
	keycap := " 1️⃣  4️⃣  7️⃣ 1️⃣0️⃣\n1️⃣2️⃣  9️⃣  2️⃣  5️⃣\n 3️⃣  6️⃣ 1️⃣1️⃣  8️⃣\n"
	want, err := ReadPath(strings.NewReader(plain), ReadOptions{})
	require.NoError(t, err)
	got, err := ReadPath(strings.NewReader(keycap), ReadOptions{})
	require.NoError(t, err)
	assert.Equal(t, want.Path, got.Path)
	assert.Equal(t, want.Board, got.Board)
}
