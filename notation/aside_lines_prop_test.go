package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// oneSquareLayout writes one square on a line of its own in a layout no
// reader was written for: its file and rank from 0 as a pair in some
// dress, or its name after a prefix. cut, when not "", is a stray line
// written inside the square, between its two halves.
type oneSquareLayout struct {
	name string
	line func(s board.Square, k int) (head, tail string)
}

var oneSquareLayouts = []oneSquareLayout{
	{"brackets", func(s board.Square, _ int) (string, string) {
		return fmt.Sprintf("[%d,", s.X-1), fmt.Sprintf("%d]", s.Y-1)
	}},
	{"labelled", func(s board.Square, _ int) (string, string) {
		return fmt.Sprintf("x: %d", s.X-1), fmt.Sprintf("y: %d", s.Y-1)
	}},
	{"kotlin pair", func(s board.Square, _ int) (string, string) {
		return fmt.Sprintf("Pair(first=%d,", s.X-1), fmt.Sprintf("second=%d)", s.Y-1)
	}},
	{"record", func(s board.Square, _ int) (string, string) {
		return fmt.Sprintf("Square[row=%d,", s.Y-1), fmt.Sprintf("col=%d]", s.X-1)
	}},
	{"ruby struct", func(s board.Square, _ int) (string, string) {
		return fmt.Sprintf("#<struct Pos x=%d,", s.X-1), fmt.Sprintf("y=%d>", s.Y-1)
	}},
	{"prefixed algebraic", func(s board.Square, k int) (string, string) {
		return fmt.Sprintf("Move %d:", k+1), s.String()
	}},
	{"arrow algebraic", func(s board.Square, _ int) (string, string) {
		return "-> knight to", s.String()
	}},
}

// TestSquareLinesBesideTours: a tour written one square a line in a
// layout no reader knows, cut by a stray line between two squares or
// inside one, beside a tour in a layout the readers know. The oracle is
// the walk check (walkCheck) and what the test wrote: the exit is 0
// only when every tour written was read and is valid, and a tour the
// test wrote valid is never judged invalid. The first tour is always
// valid; the second is valid, or has two squares swapped.
func TestSquareLinesBesideTours(t *testing.T) {
	for _, seed := range [][2]uint64{{45, 2}, {0, 0}, {4, 28}, {7, 49}} {
		t.Run(fmt.Sprint(seed[0]), func(t *testing.T) { squareLinesBesideTours(t, rand.New(rand.NewPCG(seed[0], seed[1]))) })
	}
}

func squareLinesBesideTours(t *testing.T, rng *rand.Rand) {
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}}
	paths := map[board.Board]board.Path{}
	for _, b := range boards {
		p := warnsdorffWalk(rng, b, 2000)
		if !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		paths[b] = p
	}
	firsts := []struct {
		name  string
		write func(p board.Path) string
	}{
		{"square list", func(p board.Path) string { return p.String() }},
		{"kotlin literal", func(p board.Path) string {
			var parts []string
			for _, s := range p {
				parts = append(parts, fmt.Sprintf("Pair(first=%d, second=%d)", s.X-1, s.Y-1))
			}
			return "[" + strings.Join(parts, ", ") + "]"
		}},
		{"numbered moves", func(p board.Path) string {
			var lines []string
			for k, s := range p {
				lines = append(lines, fmt.Sprintf("%d. %v", k+1, s))
			}
			return strings.Join(lines, "\n")
		}},
	}
	strays := []string{"(continued)", "note: 2 worker threads still running", "DEBUG depth=17 nodes=40211"}
	failures, cases := 0, 0
	for _, sl := range oneSquareLayouts {
		for _, first := range firsts {
			for _, faulty := range []bool{false, true} {
				for _, inside := range []bool{false, true} {
					b := boards[rng.IntN(len(boards))]
					other := boards[rng.IntN(len(boards))]
					given := rng.IntN(2) == 0
					opt := ReadOptions{}
					if given {
						other, opt.Board = b, b
					}
					second := slices.Clone(paths[b])
					if faulty {
						i := 2 + rng.IntN(len(second)-4)
						second[i], second[i+1] = second[i+1], second[i]
					}
					at := 3 + rng.IntN(len(second)-6)
					stray := strays[rng.IntN(len(strays))]
					var lines []string
					for k, s := range second {
						head, tail := sl.line(s, k)
						switch {
						case k == at && inside:
							lines = append(lines, head, stray, tail)
						case k == at:
							lines = append(lines, stray, head+" "+tail)
						default:
							lines = append(lines, head+" "+tail)
						}
					}
					text := first.write(paths[other]) + "\n\n" + strings.Join(lines, "\n") + "\n"
					cases++
					tours, verdicts, code := textExit(text, opt, walkCheck)
					allRead := len(tours) == 2 && !slices.Contains(verdicts, Unreadable)
					var why string
					switch {
					case code == 0 && (faulty || !allRead):
						why = "exit 0 with a tour unchecked or faulty"
					case !faulty && slices.Contains(verdicts, Invalid):
						why = "a valid tour judged invalid"
					case faulty && len(tours) == 2 && verdicts[0] == Invalid:
						why = "the valid first tour judged invalid"
					}
					if why != "" {
						failures++
						t.Errorf("%s one a line (faulty %v, stray inside a square %v) after a %s, board given %v: %s: exit %d, %d tours %v:\n%s",
							sl.name, faulty, inside, first.name, given, why, code, len(tours), verdicts, clip(text))
					}
				}
			}
		}
	}
	t.Logf("%d of %d cases failed", failures, cases)
}
