package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// pairOrderBoards are the boards the pair-order tests walk: the smallest
// with a tour, narrow and square ones, and 16 each way.
var pairOrderBoards = []board.Board{{W: 1, H: 1}, {W: 3, H: 4}, {W: 4, H: 3}, {W: 7, H: 3}, {W: 4, H: 5}, {W: 5, H: 5},
	{W: 6, H: 5}, {W: 9, H: 4}, {W: 5, H: 12}, {W: 8, H: 8}, {W: 10, H: 7}, {W: 16, H: 15}, {W: 15, H: 16}, {W: 16, H: 16}}

// pairFaults are the single faults written into a tour: two squares
// swapped, one written twice, one left out, and a stretch reversed so
// that one move is no knight's move.
var pairFaults = []string{"", "swap", "repeat", "drop", "nonknight"}

// faultedWalk is p with the named fault; nonknight reverses the stretch
// between the second square and the middle one, which joins squares that
// the tour did not join by a move.
func faultedWalk(t *testing.T, b board.Board, p board.Path, fault string) board.Path {
	t.Helper()
	if fault != "nonknight" {
		return withFault(t, b, p, fault)
	}
	q := slices.Clone(p)
	for m := len(q) / 2; m > 2; m-- {
		slices.Reverse(q[1:m])
		if !walkOK(b, q) {
			return q
		}
		copy(q, p)
	}
	t.Fatalf("%v: no stretch of the tour reverses into a fault", b)
	return nil
}

// exactCheck passes only the path p on the board b: an exit 0 then says
// that the text was read as the squares written, in their order, on the
// board written, not as its transposition or mirror image, which are
// tours too.
func exactCheck(b board.Board, p board.Path) func(board.Problem, board.Path) error {
	return func(q board.Problem, got board.Path) error {
		if q.Board != b || !slices.Equal(got, p) {
			return ErrMisread
		}
		return nil
	}
}

// TestRowColRefsProperty writes random tours (warnsdorffWalk, checked by
// walkOK: the oracle is the tour the test made) as spreadsheet R1C1
// references in either case, from 1 or from 0, after a header or none,
// in several spellings of the separator, with the board given or not,
// and with each single fault. A reference names its row and its column,
// so a valid tour is read as the squares written, on the board written
// (exactCheck), counted from the bottom as rows are when nothing says
// otherwise, and exits 0 with one tour; a fault never exits 0, and a
// complete list on the board given is read with certainty: invalid.
func TestRowColRefsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 1))
	heads := []string{"Path (R1C1): ", "cells visited:\n", ""}
	seps := []string{", ", " ", "\n", "; ", " -> "}
	for _, b := range pairOrderBoards {
		p := warnsdorffWalk(rng, b, 200)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: no tour made", b)
		}
		for _, fault := range pairFaults {
			if b.Size() < 5 && fault != "" {
				continue // too few squares for every fault
			}
			q := faultedWalk(t, b, p, fault)
			base := int32(rng.IntN(2))
			refs := make([]string, len(q))
			for k, s := range q {
				refs[k] = fmt.Sprintf("R%dC%d", s.Y-base, s.X-base)
				if rng.IntN(2) == 0 {
					refs[k] = strings.ToLower(refs[k])
				}
			}
			text := heads[rng.IntN(len(heads))] + strings.Join(refs, seps[rng.IntN(len(seps))]) + "\n"
			opt := ReadOptions{}
			if rng.IntN(2) == 0 || b.Size() == 1 {
				opt.Board = b
			}
			tours, verdicts, code := textExit(text, opt, exactCheck(b, p))
			switch {
			case fault == "" && (code != 0 || len(tours) != 1):
				t.Errorf("%v from %d, board given %v: exit %d, %d tours, want 0 and 1\n%s\n%s", b, 1-base, opt.Board, code, len(tours), errOf(tours), text)
			case fault != "" && code == 0:
				t.Errorf("%v from %d, %s: exit 0, want a fault found\n%s", b, 1-base, fault, text)
			case fault != "" && fault != "drop" && opt.Board == b && !slices.Equal(verdicts, []Verdict{Invalid}):
				t.Errorf("%v from %d, %s on the board given: verdicts %v, want one invalid\n%s\n%s", b, 1-base, fault, verdicts, errOf(tours), text)
			}
		}
	}
}

// pairCaption is a caption that names the order of a pair and, when
// corner is not "", where rows count from; rowFirst and fromTop say
// which, for the writer.
type pairCaption struct {
	text              string
	rowFirst, fromTop bool
}

var pairCaptions = []pairCaption{
	{"path (row,col), 1-based from the top-left:", true, true},
	{"Moves as [r, c], rows counted from the top:", true, true},
	{"// squares (x, y), origin bottom left", false, false},
	{"Tour (file, rank) from a1:", false, false},
	{"Weg als (Zeile, Spalte), von oben links gezählt:", true, true},
	{"Recorrido (fila, columna) desde abajo a la izquierda", true, false},
	{"# [y, x] from the bottom", true, false},
}

// TestCaptionPairOrderProperty writes random tours (warnsdorffWalk,
// checked by walkOK: the oracle is the tour the test made) as pairs under
// a caption that names their order and the corner rows count from, each
// pair in brackets of its own, on one line in several separators, from 1, on boards square and not,
// the board given or not, with each single fault. A valid tour must be
// read as written, on the board written (exactCheck: its transposition
// or mirror image is a tour too, on another board or from another
// start), and exit 0 with one tour; a fault never exits 0, and a complete
// list on the board given, pairs in the order the caption names, is
// invalid.
func TestCaptionPairOrderProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 2))
	brackets := [][2]string{{"(", ")"}, {"[", "]"}}
	seps := []string{" -> ", ", "} // one pair a line, or " ", " => " between pairs, is read by structure, where no caption reaches
	for _, b := range pairOrderBoards {
		if b.Size() == 1 {
			continue // one pair: no list of pairs
		}
		p := warnsdorffWalk(rng, b, 200)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: no tour made", b)
		}
		for _, c := range pairCaptions {
			fault := pairFaults[rng.IntN(len(pairFaults))]
			if b.Size() < 5 {
				fault = ""
			}
			q := faultedWalk(t, b, p, fault)
			base := int32(0) // from 1: pairs from 0 with no board given may be read by structure as squares, where no caption reaches
			br := brackets[rng.IntN(len(brackets))]
			sep := seps[rng.IntN(len(seps))]
			pairs := make([]string, len(q))
			for k, s := range q {
				row, col := s.Y, s.X
				if c.fromTop {
					row = b.H + 1 - s.Y
				}
				first, second := col, row
				if c.rowFirst {
					first, second = row, col
				}
				pairs[k] = fmt.Sprintf("%s%d,%d%s", br[0], first-base, second-base, br[1])
			}
			text := c.text + "\n" + strings.Join(pairs, sep) + "\n"
			opt := ReadOptions{}
			if rng.IntN(2) == 0 {
				opt.Board = b
			}
			tours, verdicts, code := textExit(text, opt, exactCheck(b, p))
			switch {
			case fault == "" && (code != 0 || len(tours) != 1):
				t.Errorf("%v %q from %d, board given %v: exit %d, %d tours, want 0 and 1\n%s\n%s", b, c.text, 1-base, opt.Board, code, len(tours), errOf(tours), text)
			case fault != "" && code == 0:
				t.Errorf("%v %q from %d, %s: exit 0, want a fault found\n%s", b, c.text, 1-base, fault, text)
			case fault != "" && fault != "drop" && opt.Board == b && !slices.Equal(verdicts, []Verdict{Invalid}):
				t.Errorf("%v %q from %d, %s on the board given: verdicts %v, want one invalid\n%s\n%s", b, c.text, 1-base, fault, verdicts, errOf(tours), text)
			}
		}
	}
}

// namedPairForms write a square with a name before each number, the row
// first or the column first.
var namedPairForms = []struct {
	format   string
	rowFirst bool
}{
	{"row %d, col %d", true}, {"Row %d Column %d", true}, {"Zeile %d, Spalte %d", true},
	{"fila %d columna %d", true}, {"ligne %d / colonne %d", true}, {"x=%d y=%d", false}, {"col %d row %d", false},
	{"Y: %d, X: %d", true}, {"rank %d file %d", true}, {"r=%d c=%d", true}, {`"row": %d, "col": %d`, true}, {"(File %d, Rank %d)", false},
}

// namedPairLeads are what a line may write before its named pair: a
// step's number, a time, a bullet, a log's stamp; %d is the step.
var namedPairLeads = []string{"", "Move %d: ", "%d. ", "12:03:%02d ", "- step %d: ", "* %.0d", "[2024-01-01 12:%02d] ", "#%d -> "}

// TestNamedPairsProperty writes random tours (warnsdorffWalk, checked by
// walkOK: the oracle is the tour the test made) as pairs with a name
// before each number ("row 3, col 2", in several languages, the row or
// the column first), one a line or several to a line, each after a
// step's number, a time or a bullet or nothing, the board given or not,
// with each single fault. The names say the order whatever numbers
// stand before the pair: a valid tour is read as written on the board
// written (exactCheck; on a square board its transposition is a tour
// from the same start to another end) and exits 0 with one tour; a
// fault never exits 0.
func TestNamedPairsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 3))
	cases, refused := 0, 0
	seps := []string{"\n", " -> ", "; "}
	for _, b := range pairOrderBoards {
		if b.Size() == 1 {
			continue
		}
		p := warnsdorffWalk(rng, b, 200)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: no tour made", b)
		}
		for _, form := range namedPairForms {
			for _, lead := range []string{"", namedPairLeads[rng.IntN(len(namedPairLeads))]} {
				fault := pairFaults[rng.IntN(len(pairFaults))]
				if b.Size() < 5 {
					fault = ""
				}
				q := faultedWalk(t, b, p, fault)
				sep := seps[rng.IntN(len(seps))]
				if lead != "" {
					sep = "\n"
				}
				lines := make([]string, len(q))
				for k, s := range q {
					first, second := s.X, s.Y
					if form.rowFirst {
						first, second = s.Y, s.X
					}
					lines[k] = fmt.Sprintf(form.format, first, second)
					if lead != "" {
						lines[k] = fmt.Sprintf(lead, (k+1)%60) + lines[k]
					}
				}
				head := "Tour:\n"
				if strings.Contains(lead, "%02d") {
					head = "" // stamped lines under a heading are all read as words, whatever their pairs: a refusal of its own
				}
				text := head + strings.Join(lines, sep) + "\n"
				opt := ReadOptions{}
				if rng.IntN(2) == 0 {
					opt.Board = b
				}
				tours, _, code := textExit(text, opt, exactCheck(b, p))
				cases++
				switch {
				case fault == "" && code == 0 && len(tours) == 1:
				case fault == "" && (code == 1 || lead == ""):
					t.Errorf("%v %q after %q, board given %v: exit %d, %d tours, want 0 and 1\n%s\n%s", b, form.format, lead, opt.Board, code, len(tours), errOf(tours), text)
				case fault == "":
					refused++
					t.Logf("refused: %v %q after %q, board given %v: exit %d: %s", b, form.format, lead, opt.Board, code, errOf(tours))
				case code == 0:
					t.Errorf("%v %q after %q, %s: exit 0, want a fault found\n%s", b, form.format, lead, fault, text)
				}
			}
		}
	}
	// The target: at least 95% read with the right verdict.
	if 20*refused > cases {
		t.Errorf("%d of %d valid tours refused, want at most 5%%", refused, cases)
	}
}
