package verify_test

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// TestUniqueProofSoundness: on every puzzle of the small boards drawn
// from a tour with up to two clues (three with KNIGHT_EXHAUSTIVE=1), open
// and closed, that has two solutions or more, verify refuses every proof
// of uniqueness generated here for each of its solutions; and on every
// such puzzle with one solution, the generator finds a proof verify
// accepts.
//
// The oracle is a count written here, sharing no code with the
// producers or the checker: every tour of the board, listed by
// depth-first search over the test's own move table, and a puzzle's
// solutions are the tours that put each clue at its number.
//
// The proofs are generated, not sampled: no split at all; a split on
// each missing number, its branches every square the number can take but
// the solution's (by the rule of puzzlecert.Split, written again
// here), each with the first certificate verify accepts for the branch
// among a deduction, every colour count, every parity pair, and a split
// one deep of those on a number next to a clue (at most eight branches;
// a deduction where none is accepted); and the same
// again after each one-split proof, two splits deep (on 4x3, with
// KNIGHT_EXHAUSTIVE=1). Also each one-split
// proof with the solution's square added as a branch, with its first
// branch dropped, and, for each other missing number, with every branch
// placing that number on the solution's square (puzzlecert.Branch's
// Placed) and ending in a deduction. For a puzzle with one solution the generator goes on
// splitting, first number first, until verify accepts, up to every
// number, its branches split up to three deep when one deep closes no
// split (4x5 d4=9 d3=18 needs it).
//
// Boards: 3x4 (open; the smallest with tours) and 1x1, and with
// KNIGHT_EXHAUSTIVE=1 also 4x3 with two splits, and 4x5, 3x7 and 5x6
// closed with one clue. A split one deep on a number far from every
// clue (a branch a free square) and 4x5 with two clues made the whole
// run for hours; the certificate found for a puzzle is kept, so the
// branches that each puzzle's splits and its two solutions share are
// checked once.
func TestUniqueProofSoundness(t *testing.T) {
	full := os.Getenv("KNIGHT_EXHAUSTIVE") == "1"
	type job struct {
		b       board.Board
		closed  bool
		clues   int
		twoDeep bool
	}
	jobs := []job{{board.Board{W: 1, H: 1}, false, 1, false}, {board.Board{W: 3, H: 4}, false, 2, false}}
	if full {
		jobs = append(jobs, job{board.Board{W: 4, H: 3}, false, 2, true}, job{board.Board{W: 4, H: 5}, false, 1, false},
			job{board.Board{W: 3, H: 7}, false, 1, false}, job{board.Board{W: 5, H: 6}, true, 1, false})
	}
	for _, j := range jobs {
		t.Run(fmt.Sprintf("%v-closed=%v-clues=%d-two-deep=%v", j.b, j.closed, j.clues, j.twoDeep), func(t *testing.T) {
			t.Parallel()
			u := newUniqueSweep(j.b, j.closed)
			u.twoDeep = j.twoDeep
			if len(u.tours) == 0 {
				t.Fatalf("no tour of %v", j.b)
			}
			u.run(t, j.clues)
			t.Logf("%v closed=%v: %d tours, %d puzzles with several solutions, %d proofs refused there; %d unique puzzles, each with a proof accepted",
				j.b, j.closed, len(u.tours), u.several, u.refused, u.unique)
		})
	}
}

// uniqueSweep lists a board's tours and generates proofs on its puzzles.
type uniqueSweep struct {
	b       board.Board
	closed  bool
	n       int
	moves   [][]int
	tours   [][]int
	several int
	refused int
	unique  int
	// twoDeep: proofs of two splits too, not just one.
	twoDeep bool
	// accepted memoizes firstAccepted by depth and clues: the branches
	// of one puzzle's splits, and of its two solutions' proofs, ask it
	// of the same puzzles again and again.
	accepted map[string]accepted
}

// accepted is a certificate firstAccepted found, and whether verify
// accepts it.
type accepted struct {
	c  puzzlecert.Certificate
	ok bool
}

func newUniqueSweep(b board.Board, closed bool) *uniqueSweep {
	w, h := int(b.W), int(b.H)
	u := &uniqueSweep{b: b, closed: closed, n: w * h, moves: make([][]int, w*h)}
	for v := range u.n {
		x, y := v%w, v/w
		for _, j := range [][2]int{{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}} {
			if x+j[0] >= 0 && x+j[0] < w && y+j[1] >= 0 && y+j[1] < h {
				u.moves[v] = append(u.moves[v], (y+j[1])*w+x+j[0])
			}
		}
	}
	used := make([]bool, u.n)
	path := make([]int, 0, u.n)
	var walk func(v int)
	walk = func(v int) {
		used[v] = true
		path = append(path, v)
		if len(path) == u.n {
			if !closed || u.n == 1 || slices.Contains(u.moves[v], path[0]) {
				u.tours = append(u.tours, slices.Clone(path))
			}
		}
		for _, x := range u.moves[v] {
			if !used[x] {
				walk(x)
			}
		}
		used[v] = false
		path = path[:len(path)-1]
	}
	for v := range u.n {
		walk(v)
	}
	return u
}

// square is the square of index v, as the test numbers them: row by row
// from a1.
func (u *uniqueSweep) square(v int) board.Square {
	w := int(u.b.W)
	return board.Square{X: int32(v%w + 1), Y: int32(v/w + 1)}
}

func (u *uniqueSweep) path(tour []int) board.Path {
	p := make(board.Path, len(tour))
	for i, v := range tour {
		p[i] = u.square(v)
	}
	return p
}

// run sweeps the puzzles of up to most clues drawn from the tours.
func (u *uniqueSweep) run(t *testing.T, most int) {
	seen := map[string]bool{}
	for _, tour := range u.tours {
		for steps := range stepSets(u.n, most) {
			p := puzzlecert.Puzzle{Board: u.b, Closed: u.closed, First: 1}
			for _, s := range steps {
				p.Clues = append(p.Clues, puzzlecert.Clue{Square: u.square(tour[s]), Number: 1 + s})
			}
			key := fmt.Sprint(p.Clues)
			if seen[key] {
				continue
			}
			seen[key] = true
			var sols [][]int
			for _, other := range u.tours {
				if !slices.ContainsFunc(steps, func(s int) bool { return other[s] != tour[s] }) {
					sols = append(sols, other)
				}
			}
			if len(sols) == 1 {
				u.unique++
				if !u.findProof(p, u.path(sols[0])) {
					t.Fatalf("%v: one solution, and no proof generated is accepted", p.Clues)
				}
				continue
			}
			u.several++
			for _, sol := range sols[:2] {
				for a := range u.proofs(p, u.path(sol)) {
					if _, err := verify.Puzzle(a); err == nil {
						t.Fatalf("%v has %d solutions, and verify accepts the proof %s for %v", p.Clues, len(sols), showProof(a.Proof), u.path(sol))
					}
					u.refused++
				}
			}
		}
	}
}

// stepSets yields every set of at most most steps of n, ascending.
func stepSets(n, most int) func(yield func([]int) bool) {
	return func(yield func([]int) bool) {
		var rec func(from int, set []int) bool
		rec = func(from int, set []int) bool {
			if !yield(set) {
				return false
			}
			if len(set) == most {
				return true
			}
			for s := from; s < n; s++ {
				if !rec(s+1, append(set, s)) {
					return false
				}
			}
			return true
		}
		rec(0, nil)
	}
}

func answer(p puzzlecert.Puzzle, sol board.Path, splits []puzzlecert.UniqueSplit) puzzlecert.Answer {
	return puzzlecert.Answer{Puzzle: p, Status: puzzlecert.Unique, Method: evidence.Parity, Solutions: []board.Path{sol},
		Proof: &puzzlecert.UniqueProof{Splits: splits}}
}

func showProof(u *puzzlecert.UniqueProof) string {
	var b strings.Builder
	for _, s := range u.Splits {
		fmt.Fprintf(&b, "[%d:", s.Number)
		for _, br := range s.Branches {
			fmt.Fprintf(&b, " %v %v", br.Square, br.Certificate.Kind())
		}
		b.WriteString("]")
	}
	return b.String()
}

// proofs yields the proofs generated for sol on p: none, one split and
// two, with the edits the test's comment lists.
func (u *uniqueSweep) proofs(p puzzlecert.Puzzle, sol board.Path) func(yield func(puzzlecert.Answer) bool) {
	return func(yield func(puzzlecert.Answer) bool) {
		if !yield(answer(p, sol, nil)) {
			return
		}
		for _, first := range u.spineSplits(p, sol, 1) {
			if !yield(answer(p, sol, []puzzlecert.UniqueSplit{first})) {
				return
			}
			added := first
			added.Branches = append(slices.Clone(first.Branches), puzzlecert.Branch{Square: sol[first.Number-p.First], Certificate: puzzlecert.Deduced{}})
			if !yield(answer(p, sol, []puzzlecert.UniqueSplit{added})) {
				return
			}
			if len(first.Branches) > 0 {
				dropped := first
				dropped.Branches = first.Branches[1:]
				if !yield(answer(p, sol, []puzzlecert.UniqueSplit{dropped})) {
					return
				}
			}
			// Every branch placing one number on the solution's square,
			// its certificate a deduction: on a puzzle with another
			// solution, the branch that holds it has it elsewhere, and a
			// checker that took the placement on trust would find the
			// deductions close the branch.
			for m := p.First; m <= p.Last(); m++ {
				if m == first.Number || slices.ContainsFunc(p.Clues, func(c puzzlecert.Clue) bool { return c.Number == m }) {
					continue
				}
				placed := puzzlecert.UniqueSplit{Number: first.Number}
				for _, br := range first.Branches {
					br.Certificate = puzzlecert.Deduced{}
					if br.Square != sol[m-p.First] {
						br.Placed = []puzzlecert.Clue{{Square: sol[m-p.First], Number: m}}
					}
					placed.Branches = append(placed.Branches, br)
				}
				if !yield(answer(p, sol, []puzzlecert.UniqueSplit{placed})) {
					return
				}
			}
			if !u.twoDeep {
				continue
			}
			q := p.WithClue(puzzlecert.Clue{Square: sol[first.Number-p.First], Number: first.Number})
			for _, second := range u.spineSplits(q, sol, 1) {
				if !yield(answer(p, sol, []puzzlecert.UniqueSplit{first, second})) {
					return
				}
			}
		}
	}
}

// findProof generates splits down sol, each on the first missing number
// whose branches all get a certificate verify accepts, until verify
// accepts the proof.
func (u *uniqueSweep) findProof(p puzzlecert.Puzzle, sol board.Path) bool {
	var splits []puzzlecert.UniqueSplit
	q := p
	for range u.n + 1 {
		if _, err := verify.Puzzle(answer(p, sol, splits)); err == nil {
			return true
		}
		// Branches closed one split deep, else deeper: a few unique
		// puzzles of 4x5 need three (d4=9 d3=18).
		next := -1
		for depth := 1; depth <= 3 && next < 0; depth++ {
			for i, s := range u.spineSplits(q, sol, depth) {
				if u.closes(q, s) {
					next = i
					splits = append(splits, s)
					break
				}
			}
		}
		if next < 0 {
			return false
		}
		last := splits[len(splits)-1]
		q = q.WithClue(puzzlecert.Clue{Square: sol[last.Number-p.First], Number: last.Number})
	}
	return false
}

// closes says whether every branch of s holds in q.
func (u *uniqueSweep) closes(q puzzlecert.Puzzle, s puzzlecert.UniqueSplit) bool {
	for _, b := range s.Branches {
		if verify.PuzzleCertificate(q.WithClue(puzzlecert.Clue{Square: b.Square, Number: s.Number}), b.Certificate) != nil {
			return false
		}
	}
	return true
}

// spineSplits is a split on each missing number of q, its branches the
// squares the number can take but sol's, each with its first accepted
// certificate.
func (u *uniqueSweep) spineSplits(q puzzlecert.Puzzle, sol board.Path, depth int) []puzzlecert.UniqueSplit {
	var out []puzzlecert.UniqueSplit
	for k := q.First; k <= q.Last(); k++ {
		if slices.ContainsFunc(q.Clues, func(c puzzlecert.Clue) bool { return c.Number == k }) {
			continue
		}
		s := puzzlecert.UniqueSplit{Number: k}
		for _, sq := range u.splitSquares(q, k) {
			if sq == sol[k-q.First] {
				continue
			}
			c := u.firstAccepted(q.WithClue(puzzlecert.Clue{Square: sq, Number: k}), depth)
			s.Branches = append(s.Branches, puzzlecert.Branch{Square: sq, Certificate: c})
		}
		out = append(out, s)
	}
	return out
}

// nextToClue says whether k-1 or k+1 (round a closed tour) is a clue of
// q: a split on k then has at most eight branches, where one on a
// number far from every clue has a branch a free square.
func (u *uniqueSweep) nextToClue(q puzzlecert.Puzzle, k int) bool {
	for _, d := range []int{-1, 1} {
		j := k + d
		if j < q.First || j > q.Last() {
			if !q.Closed || u.n < 3 {
				continue
			}
			j = q.First + (j-q.First+u.n)%u.n
		}
		if slices.ContainsFunc(q.Clues, func(c puzzlecert.Clue) bool { return c.Number == j }) {
			return true
		}
	}
	return false
}

// splitSquares is the rule of puzzlecert.Split: the squares without a
// clue one move from the clue k-1 (round a closed tour), else from the
// clue k+1, else every square without a clue, in index order.
func (u *uniqueSweep) splitSquares(q puzzlecert.Puzzle, k int) []board.Square {
	at := map[int]int{}
	taken := make([]bool, u.n)
	w := int(u.b.W)
	for _, c := range q.Clues {
		v := int(c.Square.Y-1)*w + int(c.Square.X-1)
		at[c.Number] = v
		taken[v] = true
	}
	var out []board.Square
	for _, d := range []int{-1, 1} {
		j := k + d
		if j < q.First || j > q.Last() {
			if !q.Closed || u.n < 3 {
				continue
			}
			j = q.First + (j-q.First+u.n)%u.n
		}
		from, ok := at[j]
		if !ok {
			continue
		}
		var idx []int
		for _, v := range u.moves[from] {
			if !taken[v] {
				idx = append(idx, v)
			}
		}
		slices.Sort(idx)
		for _, v := range idx {
			out = append(out, u.square(v))
		}
		return out
	}
	for v := range u.n {
		if !taken[v] {
			out = append(out, u.square(v))
		}
	}
	return out
}

// firstAccepted is the first certificate verify accepts for q among a
// deduction, the colour counts, the parity pairs and, depth > 0, a split
// on each missing number of those: a deduction when none is.
func (u *uniqueSweep) firstAccepted(q puzzlecert.Puzzle, depth int) puzzlecert.Certificate {
	c, _ := u.firstAcceptedOK(q, depth)
	return c
}

// firstAcceptedOK is firstAccepted, and whether verify accepts it.
func (u *uniqueSweep) firstAcceptedOK(q puzzlecert.Puzzle, depth int) (puzzlecert.Certificate, bool) {
	key := fmt.Sprint(depth, q.Clues)
	if a, ok := u.accepted[key]; ok {
		return a.c, a.ok
	}
	if u.accepted == nil || len(u.accepted) >= 1<<20 {
		u.accepted = map[string]accepted{} // bounded memory
	}
	c, ok := u.firstAcceptedOnce(q, depth)
	u.accepted[key] = accepted{c, ok}
	return c, ok
}

func (u *uniqueSweep) firstAcceptedOnce(q puzzlecert.Puzzle, depth int) (puzzlecert.Certificate, bool) {
	var cands []puzzlecert.Certificate
	cands = append(cands, puzzlecert.Deduced{}, puzzlecert.ColourCount{})
	for i, a := range q.Clues {
		cands = append(cands, puzzlecert.ColourCount{A: new(a)})
		for _, b := range q.Clues[i+1:] {
			cands = append(cands, puzzlecert.Parity{A: a, B: b})
		}
	}
	for _, c := range cands {
		if verify.PuzzleCertificate(q, c) == nil {
			return c, true
		}
	}
	if depth > 0 {
		for k := q.First; k <= q.Last(); k++ {
			if slices.ContainsFunc(q.Clues, func(c puzzlecert.Clue) bool { return c.Number == k }) || !u.nextToClue(q, k) {
				continue
			}
			// A branch verify refuses alone, it refuses in the split:
			// the split is checked only when every branch holds.
			c := puzzlecert.Split{Number: k}
			for _, sq := range u.splitSquares(q, k) {
				b, ok := u.firstAcceptedOK(q.WithClue(puzzlecert.Clue{Square: sq, Number: k}), depth-1)
				if !ok {
					c.Branches = nil
					break
				}
				c.Branches = append(c.Branches, puzzlecert.Branch{Square: sq, Certificate: b})
			}
			if c.Branches != nil && verify.PuzzleCertificate(q, c) == nil {
				return c, true
			}
		}
	}
	return cands[0], false
}
