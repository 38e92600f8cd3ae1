package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestStartupImports: knight imports none of the packages whose
// initialisation or size every command would pay for at start-up and
// none needs: regexp (its compiler and unicode's tables), the HTTP
// server and its crypto (knight serve runs knight-serve, a binary of its
// own), templates. Oracle: the house style's rule that what every
// command imports, every command pays for, applied to the package graph
// the go command computes.
func TestStartupImports(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	deps := strings.Fields(string(out))
	if len(deps) == 0 {
		t.Fatal("go list -deps listed no packages")
	}
	for _, dep := range deps {
		switch {
		case dep == "regexp", dep == "net/http", dep == "text/template", dep == "html/template",
			strings.HasPrefix(dep, "crypto/"):
			t.Errorf("knight imports %s, which every command would pay for at start-up", dep)
		}
	}
}
