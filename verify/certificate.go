package verify

import (
	"errors"
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/parity"
)

// Sentinel errors of [Certificate].
var (
	// ErrWrongProblem: the certificate is about another board or position.
	ErrWrongProblem = errors.New("certificate is for another problem")
	// ErrCountMismatch: a count the certificate claims differs from the
	// count re-derived from the board.
	ErrCountMismatch = errors.New("certificate count is wrong")
	// ErrBadSquares: a square set of the certificate is not what its
	// kind requires.
	ErrBadSquares = errors.New("certificate squares are wrong")
	// ErrNoContradiction: the counts are right but do not rule out a tour.
	ErrNoContradiction = errors.New("certificate proves nothing")
	// ErrTooLarge: the board is too large to re-derive this kind.
	ErrTooLarge = errors.New("board too large to check this certificate")
)

// maxCheckedSquares bounds the boards on which [Certificate] builds the
// knight graph; parity makes graph-based certificates only far below it.
const maxCheckedSquares = 1 << 21

// Certificate checks that c proves q has no tour. It re-derives every
// count from the board and the problem alone, without parity's search: the
// colour counts by a formula per rank, the pieces by its own search of the
// knight graph on the squares still to cover. It returns nil when the
// certificate holds, an error wrapping one of the sentinels above or
// [board.ErrBadProblem] otherwise.
func Certificate(q board.Problem, c parity.Certificate) error {
	return certificate(q, c, 0)
}

// maxNesting bounds how deep every-move certificates may nest, so that a
// hostile certificate cannot make the check explode.
const maxNesting = 4

func certificate(q board.Problem, c parity.Certificate, depth int) error {
	if err := q.Check(); err != nil {
		return err
	}
	k := len(q.Prefix)
	var from board.Square
	if k > 0 {
		from = q.Prefix[k-1]
	}
	if c.Board != q.Board || c.Visited != k || c.From != from {
		return fmt.Errorf("%s certificate for %v after %d squares from %v, problem is %v: %w",
			c.Kind, c.Board, c.Visited, c.From, q, ErrWrongProblem)
	}
	switch c.Kind {
	case parity.EndVisited:
		return checkEndVisited(q, c)
	case parity.ColourCount, parity.ColourBalance:
		return checkColour(q, c)
	case parity.FourLines:
		return checkFourLines(q, c)
	case parity.EveryMove:
		return checkEveryMove(q, c, depth)
	case parity.Disconnected, parity.ForcedEnds, parity.Cut:
		if q.Board.Size() > maxCheckedSquares {
			return fmt.Errorf("%s on %v: %w", c.Kind, q.Board, ErrTooLarge)
		}
		g := remaining(q)
		switch c.Kind {
		case parity.Disconnected:
			return g.checkDisconnected(c)
		case parity.ForcedEnds:
			return g.checkForcedEnds(c)
		}
		set, err := g.squareSet(c.Squares)
		if err != nil {
			return err
		}
		return g.checkCut(c, set)
	}
	return fmt.Errorf("kind %q: %w", c.Kind, ErrNoContradiction)
}

func checkEndVisited(q board.Problem, c parity.Certificate) error {
	if !q.HasEnd() || len(c.Squares) != 1 || c.Squares[0] != q.End {
		return fmt.Errorf("end-visited names %v, the problem's end is %v: %w", c.Squares, q.End, ErrBadSquares)
	}
	for i, s := range q.Prefix {
		if s != q.End {
			continue
		}
		if i == len(q.Prefix)-1 && len(q.Prefix) == q.Board.Size() {
			break // the prefix is the whole tour and ends there
		}
		return nil
	}
	return fmt.Errorf("end %v is not visited before the last square: %w", q.End, ErrNoContradiction)
}

// darkSquares counts the dark squares (x+y even) rank by rank: rank y has
// the files x of y's parity.
func darkSquares(b board.Board) int {
	odd, even := int(b.W+1)/2, int(b.W)/2 // files 1,3,5... and 2,4,6...
	n := 0
	for y := 1; y <= int(b.H); y++ {
		if y%2 == 1 {
			n += odd
		} else {
			n += even
		}
	}
	return n
}

func checkColour(q board.Problem, c parity.Certificate) error {
	k := len(q.Prefix)
	if (k > 1) != (c.Kind == parity.ColourBalance) {
		return fmt.Errorf("%s after %d squares: %w", c.Kind, k, ErrWrongProblem)
	}
	dark := darkSquares(q.Board)
	light := q.Board.Size() - dark
	for _, s := range q.Prefix[:max(k-1, 0)] {
		if (s.X+s.Y)%2 == 0 {
			dark--
		} else {
			light--
		}
	}
	if c.Dark != dark || c.Light != light {
		return fmt.Errorf("%s claims %d dark and %d light squares to cover, there are %d and %d: %w",
			c.Kind, c.Dark, c.Light, dark, light, ErrCountMismatch)
	}
	total := dark + light
	tourLen := q.Board.W * q.Board.H
	colourOf := func(s board.Square) int { return int((s.X + s.Y) % 2) } // 0 dark
	var broken bool
	if k == 0 {
		switch c.Rule {
		case parity.ClosedRule:
			// A cycle alternates, so it has as many squares of each colour.
			broken = q.Closed && tourLen > 1 && dark != light
		case parity.EndRule:
			// A path with one more dark than light square ends on dark at
			// both ends.
			broken = q.HasEnd() && dark == light+1 && colourOf(q.End) == 1
		}
	} else {
		cur := colourOf(q.Prefix[k-1])
		mine := []int{dark, light}[cur]
		// Squares 0, 2, 4, ... of the rest of the path share the current
		// square's colour: ceil(total/2) of them; the last is one of
		// them when total is odd.
		lastColour := cur
		if total%2 == 0 {
			lastColour = 1 - cur
		}
		switch c.Rule {
		case parity.StartRule:
			broken = mine != (total+1)/2
		case parity.EndRule:
			broken = mine == (total+1)/2 && q.HasEnd() && colourOf(q.End) != lastColour
		case parity.ClosedRule:
			broken = mine == (total+1)/2 && q.Closed && tourLen > 1 && colourOf(q.Prefix[0]) == lastColour
		}
	}
	if !broken {
		return fmt.Errorf("%s rule %q with %d dark and %d light: %w", c.Kind, c.Rule, dark, light, ErrNoContradiction)
	}
	return nil
}

// graph is the knight graph on the squares the rest of the tour must
// cover, with what the problem fixes about the ends of that path.
type graph struct {
	b       board.Board
	w, h    int // the board's sides, as indices need them
	k       int
	in      []bool // still to cover
	squares []int
	buf     []int // scratch for neighbours
	cur     int   // the knight's square, -1 with no prefix
	end     int   // required last square, -1 if any
	// lastNear marks the squares a closed tour may end on after a
	// prefix: neighbours of its first square. Nil otherwise.
	lastNear []bool
	closed   bool
}

func remaining(q board.Problem) *graph {
	b := q.Board
	w, h := int(b.W), int(b.H)
	n := w * h
	g := &graph{b: b, w: w, h: h, k: len(q.Prefix), in: make([]bool, n), cur: -1, end: -1, closed: q.Closed}
	idx := b.Index
	visited := make([]bool, n)
	for _, s := range q.Prefix {
		visited[idx(s)] = true
	}
	if g.k > 0 {
		g.cur = idx(q.Prefix[g.k-1])
		visited[g.cur] = false
	}
	for y := 1; y <= h; y++ {
		for x := 1; x <= w; x++ {
			i := (y-1)*w + x - 1
			g.in[i] = !visited[i]
			if g.in[i] {
				g.squares = append(g.squares, i)
			}
		}
	}
	if q.HasEnd() {
		g.end = idx(q.End)
	}
	if q.Closed && g.k > 0 && g.end < 0 {
		g.lastNear = make([]bool, n)
		p0 := q.Prefix[0]
		for _, i := range g.squares {
			if i != g.cur && board.IsKnightMove(p0, g.sq(i)) {
				g.lastNear[i] = true
			}
		}
	}
	return g
}

// knightJumps are the eight knight moves as (dx, dy).
var knightJumps = [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}

// adj returns the squares still to cover a knight on square i reaches,
// in a buffer reused by the next call.
func (g *graph) adj(i int) []int {
	x, y := i%g.w+1, i/g.w+1
	g.buf = g.buf[:0]
	for _, d := range knightJumps {
		nx, ny := x+d[0], y+d[1]
		if nx < 1 || ny < 1 || nx > g.w || ny > g.h {
			continue
		}
		if j := (ny-1)*g.w + nx - 1; g.in[j] {
			g.buf = append(g.buf, j)
		}
	}
	return g.buf
}

func (g *graph) sq(i int) board.Square {
	return board.Square{X: int32(i%g.w + 1), Y: int32(i/g.w + 1)}
}

func (g *graph) colour(i int) int { return (i%g.w + 1 + i/g.w + 1) % 2 }

func (g *graph) cycle() bool { return g.closed && g.k == 0 && len(g.squares) > 1 }

// squareSet turns distinct squares still to cover into a membership set.
func (g *graph) squareSet(sq []board.Square) ([]bool, error) {
	set := make([]bool, len(g.in))
	for _, s := range sq {
		if !g.b.Contains(s) {
			return nil, fmt.Errorf("%v is off the %v board: %w", s, g.b, ErrBadSquares)
		}
		i := int(s.Y-1)*g.w + int(s.X-1)
		if !g.in[i] || set[i] {
			return nil, fmt.Errorf("%v is visited or listed twice: %w", s, ErrBadSquares)
		}
		set[i] = true
	}
	return set, nil
}

// pieceOf returns the squares joined to start outside removed.
func (g *graph) pieceOf(start int, removed, seen []bool) []int {
	piece := []int{start}
	seen[start] = true
	for h := 0; h < len(piece); h++ {
		for _, w := range g.adj(piece[h]) {
			if !seen[w] && !removed[w] {
				seen[w] = true
				piece = append(piece, w)
			}
		}
	}
	return piece
}

func (g *graph) checkDisconnected(c parity.Certificate) error {
	set, err := g.squareSet(c.Squares)
	if err != nil {
		return err
	}
	if len(c.Squares) != 2 {
		return fmt.Errorf("disconnected names %d squares, want 2: %w", len(c.Squares), ErrBadSquares)
	}
	_ = set
	a := int(c.Squares[0].Y-1)*g.w + int(c.Squares[0].X-1)
	z := int(c.Squares[1].Y-1)*g.w + int(c.Squares[1].X-1)
	seen := make([]bool, len(g.in))
	piece := g.pieceOf(a, make([]bool, len(g.in)), seen)
	if len(piece) != c.Pieces {
		return fmt.Errorf("%v's piece has %d squares, the certificate says %d: %w", c.Squares[0], len(piece), c.Pieces, ErrCountMismatch)
	}
	if seen[z] {
		return fmt.Errorf("%v and %v are joined: %w", c.Squares[0], c.Squares[1], ErrNoContradiction)
	}
	return nil
}

func (g *graph) checkForcedEnds(c parity.Certificate) error {
	set, err := g.squareSet(c.Squares)
	if err != nil {
		return err
	}
	admissible, endListed := 0, false
	for _, s := range c.Squares {
		i := int(s.Y-1)*g.w + int(s.X-1)
		if n := len(g.adj(i)); i == g.cur || n > 1 {
			return fmt.Errorf("%v has %d neighbours to cover: %w", s, n, ErrBadSquares)
		}
		endListed = endListed || i == g.end
		if g.mayEnd(i) {
			admissible++
		}
	}
	_ = set
	// How many ends other than the knight's square are free.
	capacity := 2
	switch {
	case g.cycle():
		capacity = 0
	case g.k > 0:
		capacity = 1
	case g.end >= 0 && !endListed:
		capacity = 1
	}
	have := min(capacity, admissible)
	if !c.Ends || c.Need != len(c.Squares) || c.Have != have {
		return fmt.Errorf("forced ends claims %d ends against %d, re-derived %d against %d: %w",
			c.Need, c.Have, len(c.Squares), have, ErrCountMismatch)
	}
	if len(c.Squares) <= have {
		return fmt.Errorf("%d forced ends fit %d free ends: %w", len(c.Squares), have, ErrNoContradiction)
	}
	return nil
}

// mayEnd reports whether square i, not the knight's, may be the last
// square as far as the problem fixes it.
func (g *graph) mayEnd(i int) bool {
	if g.cycle() {
		return false
	}
	if g.k == 0 {
		return true
	}
	if g.end >= 0 {
		return i == g.end
	}
	if g.lastNear != nil && !g.lastNear[i] {
		return false
	}
	// Reached only from the knight's square: it is the next square, so
	// last only when nothing else is left.
	nbrs := g.adj(i)
	return !(len(g.squares) > 2 && len(nbrs) == 1 && nbrs[0] == g.cur)
}

// endInfo is one end of the rest of the path.
type endInfo struct {
	at         int // fixed square or -1
	colour     int
	restricted bool // may only be a square of lastNear
}

func (g *graph) pathEnds() []endInfo {
	if g.cycle() {
		return nil
	}
	n := len(g.squares)
	if g.k > 0 {
		cc := g.colour(g.cur)
		last := cc
		if n%2 == 0 {
			last = 1 - cc
		}
		return []endInfo{{at: g.cur, colour: cc}, {at: g.end, colour: last, restricted: g.lastNear != nil}}
	}
	if g.end >= 0 {
		other := g.colour(g.end)
		if n%2 == 0 {
			other = 1 - other
		}
		return []endInfo{{at: g.end, colour: g.colour(g.end)}, {at: -1, colour: other}}
	}
	if n%2 == 1 {
		return []endInfo{{at: -1}, {at: -1}}
	}
	return []endInfo{{at: -1, colour: 0}, {at: -1, colour: 1}}
}

// cutCounts re-derives what removing the set does. A maximal stretch of the
// path outside the set (a run) alternates colours: a piece with d more
// squares of colour κ than of the other holds at least d runs both of whose
// path neighbours are removed squares of the other colour; a balanced
// piece holds a run entered from one colour and left to the other. Each
// removed square is next to at most two path squares, one when it is an
// end; an end outside the set spares its run one neighbour. A run in a
// piece touching at most one removed square cannot have two distinct
// removed neighbours, so it holds an end; touching none, both.
func (g *graph) cutCounts(removed []bool) (pieces int, need, have [2]int, endNeed, endHave int) {
	size := 0
	for _, i := range g.squares {
		if removed[i] {
			size++
			have[g.colour(i)] += 2
		}
	}
	allNearRemoved := true
	if g.lastNear != nil {
		for _, i := range g.squares {
			if g.lastNear[i] && !removed[i] {
				allNearRemoved = false
			}
		}
	}
	ends := g.pathEnds()
	freeEnds, restricted := 0, false
	for _, e := range ends {
		in := e.at >= 0 && removed[e.at] || e.restricted && allNearRemoved
		if in {
			have[e.colour]--
		} else {
			have[1-e.colour]++
		}
		if e.at < 0 {
			freeEnds++
			restricted = restricted || e.restricted
		}
	}
	seen := make([]bool, len(g.in))
	touched := make([]int, len(g.in))
	reachable := false
	for _, s := range g.squares {
		if removed[s] || seen[s] {
			continue
		}
		pieces++
		piece := g.pieceOf(s, removed, seen)
		var count [2]int
		attach, fixed, near := 0, 0, false
		for _, v := range piece {
			count[g.colour(v)]++
			for _, e := range ends {
				if e.at == v {
					fixed++
				}
			}
			near = near || g.lastNear != nil && g.lastNear[v]
			for _, w := range g.adj(v) {
				if removed[w] && touched[w] != pieces {
					touched[w] = pieces
					attach++
				}
			}
		}
		d := count[0] - count[1]
		if d > 0 {
			need[1] += 2 * d
		} else if d < 0 {
			need[0] -= 2 * d
		} else {
			need[0]++
			need[1]++
		}
		if attach < 2 && !g.cycle() {
			runs := max(d, -d, 1)
			if attach == 0 {
				runs = 2
			}
			if runs > fixed {
				endNeed += runs - fixed
				reachable = reachable || near
			}
		}
	}
	endHave = freeEnds
	if restricted && !reachable {
		endHave = 0
	}
	return pieces, need, have, endNeed, endHave
}

func (g *graph) checkCut(c parity.Certificate, removed []bool) error {
	if len(c.Squares) == 0 {
		return fmt.Errorf("cut removes no square: %w", ErrBadSquares)
	}
	pieces, need, have, endNeed, endHave := g.cutCounts(removed)
	wantNeed, wantHave := need[c.Side], have[c.Side]
	if c.Ends {
		wantNeed, wantHave = endNeed, endHave
	}
	if c.Pieces != pieces || c.Need != wantNeed || c.Have != wantHave {
		return fmt.Errorf("cut claims %d pieces, need %d, have %d; re-derived %d, %d, %d: %w",
			c.Pieces, c.Need, c.Have, pieces, wantNeed, wantHave, ErrCountMismatch)
	}
	if wantNeed <= wantHave {
		return fmt.Errorf("cut needs %d and has %d: %w", wantNeed, wantHave, ErrNoContradiction)
	}
	return nil
}

// checkFourLines rebuilds the cut of a board with a side of 4: the squares
// of the certificate's colour on the two inner lines. Every outer-line
// square of the other colour has all its neighbours among them, so each is
// a piece of its own; the counts then go through the same cut count.
func checkFourLines(q board.Problem, c parity.Certificate) error {
	b := q.Board
	if len(q.Prefix) > 1 || !(c.Lines == "files" && b.W == 4 || c.Lines == "ranks" && b.H == 4) {
		return fmt.Errorf("four lines across %q of %v after %d squares: %w", c.Lines, b, len(q.Prefix), ErrWrongProblem)
	}
	if b.Size() > maxCheckedSquares {
		return fmt.Errorf("four-lines on %v: %w", b, ErrTooLarge)
	}
	g := remaining(q)
	line := func(i int) int {
		if c.Lines == "files" {
			return i%g.w + 1
		}
		return i/g.w + 1
	}
	removed := make([]bool, len(g.in))
	cutSize := 0
	for _, i := range g.squares {
		if l := line(i); (l == 2 || l == 3) && g.colour(i) == int(c.Colour) {
			removed[i] = true
			cutSize++
		}
	}
	alone := 0
	for _, i := range g.squares {
		if l := line(i); (l == 1 || l == 4) && g.colour(i) != int(c.Colour) {
			for _, w := range g.adj(i) {
				if !removed[w] {
					return fmt.Errorf("%v touches %v off the inner lines: %w", g.sq(i), g.sq(w), ErrBadSquares)
				}
			}
			alone++
		}
	}
	if c.Pieces != alone || cutSize != alone || c.Need != 2*alone+1 || c.Ends || c.Side != c.Colour {
		return fmt.Errorf("four lines claims %d lone squares and need %d; re-derived %d lone squares, %d removed: %w",
			c.Pieces, c.Need, alone, cutSize, ErrCountMismatch)
	}
	_, need, have, _, _ := g.cutCounts(removed)
	if need[c.Colour] < c.Need || have[c.Colour] != c.Have {
		return fmt.Errorf("four lines claims need %d, have %d; re-derived %d, %d: %w",
			c.Need, c.Have, need[c.Colour], have[c.Colour], ErrCountMismatch)
	}
	if c.Need <= c.Have {
		return fmt.Errorf("four lines needs %d and has %d: %w", c.Need, c.Have, ErrNoContradiction)
	}
	return nil
}

// checkEveryMove: the knight must move on (the prefix does not yet cover
// the board), and each square it can move to has a certificate of its own,
// in index order, for the prefix extended by that move.
func checkEveryMove(q board.Problem, c parity.Certificate, depth int) error {
	k := len(q.Prefix)
	if depth >= maxNesting {
		return fmt.Errorf("every-move nested more than %d deep: %w", maxNesting, ErrBadSquares)
	}
	if k == 0 || k == q.Board.Size() {
		return fmt.Errorf("every-move after %d of %d squares: %w", k, q.Board.Size(), ErrNoContradiction)
	}
	visited := make(map[board.Square]bool, k)
	for _, s := range q.Prefix {
		visited[s] = true
	}
	cur := q.Prefix[k-1]
	var moves []board.Square
	for y := cur.Y - 2; y <= cur.Y+2; y++ {
		for x := cur.X - 2; x <= cur.X+2; x++ {
			s := board.Square{X: x, Y: y}
			if q.Board.Contains(s) && board.IsKnightMove(cur, s) && !visited[s] {
				moves = append(moves, s)
			}
		}
	}
	if len(c.Next) != len(moves) {
		return fmt.Errorf("every-move lists %d moves, the knight on %v has %d: %w", len(c.Next), cur, len(moves), ErrBadSquares)
	}
	for i, m := range moves {
		next := q
		next.Prefix = append(q.Prefix[:k:k], m)
		if err := certificate(next, c.Next[i], depth+1); err != nil {
			return fmt.Errorf("after move %d to %v: %w", k, m, err)
		}
	}
	return nil
}
