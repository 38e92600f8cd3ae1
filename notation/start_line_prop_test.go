package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestStartLineBeforeMoves: a tour written as a line that names its
// start, under any caption word, then one numbered line a move naming
// where the knight goes, one or two such tours a file, with and without
// the board given. A valid tour is never judged invalid (its start line
// is its first square), and a tour with one fault is never judged valid
// nor left out, so the file never passes. The oracles: warnsdorffWalk's
// tours checked by walkOK, and the fault, injected by faulted, checked
// by walkOK too: one that happens to be a tour is not counted faulty.
func TestStartLineBeforeMoves(t *testing.T) {
	rng := rand.New(rand.NewPCG(41, 7))
	// Made-up words in the letters of several scripts.
	alphabets := [][]rune{[]rune("abcdefghijklmnopqrstuvwxyz"), []rune("äöüßéèçñ"), []rune("абвгдежзиклмнопрст"), []rune("αβγδεζηθικλμ"), []rune("開始位置馬歩手")}
	word := func() string {
		letters := alphabets[rng.IntN(len(alphabets))]
		var w strings.Builder
		for range 3 + rng.IntN(7) {
			w.WriteRune(letters[rng.IntN(len(letters))])
		}
		return w.String()
	}
	captions := []string{"start", "Start", "Startfeld", "départ", "inicio", "partenza", "Startpunkt", "begin", "старт", "開始"}
	moves := []func(k int, s string) string{
		func(k int, s string) string { return fmt.Sprintf("move %d: knight to %s", k, s) },
		func(k int, s string) string { return fmt.Sprintf("move %d: to %s", k, s) },
		func(k int, s string) string { return fmt.Sprintf("step %d: go %s", k, s) },
		func(k int, s string) string { return fmt.Sprintf("Zug %d: Springer nach %s", k, s) },
		func(k int, s string) string { return fmt.Sprintf("coup %d : cavalier en %s", k, s) },
		func(k int, s string) string { return fmt.Sprintf("knight to %s (move %d)", s, k) },
	}
	var seps = []string{": ", " ", " = ", ":\t"}
	cases := 300
	if testing.Short() {
		cases = 80
	}
	passed, files := 0, 0
	for c := range cases {
		b := board.Board{W: int32(5 + rng.IntN(4)), H: int32(5 + rng.IntN(4))}
		opt := ReadOptions{}
		if rng.IntN(2) == 0 {
			opt.Board = b
		}
		caption := captions[rng.IntN(len(captions))]
		if rng.IntN(2) == 0 {
			caption = word()
		}
		sep := seps[rng.IntN(len(seps))]
		move := moves[rng.IntN(len(moves))]
		if rng.IntN(3) == 0 {
			verb, piece := word(), word()
			move = func(k int, s string) string { return fmt.Sprintf("%s %d: %s %s", verb, k, piece, s) }
		}
		var paths []board.Path
		var faulty []bool
		var in strings.Builder
		for i := range 1 + rng.IntN(2) {
			p := warnsdorffWalk(rng, b, 40)
			if p == nil || !walkOK(b, p) {
				break
			}
			bad := rng.IntN(2) == 0
			if bad {
				p = faulted(rng, p, rng.IntN(4))
			}
			paths, faulty = append(paths, p), append(faulty, bad && !walkOK(b, p))
			if i > 0 {
				in.WriteString("\n")
			}
			fmt.Fprintf(&in, "%s%s%v\n", caption, sep, p[0])
			for k, s := range p[1:] {
				in.WriteString(move(k+1, s.String()) + "\n")
			}
		}
		if len(paths) == 0 {
			continue
		}
		tours, err := ReadTours(strings.NewReader(in.String()), opt)
		wantFaulty := 0
		for _, f := range faulty {
			if f {
				wantFaulty++
			}
		}
		if err != nil {
			if wantFaulty == 0 && strings.Contains(err.Error(), "invalid") {
				t.Fatalf("case %d: ReadTours = %v for valid tours in\n%s", c, err, in.String())
			}
			continue // unreadable: no pass, no accusation
		}
		valid, judged, invalid := 0, 0, 0
		for i, tr := range tours {
			j := Judge(tr, board.Problem{Board: opt.Board}, walkCheck)
			judged++
			switch j.Verdict {
			case Valid:
				valid++
				for k, p := range paths {
					if faulty[k] && p.String() == j.Doc.Path.String() {
						t.Fatalf("case %d: tour %d judged valid as %v, the faulty tour written, in\n%s", c, i+1, j.Doc.Path, in.String())
					}
				}
			case Invalid:
				if invalid++; wantFaulty == 0 || invalid > wantFaulty {
					t.Fatalf("case %d: tour %d judged invalid (%v), one of %d tours judged so where %d written are faulty, in\n%s", c, i+1, j.Err, invalid, wantFaulty, in.String())
				}
			}
		}
		if wantFaulty == 0 {
			files++
			if valid == judged && judged == len(paths) {
				passed++
			} else if testing.Verbose() {
				t.Logf("case %d: %d of %d read valid in\n%s", c, valid, judged, in.String()[:min(300, in.Len())])
			}
		}
		if wantFaulty > 0 && valid == judged {
			t.Fatalf("case %d: %d tours read, all valid, but %d of the %d written are faulty, in\n%s", c, judged, wantFaulty, len(paths), in.String())
		}
	}
	t.Logf("%d of %d files of valid tours only read valid whole", passed, files)
}
