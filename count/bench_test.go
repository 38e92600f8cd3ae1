package count

import (
	"context"
	"testing"

	"github.com/knightcert/knight/board"
)

func BenchmarkSixClosed(b *testing.B) {
	p := board.Problem{Board: board.MustParse("6x6"), Closed: true}
	for b.Loop() {
		Tours(context.Background(), p, Options{})
	}
}
