package recheck_test

import (
	"context"
	"errors"
	"testing"

	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/recheck"
	"github.com/knightcert/knight/verify"
)

func parse(t *testing.T, doc string) evidence.Document {
	t.Helper()
	d, err := evidence.Parse([]byte(doc), evidence.DefaultLimits)
	if err != nil {
		t.Fatalf("Parse(%s) = %v", doc, err)
	}
	return d
}

// TestDocument: what a document claims and how each claim fares, the
// oracles in each case's reason.
func TestDocument(t *testing.T) {
	for _, tc := range []struct {
		name, doc string
		want      error // nil: every claim stands
		claims    int
		tours     int
		why       string
	}{
		{"a 1x1 split read backwards",
			`{"board":"1x1","end":"a1","closed":false,"status":"none","method":"parity","certificate":{"kind":"case-split","board":"1x1","visited":0,"rule":"end","branches":[]}}`,
			verify.ErrNoContradiction, 0, 0, "a1 alone is the open tour of 1x1 ending on a1"},
		{"a survey of tours only",
			`{"board":"1x1","squares":[{"square":"a1","status":"tour","method":"heuristic","ms":0}]}`,
			nil, 0, 1, "a tour claim carries no tour to refute: counted, not an error"},
		{"a survey of a tour and a colour count",
			`{"board":"3x1","squares":[{"square":"a1","status":"none","method":"parity","ms":0,"certificate":{"kind":"disconnected","board":"3x1","visited":1,"from":"a1","squares":["a1","b1"],"pieces":1}},{"square":"b1","status":"unknown","method":"sat","ms":0}]}`,
			nil, 1, 0, "a1 of 3x1 has no knight move: its piece is itself"},
		{"a survey deciding nothing",
			`{"board":"3x1","squares":[{"square":"b1","status":"unknown","method":"sat","ms":0}]}`,
			recheck.ErrNothingClaimed, 0, 0, "unknown claims nothing"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rep, err := recheck.Document(context.Background(), parse(t, tc.doc))
			if tc.want == nil && err != nil || tc.want != nil && !errors.Is(err, tc.want) {
				t.Fatalf("Document = %v, want %v (%s)", err, tc.want, tc.why)
			}
			if len(rep.Claims) != tc.claims || rep.UncheckedTours != tc.tours {
				t.Errorf("Document = %d claims, %d unchecked tours, want %d and %d (%s)", len(rep.Claims), rep.UncheckedTours, tc.claims, tc.tours, tc.why)
			}
		})
	}
}

// TestDocumentContext: a certificate check stops with its context, and
// says it is undecided.
func TestDocumentContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := recheck.Document(ctx, parse(t, `{"board":"5x5","start":"a2","closed":false,"status":"none","method":"parity","certificate":{"kind":"colour-count","board":"5x5","visited":1,"from":"a2","rule":"start","dark":13,"light":12}}`))
	if !errors.Is(err, recheck.ErrUndecided) || !errors.Is(err, context.Canceled) {
		t.Errorf("Document with its context done = %v, want %v and %v", err, recheck.ErrUndecided, context.Canceled)
	}
}
