package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/knightcert/knight/board"
)

// runesOf are the runes of table t above ASCII that keep reports
// whole: in the Basic Multilingual Plane, no surrogate or private use.
func runesOf(t *unicode.RangeTable, keep func(rune) bool) []rune {
	var out []rune
	for r := rune(0x80); r < 0x10000; r++ {
		if unicode.Is(t, r) && keep(r) {
			out = append(out, r)
		}
	}
	return out
}

// misprintForms write square s so that no reader reads it, each built
// from a class of Unicode drawn at random: a letter of another script for
// its file, a number character of another script for its rank (not a
// decimal digit: that is read as the rank), an invisible
// format character inside, the rank first, file and rank apart or joined
// by a sign, a capital letter a scan reads for the rank. Each gives ""
// when it has no such spelling of s.
func misprintForms(rng *rand.Rand) map[string]func(s board.Square) string {
	// A full-width letter and a decimal digit of any script are read
	// as the ASCII they stand for: a square so written is read.
	letters := runesOf(unicode.Letter, func(r rune) bool { return unicode.IsLower(r) && (r < 0xff01 || r > 0xff5e) })
	numbers := runesOf(unicode.Number, func(r rune) bool { return !unicode.Is(unicode.Nd, r) })
	formats := runesOf(unicode.Cf, func(r rune) bool { return r != 0xfeff }) // a byte order mark begins a text
	signs := "!#$%&*+-./=?@^_|~"
	file := func(s board.Square) string { return string(rune('a' + s.X - 1)) }
	pick := func(rs []rune) string { return string(rs[rng.IntN(len(rs))]) }
	return map[string]func(s board.Square) string{
		"letter of another script": func(s board.Square) string { return fmt.Sprintf("%s%d", pick(letters), s.Y) },
		"number of another script": func(s board.Square) string { return file(s) + pick(numbers) },
		"format character inside":  func(s board.Square) string { return fmt.Sprintf("%s%s%d", file(s), pick(formats), s.Y) },
		"rank first":               func(s board.Square) string { return fmt.Sprintf("%d%s", s.Y, file(s)) },
		"apart":                    func(s board.Square) string { return fmt.Sprintf("%s %d", file(s), s.Y) },
		"joined by a sign":         func(s board.Square) string { return fmt.Sprintf("%s%c%d", file(s), signs[rng.IntN(len(signs))], s.Y) },
		"scanned capital": func(s board.Square) string {
			r, ok := map[int32]string{2: "Z", 3: "E", 4: "A", 5: "S", 6: "G", 8: "B"}[s.Y]
			if !ok {
				return ""
			}
			return file(s) + r
		},
	}
}

// TestMisprintRunAtListEndNeverInvalid: a valid tour whose first or last
// two to four squares are printed so no reader reads them
// (misprintForms, drawn at random square by square) in a plain, comma,
// arrow, one-a-line, numbered, move or upper-case list is read that many
// squares short, with no break in its walk to show where; the words
// beside its end may be those squares, so the tour is never judged
// invalid. The same list with those squares deleted is short for
// certain: invalid. The oracle: warnsdorffWalk's tours, checked by
// walkOK, are valid as written; a list squares short is no tour of its
// board.
func TestMisprintRunAtListEndNeverInvalid(t *testing.T) {
	rng := rand.New(rand.NewPCG(53, 2))
	forms := misprintForms(rng)
	names := slices.Sorted(func(yield func(string) bool) {
		for k := range forms {
			if !yield(k) {
				return
			}
		}
	})
	layouts := []struct {
		name  string
		write func(words []string) string
	}{
		{"plain", func(w []string) string { return strings.Join(w, " ") }},
		{"comma", func(w []string) string { return strings.Join(w, ", ") }},
		{"arrows", func(w []string) string { return strings.Join(w, " -> ") }},
		{"one a line", func(w []string) string { return strings.Join(w, "\n") }},
		{"numbered", func(w []string) string {
			out := make([]string, len(w))
			for k := range w {
				out[k] = fmt.Sprintf("%d. %s", k+1, w[k])
			}
			return strings.Join(out, "\n")
		}},
		{"moves", func(w []string) string { return "N" + strings.Join(w, " N") }},
	}
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}}
	for round := range 140 {
		b := boards[rng.IntN(len(boards))]
		p := warnsdorffWalk(rng, b, 500)
		if !walkOK(b, p) {
			t.Fatalf("round %d: the test's own tour on %v", round, b)
		}
		k := 2 + rng.IntN(3)
		at := 0
		if round%2 == 1 {
			at = len(p) - k
		}
		layout := layouts[round/2%len(layouts)]
		words := strings.Fields(p.String())
		bad := slices.Clone(words)
		var used []string
		for j := at; j < at+k; j++ {
			name := names[rng.IntN(len(names))]
			// A move's piece letter before a file apart from its rank
			// or a scanned rank ("Ne 5", "NeS") makes a word no square's
			// size: left out of the move list.
			for forms[name](p[j]) == "" || layout.name == "moves" && (name == "apart" || name == "scanned capital") {
				name = names[rng.IntN(len(names))]
			}
			bad[j], used = forms[name](p[j]), append(used, name)
		}
		upper := rng.IntN(4) == 0 && layout.name != "moves"
		write := func(w []string) string {
			text := layout.write(w) + "\n"
			if upper {
				text = strings.ToUpper(text)
			}
			return text
		}
		t.Run(fmt.Sprintf("%d/%v/%s/%d/%q", round, b, layout.name, k, bad[at:at+k]), func(t *testing.T) {
			for _, tc := range []struct {
				text    string
				invalid bool
			}{{write(bad), false}, {write(slices.Delete(slices.Clone(words), at, at+k)), true}} {
				_, vs, err := judgeText(tc.text, b)
				switch {
				case err != nil && tc.invalid:
					t.Errorf("ReadTours: %v, want a list read short:\n%s", err, clip(tc.text))
				case err != nil:
				case !tc.invalid && slices.Contains(vs, Invalid):
					t.Errorf("verdicts %v, but the tour written is valid and the words beside its end (%s) may be its squares:\n%s", vs, strings.Join(used, ", "), clip(tc.text))
				case !tc.invalid:
				case len(vs) != 1:
					t.Errorf("%d verdicts %v, want 1:\n%s", len(vs), vs, clip(tc.text))
				case vs[0] != Invalid:
					t.Errorf("verdict %v, want invalid: the list is %d squares short for certain:\n%s", vs[0], k, clip(tc.text))
				}
			}
		})
	}
}

// TestSquareColumnBesideNeverPasses: a CSV or Markdown table of a step
// column, a square column and a column under a header word drawn at
// random from letters, in either order, one of them a tour and the
// other a second tour: the first with two of its squares swapped, or
// reversed. A column of squares is a tour
// whatever its header says, so a table with a faulty one never passes;
// with both columns valid tours it is never judged invalid. The oracle:
// warnsdorffWalk's tours, checked by walkOK, and the swap the test made,
// which makes its column no tour.
func TestSquareColumnBesideNeverPasses(t *testing.T) {
	rng := rand.New(rand.NewPCG(53, 4))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}}
	for round := range 64 {
		b := boards[rng.IntN(len(boards))]
		p := warnsdorffWalk(rng, b, 500)
		if !walkOK(b, p) {
			t.Fatalf("round %d: the test's own tour on %v", round, b)
		}
		other := slices.Clone(p)
		faulty := round%4 != 3
		if faulty {
			i := 2 + rng.IntN(len(other)-6)
			other[i], other[i+3] = other[i+3], other[i]
		} else {
			slices.Reverse(other)
		}
		name := make([]byte, 3+rng.IntN(6))
		for k := range name {
			name[k] = byte('a' + rng.IntN(26))
		}
		heads := []string{"square", string(name)}
		cells := []board.Path{p, other} // under each header
		if rng.IntN(2) == 0 {
			cells[0], cells[1] = cells[1], cells[0]
		}
		if round%2 == 1 {
			heads[0], heads[1] = heads[1], heads[0]
			cells[0], cells[1] = cells[1], cells[0]
		}
		md := round%3 == 2
		sep := ","
		if md {
			sep = " | "
		}
		var lines []string
		row := func(cells ...string) string {
			if md {
				return "| " + strings.Join(cells, sep) + " |"
			}
			return strings.Join(cells, sep)
		}
		lines = append(lines, row("step", heads[0], heads[1]))
		if md {
			lines = append(lines, "|---|---|---|")
		}
		for k := range p {
			lines = append(lines, row(fmt.Sprint(k+1), cells[0][k].String(), cells[1][k].String()))
		}
		text := strings.Join(lines, "\n") + "\n"
		t.Run(fmt.Sprintf("%d/%v/%s/faulty=%v", round, b, name, faulty), func(t *testing.T) {
			tours, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck)
			switch {
			case faulty && code == 0:
				t.Errorf("exit 0, %d tours %v: column %q holds a tour with two squares swapped, passed unread:\n%s", len(tours), verdicts, name, clip(text))
			case !faulty && code == 1:
				t.Errorf("exit 1, %d tours %v: both columns are valid tours:\n%s", len(tours), verdicts, clip(text))
			}
		})
	}
}
