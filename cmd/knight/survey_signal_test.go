//go:build unix

package main

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
)

// TestSurveyStopsOnSignal: SIGTERM ends survey -upto as SIGINT does,
// with its "stopped ... not surveyed" line and exit 3. The survey runs in a child process (this
// test binary, asked by the environment to run knight), which is sent
// the signal once it has printed its first board: it has its handler by
// then.
func TestSurveyStopsOnSignal(t *testing.T) {
	if os.Getenv("KNIGHT_TEST_SURVEY_CHILD") == "1" {
		os.Exit(run([]string{"survey", "-upto", "9x9", "-workers", "1"}, os.Stdin, os.Stdout, os.Stderr))
	}
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "-test.run=^TestSurveyStopsOnSignal$")
			cmd.Env = append(os.Environ(), "KNIGHT_TEST_SURVEY_CHILD=1")
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			defer cmd.Process.Kill()
			lines := bufio.NewScanner(out)
			for range 2 { // the title, then a board
				if !lines.Scan() {
					t.Fatalf("the survey printed no board: %v", lines.Err())
				}
			}
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			for lines.Scan() {
			}
			err = cmd.Wait()
			code := -1
			if ee, ok := err.(*exec.ExitError); ok {
				code = ee.ExitCode()
			}
			if code != exitUndecided || !strings.Contains(stderr.String(), "stopped") || !strings.Contains(stderr.String(), "not surveyed") {
				t.Errorf("survey -upto after %v = exit %d (%v), stderr %q; want exit %d and the stopped ... not surveyed line", sig, code, err, stderr.String(), exitUndecided)
			}
		})
	}
}
