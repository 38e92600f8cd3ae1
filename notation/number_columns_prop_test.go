package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/knightcert/knight/board"
)

// tableColumn is one column of TestTourColumnsAccounted's tables, or two
// (x and y): its header names and each row's cells.
type tableColumn struct {
	names []string
	cells [][]string
	tour  board.Path // the walk its cells write, nil for an index or text
}

// TestTourColumnsAccounted: a table of 2 to 4 columns drawn from a
// step index, a tour's squares, its square numbers (from 0 or from 1,
// along the ranks from a1), its x and y, a faulty twin of it in any of
// those forms, and a column of words, written as CSV, TSV, a Markdown
// table, SQL's INSERT or a data frame's print. The oracle is what the
// test wrote, each tour column checked by walkOK: the input passes (every verdict valid, nothing set aside) only
// when every tour column written is a tour and as many tours are read as
// were written; no verdict is invalid when every column written is a
// tour.
func TestTourColumnsAccounted(t *testing.T) {
	rng := rand.New(rand.NewPCG(55, 24))
	words := []string{"ok", "fine", "retry", "slow", "warm"}
	form := func(kind string, p board.Path, b board.Board, second bool) tableColumn {
		c := tableColumn{tour: p}
		suffix := ""
		if second {
			suffix = "2"
		}
		for _, s := range p {
			switch kind {
			case "squares":
				c.cells = append(c.cells, []string{s.String()})
			case "numbers1", "numbers0":
				base := 1
				if kind == "numbers0" {
					base = 0
				}
				c.cells = append(c.cells, []string{strconv.Itoa(int(s.Y-1)*int(b.W) + int(s.X-1) + base)})
			case "xy":
				c.cells = append(c.cells, []string{strconv.Itoa(int(s.X - 1)), strconv.Itoa(int(s.Y - 1))})
			}
		}
		switch kind {
		case "squares":
			c.names = []string{[]string{"square", "got"}[len(suffix)]}
		case "numbers1", "numbers0":
			c.names = []string{"sqno" + suffix}
		case "xy":
			c.names = []string{"x" + suffix, "y" + suffix}
		}
		return c
	}
	kinds := []string{"index", "squares", "numbers1", "numbers0", "xy", "twin", "text"}
	failed, cases, read := 0, 0, 0
	for _, side := range []int32{5, 6, 7, 8} {
		b := board.Board{W: side, H: side}
		p := warnsdorffWalk(rng, b, 500)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		for range 12 {
			picked := slices.Clone(kinds)
			rng.Shuffle(len(picked), func(i, j int) { picked[i], picked[j] = picked[j], picked[i] })
			picked = picked[:2+rng.IntN(3)]
			var cols []tableColumn
			written, allTours := 0, true
			for _, kind := range picked {
				switch kind {
				case "index":
					c := tableColumn{names: []string{"step"}}
					for k := range p {
						c.cells = append(c.cells, []string{strconv.Itoa(k + 1)})
					}
					cols = append(cols, c)
				case "text":
					c := tableColumn{names: []string{"note"}}
					for range p {
						c.cells = append(c.cells, []string{words[rng.IntN(len(words))]})
					}
					cols = append(cols, c)
				case "twin":
					q := withFault(t, b, p, []string{"swap", "repeat"}[rng.IntN(2)])
					cols = append(cols, form([]string{"squares", "numbers1", "numbers0", "xy"}[rng.IntN(4)], q, b, true))
				default:
					cols = append(cols, form(kind, p, b, false))
				}
				if c := cols[len(cols)-1]; c.tour != nil {
					written++
					allTours = allTours && walkOK(b, c.tour)
				}
			}
			if written == 0 {
				continue
			}
			var header []string
			for _, c := range cols {
				header = append(header, c.names...)
			}
			if len(slices.Compact(slices.Sorted(slices.Values(header)))) != len(header) {
				continue // a twin in the form of its tour's column: the same names
			}
			rows := make([][]string, len(p))
			for k := range p {
				for _, c := range cols {
					rows[k] = append(rows[k], c.cells[k]...)
				}
			}
			for _, format := range []string{"csv", "tsv", "markdown", "sql", "pandas"} {
				text := writeTable(format, append([][]string{header}, rows...))
				for _, given := range []board.Board{{}, b} {
					cases++
					tours, vs, err := judgeText(text, given)
					passes := err == nil && len(vs) > 0 && !slices.ContainsFunc(vs, func(v Verdict) bool { return v != Valid })
					for _, tr := range tours {
						for _, d := range tr.Readings {
							passes = passes && !slices.ContainsFunc(d.Skipped, func(sk Skip) bool { return sk.Partial || sk.Unread })
						}
					}
					if len(vs) == written {
						read++
					}
					var why string
					switch {
					case passes && !allTours:
						why = "passes with a faulty column written"
					case passes && len(vs) != written:
						why = fmt.Sprintf("passes with %d tours read, %d written", len(vs), written)
					case allTours && slices.Contains(vs, Invalid):
						why = "a tour judged invalid, every column written is a tour"
					}
					if why != "" {
						failed++
						t.Errorf("%v %s %v (board given %v): %s; verdicts %v, err %v\n%s", b, format, picked, given, why, vs, err, text)
					}
				}
			}
		}
	}
	t.Logf("%d of %d cases read as many tours as written", read, cases)
	if failed > 0 {
		t.Logf("%d of %d cases fail", failed, cases)
	}
}
