package count

import (
	"context"
	"math/big"
	"slices"
)

// lineScan is a scan through the memo where the memo pays and has room,
// and with tables elsewhere: the states, the counts and the figures are
// a scan's either way.
type lineScan struct {
	memo  *memoScan
	table *scanner
	m     *memo
	// viaMemo marks the cells stepped through the memo, the others with
	// tables; nil steps every cell through the memo.
	viaMemo []bool
	// full: the memo had no room for a step; tables from then on.
	full bool
	// cut, when not 0, is the cell before which the scan stops for a
	// join (see shareCut).
	cut int
}

// newLineScan returns a scan of pl before its first cell, through m at
// every cell.
func (m *memo) newLineScan(pl *plan, maxStates int) *lineScan {
	return &lineScan{memo: m.newMemoScan(pl, maxStates), m: m}
}

// newRepeatScan returns a scan of pl before its first cell, through m
// at the cells whose step (its cell's class and the next cell's) is
// met more than once in pl: the memo lists a state's successors once
// and adds along the lists from then on, which pays only where a step
// comes again; a step met once is cheaper with tables, and its states
// need not be held.
func (m *memo) newRepeatScan(pl *plan, maxStates int) *lineScan {
	s := &lineScan{m: m, viaMemo: m.repeatSteps(pl)}
	if s.viaMemo[0] {
		s.memo = m.newMemoScan(pl, maxStates)
	} else {
		s.table = pl.newScanner(maxStates)
		s.table.expanders = m.expanders
	}
	return s
}

// repeatSteps marks the cells of pl whose step (the cell's class and
// the next one's) is met more than once in pl.
func (m *memo) repeatSteps(pl *plan) []bool {
	class := m.classesOf(pl)
	met := map[[2]int]int{}
	for c := range pl.n {
		met[[2]int{class[c], class[c+1]}]++
	}
	via := make([]bool, pl.n)
	for c := range pl.n {
		via[c] = met[[2]int{class[c], class[c+1]}] > 1
	}
	return via
}

// step takes the scan through cell c.
func (s *lineScan) step(ctx context.Context, c int) error {
	if !s.full && (s.viaMemo == nil || s.viaMemo[c]) {
		if s.memo == nil {
			if s.memo = s.m.fromTable(s.table); s.memo != nil {
				s.table = nil
				s.memo.shareCut(s.cut)
			}
		}
		if s.memo != nil {
			if err := s.memo.step(ctx, c); err != errMemoFull {
				return err
			}
		}
		s.full = true // the memo has no room: tables from here on
	}
	if s.table == nil {
		s.table, s.memo = s.memo.plain(), nil
		s.table.expanders = s.m.expanders
	}
	if s.viaMemo != nil && (s.full || !slices.Contains(s.viaMemo[c:], true)) {
		// No cell ahead of a scan of one board steps through the
		// memo: its states and lists are garbage.
		s.m.release()
	}
	s.table.held = s.m.bytes()
	return s.table.step(ctx, c)
}

// release drops every state and list m holds; m is not stepped
// through again.
func (m *memo) release() {
	m.classes, m.states, m.nodes = nil, nil, nil
	m.children, m.hashes, m.ids32, m.waiting, m.adders, m.jobs = nil, nil, nil, nil, nil, nil
}

// fromTable returns the scan t as a scan through m, at the same cell,
// with the same figures: its states numbered in the class of the next
// cell. It returns nil when m has no room for them.
func (m *memo) fromTable(t *scanner) *memoScan {
	cur := t.cur
	if m.ids+cur.len() > m.maxIDs {
		return nil
	}
	s := &memoScan{m: m, pl: t.pl, class: m.classesOf(t.pl), maxStates: t.maxStates, st: t.st}
	in := m.states[s.class[t.st.cells]]
	before := in.len()
	for j := range cur.slots() {
		k, n, ok := cur.at(j)
		if !ok {
			continue
		}
		s.x.set(int(in.id(k, hash(k))), n)
	}
	m.ids += in.len() - before
	return s
}

// fork returns a scan of pl from a copy of s's generation, after cell c:
// pl's cells up to c are s's.
func (s *lineScan) fork(pl *plan, c int) *lineScan {
	if s.table != nil {
		return &lineScan{table: s.table.fork(pl), m: s.m, full: true}
	}
	return &lineScan{memo: s.memo.fork(pl, c), m: s.m}
}

// stats is the work done so far.
func (s *lineScan) stats() scanStats {
	if s.table != nil {
		return s.table.st
	}
	return s.memo.st
}

// places is the number of places of the scan's generation: its
// table's slots or its class's numbers, each empty or holding a state.
func (s *lineScan) places() int {
	if s.table != nil {
		return s.table.cur.slots()
	}
	return s.memo.x.len()
}

// each calls fn with each state in places from to to-1 of the scan's
// generation and its count, in their order, until fn returns an error,
// and returns it. It only reads the scan: goroutines may call it at
// once.
func (s *lineScan) each(from, to int, fn func(key, u128) error) error {
	if s.table != nil {
		cur := s.table.cur
		for j := from; j < to; j++ {
			if k, n, ok := cur.at(j); ok {
				if err := fn(k, n); err != nil {
					return err
				}
			}
		}
		return nil
	}
	t := s.m.states[s.memo.class[s.memo.st.cells]]
	for i := from; i < to; i++ {
		if !s.memo.x.zero(i) {
			if err := fn(t.key(uint32(i)), s.memo.x.at(i)); err != nil {
				return err
			}
		}
	}
	return nil
}

// states is the number of states of the scan's generation.
func (s *lineScan) states() int {
	if s.table != nil {
		return s.table.cur.len()
	}
	return s.memo.x.nonzero()
}

// sum is the count of a scan that has done every cell.
func (s *lineScan) sum() u128 {
	if s.table != nil {
		return s.table.sum()
	}
	return s.memo.sum()
}

// repeats reports whether at least a third of pl's cells read like a
// cell before them in pl: where a scan through the memo pays, as each
// such cell's states are mostly listed already, for the memory of a
// memo that holds the states before the cells of a line that repeats.
// The memo's cost is that of numbering those states once, about the
// same for every length, while a plain scan's grows with the length:
// from a third on (6 x 10 closed, whose line that repeats is met four
// times after its first), the memo spares about as much as its
// numbering costs, and more on every longer board (6 x 12 closed: less
// than half the time with tables, BenchmarkClosed6).
func (m *memo) repeats(pl *plan) bool {
	seen := map[int]bool{}
	again := 0
	for _, a := range m.classesOf(pl)[:pl.n] {
		if seen[a] {
			again++
		}
		seen[a] = true
	}
	return 3*again >= pl.n
}

// nearScan returns a scan of pl before its first cell, through m at
// the cells whose step comes again and, when the last far lines are
// joined (far > 0), at the cells of the cut's line after the memo's
// last step: those are met once, but a step through the memo costs
// about what one with tables does, and it spares moving every state of
// the memo's generation into a table before the join reads them.
func (m *memo) nearScan(pl *plan, maxStates, far int) *lineScan {
	s := m.newRepeatScan(pl, maxStates)
	if cut := pl.n - far*pl.k; far > 0 && cut >= pl.k && slices.Contains(s.viaMemo[cut-pl.k:cut], true) {
		for c := cut - 1; !s.viaMemo[c]; c-- {
			s.viaMemo[c] = true
		}
		s.cut = cut
		if s.memo != nil {
			s.memo.shareCut(cut)
		}
	}
	return s
}

// shareCut numbers the states the scan holds before cell cut, where it
// stops for a join, in the class of the cell after an earlier cell of
// cut-1's class, when there is one: the cell before the cut then steps
// along lists made already, where its own next class (met only there,
// as the board's last lines read otherwise) would list and number every
// state of the cut again. A step's successors depend only on its cell's
// class, so they are the same keys in either numbering, and the join
// reads only the keys and their counts. The scan never steps cell cut.
func (s *memoScan) shareCut(cut int) {
	if cut <= 0 || cut >= len(s.class)-1 {
		return
	}
	for c := cut - 2; c >= 0; c-- {
		if s.class[c] == s.class[cut-1] {
			s.class[cut] = s.class[c+1]
			return
		}
	}
}

// scan is plan.scan, whole and unsharded, through m where a step
// repeats; with far > 0 it scans all but the last far lines and joins
// them (see joined).
func (m *memo) scan(ctx context.Context, pl *plan, maxStates, far int) (*big.Int, scanStats, error) {
	var fa *farAhead
	if far > 0 {
		fa = pl.farAhead(ctx, far, maxStates, m.expanders)
		defer fa.stop()
	}
	s := m.nearScan(pl, maxStates, far)
	for c := range pl.n - far*pl.k {
		if err := s.step(ctx, c); err != nil {
			return nil, s.stats(), err
		}
	}
	if far > 0 {
		fs, err := fa.wait()
		if err != nil {
			return nil, s.stats(), err
		}
		return pl.joinWith(ctx, s, fs, far, m.expanders)
	}
	return s.sum().big(), s.stats(), nil
}
