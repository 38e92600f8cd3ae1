package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"html"
	"io"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/prove"
)

// cmdSurvey decides every start square of a board.
func cmdSurvey(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("survey", flag.ContinueOnError)
	boardFlag := fs.String("board", "", "board `WxH`, at most 100x100")
	timeout := fs.Duration("timeout", 10*time.Second, "time limit for each square")
	format := fs.String("format", "text", "map `format`: text or svg")
	asJSON := fs.Bool("json", false, "print one JSON document")
	workers := fs.Int("workers", 0, "squares decided at once (0: one per CPU)")
	if code, ok := parseFlags(fs, args, stderr, usageSurvey); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return unexpectedArgument(stderr, fs)
	}
	if *boardFlag == "" {
		return fail(stderr, exitUsage, "survey: -board is required")
	}
	b, err := board.Parse(*boardFlag)
	if err != nil {
		return fail(stderr, exitUsage, "survey: -board: %v", err)
	}
	if b.W > prove.MaxSurveySide || b.H > prove.MaxSurveySide {
		return fail(stderr, exitUsage, "survey: -board %v: survey takes boards up to %dx%d (knight prove -board %v -start SQ decides one square)", b, prove.MaxSurveySide, prove.MaxSurveySide, b)
	}
	if *format != "text" && *format != "svg" {
		return fail(stderr, exitUsage, "survey: -format %q: want text or svg", *format)
	}
	opt := prove.SurveyOptions{PerSquare: *timeout, Workers: *workers}
	if isTerminal(stderr) {
		opt.Progress = func(done int) {
			if done%max(1, b.Size()/100) == 0 || done == b.Size() {
				fmt.Fprintf(stderr, "\rknight: survey: %d of %d squares", done, b.Size())
			}
		}
	}
	squares, err := prove.Survey(context.Background(), b, opt)
	if opt.Progress != nil {
		fmt.Fprintln(stderr)
	}
	if err != nil {
		return fail(stderr, exitUsage, "%v", err)
	}
	w := bufio.NewWriter(stdout)
	switch {
	case *asJSON:
		err = writeSurveyJSON(w, b, squares)
	case *format == "svg":
		err = writeSurveySVG(w, b, squares)
	default:
		err = writeSurveyText(w, b, squares)
	}
	if err != nil {
		return writeFailed(stderr, "survey", err)
	}
	for _, s := range squares {
		if s.Answer.Status == board.Unknown {
			return exitUndecided
		}
	}
	return exitYes
}

// writeSurveyJSON writes the survey document of package evidence, with
// the certificate of every start without a tour.
func writeSurveyJSON(w *bufio.Writer, b board.Board, squares []prove.SquareAnswer) error {
	return prove.SurveyDocument(b, squares).WriteJSON(w)
}

// mark is the map letter of one answer: lower case when a tour starts
// there, upper case when none does, by the method that decided.
func mark(a prove.Answer) byte {
	var c byte
	switch a.Method {
	case prove.Parity:
		c = 'p'
	case prove.Heuristic:
		c = 'h'
	case prove.SAT:
		c = 's'
	case prove.Exhaustive:
		c = 'e'
	}
	switch a.Status {
	case board.None:
		return c - 'a' + 'A'
	case board.Found:
		return c
	}
	return '?'
}

const surveyLegend = `h: tour found by the heuristic   s: tour found by SAT
P: no tour, certificate          S: no tour, SAT refutation   E: no tour, exhaustive search
?: undecided in time
`

func writeSurveyText(w *bufio.Writer, b board.Board, squares []prove.SquareAnswer) error {
	counts := map[byte]int{}
	width := len(board.File(b.W))
	fmt.Fprintf(w, "%v: open tours by start square\n", b)
	for y := b.H; y >= 1; y-- {
		fmt.Fprintf(w, "%*d ", len(fmt.Sprint(b.H)), y)
		for x := int32(1); x <= b.W; x++ {
			m := mark(squares[b.Index(board.Square{X: x, Y: y})].Answer)
			counts[m]++
			fmt.Fprintf(w, " %*c", width, m)
		}
		w.WriteByte('\n')
	}
	fmt.Fprintf(w, "%*s ", len(fmt.Sprint(b.H)), "")
	for x := int32(1); x <= b.W; x++ {
		fmt.Fprintf(w, " %*s", width, board.File(x))
	}
	w.WriteString("\n\n" + surveyLegend)
	fmt.Fprintf(w, "\ncounts:")
	for _, m := range []byte("hsPSE?") {
		if counts[m] > 0 {
			fmt.Fprintf(w, " %c=%d", m, counts[m])
		}
	}
	w.WriteByte('\n')
	return w.Flush()
}

// surveyColours fill a square of the SVG map by its mark.
var surveyColours = map[byte]string{
	'h': "#9ed99b", 's': "#5fb4e8", 'P': "#f0a36b", 'S': "#d96b8f", 'E': "#b58be0", '?': "#cccccc",
}

var surveyNames = map[byte]string{
	'h': "tour (heuristic)", 's': "tour (SAT)", 'P': "no tour (certificate)", 'S': "no tour (SAT)", 'E': "no tour (exhaustive)", '?': "undecided",
}

func writeSurveySVG(w *bufio.Writer, b board.Board, squares []prove.SquareAnswer) error {
	cell := 40
	if b.W > 20 || b.H > 20 {
		cell = 12
	}
	margin := 30
	legendH := 6 * 20
	width := max(int(b.W)*cell+2*margin, 320)
	height := int(b.H)*cell + 2*margin + legendH
	fmt.Fprintf(w, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="sans-serif">`+"\n", width, height, width, height)
	fmt.Fprintf(w, `<rect width="%d" height="%d" fill="white"/>`+"\n", width, height)
	fmt.Fprintf(w, `<text x="%d" y="20" font-size="14">%v: open tours by start square</text>`+"\n", margin, b)
	for _, s := range squares {
		m := mark(s.Answer)
		x := margin + int(s.Square.X-1)*cell
		y := margin + int(b.H-s.Square.Y)*cell
		fmt.Fprintf(w, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s" stroke="white"><title>%s: %s by %s</title></rect>`+"\n",
			x, y, cell, cell, surveyColours[m], s.Square, s.Answer.Status, s.Answer.Method)
		if s.Square.Colour() == board.Dark {
			fmt.Fprintf(w, `<rect x="%d" y="%d" width="%d" height="%d" fill="black" fill-opacity="0.08" pointer-events="none"/>`+"\n", x, y, cell, cell)
		}
		if cell >= 30 {
			fmt.Fprintf(w, `<text x="%d" y="%d" font-size="11" text-anchor="middle" fill="#333">%s</text>`+"\n", x+cell/2, y+cell/2+4, html.EscapeString(s.Square.String()))
		}
	}
	ly := margin + int(b.H)*cell + 20
	for i, m := range []byte("hsPSE?") {
		fmt.Fprintf(w, `<rect x="%d" y="%d" width="14" height="14" fill="%s"/><text x="%d" y="%d" font-size="12">%s</text>`+"\n",
			margin, ly+i*18, surveyColours[m], margin+20, ly+i*18+12, surveyNames[m])
	}
	w.WriteString("</svg>\n")
	return w.Flush()
}
