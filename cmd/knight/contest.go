package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/knightcert/knight/internal/grade"
)

// Exit codes of the contest checkers, which judges read instead of
// knight's own: testlib's (0 ok, 1 wrong answer, 2 presentation error, 3
// checker failure) and Kattis's (42 accept, 43 reject, any other a judge
// error).
const (
	testlibOK   = 0
	testlibWA   = 1
	testlibPE   = 2
	testlibFail = 3
	kattisYes   = 42
	kattisNo    = 43
	kattisError = exitUsage
)

// contestFlags are verify's flags for the problems people grade: -preset
// grades every tour by a problem's rules; -testlib and -kattis make verify
// a contest's checker for the preset's problem.
type contestFlags struct {
	preset          string
	testlib, kattis bool
}

func (f *contestFlags) register(fs *flag.FlagSet) {
	fs.StringVar(&f.preset, "preset", "", "grade by the rules of a problem: `NAME` leetcode2596 or cses1689")
	fs.BoolVar(&f.testlib, "testlib", false, "with -preset: a testlib checker, arguments INPUT OUTPUT ANSWER [REPORT]")
	fs.BoolVar(&f.kattis, "kattis", false, "with -preset: a Kattis output validator, arguments INPUT ANSWER FEEDBACKDIR, the output on stdin")
}

// usageExit is the exit code of a command line verify could not parse:
// a checker's own code for a failure of the checker when -testlib or
// -kattis was asked for, since a judge reads 2 from a testlib checker as
// a presentation error.
func (f *contestFlags) usageExit(args []string, code int) int {
	if code == exitYes {
		return code
	}
	asked := func(name string) bool {
		return slices.ContainsFunc(args, func(a string) bool {
			a = strings.TrimLeft(a, "-")
			return a == name || strings.HasPrefix(a, name+"=")
		})
	}
	if asked("testlib") {
		return testlibFail
	}
	return code
}

// apply sets the preset on the grader's request, and checks what the
// other flags ask of it.
func (f *contestFlags) apply(req grade.Request) (grade.Request, error) {
	p, err := grade.ParsePreset(f.preset)
	if err != nil {
		return req, fmt.Errorf("-preset: %w", err)
	}
	req.Preset = p
	if err := req.Check(); err != nil {
		return req, fmt.Errorf("-preset %s: %w", p, err)
	}
	return req, nil
}

// run runs verify as a contest checker when -testlib or -kattis asks for
// one, and refuses -preset beside -certificate, whose documents say what
// they claim; done is false when verify goes on as usual.
func (f *contestFlags) run(fs *flag.FlagSet, certificate string, stdin io.Reader, stderr io.Writer) (code int, done bool) {
	switch {
	case f.testlib:
		return f.runTestlib(fs, stderr), true
	case f.kattis:
		return f.runKattis(fs, stdin, stderr), true
	case f.preset != "" && certificate != "":
		return fail(stderr, exitUsage, "verify: -certificate takes no -preset: the answer says what it claims"), true
	}
	return 0, false
}

// checkerPreset is the preset a checker judges by, or why the command line
// asks no checker: -testlib with -kattis, no -preset, or a flag that a
// checker does not take.
func (f *contestFlags) checkerPreset(fs *flag.FlagSet) (grade.Preset, error) {
	var others []string
	fs.Visit(func(fl *flag.Flag) {
		if fl.Name != "preset" && fl.Name != "testlib" && fl.Name != "kattis" {
			others = append(others, "-"+fl.Name)
		}
	})
	switch {
	case f.testlib && f.kattis:
		return grade.NoPreset, fmt.Errorf("-testlib and -kattis are two checkers: give one")
	case len(others) > 0:
		return grade.NoPreset, fmt.Errorf("a checker takes -preset alone, not %s: the preset says the board, numbering and start", strings.Join(others, " "))
	case f.preset == "":
		return grade.NoPreset, fmt.Errorf("a checker needs -preset leetcode2596 or -preset cses1689")
	}
	p, err := grade.ParsePreset(f.preset)
	if err != nil {
		return grade.NoPreset, fmt.Errorf("-preset: %w", err)
	}
	return p, nil
}

// runTestlib is a testlib checker: knight verify -preset P -testlib INPUT
// OUTPUT ANSWER [REPORT]. The verdict goes to stderr as testlib prints it
// ("ok ...", "wrong answer ...", "wrong output format ...", "FAIL ...")
// and to REPORT when given.
func (f *contestFlags) runTestlib(fs *flag.FlagSet, stderr io.Writer) int {
	say := func(code int, word, msg, report string) int {
		line := word + " " + msg
		fmt.Fprintln(stderr, line)
		if report != "" {
			if err := os.WriteFile(report, []byte(line+"\n"), 0o644); err != nil {
				fmt.Fprintf(stderr, "FAIL cannot write the report: %v\n", err)
				return testlibFail
			}
		}
		return code
	}
	p, err := f.checkerPreset(fs)
	if err != nil {
		return say(testlibFail, "FAIL", "verify: "+err.Error(), "")
	}
	args := fs.Args()
	if len(args) != 3 && len(args) != 4 {
		return say(testlibFail, "FAIL", fmt.Sprintf("verify -testlib: want INPUT OUTPUT ANSWER [REPORT], got %d arguments", len(args)), "")
	}
	report := ""
	if len(args) == 4 {
		report = args[3]
	}
	input, answer, err := openJudgeFiles(args[0], args[2])
	if err != nil {
		return say(testlibFail, "FAIL", err.Error(), report)
	}
	defer input.Close()
	defer answer.Close()
	output, err := os.Open(args[1])
	if err != nil {
		return say(testlibPE, "wrong output format", fmt.Sprintf("the output cannot be read: %v", err), report)
	}
	defer output.Close()
	m := p.Contest(input, answer, output)
	switch m.Outcome {
	case grade.Accepted:
		return say(testlibOK, "ok", m.Msg, report)
	case grade.WrongAnswer:
		return say(testlibWA, "wrong answer", m.Msg, report)
	case grade.PresentationError:
		return say(testlibPE, "wrong output format", m.Msg, report)
	}
	return say(testlibFail, "FAIL", m.Msg, report)
}

// openJudgeFiles opens a checker's input and the jury's answer.
func openJudgeFiles(inputName, answerName string) (input, answer *os.File, err error) {
	if input, err = os.Open(inputName); err != nil {
		return nil, nil, fmt.Errorf("input: %w", err)
	}
	if answer, err = os.Open(answerName); err != nil {
		input.Close()
		return nil, nil, fmt.Errorf("answer: %w", err)
	}
	return input, answer, nil
}

// runKattis is a Kattis output validator: knight verify -preset P -kattis
// INPUT ANSWER FEEDBACKDIR < OUTPUT. It exits 42 to accept, 43 to reject
// (a wrong answer or a presentation error, said in the message), 2 on a
// judge error, and writes the message to FEEDBACKDIR/judgemessage.txt and
// to stderr.
func (f *contestFlags) runKattis(fs *flag.FlagSet, stdin io.Reader, stderr io.Writer) int {
	args := fs.Args()
	dir := ""
	if len(args) == 3 {
		dir = args[2]
	}
	say := func(code int, msg string) int {
		fmt.Fprintln(stderr, msg)
		if dir == "" {
			return code
		}
		if err := os.WriteFile(filepath.Join(dir, "judgemessage.txt"), []byte(msg+"\n"), 0o644); err != nil {
			fmt.Fprintf(stderr, "knight: verify -kattis: %v\n", err)
			return kattisError
		}
		return code
	}
	p, err := f.checkerPreset(fs)
	if err != nil {
		return say(kattisError, "judge error: verify: "+err.Error())
	}
	if len(args) != 3 {
		return say(kattisError, fmt.Sprintf("judge error: verify -kattis: want INPUT ANSWER FEEDBACKDIR, got %d arguments", len(args)))
	}
	input, answer, err := openJudgeFiles(args[0], args[1])
	if err != nil {
		return say(kattisError, "judge error: "+err.Error())
	}
	defer input.Close()
	defer answer.Close()
	m := p.Contest(input, answer, stdin)
	switch m.Outcome {
	case grade.Accepted:
		return say(kattisYes, "accepted: "+m.Msg)
	case grade.JudgeError:
		return say(kattisError, "judge error: "+m.Msg)
	}
	return say(kattisNo, m.Outcome.String()+": "+m.Msg)
}
