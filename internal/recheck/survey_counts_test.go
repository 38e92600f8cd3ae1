package recheck

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/verify"
)

// TestSurveyCounts: a survey's "counts" are read strictly and re-counted
// by verify's own search (the oracle: 1x1 has one tour, from a1; 2x2 has
// none, its squares have no knight move), and a count that contradicts
// the square's answer is refused before any search; a tour claimed and
// counted is checked by its count, not left unchecked.
func TestSurveyCounts(t *testing.T) {
	const tour1x1 = `{"board":"1x1","squares":[{"square":"a1","status":"tour","method":"heuristic","ms":0}],"counts":{"a1":%s}}`
	const unknown2x2 = `{"board":"2x2","squares":[{"square":"a1","status":"unknown","method":"heuristic","ms":0}],"counts":{"a1":"0","a2":"0","b1":"0","b2":%s}}`
	cases := []struct {
		name, doc string
		readErr   string // the reader refuses the document
		wantErr   error  // the check refutes it
		checked   string // a line the check reports
	}{
		{"one tour of 1x1", strings.Replace(tour1x1, "%s", `"1"`, 1), "", nil, "re-counted (1 in all)"},
		{"none from 2x2", strings.Replace(unknown2x2, "%s", `"0"`, 1), "", nil, "re-counted (0 in all)"},
		// A count not re-counted: 2x2 has no knight move, so no tour from b2.
		{"a tour of 2x2 counted", strings.Replace(unknown2x2, "%s", `"3"`, 1), "", verify.ErrCountMismatch, ""},
		// The square's own answer says a tour starts on a1.
		{"a tour counted 0", strings.Replace(tour1x1, "%s", `"0"`, 1), "", verify.ErrCountMismatch, ""},
		// Every square needs a count, and only squares of the board.
		{"a square missing", `{"board":"2x2","squares":[{"square":"a1","status":"unknown","method":"heuristic","ms":0}],"counts":{"a1":"0"}}`, "counts gives 1 counts", nil, ""},
		{"off the board", strings.Replace(tour1x1, `"a1":%s`, `"b1":"1"`, 1), `counts names "b1"`, nil, ""},
		{"not a count", strings.Replace(tour1x1, "%s", `"-1"`, 1), "want a count", nil, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			doc, err := evidence.Parse([]byte(c.doc), evidence.DefaultLimits)
			if c.readErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.readErr) {
					t.Fatalf("Parse(%s) = %v, want an error with %q", c.doc, err, c.readErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("Parse(%s) = %v", c.doc, err)
			}
			r, err := Document(context.Background(), doc)
			if c.wantErr != nil {
				if !errors.Is(err, c.wantErr) {
					t.Fatalf("Document(%s) = %v, want %v", c.doc, err, c.wantErr)
				}
				return
			}
			if err != nil || !strings.Contains(strings.Join(r.Checked, "\n"), c.checked) {
				t.Fatalf("Document(%s) = %v, %v; want %q checked", c.doc, r.Checked, err, c.checked)
			}
			if r.UncheckedTours != 0 {
				t.Errorf("Document(%s) leaves %d tours unchecked, want 0: the counts above 0 check them", c.doc, r.UncheckedTours)
			}
		})
	}
}
