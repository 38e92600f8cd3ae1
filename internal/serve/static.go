//go:build !(js && wasm)

package serve

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"time"
)

// staticConfig is the config.js of a static folder: it names the worker
// that runs the engine, so the page computes its answers in the browser
// instead of asking a server, and the folder's version, which names the
// browser's cache of it (sw.js, engine.js): a folder written anew with
// other files gets a cache of its own, and the old one is dropped. The
// page decides by this file, which the server's own page leaves empty,
// never by guessing from the address.
func staticConfig(version string) string {
	return `// Written by knight serve -static: the page runs the knight engine,
// compiled to WebAssembly, in a worker in the browser; there is no server.
"use strict";
self.knightEngine = "engine.js";
self.knightVersion = "` + version + `";
`
}

// Files of a static folder beside the page's own.
const (
	// EngineFile is the engine, cmd/knight-wasm built for GOOS=js
	// GOARCH=wasm.
	EngineFile = "knight.wasm"
	// WasmExecFile is the Go toolchain's loader for it,
	// $(go env GOROOT)/lib/wasm/wasm_exec.js of the toolchain that built
	// the engine.
	WasmExecFile = "wasm_exec.js"
	// GzipSuffix ends the name of a file's gzip copy: the folder holds
	// knight.wasm.gz beside knight.wasm (the page fetches the copy, a
	// quarter of the size, and unpacks it in the browser), and NAME.gz
	// beside each page file, for hosts that serve precompressed files.
	GzipSuffix = ".gz"
)

// compressible says whether a file of the page is worth a gzip copy:
// text and the engine, not pictures already compressed.
func compressible(name string) bool {
	return slices.Contains([]string{".html", ".js", ".css", ".wasm", ".svg", ".json"}, path.Ext(name))
}

// gzipBytes is data compressed as well as gzip can.
func gzipBytes(data []byte) []byte {
	var buf bytes.Buffer
	zw, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		panic("serve: gzip level: " + err.Error())
	}
	zw.Write(data) // a bytes.Buffer does not fail
	zw.Close()
	return buf.Bytes()
}

// StaticVersion is the version of a folder holding files: the first 16
// hex digits of SHA-256 over each name and content, in name order, so
// that the same files give the same version on every run.
func StaticVersion(files map[string][]byte) string {
	h := sha256.New()
	for _, name := range slices.Sorted(maps.Keys(files)) {
		fmt.Fprintf(h, "%s\x00%d\x00", name, len(files[name]))
		h.Write(files[name])
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// WriteStatic writes the page, engine (the WebAssembly binary) and
// wasmExec (its loader) into dir, creating it, so that any static file
// server, or a phone's browser given the folder's address, runs the page
// without a server: the same page as knight serve's, whose answers come
// from the same handler compiled to WebAssembly. Beside each text file
// and the engine it writes a gzip copy (NAME.gz). It writes only the
// page's files and leaves anything else in dir alone. days.js holds the
// puzzles of the day for StaticDays days from the UTC day of from.
func WriteStatic(dir string, engine, wasmExec []byte, from time.Time) error {
	if len(engine) == 0 || len(wasmExec) == 0 {
		return errors.New("static: the engine and its loader are both needed")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("static: %w", err)
	}
	web := page()
	files := map[string][]byte{EngineFile: engine, WasmExecFile: wasmExec}
	err := fs.WalkDir(web, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if _, ok := files[name]; ok || name == "config.js" || name == "days.js" {
			return nil
		}
		data, err := fs.ReadFile(web, name)
		files[name] = data
		return err
	})
	if err != nil {
		return fmt.Errorf("static: %w", err)
	}
	days, err := staticDaysJS(context.Background(), from)
	if err != nil {
		return err
	}
	files["days.js"] = []byte(days)
	files["config.js"] = []byte(staticConfig(StaticVersion(files)))
	for name, data := range files {
		if compressible(name) {
			files[name+GzipSuffix] = gzipBytes(data)
		}
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
