package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
)

// cmdVerify checks a tour read from a file or stdin: exit 0 valid, 1 not a
// valid tour, 2 usage error or unreadable input.
func cmdVerify(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("verify", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, usageVerify) }
	var (
		boardFlag = fs.String("board", "", "board `WxH` (required for square lists)")
		closed    = fs.Bool("closed", false, "require a closed tour")
		start     = fs.String("start", "", "required first `square`")
		end       = fs.String("end", "", "required last `square`")
		cert      = fs.String("certificate", "", "re-check the \"none\" answer of prove -json in `FILE` (- for stdin)")
		timeout   = fs.Duration("timeout", time.Minute, "with -certificate: time for the second SAT opinion (0: no limit)")
	)
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	if msg := (limits{timeout: timeout}).check(); msg != "" {
		return fail(stderr, exitUsage, "verify: %s", msg)
	}
	if *cert != "" {
		if fs.NArg() > 0 || *boardFlag != "" || *closed || *start != "" || *end != "" {
			fmt.Fprintf(stderr, "knight: verify: -certificate takes no other flags or arguments: the answer says what it claims\n")
			return exitUsage
		}
		return checkCertificate(*cert, stdin, stdout, stderr, *timeout)
	}
	q, err := optionalProblem(*boardFlag, *start, *end)
	if err != nil {
		fmt.Fprintf(stderr, "knight: verify: %v\n", err)
		return exitUsage
	}
	doc, code := readDocument(fs, q.Board, stdin, stderr)
	if code != exitYes {
		return code
	}
	q.Board = doc.Board
	q.Closed = *closed || doc.Closed
	if err := q.Check(); err != nil {
		fmt.Fprintf(stderr, "knight: verify: %v\n", err)
		return exitUsage
	}
	if err := verify.Tour(q, doc.Path); err != nil {
		fmt.Fprintf(stderr, "knight: %v\n", err)
		return exitNo
	}
	p := doc.Path
	kind := "open"
	also := ""
	if q.Closed {
		kind = "closed"
	} else if len(p) > 1 && board.IsKnightMove(p[len(p)-1], p[0]) {
		also = " (also closed)"
	}
	fmt.Fprintf(stdout, "valid %s tour of %v from %v to %v%s\n", kind, q.Board, p[0], p[len(p)-1], also)
	return exitYes
}

// optionalProblem reads the -board, -start and -end flags shared by commands
// that take a problem; an empty flag is not set.
func optionalProblem(boardFlag, start, end string) (board.Problem, error) {
	var q board.Problem
	var err error
	if boardFlag != "" {
		if q.Board, err = board.Parse(boardFlag); err != nil {
			return q, fmt.Errorf("-board: %w", err)
		}
	}
	if start != "" {
		s, err := board.ParseSquare(start)
		if err != nil {
			return q, fmt.Errorf("-start: %w", err)
		}
		q.Prefix = board.Path{s}
	}
	if end != "" {
		if q.End, err = board.ParseSquare(end); err != nil {
			return q, fmt.Errorf("-end: %w", err)
		}
	}
	return q, nil
}

// readDocument reads the path named by the one optional argument of fs
// (stdin when absent or "-"). On failure it reports on stderr and returns
// the exit code: 1 when the input was readable but is no path (a grid
// numbering two squares alike), else 2.
func readDocument(fs *flag.FlagSet, known board.Board, stdin io.Reader, stderr io.Writer) (board.Document, int) {
	name, r := "stdin", stdin
	switch fs.NArg() {
	case 0:
	case 1:
		if arg := fs.Arg(0); arg != "-" {
			f, err := os.Open(arg)
			if err != nil {
				fmt.Fprintf(stderr, "knight: %s: %v\n", fs.Name(), err)
				return board.Document{}, exitUsage
			}
			defer f.Close()
			name, r = arg, f
		}
	default:
		fmt.Fprintf(stderr, "knight: %s: want at most one FILE, got %d arguments\n", fs.Name(), fs.NArg())
		return board.Document{}, exitUsage
	}
	doc, err := board.ReadPath(r, board.ReadOptions{Board: known})
	switch {
	case err == nil:
		return doc, exitYes
	case errors.Is(err, board.ErrNoBoard):
		fmt.Fprintf(stderr, "knight: %s: %v; give -board WxH\n", name, err)
		return doc, exitUsage
	case errors.Is(err, board.ErrNumbering):
		fmt.Fprintf(stderr, "knight: %s%v\n", positioned(name, err), err)
		return doc, exitNo
	}
	fmt.Fprintf(stderr, "knight: %s%v\n", positioned(name, err), err)
	return doc, exitUsage
}

// positioned is the prefix naming the input before err: "name:" when err
// starts with its own line:col, else "name: ".
func positioned(name string, err error) string {
	var perr *board.ParseError
	if errors.As(err, &perr) {
		return name + ":"
	}
	return name + ": "
}
