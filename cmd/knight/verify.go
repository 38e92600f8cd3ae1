package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/api"
	"github.com/knightcert/knight/internal/grade"
	"github.com/knightcert/knight/internal/recheck"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
)

// cmdVerify grades the tours read from files, directories or stdin: exit 0
// when all are valid, 1 when some tour is invalid and none unreadable
// (whatever was set aside), 2 on a usage error, when any input is
// unreadable, or when text was set aside unasked and no tour is invalid.
func cmdVerify(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("verify", flag.ContinueOnError)
	var (
		boardFlag = fs.String("board", "", "board `WxH` every tour must cover (square lists without it: the smallest board that holds their squares)")
		closed    = fs.Bool("closed", false, "require closed tours")
		start     = fs.String("start", "", "required first `square`")
		end       = fs.String("end", "", "required last `square`")
		cert      = fs.String("certificate", "", "re-check the claims of the documents of prove, blame or survey -json in `FILE` (- for stdin)")
		timeout   = fs.Duration("timeout", time.Minute, "with -certificate: time for the whole re-check, certificate checks and second SAT opinions alike (0: no limit); without it, a document's SAT second opinions have "+recheck.SecondOpinionTime.String())
		maxWork   = fs.Int64("max-work", 0, "with -certificate: work `steps` for the whole input, every check of every document together (0: the default, "+strconv.Itoa(verify.DefaultMaxWork)+"); -timeout still bounds the time")
		asJSON    = fs.Bool("json", false, "print one JSON verdict a line, one for each tour")
		junit     = fs.String("junit", "", "also write a JUnit XML report, one test case a tour, to `FILE` (- for stdout)")
		first     = fs.Bool("first", false, "grade the first tour of each input only; the others are named as set aside")
		partial   = fs.Bool("skip-partial", false, "pass an input over text set aside as part of a tour (a path or board under half filled, squares before or after a tour), which is still named")
	)
	var rf readFlags
	rf.register(fs)
	var cf contestFlags
	cf.register(fs)
	if code, ok := parseFlags(fs, args, stderr, usageVerify); !ok {
		return cf.usageExit(args, code)
	}
	if code, done := cf.run(fs, *cert, stdin, stderr); done {
		return code
	}
	if msg := (limits{timeout: timeout, maxWork: maxWork}).check(); msg != "" {
		return fail(stderr, exitUsage, "verify: %s", msg)
	}
	if *maxWork != 0 && *cert == "" {
		return fail(stderr, exitUsage, "verify: -max-work bounds the re-check of -certificate, and there is none")
	}
	if *cert != "" {
		if fs.NArg() > 0 || *boardFlag != "" || *closed || *start != "" || *end != "" || *asJSON || *junit != "" || *first || *partial || rf.holes != "" || rf.piece != "" {
			fmt.Fprintf(stderr, "knight: verify: -certificate takes no other flags or arguments: the answer says what it claims\n")
			return exitUsage
		}
		// A time the user gives is the second opinions' too; by default
		// each document's have recheck.SecondOpinionTime.
		sat := time.Duration(0)
		fs.Visit(func(f *flag.Flag) {
			if f.Name == "timeout" {
				sat = -1
			}
		})
		return checkCertificate(context.Background(), *cert, stdin, stdout, stderr, *timeout, sat, *maxWork)
	}
	req, err := gradeRequest(*boardFlag, *start, *end, *closed, rf)
	if err == nil && cf.preset != "" {
		req, err = cf.apply(req)
	}
	if err != nil {
		return fail(stderr, exitUsage, "verify: %v", err)
	}
	req.First, req.SkipPartial = *first, *partial
	if *junit == "-" && *asJSON {
		return fail(stderr, exitUsage, "verify: -junit - and -json would both write to stdout; give -junit a FILE")
	}
	out := textLines
	switch {
	case *asJSON:
		out = jsonLines
	case *junit == "-":
		// The report alone on stdout, so that it stays one XML document.
		out = junitOnly
	}
	paths := fs.Args()
	if len(paths) == 0 {
		paths = []string{"-"}
	}
	return gradeTours(paths, req, out, *junit, stdin, stdout, stderr)
}

// verdictOutput is what verify prints on stdout.
type verdictOutput int8

const (
	textLines verdictOutput = iota // a line a tour and a summary line
	jsonLines                      // a JSON line a tour
	junitOnly                      // nothing but the JUnit report
)

// gradeRequest is the grader's request the flags give.
func gradeRequest(boardFlag, start, end string, closed bool, rf readFlags) (grade.Request, error) {
	var req grade.Request
	q, err := api.OptionalProblem("-", boardFlag, start, end)
	if err != nil {
		return req, err
	}
	if err := rf.check(); err != nil {
		return req, err
	}
	req.Board, req.End, req.Closed = q.Board, q.End, closed
	if req.Holes, req.Piece, err = api.OptionalShape("-", q.Board, rf.holes, rf.piece); err != nil {
		return req, err
	}
	req.Start, _ = q.Start()
	opt := rf.options(q.Board)
	req.Format, req.Flip = opt.Format, opt.Flip
	return req, req.Check()
}

// gradeTours grades every tour of the inputs and prints the verdicts as
// out says, except that with textLines one tour read from one file or
// stdin gets a single verdict (the verdict on stdout when valid, the fault
// on stderr when not). junit, when set, names the
// file for the JUnit report.
func gradeTours(paths []string, req grade.Request, out verdictOutput, junit string, stdin io.Reader, stdout, stderr io.Writer) int {
	var kept []grade.Verdict
	w := bufio.NewWriter(stdout)
	// One input that is not a directory may hold a single tour: its first
	// verdict waits until a second shows there are more, and the lines
	// then go out as they come.
	single := out == textLines && len(paths) == 1 && !isDir(paths[0])
	var first *grade.Verdict
	n := 0
	line := func(v grade.Verdict) error {
		_, err := fmt.Fprintf(w, "%s: %s%s\n", v.Where(), v.String(), boardHint(v))
		return err
	}
	each := func(v grade.Verdict) error {
		n++
		if junit != "" {
			// The report names no square, so a verdict is held without
			// its path.
			small := v
			small.Path = nil
			kept = append(kept, small)
		}
		switch {
		case single && n == 1:
			first = &v
			return nil
		case single && n == 2:
			if err := line(*first); err != nil {
				return err
			}
			first = nil
		case out == junitOnly:
			return nil
		case out == jsonLines:
			return grade.WriteJSON(w, v)
		}
		return line(v)
	}
	sum, err := grade.Files(paths, stdin, req, each)
	if err != nil {
		return writeFailed(stderr, "verify", err)
	}
	code := exitCode(sum.Worst())
	switch {
	case first != nil:
		code = singleVerdict(*first, w, stderr)
	case out == textLines:
		fmt.Fprintln(w, sum)
	}
	if err := w.Flush(); err != nil {
		return writeFailed(stderr, "verify", err)
	}
	if junit != "" {
		if err := writeJUnitFile(junit, kept, stdout); err != nil {
			return fail(stderr, exitUsage, "verify: -junit: %v", err)
		}
	}
	if aside := sum.SetAside + sum.Allowed; sum.Tours() == 0 && aside > 0 {
		// -skip-partial and -first pass an input over text set aside
		// beside tours graded; with none, nothing was checked to pass.
		names := strings.ReplaceAll(" "+strings.Join(paths, " ")+" ", " - ", " stdin ")
		return fail(stderr, exitUsage, "verify: no tour graded in %s, only %d %s set aside, which could be %s: nothing to pass", strings.TrimSpace(names), aside, board.Plural(aside, "text", "texts"), board.Plural(aside, "a tour", "tours"))
	}
	if sum.Tours() == 0 {
		return fail(stderr, exitUsage, "verify: no tours in %s (%d %s skipped)", strings.Join(paths, " "), sum.Skipped, board.Plural(sum.Skipped, "file", "files"))
	}
	return code
}

func isDir(name string) bool {
	info, err := os.Stat(name)
	return name != "-" && err == nil && info.IsDir()
}

// exitCode is the exit code of a verdict: 0 valid, 1 invalid, 2
// unreadable.
func exitCode(s grade.Status) int {
	switch s {
	case grade.Valid:
		return exitYes
	case grade.Invalid:
		return exitNo
	}
	return exitUsage
}

// boardHint is what a verdict's line adds when a board would let the
// input be read: the flag that gives one.
func boardHint(v grade.Verdict) string {
	if errors.Is(v.Fault, notation.ErrNoBoard) {
		return "; give -board WxH"
	}
	return ""
}

// singleVerdict prints the one verdict of one input: on stdout when
// valid, else on stderr prefixed "knight: ", positioned when the fault is
// placed in the text (a square at fault of an invalid tour, too).
func singleVerdict(v grade.Verdict, stdout, stderr io.Writer) int {
	var perr *board.ParseError
	var pathErr *fs.PathError
	switch {
	case v.Status == grade.Valid:
		fmt.Fprintln(stdout, v.String()+boardHint(v))
	case v.Status == grade.SetAside:
		fmt.Fprintf(stderr, "knight: %s: %s\n", v.Where(), v.String())
	case errors.As(v.Fault, &pathErr):
		fmt.Fprintf(stderr, "knight: verify: %s\n", v.Detail())
	case v.Status == grade.Unreadable || errors.As(v.Fault, &perr) || v.Col > 0:
		fmt.Fprintf(stderr, "knight: %s: %s%s\n", v.Where(), v.Detail(), boardHint(v))
	default:
		fmt.Fprintf(stderr, "knight: %s\n", v.Detail())
	}
	return exitCode(v.Status)
}

// writeJUnitFile writes the JUnit report to the file named, or to stdout
// for "-".
func writeJUnitFile(name string, vs []grade.Verdict, stdout io.Writer) error {
	if name == "-" {
		return grade.WriteJUnit(stdout, "knight verify", vs)
	}
	f, err := os.Create(name)
	if err != nil {
		return err
	}
	if err := grade.WriteJUnit(f, "knight verify", vs); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// readFlags are the flags that say how to read a path: -read picks a
// notation when two readings make sense, -flip reads a grid's first row as
// rank 1, -holes and -piece make the board a shape.
type readFlags struct {
	format, holes, piece string
	flip                 bool
}

func (f *readFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.format, "read", "auto", "read the input as `NOTATION`: auto, alg, prolog, xy, grid, json, numbers or index")
	fs.BoolVar(&f.flip, "flip", false, "read a grid's first row as rank 1 (default: the top rank, as boards are printed)")
	registerShapeFlags(fs, &f.holes, &f.piece)
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
