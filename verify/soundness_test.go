package verify_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/verify"
)

// TestSoundnessExhaustive: on every position of the tiny boards that has a
// tour, the checker accepts no certificate of any kind. Positions: every
// prefix of every tour (the empty one included), open, with no end and
// with the tour's own end, and the same closed for the tours that close.
// That is every position with a tour, since a position has a tour exactly
// when some tour begins with its prefix and ends where it says.
//
// The oracle is a search written here, sharing no code with the producers
// or the checker: it lists every open tour of each board by depth-first
// search over its own move table, and a position has a tour when it is a
// prefix of one of them.
//
// The certificates are generated, not sampled, within these bounds:
//   - header: the board, visited and from of the position (any other is
//     refused by the first comparison, which TestCertificateRejectsEdits
//     covers);
//   - counts: a checker accepts a count only when it equals the one it
//     re-derives, and decides on the re-derived ones, so each structure is
//     tried with the counts an attacker who read the checker would claim
//     (verify.Derive; for colour counts, the test's own count of the
//     squares to cover);
//   - colour-count and colour-balance: every rule;
//   - end-visited: no square, every square of the board, the end twice;
//   - disconnected: every ordered pair of squares to cover;
//   - forced-ends: every set of one to three squares to cover with at most
//     one neighbour to cover, and one with a square of more;
//   - cut: every set of squares to cover when at most 8 are left, of at
//     most 3 when at most 12 are, else of at most 2; each with both sides
//     and counted by ends;
//   - four-lines: both orientations, both colours, side and ends;
//   - case-split: every rule; the branch list of the position's moves
//     (after reading backwards for "end"), none, each move left out, one
//     square added, the first two swapped; each child the first
//     certificate of this enumeration the checker accepts at the child
//     (splits nested up to the depth below), or a split with no branch
//     where none is accepted.
//
// Every board from 1x1 to 5x5, 3x7 and 7x3 with KNIGHT_EXHAUSTIVE=1
// (splits nested 2 deep), and, since none of them has a closed tour, the
// closed positions of 5x6 and 3x10, the smallest boards that have (splits
// 1 deep, cuts of one square while more than 20 squares are left); otherwise the boards of at most 12 squares
// (splits 1 deep: 1x1, 3x4 and 4x3 have tours), a few seconds. The full
// run finds 1728 open tours of 5x5, 164 of 4x5, 104 of 3x7, 480 closed of
// 5x6 and 960 of 3x10 (directed, every start), and refuses 80.1 million
// certificates on their 123,763 positions with a tour (5x5 alone: 32.9
// million on 51,743), in about 35 minutes on a shared two-core machine.
func TestSoundnessExhaustive(t *testing.T) {
	full := os.Getenv("KNIGHT_EXHAUSTIVE") == "1"
	type job struct {
		b     board.Board
		minK  int // shortest prefix tried
		depth int
		// closedOnly: the closed tours alone, on a board too large to
		// list every open tour of, with cuts of one square when more
		// than 20 squares are left.
		closedOnly bool
	}
	var jobs []job
	if full {
		for w := int32(1); w <= 5; w++ {
			for h := int32(1); h <= 5; h++ {
				jobs = append(jobs, job{b: board.Board{W: w, H: h}, depth: 2})
			}
		}
		jobs = append(jobs, job{b: board.Board{W: 3, H: 7}, depth: 2}, job{b: board.Board{W: 7, H: 3}, depth: 2},
			job{b: board.Board{W: 5, H: 6}, depth: 1, closedOnly: true}, job{b: board.Board{W: 3, H: 10}, depth: 1, closedOnly: true})
	} else {
		for w := int32(1); w <= 4; w++ {
			for h := int32(1); h*w <= 12; h++ {
				jobs = append(jobs, job{b: board.Board{W: w, H: h}, depth: 1})
			}
		}
	}
	var mu sync.Mutex
	total := stats{}
	for _, j := range jobs {
		t.Run(j.b.String(), func(t *testing.T) {
			t.Parallel()
			s := newSoundness(t, j.b, j.depth, j.closedOnly)
			if want, ok := publishedTours[j.b]; ok && s.tours != want {
				t.Fatalf("the search finds %d tours of %v, published: %d", s.tours, j.b, want)
			}
			s.run(j.minK)
			mu.Lock()
			total.add(s.stats)
			mu.Unlock()
			t.Logf("%v: %d tours, %d positions with a tour, %d certificates refused, %d accepted on positions without one",
				j.b, s.tours, s.positions, s.refused, s.acceptedElsewhere)
		})
	}
	t.Cleanup(func() {
		t.Logf("in all: %d tours, %d positions with a tour, %d certificates refused there", total.tours, total.positions, total.refused)
	})
}

// publishedTours are the directed tours of boards whose count is
// published: the open tours of 5x5 (OEIS A165134: 1728); the closed tours
// of 5x6 and 3x10 (8 and 16 undirected, each 2 directions and 30 starts).
var publishedTours = map[board.Board]int{
	{W: 5, H: 5}:  1728,
	{W: 5, H: 6}:  8 * 2 * 30,
	{W: 3, H: 10}: 16 * 2 * 30,
}

type stats struct {
	tours, positions, refused, acceptedElsewhere int
}

func (s *stats) add(o stats) {
	s.tours += o.tours
	s.positions += o.positions
	s.refused += o.refused
	s.acceptedElsewhere += o.acceptedElsewhere
}

// soundness holds one shape's tours and what the checker accepted.
type soundness struct {
	t     *testing.T
	b     board.Board
	n     int
	depth int
	// The shape: its holes (nil for none), piece and cells, by index.
	holes board.Set
	piece board.Piece
	cells []int
	// next[i] are the piece's moves from cell i to cells, in index order.
	next [][]int
	// ends[prefix] has bit e set when an open tour begins with prefix
	// and ends on square e; closedEnds likewise for closed tours.
	ends, closedEnds map[string]uint64
	accepted         map[string]*evidence.Certificate
	ck               verify.Checker
	closedOnly       bool
	stats
}

func newSoundness(t *testing.T, b board.Board, depth int, closedOnly bool) *soundness {
	return newShapeSoundness(t, board.Shape{Board: b}, depth, closedOnly)
}

// newShapeSoundness lists the tours of a shape (a board of at most 64
// squares) by the test's own move table: the piece's leaps (a,b) in
// their eight directions, between cells.
func newShapeSoundness(t *testing.T, sh board.Shape, depth int, closedOnly bool) *soundness {
	b := sh.Board
	s := &soundness{t: t, b: b, n: b.Size(), depth: depth, ends: map[string]uint64{}, closedEnds: map[string]uint64{}, accepted: map[string]*evidence.Certificate{},
		ck: verify.Checker{MaxWork: 1 << 62, Limits: evidence.Limits{MaxNodes: 1 << 62, MaxDepth: evidence.DefaultLimits.MaxDepth}}}
	s.piece = sh.Piece
	if sh.HoleCount() > 0 {
		s.holes = sh.Holes
	}
	for i := range s.n {
		if !s.hole(i) {
			s.cells = append(s.cells, i)
		}
	}
	w, h := int(b.W), int(b.H)
	s.next = make([][]int, s.n)
	for i := range s.n {
		if s.hole(i) {
			continue
		}
		x, y := i%w, i/w
		for _, l := range sh.Piece.Leaps() {
			a, c := int(l.A), int(l.B)
			for _, d := range [][2]int{{a, c}, {c, a}, {-a, c}, {-c, a}, {a, -c}, {c, -a}, {-a, -c}, {-c, -a}} {
				if nx, ny := x+d[0], y+d[1]; nx >= 0 && ny >= 0 && nx < w && ny < h && !s.hole(ny*w+nx) && !contains(s.next[i], ny*w+nx) {
					s.next[i] = append(s.next[i], ny*w+nx)
				}
			}
		}
		// Index order: the lower rank first, then the lower file.
		slices.Sort(s.next[i])
	}
	s.closedOnly = closedOnly
	if closedOnly {
		s.listClosedTours()
	} else {
		s.listTours()
	}
	return s
}

// listClosedTours finds every closed tour from a1 by depth-first search
// (every closed tour passes a1, so turning each to begin on every square
// gives them all) and records each of their prefixes with their end.
func (s *soundness) listClosedTours() {
	first, m := s.cells[0], len(s.cells)
	path := []int{first}
	seen := make([]bool, s.n)
	seen[first] = true
	var walk func()
	walk = func() {
		cur := path[len(path)-1]
		if len(path) == m {
			if !contains(s.next[cur], first) {
				return
			}
			for r := range m {
				turned := append(append([]int(nil), path[r:]...), path[:r]...)
				s.tours++
				last := turned[m-1]
				for k := 0; k <= m; k++ {
					s.closedEnds[keyOf(turned[:k])] |= 1 << last
				}
			}
			return
		}
		for _, m := range s.next[cur] {
			if !seen[m] {
				seen[m] = true
				path = append(path, m)
				walk()
				path = path[:len(path)-1]
				seen[m] = false
			}
		}
	}
	walk()
}

// listTours finds every open tour by depth-first search and records each
// of its prefixes with its end.
func (s *soundness) listTours() {
	path := make([]int, 0, s.n)
	seen := make([]bool, s.n)
	var walk func()
	m := len(s.cells)
	walk = func() {
		if len(path) == m {
			s.tours++
			last := path[m-1]
			closes := contains(s.next[last], path[0])
			for k := 0; k <= m; k++ {
				key := keyOf(path[:k])
				s.ends[key] |= 1 << last
				if closes && m > 1 {
					s.closedEnds[key] |= 1 << last
				}
			}
			return
		}
		var moves []int
		if len(path) == 0 {
			moves = s.cells
		} else {
			moves = s.next[path[len(path)-1]]
		}
		for _, m := range moves {
			if seen[m] {
				continue
			}
			seen[m] = true
			path = append(path, m)
			walk()
			path = path[:len(path)-1]
			seen[m] = false
		}
	}
	walk()
}

func keyOf(p []int) string {
	var sb strings.Builder
	for _, i := range p {
		sb.WriteByte(byte(i))
	}
	return sb.String()
}

// pos is a position in the test's own terms: square indices.
type pos struct {
	prefix []int
	end    int // -1: any
	closed bool
}

func (s *soundness) key(p pos) string {
	return fmt.Sprintf("%s|%d|%v", keyOf(p.prefix), p.end, p.closed)
}

func (s *soundness) hasTour(p pos) bool {
	m := s.ends
	if p.closed {
		m = s.closedEnds
	}
	ends, ok := m[keyOf(p.prefix)]
	if !ok {
		return false
	}
	if p.end < 0 {
		return ends != 0
	}
	return ends&(1<<p.end) != 0
}

func (s *soundness) sq(i int) board.Square {
	return board.Square{X: int32(i%int(s.b.W) + 1), Y: int32(i/int(s.b.W) + 1)}
}

func (s *soundness) hole(i int) bool { return s.holes != nil && s.holes.Has(i) }

func (s *soundness) problem(p pos) board.Problem {
	q := board.Problem{Board: s.b, Holes: s.holes, Piece: s.piece, Closed: p.closed}
	for _, i := range p.prefix {
		q.Prefix = append(q.Prefix, s.sq(i))
	}
	if p.end >= 0 {
		q.End = s.sq(p.end)
	}
	return q
}

// run checks every position with a tour whose prefix has at least minK
// squares.
func (s *soundness) run(minK int) {
	for _, closed := range []bool{false, true} {
		m := s.ends
		if closed {
			m = s.closedEnds
		}
		for key, ends := range m {
			if len(key) < minK {
				continue
			}
			prefix := make([]int, len(key))
			for i := range key {
				prefix[i] = int(key[i])
			}
			for e := -1; e < s.n; e++ {
				if e >= 0 && ends&(1<<e) == 0 {
					continue
				}
				p := pos{prefix: prefix, end: e, closed: closed}
				s.positions++
				for c := range s.certificates(p, s.depth) {
					s.refused++
					if err := s.check(p, c); err == nil {
						s.t.Errorf("%v has a tour, yet the checker accepts %s", s.problem(p), show(c))
						return
					}
				}
			}
		}
	}
}

// check runs the checker on c at p: one Checker for the whole board, so
// that its arrays are reused, with a budget that never runs out (the
// budget is tested apart).
func (s *soundness) check(p pos, c evidence.Certificate) error {
	return s.ck.Certificate(context.Background(), s.problem(p), c)
}

func show(c evidence.Certificate) string {
	data, err := json.Marshal(c)
	if err != nil {
		return err.Error()
	}
	return string(data)
}

// at is the position every certificate at p claims.
func (s *soundness) at(p pos) evidence.At {
	a := evidence.At{Board: s.b, Piece: s.piece, Visited: len(p.prefix)}
	for i := range s.n {
		if s.hole(i) {
			a.Holes = append(a.Holes, s.sq(i))
		}
	}
	if k := len(p.prefix); k > 0 {
		a.From = s.sq(p.prefix[k-1])
	}
	return a
}

// toCover lists the squares the rest of p's tour must cover: the
// unvisited ones and the knight's.
func (s *soundness) toCover(p pos) []int {
	visited := make([]bool, s.n)
	for _, i := range p.prefix {
		visited[i] = true
	}
	if k := len(p.prefix); k > 0 {
		visited[p.prefix[k-1]] = false
	}
	var out []int
	for _, i := range s.cells {
		if !visited[i] {
			out = append(out, i)
		}
	}
	return out
}

// certificates yields every certificate of the enumeration at p.
func (s *soundness) certificates(p pos, depth int) func(yield func(evidence.Certificate) bool) {
	return func(yield func(evidence.Certificate) bool) {
		if !s.leaves(p, yield) {
			return
		}
		s.splits(p, depth, yield)
	}
}

func (s *soundness) leaves(p pos, yield func(evidence.Certificate) bool) bool {
	cover := s.toCover(p)
	sqs := func(is ...int) []board.Square {
		out := make([]board.Square, len(is))
		for j, i := range is {
			out[j] = s.sq(i)
		}
		return out
	}
	// Colour counts: the squares to cover, by colour.
	dark := 0
	for _, i := range cover {
		if (i%int(s.b.W)+i/int(s.b.W))%2 == 0 {
			dark++
		}
	}
	for _, rule := range []evidence.Rule{evidence.AnyRule, evidence.StartRule, evidence.EndRule, evidence.ClosedRule} {
		at := s.at(p)
		at.Rule = rule
		if !yield(evidence.ColourCount{At: at, Dark: dark, Light: len(cover) - dark}) ||
			!yield(evidence.ColourBalance{At: at, Dark: dark, Light: len(cover) - dark}) ||
			!yield(evidence.OneColour{At: at, Dark: dark, Light: len(cover) - dark}) {
			return false
		}
	}
	// End visited.
	ev := evidence.EndVisited{At: s.at(p)}
	if !yield(ev) {
		return false
	}
	for i := range s.n {
		ev.Squares = sqs(i)
		if !yield(ev) {
			return false
		}
	}
	if p.end >= 0 {
		ev.Squares = sqs(p.end, p.end)
		if !yield(ev) {
			return false
		}
	}
	derived := func(c evidence.Certificate) bool {
		if d, ok := verify.Derive(s.problem(p), c); ok {
			c = d
		}
		return yield(c)
	}
	// Disconnected.
	for _, a := range cover {
		for _, z := range cover {
			if a == z {
				continue
			}
			if !derived(evidence.Disconnected{At: s.at(p), Squares: sqs(a, z)}) {
				return false
			}
		}
	}
	// Forced ends: squares with at most one neighbour to cover.
	in := make([]bool, s.n)
	for _, i := range cover {
		in[i] = true
	}
	var low []int
	high := -1
	for _, i := range cover {
		d := 0
		for _, m := range s.next[i] {
			if in[m] {
				d++
			}
		}
		if d <= 1 {
			low = append(low, i)
		} else if high < 0 {
			high = i
		}
	}
	for set := range subsets(low, 3) {
		c := evidence.ForcedEnds{At: s.at(p), Squares: sqs(set...)}
		if !derived(c) {
			return false
		}
		if high >= 0 && len(set) == 2 {
			c.Squares = sqs(append(set, high)...)
			if !derived(c) {
				return false
			}
		}
	}
	// Cuts.
	most := 2
	switch {
	case len(cover) <= 8:
		most = len(cover)
	case len(cover) <= 12:
		most = 3
	case s.closedOnly && len(cover) > 20:
		most = 1
	}
	for set := range subsets(cover, most) {
		// By each side, by the ends, and by both (which no cut may be).
		for _, by := range []struct {
			side *board.Colour
			ends bool
		}{{new(board.Dark), false}, {new(board.Light), false}, {nil, true}, {new(board.Dark), true}} {
			if !derived(evidence.Cut{At: s.at(p), Squares: sqs(set...), Side: by.side, Ends: by.ends}) {
				return false
			}
		}
	}
	// Four lines.
	for _, lines := range []string{evidence.Files, evidence.Ranks} {
		for _, colour := range []board.Colour{board.Dark, board.Light} {
			for _, side := range []board.Colour{board.Dark, board.Light} {
				var c evidence.Certificate = evidence.FourLines{At: s.at(p), Lines: lines, Colour: colour}
				if d, ok := verify.Derive(s.problem(p), c); ok {
					c = d
				}
				f := c.(evidence.FourLines)
				f.Side = side
				if !yield(f) {
					return false
				}
			}
		}
	}
	return true
}

// subsets yields every non-empty subset of set with at most most
// elements, in lexicographic order.
func subsets(set []int, most int) func(yield func([]int) bool) {
	return func(yield func([]int) bool) {
		var cur []int
		var rec func(from int) bool
		rec = func(from int) bool {
			for i := from; i < len(set); i++ {
				cur = append(cur, set[i])
				if !yield(append([]int(nil), cur...)) {
					return false
				}
				if len(cur) < most && !rec(i+1) {
					return false
				}
				cur = cur[:len(cur)-1]
			}
			return true
		}
		rec(0)
	}
}

// reversed is p read backwards from its end, when p is open with an end
// and at most one prefix square; ok is false otherwise.
func reversed(p pos) (pos, bool) {
	if p.closed || p.end < 0 || len(p.prefix) > 1 {
		return p, false
	}
	r := pos{prefix: []int{p.end}, end: -1}
	if len(p.prefix) == 1 {
		r.end = p.prefix[0]
	}
	return r, true
}

// moves lists the next squares at p in index order: every square (a1
// alone for a closed tour with no end) with no prefix, else the unvisited
// knight moves from the last square.
func (s *soundness) moves(p pos) []int {
	if len(p.prefix) == 0 {
		if p.closed && p.end < 0 {
			return s.cells[:1]
		}
		return s.cells
	}
	visited := map[int]bool{}
	for _, i := range p.prefix {
		visited[i] = true
	}
	var out []int
	for _, m := range s.next[p.prefix[len(p.prefix)-1]] {
		if !visited[m] {
			out = append(out, m)
		}
	}
	return out
}

func (s *soundness) splits(p pos, depth int, yield func(evidence.Certificate) bool) bool {
	for _, rule := range []evidence.Rule{evidence.AnyRule, evidence.EndRule, evidence.StartRule, evidence.ClosedRule} {
		at := p
		if rule == evidence.EndRule {
			if r, ok := reversed(p); ok {
				at = r
			}
		}
		if len(at.prefix) == len(s.cells) {
			c := evidence.CaseSplit{At: s.at(p)}
			c.Rule = rule
			if !yield(c) {
				return false
			}
			continue
		}
		moves := s.moves(at)
		variants := [][]int{moves, nil}
		for i := range moves {
			variants = append(variants, append(append([]int(nil), moves[:i]...), moves[i+1:]...))
		}
		if len(moves) > 1 {
			swapped := append([]int(nil), moves...)
			swapped[0], swapped[1] = swapped[1], swapped[0]
			variants = append(variants, swapped)
		}
		for extra := range s.n {
			if !contains(moves, extra) {
				variants = append(variants, append(append([]int(nil), moves...), extra))
				break
			}
		}
		if len(at.prefix) > 0 {
			// A visited square, the knight's own.
			variants = append(variants, append(append([]int(nil), moves...), at.prefix[len(at.prefix)-1]))
		}
		for _, v := range variants {
			c := evidence.CaseSplit{At: s.at(p)}
			c.Rule = rule
			for _, m := range v {
				child := pos{prefix: append(append([]int(nil), at.prefix...), m), end: at.end, closed: at.closed}
				c.Branches = append(c.Branches, evidence.Branch{Move: s.sq(m), Certificate: s.accept(child, depth-1)})
			}
			if !yield(c) {
				return false
			}
		}
	}
	return true
}

func contains(s []int, x int) bool {
	for _, y := range s {
		if x == y {
			return true
		}
	}
	return false
}

// accept is the first certificate of the enumeration the checker accepts
// at p, splits nested at most depth deep, or a split with no branch when
// there is none (or p has a tour, where none may be accepted and p's own
// run shows that none is).
func (s *soundness) accept(p pos, depth int) evidence.Certificate {
	var none evidence.Certificate = evidence.CaseSplit{At: s.at(p)}
	if depth < 0 || s.hasTour(p) || !s.valid(p) {
		return none
	}
	key := fmt.Sprintf("%s|%d", s.key(p), depth)
	if c, ok := s.accepted[key]; ok {
		if c == nil {
			return none
		}
		return *c
	}
	s.accepted[key] = nil
	var found *evidence.Certificate
	for c := range s.certificates(p, depth) {
		if s.check(p, c) == nil {
			found = &c
			s.acceptedElsewhere++
			break
		}
	}
	s.accepted[key] = found
	if found == nil {
		return none
	}
	return *found
}

// valid reports whether p's prefix is a knight's path, each square once.
func (s *soundness) valid(p pos) bool {
	seen := map[int]bool{}
	for j, i := range p.prefix {
		if seen[i] || j > 0 && !contains(s.next[p.prefix[j-1]], i) {
			return false
		}
		seen[i] = true
	}
	return true
}
