package verify_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/testsupport/hamilton"
	"github.com/knightcert/knight/verify"
)

// naiveShape checks a tour of a shaped problem the obvious way, as an
// oracle for Tour on shapes: a map of visited squares, a list of holes
// and the leaps of the piece written out by their distances.
func naiveShape(q board.Problem, leaps [][2]int, holes []board.Square, p board.Path) error {
	isHole := map[board.Square]bool{}
	for _, h := range holes {
		isHole[h] = true
	}
	move := hamilton.Leaper(leaps)
	seen := map[board.Square]bool{}
	for i, s := range p {
		if s.X < 1 || s.Y < 1 || s.X > q.Board.W || s.Y > q.Board.H || isHole[s] {
			return verify.ErrOffBoard
		}
		if i > 0 && !move(p[i-1], s) {
			return verify.ErrNotKnightMove
		}
		if seen[s] {
			return verify.ErrRevisit
		}
		seen[s] = true
	}
	for i, s := range q.Prefix {
		if i >= len(p) || p[i] != s {
			return verify.ErrWrongStart
		}
	}
	if len(seen) != int(q.Board.W)*int(q.Board.H)-len(holes) {
		return verify.ErrIncomplete
	}
	if q.HasEnd() && p[len(p)-1] != q.End {
		return verify.ErrWrongEnd
	}
	if q.Closed && (len(p) < 3 || !move(p[len(p)-1], p[0])) {
		return verify.ErrNotClosed
	}
	return nil
}

// TestTourShapes checks tours on boards with holes and for other leapers,
// and mutations of them, against naiveShape.
func TestTourShapes(t *testing.T) {
	cases := []struct {
		name, board, holes, piece string
		leaps                     [][2]int
		tour                      string
		closed                    bool
	}{
		// The eight squares around the centre of 3x3 are a knight's
		// 8-cycle.
		{"3x3 ring", "3x3", "b2", "knight", [][2]int{{1, 2}}, "a1 b3 c1 a2 c3 b1 a3 c2", true},
		// On 4x2 the camel has two moves, a1-d2 and a2-d1.
		{"4x2 for the camel", "4x2", "b1,c1,d1,a2,b2,c2", "camel", [][2]int{{1, 3}}, "a1 d2", false},
		{"zebra 5x5 less", "5x5", "", "zebra", [][2]int{{2, 3}}, "", false},
		{"2,2+3,0 on 4x4", "4x4", "", "(2,2)+(3,0)", [][2]int{{2, 2}, {0, 3}}, "", false},
	}
	rng := rand.New(rand.NewPCG(26, 1))
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b, err := board.Parse(c.board)
			require.NoError(t, err)
			piece := board.MustParsePiece(c.piece)
			var holes board.Set
			var holeList []board.Square
			if c.holes != "" {
				holes, err = board.ParseHoles(b, c.holes)
				require.NoError(t, err)
				holeList = board.Shape{Board: b, Holes: holes}.HoleList()
			}
			q := board.Problem{Board: b, Holes: holes, Piece: piece, Closed: c.closed}
			var tour board.Path
			if c.tour != "" {
				tour = path(t, c.tour)
				require.NoError(t, naiveShape(q, c.leaps, holeList, tour), "the case's tour")
			}
			paths := []board.Path{tour}
			// Random paths of the piece's moves and of knight moves,
			// and mutations of the tour: each judged by both.
			sh := q.Shape()
			for range 300 {
				var p board.Path
				s := board.Square{X: rng.Int32N(b.W + 2), Y: rng.Int32N(b.H + 2)}
				n := 1 + rng.IntN(b.Size()+1)
				for range n {
					p = append(p, s)
					nb := sh.Neighbours(s, nil)
					if rng.IntN(8) == 0 || len(nb) == 0 {
						s = board.Square{X: rng.Int32N(b.W + 2), Y: rng.Int32N(b.H + 2)}
					} else {
						s = nb[rng.IntN(len(nb))]
					}
				}
				paths = append(paths, p)
			}
			if len(tour) > 1 {
				for i := range tour {
					p := append(board.Path(nil), tour...)
					p[i], p[(i+1)%len(p)] = p[(i+1)%len(p)], p[i]
					paths = append(paths, p, tour[:i], append(append(board.Path(nil), tour...), tour[i]))
				}
			}
			for _, p := range paths {
				for _, closed := range []bool{false, true} {
					q := q
					q.Closed = closed
					want := naiveShape(q, c.leaps, holeList, p)
					if len(p) == 0 {
						want = verify.ErrIncomplete
					}
					got := verify.Tour(q, p)
					if want == nil {
						require.NoError(t, got, "Tour(%v, %v)", q, p)
						continue
					}
					require.Error(t, got, "Tour(%v, %v), want %v", q, p, want)
					require.True(t, errors.Is(got, want), "Tour(%v, %v) = %v, want %v", q, p, got, want)
				}
			}
		})
	}
}
