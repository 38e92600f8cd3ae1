package board

import (
	"io"
	"strconv"
)

// SquareWriter writes squares of one board in algebraic notation at memory
// speed, for tours of up to 10^8 squares: the names of the files and ranks
// are made once, and the text goes out in large chunks. Errors are sticky
// and reported by Flush.
type SquareWriter struct {
	w          io.Writer
	buf        []byte
	file, rank [][]byte
	err        error
}

// squareChunk is the size of the pieces a SquareWriter writes.
const squareChunk = 64 << 10

// NewSquareWriter returns a writer of squares of b to w.
func NewSquareWriter(w io.Writer, b Board) *SquareWriter {
	sw := &SquareWriter{w: w, buf: make([]byte, 0, squareChunk+64), file: make([][]byte, b.W+1), rank: make([][]byte, b.H+1)}
	for x := 1; x <= int(b.W); x++ {
		sw.file[x] = appendFile(nil, x)
	}
	for y := 1; y <= int(b.H); y++ {
		sw.rank[y] = strconv.AppendInt(nil, int64(y), 10)
	}
	return sw
}

// WriteSquare writes s, a square of the writer's board.
func (sw *SquareWriter) WriteSquare(s Square) {
	if int(s.X) < len(sw.file) && int(s.Y) < len(sw.rank) && s.X > 0 && s.Y > 0 {
		sw.buf = append(append(sw.buf, sw.file[s.X]...), sw.rank[s.Y]...)
	} else {
		sw.buf = s.AppendTo(sw.buf)
	}
	sw.spill()
}

// WriteString writes t as it is.
func (sw *SquareWriter) WriteString(t string) {
	sw.buf = append(sw.buf, t...)
	sw.spill()
}

// spill writes the buffer out once it holds a chunk.
func (sw *SquareWriter) spill() {
	if len(sw.buf) >= squareChunk {
		sw.write()
	}
}

func (sw *SquareWriter) write() {
	if sw.err == nil && len(sw.buf) > 0 {
		_, sw.err = sw.w.Write(sw.buf)
	}
	sw.buf = sw.buf[:0]
}

// Flush writes what is buffered and returns the first error met.
func (sw *SquareWriter) Flush() error {
	sw.write()
	return sw.err
}

// Write appends p as it is, so that a writer of other notations can use the
// same chunked buffer; it never fails (errors come from Flush).
func (sw *SquareWriter) Write(p []byte) (int, error) {
	sw.buf = append(sw.buf, p...)
	sw.spill()
	return len(p), nil
}
