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

// moveWriters print a tour a move at a time, each move a record naming
// the square it starts on and the square it goes to (0-based x, y of
// each end), as event logs and dumps do: keyed fields in any order,
// beside fields of the record's own, under the names programs give a
// move's ends, written as algebraic squares or as pairs.
var moveWriters = map[string]func(b board.Board, p []knightMove) string{
	"json lines, to before from": func(b board.Board, p []knightMove) string {
		return recordsOf(p, "\n", func(k int, fx, fy, tx, ty int32) string {
			return fmt.Sprintf(`{"to":"%s", "piece":"N", "from":"%s", "seq":%d, "ms":%d}`, alg(tx, ty), alg(fx, fy), k, 17*k+3)
		}) + "\n"
	},
	"json array pretty, src and dst": func(b board.Board, p []knightMove) string {
		return "{\n  \"size\": \"" + b.String() + "\",\n  \"moves\": [\n" + recordsOf(p, ",\n", func(k int, fx, fy, tx, ty int32) string {
			return fmt.Sprintf("    {\n      \"src\": \"%s\",\n      \"dst\": \"%s\"\n    }", alg(fx, fy), alg(tx, ty))
		}) + "\n  ]\n}\n"
	},
	"xml child elements": func(b board.Board, p []knightMove) string {
		return "<knight>\n" + recordsOf(p, "\n", func(k int, fx, fy, tx, ty int32) string {
			return fmt.Sprintf("  <step index=\"%d\"><from>%s</from><to>%s</to></step>", k+1, alg(fx, fy), alg(tx, ty))
		}) + "\n</knight>\n"
	},
	"xml attributes, single quotes": func(b board.Board, p []knightMove) string {
		return fmt.Sprintf("<tour cols='%d' rows='%d'>\n", b.W, b.H) + recordsOf(p, "\n", func(k int, fx, fy, tx, ty int32) string {
			return fmt.Sprintf("<hop to='%s' from='%s' ok='true'/>", alg(tx, ty), alg(fx, fy))
		}) + "\n</tour>\n"
	},
	"yaml start and end pairs": func(b board.Board, p []knightMove) string {
		return "# solver output\nmoves:\n" + recordsOf(p, "\n", func(k int, fx, fy, tx, ty int32) string {
			return fmt.Sprintf("- start: [%d, %d]\n  end: [%d, %d]", fx, fy, tx, ty)
		}) + "\n"
	},
	"python dicts of tuples": func(b board.Board, p []knightMove) string {
		return ">>> moves\n[" + recordsOf(p, ", ", func(k int, fx, fy, tx, ty int32) string {
			return fmt.Sprintf("{'from': (%d, %d), 'to': (%d, %d)}", fx, fy, tx, ty)
		}) + "]\n"
	},
	"ruby hashes": func(b board.Board, p []knightMove) string {
		return "=> [" + recordsOf(p, ",\n ", func(k int, fx, fy, tx, ty int32) string {
			return fmt.Sprintf("{:n=>%d, :source=>\"%s\", :target=>\"%s\"}", k+1, alg(fx, fy), alg(tx, ty))
		}) + "]\n"
	},
	"logfmt": func(b board.Board, p []knightMove) string {
		return recordsOf(p, "\n", func(k int, fx, fy, tx, ty int32) string {
			return fmt.Sprintf("level=debug msg=move n=%d from=%s to=%s", k+1, alg(fx, fy), alg(tx, ty))
		}) + "\n"
	},
	"toml array of tables": func(b board.Board, p []knightMove) string {
		return recordsOf(p, "\n\n", func(k int, fx, fy, tx, ty int32) string {
			return fmt.Sprintf("[[move]]\nfrom = \"%s\"\nto = \"%s\"", alg(fx, fy), alg(tx, ty))
		}) + "\n"
	},
}

// knightMove is one move a writer prints: the squares it starts on and
// goes to.
type knightMove struct{ from, to board.Square }

// movesOn are the moves of walk p, the k-th from p[k] to p[k+1].
func movesOn(p board.Path) []knightMove {
	out := make([]knightMove, 0, len(p))
	for k := 0; k+1 < len(p); k++ {
		out = append(out, knightMove{p[k], p[k+1]})
	}
	return out
}

// recordsOf joins f's record of each move of moves.
func recordsOf(moves []knightMove, sep string, f func(k int, fx, fy, tx, ty int32) string) string {
	out := make([]string, len(moves))
	for k, m := range moves {
		out[k] = f(k, m.from.X-1, m.from.Y-1, m.to.X-1, m.to.Y-1)
	}
	return strings.Join(out, sep)
}

// tourBoards are boards of 1x1 to 16x16 drawn at random, each with a
// tour warnsdorffWalk finds (walkOK checks it), in a fixed order.
func tourBoards(t *testing.T, rng *rand.Rand, n int) ([]board.Board, []board.Path) {
	t.Helper()
	var boards []board.Board
	var paths []board.Path
	for len(boards) < n {
		b := board.Board{W: 1 + rng.Int32N(16), H: 1 + rng.Int32N(16)}
		p := warnsdorffWalk(rng, b, 200)
		if p == nil {
			continue // no tour, or none found: another board
		}
		if !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		boards, paths = append(boards, b), append(paths, p)
	}
	return boards, paths
}

// TestMoveRecords: random tours of boards up to 16x16 (warnsdorffWalk;
// walkOK, an independent walk written in the tests, says each is a
// tour), printed by every writer of moveWriters, read and judged with
// no board given and with the board given. The oracle is the tour
// written: valid, it exits 0 and reads back square for square as the
// tour written, its first move's start first; with one fault (two
// squares swapped, a square written twice in place of another, one
// left out, a stretch of it reversed, so that a move is no knight's
// move) it never exits 0; with one move starting elsewhere than the move
// before went, it never exits 0.
func TestMoveRecords(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 20))
	boards, paths := tourBoards(t, rng, 12)
	faults := []string{"", "swap", "repeat", "drop", "reverse", "break"}
	certain := 0
	for _, name := range slices.Sorted(maps.Keys(moveWriters)) {
		write := moveWriters[name]
		for i, b := range boards {
			p := paths[i]
			if len(p) < 12 {
				continue // no fault fits in a short tour; written below whole
			}
			for _, fault := range faults {
				moves := movesOn(faultyMoves(t, b, p, fault))
				if fault == "break" {
					// The middle move starts on the square two before
					// where the move before went.
					m := len(moves) / 2
					moves[m].from = p[m-1]
				}
				text := write(b, moves)
				for _, given := range []board.Board{{}, b} {
					tours, vs, err := judgeText(text, given)
					exit := propExit(tours, vs)
					if err != nil {
						exit = 2
					}
					switch {
					case fault == "" && (exit != 0 || len(tours) != 1):
						t.Errorf("%s on %v (board given %v), valid: exit %d, %d tours, verdicts %v, want exit 0, one tour:\n%s", name, b, given, exit, len(tours), nestedErrs(tours), clip(text))
					case fault == "":
						j := Judge(tours[0], board.Problem{Board: given}, walkCheck)
						if !slices.Equal(j.Doc.Path, p) {
							t.Errorf("%s on %v: read %v, want the tour written %v", name, b, j.Doc.Path, p)
						}
					case exit == 0:
						t.Errorf("%s on %v (board given %v), %s: exit 0, want a fault or a refusal:\n%s", name, b, given, fault, clip(text))
					case exit == 1 && len(tours) != 1:
						t.Errorf("%s on %v (board given %v), %s: %d tours judged, want 1", name, b, given, fault, len(tours))
					case exit == 1:
						certain++
					}
				}
			}
		}
	}
	t.Logf("%d writers, %d faulty inputs judged invalid with certainty", len(moveWriters), certain)
}

// faultyMoves is p with fault: withFault's, or "reverse", a stretch of
// four squares in the middle reversed, whose ends are then no knight's
// move from the squares beside them, as walkOK confirms.
func faultyMoves(t *testing.T, b board.Board, p board.Path, fault string) board.Path {
	t.Helper()
	if fault != "reverse" && fault != "break" {
		return withFault(t, b, p, fault)
	}
	q := append(board.Path(nil), p...)
	if fault == "reverse" {
		m := len(q) / 2
		slices.Reverse(q[m : m+4])
		if walkOK(b, q) {
			t.Fatalf("%v: the reversed tour is a tour", b)
		}
	}
	return q
}

// TestMoveRecordPlaces: a tour read from move records places its first
// square at the first record's start, and every other at the end of the
// move that goes to it, so that a fault is cited where it is written.
// The oracle is the text itself: the value after the writer's start
// key, then after each of its end keys, found by a plain search here.
func TestMoveRecordPlaces(t *testing.T) {
	markers := map[string][2]string{
		"json lines, to before from":    {`"from":`, `"to":`}, // a quoted value is placed at its quote
		"xml attributes, single quotes": {`from='`, `to='`},
		"logfmt":                        {` from=`, ` to=`},
	}
	rng := rand.New(rand.NewPCG(24, 21))
	b := board.Board{W: 6, H: 5}
	p := warnsdorffWalk(rng, b, 500)
	for _, name := range slices.Sorted(maps.Keys(markers)) {
		text := moveWriters[name](b, movesOn(p))
		tours, err := ReadTours(strings.NewReader(text), ReadOptions{})
		if err != nil || len(tours) != 1 || len(tours[0].Readings) != 1 {
			t.Fatalf("%s: %d tours, err %v, want one reading", name, len(tours), err)
		}
		d := tours[0].Readings[0]
		from := 0
		for k := range p {
			marker := markers[name][1]
			if k == 0 {
				marker = markers[name][0]
			}
			at := strings.Index(text[from:], marker) + from + len(marker)
			if k > 0 {
				from = at
			}
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
