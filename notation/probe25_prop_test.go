package notation

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// Text around tours that the readers were not written for, each a rule
// of its own: a command echoed with its arguments before the pairs it
// printed is a caption; records that restart their step count are one
// tour each; a dataframe's row of column types is labels; a note quotes
// the input it skipped. The oracle is the tour each test writes
// (warnsdorffWalk, checked by walkOK; faults checked by walkCheck) and
// the count of tours written.

// swapTwo is p with two squares far apart swapped, and whether that is
// no tour of b (walkCheck, which shares no code with the readers).
func swapTwo(rng *rand.Rand, b board.Board, p board.Path) (board.Path, bool) {
	q := slices.Clone(p)
	i := rng.IntN(len(q) / 2)
	j := len(q)/2 + rng.IntN(len(q)-len(q)/2)
	q[i], q[j] = q[j], q[i]
	return q, walkCheck(board.Problem{Board: b}, q) != nil
}

// propBoard is the board t's rows number.
func propBoard(t propTour) board.Board {
	return board.Board{W: int32(len(t.rows[0])), H: int32(len(t.rows))}
}

// commandEchoWrappers write a tour as (file, rank) pairs from 0 on the
// line of a Forth REPL's echo of the command typed, its arguments (the
// board's sides, a start) before its words, under a banner or none, the
// pairs parted by spaces or a tab, " ok" after them or not: the echo is
// a caption.
func commandEchoWrappers() []propWrapper {
	echoes := []func(b board.Board, p []board.Square) string{
		func(b board.Board, _ []board.Square) string {
			return fmt.Sprintf("%d %d knight-tour print-tour", b.W, b.H)
		},
		func(b board.Board, p []board.Square) string {
			return fmt.Sprintf("%d %d %d tour .path", b.W, p[0].X-1, p[0].Y-1)
		},
		func(b board.Board, _ []board.Square) string { return fmt.Sprintf("%d solve show", b.W) },
		func(b board.Board, _ []board.Square) string { return fmt.Sprintf("%d %d TOUR DUMP", b.H, b.W) },
	}
	banners := []string{"", "Gforth 0.7.3, Copyright (C) 1995-2008 Free Software Foundation, Inc.\n", "Type `bye' to exit\n", "pforth v28\n\n"}
	tails := []string{"  ok", " ok", "", "  ok."}
	seps := []string{"  ", " ", "\t"}
	var out []propWrapper
	for ei, echo := range echoes {
		for si, sep := range seps {
			banner, tail := banners[(ei+si)%len(banners)], tails[(ei+2*si)%len(tails)]
			name := fmt.Sprintf("forth echo %d, pairs parted by %q, banner %q, tail %q", ei, sep, banner, tail)
			out = append(out, oneEach(name, false, func(t propTour) string {
				var pairs []string
				for _, s := range t.sq {
					pairs = append(pairs, fmt.Sprintf("%d %d", s.X-1, s.Y-1))
				}
				return banner + echo(propBoard(t), t.sq) + " " + strings.Join(pairs, sep) + tail + "\n"
			}))
		}
	}
	return out
}

// TestCommandEchoBeforePairsProperty writes random tours through every
// REPL echo before pairs (commandEchoWrappers) and checks them as every
// printout is checked (wrappersReadRight: the oracle is the tour the
// test wrote, faults checked by walkCheck), on the narrow boards too.
func TestCommandEchoBeforePairsProperty(t *testing.T) {
	wrappersReadRight(t, rand.New(rand.NewPCG(25, 1)), commandEchoWrappers(), narrowBoards...)
}

// recordsPerTourWrappers write two or three tours as records one after
// another, each record a square with its tour's id and its step, the
// steps counting again from 0 or 1 for each tour (each turn about) (NDJSON, Python's dict
// repr, JSON with a pair, Ruby's hash).
func recordsPerTourWrappers() []propWrapper {
	writers := []struct {
		name  string
		write func(id, step int, s board.Square) string
	}{
		{"ndjson", func(id, step int, s board.Square) string {
			return fmt.Sprintf(`{"tour":%d,"step":%d,"square":"%s"}`, id, step, s)
		}},
		{"python dicts", func(id, step int, s board.Square) string {
			return fmt.Sprintf(`{'run': %d, 'step': %d, 'x': %d, 'y': %d}`, id, step, s.X-1, s.Y-1)
		}},
		{"json pairs", func(id, step int, s board.Square) string {
			return fmt.Sprintf(`{"id": %d, "n": %d, "pos": [%d, %d]}`, id, step, s.X-1, s.Y-1)
		}},
		{"ruby hashes", func(id, step int, s board.Square) string {
			return fmt.Sprintf(`{:tour=>%d, :move=>%d, :square=>"%s"}`, id, step, s)
		}},
	}
	var out []propWrapper
	for wi, w := range writers {
		first, count := wi%2, 2+wi/2%2
		name := fmt.Sprintf("%d tours of %s, steps from %d", count, w.name, first)
		out = append(out, propWrapper{name, false, count, func(ts []propTour) string {
			var lines []string
			for id, t := range ts[:count] {
				for k, s := range t.sq {
					lines = append(lines, w.write(id+1, k+first, s))
				}
			}
			return strings.Join(lines, "\n") + "\n"
		}})
	}
	return out
}

// TestRecordsPerTourProperty writes random tours through every printout
// of records of several tours (recordsPerTourWrappers) and checks them as
// every printout is checked (wrappersReadRight: the oracle is the tours
// the test wrote, faults checked by walkCheck).
func TestRecordsPerTourProperty(t *testing.T) {
	wrappersReadRight(t, rand.New(rand.NewPCG(25, 2)), recordsPerTourWrappers())
}

// TestColumnTypesRowProperty: a dataframe's row of column types under
// its column names (polars' box, Markdown tables with the types row
// above or below the rule, bare columns) is labels, whatever the types
// are spelled ("i64" and "u8" read as squares, "int", "Int64", "str"),
// with the board given and without: the grid or the table of (step, x,
// y) or (step, square) rows below is the one tour, nothing set aside,
// exit 0; a swap in it is never exit 0.
func TestColumnTypesRowProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 3))
	spellings := []string{"i64", "i32", "u16", "f64", "u8", "int", "int64", "Int64", "str", "object", "<i8>"}
	rules := []string{"---", ":--", "--:", ":-:", " --- "}
	for n := range 120 {
		b, p := rereadTour(t, rng)
		pt := newPropTour(b, p)
		names := []string{"step", "x", "y"}
		if n%7 == 6 {
			names = []string{"step", "square"}
		}
		if n%7 < 5 {
			names = make([]string, b.W)
			for k := range names {
				names[k] = fmt.Sprintf("column_%d", k)
			}
		}
		types, rule := make([]string, len(names)), make([]string, len(names))
		for k := range types {
			types[k], rule[k] = spellings[rng.IntN(len(spellings))], rules[rng.IntN(len(rules))]
		}
		if n%4 == 0 {
			for k := range types {
				types[k] = types[0] // one type for every column, as a grid's are
			}
		}
		if len(names) == 2 {
			types[1] = []string{"str", "object", "String", "&str"}[rng.IntN(4)] // a column of squares holds strings
		}
		md := func(cs []string) string { return "| " + strings.Join(cs, " | ") + " |" }
		write := func(rows [][]int, sq []board.Square) string {
			var body []string
			switch {
			case n%7 < 5:
				for _, r := range rows {
					body = append(body, md(strings.Fields(cells(r, "%d", " "))))
				}
			default:
				for k, s := range sq {
					cs := []string{fmt.Sprint(k + 1), fmt.Sprint(s.X - 1), fmt.Sprint(s.Y - 1)}
					if len(names) == 2 {
						cs = []string{fmt.Sprint(k + 1), s.String()}
					}
					body = append(body, md(cs))
				}
			}
			var lines []string
			switch n % 7 {
			case 0: // polars' box
				lines = append(lines, fmt.Sprintf("shape: (%d, %d)", b.H, b.W), "┌───┐",
					"│ "+strings.Join(names, " ┊ ")+" │", "│ "+strings.Repeat("---      ┊ ", int(b.W)-1)+"---      │",
					"│ "+strings.Join(types, "      ┊ ")+"      │", "╞═══╡")
				for _, r := range rows {
					lines = append(lines, "│ "+cells(r, "%8d", " ┊ ")+" │")
				}
				lines = append(lines, "└───┘")
			case 4: // bare columns
				lines = append(lines, strings.Join(names, " "), strings.Join(types, "      "))
				for _, r := range rows {
					lines = append(lines, cells(r, "%8d", " "))
				}
			case 1, 3, 5: // Markdown, the types above the rule
				lines = append(append(lines, md(names), md(types), "|"+strings.Join(rule, "|")+"|"), body...)
			default: // Markdown, the types below the rule
				lines = append(append(lines, md(names), "|"+strings.Join(rule, "|")+"|", md(types)), body...)
			}
			return strings.Join(lines, "\n") + "\n"
		}
		in := write(pt.rows, p)
		for _, given := range []board.Board{{}, b} {
			if tours, vs, code := judgeExit(in, given); code != 0 || len(tours) != 1 {
				t.Errorf("case %d, board given %v: %d tours %v, exit %d, want 1 tour, exit 0:\n%s", n, given, len(tours), vs, code, in)
			}
		}
		swapped, bad := swapTwo(rng, b, p)
		if !bad {
			continue
		}
		faulty := write(newPropTour(b, swapped).rows, swapped)
		for _, given := range []board.Board{{}, b} {
			if _, vs, code := judgeExit(faulty, given); code == 0 {
				t.Errorf("case %d, board given %v: a swap read %v, exit 0:\n%s", n, given, vs, faulty)
			}
		}
	}
}

// TestSkippedNotesQuoteInput: every line a reading note says it skipped
// is quoted from the input, whatever the reader set aside there (a grid
// it describes in its own words): the oracle is the input's own line.
func TestSkippedNotesQuoteInput(t *testing.T) {
	in, err := os.ReadFile(filepath.Join("testdata", "probe23", "md_issue_quote_22-missing.txt"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(in), "\n")
	spaced := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	tours, _, _ := judgeExit(string(in), board.Board{})
	quote := regexp.MustCompile(`line (\d+) ("(?:[^"\\]|\\.)*")`)
	notes := 0
	for _, tr := range tours {
		for _, d := range tr.Readings {
			for _, m := range quote.FindAllStringSubmatch(d.Reading(), -1) {
				n, _ := strconv.Atoi(m[1])
				quoted, err := strconv.Unquote(m[2])
				if err != nil || n < 1 || n > len(lines) {
					t.Fatalf("note %q: bad quote %s", d.Reading(), m[0])
				}
				quoted = strings.TrimSuffix(quoted, "...")
				if line := spaced(lines[n-1]); !strings.Contains(line, spaced(quoted)) {
					t.Errorf("note for line %d quotes %q, not in the input's line %q", n, quoted, line)
				}
				notes++
			}
		}
	}
	if notes == 0 {
		t.Fatal("no skipped line to check")
	}
}

// TestProbe23Samples reads the blind probe's files of these shapes with
// the probe's answer as the oracle: valid ones exit 0, faulty ones exit
// 1, with the count of tours the probe wrote.
func TestProbe23Samples(t *testing.T) {
	for _, c := range []struct {
		file  string
		board board.Board
		tours int
		want  int
	}{
		{"forth_pairs_00-valid.txt", board.Board{W: 6, H: 5}, 1, 0},
		{"forth_pairs_20-swap.txt", board.Board{W: 9, H: 7}, 1, 1},
		{"polars_df_00-valid.txt", board.Board{}, 1, 0},
		{"ndjson_steps_00-valid.txt", board.Board{W: 6, H: 8}, 2, 0},
		{"ndjson_steps_23-nonknight.txt", board.Board{W: 8, H: 8}, 2, 1},
	} {
		t.Run(c.file, func(t *testing.T) {
			in, err := os.ReadFile(filepath.Join("testdata", "probe23", c.file))
			if err != nil {
				t.Fatal(err)
			}
			if tours, vs, code := judgeExit(string(in), c.board); code != c.want || len(tours) != c.tours {
				t.Errorf("%d tours %v, exit %d, want %d tours, exit %d", len(tours), vs, code, c.tours, c.want)
			}
		})
	}
}
