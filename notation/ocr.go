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
	lines := bytes.SplitAfter(head, []byte("\n"))
	// The lines of each unread tour, from the line after the tour before
	// when that one is unread too (a first line of look-alikes is set
	// aside as words), to the line before the next tour.
	var spans [][2]int
	for i, tr := range base.tours {
		if base.err == nil && (tr.Err == nil || len(tr.Readings) > 0) {
			continue
		}
		start, end := max(tr.Line, 1), len(lines)
		if i == 0 {
			start = 1
		} else if prev := base.tours[i-1]; prev.Err != nil && len(prev.Readings) == 0 {
			start = min(start, prev.Line+1)
		}
		if i+1 < len(base.tours) {
			end = base.tours[i+1].Line - 1
		}
		spans = append(spans, [2]int{start, end})
	}
	if base.err != nil {
		spans = [][2]int{{1, len(lines)}}
	}
	starts := make([]int, len(lines)+1) // each line's offset, by line number from 1
	for i, ln := range lines {
		starts[i+1] = starts[i] + len(ln)
	}
	mapped := slices.Clone(head)
	type note struct {
		line int
		text string
	}
	var notes []note
	done := make([]bool, len(lines)+1)
	for _, sp := range spans {
		sp[1] = min(sp[1], len(lines))
		if sp[0] > sp[1] {
			continue
		}
		// The span's plain tokens say whether its look-alikes stand
		// for squares or for integers.
		squares, ints := 0, 0
		for l := sp[0]; l <= sp[1]; l++ {
			s, n := plainTokens(lines[l-1])
			squares, ints = squares+s, ints+n
		}
		for l := sp[0]; l <= sp[1]; l++ {
			if done[l] {
				continue
			}
			done[l] = true
			ln := lines[l-1]
			for _, w := range ocrWords(ln, squares > ints) {
				copy(mapped[starts[l-1]+w.at:], w.as)
				notes = append(notes, note{l, fmt.Sprintf("read %q at %d:%d as %s", ln[w.at:w.at+len(w.as)], l, w.at+1, w.as)})
			}
		}
	}
	if len(notes) == 0 {
		return pass{}, false
	}
	more := pass{}
	more.tours, more.err = readLayouts(mapped, opt)
	for i := range more.tours {
		tr := &more.tours[i]
		start, end := tr.Line, len(lines)
		if i == 0 {
			start = 1 // look-alikes set aside before the first tour are a guess of its
		}
		if i+1 < len(more.tours) {
			end = more.tours[i+1].Line - 1
		}
		var said []string
		for _, n := range notes {
			if n.line >= start && n.line <= end {
				said = append(said, n.text)
			}
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

// An ocrWord is a token of a line that reads as a square or an integer
// with its look-alike characters read as digits.
type ocrWord struct {
	at int
	as string
}

// alnumRuns are the runs of letters and digits of a line.
func alnumRuns(line []byte) [][2]int {
	var out [][2]int
	for i := 0; i < len(line); {
		if !isLetter(line[i]) && !isDigit(line[i]) {
			i++
			continue
		}
		j := i
		for j < len(line) && (isLetter(line[j]) || isDigit(line[j])) {
			j++
		}
		out = append(out, [2]int{i, j})
		i = j
	}
	return out
}

// plainTokens counts the squares and the integers a line writes.
func plainTokens(line []byte) (squares, ints int) {
	for _, w := range alnumRuns(line) {
		s := line[w[0]:w[1]]
		switch {
		case allDigits(s):
			ints++
		case len(s) > 1 && 'a' <= s[0] && s[0] <= 'z' && allDigits(s[1:]):
			squares++
		}
	}
	return squares, ints
}

// ocrWords are the tokens of a line to read as digits, as squares or as
// integers. A look-alike is read only between tokens of that kind (or
// other look-alikes), never alone on its line, so that words in prose
// ("all", "I") stay words.
func ocrWords(line []byte, squares bool) []ocrWord {
	ws := alnumRuns(line)
	as := make([]string, len(ws))
	plain := make([]bool, len(ws))
	for k, w := range ws {
		s := line[w[0]:w[1]]
		switch {
		case !squares:
			plain[k] = allDigits(s)
			if d, ok := ocrDigits(s); ok {
				as[k] = d
			}
		case len(s) > 1 && 'a' <= s[0] && s[0] <= 'z':
			plain[k] = allDigits(s[1:])
			if d, ok := ocrDigits(s[1:]); ok && d[0] != '0' { // ranks count from 1: "to" is a word
				as[k] = string(s[0]) + d
			}
		}
	}
	fits := func(k int) bool { return k < 0 || k >= len(ws) || plain[k] || as[k] != "" }
	var out []ocrWord
	for k, w := range ws {
		if as[k] != "" && len(ws) > 1 && fits(k-1) && fits(k+1) {
			out = append(out, ocrWord{w[0], as[k]})
		}
	}
	return out
}

// ocrDigits reads s as digits, its look-alikes read as the digits they
// stand for; ok only when s has at least one look-alike and every byte
// is a digit or one. S and B stand for 5 and 8 only beside a digit
// written as one: alone they are letters as often.
func ocrDigits(s []byte) (string, bool) {
	out := make([]byte, len(s))
	alike, digit := false, false
	for i, c := range s {
		switch c {
		case 'l', 'I':
			out[i], alike = '1', true
		case 'O', 'o':
			out[i], alike = '0', true
		case 'S':
			out[i], alike = '5', true
		case 'B':
			out[i], alike = '8', true
		default:
			if !isDigit(c) {
				return "", false
			}
			out[i], digit = c, true
		}
	}
	if !digit && (bytes.ContainsAny(s, "SB")) {
		return "", false
	}
	return string(out), alike
}

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
