package grade

import (
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"

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
		Requirement: v.Missed.String(), Required: v.Required, Allowed: v.Allowed}
	j.Col = v.Col
	j.Fault = faultText(v.Fault)
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

// The JUnit XML elements written, as Ant's JUnit report (the format
// GitHub Actions' reporters, GitLab and Jenkins read) names them.
type (
	junitSuites struct {
		XMLName  xml.Name     `xml:"testsuites"`
		Name     string       `xml:"name,attr"`
		Tests    int          `xml:"tests,attr"`
		Failures int          `xml:"failures,attr"`
		Errors   int          `xml:"errors,attr"`
		Suites   []junitSuite `xml:"testsuite"`
	}
	junitSuite struct {
		Name     string      `xml:"name,attr"`
		Tests    int         `xml:"tests,attr"`
		Failures int         `xml:"failures,attr"`
		Errors   int         `xml:"errors,attr"`
		Skipped  int         `xml:"skipped,attr"`
		Time     string      `xml:"time,attr"`
		Cases    []junitCase `xml:"testcase"`
	}
	junitCase struct {
		Name      string        `xml:"name,attr"`
		Classname string        `xml:"classname,attr"`
		File      string        `xml:"file,attr,omitempty"`
		Line      string        `xml:"line,attr,omitempty"`
		Time      string        `xml:"time,attr"`
		Failure   *junitProblem `xml:"failure"`
		Error     *junitProblem `xml:"error"`
		Skipped   *junitProblem `xml:"skipped"`
		SystemOut string        `xml:"system-out,omitempty"`
	}
	junitProblem struct {
		Message string `xml:"message,attr"`
		Type    string `xml:"type,attr,omitempty"`
		Text    string `xml:",chardata"`
	}
)

// WriteJUnit writes the verdicts as a JUnit XML report: one testsuite per
// file, in the order of the verdicts, and one testcase per verdict, named
// as [Verdict.Where] places it, with the file as its classname. A valid tour passes (the
// verdict in system-out), an invalid one is a failure, an unreadable
// input an error, a skipped file skipped; each message is the verdict.
// Times are 0: a grade does not depend on how long it took, and the
// report is the same every run.
func WriteJUnit(w io.Writer, name string, vs []Verdict) error {
	doc := junitSuites{Name: name}
	for _, v := range vs {
		if n := len(doc.Suites); n == 0 || doc.Suites[n-1].Name != v.File {
			doc.Suites = append(doc.Suites, junitSuite{Name: v.File, Time: "0"})
		}
		s := &doc.Suites[len(doc.Suites)-1]
		c := junitCase{Name: v.Where(), Classname: v.File, File: v.File, Time: "0"}
		if v.Line > 0 {
			c.Line = strconv.Itoa(v.Line)
		}
		text := v.String()
		problem := &junitProblem{Message: text, Type: v.Status.String(), Text: text}
		if v.Missed != NoRequirement {
			problem.Type = fmt.Sprintf("%s (requirement: %s)", v.Status, v.Missed)
		}
		s.Tests++
		doc.Tests++
		switch v.Status {
		case Valid:
			c.SystemOut = text
		case Invalid:
			c.Failure = problem
			s.Failures++
			doc.Failures++
		case Unreadable, SetAside:
			if v.Allowed {
				c.Skipped = &junitProblem{Message: text}
				s.Skipped++
				break
			}
			c.Error = problem
			s.Errors++
			doc.Errors++
		default:
			c.Skipped = &junitProblem{Message: text}
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
