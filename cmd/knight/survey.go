package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/draw"
	"github.com/knightcert/knight/prove"
)

// cmdSurvey decides every start square of a board, or of every board up
// to a size.
func cmdSurvey(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("survey", flag.ContinueOnError)
	boardFlag := fs.String("board", "", "board `WxH`, at most 100x100")
	upto := fs.String("upto", "", "survey every board m x n with m <= W and n <= H, up to `WxH`")
	timeout := fs.Duration("timeout", 10*time.Minute, "time limit for the whole survey (0: no limit); squares not decided by then are unknown")
	squareTimeout := fs.Duration("square-timeout", 10*time.Second, "time limit for each square (0: no limit)")
	format := fs.String("format", "text", "map `format`: text or svg")
	asJSON := fs.Bool("json", false, "print one JSON document per board")
	workers := fs.Int("workers", runtime.NumCPU(), "squares decided at once, 1 to 1024 (default: one per CPU)")
	if code, ok := parseFlags(fs, args, stderr, usageSurvey); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return unexpectedArgument(stderr, fs)
	}
	if msg := (limits{timeout: timeout, workers: workers}).check(); msg != "" {
		return fail(stderr, exitUsage, "survey: %s", msg)
	}
	if msg := (limits{timeout: squareTimeout}).check(); msg != "" {
		return fail(stderr, exitUsage, "survey: %s", strings.Replace(msg, "-timeout", "-square-timeout", 1))
	}
	if (*boardFlag == "") == (*upto == "") {
		return fail(stderr, exitUsage, "survey: give -board WxH for one board or -upto WxH for every board up to that size")
	}
	name, value := "-board", *boardFlag
	if *upto != "" {
		name, value = "-upto", *upto
	}
	b, err := board.Parse(value)
	if err != nil {
		return fail(stderr, exitUsage, "survey: %s: %v", name, err)
	}
	if b.W > prove.MaxSurveySide || b.H > prove.MaxSurveySide {
		return fail(stderr, exitUsage, "survey: %s %v: survey takes boards up to %dx%d (knight prove -board %v -start SQ decides one square)", name, b, prove.MaxSurveySide, prove.MaxSurveySide, b)
	}
	if *format != "text" && *format != "svg" {
		return fail(stderr, exitUsage, "survey: -format %q: want text or svg", *format)
	}
	if *upto != "" && *format == "svg" {
		return fail(stderr, exitUsage, "survey: -format svg draws one board: use -board, or text or -json with -upto")
	}
	opt := prove.SurveyOptions{PerSquare: *squareTimeout, Workers: *workers}
	ctx, cancel := timeoutContext(*timeout)
	defer cancel()
	terminal := isTerminal(stderr)
	var surveys []prove.BoardSurvey
	if *upto != "" {
		var progress func(done, total int)
		if terminal {
			progress = func(done, total int) {
				fmt.Fprintf(stderr, "\rknight: survey: %d of %d boards", done, total)
			}
		}
		surveys, err = prove.SurveyRange(ctx, b, opt, progress)
		if terminal {
			fmt.Fprintln(stderr)
		}
	} else {
		if terminal {
			opt.Progress = func(done int) {
				if done%max(1, b.Size()/100) == 0 || done == b.Size() {
					fmt.Fprintf(stderr, "\rknight: survey: %d of %d squares", done, b.Size())
				}
			}
		}
		var squares []prove.SquareAnswer
		squares, err = prove.Survey(ctx, b, opt)
		if terminal {
			fmt.Fprintln(stderr)
		}
		surveys = []prove.BoardSurvey{{Board: b, Squares: squares}}
	}
	if err != nil {
		return fail(stderr, exitUsage, "%v", err)
	}
	w := bufio.NewWriter(stdout)
	switch {
	case *asJSON:
		for _, s := range surveys {
			if err = writeSurveyJSON(w, s.Board, s.Squares); err != nil {
				break
			}
		}
	case *upto != "":
		err = writeSurveyTable(w, b, surveys)
	case *format == "svg":
		err = writeSurveySVG(w, b, surveys[0].Squares)
	default:
		err = writeSurveyText(w, b, surveys[0].Squares)
	}
	if err != nil {
		return writeFailed(stderr, "survey", err)
	}
	for _, s := range surveys {
		for _, sq := range s.Squares {
			if sq.Answer.Status == board.Unknown {
				return exitUndecided
			}
		}
	}
	return exitYes
}

// writeSurveyTable writes one line per board of a range: how many starts
// have an open tour, and the count of each map letter.
func writeSurveyTable(w *bufio.Writer, upto board.Board, surveys []prove.BoardSurvey) error {
	fmt.Fprintf(w, "open tours by start square, every board up to %v\n", upto)
	for _, s := range surveys {
		counts := map[byte]int{}
		tours := 0
		for _, sq := range s.Squares {
			counts[mark(sq.Answer)]++
			if sq.Answer.Status == board.Found {
				tours++
			}
		}
		fmt.Fprintf(w, "%-7v tours from %d of %d squares:", s.Board, tours, s.Board.Size())
		for _, m := range []byte("hsPSE?") {
			if counts[m] > 0 {
				fmt.Fprintf(w, " %c=%d", m, counts[m])
			}
		}
		w.WriteByte('\n')
	}
	w.WriteString("\n" + surveyLegend)
	return w.Flush()
}

// writeSurveyJSON writes the survey document of package evidence, with
// the certificate of every start without a tour.
func writeSurveyJSON(w *bufio.Writer, b board.Board, squares []prove.SquareAnswer) error {
	return prove.SurveyDocument(b, squares).WriteJSON(w)
}

// surveyLegend says what the letters of the map mean.
const surveyLegend = draw.SurveyLegend

// mark is the map letter of one answer (see draw.Mark).
func mark(a prove.Answer) byte { return draw.Mark(a.Status, a.Method) }

func writeSurveyText(w *bufio.Writer, b board.Board, squares []prove.SquareAnswer) error {
	if err := draw.SurveyText(w, prove.SurveyDocument(b, squares)); err != nil {
		return err
	}
	return w.Flush()
}

func writeSurveySVG(w *bufio.Writer, b board.Board, squares []prove.SquareAnswer) error {
	if err := draw.Survey(w, prove.SurveyDocument(b, squares)); err != nil {
		return err
	}
	return w.Flush()
}
