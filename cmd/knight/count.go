package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"os"
	"os/signal"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/count"
)

// cmdCount counts tours exactly by the frontier DP of package count.
func cmdCount(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("count", flag.ContinueOnError)
	var pf problemFlags
	pf.register(fs, "")
	byStart := fs.Bool("by-start", false, "count the tours from each square and print the table")
	directed := fs.Bool("directed", false, "print the directed count (tours as sequences; the default for open tours)")
	undirected := fs.Bool("undirected", false, "print the undirected count (a tour and its reverse are one; the default for closed tours)")
	asJSON := fs.Bool("json", false, "print one JSON document")
	maxStates := fs.Int("max-states", 0, "stop, undecided, when one cell leaves more than `N` states (0: "+strconv.Itoa(count.DefaultMaxStates)+")")
	timeout := fs.Duration("timeout", 10*time.Minute, "time limit (0: no limit)")
	shard := fs.String("shard", "", "count shard `i/n` (0 <= i < n) of the state space and print its JSON document")
	merge := fs.Bool("merge", false, "add the shard documents given as FILE arguments")
	parts := fs.Int("parts", 1, "part the count (or the shard) into `P` parts after the split cell, each finished as a scan of its own (1 to "+strconv.Itoa(count.MaxParts)+")")
	workers := fs.Int("workers", runtime.GOMAXPROCS(0), "use `N` goroutines: up to N parts at once (memory: N parts' tables), the rest expanding each part's cells together")
	strip := fs.Int("strip", 0, "count every board of the same short side from length `N` up to the board's, in one scan, one answer each")
	if code, ok := parseFlags(fs, args, stderr, usageCount()); !ok {
		return code
	}
	if msg := (limits{timeout: timeout}).check(); msg != "" {
		return fail(stderr, exitUsage, "count: %s", msg)
	}
	if *maxStates < 0 {
		return fail(stderr, exitUsage, "count: -max-states %d: want 0 (the default, %d) or more", *maxStates, count.DefaultMaxStates)
	}
	if *directed && *undirected {
		return fail(stderr, exitUsage, "count: -directed and -undirected: give one")
	}
	if *merge {
		if pf.board != "" || pf.start != "" || pf.end != "" || pf.prefix != "" || pf.closed || *byStart || *shard != "" {
			return fail(stderr, exitUsage, "count: -merge takes the question from its shard documents: give only FILEs (and -json, -directed or -undirected)")
		}
		return countMerge(fs.Args(), *directed, *undirected, *asJSON, stdout, stderr)
	}
	if fs.NArg() > 0 {
		return unexpectedArgument(stderr, fs)
	}
	p, err := pf.problem()
	if err != nil {
		return fail(stderr, exitUsage, "count: %v", err)
	}
	if p.HasEnd() && len(p.Prefix) > 0 && p.End == p.Prefix[0] && p.Board.Size() > 1 {
		return fail(stderr, exitUsage, "count: -start and -end are both %v; a tour that comes back to its start is asked for with -closed", p.End)
	}
	if *parts < 1 || *parts > count.MaxParts {
		return fail(stderr, exitUsage, "count: -parts %d: want 1 to %d", *parts, count.MaxParts)
	}
	if *workers < 1 {
		return fail(stderr, exitUsage, "count: -workers %d: want 1 or more", *workers)
	}
	opt := count.Options{MaxStates: *maxStates, Parts: *parts, Workers: *workers}
	if *shard != "" {
		if *byStart {
			return fail(stderr, exitUsage, "count: -shard and -by-start: a shard is a part of one count")
		}
		if opt.Shard, opt.Shards, err = parseShard(*shard); err != nil {
			return fail(stderr, exitUsage, "count: -shard %q: %v", *shard, err)
		}
	}
	if *strip != 0 {
		if *strip < 1 || *strip > int(max(p.Board.W, p.Board.H)) {
			return fail(stderr, exitUsage, "count: -strip %d: want a length from 1 to the board's long side, %d", *strip, max(p.Board.W, p.Board.H))
		}
		if len(p.Prefix) > 0 || p.HasEnd() || *byStart || *shard != "" || *parts > 1 || !p.Shape().Plain() {
			return fail(stderr, exitUsage, "count: -strip counts whole boards of the knight in one scan: drop -start, -end, -prefix, -holes, -piece, -by-start, -shard and -parts")
		}
	}
	ctx, cancel := timeoutContext(*timeout)
	defer cancel()
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt)
	defer stop()
	wantDirected := *directed || !*undirected && !p.Closed
	if *strip != 0 {
		return countStrip(ctx, p, *strip, opt, wantDirected, *asJSON, stdout, stderr)
	}
	if *byStart {
		return countByStart(ctx, p, opt, wantDirected, *asJSON, stdout, stderr)
	}
	r, err := count.Tours(ctx, p, opt)
	if err != nil {
		return fail(stderr, exitUsage, "count: %v", err)
	}
	if !r.Exact {
		return countUndecided(p, r, *asJSON, stdout)
	}
	if opt.Shards > 0 {
		json.NewEncoder(stdout).Encode(count.NewShard(p, opt.Shard, opt.Shards, r))
		return exitYes
	}
	ans := newCountAnswer(p, p.String(), r.Undirected, r.Factor, wantDirected)
	ans.Cells, ans.States, ans.PeakStates, ans.PeakBytes = r.Cells, r.Expanded, int64(r.PeakStates), r.PeakBytes()
	ans.JoinedCells, ans.JoinPairs = r.JoinedCells, r.JoinPairs
	ans.Parts, ans.Workers = *parts, min(*workers, *parts)
	return printCount(ans, *asJSON, stdout)
}

// countAnswer is a count's answer: its document, which knight verify
// -certificate reads and re-counts, and what only the text says: the
// question in words, the cells scanned, the tables' peak size, and the
// parts of one scan with how many were counted at once.
type countAnswer struct {
	evidence.CountAnswer
	Question       string
	Cells          int
	PeakBytes      int64
	Parts, Workers int
	// JoinedCells are the cells at the far end a join counted, and
	// JoinPairs the pairs it checked.
	JoinedCells int
	JoinPairs   int64
}

func newCountAnswer(p board.Problem, question string, undirected *big.Int, factor int, directed bool) countAnswer {
	n := undirected
	if directed {
		n = new(big.Int).Mul(undirected, big.NewInt(int64(factor)))
	}
	return countAnswer{Question: question, CountAnswer: evidence.CountAnswer{Problem: p, Directed: directed, Count: n,
		Undirected: undirected, Factor: factor, Method: "frontier"}}
}

// way says which count an answer gives.
func way(directed bool) string {
	if directed {
		return "directed"
	}
	return "undirected"
}

func printCount(a countAnswer, asJSON bool, stdout io.Writer) int {
	if asJSON {
		json.NewEncoder(stdout).Encode(a.CountAnswer)
		return exitYes
	}
	fmt.Fprintln(stdout, countLine(a))
	switch {
	case a.Cells > 0 && a.Parts > 1:
		fmt.Fprintf(stdout, "method: frontier DP over %d cells in %d parts, %d at once, %s states carried, peak %s states in one part (about %s of tables at once)\n",
			a.Cells, a.Parts, a.Workers, group(strconv.FormatInt(a.States, 10)), group(strconv.FormatInt(a.PeakStates, 10)), bytesWords(a.PeakBytes))
	case a.Cells > 0 && a.JoinedCells > 0:
		fmt.Fprintf(stdout, "method: frontier DP over %d cells joined with the last %d (%s pairs checked), %s states carried, peak %s states (about %s of tables)\n",
			a.Cells, a.JoinedCells, group(strconv.FormatInt(a.JoinPairs, 10)), group(strconv.FormatInt(a.States, 10)), group(strconv.FormatInt(a.PeakStates, 10)), bytesWords(a.PeakBytes))
	case a.Cells > 0:
		fmt.Fprintf(stdout, "method: frontier DP over %d cells, %s states carried, peak %s states (about %s of tables)\n",
			a.Cells, group(strconv.FormatInt(a.States, 10)), group(strconv.FormatInt(a.PeakStates, 10)), bytesWords(a.PeakBytes))
	default:
		fmt.Fprintf(stdout, "method: frontier DP, the sum of %d shards, %s states carried in all, peak %s states in one shard\n",
			a.Shards, group(strconv.FormatInt(a.States, 10)), group(strconv.FormatInt(a.PeakStates, 10)))
	}
	return exitYes
}

// countLine is the first line of a count's text: the question and the
// number.
func countLine(a countAnswer) string {
	return fmt.Sprintf("%s: %s %s (%s)", a.Question, group(a.Count.String()), way(a.Directed), otherWay(a))
}

// countStrip counts p's board and every board of its short side from
// length from up, in one scan, and prints an answer a length: a line
// each, then the method, or one JSON document each.
func countStrip(ctx context.Context, p board.Problem, from int, opt count.Options, directed, asJSON bool, stdout, stderr io.Writer) int {
	k, long := int(min(p.Board.W, p.Board.H)), int(max(p.Board.W, p.Board.H))
	rs, err := count.Strip(ctx, k, from, long, p.Closed, opt)
	if err != nil {
		return fail(stderr, exitUsage, "count: %v", err)
	}
	var last countAnswer
	for i, r := range rs {
		q := board.Problem{Board: board.Board{W: int32(k), H: int32(from + i)}, Closed: p.Closed}
		if p.Board.W > p.Board.H {
			q.Board.W, q.Board.H = q.Board.H, q.Board.W
		}
		if !r.Exact {
			return countUndecided(q, r, asJSON, stdout)
		}
		last = newCountAnswer(q, q.String(), r.Undirected, r.Factor, directed)
		last.Cells, last.States, last.PeakStates, last.PeakBytes = r.Cells, r.Expanded, int64(r.PeakStates), r.PeakBytes()
		if asJSON {
			json.NewEncoder(stdout).Encode(last.CountAnswer)
		} else {
			fmt.Fprintln(stdout, countLine(last))
		}
	}
	if !asJSON {
		fmt.Fprintf(stdout, "method: frontier DP, one scan shared by the lengths up to their last lines; for %s, %d cells, %s states carried, peak %s states (about %s of tables)\n",
			last.Problem.Board, last.Cells, group(strconv.FormatInt(last.States, 10)), group(strconv.FormatInt(last.PeakStates, 10)), bytesWords(last.PeakBytes))
	}
	return exitYes
}

// otherWay gives the count a did not print, or why it is the same.
func otherWay(a countAnswer) string {
	if a.Factor == 1 {
		return "the same " + way(!a.Directed) + ": the question fixes the direction"
	}
	other := a.Undirected
	if !a.Directed {
		other = new(big.Int).Lsh(a.Undirected, 1)
	}
	return group(other.String()) + " " + way(!a.Directed) + ", each tour in its two directions"
}

// countUndecided prints a count stopped at its limits: exit 3, no number.
func countUndecided(p board.Problem, r count.Result, asJSON bool, stdout io.Writer) int {
	if asJSON {
		json.NewEncoder(stdout).Encode(struct {
			Question string `json:"question"`
			Status   string `json:"status"`
			Why      string `json:"why"`
			Cells    int    `json:"cells"`
			Squares  int    `json:"squares"`
		}{p.String(), "undecided", r.Why, r.Cells, r.Squares})
		return exitUndecided
	}
	fmt.Fprintf(stdout, "%s: %s (of %d cells; -max-states and -timeout raise the limits)\n", p, r.Why, r.Squares)
	return exitUndecided
}

// countByStart prints the count from every square as a grid, rank H
// first.
func countByStart(ctx context.Context, p board.Problem, opt count.Options, directed, asJSON bool, stdout, stderr io.Writer) int {
	if len(p.Prefix) > 0 {
		return fail(stderr, exitUsage, "count: -by-start counts from every square: drop -start and -prefix")
	}
	if p.Closed && p.HasEnd() {
		return fail(stderr, exitUsage, "count: -by-start -closed -end: a closed tour's end is the square before its start; count one start with -start")
	}
	rs, err := count.Starts(ctx, p, opt)
	if err != nil {
		return fail(stderr, exitUsage, "count: %v", err)
	}
	if len(rs) < p.Board.Size() || !rs[len(rs)-1].Exact {
		last := rs[len(rs)-1]
		q := p
		q.Prefix = board.Path{p.Board.Square(len(rs) - 1)}
		return countUndecided(q, last, asJSON, stdout)
	}
	b := p.Board
	counts := make([]*big.Int, len(rs))
	total := new(big.Int)
	for i, r := range rs {
		counts[i] = r.Undirected
		if directed {
			counts[i] = r.Directed()
		}
		total.Add(total, counts[i])
	}
	if asJSON {
		json.NewEncoder(stdout).Encode(evidence.CountAnswer{Problem: p, Directed: directed, ByStart: counts, Method: "frontier"})
		return exitYes
	}
	wide := 1
	for _, n := range counts {
		wide = max(wide, len(n.String()))
	}
	fmt.Fprintf(stdout, "%s from each square, %s:\n", p, way(directed))
	for y := b.H; y >= 1; y-- {
		fmt.Fprintf(stdout, "%3d", y)
		for x := int32(1); x <= b.W; x++ {
			fmt.Fprintf(stdout, " %*v", wide, counts[b.Index(board.Square{X: x, Y: y})])
		}
		fmt.Fprintln(stdout)
	}
	fmt.Fprint(stdout, "   ")
	for x := int32(1); x <= b.W; x++ {
		fmt.Fprintf(stdout, " %*s", wide, board.File(x))
	}
	fmt.Fprintf(stdout, "\nsum over the squares: %s\n", group(total.String()))
	return exitYes
}

// countMerge adds shard documents.
func countMerge(files []string, directed, undirected, asJSON bool, stdout, stderr io.Writer) int {
	if len(files) == 0 {
		return fail(stderr, exitUsage, "count: -merge: give the shard documents as FILE arguments")
	}
	shards := make([]count.Shard, len(files))
	for i, name := range files {
		data, err := readLimited(name, 1<<16)
		if err != nil {
			return fail(stderr, exitUsage, "count: -merge: %v", err)
		}
		if shards[i], err = count.ReadShard(name, data); err != nil {
			return fail(stderr, exitUsage, "count: -merge: %v", err)
		}
	}
	total, factor, err := count.Merge(shards, files)
	if err != nil {
		return fail(stderr, exitUsage, "count: -merge: %v", err)
	}
	s := shards[0]
	q := "open"
	if s.Closed {
		q = "closed"
	}
	q += " tour of " + s.Board
	if s.Prefix != "" {
		q += " after " + s.Prefix
	}
	if s.End != "" {
		q += ", ending on " + s.End
	}
	p := board.Problem{Closed: s.Closed}
	var perr error
	if p.Board, perr = board.Parse(s.Board); perr == nil && s.Prefix != "" {
		p.Prefix, perr = board.ParsePath(s.Prefix)
	}
	if perr == nil && s.End != "" {
		p.End, perr = board.ParseSquare(s.End)
	}
	if perr != nil {
		return fail(stderr, exitUsage, "count: -merge: %s: %v", files[0], perr)
	}
	wantDirected := directed || !undirected && !s.Closed
	ans := newCountAnswer(p, q, total, factor, wantDirected)
	ans.Shards = s.Shards
	// The work is the shards' together: their states added, the peak
	// the largest one shard held.
	for _, sh := range shards {
		ans.States += sh.Expanded
		ans.PeakStates = max(ans.PeakStates, int64(sh.PeakStates))
	}
	return printCount(ans, asJSON, stdout)
}

// readLimited reads a file of at most limit bytes.
func readLimited(name string, limit int64) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("%s: more than %d bytes: not a shard document", name, limit)
	}
	return data, nil
}

// parseShard reads i/n.
func parseShard(s string) (int, int, error) {
	is, ns, ok := strings.Cut(s, "/")
	i, errI := strconv.Atoi(is)
	n, errN := strconv.Atoi(ns)
	if !ok || errI != nil || errN != nil || n < 1 || n > 1<<20 || i < 0 || i >= n {
		return 0, 0, errors.New("want i/n with 0 <= i < n <= 1048576, such as 0/4")
	}
	return i, n, nil
}

// group writes a decimal number with commas between groups of three digits.
func group(n string) string {
	for i := len(n) - 3; i > 0; i -= 3 {
		n = n[:i] + "," + n[i:]
	}
	return n
}

// bytesWords writes a byte count in kB, MB or GB.
func bytesWords(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%.1f kB", float64(n)/(1<<10))
}
