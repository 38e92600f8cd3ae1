package recheck_test

import (
	"context"
	"errors"
	"testing"

	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/recheck"
	"github.com/knightcert/knight/verify"
)

// TestDocumentWithSharesOneBudget: the documents of one input share one
// work budget, not one budget each. Oracle: the work of one check, read from
// the checker,
// times the documents, against a budget set between one and two of them.
func TestDocumentWithSharesOneBudget(t *testing.T) {
	doc, err := evidence.Parse([]byte(`{"board":"4x4","closed":false,"status":"none","method":"parity","certificate":{"kind":"cut","board":"4x4","visited":0,"squares":["b2","c2","b3","c3"],"pieces":6,"need":6,"have":5,"side":"dark"}}`), evidence.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	var one verify.Checker
	if _, err := recheck.DocumentWith(context.Background(), &one, doc, 0); err != nil {
		t.Fatalf("DocumentWith(4x4 cut) = %v", err)
	}
	ck := verify.Checker{MaxWork: one.Work() + one.Work()/2}
	if _, err := recheck.DocumentWith(context.Background(), &ck, doc, 0); err != nil {
		t.Fatalf("DocumentWith(4x4 cut), first of two = %v", err)
	}
	if _, err := recheck.DocumentWith(context.Background(), &ck, doc, 0); !errors.Is(err, verify.ErrTooLarge) {
		t.Errorf("DocumentWith(4x4 cut), second of two within 1.5 checks' work = %v, want %v", err, verify.ErrTooLarge)
	}
}
