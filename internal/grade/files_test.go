package grade

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	junit "github.com/joshdk/go-junit"
)

// gradingTree lays out a directory as a grader's would be, and returns
// the verdicts Files must give, in order, as "where status". The oracle
// is this list, written by hand from the files the test makes: the
// tours are the test's own (valid or broken as it says, the broken one
// placed at its faulty cell by gridFault), the order is lexical within
// each directory.
func gradingTree(t *testing.T) (string, []string) {
	t.Helper()
	dir := t.TempDir()
	p := findTour(5, 5, sq{1, 1}, false)
	broken := append([]sq(nil), p...)
	broken[7], broken[8] = broken[8], broken[7]
	write := func(name, text string) {
		full := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("alice.txt", grid(5, 5, p))
	write("bob/tour.txt", "Here is my tour:\n"+grid(5, 5, broken)+"\nand another\n"+grid(5, 5, p))
	write("bob/screenshot.png", "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
	write("carol.txt", "1 2 3\n4 5\n")
	write(".git/config", "[core]\n")
	write("dave/notes/.hidden.txt", grid(5, 5, p))
	write("dave/notes/final.txt", grid(5, 5, p))
	if err := os.Symlink(filepath.Join(dir, "bob"), filepath.Join(dir, "erin")); err != nil {
		t.Fatal(err)
	}
	j := func(name string) string { return filepath.Join(dir, name) }
	return dir, []string{
		j(".git") + " skipped",
		j("alice.txt") + ":1 valid",
		j("bob/screenshot.png") + " skipped",
		j("bob/tour.txt") + ":" + gridFault(broken, 5, 2) + " invalid",
		j("bob/tour.txt") + ":9 valid",
		j("carol.txt") + ":2:1 unreadable",
		j("dave/notes/.hidden.txt") + " skipped",
		j("dave/notes/final.txt") + ":1 valid",
		j("erin") + " skipped",
	}
}

func TestFilesWalk(t *testing.T) {
	dir, want := gradingTree(t)
	var got []string
	sum, err := Files([]string{dir}, nil, Request{}, func(v Verdict) error {
		got = append(got, v.Where()+" "+v.Status.String())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Files verdicts:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if wantSum := (Summary{Valid: 3, Invalid: 1, Unreadable: 1, Skipped: 4}); sum != wantSum {
		t.Errorf("summary %+v, want %+v", sum, wantSum)
	}
	if sum.Worst() != Unreadable {
		t.Errorf("Worst = %v, want unreadable: carol.txt could not be read", sum.Worst())
	}
}

// TestFilesLinkNamed: a link to a directory found in a walk is skipped
// (it may lead back up), but one named is followed, and its files keep
// the name given.
func TestFilesLinkNamed(t *testing.T) {
	dir, tree := gradingTree(t)
	brokenAt := strings.TrimPrefix(tree[3], filepath.Join(dir, "bob", "tour.txt")) // bob's broken tour, as erin's
	var got []string
	_, err := Files([]string{filepath.Join(dir, "erin")}, nil, Request{}, func(v Verdict) error {
		got = append(got, v.Where()+" "+v.Status.String())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	erin := filepath.Join(dir, "erin")
	want := []string{erin + "/screenshot.png skipped", erin + "/tour.txt" + brokenAt, erin + "/tour.txt:9 valid"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Files(link) =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestFilesNamed: a file named is read even when it is not text, so a
// submission is never skipped because of how it was given; a missing
// file is unreadable; "-" is stdin.
func TestFilesNamed(t *testing.T) {
	dir, _ := gradingTree(t)
	p := findTour(5, 5, sq{1, 1}, false)
	var got []string
	_, err := Files([]string{filepath.Join(dir, "bob/screenshot.png"), filepath.Join(dir, "missing.txt"), "-"}, strings.NewReader(algebraic(p)),
		Request{Requirements: Requirements{Board: mustBoard(t, 5, 5)}}, func(v Verdict) error {
			got = append(got, filepath.Base(v.File)+" "+v.Status.String())
			return nil
		})
	if err != nil {
		t.Fatal(err)
	}
	want := "screenshot.png unreadable, missing.txt unreadable, stdin valid"
	if strings.Join(got, ", ") != want {
		t.Errorf("Files = %s, want %s", strings.Join(got, ", "), want)
	}
}

// TestJUnitParses reads the report back with a JUnit consumer's parser
// (github.com/joshdk/go-junit, as CI dashboards ingest reports): one suite
// per file, one test per verdict, each with the status the verdict maps to.
func TestJUnitParses(t *testing.T) {
	dir, want := gradingTree(t)
	var vs []Verdict
	sum, err := Files([]string{dir}, nil, Request{}, func(v Verdict) error { vs = append(vs, v); return nil })
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := WriteJUnit(&buf, "knight verify", vs); err != nil {
		t.Fatal(err)
	}
	suites, err := junit.Ingest(buf.Bytes())
	if err != nil {
		t.Fatalf("go-junit cannot read the report: %v\n%s", err, buf.String())
	}
	statusOf := map[string]junit.Status{"valid": junit.StatusPassed, "invalid": junit.StatusFailed, "unreadable": junit.StatusError, "skipped": junit.StatusSkipped}
	var got []string
	var totals junit.Totals
	for _, s := range suites {
		s.Aggregate()
		totals.Tests += s.Totals.Tests
		totals.Failed += s.Totals.Failed
		totals.Error += s.Totals.Error
		totals.Skipped += s.Totals.Skipped
		for _, tc := range s.Tests {
			if tc.Classname != s.Name {
				t.Errorf("test %s has class %q, suite %q", tc.Name, tc.Classname, s.Name)
			}
			got = append(got, tc.Name+" "+string(tc.Status))
		}
	}
	var wantParsed []string
	for _, w := range want {
		where, status, _ := strings.Cut(w, " ")
		wantParsed = append(wantParsed, where+" "+string(statusOf[status]))
	}
	if strings.Join(got, "\n") != strings.Join(wantParsed, "\n") {
		t.Errorf("JUnit tests:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(wantParsed, "\n"))
	}
	if totals.Tests != len(vs) || totals.Failed != sum.Invalid || totals.Error != sum.Unreadable || totals.Skipped != sum.Skipped {
		t.Errorf("JUnit totals %+v, summary %+v", totals, sum)
	}
	if len(suites) != 8 {
		t.Errorf("%d suites, want one per file or skipped entry: 8", len(suites))
	}
}

// TestJSONLines: one line per verdict, each a JSON object with the fields
// a grader's script reads, agreeing with the verdict's own text.
func TestJSONLines(t *testing.T) {
	dir, want := gradingTree(t)
	var buf bytes.Buffer
	_, err := Files([]string{dir}, nil, Request{}, func(v Verdict) error { return WriteJSON(&buf, v) })
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	if len(lines) != len(want) {
		t.Fatalf("%d JSON lines, want %d", len(lines), len(want))
	}
	for i, line := range lines {
		var doc map[string]any
		if err := json.Unmarshal([]byte(line), &doc); err != nil {
			t.Fatalf("line %d %q: %v", i+1, line, err)
		}
		for _, key := range []string{"file", "line", "verdict", "reading", "fault"} {
			if _, ok := doc[key]; !ok {
				t.Errorf("line %d lacks %q: %s", i+1, key, line)
			}
		}
		where, status, _ := strings.Cut(want[i], " ")
		if doc["verdict"] != status || !strings.HasPrefix(where, doc["file"].(string)) {
			t.Errorf("line %d = %s, want %s", i+1, line, want[i])
		}
		if status == "invalid" && doc["move"] == nil {
			t.Errorf("line %d: an invalid tour with two squares swapped names no move: %s", i+1, line)
		}
		if status == "valid" && (doc["fault"] != "" || doc["reading"] == "" || doc["kind"] != "open tour") {
			t.Errorf("line %d: valid verdict %s", i+1, line)
		}
	}
}

// TestJUnitSchema validates the report with xmllint against
// testdata/junit.xsd, the schema Jenkins publishes for JUnit reports
// written down for the elements knight writes (see its comment). The
// report carries text a grader did not write: captions with markup and
// control characters.
func TestJUnitSchema(t *testing.T) {
	xmllint, err := exec.LookPath("xmllint")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("xmllint is missing (apt-get install libxml2-utils)")
		}
		t.Skip("xmllint is not installed (apt-get install libxml2-utils)")
	}
	dir, _ := gradingTree(t)
	if err := os.WriteFile(filepath.Join(dir, "mallory.txt"), []byte("<b>&amp;\x1b]0;\x07 \"quoted\"\n1 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var vs []Verdict
	if _, err := Files([]string{dir, filepath.Join(dir, "mallory.txt")}, nil, Request{}, func(v Verdict) error { vs = append(vs, v); return nil }); err != nil {
		t.Fatal(err)
	}
	report := filepath.Join(t.TempDir(), "report.xml")
	f, err := os.Create(report)
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteJUnit(f, "knight verify", vs); err != nil {
		t.Fatal(err)
	}
	f.Close()
	out, err := exec.Command(xmllint, "--noout", "--schema", filepath.Join("testdata", "junit.xsd"), report).CombinedOutput()
	if err != nil {
		data, _ := os.ReadFile(report)
		t.Errorf("xmllint --schema junit.xsd: %v\n%s\n%s", err, out, data)
	}
}

// TestFilesWalkReadsText: a file found in a directory that a shell or a
// terminal wrote as text (UTF-16 with or without its byte order mark, a
// log whose spinner prints backspaces, a bell) is graded, not skipped, so
// a faulty tour in it fails the run; a file with a NUL byte that is no
// UTF-16 (an image) is still skipped. The oracle is a second method: each
// file named alone, which is always read, gets the same verdict.
func TestFilesWalkReadsText(t *testing.T) {
	p := findTour(5, 5, sq{1, 1}, false)
	broken := append([]sq(nil), p...)
	broken[7], broken[8] = broken[8], broken[7]
	utf16 := func(s string, bom bool) string {
		var b []byte
		if bom {
			b = append(b, 0xFF, 0xFE)
		}
		for _, r := range s {
			b = append(b, byte(r), 0)
		}
		return string(b)
	}
	files := map[string]string{
		"utf16bom.txt": utf16("my tour:\r\n"+algebraic(broken)+"\r\n", true),
		"utf16.txt":    utf16(algebraic(broken)+"\r\n", false),
		"spinner.log":  "searching |\b/\b-\b\\\bdone\n" + algebraic(broken) + "\n",
		"bell.log":     "found one\a\n" + algebraic(broken) + "\n",
		"image.png":    "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + algebraic(broken),
	}
	for name, text := range files {
		dir := t.TempDir()
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		statuses := func(p string) []string {
			var got []string
			if _, err := Files([]string{p}, nil, Request{}, func(v Verdict) error {
				got = append(got, v.Status.String())
				return nil
			}); err != nil {
				t.Fatal(err)
			}
			return got
		}
		walked, named := statuses(dir), statuses(path)
		if name == "image.png" {
			if strings.Join(walked, ",") != "skipped" {
				t.Errorf("%s in a directory: %v, want skipped: a NUL byte and no UTF-16", name, walked)
			}
			continue
		}
		if strings.Join(walked, ",") != strings.Join(named, ",") || strings.Join(named, ",") != "invalid" {
			t.Errorf("%s in a directory: %v, named alone: %v; want invalid both ways", name, walked, named)
		}
	}
}
