package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runPuzzle(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(args, strings.NewReader(stdin), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

// TestPuzzleCommands: the exit codes and first words of knight puzzle,
// against answers worked by hand (the 3x3 grid's corners are not joined
// by any tour, 5x5 has 304 tours from a corner, OEIS A165134) and the
// made puzzle's own document, which verify -certificate must accept and
// must refuse once a clue of it is changed.
func TestPuzzleCommands(t *testing.T) {
	code, out, _ := runPuzzle(t, "1 . .\n. . .\n. . 9\n", "puzzle", "solve")
	if code != exitNo || !strings.HasPrefix(out, "none: ") {
		t.Errorf("solve 3x3 = exit %d, %q; want exit 1, none", code, out)
	}
	code, out, _ = runPuzzle(t, `{"board":"5x5","clues":{"a1":1}}`, "puzzle", "solve", "-count")
	if code != exitNo || !strings.HasPrefix(out, "several: ") || !strings.Contains(out, "count: 304 (exact)") {
		t.Errorf("solve 5x5 a1 = exit %d, %q; want exit 1, several, count 304", code, out)
	}
	code, _, errText := runPuzzle(t, "1 . x\n", "puzzle", "solve")
	if code != exitUsage || !strings.Contains(errText, "stdin:1:5:") {
		t.Errorf("solve unreadable = exit %d, %q; want exit 2 with stdin:1:5:", code, errText)
	}
	code, doc, errText := runPuzzle(t, "", "puzzle", "make", "-board", "5x5", "-seed", "4", "-minimal", "-json")
	if code != exitYes {
		t.Fatalf("make = exit %d, %s", code, errText)
	}
	dir := t.TempDir()
	name := filepath.Join(dir, "a.json")
	if err := os.WriteFile(name, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errText = runPuzzle(t, "", "verify", "-certificate", name)
	if code != exitYes || !strings.Contains(out, "second opinion, not a proof: no other solution") || !strings.Contains(out, "minimal") {
		t.Errorf("verify -certificate made puzzle = exit %d, %q %q", code, out, errText)
	}
	// Move the first clue's number by one: the solution no longer fits.
	i := strings.Index(doc, `"clues":{"`)
	j := i + strings.Index(doc[i:], ":")
	j += strings.Index(doc[j+1:], ":") + 2
	k := j + strings.IndexAny(doc[j:], ",}")
	tampered := doc[:j] + "99" + doc[k:]
	if err := os.WriteFile(name, []byte(tampered), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errText = runPuzzle(t, "", "verify", "-certificate", name)
	if code == exitYes {
		t.Errorf("verify -certificate tampered puzzle = exit 0, want a refusal (%s)", errText)
	}
	code, out, _ = runPuzzle(t, "", "puzzle", "make", "-board", "6x6", "-closed", "-seed", "3")
	if code != exitYes || !strings.HasPrefix(out, "# closed tour of 6x6") {
		t.Errorf("make text = exit %d, %q", code, out)
	}
	code, out, _ = runPuzzle(t, out, "puzzle", "solve", "-closed")
	if code != exitYes || !strings.HasPrefix(out, "unique: ") {
		t.Errorf("solve the made puzzle = exit %d, %q; want unique", code, out)
	}
	code, _, errText = runPuzzle(t, "", "puzzle", "sovle")
	if code != exitUsage || !strings.Contains(errText, `did you mean "solve"`) {
		t.Errorf("puzzle sovle = exit %d, %q", code, errText)
	}
	code, out, _ = runPuzzle(t, "", "puzzle", "cnf", "-block", "-closed", "/dev/null")
	if code != exitUsage {
		t.Errorf("cnf of an empty file = exit %d, %q; want 2", code, out)
	}
}
