package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// The tests of the contest checkers share no code with grade: tours come
// from a Warnsdorff walk with backtracking written here, and each is
// checked by moveCheck, a check of the problem's rules written here too.

// knightSteps are the eight (row, col) steps of a knight.
var knightSteps = [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}

// walkTour is a knight's tour of the n x n board from (r0, c0) as a grid
// of visit numbers from base, rows from the top, or nil when the walk
// finds none within its budget: Warnsdorff's rule (fewest onward moves
// first, ties broken by rng) with backtracking.
func walkTour(rng *rand.Rand, n, r0, c0, base int) [][]int {
	grid := make([][]int, n)
	for r := range grid {
		grid[r] = slices.Repeat([]int{-1}, n)
	}
	on := func(r, c int) bool { return r >= 0 && r < n && c >= 0 && c < n && grid[r][c] < 0 }
	onward := func(r, c int) int {
		k := 0
		for _, s := range knightSteps {
			if on(r+s[0], c+s[1]) {
				k++
			}
		}
		return k
	}
	budget := 200000
	var walk func(r, c, k int) bool
	walk = func(r, c, k int) bool {
		grid[r][c] = k
		if k == n*n-1 {
			return true
		}
		if budget--; budget < 0 {
			grid[r][c] = -1
			return false
		}
		type next struct{ r, c, deg, tie int }
		var nexts []next
		for _, s := range knightSteps {
			if nr, nc := r+s[0], c+s[1]; on(nr, nc) {
				nexts = append(nexts, next{nr, nc, onward(nr, nc), rng.IntN(1000)})
			}
		}
		slices.SortFunc(nexts, func(a, b next) int { return (a.deg*1000 + a.tie) - (b.deg*1000 + b.tie) })
		for _, x := range nexts {
			if walk(x.r, x.c, k+1) {
				return true
			}
		}
		grid[r][c] = -1
		return false
	}
	if !walk(r0, c0, 0) {
		return nil
	}
	for _, row := range grid {
		for c := range row {
			row[c] += base
		}
	}
	return grid
}

// moveCheck is the oracle: grid numbers every cell once from base, the
// number base is at (r0, c0), and each number is a knight move from the
// one before.
func moveCheck(grid [][]int, base, r0, c0 int) bool {
	n := len(grid)
	where := make([][2]int, n*n)
	seen := make([]bool, n*n)
	for r, row := range grid {
		if len(row) != n {
			return false
		}
		for c, v := range row {
			k := v - base
			if k < 0 || k >= n*n || seen[k] {
				return false
			}
			seen[k], where[k] = true, [2]int{r, c}
		}
	}
	if where[0] != [2]int{r0, c0} {
		return false
	}
	for k := 1; k < n*n; k++ {
		dr, dc := where[k][0]-where[k-1][0], where[k][1]-where[k-1][1]
		if dr*dr+dc*dc != 5 {
			return false
		}
	}
	return true
}

// gridText prints a grid as both problems print theirs: a row a line,
// numbers separated by spaces.
func gridText(grid [][]int) string {
	var b strings.Builder
	for _, row := range grid {
		for c, v := range row {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strconv.Itoa(v))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

// contestCase is one problem: a preset, its input, the start and base it
// implies, and a jury's answer.
type contestCase struct {
	preset       string
	input        string
	n, r0, c0    int
	base         int
	answer       [][]int
	startFlag    string // -start for plain verify (CSES), "" for none
	otherStartR0 int    // a start of another tour, for the wrong-start fault
	otherStartC0 int
}

// contestCases are LeetCode 2596 problems for n = 1, 5, 6, 7, 8 and CSES
// 1689 problems from seeded random starts.
func contestCases(t *testing.T, rng *rand.Rand) []contestCase {
	var cases []contestCase
	for _, n := range []int{1, 5, 6, 7, 8} {
		ans := walkTour(rng, n, 0, 0, 0)
		if ans == nil || !moveCheck(ans, 0, 0, 0) {
			t.Fatalf("walkTour(%d, from the corner) found no tour the oracle accepts", n)
		}
		cases = append(cases, contestCase{preset: "leetcode2596", input: fmt.Sprintf("%d\n", n), n: n, answer: ans, otherStartR0: 0, otherStartC0: 2})
	}
	for range 4 {
		x, y := 1+rng.IntN(8), 1+rng.IntN(8)
		ans := walkTour(rng, 8, y-1, x-1, 1)
		if ans == nil || !moveCheck(ans, 1, y-1, x-1) {
			t.Fatalf("walkTour(8x8 from x=%d y=%d) found no tour the oracle accepts", x, y)
		}
		sq := board.Square{X: int32(x), Y: int32(9 - y)}
		cases = append(cases, contestCase{preset: "cses1689", input: fmt.Sprintf("%d %d\n", x, y), n: 8, r0: y - 1, c0: x - 1, base: 1, answer: ans,
			startFlag: sq.String(), otherStartR0: (y + 3) % 8, otherStartC0: (x + 4) % 8})
	}
	return cases
}

// outcome is what a checker must say of an output.
type outcome int8

const (
	wantOK outcome = iota
	wantWA
	wantPE
)

// contestFault is one output made from a valid tour, with what a checker must
// say of it and why.
type contestFault struct {
	name   string
	output string
	want   outcome
	plain  bool   // also judged by plain verify -preset (not for tokens outside the grid, which it sets aside and names)
	says   string // what the checker's message must name: the rule missed, the fault of format
}

// contestFaults are the valid tour and its single faults.
func contestFaults(t *testing.T, rng *rand.Rand, c contestCase) []contestFault {
	tour := walkTour(rng, c.n, c.r0, c.c0, c.base)
	if tour == nil || !moveCheck(tour, c.base, c.r0, c.c0) {
		t.Fatalf("%s %q: no valid tour generated", c.preset, c.input)
	}
	text := gridText(tour)
	out := []contestFault{{"valid", text, wantOK, true, "knight's tour"}}

	shifted := make([][]int, c.n)
	for r, row := range tour {
		shifted[r] = make([]int, c.n)
		for col, v := range row {
			shifted[r][col] = v + 1 - 2*c.base
		}
	}
	out = append(out, contestFault{"base shifted", gridText(shifted), wantWA, true, "numbered"})
	out = append(out, contestFault{"base shifted, a word after", gridText(shifted) + "done\n", wantWA, true, `"done" after the last number`})

	toks := strings.Fields(text)
	if c.n > 1 {
		i, j := rng.IntN(len(toks)), rng.IntN(len(toks)-1)
		if j >= i {
			j++
		}
		swapped := make([][]int, c.n)
		for r, row := range tour {
			swapped[r] = slices.Clone(row)
		}
		ri, ci, rj, cj := i/c.n, i%c.n, j/c.n, j%c.n
		swapped[ri][ci], swapped[rj][cj] = swapped[rj][cj], swapped[ri][ci]
		want := wantWA
		if moveCheck(swapped, c.base, c.r0, c.c0) {
			want = wantOK // the oracle says the swap is still a tour
		}
		out = append(out, contestFault{fmt.Sprintf("cells %d and %d swapped", i, j), gridText(swapped), want, true, ""})

		// A token after a wrong grid leaves it wrong, as testlib
		// judges: its check for text left over follows an "ok" only.
		if want == wantWA {
			out = append(out, contestFault{fmt.Sprintf("cells %d and %d swapped, a number after", i, j), gridText(swapped) + "0\n", wantWA, true, "after the last number"})
		}
		if other := walkTour(rng, c.n, c.otherStartR0, c.otherStartC0, c.base); other != nil {
			out = append(out, contestFault{"another start", gridText(other), wantWA, true, "starts at"})
			out = append(out, contestFault{"another start, a word after", gridText(other) + "done\n", wantWA, true, "starts at"})
		}
	}
	k := rng.IntN(len(toks))
	garbled := slices.Clone(toks)
	garbled[k] = "x" + garbled[k]
	out = append(out, contestFault{"token " + strconv.Itoa(k) + " garbled", strings.Join(garbled, " ") + "\n", wantPE, true, "is not an integer"})
	if len(toks) > 1 {
		cut := 1 + rng.IntN(len(toks)-1)
		out = append(out, contestFault{"cut after " + strconv.Itoa(cut) + " numbers", strings.Join(toks[:cut], " ") + "\n", wantPE, true, "ends after"})
	}
	out = append(out, contestFault{"a number after the grid", text + "0\n", wantPE, false, "after the last number"})
	out = append(out, contestFault{"a word after the grid", text + "done\n", wantPE, false, "after the last number"})
	out = append(out, contestFault{"empty", "", wantPE, true, "ends after 0"})
	return out
}

// writeFiles writes name=content pairs into a fresh directory and returns
// their paths.
func writeFiles(t *testing.T, kv ...string) []string {
	dir := t.TempDir()
	var paths []string
	for i := 0; i < len(kv); i += 2 {
		p := filepath.Join(dir, kv[i])
		if err := os.WriteFile(p, []byte(kv[i+1]), 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	return paths
}

// checkTestlib runs knight verify -testlib through run and returns the
// exit code and the message on stderr.
func checkTestlib(t *testing.T, preset, input, output, answer string) (int, string) {
	p := writeFiles(t, "in", input, "out", output, "ans", answer)
	var stdout, stderr bytes.Buffer
	code := run([]string{"verify", "-preset", preset, "-testlib", p[0], p[1], p[2]}, nil, &stdout, &stderr)
	return code, stderr.String()
}

// checkKattis runs knight verify -kattis through run, the output on
// stdin, and returns the exit code and judgemessage.txt.
func checkKattis(t *testing.T, preset, input, answer, output string) (int, string) {
	p := writeFiles(t, "in", input, "ans", answer)
	feedback := t.TempDir()
	var stdout, stderr bytes.Buffer
	code := run([]string{"verify", "-preset", preset, "-kattis", p[0], p[1], feedback}, strings.NewReader(output), &stdout, &stderr)
	msg, err := os.ReadFile(filepath.Join(feedback, "judgemessage.txt"))
	if err != nil {
		t.Errorf("verify -kattis wrote no judgemessage.txt: %v (stderr %q)", err, stderr.String())
	}
	return code, string(msg)
}

// TestContestCheckers: generated valid tours are accepted by the testlib
// checker, the Kattis validator and plain verify -preset of both presets;
// each single fault is a wrong answer or a presentation error as the
// rules say, never accepted. Oracle: moveCheck and walkTour above.
func TestContestCheckers(t *testing.T) {
	rng := rand.New(rand.NewPCG(2596, 1689))
	testlibCode := map[outcome]int{wantOK: testlibOK, wantWA: testlibWA, wantPE: testlibPE}
	testlibWord := map[outcome]string{wantOK: "ok ", wantWA: "wrong answer ", wantPE: "wrong output format "}
	kattisCode := map[outcome]int{wantOK: kattisYes, wantWA: kattisNo, wantPE: kattisNo}
	kattisWord := map[outcome]string{wantOK: "accepted: ", wantWA: "wrong answer: ", wantPE: "presentation error: "}
	for _, c := range contestCases(t, rng) {
		answer := gridText(c.answer)
		for _, f := range contestFaults(t, rng, c) {
			t.Run(c.preset+"/"+strings.TrimSpace(c.input)+"/"+f.name, func(t *testing.T) {
				code, msg := checkTestlib(t, c.preset, c.input, f.output, answer)
				if code != testlibCode[f.want] || !strings.HasPrefix(msg, testlibWord[f.want]) || !strings.Contains(msg, f.says) {
					t.Errorf("verify -testlib = exit %d %q, want %d %q... naming %q", code, msg, testlibCode[f.want], testlibWord[f.want], f.says)
				}
				code, msg = checkKattis(t, c.preset, c.input, answer, f.output)
				if code != kattisCode[f.want] || !strings.HasPrefix(msg, kattisWord[f.want]) || !strings.Contains(msg, f.says) {
					t.Errorf("verify -kattis = exit %d %q, want %d %q... naming %q", code, msg, kattisCode[f.want], kattisWord[f.want], f.says)
				}
				if !f.plain {
					return
				}
				args := []string{"verify", "-preset", c.preset}
				if c.startFlag != "" {
					args = append(args, "-start", c.startFlag)
				}
				var stdout, stderr bytes.Buffer
				code = run(args, strings.NewReader(f.output), &stdout, &stderr)
				switch {
				case f.want == wantOK && code != exitYes:
					t.Errorf("verify -preset of a valid tour = exit %d %q %q, want 0", code, stdout.String(), stderr.String())
				case f.want == wantWA && code != exitNo:
					t.Errorf("verify -preset of a wrong grid = exit %d %q %q, want 1", code, stdout.String(), stderr.String())
				case f.want == wantPE && code == exitYes:
					t.Errorf("verify -preset of a grid cut or garbled = exit 0 %q, want no pass", stdout.String())
				}
			})
		}
	}
}

// The published examples: LeetCode 2596's two grids with their answers
// (true, false: "the 8th move of the knight is not valid"), and CSES
// 1689's sample, input "2 1" and its output, a valid answer.
const (
	leetcodeExample1 = "grid = [[0,11,16,5,20],[17,4,19,10,15],[12,1,8,21,6],[3,18,23,14,9],[24,13,2,7,22]]\n"
	leetcodeExample2 = "grid = [[0,3,6],[5,8,1],[2,7,4]]\n"
	csesSampleInput  = "2 1\n"
	csesSampleFile   = "testdata/contest/cses1689-sample.out" // CSES 1689's published sample output
)

// csesSample is CSES 1689's published sample output, for input "2 1".
var csesSample = func() string {
	b, err := os.ReadFile(csesSampleFile)
	if err != nil {
		panic("contest_test: " + err.Error())
	}
	return string(b)
}()

// TestPresetPublishedExamples: verify -preset gives LeetCode 2596's
// published answers to its examples, written as LeetCode prints them, and
// the checkers accept CSES 1689's published sample and LeetCode's first
// example as a contest output. Oracle: the published answers, and
// moveCheck for the CSES sample (x is the column: "2 1" puts 1 in the
// first row, second column).
func TestPresetPublishedExamples(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       int
		says       string
	}{
		{"example 1, true", leetcodeExample1, exitYes, "valid open tour of 5x5"},
		{"example 2, false", leetcodeExample2, exitNo, "move 8: number 7 at grid[2][1] to number 8 at grid[1][1] is not a knight move"},
	} {
		var stdout, stderr bytes.Buffer
		code := run([]string{"verify", "-preset", "leetcode2596"}, strings.NewReader(tc.text), &stdout, &stderr)
		if code != tc.want || !strings.Contains(stdout.String()+stderr.String(), tc.says) {
			t.Errorf("verify -preset leetcode2596 of %s = exit %d %q %q, want %d naming %q", tc.name, code, stdout.String(), stderr.String(), tc.want, tc.says)
		}
	}

	var rows [][]int
	for _, line := range strings.Split(strings.TrimSpace(csesSample), "\n") {
		var row []int
		for _, f := range strings.Fields(line) {
			v, _ := strconv.Atoi(f)
			row = append(row, v)
		}
		rows = append(rows, row)
	}
	if !moveCheck(rows, 1, 0, 1) {
		t.Fatal("the CSES sample fails the oracle from row 0, column 1")
	}
	if code, msg := checkTestlib(t, "cses1689", csesSampleInput, csesSample, csesSample); code != testlibOK {
		t.Errorf("verify -testlib of the CSES sample = exit %d %q, want ok", code, msg)
	}
	if code, msg := checkKattis(t, "cses1689", csesSampleInput, csesSample, csesSample); code != kattisYes {
		t.Errorf("verify -kattis of the CSES sample = exit %d %q, want 42", code, msg)
	}
	// Read as x the row, the sample would start on the wrong square.
	if code, msg := checkTestlib(t, "cses1689", "1 2\n", csesSample, gridText(walkTour(rand.New(rand.NewPCG(1, 2)), 8, 1, 0, 1))); code != testlibWA || !strings.Contains(msg, "starts at x=2 y=1, CSES 1689 starts at x=1 y=2") {
		t.Errorf("verify -testlib of the CSES sample for input 1 2 = exit %d %q, want a wrong start", code, msg)
	}
	example1 := "0 11 16 5 20\n17 4 19 10 15\n12 1 8 21 6\n3 18 23 14 9\n24 13 2 7 22\n"
	if code, msg := checkTestlib(t, "leetcode2596", "5\n", example1, example1); code != testlibOK {
		t.Errorf("verify -testlib of LeetCode's example 1 = exit %d %q, want ok", code, msg)
	}
}

// TestContestJudgeErrors: a bad input, a bad jury answer or a bad command
// line is the checker's failure (testlib 3, Kattis neither 42 nor 43),
// never a verdict on the contestant. Oracle: the rule of both judges.
func TestContestJudgeErrors(t *testing.T) {
	for _, tc := range []struct {
		name, preset, input, answer, why string
	}{
		{"x off the board", "cses1689", "9 1\n", csesSample, "x is 9, outside 1 to 8"},
		{"y missing", "cses1689", "2\n", csesSample, "ends before y"},
		{"a word in the input", "cses1689", "2 one\n", csesSample, `"one" is not an integer`},
		{"more in the input", "cses1689", "2 1 3\n", csesSample, "after the last number"},
		{"n too large", "leetcode2596", "1001\n", "0\n", "n is 1001, outside 1 to 1000"},
		{"jury answer cut", "cses1689", csesSampleInput, csesSample[:40], "the jury's answer is not accepted"},
		{"jury answer from another start", "cses1689", "1 1\n", csesSample, "the jury's answer is not accepted (wrong answer)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if code, msg := checkTestlib(t, tc.preset, tc.input, csesSample, tc.answer); code != testlibFail || !strings.HasPrefix(msg, "FAIL ") || !strings.Contains(msg, tc.why) {
				t.Errorf("verify -testlib = exit %d %q, want 3 FAIL naming %q", code, msg, tc.why)
			}
			if code, msg := checkKattis(t, tc.preset, tc.input, tc.answer, csesSample); code == kattisYes || code == kattisNo || !strings.Contains(msg, tc.why) {
				t.Errorf("verify -kattis = exit %d %q, want a judge error naming %q", code, msg, tc.why)
			}
		})
	}
	p := writeFiles(t, "in", csesSampleInput, "out", csesSample)
	for _, args := range [][]string{
		{"verify", "-testlib", p[0], p[1], p[1]},                                         // no preset
		{"verify", "-preset", "cses1689", "-testlib", p[0], p[1]},                        // two files
		{"verify", "-preset", "cses1689", "-testlib", "-board", "8x8", p[0], p[1], p[1]}, // a flag a checker does not take
		{"verify", "-preset", "cses1689", "-testlib", "-bord", "8x8", p[0], p[1], p[1]},  // a flag verify does not know
		{"verify", "-preset", "cses1690", "-testlib", p[0], p[1], p[1]},
		{"verify", "-preset", "cses1689", "-testlib", p[0], p[1], filepath.Join(t.TempDir(), "none")},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(args, nil, &stdout, &stderr); code != testlibFail {
			t.Errorf("knight %s = exit %d %q, want 3: a checker's failure is not a presentation error", strings.Join(args, " "), code, stderr.String())
		}
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"verify", "-preset", "cses1689", "-kattis", p[0], p[1]}, strings.NewReader(csesSample), &stdout, &stderr); code == kattisYes || code == kattisNo {
		t.Errorf("verify -kattis with two arguments = exit %d, want a judge error", code)
	}
	if code := run([]string{"verify", "-preset", "leetcode2596", "-start", "a1"}, strings.NewReader(leetcodeExample1), &stdout, &stderr); code != exitUsage {
		t.Errorf("verify -preset leetcode2596 -start a1 = exit %d, want 2: the preset fixes the start", code)
	}
	if code := run([]string{"verify", "-preset", "cses1689", "-certificate", p[1]}, nil, &stdout, &stderr); code != exitUsage {
		t.Errorf("verify -preset cses1689 -certificate = exit %d, want 2: a certificate says what it claims", code)
	}
}

// TestContestBinary runs the built binary as a judge would: the testlib
// checker with three files, the Kattis validator with the output on
// stdin. Oracle: the exit codes of the two judges' specifications.
func TestContestBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := filepath.Join(t.TempDir(), "knight")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v: %s", err, out)
	}
	wrong := strings.Replace(csesSample, "8 1 10", "10 1 8", 1)
	p := writeFiles(t, "in", csesSampleInput, "ans", csesSample, "good", csesSample, "wrong", wrong)
	exitOf := func(err error) int {
		if e, ok := err.(*exec.ExitError); ok {
			return e.ExitCode()
		}
		if err != nil {
			t.Fatal(err)
		}
		return 0
	}
	for _, tc := range []struct {
		output string
		want   int
	}{{p[2], testlibOK}, {p[3], testlibWA}} {
		out, err := exec.Command(bin, "verify", "-preset", "cses1689", "-testlib", p[0], tc.output, p[1]).CombinedOutput()
		if got := exitOf(err); got != tc.want {
			t.Errorf("knight verify -testlib ... %s = exit %d %q, want %d", filepath.Base(tc.output), got, out, tc.want)
		}
	}
	for _, tc := range []struct {
		output string
		want   int
	}{{p[2], kattisYes}, {p[3], kattisNo}} {
		feedback := t.TempDir()
		cmd := exec.Command(bin, "verify", "-preset", "cses1689", "-kattis", p[0], p[1], feedback)
		f, err := os.Open(tc.output)
		if err != nil {
			t.Fatal(err)
		}
		cmd.Stdin = f
		out, err := cmd.CombinedOutput()
		f.Close()
		msg, _ := os.ReadFile(filepath.Join(feedback, "judgemessage.txt"))
		if got := exitOf(err); got != tc.want || len(msg) == 0 {
			t.Errorf("knight verify -kattis ... < %s = exit %d %q, judgemessage.txt %q; want %d and a message", filepath.Base(tc.output), got, out, msg, tc.want)
		}
	}
}
