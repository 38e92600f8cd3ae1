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

// foreignRune draws a rune outside ASCII for which class holds, from the
// whole of Unicode, so that no script or style is picked by the test.
func foreignRune(rng *rand.Rand, class func(rune) bool) rune {
	for {
		if r := rune(0x80 + rng.IntN(0x2FFFF-0x80)); class(r) {
			return r
		}
	}
}

// TestForeignSquaresBeside: a valid tour written as one line beside a
// twin whose squares are written with characters no reader reads,
// drawn at random from Unicode's classes: file letters of any script or
// style (unicode.IsLetter), ranks in number characters that are no ASCII
// digit (unicode.IsNumber: subscripts, circled, Roman, or a script's
// decimal digit of the rank's own value),
// and invisible format characters (unicode.Cf) between letter and rank;
// on every square or on some, the twin before or after. When the twin
// has two squares swapped the input never passes (exit 0); when it is
// the tour itself, written with decimal digits of the ranks' values, it
// is never judged invalid (exit 1): another number character has a
// value of its own ("⑫"), which may write another square. And the tour
// beside prose in random letters of any script, with a number now and
// then, always passes. The oracle: warnsdorffWalk's tours checked by
// walkOK, and the swap the test made, which makes the twin no tour.
func TestForeignSquaresBeside(t *testing.T) {
	rng := rand.New(rand.NewPCG(53, 7))
	isCf := func(r rune) bool { return unicode.Is(unicode.Cf, r) }
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}}
	for round := range 64 {
		b := boards[rng.IntN(len(boards))]
		p := warnsdorffWalk(rng, b, 500)
		if !walkOK(b, p) {
			t.Fatalf("round %d: the test's own tour on %v", round, b)
		}
		letters, ranks, marks := rng.IntN(2) == 0, rng.IntN(2) == 0, rng.IntN(2) == 0
		if !letters && !ranks && !marks {
			ranks = true
		}
		share := []float64{1, 0.7}[rng.IntN(2)] // every square, or most
		file := map[int32]rune{}                // one foreign letter per file, as a print would use
		rank := map[rune]rune{}                 // one foreign number per digit
		mark := foreignRune(rng, isCf)
		valued := true // every number character written is a decimal digit of the rank's value
		write := func(q board.Path) string {
			words := make([]string, len(q))
			for k, s := range q {
				if rng.Float64() >= share {
					words[k] = s.String()
					continue
				}
				var w strings.Builder
				if letters {
					if file[s.X] == 0 {
						file[s.X] = foreignRune(rng, unicode.IsLetter)
					}
					w.WriteRune(file[s.X])
				} else {
					w.WriteByte(byte('a' + s.X - 1))
				}
				if marks {
					w.WriteRune(mark)
				}
				for _, d := range fmt.Sprint(s.Y) {
					if !ranks {
						w.WriteRune(d)
						continue
					}
					if rank[d] == 0 {
						rank[d] = foreignRune(rng, unicode.IsNumber)
						valued = valued && unicode.IsDigit(rank[d])
						if unicode.IsDigit(rank[d]) { // a decimal digit of its own value, as a script writes d
							zero := rank[d]
							for unicode.IsDigit(zero - 1) {
								zero--
							}
							rank[d] += rune(int(d-'0') - int(rank[d]-zero)%10)
						}
					}
					w.WriteRune(rank[d])
				}
				words[k] = w.String()
			}
			return strings.Join(words, " ")
		}
		twinsBeside(t, rng, round, b, p, write, func() bool { return valued })
		// Prose in one script, a number now and then: no tour.
		script := foreignRune(rng, unicode.IsLetter)
		var prose []string
		for range len(p) {
			w := []rune{}
			for range 2 + rng.IntN(6) {
				w = append(w, script+rune(rng.IntN(24)))
			}
			if rng.IntN(8) == 0 {
				w = append(w, []rune(fmt.Sprint(rng.IntN(30)))...)
			}
			prose = append(prose, string(w))
		}
		text := p.String() + "\n" + strings.Join(prose, " ") + "\n"
		t.Run(fmt.Sprintf("%d/%v/prose", round, b), func(t *testing.T) {
			if tours, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck); code != 0 {
				t.Errorf("exit %d, %d tours %v: a valid tour beside prose:\n%s", code, len(tours), verdicts, clip(text))
			}
		})
	}
}

// twinsBeside writes tour p (checked by the caller) as one line beside a
// twin that write spells, first the twin with two squares swapped, then
// the tour itself; odd rounds put the twin first. The twin with the swap
// is no tour, so the input never passes (exit 0); the tour itself is never
// judged invalid (exit 1) when exact says, once the twin is written, that
// write spelled each square's own file and rank.
func twinsBeside(t *testing.T, rng *rand.Rand, round int, b board.Board, p board.Path, write func(board.Path) string, exact func() bool) {
	t.Helper()
	faulty := slices.Clone(p)
	i := 2 + rng.IntN(len(faulty)-6)
	faulty[i], faulty[i+3] = faulty[i+3], faulty[i]
	for _, twin := range []struct {
		q     board.Path
		valid bool
	}{{faulty, false}, {p, true}} {
		line := write(twin.q)
		text := p.String() + "\n" + line + "\n"
		if round%2 == 1 {
			text = line + "\n" + p.String() + "\n"
		}
		first, _, _ := strings.Cut(line, " ")
		t.Run(fmt.Sprintf("%d/%v/%+q/valid=%v", round, b, first, twin.valid), func(t *testing.T) {
			tours, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck)
			switch {
			case !twin.valid && code == 0:
				t.Errorf("exit 0, %d tours %v: a tour with two squares swapped passed unread:\n%s", len(tours), verdicts, clip(text))
			case twin.valid && exact() && code == 1:
				t.Errorf("exit 1, %d tours %v: both tours written are valid:\n%s", len(tours), verdicts, clip(text))
			}
		})
	}
}
