package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/api"
	"github.com/knightcert/knight/internal/draw"
	"github.com/knightcert/knight/prove"
)

// cmdSurvey decides every start square of a board, or of every board up
// to a size.
func cmdSurvey(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("survey", flag.ContinueOnError)
	boardFlag := fs.String("board", "", "board `WxH`, at most "+strconv.Itoa(prove.MaxSurveySide)+"x"+strconv.Itoa(prove.MaxSurveySide))
	upto := fs.String("upto", "", "survey every board m x n with m <= W and n <= H, up to `WxH`")
	timeout := fs.Duration("timeout", 10*time.Minute, "time limit for the whole survey (0: no limit); squares not decided by then are unknown")
	squareTimeout := fs.Duration("square-timeout", 10*time.Second, "time limit for each square (0: no limit)")
	format := fs.String("format", "text", "map `format`: text or svg")
	asJSON := fs.Bool("json", false, "print one JSON document per board")
	tours := fs.Bool("tours", false, "with -json, give the tour of every start that has one (boards of at most "+strconv.Itoa(prove.MaxSurveyTourSquares)+" squares)")
	counts := fs.Bool("counts", false, "with -json, give the number of open tours from each square (boards of at most "+strconv.Itoa(api.MaxSurveyCountSquares)+" squares; larger boards get none)")
	var holesFlag, pieceFlag string
	registerShapeFlags(fs, &holesFlag, &pieceFlag)
	workers := newPerCPUFlag(fs, "workers", "`number` of squares decided at once, 1 to "+strconv.Itoa(prove.MaxWorkers)+" (default: one per CPU)")
	if code, ok := parseNoArgs(fs, args, stderr, usageSurvey); !ok {
		return code
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
	if *tours && !*asJSON {
		return fail(stderr, exitUsage, "survey: -tours gives the tours in the JSON documents: add -json")
	}
	if *counts && !*asJSON {
		return fail(stderr, exitUsage, "survey: -counts gives the counts in the JSON documents: add -json")
	}
	if *tours && b.Size() > prove.MaxSurveyTourSquares {
		return fail(stderr, exitUsage, "survey: -tours: %s %v has %d squares; a survey keeps its tours on boards of at most %d", name, b, b.Size(), prove.MaxSurveyTourSquares)
	}
	if holesFlag != "" && *upto != "" {
		return fail(stderr, exitUsage, "survey: -holes names squares of one board: use -board, not -upto")
	}
	opt := prove.SurveyOptions{PerSquare: *squareTimeout, Workers: *workers, Tours: *tours}
	if opt.Holes, opt.Piece, err = api.OptionalShape("-", b, holesFlag, pieceFlag); err != nil {
		return fail(stderr, exitUsage, "survey: %v", err)
	}
	shaped := !(board.Shape{Board: b, Holes: opt.Holes, Piece: opt.Piece}).Plain()
	if shaped && *format == "svg" {
		return fail(stderr, exitUsage, "survey: -format svg draws the knight's full board only: use text or -json with -holes or -piece")
	}
	if shaped && *counts {
		return fail(stderr, exitUsage, "survey: -counts counts the knight's tours of the full board only: drop it with -holes or -piece")
	}
	ctx, cancel := timeoutContext(*timeout)
	defer cancel()
	// An interrupt or a termination (SIGTERM, as kill and service
	// managers send) ends the survey as its time limit does: the squares
	// not decided are unknown, and what was done is printed.
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	if *upto != "" {
		return surveyRange(ctx, b, opt, *asJSON, *counts, stdout, stderr)
	}
	terminal := isTerminal(stderr)
	if terminal {
		opt.Progress = func(done int) {
			if done%max(1, b.Size()/100) == 0 || done == b.Size() {
				fmt.Fprintf(stderr, "\rknight: survey: %d of %d squares", done, b.Size())
			}
		}
	}
	squares, err := prove.Survey(ctx, b, opt)
	if terminal {
		fmt.Fprintln(stderr)
	}
	if err != nil {
		return fail(stderr, exitUsage, "%v", err)
	}
	w := bufio.NewWriter(stdout)
	switch {
	case *asJSON:
		err = writeSurveyJSON(ctx, w, b, squares, *counts)
	case *format == "svg":
		err = draw.Survey(w, prove.SurveyDocument(b, squares))
	default:
		err = draw.SurveyText(w, prove.SurveyDocument(b, squares))
	}
	if err == nil {
		err = w.Flush()
	}
	if err != nil {
		return writeFailed(stderr, "survey", err)
	}
	if undecided(squares) {
		return exitUndecided
	}
	return exitYes
}

// surveyRange surveys every board up to upto, printing each as soon as it
// is done (a JSON document, or a line of the table), so that memory is one
// board's and an interrupt or the time limit keeps every board done. Once
// the context ends, the board in progress is printed with its undecided
// squares and the survey stops there, saying which boards it left out.
func surveyRange(ctx context.Context, upto board.Board, opt prove.SurveyOptions, asJSON, counts bool, stdout, stderr io.Writer) int {
	terminal := isTerminal(stderr)
	total := int(upto.W) * int(upto.H)
	w := bufio.NewWriter(stdout)
	if !asJSON {
		fmt.Fprintf(w, "open tours by start square, every board up to %v\n", upto)
	}
	anyUndecided := false
	var writeErr error
	done, err := prove.SurveyRange(ctx, upto, opt, func(s prove.BoardSurvey) error {
		anyUndecided = anyUndecided || undecided(s.Squares)
		var err error
		if asJSON {
			err = writeSurveyJSON(ctx, w, s.Board, s.Squares, counts)
		} else {
			writeSurveyLine(w, s)
			err = w.Flush()
		}
		if terminal {
			fmt.Fprintf(stderr, "\rknight: survey: %v done", s.Board)
		}
		writeErr = err
		return err
	})
	if terminal {
		fmt.Fprintln(stderr)
	}
	switch {
	case writeErr != nil:
		return writeFailed(stderr, "survey", writeErr)
	case err != nil:
		return fail(stderr, exitUsage, "%v", err)
	}
	if !asJSON {
		w.WriteString("\n" + draw.SurveyLegend)
	}
	if err := w.Flush(); err != nil {
		return writeFailed(stderr, "survey", err)
	}
	if done < total {
		next := board.Board{W: int32(done/int(upto.H)) + 1, H: int32(done%int(upto.H)) + 1}
		return fail(stderr, exitUndecided, "survey: stopped (%v) after %d of %d boards; not surveyed: %v and every board after it", cause(ctx), done, total, next)
	}
	if anyUndecided {
		return exitUndecided
	}
	return exitYes
}

// cause names why ctx ended: the time limit or an interrupt.
func cause(ctx context.Context) string {
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return "the time limit"
	}
	return "interrupted"
}

func undecided(squares []prove.SquareAnswer) bool {
	for _, sq := range squares {
		if sq.Answer.Status == board.Unknown {
			return true
		}
	}
	return false
}

// writeSurveyLine writes the line of one board of a range: how many
// starts have an open tour, and the count of each map letter.
func writeSurveyLine(w *bufio.Writer, s prove.BoardSurvey) {
	counts := map[byte]int{}
	tours := 0
	for _, sq := range s.Squares {
		counts[draw.Mark(sq.Answer.Status, sq.Answer.Method)]++
		if sq.Answer.Status == board.Found {
			tours++
		}
	}
	fmt.Fprintf(w, "%-7v tours from %d of %d squares:", s.Board, tours, len(s.Squares))
	for _, m := range []byte("hsPSE?") {
		if counts[m] > 0 {
			fmt.Fprintf(w, " %c=%d", m, counts[m])
		}
	}
	w.WriteByte('\n')
}

// writeSurveyJSON writes the survey document of package evidence, with
// the certificate of every start without a tour and, with counts, the
// number of tours from each square when api.SurveyCounts counts them.
func writeSurveyJSON(ctx context.Context, w *bufio.Writer, b board.Board, squares []prove.SquareAnswer, counts bool) error {
	doc := prove.SurveyDocument(b, squares)
	if counts {
		doc.Counts = api.SurveyCounts(ctx, b)
	}
	return doc.WriteJSON(w)
}
