package notation

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// alg is square (x, y), 0-based, as an algebraic square.
func alg(x, y int32) string { return fmt.Sprintf("%c%d", 'a'+x, y+1) }

// recordWriters print a tour a record a square, as programs log or dump
// one (0-based x, y; steps from 1 unless the language counts from 0),
// each from its own format's syntax: records in brackets with fields
// beside the square, and records without brackets, key: value lines
// between banners, blank lines or keys written again. A writer's first
// line is a header of its own, so that two tours written one after
// another are apart as a program writes them.
var recordWriters = map[string]func(b board.Board, p board.Path) string{
	"yaml list of maps": func(b board.Board, p board.Path) string {
		return "squares:\n" + each(p, "\n", func(k int, x, y int32) string { return fmt.Sprintf("  - x: %d\n    y: %d", x, y) }) + "\n"
	},
	"logfmt": func(b board.Board, p board.Path) string {
		return "level=info msg=\"search started\"\n" + each(p, "\n", func(k int, x, y int32) string {
			return fmt.Sprintf("time=\"2026-12-04T10:00:%02dZ\" level=debug msg=\"visit\" step=%d x=%d y=%d", k%60, k+1, x, y)
		}) + "\n"
	},
	"go %+v structs": func(b board.Board, p board.Path) string {
		return "tour: [" + each(p, " ", func(k int, x, y int32) string { return fmt.Sprintf("{Step:%d X:%d Y:%d Piece:N}", k+1, x, y) }) + "]\n"
	},
	"rust pretty debug": func(b board.Board, p board.Path) string {
		return "[src/main.rs:42] &tour = [\n" + each(p, "\n", func(k int, x, y int32) string {
			return fmt.Sprintf("    Visit {\n        step: %d,\n        at: Square {\n            file: '%c',\n            rank: %d,\n        },\n    },", k+1, 'a'+x, y+1)
		}) + "\n]\n"
	},
	"elixir pretty structs": func(b board.Board, p board.Path) string {
		return "iex(3)> Tour.moves(t)\n[\n" + each(p, ",\n", func(k int, x, y int32) string {
			return fmt.Sprintf("  %%Move{\n    label: \"N\",\n    x: %d,\n    y: %d\n  }", x, y)
		}) + "\n]\n"
	},
	"ruby pp hashes": func(b board.Board, p board.Path) string {
		return "# pp tour\n[" + each(p, ",\n ", func(k int, x, y int32) string {
			return fmt.Sprintf("{:step=>%d, :file=>\"%c\", :rank=>%d}", k+1, 'a'+x, y+1)
		}) + "]\n"
	},
	"powershell format-list": func(b board.Board, p board.Path) string {
		return "PS> $tour | Format-List\n\n" + each(p, "\n\n", func(k int, x, y int32) string {
			return fmt.Sprintf("Step   : %d\nColumn : %d\nRow    : %d", k+1, x, y)
		}) + "\n\n"
	},
	"sqlite line mode": func(b board.Board, p board.Path) string {
		return "sqlite> .mode line\n" + each(p, "\n\n", func(k int, x, y int32) string {
			return fmt.Sprintf("  step = %d\nsquare = %s", k+1, alg(x, y))
		}) + "\n"
	},
	"kotlin data class": func(b board.Board, p board.Path) string {
		return "println(tour)\n[" + each(p, ", ", func(k int, x, y int32) string {
			return fmt.Sprintf("Move(n=%d, square=%s, check=false)", k+1, alg(x, y))
		}) + "]\n"
	},
	"java records": func(b board.Board, p board.Path) string {
		return "jshell> tour\n[" + each(p, ", ", func(k int, x, y int32) string {
			return fmt.Sprintf("Visit[index=%d, row=%d, column=%d, legal=true]", k, y, x)
		}) + "]\n"
	},
	"toml array of tables": func(b board.Board, p board.Path) string {
		return "# tour.toml\n" + each(p, "\n", func(k int, x, y int32) string {
			return fmt.Sprintf("[[visit]]\nstep = %d\nx = %d\ny = %d", k+1, x, y)
		}) + "\n"
	},
	"json lines with a header": func(b board.Board, p board.Path) string {
		return fmt.Sprintf("{\"event\":\"start\",\"width\":%d,\"height\":%d}\n", b.W, b.H) + each(p, "\n", func(k int, x, y int32) string {
			return fmt.Sprintf(`{"t":"12:00:%02d","lvl":"trace","event":"place","pos":[%d,%d]}`, k%60, x, y)
		}) + "\n"
	},
	"csharp anonymous objects": func(b board.Board, p board.Path) string {
		return "> tour\n" + each(p, "\n", func(k int, x, y int32) string {
			return fmt.Sprintf("{ Step = %d, X = %d, Y = %d, Kind = Knight }", k+1, x, y)
		}) + "\n"
	},
}

// TestRecordTours: random tours (warnsdorffWalk; walkOK, an independent
// walk written in the tests, says each is a tour) printed by every
// writer of recordWriters, one tour to an input or two one after
// another, read and judged with no board given and with the board
// given. The oracle is the tours written: as many read as written; a
// valid input exits 0, every tour's reading a tour by walkOK on its
// board; with one fault in the first tour (two squares swapped, a
// square written twice in place of another, one dropped) it never
// exits 0.
func TestRecordTours(t *testing.T) {
	certain := writersProperty(t, rand.New(rand.NewPCG(24, 3)), recordWriters, 2)
	t.Logf("%d writers, %d faulty inputs judged invalid with certainty", len(recordWriters), certain)
}

// TestRecordPlaces: every square read from records is placed where its
// record writes it. The oracle is the text itself: the k-th square's
// value follows the k-th occurrence of its writer's marker (the x key,
// the square key), found by a plain search written here.
func TestRecordPlaces(t *testing.T) {
	markers := map[string]string{
		"yaml list of maps":        "x: ",
		"logfmt":                   " x=",
		"sqlite line mode":         "square = ",
		"powershell format-list":   "Column : ",
		"toml array of tables":     "\nx = ",
		"json lines with a header": `"pos":[`,
		"rust pretty debug":        "file: ",
	}
	rng := rand.New(rand.NewPCG(24, 4))
	b := board.Board{W: 5, H: 6}
	p := warnsdorffWalk(rng, b, 500)
	for _, name := range slices.Sorted(maps.Keys(markers)) {
		text := recordWriters[name](b, p)
		tours, err := ReadTours(strings.NewReader(text), ReadOptions{})
		if err != nil || len(tours) != 1 || len(tours[0].Readings) != 1 {
			t.Fatalf("%s: %d tours, err %v, want one reading", name, len(tours), err)
		}
		d := tours[0].Readings[0]
		from := 0
		for k := range p {
			at := strings.Index(text[from:], markers[name]) + from + len(markers[name])
			from = at
			wantLine := strings.Count(text[:at], "\n") + 1
			wantCol := at - strings.LastIndex(text[:at], "\n")
			line, col, ok := d.Place(k)
			if !ok || line != wantLine || col != wantCol {
				t.Errorf("%s: Place(%d) = %d:%d %v, want %d:%d", name, k, line, col, ok, wantLine, wantCol)
				break
			}
		}
	}
}
