package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/knightcert/knight/board"
)

// spelledRanks writes p with each rank spelled as a word of vocab (rank
// y as vocab[y-1]), the file and rank joined by joiner, in a case drawn
// per word, wrapped every wrap words (0: one line).
func spelledRanks(rng *rand.Rand, p board.Path, vocab []string, joiner string, wrap int) string {
	var b strings.Builder
	for k, s := range p {
		file, rank := s.String()[:1], vocab[s.Y-1]
		switch rng.IntN(4) {
		case 0: // e six
		case 1: // E six
			file = strings.ToUpper(file)
		case 2: // E Six
			r, n := utf8.DecodeRuneInString(rank)
			file, rank = strings.ToUpper(file), strings.ToUpper(string(r))+rank[n:]
		case 3: // E SIX
			file, rank = strings.ToUpper(file), strings.ToUpper(rank)
		}
		switch {
		case k == 0:
		case wrap > 0 && k%wrap == 0:
			b.WriteByte('\n')
		default:
			b.WriteByte(' ')
		}
		b.WriteString(file + joiner + rank)
	}
	return b.String()
}

// madeUpWords are n distinct words of two to six letters drawn from
// letters: number words of no language.
func madeUpWords(rng *rand.Rand, letters []rune, n int) []string {
	var words []string
	for len(words) < n {
		w := make([]rune, 2+rng.IntN(5))
		for i := range w {
			w[i] = letters[rng.IntN(len(letters))]
		}
		if !slices.Contains(words, string(w)) {
			words = append(words, string(w))
		}
	}
	return words
}

var spelledAlphabets = [][]rune{
	[]rune("abcdefghijklmnopqrstuvwxyz"),
	[]rune("абвгдежзиклмнопрстуфхцчшщыэюя"),
	[]rune("αβγδεζηθικλμνξοπρστυφχψω"),
}

// TestSpelledRanksBesideTour: a valid tour written as a square list
// beside a twin written with its ranks spelled in made-up words (random
// letters of one script per rank, random joiners and cases, wrapped or
// not, before or after). The oracle is the walk check (walkCheck, walkOK)
// and what the test wrote: a faulty twin (two squares swapped) is never
// passed (exit 0), since no reader reads it and it could be a tour; a
// valid twin is never judged invalid.
func TestSpelledRanksBesideTour(t *testing.T) {
	for _, seed := range [][2]uint64{{24, 1}, {0, 0}, {9, 53}} {
		t.Run(fmt.Sprint(seed[0]), func(t *testing.T) { spelledRanksBesideTour(t, rand.New(rand.NewPCG(seed[0], seed[1]))) })
	}
}

func spelledRanksBesideTour(t *testing.T, rng *rand.Rand) {
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}, {W: 7, H: 7}, {W: 8, H: 8}}
	failures, cases := 0, 0
	for _, joiner := range []string{"", "-", "_", " "} {
		for _, faulty := range []bool{false, true} {
			for range 6 {
				b := boards[rng.IntN(len(boards))]
				tour, twin := warnsdorffWalk(rng, b, 2000), warnsdorffWalk(rng, b, 2000)
				if !walkOK(b, tour) || !walkOK(b, twin) {
					t.Fatalf("%v: the test's own tour", b)
				}
				if faulty {
					i := 2 + rng.IntN(len(twin)-4)
					twin[i], twin[i+2] = twin[i+2], twin[i]
					if walkOK(b, twin) {
						continue // still a tour: no fault to find
					}
				}
				vocab := madeUpWords(rng, spelledAlphabets[rng.IntN(len(spelledAlphabets))], int(b.H))
				spelled := spelledRanks(rng, twin, vocab, joiner, []int{0, 6, 10}[rng.IntN(3)])
				gap := []string{"\n", "\n\n"}[rng.IntN(2)]
				text := tour.String() + gap + spelled + "\n"
				if rng.IntN(2) == 0 {
					text = spelled + gap + tour.String() + "\n"
				}
				opt := ReadOptions{}
				if rng.IntN(2) == 0 {
					opt.Board = b
				}
				cases++
				_, verdicts, code := textExit(text, opt, walkCheck)
				var why string
				switch {
				case faulty && code == 0:
					why = "a faulty twin passed unread"
				case !faulty && (code == 1 || slices.Contains(verdicts, Invalid)):
					why = "a valid input judged invalid"
				}
				if why != "" {
					failures++
					t.Errorf("joiner %q, faulty %v, board given %v: %s: exit %d %v:\n%s", joiner, faulty, opt.Board != board.Board{}, why, code, verdicts, clip(text))
				}
			}
		}
	}
	t.Logf("%d of %d cases failed", failures, cases)
}

// TestSpelledRanksNoFalseAlarm: a valid tour beside words that are no
// squares, as many as the tour's squares: English-like prose, a table of
// names, code's identifiers (camelCase and snake_case, a verb of two
// letters or an axis before a noun, "x1"), and grids of them ("x_pos
// y_pos z_pos x_vel ..."). The oracle is the walk check
// and what the test wrote: the one tour written is read and valid, and
// nothing else could be a tour, so the exit is 0.
func TestSpelledRanksNoFalseAlarm(t *testing.T) {
	prose := strings.Fields("the a knight moves to each square of board once and then it stops when no move is left we can see that this path is " +
		"open or closed by its last step which may return home so every tour has one start one end many steps between them all")
	names := strings.Fields("Alice Bob Carol Dave Eve Frank Grace Heidi Ivan Judy Mallory Niaj Olivia Peggy Rupert Sybil Trent Victor Walter Ann Dan Jan Nan")
	verbs := strings.Fields("get set has is on to add new del x y z")
	nouns := strings.Fields("Name Value Count Item Open Close Load Save pos vel acc size")
	writers := map[string]func(rng *rand.Rand, n int) string{
		"prose": func(rng *rand.Rand, n int) string {
			var b strings.Builder
			for k := range n {
				w := prose[rng.IntN(len(prose))]
				if k == 0 || rng.IntN(9) == 0 {
					if k > 0 {
						b.WriteString(". ")
					}
					w = strings.ToUpper(w[:1]) + w[1:]
				} else {
					b.WriteByte(' ')
				}
				b.WriteString(w)
			}
			return b.String() + "."
		},
		"names": func(rng *rand.Rand, n int) string {
			var b strings.Builder
			for k := range n {
				b.WriteString(names[rng.IntN(len(names))])
				if k%5 == 4 {
					b.WriteByte('\n')
				} else {
					b.WriteString(" | ")
				}
			}
			return b.String()
		},
		"code": func(rng *rand.Rand, n int) string {
			var b strings.Builder
			for k := range n {
				v, noun := verbs[rng.IntN(len(verbs))], nouns[rng.IntN(len(nouns))]
				switch rng.IntN(4) {
				case 0:
					b.WriteString(v + noun)
				case 1:
					b.WriteString(v + "_" + strings.ToLower(noun))
				case 2:
					b.WriteString(fmt.Sprintf("%s%d", v, 1+rng.IntN(3)))
				case 3:
					b.WriteString(v + noun + "()")
				}
				if k%4 == 3 {
					b.WriteString(";\n")
				} else {
					b.WriteString(", ")
				}
			}
			return b.String()
		},
	}
	// Grids of identifiers pair a few parts with a few as squares do:
	// their first parts are no files counted from a.
	grid := func(firsts, seconds []string, join string) func(*rand.Rand, int) string {
		return func(rng *rand.Rand, _ int) string {
			var ws []string
			for _, f := range firsts {
				for _, s := range seconds {
					ws = append(ws, f+join+s)
				}
			}
			rng.Shuffle(len(ws), func(i, j int) { ws[i], ws[j] = ws[j], ws[i] })
			return strings.Join(ws, " ")
		}
	}
	writers["axes"] = grid(strings.Fields("x y z"), strings.Fields("pos vel acc jerk snap"), "_")
	writers["handlers"] = grid(strings.Fields("is on to"), strings.Fields("Open Close Load Save Quit"), "")
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}}
	for _, seed := range [][2]uint64{{24, 2}, {3, 5}} {
		rng := rand.New(rand.NewPCG(seed[0], seed[1]))
		for _, name := range []string{"prose", "names", "code", "axes", "handlers"} {
			for range 10 {
				b := boards[rng.IntN(len(boards))]
				tour := warnsdorffWalk(rng, b, 2000)
				if !walkOK(b, tour) {
					t.Fatalf("%v: the test's own tour", b)
				}
				words := writers[name](rng, len(tour))
				text := tour.String() + "\n\n" + words + "\n"
				if rng.IntN(2) == 0 {
					text = words + "\n\n" + tour.String() + "\n"
				}
				if tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck); code != 0 || len(tours) != 1 {
					t.Errorf("seed %v, %s: exit %d, %d tours %v, want exit 0 and 1 tour:\n%s", seed, name, code, len(tours), verdicts, clip(text))
				}
			}
		}
	}
}
