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

// TestVerifyJSON checks each -json verdict against the same command without
// -json: the same exit code, and the same message as its diagnostic (or the
// same squares as its verdict line).
func TestVerifyJSON(t *testing.T) {
	cases := []struct {
		name   string
		args   []string
		status string
		move   int // -1: none
		line   int // 0: none
	}{
		{"valid", []string{"-board", "5x5", "seed-5x5.prolog"}, "valid", -1, 0},
		{"valid grid", []string{"seed-8x8.grid"}, "valid", -1, 0},
		{"not a knight move", []string{"-board", "5x5", "5x5-swapped.prolog"}, "invalid", 2, 0},
		{"revisit", []string{"-board", "5x5", "5x5-repeated.prolog"}, "invalid", 24, 0},
		{"off the board", []string{"-board", "5x5", "5x5-offboard.prolog"}, "invalid", -2, 0},
		{"missing a square", []string{"8x8-missing.grid"}, "invalid", -1, 0},
		{"a grid numbering twice", []string{"8x8-repeated.grid"}, "invalid", -1, 8},
		{"truncated", []string{"-board", "5x5", "5x5-truncated.prolog"}, "unreadable", -1, 1},
		{"claims closed", []string{"5x5-claims-closed.json"}, "invalid", 25, 0}, // the closing move
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			args := append([]string{}, c.args...)
			args[len(args)-1] = filepath.Join("..", "..", "testdata", args[len(args)-1])
			doc, code, _ := runJSON(t, append([]string{"verify", "-json"}, args...)...)
			var textOut, textErr bytes.Buffer
			textCode := run(append([]string{"verify"}, args...), strings.NewReader(""), &textOut, &textErr)
			if code != textCode {
				t.Errorf("verify -json exits %d, verify %d", code, textCode)
			}
			if doc.Status != c.status {
				t.Errorf("status = %q, want %q", doc.Status, c.status)
			}
			switch {
			case c.status == "valid":
				want := "valid open tour of " + doc.Board + " from " + doc.Start + " to " + doc.End
				if !strings.HasPrefix(textOut.String(), want) || doc.Covered != doc.Squares {
					t.Errorf("verdict %+v, but verify says %q", doc, textOut.String())
				}
			case "knight: "+doc.Error+readNote(doc.Read)+"\n" != textErr.String():
				t.Errorf("error = %q, but verify says %q", doc.Error, textErr.String())
			}
			switch {
			case c.move == -2 && doc.Move == nil:
				t.Errorf("no move in %+v, want the move at fault", doc)
			case c.move >= 0 && (doc.Move == nil || *doc.Move != c.move):
				t.Errorf("move = %v, want %d", doc.Move, c.move)
			case c.move == -1 && doc.Move != nil:
				t.Errorf("move = %d, want none", *doc.Move)
			}
			if c.line > 0 && (doc.Line == nil || *doc.Line != c.line || doc.Col == nil) {
				t.Errorf("line = %v, col %v, want line %d", doc.Line, doc.Col, c.line)
			}
		})
	}
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

// readNote is what the text verdict appends to say how its input was read.
func readNote(reading string) string {
	if reading == "" {
		return ""
	}
	return " (read: " + reading + ")"
}
