package draw

import (
	"bufio"
	"errors"
	"fmt"
	"html"
	"io"
	"strconv"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// ErrTooLarge: the board has a side longer than [MaxSide].
var ErrTooLarge = errors.New("too large")

// ErrNotEvidence: the document is no "no tour" to draw: an answer with a
// tour (drawn as a path, by [Tour]) or a survey (drawn by [Survey]).
var ErrNotEvidence = errors.New("not evidence")

// Evidence is the picture of an answer or verdict document: the problem,
// the knight's path so far and what the certificate shows on the board.
// It is an error wrapping [ErrNotEvidence] for an answer with a tour or a
// survey, [ErrTooLarge] for a board too large to draw, or the document's
// own inconsistency.
func Evidence(doc evidence.Document) (*Picture, error) {
	var pic Picture
	switch d := doc.(type) {
	case evidence.Answer:
		if d.Status == board.Found {
			return nil, fmt.Errorf("%w: an answer with a tour, drawn as a path", ErrNotEvidence)
		}
		pic = Picture{q: d.Problem, cert: d.Certificate, explanation: d.Explanation,
			caption: fmt.Sprintf("%s: %s (%s)", d.Status, d.Problem, d.Method)}
	case evidence.Verdict:
		q := board.Problem{Board: d.Board, Prefix: d.Path}
		if dead, ok := d.Dead(); ok {
			q = dead
		}
		if err := q.Check(); err != nil {
			return nil, err
		}
		pic = Picture{q: q, cert: d.Certificate, explanation: d.Explanation,
			caption: fmt.Sprintf("%s: %v (%s)", evidence.VerdictWord(d.Status), q.Prefix, d.Method)}
		if _, k, ok := d.Alive(); ok && len(d.AliveCompletion) > k+1 {
			pic.finished = fmt.Sprintf("after move %d (%v) you could still have finished like this: %v",
				k, d.Path[k], board.Path(d.AliveCompletion[k+1:]))
		}
	default:
		return nil, fmt.Errorf("%w: a %s document", ErrNotEvidence, doc.Name())
	}
	if pic.cert != nil {
		pic.explanation = pic.cert.Explain(pic.q)
	}
	if err := TooLarge(pic.q.Board); err != nil {
		return nil, err
	}
	pic.mark()
	return &pic, nil
}

// SVG writes the picture as SVG.
func (p *Picture) SVG(w io.Writer) error {
	bw := bufio.NewWriter(w)
	p.writeSVG(bw)
	return bw.Flush()
}

// Text writes the picture as a grid of letters (see writeText).
func (p *Picture) Text(w io.Writer) error {
	bw := bufio.NewWriter(w)
	p.writeText(bw)
	return bw.Flush()
}

// Picture is what a drawing of a "no tour" shows, square by square.
type Picture struct {
	q           board.Problem
	cert        evidence.Certificate
	caption     string
	explanation string
	// finished is a verdict's completion of the prefix before its
	// mistake, in words; text only.
	finished string

	visited []bool // on the prefix, the knight's square excluded
	toCover []bool // still to cover, the knight's square included
	removed []bool // taken away by a cut
	hole    []bool // no square of the board
	piece   []int  // 1 + index of the square's piece, 0 for none
	pieces  [][]board.Square
	ring    []bool   // squares the argument names: forced ends, the two apart, the end visited
	branch  []string // a case split's kind after the move to the square
	colours bool     // shade squares to cover by colour
}

// mark works out what to draw from the certificate alone.
func (p *Picture) mark() {
	b := p.q.Board
	n := b.Size()
	p.visited, p.removed, p.piece, p.ring, p.branch = make([]bool, n), make([]bool, n), make([]int, n), make([]bool, n), make([]string, n)
	p.toCover = evidence.ToCover(p.q)
	p.hole = make([]bool, n)
	sh := p.q.Shape()
	for i := range n {
		p.hole[i] = sh.IsHole(i)
	}
	for i, s := range p.q.Prefix {
		if i < len(p.q.Prefix)-1 {
			p.visited[b.Index(s)] = true
		}
	}
	c := p.cert
	if c == nil {
		return
	}
	onBoard := func(s board.Square) bool { return b.Contains(s) }
	ring := func(squares []board.Square) {
		for _, s := range squares {
			if onBoard(s) {
				p.ring[b.Index(s)] = true
			}
		}
	}
	switch c := c.(type) {
	case evidence.ColourCount, evidence.ColourBalance, evidence.OneColour:
		p.colours = true
	case evidence.Cut, evidence.FourLines, evidence.Disconnected:
		for _, s := range evidence.Removed(p.q, c) {
			if onBoard(s) {
				p.removed[b.Index(s)] = true
			}
		}
		p.pieces = evidence.PiecesLeft(p.q, c)
		for k, piece := range p.pieces {
			for _, s := range piece {
				p.piece[b.Index(s)] = k + 1
			}
		}
		if d, ok := c.(evidence.Disconnected); ok {
			ring(d.Squares)
		}
	case evidence.ForcedEnds:
		ring(c.Squares)
	case evidence.EndVisited:
		ring(c.Squares)
	case evidence.CaseSplit:
		for _, br := range c.Branches {
			if onBoard(br.Move) {
				p.branch[b.Index(br.Move)] = br.Certificate.Kind()
			}
		}
	}
}

// pieceColours tell the pieces of a cut apart; beyond them they repeat.
var pieceColours = []string{"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"}

const (
	removedColour = "#555555"
	ringColour    = "#d73027"
	darkCover     = "#3b5ba5"
	lightCover    = "#e8a33d"
)

func (p *Picture) writeSVG(w *bufio.Writer) {
	b := p.q.Board
	side := int(max(b.W, b.H))
	cell := min(max(560/side, 8), 56)
	font := min(max(cell*2/5, 9), 14)
	boardW, boardH := int(b.W)*cell, int(b.H)*cell
	width := max(font*2+6+boardW+8, 560)
	chars := (width - font*2 - 14) * 5 / (font * 3)
	caption := wrap(p.caption, chars)
	g := geometry{b: b, left: font*2 + 6, top: 8 + len(caption)*(font+6) + 4, cell: cell}
	lines := wrap(p.explanation, chars)
	legend := p.wrappedLegend(chars - 3)
	height := g.top + boardH + font*2 + 8 + (len(legend)+len(lines))*(font+6) + 8

	writeHeader(w, width, height, html.EscapeString(p.caption))
	for i, l := range caption {
		fmt.Fprintf(w, `<text x="%d" y="%d" font-size="%d" fill="#222222">%s</text>`+"\n", g.left, font+4+i*(font+6), font, html.EscapeString(l))
	}
	for i := range b.Size() {
		p.writeSquare(w, g, i)
	}
	fmt.Fprintf(w, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="%s"/>`+"\n", g.left, g.top, boardW, boardH, darkSquare)
	if c, ok := p.cert.(evidence.FourLines); ok {
		p.fourLines(w, c, g.left, g.top, cell)
	}
	writeLabels(w, b, font, 1, g.left, g.top+boardH+font+4, g.cx, g.cy)
	stroke := max(1, float64(cell)*0.06)
	p.writePrefix(w, g, stroke)
	if p.q.HasEnd() {
		e := p.q.End
		fmt.Fprintf(w, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="%s" stroke-width="%d" stroke-dasharray="4 3"><title>required end %v</title></rect>`+"\n",
			g.x0(e)+2, g.y0(e)+2, cell-4, cell-4, endColour, max(2, cell/14), e)
	}
	if c, ok := p.cert.(evidence.CaseSplit); ok && len(p.q.Prefix) > 0 {
		writeBranches(w, g, c, p.q.Prefix[len(p.q.Prefix)-1], font, stroke)
	}
	y := g.top + boardH + font*2 + 8
	for _, l := range legend {
		if l.colour != "" {
			fmt.Fprintf(w, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`, g.left, y-font+2, font, font, l.colour)
		}
		fmt.Fprintf(w, `<text x="%d" y="%d" font-size="%d" fill="#222222">%s</text>`+"\n", g.left+font+6, y, font, html.EscapeString(l.text))
		y += font + 6
	}
	for _, l := range lines {
		fmt.Fprintf(w, `<text x="%d" y="%d" font-size="%d" fill="#222222">%s</text>`+"\n", g.left, y, font, html.EscapeString(l))
		y += font + 6
	}
	fmt.Fprint(w, "</svg>\n")
}

// wrappedLegend is the legend wrapped to chars a line, the swatch on each
// entry's first line only.
func (p *Picture) wrappedLegend(chars int) []legendLine {
	var legend []legendLine
	for _, l := range p.legend() {
		for i, part := range wrap(l.text, chars) {
			colour := l.colour
			if i > 0 {
				colour = ""
			}
			legend = append(legend, legendLine{colour, part})
		}
	}
	return legend
}

// squareFill is the colour of square i: what the certificate made of it
// first, else the pale wood.
func (p *Picture) squareFill(i int) string {
	dark := p.q.Board.Square(i).Colour() == board.Dark
	switch {
	case p.removed[i]:
		return removedColour
	case p.piece[i] > 0:
		return pieceColours[(p.piece[i]-1)%len(pieceColours)]
	case p.colours && p.toCover[i] && dark:
		return darkCover
	case p.colours && p.toCover[i]:
		return lightCover
	case dark:
		return paleDark
	}
	return paleLight
}

// writeSquare draws square i with all the marks it carries.
func (p *Picture) writeSquare(w *bufio.Writer, g geometry, i int) {
	s, cell := g.b.Square(i), g.cell
	x, y := g.x0(s), g.y0(s)
	if p.hole[i] {
		writeHole(w, g, s)
		return
	}
	title := s.String()
	if p.piece[i] > 0 {
		title += ", piece " + PieceLabel(p.piece[i]-1)
	}
	fmt.Fprintf(w, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="#ffffff" stroke-width="1"><title>%s</title></rect>`+"\n", x, y, cell, cell, p.squareFill(i), title)
	if p.piece[i] > 0 && s.Colour() == board.Dark {
		// the colour still counts within a piece
		fmt.Fprintf(w, `<rect x="%d" y="%d" width="%d" height="%d" fill="#000000" fill-opacity="0.18"/>`+"\n", x, y, cell, cell)
	}
	if p.visited[i] {
		fmt.Fprintf(w, `<rect x="%d" y="%d" width="%d" height="%d" fill="#000000" fill-opacity="0.25"/>`+"\n", x, y, cell, cell)
	}
	if p.removed[i] {
		m := cell / 4
		fmt.Fprintf(w, `<path d="M%d %dL%d %dM%d %dL%d %d" stroke="#ffffff" stroke-width="%d"/>`+"\n",
			x+m, y+m, x+cell-m, y+cell-m, x+cell-m, y+m, x+m, y+cell-m, max(1, cell/16))
	}
	if p.ring[i] {
		fmt.Fprintf(w, `<circle cx="%s" cy="%s" r="%s" fill="none" stroke="%s" stroke-width="%d"/>`+"\n", num(g.cx(s)), num(g.cy(s)), num(float64(cell)*0.4), ringColour, max(2, cell/12))
	}
	if p.piece[i] > 0 && cell >= 14 && !p.visited[i] && !p.isKnight(s) {
		// The piece's letter: the colours repeat and some readers see
		// none, the letters do not repeat. Black edged in white reads
		// on every fill.
		label := PieceLabel(p.piece[i] - 1)
		size := min(cell*2/5, cell*4/5/len(label))
		fmt.Fprintf(w, `<text x="%s" y="%s" font-size="%d" font-weight="bold" text-anchor="middle" dominant-baseline="central" fill="#000000" stroke="#ffffff" stroke-width="%s" paint-order="stroke">%s</text>`+"\n",
			num(g.cx(s)), num(g.cy(s)), size, num(max(2, float64(size)/5)), label)
	}
}

// writePrefix draws the path so far: its line, the start, the knight and,
// on large squares, the move numbers.
func (p *Picture) writePrefix(w *bufio.Writer, g geometry, stroke float64) {
	path, cell := p.q.Prefix, g.cell
	if len(path) > 1 {
		fmt.Fprintf(w, `<polyline fill="none" stroke="%s" stroke-width="%s" stroke-linejoin="round" stroke-linecap="round" points="`, ink, num(stroke))
		writePoints(w, path, g.cx, g.cy)
	}
	if len(path) == 0 {
		return
	}
	mark := float64(cell) * 0.22
	fmt.Fprintf(w, `<circle cx="%s" cy="%s" r="%s" fill="%s"><title>start %v</title></circle>`+"\n", num(g.cx(path[0])), num(g.cy(path[0])), num(mark), startColour, path[0])
	k := path[len(path)-1]
	fmt.Fprintf(w, `<text x="%s" y="%s" font-size="%d" text-anchor="middle" dominant-baseline="central" fill="#000000" stroke="#ffffff" stroke-width="%s" paint-order="stroke">♞<title>knight on %v</title></text>`+"\n",
		num(g.cx(k)), num(g.cy(k)), cell*3/4, num(float64(cell)/14), k)
	if cell >= 30 {
		small := cell / 5
		fmt.Fprintf(w, `<g fill="#000000" font-size="%d">`+"\n", small)
		for i, s := range path {
			fmt.Fprintf(w, `<text x="%d" y="%d">%d</text>`+"\n", g.x0(s)+3, g.y0(s)+small+1, i)
		}
		fmt.Fprint(w, "</g>\n")
	}
}

// writeBranches draws a case split: an arrow from the knight on k to each
// move, labelled with the kind that closes it.
func writeBranches(w *bufio.Writer, g geometry, c evidence.CaseSplit, k board.Square, font int, stroke float64) {
	fmt.Fprintf(w, `<defs><marker id="head" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="5" markerHeight="5" orient="auto"><path d="M0 0L10 5L0 10z" fill="%s"/></marker></defs>`+"\n", ringColour)
	for _, br := range c.Branches {
		if !g.b.Contains(br.Move) {
			continue
		}
		fx, fy, tx, ty := g.cx(k), g.cy(k), g.cx(br.Move), g.cy(br.Move)
		// stop short of the centres, so the labels stay readable
		fmt.Fprintf(w, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="%s" marker-end="url(#head)"/>`+"\n",
			num(fx+(tx-fx)*0.25), num(fy+(ty-fy)*0.25), num(fx+(tx-fx)*0.8), num(fy+(ty-fy)*0.8), ringColour, num(stroke*1.5))
		fmt.Fprintf(w, `<text x="%s" y="%s" font-size="%d" text-anchor="middle" fill="%s" stroke="#ffffff" stroke-width="3" paint-order="stroke">%s</text>`+"\n",
			num(tx), num(ty+float64(g.cell)*0.42), max(8, font*3/4), ringColour, html.EscapeString(br.Certificate.Kind()))
	}
}

// fourLines outlines the four lines along the long side: the two outer
// ones dashed, the two inner ones solid.
func (p *Picture) fourLines(w *bufio.Writer, c evidence.FourLines, left, top, cell int) {
	b := p.q.Board
	for line := 1; line <= 4; line++ {
		dash := ` stroke-dasharray="6 4"`
		if line == 2 || line == 3 {
			dash = ""
		}
		var x, y, wd, ht int
		if c.Lines == evidence.Files {
			x, y, wd, ht = left+(line-1)*cell, top, cell, int(b.H)*cell
		} else {
			x, y, wd, ht = left, top+(int(b.H)-line)*cell, int(b.W)*cell, cell
		}
		fmt.Fprintf(w, `<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#222222" stroke-width="2"%s/>`+"\n", x+2, y+2, wd-4, ht-4, dash)
	}
}

type legendLine struct{ colour, text string }

// legendPieces is how many pieces the legend lists: every piece a
// disconnected certificate names a square of.
const legendPieces = evidence.MaxPiecesNamed

// PieceLabel is the i-th piece's letter: A to Z, then AA, AB, ... as
// spreadsheet columns are named (the page's argument.js names them so),
// distinct for any number of pieces.
func PieceLabel(i int) string {
	var b []byte
	for n := i + 1; n > 0; n = (n - 1) / 26 {
		b = append([]byte{byte('A' + (n-1)%26)}, b...)
	}
	return string(b)
}

// pieceOf is 1 + the index of s's piece, 0 for none or off the board.
func (p *Picture) pieceOf(s board.Square) int {
	if !p.q.Board.Contains(s) {
		return 0
	}
	return p.piece[p.q.Board.Index(s)]
}

// isKnight says s is the knight's square, the last of the path.
func (p *Picture) isKnight(s board.Square) bool {
	return len(p.q.Prefix) > 0 && p.q.Prefix[len(p.q.Prefix)-1] == s
}

// legend says what the colours mean, with the counts they show.
func (p *Picture) legend() []legendLine {
	var out []legendLine
	if holes := p.q.Shape().HoleList(); len(holes) > 0 {
		out = append(out, legendLine{holeColour, "holes, no squares of the board: " + squareWords(holes)})
	}
	c := p.cert
	if c == nil {
		return out
	}
	colours := func(dark, light int) {
		out = append(out, legendLine{darkCover, fmt.Sprintf("%d dark squares to cover", dark)}, legendLine{lightCover, fmt.Sprintf("%d light squares to cover", light)})
	}
	switch c := c.(type) {
	case evidence.ColourCount:
		colours(c.Dark, c.Light)
	case evidence.ColourBalance:
		colours(c.Dark, c.Light)
	case evidence.OneColour:
		colours(c.Dark, c.Light)
		out = append(out, legendLine{ringColour, fmt.Sprintf("every %v move keeps its colour", c.Piece)})
	case evidence.Cut, evidence.FourLines, evidence.Disconnected:
		if _, ok := c.(evidence.Disconnected); !ok {
			out = append(out, legendLine{removedColour, fmt.Sprintf("taken away: %d squares", len(evidence.Removed(p.q, c)))})
		}
		for k, piece := range p.pieces {
			if k == legendPieces {
				out = append(out, legendLine{"#ffffff", fmt.Sprintf("and %d more pieces, lettered on the board", len(p.pieces)-k)})
				break
			}
			out = append(out, legendLine{pieceColours[k%len(pieceColours)], fmt.Sprintf("piece %s: %s", PieceLabel(k), squareWords(piece))})
		}
		if d, ok := c.(evidence.Disconnected); ok && len(d.Squares) > 0 {
			named := make([]string, 0, len(d.Squares))
			for _, s := range d.Squares {
				if k := p.pieceOf(s); k > 0 {
					named = append(named, fmt.Sprintf("%v (%s)", s, PieceLabel(k-1)))
				}
			}
			out = append(out, legendLine{ringColour, "named by the certificate: " + strings.Join(named, ", ")})
		}
	case evidence.ForcedEnds:
		out = append(out, legendLine{ringColour, fmt.Sprintf("forced ends: %s (%d, with %d free)", squareWords(c.Squares), c.Need, c.Have)})
	case evidence.EndVisited:
		out = append(out, legendLine{ringColour, "the required end, already visited"})
	case evidence.CaseSplit:
		for _, br := range c.Branches {
			out = append(out, legendLine{ringColour, fmt.Sprintf("%v-%v: %s", c.From, br.Move, br.Certificate.Kind())})
		}
		if len(c.Branches) == 0 {
			out = append(out, legendLine{ringColour, "no move left"})
		}
	}
	return out
}

func squareWords(s []board.Square) string {
	const most = 12
	if len(s) > most {
		return board.Path(s[:most]).String() + fmt.Sprintf(" ... (%d)", len(s))
	}
	return board.Path(s).String()
}

// wrap breaks text into lines of at most width characters at spaces.
func wrap(text string, width int) []string {
	var lines []string
	var line strings.Builder
	for _, word := range strings.Fields(text) {
		if line.Len() > 0 && line.Len()+1+len(word) > width {
			lines = append(lines, line.String())
			line.Reset()
		}
		if line.Len() > 0 {
			line.WriteByte(' ')
		}
		line.WriteString(word)
	}
	if line.Len() > 0 {
		lines = append(lines, line.String())
	}
	return lines
}

// writeText draws the picture as a grid of letters: K the knight, x
// visited, - a hole, # taken away, A, B, ... the pieces (AA, AB, ... past
// Z, the columns widened), o a ringed square (a disconnected
// certificate's named squares keep their piece's letter, the legend names
// them), d and l squares to cover by colour, 1-8 a case split's moves.
func (p *Picture) writeText(w *bufio.Writer) {
	b := p.q.Board
	fmt.Fprintln(w, p.caption)
	var moves []board.Square
	if c, ok := p.cert.(evidence.CaseSplit); ok {
		for _, br := range c.Branches {
			moves = append(moves, br.Move)
		}
	}
	width := len(board.File(b.W))
	if len(p.pieces) > 0 {
		width = max(width, len(PieceLabel(len(p.pieces)-1)))
	}
	_, disconnected := p.cert.(evidence.Disconnected)
	writeGrid(w, b, width, func(s board.Square) string {
		i := b.Index(s)
		ch := "."
		switch {
		case len(p.q.Prefix) > 0 && s == p.q.Prefix[len(p.q.Prefix)-1]:
			ch = "K"
		case p.visited[i]:
			ch = "x"
		case p.hole[i]:
			ch = "-"
		case p.removed[i]:
			ch = "#"
		case p.ring[i] && !disconnected:
			ch = "o"
		case p.piece[i] > 0:
			ch = PieceLabel(p.piece[i] - 1)
		case p.colours && p.toCover[i] && s.Colour() == board.Dark:
			ch = "d"
		case p.colours && p.toCover[i]:
			ch = "l"
		}
		for k, m := range moves {
			if m == s {
				ch = strconv.Itoa(k + 1)
			}
		}
		return ch
	})
	for _, l := range p.legend() {
		for i, part := range wrap(l.text, 76) {
			if i > 0 {
				w.WriteString("  ")
			}
			fmt.Fprintln(w, part)
		}
	}
	for _, l := range wrap(p.explanation, 78) {
		fmt.Fprintln(w, l)
	}
	for _, l := range wrap(p.finished, 78) {
		fmt.Fprintln(w, l)
	}
}
