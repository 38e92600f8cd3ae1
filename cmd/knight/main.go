package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Exit codes shared by every subcommand.
const (
	exitYes       = 0 // found, valid, completable
	exitNo        = 1 // proven impossible, invalid, dead
	exitUsage     = 2 // usage or input error
	exitUndecided = 3 // undecided within the limits given
)

// run is main without the process: tests call it directly.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return exitYes
	case "tour":
		return cmdTour(rest, stdin, stdout, stderr)
	case "prove":
		return cmdProve(rest, stdout, stderr)
	case "survey":
		return cmdSurvey(rest, stdout, stderr)
	case "blame":
		return cmdBlame(rest, stdin, stdout, stderr)
	case "verify":
		return cmdVerify(rest, stdin, stdout, stderr)
	case "render":
		return cmdRender(rest, stdin, stdout, stderr)
	case "cnf":
		return cmdCnf(rest, stdin, stdout, stderr)
	case "serve":
		return cmdServe(rest, stdout, stderr)
	}
	fmt.Fprintf(stderr, "knight: unknown command %q\n%s", cmd, usage)
	return exitUsage
}
