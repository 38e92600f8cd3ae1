package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/puzzle"
	"github.com/knightcert/knight/verify"
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
	if code != exitNo || !strings.HasPrefix(out, "several: open tour of 5x5, 1 clue, numbered from 1\n") || !strings.Contains(out, "count: 304 (exact)") {
		t.Errorf("solve 5x5 a1 = exit %d, %q; want exit 1, several (of 1 clue, in the singular), count 304", code, out)
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
	// The 5x5 puzzle is proved unique: a proof (a case split, or the
	// deductions alone), checked, not SAT's word.
	if code != exitYes || !strings.Contains(out, "valid: no other solution: a case split") && !strings.Contains(out, "valid: no other solution: the deductions fix every number") || strings.Contains(out, "second opinion") || !strings.Contains(out, "minimal") {
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

// TestPuzzleBlameGrid: blame and hint read the player's numbers from a
// partly filled grid (-grid). Oracle: the made puzzle is unique (its
// solve says so and verify checks the solution), so a grid agreeing with
// its solution is completable, and once two of the player's numbers are
// swapped, the first wrong entry in order of number is the smaller
// number: every entry before it agrees with the solution, and with it no
// solution is left, the clues alone fixing the only one.
func TestPuzzleBlameGrid(t *testing.T) {
	code, text, errText := runPuzzle(t, "", "puzzle", "make", "-board", "6x6", "-seed", "21", "-minimal")
	if code != exitYes {
		t.Fatalf("make = exit %d, %s", code, errText)
	}
	code, doc, errText := runPuzzle(t, text, "puzzle", "solve", "-json")
	if code != exitYes {
		t.Fatalf("solve = exit %d, %s", code, errText)
	}
	a, err := puzzlecert.ParseAnswer([]byte(doc), evidence.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := verify.Puzzle(a); err != nil {
		t.Fatal(err)
	}
	p, sol := a.Puzzle, a.Solutions[0]
	dir := t.TempDir()
	puzzleFile := filepath.Join(dir, "puzzle.txt")
	if err := os.WriteFile(puzzleFile, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	isClue := map[board.Square]bool{}
	for _, c := range p.Clues {
		isClue[c.Square] = true
	}
	var entries []puzzlecert.Clue
	for step, s := range sol {
		if !isClue[s] && step%2 == 0 {
			entries = append(entries, puzzlecert.Clue{Square: s, Number: p.First + step})
		}
	}
	grid := func(entries []puzzlecert.Clue) string {
		g := p
		g.Clues = append(slices.Clone(p.Clues), entries...)
		name := filepath.Join(dir, "grid.txt")
		if err := os.WriteFile(name, []byte(puzzle.Format(g)), 0o644); err != nil {
			t.Fatal(err)
		}
		return name
	}
	code, out, errText := runPuzzle(t, "", "puzzle", "blame", "-grid", grid(entries), puzzleFile)
	if code != exitYes || !strings.HasPrefix(out, "completable: ") {
		t.Errorf("blame of a grid agreeing with the solution = exit %d, %q %q; want 0, completable", code, out, errText)
	}
	code, out, errText = runPuzzle(t, "", "puzzle", "hint", "-grid", grid(entries), puzzleFile)
	if code != exitYes || !strings.HasPrefix(out, "hint: ") {
		t.Errorf("hint of a grid agreeing with the solution = exit %d, %q %q; want 0, a hint", code, out, errText)
	}
	i := len(entries) / 2
	j := i + 2
	lo, hi := entries[i], entries[j]
	swapped := slices.Clone(entries)
	swapped[i].Square, swapped[j].Square = hi.Square, lo.Square
	code, out, errText = runPuzzle(t, "", "puzzle", "blame", "-grid", grid(swapped), puzzleFile)
	want := fmt.Sprintf("wrong from entry %d, %d on %v:", i+1, lo.Number, hi.Square)
	if code != exitNo || !strings.HasPrefix(out, want) {
		t.Errorf("blame of a grid with %d and %d swapped = exit %d, %q %q; want 1, %q", lo.Number, hi.Number, code, out, errText, want)
	}
	// The grid from stdin, the puzzle a file; the same answer.
	g := p
	g.Clues = append(slices.Clone(p.Clues), swapped...)
	code, out2, _ := runPuzzle(t, puzzle.Format(g), "puzzle", "blame", "-grid", "-", puzzleFile)
	if code != exitNo || out2 != out {
		t.Errorf("blame -grid - = exit %d, %q; want the file's answer %q", code, out2, out)
	}
	for _, tc := range []struct {
		args   []string
		reason string
	}{
		{[]string{"-grid", grid(entries), "-moves", "a1=1"}, "-moves and -grid both give the numbers"},
		{[]string{"-grid", filepath.Join(dir, "missing.txt")}, "no such grid file"},
		{[]string{"-grid", "-"}, "the puzzle is already read from stdin"},
	} {
		args := append([]string{"puzzle", "blame"}, tc.args...)
		if tc.args[1] != "-" {
			args = append(args, puzzleFile)
		}
		if code, _, _ := runPuzzle(t, text, args...); code != exitUsage {
			t.Errorf("%v = exit %d, want 2: %s", args, code, tc.reason)
		}
	}
	other := filepath.Join(dir, "other.txt")
	if err := os.WriteFile(other, []byte("1 . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errText := runPuzzle(t, "", "puzzle", "blame", "-grid", other, puzzleFile); code != exitUsage || !strings.Contains(errText, "5x5") {
		t.Errorf("blame with a 5x5 grid for a 6x6 puzzle = exit %d, %q; want 2 naming the boards", code, errText)
	}
}

// TestPuzzleHintExits: hint's exit code says why there is no hint, as
// its usage text does. Oracles: 5x5 with 1 on a corner has 304 solutions
// (OEIS A165134), so no number is forced (1); 1 on b1, a square of the
// colour 5x5 has 12 of, leaves none (a tour of 25 squares starts on the
// colour with 13) (1); a time limit of 1ns is over before the search on a
// 10x10 board, too large for the counter, starts (3, undecided, not 1).
func TestPuzzleHintExits(t *testing.T) {
	for _, tc := range []struct {
		name, puzzle string
		args         []string
		code         int
		word         string
	}{
		{"several", `{"board":"5x5","clues":{"a1":1}}`, nil, exitNo, "several solutions"},
		{"none", `{"board":"5x5","clues":{"b1":1}}`, nil, exitNo, "no solution"},
		{"undecided", `{"board":"10x10","clues":{"e5":50}}`, []string{"-timeout", "1ns"}, exitUndecided, "undecided"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"puzzle", "hint"}, tc.args...)
			code, out, errText := runPuzzle(t, tc.puzzle, args...)
			if code != tc.code || !strings.HasPrefix(out, "hint: ") || !strings.Contains(out, tc.word) {
				t.Errorf("hint %s = exit %d, %q %q; want exit %d saying %q", tc.puzzle, code, out, errText, tc.code, tc.word)
			}
			code, doc, _ := runPuzzle(t, tc.puzzle, append(args, "-json")...)
			if undecided := strings.Contains(doc, `"undecided":true`); code != tc.code || undecided != (tc.code == exitUndecided) {
				t.Errorf("hint -json %s = exit %d, %s; want exit %d, \"undecided\":true exactly when undecided", tc.puzzle, code, doc, tc.code)
			}
		})
	}
}

// TestPuzzleCountSaysWhy: -count on a board over the counter's 64
// squares (its sets are 64-bit words, as -count's help says) prints why
// no count follows, rather than leaving the count out unsaid; a count
// stopped by -count-nodes says it is a lower bound and how to raise the
// limit (6x6 closed with 1 given has 19,724 solutions, twice OEIS
// A001230's 9,862, far more than 1,000 steps find; the clue 7 on c3, which
// two of them share, keeps the count with the search, which the steps
// bound, rather than the frontier DP, which counts a start alone at once).
func TestPuzzleCountSaysWhy(t *testing.T) {
	code, out, errText := runPuzzle(t, `{"board":"10x10","clues":{"e5":50}}`, "puzzle", "solve", "-count", "-timeout", "1ns")
	want := "count: not counted: the counter takes boards up to 64 squares, and 10x10 has 100\n"
	if code != exitUndecided || !strings.Contains(out, want) {
		t.Errorf("solve -count 10x10 = exit %d, %q %q; want exit 3 and %q", code, out, errText, want)
	}
	code, out, errText = runPuzzle(t, `{"board":"6x6","closed":true,"clues":{"a1":1,"c3":7}}`, "puzzle", "solve", "-count", "-count-nodes", "1000")
	var n int
	_, after, _ := strings.Cut(out, "count: ")
	fmt.Sscan(after, &n)
	want = "(at least: the count stopped at its limit, 1000 steps; -count-nodes raises it)\n"
	if code != exitNo || !strings.Contains(out, want) || n >= 19724 {
		t.Errorf("solve -count -count-nodes 1000 6x6 closed = exit %d, %q %q; want exit 1, a count under 19724 and %q", code, out, errText, want)
	}
}

// TestPuzzleMakeTextSolves: make's text output names the command line
// that solves it, and that line, run on the grid printed, answers unique
// with the clues make printed: the oracle is make's own answer (unique)
// for the puzzle it made. Seed 2 from 0 has no clue 0, so the grid alone
// would read as numbered from 1, a puzzle with no solution.
func TestPuzzleMakeTextSolves(t *testing.T) {
	for _, args := range [][]string{
		{"-board", "6x6", "-seed", "2", "-first", "0"},
		{"-board", "6x6", "-seed", "3", "-closed", "-first", "0"},
		{"-board", "5x5", "-seed", "4"},
	} {
		code, text, errText := runPuzzle(t, "", append([]string{"puzzle", "make"}, args...)...)
		if code != exitYes {
			t.Fatalf("make %v = exit %d, %s", args, code, errText)
		}
		head, _, _ := strings.Cut(text, "\n")
		_, line, ok := strings.Cut(head, "solve with: knight ")
		if !ok {
			t.Fatalf("make %v: first line %q names no command", args, head)
		}
		code, out, errText := runPuzzle(t, text, strings.Fields(line)...)
		if code != exitYes || !strings.HasPrefix(out, "unique: ") {
			t.Errorf("make %v, then %q on its grid = exit %d, %q %q; want unique", args, line, code, out, errText)
		}
	}
}

// TestPuzzleCnfBlockExits: cnf -block needs a solution to block; a puzzle
// with none exits 1 (1 on b1 of 5x5, a square of the colour it has 12
// of: a tour of 25 squares starts on the colour with 13), and one whose
// search is out of time (1ns, over before a search on 10x10, too large
// for the counter, starts) exits 3, undecided, not 1.
func TestPuzzleCnfBlockExits(t *testing.T) {
	for _, tc := range []struct {
		puzzle string
		args   []string
		code   int
		word   string
	}{
		{`{"board":"5x5","clues":{"b1":1}}`, nil, exitNo, "no solution to block (none)"},
		{`{"board":"10x10","clues":{"e5":50}}`, []string{"-timeout", "1ns"}, exitUndecided, "no solution found to block in time"},
	} {
		args := append(append([]string{"puzzle", "cnf", "-block"}, tc.args...), "-")
		code, out, errText := runPuzzle(t, tc.puzzle, args...)
		if code != tc.code || out != "" || !strings.Contains(errText, tc.word) {
			t.Errorf("cnf -block %s = exit %d, %q %q; want exit %d saying %q", tc.puzzle, code, out, errText, tc.code, tc.word)
		}
	}
}
