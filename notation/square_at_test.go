package notation

import (
	"math/rand/v2"
	"regexp"
	"testing"
)

// TestSquareAt checks the one recogniser of a square's letters and digits
// against a regular expression (the oracle): at every offset of seeded
// random text, the file's letters are the longest match of [A-Za-z]*, the
// rank's digits the longest match of [0-9]* after them.
func TestSquareAt(t *testing.T) {
	letters, digits := regexp.MustCompile(`^[A-Za-z]*`), regexp.MustCompile(`^[0-9]*`)
	texts := []string{"", "a", "1", "a1", "Nb1-c3", "aa12", "zZ9x", "  c3 ", "é5", "a0", "[a1, b3]"}
	rng := rand.New(rand.NewPCG(24, 7))
	const alphabet = "azAZ09 -_(é\n"
	for range 2000 {
		w := make([]byte, rng.IntN(10))
		for k := range w {
			w[k] = alphabet[rng.IntN(len(alphabet))]
		}
		texts = append(texts, string(w))
	}
	for _, s := range texts {
		b := []byte(s)
		for i := 0; i <= len(b); i++ {
			wantDigits := i + len(letters.Find(b[i:]))
			wantEnd := wantDigits + len(digits.Find(b[wantDigits:]))
			if d, e := squareAt(b, i); d != wantDigits || e != wantEnd {
				t.Errorf("squareAt(%q, %d) = %d, %d, want %d, %d", s, i, d, e, wantDigits, wantEnd)
			}
		}
	}
}
