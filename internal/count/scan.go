package count

import (
	"context"
	"fmt"
	"math/big"
	"runtime/debug"
	"slices"
)

// scanStats is the work a scan did.
type scanStats struct {
	expanded   int64 // states taken from one cell to the next, summed
	peakStates int   // the most states after one cell
	cells      int   // cells done
	perCell    []int // states after each cell done
	// peakBytes is the most the tables held at once: the capacity of
	// both generations' slots, measured after each
	// cell (and where the scan stopped).
	peakBytes int64
	// joined is the number of cells at the board's far end counted by a
	// join, not scanned; pairs the pairs of a state and a far pattern
	// the join checked.
	joined int
	pairs  int64
	// splitDigest is Result.SplitDigest.
	splitDigest uint64
}

// errLimit is a scan stopped at its limits; it says where.
type errLimit struct {
	states int
	cell   int
	cause  string
}

func (e *errLimit) Error() string {
	return fmt.Sprintf("undecided within the limits: %s, %d states at cell %d", e.cause, e.states, e.cell)
}

// scan runs the DP over pl's cells and returns the number of undirected
// tours. With shards > 1 it keeps, after cell split, only the states
// whose part key (partKey) hashes to shard mod shards: a deterministic
// part of the state space whose completions are counted exactly, so the
// shards' counts add up to the whole. With parts > 1 it parts those
// states again, by the same hash, and finishes the parts one after
// another, or up to workers of them at once: each part is a scan of its
// own, so the count and the figures are the same with any number of
// workers.
func (pl *plan) scan(ctx context.Context, maxStates, shard, shards, parts, workers int) (*big.Int, scanStats, error) {
	s := pl.newScanner(maxStates)
	if parts <= 1 {
		s.expanders = workers
	}
	split := -1
	if shards > 1 || parts > 1 {
		split = pl.splitCell()
	}
	for c := 0; c < pl.n; c++ {
		if err := s.step(ctx, c); err != nil {
			return nil, s.st, err
		}
		if c == split {
			return s.finishParts(ctx, c, shard, shards, parts, workers)
		}
	}
	return s.total(), s.st, nil
}

// splitCell is the cell after which the shards part: the end of the
// last whole line within the first three fifths of the cells, where the
// mirror has just merged states. A later split leaves each shard fewer of
// the states its descendants share with the other shards' (a state
// forgets a cell some 2k+1 cells after it), until the split passes the
// cells where the states grow most, which every shard would then repeat:
// with 16 shards, 6x7 open carries 0.82 times the states summed over the
// shards at 4 lines of 7 as at 3, 7x7 open 0.81 times in shard 0 at 4
// lines of 7 as at 3, and 6x6 open 1.5 times at 4 lines of 6 as at 3.
func (pl *plan) splitCell() int {
	lines := 3 * pl.n / 5 / pl.k
	if lines < 1 {
		return pl.n / 2
	}
	return lines*pl.k - 1
}

// partKey is the part of k, a state after the split, that decides its
// shard: the slots of the line just scanned (the k cells that stay in
// the frontier longest) and the tour ends, not the older slots. States
// that differ only in the older slots have descendants in common once
// those cells leave; kept in one shard, they merge there instead of
// being carried by two (with 16 shards, the states summed over the
// shards are 0.84 times those of a part by the whole key on 6x7 open,
// 0.91 on 6x8 closed, 0.93 on 6x6 and 0.94 on 5x8 open, with no shard's
// peak higher).
func (pl *plan) partKey(k key) key {
	return key{lo: k.lo & (1<<(4*uint(pl.k)) - 1), hi: k.hi &^ hiSlotBits}
}

// scanner is a scan in progress: the generation after the cells done,
// and the table the next cell fills.
type scanner struct {
	pl        *plan
	maxStates int
	cur, next *table
	batch     []pending
	sorted    []pending // room for a stage sorted, as long as batch's
	st        scanStats
	// held is the memory of the tables of the scan this one was forked
	// from, which live beside its own.
	held int64
	// expanders is how many goroutines expand the states of a cell (see
	// expandChunks); 1 expands them on the scan's own.
	expanders int
}

// newScanner returns a scan of pl before its first cell: one state, the
// squares before the board all gone.
func (pl *plan) newScanner(maxStates int) *scanner {
	window := pl.window
	if pl.wide {
		window = 2*MaxShortSide + 2
	}
	s := &scanner{pl: pl, maxStates: maxStates, cur: newTable(window), next: newTable(window),
		batch: make([]pending, 0, batchSize), expanders: 1}
	s.cur.reset(1)
	start := allFull(pl.window)
	s.cur.add(start.pack(), u128{lo: 1})
	return s
}

// fork returns a scan of pl that starts from a copy of s's generation:
// pl is a problem whose cells up to the ones s has done are s's.
func (s *scanner) fork(pl *plan) *scanner {
	f := &scanner{pl: pl, maxStates: s.maxStates, cur: s.cur.clone(), next: newTable(s.cur.window),
		batch: make([]pending, 0, batchSize), st: s.st, held: s.cur.bytes() + s.next.bytes(), expanders: s.expanders}
	f.st.perCell = slices.Clone(s.st.perCell)
	return f
}

// measure notes the tables' memory in the scan's peak.
func (s *scanner) measure() {
	s.st.peakBytes = max(s.st.peakBytes, s.held+s.cur.bytes()+s.next.bytes())
}

// step takes the scan through cell c; the error says where it stopped.
func (s *scanner) step(ctx context.Context, c int) error {
	pl, cur, next := s.pl, s.cur, s.next
	if err := ctx.Err(); err != nil {
		return &errLimit{states: cur.len(), cell: c + 1, cause: "the time limit passed"}
	}
	next.reset(s.expect(cur.len()))
	x := expansion{pl: pl, c: c, back: pl.back[c], next: next, maxStates: s.maxStates,
		mirror: pl.mirrorAt(c)}
	if next.bytes() >= stageFrom || pl.stageAll {
		// Half a slot a state: every cache line of the table takes two
		// adds a stage or more, so that reading it in order pays.
		x.stage = min(maxStage, max(next.slots()/2, 2*batchSize))
		if cap(s.batch) < x.stage {
			// The most a stage holds, at once: a list grown again and
			// again would leave each old one to the collector.
			size := maxStage
			if pl.stageAll {
				size = x.stage
			}
			s.batch, s.sorted = make([]pending, 0, size), make([]pending, size)
			adviseHuge(s.batch)
			adviseHuge(s.sorted)
		}
		x.sorted = s.sorted
	}
	x.batch = s.batch[:0]
	tooMany := func() error {
		s.measure()
		s.st.perCell = append(s.st.perCell, next.len())
		return &errLimit{states: next.len(), cell: c + 1, cause: fmt.Sprintf("more than %d states", s.maxStates)}
	}
	if s.expanders > 1 && cur.slots() >= 2*chunkSlots {
		if err := s.expandChunks(ctx, &x); err != nil {
			if err == errTooMany {
				return tooMany()
			}
			return err
		}
	} else {
		for j := range cur.slots() {
			if cur.empty(j) {
				continue
			}
			k, n, _ := cur.at(j)
			f := unpack(k, pl.window)
			s.st.expanded++
			if s.st.expanded&0xffff == 0 && ctx.Err() != nil {
				return &errLimit{states: next.len(), cell: c + 1, cause: "the time limit passed"}
			}
			x.n = n
			if !x.expand(f, 0) {
				return tooMany()
			}
		}
	}
	if !x.flush() {
		return tooMany()
	}
	if x.overflow {
		return &errLimit{states: next.len(), cell: c + 1, cause: "a count passed 2^128"}
	}
	s.measure()
	if next.grown && cur.bytes()+next.bytes() >= releaseBytes {
		// The arrays a table outgrew are garbage the collector
		// would keep until the heap doubled: on the largest scans,
		// memory is the limit.
		debug.FreeOSMemory()
	}
	next.grown = false
	s.cur, s.next = next, cur
	s.st.cells = c + 1
	s.st.peakStates = max(s.st.peakStates, next.len())
	s.st.perCell = append(s.st.perCell, next.len())
	return nil
}

// expect is how many states the next cell is likely to leave, from the
// states now and the growth of the last cell: a table sized for them
// does not grow while it fills (each growth places every key again).
// It is a guess, at most 4 times now: a table that outgrows it grows.
func (s *scanner) expect(now int) int {
	cells := s.st.perCell
	if len(cells) < 2 || cells[len(cells)-2] == 0 || cells[len(cells)-1] != now {
		return now
	}
	growth := float64(now) / float64(cells[len(cells)-2])
	return int(float64(now) * min(4, max(1, growth)))
}

// total is the count of a scan that has done every cell.
func (s *scanner) total() *big.Int { return s.sum().big() }

// sum is total as a u128.
func (s *scanner) sum() u128 {
	total := u128{}
	for j := range s.cur.slots() { // at most one state: every slot gone
		if _, n, ok := s.cur.at(j); ok {
			total, _ = total.add(n)
		}
	}
	return total
}

// stageFrom is the size of a next table from which a scan adds its
// states a stage at a time, sorted (see table.addStaged): below it, the
// table stays in the caches, and sorting would only cost.
const stageFrom = 32 << 20

// maxStage bounds a stage: the two lists of the stage are held beside
// the tables.
const maxStage = 1 << 22

// releaseBytes is the size of the tables from which a scan returns the
// arrays its tables outgrew to the system after the cell.
const releaseBytes = 16 << 20
