package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// serveBinary is the server's own executable. The server is a binary of
// its own so that no other command links net/http and crypto, whose
// package initialisation every start of knight would pay for (GODEBUG=
// inittrace=1 counts 82 packages against 22, bench/startup.sh the time).
const serveBinary = "knight-serve"

// serveFlags are knight-serve's flags, all of which take a value; a test
// keeps the list in step with knight-serve -h.
var serveFlags = []string{"addr", "max-body", "body-timeout", "max-squares", "max-exact-squares", "timeout", "max-inflight", "workers", "max-answer", "host", "static"}

// cmdServe runs knight-serve with the same arguments: beside this
// executable when it is there (go install ./cmd/... puts both in one
// folder), else on PATH. On Unix the server replaces this process, so that
// signals and the exit code are its own.
func cmdServe(args []string, stderr io.Writer) int {
	if helpWanted(args) {
		fmt.Fprint(stderr, usageServe)
		return exitYes
	}
	// The flags' names are checked here, so that a slip gets the same
	// suggestion as in any other command; their values are knight-serve's
	// to check.
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	for _, name := range serveFlags {
		fs.String(name, "", "")
	}
	if code, ok := parseNoArgs(fs, args, stderr, usageServe); !ok {
		return code
	}
	path, err := findServe()
	if err != nil {
		return fail(stderr, exitUsage, "serve: %v", err)
	}
	return execServe(path, args, stderr)
}

// findServe looks for knight-serve beside the running executable, then on
// PATH.
func findServe() (string, error) {
	var tried []string
	if self, err := os.Executable(); err == nil {
		p := filepath.Join(filepath.Dir(self), serveBinary)
		if isExecutable(p) {
			return p, nil
		}
		tried = append(tried, filepath.Dir(self))
	}
	for _, dir := range filepath.SplitList(os.Getenv("PATH")) {
		if dir == "" {
			continue
		}
		p := filepath.Join(dir, serveBinary)
		if isExecutable(p) {
			return p, nil
		}
	}
	tried = append(tried, "PATH")
	return "", fmt.Errorf("the server is the binary %s, not found in %s: go install github.com/knightcert/knight/cmd/knight-serve (or go run ./cmd/knight-serve)", serveBinary, strings.Join(tried, " or "))
}

func isExecutable(path string) bool {
	info, err := os.Stat(path)
	return err == nil && info.Mode().IsRegular() && info.Mode()&0o111 != 0
}
