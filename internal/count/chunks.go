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
