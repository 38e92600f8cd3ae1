package count

import (
	"context"
	"math/big"
	"math/bits"
	"sync"
	"sync/atomic"
)

// A k x n board is the same turned end to end, and so is a closed tour
// with no prefix and no end: the scan's states after its first few
// lines, read end to end, are the states of a scan from the far end
// after its last few. A closed tour is one state after line L of the
// scan from the start and one after its last n-L lines from the far end,
// joined by the edges that cross the cut between them, where every cell
// takes two edges in all and the paths of the two sides close one cycle.
// Where the far side is short, its states are few, so the states the
// scan would carry through the board's last lines (cells met once, with
// the most rules) are replaced by a join: each state of the near side
// meets only the far side's patterns of the degrees it lacks.

// maxJoinLines bounds the lines a join counts at the far end: the far
// side's crossing patterns grow seven to ten times a line (6 x n closed:
// 4,759 patterns at two lines, 49,928 at three, 328,533 at four), and
// with them the pairs to join.
const maxJoinLines = 3

// maxJoinSide bounds the short side of a board counted with a join: the
// two lines past the cut must fit a word of nibbles, and the far side's
// patterns were measured up to 6.
const maxJoinSide = 6

// joinLines returns how many lines at the far end of pl a join counts,
// the scan stepping the others, or 0 for none: a closed tour the same
// end to end (no prefix, no end, the mirror across the long side on) of
// short side 3 to maxJoinSide, with more lines before the cut than
// after it. With a memo (viaMemo marks the cells it steps) the cut is
// the end of the line where those cells end, if that is within
// maxJoinLines lines of the end; without, maxJoinLines before the end.
func (pl *plan) joinLines(viaMemo []bool) int {
	if !pl.closed || !pl.mirror || pl.k > maxJoinSide || pl.k < 3 {
		return 0
	}
	lines := pl.n / pl.k
	far := maxJoinLines
	if viaMemo != nil {
		lastMemo := -1
		for c, via := range viaMemo {
			if via {
				lastMemo = c
			}
		}
		if lastMemo < 0 {
			return 0
		}
		// Up to the line's end: the memo steps the cells of it after
		// its last step that comes again too (see nearScan).
		far = lines - (lastMemo+pl.k)/pl.k
	}
	if far < 1 || far > maxJoinLines || lines-far <= far {
		return 0
	}
	return far
}

// farPattern is a way the far side meets the cut: for each of the 2k
// cells on the near side's last two lines, the other end of the far
// side's path that ends there (-1: the far side gives it no edge or
// two), and the number of far states that give it.
type farPattern struct {
	partner [2 * maxJoinSide]int8
	n       u128
}

// farSide is the far side's patterns by the degree vector (a nibble a
// cell: 0 no edge, 1 two, 2 one) the near side must have to meet them:
// two where the far side gives none, none where it gives two.
type farSide struct {
	k int
	// slots[i] is the slot, at a line's end, of cell i of the last two
	// lines (cell line*k+col, line 0 the last).
	slots  [2 * maxJoinSide]int
	byNeed map[uint64][]farPattern
	index  map[farKey]int // a pattern's place in its byNeed list
	// patterns is how many there are in all; overflow: a pattern's
	// count passed 2^128.
	patterns int
	overflow bool
}

// newFarSide scans the first far lines of pl with no merging of mirror
// images, so that every state keeps its own count, and returns their
// crossing patterns: each way to give every cell before the cut its
// two edges, from the edges across it, with no cell past the cut taking
// more than two and no cycle closed.
func (pl *plan) newFarSide(ctx context.Context, far, maxStates, workers int) (*farSide, error) {
	q := *pl
	q.mirror = false
	s := q.newScanner(maxStates)
	s.expanders = workers
	for c := range far * pl.k {
		if err := s.step(ctx, c); err != nil {
			return nil, err
		}
	}
	fs := &farSide{k: pl.k, byNeed: map[uint64][]farPattern{}, index: map[farKey]int{}}
	for i := range 2 * pl.k {
		fs.slots[i] = pl.lineSlot(i/pl.k, i%pl.k)
	}
	x := crossing{k: pl.k, fs: fs}
	x.reach()
	for j := range s.cur.slots() {
		k, n, ok := s.cur.at(j)
		if !ok {
			continue
		}
		x.state(frontier{w: [2]uint64{k.lo, k.hi & hiSlotBits}}, n)
	}
	if fs.overflow {
		return nil, &errLimit{states: s.cur.len(), cell: s.st.cells, cause: "a count passed 2^128"}
	}
	fs.index = nil
	return fs, nil
}

// crossing enumerates the crossing patterns of the far side's states.
// Nodes 0 to 2k-1 are the cells past the cut (cell line*k+col, line 0
// next to the cut), 2k on the far side's own last two lines, in the same
// order.
type crossing struct {
	k  int
	fs *farSide
	// across[i] are the cells past the cut a knight's move from cell i
	// before it.
	across [2 * maxJoinSide][]int
	adj    [4 * maxJoinSide][2]int
	deg    [4 * maxJoinSide]int
	need   [2 * maxJoinSide]int
	n      u128
}

// reach fills x.across.
func (x *crossing) reach() {
	k := x.k
	for before := range 2 * k {
		for past := range 2 * k {
			lines, cols := before/k+past/k+1, before%k-past%k
			if lines == 1 && (cols == 2 || cols == -2) || lines == 2 && (cols == 1 || cols == -1) {
				x.across[before] = append(x.across[before], past)
			}
		}
	}
}

func (x *crossing) link(a, b int) {
	x.adj[a][x.deg[a]], x.adj[b][x.deg[b]] = b, a
	x.deg[a]++
	x.deg[b]++
}

func (x *crossing) unlink(a, b int) { x.deg[a]--; x.deg[b]-- }

// state adds the crossing patterns of f, a far state with count n: its
// slot x.fs.slots[i] is cell i before the cut, as the far side is read
// end to end.
func (x *crossing) state(f frontier, n u128) {
	k := x.k
	x.deg, x.n = [4 * maxJoinSide]int{}, n
	slot := func(i int) uint8 { return f.get(x.fs.slots[i]) }
	for i := range 2 * k {
		v := slot(i)
		x.need[i] = 0
		switch {
		case v == free:
			x.need[i] = 2
		case v >= label0:
			x.need[i] = 1
			for j := range i {
				if slot(j) == v {
					x.link(2*k+j, 2*k+i)
				}
			}
		}
	}
	x.decide(0)
}

// decide gives cells i and on before the cut the edges they need across
// it, every way, and adds each complete pattern.
func (x *crossing) decide(i int) {
	k := x.k
	for i < 2*k && x.need[i] == 0 {
		i++
	}
	if i == 2*k {
		x.add()
		return
	}
	cs := x.across[i]
	for a, p := range cs {
		if x.deg[p] == 2 {
			continue
		}
		x.link(2*k+i, p)
		if x.need[i] == 1 {
			x.decide(i + 1)
		} else {
			for _, r := range cs[a+1:] {
				if x.deg[r] < 2 {
					x.link(2*k+i, r)
					x.decide(i + 1)
					x.unlink(2*k+i, r)
				}
			}
		}
		x.unlink(2*k+i, p)
	}
}

// add notes the pattern of the edges decided, unless they close a cycle:
// the far side's paths run from one cell past the cut to another.
func (x *crossing) add() {
	k := x.k
	var seen [4 * maxJoinSide]bool
	p := farPattern{n: x.n}
	for c := range p.partner {
		p.partner[c] = -1
	}
	// need is the degree vector the near side must have: 1 (two edges)
	// where the far side gives none, 0 (none) where it gives two, 2
	// where it gives one.
	var need uint64
	for c := range 2 * k {
		switch x.deg[c] {
		case 0:
			need |= 1 << (4 * uint(c))
		case 1:
			need |= 2 << (4 * uint(c))
			if seen[c] {
				continue
			}
			prev, at := -1, c
			for {
				seen[at] = true
				if x.deg[at] == 1 && prev >= 0 {
					break
				}
				next := x.adj[at][0]
				if next == prev {
					next = x.adj[at][1]
				}
				prev, at = at, next
			}
			p.partner[c], p.partner[at] = int8(at), int8(c)
		}
	}
	for v := range 4 * k {
		if x.deg[v] > 0 && !seen[v] {
			return // a cycle of its own
		}
	}
	// Far states that meet the cut alike are one pattern, their counts
	// added, so that a near state checks each once.
	at, ok := x.fs.index[farKey{need, p.partner}]
	if !ok {
		at = len(x.fs.byNeed[need])
		x.fs.index[farKey{need, p.partner}] = at
		x.fs.byNeed[need] = append(x.fs.byNeed[need], p)
		x.fs.patterns++
		return
	}
	q := &x.fs.byNeed[need][at]
	var over bool
	if q.n, over = q.n.add(p.n); over {
		x.fs.overflow = true
	}
}

// farKey is a far pattern's degree vector and paths.
type farKey struct {
	need    uint64
	partner [2 * maxJoinSide]int8
}

// join is the sum of the closed tours through the near side's states,
// given one at a time: each state's count times the far patterns that
// meet it.
type join struct {
	fs    *farSide
	total [5]uint64 // a sum of products of two 128-bit counts
	pairs int64     // the pairs of a near state and a far pattern checked
}

// add joins f, a near state at a line's end with count n, whose slots
// past the last two lines are all gone. The near side's two last lines,
// read from the far side, are slot j.fs.slots[i] for cell i.
// It reports false when a sum passes 128 bits.
func (j *join) add(f frontier, n u128) bool {
	k := j.fs.k
	// want is the near side's degree vector, as farSide keys it.
	var want uint64
	var partner [2 * maxJoinSide]int8
	var first [16]int8
	for i := range first {
		first[i] = -1
	}
	start, ends := -1, 0
	for c := range 2 * k {
		switch v := f.get(j.fs.slots[c]); v {
		case full:
			want |= 1 << (4 * uint(c))
		case free:
		default: // one edge; a closed tour has no loose ends
			want |= 2 << (4 * uint(c))
			ends++
			if first[v] < 0 {
				first[v], start = int8(c), c
			} else {
				partner[c], partner[first[v]] = first[v], int8(c)
			}
		}
	}
	if start < 0 {
		return true // no path of the near side reaches the cut: no one cycle
	}
	var ways u128
	for _, p := range j.fs.byNeed[want] {
		j.pairs++
		at, walked := start, 0
		for {
			at = int(p.partner[partner[at]])
			walked += 2
			if at == start {
				break
			}
		}
		if walked == ends {
			var over bool
			if ways, over = ways.add(p.n); over {
				return false
			}
		}
	}
	if ways == (u128{}) {
		return true
	}
	// n * ways, 256 bits, added to the total.
	var prod [4]uint64
	h0, l0 := bits.Mul64(n.lo, ways.lo)
	h1, l1 := bits.Mul64(n.lo, ways.hi)
	h2, l2 := bits.Mul64(n.hi, ways.lo)
	h3, l3 := bits.Mul64(n.hi, ways.hi)
	var c1, c2 uint64
	prod[0] = l0
	prod[1], c1 = bits.Add64(h0, l1, 0)
	prod[1], c2 = bits.Add64(prod[1], l2, 0)
	prod[2], c1 = bits.Add64(h1, h2, c1)
	prod[2], c2 = bits.Add64(prod[2], l3, c2)
	prod[3] = h3 + c1 + c2
	var carry uint64
	for i := range prod {
		j.total[i], carry = bits.Add64(j.total[i], prod[i], carry)
	}
	j.total[4] += carry
	return true
}

// sum returns the total.
func (j *join) sum() *big.Int {
	z := new(big.Int)
	for i := len(j.total) - 1; i >= 0; i-- {
		z.Lsh(z, 64)
		z.Or(z, new(big.Int).SetUint64(j.total[i]))
	}
	return z
}

// scanJoined counts the tours of pl by a scan with tables through all
// but its last far lines and a join with them.
func (pl *plan) scanJoined(ctx context.Context, maxStates, workers, far int) (*big.Int, scanStats, error) {
	fa := pl.farAhead(ctx, far, maxStates, workers)
	defer fa.stop()
	t := pl.newScanner(maxStates)
	t.expanders = workers
	s := &lineScan{table: t, full: true}
	for c := range pl.n - far*pl.k {
		if err := t.step(ctx, c); err != nil {
			return nil, t.st, err
		}
	}
	fs, err := fa.wait()
	if err != nil {
		return nil, t.st, err
	}
	return pl.joinWith(ctx, s, fs, far, workers)
}

// joinChunk is how many places of the near side's generation a
// goroutine of a join takes at a time.
const joinChunk = 1 << 14

// joined counts the tours of pl from s, a scan through its first
// lines-far lines, and a join with its last far lines. The near states
// are joined a chunk at a time on up to workers goroutines, each
// summing its own products, and the sums are added: the total and the
// pairs checked are the same with any number of workers.
func (pl *plan) joined(ctx context.Context, s *lineScan, far, maxStates, workers int) (*big.Int, scanStats, error) {
	fs, err := pl.newFarSide(ctx, far, maxStates, workers)
	if err != nil {
		return nil, s.stats(), err
	}
	return pl.joinWith(ctx, s, fs, far, workers)
}

// farAhead is the far side of a join, scanned on a goroutine of its own
// while the near side is: the two do not depend on each other, and the
// near side's numbering through the memo keeps one goroutine at a time,
// which leaves a core to the far side.
type farAhead struct {
	done   chan struct{}
	fs     *farSide
	err    error
	cancel context.CancelFunc
}

// farAhead starts newFarSide on a goroutine.
func (pl *plan) farAhead(ctx context.Context, far, maxStates, workers int) *farAhead {
	ctx, cancel := context.WithCancel(ctx)
	a := &farAhead{done: make(chan struct{}), cancel: cancel}
	go func() {
		defer close(a.done)
		a.fs, a.err = pl.newFarSide(ctx, far, maxStates, workers)
	}()
	return a
}

// wait returns the far side once it is scanned.
func (a *farAhead) wait() (*farSide, error) {
	<-a.done
	return a.fs, a.err
}

// stop ends the far side's scan, if it is not done, and waits for it.
func (a *farAhead) stop() {
	a.cancel()
	<-a.done
}

// joinWith is joined with the far side fs, scanned already.
func (pl *plan) joinWith(ctx context.Context, s *lineScan, fs *farSide, far, workers int) (*big.Int, scanStats, error) {
	st := s.stats()
	places := s.places()
	workers = max(1, min(workers, (places+joinChunk-1)/joinChunk))
	joins := make([]join, workers)
	errs := make([]error, workers)
	var taken atomic.Int64
	var wg sync.WaitGroup
	for w := range workers {
		j := &joins[w]
		j.fs = fs
		wg.Go(func() {
			seen := 0
			for {
				from := int(taken.Add(joinChunk)) - joinChunk
				if from >= places {
					return
				}
				errs[w] = s.each(from, min(from+joinChunk, places), func(k key, n u128) error {
					if seen++; seen&0xffff == 0 && ctx.Err() != nil {
						return &errLimit{states: s.states(), cell: st.cells, cause: "the time limit passed"}
					}
					if !j.add(frontier{w: [2]uint64{k.lo, k.hi & hiSlotBits}}, n) {
						return &errLimit{states: s.states(), cell: st.cells, cause: "a count passed 2^128"}
					}
					return nil
				})
				if errs[w] != nil {
					taken.Store(int64(places)) // the others stop too
					return
				}
			}
		})
	}
	wg.Wait()
	total := &joins[0]
	for _, j := range joins[1:] {
		total.pairs += j.pairs
		var carry uint64
		for i := range total.total {
			total.total[i], carry = bits.Add64(total.total[i], j.total[i], carry)
		}
	}
	st.joined, st.pairs = far*pl.k, total.pairs
	for _, err := range errs {
		if err != nil {
			return nil, st, err
		}
	}
	return total.sum(), st, nil
}
