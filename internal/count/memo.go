package count

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
)

// A cell's step is a linear map from the states before it to the states
// after it, and it depends only on what the step reads of the plan
// around the cell: its edges back, the requirements, colours and edges
// ahead of the cells in its frontier, what feasible reads, how the
// mirror takes the slots where it merges states, and whether it ends the
// board. Two cells that read alike (their signatures
// are equal), on one board or on two, have the same map. On a strip
// every line away from the two short edges reads like the one before it
// (or, where colours count, the one two before), so a memo of each
// cell's map, state by state, found by hashing once, advances every
// later line by adding counts along stored lists, with no hashing.

// memo holds the maps of the cells met, by class: cells with one
// signature are one class. The states before a cell of class A are
// numbered in states[A]; the map of a cell of class A followed by one of
// class B (node A, B) sends each of them to its successors' numbers in
// states[B].
type memo struct {
	classes map[string]int
	states  []*numbering
	nodes   map[[2]int]*node
	// ids is the number of states numbered in all; maxIDs bounds it.
	ids, maxIDs int
	// children are the successors of the states waiting, while their
	// lists are made; hashes are their hashes.
	children []key
	hashes   []uint64
	ids32    []uint32
	waiting  []waiting
	// expanders is how many goroutines expand the states of a step,
	// through the memo or with tables, and add along the memo's lists.
	expanders int
	// adders are the counts the goroutines after the first add into,
	// and jobs the expansions of chunks, kept for the next step.
	adders []counts
	jobs   []memoJob
	// touched sums the slots list reads ahead, so that the reads are
	// kept.
	touched uint64
	sig     []byte
}

// newMemo returns an empty memo that numbers at most maxIDs states in
// all.
func newMemo(maxIDs int) *memo {
	return &memo{classes: map[string]int{}, nodes: map[[2]int]*node{}, maxIDs: maxIDs, expanders: 1}
}

// endClass is the signature of the place after a board's last cell.
const endClass = "end"

// class returns the class of sig, new or not, whose states are
// frontiers of window slots.
func (m *memo) class(sig string, window int) int {
	if a, ok := m.classes[sig]; ok {
		return a
	}
	a := len(m.states)
	m.classes[sig] = a
	m.states = append(m.states, newNumbering(window))
	return a
}

// classesOf returns the class of each of pl's cells, and after them the
// class of the board's end.
func (m *memo) classesOf(pl *plan) []int {
	out := make([]int, pl.n+1)
	for c := range pl.n {
		m.sig = pl.signature(m.sig[:0], c)
		out[c] = m.class(string(m.sig), pl.window)
	}
	// The end's signature does not say the window: its numbering does
	// not take keys for exact.
	out[pl.n] = m.class(endClass, 2*MaxShortSide+2)
	return out
}

// signature appends to b everything a step through cell c reads of pl,
// relative to c: two cells with one signature have the same map from
// states to states. Colours are in it only where a rule reads them.
func (pl *plan) signature(b []byte, c int) []byte {
	put := func(vs ...int) {
		for _, v := range vs {
			b = binary.AppendVarint(b, int64(v))
		}
	}
	colour := func(cell int) int {
		if pl.oppositeEnds {
			return int(pl.colour[cell])
		}
		return 0
	}
	put(pl.window, pl.k, pl.words, boolInt(pl.closed), boolInt(pl.mirror), boolInt(pl.oppositeEnds), pl.maxFreeEnds,
		boolInt(c == pl.n-1), boolInt(pl.last[c] == c))
	// Where the mirror merges states, how it takes the slots.
	perm := pl.mirrorAt(c)
	put(len(perm))
	for _, m := range perm {
		put(int(m))
	}
	put(len(pl.back[c]))
	for _, e := range pl.back[c] {
		put(e.dist, int(e.state), boolInt(e.departs))
	}
	for s := 0; s < pl.window; s++ {
		if s > c {
			put(-1)
			continue
		}
		put(int(pl.need[c-s]), colour(c-s), int(pl.ahead[c][s]))
	}
	t := pl.tight[c]
	for i := range t.dead {
		put(int(t.dead[i]), int(t.endOnly[i]))
		if pl.oppositeEnds {
			put(int(t.endOnlyDark[i]))
		}
	}
	put(len(pl.short[c]))
	for _, sc := range pl.short[c] {
		put(sc.cell-c, boolInt(sc.cell == pl.n-1), int(sc.slots[0]), int(sc.slots[1]), sc.want, boolInt(sc.mayEnd), colour(sc.cell))
	}
	return b
}

// bytes is the memory the memo holds.
func (m *memo) bytes() int64 {
	var n int64
	for _, t := range m.states {
		n += t.bytes()
	}
	for _, nd := range m.nodes {
		n += nd.bytes()
	}
	return n
}

// node returns the node of classes a, b.
func (m *memo) node(a, b int) *node {
	nd := m.nodes[[2]int{a, b}]
	if nd == nil {
		nd = &node{in: m.states[a], out: m.states[b]}
		m.nodes[[2]int{a, b}] = nd
	}
	return nd
}

// memoScan is a scan that steps through the memo: its generation is a
// count for each state numbered in the class of the next cell (zero for
// a state not in it).
type memoScan struct {
	m         *memo
	pl        *plan
	class     []int // pl's cells' classes, then the end's
	x         counts
	spare     counts // the arrays the next generation reuses
	maxStates int
	st        scanStats
	// held is the memory of the generation of the scan this one was
	// forked from, which lives beside it.
	held int64
}

// newMemoScan returns a scan of pl before its first cell.
func (m *memo) newMemoScan(pl *plan, maxStates int) *memoScan {
	s := &memoScan{m: m, pl: pl, class: m.classesOf(pl), maxStates: maxStates}
	start := allFull(pl.window)
	t := m.states[s.class[0]]
	before := t.len()
	k := start.pack()
	id := t.id(k, hash(k))
	m.ids += t.len() - before
	s.x.set(int(id), u128{lo: 1})
	return s
}

// fork returns a scan of pl that starts from a copy of s's generation,
// after cell c: pl is a problem whose cells up to c are s's. When pl's
// next cell is of another class than s's, the states are numbered again
// in pl's.
func (s *memoScan) fork(pl *plan, c int) *memoScan {
	f := &memoScan{m: s.m, pl: pl, class: s.m.classesOf(pl), maxStates: s.maxStates, st: s.st, held: s.x.bytes() + s.spare.bytes()}
	f.st.perCell = append([]int(nil), s.st.perCell...)
	from, to := s.m.states[s.class[c+1]], s.m.states[f.class[c+1]]
	if from == to {
		f.x = s.x.clone()
		return f
	}
	before := to.len()
	defer func() { s.m.ids += to.len() - before }()
	for i := range s.x.len() {
		if s.x.zero(i) {
			continue
		}
		j := to.id(from.key(uint32(i)), hash(from.key(uint32(i))))
		f.x.set(int(j), s.x.at(i))
	}
	return f
}

// measure notes the memo's memory and the generation's in the peak.
func (s *memoScan) measure(next *counts) {
	s.st.peakBytes = max(s.st.peakBytes, s.m.bytes()+s.held+s.x.bytes()+next.bytes())
}

// step takes the scan through cell c, listing the successors of the
// states no cell of its class has met yet, then adding each state's count
// to its successors'; the error says where it stopped. It stops as a scan
// does, and also when the memo would number more than its maxIDs states.
func (s *memoScan) step(ctx context.Context, c int) error {
	pl, m := s.pl, s.m
	if err := ctx.Err(); err != nil {
		return &errLimit{states: s.x.nonzero(), cell: c + 1, cause: "the time limit passed"}
	}
	nd := m.node(s.class[c], s.class[c+1])
	nd.grow()
	x := expansion{pl: pl, c: c, back: pl.back[c],
		mirror: pl.mirrorAt(c), collect: true}
	states := 0
	m.waiting, m.children, m.hashes = m.waiting[:0], m.children[:0], m.hashes[:0]
	// Once every state of the class is listed, as on every line of a
	// long strip after the first few, there is nothing to expand.
	unlisted := s.x.len()
	if nd.listed == nd.in.len() {
		states, unlisted = s.x.nonzero(), 0
	}
	var err error
	if m.expanders > 1 && unlisted >= 2*memoChunk && nd.in != nd.out {
		states, err = s.listChunks(ctx, nd, &x, unlisted)
	} else {
		for i := range unlisted {
			if s.x.zero(i) {
				continue
			}
			states++
			if states&0xffff == 0 && ctx.Err() != nil {
				return &errLimit{states: states, cell: c + 1, cause: "the time limit passed"}
			}
			if nd.isListed(i) {
				continue
			}
			x.children = m.children
			x.expand(unpack(nd.in.key(uint32(i)), pl.window), 0)
			m.children = x.children
			m.hashes = appendHashes(m.hashes, m.children[len(m.hashes):])
			if err = m.wait(nd, uint32(i)); err != nil {
				break
			}
		}
	}
	if err == nil {
		err = m.list(nd)
	}
	if err != nil {
		return err
	}
	s.st.expanded += int64(states)
	next := s.spare
	next.reset(nd.out.len())
	overflow := s.x.addAlong(nd, &next, m.expanders, &m.adders)
	after := next.nonzero()
	s.measure(&next)
	if after > s.maxStates {
		s.st.perCell = append(s.st.perCell, s.maxStates+1)
		return &errLimit{states: s.maxStates + 1, cell: c + 1, cause: fmt.Sprintf("more than %d states", s.maxStates)}
	}
	if overflow {
		return &errLimit{states: after, cell: c + 1, cause: "a count passed 2^128"}
	}
	s.x, s.spare = next, s.x
	s.st.cells = c + 1
	s.st.peakStates = max(s.st.peakStates, after)
	s.st.perCell = append(s.st.perCell, after)
	return nil
}

// buildBatch is how many states' successors are numbered at once.
const buildBatch = 32

// waiting is a state whose successors end at end in the successors of
// its batch.
type waiting struct{ state, end uint32 }

// appendHashes appends the hash of each of keys to hs.
func appendHashes(hs []uint64, keys []key) []uint64 {
	for _, k := range keys {
		hs = append(hs, hash(k))
	}
	return hs
}

// wait notes state i, whose successors end m.children (their hashes in
// m.hashes), as waiting to be numbered, and numbers a batch once it is
// full.
func (m *memo) wait(nd *node, i uint32) error {
	m.waiting = append(m.waiting, waiting{i, uint32(len(m.children))})
	if len(m.waiting) == buildBatch {
		return m.list(nd)
	}
	return nil
}

// list numbers the successors of the states waiting in m.
func (m *memo) list(nd *node) error {
	err := m.number(nd, m.children, m.hashes, 0, m.waiting)
	m.waiting, m.children, m.hashes = m.waiting[:0], m.children[:0], m.hashes[:0]
	return err
}

// number numbers a batch: the successors of the states of ws, which lie
// in children from first to the last state's end, hashes[j] being
// hash(children[j]). It first reads the slot each one's probe starts
// at, reads that do not wait for one another, so that their cache
// misses overlap.
func (m *memo) number(nd *node, children []key, hashes []uint64, first uint32, ws []waiting) error {
	if len(ws) == 0 {
		return nil
	}
	children, hashes = children[:ws[len(ws)-1].end], hashes[:ws[len(ws)-1].end]
	if m.ids+len(children)-int(first) > m.maxIDs {
		return errMemoFull
	}
	out := nd.out
	for 4*(out.len()+len(children)-int(first)) > 3*out.size() {
		out.grow()
	}
	var touch uint64
	for _, h := range hashes[first:] {
		touch += out.touch(h)
	}
	m.touched += touch
	before := out.len()
	j := first
	for _, w := range ws {
		m.ids32 = m.ids32[:0]
		for ; j < w.end; j++ {
			m.ids32 = append(m.ids32, out.id(children[j], hashes[j]))
		}
		nd.add(int(w.state), m.ids32)
	}
	m.ids += out.len() - before
	return nil
}

// errMemoFull stops a memo's step that would number more than the
// memo's maxIDs states; nothing of the step is counted.
var errMemoFull = errors.New("count: the memo is full")

// plain returns s as a scan with tables, at the same cell, with the same
// figures.
func (s *memoScan) plain() *scanner {
	p := s.pl.newScanner(s.maxStates)
	p.st = s.st
	t := s.m.states[s.class[s.st.cells]]
	p.cur.reset(s.x.nonzero())
	for i := range s.x.len() {
		if !s.x.zero(i) {
			p.cur.add(t.key(uint32(i)), s.x.at(i))
		}
	}
	return p
}

// sum is the count of a scan that has done every cell.
func (s *memoScan) sum() u128 {
	total := u128{}
	for i := range s.x.len() { // at most one state: every slot gone
		total, _ = total.add(s.x.at(i))
	}
	return total
}

// memoStates is how many states a memo numbers at most, for a scan of at
// most maxStates states a cell: half as many, so that the memo (some 64
// bytes a state, with its lists) and, past it, a scan's tables fit in
// about the memory the tables alone may take; and at most maxMemoStates.
func memoStates(maxStates int) int { return min(maxStates/2, maxMemoStates) }

// maxMemoStates bounds a memo's states, so that a state's number and the
// place of its list (at most 2^4 successors a state) fit in 32 bits.
const maxMemoStates = 1 << 27
