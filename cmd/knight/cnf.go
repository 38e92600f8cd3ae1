package main

import (
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
	encoding := fs.String("encoding", encode.Encodings()[0], "encoding: "+strings.Join(encode.Encodings(), ", "))
	maxSquares := fs.Int("max-squares", encode.DefaultMaxSquares, "refuse boards with more squares")
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
	opt := encode.Options{Encoding: *encoding, MaxSquares: *maxSquares}
	if err := encode.WriteDIMACS(stdout, q, opt); err != nil {
		fmt.Fprintf(stderr, "knight: cnf: %v\n", err)
		return exitUsage
	}
	return exitYes
}
