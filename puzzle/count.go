package puzzle

import (
	"context"
	"math/bits"
	"runtime"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// MaxCountSquares is the largest board the counter takes, or on a shaped
// puzzle the most cells: its sets of squares are 64-bit words.
const MaxCountSquares = 64

// DefaultCountNodes bounds the counter's search when the request gives no
// limit: enough for every puzzle on 6x6 and smaller
// boards. A puzzle's search tree is part of the tree of the puzzle with
// no clue searched from every square (clues and their distances only cut
// it; a closed puzzle's is part of the closed tree from one square), and
// the cache only shortens a search: on 6x6 that tree has 198,521,828
// steps (the closed one 1,732,851 from its largest square), measured
// with the cache off by summing the counts of "1" on each square.
const DefaultCountNodes = 200_000_000

// CountResult is what [Count] found.
type CountResult struct {
	// Count is the number of solutions, exact when Exact, else a lower
	// bound: the search stopped at its node limit, the count limit or the
	// context's end.
	Count int64
	Exact bool
	// Nodes counts the search's steps.
	Nodes int64
	// Solutions holds the first solutions found, as many as asked.
	Solutions []board.Path
}

// Count counts the solutions of p, a well-formed puzzle on at most
// [MaxCountSquares] squares (cells of a shaped puzzle, by its piece's
// moves), by exhaustive search, stopping after
// maxNodes steps (0: [DefaultCountNodes]), at limit solutions (0: none),
// or when ctx ends. A larger board gets a zero, inexact result. The
// answer, steps included, is the same on every run and for any number of
// cores.
func Count(ctx context.Context, p puzzlecert.Puzzle, maxNodes, limit int64) CountResult {
	return count(ctx, p, maxNodes, limit, 0)
}

// countWorkers is how many goroutines a count's tasks run on; 0 means
// GOMAXPROCS. Tests set it to show that the answer does not depend on it.
var countWorkers = 0

// countCacheBits sizes each searcher's cache, 2^countCacheBits slots of
// 24 bytes: small enough to stay in a core's cache, where a larger one
// saves steps but costs more in waits on memory. Tests set it to 0 to
// search without one.
var countCacheBits = 13

// parallelFrom is the least budget for which a count starts goroutines
// and a cache: below it the search is over before they pay.
const parallelFrom = 1 << 22

// count is Count keeping the first keep solutions.
//
// The search runs in step order: each step takes the clue's square when
// there is one, else a free square one move on that no clue holds. A
// closed puzzle's steps are turned round so that step 0 is its first
// clue's (every numbering of a cycle turned round is one of the same
// cycle); an open puzzle's are run backwards when its last clue is nearer
// its end than its first is to its start (a tour backwards is a tour).
// With no clue at all, a closed puzzle counts the cycles from one square
// (each gives n numberings) and an open one the tours from one square of
// each orbit of the board's symmetries, times the orbit's size.
//
// The tree is cut into tasks, the prefixes of a few steps, in search
// order and independent of the cores; [fold] adds their counts in that
// order as if they ran one after the other, which makes the answer the
// same for one goroutine or several.
func count(ctx context.Context, p puzzlecert.Puzzle, maxNodes, limit int64, keep int) CountResult {
	if p.Check() != nil {
		return CountResult{}
	}
	n := p.Shape().Cells()
	if n > MaxCountSquares {
		return CountResult{}
	}
	if maxNodes <= 0 {
		maxNodes = DefaultCountNodes
	}
	if p.Closed && (n < 3 || n%2 == 1 && p.Piece.ChangesColour()) {
		// A cycle of a piece that changes colour at every move has
		// even length.
		return CountResult{Exact: true}
	}
	s, or := newCountSetup(p)
	tasks, prefixNodes := s.tasks(p, or)
	workers := countWorkers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	cacheBits := 0
	if maxNodes >= parallelFrom {
		cacheBits = countCacheBits
	} else {
		workers = 1
	}
	f := fold{setup: s, ctx: ctx, budget: maxNodes - prefixNodes, limit: limit, keep: keep, cacheBits: cacheBits}
	total, nodes, found, exact := f.run(tasks, workers)
	res := CountResult{Count: total, Exact: exact && prefixNodes <= maxNodes, Nodes: nodes + prefixNodes}
	for _, path := range found {
		res.Solutions = append(res.Solutions, or.path(p, s.cells, path))
	}
	return res
}

// orientation maps the search's steps to the puzzle's.
type orientation struct {
	reverse bool
	shift   int
}

func (or orientation) step(p puzzlecert.Puzzle, c puzzlecert.Clue) int {
	n := p.Shape().Cells()
	if or.reverse {
		return n - 1 - p.Step(c)
	}
	return (p.Step(c) - or.shift + n) % n
}

// path turns a path in search order into the puzzle's solution.
func (or orientation) path(p puzzlecert.Puzzle, cells []board.Square, f []int) board.Path {
	n := len(cells)
	path := make(board.Path, n)
	for t, v := range f {
		if or.reverse {
			path[n-1-t] = cells[v]
		} else {
			path[(t+or.shift)%n] = cells[v]
		}
	}
	return path
}

// cellGraph is the graph the count searches: its vertices are the cells
// of p's shape, numbered in index order (on the plain board, the squares
// by index), its edges the piece's moves. It returns the graph and each
// vertex's square.
func cellGraph(p puzzlecert.Puzzle) (*graph, []board.Square) {
	if p.Plain() {
		g := newGraph(p.Board)
		cells := make([]board.Square, g.n)
		for v := range cells {
			cells[v] = p.Board.Square(v)
		}
		return g, cells
	}
	sh := p.Shape()
	vertex := make(map[board.Square]int32, sh.Cells())
	var cells []board.Square
	for i := range p.Board.Size() {
		if !sh.IsHole(i) {
			vertex[p.Board.Square(i)] = int32(len(cells))
			cells = append(cells, p.Board.Square(i))
		}
	}
	g := &graph{b: p.Board, n: len(cells), adj: make([][]int32, len(cells))}
	var buf []board.Square
	for v, q := range cells {
		buf = sh.Neighbours(q, buf[:0])
		for _, t := range buf {
			g.adj[v] = append(g.adj[v], vertex[t])
		}
	}
	return g, cells
}

func newCountSetup(p puzzlecert.Puzzle) (*countSetup, orientation) {
	g, cells := cellGraph(p)
	n := g.n
	vertexOf := p.Board.Index // the plain board's vertices are its squares
	if !p.Plain() {
		vertex := make(map[board.Square]int, n)
		for v, q := range cells {
			vertex[q] = v
		}
		vertexOf = func(q board.Square) int { return vertex[q] }
	}
	s := &countSetup{n: n, nb: make([]uint64, n), dist: make([][]int, n), clueAt: make([]int, n),
		nextClue: make([]int, n+1), closed: p.Closed, endAt: -1, cells: cells, plain: p.Plain()}
	for v := range n {
		for _, u := range g.adj[v] {
			s.nb[v] |= 1 << u
		}
		s.dist[v] = g.bfs(v, nil)
		s.clueAt[v] = -1
	}
	var or orientation
	if p.Closed && len(p.Clues) > 0 {
		or.shift = p.Step(p.Clues[0])
	}
	// Search from the end whose clue is nearer, so that the first steps
	// are not blind.
	or.reverse = !p.Closed && len(p.Clues) > 0 && p.Step(p.Clues[0]) > n-1-p.Step(p.Clues[len(p.Clues)-1])
	for _, cl := range p.Clues {
		v := vertexOf(cl.Square)
		s.clueAt[or.step(p, cl)] = v
		s.clueMask |= 1 << v
	}
	s.nextClue[n] = n
	for t := n - 1; t >= 0; t-- {
		s.nextClue[t] = s.nextClue[t+1]
		if s.clueAt[t] >= 0 {
			s.nextClue[t] = t
		}
	}
	if !p.Closed {
		s.endAt = s.clueAt[n-1]
	}
	return s, or
}

// task is a prefix of the search: the path's first steps, the squares
// left, and how many solutions each of its completions stands for (the
// size of its start's orbit when the count uses the board's symmetry).
type task struct {
	path   []int
	free   uint64
	end    int
	weight int64
}

// taskSteps is the prefix length that cuts the tree into tasks: enough of
// them for two cores to share evenly, few enough that each one's cache
// pays.
const taskSteps = 4

// tasks cuts the search tree at taskSteps steps, in search order, and
// returns the prefixes with the steps spent finding them.
func (s *countSetup) tasks(p puzzlecert.Puzzle, or orientation) ([]task, int64) {
	n := s.n
	all := uint64(1)<<n - 1
	if n == 64 {
		all = ^uint64(0)
	}
	weights := s.starts(p)
	depth := min(taskSteps, n)
	var out []task
	var nodes int64
	path := make([]int, n)
	var walk func(t, start int, free uint64, end int, weight int64)
	walk = func(t, start int, free uint64, end int, weight int64) {
		if t == depth {
			// The task's search counts this step.
			out = append(out, task{path: append([]int(nil), path[:t]...), free: free, end: end, weight: weight})
			return
		}
		nodes++
		cur := path[t-1]
		var cand uint64
		if v := s.clueAt[t]; v >= 0 {
			cand = s.nb[cur] & (1 << v)
		} else {
			cand = s.nb[cur] & free &^ s.clueMask
		}
		for ; cand != 0; cand &= cand - 1 {
			v := bits.TrailingZeros64(cand)
			if v == end && t < n-1 || !s.fits(v, t, start) {
				continue
			}
			rest := free &^ (1 << v)
			nextEnd, ok := s.alive(v, start, rest, s.nb[cur], end)
			if !ok {
				continue
			}
			path[t] = v
			walk(t+1, start, rest, nextEnd, weight)
		}
	}
	for v, w := range weights {
		if w == 0 || !s.fits(v, 0, v) {
			continue
		}
		path[0] = v
		walk(1, v, all&^(1<<v), -1, w)
	}
	return out, nodes
}

// starts gives each square the number of solutions a path from it
// stands for at step 0: 1 for each square the step may take, or, with no
// clue, n for one square of a closed puzzle and the orbit's size for one
// square of each orbit of an open one.
func (s *countSetup) starts(p puzzlecert.Puzzle) []int64 {
	n := s.n
	w := make([]int64, n)
	switch {
	case s.clueAt[0] >= 0:
		w[s.clueAt[0]] = 1
	case len(p.Clues) == 0 && p.Closed:
		w[0] = int64(n)
	case len(p.Clues) == 0 && !s.plain:
		for v := range n {
			w[v] = 1 // a shape's symmetries are not sought
		}
	case len(p.Clues) == 0:
		for v := range n {
			orbit := symmetricSquares(p.Board, v)
			if orbit[0] == v {
				w[v] = int64(len(orbit))
			}
		}
	default:
		for v := range n {
			if s.clueMask&(1<<v) == 0 {
				w[v] = 1
			}
		}
	}
	return w
}

// symmetricSquares lists, smallest first and each once, the squares the
// board's symmetries (its reflections, and its quarter turns when
// square) take square v to.
func symmetricSquares(b board.Board, v int) []int {
	w, h := int(b.W), int(b.H)
	x, y := v%w, v/w
	images := [][2]int{{x, y}, {w - 1 - x, y}, {x, h - 1 - y}, {w - 1 - x, h - 1 - y}}
	if w == h {
		images = append(images, [2]int{y, x}, [2]int{w - 1 - y, x}, [2]int{y, h - 1 - x}, [2]int{w - 1 - y, h - 1 - x})
	}
	var out []int
	for _, im := range images {
		u := im[1]*w + im[0]
		if !slices.Contains(out, u) {
			out = append(out, u)
		}
	}
	slices.Sort(out)
	return out
}
