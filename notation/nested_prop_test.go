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

// nestedWriters print a tour as a program's data structure would, each
// from its language's literal syntax (0-based x, y; steps from 1): the
// nestings the tree reader was not written from, and those named where
// it was asked for (Data::Dumper, a Haskell map, XML attributes, a
// pprint dict with its board, Clojure maps, Prolog pairs, SQL rows,
// JSON lines).
var nestedWriters = map[string]func(b board.Board, p board.Path) string{
	"yaml flow pairs": func(b board.Board, p board.Path) string {
		return "tour:\n" + each(p, "\n", func(k int, x, y int32) string { return fmt.Sprintf("  - [%d, %d]", x, y) }) + "\n"
	},
	"toml inline tables": func(b board.Board, p board.Path) string {
		return fmt.Sprintf("width = %d\nheight = %d\nmoves = [\n", b.W, b.H) +
			each(p, ",\n", func(k int, x, y int32) string { return fmt.Sprintf("  { x = %d, y = %d }", x, y) }) + "\n]\n"
	},
	"lua tables": func(b board.Board, p board.Path) string {
		return "local tour = {\n" + each(p, ",\n", func(k int, x, y int32) string { return fmt.Sprintf("  [%d] = {x=%d, y=%d}", k+1, x, y) }) + "\n}\n"
	},
	"kotlin pairs": func(b board.Board, p board.Path) string {
		return "val tour = listOf(" + each(p, ", ", func(k int, x, y int32) string { return fmt.Sprintf("Pair(%d, %d)", x, y) }) + ")\n"
	},
	"scala tuples": func(b board.Board, p board.Path) string {
		return "scala> res0: List[(Int, Int)] = List(" + each(p, ", ", func(k int, x, y int32) string { return fmt.Sprintf("(%d,%d)", x, y) }) + ")\n"
	},
	"elixir keywords": func(b board.Board, p board.Path) string {
		return "iex(1)> tour\n[\n" + each(p, ",\n", func(k int, x, y int32) string { return fmt.Sprintf("  [row: %d, col: %d]", y, x) }) + "\n]\n"
	},
	"r vectors": func(b board.Board, p board.Path) string {
		return "> dput(tour)\nlist(" + each(p, ", ", func(k int, x, y int32) string { return fmt.Sprintf("c(%d, %d)", x, y) }) + ")\n"
	},
	"go structs": func(b board.Board, p board.Path) string {
		return "[]main.Square{" + each(p, ", ", func(k int, x, y int32) string { return fmt.Sprintf("main.Square{X:%d, Y:%d}", x, y) }) + "}\n"
	},
	"json steps": func(b board.Board, p board.Path) string {
		return "[\n" + each(p, ",\n", func(k int, x, y int32) string {
			return fmt.Sprintf(`  {"step": %d, "file": %d, "rank": %d}`, k+1, x, y)
		}) + "\n]\n"
	},
	"xml elements": func(b board.Board, p board.Path) string {
		return "<path>\n" + each(p, "\n", func(k int, x, y int32) string {
			return fmt.Sprintf("  <square>\n    <x>%d</x>\n    <y>%d</y>\n  </square>", x, y)
		}) + "\n</path>\n"
	},
	"ruby hash with board": func(b board.Board, p board.Path) string {
		return fmt.Sprintf("{:board=>[%d, %d], :path=>[", b.W, b.H) + each(p, ", ", func(k int, x, y int32) string { return fmt.Sprintf("[%d, %d]", x, y) }) + "]}\n"
	},
	"elixir step tuples": func(b board.Board, p board.Path) string {
		return each(p, ",\n", func(k int, x, y int32) string { return fmt.Sprintf("{%d, {%d, %d}}", k, x, y) }) + "\n"
	},
	// Named where the reader was asked for.
	"perl dumper": func(b board.Board, p board.Path) string {
		return "$VAR1 = [\n" + each(p, ",\n", func(k int, x, y int32) string {
			return fmt.Sprintf("          [\n            %d,\n            %d\n          ]", x, y)
		}) + "\n        ];\n"
	},
	"haskell map": func(b board.Board, p board.Path) string {
		return "fromList [" + each(p, ",", func(k int, x, y int32) string { return fmt.Sprintf("(%d,(%d,%d))", k+1, x, y) }) + "]\n"
	},
	"xml attributes": func(b board.Board, p board.Path) string {
		return fmt.Sprintf("<?xml version=\"1.0\"?>\n<tour width=\"%d\" height=\"%d\">\n", b.W, b.H) +
			each(p, "\n", func(k int, x, y int32) string { return fmt.Sprintf("  <move x=\"%d\" y=\"%d\"/>", x, y) }) + "\n</tour>\n"
	},
	"pprint dict": func(b board.Board, p board.Path) string {
		return fmt.Sprintf("{'board': (%d, %d),\n 'tour': [", b.W, b.H) + each(p, ",\n          ", func(k int, x, y int32) string { return fmt.Sprintf("(%d, %d)", x, y) }) + "]}\n"
	},
	"clojure maps": func(b board.Board, p board.Path) string {
		return "(" + each(p, " ", func(k int, x, y int32) string { return fmt.Sprintf("{:x %d, :y %d}", x, y) }) + ")\n"
	},
	"prolog pairs": func(b board.Board, p board.Path) string {
		return fmt.Sprintf("?- tour(%d, %d, T).\nT = [", b.W, b.H) + each(p, ", ", func(k int, x, y int32) string { return fmt.Sprintf("%d-%d", x+1, y+1) }) + "].\n"
	},
	"sql rows": func(b board.Board, p board.Path) string {
		return "CREATE TABLE moves (step INTEGER, x INTEGER, y INTEGER);\n" + each(p, "\n", func(k int, x, y int32) string {
			return fmt.Sprintf("INSERT INTO moves (step, x, y) VALUES (%d, %d, %d);", k+1, x, y)
		}) + "\n"
	},
}

// each writes the squares of p, 0-based, joined by sep.
func each(p board.Path, sep string, f func(k int, x, y int32) string) string {
	out := make([]string, len(p))
	for k, s := range p {
		out[k] = f(k, s.X-1, s.Y-1)
	}
	return strings.Join(out, sep)
}

// TestNestedPairs: random tours (warnsdorffWalk; walkOK, an independent
// walk written in the tests, says each is a tour) printed by every
// writer of nestedWriters, read and judged with no board given and with
// the board given. The oracle is the tour written: a valid one exits 0
// as one tour whose reading walkOK passes on its board; with one fault
// (two squares swapped, a square written twice in place of another, an
// entry dropped, steps counted again as a program would write them) it
// never exits 0.
func TestNestedPairs(t *testing.T) {
	certain := writersProperty(t, rand.New(rand.NewPCG(24, 2)), nestedWriters, 1)
	t.Logf("%d writers, %d faulty inputs judged invalid with certainty", len(nestedWriters), certain)
}

// writersProperty writes random tours (warnsdorffWalk's, checked by
// walkOK) through each writer, four rounds on boards of several shapes,
// one tour an input, or in every second round two when perInput is 2,
// whole and with each of withFault's faults in the first, and judges
// each text as knight verify does, with the board given and without.
// A valid text exits 0 with as many tours as written, each reading a
// tour by walkOK; a faulty one never exits 0, and when judged (exit 1)
// counts the tours written. It returns how many faulty inputs were
// judged invalid.
func writersProperty(t *testing.T, rng *rand.Rand, writers map[string]func(board.Board, board.Path) string, perInput int) (certain int) {
	t.Helper()
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 5, H: 6}, {W: 7, H: 6}, {W: 8, H: 8}, {W: 3, H: 4}}
	faults := []string{"", "swap", "repeat", "drop"}
	for _, name := range slices.Sorted(maps.Keys(writers)) {
		write := writers[name]
		for round := range 4 {
			b := boards[(round+len(name))%len(boards)]
			p := warnsdorffWalk(rng, b, 500)
			var second board.Path
			if perInput == 2 {
				second = warnsdorffWalk(rng, b, 500)
				if second == nil || !walkOK(b, second) {
					t.Fatalf("%v: the test's own tour", b)
				}
			}
			if p == nil || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			count := 1 + round%perInput
			for _, fault := range faults {
				text := writeInput(t, write, b, p, second, fault, count)
				for _, given := range []board.Board{{}, b} {
					tours, _, exit := judgeExit(text, given)
					switch {
					case fault == "" && exit != 0:
						t.Errorf("%s on %v (board given %v), valid: exit %d, verdicts %v, want 0:\n%s", name, b, given, exit, nestedErrs(tours), clip(text))
					case fault == "" && len(tours) != count:
						t.Errorf("%s on %v (board given %v), valid: %d tours read, want %d", name, b, given, len(tours), count)
					case fault == "":
						for _, tr := range tours {
							j := Judge(tr, board.Problem{Board: given}, walkCheck)
							if !walkOK(j.Doc.Board, j.Doc.Path) {
								t.Errorf("%s on %v: the valid reading %v is no tour by walkOK", name, b, j.Doc.Path)
							}
						}
					case exit == 0:
						t.Errorf("%s on %v (board given %v), %s: exit 0, want a fault or a refusal:\n%s", name, b, given, fault, clip(text))
					case len(tours) != count && exit == 1:
						t.Errorf("%s on %v (board given %v), %s: %d tours judged, want %d:\n%s", name, b, given, fault, len(tours), count, clip(text))
					case exit == 1:
						certain++
					}
				}
			}
		}
	}
	return certain
}

// nestedErrs names each tour's reading problem, for a failure's message.
func nestedErrs(tours []Tour) []string {
	var out []string
	for _, tr := range tours {
		out = append(out, fmt.Sprint(tr.Err))
	}
	return out
}

// clip is the start of a text, for a failure's message.
func clip(s string) string { return s[:min(len(s), 400)] }
