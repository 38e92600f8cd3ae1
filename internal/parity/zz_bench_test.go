package parity_test

import (
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/parity"
)

func BenchmarkZZSurveyCheck(b *testing.B) {
	var qs []board.Problem
	for w := 3; w <= 8; w++ {
		for h := 3; h <= 8; h++ {
			bd := board.Board{W: int32(w), H: int32(h)}
			for i := range bd.Size() {
				qs = append(qs, board.Problem{Board: bd, Prefix: board.Path{bd.Square(i)}})
				qs = append(qs, board.Problem{Board: bd, Prefix: board.Path{bd.Square(i)}, Closed: true})
			}
		}
	}
	for b.Loop() {
		for _, q := range qs {
			parity.Check(q)
		}
	}
}
