package notation

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/knightcert/knight/board"
)

// ocrPass rereads the lines of base's unread tours with the characters
// that optical character recognition puts for digits read as those
// digits, in the tokens that stand where the line's other tokens are
// squares or integers: l and I for 1, O and o for 0, and, inside a run
// that holds a digit already, S for 5 and B for 8. "|" is left alone:
// it is the wall of a table's cells. Every byte keeps its place, so line
// and column stay the input's. A tour read so is a guess (Judge never
// calls it invalid), and its note says which token was read how.
func ocrPass(head []byte, base pass, opt ReadOptions) (pass, bool) {
	lines := bytes.Count(head, []byte("\n")) + 1
	unread := func(tr Tour) bool { return tr.Err != nil && len(tr.Readings) == 0 }
	// The lines of each unread tour, from the line after the tour before
	// when that one is unread too (a first line of look-alikes is set
	// aside as words): their plain squares and integers say which of the
	// two their look-alikes stand for.
	var spans [][2]int
	for i, tr := range base.tours {
		if base.err == nil && unread(tr) {
			start, end := ownLines(base.tours, i, lines)
			if i > 0 && unread(base.tours[i-1]) {
				start = min(start, base.tours[i-1].Line+1)
			}
			spans = append(spans, [2]int{start, end})
		}
	}
	if base.err != nil {
		spans = [][2]int{{1, lines}}
	}
	span := make([]int, lines+1) // by line number from 1: the first span holding it, from 1
	for k, sp := range slices.Backward(spans) {
		for l := sp[0]; l <= sp[1]; l++ {
			span[l] = k + 1
		}
	}
	// int32 halves a token: an input held in memory is 4 MiB at most,
	// and a token a byte or two of it is kept until all are read.
	type token struct{ line, col, from, to int32 }
	var toks []token
	lean := make([]int, lines+1) // by line: its squares less its integers
	alnum := func(i int) bool { return i < len(head) && (isLetter(head[i]) || isDigit(head[i])) }
	for i, line, lineAt := 0, 1, 0; i < len(head); i++ {
		if head[i] == '\n' {
			line, lineAt = line+1, i+1
		}
		if alnum(i) && span[line] > 0 {
			w := token{int32(line), int32(i - lineAt + 1), int32(i), int32(i)}
			for alnum(int(w.to)) {
				w.to++
			}
			toks, i = append(toks, w), int(w.to)-1
			if sq, _ := ocrToken(head[w.from:w.to], true); sq {
				lean[line]++
			} else if n, _ := ocrToken(head[w.from:w.to], false); n {
				lean[line]--
			}
		}
	}
	squares := make([]bool, len(spans)+1) // by span: its look-alikes stand for squares
	for k, sp := range spans {
		sum := 0
		for l := sp[0]; l <= sp[1]; l++ {
			sum += lean[l]
		}
		squares[k+1] = sum > 0
	}
	// A look-alike is read only between tokens of that kind (or other
	// look-alikes), never alone on its line, so that words in prose
	// ("all", "I") stay words.
	fits := func(k, line int) bool {
		if k < 0 || k >= len(toks) || int(toks[k].line) != line {
			return true
		}
		plain, as := ocrToken(head[toks[k].from:toks[k].to], squares[span[line]])
		return plain || as != ""
	}
	mapped := slices.Clone(head)
	notes := make([][]string, lines+1)
	for k, w := range toks {
		alone := (k == 0 || toks[k-1].line != w.line) && (k+1 == len(toks) || toks[k+1].line != w.line)
		if _, as := ocrToken(head[w.from:w.to], squares[span[w.line]]); as != "" && !alone && fits(k-1, int(w.line)) && fits(k+1, int(w.line)) {
			copy(mapped[w.from:], as)
			notes[w.line] = append(notes[w.line], fmt.Sprintf("read %q at %d:%d as %s", head[w.from:w.to], w.line, w.col, as))
		}
	}
	toks = nil // not held while the mapped text is read
	if bytes.Equal(mapped, head) {
		return pass{}, false
	}
	var more pass
	more.tours, more.err = readLayouts(mapped, opt)
	for i := range more.tours {
		tr := &more.tours[i]
		start, end := ownLines(more.tours, i, lines)
		var said []string
		for l := start; l <= end; l++ {
			said = append(said, notes[l]...)
		}
		if tr.Err != nil && len(said) > 0 {
			tr.Err = &ocrGuess{tr.Err, said}
		}
		tr.Readings = slices.Clone(tr.Readings)
		for k := range tr.Readings {
			tr.Readings[k].ocr = said
		}
	}
	return more, true
}

// ownLines are the lines of tours[i] in a text of n lines: from its
// first line (the text's first for the first tour, as what is set aside
// before it is a guess of its) to the line before the next tour's.
func ownLines(tours []Tour, i, n int) (start, end int) {
	start, end = max(tours[i].Line, 1), n
	if i == 0 {
		start = 1
	}
	if i+1 < len(tours) {
		end = min(tours[i+1].Line-1, n)
	}
	return start, end
}

// ocrToken reads s as a square (a file letter and a rank) or as an
// integer: plain when it is one as written, as what it reads when its
// look-alikes, read as the digits they stand for, make it one. S and B
// stand for 5 and 8 only beside a digit written as one: alone they are
// letters as often.
func ocrToken(s []byte, square bool) (plain bool, as string) {
	file := ""
	if square {
		if len(s) < 2 || s[0] < 'a' || s[0] > 'z' {
			return false, ""
		}
		file, s = string(s[:1]), s[1:]
	}
	d := lookAlikes.Replace(string(s))
	alike := d != string(s) && allDigits([]byte(d)) && (!bytes.ContainsAny(s, "SB") || bytes.ContainsAny(s, "0123456789"))
	if alike && (!square || d[0] != '0') { // ranks count from 1: "to" is a word
		as = file + d
	}
	return allDigits(s), as
}

var lookAlikes = strings.NewReplacer("l", "1", "I", "1", "O", "0", "o", "0", "S", "5", "B", "8")

// ocrNote says how a reading read look-alikes, the first few named.
func ocrNote(notes []string) string {
	s := strings.Join(notes[:min(len(notes), 3)], ", ")
	if len(notes) > 3 {
		s += fmt.Sprintf(" and %d more", len(notes)-3)
	}
	return "look-alikes read as digits: " + s
}

// ocrGuess is the fault of a tour read with look-alikes read as digits:
// a fault of the guess, not certainly of the tour.
type ocrGuess struct {
	err   error
	notes []string
}

func (e *ocrGuess) Error() string { return ocrNote(e.notes) + ": " + e.err.Error() }
func (e *ocrGuess) Unwrap() error { return e.err }

// undecided is the guess's fault as a reading problem, at its place.
func (e *ocrGuess) undecided() error {
	var perr *board.ParseError
	if !errors.As(e.err, &perr) {
		return fmt.Errorf("%w: %s, the text is no tour (%v); a guess at what was printed", ErrMisread, ocrNote(e.notes), e.err)
	}
	return &board.ParseError{Line: perr.Line, Col: perr.Col, Err: ErrMisread, Msg: fmt.Sprintf("%s, the text is no tour (%s); a guess at what was printed: correct those characters to judge it", ocrNote(e.notes), perr.Msg)}
}
