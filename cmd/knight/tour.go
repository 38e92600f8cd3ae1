package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"strconv"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/api"
	"github.com/knightcert/knight/internal/heuristic"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/prove"
)

// cmdTour finds a tour: knight tour -board WxH [flags].
func cmdTour(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tour", flag.ContinueOnError)
	pf := problemFlags{board: "8x8"}
	pf.register(fs, "a1")
	pf.registerShape(fs)
	seed := newSeedFlag(fs, "seed of the random tie-breaks, any whole number of 64 bits")
	budget := fs.Int64("budget", 0, "search budget in `nodes` (squares entered); 0: "+strconv.Itoa(prove.DefaultSearchBudget)+" or "+strconv.Itoa(prove.NodesPerSquare)+" per square left, whichever is more")
	format := fs.String("format", "alg", "output `format`: alg, prolog, xy or grid")
	asJSON := fs.Bool("json", false, "print one JSON document")
	ruleFlag := fs.String("rule", heuristic.Roth.String(), "tie-break `rule` of the first greedy run: roth, pohl, squirrel or random")
	if code, ok := parseNoArgs(fs, args, stderr, usageTour); !ok {
		return code
	}
	if msg := (limits{budget: budget}).check(); msg != "" {
		return fail(stderr, exitUsage, "tour: %s", msg)
	}
	q, err := pf.problem()
	if err != nil {
		return fail(stderr, exitUsage, "tour: %v", err)
	}
	rule, err := heuristic.ParseRule(*ruleFlag)
	if err != nil {
		return fail(stderr, exitUsage, "tour: -rule: %v", err)
	}
	f, err := listFormat(*format)
	if err != nil {
		return fail(stderr, exitUsage, "tour: -format: %v", err)
	}
	// The heuristic gives a certificate first, so that a board without a
	// tour (a closed 4xN) is answered at once instead of searched.
	// Compact: a walk's or a construction's tour is kept and written one
	// byte a square, so a 10000x10000 tour costs 100 MB, not 800 MB.
	res, err := prove.Tour(context.Background(), q, prove.Options{Method: evidence.Heuristic, Rule: rule, Seed: int64(seed.n), Budget: *budget, Compact: true})
	if err != nil {
		return fail(stderr, exitUsage, "tour: %v", err)
	}
	w := bufio.NewWriterSize(stdout, 1<<16)
	switch {
	case *asJSON:
		err = api.WriteTour(w, q, res)
	case res.Status == board.Found && f == notation.Grid && !q.Shape().Plain():
		// A shape's holes are marked in its grid, as render marks them.
		tour := res.Tour
		if res.Walk != nil {
			tour = res.Walk.Path()
		}
		err = notation.WriteGrid(w, q.Shape(), tour)
	case res.Status == board.Found && res.Walk != nil:
		err = notation.WriteWalk(w, q.Board, *res.Walk, f)
	case res.Status == board.Found:
		err = notation.WritePath(w, q.Board, res.Tour, f)
	}
	if err == nil {
		err = w.Flush()
	}
	if err != nil {
		return writeFailed(stderr, "tour", err)
	}
	switch res.Status {
	case board.Found:
		return exitYes
	case board.None:
		if !*asJSON {
			fail(stderr, exitNo, "tour: %s", noTourReason(q, res))
		}
		return exitNo
	}
	if !*asJSON {
		fail(stderr, exitUndecided, "tour: no tour found within %d nodes; undecided (knight prove decides)", res.Nodes)
	}
	return exitUndecided
}

// noTourReason says why there is no tour: the certificate's reason, in
// the words of knight prove, when the answer has one (the heuristic asks
// for one first: colour counts, the lines of a 4xN board, ...); else the
// exhausted search, which explains nothing to a reader.
func noTourReason(q board.Problem, res prove.Answer) string {
	if res.Certificate != nil {
		res.Problem = q
		return "no " + q.String() + ": " + lowerFirst(res.Explain())
	}
	return fmt.Sprintf("no %v: an exhaustive search (%d nodes) found none", q, res.Nodes)
}

// lowerFirst lower-cases the first letter of a sentence that goes after a
// colon, unless it begins a name (a square such as "A1" stays).
func lowerFirst(s string) string {
	if len(s) > 1 && s[0] >= 'A' && s[0] <= 'Z' && s[1] >= 'a' && s[1] <= 'z' {
		return string(s[0]+'a'-'A') + s[1:]
	}
	return s
}
