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

// TestQuotedHexIDs: a mongosh listing whose records each hold a quoted
// ObjectId with a square's name and long digit runs in it
// ("e129762039c3..."): read as written, the id's digits and letters are
// taken for the tour's squares and numbers and the input is refused; with
// the id's digits read as letters (letterIDs) the records' squares are
// the tour. Oracle: the tour written, checked by walkOK.
func TestQuotedHexIDs(t *testing.T) {
	b := board.Board{W: 5, H: 5}
	var p board.Path
	for _, s := range strings.Fields("a1 b3 a5 c4 e5 d3 e1 c2 a3 b5 d4 e2 c1 a2 b4 d5 e3 d1 b2 a4 c5 e4 c3 b1 d2") {
		p = append(p, board.MustParseSquare(s))
	}
	if !walkOK(b, p) {
		t.Fatalf("the tour written is no tour of %v", b)
	}
	var in strings.Builder
	in.WriteString("test> db.moves.find({tour: 3}).sort({step: 1})\n[\n")
	for k, s := range p {
		fmt.Fprintf(&in, "  { _id: ObjectId('e129762039c307e114558213'), tour: 3, step: %d, sq: '%v' },\n", k+1, s)
	}
	in.WriteString("]\n")
	for _, opt := range []ReadOptions{{}, {Board: b}} {
		if tours, verdicts, code := textExit(in.String(), opt, walkCheck); code != 0 || len(tours) != 1 {
			t.Errorf("board %v: exit %d, %d tours %v, want exit 0 and one tour:\n%s", opt.Board, code, len(tours), verdicts, in.String())
		}
	}
}
