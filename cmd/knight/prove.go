package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/prove"
)

// cmdProve answers whether the problem has a tour, with evidence.
func cmdProve(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("prove", flag.ContinueOnError)
	var pf problemFlags
	pf.register(fs, "")
	pf.registerShape(fs)
	method := fs.String("method", "auto", "`method`: auto, parity, heuristic or sat")
	timeout := fs.Duration("timeout", 10*time.Second, "give up after `duration` (0: no limit); the answer is then unknown (exit 3)")
	budget := fs.Int64("budget", 0, "tour search's node `budget` (0: the default, which grows with the squares left)")
	encoding := fs.String("encoding", "", "SAT `encoding` (default: the encoder's)")
	maxSquares := fs.Int("max-squares", 0, "most `squares` left to cover that SAT takes (0: "+strconv.Itoa(encode.DefaultMaxSquares)+")")
	format := fs.String("format", "alg", "tour `notation`: alg, prolog, xy or grid")
	asJSON := fs.Bool("json", false, "print one JSON document")
	if code, ok := parseNoArgs(fs, args, stderr, usageProve); !ok {
		return code
	}
	if msg := (limits{timeout: timeout, budget: budget, maxSquares: maxSquares, encoding: encoding}).check(); msg != "" {
		return fail(stderr, exitUsage, "prove: %s", msg)
	}
	q, err := pf.problem()
	if err != nil {
		return fail(stderr, exitUsage, "prove: %v", err)
	}
	m, err := prove.ParseMethod(*method)
	if err != nil {
		return fail(stderr, exitUsage, "prove: -method: %v", err)
	}
	f, err := listFormat(*format)
	if err != nil {
		return fail(stderr, exitUsage, "prove: -format: %v", err)
	}
	ctx, cancel := timeoutContext(*timeout)
	defer cancel()
	a, err := prove.Tour(ctx, q, prove.Options{Method: m, Budget: *budget, Encoding: *encoding, MaxSATSquares: *maxSquares})
	if errors.Is(err, encode.ErrTooLarge) {
		return fail(stderr, exitUsage, "prove: -method sat: %v leaves %d squares to cover, more than -max-squares %d allows; raise -max-squares", q, q.SquaresLeft(), encode.SquareLimit(*maxSquares))
	}
	if err != nil {
		return fail(stderr, exitUsage, "prove: %v", err)
	}
	w := bufio.NewWriterSize(stdout, 1<<16)
	if *asJSON {
		err = a.Document().WriteJSON(w)
	} else {
		err = writeAnswerText(w, a, f)
	}
	if err != nil {
		return writeFailed(stderr, "prove", err)
	}
	if a.Limit == prove.SizeLimit {
		fail(stderr, exitUndecided, "prove: SAT was not tried: %v leaves %d squares to cover, more than -max-squares %d allows", q, q.SquaresLeft(), encode.SquareLimit(*maxSquares))
	}
	return statusCode(a.Status)
}

// statusCode maps an answer to the shared exit codes.
func statusCode(s board.Status) int {
	switch s {
	case board.Found:
		return exitYes
	case board.None:
		return exitNo
	}
	return exitUndecided
}

func writeAnswerText(w *bufio.Writer, a prove.Answer, f notation.Format) error {
	fmt.Fprintf(w, "%s: %s (%s, %.3g ms)\n", a.Status, a.Problem, a.Method, float64(a.Elapsed.Microseconds())/1000)
	if a.Status == board.Found {
		if err := notation.WritePath(w, a.Problem.Board, a.Tour, f); err != nil {
			return err
		}
	} else {
		fmt.Fprintln(w, a.Explain())
		if a.Status == board.None && a.Method == evidence.SAT {
			fmt.Fprintf(w, "the formula, for any other solver: knight cnf %s -encoding %s\n", problemArgs(a.Problem), a.SAT.Encoding)
		}
	}
	return w.Flush()
}

// problemArgs writes the flags that pose q again.
func problemArgs(q board.Problem) string {
	args := "-board " + q.Board.String()
	if h := q.Shape().HoleList(); len(h) > 0 {
		args += " -holes " + strings.ReplaceAll(h.String(), " ", ",")
	}
	if !q.Piece.IsKnight() {
		args += ` -piece "` + q.Piece.String() + `"`
	}
	switch {
	case len(q.Prefix) == 1:
		args += " -start " + q.Prefix[0].String()
	case len(q.Prefix) > 1:
		args += ` -prefix "` + q.Prefix.String() + `"`
	}
	if q.HasEnd() {
		args += " -end " + q.End.String()
	}
	if q.Closed {
		args += " -closed"
	}
	return args
}
