package notation

import "github.com/knightcert/knight/board"

// plainLine reads the commonest input without the search of the other
// layouts: one line, ended by a newline or not, of every square of the
// board given once, each a file letter and a rank written "a1" (a board
// at most 26 files wide), one space apart, nothing else. The reading is
// the one readLayouts gives such a line (a test holds them equal on
// random lines); ok is false for anything else, which readLayouts reads.
func plainLine(head []byte, opt ReadOptions) (Document, bool) {
	b := opt.Board
	if b.W < 1 || b.W > 26 || b.H < 1 || (opt.Format != Auto && opt.Format != Algebraic) {
		return Document{}, false
	}
	text := head
	if n := len(text); n > 0 && text[n-1] == '\n' {
		text = text[:n-1]
	}
	n := int(b.W) * int(b.H)
	if n < 2 || len(text) < 3*n-1 || len(text) > 8*n {
		return Document{}, false
	}
	seen := make([]bool, n)
	path := make(board.Path, 0, n)
	offs := make([]int32, 0, n)
	for i := 0; i < len(text); {
		if i > 0 {
			if text[i] != ' ' {
				return Document{}, false
			}
			i++
		}
		start := i
		if i+1 >= len(text) || text[i] < 'a' || text[i] > 'z' || text[i+1] < '1' || text[i+1] > '9' {
			return Document{}, false
		}
		x := int32(text[i]-'a') + 1
		y := int32(0)
		for i++; i < len(text) && text[i] >= '0' && text[i] <= '9'; i++ {
			if y = 10*y + int32(text[i]-'0'); y > b.H {
				return Document{}, false
			}
		}
		sq := board.Square{X: x, Y: y}
		if x > b.W || y < 1 || len(path) == n || seen[b.Index(sq)] {
			return Document{}, false
		}
		seen[b.Index(sq)] = true
		path = append(path, sq)
		offs = append(offs, int32(start))
	}
	if len(path) != n {
		return Document{}, false
	}
	t := newText(head)
	return Document{Board: b, Path: path, Format: Algebraic, Line: 1, places: &places{t: t, offs: offs}}, true
}
