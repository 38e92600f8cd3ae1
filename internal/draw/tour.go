package draw

import (
	"bufio"
	"fmt"
	"io"
	"strconv"

	"github.com/knightcert/knight/board"
)

// MaxSide is the longest board side drawn as SVG: beyond it squares
// shrink below a few pixels and the picture says nothing a grid does not.
const MaxSide = 200

// TooLarge reports a board with a side longer than [MaxSide], or nil.
func TooLarge(b board.Board) error {
	if b.W > MaxSide || b.H > MaxSide {
		return fmt.Errorf("%v: %w to draw: at most %d files and ranks", b, ErrTooLarge, MaxSide)
	}
	return nil
}

// Colours of the picture: the usual wooden board, a dark ink path, a green
// start and a red end.
const (
	lightSquare = "#f0d9b5"
	darkSquare  = "#b58863"
	// On small squares the path's line is thin: paler wood lets it show.
	paleLight   = "#f6ecdc"
	paleDark    = "#dcc3a1"
	ink         = "#1f2f6b"
	startColour = "#1a9850"
	endColour   = "#d73027"
	labelColour = "#555555"
	// A hole: near-black, crossed in a grey light enough to show on it.
	holeColour = "#2b2b2b"
	holeCross  = "#9a9a9a"
)

// Tour draws the shape sh with the path p on it, as SVG: squares, file
// letters and rank numbers, each hole a dark square crossed (titled
// "hole d4"), the path as a polyline through square centres (each segment
// one move of sh's piece), move numbers when the squares are large
// enough, the start and end marked. A [board.Shape] of a board alone is
// the knight's full board.
func Tour(w io.Writer, sh board.Shape, p board.Path) error {
	b := sh.Board
	if err := TooLarge(b); err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	side := int(max(b.W, b.H))
	cell := min(max(640/side, 4), 56) // pixels a square
	font := min(max(cell*2/5, 9), 15)
	g := geometry{b: b, left: font*2 + 6, top: 8, cell: cell}
	boardW, boardH := int(b.W)*cell, int(b.H)*cell
	closed := len(p) == sh.Cells() && len(p) > 2 && sh.Piece.IsMove(p[len(p)-1], p[0])
	caption := tourCaption(sh, p, closed)
	width := max(g.left+boardW+8, g.left+len(caption)*font*3/5+8) // room for the caption
	writeHeader(bw, width, g.top+boardH+font*3+10, caption)
	writeSquares(bw, g, sh)
	// Thinned out so that labels do not collide on large boards.
	writeLabels(bw, b, font, max(1, (font*2+cell-1)/cell), g.left, g.top+boardH+font+4, g.cx, g.cy)
	writeTourPath(bw, g, p, closed)
	fmt.Fprintf(bw, `<text x="%d" y="%d" font-size="%d" fill="#222222">%s</text>`+"\n", g.left, g.top+boardH+font*2+10, font, caption)
	fmt.Fprint(bw, "</svg>\n")
	return bw.Flush()
}

// tourCaption names what p is on sh: a closed or open tour or a path, its
// ends and how many squares it covers.
func tourCaption(sh board.Shape, p board.Path, closed bool) string {
	cells := sh.Cells()
	kind := "path"
	switch {
	case closed:
		kind = "closed tour"
	case len(p) == cells:
		kind = "open tour"
	}
	if len(p) > 0 {
		return fmt.Sprintf("%v %s, %v to %v, %d of %d squares", sh, kind, p[0], p[len(p)-1], len(p), cells)
	}
	return fmt.Sprintf("%v %s, %d of %d squares", sh, kind, len(p), cells)
}

// writeSquares draws sh's squares as one 2x2 tile repeated, aligned so
// that a1 is dark, and its holes on top.
func writeSquares(w *bufio.Writer, g geometry, sh board.Shape) {
	b, cell := g.b, g.cell
	light, dark := lightSquare, darkSquare
	if cell < 24 {
		light, dark = paleLight, paleDark
	}
	topLeftDark := (1+b.H)%2 == 0
	d0, d1 := 0, cell
	if !topLeftDark {
		d0, d1 = cell, 0
	}
	fmt.Fprintf(w, `<defs><pattern id="squares" x="%d" y="%d" width="%d" height="%d" patternUnits="userSpaceOnUse">`, g.left, g.top, 2*cell, 2*cell)
	fmt.Fprintf(w, `<rect width="%d" height="%d" fill="%s"/>`, 2*cell, 2*cell, light)
	fmt.Fprintf(w, `<rect x="%d" y="0" width="%d" height="%d" fill="%s"/><rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`,
		d0, cell, cell, dark, d1, cell, cell, cell, dark)
	fmt.Fprint(w, "</pattern></defs>\n")
	fmt.Fprintf(w, `<rect x="%d" y="%d" width="%d" height="%d" fill="url(#squares)" stroke="%s" stroke-width="1"/>`+"\n", g.left, g.top, int(b.W)*cell, int(b.H)*cell, darkSquare)
	for _, h := range sh.HoleList() {
		writeHole(w, g, h)
	}
}

// writeTourPath draws p through the square centres: the closing move
// dashed, the start and end marked and, on large squares, the move
// numbers.
func writeTourPath(w *bufio.Writer, g geometry, p board.Path, closed bool) {
	if len(p) == 0 {
		return
	}
	cell := g.cell
	stroke := max(1, float64(cell)*0.06)
	if closed {
		fmt.Fprintf(w, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="%s" stroke-dasharray="%s" stroke-linecap="round" opacity="0.7"/>`+"\n",
			num(g.cx(p[len(p)-1])), num(g.cy(p[len(p)-1])), num(g.cx(p[0])), num(g.cy(p[0])), ink, num(stroke), num(stroke*2.5))
	}
	fmt.Fprintf(w, `<polyline fill="none" stroke="%s" stroke-width="%s" stroke-linejoin="round" stroke-linecap="round" opacity="0.9" points="`, ink, num(stroke))
	writePoints(w, p, g.cx, g.cy)
	if cell >= 12 && len(p) > 2 { // the squares between start and end
		fmt.Fprintf(w, `<g fill="%s">`+"\n", ink)
		for _, s := range p[1 : len(p)-1] {
			fmt.Fprintf(w, `<circle cx="%s" cy="%s" r="%s"/>`+"\n", num(g.cx(s)), num(g.cy(s)), num(stroke*1.4))
		}
		fmt.Fprint(w, "</g>\n")
	}
	mark := float64(cell) * 0.26
	fmt.Fprintf(w, `<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="#ffffff" stroke-width="%s"><title>start %v</title></circle>`+"\n",
		num(g.cx(p[0])), num(g.cy(p[0])), num(mark), startColour, num(stroke*0.6), p[0])
	if len(p) > 1 {
		e := p[len(p)-1]
		fmt.Fprintf(w, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s" stroke="#ffffff" stroke-width="%s"><title>end %v</title></rect>`+"\n",
			num(g.cx(e)-mark), num(g.cy(e)-mark), num(2*mark), num(2*mark), endColour, num(stroke*0.6), e)
	}
	// Move numbers in the top left corner of each square, where the
	// path, which runs through centres, leaves room.
	if cell >= 36 {
		small := cell / 5
		fmt.Fprintf(w, `<g fill="#000000" font-size="%d" stroke="#ffffff" stroke-opacity="0.8" stroke-width="%s" paint-order="stroke">`+"\n", small, num(float64(small)/5))
		for i, s := range p {
			fmt.Fprintf(w, `<text x="%s" y="%s">%d</text>`+"\n", num(g.cx(s)-float64(cell)/2+3), num(g.cy(s)-float64(cell)/2+float64(small)+1), i)
		}
		fmt.Fprint(w, "</g>\n")
	}
}

// geometry places a board in a picture: where each square's corner and
// centre fall, in pixels.
type geometry struct {
	b               board.Board
	left, top, cell int
}

func (g geometry) x0(s board.Square) int     { return g.left + int(s.X-1)*g.cell }
func (g geometry) y0(s board.Square) int     { return g.top + int(g.b.H-s.Y)*g.cell }
func (g geometry) cx(s board.Square) float64 { return float64(g.x0(s)) + float64(g.cell)/2 }
func (g geometry) cy(s board.Square) float64 { return float64(g.y0(s)) + float64(g.cell)/2 }

// writeHole draws the hole h, no square of the board: filled dark and
// crossed, so that it reads as taken away on either colour and in grey.
func writeHole(w *bufio.Writer, g geometry, h board.Square) {
	x, y, cell := g.x0(h), g.y0(h), g.cell
	m := float64(cell) * 0.2
	fmt.Fprintf(w, `<g><title>hole %v</title><rect x="%d" y="%d" width="%d" height="%d" fill="%s"/><path d="M%s %sL%s %sM%s %sL%s %s" stroke="%s" stroke-width="%s"/></g>`+"\n",
		h, x, y, cell, cell, holeColour,
		num(float64(x)+m), num(float64(y)+m), num(float64(x+cell)-m), num(float64(y+cell)-m),
		num(float64(x+cell)-m), num(float64(y)+m), num(float64(x)+m), num(float64(y+cell)-m),
		holeCross, num(max(1, float64(cell)*0.05)))
}

// writeHeader opens an SVG picture of width by height on white, titled
// title (text SVG reads as it is).
func writeHeader(w *bufio.Writer, width, height int, title string) {
	fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">`+"\n", width, height, width, height)
	fmt.Fprintf(w, "<title>%s</title>\n", title)
	fmt.Fprintf(w, `<rect width="%d" height="%d" fill="#ffffff"/>`+"\n", width, height)
}

// writeLabels writes b's file letters on the baseline filesY, centred
// under the squares, and its rank numbers ending at left-5, centred
// beside them; only every every-th label from the first, so that large
// boards' labels do not collide.
func writeLabels(w *bufio.Writer, b board.Board, font, every, left, filesY int, cx, cy func(board.Square) float64) {
	fmt.Fprintf(w, `<g fill="%s" font-size="%d" text-anchor="middle">`+"\n", labelColour, font)
	for x := int32(1); x <= b.W; x += int32(every) {
		fmt.Fprintf(w, `<text x="%s" y="%d">%s</text>`+"\n", num(cx(board.Square{X: x, Y: 1})), filesY, board.File(x))
	}
	fmt.Fprint(w, "</g>\n")
	fmt.Fprintf(w, `<g fill="%s" font-size="%d" text-anchor="end">`+"\n", labelColour, font)
	for y := int32(1); y <= b.H; y += int32(every) {
		fmt.Fprintf(w, `<text x="%d" y="%s" dominant-baseline="central">%d</text>`+"\n", left-5, num(cy(board.Square{X: 1, Y: y})), y)
	}
	fmt.Fprint(w, "</g>\n")
}

// num is a coordinate as SVG reads it: the shortest decimal that reads
// back as v.
func num(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }

// writePoints writes path's squares as the points of a polyline and
// closes the element.
func writePoints(w *bufio.Writer, path board.Path, cx, cy func(board.Square) float64) {
	for i, s := range path {
		if i > 0 {
			w.WriteByte(' ')
		}
		fmt.Fprintf(w, "%s,%s", num(cx(s)), num(cy(s)))
	}
	w.WriteString("\"/>\n")
}

// writeGrid writes b as text, rank H first: the rank's number, then each
// square's mark, right-aligned in width, and the files below.
func writeGrid(w *bufio.Writer, b board.Board, width int, mark func(board.Square) string) {
	for y := b.H; y >= 1; y-- {
		fmt.Fprintf(w, "%*d ", len(fmt.Sprint(b.H)), y)
		for x := int32(1); x <= b.W; x++ {
			fmt.Fprintf(w, " %*s", width, mark(board.Square{X: x, Y: y}))
		}
		w.WriteByte('\n')
	}
	fmt.Fprintf(w, "%*s ", len(fmt.Sprint(b.H)), "")
	for x := int32(1); x <= b.W; x++ {
		fmt.Fprintf(w, " %*s", width, board.File(x))
	}
	w.WriteByte('\n')
}
