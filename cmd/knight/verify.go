package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
)

// cmdVerify checks a tour read from a file or stdin: exit 0 valid, 1 not a
// valid tour, 2 usage error or unreadable input.
func cmdVerify(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("verify", flag.ContinueOnError)
	var (
		boardFlag = fs.String("board", "", "board `WxH` (required for square lists)")
		closed    = fs.Bool("closed", false, "require a closed tour")
		start     = fs.String("start", "", "required first `square`")
		end       = fs.String("end", "", "required last `square`")
		cert      = fs.String("certificate", "", "re-check the \"none\" answer of prove -json in `FILE` (- for stdin)")
		timeout   = fs.Duration("timeout", time.Minute, "with -certificate: time for the second SAT opinion (0: no limit)")
		asJSON    = fs.Bool("json", false, "print the verdict as one JSON document")
	)
	var rf readFlags
	rf.register(fs)
	if code, ok := parseFlags(fs, args, stderr, usageVerify); !ok {
		return code
	}
	if msg := (limits{timeout: timeout}).check(); msg != "" {
		return fail(stderr, exitUsage, "verify: %s", msg)
	}
	if *cert != "" {
		if fs.NArg() > 0 || *boardFlag != "" || *closed || *start != "" || *end != "" || *asJSON {
			fmt.Fprintf(stderr, "knight: verify: -certificate takes no other flags or arguments: the answer says what it claims\n")
			return exitUsage
		}
		return checkCertificate(context.Background(), *cert, stdin, stdout, stderr, *timeout)
	}
	q, err := optionalProblem(*boardFlag, *start, *end)
	if err != nil {
		fmt.Fprintf(stderr, "knight: verify: %v\n", err)
		return exitUsage
	}
	if *asJSON {
		return verdictJSON(fs, stdin, q, rf, *closed, true, "", stdout, stderr)
	}
	tours, name, code := readTours(fs, rf.options(q.Board), stdin, stderr)
	if code != exitYes {
		return code
	}
	if len(tours) == 1 {
		return verifyOne(q, *closed, tours[0], name, "", stdout, stderr)
	}
	// Several tours: one verdict line each on stdout; exit 2 when any is
	// unreadable, else 1 when any is invalid, else 0.
	code = exitYes
	for i, t := range tours {
		label := fmt.Sprintf("tour %d (line %d): ", i+1, t.Line)
		code = max(code, verifyOne(q, *closed, t, name, label, stdout, stdout))
	}
	return code
}

// verifyOne judges one tour under the rule of reading (notation.Judge)
// and prints its verdict: on stdout when valid, on failure on stderr
// prefixed "knight: ", or, when label is set (one tour of several), on w
// as "label invalid: ..." or "label unreadable: ...".
func verifyOne(q board.Problem, closed bool, t notation.Tour, name, label string, stdout, w io.Writer) int {
	q.Closed = closed
	j := notation.Judge(t, q, verify.Tour)
	note := ""
	if r := j.Doc.Reading(); r != "" && j.Verdict != notation.Unreadable {
		note = " (read: " + r + ")"
	}
	fail := func(code int, what string, err error) int {
		var perr *board.ParseError
		where := ""
		switch {
		case errors.As(err, &perr):
			where = name + ":"
		case errors.Is(err, board.ErrBadProblem):
			where = "verify: "
		case code == exitUsage:
			where = name + ": "
		}
		if label != "" {
			fmt.Fprintf(w, "%s%s: %s%v%s\n", label, what, where, err, note)
		} else {
			fmt.Fprintf(w, "knight: %s%v%s\n", where, err, note)
		}
		return code
	}
	switch j.Verdict {
	case notation.Unreadable:
		if errors.Is(j.Err, notation.ErrNoBoard) {
			j.Err = fmt.Errorf("%w; give -board WxH", j.Err)
		}
		return fail(exitUsage, "unreadable", j.Err)
	case notation.Invalid:
		return fail(exitNo, "invalid", j.Err)
	}
	p := j.Doc.Path
	kind := "open"
	also := ""
	if j.Problem.Closed {
		kind = "closed"
	} else if len(p) > 1 && board.IsKnightMove(p[len(p)-1], p[0]) {
		also = " (also closed)"
	}
	fmt.Fprintf(stdout, "%svalid %s tour of %v from %v to %v%s%s\n", label, kind, j.Problem.Board, p[0], p[len(p)-1], also, note)
	return exitYes
}

// readTours reads the tours of the file named by the one optional
// argument of fs (stdin when absent or "-"), each on its own; it fails,
// reporting on stderr, only when the input as a whole cannot be read.
func readTours(fs *flag.FlagSet, opt notation.ReadOptions, stdin io.Reader, stderr io.Writer) ([]notation.Tour, string, int) {
	name, r, closer, code := openInput(fs, stdin, stderr)
	if code != exitYes {
		return nil, name, code
	}
	defer closer()
	tours, err := notation.ReadTours(r, opt)
	if err != nil {
		fmt.Fprintf(stderr, "knight: %s%v\n", positioned(name, err), err)
		return nil, name, exitUsage
	}
	return tours, name, exitYes
}

// readFlags are the flags that say how to read a path: -read picks a
// notation when two readings make sense, -flip reads a grid's first row as
// rank 1.
type readFlags struct {
	format string
	flip   bool
}

func (f *readFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.format, "read", "auto", "read the input as `NOTATION`: auto, alg, prolog, xy, grid, json, numbers or index")
	fs.BoolVar(&f.flip, "flip", false, "read a grid's first row as rank 1 (default: the top rank, as boards are printed)")
}

// options are the read options the flags give, or the zero options with
// the parse error kept for readDocuments to report.
func (f *readFlags) options(b board.Board) notation.ReadOptions {
	opt := notation.ReadOptions{Board: b, Flip: f.flip}
	opt.Format, _ = notation.ParseFormat(f.format)
	return opt
}

// check reports a -read flag that names no notation.
func (f *readFlags) check() error {
	if _, err := notation.ParseFormat(f.format); err != nil {
		return fmt.Errorf("-read: %w", err)
	}
	return nil
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

// readDocument reads the one path named by the optional argument of fs
// (stdin when absent or "-"); see readDocuments.
func readDocument(fs *flag.FlagSet, opt notation.ReadOptions, stdin io.Reader, stderr io.Writer) (notation.Document, int) {
	docs, code := readDocuments(fs, opt, stdin, stderr)
	if code != exitYes {
		return notation.Document{}, code
	}
	if len(docs) > 1 {
		fmt.Fprintf(stderr, "knight: %s: the input holds %d tours (the second at line %d); %s reads one\n", fs.Name(), len(docs), docs[1].Line, fs.Name())
		return notation.Document{}, exitUsage
	}
	return docs[0], exitYes
}

// readDocuments reads the tours in the file named by the one optional
// argument of fs (stdin when absent or "-"). On failure it reports on
// stderr and returns the exit code: 1 when the input was readable but is
// no path (a grid numbering two squares alike), else 2.
func readDocuments(fs *flag.FlagSet, opt notation.ReadOptions, stdin io.Reader, stderr io.Writer) ([]notation.Document, int) {
	name, r, closer, code := openInput(fs, stdin, stderr)
	if code != exitYes {
		return nil, code
	}
	defer closer()
	docs, err := notation.ReadAll(r, opt)
	switch {
	case err == nil:
		return docs, exitYes
	case errors.Is(err, notation.ErrNoBoard):
		fmt.Fprintf(stderr, "knight: %s: %v; give -board WxH\n", name, err)
		return nil, exitUsage
	case errors.Is(err, notation.ErrNumbering):
		fmt.Fprintf(stderr, "knight: %s%v\n", positioned(name, err), err)
		return nil, exitNo
	}
	fmt.Fprintf(stderr, "knight: %s%v\n", positioned(name, err), err)
	return nil, exitUsage
}

// openInput opens the file named by the one optional argument of fs, or
// stdin when it is absent or "-".
func openInput(fs *flag.FlagSet, stdin io.Reader, stderr io.Writer) (string, io.Reader, func(), int) {
	if f := fs.Lookup("read"); f != nil {
		if _, err := notation.ParseFormat(f.Value.String()); err != nil {
			fmt.Fprintf(stderr, "knight: %s: -read: %v\n", fs.Name(), err)
			return "", nil, nil, exitUsage
		}
	}
	switch fs.NArg() {
	case 0:
	case 1:
		if arg := fs.Arg(0); arg != "-" {
			f, err := os.Open(arg)
			if err != nil {
				fmt.Fprintf(stderr, "knight: %s: %v\n", fs.Name(), err)
				return "", nil, nil, exitUsage
			}
			return arg, f, func() { f.Close() }, exitYes
		}
	default:
		fmt.Fprintf(stderr, "knight: %s: want at most one FILE, got %d arguments\n", fs.Name(), fs.NArg())
		return "", nil, nil, exitUsage
	}
	return "stdin", stdin, func() {}, exitYes
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
