package verify

import (
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// maxCountSquares bounds the boards on which a puzzle answer's count is
// re-counted: the counter keeps a distance table a clue, O(k·n) for k
// clues on n squares. A count on a larger board is refused as too large
// to check.
const maxCountSquares = 1024

// count re-counts the solutions a counted answer claims, with a search of
// its own (see [Checker.countSolutions]), and checks the count against the
// status: a unique answer's is exactly 1, a several answer's at least 2, a
// none answer's exactly 0. An exact count is re-counted to one past it, a
// lower bound to itself; a none answer's 0 is what its certificate, or
// its second opinion, already says, and a unique answer's 1 what its
// proof of uniqueness, checked before the count, says with its solution.
func (ck *Checker) count(a puzzlecert.Answer) (string, error) {
	c := a.Count
	if c < 0 {
		return "", fmt.Errorf("%w: the count is %d", ErrCountMismatch, c)
	}
	switch {
	case a.Status == puzzlecert.Unique && (c != 1 || !a.CountExact):
		return "", fmt.Errorf("%w: a unique answer counts exactly 1 solution, this one %s", ErrCountMismatch, countWords(a))
	case a.Status == puzzlecert.Several && c < 2:
		return "", fmt.Errorf("%w: a several answer counts at least 2 solutions, this one %s", ErrCountMismatch, countWords(a))
	case a.Status == puzzlecert.NoSolution && (c != 0 || !a.CountExact):
		return "", fmt.Errorf("%w: a none answer counts exactly 0 solutions, this one %s", ErrCountMismatch, countWords(a))
	case a.Status == puzzlecert.NoSolution && (a.Puzzle.Plain() || a.Certificate != nil):
		return "the count of 0 is the none answer's", nil
	case a.Status == puzzlecert.Unique && a.Proof != nil:
		return "the count of 1 is the proof's", nil
	}
	limit := c
	if a.CountExact {
		limit++
	}
	got, err := ck.countSolutions(a.Puzzle, limit)
	if err != nil {
		return "", fmt.Errorf("the count of %s was not re-counted: %w", countWords(a), err)
	}
	switch {
	case a.CountExact && got != c:
		more := ""
		if got == limit {
			more = " or more"
		}
		return "", fmt.Errorf("%w: the answer counts exactly %d solutions, re-counted %d%s", ErrCountMismatch, c, got, more)
	case !a.CountExact && got < c:
		return "", fmt.Errorf("%w: the answer counts at least %d solutions, re-counted %d in all", ErrCountMismatch, c, got)
	}
	return fmt.Sprintf("%s re-counted", countWords(a)), nil
}

func countWords(a puzzlecert.Answer) string {
	if a.CountExact {
		return fmt.Sprintf("exactly %d solutions", a.Count)
	}
	return fmt.Sprintf("at least %d solutions", a.Count)
}

// countSolutions counts p's solutions up to limit by depth-first search
// over the steps in order: a clue's step goes to its square only, a
// clue's square takes no other step, and a step whose next clue is
// farther in moves than the steps left to it is cut off (the distances by
// breadth-first search on the whole shape, a lower bound). On a shaped
// puzzle the moves are its piece's between cells, and a solution covers
// the cells. A closed solution's last square is a move from its first.
// Every node is charged its square's moves plus one; ErrTooLarge on boards over
// [maxCountSquares] squares or when the budget runs out.
func (ck *Checker) countSolutions(p puzzlecert.Puzzle, limit int64) (int64, error) {
	b := p.Board
	n := b.Size()
	if n > maxCountSquares {
		return 0, fmt.Errorf("%w: solutions are re-counted on boards up to %d squares, not %v", ErrTooLarge, maxCountSquares, b)
	}
	if err := ck.charge(int64(n) * int64(len(p.Clues)+1)); err != nil {
		return 0, err
	}
	sh := p.Shape()
	near := shapeNeighbours(sh)
	cells := sh.Cells()      // the steps of a solution
	stepOf := make([]int, n) // the step of the clue on each square, -1
	at := make([]int, n)     // the square of each step's clue, -1
	for i := range n {
		stepOf[i], at[i] = -1, -1
	}
	for _, c := range p.Clues {
		stepOf[b.Index(c.Square)], at[p.Step(c)] = p.Step(c), b.Index(c.Square)
	}
	// nextClue[t] is the first clue step after t, -1 when none; dist[t]
	// the knight distances from that clue's square.
	nextClue := make([]int, n)
	dist := make(map[int][]int32, len(p.Clues))
	next := -1
	for t := n - 1; t >= 0; t-- {
		nextClue[t] = next
		if at[t] >= 0 {
			next = t
			d := make([]int32, n)
			for i := range d {
				d[i] = -1
			}
			d[at[t]] = 0
			queue := []int{at[t]}
			for len(queue) > 0 {
				v := queue[0]
				queue = queue[1:]
				for _, u := range near[v] {
					if d[u] < 0 {
						d[u] = d[v] + 1
						queue = append(queue, u)
					}
				}
			}
			dist[t] = d
		}
	}
	visited := make([]bool, n)
	var found int64
	var path []int
	var walk func(v, t int) error
	walk = func(v, t int) error {
		if err := ck.charge(int64(len(near[v])) + 1); err != nil {
			return err
		}
		if t == cells-1 {
			if !p.Closed || cells > 1 && sh.IsMove(b.Square(v), b.Square(path[0])) {
				found++
			}
			return nil
		}
		s := nextClue[t]
		for _, u := range near[v] {
			if visited[u] || at[t+1] >= 0 && u != at[t+1] || stepOf[u] >= 0 && stepOf[u] != t+1 {
				continue
			}
			if s > t+1 {
				if d := dist[s][u]; d < 0 || int(d) > s-t-1 {
					continue
				}
			}
			visited[u] = true
			path = append(path, u)
			err := walk(u, t+1)
			path = path[:len(path)-1]
			visited[u] = false
			if err != nil || found >= limit {
				return err
			}
		}
		return nil
	}
	for v := range n {
		if at[0] >= 0 && v != at[0] || stepOf[v] > 0 || sh.IsHole(v) {
			continue
		}
		visited[v] = true
		path = append(path[:0], v)
		err := walk(v, 0)
		visited[v] = false
		if err != nil {
			return found, err
		}
		if found >= limit {
			break
		}
	}
	return found, nil
}

// grade checks an answer's grade against the checker's own deductions,
// which are at least as strong as any the grade can rest on (each step's
// squares narrowed by the knight's moves to the steps either side, which
// gives the colour and distance rules, with every elimination of a
// number's or a square's only place): so the steps they fix are at least
// the grade's "deduced", an "easy" grade's every step, and a "none"
// grade's contradiction is theirs too. The grade's squares are the
// board's; "easy" says every step is fixed (so a solution is given),
// "hard" fewer, "none" (of a none answer only) that the deductions find
// no solution.
func (ck *Checker) grade(a puzzlecert.Answer) (string, error) {
	g, n := *a.Grade, a.Puzzle.Board.Size()
	switch {
	case g.Squares != n:
		return "", fmt.Errorf("%w: the grade counts %d squares, the %v board has %d", ErrCountMismatch, g.Squares, a.Puzzle.Board, n)
	case g.Level == "none" && (a.Status != puzzlecert.NoSolution || g.Deduced != 0):
		return "", fmt.Errorf("%w: a grade of none, %d squares deduced, on a %v answer: none is a none answer's, with 0", ErrCountMismatch, g.Deduced, a.Status)
	case g.Level == "none":
	case g.Level == "easy" && len(a.Solutions) == 0:
		return "", fmt.Errorf("%w: a grade of easy on a %v answer: deductions that fix every square give a solution", ErrCountMismatch, a.Status)
	case g.Deduced < len(a.Puzzle.Clues) || g.Deduced > n:
		return "", fmt.Errorf("%w: the grade deduces %d squares, want from the %d clues to the board's %d", ErrCountMismatch, g.Deduced, len(a.Puzzle.Clues), n)
	case g.Level != "easy" && g.Level != "hard", g.Level == "easy" != (g.Deduced == n):
		return "", fmt.Errorf("%w: the grade is %q with %d of %d squares deduced: easy is every square deduced, hard fewer", ErrCountMismatch, g.Level, g.Deduced, n)
	}
	fixed, dead, err := ck.deduce(a.Puzzle)
	switch {
	case err != nil:
		return "", fmt.Errorf("the grade was not re-derived: %w", err)
	case g.Level == "none" && !dead:
		return "", fmt.Errorf("%w: the grade says the deductions find no solution, the checker's find none missing", ErrNoContradiction)
	case g.Level == "none":
		return "the grade: none, the deductions find no solution", nil
	case dead && len(a.Solutions) > 0:
		return "", fmt.Errorf("%w: the deductions find no solution, the answer gives one", ErrBadSolution)
	case dead:
		// A hard grade of a none answer: weaker deductions than the
		// checker's may stop short of the contradiction it finds.
		return fmt.Sprintf("the grade: hard, %d of %d squares deduced, short of the contradiction the checker's deductions find", g.Deduced, n), nil
	case fixed < g.Deduced:
		return "", fmt.Errorf("%w: the grade deduces %d squares, the checker's deductions fix only %d", ErrCountMismatch, g.Deduced, fixed)
	}
	return fmt.Sprintf("the grade: %s, %d of %d squares deduced, within the %d the checker's deductions fix", g.Level, g.Deduced, n, fixed), nil
}

// shapeNeighbours lists, for each square of s's board by index, the
// indices of the cells one move of s's piece away; a hole has none.
func shapeNeighbours(s board.Shape) [][]int {
	b := s.Board
	near := make([][]int, b.Size())
	var buf []board.Square
	for v := range near {
		if s.IsHole(v) {
			continue
		}
		buf = s.Neighbours(b.Square(v), buf[:0])
		for _, u := range buf {
			near[v] = append(near[v], b.Index(u))
		}
	}
	return near
}
