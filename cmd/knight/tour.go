package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/heuristic"
)

// cmdTour finds a tour: knight tour -board WxH [flags].
func cmdTour(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tour", flag.ContinueOnError)
	fs.SetOutput(stderr)
	boardFlag := fs.String("board", "8x8", "board `WxH`")
	startFlag := fs.String("start", "", "start `square` (default a1 unless -prefix is given)")
	endFlag := fs.String("end", "", "end `square` (default: any)")
	closed := fs.Bool("closed", false, "ask for a closed tour")
	prefixFlag := fs.String("prefix", "", "partial path to continue, `squares` separated by spaces")
	seed := fs.Int64("seed", 1, "seed of the random tie-breaks")
	budget := fs.Int64("budget", 0, "search budget in `nodes` (squares entered); 0: 5000000 or 20 per square, whichever is more")
	format := fs.String("format", "alg", "output `format`: alg, prolog, xy or grid")
	asJSON := fs.Bool("json", false, "print one JSON document")
	ruleFlag := fs.String("rule", heuristic.Roth.String(), "tie-break `rule` of the first greedy run: roth, pohl, squirrel or random")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitYes
		}
		return exitUsage
	}
	usageErr := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "knight: tour: "+format+"\n", a...)
		return exitUsage
	}
	if fs.NArg() > 0 {
		return usageErr("unexpected argument %q", fs.Arg(0))
	}
	b, err := board.Parse(*boardFlag)
	if err != nil {
		return usageErr("-board: %v", err)
	}
	rule, err := heuristic.ParseRule(*ruleFlag)
	if err != nil {
		return usageErr("-rule: %v", err)
	}
	switch *format {
	case "alg", "prolog", "xy", "grid":
	default:
		return usageErr("-format: %q: want alg, prolog, xy or grid", *format)
	}
	q := board.Problem{Board: b, Closed: *closed}
	if q.Prefix, err = board.ParsePath(*prefixFlag); err != nil {
		return usageErr("-prefix: %v", err)
	}
	if *startFlag != "" {
		s, err := board.ParseSquare(*startFlag)
		if err != nil {
			return usageErr("-start: %v", err)
		}
		switch {
		case len(q.Prefix) == 0:
			q.Prefix = board.Path{s}
		case q.Prefix[0] != s:
			return usageErr("-start %v disagrees with -prefix, which starts on %v", s, q.Prefix[0])
		}
	}
	if len(q.Prefix) == 0 {
		q.Prefix = board.Path{{X: 1, Y: 1}}
	}
	if *endFlag != "" {
		if q.End, err = board.ParseSquare(*endFlag); err != nil {
			return usageErr("-end: %v", err)
		}
	}
	if err := q.Check(); err != nil {
		return usageErr("%v", err)
	}
	res, err := heuristic.Find(context.Background(), q, heuristic.Options{Rule: rule, Seed: *seed, Budget: *budget})
	if err != nil {
		fmt.Fprintf(stderr, "knight: tour: %v\n", err)
		return exitUndecided
	}
	w := bufio.NewWriterSize(stdout, 1<<16)
	if *asJSON {
		writeTourJSON(w, q, res)
	} else if res.Status == board.Found {
		writeTour(w, b, res.Tour, *format)
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintf(stderr, "knight: tour: %v\n", err)
		return exitUsage
	}
	switch res.Status {
	case board.Found:
		return exitYes
	case board.None:
		if !*asJSON {
			fmt.Fprintf(stderr, "knight: tour: no %v (exhaustive search, %d nodes)\n", q, res.Nodes)
		}
		return exitNo
	}
	if !*asJSON {
		fmt.Fprintf(stderr, "knight: tour: no tour found within %d nodes; undecided (knight prove decides)\n", res.Nodes)
	}
	return exitUndecided
}

// TODO(merge): use board.WritePath for writeTour and the tour array of
// writeTourJSON once the foundation branch lands.

// writeTour writes p in the given format, one square at a time, so a
// 10^8-square tour streams without a second copy.
func writeTour(w *bufio.Writer, b board.Board, p board.Path, format string) {
	if format == "grid" {
		writeGrid(w, b, p)
		return
	}
	names := newSquareNames(b)
	buf := make([]byte, 0, chunk+64)
	if format == "prolog" {
		buf = append(buf, '[')
	}
	for i, s := range p {
		if len(buf) >= chunk {
			w.Write(buf)
			buf = buf[:0]
		}
		if i > 0 {
			if format == "prolog" {
				buf = append(buf, ',', ' ')
			} else {
				buf = append(buf, ' ')
			}
		}
		switch format {
		case "prolog":
			buf = append(buf, "p("...)
			buf = strconv.AppendInt(buf, int64(s.X), 10)
			buf = append(buf, ", "...)
			buf = strconv.AppendInt(buf, int64(s.Y), 10)
			buf = append(buf, ')')
		case "xy":
			buf = strconv.AppendInt(buf, int64(s.X), 10)
			buf = append(buf, ',')
			buf = strconv.AppendInt(buf, int64(s.Y), 10)
		default:
			buf = names.append(buf, s)
		}
	}
	if format == "prolog" {
		buf = append(buf, ']')
	}
	w.Write(append(buf, '\n'))
}

// chunk is the size of the pieces a tour is written in.
const chunk = 1 << 15

// writeGrid prints the move number of every square, top rank first.
func writeGrid(w *bufio.Writer, b board.Board, p board.Path) {
	num := make([]int, b.Size())
	for i, s := range p {
		num[b.Index(s)] = i
	}
	width := len(strconv.Itoa(len(p) - 1))
	var buf []byte
	for y := b.H; y >= 1; y-- {
		buf = buf[:0]
		for x := 1; x <= b.W; x++ {
			if x > 1 {
				buf = append(buf, ' ')
			}
			n := strconv.Itoa(num[b.Index(board.Square{X: int32(x), Y: int32(y)})])
			for range width - len(n) {
				buf = append(buf, ' ')
			}
			buf = append(buf, n...)
		}
		buf = append(buf, '\n')
		w.Write(buf)
	}
}

// squareNames holds the algebraic names of the files and ranks of a board,
// so that writing a square is two short copies.
type squareNames struct{ file, rank []string }

func newSquareNames(b board.Board) squareNames {
	n := squareNames{file: make([]string, b.W+1), rank: make([]string, b.H+1)}
	for x := 1; x <= b.W; x++ {
		n.file[x] = board.File(x)
	}
	for y := 1; y <= b.H; y++ {
		n.rank[y] = strconv.Itoa(y)
	}
	return n
}

// append appends s, a square of the board, in algebraic notation.
func (n squareNames) append(buf []byte, s board.Square) []byte {
	return append(append(buf, n.file[s.X]...), n.rank[s.Y]...)
}

// writeTourJSON writes {"board","closed","status","tour","nodes","method"}
// with the tour as an array of algebraic squares, streamed.
func writeTourJSON(w *bufio.Writer, q board.Problem, r heuristic.Result) {
	names := newSquareNames(q.Board)
	buf := make([]byte, 0, chunk+64)
	buf = append(buf, `{"board":`...)
	buf = strconv.AppendQuote(buf, q.Board.String())
	buf = append(buf, `,"closed":`...)
	buf = strconv.AppendBool(buf, q.Closed)
	buf = append(buf, `,"status":`...)
	buf = strconv.AppendQuote(buf, r.Status.String())
	buf = append(buf, `,"tour":[`...)
	for i, s := range r.Tour {
		if len(buf) >= chunk {
			w.Write(buf)
			buf = buf[:0]
		}
		if i > 0 {
			buf = append(buf, ',')
		}
		buf = append(buf, '"')
		buf = names.append(buf, s)
		buf = append(buf, '"')
	}
	buf = append(buf, `],"nodes":`...)
	buf = strconv.AppendInt(buf, r.Nodes, 10)
	buf = append(buf, `,"method":`...)
	buf = strconv.AppendQuote(buf, r.Method)
	buf = append(buf, "}\n"...)
	w.Write(buf)
}
