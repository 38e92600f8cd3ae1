package serve

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// StaticConfig is the config.js of a static folder: it names the worker
// that runs the engine, so the page computes its answers in the browser
// instead of asking a server. The page decides by this file, which the
// server's own page leaves empty, never by guessing from the address.
const StaticConfig = `// Written by knight serve -static: the page runs the knight engine,
// compiled to WebAssembly, in a worker in the browser; there is no server.
"use strict";
window.knightEngine = "engine.js";
`

// Files of a static folder beside the page's own.
const (
	// EngineFile is the engine, cmd/knight-wasm built for GOOS=js
	// GOARCH=wasm.
	EngineFile = "knight.wasm"
	// WasmExecFile is the Go toolchain's loader for it,
	// $(go env GOROOT)/lib/wasm/wasm_exec.js of the toolchain that built
	// the engine.
	WasmExecFile = "wasm_exec.js"
)

// WriteStatic writes the page, engine (the WebAssembly binary) and
// wasmExec (its loader) into dir, creating it, so that any static file
// server, or a phone's browser given the folder's address, runs the page
// without a server: the same page as knight serve's, whose answers come
// from the same handler compiled to WebAssembly. It writes only the
// page's files and leaves anything else in dir alone.
func WriteStatic(dir string, engine, wasmExec []byte) error {
	if len(engine) == 0 || len(wasmExec) == 0 {
		return errors.New("static: the engine and its loader are both needed")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("static: %w", err)
	}
	web, err := fs.Sub(webFiles, "web")
	if err != nil {
		panic("serve: embedded page missing: " + err.Error())
	}
	files := map[string][]byte{EngineFile: engine, WasmExecFile: wasmExec, "config.js": []byte(StaticConfig)}
	err = fs.WalkDir(web, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if _, ok := files[name]; ok {
			return nil
		}
		data, err := fs.ReadFile(web, name)
		files[name] = data
		return err
	})
	if err != nil {
		return fmt.Errorf("static: %w", err)
	}
	for name, data := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return fmt.Errorf("static: %w", err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return fmt.Errorf("static: %w", err)
		}
	}
	return nil
}
