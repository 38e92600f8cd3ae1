package notation

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf16"

	"github.com/knightcert/knight/board"
)

// toUTF16 writes s in UTF-16 by the standard library's encoder (the
// oracle: unicode/utf16, no code of the reader's), with a byte order
// mark when bom is set.
func toUTF16(s string, bigEndian, bom bool) string {
	var out []byte
	units := utf16.Encode([]rune(s))
	if bom {
		units = append([]uint16{0xFEFF}, units...)
	}
	for _, u := range units {
		if bigEndian {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	return string(out)
}

// utf16Writers print a tour as PowerShell 5's '>' and other Windows
// tools save it: UTF-16 of either byte order, with a BOM or without,
// lines ended by CRLF, in layouts of several kinds (a grid under a
// caption with a non-ASCII sign, a square list, a labelled board).
var utf16Writers = map[string]func(b board.Board, p board.Path) string{
	"le bom grid crlf": func(b board.Board, p board.Path) string {
		text := fmt.Sprintf("Knight's tour %d×%d\r\n", b.W, b.H) + strings.ReplaceAll(writeRows(rowsOf(b, p, 1), "", " ", ""), "\n", "\r\n")
		return toUTF16(text, false, true)
	},
	"be bom square list": func(b board.Board, p board.Path) string {
		return toUTF16("PS C:\\> .\\tour.exe\r\n"+squaresOf(p)+"\r\n", true, true)
	},
	"le grid no bom": func(b board.Board, p board.Path) string {
		return toUTF16(writeRows(rowsOf(b, p, 0), "[", ", ", "]"), false, false)
	},
	"be grid no bom": func(b board.Board, p board.Path) string {
		return toUTF16("# tour\n"+writeRows(rowsOf(b, p, 1), "| ", " | ", " |"), true, false)
	},
}

// TestUTF16Writers: random tours written in UTF-16 (utf16Writers) are
// read as the text they encode. The oracle is the tour written (walkOK):
// a valid one exits 0 as one tour, one with a fault never exits 0.
func TestUTF16Writers(t *testing.T) {
	certain := writersProperty(t, rand.New(rand.NewPCG(18, 16)), utf16Writers, 1)
	t.Logf("%d writers, %d faulty inputs judged invalid with certainty", len(utf16Writers), certain)
}

// TestUTF16Positions: a fault is named at its line and column in the
// decoded text, the BOM not counted. The oracle is the same text in
// UTF-8, read by the same reader: both name the same place.
func TestUTF16Positions(t *testing.T) {
	rng := rand.New(rand.NewPCG(18, 17))
	b := board.Board{W: 5, H: 6}
	p := warnsdorffWalk(rng, b, 500)
	if p == nil || !walkOK(b, p) {
		t.Fatal("the test's own tour")
	}
	rows := rowsOf(b, p, 1)
	rows[3][2] = rows[1][4] // a number written twice: a numbering's fault, found by the reader
	plain := "Tour ×\n" + writeRows(rows, "  ", "  ", "")
	_, want := ReadAll(strings.NewReader(plain), ReadOptions{Board: b})
	var wantPos *board.ParseError
	if !errors.As(want, &wantPos) {
		t.Fatalf("the UTF-8 text: err %v, want a fault with its position", want)
	}
	for _, be := range []bool{false, true} {
		for _, bom := range []bool{false, true} {
			_, err := ReadAll(strings.NewReader(toUTF16(plain, be, bom)), ReadOptions{Board: b})
			var pos *board.ParseError
			if !errors.As(err, &pos) || pos.Line != wantPos.Line || pos.Col != wantPos.Col || err.Error() != want.Error() {
				t.Errorf("big endian %v, BOM %v: err %v, want %v", be, bom, err, want)
			}
		}
	}
}

// TestUTF16NotGuessed: input that is not UTF-16 by its BOM or by a NUL
// in every unit on one side is read as the bytes written. Each case says
// why it is no UTF-16 text.
func TestUTF16NotGuessed(t *testing.T) {
	for _, tc := range []struct{ in, reason string }{
		{"a1 b3 c1\x00", "one NUL, at the end: UTF-8 with a stray NUL"},
		{"a\x00\x00\x001\x00\x00\x00", "UTF-32: units of U+0000 between the characters"},
		{"a\x001\x00 \x00b\x003\x00 \x00c\x001", "an odd length"},
		{"ab\x00c", "NULs in too few units"},
	} {
		if out, ok := fromUTF16([]byte(tc.in)); ok || !bytes.Equal(out, []byte(tc.in)) {
			t.Errorf("fromUTF16(%q) = %q, %v; want the input unchanged: %s", tc.in, out, ok, tc.reason)
		}
	}
}

// TestUTF16Stream: the decoder for inputs too long to hold gives what
// the standard library decodes from the same units (the oracle:
// unicode/utf16.Decode), read one byte at a time so that every unit and
// surrogate pair is cut between reads.
func TestUTF16Stream(t *testing.T) {
	text := "a1 b3 — 𝄞 c1\r\n騎士 ١٢\n"
	for _, be := range []bool{false, true} {
		enc := toUTF16(text, be, true)
		r := utf16Stream([]byte(enc), iotest.OneByteReader(strings.NewReader(enc)))
		got, err := io.ReadAll(r)
		if err != nil || string(got) != text {
			t.Errorf("big endian %v: %q, %v; want %q", be, got, err, text)
		}
	}
}
