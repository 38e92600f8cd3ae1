package main

import (
	"bufio"
	"bytes"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// TestServeFindsServer: knight serve finds knight-serve on PATH, and says
// how to install it when it is nowhere; a misspelled flag is caught before
// anything runs. Oracle for the flags: knight-serve's own -h.
func TestServeFindsServer(t *testing.T) {
	dir := t.TempDir()
	bin := filepath.Join(dir, serveBinary)
	out, err := exec.Command("go", "build", "-o", bin, "../knight-serve").CombinedOutput()
	if err != nil {
		t.Fatalf("go build ../knight-serve: %v: %s", err, out)
	}
	t.Setenv("PATH", t.TempDir())
	if _, err := findServe(); err == nil || !strings.Contains(err.Error(), "go install github.com/knightcert/knight/cmd/knight-serve") {
		t.Errorf("findServe with no knight-serve = %v, want how to install it", err)
	}
	t.Setenv("PATH", dir)
	if got, err := findServe(); err != nil || got != bin {
		t.Errorf("findServe with %s = %q, %v; want it", bin, got, err)
	}

	var stderr bytes.Buffer
	if code := run([]string{"serve", "-adr", "127.0.0.1:0"}, nil, &stderr, &stderr); code != exitUsage || !strings.Contains(stderr.String(), "did you mean -addr?") {
		t.Errorf("knight serve -adr = exit %d %q, want %d with a suggestion", code, stderr.String(), exitUsage)
	}

	var help bytes.Buffer
	cmd := exec.Command(bin, "-h")
	cmd.Stderr = &help
	cmd.Run()
	var flags []string
	for _, m := range regexp.MustCompile(`(?m)^  -([a-z-]+)`).FindAllStringSubmatch(help.String(), -1) {
		flags = append(flags, m[1])
	}
	want := slices.Clone(serveFlags)
	slices.Sort(flags)
	slices.Sort(want)
	if !slices.Equal(flags, want) {
		t.Errorf("knight-serve -h lists %v, knight serve checks %v", flags, want)
	}
	for _, f := range serveFlags {
		if !strings.Contains(usageServe, "-"+f+" ") {
			t.Errorf("usage of knight serve does not show -%s", f)
		}
	}
}

// TestServeRunsServer: knight serve, with knight-serve beside it (as go
// install puts them), becomes the server: it listens, answers, and stops
// on SIGINT with exit 0, its log saying so.
func TestServeRunsServer(t *testing.T) {
	if testing.Short() {
		t.Skip("builds knight and knight-serve")
	}
	if runtime.GOOS == "windows" {
		t.Skip("no SIGINT to send on Windows")
	}
	dir := t.TempDir()
	for _, pkg := range []string{".", "../knight-serve"} {
		name := "knight"
		if pkg != "." {
			name = serveBinary
		}
		if out, err := exec.Command("go", "build", "-o", filepath.Join(dir, name), pkg).CombinedOutput(); err != nil {
			t.Fatalf("go build %s: %v: %s", pkg, err, out)
		}
	}
	t.Setenv("PATH", t.TempDir()) // beside knight, not on PATH
	cmd := exec.Command(filepath.Join(dir, "knight"), "serve", "-addr", "127.0.0.1:0")
	logs, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := bufio.NewScanner(logs)
	if !lines.Scan() {
		t.Fatalf("knight serve wrote no log line: %v", lines.Err())
	}
	m := regexp.MustCompile(`listening on (http://[^/]+/)`).FindStringSubmatch(lines.Text())
	if m == nil {
		t.Fatalf("knight serve's first line = %q, want the address it listens on", lines.Text())
	}
	res, err := http.Get(m[1])
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Errorf("GET %s = %d, want 200 (the page)", m[1], res.StatusCode)
	}
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	var rest []string
	for lines.Scan() {
		rest = append(rest, lines.Text())
	}
	if err := cmd.Wait(); err != nil || !slices.Contains(rest, "knight: serve: stopped") {
		t.Errorf("knight serve after SIGINT = %v, log %q; want exit 0 and stopped", err, rest)
	}
}
