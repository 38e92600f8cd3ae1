package count

import (
	"context"
	"errors"
	"sync"
)

// A cell's states are expanded independently of one another; only their
// adding to the next table is sequential. So a scan with expanders > 1
// cuts the current table into chunks of chunkSlots slots, expands them on
// that many goroutines into lists, and adds the lists to the next table
// on its own goroutine, in the order of the chunks and batchSize states
// at a time, as the one-goroutine loop adds them: the next table, its
// slots' order, the counts, the figures and where a limit stops the cell
// are the same with any number of expanders.

// chunkSlots is how many slots of a table one expansion job takes.
const chunkSlots = 1 << 12

// chunksInFlight is how many chunks per expander may be expanded ahead
// of the adding: it bounds the lists held beside the tables.
const chunksInFlight = 4

// chunk is the expansion of one job: the states it leads to, in the order
// the loop would add them, and, for each state of the chunk expanded,
// where its states end in out.
type chunk struct {
	out  []pending
	ends []int32
	done chan struct{}
}

// errTooMany stops expandChunks when the next table holds more than
// maxStates states.
var errTooMany = errors.New("count: too many states")

// expandChunks expands every state of s.cur through x's cell into x.next,
// as step's loop does, on s.expanders goroutines; it returns errTooMany
// where the loop would stop at maxStates, or the time limit's errLimit.
func (s *scanner) expandChunks(ctx context.Context, x *expansion) error {
	cur, pl := s.cur, s.pl
	jobs := (cur.slots() + chunkSlots - 1) / chunkSlots
	ring := make([]chunk, chunksInFlight*s.expanders)
	for i := range ring {
		ring[i].done = make(chan struct{}, 1)
	}
	todo := make(chan int, len(ring))
	var wg sync.WaitGroup
	for range s.expanders {
		wg.Go(func() {
			e := expansion{pl: pl, c: x.c, back: x.back, mirror: x.mirror}
			for j := range todo {
				ch := &ring[j%len(ring)]
				e.batch, ch.ends = ch.out[:0], ch.ends[:0]
				for i := j * chunkSlots; i < min((j+1)*chunkSlots, cur.slots()); i++ {
					if cur.empty(i) {
						continue
					}
					k, n, _ := cur.at(i)
					e.n = n
					e.expand(unpack(k, pl.window), 0)
					ch.ends = append(ch.ends, int32(len(e.batch)))
				}
				ch.out = e.batch
				ch.done <- struct{}{}
			}
		})
	}
	defer func() {
		close(todo)
		wg.Wait()
	}()
	sent := 0
	for ; sent < min(len(ring), jobs); sent++ {
		todo <- sent
	}
	for j := range jobs {
		ch := &ring[j%len(ring)]
		<-ch.done
		from := int32(0)
		for _, end := range ch.ends {
			s.st.expanded++
			if s.st.expanded&0xffff == 0 && ctx.Err() != nil {
				return &errLimit{states: x.next.len(), cell: x.c + 1, cause: "the time limit passed"}
			}
			for _, p := range ch.out[from:end] {
				x.batch = append(x.batch, p)
				if len(x.batch) == max(x.stage, batchSize) && !x.flush() {
					return errTooMany
				}
			}
			from = end
		}
		if sent < jobs {
			todo <- sent
			sent++
		}
	}
	return nil
}

// A memo's step lists the successors of the states it meets for the
// first time, expanding each, and numbers them in the order it meets
// the states. The expanding is independent state by state, so with
// expanders > 1 it is cut into chunks of memoChunk states, expanded on
// that many goroutines, and the successors are numbered on the step's
// own goroutine in the chunks' order, in the batches one goroutine
// makes: the numbers, the lists and where the memo fills are the same
// with any number of expanders.

// memoChunk is how many states of a generation one expansion job takes.
const memoChunk = 1 << 12

// memoJob is the expansion of one chunk: the successors of its states
// not listed yet, and for each such state, where its successors end in
// children.
type memoJob struct {
	children []key
	hashes   []uint64 // the children's hashes, made on the job's goroutine
	waiting  []waiting
	states   int // the chunk's states in the generation
	done     chan struct{}
}

// listChunks lists, as step's loop does, the successors of the states
// of s's generation below unlisted that nd has not listed, expanding
// them on m.expanders goroutines, and returns the generation's states
// below unlisted. nd.in must not be nd.out: the goroutines read in's
// keys while the step numbers out's.
func (s *memoScan) listChunks(ctx context.Context, nd *node, x *expansion, unlisted int) (int, error) {
	m, pl := s.m, s.pl
	jobs := (unlisted + memoChunk - 1) / memoChunk
	// The jobs' lists are kept from step to step, grown to their size.
	if len(m.jobs) != chunksInFlight*m.expanders {
		m.jobs = make([]memoJob, chunksInFlight*m.expanders)
		for i := range m.jobs {
			m.jobs[i].done = make(chan struct{}, 1)
		}
	}
	ring := m.jobs
	todo := make(chan int, len(ring))
	var wg sync.WaitGroup
	for range m.expanders {
		wg.Go(func() {
			e := expansion{pl: pl, c: x.c, back: x.back, mirror: x.mirror, collect: true}
			for j := range todo {
				job := &ring[j%len(ring)]
				e.children, job.hashes, job.waiting, job.states = job.children[:0], job.hashes[:0], job.waiting[:0], 0
				for i := j * memoChunk; i < min((j+1)*memoChunk, unlisted); i++ {
					if s.x.zero(i) {
						continue
					}
					job.states++
					if nd.isListed(i) {
						continue
					}
					e.expand(unpack(nd.in.key(uint32(i)), pl.window), 0)
					job.hashes = appendHashes(job.hashes, e.children[len(job.hashes):])
					job.waiting = append(job.waiting, waiting{uint32(i), uint32(len(e.children))})
				}
				job.children = e.children
				job.done <- struct{}{}
			}
		})
	}
	defer func() {
		close(todo)
		wg.Wait()
		// A step stopped early leaves jobs done and not taken.
		for i := range ring {
			select {
			case <-ring[i].done:
			default:
			}
		}
	}()
	sent := 0
	for ; sent < min(len(ring), jobs); sent++ {
		todo <- sent
	}
	states := 0
	for j := range jobs {
		job := &ring[j%len(ring)]
		<-job.done
		states += job.states
		if ctx.Err() != nil {
			return states, &errLimit{states: states, cell: x.c + 1, cause: "the time limit passed"}
		}
		if err := m.numberJob(nd, job); err != nil {
			return states, err
		}
		if sent < jobs {
			todo <- sent
			sent++
		}
	}
	return states, nil
}

// numberJob numbers the successors of job's states in the batches of
// buildBatch states one goroutine makes, which run on from one job to
// the next: the states of a batch left open by the jobs before, then
// whole batches read where the job's goroutine put them, and a batch
// left open for the next job, the only successors copied.
func (m *memo) numberJob(nd *node, job *memoJob) error {
	ws, from := job.waiting, uint32(0)
	open := func(ws []waiting) error {
		for _, w := range ws {
			m.children = append(m.children, job.children[from:w.end]...)
			m.hashes = append(m.hashes, job.hashes[from:w.end]...)
			from = w.end
			if err := m.wait(nd, w.state); err != nil {
				return err
			}
		}
		return nil
	}
	if len(m.waiting) > 0 {
		n := min(buildBatch-len(m.waiting), len(ws))
		if err := open(ws[:n]); err != nil {
			return err
		}
		ws = ws[n:]
	}
	for ; len(ws) >= buildBatch; ws = ws[buildBatch:] {
		if err := m.number(nd, job.children, job.hashes, from, ws[:buildBatch]); err != nil {
			return err
		}
		from = ws[buildBatch-1].end
	}
	return open(ws)
}
