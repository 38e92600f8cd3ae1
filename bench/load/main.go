// Command load drives a knight server on loopback for a bounded time and
// reports requests per second, p50 and p99 latency: 80% verify of 8x8
// tours, 20% blame of stuck 8x8 games. With -hostile N, N extra clients
// send requests the server must refuse quickly (an oversized body, a
// 10000x10000 board, a 100x100 SAT re-check document) in every other
// window of -alternate; the clean requests are reported apart for the
// quiet windows and the hostile ones, so that both mixes are measured in
// the same run under the same background load (the machine is shared).
// With -exact N, N more clients ask the whole time for hard 12x12
// puzzles (puzzle/make), exact work that waits for a worker: the clean
// verifies must still be answered quickly, none refused. Each kind's 503s
// are counted. bench/serve.sh runs it against a fresh server per run and reads the
// server's peak RSS.
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"os"
	"slices"
	"sort"
	"sync"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/prove"
)

func main() {
	target := flag.String("url", "http://127.0.0.1:18181", "server `URL`; must be on loopback")
	clients := flag.Int("clients", 16, "clients sending the clean mix")
	hostileClients := flag.Int("hostile", 0, "extra clients sending requests the server must refuse")
	exactClients := flag.Int("exact", 0, "extra clients asking, the whole time, for hard 12x12 puzzles (exact work that waits for a worker)")
	duration := flag.Duration("duration", 20*time.Second, "how long to send (at most 2m)")
	seed := flag.Uint64("seed", 1, "seed of the games and the mix")
	alternate := flag.Duration("alternate", 2*time.Second, "length of the windows that alternate quiet and hostile")
	flag.Parse()
	u, err := url.Parse(*target)
	if err != nil || (u.Hostname() != "127.0.0.1" && u.Hostname() != "localhost") {
		fmt.Fprintf(os.Stderr, "load: -url %q: only loopback (127.0.0.1) is allowed\n", *target)
		os.Exit(2)
	}
	if *alternate <= 0 || *duration <= 0 || *duration > 2*time.Minute || *clients < 1 || *clients > 256 || *hostileClients < 0 || *hostileClients > 64 || *exactClients < 0 || *exactClients > 64 {
		fmt.Fprintln(os.Stderr, "load: want 0 < -duration <= 2m, 1 <= -clients <= 256, 0 <= -hostile <= 64, 0 <= -exact <= 64")
		os.Exit(2)
	}
	tours, games := workload(*seed)
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: *clients + *hostileClients + *exactClients}, Timeout: 30 * time.Second}
	ctx, cancel := context.WithTimeout(context.Background(), *duration)
	defer cancel()

	start := time.Now()
	// hostileNow: the window at time t is hostile (odd) or quiet (even).
	hostileNow := func(t time.Time) bool { return *hostileClients > 0 && int(t.Sub(start) / *alternate)%2 == 1 }
	var mu sync.Mutex
	clean := map[string][]time.Duration{}
	hostile := map[string][]time.Duration{}
	statuses := map[string]int{}
	// record counts every answer by status; latencies are of the answers
	// (200) for clean requests, of every refusal for hostile ones.
	record := func(m map[string][]time.Duration, kind string, status int, d time.Duration, refusal bool) {
		mu.Lock()
		if status == http.StatusOK || refusal {
			m[kind] = append(m[kind], d)
		}
		statuses[fmt.Sprintf("%s %d", kind, status)]++
		mu.Unlock()
	}
	var wg sync.WaitGroup
	for i := range *clients {
		wg.Go(func() {
			rng := rand.New(rand.NewPCG(*seed, uint64(i)))
			for ctx.Err() == nil {
				kind, path, body := "verify", "/v1/verify?board=8x8", tours[rng.IntN(len(tours))]
				if rng.IntN(10) < 2 {
					kind, path, body = "blame", "/v1/blame?board=8x8", games[rng.IntN(len(games))]
				}
				window := "quiet"
				if hostileNow(time.Now()) {
					window = "hostile"
				}
				status, d := send(client, *target+path, []byte(body))
				if ctx.Err() == nil {
					record(clean, window+" "+kind, status, d, false)
				}
			}
		})
	}
	bigBody := bytes.Repeat([]byte("a1 "), 1<<20)
	recheck := []byte(`{"board":"100x100","start":"a1","status":"none","method":"sat"}`)
	for i := range *hostileClients {
		wg.Go(func() {
			for n := i; ctx.Err() == nil; n++ {
				if !hostileNow(time.Now()) {
					time.Sleep(10 * time.Millisecond)
					continue
				}
				kind, path, body := "oversized", "/v1/verify?board=8x8", bigBody
				switch n % 3 {
				case 1:
					kind, path, body = "10000x10000", "/v1/verify?board=10000x10000", []byte("a1 c2")
				case 2:
					kind, path, body = "sat-100x100", "/v1/verify?certificate=true", recheck
				}
				status, d := send(client, *target+path, body)
				if ctx.Err() == nil {
					record(hostile, kind, status, d, true)
				}
			}
		})
	}
	// Exact clients: each asks for a hard 12x12 puzzle, a new seed each
	// time, as the page's "make" does; what they get is counted, not
	// timed.
	for i := range *exactClients {
		wg.Go(func() {
			for n := 0; ctx.Err() == nil; n++ {
				url := fmt.Sprintf("%s/v1/puzzle/make?board=12x12&level=hard&seed=%d", *target, uint64(i)*100000+uint64(n)+*seed)
				status, d := send(client, url, nil)
				if ctx.Err() == nil {
					record(hostile, "exact puzzle/make 12x12", status, d, true)
				}
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)

	windows := []string{"quiet"}
	if *hostileClients > 0 {
		windows = append(windows, "hostile")
	}
	p99 := map[string]time.Duration{}
	for _, window := range windows {
		var all []time.Duration
		for _, kind := range []string{"verify", "blame"} {
			all = append(all, clean[window+" "+kind]...)
		}
		share := elapsed.Seconds() / float64(len(windows))
		p99[window] = pct(all, 99)
		fmt.Printf("clean requests in %s windows: %d in %.1fs = %.0f req/s, p50 %s, p99 %s\n", window, len(all), share, float64(len(all))/share, pct(all, 50), pct(all, 99))
		for _, kind := range []string{"verify", "blame"} {
			ds := clean[window+" "+kind]
			fmt.Printf("  %s: %d answered, p50 %s, p99 %s, %d refused with 503\n", kind, len(ds), pct(ds, 50), pct(ds, 99), statuses[fmt.Sprintf("%s %s %d", window, kind, http.StatusServiceUnavailable)])
		}
	}
	if *hostileClients > 0 && p99["quiet"] > 0 {
		fmt.Printf("p99 of the clean requests, hostile windows against quiet: %.2fx\n", float64(p99["hostile"])/float64(p99["quiet"]))
	}
	for _, kind := range slices.Sorted(mapKeys(hostile)) {
		fmt.Printf("hostile %s: %d, p50 %s, p99 %s\n", kind, len(hostile[kind]), pct(hostile[kind], 50), pct(hostile[kind], 99))
	}
	fmt.Printf("statuses:")
	for _, k := range slices.Sorted(mapKeys(statuses)) {
		fmt.Printf(" [%s]=%d", k, statuses[k])
	}
	fmt.Println()
}

func mapKeys[V any](m map[string]V) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

// send posts body and returns the status and the time to the whole answer.
func send(client *http.Client, url string, body []byte) (int, time.Duration) {
	t0 := time.Now()
	res, err := client.Post(url, "text/plain", bytes.NewReader(body))
	if err != nil {
		return 0, time.Since(t0)
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.StatusCode, time.Since(t0)
}

func pct(ds []time.Duration, p int) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[min(len(s)-1, len(s)*p/100)].Round(10 * time.Microsecond)
}

// workload makes 8x8 tours from every start and 64 games a mostly greedy
// random player played on 8x8 until stuck short of a tour, all seeded.
func workload(seed uint64) (tours, games []string) {
	b := board.MustParse("8x8")
	for i := range b.Size() {
		q := board.Problem{Board: b, Prefix: board.Path{b.Square(i)}}
		res, err := prove.Tour(context.Background(), q, prove.Options{Method: evidence.Heuristic, Seed: int64(i)})
		if err == nil && res.Status == board.Found {
			tours = append(tours, res.Tour.String())
		}
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	for len(games) < 64 {
		p := play(b, rng)
		if len(p) < b.Size() {
			games = append(games, p.String())
		}
	}
	return tours, games
}

// play moves to a square with the fewest onward moves three times in four,
// else to a random one, until no move is left.
func play(b board.Board, rng *rand.Rand) board.Path {
	seen := map[board.Square]bool{}
	s := b.Square(rng.IntN(b.Size()))
	p := board.Path{s}
	seen[s] = true
	next := func(s board.Square) []board.Square {
		var out []board.Square
		for _, m := range board.Moves {
			t := board.Square{X: s.X + m.X, Y: s.Y + m.Y}
			if b.Contains(t) && !seen[t] {
				out = append(out, t)
			}
		}
		return out
	}
	for {
		moves := next(s)
		if len(moves) == 0 {
			return p
		}
		pick := moves[rng.IntN(len(moves))]
		if rng.IntN(4) > 0 {
			sort.Slice(moves, func(i, j int) bool { return len(next(moves[i])) < len(next(moves[j])) })
			pick = moves[0]
		}
		s = pick
		seen[s] = true
		p = append(p, s)
	}
}
