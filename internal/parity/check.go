package parity

import (
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// maxGraph bounds the boards on which Check builds the knight graph of the
// squares still to cover; on larger boards only the arguments that are
// formulas (colour counts, four lines, thin boards) run.
const maxGraph = 1 << 16

// Check looks for a certificate that q has no tour. It returns false when
// it finds none, which proves nothing. q must be well formed
// ([board.Problem.Check]); Check returns false otherwise.
func Check(q board.Problem) (evidence.Certificate, bool) {
	if q.Check() != nil {
		return nil, false
	}
	return check(q, lookahead(q), CutBudget)
}

// lookahead is how many moves deep Check looks when no argument settles
// the position itself: deeper when fewer squares are left.
func lookahead(q board.Problem) int {
	left := q.Shape().Cells() - len(q.Prefix)
	switch {
	case len(q.Prefix) == 0 || left > maxLookahead:
		return 0
	case left > maxLookahead/2:
		return 1
	}
	return 2
}

// maxLookahead bounds the squares left for which Check tries every move.
const maxLookahead = 64

func check(q board.Problem, depth, budget int) (evidence.Certificate, bool) {
	base := evidence.AtShape(q)
	plain, alternates := q.Shape().Plain(), q.Piece.ChangesColour()
	// The arguments in the order tried, each where it holds: the colour
	// counts for a piece whose every move changes colour, the rectangle's
	// lines on the plain board.
	for _, arg := range []struct {
		holds bool
		find  func(board.Problem, evidence.At) (evidence.Certificate, bool)
	}{{true, endVisited}, {true, oneColour}, {alternates, colourCount}, {plain, thinBoard}, {plain, fourLines}} {
		if !arg.holds {
			continue
		}
		if c, ok := arg.find(q, base); ok {
			return c, true
		}
	}
	if q.Board.Size() > maxGraph {
		if !plain {
			return nil, false
		}
		return localForcedEnds(q, base)
	}
	r := newRest(q)
	if c, ok := r.disconnected(base); ok {
		return c, true
	}
	if c, ok := r.forcedEnds(base); ok {
		return c, true
	}
	if alternates {
		// The cut counts rest on every move changing colour.
		if c, ok := r.fourLinesCut(base); ok {
			return c, true
		}
		if c, ok := r.findCut(base, budget); ok {
			return c, true
		}
	}
	if depth == 0 || r.k == 0 || r.size == 1 { // no move, or the prefix covers every cell
		return nil, false
	}
	t := splitter{lim: SplitLimits{Depth: depth, LeafCutBudget: budget}}
	if c, ok := t.split(q, depth); ok {
		return c, true
	}
	return nil, false
}

// endVisited: the required end is already on the prefix, and squares
// remain after it.
func endVisited(q board.Problem, c evidence.At) (evidence.Certificate, bool) {
	if !q.HasEnd() {
		return nil, false
	}
	i := slices.Index(q.Prefix, q.End)
	if i < 0 || i == len(q.Prefix)-1 && len(q.Prefix) == q.Shape().Cells() {
		return nil, false
	}
	c.Rule = evidence.EndRule
	return evidence.EndVisited{At: c, Squares: []board.Square{q.End}}, true
}

// colourCount applies the chessboard colouring: a knight move changes
// colour, so a path of L squares from a square of colour c has
// ceil(L/2) squares of colour c and ends on c exactly when L is odd.
func colourCount(q board.Problem, c evidence.At) (evidence.Certificate, bool) {
	sh := q.Shape()
	dark, light := sh.ColourCount(board.Dark), sh.ColourCount(board.Light)
	for i, s := range q.Prefix {
		if i == len(q.Prefix)-1 {
			break
		}
		if s.Colour() == board.Dark {
			dark--
		} else {
			light--
		}
	}
	broken := func(r evidence.Rule) (evidence.Certificate, bool) {
		c.Rule = r
		if len(q.Prefix) > 1 {
			return evidence.ColourBalance{At: c, Dark: dark, Light: light}, true
		}
		return evidence.ColourCount{At: c, Dark: dark, Light: light}, true
	}
	size := dark + light
	closing := q.Closed && sh.Cells() > 1
	if len(q.Prefix) == 0 {
		switch {
		case closing && dark != light:
			return broken(evidence.ClosedRule)
		case dark > light+1 || light > dark+1:
			// Holes can take more of one colour than a path allows.
			return broken(evidence.AnyRule)
		case q.HasEnd() && dark > light && q.End.Colour() == board.Light,
			q.HasEnd() && light > dark && q.End.Colour() == board.Dark:
			return broken(evidence.EndRule)
		}
		return nil, false
	}
	cc := q.Prefix[len(q.Prefix)-1].Colour()
	same, other := dark, light
	if cc == board.Light {
		same, other = light, dark
	}
	if same != (size+1)/2 || other != size/2 {
		return broken(evidence.StartRule)
	}
	last := cc
	if size%2 == 0 {
		last = 1 - cc
	}
	if q.HasEnd() && q.End.Colour() != last {
		return broken(evidence.EndRule)
	}
	if closing && last == q.Prefix[0].Colour() {
		return broken(evidence.ClosedRule)
	}
	return nil, false
}

// oneColour: every move of the piece keeps its colour (the camel's), so
// the rest of the tour stays on one colour, and cells of both colours are
// still to cover.
func oneColour(q board.Problem, c evidence.At) (evidence.Certificate, bool) {
	if !q.Piece.KeepsColour() {
		return nil, false
	}
	sh := q.Shape()
	var left [2]int
	left[board.Dark], left[board.Light] = sh.ColourCount(board.Dark), sh.ColourCount(board.Light)
	for i, s := range q.Prefix {
		if i < len(q.Prefix)-1 {
			left[s.Colour()]--
		}
	}
	if left[board.Dark] == 0 || left[board.Light] == 0 {
		return nil, false
	}
	return evidence.OneColour{At: c, Dark: left[board.Dark], Light: left[board.Light]}, true
}

// fourLines applies the argument for boards with a side of 4 (Pósa,
// Schwenk) before any move is made. On such a board the squares of the two
// outer lines only touch the two inner lines, so the outer squares of one
// colour touch only the inner squares X of the other colour γ, which are as
// many (n, the long side). Removing X leaves those n outer squares alone,
// each needing two path neighbours in X, and the rest, a balanced piece
// needing one more: 2n+1 entries from X, which gives at most 2n, one fewer
// for a path end on X, one more for a path end of the other colour off X.
// A closed tour has no ends; an open one has its ends on opposite colours,
// so it fails exactly when an end lies on X.
func fourLines(q board.Problem, c evidence.At) (evidence.Certificate, bool) {
	b := q.Board
	if len(q.Prefix) > 1 || b.W != 4 && b.H != 4 || b.W < 3 || b.H < 3 {
		return nil, false
	}
	for _, lines := range []string{"files", "ranks"} {
		if lines == "files" && b.W != 4 || lines == "ranks" && b.H != 4 {
			continue
		}
		long := int(b.H)
		if lines == "ranks" {
			long = int(b.W)
		}
		inner := func(s board.Square) bool {
			if lines == "files" {
				return s.X == 2 || s.X == 3
			}
			return s.Y == 2 || s.Y == 3
		}
		for _, g := range []board.Colour{board.Light, board.Dark} {
			have := 2*long + fourLinesEnds(q, inner, g)
			if have > 2*long {
				continue
			}
			start, hasStart := q.Start()
			switch {
			case q.Closed:
				c.Rule = evidence.ClosedRule
			case hasStart && inner(start):
				c.Rule = evidence.StartRule
			default:
				c.Rule = evidence.EndRule
			}
			return evidence.FourLines{At: c, Lines: lines, Colour: g, Pieces: long, Need: 2*long + 1, Have: have, Side: g}, true
		}
	}
	return nil, false
}

// fourLinesEnds is what the path's ends change in the entries the inner
// squares of colour g can give: -1 for an end on one of them, +1 for an
// end of the other colour elsewhere. The ends of an open tour of an even
// board have opposite colours; a free end is placed where it helps most.
func fourLinesEnds(q board.Problem, inner func(board.Square) bool, g board.Colour) int {
	onX := func(s board.Square) bool { return inner(s) && s.Colour() == g }
	effect := func(s board.Square) int {
		switch {
		case onX(s):
			return -1
		case s.Colour() != g:
			return 1
		}
		return 0
	}
	start, hasStart := q.Start()
	switch {
	case hasStart && q.HasEnd():
		return effect(start) + effect(q.End)
	case hasStart && q.Closed:
		// The last square neighbours the start and has the other colour;
		// it lies on X when every such square does.
		last := 1 - start.Colour()
		e := 0
		if last != g {
			e = 1
		} else if inner(start) {
			e = 0 // the start has outer neighbours of colour g, off X
		} else {
			e = -1 // every neighbour of an outer square is inner
		}
		return effect(start) + e
	case hasStart:
		if 1-start.Colour() != g {
			return effect(start) + 1
		}
		return effect(start)
	case q.Closed:
		return 0
	case q.HasEnd():
		if 1-q.End.Colour() != g {
			return effect(q.End) + 1
		}
		return effect(q.End)
	}
	return 1 // a dark and a light end, one of them off X with colour not g
}

// thinBoard: a board with a side of 1 or 2, or 3x3, falls apart before any
// move: a knight on two files alternates files while its rank moves by 2,
// so a1 and b1 never meet; 3x3 leaves b2 alone.
func thinBoard(q board.Problem, c evidence.At) (evidence.Certificate, bool) {
	b := q.Board
	if len(q.Prefix) > 1 || b.Size() < 2 {
		return nil, false
	}
	var pair [2]board.Square
	switch {
	case b.W == 3 && b.H == 3:
		pair = [2]board.Square{{X: 1, Y: 1}, {X: 2, Y: 2}}
	case b.W <= 2:
		pair = [2]board.Square{{X: 1, Y: 1}, {X: 1, Y: 2}}
		if b.W == 2 {
			pair[1] = board.Square{X: 2, Y: 1}
		}
	case b.H <= 2:
		pair = [2]board.Square{{X: 1, Y: 1}, {X: 2, Y: 1}}
		if b.H == 2 {
			pair[1] = board.Square{X: 1, Y: 2}
		}
	default:
		return nil, false
	}
	d := evidence.Disconnected{At: c, Squares: thinPieces(b), Pieces: pieceSizeThin(b, pair[0])}
	d.Components = len(d.Squares)
	if b.W == 1 || b.H == 1 {
		d.Components = b.Size() // each square alone
	}
	return d, true
}

// thinPieces names a square of each piece of a thin board, the first of
// each in index order (at most evidence.MaxPiecesNamed): on 3x3 a1 and
// b2; on one file or rank every square alone; on two files a1, b1, a2
// and b2 (a knight keeps the parity of its rank and alternates files
// with each step of two ranks, so the four start four pieces); on two
// ranks a1, b1, c1 and d1 likewise, or a1, b1, c1 and b2 on 3x2, where
// d1 is off the board and b2 alone.
func thinPieces(b board.Board) []board.Square {
	sq := func(x, y int32) board.Square { return board.Square{X: x, Y: y} }
	switch {
	case b.W == 3 && b.H == 3:
		return []board.Square{sq(1, 1), sq(2, 2)}
	case b.W == 1 || b.H == 1:
		n := min(b.Size(), evidence.MaxPiecesNamed)
		out := make([]board.Square, n)
		for i := range out {
			out[i] = b.Square(i)
		}
		return out
	case b.W == 2:
		return []board.Square{sq(1, 1), sq(2, 1), sq(1, 2), sq(2, 2)}
	case b.W == 3: // 3x2
		return []board.Square{sq(1, 1), sq(2, 1), sq(3, 1), sq(2, 2)}
	}
	return []board.Square{sq(1, 1), sq(2, 1), sq(3, 1), sq(4, 1)}
}

// pieceSizeThin is the number of squares a knight reaches from s, s
// included, on a thin board, by formula.
func pieceSizeThin(b board.Board, s board.Square) int {
	switch {
	case b.W == 3 && b.H == 3:
		if s == (board.Square{X: 2, Y: 2}) {
			return 1
		}
		return 8
	case b.W == 1 || b.H == 1:
		return 1
	case b.W == 2:
		return int(b.H+1) / 2 // a1, b3, a5, ...: one square on each odd rank
	default:
		return int(b.W+1) / 2
	}
}

// disconnected: the squares still to cover fall apart.
func (r *rest) disconnected(c evidence.At) (evidence.Certificate, bool) {
	if r.size < 2 {
		return nil, false
	}
	start := r.cur
	if start < 0 {
		start = r.order[0]
	}
	seen := make([]bool, r.b.Size())
	var queue []int
	flood := func(from int) { // queue is left holding from's piece
		seen[from] = true
		queue = append(queue[:0], from)
		for h := 0; h < len(queue); h++ {
			for _, w := range r.nbrs[queue[h]] {
				if !seen[w] {
					seen[w] = true
					queue = append(queue, w)
				}
			}
		}
	}
	flood(start)
	if len(queue) == r.size {
		return nil, false
	}
	// Every piece, each named by its first square in index order.
	d := evidence.Disconnected{At: c, Squares: []board.Square{r.b.Square(start)}, Pieces: len(queue), Components: 1}
	for _, i := range r.order {
		if seen[i] {
			continue
		}
		d.Components++
		if len(d.Squares) < evidence.MaxPiecesNamed {
			d.Squares = append(d.Squares, r.b.Square(i))
		}
		flood(i)
	}
	return d, true
}

// forcedEnds: a square still to cover, other than the knight's, with at
// most one neighbour still to cover can only be an end of the path: it is
// entered and never left. After a prefix only the last square is free; it
// must be the required end when there is one, and next to the first square
// when the tour is closed. With no prefix both ends are free, one of them
// the required end when there is one; a closed tour has no ends. A square
// whose only neighbour is the knight's must be the very next square, so it
// can be the last only when it is the only square left.
func (r *rest) forcedEnds(c evidence.At) (evidence.Certificate, bool) {
	if r.size < 2 {
		return nil, false
	}
	var forced []int
	for _, i := range r.order {
		if i != r.cur && len(r.nbrs[i]) <= 1 {
			forced = append(forced, i)
		}
	}
	if len(forced) == 0 {
		return nil, false
	}
	admissible := 0
	for _, i := range forced {
		if r.canBeLast(i) {
			admissible++
		}
	}
	out := evidence.ForcedEnds{At: c, Need: len(forced), Have: min(r.endCapacity(slices.Contains(forced, r.end)), admissible)}
	if out.Need <= out.Have {
		return nil, false
	}
	for _, i := range forced {
		out.Squares = append(out.Squares, r.b.Square(i))
	}
	return out, true
}

// canBeLast reports whether square i, other than the knight's, may be an
// end of the remaining path as far as the problem's fixed squares go.
func (r *rest) canBeLast(i int) bool {
	switch {
	case r.cycle():
		return false
	case r.k == 0:
		return true
	case r.end >= 0:
		// Only the required end may be last. That it may not be when the
		// knight's square is its only neighbour is true as well, but
		// verify does not re-derive it, so a certificate must not use it.
		return i == r.end
	case r.lastAllowed != nil && !r.lastAllowed[i]:
		return false
	case r.size > 2 && len(r.nbrs[i]) == 1 && r.nbrs[i][0] == r.cur:
		return false
	}
	return true
}

// endCapacity is how many squares other than the knight's can be ends.
func (r *rest) endCapacity(endListed bool) int {
	switch {
	case r.cycle():
		return 0
	case r.k > 0:
		return 1
	case r.end >= 0 && !endListed:
		return 1
	}
	return 2
}
