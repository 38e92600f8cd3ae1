package heuristic

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
)

// checkConstructed fails unless tour is a closed tour of b; verify is the oracle.
func checkConstructed(t *testing.T, b board.Board, tour board.Path) {
	t.Helper()
	require.NoError(t, verify.Tour(board.Problem{Board: b, Closed: true}, tour), "Construct(%v)", b)
}

// tourHasEdge reports whether the tour, closed or open, joins squares p and
// q, 0-based.
func tourHasEdge(tour board.Path, closed bool, px, py, qx, qy int) bool {
	p := board.Square{X: int32(px + 1), Y: int32(py + 1)}
	q := board.Square{X: int32(qx + 1), Y: int32(qy + 1)}
	for k, s := range tour {
		if k == len(tour)-1 && !closed {
			break
		}
		next := tour[(k+1)%len(tour)]
		if s == p && next == q || s == q && next == p {
			return true
		}
	}
	return false
}

func TestBlockTours(t *testing.T) {
	// Every block tour is a tour of its block (verify), closed or, with both
	// sides odd, open from a1, and holds the join edges of its sides (read
	// off the path, not the recorded places).
	for w := blockMin; w <= blockMax; w++ {
		for h := blockMin; h <= blockMax; h++ {
			t.Run(fmt.Sprintf("%dx%d", w, h), func(t *testing.T) {
				b := board.Board{W: int32(w), H: int32(h)}
				bt, err := tourOfBlock(w, h)
				require.NoError(t, err)
				tour := make(board.Path, b.Size())
				for i, sq := range bt.order[:b.Size()] {
					tour[i] = board.Square{X: sq.X + 1, Y: sq.Y + 1}
				}
				open := w%2 == 1 && h%2 == 1
				require.Equal(t, open, bt.open)
				q := board.Problem{Board: b, Prefix: board.Path{{X: 1, Y: 1}}, Closed: !open}
				require.NoError(t, verify.Tour(q, tour), "block %v", b)
				sides := blockSides(w, h)
				for k, e := range blockJoinEdges(w, h) {
					if sides&(1<<k) != 0 {
						assert.True(t, tourHasEdge(tour, !open, e.x1, e.y1, e.x2, e.y2), "join edge %d %v missing", k, e)
					}
				}
			})
		}
	}
}

// countBlockTours counts the closed tours of w x h that hold the join edges
// of sides, failing if the node limit cut the count short.
func countBlockTours(t *testing.T, w, h int, sides uint8) int {
	t.Helper()
	s, err := newBlockSearch(w, h, sides)
	require.NoError(t, err)
	count := 0
	s.run(1<<40, func() bool { count++; return false })
	require.False(t, s.cut)
	return count
}

func TestBlockSearchCounts(t *testing.T) {
	// The pruning must never lose a tour: with no join edges forced, the
	// search counts every undirected closed tour, or with both sides odd
	// every open tour from a1. Oracles: OEIS A001230 (6x6), A383661 (5 x n,
	// whole boards: 5x6 and 5x8) and A165134 (304 open tours of 5x5 from a
	// corner).
	cases := []struct {
		w, h int
		want int
		long bool
	}{
		{6, 6, 9862, false},
		{5, 6, 8, false},
		{6, 5, 8, false},
		{5, 5, 304, false},
		{5, 8, 44202, true},
	}
	for _, tc := range cases {
		t.Run(fmt.Sprintf("%dx%d", tc.w, tc.h), func(t *testing.T) {
			if tc.long && testing.Short() {
				t.Skip("long count")
			}
			assert.Equal(t, tc.want, countBlockTours(t, tc.w, tc.h, 0), "closed tours of %dx%d", tc.w, tc.h)
		})
	}
}

func TestBlockSidesOf5x6(t *testing.T) {
	// Why blockSides drops the left side of odd-width blocks: none of the 8
	// closed tours of 5x6 holds all four join edges, but some hold the other
	// three. The count above shows the search misses none.
	all := uint8(sideLeft | sideRight | sideBottom | sideTop)
	assert.Zero(t, countBlockTours(t, 5, 6, all), "5x6 tours with all four join edges")
	assert.Positive(t, countBlockTours(t, 5, 6, blockSides(5, 6)), "5x6 tours without the left join edge")
}

func TestSplitSide(t *testing.T) {
	// Parts must add up, lie in 5..10, and only the first may be odd.
	for n := blockMin; n <= 3000; n++ {
		parts := splitSide(n)
		sum := 0
		for i, p := range parts {
			if p < blockMin || p > blockMax || i > 0 && p%2 == 1 {
				t.Fatalf("splitSide(%d) = %v: part %d is out of range or an odd part after the first", n, parts, p)
			}
			sum += p
		}
		if sum != n {
			t.Fatalf("splitSide(%d) = %v, adds up to %d", n, parts, sum)
		}
	}
}

func TestConstructSmallBoards(t *testing.T) {
	// Every board with sides 5..60 that is not odd x odd: these are all the
	// boards in that range with a closed tour (Schwenk 1991).
	for w := 5; w <= 60; w++ {
		for h := 5; h <= 60; h++ {
			b := board.Board{W: int32(w), H: int32(h)}
			tour, err := Construct(b)
			if w%2 == 1 && h%2 == 1 {
				require.ErrorIs(t, err, ErrNoConstruction, "Construct(%v)", b)
				continue
			}
			require.NoError(t, err, "Construct(%v)", b)
			checkConstructed(t, b, tour)
		}
	}
}

func TestConstructLargeBoards(t *testing.T) {
	if testing.Short() {
		t.Skip("large boards")
	}
	for _, s := range []string{"100x200", "200x100", "5x1000", "1000x5", "999x1000", "1000x999",
		"998x1000", "1000x1000", "10000x6", "7x10000"} {
		t.Run(s, func(t *testing.T) {
			b := board.MustParse(s)
			tour, err := Construct(b)
			require.NoError(t, err)
			checkConstructed(t, b, tour)
		})
	}
	for _, s := range []string{"999x999", "5x1001", "1001x7"} {
		t.Run(s+"/open", func(t *testing.T) {
			b := board.MustParse(s)
			start := board.Square{X: b.W, Y: b.H}
			tour, err := ConstructOpen(b, start)
			require.NoError(t, err)
			require.NoError(t, verify.Tour(board.Problem{Board: b, Prefix: board.Path{start}}, tour), "ConstructOpen(%v, %v)", b, start)
		})
	}
}

func TestConstructFrom(t *testing.T) {
	// Every start: the tour must begin there (verify checks the prefix).
	// The boards have joins on all sides of some block, and odd blocks.
	for _, s := range []string{"6x6", "8x8", "13x10", "9x6", "30x17", "17x24"} {
		b := board.MustParse(s)
		for i := range b.Size() {
			start := b.Square(i)
			tour, err := ConstructFrom(b, start)
			require.NoError(t, err, "ConstructFrom(%v, %v)", b, start)
			require.NoError(t, verify.Tour(board.Problem{Board: b, Prefix: board.Path{start}, Closed: true}, tour),
				"ConstructFrom(%v, %v)", b, start)
		}
	}
}

func TestConstructOpen(t *testing.T) {
	// Boards with both sides odd, from each corner: verify is the oracle.
	for w := 5; w <= 41; w += 2 {
		for h := 5; h <= 41; h += 2 {
			b := board.Board{W: int32(w), H: int32(h)}
			for _, start := range []board.Square{{X: 1, Y: 1}, {X: int32(w), Y: 1}, {X: 1, Y: int32(h)}, {X: int32(w), Y: int32(h)}} {
				tour, err := ConstructOpen(b, start)
				require.NoError(t, err, "ConstructOpen(%v, %v)", b, start)
				require.NoError(t, verify.Tour(board.Problem{Board: b, Prefix: board.Path{start}}, tour), "ConstructOpen(%v, %v)", b, start)
			}
		}
	}
	// With an even side, the closed tour serves.
	b := board.MustParse("10x7")
	start := board.MustParseSquare("e4")
	open, err := ConstructOpen(b, start)
	require.NoError(t, err)
	closed, err := ConstructFrom(b, start)
	require.NoError(t, err)
	assert.Equal(t, closed, open, "ConstructOpen(%v, %v)", b, start)
	for _, tc := range []struct {
		board, start, reason string
	}{
		{"7x7", "b1", "odd board: built from corners only (b1 is light; c1 would have a tour)"},
		{"9x5", "c1", "odd board: built from corners only"},
		{"4x5", "a1", "side below 5"},
	} {
		_, err := ConstructOpen(board.MustParse(tc.board), board.MustParseSquare(tc.start))
		assert.ErrorIs(t, err, ErrNoConstruction, "ConstructOpen(%s, %s) must fail: %s", tc.board, tc.start, tc.reason)
	}
	_, err = ConstructOpen(board.MustParse("7x7"), board.MustParseSquare("h1"))
	assert.ErrorIs(t, err, board.ErrBadProblem, "ConstructOpen(7x7, h1) must fail: h1 is off the board")
}

func TestConstructWalk(t *testing.T) {
	// The walk, expanded, is a tour from the start, closed unless open
	// was asked, whatever the block boundaries and reflections: verify is
	// the oracle.
	for _, tc := range []struct {
		board, start string
		open         bool
	}{
		{"6x6", "a1", false}, {"50x50", "x20", false}, {"5x90", "c77", false}, {"101x40", "cw40", false},
		{"130x129", "a1", false}, {"9x9", "i9", true}, {"131x129", "a129", true}, {"131x129", "ea1", true}, {"20x21", "k3", true},
	} {
		b, start := board.MustParse(tc.board), board.MustParseSquare(tc.start)
		walkOf := ConstructWalk
		if tc.open {
			walkOf = ConstructOpenWalk
		}
		got, err := walkOf(context.Background(), b, start)
		require.NoError(t, err)
		q := board.Problem{Board: b, Prefix: board.Path{start}, Closed: !tc.open}
		require.NoError(t, verify.Tour(q, got.Path()), "walk of %v from %v", b, start)
	}
	for _, tc := range []struct {
		board, start string
		want         error
		reason       string
	}{
		{"7x7", "a1", ErrNoConstruction, "both sides odd: no closed tour"},
		{"8x8", "a9", board.ErrBadProblem, "a9 is off the board"},
		{"4x8", "a1", ErrNoConstruction, "side 4: no closed tour (Schwenk)"},
	} {
		_, err := ConstructWalk(context.Background(), board.MustParse(tc.board), board.MustParseSquare(tc.start))
		assert.ErrorIs(t, err, tc.want, "ConstructWalk(%s, %s) must fail: %s", tc.board, tc.start, tc.reason)
	}
	_, err := ConstructOpenWalk(context.Background(), board.MustParse("7x7"), board.MustParseSquare("c3"))
	assert.ErrorIs(t, err, ErrNoConstruction, "ConstructOpenWalk(7x7, c3) must fail: odd boards are built from corners only")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = ConstructWalk(ctx, board.MustParse("100x100"), board.MustParseSquare("a1"))
	assert.ErrorIs(t, err, context.Canceled, "ConstructWalk with an ended context must fail with its error")
}

func TestConstructWalkMemory(t *testing.T) {
	// The walk is one byte a square: building it must allocate well under
	// the eight bytes a square of the path it replaces. Oracle: the size
	// of a board.Square (8 bytes) times the squares, against what the
	// runtime counts as allocated.
	b := board.MustParse("1000x1000")
	if _, err := ConstructWalk(context.Background(), b, board.Square{X: 1, Y: 1}); err != nil { // the block tours, first
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	w, err := ConstructWalk(context.Background(), b, board.Square{X: 1, Y: 1})
	runtime.ReadMemStats(&after)
	require.NoError(t, err)
	require.Equal(t, b.Size(), w.Len())
	allocated := after.TotalAlloc - before.TotalAlloc
	path := uint64(b.Size()) * uint64(unsafe.Sizeof(board.Square{}))
	if allocated > path/4 {
		t.Errorf("ConstructWalk(%v) allocated %d bytes, want at most %d, a quarter of the path's %d", b, allocated, path/4, path)
	}
}

func TestConstructErrors(t *testing.T) {
	for _, tc := range []struct {
		b      board.Board
		want   error
		reason string
	}{
		{board.Board{W: 5, H: 5}, ErrNoConstruction, "both sides odd: no closed tour exists"},
		{board.Board{W: 999, H: 999}, ErrNoConstruction, "both sides odd"},
		{board.Board{W: 4, H: 8}, ErrNoConstruction, "side 4: no closed tour exists (Schwenk)"},
		{board.Board{W: 10, H: 3}, ErrNoConstruction, "side 3 has closed tours, but not by this construction"},
		{board.Board{W: 0, H: 0}, ErrNoConstruction, "no squares"},
		{board.Board{W: -6, H: 6}, ErrNoConstruction, "negative side"},
		{board.Board{W: board.MaxSide + 2, H: 6}, board.ErrBadBoard, "side above board.MaxSide"},
	} {
		_, err := Construct(tc.b)
		assert.ErrorIs(t, err, tc.want, "Construct(%v) must fail: %s", tc.b, tc.reason)
	}
	_, err := ConstructFrom(board.Board{W: 6, H: 6}, board.Square{X: 7, Y: 1})
	assert.ErrorIs(t, err, board.ErrBadProblem, "ConstructFrom(6x6, g1) must fail: g1 is off the board")
}

// benchBoards times construct on each board (a first run, outside the
// timing, finds the block tours); boards over 10^7 squares are skipped
// under -short.
func benchBoards(b *testing.B, sizes []string, construct func(board.Board) error) {
	for _, s := range sizes {
		b.Run(s, func(b *testing.B) {
			bd := board.MustParse(s)
			if bd.Size() > 1e7 && testing.Short() {
				b.Skip("huge board")
			}
			if err := construct(bd); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				if err := construct(bd); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(bd.Size()), "squares")
		})
	}
}

func BenchmarkConstruct(b *testing.B) {
	benchBoards(b, []string{"8x8", "100x100", "1000x1000", "999x1000", "10000x10000"}, func(bd board.Board) error {
		_, err := Construct(bd)
		return err
	})
}

func BenchmarkConstructOpen(b *testing.B) {
	benchBoards(b, []string{"999x999", "9999x9999"}, func(bd board.Board) error {
		_, err := ConstructOpen(bd, board.Square{X: 1, Y: 1})
		return err
	})
}

func BenchmarkConstructWalk(b *testing.B) {
	benchBoards(b, []string{"1000x1000", "10000x10000"}, func(bd board.Board) error {
		_, err := ConstructWalk(context.Background(), bd, board.Square{X: 1, Y: 1})
		return err
	})
}

func FuzzConstruct(f *testing.F) {
	// Any board and start: never panic; a tour, when returned, starts on
	// start and is closed when asked (verify); an error is a known one.
	f.Add(8, 8, int32(1), int32(1))
	f.Add(5, 6, int32(5), int32(6))
	f.Add(7, 7, int32(1), int32(1))
	f.Add(9, 11, int32(9), int32(11))
	f.Add(-3, 12, int32(0), int32(2))
	f.Add(10001, 6, int32(1), int32(1))
	f.Fuzz(func(t *testing.T, w, h int, x, y int32) {
		b := board.Board{W: int32(w), H: int32(h)}
		if w > 0 && h > 0 && w <= board.MaxSide && h <= board.MaxSide && w*h > 1<<16 {
			t.Skip("large board: covered by TestConstructLargeBoards")
		}
		start := board.Square{X: x, Y: y}
		tour, err := ConstructFrom(b, start)
		if err != nil {
			if !errors.Is(err, ErrNoConstruction) && !errors.Is(err, board.ErrBadProblem) {
				t.Fatalf("ConstructFrom(%v, %v) = %v, want ErrNoConstruction or ErrBadProblem", b, start, err)
			}
		} else if err := verify.Tour(board.Problem{Board: b, Prefix: board.Path{start}, Closed: true}, tour); err != nil {
			t.Fatalf("ConstructFrom(%v, %v): %v", b, start, err)
		}
		tour, err = ConstructOpen(b, start)
		if err != nil {
			if !errors.Is(err, ErrNoConstruction) && !errors.Is(err, board.ErrBadProblem) {
				t.Fatalf("ConstructOpen(%v, %v) = %v, want ErrNoConstruction or ErrBadProblem", b, start, err)
			}
		} else if err := verify.Tour(board.Problem{Board: b, Prefix: board.Path{start}}, tour); err != nil {
			t.Fatalf("ConstructOpen(%v, %v): %v", b, start, err)
		}
	})
}
