package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// hexWriters print a tour's numbering (from 1, top rank first, 0 on a
// square no step reached) as programs write bytes in hex: C's 0x
// initialisers, 6502 assembly's '$' bytes, Intel assembly's 'h' suffix
// (a leading 0 before a letter), Lisp's #x in a 2-D array.
var hexWriters = map[string]func(b board.Board, p board.Path) string{
	"c initialiser": func(b board.Board, p board.Path) string {
		return fmt.Sprintf("static const uint8_t board[%d][%d] = {\n", b.H, b.W) +
			hexRows(b, p, "    {", ", ", "},", func(v int) string { return fmt.Sprintf("0x%02x", v) }) + "};\n"
	},
	"6502 bytes": func(b board.Board, p board.Path) string {
		return "board:\n" + hexRows(b, p, "        .byte ", ",", "", func(v int) string { return fmt.Sprintf("$%02X", v) })
	},
	"intel db": func(b board.Board, p board.Path) string {
		return "board\n" + hexRows(b, p, "    db ", ", ", "", func(v int) string {
			s := fmt.Sprintf("%02Xh", v)
			if s[0] > '9' {
				s = "0" + s
			}
			return s
		})
	},
	"lisp #x": func(b board.Board, p board.Path) string {
		return "(defparameter *board*\n  #2A(" + hexRows(b, p, "(", " ", ")", func(v int) string { return fmt.Sprintf("#x%x", v) }) + "))\n"
	},
}

// hexRows writes the rows of p's numbering on b, a line each between
// open and close, cells joined by sep, each written by hex.
func hexRows(b board.Board, p board.Path, open, sep, close string, hex func(int) string) string {
	var out strings.Builder
	for _, row := range rowsOf(b, p, 1) {
		cells := make([]string, len(row))
		for k, v := range row {
			cells[k] = hex(v)
		}
		out.WriteString(open + strings.Join(cells, sep) + close + "\n")
	}
	return out.String()
}

// TestHexGrids: random tours numbered in a grid written in hex by every
// writer of hexWriters, whole and with one fault each, read and judged
// with and without the board given. Oracle: the tour written (walkOK);
// valid ones exit 0 as one tour, faulty ones never exit 0, and the
// certain fault of a complete numbering read in the base its literals
// name is judged invalid with the tour count written.
func TestHexGrids(t *testing.T) {
	certain := writersProperty(t, rand.New(rand.NewPCG(24, 16)), hexWriters, 2)
	if certain == 0 {
		t.Errorf("no faulty hex grid judged invalid: a complete numbering's fault is certain")
	}
	t.Logf("%d writers, %d faulty inputs judged invalid with certainty", len(hexWriters), certain)
}

// TestHexLiteral: the hex literals read, and the words that are none.
// Oracle: each literal's value worked out by hand.
func TestHexLiteral(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int // -1: no literal
	}{
		{"0x27,", 39}, {"0X1F ", 31}, {"$27", 39}, {"$ff", 255}, {"27h", 39}, {"0a7H;", 167}, {"#x27)", 39}, {"#X1f", 31},
		{"27", -1}, {"a7h", -1}, {"0x", -1}, {"0x1g", -1}, {"27hours", -1}, {"$", -1}, {"#27", -1}, {"0x123456789", -1},
	} {
		v, _, ok := hexLiteral([]byte(tc.in), 0, hexLiteralMax)
		if got := int(v); !ok && tc.want != -1 || ok && got != tc.want {
			t.Errorf("hexLiteral(%q) = %d, %v, want %d", tc.in, got, ok, tc.want)
		}
	}
}
