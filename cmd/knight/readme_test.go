package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// readmeCommand is one "$ " line of an example in README.md and the
// lines the README shows under it, up to the next "$ " line or the end
// of the block.
type readmeCommand struct {
	line int    // README.md's line of the command
	cmd  string // the shell command, its comment included
	want []string
	exit int // the exit code its "# exit N" comment states, else -1
}

// readmeRunners are the programs whose transcripts the test runs: knight
// and the shell tools around it. curl needs a server (serve's own tests
// cover the API), ls and cd show a folder knight serve -static wrote.
var readmeRunners = []string{"knight", "cat", "head", "echo", "printf", "for", "output_validators/knight/run"}

// readmeSlow are the README commands that take the longest (go test -v
// logs each command's time); they run only without -short.
var readmeSlow = []string{
	"knight count -board 6x6 -max-states 1000000",                                                         // a million states a cell
	"knight puzzle solve -count none6.json",                                                               // every 6x6 tour
	`echo '{"board":"20x20","start":"a1","status":"none","method":"sat"}' | knight verify -certificate -`, // waits out recheck.SecondOpinionTime
}

var (
	exitComment = regexp.MustCompile(`#\s*exit (\d+)`)
	// volatile are the figures that differ from run to run: times.
	volatile = regexp.MustCompile(`"ms":\d+(\.\d+)?|\b\d+(\.\d+)? ?(ms|µs|ns|s)\b`)
)

// readmeCommands reads README.md's transcripts: the "$ " lines of its
// plain fenced blocks.
func readmeCommands(t *testing.T, readme []byte) []readmeCommand {
	var cmds []readmeCommand
	in := false
	sc := bufio.NewScanner(bytes.NewReader(readme))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "```"):
			in = !in
		case !in:
		case strings.HasPrefix(line, "$ "):
			c := readmeCommand{line: n, cmd: line[2:], exit: -1}
			if m := exitComment.FindStringSubmatch(c.cmd); m != nil {
				c.exit, _ = strconv.Atoi(m[1])
			}
			cmds = append(cmds, c)
		case len(cmds) > 0 && cmds[len(cmds)-1].line+len(cmds[len(cmds)-1].want) == n-1:
			cmds[len(cmds)-1].want = append(cmds[len(cmds)-1].want, line)
		}
	}
	require.NoError(t, sc.Err())
	return cmds
}

// runs reports whether the test runs c, and why not.
func (c readmeCommand) runs() (bool, string) {
	fields := strings.Fields(c.cmd)
	switch {
	case !slices.Contains(readmeRunners, fields[0]):
		return false, fields[0] + " is not run"
	case slices.Contains(fields, "curl"):
		return false, "curl needs a server"
	case len(fields) > 1 && fields[0] == "knight" && fields[1] == "serve":
		return false, "knight serve starts a server or builds the WebAssembly engine"
	case fields[0] == "cat" && strings.HasPrefix(fields[1], "/"):
		return false, "a file outside the README's folder"
	}
	return true, ""
}

// TestREADME runs every transcript of README.md with the knight binary
// built from this tree, in one folder, in order (later examples read the
// files earlier ones write), and compares what it prints, stdout and
// stderr together, with what the README shows, times masked; and the exit
// code where the README states it. The oracle is the README itself: every
// output shown is one the binary printed. Input files the README does not
// make are in testdata/readme, or given in the README: a command's
// comment "# {...}" is the JSON document of a file it names, and "cat
// FILE" shows FILE. -update rewrites the outputs that differ (times and
// all) with what the binary printed.
func TestREADME(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("the README's examples are shell commands")
	}
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	readmePath := filepath.Join(root, "README.md")
	readme, err := os.ReadFile(readmePath)
	require.NoError(t, err)

	bin := t.TempDir()
	if out, err := exec.Command("go", "build", "-o", filepath.Join(bin, "knight"), ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}

	dir := t.TempDir()
	require.NoError(t, os.CopyFS(dir, os.DirFS("testdata/readme")))
	require.NoError(t, os.Chmod(filepath.Join(dir, "output_validators", "knight", "run"), 0o755))
	require.NoError(t, os.Symlink(filepath.Join(bin, "knight"), filepath.Join(dir, "output_validators", "knight", "knight")))
	require.NoError(t, os.Mkdir(filepath.Join(dir, "fb"), 0o755))
	for _, d := range []string{"testdata", "cmd", "puzzle"} {
		require.NoError(t, os.Symlink(filepath.Join(root, d), filepath.Join(dir, d)))
	}

	lines := strings.Split(string(readme), "\n")
	changed := false
	shift := 0 // lines the rewrites so far added to the README
	ran := 0
	for _, c := range readmeCommands(t, readme) {
		if ok, why := c.runs(); !ok {
			t.Logf("README.md:%d: not run (%s): $ %s", c.line, why, c.cmd)
			continue
		}
		if testing.Short() && isSlow(c.cmd) {
			t.Logf("README.md:%d: slow, not run with -short: $ %s", c.line, c.cmd)
			continue
		}
		require.NoError(t, readmeInputs(dir, c))
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		cmd := exec.CommandContext(ctx, bash, "-c", c.cmd)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
		var got bytes.Buffer
		cmd.Stdout, cmd.Stderr = &got, &got
		start := time.Now()
		err := cmd.Run()
		cancel()
		took := time.Since(start)
		ran++
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else {
			require.NoError(t, err, "README.md:%d: $ %s", c.line, c.cmd)
		}
		t.Logf("README.md:%d: %v: $ %s", c.line, took.Round(time.Millisecond), c.cmd)
		// As a terminal shows it: a byte-order mark and the carriage
		// returns of CRLF lines are not seen.
		gotText := strings.TrimSuffix(strings.ReplaceAll(strings.TrimPrefix(got.String(), "\ufeff"), "\r\n", "\n"), "\n")
		wantText := strings.Join(c.want, "\n")
		if c.exit >= 0 && code != c.exit {
			t.Errorf("README.md:%d: $ %s\nexit %d, the README says exit %d; it printed:\n%s", c.line, c.cmd, code, c.exit, gotText)
		}
		if volatile.ReplaceAllString(gotText, "<time>") == volatile.ReplaceAllString(wantText, "<time>") {
			continue
		}
		if *update {
			gotLines := strings.Split(gotText, "\n")
			if gotText == "" {
				gotLines = nil
			}
			start := c.line + shift // the index of the first output line
			lines = slices.Concat(lines[:start], gotLines, lines[start+len(c.want):])
			shift += len(gotLines) - len(c.want)
			changed = true
			continue
		}
		t.Errorf("README.md:%d: $ %s\ngot (times masked):\n%s\nwant:\n%s", c.line, c.cmd,
			volatile.ReplaceAllString(gotText, "<time>"), volatile.ReplaceAllString(wantText, "<time>"))
	}
	t.Logf("%d README commands run", ran)
	if changed {
		require.NoError(t, os.WriteFile(readmePath, []byte(strings.Join(lines, "\n")), 0o644))
		t.Logf("README.md rewritten with the outputs that differed")
	}
}

func isSlow(cmd string) bool {
	for _, s := range readmeSlow {
		if strings.HasPrefix(cmd, s) {
			return true
		}
	}
	return false
}

// readmeInputs writes the input files that c names and the README gives
// in its text: the JSON document of c's "# {...}" comment into the file
// of c's arguments that does not exist yet, or what "cat FILE" shows.
func readmeInputs(dir string, c readmeCommand) error {
	fields := strings.Fields(c.cmd)
	missing := func(name string) bool {
		_, err := os.Stat(filepath.Join(dir, name))
		return errors.Is(err, fs.ErrNotExist)
	}
	if fields[0] == "cat" && len(fields) >= 2 && missing(fields[1]) {
		return os.WriteFile(filepath.Join(dir, fields[1]), []byte(strings.Join(c.want, "\n")+"\n"), 0o644)
	}
	_, comment, ok := strings.Cut(c.cmd, "# {")
	if !ok {
		return nil
	}
	var doc json.RawMessage
	if err := json.NewDecoder(strings.NewReader("{" + comment)).Decode(&doc); err != nil {
		return fmt.Errorf("README.md:%d: the comment's JSON: %v", c.line, err)
	}
	for _, f := range fields[1:] {
		if strings.HasPrefix(f, "#") {
			break
		}
		if strings.HasSuffix(f, ".json") && missing(f) {
			return os.WriteFile(filepath.Join(dir, f), append(doc, '\n'), 0o644)
		}
	}
	return nil
}
