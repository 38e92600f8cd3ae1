package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestClosedClaimHeld: a tour under a caption that says it is closed is
// held to that: an open one never exits 0 unasked, a closed one is
// valid, and a caption that negates, searches or says nothing of closure
// changes nothing. Through grids and lists of several wrappers, with the
// board given and not. Oracle: the test's own move check of the return
// (last square a knight's move from the first).
func TestClosedClaimHeld(t *testing.T) {
	rng := rand.New(rand.NewPCG(35, 1))
	claims := []string{"Found a closed tour:", "closed tour on %v (returns to its start):", "Closed Knight's Tour found!", "# a re-entrant tour of %v", "// closed tour, %v", "Sure! Here is a **closed** knight's tour on a %v board:", "A _closed_ tour, as asked:"}
	neutral := []string{"No closed tour exists; an open one:", "Searching for a closed tour on %v ...", "Tour found:", "open tour (not closed):", ""}
	grid := func(b board.Board, p board.Path) string {
		n := make([]int, b.Size())
		for i, s := range p {
			n[int(b.H-s.Y)*int(b.W)+int(s.X-1)] = i + 1
		}
		var sb strings.Builder
		for r := range int(b.H) {
			for c := range int(b.W) {
				fmt.Fprintf(&sb, "%3d", n[r*int(b.W)+c])
			}
			sb.WriteString("\n")
		}
		return sb.String()
	}
	list := func(b board.Board, p board.Path) string {
		var sq []string
		for _, s := range p {
			sq = append(sq, s.String())
		}
		return strings.Join(sq, " ") + "\n"
	}
	// framed writes the numbered rows under the frame lines a table or a
	// board drawing puts between a caption and the numbers: file letters,
	// a Markdown header and rule, a box's top edge.
	framed := func(frame string) func(board.Board, board.Path) string {
		return func(b board.Board, p board.Path) string {
			rows := strings.Split(strings.TrimSuffix(grid(b, p), "\n"), "\n")
			var sb strings.Builder
			files := make([]string, b.W)
			for c := range files {
				files[c] = string(rune('a' + c))
			}
			switch frame {
			case "markdown":
				fmt.Fprintf(&sb, "| | %s |\n|%s\n", strings.Join(files, " | "), strings.Repeat("---|", int(b.W)+1))
				for r, row := range rows {
					fmt.Fprintf(&sb, "| **%d** | %s |\n", int(b.H)-r, strings.Join(strings.Fields(row), " | "))
				}
				return sb.String()
			case "files":
				fmt.Fprintf(&sb, "    %s\n", strings.Join(files, "  "))
			case "box":
				fmt.Fprintf(&sb, "+%s+\n", strings.Repeat("-", 3*int(b.W)))
			}
			for _, row := range rows {
				sb.WriteString(row + "\n")
			}
			return sb.String()
		}
	}
	for _, b := range []board.Board{{W: 6, H: 6}, {W: 6, H: 5}, {W: 8, H: 8}} {
		open, closed := openAndClosed(t, rng, b)
		if open == nil || closed == nil {
			t.Fatalf("%v: no open and closed tour found to test", b)
		}
		for _, write := range []func(board.Board, board.Path) string{grid, list, framed("markdown"), framed("files"), framed("box")} {
			for _, given := range []bool{true, false} {
				opt := ReadOptions{}
				if given {
					opt.Board = b
				}
				for _, c := range append(append([]string{}, claims...), neutral...) {
					caption := c
					if strings.Contains(c, "%v") {
						caption = fmt.Sprintf(c, b)
					}
					claimed := len(caption) > 0 && !strings.Contains(c, "open") && !strings.Contains(c, "No ") && !strings.Contains(c, "Searching") && c != "Tour found:"
					for _, p := range []board.Path{open, closed} {
						isClosed := closedWalkCheck(board.Problem{Board: b, Closed: true}, p) == nil
						text := caption + "\n\n" + write(b, p)
						if caption == "" {
							text = write(b, p)
						}
						if !given && write(b, p) == list(b, p) {
							continue // a list does not say its board
						}
						_, verdicts, code := textExit(text, opt, walkCheck)
						what := fmt.Sprintf("%v, caption %q, closed %v, board given %v", b, caption, isClosed, given)
						switch {
						case claimed && !isClosed && code == 0:
							t.Errorf("%s: an open tour the text calls closed passed:\n%s", what, text)
						case (isClosed || !claimed) && (code != 0 || len(verdicts) != 1):
							t.Errorf("%s: exit %d, %v, want one valid tour:\n%s", what, code, verdicts, text)
						}
					}
				}
			}
		}
	}
}
