package evidence

import "github.com/knightcert/knight/board"

// walkChunk is how many squares of a walk Walk expands at a time.
const walkChunk = 1 << 12

// Walk writes k: the squares of w, as [ObjectWriter.Squares] writes
// w.Path(), byte for byte, expanding the walk a chunk at a time.
func (d *ObjectWriter) Walk(k string, b board.Board, w board.Walk) {
	d.key(k)
	sw := board.NewSquareWriter(d.w, b)
	sw.WriteString("[")
	first := true
	for part := range w.Chunks(walkChunk) {
		for _, s := range part {
			if !first {
				sw.WriteString(",")
			}
			first = false
			sw.WriteString(`"`)
			sw.WriteSquare(s)
			sw.WriteString(`"`)
		}
	}
	sw.WriteString("]")
	if err := sw.Flush(); err != nil && d.err == nil {
		d.err = err
	}
}
