package hamilton

import (
	"math/bits"
	"testing"

	"github.com/knightcert/knight/board"
)

func cells(b board.Board) []board.Square {
	out := make([]board.Square, b.Size())
	for i := range out {
		out[i] = b.Square(i)
	}
	return out
}

// TestToursPublished counts the paths Tours lists against published
// counts: the knight's paths of 3x4, 3x7 and 3x8, 8, 52 and 396 each way
// (OEIS A169696), and of 4x3, the same board turned; the directed
// Hamiltonian paths of the 3x3 and 4x4 grids, 40 and 552 (OEIS A096969);
// the 4x4 grid's 6 Hamiltonian cycles (OEIS A003763), each listed from
// its 16 cells both ways round; and, with a1 fixed first, the paths that
// start there.
func TestToursPublished(t *testing.T) {
	knight, wazir := Leaper([][2]int{{1, 2}}), Leaper([][2]int{{0, 1}})
	for _, c := range []struct {
		b      board.Board
		move   func(a, b board.Square) bool
		closed bool
		want   int
	}{
		{board.Board{W: 4, H: 3}, knight, false, 2 * 8},
		{board.Board{W: 3, H: 4}, knight, false, 2 * 8},
		{board.Board{W: 7, H: 3}, knight, false, 2 * 52},
		{board.Board{W: 8, H: 3}, knight, false, 2 * 396},
		{board.Board{W: 3, H: 3}, wazir, false, 40},
		{board.Board{W: 4, H: 4}, wazir, false, 552},
		{board.Board{W: 4, H: 4}, wazir, true, 6 * 16 * 2},
	} {
		s := Search{Cells: cells(c.b), Move: c.move, Closed: c.closed}
		tours := s.Tours(nil)
		if len(tours) != c.want {
			t.Errorf("%v closed=%v: %d paths, want %d (A169696, A096969, A003763)", c.b, c.closed, len(tours), c.want)
		}
		from := 0
		for _, p := range tours {
			if p[0] == s.Cells[0] {
				from++
			}
		}
		if n := len(s.Tours(map[int]board.Square{0: s.Cells[0]})); n != from {
			t.Errorf("%v closed=%v: %d paths from a1, want %d of all the paths", c.b, c.closed, n, from)
		}
	}
}

// TestCoversCompletes: on 3x4 and 3x8, Covers and Completes find a
// knight's path from a square exactly when one of the paths Tours lists
// (checked against OEIS A169696 above) starts there, with and without
// Fewest and Joined; no closed tour exists (OEIS A169764: none on 3xn below 3x10);
// a budget of one node runs out.
func TestCoversCompletes(t *testing.T) {
	for _, b := range []board.Board{{W: 4, H: 3}, {W: 8, H: 3}} {
		cs := cells(b)
		s := Search{Cells: cs, Move: Leaper([][2]int{{1, 2}})}
		starts := map[board.Square]bool{}
		for _, p := range s.Tours(nil) {
			starts[p[0]] = true
		}
		for _, cut := range []struct{ fewest, joined bool }{{false, false}, {true, false}, {false, true}, {true, true}} {
			s.Fewest, s.Joined = cut.fewest, cut.joined
			for i, c := range cs {
				want := starts[c]
				if got, ok := s.Covers(i); got != want || !ok {
					t.Errorf("%v: Covers(%v) cuts %+v = %v, %v, want %v, true", b, c, cut, got, ok, want)
				}
				if got, ok := s.Completes(board.Path{c}); got != want || !ok {
					t.Errorf("%v: Completes(%v) cuts %+v = %v, %v, want %v, true", b, c, cut, got, ok, want)
				}
			}
			closed := s
			closed.Closed = true
			if got, ok := closed.Covers(-1); got || !ok {
				t.Errorf("%v closed cuts %+v = %v, %v, want false, true (A169764)", b, cut, got, ok)
			}
			closed.Budget = 1
			if _, ok := closed.Covers(0); ok {
				t.Errorf("%v budget 1 cuts %+v: ok, want the budget run out", b, cut)
			}
		}
	}
}

// TestCoversEnd: on 3x4, Covers with an End finds a path between two
// squares exactly when one of the paths Tours lists joins them.
func TestCoversEnd(t *testing.T) {
	cs := cells(board.Board{W: 4, H: 3})
	s := Search{Cells: cs, Move: Leaper([][2]int{{1, 2}})}
	ends := map[[2]board.Square]bool{}
	for _, p := range s.Tours(nil) {
		ends[[2]board.Square{p[0], p[len(p)-1]}] = true
	}
	for i, c := range cs {
		for _, e := range cs {
			s.End = e
			if got, ok := s.Covers(i); got != ends[[2]board.Square{c, e}] || !ok {
				t.Errorf("Covers(%v) to %v = %v, %v, want %v, true (the listed paths)", c, e, got, ok, ends[[2]board.Square{c, e}])
			}
		}
	}
}

// TestMask: the holes of every mask of 2x3 are its set bits, counted by
// math/bits, and the cells the other squares, in board order.
func TestMask(t *testing.T) {
	b := board.Board{W: 2, H: 3}
	for mask := range 1 << b.Size() {
		holes, cs := Mask(b, mask)
		if holes.Count() != bits.OnesCount(uint(mask)) || len(cs) != b.Size()-holes.Count() {
			t.Fatalf("Mask(%v, %b) = %d holes, %d cells, want %d holes of %d squares", b, mask, holes.Count(), len(cs), bits.OnesCount(uint(mask)), b.Size())
		}
		for k, c := range cs {
			i := b.Index(c)
			if mask>>i&1 != 0 || holes.Has(i) || k > 0 && b.Index(cs[k-1]) >= i {
				t.Fatalf("Mask(%v, %b): cell %v is a hole, or out of order", b, mask, c)
			}
		}
	}
}

// TestLeapers: each of Leapers moves as the piece board.ParsePiece reads
// from its name, on every offset up to 4 each way (the table must name
// the piece a test asks of the producers).
func TestLeapers(t *testing.T) {
	from := board.Square{X: 5, Y: 5}
	for _, pc := range Leapers {
		ours, theirs := Leaper(pc.Leaps), Leaper(Leaps(board.MustParsePiece(pc.Name)))
		for dx := int32(-4); dx <= 4; dx++ {
			for dy := int32(-4); dy <= 4; dy++ {
				to := board.Square{X: from.X + dx, Y: from.Y + dy}
				if ours(from, to) != theirs(from, to) {
					t.Errorf("%s: a move by (%d,%d) is %v in the table, %v as board reads the name", pc.Name, dx, dy, ours(from, to), theirs(from, to))
				}
			}
		}
	}
}
