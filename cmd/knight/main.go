package main

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
)

func main() {
	if args := os.Args[1:]; len(args) > 0 && !helpWanted(args) {
		growStack() // a usage text needs no deep stack
	}
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// growStack grows the goroutine's stack to what a command's reading and
// checking reach, once, while the stack holds only main: a goroutine
// starts small and each doubling copies every frame on it, which the
// notation readers' deep calls made cost more than the command's own work
// (four copies on verify of an 8x8 tour; see bench/startup.sh).
//
//go:noinline
func growStack() byte {
	var pad [32 << 10]byte
	return lastByte(pad[:])
}

//go:noinline
func lastByte(b []byte) byte { return b[len(b)-1] }

// Exit codes shared by every subcommand.
const (
	exitYes       = 0 // found, valid, completable
	exitNo        = 1 // proven impossible, invalid, dead
	exitUsage     = 2 // usage or input error
	exitUndecided = 3 // undecided within the limits given
)

// commands are the names the switch in run dispatches, for suggestions;
// a test keeps the list, the switch and the usage text in step.
var commands = []string{"tour", "prove", "survey", "blame", "verify", "render", "cnf", "serve", "puzzle", "count"}

// run is main without the process: tests call it directly.
//
// Two rules hold for every command here rather than in each: -h anywhere
// before "--" prints the command's usage to stderr and exits 0, and a
// failed write to stdout exits 2 with a message.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage())
		return exitUsage
	}
	cmd, rest := args[0], args[1:]
	help := helpWanted(rest)
	if help {
		rest = []string{"-h"}
	}
	out := &checkedWriter{w: stdout}
	var code int
	switch cmd {
	case "help":
		code = cmdHelp(rest, out, stderr)
	case "-h", "-help", "--help":
		fmt.Fprint(stderr, usage())
		return exitYes
	case "tour":
		code = cmdTour(rest, stdin, out, stderr)
	case "prove":
		code = cmdProve(rest, out, stderr)
	case "survey":
		code = cmdSurvey(rest, out, stderr)
	case "blame":
		code = cmdBlame(rest, stdin, out, stderr)
	case "verify":
		code = cmdVerify(rest, stdin, out, stderr)
	case "render":
		code = cmdRender(rest, stdin, out, stderr)
	case "cnf":
		code = cmdCnf(rest, stdin, out, stderr)
	case "serve":
		code = cmdServe(rest, stderr)
	case "puzzle":
		code = cmdPuzzle(args[1:], stdin, out, stderr)
	case "count":
		code = cmdCount(rest, out, stderr)
	default:
		return unknownCommand(args, stderr)
	}
	switch {
	case out.err != nil && code != exitUsage: // a usage exit has said why
		return writeFailed(stderr, cmd, out.err)
	case help:
		// Every command printed its usage; some FlagSets still say 2.
		return exitYes
	}
	return code
}

// unknownCommand reports a command that is none of knight's: with the
// nearest one when it looks like a slip, or with the command line in order
// when the command was written after flags.
func unknownCommand(args []string, stderr io.Writer) int {
	cmd := args[0]
	if looksLikeFlag(cmd) {
		for i, a := range args {
			if slices.Contains(commands, a) {
				line := append(append([]string{"knight", a}, args[:i]...), args[i+1:]...)
				for j, w := range line {
					line[j] = shellQuote(w)
				}
				return fail(stderr, exitUsage, "the command goes first, then its flags, as in: %s", strings.Join(line, " "))
			}
		}
	}
	if near, ok := nearest(cmd, commands); ok {
		return fail(stderr, exitUsage, "unknown command %q; did you mean %q?", cmd, near)
	}
	return fail(stderr, exitUsage, "unknown command %q; the commands are %s (knight help describes them)", cmd, strings.Join(commands, ", "))
}

// helpWanted reports whether args ask for help: -h, -help or --help before
// any "--".
func helpWanted(args []string) bool {
	for _, a := range args {
		switch a {
		case "--":
			return false
		case "-h", "--h", "-help", "--help":
			return true
		}
	}
	return false
}

// checkedWriter is stdout as the commands see it: it keeps the first write
// error, so that run reports it even where a command did not check.
type checkedWriter struct {
	w   io.Writer
	err error
}

func (c *checkedWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	if err != nil {
		c.err = err
	}
	return n, err
}

// writeFailed reports an error writing the results to stdout (a full disk,
// a closed pipe): exit 2, as for any input or usage error.
func writeFailed(stderr io.Writer, cmd string, err error) int {
	return fail(stderr, exitUsage, "%s: writing the results to stdout: %v", cmd, err)
}
