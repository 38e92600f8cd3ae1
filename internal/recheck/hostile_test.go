package recheck_test

import (
	"context"
	"errors"
	"testing"

	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/recheck"
	"github.com/knightcert/knight/internal/testsupport/hostile"
	"github.com/knightcert/knight/verify"
)

// hostileDocs are the documents of internal/testsupport/hostile, written
// once.
func hostileDocs(tb testing.TB) map[string][]byte {
	tb.Helper()
	chain, survey, err := hostile.Documents()
	if err != nil {
		tb.Fatal(err)
	}
	return map[string][]byte{"chain": chain, "survey": survey}
}

// TestHostileDocuments: the chain over a million-square prefix is decided
// invalid (the oracle: the prefix is part of a tour, so no certificate of
// it can hold) and the survey
// of 20,000 four-lines claims is refused as too large before any is
// checked, its claims sharing one budget (the oracle: 20,000 boards of
// 40,000 squares at verify.GraphStepsPerSquare steps a square exceed
// verify.DefaultMaxWork).
// Their time and memory are measured by BenchmarkHostile and
// bench/hostile.sh, not here.
func TestHostileDocuments(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a tour of 1024x1024 and reads 15 MB of documents")
	}
	docs := hostileDocs(t)
	d, err := evidence.Parse(docs["chain"], evidence.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	_, err = recheck.Document(context.Background(), d)
	if err == nil || errors.Is(err, verify.ErrTooLarge) {
		t.Errorf("the chain: Document = %v, want it refuted: its prefix is part of a tour", err)
	}
	d, err = evidence.Parse(docs["survey"], evidence.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := recheck.Document(context.Background(), d)
	if !errors.Is(err, verify.ErrTooLarge) {
		t.Errorf("the survey: Document = %v, want %v", err, verify.ErrTooLarge)
	}
	if len(rep.Claims) != 0 || rep.Work != 0 {
		t.Errorf("the survey: %d claims checked in %d steps, want none: refused before any", len(rep.Claims), rep.Work)
	}
}

// BenchmarkHostile reads and re-checks each hostile document: the
// targets are 5 s and 256 MB each (bench/hostile.sh measures the command's
// peak memory).
func BenchmarkHostile(b *testing.B) {
	docs := hostileDocs(b)
	for _, name := range []string{"chain", "survey"} {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(docs[name])))
			var work int64
			for b.Loop() {
				d, err := evidence.Parse(docs[name], evidence.DefaultLimits)
				if err != nil {
					b.Fatal(err)
				}
				rep, _ := recheck.Document(context.Background(), d)
				work = rep.Work
			}
			b.ReportMetric(float64(work), "steps")
		})
		b.Run(name+"/read", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := evidence.Parse(docs[name], evidence.DefaultLimits); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
