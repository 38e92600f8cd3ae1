package notation

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
)

// blockWriters print a tour as named blocks of fields, one block a
// square, after fields that name the board: protobuf's text format with
// a block a line or spread over lines.
var blockWriters = map[string]func(b board.Board, p board.Path) string{
	"textproto a block a line": func(b board.Board, p board.Path) string {
		return fmt.Sprintf("# proto-message: Tour\nwidth: %d\nheight: %d\n", b.W, b.H) + each(p, "\n", func(k int, x, y int32) string {
			return fmt.Sprintf("squares { x: %d y: %d }", x, y)
		}) + "\n"
	},
	"textproto blocks spread over lines": func(b board.Board, p board.Path) string {
		return fmt.Sprintf("board_width: %d\nboard_height: %d\n", b.W, b.H) + each(p, "\n", func(k int, x, y int32) string {
			return fmt.Sprintf("move {\n  col: %d\n  row: %d\n}", x, y)
		}) + "\n"
	},
}

// TestNamedBlocks: random tours (warnsdorffWalk; walkOK, an independent
// walk written in the tests, says each is a tour) printed by every
// writer of blockWriters, one or two to an input, read and judged with
// no board given and with the board given. The oracle is the tour
// written: a valid one exits 0 as the tours written, each a reading
// walkOK passes; with one fault no input exits 0.
func TestNamedBlocks(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 6))
	writersProperty(t, rng, blockWriters, 2)
}
