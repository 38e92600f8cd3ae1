//go:build unix

package main

import (
	"io"
	"os"
	"syscall"
)

// execServe replaces this process with the server.
func execServe(path string, args []string, stderr io.Writer) int {
	err := syscall.Exec(path, append([]string{path}, args...), os.Environ())
	return fail(stderr, exitUsage, "serve: %s: %v", path, err)
}
