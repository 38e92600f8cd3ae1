//go:build !unix

package main

import (
	"errors"
	"io"
	"os"
	"os/signal"
)

// execServe runs the server and waits for it; an interrupt is the
// server's to handle.
func execServe(path string, args []string, stderr io.Writer) int {
	signal.Ignore(os.Interrupt)
	p, err := os.StartProcess(path, append([]string{path}, args...), &os.ProcAttr{Files: []*os.File{os.Stdin, os.Stdout, os.Stderr}})
	if err != nil {
		return fail(stderr, exitUsage, "serve: %s: %v", path, err)
	}
	state, err := p.Wait()
	if err != nil {
		return fail(stderr, exitUsage, "serve: %s: %v", path, errors.Unwrap(err))
	}
	return state.ExitCode()
}
