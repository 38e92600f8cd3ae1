package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
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

		if other := walkTour(rng, c.n, c.otherStartR0, c.otherStartC0, c.base); other != nil {
			out = append(out, contestFault{"another start", gridText(other), wantWA, true, "starts at"})
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
