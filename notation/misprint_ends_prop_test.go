package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestSpelledTourBesideNeverPasses: a valid tour, as a list or a grid,
// beside a second tour with two squares swapped written in a spelling no
// reader reads: each square its file, a sign and its rank ("e:5"), or
// its file and rank as numbers joined by a sign ("4.4", "4x0"), before
// or after the first. The oracle: warnsdorffWalk's tours, checked by
// walkOK, and the swap the test made, which makes the second no tour;
// so the input never passes (exit 0), whatever is read of it.
func TestSpelledTourBesideNeverPasses(t *testing.T) {
	rng := rand.New(rand.NewPCG(50, 7))
	signs := []byte("!#$%&*+./:;<=>?@\\^_|~")
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}}
	for round := range 48 {
		b := boards[rng.IntN(len(boards))]
		p := warnsdorffWalk(rng, b, 500)
		if !walkOK(b, p) {
			t.Fatalf("round %d: the test's own tour on %v", round, b)
		}
		faulty := slices.Clone(p)
		i := 2 + rng.IntN(len(faulty)-6)
		faulty[i], faulty[i+3] = faulty[i+3], faulty[i]
		sign := string(signs[rng.IntN(len(signs))])
		pairs := round%3 == 2
		if pairs && rng.IntN(3) == 0 {
			sign = "x"
		}
		base := int32(rng.IntN(2))
		words := make([]string, len(faulty))
		for k, s := range faulty {
			if pairs {
				words[k] = fmt.Sprintf("%d%s%d", s.X-1+base, sign, s.Y-1+base)
			} else {
				words[k] = fmt.Sprintf("%c%s%d", 'a'+s.X-1, sign, s.Y)
			}
		}
		spelled := strings.Join(words, " ")
		valid := p.String()
		if round%2 == 1 {
			valid = gridText(b, p)
		}
		text := valid + "\n" + spelled + "\n"
		if round%4 >= 2 {
			text = spelled + "\n" + valid + "\n"
		}
		t.Run(fmt.Sprintf("%d/%v/%q", round, b, words[0]), func(t *testing.T) {
			tours, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck)
			if code == 0 {
				t.Errorf("exit 0, %d tours %v: a tour with two squares swapped passed unread:\n%s", len(tours), verdicts, clip(text))
			}
		})
	}
}

// gridText writes p as rows of the move numbers of b's squares, rank
// b.H at the top.
func gridText(b board.Board, p board.Path) string {
	num := make(map[board.Square]int, len(p))
	for k, s := range p {
		num[s] = k + 1
	}
	var rows []string
	for y := b.H; y >= 1; y-- {
		var row []string
		for x := int32(1); x <= b.W; x++ {
			row = append(row, fmt.Sprintf("%2d", num[board.Square{X: x, Y: y}]))
		}
		rows = append(rows, strings.Join(row, " "))
	}
	return strings.Join(rows, "\n")
}

// lookalikes are ways a square is printed that no reader reads: a
// letter of another script or with an accent for its file, a
// superscript or subscript digit, the rank first, a letter a scan reads
// for a digit, or the file and rank apart. Each gives "" when it has no
// look-alike for s.
var lookalikes = map[string]func(s board.Square) string{
	"cyrillic or greek file": func(s board.Square) string {
		r, ok := map[int32]string{1: "а", 2: "β", 3: "с", 4: "ԁ", 5: "е", 8: "һ"}[s.X]
		if !ok {
			return ""
		}
		return fmt.Sprintf("%s%d", r, s.Y)
	},
	"accent": func(s board.Square) string { return fmt.Sprintf("%c\u0301%d", 'a'+s.X-1, s.Y) },
	"superscript rank": func(s board.Square) string {
		return fmt.Sprintf("%c%s", 'a'+s.X-1, strings.Map(func(r rune) rune { return []rune("⁰¹²³⁴⁵⁶⁷⁸⁹")[r-'0'] }, fmt.Sprint(s.Y)))
	},
	"subscript rank": func(s board.Square) string {
		return fmt.Sprintf("%c%s", 'a'+s.X-1, strings.Map(func(r rune) rune { return r - '0' + '₀' }, fmt.Sprint(s.Y)))
	},
	"rank first": func(s board.Square) string { return fmt.Sprintf("%d%c", s.Y, 'a'+s.X-1) },
	"scanned digit": func(s board.Square) string {
		r, ok := map[int32]string{1: "l", 2: "Z", 3: "E", 5: "S", 6: "b", 8: "B"}[s.Y]
		if !ok {
			return ""
		}
		return fmt.Sprintf("%c%s", 'a'+s.X-1, r)
	},
	"apart":      func(s board.Square) string { return fmt.Sprintf("%c %d", 'a'+s.X-1, s.Y) },
	"upper dash": func(s board.Square) string { return fmt.Sprintf("%c-%d", 'A'+s.X-1, s.Y) },
	"dotted":     func(s board.Square) string { return fmt.Sprintf("%c.%d", 'a'+s.X-1, s.Y) },
}

// TestLookalikeAtListEndNeverInvalid: a valid tour whose first or last
// square is printed through a look-alike (lookalikes) in a plain, comma,
// JSON, one-a-line or arrow list is read a square short with no break in its
// walk to show where; the look-alike beside its end may be that square,
// so the tour is never judged invalid. The same list with the square
// deleted is short for certain: invalid. The oracle: warnsdorffWalk's
// tours, checked by walkOK, are valid as written; a list one square
// short is no tour of its board.
func TestLookalikeAtListEndNeverInvalid(t *testing.T) {
	rng := rand.New(rand.NewPCG(50, 13))
	layouts := []struct {
		name  string
		write func(words []string) string
	}{
		{"plain", func(w []string) string { return strings.Join(w, " ") }},
		{"comma", func(w []string) string { return strings.Join(w, ", ") }},
		{"json", func(w []string) string { return `["` + strings.Join(w, `", "`) + `"]` }},
		{"one a line", func(w []string) string { return strings.Join(w, "\n") }},
		{"arrows", func(w []string) string { return strings.Join(w, " -> ") }},
	}
	names := slices.Sorted(func(yield func(string) bool) {
		for k := range lookalikes {
			if !yield(k) {
				return
			}
		}
	})
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}}
	for round := range 120 {
		b := boards[rng.IntN(len(boards))]
		p := warnsdorffWalk(rng, b, 500)
		if !walkOK(b, p) {
			t.Fatalf("round %d: the test's own tour on %v", round, b)
		}
		at := 0
		if round%2 == 1 {
			at = len(p) - 1
		}
		name := names[round/2%len(names)]
		bad := lookalikes[name](p[at])
		if bad == "" {
			continue
		}
		layout := layouts[round/2/len(names)%len(layouts)]
		words := strings.Fields(p.String())
		write := func(w string) string {
			out := slices.Clone(words)
			if w == "" {
				out = slices.Delete(out, at, at+1)
			} else {
				out[at] = w
			}
			return layout.write(out) + "\n"
		}
		t.Run(fmt.Sprintf("%d/%v/%s/%s/%s", round, b, layout.name, name, bad), func(t *testing.T) {
			for _, tc := range []struct {
				text    string
				invalid bool
			}{{write(bad), false}, {write(""), true}} {
				_, vs, err := judgeText(tc.text, b)
				switch {
				case err != nil && tc.invalid:
					t.Errorf("ReadTours: %v, want a list read short:\n%s", err, clip(tc.text))
				case err != nil:
				case len(vs) != 1:
					t.Errorf("%d verdicts %v, want 1:\n%s", len(vs), vs, clip(tc.text))
				case tc.invalid && vs[0] != Invalid:
					t.Errorf("verdict %v, want invalid: the list is a square short for certain:\n%s", vs[0], clip(tc.text))
				case !tc.invalid && vs[0] == Invalid:
					t.Errorf("verdict invalid, but the tour written is valid and %q may be its square:\n%s", bad, clip(tc.text))
				}
			}
		})
	}
}
