package main

import (
	"context"
	"errors"
	"flag"
	"io"
	"strconv"

	"github.com/knightcert/knight/internal/encode"
)

// cmdCnf writes the DIMACS formula of a tour problem to stdout.
func cmdCnf(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("cnf", flag.ContinueOnError)
	var pf problemFlags
	pf.register(fs, "")
	pf.registerShape(fs)
	encoding := fs.String("encoding", encode.Encoding(0).String(), "`encoding`: "+encode.Names())
	maxSquares := fs.Int("max-squares", encode.DefaultMaxSquares, "refuse boards with more `squares`")
	maxLiterals := fs.Int("max-literals", 0, "refuse formulas larger than `size`: clause literals plus "+strconv.Itoa(encode.VarWeight)+" per variable (0: "+strconv.Itoa(encode.DefaultMaxLiterals)+")")
	timeout := fs.Duration("timeout", 0, "give up after `duration` (0: no limit); only the lazy encoding solves before writing, the others only build")
	if code, ok := parseNoArgs(fs, args, stderr, usageCnf); !ok {
		return code
	}
	q, err := pf.problem()
	if err != nil {
		return fail(stderr, exitUsage, "cnf: %v", err)
	}
	if *maxSquares < 1 {
		return fail(stderr, exitUsage, "cnf: -max-squares %d: want at least 1", *maxSquares)
	}
	if q.Board.Size() > *maxSquares {
		return fail(stderr, exitUsage, "cnf: %v has %d squares, more than -max-squares %d allows; raise -max-squares", q.Board, q.Board.Size(), *maxSquares)
	}
	if msg := (limits{timeout: timeout, encoding: encoding}).check(); msg != "" {
		return fail(stderr, exitUsage, "cnf: %s", msg)
	}
	enc, _ := encode.ParseEncoding(*encoding)
	ctx, cancel := timeoutContext(*timeout)
	defer cancel()
	opt := encode.Options{Encoding: enc, MaxSquares: *maxSquares, MaxLiterals: *maxLiterals}
	err = encode.WriteDIMACS(ctx, stdout, q, opt)
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return fail(stderr, exitUndecided, "cnf: %v", err)
	case errors.Is(err, encode.ErrTooLarge), errors.Is(err, encode.ErrBadOption):
		return fail(stderr, exitUsage, "cnf: %v", err)
	case err != nil:
		return writeFailed(stderr, "cnf", err)
	}
	return exitYes
}
