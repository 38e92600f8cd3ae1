package verify_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/parity"
	"github.com/knightcert/knight/verify"
)

// naivePieces is the oracle of TestDisconnectedNamesEveryPiece: the
// pieces of the cells still to cover (the cells off the prefix, and its
// last square), by a flood fill over the piece's leaps written here,
// sharing no code with parity or the checker. It returns the piece of
// each such square, numbered from 1, and how many there are.
func naivePieces(q board.Problem, leaps [][2]int) (map[board.Square]int, int) {
	left := map[board.Square]bool{}
	for i := range q.Board.Size() {
		if len(q.Holes) == 0 || !q.Holes.Has(i) {
			left[q.Board.Square(i)] = true
		}
	}
	for k, s := range q.Prefix {
		if k < len(q.Prefix)-1 {
			delete(left, s)
		}
	}
	label := map[board.Square]int{}
	n := 0
	for i := range q.Board.Size() {
		s := q.Board.Square(i)
		if !left[s] || label[s] != 0 {
			continue
		}
		n++
		label[s] = n
		stack := []board.Square{s}
		for len(stack) > 0 {
			v := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, l := range leaps {
				for _, d := range [][2]int{{l[0], l[1]}, {l[1], l[0]}} {
					for _, sg := range [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
						u := board.Square{X: v.X + int32(d[0]*sg[0]), Y: v.Y + int32(d[1]*sg[1])}
						if left[u] && label[u] == 0 {
							label[u] = n
							stack = append(stack, u)
						}
					}
				}
			}
		}
	}
	return label, n
}

// TestDisconnectedNamesEveryPiece: on shapes and leapers whose graph
// falls apart (with no prefix, and after a first move), the knight's thin
// boards among them (one or two files or ranks, 3x3), every disconnected
// certificate parity gives counts the pieces as naivePieces does, names
// one square of each (up to evidence.MaxPiecesNamed), and passes the
// checker; each edit of it is refused: a count one off, a square dropped,
// two squares of one piece, the first piece's size one off. The old form
// (two squares in different pieces, no count) is still accepted.
func TestDisconnectedNamesEveryPiece(t *testing.T) {
	pieces := map[string][][2]int{"giraffe": {{1, 4}}, "zebra": {{2, 3}}, "knight": {{1, 2}}, "(0,3)+(2,2)": {{0, 3}, {2, 2}}, "(0,2)": {{0, 2}}}
	tested, many := 0, 0
	for _, size := range []string{"4x4", "5x4", "6x5", "3x7", "8x8", "12x12", "3x3", "1x5", "1x20", "2x1", "2x2", "2x7", "7x2", "3x2", "9x2"} {
		b := board.MustParse(size)
		for name, leaps := range pieces {
			for _, hole := range []int{-1, 0, b.Size() / 2} {
				q := board.Problem{Board: b, Piece: board.MustParsePiece(name)}
				if hole >= 0 {
					q.Holes = board.NewSet(b.Size())
					q.Holes.Add(hole)
				}
				for _, prefix := range []board.Path{nil, {b.Square(b.Size() - 1)}} {
					if hole == b.Size()-1 && prefix != nil {
						continue
					}
					q.Prefix = prefix
					c, ok := parity.Check(q)
					d, isD := c.(evidence.Disconnected)
					if !ok || !isD {
						continue
					}
					if d.Components == 0 {
						t.Fatalf("%v: the disconnected certificate %+v does not count its pieces", q, d)
					}
					tested++
					label, n := naivePieces(q, leaps)
					if d.Components != n {
						t.Fatalf("%v: the certificate counts %d pieces, the flood fill %d", q, d.Components, n)
					}
					if want := min(n, evidence.MaxPiecesNamed); len(d.Squares) != want {
						t.Fatalf("%v: %d squares named, want %d", q, len(d.Squares), want)
					}
					seen := map[int]bool{}
					for _, s := range d.Squares {
						if label[s] == 0 || seen[label[s]] {
							t.Fatalf("%v: %v is no square still to cover, or in a piece named before: %v", q, s, d.Squares)
						}
						seen[label[s]] = true
					}
					if n > 2 {
						many++
					}
					if err := verify.Certificate(q, d); err != nil {
						t.Fatalf("%v: the checker refuses %+v: %v", q, d, err)
					}
					for what, edit := range map[string]func(evidence.Disconnected) evidence.Disconnected{
						"a count one more": func(e evidence.Disconnected) evidence.Disconnected { e.Components++; return e },
						"a count one less": func(e evidence.Disconnected) evidence.Disconnected { e.Components--; return e },
						"a square dropped": func(e evidence.Disconnected) evidence.Disconnected {
							e.Squares = slices.Clone(e.Squares[:len(e.Squares)-1])
							return e
						},
						"the first piece's size one off": func(e evidence.Disconnected) evidence.Disconnected { e.Pieces++; return e },
						"two squares of one piece": func(e evidence.Disconnected) evidence.Disconnected {
							e.Squares = slices.Clone(e.Squares)
							for s, l := range label {
								if l == label[e.Squares[0]] && s != e.Squares[0] {
									e.Squares[1] = s
									return e
								}
							}
							e.Squares[1] = e.Squares[0]
							return e
						},
					} {
						if err := verify.Certificate(q, edit(d)); err == nil {
							t.Fatalf("%v: %s is accepted: %+v", q, what, edit(d))
						} else if !errors.Is(err, verify.ErrCountMismatch) && !errors.Is(err, verify.ErrBadSquares) && !errors.Is(err, verify.ErrNoContradiction) {
							t.Fatalf("%v: %s is refused with %v, want a count, squares or no-contradiction error", q, what, err)
						}
					}
					old := d
					old.Components, old.Squares = 0, d.Squares[:2]
					if err := verify.Certificate(q, old); err != nil {
						t.Fatalf("%v: the two-square form %+v is refused: %v", q, old, err)
					}
				}
			}
		}
	}
	if tested == 0 || many == 0 {
		t.Fatalf("%d certificates naming their pieces, %d with more than two: the sample tests too little", tested, many)
	}
	t.Logf("%d certificates, %d with more than two pieces", tested, many)
}
