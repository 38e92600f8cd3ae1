package prove

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/verify"
)

// BenchmarkCheckAllCertificates checks, with verify alone, the
// certificate of every start square and closed board up to 10x10 that has
// no tour (made once by Tour, outside the timing), and reports the
// largest case-split tree: its nodes, depth, JSON bytes and check time.
// The target is under a second per op.
func BenchmarkCheckAllCertificates(b *testing.B) {
	if testing.Short() {
		b.Skip("making the certificates surveys every board up to 10x10")
	}
	type proof struct {
		q board.Problem
		c evidence.Certificate
	}
	var proofs []proof
	var onSAT []board.Problem
	for w := int32(1); w <= 10; w++ {
		for h := int32(1); h <= 10; h++ {
			bd := board.Board{W: w, H: h}
			qs := []board.Problem{{Board: bd, Closed: true}}
			for i := range bd.Size() {
				qs = append(qs, board.Problem{Board: bd, Prefix: board.Path{bd.Square(i)}})
			}
			for _, q := range qs {
				ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
				a, err := Tour(ctx, q, Options{})
				cancel()
				if err != nil {
					b.Fatal(err)
				}
				if a.Status != board.None {
					continue
				}
				if a.Certificate == nil {
					onSAT = append(onSAT, q)
					continue
				}
				proofs = append(proofs, proof{q, a.Certificate})
			}
		}
	}
	largest := 0
	for i, p := range proofs {
		if evidence.Nodes(p.c) > evidence.Nodes(proofs[largest].c) {
			largest = i
		}
	}
	big := proofs[largest]
	data, err := json.Marshal(big.c)
	if err != nil {
		b.Fatal(err)
	}
	start := time.Now()
	const rounds = 100
	for range rounds {
		if err := verify.Certificate(big.q, big.c); err != nil {
			b.Fatal(err)
		}
	}
	bigCheck := time.Since(start) / rounds
	b.Logf("%d certificates, nones on SAT alone: %v; largest tree %v: %d nodes, depth %d, %d bytes, checked in %v",
		len(proofs), onSAT, big.q, evidence.Nodes(big.c), evidence.Depth(big.c), len(data), bigCheck)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, p := range proofs {
			if err := verify.Certificate(p.q, p.c); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(proofs)), "certificates/op")
	b.ReportMetric(float64(len(onSAT)), "sat-only/op")
	b.ReportMetric(float64(evidence.Nodes(big.c)), "largest-nodes")
	b.ReportMetric(float64(evidence.Depth(big.c)), "largest-depth")
	b.ReportMetric(float64(len(data)), "largest-bytes")
	b.ReportMetric(float64(bigCheck.Microseconds()), "largest-check-µs")
}
