package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// neighbourWriters write a tour in notations other than each other's, so
// that two of them on consecutive lines, with no blank line or caption
// between, are two tours in two notations (the writers are the test's,
// from the notations' own definitions: squares as file letter and rank,
// SAN's piece letter, (x, y) pairs from 0, integer triples with the
// move's number, a grid numbered from 1 top rank first).
var neighbourWriters = map[string]func(b board.Board, p board.Path) string{
	"squares": func(_ board.Board, p board.Path) string { return squaresOf(p) },
	"san": func(_ board.Board, p board.Path) string {
		var ms []string
		for _, s := range p {
			ms = append(ms, "N"+s.String())
		}
		return strings.Join(ms, " ")
	},
	"san lines": func(_ board.Board, p board.Path) string {
		var ls []string
		for i := 0; i < len(p); i += 8 {
			var ms []string
			for _, s := range p[i:min(i+8, len(p))] {
				ms = append(ms, "N"+s.String())
			}
			ls = append(ls, strings.Join(ms, " "))
		}
		return strings.Join(ls, "\n")
	},
	"pairs": func(_ board.Board, p board.Path) string {
		var ps []string
		for _, s := range p {
			ps = append(ps, fmt.Sprintf("(%d, %d)", s.X-1, s.Y-1))
		}
		return "[" + strings.Join(ps, ", ") + "]"
	},
	"grid": func(b board.Board, p board.Path) string { return writeRows(rowsOf(b, p, 1), "", " ", "") },
	"pgn": func(_ board.Board, p board.Path) string {
		var ms []string
		for i := 0; i < len(p); i += 2 {
			m := fmt.Sprintf("%d. N%v", i/2+1, p[i])
			if i+1 < len(p) {
				m += fmt.Sprintf(" N%v", p[i+1])
			}
			ms = append(ms, m)
		}
		return strings.Join(ms, " ")
	},
}

// TestNeighbourTours: two tours written on consecutive lines in two
// notations, or one after a line of code naming one square ("start =
// (0, 0)"), are each accounted for: a valid pair is two tours, none
// judged invalid (or, read as one block, undecided: named, never
// passed); with either tour's two squares swapped (walkOK, the
// oracle, says it is no tour), the input does not pass (some tour not
// valid, or text set aside that could be one). The tours are random
// (warnsdorffWalk); the pairs of notations every ordered pair of the
// writers, none of them the probe's inputs the rule came from.
func TestNeighbourTours(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 10))
	names := slices.Sorted(func(yield func(string) bool) {
		for n := range neighbourWriters {
			if !yield(n) {
				return
			}
		}
	})
	passes := func(tours []Tour, vs []Verdict) bool {
		for i, tr := range tours {
			if vs[i] != Valid {
				return false
			}
			for _, d := range tr.Readings {
				if slices.ContainsFunc(d.Skipped, func(sk Skip) bool { return sk.Partial }) {
					return false
				}
			}
		}
		return true
	}
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}}
	for _, a := range names {
		for _, b := range names {
			if a == b {
				continue
			}
			bd := boards[rng.IntN(len(boards))]
			p, q := warnsdorffWalk(rng, bd, 500), warnsdorffWalk(rng, bd, 500)
			if !walkOK(bd, p) || !walkOK(bd, q) {
				t.Fatalf("%v: the test's own tours", bd)
			}
			for _, given := range []board.Board{{}, bd} {
				for fault := range 3 { // none, the first tour, the second
					pp, qq := p, q
					switch fault {
					case 1:
						pp = swapped(t, bd, p)
					case 2:
						qq = swapped(t, bd, q)
					}
					text := neighbourWriters[a](bd, pp) + "\n" + neighbourWriters[b](bd, qq) + "\n"
					tours, vs, err := judgeText(text, given)
					if err != nil {
						t.Errorf("%s then %s on %v (board given %v): %v", a, b, bd, given, err)
						continue
					}
					if fault == 0 && (len(tours) != 2 && !slices.Contains(vs, Unreadable) || slices.Contains(vs, Invalid)) {
						t.Errorf("%s then %s, both valid, on %v (board given %v): %d tours, verdicts %v, want 2 tours or one unreadable, none invalid:\n%s", a, b, bd, given, len(tours), vs, text)
					}
					if fault > 0 && passes(tours, vs) {
						t.Errorf("%s then %s, tour %d swapped, on %v (board given %v): verdicts %v pass, want a fault or a tour set aside:\n%s", a, b, fault, bd, given, vs, text)
					}
				}
			}
		}
		// One square in a line of code above the tour is words beside
		// it, never a 1x1 tour passed while the tour goes unread.
		for fault := range 2 {
			bd := boards[rng.IntN(len(boards))]
			p := warnsdorffWalk(rng, bd, 500)
			if fault == 1 {
				p = swapped(t, bd, p)
			}
			text := fmt.Sprintf("start = (%d, %d)\n%s\n", p[0].X-1, p[0].Y-1, neighbourWriters[a](bd, p))
			tours, vs, err := judgeText(text, board.Board{})
			switch {
			case err != nil:
				t.Errorf("start then %s: %v", a, err)
			case fault == 0 && slices.Contains(vs, Invalid):
				t.Errorf("start then %s, valid: verdicts %v, want none invalid:\n%s", a, vs, text)
			case fault == 1 && passes(tours, vs):
				t.Errorf("start then %s, swapped: verdicts %v pass, want a fault:\n%s", a, vs, text)
			case fault == 0 && !slices.Contains(vs, Unreadable) && !slices.ContainsFunc(tours, func(tr Tour) bool { return len(tr.Readings) > 0 && len(tr.Readings[0].Path) > 1 }):
				t.Errorf("start then %s, valid: the tour passed unread (verdicts %v):\n%s", a, vs, text)
			}
		}
	}
}

// TestQuotedLiteralAfterArguments: a Lisp form's quoted literal of rows
// ("(f 1 '#(#(2 15 ...)", "(run 8 0 `((1 16 ...)") after a name of one
// letter or more and numbers as its arguments is the grid, the arguments
// no cells: a random tour (warnsdorffWalk, checked by walkOK) written so
// is one valid tour, and with two squares swapped none valid.
func TestQuotedLiteralAfterArguments(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 11))
	names := []string{"f", "g", "kt", "tour", "solve-board"}
	quotes := []string{"'", "'#", "#", "`"}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}} {
		p := warnsdorffWalk(rng, b, 500)
		if !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		for _, name := range names {
			for _, quote := range quotes {
				var args []string
				for range 1 + rng.IntN(3) {
					args = append(args, fmt.Sprint(rng.IntN(b.Size())+1))
				}
				inner := strings.TrimPrefix(quote, "'")
				inner = strings.TrimPrefix(inner, "`")
				base := rng.IntN(2)
				for fault := range 2 {
					pp := p
					if fault == 1 {
						pp = swapped(t, b, p)
					}
					rows := strings.Split(writeRows(rowsOf(b, pp, base), inner+"(", " ", ")"), "\n")
					text := fmt.Sprintf("(%s %s %s(%s\n   %s))\n", name, strings.Join(args, " "), quote, rows[0], strings.Join(rows[1:], "\n   "))
					_, vs, err := judgeText(text, board.Board{})
					switch {
					case err != nil:
						t.Errorf("%v: %v\n%s", b, err, text)
					case fault == 0 && !slices.Equal(vs, []Verdict{Valid}):
						t.Errorf("%v: verdicts %v, want one valid:\n%s", b, vs, text)
					case fault == 1 && slices.Contains(vs, Valid):
						t.Errorf("%v, two squares swapped: verdicts %v, want none valid:\n%s", b, vs, text)
					}
				}
			}
		}
	}
}

// TestCrowdedGridUncertain: numbers that share their lines with a tour's
// moves (a game's move numbers "1. Na1 Nb3 2. ...", so many pairs a line
// that the numbers make a rectangle) or are one member of bracketed
// tuples ("(x, y, n)", so many a line) are no certain grid: a random tour
// (warnsdorffWalk; walkOK the oracle) so written is never judged invalid,
// and with two squares swapped never valid. The layouts, wrapped at
// every width from two to four and with a REPL line before or after, are
// the test's; none is an input the rule was made from.
func TestCrowdedGridUncertain(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 12))
	wrap := func(items []string, per int) string {
		var ls []string
		for i := 0; i < len(items); i += per {
			ls = append(ls, strings.Join(items[i:min(i+per, len(items))], " "))
		}
		return strings.Join(ls, "\n")
	}
	layouts := map[string]func(p board.Path, per int) string{
		"pgn": func(p board.Path, per int) string {
			var ms []string
			for i := 0; i < len(p); i += 2 {
				m := fmt.Sprintf("%d. N%v", i/2+1, p[i])
				if i+1 < len(p) {
					m += fmt.Sprintf(" N%v", p[i+1])
				}
				ms = append(ms, m)
			}
			return wrap(ms, per) + "\n>>> x\n"
		},
		"triples": func(p board.Path, per int) string {
			var ts []string
			for k, s := range p {
				ts = append(ts, fmt.Sprintf("(%d, %d, %d),", s.X-1, s.Y-1, k))
			}
			return ">>> print(solve())\ncells = [" + strings.TrimSuffix(wrap(ts, per), ",") + "]\n"
		},
	}
	for name, write := range layouts {
		for _, b := range []board.Board{{W: 3, H: 4}, {W: 4, H: 3}, {W: 5, H: 5}, {W: 6, H: 5}} {
			p := warnsdorffWalk(rng, b, 2000)
			if p == nil || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			for per := 2; per <= 4; per++ {
				for fault := range 2 {
					pp := p
					if fault == 1 {
						pp = swapped(t, b, p)
					}
					text := write(pp, per)
					_, vs, err := judgeText(text, board.Board{})
					switch {
					case err != nil:
						// Refused whole: no verdict, never a pass.
					case fault == 0 && slices.Contains(vs, Invalid):
						t.Errorf("%s on %v, %d a line: verdicts %v, want none invalid:\n%s", name, b, per, vs, text)
					case fault == 1 && slices.Contains(vs, Valid):
						t.Errorf("%s on %v, %d a line, two squares swapped: verdicts %v, want none valid:\n%s", name, b, per, vs, text)
					}
				}
			}
		}
	}
}

// TestWrappedRowsUncertain: bracketed rows wrapped over two lines each
// (a printer's width, not the board's), in the test's own literals of
// three languages, give no certain width by their line breaks: a random
// tour (warnsdorffWalk; walkOK the oracle) so written is never judged
// invalid, and with two squares swapped never valid.
func TestWrappedRowsUncertain(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 13))
	literals := []struct{ name, before, open, close, after string }{
		{"numpy", "board = np.array([", "[", "]", "])"},
		{"js", "const board = [", "[", "]", "];"},
		{"rust", "let board = vec![", "vec![", "]", "];"},
	}
	for _, lit := range literals {
		for _, b := range []board.Board{{W: 6, H: 5}, {W: 8, H: 3}, {W: 6, H: 6}, {W: 8, H: 5}} {
			p := warnsdorffWalk(rng, b, 2000)
			if p == nil || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			for fault := range 2 {
				pp := p
				if fault == 1 {
					pp = swapped(t, b, p)
				}
				var rows []string
				for _, r := range rowsOf(b, pp, rng.IntN(2)) {
					var cs []string
					for _, c := range r {
						cs = append(cs, fmt.Sprint(c))
					}
					half := len(cs) / 2
					rows = append(rows, lit.open+strings.Join(cs[:half], ", ")+",\n     "+strings.Join(cs[half:], ", ")+lit.close)
				}
				text := lit.before + strings.Join(rows, ",\n    ") + lit.after + "\n"
				_, vs, err := judgeText(text, board.Board{})
				switch {
				case err != nil:
				case fault == 0 && slices.Contains(vs, Invalid):
					t.Errorf("%s on %v: verdicts %v, want none invalid:\n%s", lit.name, b, vs, text)
				case fault == 1 && slices.Contains(vs, Valid):
					t.Errorf("%s on %v, two squares swapped: verdicts %v, want none valid:\n%s", lit.name, b, vs, text)
				}
			}
		}
	}
}

// TestFlatLiteralWrappedUncertain: a flat initializer ("int b[H][W] = {
// 1, 2, ...};") wrapped at a width other than the board's gives no width
// by its line breaks: a random tour (warnsdorffWalk; walkOK the oracle)
// so written is never judged invalid, and with two squares swapped never
// valid.
func TestFlatLiteralWrappedUncertain(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 14))
	for _, b := range []board.Board{{W: 4, H: 3}, {W: 3, H: 4}, {W: 5, H: 5}, {W: 6, H: 5}, {W: 7, H: 6}} {
		p := warnsdorffWalk(rng, b, 2000)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		w := int(b.W)
		for _, per := range []int{w - 1, w + 1, 2 * w, int(b.H)} {
			if per < 2 || per == w {
				continue
			}
			for fault := range 2 {
				pp := p
				if fault == 1 {
					pp = swapped(t, b, p)
				}
				var cells []string
				for _, r := range rowsOf(b, pp, rng.IntN(2)) {
					for _, c := range r {
						cells = append(cells, fmt.Sprint(c))
					}
				}
				var ls []string
				for i := 0; i < len(cells); i += per {
					ls = append(ls, "  "+strings.Join(cells[i:min(i+per, len(cells))], ", "))
				}
				text := fmt.Sprintf("int board[%d][%d] = {\n%s\n};\n", b.H, b.W, strings.Join(ls, ",\n"))
				_, vs, err := judgeText(text, board.Board{})
				switch {
				case err != nil:
				case fault == 0 && slices.Contains(vs, Invalid):
					t.Errorf("%v, %d a line: verdicts %v, want none invalid:\n%s", b, per, vs, text)
				case fault == 1 && slices.Contains(vs, Valid):
					t.Errorf("%v, %d a line, two squares swapped: verdicts %v, want none valid:\n%s", b, per, vs, text)
				}
			}
		}
	}
}
