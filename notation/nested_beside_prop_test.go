package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// nestedSpelling writes a tour as a literal of nested values, eight
// values a line: open and close around the list, each square a value
// written head then tail, so that a stray line can cut one in two.
type nestedSpelling struct {
	name        string
	open, close string
	value       func(s board.Square) (head, tail string)
}

var nestedSpellings = []nestedSpelling{
	{"lua records", "return { ", " }", func(s board.Square) (string, string) {
		return fmt.Sprintf(`{file="%c", `, 'a'+s.X-1), fmt.Sprintf("rank=%d}", s.Y)
	}},
	{"python tuples", "path = [", "]", func(s board.Square) (string, string) {
		return fmt.Sprintf("(%d, ", s.X-1), fmt.Sprintf("%d)", s.Y-1)
	}},
	{"json pairs", `{"tour": [`, "]}", func(s board.Square) (string, string) {
		return fmt.Sprintf("[%d,", s.X-1), fmt.Sprintf("%d]", s.Y-1)
	}},
	{"js objects", "const tour = [", "];", func(s board.Square) (string, string) {
		return fmt.Sprintf("{x: %d, ", s.X-1), fmt.Sprintf("y: %d}", s.Y-1)
	}},
	{"go structs", "[]Pos{", "}", func(s board.Square) (string, string) {
		return fmt.Sprintf("{X: %d, ", s.X-1), fmt.Sprintf("Y: %d}", s.Y-1)
	}},
}

// write is p in spelling n, cut by stray on a line of its own after
// square at (between two values, or inside the next when inside); no
// cut when at < 0.
func (n nestedSpelling) write(p board.Path, at int, inside bool, stray string) string {
	var b strings.Builder
	b.WriteString(n.open)
	for k, s := range p {
		head, tail := n.value(s)
		switch {
		case k == at+1 && inside:
			b.WriteString(head + "\n" + stray + "\n" + tail)
		default:
			b.WriteString(head + tail)
		}
		if k == len(p)-1 {
			break
		}
		b.WriteString(", ")
		switch {
		case k == at && !inside:
			b.WriteString("\n" + stray + "\n")
		case k%8 == 7:
			b.WriteString("\n  ")
		}
	}
	b.WriteString(n.close)
	return b.String()
}

// TestNestedBesideOthers: two or three random tours in an input, one or
// more written as nested literals (Lua records, Python tuples, JSON
// pairs, JavaScript objects, Go structs), some of those cut by a stray
// line between two values or inside one, the others in aloneSpellings;
// each valid or with one fault (two squares swapped, a square written
// twice, a run of three reversed). The oracle is the test's walk check
// (walkOK) of what it wrote: the input exits 0 only when every tour
// written was read and none is faulty, and no tour read from the lines
// of a tour written valid is judged invalid.
func TestNestedBesideOthers(t *testing.T) {
	rng := rand.New(rand.NewPCG(46, 24))
	boards := []board.Board{{W: 6, H: 5}, {W: 6, H: 6}, {W: 7, H: 7}, {W: 8, H: 6}}
	seps := []string{"\n\n", "\n[INFO] worker 2 finished\n", "\n\n# next solution\n\n"}
	strays := []string{"--- interrupted ---", "(continued)", "WARN: search restarted", "note: 2 worker threads still running"}
	bad := 0
	for c := range 300 {
		b := boards[c%len(boards)]
		n := 2 + rng.IntN(2)
		nested := rng.IntN(n) // one nested literal at least
		var parts []string
		var valid []bool // each tour written: valid by walkOK
		for k := range n {
			p, q := tourAndFault(t, rng, b)
			if k == nested || rng.IntN(2) == 0 {
				at := -1
				if rng.IntN(2) == 0 {
					at = 2 + rng.IntN(len(q)-5)
				}
				parts = append(parts, nestedSpellings[rng.IntN(len(nestedSpellings))].write(q, at, rng.IntN(2) == 0, strays[rng.IntN(len(strays))]))
			} else {
				w := aloneSpellings[rng.IntN(len(aloneSpellings))]
				if strings.HasSuffix(w.name, "grid") && len(uniqueSquares(q)) != len(q) {
					q = p // a grid numbers each square once: a repeat is no grid
				}
				parts = append(parts, w.write(b, q))
			}
			valid = append(valid, walkOK(b, q))
		}
		sep := seps[rng.IntN(len(seps))]
		text := strings.Join(parts, sep) + "\n"
		// The lines of each tour written, from 1, to find the tour
		// written where a tour read begins.
		var lastLine []int
		line := 0
		for _, part := range parts {
			line += strings.Count(part, "\n") + 1
			lastLine = append(lastLine, line)
			line += strings.Count(sep, "\n") - 1
		}
		faulty := n - len(slices.DeleteFunc(slices.Clone(valid), func(v bool) bool { return !v }))
		for _, given := range []bool{true, false} {
			opt := ReadOptions{}
			if given {
				opt.Board = b
			}
			tours, verdicts, code := textExit(text, opt, walkCheck)
			why := ""
			switch {
			case code == 0 && faulty > 0:
				why = "exit 0 with a faulty tour"
			case code == 0 && len(tours) != n:
				why = fmt.Sprintf("exit 0 with %d tours read of %d written", len(tours), n)
			}
			for i, v := range verdicts {
				if k, _ := slices.BinarySearch(lastLine, tours[i].Line); v == Invalid && k < n && valid[k] {
					why = fmt.Sprintf("the tour read at line %d, written valid, judged invalid", tours[i].Line)
				}
			}
			if why != "" {
				bad++
				t.Errorf("case %d, board given %v: %s (exit %d, verdicts %v, %d faulty):\n%s", c, given, why, code, verdicts, faulty, clip(text))
			}
		}
	}
	t.Logf("%d cases wrong of 600", bad)
}
