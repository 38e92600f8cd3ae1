package notation

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestKeyedSquareStringNeverPasses writes a document whose "tour" is a
// valid tour and whose other key, a name that reads as a square
// ("tour2", "x9", "sol2"), holds a string of squares: a tour with two
// squares swapped must never let the input pass, and a valid one must
// never be judged invalid. Oracle: walkOK on the test's own tours; a
// swap of two squares three steps apart is no tour (checked here).
func TestKeyedSquareStringNeverPasses(t *testing.T) {
	rng := rand.New(rand.NewPCG(52, 1))
	keys := []string{"tour2", "x9", "sol2", "path3", "run12", "t1", "zz99", "tour10"}
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 7, H: 6}}
	for round := range 48 {
		b := boards[rng.IntN(len(boards))]
		p := warnsdorffWalk(rng, b, 500)
		if !walkOK(b, p) {
			t.Fatalf("round %d: the test's own tour on %v", round, b)
		}
		second := slices.Clone(p)
		faulty := round%3 != 2
		if faulty {
			i := 2 + rng.IntN(len(second)-6)
			second[i], second[i+3] = second[i+3], second[i]
			if walkOK(b, second) {
				t.Fatalf("round %d: the swap left a tour", round)
			}
		}
		words := make([]string, len(second))
		for k, s := range second {
			words[k] = s.String()
		}
		sep := []string{" ", ", ", ","}[rng.IntN(3)]
		squares := make([]string, len(p))
		for k, s := range p {
			squares[k] = s.String()
		}
		doc := map[string]any{"board": b.String(), "tour": squares, keys[round%len(keys)]: strings.Join(words, sep)}
		raw, err := json.MarshalIndent(doc, "", []string{"  ", "\t"}[round%2])
		if err != nil {
			t.Fatal(err)
		}
		text := string(raw) + "\n"
		t.Run(fmt.Sprintf("%d/%v/%s/faulty=%v", round, b, keys[round%len(keys)], faulty), func(t *testing.T) {
			_, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
			if faulty && code == 0 {
				t.Errorf("exit 0, %v: a tour with two squares swapped passed unread:\n%s", verdicts, clip(text))
			}
			if !faulty && code == 1 {
				t.Errorf("exit 1, %v: a valid tour judged invalid:\n%s", verdicts, clip(text))
			}
		})
	}
}
