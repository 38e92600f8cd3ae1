package count

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sync"
)

// partHash is the hash of k's part key that assigns k, a state after the
// split, its shard and its part; partSalt, zero but in tests, makes it
// another hash.
func (pl *plan) partHash(k key) uint64 {
	pk := pl.partKey(k)
	pk.lo ^= pl.partSalt
	return hash(pk)
}

// partOf returns the part of a state after the split whose part hash is
// h, among shards shards of parts parts each, and whether it is in shard
// shard: the shard is h mod shards, and the part within it the
// quotient's remainder mod parts.
func partOf(h uint64, shard, shards, parts int) (int, bool) {
	if int(h%uint64(shards)) != shard {
		return 0, false
	}
	return int(h / uint64(shards) % uint64(parts)), true
}

// spaceMix is one state's term of the split digest: its full key, its
// count's low word and its part hash absorbed one after another, each
// through splitmix64's finaliser (a bijection of 64 bits), so that a
// change in any of the three changes the term as a random one would.
func spaceMix(k key, n u128, part uint64) uint64 {
	z := hash(k)
	z = hash(key{lo: z ^ n.lo})
	return hash(key{lo: z ^ part})
}

// finishParts takes s, a scan just past cell split, takes the digest of
// the partition (scanStats.splitDigest) over all its states, keeps those of
// its shard, parts them and finishes each part as a scan of its own, up
// to workers at once, and adds their counts. A part that stops at a
// limit stops the parts after it, and the answer is the first part's
// that stopped (the parts before it run to their end), so that the
// answer and the figures do not depend on which worker ran first.
func (s *scanner) finishParts(ctx context.Context, split, shard, shards, parts, workers int) (*big.Int, scanStats, error) {
	pl := s.pl
	gen := s.cur
	tables := make([]*table, parts)
	for j := range tables {
		tables[j] = newTable(gen.window)
		tables[j].reset(gen.len() / shards / parts)
	}
	kept := 0
	// Every shard scans the same cells before the split, so every shard
	// of one partition sums the same terms here, whatever it keeps: the
	// digest is evidence of the partition, which a version number would
	// be only if someone remembered to change it with the order or the
	// hash.
	var digest uint64
	for j := range gen.slots() {
		k, n, ok := gen.at(j)
		if !ok {
			continue
		}
		h := pl.partHash(k)
		digest += spaceMix(k, n, h)
		if part, mine := partOf(h, shard, shards, parts); mine {
			tables[part].add(k, n)
			kept++
		}
	}
	var partBytes int64
	for _, t := range tables {
		partBytes += t.bytes()
	}
	st := s.st
	st.splitDigest = digest
	st.peakBytes = max(st.peakBytes, gen.bytes()+s.next.bytes()+partBytes)
	// The split cell's states are those kept; the peak is taken again
	// without the ones left to other shards.
	st.perCell[len(st.perCell)-1] = kept
	st.peakStates = 0
	for _, n := range st.perCell {
		st.peakStates = max(st.peakStates, n)
	}
	// The generation is in the parts now: nothing may keep its arrays
	// alive while the parts grow theirs.
	window := gen.window
	s.cur, s.next, gen = nil, nil, nil

	scans := make([]*scanner, parts)
	errs := make([]error, parts)
	cancels := make([]context.CancelFunc, parts)
	var mu sync.Mutex
	nextPart, failed := 0, parts
	run := func(j int, pctx context.Context) {
		p := &scanner{pl: pl, maxStates: s.maxStates, cur: tables[j], next: newTable(window),
			batch: make([]pending, 0, batchSize), expanders: max(1, workers/max(1, min(workers, parts)))}
		tables[j] = nil
		scans[j] = p
		for c := split + 1; c < pl.n; c++ {
			if err := p.step(pctx, c); err != nil {
				errs[j] = err
				return
			}
		}
	}
	var wg sync.WaitGroup
	for range max(1, min(workers, parts)) {
		wg.Go(func() {
			for {
				mu.Lock()
				j := nextPart
				if j >= failed {
					mu.Unlock()
					return
				}
				nextPart++
				pctx, cancel := context.WithCancel(ctx)
				cancels[j] = cancel
				mu.Unlock()
				run(j, pctx)
				mu.Lock()
				if errs[j] != nil && j < failed {
					failed = j
					for i := j + 1; i < parts; i++ {
						if cancels[i] != nil {
							cancels[i]()
						}
					}
				}
				mu.Unlock()
				cancel()
			}
		})
	}
	wg.Wait()

	total, over := u128{}, false
	var peaks []int64
	for j, p := range scans {
		if j > failed || p == nil {
			break
		}
		st.expanded += p.st.expanded
		st.peakStates = max(st.peakStates, p.st.peakStates)
		for i, n := range p.st.perCell {
			if i < len(st.perCell)-split-1 {
				st.perCell[split+1+i] += n
			} else {
				st.perCell = append(st.perCell, n)
			}
		}
		peaks = append(peaks, p.st.peakBytes)
		if j < failed {
			var o bool
			total, o = total.add(p.sum())
			over = over || o
		}
	}
	// At most workers parts hold their tables at once: the peak is the
	// largest of that many parts' peaks together.
	slices.Sort(peaks)
	var together int64
	for i := len(peaks) - 1; i >= 0 && i >= len(peaks)-workers; i-- {
		together += peaks[i]
	}
	st.peakBytes = max(st.peakBytes, together)
	if failed < parts {
		st.cells = scans[failed].st.cells
		err := errs[failed]
		if lim, ok := errors.AsType[*errLimit](err); ok && parts > 1 {
			lim.cause += fmt.Sprintf(" in part %d of %d", failed, parts)
		}
		return nil, st, err
	}
	st.cells = pl.n
	if over {
		return nil, st, &errLimit{states: 1, cell: pl.n, cause: "a count passed 2^128"}
	}
	return total.big(), st, nil
}
