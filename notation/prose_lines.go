package notation

import (
	"bytes"
	"errors"
	"slices"
	"strconv"
	"unicode"
	"unicode/utf8"

	"github.com/knightcert/knight/board"
)

// A tour's lines repeat one shape or a few (a grid's rows and rules, a
// record's fields, a move a line), and a line of prose printed among
// them (a log line, a prompt, a caption in any language) has a shape of
// its own. Such a line cuts the rows' rectangle or the list's run, so the
// layouts read two pieces or none. proseTours reads the input again with
// every run of prose lines between lines of a repeated shape dropped: the
// parts either side then join when they are one tour, and the lines
// dropped are named as skipped. The reading is kept only when it reads
// more tours valid, or more with a fault and fewer unread, and every fault it
// finds is in a path that covers its board once: a join that made it no
// tour, or a line of the tour taken for prose, is then no certain fault.

// lineShape is l's marks (gapMarks) in order, spaces aside, a word or
// number with digits ("b3", "Nf3", "12") one mark whatever they are:
// the lines of one layout have one shape whatever squares and numbers
// they hold.
func lineShape(l []byte) string {
	return shapeKey(gapMarks(l, 0, len(l), 0))
}

// wordsLine reports whether l is words: a run of two letters or more,
// of any script, that is no square, and fewer numbers and squares than
// the smallest tour writes.
func wordsLine(l []byte) bool {
	word, numbers := false, 0
	for i := 0; i < len(l); {
		r, n := utf8.DecodeRune(l[i:])
		switch {
		case unicode.IsLetter(r):
			j, letters := i, 0
			for j < len(l) {
				r, n := utf8.DecodeRune(l[j:])
				if !unicode.IsLetter(r) {
					break
				}
				j += n
				letters++
			}
			if j < len(l) && isDigit(l[j]) && letters <= 2 {
				numbers++ // a square
				for j < len(l) && isDigit(l[j]) {
					j++
				}
			} else if letters >= 2 {
				word = true
			}
			i = j
		case isDigit(l[i]):
			for i < len(l) && isDigit(l[i]) {
				i++
			}
			numbers++
		default:
			i += n
		}
	}
	return word && numbers < fragmentSquares
}

// proseAmong is the lines (from 0) of t that are words (wordsLine) of a
// shape no other line has, in runs with a line of a shape that repeats
// right above and right below: prose among a tour's lines.
func (t *text) proseAmong() []int {
	shapes := make([]string, len(t.lines))
	count := map[string]int{}
	for i := range t.lines {
		shapes[i] = lineShape(t.line(i))
		count[shapes[i]]++
	}
	repeated := func(i int) bool { return shapes[i] != "" && count[shapes[i]] >= 2 }
	prose := func(i int) bool { return !repeated(i) && wordsLine(t.line(i)) }
	var out []int
	for i := 1; i < len(t.lines); {
		if !prose(i) {
			i++
			continue
		}
		j := i
		for j < len(t.lines) && prose(j) {
			j++
		}
		if repeated(i-1) && j < len(t.lines) && repeated(j) {
			for k := i; k < j; k++ {
				out = append(out, k)
			}
		}
		i = j
	}
	return out
}

// proseTours is head, read as base or not at all (baseErr), read again without the prose among its tours'
// lines (proseAmong), kept when it reads more tours valid than base and
// leaves no more unread, or as many valid, fewer unread and more with a
// certain fault, and finds no fault that is not certain (tally); the
// lines dropped are named in the reading note of the tour before them,
// and positions are the input's.
func proseTours(head []byte, base []Tour, baseErr error, opt ReadOptions) ([]Tour, bool) {
	opt.checkStop(0)
	var perr *board.ParseError
	if baseErr != nil && !errors.As(baseErr, &perr) {
		return nil, false // no input's fault, or none prose can make
	}
	drop := holdText(head).proseAmong()
	if len(drop) == 0 {
		return nil, false
	}
	baseValid, baseInvalid, baseUnread, _ := tally(base, opt)
	if baseErr != nil {
		baseUnread = len(base) + 1
	}
	if baseValid == len(base) && baseUnread == 0 {
		return nil, false
	}
	lines := newText(head).lines
	kept := make([]byte, 0, len(head))
	var shown []int // the input's line of each line kept
	skips := make([]Skip, 0, len(drop))
	for i, from := range lines {
		to := len(head)
		if i+1 < len(lines) {
			to = lines[i+1]
		}
		if len(skips) < len(drop) && drop[len(skips)] == i {
			skips = append(skips, Skip{Line: i + 1, Text: string(bytes.TrimSpace(head[from:to]))})
			continue
		}
		kept = append(kept, head[from:to]...)
		shown = append(shown, i+1)
	}
	more, err := readWhole(kept, opt)
	valid, invalid, unread, uncertain := tally(more, opt)
	if err != nil || uncertain || unread > baseUnread || valid < baseValid || valid == baseValid && (invalid <= baseInvalid || unread == baseUnread) {
		return nil, false
	}
	showLines(more, shown)
	for _, sk := range skips {
		k := 0
		for k+1 < len(more) && more[k+1].Line <= sk.Line {
			k++
		}
		for r := range more[k].Readings {
			d := &more[k].Readings[r]
			sk := sk
			if within(*d, sk.Line) && holdsSquare([]byte(sk.Text), *d) {
				sk.Partial = true
				sk.Text += proseSquareWhy
			}
			at, _ := slices.BinarySearchFunc(d.Skipped, sk.Line, func(s Skip, l int) int { return s.Line - l })
			d.Skipped = slices.Insert(slices.Clip(d.Skipped), at, sk)
		}
	}
	return more, true
}

// proseSquareWhy is what a line dropped as prose that could be a square
// of the tour around it is set aside for.
const proseSquareWhy = ": dropped as prose among the tour's lines, but it could be a square of the tour"

// within reports whether the input's line lies between the lines of d's
// first and last squares.
func within(d Document, line int) bool {
	first, last := 0, 0
	for k := range d.Path {
		if l, _, ok := d.Place(k); ok {
			if first == 0 || l < first {
				first = l
			}
			last = max(last, l)
		}
	}
	return first < line && line < last
}

// holdsSquare reports whether a line dropped as prose could be a square
// of d, so that d read without it is not certainly the tour written: a
// square of d's board in letters and digits ("c2 (again)") where d's
// squares are written so, or, where
// d's squares are numbers, numbers of its range as many as one of its
// squares or a grid's row writes.
func holdsSquare(l []byte, d Document) bool {
	w, h := int(d.Board.W), int(d.Board.H)
	named, numbers := false, 0
	for i := 0; i < len(l); {
		switch {
		case isLetter(l[i]):
			j, k := squareAt(l, i)
			if sq, ok := board.ParseAlgebraic(l[j-1 : k]); ok && j-i <= 2 && k-j <= 3 && d.Board.Contains(sq) {
				named = true
			}
			i = k
		case isDigit(l[i]):
			j := i
			for j < len(l) && isDigit(l[j]) {
				j++
			}
			if n, err := strconv.Atoi(string(l[i:j])); err == nil && n <= w*h {
				numbers++
			}
			i = j
		default:
			i++
		}
	}
	switch d.Format {
	case Grid:
		return numbers == w
	case XY:
		return numbers >= 2
	case Numbers, Indices:
		return numbers > 0
	}
	return named
}

// showLines turns the lines of tours, read from the input with lines
// dropped, into the input's: shown is the input's line of each line
// read.
func showLines(tours []Tour, shown []int) {
	remapTours(tours, func(l, col int) (int, int) {
		if l < 1 || l > len(shown) {
			return l, col
		}
		return shown[l-1], col
	}, nil, func(d *Document) {
		if d.places != nil && d.places.t != nil {
			d.places.t.shown = shown
		}
	})
}

// tally judges p's tours on the board given with a walk check of its
// own: how many are valid, how many invalid, how many unread (a reading error, a verdict
// unreadable, text set aside that could be a tour), and whether a fault
// was found in a path that does not cover its board once, which a
// reading without prose does not make certain.
func tally(tours []Tour, opt ReadOptions) (valid, invalid, unread int, uncertain bool) {
	for _, tr := range tours {
		for _, d := range tr.Readings {
			for _, sk := range d.Skipped {
				if sk.Partial || sk.Unread {
					unread++
				}
			}
		}
		if tr.Err != nil {
			unread++
			uncertain = uncertain || errors.Is(tr.Err, ErrNumbering)
			continue
		}
		switch j := Judge(tr, board.Problem{Board: opt.Board}, coverCheck); j.Verdict {
		case Valid:
			valid++
		case Invalid:
			invalid++
			uncertain = uncertain || !coversOnce(j.Doc.Path, j.Problem.Board)
		default:
			unread++
		}
	}
	return valid, invalid, unread, uncertain
}

// coversOnce reports whether p names every square of b once.
func coversOnce(p board.Path, b board.Board) bool {
	if len(p) != b.Size() {
		return false
	}
	seen := make(map[board.Square]bool, len(p))
	for _, s := range p {
		if !b.Contains(s) || seen[s] {
			return false
		}
		seen[s] = true
	}
	return true
}

// errNoWalk is coverCheck's answer for a path that is no tour.
var errNoWalk = errors.New("no tour")

// coverCheck is the check tally judges by: p covers q's board once in
// moves of q's piece, closing when asked.
func coverCheck(q board.Problem, p board.Path) error {
	if !coversOnce(p, q.Board) || !walks(p, q.Piece) || q.Closed && !q.Piece.IsMove(p[len(p)-1], p[0]) {
		return errNoWalk
	}
	return nil
}
