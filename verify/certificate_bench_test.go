package verify_test

import (
	"encoding/json"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/parity"
	"github.com/knightcert/knight/verify"
)

// BenchmarkCertificateAllStarts checks the certificate of every start
// square parity certifies on the boards m x n, 1 <= m, n <= 10 (the 865 of
// the 871 starts without an open tour that have one), and reports their
// count and the largest case-split tree: nodes, depth and bytes of JSON.
func BenchmarkCertificateAllStarts(b *testing.B) {
	type claim struct {
		q board.Problem
		c evidence.Certificate
	}
	var claims []claim
	largest, depth, bytes := 0, 0, 0
	for w := 1; w <= 10; w++ {
		for h := 1; h <= 10; h++ {
			bd := board.MustParse(board.Board{W: int32(w), H: int32(h)}.String())
			for i := range bd.Size() {
				q := board.Problem{Board: bd, Prefix: board.Path{bd.Square(i)}}
				c, ok := parity.Check(q)
				if !ok {
					continue
				}
				claims = append(claims, claim{q, c})
				if n := evidence.Nodes(c); n > largest {
					data, _ := json.Marshal(c)
					largest, depth, bytes = n, evidence.Depth(c), len(data)
				}
			}
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, cl := range claims {
			if err := verify.Certificate(cl.q, cl.c); err != nil {
				b.Fatalf("Certificate(%v) = %v", cl.q, err)
			}
		}
	}
	b.ReportMetric(float64(len(claims)), "certificates")
	b.ReportMetric(float64(largest), "largest-nodes")
	b.ReportMetric(float64(depth), "largest-depth")
	b.ReportMetric(float64(bytes), "largest-bytes")
}
