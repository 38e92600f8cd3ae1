package main

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"regexp"
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
