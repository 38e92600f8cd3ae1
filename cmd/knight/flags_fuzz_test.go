package main

import (
	"bytes"
	"flag"
	"strings"
	"testing"
)

// tourFlags is the FlagSet of knight tour, without running a search.
func tourFlags() (*flag.FlagSet, *problemFlags) {
	fs := flag.NewFlagSet("tour", flag.ContinueOnError)
	pf := &problemFlags{board: "8x8"}
	pf.register(fs, "a1")
	fs.Int64("seed", 1, "seed")
	fs.Bool("json", false, "json")
	return fs, pf
}

// parseTour parses args as knight tour's flags: ok, and what stderr got.
func parseTour(args []string) (ok bool, code int, msg string, pf *problemFlags, fs *flag.FlagSet) {
	fs, pf = tourFlags()
	var stderr bytes.Buffer
	code, ok = parseFlags(fs, args, &stderr, usageTour)
	return ok, code, stderr.String(), pf, fs
}

// FuzzFlags feeds command lines (arguments separated by NUL) to the shared
// flag handling. It must not panic; a refusal is one line prefixed
// "knight: tour: " with exit 2, or the usage with exit 0; the same line
// always gets the same answer; a problem accepted is well formed; and the
// reordered command line a "flags go first" message offers parses cleanly
// to the same problem.
func FuzzFlags(f *testing.F) {
	for _, s := range []string{
		"-board\x005x5",
		"-boad\x005x5",
		"-board\x005x5\x00a1\x00-closed",
		"x\x00-prefix\x00a1 c2\x00-board\x005x5",
		"-board\x005x5\x00-start\x00a1\x00-end\x00a1",
		"-board\x005x5\x00-prefix\x00a1 c2 f3",
		"-start\x000,0",
		"-h",
		"--\x00-closed",
		"-board=6\x00-seed=x",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if len(line) > 1000 {
			return
		}
		args := strings.Split(line, "\x00")
		ok, code, msg, pf, _ := parseTour(args)
		ok2, code2, msg2, _, _ := parseTour(args)
		if ok != ok2 || code != code2 || msg != msg2 {
			t.Fatalf("%q answered twice differently: %v %d %q, then %v %d %q", args, ok, code, msg, ok2, code2, msg2)
		}
		if !ok {
			switch {
			case code == exitYes && strings.HasPrefix(msg, "usage: knight tour "):
			case code == exitUsage && strings.HasPrefix(msg, "knight: tour: ") && strings.Count(msg, "\n") == 1 && strings.HasSuffix(msg, "\n"):
			default:
				t.Fatalf("%q: exit %d, stderr %q; want exit 2 and one line \"knight: tour: ...\" or exit 0 and the usage", args, code, msg)
			}
			if _, reordered, found := strings.Cut(msg, "as in: knight tour "); found && !strings.ContainsAny(reordered, `'"`) {
				again := strings.Fields(strings.TrimSuffix(reordered, "\n"))
				ok3, _, msg3, _, _ := parseTour(again)
				if !ok3 && strings.Contains(msg3, "flags go first") {
					t.Fatalf("%q: the reordered line %q is refused again: %q", args, again, msg3)
				}
			}
			return
		}
		q, err := pf.problem()
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("%q: problem error has a newline: %q", args, err)
			}
			return
		}
		if err := q.Check(); err != nil {
			t.Fatalf("%q: problem %v accepted but malformed: %v", args, q, err)
		}
		if s, ok := q.Start(); ok && q.HasEnd() && s == q.End && q.Board.Size() > 1 {
			t.Fatalf("%q: -start and -end on the same square %v accepted", args, s)
		}
	})
}

// FuzzEditDistance checks the distance behind suggestions against its
// definition's bounds: symmetric, zero exactly for equal strings, at least
// the difference in length, at most the Levenshtein distance (which has no
// swaps) and the longer length.
func FuzzEditDistance(f *testing.F) {
	f.Add("tuor", "tour")
	f.Add("kitten", "sitting")
	f.Add("ca", "abc")
	f.Fuzz(func(t *testing.T, a, b string) {
		if len(a) > 64 || len(b) > 64 {
			return
		}
		d := editDistance(a, b)
		if d != editDistance(b, a) {
			t.Fatalf("editDistance(%q, %q) = %d, but %d the other way", a, b, d, editDistance(b, a))
		}
		if (d == 0) != (a == b) {
			t.Fatalf("editDistance(%q, %q) = %d", a, b, d)
		}
		if lev := levenshtein(a, b); d < abs(len(a)-len(b)) || d > lev || d > max(len(a), len(b)) {
			t.Fatalf("editDistance(%q, %q) = %d, outside [%d, min(%d, %d)]", a, b, d, abs(len(a)-len(b)), lev, max(len(a), len(b)))
		}
	})
}

// levenshtein is the textbook distance without swaps, by full table.
func levenshtein(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
		}
	}
	return d[len(a)][len(b)]
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
