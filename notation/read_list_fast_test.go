package notation

import (
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestParseSquareWord checks board.ParseAlgebraic on the lexer's words,
// as the list reads them, against its reading of strings (the oracle) on
// edge cases and on random words of the shape the lexer cuts: letters,
// then letters or digits.
func TestParseSquareWord(t *testing.T) {
	words := []string{"a1", "A1", "h8", "aa12", "Zz100", "a0", "a01", "a", "1", "a1b2", "ab",
		"a1073741824", "a1073741825", "a9999999999", "a12345678901", "zzzzzz1", "zzzzzzz1", "fxshrxw1", "fxshrxx1"}
	rng := rand.New(rand.NewPCG(16, 4))
	const alphabet = "abczABCZ0123456789"
	for range 20000 {
		w := []byte{"aAzZ"[rng.IntN(4)]}
		for range rng.IntN(12) {
			w = append(w, alphabet[rng.IntN(len(alphabet))])
		}
		words = append(words, string(w))
	}
	for _, w := range words {
		got, ok := board.ParseAlgebraic([]byte(w))
		want, wantOK := board.ParseAlgebraic(w)
		if got != want || ok != wantOK {
			t.Errorf("board.ParseAlgebraic(%q) = %v, %v, want %v, %v", w, got, ok, want, wantOK)
		}
	}
}
