package notation

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestOneLineGridFaultNotCertain: numbers in one row or one column with
// a number written twice (a prompt's answers, an echoed input line) are
// no certain numbering fault unless -board gives that shape. The oracle
// is a theorem and the reading rule: no board with a side of 1 but 1x1
// has a tour, so without -board such numbers are as likely an input as a
// grid, and the answer is unreadable (ErrMisread), never invalid
// (ErrNumbering); with -board of that very shape the grid is certain and
// its fault is (ErrNumbering). Labels and prompts come in several
// languages and styles the rule was not written from.
func TestOneLineGridFaultNotCertain(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 1))
	labels := []string{"", "X: ", "Input: ", "Enter row: ", "> ", "n = ", "Zeile: ", "행: ", "# ", "// "}
	for trial := range 400 {
		k := 2 + rng.IntN(7)
		base := rng.IntN(2) // numbered from 0 or from 1
		vals := rng.Perm(k)
		for i := range vals {
			vals[i] += base
		}
		i, j := rng.IntN(k), rng.IntN(k)
		if i == j {
			j = (i + 1) % k
		}
		vals[j] = vals[i] // one number twice, the rest a numbering
		label := labels[rng.IntN(len(labels))]
		var text string
		var b board.Board
		if rng.IntN(2) == 0 { // one row
			var cells []string
			for _, v := range vals {
				cells = append(cells, fmt.Sprint(v))
			}
			text = label + strings.Join(cells, " ") + "\n"
			b = board.Board{W: int32(k), H: 1}
		} else { // one column, a label on every line
			for _, v := range vals {
				text += fmt.Sprintf("%s%d\n", label, v)
			}
			b = board.Board{W: 1, H: int32(k)}
		}
		if err := certainFault(text, ReadOptions{}); err != nil {
			t.Fatalf("trial %d: %q without -board: %v, want unreadable, not a certain fault", trial, text, err)
		}
		if label != "" {
			continue // a label on the line may keep it from being a grid at all
		}
		if err := certainFault(text, ReadOptions{Board: b}); err == nil {
			t.Fatalf("trial %d: %q with -board %v: no certain fault, want the numbering's", trial, text, b)
		}
	}
}

// certainFault is the error of the input, or of one of its tours, that
// says a numbering is certainly at fault, or nil.
func certainFault(text string, opt ReadOptions) error {
	tours, err := ReadTours(strings.NewReader(text), opt)
	if errors.Is(err, ErrNumbering) {
		return err
	}
	for _, tr := range tours {
		if errors.Is(tr.Err, ErrNumbering) {
			return tr.Err
		}
	}
	return nil
}
