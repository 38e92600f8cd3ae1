package api

import (
	"bufio"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/prove"
)

// WriteTour writes what knight tour -json prints and /v1/tour answers,
// which knight verify and knight render accept as it is.
func WriteTour(w *bufio.Writer, q board.Problem, res prove.Answer) error {
	d := evidence.NewObjectWriter(w)
	d.Field("board", q.Board.String())
	d.Shape(q.Shape())
	d.Field("closed", q.Closed)
	d.Field("status", res.Status.String())
	if res.Walk != nil {
		d.Walk("tour", q.Board, *res.Walk)
	} else {
		d.Squares("tour", q.Board, res.Tour)
	}
	d.Field("nodes", res.Nodes)
	method := res.Algorithm
	if method == "" && res.Status == board.None {
		method = res.Method.String() // a certificate (parity) or the exhausted search
	}
	d.Field("method", method)
	return d.End()
}
