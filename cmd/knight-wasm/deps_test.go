package main

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// TestEngineLinksNoServer: the engine for the browser links neither
// net/http nor what it brings (crypto/tls with its certificates and
// curves, mime, the net package, compression): every byte of the engine
// is fetched on the page's first visit, and these were a fifth of it,
// for a socket the engine never opens. Oracle: the go command's own list
// of the packages a GOOS=js GOARCH=wasm build links.
func TestEngineLinksNoServer(t *testing.T) {
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("the go command is not on PATH")
	}
	list := exec.Command(gocmd, "list", "-deps", ".")
	list.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := list.Output()
	if err != nil {
		t.Fatalf("GOOS=js GOARCH=wasm go list -deps: %v", err)
	}
	deps := strings.Fields(string(out))
	if !slices.Contains(deps, "github.com/knightcert/knight/internal/serve") {
		t.Fatalf("the engine's packages %v do not include the server's handler", deps)
	}
	for _, p := range []string{"net/http", "crypto/tls", "crypto/x509", "net", "mime", "compress/flate", "embed"} {
		if slices.Contains(deps, p) {
			t.Errorf("the engine links %s", p)
		}
	}
}
