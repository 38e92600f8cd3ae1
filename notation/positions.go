package notation

import (
	"bytes"

	"github.com/knightcert/knight/board"
)

// A sequence of positions, one after another, each holding one piece, is
// a square sequence: each position gives the square of its piece. A
// position here is a FEN placement field ("8/8/8/8/8/1N6/8/8", whatever
// is written around it on its line: a move number, the side to move, an
// EPD's operations, a UCI "position fen" command), one pass over its
// line. Positions drawn as diagrams are boards drawn in characters, read
// as a walk (walk_boards.go).

// minPositions is the fewest positions one after another that are read
// as a sequence: a PGN's one FEN tag, or one board drawn beside a tour,
// is a setting, not a path.
const minPositions = 3

// position is one position of a sequence: where it is written, its
// board, its piece's square and where the piece is written, or why it
// gives no square.
type position struct {
	first, last int // its lines, from 0
	board       board.Board
	square      board.Square
	piece       int // the offset of the piece in t.b
	err         *board.ParseError
}

// fenField finds a FEN placement field on line: a word of three ranks
// or more between slashes, each rank of piece letters and digits, a
// piece among them or every rank as wide (a date, "2026/12/04", is
// none). It returns the field's bytes within line.
func fenField(line []byte) (start, end int, ok bool) {
	for i := 0; i < len(line); {
		for i < len(line) && !fenByte(line[i]) {
			i++
		}
		j := i
		for j < len(line) && fenByte(line[j]) {
			j++
		}
		w := line[i:j]
		if bytes.Count(w, []byte("/")) >= minPositions-1 && !bytes.Contains(w, []byte("//")) && w[0] != '/' && w[len(w)-1] != '/' &&
			(j == len(line) || !isLetter(line[j]) && !isDigit(line[j])) && (i == 0 || line[i-1] == ' ' || line[i-1] == '\t' || line[i-1] == '"' || line[i-1] == '\'') &&
			(bytes.ContainsAny(w, "KQRBNPkqrbnp") || evenRanks(w)) {
			return i, j, true
		}
		i = j
		if i < len(line) {
			i++
		}
	}
	return 0, 0, false
}

// evenRanks reports whether the ranks of a FEN field with no piece are
// all as wide.
func evenRanks(field []byte) bool {
	ranks := bytes.Split(field, []byte("/"))
	for _, r := range ranks {
		if !bytes.Equal(r, ranks[0]) {
			return false
		}
	}
	return true
}

func fenByte(c byte) bool {
	return c == '/' || isDigit(c) || bytes.IndexByte([]byte("KQRBNPkqrbnp"), c) >= 0
}

// fenRank is a rank of a FEN placement field: its width in squares, one
// past the widest board at most, and where it begins in the field.
type fenRank struct {
	width int32
	at    int
}

// fenRanks reads a FEN placement field, rank 8 (the last) first, files
// from a, as FEN writes it: a run of digits is that many empty squares
// ("12" is twelve, as the FENs of boards wider than 9 write them: chess
// variants' engines, XBoard; a standard FEN never writes two digits side
// by side), any other byte a piece, given to piece with its square and
// its offset in the field.
func fenRanks(field []byte, piece func(c byte, sq board.Square, at int)) []fenRank {
	ranks := bytes.Split(field, []byte("/"))
	out := make([]fenRank, len(ranks))
	at := 0
	for r, rank := range ranks {
		x := int32(0)
		for k := 0; k < len(rank); k++ {
			if !isDigit(rank[k]) {
				x = min(x+1, board.MaxSide+1)
				piece(rank[k], board.Square{X: x, Y: int32(len(ranks) - r)}, at+k)
				continue
			}
			run := int32(0)
			for ; k < len(rank) && isDigit(rank[k]); k++ {
				run = min(run*10+int32(rank[k]-'0'), board.MaxSide+1)
			}
			k--
			x = min(x+run, board.MaxSide+1)
		}
		out[r] = fenRank{width: x, at: at}
		at += len(rank) + 1
	}
	return out
}

// fenPosition reads the FEN field at line[start:end] of line i, which
// begins at off in t.b.
func (t *text) fenPosition(i, off, start, end int) position {
	p := position{first: i, last: i}
	at := off + start
	pieces := 0
	ranks := fenRanks(t.b[at:off+end], func(_ byte, sq board.Square, k int) {
		if pieces++; pieces == 1 {
			p.square, p.piece = sq, at+k
		}
	})
	width := ranks[0].width
	for r := 1; r < len(ranks); r++ {
		if ranks[r].width != width {
			p.err = t.errAt(at+ranks[r].at, board.ErrSyntax, "rank %d of the FEN position is %d squares wide, rank %d is %d", len(ranks)-r, ranks[r].width, len(ranks), width)
			break
		}
	}
	p.board = board.Board{W: width, H: int32(len(ranks))}
	if p.err == nil && (width > board.MaxSide || len(ranks) > board.MaxSide) {
		p.err = t.errAt(off+start, board.ErrSyntax, "the FEN position is %v, larger than any board", p.board)
	}
	switch {
	case p.err != nil:
	case pieces == 0:
		p.err = t.errAt(off+start, board.ErrSyntax, "the FEN position holds no piece: a position in a sequence gives the square of its one piece")
	case pieces > 1:
		p.err = t.errAt(off+start, board.ErrSyntax, "the FEN position holds %d pieces: a position in a sequence gives the square of its one piece", pieces)
	}
	return p
}

// between reports whether line i may stand between two positions of a
// sequence: blank, a rule, file letters, or a caption with one number
// at most ("Move 12:").
func (t *text) between(i int) bool {
	l := bytes.TrimSpace(t.line(i))
	return len(l) == 0 || t.ruleOnly(i) || t.fileLabels(i) || numbersIn(l) <= 1 && !namesSquare(l)
}

// positionRuns finds the sequences of positions of t: minPositions or
// more, one after another with only what [text.between] allows between
// them.
func (t *text) positionRuns() [][]position {
	var runs [][]position
	var cur []position
	end := func() {
		if len(cur) >= minPositions {
			runs = append(runs, cur)
		}
		cur = nil
	}
	for i := range t.lines {
		line := t.line(i)
		if start, stop, ok := fenField(line); ok && !bytes.Contains(line, []byte(`[FEN "`)) {
			cur = append(cur, t.fenPosition(i, t.lines[i], start, stop))
		} else if !t.between(i) {
			end()
		}
	}
	end()
	for _, run := range runs {
		for k := range run {
			if run[k].err == nil && run[k].board != run[0].board {
				run[k].err = t.errAt(run[k].piece, board.ErrSyntax, "position %d is on %s board, position 1 on %v", k+1, board.A(run[k].board.String()), run[0].board)
			}
		}
	}
	return runs
}

// positionSquares is the square of each position of run, as the text a
// list reads, each byte mapped to the piece it stands for; or the first
// position's error.
func positionSquares(run []position) ([]recastSquare, *board.ParseError) {
	out := make([]recastSquare, 0, len(run))
	for _, p := range run {
		if p.err != nil {
			return nil, p.err
		}
		name := p.square.AppendTo(nil)
		out = append(out, recastSquare{text: name, from: spanFrom(p.piece, p.piece+1, len(name))})
	}
	return out, nil
}
