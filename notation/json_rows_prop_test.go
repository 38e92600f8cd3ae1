package notation

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// jsonRowsWrappers write a tour's numbered rows as the value of a key of
// a JSON object, as programs name them ("board", "grid", "cells",
// "solution", "rows"), on one line and pretty-printed by encoding/json,
// with fields of their own beside them: a name, a start, a count, and
// for "board" the "width" and "height" this package's schema knows.
func jsonRowsWrappers() []propWrapper {
	var out []propWrapper
	for ki, key := range []string{"board", "grid", "cells", "solution", "rows"} {
		for _, pretty := range []bool{false, true} {
			name := fmt.Sprintf("JSON %q rows, one line", key)
			if pretty {
				name = fmt.Sprintf("JSON %q rows, pretty", key)
			}
			out = append(out, oneEach(name, true, func(t propTour) string {
				fields := map[string]any{key: t.rows}
				switch (ki + len(name)) % 3 {
				case 0:
					fields["solver"], fields["found"] = "warnsdorff", true
				case 1:
					fields["start"], fields["moves"] = []int{0, 0}, len(t.sq)-1
				}
				if key == "board" && pretty {
					fields["width"], fields["height"] = len(t.rows[0]), len(t.rows)
				}
				var b []byte
				var err error
				if pretty {
					b, err = json.MarshalIndent(fields, "", "  ")
				} else {
					b, err = json.Marshal(fields)
				}
				if err != nil {
					panic("json_rows_prop_test: " + err.Error())
				}
				return string(b)
			}))
		}
	}
	return out
}

// TestJSONRowsProperty writes random tours as JSON objects whose key
// holds the numbered rows (jsonRowsWrappers) and checks them as every
// printout is checked (wrappersReadRight: the oracle is the tour the
// test wrote, checked by walkOK; faults by walkCheck, which shares no
// code with the readers): each reads valid, a fault never passes, and
// no key of the schema holding rows refuses the input.
func TestJSONRowsProperty(t *testing.T) {
	wrappersReadRight(t, rand.New(rand.NewPCG(35, 3)), jsonRowsWrappers())
}

// TestJSONBoardRowsSample: the real one-line outputs that hold their
// numbering under "board" (testdata/unseen) read one valid tour each, on
// the board their rows say, as their source says.
func TestJSONBoardRowsSample(t *testing.T) {
	for name, want := range map[string]board.Board{
		"go-run-fs10499221117-json-board-one-line-warnsdorff-8x8":             {W: 8, H: 8},
		"go-run-fs10499221117-json-board-one-line-warnsdorff-12x12-start-3-4": {W: 12, H: 12},
		"go-run-fs10499221117-json-board-highdegree-5x5-centre":               {W: 5, H: 5},
	} {
		b, err := os.ReadFile("testdata/unseen/" + name + ".txt")
		if err != nil {
			t.Fatal(err)
		}
		tours, err := ReadTours(strings.NewReader(string(b)), ReadOptions{})
		if err != nil || len(tours) != 1 {
			t.Errorf("%s: %d tours (%v), want 1", name, len(tours), err)
			continue
		}
		if j := Judge(tours[0], board.Problem{}, walkCheck); j.Verdict != Valid || j.Doc.Board != want {
			t.Errorf("%s: %v on %v (%v), want valid on %v", name, j.Verdict, j.Doc.Board, j.Err, want)
		}
	}
}
