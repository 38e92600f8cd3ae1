package board

import (
	"encoding/binary"
	"io"
	"strconv"
)

// SquareWriter writes squares of one board in algebraic notation at memory
// speed, for tours of up to 10^8 squares: the names of the files and ranks
// are made once, and the text goes out in large chunks. Errors are sticky
// and reported by Flush.
//
// On a board whose longest square name fits in a word (every board up to
// [MaxSide]), a file's and a rank's names are kept as words, each with
// its length in the top byte, and a square is one word stored past the
// end of the buffer's text, of which only the name's bytes are kept: no
// copy of a name byte by byte.
type SquareWriter struct {
	w   io.Writer
	buf []byte
	// file and rank are the names by number (index 0 unused), packed as
	// above; nil on a board whose names do not fit a word together.
	file, rank []uint64
	err        error
}

// squareChunk is the size of the pieces a SquareWriter writes; the buffer
// holds a name word more, so that a square never makes it grow.
const squareChunk = 64 << 10

// nameBytes is how many bytes of a packed name word hold the name; the
// top byte holds its length.
const nameBytes = 7

// NewSquareWriter returns a writer of squares of b to w.
func NewSquareWriter(w io.Writer, b Board) *SquareWriter {
	sw := &SquareWriter{w: w, buf: make([]byte, 0, squareChunk+64)}
	rankName := func(dst []byte, y int) []byte { return strconv.AppendInt(dst, int64(y), 10) }
	// The last file's and rank's names are the longest; each is a byte
	// at least, so each fits in nameBytes when both fit in a word.
	if b.W < 1 || b.H < 1 || len(appendFile(nil, int(b.W)))+len(rankName(nil, int(b.H))) > 8 {
		return sw
	}
	sw.file, sw.rank = packNames(int(b.W), appendFile), packNames(int(b.H), rankName)
	return sw
}

// packNames is the names of 1 to n, each in a word: its bytes from the
// lowest, its length in the top byte.
func packNames(n int, name func([]byte, int) []byte) []uint64 {
	words := make([]uint64, n+1)
	var text [nameBytes + 1]byte
	for i := 1; i <= n; i++ {
		clear(text[:])
		t := name(text[:0], i)
		words[i] = binary.LittleEndian.Uint64(text[:]) | uint64(len(t))<<(8*nameBytes)
	}
	return words
}

// WriteSquare writes s, a square of the writer's board.
func (sw *SquareWriter) WriteSquare(s Square) {
	n := len(sw.buf)
	if uint(s.X) < uint(len(sw.file)) && uint(s.Y) < uint(len(sw.rank)) && s.X > 0 && s.Y > 0 && cap(sw.buf)-n >= 8 {
		f, r := sw.file[s.X], sw.rank[s.Y]
		fn, rn := f>>(8*nameBytes), r>>(8*nameBytes)
		// The names fit in a word together, and the buffer has room for
		// one: spill keeps the text under a chunk, and the buffer holds
		// a chunk and more.
		word := f&(1<<(8*nameBytes)-1) | r&(1<<(8*nameBytes)-1)<<(8*fn)
		binary.LittleEndian.PutUint64(sw.buf[n:n+8], word)
		sw.buf = sw.buf[:n+int(fn+rn)]
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
