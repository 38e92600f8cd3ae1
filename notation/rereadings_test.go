package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestRecordsOneFieldALineProperty: a tour printed by Rust's {:#?} (a
// Vec of Pos structs, one field a line) on the board given is read as
// its records: whole it is valid, one square left out it is invalid,
// never refused. Joined one record a line, the fields are one reading
// that a later rereading (lists of records) reads whole, so the joined
// reading is the one later rows are measured against. The oracle is the
// tour written (warnsdorffWalk, checked by walkOK).
func TestRecordsOneFieldALineProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 25))
	for n := range 20 {
		b, p := rereadTour(t, rng)
		debug := func(p board.Path) string {
			var sb strings.Builder
			sb.WriteString("[\n")
			for _, s := range p {
				fmt.Fprintf(&sb, "    Pos {\n        x: %d,\n        y: %d,\n    },\n", s.X-1, s.Y-1)
			}
			return sb.String() + "]\n"
		}
		if _, vs, code := judgeExit(debug(p), b); len(vs) != 1 || vs[0] != Valid || code != 0 {
			t.Fatalf("case %d (%v): whole tour %v, exit %d, want 1 valid, exit 0:\n%s", n, b, vs, code, debug(p))
		}
		k := 1 + rng.IntN(len(p)-2)
		short := slices.Delete(slices.Clone(p), k, k+1)
		if _, vs, code := judgeExit(debug(short), b); len(vs) != 1 || vs[0] != Invalid || code != 1 {
			t.Fatalf("case %d (%v): square %d left out: %v, exit %d, want 1 invalid, exit 1:\n%s", n, b, k, vs, code, debug(short))
		}
	}
}
