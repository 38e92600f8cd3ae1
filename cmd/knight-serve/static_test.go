package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/knightcert/knight/internal/serve"
)

// The static folder, with its engine, is built once and shared by the
// tests: building the engine for js/wasm is the slow part (a minute or more
// on a cold cache).
var (
	siteOnce sync.Once
	siteDir  string
	siteLog  string
	siteCode int
)

// staticSite runs knight serve -static into a temporary folder, once.
// Without a toolchain that builds js/wasm the tests skip, except under CI,
// where they fail.
func staticSite(t *testing.T) string {
	t.Helper()
	siteOnce.Do(func() {
		dir, err := os.MkdirTemp("", "knight-static")
		if err != nil {
			siteCode, siteLog = -1, err.Error()
			return
		}
		siteDir = dir
		var stderr bytes.Buffer
		siteCode = run([]string{"-static", dir}, &stderr, nil)
		siteLog = stderr.String()
	})
	if siteCode != 0 {
		msg := "knight serve -static could not build the engine and the folder: " + siteLog
		if os.Getenv("CI") != "" {
			t.Fatal("CI: " + msg)
		}
		t.Skip(msg)
	}
	return siteDir
}

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestMain(m *testing.M) {
	code := m.Run()
	if siteDir != "" {
		os.RemoveAll(siteDir)
	}
	os.Exit(code)
}

// TestStaticFolder: the folder holds the page as the server serves it, a
// config.js naming the engine's worker, a WebAssembly module (its magic
// number) and the loader of the toolchain that built it, byte for byte.
func TestStaticFolder(t *testing.T) {
	if testing.Short() {
		t.Skip("building the engine for js/wasm is not short")
	}
	dir := staticSite(t)
	for _, name := range []string{"index.html", "main.js", "app.js", "play.js", "argument.js", "evidence.js", "check.js", "survey.js", "puzzle.js", "puzzle-ask.js", "puzzle-keep.js", "puzzle-evidence.js", "style.css", "puzzle.css", "engine.js", "sw.js"} {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join("..", "..", "internal", "serve", "web", name))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s in the folder differs from internal/serve/web/%s", name, name)
		}
	}
	// config.js names the engine and the folder's version: the hash of
	// the other files, recomputed here from what the folder holds.
	config, err := os.ReadFile(filepath.Join(dir, "config.js"))
	if err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	others := map[string][]byte{}
	for _, e := range entries {
		if e.Name() == "config.js" || strings.HasSuffix(e.Name(), serve.GzipSuffix) {
			continue
		}
		others[e.Name()], err = os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
	}
	version := serve.StaticVersion(others)
	if !strings.Contains(string(config), `self.knightEngine = "engine.js";`) || !strings.Contains(string(config), `self.knightVersion = "`+version+`";`) {
		t.Errorf("config.js = %q, want the engine engine.js and the version %s", config, version)
	}
	served, err := os.ReadFile(filepath.Join("..", "..", "internal", "serve", "web", "config.js"))
	if err != nil || !strings.Contains(string(served), `self.knightEngine = "";`) {
		t.Errorf("the server's config.js = %q (%v), want no engine, so the served page asks the server", served, err)
	}
	// The service worker keeps every file of the folder but itself, the
	// gzip copies and the engine, which engine.js keeps (as
	// knight.wasm.gz), so that the page runs with no network.
	sw, err := os.ReadFile(filepath.Join(dir, "sw.js"))
	if err != nil {
		t.Fatal(err)
	}
	engineJS, err := os.ReadFile(filepath.Join(dir, "engine.js"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		name := e.Name()
		switch {
		case name == "sw.js":
		case strings.HasSuffix(name, serve.GzipSuffix):
			// Each copy unpacks to its file, byte for byte.
			zr, err := gzip.NewReader(bytes.NewReader(readFile(t, filepath.Join(dir, name))))
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			got, err := io.ReadAll(zr)
			if err != nil || !bytes.Equal(got, readFile(t, filepath.Join(dir, strings.TrimSuffix(name, serve.GzipSuffix)))) {
				t.Errorf("%s does not unpack to %s (%v)", name, strings.TrimSuffix(name, serve.GzipSuffix), err)
			}
		case name == serve.EngineFile:
			if !strings.Contains(string(engineJS), `"`+name+serve.GzipSuffix+`"`) {
				t.Errorf("engine.js does not keep %s%s", name, serve.GzipSuffix)
			}
		default:
			if !strings.Contains(string(sw), `"`+name+`"`) {
				t.Errorf("sw.js does not keep %s", name)
			}
		}
	}
	if _, err := os.Stat(filepath.Join(dir, serve.EngineFile+serve.GzipSuffix)); err != nil {
		t.Errorf("no gzip copy of the engine: %v", err)
	}
	engine, err := os.ReadFile(filepath.Join(dir, serve.EngineFile))
	if err != nil || !bytes.HasPrefix(engine, []byte("\x00asm")) {
		t.Errorf("%s: not a WebAssembly module (%v)", serve.EngineFile, err)
	}
	root, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(root)), "lib", "wasm", serve.WasmExecFile))
	if err != nil {
		t.Fatal(err)
	}
	if got, err := os.ReadFile(filepath.Join(dir, serve.WasmExecFile)); err != nil || !bytes.Equal(got, want) {
		t.Errorf("%s differs from the toolchain's (%v)", serve.WasmExecFile, err)
	}
}

// TestStaticRefusesServerFlags: -static writes a folder whose engine has
// the default limits, so a server's flag beside it would be silently
// dropped; it is a usage error (exit 2), before anything is built.
func TestStaticRefusesServerFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-static", t.TempDir(), "-addr", "127.0.0.1:0"},
		{"-static", t.TempDir(), "-timeout", "1s"},
	} {
		var stderr bytes.Buffer
		if code := run(args, &stderr, nil); code != 2 || !strings.Contains(stderr.String(), "which -static does not take") {
			t.Errorf("knight serve %v = exit %d (%s), want 2 and why", args, code, stderr.String())
		}
	}
}
