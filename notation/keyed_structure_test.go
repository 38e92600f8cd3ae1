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

// pick is one of choices, drawn from rng.
func pick[T any](rng *rand.Rand, choices ...T) T { return choices[rng.IntN(len(choices))] }

// shuffledTriples is every cell of g, its row and column from base, in
// an order drawn from rng, or row by row when rng says so.
func shuffledTriples(rng *rand.Rand, g [][]int, base int) []cellTriple {
	var out []cellTriple
	for r, row := range g {
		for c, v := range row {
			out = append(out, cellTriple{r + base, c + base, v})
		}
	}
	if rng.IntN(3) > 0 {
		rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	}
	return out
}

// keyedStructureWriters print the grid a tour numbers, or its squares, in
// the shapes the structural readers of keyed maps take (two integers in
// any brackets then the value, named fields around a nested array,
// records of fields one a row, Elixir's charlists), each input with
// spacing, separators, brackets, key orders and key names drawn from
// rng: written from the languages' manuals and from the rule each reader
// states, not from the blind probes' inputs.
var keyedStructureWriters = map[string]func(rng *rand.Rand, b board.Board, p board.Path) string{
	"a map keyed by two integers in any brackets": func(rng *rand.Rand, b board.Board, p board.Path) string {
		br := pick(rng, "[]", "()", "{}", `""`)
		inner := pick(rng, " ", ", ", ",", "; ", " . ", "  ")
		if br == `""` && inner == " . " {
			inner = ","
		}
		value := pick(rng, " ", ": ", " => ", "=", " -> ", ", ", ":")
		if br == `""` {
			value = pick(rng, ": ", " => ", "=") // a quoted key is a key where a JSON-like mark follows
		}
		between := pick(rng, ", ", " ", ",\n ", "\n", "; ")
		var kv []string
		for _, e := range shuffledTriples(rng, stepGrid(b, p, 1+rng.IntN(2)-1), rng.IntN(2)) {
			kv = append(kv, fmt.Sprintf("%c%d%s%d%c%s%d", br[0], e.r, inner, e.c, br[1], value, e.v))
		}
		open, closer := pick(rng, [2]string{"{", "}"}, [2]string{"", ""}, [2]string{"#{", "}"}, [2]string{"Map(", ")"})[0], ""
		if open != "" {
			closer = map[string]string{"{": "}", "#{": "}", "Map(": ")"}[open]
		}
		return pick(rng, "", "user=> (board->map b)\n", ">>> cells\n") + open + strings.Join(kv, between) + closer + "\n"
	},
	"entries as tuples of a pair and a value": func(rng *rand.Rand, b board.Board, p board.Path) string {
		outer := pick(rng, "[]", "()")
		br := pick(rng, "[]", "()", "{}")
		inner := pick(rng, " ", ", ", " . ")
		value := pick(rng, " ", ", ", " . ")
		var kv []string
		for _, e := range shuffledTriples(rng, stepGrid(b, p, 1), 0) {
			kv = append(kv, fmt.Sprintf("%c%c%d%s%d%c%s%d%c", outer[0], br[0], e.r, inner, e.c, br[1], value, e.v, outer[1]))
		}
		return "(" + strings.Join(kv, pick(rng, " ", ", ", "\n ")) + ")\n"
	},
	"a struct with named fields around a nested array": func(rng *rand.Rand, b board.Board, p board.Path) string {
		names := pick(rng, [3]string{"W", "H", "Board"}, [3]string{"Width", "Height", "Cells"}, [3]string{"cols", "rows", "grid"})
		mark := pick(rng, ":", "=")
		cellSep := pick(rng, " ", ", ")
		rb := pick(rng, "[]", "{}")
		var rows []string
		for _, row := range stepGrid(b, p, 1) {
			cells := make([]string, len(row))
			for k, v := range row {
				cells[k] = fmt.Sprint(v)
			}
			rows = append(rows, rb[:1]+strings.Join(cells, cellSep)+rb[1:])
		}
		fields := []string{
			fmt.Sprintf("%s%s%d", names[0], mark, b.W),
			fmt.Sprintf("%s%s%d", names[1], mark, b.H),
			fmt.Sprintf("Start%s{X%s%d Y%s%d}", mark, mark, p[0].X-1, mark, p[0].Y-1),
			names[2] + mark + rb[:1] + strings.Join(rows, cellSep) + rb[1:],
		}
		if rng.IntN(2) == 0 {
			fields[0], fields[3] = fields[3], fields[0]
		}
		return pick(rng, "", "tour = ", "> fmt.Printf(\"%+v\", t)\n") + "{" + strings.Join(fields, pick(rng, " ", ", ")) + "}\n"
	},
	"records of fields, one a row": func(rng *rand.Rand, b board.Board, p board.Path) string {
		g := stepGrid(b, p, 1)
		header := pick(rng, "-[ RECORD %d ]+------", "[row%d]", "[ Row %d ]", "[r%d]",
			"*************************** %d. row ***************************", "===== Record %d =====", "#### row %d ####")
		sep := pick(rng, " | ", " = ", ": ", "=")
		rowKey := pick(rng, "rank", "row", "")
		cols := pick(rng, "file", "col", "c", "")
		base := rng.IntN(2)
		order := rng.Perm(int(b.H))
		var s strings.Builder
		s.WriteString(pick(rng, "", "; a knight's tour, one record a row\n", "db=# SELECT * FROM board;\n"))
		for n, r := range order {
			fmt.Fprintf(&s, header+"\n", n+1)
			if rowKey == "" && header != "-[ RECORD %d ]+------" {
				s.Reset() // a header's number is the row: the records in order
				return recordsInOrder(rng, g, header, sep, cols, base)
			}
			fields := []string{}
			switch rowKey {
			case "rank":
				fields = append(fields, fmt.Sprintf("rank%s%d", sep, int(b.H)-r))
			case "row", "":
				fields = append(fields, fmt.Sprintf("row%s%d", sep, r+base))
			}
			for c, v := range g[r] {
				fields = append(fields, fmt.Sprintf("%s%s%d", columnName(cols, c, base), sep, v))
			}
			if rng.IntN(2) == 0 {
				rng.Shuffle(len(fields), func(i, j int) { fields[i], fields[j] = fields[j], fields[i] })
			}
			s.WriteString(strings.Join(fields, "\n") + "\n")
			if rng.IntN(2) == 0 {
				s.WriteString("\n")
			}
		}
		return s.String()
	},
	"elixir charlists among pairs": func(rng *rand.Rand, b board.Board, p board.Path) string {
		escape := map[int32]string{7: `\a`, 8: `\b`, 9: `\t`, 10: `\n`, 11: `\v`, 12: `\f`, 13: `\r`}
		old := rng.IntN(2) == 0
		var items []string
		for _, s := range p {
			x, y := s.X-1, s.Y-1
			if ex, ok := escape[x]; ok {
				if ey, ok := escape[y]; ok {
					if old {
						items = append(items, "'"+ex+ey+"'")
					} else {
						items = append(items, `~c"`+ex+ey+`"`)
					}
					continue
				}
			}
			items = append(items, fmt.Sprintf("[%d, %d]", x, y))
		}
		return "iex(3)> path\n[" + strings.Join(items, pick(rng, ", ", ",\n ")) + "]\n"
	},
}

// columnName is the key of column c in a record: a file letter, or a
// name and the column's number from base.
func columnName(style string, c, base int) string {
	if style == "file" || style == "" {
		return string(rune('a' + c))
	}
	return fmt.Sprintf("%s%d", style, c+base)
}

// recordsInOrder writes g's rows as records whose headers number them
// from the top, with no field naming the row.
func recordsInOrder(rng *rand.Rand, g [][]int, header, sep, cols string, base int) string {
	var s strings.Builder
	for r, row := range g {
		fmt.Fprintf(&s, header+"\n", r+base)
		for c, v := range row {
			fmt.Fprintf(&s, "%s%s%d\n", columnName(cols, c, base), sep, v)
		}
		if rng.IntN(2) == 0 {
			s.WriteString("\n")
		}
	}
	return s.String()
}

// stretchReversed is p with three squares in its middle written in
// reverse order: no knight's moves join them to their neighbours, as
// walkOK confirms, or nil when they still do.
func stretchReversed(b board.Board, p board.Path) board.Path {
	q := append(board.Path(nil), p...)
	k := len(q)/2 - 1
	q[k], q[k+2] = q[k+2], q[k]
	if walkOK(b, q) {
		return nil
	}
	return q
}

// TestKeyedStructures writes random tours on boards from 3x4 to 16x16
// (warnsdorffWalk's, each checked by walkOK, the oracle) through every
// writer of keyedStructureWriters, whole and with one fault (two
// squares swapped, one repeated, one dropped, a stretch reversed), and
// judges each as knight verify does, with the board given and without:
// a valid text reads one tour that walkOK passes; a faulty one is never
// valid, and when judged invalid counts one tour.
func TestKeyedStructures(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 25))
	boards := []board.Board{{W: 3, H: 4}, {W: 4, H: 3}, {W: 5, H: 5}, {W: 3, H: 7}, {W: 4, H: 9}, {W: 7, H: 6}, {W: 9, H: 10}, {W: 11, H: 3}, {W: 12, H: 12}, {W: 14, H: 9}, {W: 16, H: 16}, {W: 8, H: 15}}
	certain := map[string]int{}
	for _, name := range slices.Sorted(maps.Keys(keyedStructureWriters)) {
		write := keyedStructureWriters[name]
		for round := range 8 {
			b := boards[(round*5+len(name))%len(boards)]
			p := warnsdorffWalk(rng, b, 2000)
			if p == nil || !walkOK(b, p) || len(p) != b.Size() {
				t.Fatalf("%v: the test's own tour", b)
			}
			for _, fault := range []string{"", "swap", "repeat", "drop", "nonknight"} {
				q := stretchReversed(b, p)
				if fault != "nonknight" {
					q = withFault(t, b, p, fault)
				} else if q == nil {
					continue
				}
				text := write(rng, b, q)
				for _, given := range []board.Board{{}, b} {
					tours, vs, err := judgeText(text, given)
					exit := propExit(tours, vs)
					if err != nil {
						exit = 2
					}
					switch {
					case fault == "" && (exit != 0 || len(tours) != 1):
						t.Errorf("%s on %v (board given %v), valid: exit %d, %d tours, verdicts %v, want exit 0 and 1 tour:\n%s", name, b, given, exit, len(tours), nestedErrs(tours), clip(text))
					case fault == "":
						j := Judge(tours[0], board.Problem{Board: given}, walkCheck)
						if !walkOK(j.Doc.Board, j.Doc.Path) || len(j.Doc.Path) != b.Size() {
							t.Errorf("%s on %v: the valid reading %v is no tour by walkOK", name, b, j.Doc.Path)
						}
					case exit == 0:
						t.Errorf("%s on %v (board given %v), %s: exit 0, want a fault or a refusal:\n%s", name, b, given, fault, clip(text))
					case exit == 1 && len(tours) != 1:
						t.Errorf("%s on %v (board given %v), %s: %d tours judged, want 1", name, b, given, fault, len(tours))
					case exit == 1:
						certain[name]++
					}
				}
			}
		}
	}
	for _, name := range slices.Sorted(maps.Keys(keyedStructureWriters)) {
		if certain[name] == 0 {
			t.Errorf("%s: no faulty input judged invalid: the reading is never certain", name)
		}
	}
	t.Logf("faulty inputs judged invalid with certainty, by writer: %v", certain)
}

// TestKeyedStructureCases are the readings the structural rules refuse,
// each with the reason it must be refused (the oracle: no verdict rests
// on a reading the text does not fix); the tour is the test's own 3x4
// tour, checked by walkOK.
func TestKeyedStructureCases(t *testing.T) {
	b := board.Board{W: 3, H: 4}
	tour := board.Path{{X: 1, Y: 1}, {X: 2, Y: 3}, {X: 3, Y: 1}, {X: 1, Y: 2}, {X: 2, Y: 4}, {X: 3, Y: 2}, {X: 1, Y: 3}, {X: 2, Y: 1}, {X: 3, Y: 3}, {X: 1, Y: 4}, {X: 2, Y: 2}, {X: 3, Y: 4}}
	if !walkOK(b, tour) || len(tour) != b.Size() {
		t.Fatalf("the test's own 3x4 tour is no tour")
	}
	g := stepGrid(b, tour, 1)
	var rows []string
	for _, row := range g {
		rows = append(rows, strings.Trim(fmt.Sprint(row), ""))
	}
	grid := "[" + strings.Join(rows, " ") + "]"
	records := func(skip int) string {
		var s strings.Builder
		for r, row := range g {
			fmt.Fprintf(&s, "[row%d]\n", r+1)
			for c, v := range row {
				if r*3+c != skip {
					fmt.Fprintf(&s, "col%d = %d\n", c+1, v)
				}
			}
		}
		return s.String()
	}
	for _, c := range []struct {
		name, text string
		not        []Verdict
		why        string
	}{
		{"a struct whose width disagrees with its grid", "{W:4 H:4 Start:{X:0 Y:0} Board:" + grid + "}", []Verdict{Valid, Invalid},
			"W says 4 columns, the rows hold 3: which the program meant is not known"},
		{"records with a cell left out", records(4), []Verdict{Valid, Invalid},
			"a cell of the rectangle the keys span has no value: no board is certain"},
	} {
		t.Run(c.name, func(t *testing.T) {
			tours, vs, err := judgeText(c.text, board.Board{})
			if err != nil {
				return // refused whole: neither verdict ruled out
			}
			for k, v := range vs {
				if slices.Contains(c.not, v) {
					t.Errorf("%q: tour %d judged %v (%v), want none of %v: %s", c.text, k+1, v, tours[k].Err, c.not, c.why)
				}
			}
		})
	}
}
