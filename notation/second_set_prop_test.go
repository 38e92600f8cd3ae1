package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// coordinateSet is how a table names and writes one tour's squares:
// the names of its columns under a stem, and each square's values.
type coordinateSet struct {
	names  func(stem func(string) string) []string
	values func(s board.Square) []string
}

var coordinateSets = []coordinateSet{
	{func(st func(string) string) []string { return []string{st("x"), st("y")} },
		func(s board.Square) []string { return []string{fmt.Sprint(s.X - 1), fmt.Sprint(s.Y - 1)} }},
	{func(st func(string) string) []string { return []string{st("row"), st("col")} },
		func(s board.Square) []string { return []string{fmt.Sprint(s.Y - 1), fmt.Sprint(s.X - 1)} }},
	{func(st func(string) string) []string { return []string{st("file"), st("rank")} },
		func(s board.Square) []string { return []string{string(rune('a' + s.X - 1)), fmt.Sprint(s.Y)} }},
	{func(st func(string) string) []string { return []string{st("square")} },
		func(s board.Square) []string { return []string{s.String()} }},
}

// stems name a second set of columns, before or after a role's name.
var stems = []func(string) string{
	func(n string) string { return "prev_" + n },
	func(n string) string { return "old_" + n },
	func(n string) string { return n + "_before" },
	func(n string) string { return "expected_" + n },
	func(n string) string { return n + "2" },
	func(n string) string { return "guess_" + n },
	func(n string) string { return n + "_was" },
	func(n string) string { return "alt_" + n },
}

// writeTable writes the rows of a table (its header first) in format.
func writeTable(format string, rows [][]string) string {
	var b strings.Builder
	switch format {
	case "csv", "tsv":
		sep := map[string]string{"csv": ",", "tsv": "\t"}[format]
		for _, r := range rows {
			b.WriteString(strings.Join(r, sep) + "\n")
		}
	case "markdown":
		for k, r := range rows {
			b.WriteString("| " + strings.Join(r, " | ") + " |\n")
			if k == 0 {
				b.WriteString(strings.Repeat("|---", len(r)) + "|\n")
			}
		}
	case "sql":
		b.WriteString("INSERT INTO moves (" + strings.Join(rows[0], ", ") + ") VALUES\n")
		for k, r := range rows[1:] {
			quoted := make([]string, len(r))
			for i, v := range r {
				if _, err := fmt.Sscan(v, new(int)); err != nil {
					v = "'" + v + "'"
				}
				quoted[i] = v
			}
			end := ",\n"
			if k == len(rows)-2 {
				end = ";\n"
			}
			b.WriteString("(" + strings.Join(quoted, ", ") + ")" + end)
		}
	case "pandas":
		for k, r := range rows {
			label := " "
			if k > 0 {
				label = fmt.Sprint(k - 1)
			}
			b.WriteString(fmt.Sprintf("%3s", label))
			for _, v := range r {
				b.WriteString(fmt.Sprintf(" %9s", v))
			}
			b.WriteString("\n")
		}
	case "jsonl":
		for _, r := range rows[1:] {
			var fields []string
			for i, v := range r {
				if _, err := fmt.Sscan(v, new(int)); err != nil {
					v = `"` + v + `"`
				}
				fields = append(fields, fmt.Sprintf("%q: %s", rows[0][i], v))
			}
			b.WriteString("{" + strings.Join(fields, ", ") + "}\n")
		}
	}
	return b.String()
}

// TestSecondColumnSet: a table of random tours (CSV, TSV, Markdown, SQL
// VALUES, a data frame's print, JSON objects a line) whose step column
// and first set of coordinate columns (x, y; row, col; file, rank;
// square) hold one tour and whose second set, named by a stem before or
// after the roles' names (prev_x, x_before, file2, old_square), holds
// another, either valid or with one fault. The oracle is the test's
// walk check (walkOK) of what it wrote: one verdict for each tour
// written, as many valid as were written valid, and never exit 0 with a
// faulty one.
func TestSecondColumnSet(t *testing.T) {
	rng := rand.New(rand.NewPCG(50, 2))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}}
	formats := []string{"csv", "tsv", "markdown", "sql", "pandas", "jsonl"}
	bad, cases := 0, 0
	for c := range 120 {
		b := boards[c%len(boards)]
		format := formats[c%len(formats)]
		first, second := coordinateSets[rng.IntN(len(coordinateSets))], coordinateSets[rng.IntN(len(coordinateSets))]
		if format == "jsonl" {
			first, second = coordinateSets[0], coordinateSets[rng.IntN(2)*3] // records name x and y, or a square
		}
		stem := stems[rng.IntN(len(stems))]
		for format == "jsonl" && stem("") == "2" {
			// A key ending in a digit beside squares ("square2": "e5")
			// reads as a map of squares too: undecided, left alone here.
			stem = stems[rng.IntN(len(stems))]
		}
		p, q := tourAndFault(t, rng, b)
		tours := []board.Path{p, q}
		if rng.IntN(3) == 0 {
			tours[0], tours[1] = q, p // the fault in the columns read first
		}
		header := append([]string{"step"}, first.names(func(n string) string { return n })...)
		header = append(header, second.names(stem)...)
		rows := [][]string{header}
		for k := range tours[0] {
			r := append([]string{fmt.Sprint(k + 1)}, first.values(tours[0][k])...)
			rows = append(rows, append(r, second.values(tours[1][k])...))
		}
		text := writeTable(format, rows)
		valid := 0
		for _, tour := range tours {
			if walkOK(b, tour) {
				valid++
			}
		}
		for _, given := range []bool{true, false} {
			opt := ReadOptions{}
			if given {
				opt.Board = b
			}
			cases++
			read, verdicts, code := textExit(text, opt, walkCheck)
			passed := 0
			for _, v := range verdicts {
				if v == Valid {
					passed++
				}
			}
			why := ""
			switch {
			case code == 0 && valid < 2:
				why = "exit 0 with a faulty tour"
			case len(read) != 2:
				why = fmt.Sprintf("%d tours read of 2 written", len(read))
			case passed != valid:
				why = fmt.Sprintf("%d judged valid of %d written valid", passed, valid)
			}
			if why != "" {
				bad++
				t.Errorf("case %d (%s), board given %v: %s (exit %d, verdicts %v):\n%s", c, format, given, why, code, verdicts, clip(text))
			}
		}
	}
	t.Logf("%d cases wrong of %d", bad, cases)
}

// TestGridStringBesideTour: a JSON document with a random tour under
// "tour" and, beside it, a string that prints a numbered grid of another
// tour, its rows joined by \n escapes, either valid or with one fault.
// The oracle is the test's walk check (walkOK) of what it wrote: two
// verdicts, as many valid as were written valid, never exit 0 with a
// faulty one.
func TestGridStringBesideTour(t *testing.T) {
	rng := rand.New(rand.NewPCG(50, 3))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 6, H: 5}}
	keys := []string{"rendered", "board_text", "grid", "pretty", "ascii"}
	bad, cases := 0, 0
	for c := range 60 {
		b := boards[c%len(boards)]
		p, q := tourAndFault(t, rng, b)
		if len(uniqueSquares(q)) != len(q) {
			q = p // a grid numbers each square once: a repeat is no grid
		}
		if rng.IntN(2) == 0 {
			q = warnsdorffWalk(rng, b, 2000)
		}
		number := map[board.Square]int{}
		for k, s := range q {
			number[s] = k + 1
		}
		var rows []string
		for y := b.H; y >= 1; y-- {
			var cells []string
			for x := int32(1); x <= b.W; x++ {
				cells = append(cells, fmt.Sprintf("%2d", number[board.Square{X: x, Y: y}]))
			}
			rows = append(rows, strings.Join(cells, " "))
		}
		squares := make([]string, len(p))
		for k, s := range p {
			squares[k] = fmt.Sprintf("%q", s.String())
		}
		key := keys[rng.IntN(len(keys))]
		text := fmt.Sprintf("{\"tour\": [%s], %q: \"%s\"}\n", strings.Join(squares, ", "), key, strings.Join(rows, `\n`))
		if rng.IntN(2) == 0 {
			text = fmt.Sprintf("{\n  \"tour\": [%s],\n  %q: \"%s\"\n}\n", strings.Join(squares, ", "), key, strings.Join(rows, `\n`))
		}
		valid := 1
		if walkOK(b, q) {
			valid++
		}
		cases++
		read, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck)
		passed := 0
		for _, v := range verdicts {
			if v == Valid {
				passed++
			}
		}
		why := ""
		switch {
		case code == 0 && valid < 2:
			why = "exit 0 with a faulty tour"
		case len(read) != 2:
			why = fmt.Sprintf("%d tours read of 2 written", len(read))
		case passed != valid:
			why = fmt.Sprintf("%d judged valid of %d written valid", passed, valid)
		}
		if why != "" {
			bad++
			t.Errorf("case %d: %s (exit %d, verdicts %v):\n%s", c, why, code, verdicts, clip(text))
		}
	}
	t.Logf("%d cases wrong of %d", bad, cases)
}
