package notation

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// sizedWriters write a grid's rows beside fields that state its size,
// w columns and h rows, as programs print a struct or a document around
// a board: Go's %+v, a Python dict, pretty JSON, YAML and a record.
var sizedWriters = map[string]func(rows [][]int, w, h int) string{
	"go %+v": func(rows [][]int, w, h int) string {
		return fmt.Sprintf("{W:%d H:%d Board:[%s]}", w, h, writeRowsOn(rows, " ", "] ["))
	},
	"python dict, n": func(rows [][]int, w, h int) string {
		return fmt.Sprintf("{'n': %d, 'board': [[%s]]}", w, writeRowsOn(rows, ", ", "], ["))
	},
	"pretty json": func(rows [][]int, w, h int) string {
		return fmt.Sprintf("{\n  \"width\": %d,\n  \"height\": %d,\n  \"grid\": [\n    [%s]\n  ]\n}", w, h, writeRowsOn(rows, ", ", "],\n    ["))
	},
	"yaml": func(rows [][]int, w, h int) string {
		return fmt.Sprintf("width: %d\nheight: %d\nrows:\n- [%s]", w, h, writeRowsOn(rows, ", ", "]\n- ["))
	},
	"record": func(rows [][]int, w, h int) string {
		return fmt.Sprintf("Board(rows = %d, cols = %d, cells = [[%s]])", h, w, writeRowsOn(rows, ", ", "], ["))
	},
}

// TestStatedSize: a grid beside fields that state its size is read when
// they agree, and refused when one does not: which the program meant,
// the field or the rows, the text does not say, so the grid is no
// certain reading (an ErrBoardMismatch naming both sizes, never a
// verdict), and -board decides. The rule came from Go's %+v of a struct
// whose W said 11 beside three rows; these are random tours written
// through sizedWriters with the size right and with a side one more or
// one less. Oracle: the tour the test made (walkOK) and the size it
// wrote.
func TestStatedSize(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 2))
	for b, p := range testTours(t, rng) {
		rows := rowsOf(b, p, 1)
		w, h := int(b.W), int(b.H)
		for name, write := range sizedWriters {
			text := write(rows, w, h) + "\n"
			if _, vs, err := judgeText(text, board.Board{}); err != nil || fmt.Sprint(vs) != "[valid]" {
				t.Errorf("%s on %v, size stated right: verdicts %v, %v, want [valid]:\n%s", name, b, vs, err, text)
			}
			for _, wrong := range [][2]int{{w + 1, h}, {w, h - 1}, {w + 3, h + 2}} {
				if name == "python dict, n" && (wrong[0] == w || wrong[0] == h) {
					continue // n states one side: it agrees with either
				}
				text := write(rows, wrong[0], wrong[1]) + "\n"
				tours, vs, err := judgeText(text, board.Board{})
				if err != nil || len(tours) != 1 || vs[0] == Valid || !errors.Is(tours[0].Err, ErrBoardMismatch) {
					t.Errorf("%s on %v, stated %dx%d: verdicts %v, %v, want one tour refused as a board mismatch:\n%s", name, b, wrong[0], wrong[1], vs, err, text)
					continue
				}
				if msg := tours[0].Err.Error(); !strings.Contains(msg, fmt.Sprintf("%d columns by %d rows", w, h)) || !strings.Contains(msg, "-board "+b.String()) {
					t.Errorf("%s on %v, stated %dx%d: %q, want both sizes and -board %v named", name, b, wrong[0], wrong[1], msg, b)
				}
				// The board given decides; a JSON document's own "width"
				// against it is the JSON reader's mismatch, no verdict.
				want := "[valid]"
				if name == "pretty json" {
					want = "[unreadable]"
				}
				if _, vs, err := judgeText(text, b); err != nil || fmt.Sprint(vs) != want {
					t.Errorf("%s on %v, stated %dx%d, -board %v: verdicts %v, %v, want %s", name, b, wrong[0], wrong[1], b, vs, err, want)
				}
			}
		}
	}
}
