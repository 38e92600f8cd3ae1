package verify_test

import (
	"fmt"
	"math/bits"
	"os"
	"sync"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/parity"
	"github.com/knightcert/knight/verify"
)

// sweepPieces are the leapers of the shape sweep: the knight, the camel
// (keeps its colour), the zebra and giraffe (free leapers, Beluhov 2022),
// the wazir (the grid graph) and the Hopido piece (2,2)+(3,0).
var sweepPieces = []string{"knight", "camel", "zebra", "giraffe", "wazir", "(2,2)+(3,0)"}

// TestShapeSoundness is the soundness sweep on shapes: for every mask of
// the frames below (every set of holes leaving a cell) and every piece
// of sweepPieces,
//   - on every position with a tour (every prefix of every tour, open
//     and closed, with and without its end), the checker accepts no
//     certificate of the enumeration of TestSoundnessExhaustive, with the
//     shape's holes and piece in each, and the one-colour kind besides;
//   - every certificate parity.Check gives is accepted by the checker,
//     on the problems: the open tour, the closed tour, to each cell,
//     from each cell,
//     from each cell to each other cell, and every first move; and no
//     problem it certifies has a tour.
//
// The oracle is the test's own search (newShapeSoundness): every tour of
// the shape by depth-first search over a move table built here from the
// piece's leaps, sharing no code with parity or the checker.
//
// Frames (splits 1 deep): by default every mask of the frames up to 3x3
// and 4x4 with at most one hole; with KNIGHT_EXHAUSTIVE=1 every mask of
// the frames up to 3x4 and 4x3, 4x4 with at most 2 holes, 3x5 and 5x3
// with at most 3, and 5x5 with at most 1. The wazir only up to 3x3 by
// default (up to 6 squares with -short) and 4x4 in the long run; the
// knight likewise (its full boards are TestSoundnessExhaustive's).
func TestShapeSoundness(t *testing.T) {
	full := os.Getenv("KNIGHT_EXHAUSTIVE") == "1"
	type frame struct {
		b         board.Board
		mostHoles int
	}
	var frames []frame
	for w := int32(1); w <= 4; w++ {
		for h := int32(1); h <= 4; h++ {
			switch {
			case w <= 3 && h <= 3:
				frames = append(frames, frame{board.Board{W: w, H: h}, int(w * h)})
			case full && w*h <= 12:
				frames = append(frames, frame{board.Board{W: w, H: h}, int(w * h)})
			case w == 4 && h == 4 && full:
				frames = append(frames, frame{board.Board{W: w, H: h}, 2})
			case w == 4 && h == 4:
				frames = append(frames, frame{board.Board{W: w, H: h}, 1})
			}
		}
	}
	if full {
		frames = append(frames, frame{board.Board{W: 3, H: 5}, 3}, frame{board.Board{W: 5, H: 3}, 3}, frame{board.Board{W: 5, H: 5}, 1})
	}
	// The wazir's grid graphs have thousands of tours past 3x3, each
	// prefix a position whose certificates are all tried.
	wazirUpTo, knightUpTo := 9, 9
	switch {
	case full:
		wazirUpTo, knightUpTo = 16, 16
	case testing.Short():
		wazirUpTo, knightUpTo = 6, 6
	}
	var mu sync.Mutex
	var total shapeStats
	for _, f := range frames {
		for _, name := range sweepPieces {
			if name == "wazir" && f.b.Size() > wazirUpTo || name == "knight" && f.b.Size() > knightUpTo {
				continue
			}
			piece := board.MustParsePiece(name)
			t.Run(fmt.Sprintf("%v/%v", f.b, name), func(t *testing.T) {
				t.Parallel()
				var st shapeStats
				n := f.b.Size()
				for mask := uint64(0); mask < 1<<n; mask++ {
					if bits.OnesCount64(mask) > f.mostHoles || bits.OnesCount64(mask) == n {
						continue
					}
					holes := board.NewSet(n)
					if mask != 0 {
						holes[0] = mask
					}
					sh := board.Shape{Board: f.b, Holes: holes, Piece: piece}
					if mask == 0 {
						sh.Holes = nil
					}
					st.add(sweepShape(t, sh))
					if t.Failed() {
						return
					}
				}
				t.Logf("%d shapes, %d tours, %d positions with a tour, %d certificates refused there; parity certified %d of %d problems, %d without a tour",
					st.shapes, st.tours, st.positions, st.refused, st.certified, st.asked, st.noTour)
				mu.Lock()
				total.add(st)
				mu.Unlock()
			})
		}
	}
	t.Cleanup(func() {
		t.Logf("in all: %d shapes, %d tours, %d positions with a tour, %d certificates refused there; %d problems asked of parity, %d certified (each accepted, none with a tour), %d without a tour",
			total.shapes, total.tours, total.positions, total.refused, total.asked, total.certified, total.noTour)
	})
}

type shapeStats struct {
	shapes, tours, positions, refused, asked, certified, noTour int
}

func (s *shapeStats) add(o shapeStats) {
	s.shapes += o.shapes
	s.tours += o.tours
	s.positions += o.positions
	s.refused += o.refused
	s.asked += o.asked
	s.certified += o.certified
	s.noTour += o.noTour
}

// sweepShape runs both halves of the sweep on one shape.
func sweepShape(t *testing.T, sh board.Shape) shapeStats {
	t.Helper()
	s := newShapeSoundness(t, sh, 1, false)
	s.run(0)
	st := shapeStats{shapes: 1, tours: s.tours, positions: s.positions, refused: s.refused}
	ask := func(p pos) {
		q := s.problem(p)
		st.asked++
		has := s.hasTour(p)
		if !has {
			st.noTour++
		}
		c, ok := parity.Check(q)
		if !ok {
			return
		}
		st.certified++
		if err := verify.Certificate(q, c); err != nil {
			t.Errorf("parity.Check(%v) = %s, which verify refuses: %v", q, show(c), err)
		}
		if has {
			t.Errorf("parity.Check(%v) = %s, but the problem has a tour", q, show(c))
		}
	}
	for _, closed := range []bool{false, true} {
		ask(pos{end: -1, closed: closed})
	}
	for _, a := range s.cells {
		ask(pos{end: a})
		ask(pos{prefix: []int{a}, end: -1})
		ask(pos{prefix: []int{a}, end: -1, closed: true})
		for _, z := range s.cells {
			if z != a {
				ask(pos{prefix: []int{a}, end: z})
			}
		}
		for _, m := range s.next[a] {
			ask(pos{prefix: []int{a, m}, end: -1})
		}
	}
	return st
}
