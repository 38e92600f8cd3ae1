package grade

import (
	"encoding/json"
	"errors"
	"io"
	"strconv"
	"unicode/utf8"

	"github.com/knightcert/knight/verify"
)

// jsonVerdict is a verdict as JSON: the fields every verdict has, then
// what was found of the tour, then the move at fault.
type jsonVerdict struct {
	File        string `json:"file"`
	Line        int    `json:"line"`
	Col         int    `json:"col,omitempty"`
	Verdict     string `json:"verdict"`
	Reading     string `json:"reading"`
	Fault       string `json:"fault"`
	Requirement string `json:"requirement,omitempty"`
	Required    string `json:"required,omitempty"`
	Notation    string `json:"notation,omitempty"`
	Board       string `json:"board,omitempty"`
	Kind        string `json:"kind,omitempty"`
	Start       string `json:"start,omitempty"`
	End         string `json:"end,omitempty"`
	Closed      *bool  `json:"closed,omitempty"`
	Covered     *int   `json:"covered,omitempty"`
	Squares     int    `json:"squares,omitempty"`
	Move        *int   `json:"move,omitempty"`
	From        string `json:"from,omitempty"`
	To          string `json:"to,omitempty"`
	Path        string `json:"path,omitempty"`
	Allowed     bool   `json:"allowed,omitempty"`
}

// WriteJSON writes the verdict as one line of JSON:
//
//	{"file", "line", "col", "verdict", "reading", "fault", "requirement",
//	 "required", "notation", "board", "kind", "start", "end", "closed",
//	 "covered", "squares", "move", "from", "to"}
//
// file, line (0 when unknown), verdict (valid, invalid, unreadable,
// skipped or "set aside": text that could be a tour, named and not
// graded, with "allowed": true when the request allowed it), reading (how the tour was read; "" when it was not) and fault
// ("" when valid) are always there. line and col place a fault in the
// text (an unreadable input, a grid numbering a square twice, the text
// of the square at fault of an invalid tour, as [Verdict] says), line
// alone the tour;
// requirement (board, start, end or closed) and required ("start c3")
// name a requirement the tour missed. For a tour that was
// read: its notation, board, and as far as it is a knight's path kind
// ("open tour", "closed tour" or "path"), start, end, closed, covered (its
// squares before the first fault) and squares (the board's). move, from
// and to are the move at fault (move k lands on square k; from absent for
// the start), absent when no one move is.
func WriteJSON(w io.Writer, v Verdict) error { return writeJSON(w, v, false) }

// WriteJSONPath writes the verdict as [WriteJSON] does, with the squares
// read as "path" (space-separated, in order), when any were: what a page
// needs to draw the tour up to its fault.
func WriteJSONPath(w io.Writer, v Verdict) error { return writeJSON(w, v, true) }

func writeJSON(w io.Writer, v Verdict, withPath bool) error {
	j := jsonVerdict{File: v.File, Line: v.Line, Verdict: v.Status.String(), Reading: v.Described(),
		Requirement: v.Missed.String(), Required: v.Required, Allowed: v.Allowed, Col: v.Col, Fault: faultText(v.Fault)}
	if r := v.Result; r.Board.Size() > 0 {
		j.Notation = v.Notation.String()
		j.Board = r.Board.String()
		j.Squares = r.Board.Size()
		covered, closed := r.Squares, r.Closed
		j.Covered, j.Closed = &covered, &closed
		j.Kind = "path"
		if r.Tour() {
			j.Kind = "open tour"
			if r.Closed {
				j.Kind = "closed tour"
			}
		}
		if r.Squares > 0 {
			j.Start, j.End = r.Start.String(), r.End.String()
		}
	}
	var verr *verify.Error
	if errors.As(v.Fault, &verr) && verr.Move >= 0 {
		move := verr.Move
		j.Move = &move
		if move > 0 {
			j.From = verr.From.String()
		}
		j.To = verr.To.String()
	}
	if withPath && len(v.Path) > 0 {
		j.Path = v.Path.String()
	}
	line, err := json.Marshal(j)
	if err != nil {
		return err
	}
	_, err = w.Write(append(line, '\n'))
	return err
}

// WriteJUnit writes the verdicts as a JUnit XML report, in the elements
// and attributes of Ant's JUnit report (the format GitHub Actions'
// reporters, GitLab and Jenkins read): one testsuite per file, in the
// order of the verdicts, and one testcase per verdict, named as
// [Verdict.Where] places it, with the file as its classname. A valid tour
// passes (the verdict in system-out), an invalid one is a failure, an
// unreadable input an error, a skipped file skipped; each message is the
// verdict. Times are 0: a grade does not depend on how long it took, and
// the report is the same every run. The text is escaped and indented as
// encoding/xml writes it, without that package's start-up cost.
func WriteJUnit(w io.Writer, name string, vs []Verdict) error {
	var suites []byte
	failures, errs := 0, 0
	for i, j := 0, 0; i < len(vs); i = j {
		var cases []byte
		outcomes := map[string]int{}
		for j = i; j < len(vs) && vs[j].File == vs[i].File; j++ {
			outcomes[junitOutcome(vs[j])]++
			cases = junitCase(cases, vs[j])
		}
		suites = xmlTag(suites, 1, "testsuite", "name", vs[i].File, "tests", strconv.Itoa(j-i), "failures", strconv.Itoa(outcomes["failure"]),
			"errors", strconv.Itoa(outcomes["error"]), "skipped", strconv.Itoa(outcomes["skipped"]), "time", "0")
		suites = append(append(append(suites, '\n'), cases...), "  </testsuite>\n"...)
		failures, errs = failures+outcomes["failure"], errs+outcomes["error"]
	}
	b := []byte(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	b = xmlTag(b, 0, "testsuites", "name", name, "tests", strconv.Itoa(len(vs)), "failures", strconv.Itoa(failures), "errors", strconv.Itoa(errs))
	if len(suites) > 0 {
		b = append(append(b, '\n'), suites...)
	}
	_, err := w.Write(append(b, "</testsuites>\n"...))
	return err
}

// junitOutcome is the child element a verdict's testcase has: none for a
// valid tour (its verdict goes to system-out), else failure, error or
// skipped.
func junitOutcome(v Verdict) string {
	switch v.Status {
	case Valid:
		return ""
	case Invalid:
		return "failure"
	case Unreadable, SetAside:
		if !v.Allowed {
			return "error"
		}
	}
	return "skipped"
}

// junitCase appends the testcase element of one verdict.
func junitCase(b []byte, v Verdict) []byte {
	attrs := []string{"name", v.Where(), "classname", v.File}
	if v.File != "" {
		attrs = append(attrs, "file", v.File)
	}
	if v.Line > 0 {
		attrs = append(attrs, "line", strconv.Itoa(v.Line))
	}
	b = xmlTag(b, 2, "testcase", append(attrs, "time", "0")...)
	text := v.String()
	switch outcome := junitOutcome(v); {
	case outcome == "skipped":
		b = xmlTag(append(b, '\n'), 3, outcome, "message", text)
		b = append(b, "</skipped>\n    "...)
	case outcome != "":
		kind := v.Status.String()
		if v.Missed != NoRequirement {
			kind += " (requirement: " + v.Missed.String() + ")"
		}
		b = xmlTag(append(b, '\n'), 3, outcome, "message", text, "type", kind)
		b = appendXMLText(b, text)
		b = append(append(append(b, "</"...), outcome...), ">\n    "...)
	case text != "":
		b = appendXMLText(append(b, "\n      <system-out>"...), text)
		b = append(b, "</system-out>\n    "...)
	}
	return append(b, "</testcase>\n"...)
}

// xmlTag appends the start tag of element name at depth (two spaces a
// level), with its attributes as name, value pairs.
func xmlTag(b []byte, depth int, name string, attrs ...string) []byte {
	for range depth {
		b = append(b, "  "...)
	}
	b = append(append(b, '<'), name...)
	for i := 0; i+1 < len(attrs); i += 2 {
		b = append(append(append(b, ' '), attrs[i]...), `="`...)
		b = append(appendXMLText(b, attrs[i+1]), '"')
	}
	return append(b, '>')
}

// appendXMLText appends s escaped as encoding/xml escapes attributes and
// character data alike: the markup characters, tab, newline and carriage
// return as references, and what XML cannot hold (invalid UTF-8, control
// characters) as U+FFFD.
func appendXMLText(b []byte, s string) []byte {
	for i := 0; i < len(s); {
		r, width := utf8.DecodeRuneInString(s[i:])
		esc, ok := xmlEscape(r)
		switch {
		case ok:
		case xmlChar(r) && (r != utf8.RuneError || width > 1):
			esc = s[i : i+width]
		default:
			esc = "\uFFFD"
		}
		b = append(b, esc...)
		i += width
	}
	return b
}

// xmlEscape is the reference encoding/xml writes for r, if it writes one;
// a switch, not a map, so that no command pays at start-up for a table
// only a report uses.
func xmlEscape(r rune) (string, bool) {
	switch r {
	case '"':
		return "&#34;", true
	case '\'':
		return "&#39;", true
	case '&':
		return "&amp;", true
	case '<':
		return "&lt;", true
	case '>':
		return "&gt;", true
	case '\t':
		return "&#x9;", true
	case '\n':
		return "&#xA;", true
	case '\r':
		return "&#xD;", true
	}
	return "", false
}

// xmlChar reports whether r is a character XML 1.0 allows (its production
// Char, section 2.2).
func xmlChar(r rune) bool {
	return r == 0x09 || r == 0x0A || r == 0x0D || r >= 0x20 && r <= 0xD7FF ||
		r >= 0xE000 && r <= 0xFFFD || r >= 0x10000 && r <= 0x10FFFF
}
