package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPuzzleShapeCommands: -mask, -holes and -piece on the puzzle
// subcommands. Oracles: the count of Rosetta Code's Hopido numberings
// (3,940, by the naive search of package puzzle's tests), a made
// puzzle's own document, which verify must accept, and the refusals,
// each saying why it must refuse.
func TestPuzzleShapeCommands(t *testing.T) {
	hopido := ". 0 0 . 0 0 .\n0 0 0 0 0 0 0\n0 0 0 0 0 0 0\n. 0 0 0 0 0 .\n. . 0 0 0 . .\n. . . 0 . . .\n"
	code, out, errText := runPuzzle(t, hopido, "puzzle", "solve", "-piece", "(2,2)+(3,0)", "-count")
	if code != exitNo || !strings.HasPrefix(out, "several: open tour of 7x6 with 15 holes, 27 cells, for the (0,3)+(2,2), 0 clues") || !strings.Contains(out, "count: 3940 (exact)") {
		t.Errorf("solve hopido = exit %d, %q %q; want exit 1, several, count 3940", code, out, errText)
	}
	holes := "a6,d6,g6,a3,g3,a2,b2,f2,g2,a1,b1,c1,e1,f1,g1"
	code, made, errText := runPuzzle(t, "", "puzzle", "make", "-board", "7x6", "-holes", holes, "-piece", "(2,2)+(3,0)", "-seed", "3")
	if code != exitYes || !strings.Contains(made, "solve with: knight puzzle solve -mask -piece '(0,3)+(2,2)'") {
		t.Fatalf("make hopido = exit %d, %q %q", code, made, errText)
	}
	code, doc, errText := runPuzzle(t, made, "puzzle", "solve", "-mask", "-piece", "(0,3)+(2,2)", "-json")
	if code != exitYes || !strings.Contains(doc, `"holes":["a1","b1","c1","e1","f1","g1",`) || !strings.Contains(doc, `"piece":"(0,3)+(2,2)"`) {
		t.Fatalf("solve the made puzzle = exit %d, %q %q", code, doc, errText)
	}
	name := filepath.Join(t.TempDir(), "a.json")
	if err := os.WriteFile(name, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errText = runPuzzle(t, "", "verify", "-certificate", name)
	if code != exitYes || !strings.Contains(out, "no other solution: the count, re-counted") || strings.Contains(out, "second opinion") {
		t.Errorf("verify the made puzzle = exit %d, %q %q", code, out, errText)
	}
	// hint and blame take the shape: a hint on the made (unique) puzzle,
	// and a number on a hole, which blame finds wrong on its face and
	// verify agrees (the oracle: the checker, which imports no producer).
	code, out, errText = runPuzzle(t, made, "puzzle", "hint", "-mask", "-piece", "(0,3)+(2,2)")
	if code != exitYes || !strings.HasPrefix(out, "hint: ") || !strings.Contains(out, " must be on ") && !strings.Contains(out, "in the only solution") {
		t.Errorf("hint on the made puzzle = exit %d, %q %q", code, out, errText)
	}
	code, doc, errText = runPuzzle(t, made, "puzzle", "blame", "-mask", "-piece", "(0,3)+(2,2)", "-moves", "a1=2", "-json")
	if code != exitNo || !strings.Contains(doc, `"first_wrong":0`) {
		t.Fatalf("blame a number on a hole = exit %d, %q %q", code, doc, errText)
	}
	if err := os.WriteFile(name, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errText = runPuzzle(t, "", "verify", "-certificate", name)
	if code != exitYes || !strings.Contains(out, "a1 is a hole") {
		t.Errorf("verify the blame of a number on a hole = exit %d, %q %q", code, out, errText)
	}
	for _, tc := range []struct {
		stdin  string
		args   []string
		want   string
		reason string
	}{
		{hopido, []string{"puzzle", "cnf", "-piece", "(2,2)+(3,0)", "-encoding", "successor"}, "not supported", "the successor formula is the full board's"},
		{hopido, []string{"puzzle", "solve", "-mask", "-first", "0"}, "start at 1", "a mask's 0 is an empty cell"},
		{`{"board":"3x3","piece":"zebra","clues":{}}`, []string{"puzzle", "solve", "-piece", "camel"}, "the puzzle says zebra", "the flag contradicts the document"},
		{hopido, []string{"puzzle", "solve", "-holes", "z9"}, "-holes", "a hole off the board"},
		{"", []string{"puzzle", "make", "-board", "5x5", "-holes", "c3", "-level", "easy"}, "not supported", "levels rest on the knight's deductions"},
		{"1 0\n0 q\n", []string{"puzzle", "solve", "-mask"}, "stdin:2:3:", "q is no mark, and the error says where"},
	} {
		t.Run(tc.reason, func(t *testing.T) {
			code, out, errText := runPuzzle(t, tc.stdin, tc.args...)
			if code != exitUsage || !strings.Contains(errText, tc.want) {
				t.Errorf("knight %v = exit %d, %q %q; want exit 2 saying %q", tc.args, code, out, errText, tc.want)
			}
		})
	}
}
