package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// spelledGrid writes p as a numbered grid of b, top rank first: the
// square visited k-th holds spell(k), from 1, each row's numbers apart
// by one space or more; across swaps rows and columns.
func spelledGrid(b board.Board, p board.Path, spell func(int) string, across bool) []string {
	at := map[board.Square]int{}
	for k, s := range p {
		at[s] = k + 1
	}
	var rows []string
	outer, inner := int(b.H), int(b.W)
	if across {
		outer, inner = inner, outer
	}
	for o := range outer {
		var cells []string
		for i := range inner {
			s := board.Square{X: int32(i + 1), Y: b.H - int32(o)}
			if across {
				s = board.Square{X: int32(o + 1), Y: b.H - int32(i)}
			}
			cells = append(cells, fmt.Sprintf("%3s", spell(at[s])))
		}
		rows = append(rows, strings.Join(cells, " "))
	}
	return rows
}

// digitsIn spells n in the decimal digits of a script whose zero is zero.
func digitsIn(zero rune) func(int) string {
	return func(n int) string {
		return strings.Map(func(r rune) rune { return zero + r - '0' }, fmt.Sprint(n))
	}
}

// lettersFor spells n as the letters A..Z, then AA, AB, ... (bijective
// base 26, a spreadsheet's columns).
func lettersFor(n int) string {
	var b []byte
	for ; n > 0; n = (n - 1) / 26 {
		b = append([]byte{byte('A' + (n-1)%26)}, b...)
	}
	return string(b)
}

// germanFor spells n, 1 to 99, as German writes it in words.
func germanFor(n int) string {
	ones := []string{"", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn", "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn"}
	tens := []string{"", "", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"}
	switch {
	case n < 20:
		return ones[n]
	case n%10 == 0:
		return tens[n/10]
	case n%10 == 1:
		return "einund" + tens[n/10]
	}
	return ones[n%10] + "und" + tens[n/10]
}

// TestGridAside: a valid tour written as a numbered grid, and beside it,
// before or after, a blank line and maybe a caption between, a second
// grid of the board's shape (or turned), its cells in walls or not,
// with a fault, written in numerals that no reader reads and that the
// code names nowhere: Devanagari or Thai digits, letters A, B, ... or
// German number words. The input never passes (exit 0): the second
// grid is judged or set aside. Beside the same valid grid, honest text
// cut to the same shape, as many lines of as many words as the grid,
// always passes: prose
// (sentences, capitals and points) and notes (the same in lower case).
// Where the line between them lies: a numbering writes each number once
// (words repeat in prose), each the same way (no capital beginning a
// sentence beside words in lower case, no point or comma after some
// words inside a line only). The oracle: warnsdorffWalk's tours
// checked by walkOK, and the fault the test made (two squares swapped,
// or one number written twice), which makes the second grid no tour.
func TestGridAside(t *testing.T) {
	rng := rand.New(rand.NewPCG(54, 24))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 5, H: 6}, {W: 6, H: 6}, {W: 8, H: 8}}
	spells := []struct {
		name  string
		spell func(int) string
	}{
		{"devanagari", digitsIn('०')},
		{"thai", digitsIn('๐')},
		{"letters", lettersFor},
		{"german", germanFor},
	}
	vocabulary := strings.Fields("the knight moves over board and each square is visited once so tour found by a simple search that prefers squares with fewest onward moves from start we print it here as grid numbers show order of visits")
	for round := range 48 {
		b := boards[rng.IntN(len(boards))]
		p := warnsdorffWalk(rng, b, 500)
		if !walkOK(b, p) {
			t.Fatalf("round %d: the test's own tour on %v", round, b)
		}
		opt := ReadOptions{}
		if rng.IntN(2) == 0 {
			opt.Board = b
		}
		valid := spelledGrid(b, p, strconv.Itoa, false)
		beside := func(block []string, caption string) string {
			if caption != "" {
				block = append([]string{caption}, block...)
			}
			if round%2 == 0 {
				return strings.Join(valid, "\n") + "\n\n" + strings.Join(block, "\n") + "\n"
			}
			return strings.Join(block, "\n") + "\n\n" + strings.Join(valid, "\n") + "\n"
		}
		caption := []string{"", "Second attempt:"}[rng.IntN(2)]

		sp := spells[round%len(spells)]
		faulty := slices.Clone(p)
		fault := "swap"
		spell := sp.spell
		if rng.IntN(3) == 0 {
			fault = "twice"
			twice := 2 + rng.IntN(len(p)-4)
			spell = func(n int) string {
				if n == twice {
					n++ // the number after it written twice, this one not at all
				}
				return sp.spell(n)
			}
		} else {
			i := 2 + rng.IntN(len(faulty)-6)
			faulty[i], faulty[i+3] = faulty[i+3], faulty[i]
		}
		across := b.W != b.H && rng.IntN(2) == 0
		rows := spelledGrid(b, faulty, spell, across)
		walls := rng.IntN(3) == 0
		for r := range rows {
			if walls { // a table's cell walls
				rows[r] = "| " + strings.Join(strings.Fields(rows[r]), " | ") + " |"
			}
		}
		text := beside(rows, caption)
		t.Run(fmt.Sprintf("%d/%v/%s/%s/across=%v/walls=%v/board=%v", round, b, sp.name, fault, across, walls, opt.Board), func(t *testing.T) {
			if tours, verdicts, code := textExit(text, opt, walkCheck); code == 0 {
				t.Errorf("exit 0, %d tours %v: a faulty grid beside a valid one passed unread:\n%s", len(tours), verdicts, clip(text))
			}
		})

		// Honest text of the grid's shape: H lines of W words, sentences
		// as prose writes them and as notes do, in lower case.
		w, h := int(b.W), int(b.H)
		var prose, notes []string
		for len(prose) < w*h {
			n := 4 + rng.IntN(6)
			for k := range n {
				word := vocabulary[rng.IntN(len(vocabulary))]
				note := word
				switch {
				case k == 0:
					word = strings.ToUpper(word[:1]) + word[1:]
				case k == n-1:
					word, note = word+".", note+"."
				case rng.IntN(5) == 0:
					word, note = word+",", note+","
				}
				prose, notes = append(prose, word), append(notes, note)
			}
		}
		var proseRows, noteRows []string
		for r := range h {
			proseRows = append(proseRows, strings.Join(prose[r*w:r*w+w], " "))
			noteRows = append(noteRows, strings.Join(notes[r*w:r*w+w], " "))
		}
		for _, honest := range []struct {
			name string
			rows []string
		}{{"prose", proseRows}, {"notes", noteRows}} {
			text := beside(honest.rows, caption)
			t.Run(fmt.Sprintf("%d/%v/%s/board=%v", round, b, honest.name, opt.Board), func(t *testing.T) {
				if tours, verdicts, code := textExit(text, opt, walkCheck); code != 0 || len(tours) != 1 {
					t.Errorf("exit %d, %d tours %v, want exit 0 and 1 tour: a valid grid beside %s:\n%s", code, len(tours), verdicts, honest.name, clip(text))
				}
			})
		}
	}
}

// TestSuffixedSquaresAside: a valid tour as a line of squares, and
// beside it, before or after, its twin with two squares swapped, every
// square glued to its rank's ordinal suffix ("e5th", "a1st") or to a
// suffix of two letters drawn at random: the input never passes. Prose
// beside the tour with ordinals of its own ("the 3rd and 21st moves")
// still passes. The oracle: warnsdorffWalk's tours checked by walkOK,
// and the swap the test made.
func TestSuffixedSquaresAside(t *testing.T) {
	rng := rand.New(rand.NewPCG(54, 25))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}}
	ordinal := func(n int32) string {
		switch {
		case n%100/10 == 1:
			return "th"
		case n%10 == 1:
			return "st"
		case n%10 == 2:
			return "nd"
		case n%10 == 3:
			return "rd"
		}
		return "th"
	}
	for round := range 24 {
		b := boards[rng.IntN(len(boards))]
		p := warnsdorffWalk(rng, b, 500)
		if !walkOK(b, p) {
			t.Fatalf("round %d: the test's own tour on %v", round, b)
		}
		faulty := slices.Clone(p)
		i := 2 + rng.IntN(len(faulty)-6)
		faulty[i], faulty[i+3] = faulty[i+3], faulty[i]
		suffix := func(n int32) string { return ordinal(n) }
		if round%3 == 2 {
			s := string([]rune{'a' + rune(rng.IntN(26)), 'a' + rune(rng.IntN(26))})
			suffix = func(int32) string { return s }
		}
		var words []string
		for _, s := range faulty {
			words = append(words, s.String()+suffix(s.Y))
		}
		text := p.String() + "\n" + strings.Join(words, " ") + "\n"
		if round%2 == 1 {
			text = strings.Join(words, " ") + "\n" + p.String() + "\n"
		}
		opt := ReadOptions{Board: b}
		t.Run(fmt.Sprintf("%d/%v/%s", round, b, words[0]), func(t *testing.T) {
			if tours, verdicts, code := textExit(text, opt, walkCheck); code == 0 {
				t.Errorf("exit 0, %d tours %v: a faulty tour beside a valid one passed unread:\n%s", len(tours), verdicts, clip(text))
			}
		})
		prose := fmt.Sprintf("The %d%s and %d%s moves were the hardest; the 1st took longest.", 2+rng.IntN(20), "nd", 21+rng.IntN(9), "st")
		text = p.String() + "\n" + prose + "\n"
		t.Run(fmt.Sprintf("%d/%v/prose", round, b), func(t *testing.T) {
			if tours, verdicts, code := textExit(text, opt, walkCheck); code != 0 || len(tours) != 1 {
				t.Errorf("exit %d, %d tours %v, want exit 0 and 1 tour: a valid tour beside prose:\n%s", code, len(tours), verdicts, clip(text))
			}
		})
	}
}
