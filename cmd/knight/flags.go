package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/api"
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/prove"
	"github.com/knightcert/knight/verify"
)

// problemFlags are the flags that pose a board.Problem, shared by tour,
// prove and cnf so that each reads them the same way.
type problemFlags struct {
	board, start, end, prefix string
	// holes and piece make the board a shape; registerShape defines them
	// for the commands that answer shapes.
	holes, piece string
	closed       bool
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

// registerShape defines -holes and -piece on fs.
func (f *problemFlags) registerShape(fs *flag.FlagSet) {
	registerShapeFlags(fs, &f.holes, &f.piece)
}

// registerShapeFlags defines -holes and -piece on fs, into holes and
// piece.
func registerShapeFlags(fs *flag.FlagSet, holes, piece *string) {
	fs.StringVar(holes, "holes", "", "`squares` removed from the board, such as d4,e5 (default: none)")
	fs.StringVar(piece, "piece", "", "the leaper that tours: knight, camel, zebra, giraffe, `(a,b)` or leaps joined by + such as (2,2)+(3,0) (default: knight)")
}

// problem builds the problem the flags pose, as the server reads it too,
// or a usage error naming the flag at fault.
func (f *problemFlags) problem() (board.Problem, error) {
	spec := api.ProblemSpec{Board: f.board, Start: f.start, End: f.end, Prefix: f.prefix, Holes: f.holes, Piece: f.piece, Closed: f.closed, DefaultStart: f.defaultStart}
	return spec.Problem("-")
}

// parseFlags parses args, the flags of the command fs.Name(), and turns Go's
// flag messages into knight's: a misspelled flag gets the nearest defined
// one, a flag written after the first argument gets "flags go first" with
// the command line reordered, and -h prints usageHead and the flags to
// stderr. ok is false when the command should stop with code (0 for -h, 2
// otherwise).
func parseFlags(fs *flag.FlagSet, args []string, stderr io.Writer, usageHead string) (code int, ok bool) {
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			printUsage(fs, stderr, usageHead)
			return exitYes, false
		}
		return fail(stderr, exitUsage, "%s: %s", fs.Name(), flagMessage(fs, err)), false
	}
	if msg := misplacedFlags(fs, args); msg != "" {
		return fail(stderr, exitUsage, "%s: %s", fs.Name(), msg), false
	}
	return 0, true
}

// parseNoArgs is [parseFlags] for a command that takes flags only.
func parseNoArgs(fs *flag.FlagSet, args []string, stderr io.Writer, usageHead string) (code int, ok bool) {
	if code, ok := parseFlags(fs, args, stderr, usageHead); !ok {
		return code, false
	}
	if fs.NArg() > 0 {
		return unexpectedArgument(stderr, fs), false
	}
	return 0, true
}

// printUsage writes the -h text: usageHead, whose first line names the
// command, then every flag with its default, unless usageHead lists them
// itself (a line starting "  -", as usageVerify does).
func printUsage(fs *flag.FlagSet, w io.Writer, usageHead string) {
	fmt.Fprint(w, manualValues().Replace(usageHead))
	if strings.Contains(usageHead, "\n  -") {
		return
	}
	fmt.Fprintln(w, "\nflags:")
	fs.SetOutput(w)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
}

// flagMessage rewords an error of fs.Parse. The flag package words its
// errors "flag provided but not defined: -x"; that one gets a suggestion,
// the others (a missing or bad value) are clear as they are.
func flagMessage(fs *flag.FlagSet, err error) string {
	const undefined = "flag provided but not defined: "
	msg := err.Error()
	name, found := strings.CutPrefix(msg, undefined)
	if !found {
		if flagName, v, ok := badValue(msg); ok {
			if words := valueMessage(fs.Lookup(flagName), v); words != "" {
				return fmt.Sprintf("-%s %s: %s", flagName, api.Printable(strconv.Quote(v)), words)
			}
		}
		return fmt.Sprintf("%s (knight %s -h lists the flags)", api.Printable(msg), fs.Name())
	}
	return "unknown flag " + api.Printable(name) + suggestFlag(fs, name)
}

// seedFlag is a -seed flag: any whole number of 64 bits, signed or not
// ([api.ParseSeed]), kept as written for the messages that name it.
type seedFlag struct {
	n    uint64
	text string
}

func newSeedFlag(fs *flag.FlagSet, usage string) *seedFlag {
	s := &seedFlag{n: 1, text: "1"}
	fs.Var(s, "seed", usage)
	return s
}

func (s *seedFlag) String() string {
	if s == nil {
		return ""
	}
	return s.text
}

func (s *seedFlag) Set(v string) error {
	n, err := api.ParseSeed(v)
	if err != nil {
		return err
	}
	s.n, s.text = n, v
	return nil
}

func (s *seedFlag) Get() any { return s }

// perCPUFlag is a whole-number flag whose default is one per CPU: -h
// and the manual say so in words rather than print this machine's count,
// so that they read the same everywhere.
type perCPUFlag struct {
	n   int
	set bool
}

func newPerCPUFlag(fs *flag.FlagSet, name, usage string) *int {
	f := &perCPUFlag{n: runtime.NumCPU()}
	fs.Var(f, name, usage)
	return &f.n
}

// String is "" for the default, as for a zero value, so that the flag
// package prints no default beside the usage.
func (f *perCPUFlag) String() string {
	if f == nil || !f.set {
		return ""
	}
	return strconv.Itoa(f.n)
}

func (f *perCPUFlag) Set(s string) error {
	n, err := strconv.ParseInt(s, 0, strconv.IntSize)
	if err != nil {
		return errors.New("parse error")
	}
	f.n, f.set = int(n), true
	return nil
}

func (f *perCPUFlag) Get() any { return f.n }

// badValue reads the flag package's message for a value its flag cannot
// parse, `invalid value "10" for flag -timeout: parse error`: the flag's
// name and the value.
func badValue(msg string) (name, value string, ok bool) {
	rest, found := strings.CutPrefix(msg, "invalid value ")
	if !found {
		return "", "", false
	}
	quoted, err := strconv.QuotedPrefix(rest)
	if err != nil {
		return "", "", false
	}
	value, _ = strconv.Unquote(quoted)
	rest, found = strings.CutPrefix(rest[len(quoted):], " for flag -")
	name, _, colon := strings.Cut(rest, ": ")
	return name, value, found && colon
}

// valueMessage says what a value of f's kind looks like, in words a user
// reads without knowing Go's parsers ("parse error"): a duration needs
// its unit, a count is a whole number. "" for a flag of another kind.
func valueMessage(f *flag.Flag, v string) string {
	if f == nil {
		return ""
	}
	g, ok := f.Value.(flag.Getter)
	if !ok {
		return ""
	}
	switch g.Get().(type) {
	case time.Duration:
		if _, err := strconv.ParseFloat(v, 64); err == nil {
			return fmt.Sprintf("a duration needs its unit: %ss, %sms or %sm, say", v, v, v)
		}
		return "want a duration such as 10s, 500ms or 2m"
	case int, int64:
		if _, err := strconv.ParseInt(v, 10, 64); err == nil || errors.Is(err, strconv.ErrRange) {
			return "out of range"
		}
		return "want a whole number"
	case uint, uint64:
		if _, err := strconv.ParseUint(v, 10, 64); err == nil || errors.Is(err, strconv.ErrRange) {
			return "out of range"
		}
		return "want a whole number from 0"
	case *seedFlag:
		return api.ErrBadSeed.Error()
	case float64:
		return "want a number"
	case bool:
		return "want true or false"
	}
	return ""
}

// suggestFlag is " (did you mean -x?)" for the defined flag nearest to the
// one written, or a pointer to -h when none is near.
func suggestFlag(fs *flag.FlagSet, written string) string {
	var names []string
	fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	if near, ok := nearest(strings.TrimLeft(written, "-"), names); ok {
		return " (did you mean -" + near + "?)"
	}
	return fmt.Sprintf(" (knight %s -h lists the flags)", fs.Name())
}

// misplacedFlags reports flags written after the first argument, which the
// flag package leaves as arguments: the message says flags go first and
// gives the command line in that order. An explicit "--" before the
// arguments says they are meant as written.
func misplacedFlags(fs *flag.FlagSet, args []string) string {
	rest := fs.Args()
	first := len(args) - len(rest)
	if len(rest) == 0 || first > 0 && args[first-1] == "--" {
		return ""
	}
	var flags, positional []string
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		if !looksLikeFlag(a) {
			positional = append(positional, a)
			continue
		}
		name, _, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		f := fs.Lookup(name)
		if f == nil {
			return fmt.Sprintf("unknown flag %s after the argument %q%s; flags go first", api.Printable(a), rest[0], suggestFlag(fs, a))
		}
		flags = append(flags, a)
		if !hasValue && !isBoolFlag(f) && i+1 < len(rest) {
			i++
			flags = append(flags, rest[i])
		}
	}
	if len(flags) == 0 {
		return ""
	}
	// A subcommand's name is two words ("puzzle solve"), each an argument.
	line := append(append(append(append([]string{"knight"}, strings.Fields(fs.Name())...), args[:first]...), flags...), positional...)
	for i, a := range line {
		line[i] = shellQuote(a)
	}
	return fmt.Sprintf("flag %s after the argument %q: flags go first, as in: %s", api.Printable(flags[0]), rest[0], strings.Join(line, " "))
}

// looksLikeFlag reports whether an argument is written as a flag: one or
// two dashes and a letter. No square, number or "-" (stdin) is.
func looksLikeFlag(a string) bool {
	name := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
	return len(name) < len(a) && name != "" && isASCIILetter(name[0])
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// shellQuote quotes an argument that a shell would split or expand.
func shellQuote(a string) string {
	if p := api.Printable(a); p != a {
		return p
	}
	if a != "" && !strings.ContainsAny(a, " \t\n'\"\\$`*?[]{}()<>|&;#~!") {
		return a
	}
	return "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
}

// nearest returns the candidate closest to written by edit distance
// (insertions, deletions, substitutions and swaps of neighbours), when it
// is close enough to be a slip: at most 2 edits, and fewer than the letters
// written. Ties go to the candidate listed first, so the answer is the same
// every run.
func nearest(written string, candidates []string) (string, bool) {
	best, bestDist := "", 3
	for _, c := range candidates {
		if d := editDistance(strings.ToLower(written), c); d < bestDist && d < len(written) {
			best, bestDist = c, d
		}
	}
	return best, best != ""
}

// editDistance is the optimal string alignment distance of a and b: the
// fewest single-byte insertions, deletions, substitutions and swaps of
// adjacent bytes that turn a into b (Damerau 1964, restricted).
func editDistance(a, b string) int {
	// rows i-2, i-1 and i of the dynamic programme
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}

// unexpectedArgument reports the first argument of a command that takes
// none: most often a flag's value written without its flag.
func unexpectedArgument(stderr io.Writer, fs *flag.FlagSet) int {
	a := fs.Arg(0)
	if _, err := board.ParseSquare(a); err == nil && fs.Lookup("start") != nil {
		return fail(stderr, exitUsage, "%s: unexpected argument %q: %s takes no arguments; for a start square write -start %s", fs.Name(), a, fs.Name(), a)
	}
	if _, err := board.Parse(a); err == nil && fs.Lookup("board") != nil {
		return fail(stderr, exitUsage, "%s: unexpected argument %q: %s takes no arguments; for a board write -board %s", fs.Name(), a, fs.Name(), a)
	}
	return fail(stderr, exitUsage, "%s: unexpected argument %q: %s takes no arguments, only flags", fs.Name(), a, fs.Name())
}

// fail prints a diagnostic and returns code.
func fail(stderr io.Writer, code int, format string, args ...any) int {
	fmt.Fprintln(stderr, "knight: "+forUsers.Replace(fmt.Sprintf(format, args...)))
	return code
}

// forUsers rewords what Go's context package says when work stops, which
// reaches messages through wrapped errors, in the words of the command's
// flags.
var forUsers = strings.NewReplacer(
	"context deadline exceeded", "the time limit (-timeout) ran out",
	"context canceled", "interrupted")

// listFormat reads a -format flag that names a tour notation: alg, prolog,
// xy or grid (JSON has its own -json flag).
func listFormat(s string) (notation.Format, error) {
	f, err := notation.ParseFormat(s)
	// auto and numbers are ways to read, not to write; JSON has -json.
	if err != nil || f == notation.JSON || f == notation.Auto || f == notation.Numbers {
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

// The limits read the same way by every command: 0 means no limit (or the
// default, for a budget), a negative value is a usage error, reported
// before any work.

// timeoutContext is the context of a -timeout flag: d == 0 means no limit.
// A negative d is refused by checkLimits first.
func timeoutContext(d time.Duration) (context.Context, context.CancelFunc) {
	if d == 0 {
		return context.WithCancel(context.Background())
	}
	return context.WithTimeout(context.Background(), d)
}

// limits are the limit flags a command has; a nil field is a flag it does
// not have.
type limits struct {
	timeout    *time.Duration
	budget     *int64
	maxSquares *int
	encoding   *string
	workers    *int
	maxWork    *int64
}

// check returns the usage error of the first limit out of range, naming
// its flag, or "".
func (l limits) check() string {
	switch {
	case l.timeout != nil && *l.timeout < 0:
		return fmt.Sprintf("-timeout %v: want 0 (no limit) or a positive duration such as 10s", *l.timeout)
	case l.budget != nil && (*l.budget < 0 || *l.budget > prove.MaxBudget):
		return fmt.Sprintf("-budget %d: want 0 (the default) up to %d nodes", *l.budget, int64(prove.MaxBudget))
	case l.maxSquares != nil && *l.maxSquares < 0:
		return fmt.Sprintf("-max-squares %d: want 0 (the default, %d) or more", *l.maxSquares, encode.DefaultMaxSquares)
	case l.encoding != nil && !encode.Known(*l.encoding):
		return fmt.Sprintf("-encoding %s: want one of %s", api.Printable(strconv.Quote(*l.encoding)), encode.Names())
	case l.maxWork != nil && *l.maxWork < 0:
		return fmt.Sprintf("-max-work %d: want 0 (the default, %d steps) or more", *l.maxWork, verify.DefaultMaxWork)
	case l.workers != nil && (*l.workers < 1 || *l.workers > prove.MaxWorkers):
		return fmt.Sprintf("-workers %d: want 1 up to %d (default: one per CPU)", *l.workers, prove.MaxWorkers)
	}
	return ""
}
