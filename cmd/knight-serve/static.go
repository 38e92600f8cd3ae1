package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/knightcert/knight/internal/serve"
)

// enginePackage is the engine for the browser, built for js/wasm.
const enginePackage = "github.com/knightcert/knight/cmd/knight-wasm"

// writeStatic builds the engine with the Go toolchain on PATH (GOOS=js
// GOARCH=wasm) and writes it, the toolchain's wasm_exec.js and the page
// into dir. The engine is built, not embedded in this binary, because it
// is the WebAssembly build of the same source and would add 11 MB to every
// server; building needs the go command and the module's source, so it
// runs inside the knight module (or one that requires it).
func writeStatic(dir string, stderr io.Writer) error {
	gocmd, err := exec.LookPath("go")
	if err != nil {
		return fmt.Errorf("-static: the engine is built with the go command, not found in PATH: %w", err)
	}
	tmp, err := os.MkdirTemp("", "knight-wasm")
	if err != nil {
		return fmt.Errorf("-static: %w", err)
	}
	defer os.RemoveAll(tmp)
	out := filepath.Join(tmp, serve.EngineFile)
	// -s -w leave out the symbol table and the debugging information: the
	// page never reads them, and every byte of the engine is fetched on a
	// first visit.
	build := exec.Command(gocmd, "build", "-trimpath", "-ldflags=-s -w", "-o", out, enginePackage)
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	var msg bytes.Buffer
	build.Stdout, build.Stderr = &msg, &msg
	if err := build.Run(); err != nil {
		return fmt.Errorf("-static: GOOS=js GOARCH=wasm go build %s (run inside the knight module): %v\n%s", enginePackage, err, strings.TrimSpace(msg.String()))
	}
	root, err := exec.Command(gocmd, "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("-static: go env GOROOT: %w", err)
	}
	loader := filepath.Join(strings.TrimSpace(string(root)), "lib", "wasm", serve.WasmExecFile)
	wasmExec, err := os.ReadFile(loader)
	if err != nil {
		return fmt.Errorf("-static: the toolchain's loader: %w", err)
	}
	engine, err := os.ReadFile(out)
	if err != nil {
		return fmt.Errorf("-static: %w", err)
	}
	if err := serve.WriteStatic(dir, engine, wasmExec, time.Now()); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "knight: serve: wrote the page and the engine (%s, %d bytes) to %s; serve the folder with any static file server\n", serve.EngineFile, len(engine), dir)
	return nil
}
