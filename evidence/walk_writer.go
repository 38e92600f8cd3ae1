package evidence

import "github.com/knightcert/knight/board"

// walkChunk is how many squares of a walk Walk expands at a time.
const walkChunk = 1 << 12

// Walk writes k: the squares of w, as [ObjectWriter.Squares] writes
// w.Path(), byte for byte, expanding the walk a chunk at a time.
func (d *ObjectWriter) Walk(k string, b board.Board, w board.Walk) {
	d.key(k)
	d.squaresOf(b, func(yield func(board.Square) bool) {
		for part := range w.Chunks(walkChunk) {
			for _, s := range part {
				if !yield(s) {
					return
				}
			}
		}
	})
}
