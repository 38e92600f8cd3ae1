package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestLetterFilesNotDropped: a tour written as records whose file is a
// quoted letter (Square(file='d', rank=6), ["d", 6]) must not be read as
// its ranks paired up. On a 2k x k board the ranks of a tour number
// 2k*k, so paired they are k*k squares of a k x k board: as many as a
// tour of it has, which looked certain, and a valid tour was judged
// invalid. The oracle is the tour the test wrote (warnsdorffWalk,
// checked by walkOK): a valid tour never exits 1.
func TestLetterFilesNotDropped(t *testing.T) {
	records := map[string]func(s board.Square) string{
		"namedtuple": func(s board.Square) string {
			return fmt.Sprintf("Square(file='%c', rank=%d)", 'a'+s.X-1, s.Y)
		},
		"list":   func(s board.Square) string { return fmt.Sprintf(`["%c", %d]`, 'a'+s.X-1, s.Y) },
		"record": func(s board.Square) string { return fmt.Sprintf(`{f: "%c", r: %d}`, 'a'+s.X-1, s.Y) },
	}
	rng := rand.New(rand.NewPCG(16, 508))
	for _, k := range []int32{4, 5, 6, 7} {
		b := board.Board{W: 2 * k, H: k}
		p := warnsdorffWalk(rng, b, 200)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: no tour made", b)
		}
		for name, rec := range records {
			for _, sep := range []string{", ", ",\n "} {
				parts := make([]string, len(p))
				for i, s := range p {
					parts[i] = rec(s)
				}
				in := "[" + strings.Join(parts, sep) + "]\n"
				if _, _, code := textExit(in, ReadOptions{}, walkCheck); code == 1 {
					t.Errorf("%v %s %q: a valid tour exits 1:\n%.200s", b, name, sep, in)
				}
			}
		}
	}
}
