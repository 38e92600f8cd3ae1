package recheck_test

import (
	"context"
	"errors"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/recheck"
)

// firstTour finds an open tour of b from start by plain backtracking,
// sharing no code with the encoders it checks.
func firstTour(b board.Board, start board.Square) board.Path {
	seen := map[board.Square]bool{start: true}
	path := board.Path{start}
	var walk func() bool
	walk = func() bool {
		if len(path) == b.Size() {
			return true
		}
		last := path[len(path)-1]
		for _, d := range [][2]int32{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			s := board.Square{X: last.X + d[0], Y: last.Y + d[1]}
			if !b.Contains(s) || seen[s] {
				continue
			}
			seen[s], path = true, append(path, s)
			if walk() {
				return true
			}
			seen[s], path = false, path[:len(path)-1]
		}
		return false
	}
	if !walk() {
		return nil
	}
	return path
}

func TestPuzzle(t *testing.T) {
	b := board.Board{W: 5, H: 5}
	a1 := board.MustParseSquare("a1")
	tour := firstTour(b, a1)
	if tour == nil {
		t.Fatal("no tour of 5x5 from a1: the test's search is broken")
	}
	all := puzzlecert.Puzzle{Board: b, First: 1}
	for i, s := range tour {
		all.Clues = append(all.Clues, puzzlecert.Clue{Square: s, Number: i + 1})
	}
	tests := []struct {
		name   string
		answer puzzlecert.Answer
		want   error
	}{
		// Every square given: the tour is the only solution.
		{"every clue given", puzzlecert.Answer{Puzzle: all, Status: puzzlecert.Unique, Solutions: []board.Path{tour}}, nil},
		// Only 1 on a1: 304 tours start there (OEIS A165134), so a claim
		// of uniqueness is false and solving again must find another.
		{"forged unique", puzzlecert.Answer{
			Puzzle: puzzlecert.Puzzle{Board: b, First: 1, Clues: []puzzlecert.Clue{{Square: a1, Number: 1}}},
			Status: puzzlecert.Unique, Solutions: []board.Path{tour}}, recheck.ErrRefuted},
		// 1 on b1, a light square: 5x5 has 13 dark and 12 light squares,
		// so every tour starts on dark and "none" stands.
		{"none from a light square", puzzlecert.Answer{
			Puzzle: puzzlecert.Puzzle{Board: b, First: 1, Clues: []puzzlecert.Clue{{Square: board.MustParseSquare("b1"), Number: 1}}},
			Status: puzzlecert.NoSolution}, nil},
		// 1 on c3, a dark square with tours from it (A165134: 64), so a
		// bare "none" is false.
		{"forged none", puzzlecert.Answer{
			Puzzle: puzzlecert.Puzzle{Board: b, First: 1, Clues: []puzzlecert.Clue{{Square: board.MustParseSquare("c3"), Number: 1}}},
			Status: puzzlecert.NoSolution}, recheck.ErrRefuted},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			enc, err := recheck.Puzzle(context.Background(), tt.answer, 0)
			if tt.want == nil && (err != nil || enc == "") {
				t.Fatalf("Puzzle = %q, %v, want an encoding and no error", enc, err)
			}
			if tt.want != nil && !errors.Is(err, tt.want) {
				t.Fatalf("Puzzle = %q, %v, want %v", enc, err, tt.want)
			}
		})
	}
}

// shapeTours counts, up to limit, the tours of sh's cells by its piece
// that put every clue's square at its number (from first), by plain
// backtracking over the piece's leaps; it shares no code with the
// encoders it checks. It returns the first tour found.
func shapeTours(sh board.Shape, first int, clues []puzzlecert.Clue, limit int) (int, board.Path) {
	atStep := map[int]board.Square{}
	stepOf := map[board.Square]int{}
	for _, c := range clues {
		atStep[c.Number-first], stepOf[c.Square] = c.Square, c.Number-first
	}
	moveSet := map[[2]int32]bool{}
	for _, l := range sh.Piece.Leaps() {
		for _, d := range [][2]int32{{l.A, l.B}, {l.B, l.A}} {
			for _, sx := range []int32{1, -1} {
				for _, sy := range []int32{1, -1} {
					moveSet[[2]int32{sx * d[0], sy * d[1]}] = true
				}
			}
		}
	}
	var moves [][2]int32
	for d := range moveSet {
		moves = append(moves, d)
	}
	fits := func(s board.Square, step int) bool {
		if !sh.IsCell(s) {
			return false
		}
		if want, ok := atStep[step]; ok && want != s {
			return false
		}
		if got, ok := stepOf[s]; ok && got != step {
			return false
		}
		return true
	}
	n, found := 0, board.Path(nil)
	seen := map[board.Square]bool{}
	var path board.Path
	var walk func()
	walk = func() {
		if n >= limit {
			return
		}
		if len(path) == sh.Cells() {
			if n == 0 {
				found = append(board.Path(nil), path...)
			}
			n++
			return
		}
		last := path[len(path)-1]
		for _, d := range moves {
			s := board.Square{X: last.X + d[0], Y: last.Y + d[1]}
			if seen[s] || !fits(s, len(path)) {
				continue
			}
			seen[s], path = true, append(path, s)
			walk()
			seen[s], path = false, path[:len(path)-1]
		}
	}
	for i := range sh.Board.Size() {
		s := sh.Board.Square(i)
		if !fits(s, 0) {
			continue
		}
		seen[s], path = true, board.Path{s}
		walk()
		seen[s], path = false, nil
	}
	return n, found
}

// TestPuzzleShaped: a shaped puzzle (holes, another piece) is solved
// again as its own question, the tours of its cells by its piece. Oracle:
// the solutions counted by shapeTours; a claim stands when the count
// agrees with it (one for unique, none for no solution) and is refuted
// otherwise.
func TestPuzzleShaped(t *testing.T) {
	holes := func(b board.Board, names ...string) board.Set {
		h := board.NewSet(b.Size())
		for _, n := range names {
			h.Add(b.Index(board.MustParseSquare(n)))
		}
		return h
	}
	b55, b45, b34 := board.Board{W: 5, H: 5}, board.Board{W: 4, H: 5}, board.Board{W: 3, H: 4}
	shapes := []board.Shape{
		{Board: b55, Holes: holes(b55, "a1")},
		{Board: b45, Holes: holes(b45, "a1", "d5")},
		{Board: b34, Piece: board.MustParsePiece("wazir")},
		{Board: b34, Holes: holes(b34, "b2"), Piece: board.MustParsePiece("wazir")},
	}
	for _, sh := range shapes {
		_, tour := shapeTours(sh, 1, nil, 1)
		if tour == nil {
			t.Fatalf("%v has no tour: the test's shapes are wrong", sh)
		}
		every := make([]puzzlecert.Clue, len(tour))
		for i, s := range tour {
			every[i] = puzzlecert.Clue{Square: s, Number: i + 1}
		}
		clueSets := [][]puzzlecert.Clue{
			every,
			{{Square: tour[0], Number: 1}},
			{{Square: tour[0], Number: 2}},
			{{Square: tour[0], Number: 1}, {Square: tour[len(tour)-1], Number: 2}},
		}
		for _, clues := range clueSets {
			p := puzzlecert.Puzzle{Board: sh.Board, Holes: sh.Holes, Piece: sh.Piece, First: 1, Clues: clues}
			p.SortClues()
			n, first := shapeTours(sh, 1, p.Clues, 2)
			claims := []puzzlecert.Answer{{Puzzle: p, Status: puzzlecert.NoSolution}}
			if first != nil {
				claims = append(claims, puzzlecert.Answer{Puzzle: p, Status: puzzlecert.Unique, Solutions: []board.Path{first}})
			}
			for _, a := range claims {
				stands := a.Status == puzzlecert.Unique && n == 1 || a.Status == puzzlecert.NoSolution && n == 0
				enc, err := recheck.Puzzle(context.Background(), a, 0)
				if stands && (err != nil || enc == "") {
					t.Errorf("%v, %d clues, %v: Puzzle = %q, %v, want an encoding and no error (%d solutions)", sh, len(clues), a.Status, enc, err, n)
				}
				if !stands && !errors.Is(err, recheck.ErrRefuted) {
					t.Errorf("%v, %d clues, %v: Puzzle = %q, %v, want %v (%d solutions)", sh, len(clues), a.Status, enc, err, recheck.ErrRefuted, n)
				}
			}
		}
	}
}
