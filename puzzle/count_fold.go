package puzzle

import (
	"context"
	"sync"
	"sync/atomic"
)

// fold runs a count's tasks and adds their counts in search order, as if
// one goroutine ran them one after the other, each from an empty cache,
// with the budget and the count limit what the tasks before it left, and
// each keeping its first keep solutions. Past [warmup] steps, workers
// run the tasks ahead speculatively, with the budget then left; fold
// takes a result as it is when that run did not stop and fits what was
// left when its turn comes, else runs the task again with what was left,
// which is what the lone goroutine would have done. So the count, the steps and the solutions kept do not depend
// on the number of workers or on timing (the context's end aside).
type fold struct {
	setup     *countSetup
	ctx       context.Context
	budget    int64 // steps left for the tasks
	limit     int64
	keep      int
	cacheBits int
}

type taskResult struct {
	count, nodes int64
	stopped      bool
	found        [][]int
}

func (f *fold) newSearcher() *searcher {
	s := &searcher{countSetup: f.setup, ctx: f.ctx, path: make([]int, f.setup.n), keep: f.keep}
	if f.cacheBits > 0 {
		s.cache = newCountCache(f.cacheBits)
	}
	return s
}

// runTask searches tk's completions within budget steps, stopping at
// limit of them (0: none).
func (f *fold) runTask(s *searcher, tk task, budget, limit int64) taskResult {
	s.start = tk.path[0]
	copy(s.path, tk.path)
	s.count, s.nodes, s.reported, s.budget, s.limit = 0, 0, 0, budget, limit
	s.stopped, s.found = false, nil
	if s.cache != nil {
		s.cache.reset()
	}
	t := len(tk.path)
	s.search(t, tk.path[t-1], tk.free, tk.end)
	return taskResult{count: s.count, nodes: s.nodes, stopped: s.stopped, found: s.found}
}

// taskLimit is the count limit of a task whose completions stand for
// weight solutions each, counted solutions found before it: 0 for none.
func (f *fold) taskLimit(counted, weight int64) int64 {
	if f.limit <= 0 {
		return 0
	}
	return (f.limit - counted + weight - 1) / weight
}

// warmup is how many steps fold spends on the first tasks alone before
// it starts the workers: most counts are over by then, and goroutines
// would cost them more than they save.
const warmup = 1 << 18

// countAhead is the tasks the workers may run ahead: each is claimed
// once, by a worker or by fold, and done closes when a worker's result
// is in.
type countAhead struct {
	claimed []atomic.Bool
	done    []chan struct{}
	results []*taskResult
	next    atomic.Int64
	spent   atomic.Int64
	stop    atomic.Bool
	wg      sync.WaitGroup
}

// start runs the tasks from first on, in order, on workers goroutines,
// each with the budget left, until all are claimed, the budget is spent
// between them, stop is set or the context ends.
func (f *fold) start(tasks []task, first, workers int, budget int64) *countAhead {
	sp := &countAhead{claimed: make([]atomic.Bool, len(tasks)), done: make([]chan struct{}, len(tasks)), results: make([]*taskResult, len(tasks))}
	for i := range sp.done {
		sp.done[i] = make(chan struct{})
	}
	sp.next.Store(int64(first))
	for range workers {
		sp.wg.Add(1)
		go func() {
			defer sp.wg.Done()
			s := f.newSearcher()
			s.spent, s.spentBudget, s.halt = &sp.spent, budget, &sp.stop
			for !sp.stop.Load() && sp.spent.Load() <= budget && f.ctx.Err() == nil {
				i := int(sp.next.Add(1) - 1)
				if i >= len(tasks) {
					return
				}
				if !sp.claimed[i].CompareAndSwap(false, true) {
					continue // fold took it
				}
				r := f.runTask(s, tasks[i], budget, f.taskLimit(0, tasks[i].weight))
				sp.spent.Add(s.nodes - s.reported)
				sp.results[i] = &r
				close(sp.done[i])
			}
		}()
	}
	return sp
}

// result is task i's speculative result, waited for when a worker has
// it, or nil when fold is to run the task itself.
func (sp *countAhead) result(i int) *taskResult {
	if sp == nil || sp.claimed[i].CompareAndSwap(false, true) {
		return nil
	}
	<-sp.done[i]
	return sp.results[i]
}

// run returns the count, the steps, the first solutions and whether the
// count is exact.
func (f *fold) run(tasks []task, workers int) (total, nodes int64, found [][]int, exact bool) {
	s := f.newSearcher()
	remaining := f.budget
	var sp *countAhead
	defer func() {
		if sp != nil {
			sp.stop.Store(true)
			sp.wg.Wait()
		}
	}()
	for i, tk := range tasks {
		if sp == nil && workers > 1 && nodes >= warmup && i < len(tasks)-1 {
			sp = f.start(tasks, i, workers, remaining)
		}
		if f.limit > 0 && total >= f.limit {
			return total, nodes, found, false
		}
		limit := f.taskLimit(total, tk.weight)
		r := sp.result(i)
		if r == nil || r.stopped || r.nodes > remaining || limit > 0 && r.count >= limit {
			if f.ctx.Err() != nil {
				return total, nodes, found, false
			}
			again := f.runTask(s, tk, remaining, limit)
			r = &again
		}
		total += r.count * tk.weight
		nodes += r.nodes
		remaining -= r.nodes
		for _, sol := range r.found {
			if len(found) < f.keep {
				found = append(found, sol)
			}
		}
		if r.stopped {
			return total, nodes, found, false
		}
	}
	return total, nodes, found, true
}
