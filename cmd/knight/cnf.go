package main

import (
	"errors"
	"flag"
	"io"
	"strings"

	"github.com/knightcert/knight/encode"
)

// cmdCnf writes the DIMACS formula of a tour problem to stdout.
func cmdCnf(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("cnf", flag.ContinueOnError)
	var pf problemFlags
	pf.register(fs, "")
	encoding := fs.String("encoding", encode.Encodings()[0], "`encoding`: "+strings.Join(encode.Encodings(), ", "))
	maxSquares := fs.Int("max-squares", encode.DefaultMaxSquares, "refuse boards with more `squares`")
	if code, ok := parseFlags(fs, args, stderr, usageCnf); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return unexpectedArgument(stderr, fs)
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
	opt := encode.Options{Encoding: *encoding, MaxSquares: *maxSquares}
	err = encode.WriteDIMACS(stdout, q, opt)
	switch {
	case errors.Is(err, encode.ErrUnknownEncoding):
		return fail(stderr, exitUsage, "cnf: -encoding %q: want one of %s", *encoding, strings.Join(encode.Encodings(), ", "))
	case err != nil:
		return writeFailed(stderr, "cnf", err)
	}
	return exitYes
}
