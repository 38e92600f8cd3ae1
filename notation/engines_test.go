package notation

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/stretchr/testify/require"
)

// readBoth reads text once held in memory by the tolerant readers and once
// by the streaming readers, whatever its size, by moving the threshold
// between them.
func readBoth(t *testing.T, text []byte, opt ReadOptions) (mem, stream Document, memErr, streamErr error) {
	t.Helper()
	defer func(old int64) { streamAbove = old }(streamAbove)
	streamAbove = 1 << 40
	mem, memErr = ReadPath(bytes.NewReader(text), opt)
	streamAbove = 0
	stream, streamErr = ReadPath(bytes.NewReader(text), opt)
	return mem, stream, memErr, streamErr
}

// TestEnginesAgree: the oracle is the other engine. The same tour, written
// by WritePath in every notation a stream reads (grid, the three list
// notations, JSON) on boards from 5x5 to 1000x1000, reads to the same path,
// board and reading in memory and streamed. The paths are random orders of
// the squares (the readers do not check moves), so that a grid's numbers
// and a list's squares come in no regular order.
func TestEnginesAgree(t *testing.T) {
	sides := []string{"5x5", "8x8", "1x7", "13x4", "37x29", "100x100", "1000x1000"}
	rng := rand.New(rand.NewPCG(16, 5))
	for _, side := range sides {
		b := board.MustParse(side)
		if testing.Short() && b.Size() > 10000 {
			continue
		}
		p := make(board.Path, b.Size())
		for i, k := range rng.Perm(b.Size()) {
			p[i] = b.Square(k)
		}
		for _, f := range []Format{Grid, Algebraic, Prolog, XY, JSON} {
			var buf bytes.Buffer
			require.NoError(t, WritePath(&buf, b, p, f))
			opts := []ReadOptions{{Board: b}}
			if f == Grid || f == JSON {
				opts = append(opts, ReadOptions{}) // they carry their board
			}
			for _, opt := range opts {
				t.Run(fmt.Sprintf("%v/%v/board=%v", side, f, opt.Board), func(t *testing.T) {
					mem, stream, memErr, streamErr := readBoth(t, buf.Bytes(), opt)
					require.NoError(t, memErr, "in memory")
					require.NoError(t, streamErr, "streamed")
					require.True(t, slices.Equal(p, mem.Path), "in memory: the path written")
					require.True(t, slices.Equal(mem.Path, stream.Path), "streamed: the same path")
					require.Equal(t, mem.Board, stream.Board)
					require.Equal(t, mem.Format, stream.Format)
					require.Equal(t, mem.Based, stream.Based)
					require.Equal(t, mem.Base, stream.Base)
					require.Equal(t, mem.Flipped, stream.Flipped)
					require.Equal(t, mem.Reading(), stream.Reading())
				})
			}
		}
	}
}
