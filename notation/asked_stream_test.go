package notation

import (
	"fmt"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/streamhook"
)

// TestStreamedAsked: an input read as a stream (over 4 MiB; here every
// input, by the test hook) is judged as the same input held in memory,
// the notation asked included: -read grid makes one line of numbers a
// W x 1 grid, -read xy a list of pairs one pair short a certain path.
// The oracle is the second engine: the in-memory reader's verdict.
func TestStreamedAsked(t *testing.T) {
	var line []string
	for i := range 12 {
		line = append(line, fmt.Sprint(1+i*5%12)) // 1..12, none next to the one before
	}
	pairs := "0,0 1,2 2,0 0,1 1,3 3,2 2,4 4,3 3,1 1,0 0,2 1,4 3,3 4,1 2,2 0,3 1,1 3,0 4,2 2,1 4,0 3,2 4,4 2,3"
	for _, c := range []struct {
		name, text string
		opt        ReadOptions
	}{
		{"one line of numbers, -read grid", strings.Join(line, " ") + "\n", ReadOptions{Format: Grid}},
		{"one line of numbers", strings.Join(line, " ") + "\n", ReadOptions{}},
		{"pairs one short of 5x5, -read xy", pairs + "\n", ReadOptions{Format: XY, Board: board.Board{W: 5, H: 5}}},
		{"pairs one short of 5x5", pairs + "\n", ReadOptions{Board: board.Board{W: 5, H: 5}}},
	} {
		judge := func() (Verdict, string) {
			tours, err := ReadTours(strings.NewReader(c.text), c.opt)
			if err != nil || len(tours) != 1 {
				return Unreadable, fmt.Sprint(len(tours), " tours, ", err)
			}
			j := Judge(tours[0], board.Problem{Board: c.opt.Board}, walkCheck)
			return j.Verdict, fmt.Sprint(j.Err)
		}
		held, why := judge()
		old := streamhook.Above
		streamhook.Above = 0
		streamed, whyStreamed := judge()
		streamhook.Above = old
		if streamed != held {
			t.Errorf("%s: streamed %v (%s), held in memory %v (%s)", c.name, streamed, whyStreamed, held, why)
		}
	}
}
