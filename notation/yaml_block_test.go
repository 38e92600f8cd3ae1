package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// yamlBlockOf writes rows (from the top) as a YAML block sequence of
// sequences under key, indented by indent and with gap spaces after each
// dash, or with each row in flow style ("- [1, 2, 3]") when flow.
func yamlBlockOf(rows [][]int, key string, indent, gap int, flow bool) string {
	pad, dash := strings.Repeat(" ", indent), "-"+strings.Repeat(" ", gap)
	var b strings.Builder
	b.WriteString(key + ":\n")
	for _, r := range rows {
		if flow {
			cells := make([]string, len(r))
			for x, v := range r {
				cells[x] = fmt.Sprint(v)
			}
			b.WriteString(pad + dash + "[" + strings.Join(cells, ", ") + "]\n")
			continue
		}
		for x, v := range r {
			if x == 0 {
				fmt.Fprintf(&b, "%s%s%s%d\n", pad, dash, dash, v)
			} else {
				fmt.Fprintf(&b, "%s%s%s%d\n", pad, strings.Repeat(" ", len(dash)), dash, v)
			}
		}
	}
	fmt.Fprintf(&b, "size: %dx%d\nfound: true\n", len(rows[0]), len(rows))
	return b.String()
}

// TestYAMLBlockProperty writes random tours (warnsdorffWalk, checked by
// walkOK) on boards from 3x4 to 16x16 as YAML block sequences of
// sequences, at the top level and indented under a key, with one to
// three spaces after each dash and in flow style inside block style,
// valid and with one fault each (singleFaults). The oracle is
// numberingIsTour on the rows the test wrote: a valid one must exit 0 as
// one tour of the board written, a faulty one exit 1, with or without
// the board given.
func TestYAMLBlockProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 9))
	boards := []board.Board{{W: 4, H: 3}, {W: 3, H: 4}, {W: 3, H: 8}, {W: 5, H: 5}, {W: 9, H: 4}, {W: 6, H: 13}, {W: 16, H: 16}}
	if testing.Short() {
		boards = boards[:5]
	}
	for i, b := range boards {
		for _, g := range tourGrids(t, rng, b, "swap", "twice", "zero") {
			for _, style := range []struct {
				indent, gap int
				flow        bool
			}{{0, 1, false}, {2, 1 + i%3, false}, {4, 1, false}, {2, 1, true}} {
				text := yamlBlockOf(g.rows, "tour", style.indent, style.gap, style.flow)
				judgedAsWritten(t, text, b, g, fmt.Sprintf("%+v", style))
			}
		}
	}
}

// TestYAMLBlockRowsUneven checks that rows of several lengths, or a
// sequence nested three deep, are no grid by the block's structure. The
// oracle is the rule of yaml_block.go: rows of one length only.
func TestYAMLBlockRowsUneven(t *testing.T) {
	for _, text := range []string{
		"- - 1\n  - 2\n  - 3\n- - 4\n  - 5\n- - 6\n  - 7\n  - 8\n  - 9\n- - 10\n  - 11\n  - 12\n",
		"- - - 1\n    - 2\n    - 3\n- - - 4\n    - 5\n    - 6\n- - - 7\n    - 8\n    - 9\n- - - 10\n    - 11\n    - 12\n",
	} {
		tx := newText([]byte(text))
		if runs := tx.yamlGrids(nil); len(runs) != 0 {
			t.Errorf("yamlGrids(%q) = %d grids, want none", text, len(runs))
		}
	}
}
