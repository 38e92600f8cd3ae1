package draw

import (
	"bufio"
	"fmt"
	"html"
	"io"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// Mark is the map letter of one survey answer: lower case when a tour
// starts there, upper case when none does, by the method that decided;
// '?' when undecided.
func Mark(status board.Status, method evidence.Method) byte {
	var c byte
	switch method {
	case evidence.Parity:
		c = 'p'
	case evidence.Heuristic:
		c = 'h'
	case evidence.SAT:
		c = 's'
	case evidence.Exhaustive:
		c = 'e'
	}
	switch {
	case c == 0:
		return '?'
	case status == board.None:
		return c - 'a' + 'A'
	case status == board.Found:
		return c
	}
	return '?'
}

// Marks are the letters a survey map uses, in the order the legend and the
// counts list them.
const Marks = "hsPSE?"

// SurveyLegend says what the letters of a survey map mean.
const SurveyLegend = `h: tour found by the heuristic   s: tour found by SAT
P: no tour, certificate          S: no tour, SAT refutation   E: no tour, exhaustive search
?: undecided in time
`

// SurveyText writes the survey's map as text: one letter a square (see
// [Mark]), rank H first, then the legend and the count of each letter.
func SurveyText(w io.Writer, s evidence.Survey) error {
	bw := bufio.NewWriter(w)
	b := s.Board
	marks := surveyMarks(s)
	counts := map[byte]int{}
	width := len(board.File(b.W))
	fmt.Fprintf(bw, "%v: open tours by start square\n", board.Shape{Board: b, Holes: s.Holes, Piece: s.Piece})
	writeGrid(bw, b, width, func(sq board.Square) string {
		m := marks[b.Index(sq)]
		counts[m]++
		return string(m)
	})
	bw.WriteString("\n" + SurveyLegend)
	if counts[HoleMark] > 0 {
		bw.WriteString("#: hole\n")
	}
	fmt.Fprintf(bw, "\ncounts:")
	for _, m := range []byte(Marks) {
		if counts[m] > 0 {
			fmt.Fprintf(bw, " %c=%d", m, counts[m])
		}
	}
	bw.WriteByte('\n')
	return bw.Flush()
}

// surveyMarks is the letter of every square of the board, by index; a
// square the survey does not list is undecided.
func surveyMarks(s evidence.Survey) []byte {
	marks := make([]byte, s.Board.Size())
	for i := range marks {
		marks[i] = '?'
	}
	for _, sq := range s.Squares {
		if s.Board.Contains(sq.Square) {
			marks[s.Board.Index(sq.Square)] = Mark(sq.Status, sq.Method)
		}
	}
	if len(s.Holes) == len(board.NewSet(s.Board.Size())) {
		for i := range s.Holes.All() {
			marks[i] = HoleMark
		}
	}
	return marks
}

// HoleMark is the letter of a hole in a survey's text map.
const HoleMark = '#'

// surveyColours fill a square of the SVG map by its mark and surveyNames
// say what the mark means in the legend, each in the order of [Marks].
var (
	surveyColours = [len(Marks)]string{"#9ed99b", "#5fb4e8", "#f0a36b", "#d96b8f", "#b58be0", "#cccccc"}
	surveyNames   = [len(Marks)]string{"tour (heuristic)", "tour (SAT)", "no tour (certificate)", "no tour (SAT)", "no tour (exhaustive)", "undecided"}
)

// markIndex is m's place in [Marks]; any other mark (a tour a
// certificate claims) is drawn as the last, undecided.
func markIndex(m byte) int {
	if i := strings.IndexByte(Marks, m); i >= 0 {
		return i
	}
	return len(Marks) - 1
}

// Survey draws the survey's map as SVG: a square's colour says how its
// answer was decided, its title says the answer.
func Survey(w io.Writer, s evidence.Survey) error {
	if err := TooLarge(s.Board); err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	b := s.Board
	cell := 40
	if b.W > 20 || b.H > 20 {
		cell = 12
	}
	margin := 30
	legendH := 6 * 20
	width := max(int(b.W)*cell+2*margin, 320)
	height := int(b.H)*cell + 2*margin + legendH
	fmt.Fprintf(bw, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">`+"\n", width, height, width, height)
	fmt.Fprintf(bw, `<rect width="%d" height="%d" fill="white"/>`+"\n", width, height)
	fmt.Fprintf(bw, `<text x="%d" y="20" font-size="14">%v: open tours by start square</text>`+"\n", margin, b)
	for _, sq := range s.Squares {
		if !b.Contains(sq.Square) {
			continue
		}
		m := Mark(sq.Status, sq.Method)
		x := margin + int(sq.Square.X-1)*cell
		y := margin + int(b.H-sq.Square.Y)*cell
		fmt.Fprintf(bw, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="white"><title>%s: %s by %s</title></rect>`+"\n",
			x, y, cell, cell, surveyColours[markIndex(m)], sq.Square, sq.Status, sq.Method)
		if sq.Square.Colour() == board.Dark {
			fmt.Fprintf(bw, `<rect x="%d" y="%d" width="%d" height="%d" fill="black" fill-opacity="0.08" pointer-events="none"/>`+"\n", x, y, cell, cell)
		}
		if cell >= 30 {
			fmt.Fprintf(bw, `<text x="%d" y="%d" font-size="11" text-anchor="middle" fill="#333">%s</text>`+"\n", x+cell/2, y+cell/2+4, html.EscapeString(sq.Square.String()))
		}
	}
	ly := margin + int(b.H)*cell + 20
	for i := range Marks {
		fmt.Fprintf(bw, `<rect x="%d" y="%d" width="14" height="14" fill="%s"/><text x="%d" y="%d" font-size="12">%s</text>`+"\n",
			margin, ly+i*18, surveyColours[i], margin+20, ly+i*18+12, surveyNames[i])
	}
	bw.WriteString("</svg>\n")
	return bw.Flush()
}
