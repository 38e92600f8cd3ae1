package api

import (
	"bytes"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/notation"
)

// TestProblemNamesParameters: a message names the field at fault as the
// user writes it, -board on the command line and board over HTTP, and
// never the other way.
func TestProblemNamesParameters(t *testing.T) {
	for _, tc := range []struct {
		spec ProblemSpec
		says string // the name at fault, without its dash
	}{
		{ProblemSpec{}, "board is required"},
		{ProblemSpec{Board: "0x3"}, "board"},
		{ProblemSpec{Board: "5x5", Start: "f1"}, "start f1 is off the 5x5 board"},
		{ProblemSpec{Board: "5x5", Start: "0,0"}, "start 0,0: coordinates start at 1"},
		{ProblemSpec{Board: "5x5", Start: "a1", Prefix: "b3 c1"}, "start a1 disagrees with"},
		{ProblemSpec{Board: "5x5", Start: "a1", End: "a1"}, "closed?"},
		{ProblemSpec{Board: "5x5", Start: "a1", End: "a1", Closed: true}, "end"},
		{ProblemSpec{Board: "5x5", End: "z1"}, "end"},
	} {
		for _, dash := range []string{"-", ""} {
			_, err := tc.spec.Problem(dash)
			if err == nil {
				t.Errorf("%+v.Problem(%q) = nil error, want one naming %s", tc.spec, dash, tc.says)
				continue
			}
			msg := err.Error()
			words := strings.Fields(tc.says)
			named := dash + words[0]
			if !strings.Contains(msg, named) || !strings.Contains(msg, strings.Join(words[1:], " ")) {
				t.Errorf("%+v.Problem(%q) = %q, want %q", tc.spec, dash, msg, dash+tc.says)
			}
			if dash == "" && (strings.Contains(msg, " -") || strings.HasPrefix(msg, "-")) {
				t.Errorf("%+v.Problem(\"\") = %q names a flag", tc.spec, msg)
			}
		}
	}
	q, err := ProblemSpec{Board: "5x5", DefaultStart: "a1"}.Problem("")
	if err != nil || len(q.Prefix) != 1 || q.Prefix[0] != board.MustParseSquare("a1") {
		t.Errorf("the default start = %v, %v; want a1", q.Prefix, err)
	}
}

// TestJudgeBoardHint: a list without its board is unreadable, and the
// message says how to give the board in the caller's words.
func TestJudgeBoardHint(t *testing.T) {
	for dash, want := range map[string]string{"-": "give -board WxH", "": "give board=WxH"} {
		v := judgeOne(t, bytes.NewReader([]byte("a1 c2")), PathRequest{Name: "in", Tour: true, Dash: dash})
		if v.Status() != notation.Unreadable || !strings.HasSuffix(v.ReadErr.Error(), want) {
			t.Errorf("Judge of a list without its board, dash %q = %v %v, want unreadable ending %q", dash, v.Status(), v.ReadErr, want)
		}
	}
}
