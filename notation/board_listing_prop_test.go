package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestBoardListingNumbered: a tour written as a table of every square
// once in the board's own order (by ranks or by files, either way), each
// beside its move number, under headers of random words, as CSV, TSV,
// Markdown, space-aligned columns, JSON records and a wide CSV of two
// rows, is never judged invalid; the same table with two of its numbers
// swapped is never judged valid. The oracle: walkOK on the test's own
// tour (warnsdorffWalk), and on the numbering with the swap, which the
// test checks is no tour before it asks.
func TestBoardListingNumbered(t *testing.T) {
	rng := rand.New(rand.NewPCG(52, 6))
	tours := testTours(t, rng)
	word := func() string {
		w := make([]byte, 3+rng.IntN(6))
		for i := range w {
			w[i] = byte('a' + rng.IntN(26))
		}
		if rng.IntN(2) == 0 {
			w[0] -= 'a' - 'A'
		}
		return string(w)
	}
	judged := 0
	seen := map[string]int{} // verdicts by layout and fault, for -v
	layouts := []string{"csv", "tsv", "markdown", "spaces", "json", "wide"}
	for b, p := range tours {
		for trial := range 8 {
			byFiles, back := trial%2 == 1, [2]bool{trial/2%2 == 1, trial/4%2 == 1}
			outer, inner := b.H, b.W
			if byFiles {
				outer, inner = b.W, b.H
			}
			var order board.Path // the board's squares in the listing's order
			for o := range outer {
				for i := range inner {
					oo, ii := o, i
					if back[0] {
						oo = outer - 1 - o
					}
					if back[1] {
						ii = inner - 1 - i
					}
					s := board.Square{X: ii + 1, Y: oo + 1}
					if byFiles {
						s = board.Square{X: oo + 1, Y: ii + 1}
					}
					order = append(order, s)
				}
			}
			number := map[board.Square]int{}
			base := trial % 2 // from 0 or from 1
			for k, s := range p {
				number[s] = k + base
			}
			for _, faulty := range []bool{false, true} {
				nums := make([]int, len(order))
				for k, s := range order {
					nums[k] = number[s]
				}
				if faulty {
					i, j := rng.IntN(len(nums)), rng.IntN(len(nums)-1)
					if j >= i {
						j++
					}
					nums[i], nums[j] = nums[j], nums[i]
					swapped := make(board.Path, len(p))
					for k, s := range order {
						swapped[nums[k]-base] = s
					}
					if walkOK(b, swapped) {
						continue // the swap made another tour: no fault to find
					}
				}
				for _, layout := range layouts {
					// The squares' column under a name a reader knows or
					// a random word, the numbers' under a random word.
					name := []string{"Square", "cell", "Cell", "pos", word()}[rng.IntN(5)]
					text := listingText(layout, name, word(), order, nums)
					for _, given := range []board.Board{{}, b} {
						_, vs, err := judgeText(text, given)
						if err != nil || len(vs) == 0 {
							continue // unreadable is never a wrong verdict
						}
						judged++
						seen[fmt.Sprintf("%s faulty=%v %v", layout, faulty, vs)]++
						for _, v := range vs {
							if !faulty && v == Invalid || faulty && v == Valid {
								t.Errorf("%v tour, %s, board given %v, faulty %v: verdict %v\n%s", b, layout, given, faulty, v, text)
							}
						}
					}
				}
			}
		}
	}
	t.Log(seen)
	if judged < 600 {
		t.Errorf("%d texts judged, want 600 or more: the test reads too few", judged)
	}
}

// listingText writes squares beside nums in layout under the column
// names sq and val.
func listingText(layout, sq, val string, squares board.Path, nums []int) string {
	var sb strings.Builder
	switch layout {
	case "wide":
		sb.WriteString(sq)
		for _, s := range squares {
			fmt.Fprintf(&sb, ",%v", s)
		}
		sb.WriteString("\n" + val)
		for _, n := range nums {
			fmt.Fprintf(&sb, ",%d", n)
		}
		sb.WriteString("\n")
		return sb.String()
	case "json":
		sb.WriteString("[")
		for k, s := range squares {
			if k > 0 {
				sb.WriteString(",\n ")
			}
			fmt.Fprintf(&sb, "{%q: %q, %q: %d}", strings.ToLower(sq), s.String(), strings.ToLower(val), nums[k])
		}
		sb.WriteString("]\n")
		return sb.String()
	}
	row := map[string]string{"csv": "%s,%s\n", "tsv": "%s\t%s\n", "markdown": "| %s | %s |\n", "spaces": "%-6s %6s\n"}[layout]
	fmt.Fprintf(&sb, row, sq, val)
	if layout == "markdown" {
		sb.WriteString("|---|---|\n")
	}
	for k, s := range squares {
		fmt.Fprintf(&sb, row, s.String(), fmt.Sprint(nums[k]))
	}
	return sb.String()
}
