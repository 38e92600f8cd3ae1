package notation

import (
	"testing"
	"unicode"
)

// TestSquareKindOfScripts classifies words built of one letter and one
// number of each script by a pattern. Oracle: the kind each pattern must
// get follows from the Unicode categories alone, checked here with
// unicode.IsLetter and unicode.IsNumber before any word is built: one or
// two letters and one or two numbers in either order, one sign at most,
// joiners and marks inside ignored, make a square's size; a character
// beyond ASCII makes it foreign; numbers alone, some beyond ASCII, a
// foreign number.
func TestSquareKindOfScripts(t *testing.T) {
	const zwj = "\u200d"
	scripts := []struct{ name, letter, number string }{
		{"full-width Latin", "ｅ", "５"},
		{"Cyrillic", "е", "5"},
		{"Greek", "ε", "5"},
		{"CJK", "中", "５"},
		{"Arabic-Indic digits", "e", "٥"},
		{"subscript", "e", "₅"},
		{"superscript", "ᵉ", "⁵"},
	}
	patterns := []struct {
		name string
		word func(l, n string) string
		want squareKind
	}{
		{"letter number", func(l, n string) string { return l + n }, foreignSquare},
		{"number letter", func(l, n string) string { return n + l }, foreignSquare},
		{"letter joiner number", func(l, n string) string { return l + zwj + n }, foreignSquare},
		{"two letters two numbers", func(l, n string) string { return l + l + n + n }, foreignSquare},
		{"letter sign number", func(l, n string) string { return l + "-" + n }, foreignSquare},
		{"letter two signs number", func(l, n string) string { return l + "-:" + n }, notSquare},      // a square has one sign at most
		{"three letters number", func(l, n string) string { return l + l + l + n }, notSquare},        // a file has two letters at most
		{"letter three numbers", func(l, n string) string { return l + n + n + n }, notSquare},        // a rank has two digits at most
		{"letter", func(l, n string) string { return l }, notSquare},                                  // no rank
		{"numbers joined", func(l, n string) string { return n + zwj + n }, foreignNumber},            // no file
		{"letters joined", func(l, n string) string { return l + zwj + l }, notSquare},                // no rank
		{"letter space number", func(l, n string) string { return l + " " + n + " " + n }, notSquare}, // two signs
	}
	for _, s := range scripts {
		l, n := []rune(s.letter), []rune(s.number)
		if len(l) != 1 || !unicode.IsLetter(l[0]) || len(n) != 1 || !unicode.IsNumber(n[0]) {
			t.Fatalf("%s: %q must be one letter and %q one number", s.name, s.letter, s.number)
		}
		for _, p := range patterns {
			w := p.word(s.letter, s.number)
			t.Run(s.name+"/"+p.name, func(t *testing.T) {
				if got := squareKindOf(w); got != p.want {
					t.Errorf("squareKindOf(%q) = %v, want %v", w, got, p.want)
				}
			})
		}
	}
	// ASCII alone: the readers' square, or its letters and digits askew.
	for w, want := range map[string]squareKind{"e5": asciiSquare, "ab12": asciiSquare, "5e": askewSquare, "e-5": askewSquare, "e5e": askewSquare, "abc5": notSquare, "55": notSquare, "e": notSquare} {
		if got := squareKindOf(w); got != want {
			t.Errorf("squareKindOf(%q) = %v, want %v", w, got, want)
		}
	}
}

func (k squareKind) String() string {
	return [...]string{"notSquare", "asciiSquare", "askewSquare", "foreignSquare", "foreignNumber"}[k]
}
