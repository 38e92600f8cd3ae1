package notation

import (
	"strings"
	"testing"
	"unicode"
)

// TestWordsOf checks the word scanner, split at white space, against
// strings.FieldsFunc with unicode.IsSpace (the oracle for the words) and
// offsets found in the test by searching each word after the last one's
// end, over lines in five scripts and every white space of Unicode.
func TestWordsOf(t *testing.T) {
	var spaces []rune
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if unicode.IsSpace(r) {
			spaces = append(spaces, r)
		}
	}
	if len(spaces) != 25 {
		t.Fatalf("unicode.IsSpace holds %d runes, want the 25 of White_Space", len(spaces))
	}
	lines := []string{
		"",
		"a1 b3 c5",
		"  Springer  e4\tf6 ",
		"Конь е4 ж6, ход 12",    // Cyrillic
		"Ίππος ε4 ζ6 κίνηση 12", // Greek
		"الحصان ٤ه ٦و حركة ١٢",  // Arabic, digits of its own
		"马 e4 f6 第12步",          // Han
		"घोड़ा ई४ फ६ चाल १२",               // Devanagari, with combining marks
		"a\u200bb c\u00ad1 d",              // a zero-width space and a soft hyphen are no white space
		"\xffa1 \xfe b\xc3",                // invalid UTF-8 is no white space either
		"e4\u00a0f6\u3000g8\u2028h1\u0085", // spaces beyond ASCII
	}
	for i, r := range spaces {
		lines = append(lines, "a1"+string(r)+"b3"+strings.Repeat(string(r), i%3+1)+"Конь"+string(r))
	}
	for _, line := range lines {
		want := strings.FieldsFunc(line, unicode.IsSpace)
		var wantAt [][2]int
		end := 0
		for _, w := range want {
			from := end + strings.Index(line[end:], w)
			end = from + len(w)
			wantAt = append(wantAt, [2]int{from, end})
		}
		var got []string
		var gotAt [][2]int
		for from, to := range wordsOf([]byte(line), unicode.IsSpace) {
			got = append(got, line[from:to])
			gotAt = append(gotAt, [2]int{from, to})
		}
		if strings.Join(got, "|") != strings.Join(want, "|") || len(got) != len(want) {
			t.Errorf("wordsOf(%q) words = %q, want %q", line, got, want)
			continue
		}
		for k := range gotAt {
			if gotAt[k] != wantAt[k] {
				t.Errorf("wordsOf(%q) word %d %q at %v, want %v", line, k, got[k], gotAt[k], wantAt[k])
			}
		}
	}
}

// TestWordsOfStops checks that wordsOf ends when its loop breaks: the
// oracle is the first word alone, as FieldsFunc's first field.
func TestWordsOfStops(t *testing.T) {
	line := "a1 b3 c5"
	var got []string
	for from, to := range wordsOf([]byte(line), unicode.IsSpace) {
		got = append(got, line[from:to])
		break
	}
	if want := strings.FieldsFunc(line, unicode.IsSpace)[:1]; len(got) != 1 || got[0] != want[0] {
		t.Errorf("wordsOf(%q) broken after one word = %q, want %q", line, got, want)
	}
}
