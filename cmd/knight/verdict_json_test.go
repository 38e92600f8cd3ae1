package main

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// verdictDoc is what verify -json and render -json print.
type verdictDoc struct {
	Board, Status, Kind, Start, End, Error, From, To, Picture, Read string
	Closed                                                          bool
	Covered, Squares                                                int
	Move, Line, Col                                                 *int
}

func runJSON(t *testing.T, args ...string) (verdictDoc, int, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(args, strings.NewReader(""), &stdout, &stderr)
	var doc verdictDoc
	dec := json.NewDecoder(&stdout)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&doc); err != nil {
		t.Fatalf("knight %v: %v (stderr %q)", args, err, stderr.String())
	}
	return doc, code, stderr.String()
}

// gradeDoc is one line of verify -json.
type gradeDoc struct {
	File, Verdict, Reading, Fault, Requirement, Required, Notation string
	Board, Kind, Start, End, From, To                              string
	Line                                                           int
	Closed                                                         *bool
	Covered                                                        *int
	Squares                                                        int
	Move, Col                                                      *int
}

// TestVerifyJSON checks each -json verdict against the same command without
// -json: the same exit code, and the same message as its diagnostic (or the
// same squares as its verdict line).
func TestVerifyJSON(t *testing.T) {
	cases := []struct {
		name    string
		args    []string
		verdict string
		move    int // -1: none
		line    int
		col     bool // a reading fault's column, or the faulty square's
	}{
		{"valid", []string{"-board", "5x5", "seed-5x5.prolog"}, "valid", -1, 1, false},
		{"valid grid", []string{"seed-8x8.grid"}, "valid", -1, 1, false},
		{"not a knight move", []string{"-board", "5x5", "5x5-swapped.prolog"}, "invalid", 2, 1, true},
		{"revisit", []string{"-board", "5x5", "5x5-repeated.prolog"}, "invalid", 24, 1, true},
		{"off the board", []string{"-board", "5x5", "5x5-offboard.prolog"}, "invalid", -2, 1, true},
		{"missing a square", []string{"-board", "8x8", "8x8-missing.grid"}, "invalid", -1, 1, false},
		{"a partial board, no board given", []string{"8x8-missing.grid"}, "set aside", -1, 1, false},
		{"a grid numbering twice", []string{"8x8-repeated.grid"}, "invalid", -1, 8, true},
		{"truncated", []string{"-board", "5x5", "5x5-truncated.prolog"}, "unreadable", -1, 1, true},
		{"claims closed", []string{"5x5-claims-closed.json"}, "invalid", 25, 1, false}, // the closing move
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			args := append([]string{}, c.args...)
			file := filepath.Join("..", "..", "testdata", args[len(args)-1])
			args[len(args)-1] = file
			docs, code, _ := runJSONLines(t, append([]string{"verify", "-json"}, args...)...)
			if len(docs) != 1 {
				t.Fatalf("verify -json printed %d lines, want 1", len(docs))
			}
			doc := docs[0]
			var textOut, textErr bytes.Buffer
			textCode := run(append([]string{"verify"}, args...), strings.NewReader(""), &textOut, &textErr)
			if code != textCode {
				t.Errorf("verify -json exits %d, verify %d", code, textCode)
			}
			if doc.Verdict != c.verdict || doc.File != file || doc.Line != c.line {
				t.Errorf("verdict = %q at %s:%d, want %q at %s:%d", doc.Verdict, doc.File, doc.Line, c.verdict, file, c.line)
			}
			if doc.Reading == "" && c.verdict != "unreadable" && c.verdict != "set aside" {
				t.Errorf("reading is empty for a tour that was read: %+v", doc)
			}
			switch {
			case c.verdict == "valid":
				want := "valid open tour of " + doc.Board + " from " + doc.Start + " to " + doc.End
				if !strings.HasPrefix(textOut.String(), want) || doc.Covered == nil || *doc.Covered != doc.Squares || doc.Fault != "" {
					t.Errorf("verdict %+v, but verify says %q", doc, textOut.String())
				}
			case !strings.Contains(textErr.String(), doc.Fault) || doc.Fault == "":
				t.Errorf("fault = %q, but verify says %q", doc.Fault, textErr.String())
			}
			switch {
			case c.move == -2 && doc.Move == nil:
				t.Errorf("no move in %+v, want the move at fault", doc)
			case c.move >= 0 && (doc.Move == nil || *doc.Move != c.move):
				t.Errorf("move = %v, want %d", doc.Move, c.move)
			case c.move == -1 && doc.Move != nil:
				t.Errorf("move = %d, want none", *doc.Move)
			}
			if c.col != (doc.Col != nil) {
				t.Errorf("col = %v, want one: %v", doc.Col, c.col)
			}
		})
	}
}

// runJSONLines runs knight and decodes every line of its stdout, refusing
// unknown fields.
func runJSONLines(t *testing.T, args ...string) ([]gradeDoc, int, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := run(args, strings.NewReader(""), &stdout, &stderr)
	var docs []gradeDoc
	for line := range strings.Lines(stdout.String()) {
		var doc gradeDoc
		dec := json.NewDecoder(strings.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&doc); err != nil {
			t.Fatalf("knight %v: line %q: %v (stderr %q)", args, line, err, stderr.String())
		}
		docs = append(docs, doc)
	}
	return docs, code, stderr.String()
}

// TestRenderJSON: the picture in render -json is what render draws.
func TestRenderJSON(t *testing.T) {
	file := filepath.Join("..", "..", "testdata", "seed-5x5.prolog")
	for _, format := range []string{"text", "svg"} {
		doc, code, _ := runJSON(t, "render", "-json", "-board", "5x5", "-format", format, file)
		var out, errs bytes.Buffer
		if run([]string{"render", "-board", "5x5", "-format", format, file}, nil, &out, &errs) != code || doc.Picture != out.String() {
			t.Errorf("render -json -format %s: picture %.40q, exit %d; render draws %.40q", format, doc.Picture, code, out.String())
		}
		if doc.Status != "valid" || doc.Kind != "open tour" {
			t.Errorf("render -json -format %s: %s %s, want valid open tour", format, doc.Status, doc.Kind)
		}
	}
	doc, code, _ := runJSON(t, "render", "-json", "-board", "5x5", filepath.Join("..", "..", "testdata", "5x5-swapped.prolog"))
	if code != exitNo || doc.Move == nil || *doc.Move != 2 || doc.Picture != "" {
		t.Errorf("render -json of a broken path = exit %d, %+v; want exit 1 at move 2, no picture", code, doc)
	}
}

// TestVerifyJSONCertificate: -json is not silently ignored with
// -certificate, which prints its own verdict.
func TestVerifyJSONCertificate(t *testing.T) {
	var stderr bytes.Buffer
	if code := run([]string{"verify", "-json", "-certificate", "-"}, strings.NewReader("{}"), &bytes.Buffer{}, &stderr); code != exitUsage {
		t.Errorf("verify -json -certificate = exit %d (%s), want %d", code, stderr.String(), exitUsage)
	}
}
