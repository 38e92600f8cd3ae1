package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/knightcert/knight/evidence"
)

func runCount(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(append([]string{"count"}, args...), strings.NewReader(""), &stdout, &stderr)
	return code, stdout.String(), stderr.String()
}

// TestCountAnswers: the command's numbers and words. Oracles: A165134
// (5x5: 1,728 directed open tours; its example's table per start square),
// A001230 (6x6: 9,862 undirected closed tours), A175881 (6 x n closed:
// 6x5 8, 6x6 9,862, 6x7 1,067,638, 6x12 964,730,606,632,516), A118067 (3 x n open, directed: 3x4
// 16, 3x7 104, 3x8 792, both orientations).
func TestCountAnswers(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-board", "5x5"}, exitYes, "open tour of 5x5: 1,728 directed (864 undirected, each tour in its two directions)\n"},
		{[]string{"-board", "6x6", "-closed"}, exitYes, "closed tour of 6x6: 9,862 undirected (19,724 directed, each tour in its two directions)\n"},
		{[]string{"-board", "5x5", "-undirected"}, exitYes, "open tour of 5x5: 864 undirected"},
		{[]string{"-board", "5x5", "-start", "a1"}, exitYes, "open tour of 5x5 from a1: 304 directed (the same undirected: the question fixes the direction)\n"},
		{[]string{"-board", "5x5", "-start", "b1"}, exitYes, "open tour of 5x5 from b1: 0 directed"},
		{[]string{"-board", "5x5", "-by-start"}, exitYes, "  5 304   0  56   0 304\n  4   0  56   0  56   0\n  3  56   0  64   0  56\n"},
		{[]string{"-board", "6x6", "-max-states", "1000"}, exitUndecided, "open tour of 6x6: undecided within the limits: more than 1000 states"},
		{[]string{"-board", "5x5", "-directed", "-undirected"}, exitUsage, ""},
		{[]string{"-board", "5x5", "-shard", "4/4"}, exitUsage, ""},
		{[]string{"-board", "5x5", "-start", "a1", "-end", "a1"}, exitUsage, ""},
		{[]string{"-board", "11x11"}, exitUsage, ""},
		{[]string{"-board", "5x5", "-max-states", "-1"}, exitUsage, ""},
		{[]string{"-board", "6x12", "-closed"}, exitYes, "closed tour of 6x12: 964,730,606,632,516 undirected (1,929,461,213,265,032 directed, each tour in its two directions)\n" +
			"method: frontier DP over 54 cells joined with the last 18 (1,656,808 pairs checked),"},
		{[]string{"-board", "6x6", "-closed", "-parts", "3", "-workers", "2"}, exitYes, "closed tour of 6x6: 9,862 undirected (19,724 directed, each tour in its two directions)\nmethod: frontier DP over 36 cells in 3 parts, 2 at once,"},
		{[]string{"-board", "5x5", "-parts", "0"}, exitUsage, ""},
		{[]string{"-board", "5x5", "-workers", "0"}, exitUsage, ""},
		{[]string{"-board", "6x7", "-strip", "5", "-parts", "2"}, exitUsage, ""},
		{[]string{"-board", "6x7", "-closed", "-strip", "5"}, exitYes, "closed tour of 6x5: 8 undirected (16 directed, each tour in its two directions)\n" +
			"closed tour of 6x6: 9,862 undirected (19,724 directed, each tour in its two directions)\n" +
			"closed tour of 6x7: 1,067,638 undirected (2,135,276 directed, each tour in its two directions)\n" +
			"method: frontier DP, one scan shared by the lengths up to their last lines; for 6x7, 42 cells,"},
		{[]string{"-board", "8x3", "-strip", "7"}, exitYes, "open tour of 7x3: 104 directed (52 undirected, each tour in its two directions)\n" +
			"open tour of 8x3: 792 directed (396 undirected, each tour in its two directions)\n"},
		{[]string{"-board", "3x4", "-strip", "4", "-json"}, exitYes, `{"board":"3x4","closed":false,"count":"16","directed":true,"undirected":"8","factor":2,"method":"frontier",`},
		{[]string{"-board", "6x7", "-closed", "-strip", "5", "-max-states", "5000"}, exitUndecided, "closed tour of 6x5: 8 undirected (16 directed, each tour in its two directions)\n" +
			"closed tour of 6x6: undecided within the limits: more than 5000 states"},
		{[]string{"-board", "6x7", "-strip", "8"}, exitUsage, ""},
		{[]string{"-board", "6x7", "-strip", "5", "-start", "a1"}, exitUsage, ""},
		{[]string{"-board", "6x7", "-strip", "5", "-shard", "0/2"}, exitUsage, ""},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, out, errText := runCount(t, tc.args...)
			if code != tc.code || !strings.Contains(out, tc.want) {
				t.Errorf("knight count %q = exit %d, stdout %q, stderr %q; want exit %d, stdout containing %q", tc.args, code, out, errText, tc.code, tc.want)
			}
			if tc.code == exitUsage && !strings.HasPrefix(errText, "knight: count: ") {
				t.Errorf("knight count %q: stderr %q, want a knight: count: message", tc.args, errText)
			}
		})
	}
}

// TestCountJSON: -json prints one document with the count, said directed
// or not, that evidence's strict reader reads. Oracle: A165134.
func TestCountJSON(t *testing.T) {
	code, out, _ := runCount(t, "-board", "5x5", "-json")
	a, err := evidence.ParseCountAnswer([]byte(out), evidence.DefaultLimits)
	if err != nil || code != exitYes {
		t.Fatalf("knight count -board 5x5 -json = exit %d, %q: %v", code, out, err)
	}
	if a.Count.String() != "1728" || !a.Directed || a.Undirected.String() != "864" || a.Factor != 2 {
		t.Errorf("knight count -board 5x5 -json = %+v, want count 1728 directed, 864 undirected, one document", a)
	}
}

// TestCountShards: shards written to files merge to the whole count, and
// a set with one missing, one twice, one of another question or one of
// another partition (another space digest) is refused (exit 2), naming
// the files. Oracle: A001230 (6x6 closed 9,862) via the whole count.
func TestCountShards(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for i, shard := range []string{"0/3", "1/3", "2/3"} {
		code, out, errText := runCount(t, "-board", "5x6", "-closed", "-shard", shard)
		if code != exitYes {
			t.Fatalf("knight count -shard %s = exit %d, %s", shard, code, errText)
		}
		name := filepath.Join(dir, "s"+string(rune('0'+i))+".json")
		if err := os.WriteFile(name, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, name)
	}
	code, out, errText := runCount(t, append([]string{"-merge"}, files...)...)
	if code != exitYes || !strings.HasPrefix(out, "closed tour of 5x6: 8 undirected") {
		t.Errorf("knight count -merge = exit %d, %q, %q; want 8 undirected (A175881: 6x5 has 8)", code, out, errText)
	}
	// The merged document's work is the shards': states added, the
	// largest peak (oracle: the shard documents read here).
	var states int64
	var peak int
	for _, name := range files {
		var sh struct {
			Expanded   int64 `json:"expanded"`
			PeakStates int   `json:"peak_states"`
		}
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &sh); err != nil {
			t.Fatal(err)
		}
		states += sh.Expanded
		peak = max(peak, sh.PeakStates)
	}
	var merged struct {
		States     int64 `json:"states"`
		PeakStates int   `json:"peak_states"`
	}
	_, doc, _ := runCount(t, append([]string{"-merge", "-json"}, files...)...)
	if err := json.Unmarshal([]byte(doc), &merged); err != nil {
		t.Fatalf("knight count -merge -json: %v in %q", err, doc)
	}
	if states == 0 || merged.States != states || merged.PeakStates != peak {
		t.Errorf("knight count -merge -json: states %d, peak %d; want the shards' %d in all, peak %d", merged.States, merged.PeakStates, states, peak)
	}
	_, other, _ := runCount(t, "-board", "5x6", "-shard", "2/3")
	otherFile := filepath.Join(dir, "other.json")
	if err := os.WriteFile(otherFile, []byte(other), 0o644); err != nil {
		t.Fatal(err)
	}
	var last struct {
		Space string `json:"space"`
	}
	lastDoc, err := os.ReadFile(files[2])
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(lastDoc, &last); err != nil || len(last.Space) != 16 {
		t.Fatalf("shard 2/3's document %q: space %q, %v; want 16 hex digits", lastDoc, last.Space, err)
	}
	flipped := []byte(last.Space)
	if flipped[15] = '0'; last.Space[15] == '0' {
		flipped[15] = '1'
	}
	elsewhereFile := filepath.Join(dir, "elsewhere.json")
	if err := os.WriteFile(elsewhereFile, []byte(strings.Replace(string(lastDoc), last.Space, string(flipped), 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errText := runCount(t, "-merge", files[0], files[1], elsewhereFile); code != exitUsage || !strings.Contains(errText, files[0]) || !strings.Contains(errText, elsewhereFile) {
		t.Errorf("knight count -merge (shard 2 of another partition) = exit %d, %q; want exit 2 naming %s and %s", code, errText, files[0], elsewhereFile)
	}
	for _, tc := range []struct {
		files  []string
		reason string
	}{
		{files[:2], "shard 2 missing"},
		{[]string{files[0], files[1], files[1], files[2]}, "shard 1 twice"},
		{[]string{files[0], files[1], otherFile}, "shard 2 of open tours"},
		{nil, "no files"},
	} {
		if code, _, errText := runCount(t, append([]string{"-merge"}, tc.files...)...); code != exitUsage {
			t.Errorf("knight count -merge (%s) = exit %d, %q; want exit 2", tc.reason, code, errText)
		}
	}
}
