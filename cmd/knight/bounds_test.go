package main

import (
	"strings"
	"testing"
)

// TestFlagValueMessages: a flag value Go's parsers refuse is explained in
// words of the flag's kind, not "parse error" (-timeout 10 says the unit is
// missing). The oracle is the value's kind, written
// here: a number without a unit for a duration, a word for a count.
func TestFlagValueMessages(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"prove", "-board", "5x5", "-timeout", "10"}, `-timeout "10": a duration needs its unit: 10s, 10ms or 10m`},
		{[]string{"survey", "-board", "3x4", "-square-timeout", "soon"}, `-square-timeout "soon": want a duration such as 10s`},
		{[]string{"prove", "-board", "5x5", "-budget", "lots"}, `-budget "lots": want a whole number`},
		{[]string{"prove", "-board", "5x5", "-budget", "99999999999999999999"}, `-budget "99999999999999999999": out of range`},
		{[]string{"tour", "-seed", "x"}, `-seed "x": want a whole number from -9223372036854775808 to 18446744073709551615`},
	}
	for _, c := range cases {
		code, _, errOut := runKnight(t, "", c.args...)
		if code != exitUsage || !strings.Contains(errOut, c.want) || strings.Contains(errOut, "parse error") {
			t.Errorf("knight %v = %d %q, want %d saying %q", c.args, code, errOut, exitUsage, c.want)
		}
	}
}

// TestSeedsAgree: tour and puzzle make take the same seeds, negative
// ones included, in every command that takes one; -1
// and 2^64-1 are the same 64 bits and so the same seed. The oracle: the
// two spellings give byte-identical answers, and make's differs from seed
// 1's (the seed is used, not dropped).
func TestSeedsAgree(t *testing.T) {
	for _, cmd := range [][]string{{"tour", "-board", "6x6"}, {"puzzle", "make", "-board", "6x6", "-json"}} {
		var outs []string
		for _, seed := range []string{"-1", "18446744073709551615"} {
			code, out, errOut := runKnight(t, "", append(cmd, "-seed", seed)...)
			if code != exitYes {
				t.Fatalf("knight %v -seed %s = %d %s, want %d", cmd, seed, code, errOut, exitYes)
			}
			outs = append(outs, withoutTimes(out))
		}
		if outs[0] != outs[1] {
			t.Errorf("knight %v: -seed -1 and -seed 2^64-1 differ:\n%s\n%s", cmd, outs[0], outs[1])
		}
	}
}

// withoutTimes drops the "ms" member of a JSON answer, which varies.
func withoutTimes(s string) string {
	if i := strings.Index(s, `"ms":`); i >= 0 {
		j := i + strings.IndexAny(s[i:], ",}")
		return s[:i] + s[j:]
	}
	return s
}

// TestMessagesInUsersWords: no message names a Go field or says Go's
// "context deadline exceeded". The oracle: the flag's name
// is in the message, Go's words are not.
func TestMessagesInUsersWords(t *testing.T) {
	cases := []struct {
		args      []string
		want, not string
	}{
		{[]string{"cnf", "-board", "5x5", "-max-literals", "-1"}, "-max-literals", "MaxLiterals"},
		{[]string{"cnf", "-board", "40x40", "-encoding", "position", "-max-literals", "100000"}, "-max-literals", "MaxLiterals"},
		{[]string{"cnf", "-board", "40x40", "-max-literals", "1000"}, "-max-literals", "MaxLiterals"},
		{[]string{"puzzle", "make", "-board", "12x12", "-level", "hard", "-timeout", "1ms"}, "-timeout", "context deadline exceeded"},
		{[]string{"cnf", "-board", "40x40", "-timeout", "1ms"}, "-timeout", "context deadline exceeded"},
	}
	for _, c := range cases {
		_, _, errOut := runKnight(t, "", c.args...)
		if !strings.Contains(errOut, c.want) || strings.Contains(errOut, c.not) {
			t.Errorf("knight %v: %q, want %q in it and not %q", c.args, errOut, c.want, c.not)
		}
	}
}
