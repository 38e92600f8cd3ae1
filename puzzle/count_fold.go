package puzzle

import (
	"context"
	"sync"
	"sync/atomic"
)

// fold runs a count's tasks and adds their counts in search order, as if
// one goroutine ran them one after the other, each from an empty cache,
// with the budget and the count limit what the tasks before it left, and
// each keeping its first keep solutions. With several workers the tasks
// run ahead speculatively, with the whole budget; fold takes a result as
// it is when that run did not stop and fits what was left, else runs the
// task again with what was left, which is what the lone goroutine would
// have done. So the count, the steps and the solutions kept do not depend
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

// run returns the count, the steps, the first solutions and whether the
// count is exact.
func (f *fold) run(tasks []task, workers int) (total, nodes int64, found [][]int, exact bool) {
	results := make([]*taskResult, len(tasks))
	var searchers []*searcher
	if workers > 1 && len(tasks) > 1 {
		var next, spent atomic.Int64
		var wg sync.WaitGroup
		searchers = make([]*searcher, workers)
		for w := range searchers {
			s := f.newSearcher()
			s.spent, s.spentBudget = &spent, f.budget
			searchers[w] = s
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					i := int(next.Add(1) - 1)
					if i >= len(tasks) || spent.Load() > f.budget || f.ctx.Err() != nil {
						return
					}
					r := f.runTask(s, tasks[i], f.budget, f.taskLimit(0, tasks[i].weight))
					spent.Add(s.nodes - s.reported)
					results[i] = &r
				}
			}()
		}
		wg.Wait()
	}
	var s *searcher
	if len(searchers) > 0 {
		s = searchers[0]
		s.spent = nil
	} else {
		s = f.newSearcher()
	}
	remaining := f.budget
	for i, tk := range tasks {
		if f.limit > 0 && total >= f.limit {
			return total, nodes, found, false
		}
		limit := f.taskLimit(total, tk.weight)
		r := results[i]
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
