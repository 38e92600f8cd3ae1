package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/encode"
)

// cmdCnf writes the DIMACS formula of a tour problem to stdout.
func cmdCnf(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("cnf", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	boardFlag := fs.String("board", "", "board as WxH (W files, H ranks), or N for NxN")
	start := fs.String("start", "", "first square (default: any)")
	end := fs.String("end", "", "last square (default: any)")
	closed := fs.Bool("closed", false, "ask for a closed tour")
	prefix := fs.String("prefix", "", "squares the tour begins with, separated by spaces")
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
	q, err := parseProblem(*boardFlag, *start, *end, *prefix, *closed)
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

// parseProblem builds a tour problem from the flags cnf (and prove) share:
// -start alone is a one-square prefix; with -prefix it must be the prefix's
// first square.
func parseProblem(boardFlag, start, end, prefix string, closed bool) (board.Problem, error) {
	if boardFlag == "" {
		return board.Problem{}, errors.New("-board is required")
	}
	b, err := board.Parse(boardFlag)
	if err != nil {
		return board.Problem{}, fmt.Errorf("-board: %w", err)
	}
	q := board.Problem{Board: b, Closed: closed}
	q.Prefix, err = board.ParsePath(prefix)
	if err != nil {
		return board.Problem{}, fmt.Errorf("-prefix: %w", err)
	}
	if start != "" {
		s, err := board.ParseSquare(start)
		if err != nil {
			return board.Problem{}, fmt.Errorf("-start: %w", err)
		}
		switch {
		case len(q.Prefix) == 0:
			q.Prefix = board.Path{s}
		case q.Prefix[0] != s:
			return board.Problem{}, fmt.Errorf("-start %v: the prefix begins on %v", s, q.Prefix[0])
		}
	}
	if end != "" {
		q.End, err = board.ParseSquare(end)
		if err != nil {
			return board.Problem{}, fmt.Errorf("-end: %w", err)
		}
	}
	if err := q.Check(); err != nil {
		return board.Problem{}, err
	}
	return q, nil
}
