package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// indexCaptionWriters print a tour as a list of square indices under a
// caption that states the order in words of its own: column by column
// (down or up each file or column, or a formula "file*H + rank") or row
// by row (across each rank, "rank*W + file"), from a1.
var indexCaptionWriters = map[string]func(b board.Board, p board.Path) string{
	"down each file": func(b board.Board, p board.Path) string {
		return fmt.Sprintf("Tour on a %dx%d board; squares indexed 0..%d down each file from a1:\n", b.W, b.H, b.Size()-1) + indexList(b, p, true, 0)
	},
	"formula by files": func(b board.Board, p board.Path) string {
		return fmt.Sprintf("%dx%d, cell index = file*%d + rank, from 1 at a1\n", b.W, b.H, b.H) + indexList(b, p, true, 1)
	},
	"up each column": func(b board.Board, p board.Path) string {
		return fmt.Sprintf("# board %d by %d: squares numbered up each column, starting at the bottom left\n", b.W, b.H) + indexList(b, p, true, 0)
	},
	"across each rank": func(b board.Board, p board.Path) string {
		return fmt.Sprintf("Board %dx%d, cells numbered across each rank from a1:\n", b.W, b.H) + indexList(b, p, false, 1)
	},
	"formula by ranks": func(b board.Board, p board.Path) string {
		return fmt.Sprintf("%d x %d; square index = rank*%d + file (a1 = 0)\n", b.W, b.H, b.W) + indexList(b, p, false, 0)
	},
}

// indexList writes p as square indices from base: by files from a1 up
// each when byFiles, else by ranks from a1.
func indexList(b board.Board, p board.Path, byFiles bool, base int) string {
	out := make([]string, len(p))
	for k, s := range p {
		i := int(s.Y-1)*int(b.W) + int(s.X-1)
		if byFiles {
			i = int(s.X-1)*int(b.H) + int(s.Y-1)
		}
		out[k] = fmt.Sprint(i + base)
	}
	return strings.Join(out, " ") + "\n"
}

// TestIndexCaptions: random tours written as square indices under a
// caption that says their order, whole and with one fault each, judged
// with and without the board given. Oracle: the tour written (walkOK):
// valid ones exit 0 as one tour, faulty ones never exit 0, and a fault
// in the order the caption states is certain.
func TestIndexCaptions(t *testing.T) {
	certain := writersProperty(t, rand.New(rand.NewPCG(24, 3)), indexCaptionWriters, 1)
	if certain == 0 {
		t.Errorf("no faulty index list judged invalid: its caption states the order")
	}
	t.Logf("%d writers, %d faulty inputs judged invalid with certainty", len(indexCaptionWriters), certain)
}
