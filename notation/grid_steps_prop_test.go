package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// A numbered grid passes only when every number of it was written. The
// oracle of these tests is the grid each writes: a random tour
// (warnsdorffWalk) checked by walkOK, which shares no code with the
// readers, so that the only doubt in the text is the one the test puts
// there, and the answer it must get follows from where it is put.

// numberedCells is the tour p of b numbered from base, rank H first, as
// rows of cells.
func numberedCells(b board.Board, p board.Path, base int) [][]string {
	rows := make([][]string, b.H)
	for i := range rows {
		rows[i] = make([]string, b.W)
	}
	for k, s := range p {
		rows[b.H-s.Y][s.X-1] = fmt.Sprint(k + base)
	}
	return rows
}

// stepDecorations write a grid's rows as programs print them.
var stepDecorations = map[string]func(rows [][]string) string{
	"spaces": func(rows [][]string) string {
		var sb strings.Builder
		for _, r := range rows {
			for _, c := range r {
				fmt.Fprintf(&sb, "%4s", c)
			}
			sb.WriteString("\n")
		}
		return sb.String()
	},
	"commas": func(rows [][]string) string {
		var sb strings.Builder
		for _, r := range rows {
			sb.WriteString(strings.Join(r, ",") + "\n")
		}
		return sb.String()
	},
	"tabs": func(rows [][]string) string {
		var sb strings.Builder
		for _, r := range rows {
			sb.WriteString(strings.Join(r, "\t") + "\n")
		}
		return sb.String()
	},
	"lists": func(rows [][]string) string {
		var sb strings.Builder
		for _, r := range rows {
			sb.WriteString("[" + strings.Join(r, ", ") + "]\n")
		}
		return sb.String()
	},
}

// randomTour is a tour of a board of sides 5..10 drawn by rng.
func randomTour(t *testing.T, rng *rand.Rand) (board.Board, board.Path) {
	t.Helper()
	b := board.Board{W: int32(5 + rng.IntN(6)), H: int32(5 + rng.IntN(6))}
	p := warnsdorffWalk(rng, b, 4000)
	if len(p) != b.Size() || !walkOK(b, p) {
		t.Fatalf("%v: the test's own tour", b)
	}
	return b, p
}

// TestPieceInsideWalkProperty: a letter or a piece's figure in place of
// one number of a valid grid is the piece printed where it stands, its
// last square or its first: read so, the input passes; on any square
// between, or an end mark ("E") where the grid's own last number is
// written, no reading is certain and it never passes. The grid is
// valid by walkOK; a fault elsewhere stays certain (TestPieceCertainty).
func TestPieceInsideWalkProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(55, 1))
	glyphs := []string{"K", "N", "S", "E", "♞", "♘"}
	for n := range 48 {
		b, p := randomTour(t, rng)
		base := n % 2
		at := rng.IntN(len(p))
		switch n % 3 {
		case 0:
			at = 0
		case 1:
			at = len(p) - 1
		}
		glyph := glyphs[rng.IntN(len(glyphs))]
		rows := numberedCells(b, p, base)
		rows[b.H-p[at].Y][p[at].X-1] = glyph
		name := []string{"spaces", "commas", "tabs", "lists"}[n%4]
		in := stepDecorations[name](rows)
		wantPass := at == len(p)-1 || at == 0 && glyph != "E"
		_, verdicts, code := textExit(in, ReadOptions{}, walkCheck)
		if (code == 0) != wantPass {
			t.Errorf("%v from %d, %s, %s at step %d of %d: exit %d %v, want passing %v in\n%s", b, base, name, glyph, at+base, len(p)-1+base, code, verdicts, wantPass, in)
		}
	}
}

// TestGridNextStepsProperty: a line of one to three numbers that go on
// from a valid grid's last (N+1, N+2, ...), above it or below, is no
// label line: a row cut short or a walk of more steps than squares, so
// the input never passes. The board's column numbers (1..W or 0..W-1)
// and file letters above or below are labels, and the grid passes.
func TestGridNextStepsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(55, 2))
	for n := range 48 {
		b, p := randomTour(t, rng)
		base := n % 2
		name := []string{"spaces", "commas", "tabs", "lists"}[n%4]
		grid := stepDecorations[name](numberedCells(b, p, base))
		var next []string
		for i := range 1 + rng.IntN(3) {
			next = append(next, fmt.Sprint(len(p)+base+i))
		}
		var columns, files []string
		for x := range int(b.W) {
			columns = append(columns, fmt.Sprint(x+base))
			files = append(files, string(rune('a'+x)))
		}
		above := n%3 == 0
		around := func(line string) string {
			if above {
				return line + "\n" + grid
			}
			return grid + line + "\n"
		}
		for _, c := range []struct {
			what string
			line string
			pass bool
		}{
			{"next steps", strings.Join(next, " "), false},
			{"column numbers", strings.Join(columns, " "), true},
			{"file letters", strings.Join(files, " "), true},
		} {
			in := around(c.line)
			if _, verdicts, code := textExit(in, ReadOptions{}, walkCheck); (code == 0) != c.pass {
				t.Errorf("%v from %d, %s, %s above %v: exit %d %v, want passing %v in\n%s", b, base, name, c.what, above, code, verdicts, c.pass, in)
			}
		}
	}
}

// TestDigitsCutByCarriageReturnsProperty: a valid grid, then a faulty
// twin (two steps swapped, so walkOK fails it) whose numbers a bare
// carriage return cuts into their digits ("1\r6" for 16) in a file of
// line feeds, as text taken from a PDF places them: the twin is a grid
// with its numbers split into digits, not lines of loose numbers beside
// the valid one, and the input never passes.
func TestDigitsCutByCarriageReturnsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(55, 3))
	for n := range 24 {
		b, p := randomTour(t, rng)
		base := n % 2
		q := append(board.Path(nil), p...)
		k := 1 + rng.IntN(len(q)-2)
		q[k], q[k+1] = q[k+1], q[k]
		if walkOK(b, q) {
			t.Fatalf("%v: the test's own fault passes", b)
		}
		var sb strings.Builder
		sb.WriteString(stepDecorations["spaces"](numberedCells(b, p, base)) + "\n")
		for _, row := range numberedCells(b, q, base) {
			var cells []string
			for _, c := range row {
				c = fmt.Sprintf("%2s", c)
				cells = append(cells, c[:1]+"\r"+c[1:])
			}
			sb.WriteString(strings.Join(cells, " ") + "\n")
		}
		in := sb.String()
		if _, verdicts, code := textExit(in, ReadOptions{}, walkCheck); code == 0 {
			t.Errorf("%v from %d: exit 0 %v, want the twin read or set aside in\n%q", b, base, verdicts, in)
		}
	}
}
