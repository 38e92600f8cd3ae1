package verify

import (
	"fmt"
	"math/bits"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// maxDeductionSquares bounds the boards on which a deduction is checked:
// its sets take n²/32 words for n squares (4 MiB at this bound), and the
// producer makes deductions on boards up to 64 squares only.
const maxDeductionSquares = 4096

// deduction checks a certificate of kind [evidence.ClueDeduced], which
// carries nothing but its kind: the plain deductions are run again here,
// written for this checker, and must find no solution. First the
// neighbours: a square without a clue is on the tour between two
// numbers, each on a knight-neighbouring square that is free or holds a
// clue whose number before or after is missing, so it needs two such
// neighbours (one when a missing first or last number of an open tour
// may be there). Then each step's squares, as bit sets: a clue's its
// square, any other step's the squares without a clue; to a fixed point,
// a step keeps the squares one move from a square of the step before and
// of the step after (round the cycle when closed), and not one move from
// only one square that both of those may take (they are two steps on
// two squares), a step with one square takes it from every other step,
// and a square that one step alone may take is that step's only square. A step or a square left
// with nothing proves there is no solution. Each rule removes only what
// no solution has, and the rules only remove, so the fixed point (the
// largest set of squares closed under them) is the same in any order.
// Cost: O(n²/64) word operations a round for n squares, at most n² rounds,
// charged to the checker's work budget as they are done; O(n²/32) words
// of memory, on boards up to [maxDeductionSquares] squares.
func (pc *puzzleChecker) deduction(p evidence.Puzzle) error {
	_, _, settled, err := pc.ck.fixedPoint(p)
	if err != nil || !settled {
		return err
	}
	return fmt.Errorf("%w: the deductions leave every number a square and every square a number", ErrNoContradiction)
}

// deduce runs the deductions of [puzzleChecker.deduction] on p and
// returns, at their fixed point, how many steps are left with one square;
// dead when some step or square is left with none.
func (ck *Checker) deduce(p evidence.Puzzle) (fixed int, dead bool, err error) {
	dom, words, settled, err := ck.fixedPoint(p)
	if err != nil || !settled {
		return 0, err == nil, err
	}
	for t := range p.Board.Size() {
		size := 0
		for _, x := range dom[t*words : (t+1)*words] {
			size += bits.OnesCount64(x)
		}
		if size == 1 {
			fixed++
		}
	}
	return fixed, false, nil
}

// fixedPoint runs the deductions of [puzzleChecker.deduction] on p and
// returns each step's squares where they stop, words words a step, and
// true; false when they find no solution.
func (ck *Checker) fixedPoint(p evidence.Puzzle) (dom []uint64, words int, settled bool, err error) {
	b := p.Board
	n := b.Size()
	if n > maxDeductionSquares {
		return nil, 0, false, fmt.Errorf("%w: a deduction is checked on boards up to %d squares, not %v", ErrTooLarge, maxDeductionSquares, b)
	}
	words = (n + 63) / 64
	if err := ck.charge(int64(n) * int64(8+2*words)); err != nil {
		return nil, 0, false, err
	}
	near := make([][]int, n) // knight neighbours by index
	nearSet := make([]uint64, n*words)
	for v := range n {
		s := b.Square(v)
		for _, m := range board.Moves {
			u := board.Square{X: s.X + m.X, Y: s.Y + m.Y}
			if b.Contains(u) {
				i := b.Index(u)
				near[v] = append(near[v], i)
				nearSet[v*words+i/64] |= 1 << (i % 64)
			}
		}
	}
	onSquare := make([]int, n) // the step of the clue on each square, -1
	square := make([]int, n)   // the square of each step's clue, -1
	for i := range n {
		onSquare[i], square[i] = -1, -1
	}
	for _, c := range p.Clues {
		v := b.Index(c.Square)
		onSquare[v], square[p.Step(c)] = p.Step(c), v
	}
	// around is step t+d, round the cycle of a closed tour, false when
	// an open tour has no such step.
	around := func(t, d int) (int, bool) {
		u := t + d
		if u >= 0 && u < n {
			return u, true
		}
		if !p.Closed || n < 3 {
			return 0, false
		}
		return (u + n) % n, true
	}
	missing := func(t int) bool { return square[t] < 0 }
	// A square needs a neighbour for the step before it unless it may be
	// step 0, and one for the step after unless it may be the last: on
	// an open tour of one square, a square may be both and needs none.
	need := 2
	if !p.Closed && (missing(0) || missing(n-1)) {
		need = 1
		if n == 1 {
			need = 0
		}
	}
	for v := range n {
		if onSquare[v] >= 0 {
			continue
		}
		usable := 0
		for _, u := range near[v] {
			t := onSquare[u]
			if t < 0 {
				usable++
				continue
			}
			if before, ok := around(t, -1); ok && missing(before) {
				usable++
			} else if after, ok := around(t, 1); ok && missing(after) {
				usable++
			}
		}
		if usable < need {
			return nil, 0, false, nil
		}
	}

	dom = make([]uint64, n*words) // dom[t*words:]: the squares step t may take
	free := make([]uint64, words)
	for v := range n {
		if onSquare[v] < 0 {
			free[v/64] |= 1 << (v % 64)
		}
	}
	for t := range n {
		d := dom[t*words : (t+1)*words]
		if v := square[t]; v >= 0 {
			d[v/64] |= 1 << (v % 64)
		} else {
			copy(d, free)
		}
	}
	reach := make([]uint64, words)
	times := make([]int, n)
	only := make([]int, n)
	for changed := true; changed; {
		changed = false
		for t := range n {
			d := dom[t*words : (t+1)*words]
			for _, dir := range [2]int{-1, 1} {
				u, ok := around(t, dir)
				if !ok {
					continue
				}
				clear(reach)
				work := int64(words)
				for w, x := range dom[u*words : (u+1)*words] {
					for ; x != 0; x &= x - 1 {
						v := w*64 + bits.TrailingZeros64(x)
						for i, y := range nearSet[v*words : (v+1)*words] {
							reach[i] |= y
						}
						work += int64(words)
					}
				}
				if err := ck.charge(work); err != nil {
					return nil, 0, false, err
				}
				for i := range d {
					if d[i]&^reach[i] != 0 {
						d[i] &= reach[i]
						changed = true
					}
				}
			}
			// Steps t-1 and t+1 stand on two different squares one move
			// from step t's: a square whose one neighbour that t-1 may
			// take is the one t+1 may take cannot be t's.
			before, okBefore := around(t, -1)
			after, okAfter := around(t, 1)
			if okBefore && okAfter && before != after {
				from := dom[before*words : (before+1)*words]
				to := dom[after*words : (after+1)*words]
				work := int64(words)
				for w, x := range d {
					for ; x != 0; x &= x - 1 {
						v := w*64 + bits.TrailingZeros64(x)
						same, supports := true, 0
						for i, y := range nearSet[v*words : (v+1)*words] {
							if y&from[i] != y&to[i] {
								same = false
							}
							supports += bits.OnesCount64(y & from[i])
						}
						if same && supports <= 1 {
							d[v/64] &^= 1 << (v % 64)
							changed = true
						}
						work += int64(words)
					}
				}
				if err := ck.charge(work); err != nil {
					return nil, 0, false, err
				}
			}
			size, last := 0, -1
			for w, x := range d {
				if x != 0 {
					size += bits.OnesCount64(x)
					last = w*64 + 63 - bits.LeadingZeros64(x)
				}
			}
			if size == 0 {
				return nil, 0, false, nil
			}
			if size == 1 {
				for u := range n {
					if e := dom[u*words : (u+1)*words]; u != t && e[last/64]&(1<<(last%64)) != 0 {
						e[last/64] &^= 1 << (last % 64)
						changed = true
					}
				}
				if err := ck.charge(int64(n)); err != nil {
					return nil, 0, false, err
				}
			}
		}
		clear(times)
		for t := range n {
			for w, x := range dom[t*words : (t+1)*words] {
				for ; x != 0; x &= x - 1 {
					v := w*64 + bits.TrailingZeros64(x)
					times[v]++
					only[v] = t
				}
			}
		}
		if err := ck.charge(int64(n) * int64(words+1)); err != nil {
			return nil, 0, false, err
		}
		for v := range n {
			switch times[v] {
			case 0:
				return nil, 0, false, nil
			case 1:
				d := dom[only[v]*words : (only[v]+1)*words]
				for i := range d {
					want := uint64(0)
					if i == v/64 {
						want = 1 << (v % 64)
					}
					if d[i] != want {
						d[i] = want
						changed = true
					}
				}
			}
		}
	}
	return dom, words, true, nil
}
