package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// pgnGame writes p as a PGN game of long algebraic moves, as the PGN
// standard (1994) lets an import file write one: tag pairs, move
// numbers, and between the moves what is no move, drawn from rng:
// comments in braces (spanning lines, holding brackets and ';'),
// comments to the line's end, escape lines, numeric annotation glyphs,
// suffix annotations and check marks, and variations, nested, of moves
// that were not played (squares drawn at random, which would break the
// tour if read). Lines break at random widths; the game ends with a
// result.
func pgnGame(rng *rand.Rand, b board.Board, p board.Path) string {
	var s strings.Builder
	fmt.Fprintf(&s, "[Event \"Knight's tour %v\"]\n[Site \"?\"]\n[Round \"%d\"]\n[Result \"*\"]\n\n", b, rng.IntN(9))
	randSquare := func() string {
		return board.Square{X: 1 + rng.Int32N(b.W), Y: 1 + rng.Int32N(b.H)}.String()
	}
	width := 0
	put := func(w string) {
		if width > 0 && width+len(w) > 30+rng.IntN(50) {
			s.WriteString("\n")
			width = 0
		} else if width > 0 {
			s.WriteString(" ")
			width++
		}
		s.WriteString(w)
		width += len(w)
	}
	variation := func(k int) string {
		v := fmt.Sprintf("(%d. N%s-%s", k, randSquare(), randSquare())
		if rng.IntN(3) == 0 {
			v += fmt.Sprintf(" {a line (%s) not played}", randSquare())
		}
		if rng.IntN(3) == 0 {
			v += fmt.Sprintf(" (%d... N%s-%s)", k, randSquare(), randSquare())
		}
		return v + fmt.Sprintf(" %d. N%s-%s)", k+1, randSquare(), randSquare())
	}
	for k := 0; k+1 < len(p); k++ {
		move := fmt.Sprintf("%d. N%s-%s", k+1, p[k], p[k+1])
		switch rng.IntN(12) {
		case 0:
			move += "!"
		case 1:
			move += "?!"
		case 2:
			move += "+"
		case 3:
			move += fmt.Sprintf(" $%d", rng.IntN(140))
		}
		put(move)
		switch rng.IntN(14) {
		case 0:
			put(fmt.Sprintf("{[%%clk 0:%02d:%02d]}", rng.IntN(60), rng.IntN(60)))
		case 1:
			put("{a comment over\ntwo lines; (with brackets)}")
		case 2:
			put("; to the line's end (" + randSquare() + ")")
			s.WriteString("\n")
			width = 0
		case 3:
			put(variation(k + 1))
		case 4:
			if width > 0 {
				s.WriteString("\n")
			}
			s.WriteString("% an escape line " + randSquare() + "\n")
			width = 0
		}
	}
	put([]string{"*", "1-0", "0-1", "1/2-1/2"}[rng.IntN(4)])
	return s.String() + "\n"
}

// TestAnnotatedGames: random tours (warnsdorffWalk, each checked by
// walkOK, the test's own walk) written as annotated PGN games (pgnGame)
// on boards from 3x4 to 16x16, with a single fault or none. The oracle
// is the tour written: a game as written reads as one tour, valid
// (exit 0) when it is one, with or without the board given; a game at
// fault is never valid, and with its board given (a list of moves of
// every square, certain) it is invalid. Two games one after another are
// two tours. A variation's moves, drawn at random, would break every
// valid tour if they were read.
func TestAnnotatedGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 25))
	boards := []board.Board{{W: 3, H: 4}, {W: 5, H: 5}, {W: 4, H: 5}, {W: 6, H: 7}, {W: 8, H: 8}, {W: 10, H: 3}, {W: 12, H: 9}, {W: 16, H: 16}}
	for _, b := range boards {
		p := warnsdorffWalk(rng, b, 500)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		for round := range 3 {
			for _, fault := range []string{"", "swap", "repeat", "drop"} {
				text := pgnGame(rng, b, withFault(t, b, p, fault))
				count := 1
				if round == 2 {
					text += "\n" + pgnGame(rng, b, p)
					count = 2
				}
				for _, given := range []board.Board{{}, b} {
					tours, _, exit := judgeExit(text, given)
					switch {
					case len(tours) != count:
						t.Errorf("%v, fault %q, board given %v: %d tours %s, want %d:\n%s", b, fault, given, len(tours), tourErrs(tours), count, clip(text))
					case fault == "" && exit != 0:
						t.Errorf("%v, board given %v: exit %d %s, want 0:\n%s", b, given, exit, tourErrs(tours), clip(text))
					case fault != "" && exit == 0:
						t.Errorf("%v, fault %q, board given %v: exit 0, a fault passed:\n%s", b, fault, given, clip(text))
					case fault != "" && given != (board.Board{}) && exit != 1:
						t.Errorf("%v, fault %q, board given: exit %d %s, want 1 (the moves are certain):\n%s", b, fault, exit, tourErrs(tours), clip(text))
					}
				}
			}
		}
	}
}

// TestGameVariationNamed: a variation is set aside by name in the
// reading's note, never read, and a comment or variation left open
// reads nothing past it as moves: the oracle is the text written, whose
// variation holds a move no tour makes (a1 to a1).
func TestGameVariationNamed(t *testing.T) {
	b := board.Board{W: 3, H: 4}
	tour := "1. Na1-b3 2. Nb3-c1 3. Nc1-a2 (3. Na1-a1 {a move no knight makes}) 4. Na2-b4\n" +
		"5. Nb4-c2 6. Nc2-a3 7. Na3-c4 8. Nc4-b2 9. Nb2-a4 10. Na4-c3 11. Nc3-b1 *\n"
	tours, vs, err := judgeText("[Event \"x\"]\n\n"+tour, b)
	if err != nil || len(tours) != 1 || vs[0] != Valid {
		t.Fatalf("judgeText = %d tours %v, %v; want one valid", len(tours), vs, err)
	}
	named := false
	for _, sk := range tours[0].Readings[0].Skipped {
		named = named || strings.HasPrefix(sk.Text, "a variation, moves not played: (3. Na1-a1") && sk.Line == 3 && sk.Col == 31
	}
	if !named {
		t.Errorf("skipped %v, want the variation at 3:31 named", tours[0].Readings[0].Skipped)
	}
	for _, open := range []string{"{ a comment left open", "( 3. Na1-a1 left open"} {
		text := strings.Replace(tour, "(3. Na1-a1 {a move no knight makes})", open, 1)
		tours, vs, _ := judgeText(text, b)
		for k, v := range vs {
			if v == Invalid {
				t.Errorf("%q: tour %d invalid (%v): the text past what is left open is no certain reading", open, k, tours[k].Err)
			}
		}
	}
}
