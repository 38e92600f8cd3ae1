package main

import (
	"bytes"
	"errors"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestMessages runs each command-line mistake users make through run and
// compares the whole of stderr and the exit code: the message is the
// interface here, so it is pinned word for word. Stdout must stay empty.
func TestMessages(t *testing.T) {
	for _, tc := range []struct {
		name  string
		args  []string
		stdin string
		code  int
		msg   string
	}{
		// Misspellings: the nearest command or flag, by edit distance.
		{"command transposed", []string{"tuor"}, "", exitUsage,
			`knight: unknown command "tuor"; did you mean "tour"?`},
		{"command missing a letter", []string{"prov", "-board", "5x5"}, "", exitUsage,
			`knight: unknown command "prov"; did you mean "prove"?`},
		{"command far from any", []string{"xyzzy"}, "", exitUsage,
			`knight: unknown command "xyzzy"; the commands are tour, prove, survey, blame, verify, render, cnf, serve, puzzle, count (knight help describes them)`},
		{"command after its flags", []string{"-board", "5x5", "-closed", "tour"}, "", exitUsage,
			`knight: the command goes first, then its flags, as in: knight tour -board 5x5 -closed`},
		{"flag missing a letter", []string{"tour", "-boad", "5x5"}, "", exitUsage,
			`knight: tour: unknown flag -boad (did you mean -board?)`},
		{"flag with two dashes", []string{"prove", "--clsoed", "-board", "5x5"}, "", exitUsage,
			`knight: prove: unknown flag -clsoed (did you mean -closed?)`},
		{"flag in capitals", []string{"cnf", "-Board", "5x5"}, "", exitUsage,
			`knight: cnf: unknown flag -Board (did you mean -board?)`},
		{"flag far from any", []string{"survey", "-q"}, "", exitUsage,
			`knight: survey: unknown flag -q (knight survey -h lists the flags)`},
		{"flag of another command", []string{"survey", "-board", "5x5", "-max-squares", "9"}, "", exitUsage,
			`knight: survey: unknown flag -max-squares (knight survey -h lists the flags)`},
		{"flag without its value", []string{"tour", "-board"}, "", exitUsage,
			`knight: tour: flag needs an argument: -board (knight tour -h lists the flags)`},

		// Flags after an argument: Go's flag package would take them as
		// arguments.
		{"flag after squares", []string{"blame", "-board", "5x5", "a1", "c2", "-json"}, "", exitUsage,
			`knight: blame: flag -json after the argument "a1": flags go first, as in: knight blame -board 5x5 -json a1 c2`},
		{"flag with value after squares", []string{"blame", "a1", "c2", "-board", "5x5", "-timeout=2s"}, "", exitUsage,
			`knight: blame: flag -board after the argument "a1": flags go first, as in: knight blame -board 5x5 -timeout=2s a1 c2`},
		{"misspelt flag after squares", []string{"blame", "-board", "5x5", "a1", "-jsn"}, "", exitUsage,
			`knight: blame: unknown flag -jsn after the argument "a1" (did you mean -json?); flags go first`},
		{"flag after a stray argument", []string{"tour", "-board", "5x5", "a1", "-closed"}, "", exitUsage,
			`knight: tour: flag -closed after the argument "a1": flags go first, as in: knight tour -board 5x5 -closed a1`},
		{"quoted prefix in the reordered line", []string{"prove", "x", "-prefix", "a1 c2", "-board", "5x5"}, "", exitUsage,
			`knight: prove: flag -prefix after the argument "x": flags go first, as in: knight prove -prefix 'a1 c2' -board 5x5 x`},
		{"square where a flag belongs", []string{"prove", "-board", "5x5", "a1"}, "", exitUsage,
			`knight: prove: unexpected argument "a1": prove takes no arguments; for a start square write -start a1`},
		{"survey beyond its limit", []string{"survey", "-board", "101x5"}, "", exitUsage,
			`knight: survey: -board 101x5: survey takes boards up to 100x100 (knight prove -board 101x5 -start SQ decides one square)`},
		{"board where a flag belongs", []string{"survey", "5x5"}, "", exitUsage,
			`knight: survey: unexpected argument "5x5": survey takes no arguments; for a board write -board 5x5`},

		// A puzzle subcommand is named as typed, two words.
		{"puzzle flag after its file", []string{"puzzle", "hint", "-json", "p.txt", "-closed"}, "", exitUsage,
			`knight: puzzle hint: flag -closed after the argument "p.txt": flags go first, as in: knight puzzle hint -json -closed p.txt`},
		{"puzzle flag missing a letter", []string{"puzzle", "solve", "-cout"}, "", exitUsage,
			`knight: puzzle solve: unknown flag -cout (did you mean -count?)`},
		{"puzzle flag with a bad value", []string{"puzzle", "cnf", "-block=x"}, "", exitUsage,
			`knight: puzzle cnf: invalid boolean value "x" for -block: parse error (knight puzzle cnf -h lists the flags)`},
		{"puzzle board where a flag belongs", []string{"puzzle", "make", "6x6"}, "", exitUsage,
			`knight: puzzle make: unexpected argument "6x6": puzzle make takes no arguments; for a board write -board 6x6`},
		{"puzzle first out of range", []string{"puzzle", "blame", "-first", "2"}, "", exitUsage,
			`knight: puzzle blame: -first 2: want 0 or 1`},

		{"puzzle closed asked of an open JSON puzzle", []string{"puzzle", "solve", "-closed"}, `{"board":"5x5","clues":{"a1":1}}`, exitUsage,
			`knight: puzzle solve: stdin: the options disagree with the JSON puzzle: a closed tour is asked for, and the puzzle is open (its "closed" false or absent)`},

		// Squares named by the flag that gave them.
		{"start off the board", []string{"tour", "-board", "5x5", "-start", "f1"}, "", exitUsage,
			`knight: tour: -start f1 is off the 5x5 board (files a to e, ranks 1 to 5)`},
		{"end off the board", []string{"prove", "-board", "5x5", "-end", "a6"}, "", exitUsage,
			`knight: prove: -end a6 is off the 5x5 board (files a to e, ranks 1 to 5)`},
		{"start counted from 0", []string{"cnf", "-board", "5x5", "-start", "0,0"}, "", exitUsage,
			`knight: cnf: -start 0,0: coordinates start at 1 (a1 is 1,1)`},
		{"prolog end counted from 0", []string{"tour", "-end", "p(3, 0)"}, "", exitUsage,
			`knight: tour: -end p(3, 0): coordinates start at 1 (a1 is 1,1)`},
		{"prefix off the board", []string{"tour", "-board", "5x5", "-prefix", "a1 c2 e3 f5"}, "", exitUsage,
			`knight: tour: -prefix "a1 c2 e3 f5": move 3: f5 is off the 5x5 board`},
		{"prefix starting off the board", []string{"cnf", "-board", "5x5", "-prefix", "a6 b4"}, "", exitUsage,
			`knight: cnf: -prefix "a6 b4": start square a6 is off the 5x5 board`},
		{"prefix not a knight's path", []string{"prove", "-board", "5x5", "-prefix", "a1 c2 c3"}, "", exitUsage,
			`knight: prove: -prefix "a1 c2 c3": move 2: c2 to c3 is not a knight move`},

		// -start X -end X: the user meant a closed tour.
		{"start is end", []string{"prove", "-board", "6x6", "-start", "c3", "-end", "c3"}, "", exitUsage,
			`knight: prove: -start c3 -end c3: a tour visits c3 once, so it cannot end where it starts; did you mean -closed?`},
		{"default start is end", []string{"tour", "-board", "6x6", "-end", "a1"}, "", exitUsage,
			`knight: tour: -end a1 is the start (a1 by default): a tour visits a1 once, so it cannot end where it starts; did you mean -closed?`},
		{"prefix start is end", []string{"cnf", "-board", "6x6", "-prefix", "a1 b3", "-end", "a1"}, "", exitUsage,
			`knight: cnf: -end a1 is where -prefix starts: a tour visits a1 once, so it cannot end where it starts; did you mean -closed?`},
		{"start is end and closed", []string{"tour", "-board", "6x6", "-start", "b2", "-end", "b2", "-closed"}, "", exitUsage,
			`knight: tour: -start b2 -end b2 with -closed: a closed tour ends a knight move from its start, not on it; drop -end`},

		// No closed tour: the certificate's reason, not the search's.
		{"closed on an odd board", []string{"tour", "-board", "5x5", "-closed"}, "", exitNo,
			`knight: tour: no closed tour of 5x5 from a1: 5x5 has 13 dark and 12 light squares; a path alternates colours, so from a1 (dark) over 25 squares it ends on dark, like the first square a1: never a knight's move from it, so the tour cannot close.`},
		{"closed on 4xN", []string{"tour", "-board", "4x6", "-closed"}, "", exitNo,
			`knight: tour: no closed tour of 4x6 from a1: on 4x6 the outer files a and d touch only the inner files b and c, so the 6 dark squares of the outer lines can only be entered from and left to the 6 light squares of the inner lines; that takes 13 visits next to those squares (two for each lone square, one to reach the rest of the board) and a closed tour, passing each of them once with two neighbours, allows only 12.`},
		{"open from a light square of an odd board", []string{"tour", "-board", "5x5", "-start", "b1"}, "", exitNo,
			`knight: tour: no open tour of 5x5 from b1: 5x5 has 13 dark and 12 light squares; a tour alternates colours, so it must start and end on dark; b1 is light.`},

		// Limits name their flag.
		{"prove beyond -max-squares", []string{"prove", "-board", "40x40", "-method", "sat", "-max-squares", "100"}, "", exitUsage,
			`knight: prove: -method sat: open tour of 40x40 leaves 1600 squares to cover, more than -max-squares 100 allows; raise -max-squares`},
		{"prove beyond the default limit", []string{"prove", "-board", "60x60", "-method", "sat"}, "", exitUsage,
			`knight: prove: -method sat: open tour of 60x60 leaves 3600 squares to cover, more than -max-squares 2500 allows; raise -max-squares`},
		{"negative -max-squares", []string{"prove", "-board", "5x5", "-max-squares", "-3"}, "", exitUsage,
			`knight: prove: -max-squares -3: want 0 (the default, 2500) or more`},
		{"cnf beyond -max-squares", []string{"cnf", "-board", "12x12", "-max-squares", "100"}, "", exitUsage,
			`knight: cnf: 12x12 has 144 squares, more than -max-squares 100 allows; raise -max-squares`},
		// auto and numbers name ways to read a tour, not to write one.
		{"tour written as auto", []string{"tour", "-board", "5x5", "-format", "auto"}, "", exitUsage,
			`knight: tour: -format: "auto": want alg, prolog, xy or grid`},
		{"prove written as numbers", []string{"prove", "-board", "5x5", "-format", "numbers"}, "", exitUsage,
			`knight: prove: -format: "numbers": want alg, prolog, xy or grid`},
		{"cnf with an unknown encoding", []string{"cnf", "-board", "5x5", "-encoding", "binary"}, "", exitUsage,
			`knight: cnf: -encoding "binary": want one of lazy, hybrid, position, successor`},
		{"prove with an unknown encoding", []string{"prove", "-board", "5x5", "-method", "sat", "-encoding", "binary"}, "", exitUsage,
			`knight: prove: -encoding "binary": want one of lazy, hybrid, position, successor`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := run(tc.args, strings.NewReader(tc.stdin), &stdout, &stderr)
			if got, want := stderr.String(), tc.msg+"\n"; code != tc.code || got != want {
				t.Errorf("knight %q = exit %d, stderr\n%s\nwant exit %d, stderr\n%s", tc.args, code, got, tc.code, want)
			}
			if stdout.Len() > 0 {
				t.Errorf("knight %q wrote to stdout: %q", tc.args, stdout.String())
			}
		})
	}
}

// TestDoubleDashKeepsArguments: after "--" an argument that looks like a
// flag is meant as an argument, so it is not reported as a misplaced flag.
func TestDoubleDashKeepsArguments(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := run([]string{"blame", "-board", "5x5", "--", "a1", "-json"}, nil, &stdout, &stderr)
	if code != exitUsage || strings.Contains(stderr.String(), "flags go first") {
		t.Errorf("knight blame -board 5x5 -- a1 -json = exit %d, stderr %q; want exit 2 for the bad square, not flags go first", code, stderr.String())
	}
}

// TestHelp: -h and -help exit 0 for every command and print to stderr a
// usage whose first line names the command, then the flags.
func TestHelp(t *testing.T) {
	for _, cmd := range commands {
		for _, args := range [][]string{{"-h"}, {"-help"}, {"--help"}, {"-board", "5x5", "-h"}} {
			t.Run(cmd+strings.Join(args, ""), func(t *testing.T) {
				var stdout, stderr bytes.Buffer
				code := run(append([]string{cmd}, args...), strings.NewReader(""), &stdout, &stderr)
				first, _, _ := strings.Cut(stderr.String(), "\n")
				if code != exitYes || !strings.HasPrefix(first, "usage: knight "+cmd+" ") {
					t.Errorf("knight %s %q = exit %d, first line %q; want exit 0, first line \"usage: knight %s ...\"", cmd, args, code, first, cmd)
				}
				flag := "-board" // every command but the server takes a board
				if cmd == "serve" {
					flag = "-addr"
				}
				if !strings.Contains(stderr.String(), flag) {
					t.Errorf("knight %s -h does not list %s:\n%s", cmd, flag, stderr.String())
				}
				if stdout.Len() > 0 {
					t.Errorf("knight %s -h wrote to stdout: %q", cmd, stdout.String())
				}
			})
		}
	}
}

var errDiskFull = errors.New("no space left on device")

// failAfter stands in for /dev/full (n = 0) or a disk that fills up: it
// accepts n bytes, then fails.
type failAfter struct{ n int }

func (w *failAfter) Write(p []byte) (int, error) {
	if len(p) <= w.n {
		w.n -= len(p)
		return len(p), nil
	}
	n := w.n
	w.n = 0
	return n, errDiskFull
}

// TestWriteErrors: a command whose results cannot be written exits 2 and
// says so, whichever command it is and wherever the write fails.
func TestWriteErrors(t *testing.T) {
	var tour bytes.Buffer
	if code := run([]string{"tour", "-board", "5x5"}, nil, &tour, &bytes.Buffer{}); code != exitYes {
		t.Fatalf("knight tour -board 5x5 = exit %d, want 0", code)
	}
	for _, tc := range []struct {
		args  []string
		stdin string
		// stdout fails at once, or after this many bytes were written
		failAfter int
	}{
		{[]string{"help"}, "", 0},
		{[]string{"tour", "-board", "5x5"}, "", 0},
		{[]string{"tour", "-board", "5x5", "-json"}, "", 0},
		{[]string{"tour", "-board", "60x60", "-format", "grid"}, "", 5000},
		{[]string{"prove", "-board", "5x5"}, "", 0},
		{[]string{"prove", "-board", "5x5", "-closed", "-json"}, "", 0},
		{[]string{"survey", "-board", "3x3"}, "", 0},
		{[]string{"survey", "-board", "3x3", "-json"}, "", 0},
		{[]string{"blame", "-board", "5x5", "a1", "c2"}, "", 0},
		{[]string{"cnf", "-board", "5x5"}, "", 0},
		{[]string{"cnf", "-board", "8x8"}, "", 5000},
		{[]string{"verify", "-board", "5x5"}, tour.String(), 0},
		{[]string{"render", "-board", "5x5"}, tour.String(), 0},
		{[]string{"render", "-board", "5x5"}, tour.String(), 40},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			var stderr bytes.Buffer
			code := run(tc.args, strings.NewReader(tc.stdin), &failAfter{tc.failAfter}, &stderr)
			got := stderr.String()
			want := "knight: " + tc.args[0] + ": writing the results to stdout: no space left on device\n"
			if tc.args[0] == "render" { // render.go words its own
				want = "knight: render: no space left on device\n"
			}
			if code != exitUsage || got != want {
				t.Errorf("knight %q > full after %d bytes = exit %d, stderr %q; want exit 2, stderr %q", tc.args, tc.failAfter, code, got, want)
			}
		})
	}
}

// TestCommandsListed keeps the names that suggestions come from in step
// with the switch in run (each name dispatches) and with the usage text
// (each command it lists is a name).
func TestCommandsListed(t *testing.T) {
	for _, cmd := range commands {
		var stderr bytes.Buffer
		run([]string{cmd, "-h"}, nil, &bytes.Buffer{}, &stderr)
		if strings.Contains(stderr.String(), "unknown command") {
			t.Errorf("command %q is listed but run does not dispatch it", cmd)
		}
	}
	listed := regexp.MustCompile(`(?m)^  ([a-z]+) `).FindAllStringSubmatch(usage(), -1)
	for _, m := range listed {
		if !slices.Contains(commands, m[1]) {
			t.Errorf("usage lists %q, which commands (main.go) lacks", m[1])
		}
	}
	if len(listed) < len(commands) {
		t.Errorf("usage lists %d commands, main.go %d", len(listed), len(commands))
	}
}

// TestEditDistance checks the distance behind the suggestions against
// values worked by hand from its definition (restricted Damerau: one swap
// of neighbours counts 1, "ca" to "abc" stays 3).
func TestEditDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"", "abc", 3},
		{"board", "board", 0},
		{"boad", "board", 1},
		{"tuor", "tour", 1},
		{"kitten", "sitting", 3},
		{"ca", "abc", 3},
		{"closed", "clsoed", 1},
		{"json", "jsn", 1},
	} {
		if got := editDistance(tc.a, tc.b); got != tc.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
		if got := editDistance(tc.b, tc.a); got != tc.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d (symmetric)", tc.b, tc.a, got, tc.want)
		}
	}
}

// TestProveNamesSATLimit: an answer left undecided because the board is
// beyond SAT's limit says which flag raises it. 51x51 from a1 to c1 is
// not refuted by colour (both dark), and 10 nodes decide nothing.
func TestProveNamesSATLimit(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := run([]string{"prove", "-board", "51x51", "-start", "a1", "-end", "c1", "-budget", "10"}, nil, &stdout, &stderr)
	want := "knight: prove: SAT was not tried: open tour of 51x51 from a1, ending on c1 leaves 2601 squares to cover, more than -max-squares 2500 allows\n"
	if code != exitUndecided || stderr.String() != want {
		t.Errorf("knight prove -board 51x51 ... -budget 10 = exit %d, stderr %q; want exit 3, stderr %q", code, stderr.String(), want)
	}
}

// TestUsageListsFlagsOnce: a usage text that lists its flags itself (as
// verify's does) is printed as it is; one that does not gets the
// FlagSet's list, so that the two cannot disagree.
func TestUsageListsFlagsOnce(t *testing.T) {
	for _, tc := range []struct {
		head  string
		lists bool
	}{
		{usageTour, false},
		{usageVerify, false},
		{usageRender, false},
		{"usage: knight x\n\n  -board WxH  listed by hand\n", true},
	} {
		fs, _ := tourFlags()
		var out bytes.Buffer
		printUsage(fs, &out, tc.head)
		if got, want := strings.Count(out.String(), "\n  -board"), 1; got != want {
			t.Errorf("printUsage(%.30q...) lists -board %d times, want %d:\n%s", tc.head, got, want, out.String())
		}
		if got := strings.Contains(out.String(), "\nflags:\n"); got == tc.lists {
			t.Errorf("printUsage(%.30q...) added the flag list: %v, want %v", tc.head, got, !tc.lists)
		}
	}
}

// TestStartIsEndOnOneSquare: on 1x1 the only tour starts and ends on a1,
// so -start a1 -end a1 is a fair question there, not a slip.
func TestStartIsEndOnOneSquare(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := run([]string{"tour", "-board", "1x1", "-start", "a1", "-end", "a1"}, nil, &stdout, &stderr)
	if code != exitYes || stdout.String() != "a1\n" {
		t.Errorf("knight tour -board 1x1 -start a1 -end a1 = exit %d, stdout %q, stderr %q; want exit 0, stdout \"a1\\n\"", code, stdout.String(), stderr.String())
	}
}
