package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestMarksNextToListEndsProperty: random tours of random boards from
// 5x5 to 10x10 (warnsdorffWalk, checked by walkOK) written as one line
// of squares parted by arrows, dashes, commas or spaces, with marks glued
// before, after or round one square: the first, the last, the last but
// one or one in the middle; valid and with two squares swapped, the board
// given and not. The oracle is the test's walk check (walkCheck): a valid
// tour is never invalid, a faulty one never passes, and a judged
// reading that leaves out a square written, or a mark glued to one, names
// it quoted in its note. Marks a grammar of the readers reads are not
// left out: a list's separators ("-", "=", "|"), a game's annotations and
// result ("!", "?", "*") and a comment's mark at a line's start ("#",
// "%").
func TestMarksNextToListEndsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(47, 7))
	var boards []board.Board
	var tours []board.Path
	for len(tours) < 8 {
		b := board.Board{W: 5 + rng.Int32N(6), H: 5 + rng.Int32N(6)}
		if p := warnsdorffWalk(rng, b, 2000); len(p) == b.Size() && walkOK(b, p) {
			boards, tours = append(boards, b), append(tours, p)
		}
	}
	seps := []string{" => ", " -> ", " - ", ", ", " ", "→"}
	marks := []string{"=", "-", "$", "*", "!", "?", "+", "~", "#", "|", "^", "@", "&", "%"}
	where := []string{"first", "last", "next to last", "middle"}
	glue := []string{"before", "after", "round"}
	cases, failed := 0, 0
	for _, sep := range seps {
		for _, m := range marks {
			for at := range where {
				for _, g := range glue {
					pick := rng.IntN(len(tours))
					b, p := boards[pick], tours[pick]
					k := 1 + rng.IntN(len(p)-4)
					swapped := slices.Clone(p)
					swapped[k], swapped[k+1] = swapped[k+1], swapped[k] // k-1 to k+1 is two knight moves, never one
					i := []int{0, len(p) - 1, len(p) - 2, len(p) / 2}[at]
					for _, valid := range []bool{true, false} {
						path := p
						if !valid {
							path = swapped
						}
						words := make([]string, len(path))
						for j, s := range path {
							words[j] = s.String()
						}
						switch g {
						case "before":
							words[i] = m + words[i]
						case "after":
							words[i] += m
						default:
							words[i] = m + words[i] + m
						}
						text := strings.Join(words, sep) + "\n"
						for _, given := range []bool{true, false} {
							opt := ReadOptions{}
							if given {
								opt.Board = b
							}
							cases++
							name := fmt.Sprintf("%v/%q/%q %s the %s square/valid %v/board given %v", b, sep, m, g, where[at], valid, given)
							tours, verdicts, code := textExit(text, opt, walkCheck)
							bad := ""
							switch {
							case valid && code == 1:
								bad = "a valid tour judged invalid"
							case !valid && code == 0:
								bad = "a faulty tour passed"
							default:
								bad = leftOutUnnamed(tours, opt, path, m)
							}
							if bad != "" {
								failed++
								t.Errorf("%s: %s (exit %d, %v):\n%s", name, bad, code, verdicts, clip(text))
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d cases, %d failed", cases, failed)
}

// leftOutUnnamed names a square of path, or the mark m, that a judged
// reading of tours leaves out without its note quoting it, or is "".
func leftOutUnnamed(tours []Tour, opt ReadOptions, path board.Path, m string) string {
	for _, tr := range tours {
		j := Judge(tr, board.Problem{Board: opt.Board}, walkCheck)
		if j.Verdict == Unreadable {
			continue
		}
		quoted := func(s string) bool {
			return slices.ContainsFunc(j.Doc.Skipped, func(k Skip) bool { return strings.Contains(k.Text, s) })
		}
		for _, s := range path {
			if !slices.Contains(j.Doc.Path, s) && !quoted(s.String()) {
				return fmt.Sprintf("%v left out and not named (read %d squares, skipped %v)", s, len(j.Doc.Path), j.Doc.Skipped)
			}
		}
		if !strings.Contains("-=|!?*#%", m) && !quoted(m) {
			return fmt.Sprintf("the mark %q not named (read %d squares, skipped %v)", m, len(j.Doc.Path), j.Doc.Skipped)
		}
	}
	return ""
}
