package notation

import (
	"strings"

	"github.com/knightcert/knight/board"
)

// aside is what the text set aside beside a walk may write of the
// squares of a board the walk misses.
type aside struct {
	need   int      // squares the walk misses; when it covers a board its squares only guess, a rank more
	named  int      // of those it misses, the squares the text set aside names in a spelling read
	runs   bool     // those named are most of those missed (missingIn)
	unread []string // words that may be squares in a spelling no reader reads (unreadSquares)
}

// asideOf counts the squares d's walk misses on b that stand on the text
// set aside beside it (lines of words, fragments and blocks set aside),
// and says whether they are most of those it misses: a tour broken by a
// page's footer and running header, or by a caption between its halves,
// reads as one run with the rest set aside, and that run's shortness is
// then no proof of a fault.
func asideOf(d Document, b board.Board) aside {
	seen := map[board.Square]bool{}
	for _, s := range d.Path {
		if b.Contains(s) {
			seen[s] = true
		}
	}
	a := aside{need: b.Size() - len(seen), unread: unreadSquares(d, b)}
	if a.need == 0 && d.fromSquares {
		a.need = int(b.W)
	}
	var texts []string
	var pieces []board.Path
	for _, sk := range d.Skipped {
		texts = append(texts, sk.Text, sk.squares)
		if p, err := board.ParsePath(sk.squares); sk.Partial && err == nil {
			pieces = append(pieces, p)
		}
	}
	texts = append(texts, d.beside)
	if a.named, a.runs = missingIn(d.Path, b, texts); d.Format != XY {
		return a
	}
	// A piece of a list of pairs set aside is read on its own, from its
	// own base and in its own order (five pairs with no 0 are read from
	// 1), and one no reading read is integers: read as the list's pairs,
	// its squares may be those the list misses.
	for _, line := range strings.Split(d.beside, "\n") {
		var parts tourParts
		if parts.add([]byte(line), 0); len(parts.ints) == 2 {
			pieces = append(pieces, board.Path{{X: int32(parts.ints[0]), Y: int32(parts.ints[1])}})
		}
	}
	for _, swap := range []bool{false, true} {
		for _, shift := range []int32{0, 1, -1} { // its base beside the list's: the same, 1 more, 1 less
			var named []string
			for _, p := range pieces {
				if swap {
					p = transposed(p)
				}
				for _, s := range p {
					if s = (board.Square{X: s.X + shift, Y: s.Y + shift}); b.Contains(s) {
						named = append(named, s.String())
					}
				}
			}
			if m, yes := missingIn(d.Path, b, append(texts[:len(texts):len(texts)], named...)); yes && !a.runs {
				a.named, a.runs = m, yes
			}
		}
	}
	return a
}

// missingIn counts the squares of b that p misses and texts name, and
// says whether they are most of those p misses, two or more of them; or
// the one square p, a knight's walk with no square twice, misses, a
// knight's move from p's first or last: a list cut one line from its end
// misses the square that line holds, and is a tour but for it. Words are
// cut at anything but letters and digits; a word counts only as a square
// of b not in p, each once.
func missingIn(p board.Path, b board.Board, texts []string) (int, bool) {
	missing := b.Size() - len(p)
	if missing <= 0 || len(texts) == 0 {
		return 0, false
	}
	seen := make([]bool, b.Size())
	walk := walks(p, board.Knight)
	for _, s := range p {
		if !b.Contains(s) || seen[b.Index(s)] {
			walk = false
			continue
		}
		seen[b.Index(s)] = true
	}
	n, atEnd := 0, false
	for _, text := range texts {
		for _, w := range alnumWords(text) {
			if s, ok := board.ParseAlgebraic([]byte(w)); ok && b.Contains(s) && !seen[b.Index(s)] {
				seen[b.Index(s)] = true
				n++
				atEnd = len(p) > 0 && (board.IsKnightMove(s, p[0]) || board.IsKnightMove(s, p[len(p)-1]))
			}
		}
	}
	return n, n >= 2 && 2*n >= missing || walk && missing == 1 && n == 1 && atEnd
}

// piecesBesideUnread marks as a piece (Document.piece) a square list on
// the board given that names fewer squares than it has, when a tour
// beside it that no reading reads names most of the squares it misses:
// the two may be one tour cut by the text between them (a page break
// whose words the second run's reading stumbles on), so the list alone
// is judged with no certainty.
func piecesBesideUnread(tours []Tour, opt ReadOptions) []Tour {
	opt.checkStop(0)
	if opt.Board == (board.Board{}) {
		return tours
	}
	for i := range tours {
		t := tours[i]
		if t.Err != nil || len(t.Readings) != 1 || t.Readings[0].Format == Grid || t.Readings[0].Format == JSON || len(t.Readings[0].Path) >= opt.Board.Size() {
			continue
		}
		var texts []string
		for _, j := range []int{i - 1, i + 1} {
			if j < 0 || j >= len(tours) || tours[j].Err == nil || len(tours[j].Readings) > 0 {
				continue
			}
			texts = append(texts, tours[j].first)
			for _, sk := range tours[j].lines {
				texts = append(texts, sk.Text, sk.squares)
			}
		}
		if _, ok := missingIn(t.Readings[0].Path, opt.Board, texts); ok {
			tours[i].Readings[0].piece = true
		}
	}
	return tours
}
