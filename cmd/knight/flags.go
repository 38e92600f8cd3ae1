package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/knightcert/knight/board"
)

// problemFlags are the flags that pose a board.Problem, shared by tour,
// prove and cnf so that each reads them the same way.
type problemFlags struct {
	board, start, end, prefix string
	closed                    bool
	// defaultStart is the start when neither -start nor -prefix gives one;
	// "" means any start.
	defaultStart string
}

// register defines the flags on fs; f.board, if set, is -board's default.
func (f *problemFlags) register(fs *flag.FlagSet, defaultStart string) {
	f.defaultStart = defaultStart
	fs.StringVar(&f.board, "board", f.board, "board `WxH` (W files, H ranks), or N for NxN")
	startHelp := "start `square` (algebraic, p(X,Y) or X,Y; default: any)"
	if defaultStart != "" {
		startHelp = "start `square` (algebraic, p(X,Y) or X,Y; default " + defaultStart + " unless -prefix gives one)"
	}
	fs.StringVar(&f.start, "start", "", startHelp)
	fs.StringVar(&f.end, "end", "", "required last `square`")
	fs.StringVar(&f.prefix, "prefix", "", "`squares` the tour must begin with, one argument separated by spaces")
	fs.BoolVar(&f.closed, "closed", false, "ask for a closed tour (last square a knight move from the first)")
}

// problem builds the problem the flags pose, or a usage error naming the
// flag at fault.
func (f *problemFlags) problem() (board.Problem, error) {
	if f.board == "" {
		return board.Problem{}, errors.New("-board is required")
	}
	b, err := board.Parse(f.board)
	if err != nil {
		return board.Problem{}, fmt.Errorf("-board: %w", err)
	}
	q := board.Problem{Board: b, Closed: f.closed}
	if f.prefix != "" {
		if q.Prefix, err = board.ParsePath(f.prefix); err != nil {
			return board.Problem{}, fmt.Errorf("-prefix: %w", err)
		}
	}
	start := f.start
	if start == "" && len(q.Prefix) == 0 {
		start = f.defaultStart
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
			return board.Problem{}, fmt.Errorf("-start %v disagrees with -prefix, which starts on %v", s, q.Prefix[0])
		}
	}
	if f.end != "" {
		if q.End, err = board.ParseSquare(f.end); err != nil {
			return board.Problem{}, fmt.Errorf("-end: %w", err)
		}
	}
	if err := q.Check(); err != nil {
		return board.Problem{}, err
	}
	return q, nil
}

// parseFlags parses args and reports a usage error on stderr; ok is false
// when the command should stop with code (0 for -h, 2 otherwise).
func parseFlags(fs *flag.FlagSet, args []string, stderr io.Writer) (code int, ok bool) {
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitYes, false
		}
		return exitUsage, false
	}
	return 0, true
}

// fail prints a diagnostic and returns code.
func fail(stderr io.Writer, code int, format string, args ...any) int {
	fmt.Fprintf(stderr, "knight: "+format+"\n", args...)
	return code
}

// listFormat reads a -format flag that names a tour notation: alg, prolog,
// xy or grid (JSON has its own -json flag).
func listFormat(s string) (board.Format, error) {
	f, err := board.ParseFormat(s)
	if err != nil || f == board.JSON {
		return 0, fmt.Errorf("%q: want alg, prolog, xy or grid", s)
	}
	return f, nil
}

// isTerminal reports whether w is a terminal, where long work shows its
// progress.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}
