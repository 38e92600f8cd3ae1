package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/knightcert/knight/encode"
)

// cmdCnf writes the DIMACS formula of a tour problem to stdout.
func cmdCnf(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("cnf", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var pf problemFlags
	pf.register(fs, "")
	var names []string
	for _, e := range encode.Encodings() {
		names = append(names, e.String())
	}
	encoding := fs.String("encoding", encode.Encoding(0).String(), "encoding: "+strings.Join(names, ", "))
	maxSquares := fs.Int("max-squares", encode.DefaultMaxSquares, "refuse boards with more squares")
	maxLiterals := fs.Int("max-literals", 0, "refuse formulas larger than `size`: clause literals plus 8 per variable (0: 2^25)")
	timeout := fs.Duration("timeout", 0, "give up after `duration` (0: no limit); only the lazy encoding solves before writing, the others only build")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(stdout)
			fs.PrintDefaults()
			return exitYes
		}
		fmt.Fprintf(stderr, "knight: cnf: %v\n", err)
		fs.SetOutput(stderr)
		fs.PrintDefaults()
		return exitUsage
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "knight: cnf: unexpected argument %q\n", fs.Arg(0))
		return exitUsage
	}
	q, err := pf.problem()
	if err != nil {
		fmt.Fprintf(stderr, "knight: cnf: %v\n", err)
		return exitUsage
	}
	if *maxSquares < 1 {
		fmt.Fprintf(stderr, "knight: cnf: -max-squares %d: want at least 1\n", *maxSquares)
		return exitUsage
	}
	if *timeout < 0 {
		fmt.Fprintf(stderr, "knight: cnf: -timeout %v: want 0 (no limit) or more\n", *timeout)
		return exitUsage
	}
	enc, err := encode.ParseEncoding(*encoding)
	if err != nil {
		fmt.Fprintf(stderr, "knight: cnf: -encoding: %v\n", err)
		return exitUsage
	}
	ctx := context.Background()
	if *timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *timeout)
		defer cancel()
	}
	opt := encode.Options{Encoding: enc, MaxSquares: *maxSquares, MaxLiterals: *maxLiterals}
	if err := encode.WriteDIMACS(ctx, stdout, q, opt); err != nil {
		fmt.Fprintf(stderr, "knight: cnf: %v\n", err)
		if errors.Is(err, context.DeadlineExceeded) {
			return exitUndecided
		}
		return exitUsage
	}
	return exitYes
}
