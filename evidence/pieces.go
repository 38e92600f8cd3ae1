package evidence

import (
	"fmt"
	"slices"
	"strings"

	"github.com/knightcert/knight/board"
)

// maxPiecesBoard bounds the boards on which [PiecesLeft] searches
// the knight graph, as parity builds it only below this size.
const maxPiecesBoard = 1 << 16

// ToCover reports, by [board.Board.Index], the squares the rest of q's
// tour must cover: the unvisited cells and the piece's square.
func ToCover(q board.Problem) []bool {
	in := make([]bool, q.Board.Size())
	sh := q.Shape()
	for i := range in {
		in[i] = !sh.IsHole(i)
	}
	for _, s := range q.Prefix {
		in[q.Board.Index(s)] = false
	}
	if k := len(q.Prefix); k > 0 {
		in[q.Board.Index(q.Prefix[k-1])] = true
	}
	return in
}

// Removed lists the squares a [Cut] or [FourLines] certificate takes away
// from the squares still to cover: a cut's own list, or the squares of
// the certificate's colour on the two inner lines. Other kinds remove none.
func Removed(q board.Problem, c Certificate) []board.Square {
	switch c := c.(type) {
	case Cut:
		return c.Squares
	case FourLines:
		if q.Board.Size() > maxPiecesBoard {
			return nil
		}
		in := ToCover(q)
		var out []board.Square
		for i, ok := range in {
			s := q.Board.Square(i)
			line := s.X
			if c.Lines == Ranks {
				line = s.Y
			}
			if ok && (line == 2 || line == 3) && s.Colour() == c.Colour {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

// PiecesLeft lists the pieces the squares still to cover fall into once the
// certificate's removed squares are taken away (for a [Disconnected]
// certificate, nothing is removed): each piece in board order, the pieces
// by their first square. It returns nil on boards over 2^16 squares.
// PiecesLeft is for pictures and explanations; a checker derives its own.
func PiecesLeft(q board.Problem, c Certificate) [][]board.Square {
	b := q.Board
	if b.Size() > maxPiecesBoard || q.Check() != nil {
		return nil
	}
	in := ToCover(q)
	sh := q.Shape()
	for _, s := range Removed(q, c) {
		if b.Contains(s) {
			in[b.Index(s)] = false
		}
	}
	seen := make([]bool, len(in))
	var pieces [][]board.Square
	var buf []board.Square
	for i := range in {
		if !in[i] || seen[i] {
			continue
		}
		seen[i] = true
		piece := []board.Square{b.Square(i)}
		for h := 0; h < len(piece); h++ {
			buf = sh.Neighbours(piece[h], buf[:0])
			for _, n := range buf {
				if j := b.Index(n); in[j] && !seen[j] {
					seen[j] = true
					piece = append(piece, n)
				}
			}
		}
		slices.SortFunc(piece, board.Square.Compare)
		pieces = append(pieces, piece)
	}
	return pieces
}

// pieceWords writes pieces as "a2 b4 c2 | d1 | ...", long pieces and
// long lists shortened.
func pieceWords(pieces [][]board.Square) string {
	const maxPieces, maxSquares = 10, 8
	var sb strings.Builder
	for i, p := range pieces {
		if i == maxPieces {
			fmt.Fprintf(&sb, " | and %d more", len(pieces)-maxPieces)
			break
		}
		if i > 0 {
			sb.WriteString(" | ")
		}
		sb.WriteString(board.Path(p[:min(len(p), maxSquares)]).String())
		if len(p) > maxSquares {
			fmt.Fprintf(&sb, " ... (%d squares)", len(p))
		}
	}
	return sb.String()
}
