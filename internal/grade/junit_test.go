package grade

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

// TestJUnitAsEncodingXML: WriteJUnit writes, byte for byte, what
// encoding/xml writes for the same report described as structs with tags
// (the oracle, junitByEncoder below): the same elements, attributes,
// escapes and indentation, for verdicts of every status and for file
// names and texts with markup, quotes, control characters, invalid UTF-8
// and U+FFFD itself.
func TestJUnitAsEncodingXML(t *testing.T) {
	dir, _ := gradingTree(t)
	hostile := filepath.Join(dir, "mallory\t<&>\"'\r\n\x1b\xff\uFFFD\U0001F600.txt")
	if err := os.WriteFile(hostile, []byte("<b>&amp;\x1b]0;\x07 \"quoted\"\n1 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var vs []Verdict
	if _, err := Files([]string{dir, hostile}, nil, Request{}, func(v Verdict) error { vs = append(vs, v); return nil }); err != nil {
		t.Fatal(err)
	}
	made := []Verdict{
		{File: "", Status: Valid},
		{File: "x", Line: 3, Status: Invalid, Missed: RequireStart, Required: "start c3", Fault: errors.New("a\x01b")},
		{File: "x", Status: SetAside, Allowed: true},
		{File: "y\x00\xc0", Status: SetAside},
		{File: "y", Line: 2, Col: 4, Status: Unreadable, Fault: errors.New("]]> </testcase>")},
	}
	cases := map[string][]Verdict{"none": nil, "files": vs, "made": made, "both": append(append([]Verdict(nil), vs...), made...)}
	for name, vs := range cases {
		t.Run(name, func(t *testing.T) {
			var got, want bytes.Buffer
			if err := WriteJUnit(&got, "knight <verify> & \"co\"", vs); err != nil {
				t.Fatal(err)
			}
			if err := junitByEncoder(&want, "knight <verify> & \"co\"", vs); err != nil {
				t.Fatal(err)
			}
			if got.String() != want.String() {
				t.Errorf("WriteJUnit =\n%s\nwant (encoding/xml)\n%s", got.String(), want.String())
			}
		})
	}
}

// junitByEncoder is the report as encoding/xml writes it from tagged
// structs, in the elements of Ant's JUnit report.
func junitByEncoder(w io.Writer, name string, vs []Verdict) error {
	type problem struct {
		Message string `xml:"message,attr"`
		Type    string `xml:"type,attr,omitempty"`
		Text    string `xml:",chardata"`
	}
	type testcase struct {
		Name      string   `xml:"name,attr"`
		Classname string   `xml:"classname,attr"`
		File      string   `xml:"file,attr,omitempty"`
		Line      string   `xml:"line,attr,omitempty"`
		Time      string   `xml:"time,attr"`
		Failure   *problem `xml:"failure"`
		Error     *problem `xml:"error"`
		Skipped   *problem `xml:"skipped"`
		SystemOut string   `xml:"system-out,omitempty"`
	}
	type testsuite struct {
		Name     string     `xml:"name,attr"`
		Tests    int        `xml:"tests,attr"`
		Failures int        `xml:"failures,attr"`
		Errors   int        `xml:"errors,attr"`
		Skipped  int        `xml:"skipped,attr"`
		Time     string     `xml:"time,attr"`
		Cases    []testcase `xml:"testcase"`
	}
	type testsuites struct {
		XMLName  xml.Name    `xml:"testsuites"`
		Name     string      `xml:"name,attr"`
		Tests    int         `xml:"tests,attr"`
		Failures int         `xml:"failures,attr"`
		Errors   int         `xml:"errors,attr"`
		Suites   []testsuite `xml:"testsuite"`
	}
	doc := testsuites{Name: name}
	for _, v := range vs {
		if n := len(doc.Suites); n == 0 || doc.Suites[n-1].Name != v.File {
			doc.Suites = append(doc.Suites, testsuite{Name: v.File, Time: "0"})
		}
		s := &doc.Suites[len(doc.Suites)-1]
		c := testcase{Name: v.Where(), Classname: v.File, File: v.File, Time: "0"}
		if v.Line > 0 {
			c.Line = strconv.Itoa(v.Line)
		}
		text := v.String()
		p := &problem{Message: text, Type: v.Status.String(), Text: text}
		if v.Missed != NoRequirement {
			p.Type = fmt.Sprintf("%s (requirement: %s)", v.Status, v.Missed)
		}
		s.Tests++
		doc.Tests++
		switch {
		case v.Status == Valid:
			c.SystemOut = text
		case v.Status == Invalid:
			c.Failure = p
			s.Failures++
			doc.Failures++
		case (v.Status == Unreadable || v.Status == SetAside) && !v.Allowed:
			c.Error = p
			s.Errors++
			doc.Errors++
		default:
			c.Skipped = &problem{Message: text}
			s.Skipped++
		}
		s.Cases = append(s.Cases, c)
	}
	if _, err := io.WriteString(w, xml.Header); err != nil {
		return err
	}
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}
