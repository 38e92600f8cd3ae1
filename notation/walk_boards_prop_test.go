package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// walkLayout is a way programs draw the board after every move: the
// characters of a square not visited, one visited and the knight ("" when
// the knight is drawn as any visited square), cells a space apart or not,
// what parts one board from the next, and whether each board is framed:
// rank labels and walls beside each row, a rule and file letters under
// it.
type walkLayout struct {
	name                   string
	empty, visited, knight string
	spaced                 bool
	between                func(k int) string
	framed                 bool
}

var walkLayouts = []walkLayout{
	{"dollar-hash", "-", "#", "$", false, func(int) string { return "" }, false},
	{"dot-x-K-blank", ".", "x", "K", false, func(int) string { return "\n" }, false},
	{"knight-alone-caption", ".", ".", "N", false, func(k int) string { return fmt.Sprintf("Move %d:\n", k+1) }, false},
	{"figure-spaced", "-", "o", "♞", true, func(int) string { return "\n" }, false},
	{"stars-no-knight", ".", "*", "", false, func(int) string { return "\n" }, false},
	{"framed-trail-labelled", ".", "#", "N", true, func(k int) string { return fmt.Sprintf("Move %d:\n", k+1) }, true},
	{"knight-alone-packed", "_", "_", "x", false, func(int) string { return "" }, false},
}

// drawWalk writes path p on b through layout l, one board a step, the
// top row rank H; skip leaves a board out.
func drawWalk(b board.Board, p board.Path, l walkLayout, skip int) string {
	var sb strings.Builder
	sb.WriteString("Knight's tour, step by step\n")
	for k := range p {
		if k == skip {
			continue
		}
		sb.WriteString(l.between(k))
		seen := map[board.Square]bool{}
		for _, s := range p[:k] {
			seen[s] = true
		}
		for y := b.H; y >= 1; y-- {
			var cells []string
			for x := int32(1); x <= b.W; x++ {
				s := board.Square{X: x, Y: y}
				switch {
				case s == p[k] && l.knight != "":
					cells = append(cells, l.knight)
				case s == p[k] || seen[s]:
					cells = append(cells, l.visited)
				default:
					cells = append(cells, l.empty)
				}
			}
			sep := ""
			if l.spaced {
				sep = " "
			}
			if l.framed {
				fmt.Fprintf(&sb, "%2d | %s |\n", y, strings.Join(cells, sep))
				continue
			}
			sb.WriteString(strings.Join(cells, sep) + "\n")
		}
		if l.framed {
			files := make([]string, b.W)
			for x := range files {
				files[x] = string(rune('a' + x))
			}
			rule := "   +" + strings.Repeat("-", int(2*b.W+1)) + "+\n"
			sb.WriteString(rule + "     " + strings.Join(files, " ") + "\n")
		}
	}
	return sb.String()
}

// TestWalkBoardsProperty: seeded random tours drawn as a board after
// every move, through layouts of several characters, separators and
// trails kept or not. Oracle: walkOK, an independent move check, on the
// path written, and faults made by construction (two squares swapped, a
// square visited twice, a board left out, a walk cut short): a valid
// walk reads as one valid tour and exits 0; a faulty one is never
// Valid and never exits 0.
func TestWalkBoardsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 3))
	for _, b := range []board.Board{{W: 3, H: 4}, {W: 5, H: 5}, {W: 6, H: 5}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 2000)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		n := len(p)
		i, j := 1+rng.IntN(n-2), 1+rng.IntN(n-2)
		for i == j {
			j = 1 + rng.IntN(n-2)
		}
		swapped := slices.Clone(p)
		swapped[i], swapped[j] = swapped[j], swapped[i]
		twice := slices.Clone(p)
		twice[i+1] = twice[max(i-1, 0)]
		for _, l := range walkLayouts {
			for _, c := range []struct {
				what  string
				path  board.Path
				skip  int
				valid bool
			}{
				{"whole", p, -1, true},
				{"swapped", swapped, -1, false},
				{"twice", twice, -1, false},
				{"board left out", p, i, false},
				{"cut short", p[:n-3], -1, false},
			} {
				if !c.valid && c.skip < 0 && len(c.path) == n && walkOK(b, c.path) {
					continue // still a tour, by chance: no fault to find
				}
				text := drawWalk(b, c.path, l, c.skip)
				name := fmt.Sprintf("%v/%s/%s", b, l.name, c.what)
				tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
				if c.valid {
					if len(verdicts) != 1 || verdicts[0] != Valid || code != 0 {
						t.Errorf("%s: verdicts %v, exit %d; want one Valid, exit 0:\n%s", name, verdicts, code, clip(text))
					} else if got := tours[0].Readings[0].Path; !slices.Equal(got, p) {
						t.Errorf("%s: read %v, want the path drawn, %v", name, got, p)
					}
					continue
				}
				if code == 0 || slices.Contains(verdicts, Valid) {
					t.Errorf("%s: verdicts %v, exit %d; want the fault found:\n%s", name, verdicts, code, clip(text))
				}
			}
		}
	}
}
