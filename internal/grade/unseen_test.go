package grade

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// unseenDir holds real outputs of other programs that no reader was
// written for, each with its source (NAME.src) and, in MANIFEST, its true
// answer: written down from the source and checked by a throwaway move
// checker before knight read any of them. That answer is the oracle.
const unseenDir = "../../notation/testdata/unseen"

// unseenFloor is the share of the manifest, in percent, that must read
// with the right verdict: the target.
const unseenFloor = 95

// unseenCase is a line of the manifest.
type unseenCase struct {
	name           string
	board          board.Board // the -board a user would add; zero when the output says its size
	want           string      // valid, invalid or none
	valid, invalid int         // how many tours of each
	blind          bool        // in a set collected blind: after the comment line that says so
	set            int         // which set, counted by the comment lines that begin one
}

func readManifest(t *testing.T) []unseenCase {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(unseenDir, "MANIFEST"))
	if err != nil {
		t.Fatal(err)
	}
	var cases []unseenCase
	blind, set := false, 0
	for i, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "# A ") && strings.Contains(l, " set") {
			set++
			// A set begins "# A ... set"; one collected blind, whose
			// answers no reader was fixed against, is counted apart too.
			blind = strings.Contains(l, "collected blind")
		}
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		f := strings.Split(l, "\t")
		if len(f) != 5 {
			t.Fatalf("MANIFEST:%d: %d fields, want 5", i+1, len(f))
		}
		c := unseenCase{name: f[0], want: f[2], blind: blind, set: set}
		if f[1] != "-" {
			if c.board, err = board.Parse(f[1]); err != nil {
				t.Fatalf("MANIFEST:%d: %v", i+1, err)
			}
		}
		if c.valid, err = strconv.Atoi(f[3]); err != nil {
			t.Fatalf("MANIFEST:%d: %v", i+1, err)
		}
		if c.invalid, err = strconv.Atoi(f[4]); err != nil {
			t.Fatalf("MANIFEST:%d: %v", i+1, err)
		}
		if c.want != "valid" && c.want != "invalid" && c.want != "none" {
			t.Fatalf("MANIFEST:%d: verdict %q, want valid, invalid or none", i+1, c.want)
		}
		cases = append(cases, c)
	}
	return cases
}

// judgeUnseen sorts a grading of c as right, unreadable (no verdict on
// the question, which is no error) or wrong: a valid tour judged invalid,
// a faulty input passed, or a valid input passed with fewer tours
// checked than it holds.
func judgeUnseen(c unseenCase, s Summary) string {
	pass := s.Worst() == Valid
	switch c.want {
	case "valid":
		switch {
		case s.Invalid > 0 || pass && s.Valid < c.valid:
			return "wrong"
		case pass && s.Valid == c.valid && s.Tours() == c.valid:
			return "right"
		}
	case "invalid":
		switch {
		case pass || s.Valid > c.valid:
			return "wrong"
		case s.Worst() == Invalid && s.Invalid == c.invalid && s.Valid == c.valid:
			return "right"
		}
	default:
		if pass || s.Valid > 0 {
			return "wrong"
		}
		return "right"
	}
	return "unreadable"
}

// TestUnseen grades every output of the manifest as knight verify does
// (the -board a user would add, nothing else) and compares with its true
// answer: no verdict may be wrong, and at least unseenFloor percent must
// be right. The table is logged.
func TestUnseen(t *testing.T) {
	cases := readManifest(t)
	if len(cases) < 40 {
		t.Fatalf("MANIFEST has %d outputs, want 40 or more", len(cases))
	}
	count := map[string]int{}
	blindCount := map[string]int{}
	lastCount := map[string]int{} // the last set alone, the one no fix has seen when it is new
	last := cases[len(cases)-1].set
	var missed []string
	for _, c := range cases {
		f, err := os.Open(filepath.Join(unseenDir, c.name+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		vs := Tours(c.name+".txt", f, Request{Requirements: Requirements{Board: c.board}})
		f.Close()
		var s Summary
		var lines []string
		for _, v := range vs {
			s.Add(v)
			lines = append(lines, v.Where()+": "+v.String())
		}
		got := judgeUnseen(c, s)
		count[got]++
		if c.blind {
			blindCount[got]++
		}
		if c.set == last {
			lastCount[got]++
		}
		t.Logf("%-10s %-24s want %s %d/%d, got %v", got, c.name, c.want, c.valid, c.invalid, s)
		switch got {
		case "wrong":
			t.Errorf("%s: want %s (%d valid, %d invalid), got %v:\n%s", c.name, c.want, c.valid, c.invalid, s, strings.Join(lines, "\n"))
		case "unreadable":
			missed = append(missed, c.name)
		}
	}
	rate := fmt.Sprintf("%d of %d read right (%d%%), %d unreadable, %d wrong", count["right"], len(cases), 100*count["right"]/len(cases), count["unreadable"], count["wrong"])
	t.Logf("unseen outputs: %s; not read: %s", rate, strings.Join(missed, ", "))
	if n := blindCount["right"] + blindCount["unreadable"] + blindCount["wrong"]; n > 0 {
		t.Logf("of them collected blind: %d of %d read right, %d unreadable, %d wrong", blindCount["right"], n, blindCount["unreadable"], blindCount["wrong"])
	}
	if n := lastCount["right"] + lastCount["unreadable"] + lastCount["wrong"]; n > 0 {
		t.Logf("of them the last set: %d of %d read right, %d unreadable, %d wrong", lastCount["right"], n, lastCount["unreadable"], lastCount["wrong"])
	}
	if 100*count["right"] < unseenFloor*len(cases) {
		t.Errorf("unseen outputs: %s, want %d%% right", rate, unseenFloor)
	}
}
