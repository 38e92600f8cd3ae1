package main

import (
	"strings"
	"testing"
)

// TestTourDocumentShapeVerified: a tour's JSON document names its holes
// and piece, and verify judges its tour on them without being told. The
// oracle is the question asked of tour: the same tour is valid on the
// shape it was asked for, and a shape given to verify that the document
// contradicts leaves it unreadable rather than invalid.
func TestTourDocumentShapeVerified(t *testing.T) {
	for _, args := range [][]string{
		{"-board", "5x5", "-holes", "c3"},
		{"-board", "10x10", "-piece", "zebra"},
		{"-board", "6x6", "-holes", "a1,b1", "-piece", "knight"},
	} {
		code, doc, errText := runPuzzle(t, "", append([]string{"tour", "-json"}, args...)...)
		if code != exitYes {
			t.Fatalf("tour %v = exit %d, %q", args, code, errText)
		}
		code, out, errText := runPuzzle(t, doc, "verify", "-")
		if code != exitYes || !strings.HasPrefix(out, "valid ") {
			t.Errorf("verify of tour %v -json = exit %d, %q %q; want valid on the document's shape", args, code, out, errText)
		}
		code, out, errText = runPuzzle(t, doc, append([]string{"verify"}, append(args, "-")...)...)
		if code != exitYes {
			t.Errorf("verify %v of its own document = exit %d, %q %q; want valid", args, code, out, errText)
		}
	}
	_, doc, _ := runPuzzle(t, "", "tour", "-json", "-board", "5x5", "-holes", "c3")
	code, out, errText := runPuzzle(t, doc, "verify", "-board", "5x5", "-holes", "c4", "-")
	if code != exitUsage || !strings.Contains(errText, "the document is for 5x5 without c3, not 5x5 without c4") {
		t.Errorf("verify -holes c4 of a tour without c3 = exit %d, %q %q; want exit 2 naming both shapes", code, out, errText)
	}
}

// TestTourGridMarksHoles: a tour of a holey board printed as a grid marks
// each hole x, as render does. Oracles: the hole list asked for, and
// verify reading the grid back as a tour of that shape.
func TestTourGridMarksHoles(t *testing.T) {
	code, grid, errText := runPuzzle(t, "", "tour", "-board", "6x5", "-holes", "a1,c3,f5", "-format", "grid")
	if code != exitYes {
		t.Fatalf("tour -format grid = exit %d, %q", code, errText)
	}
	if n := strings.Count(grid, "x"); n != 3 {
		t.Errorf("tour -format grid marks %d holes, want 3:\n%s", n, grid)
	}
	lines := strings.Split(strings.TrimSpace(grid), "\n")
	if len(lines) != 5 || !strings.HasSuffix(lines[0], "x") || !strings.HasPrefix(strings.TrimSpace(lines[4]), "x") {
		t.Errorf("tour -format grid puts the holes elsewhere than f5 (top right) and a1 (bottom left):\n%s", grid)
	}
	code, out, errText := runPuzzle(t, grid, "verify", "-board", "6x5", "-holes", "a1,c3,f5", "-")
	if code != exitYes {
		t.Errorf("verify of the grid = exit %d, %q %q", code, out, errText)
	}
}
