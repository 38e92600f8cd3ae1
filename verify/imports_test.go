package verify_test

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestImports: the checker imports nothing that produces what it checks.
// Oracle: the rule its doc.go states, applied to the import lines of
// every non-test file of the package: the standard library (no dot in
// the path's first element), board and evidence's family alone.
func TestImports(t *testing.T) {
	allowed := map[string]bool{
		"github.com/knightcert/knight/board":               true,
		"github.com/knightcert/knight/evidence":            true,
		"github.com/knightcert/knight/evidence/puzzlecert": true,
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			first, _, _ := strings.Cut(path, "/")
			if strings.Contains(first, ".") && !allowed[path] {
				t.Errorf("%s imports %s: verify imports only the standard library, board, evidence and evidence/puzzlecert", name, path)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no source files found")
	}
}
