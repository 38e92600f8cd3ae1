package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/heuristic"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/prove"
)

// Content types of the API's answers.
const (
	jsonType = "application/json"
	svgType  = "image/svg+xml"
	textType = "text/plain; charset=utf-8"
)

// endpoints are the API, each answering with the document its command
// prints with -json, written by the same function.
var endpoints = []endpoint{
	{name: "verify", setup: verifyEndpoint},
	{name: "render", setup: renderEndpoint},
	{name: "tour", setup: tourEndpoint},
	{name: "prove", setup: proveEndpoint},
	{name: "blame", setup: blameEndpoint},
	{name: "survey", setup: surveyEndpoint, perSquare: true},
}

type work = func(q *request, w *bufio.Writer) (string, error)

// verifyEndpoint is knight verify -json on the body; with certificate=true,
// knight verify -certificate on an answer document.
func verifyEndpoint(fs *flag.FlagSet, lim serveLimits) work {
	boardFlag := fs.String("board", "", "")
	closed := fs.Bool("closed", false, "")
	start := fs.String("start", "", "")
	end := fs.String("end", "", "")
	cert := fs.Bool("certificate", false, "")
	fs.Bool("json", true, "")
	return func(q *request, w *bufio.Writer) (string, error) {
		if *cert {
			if *boardFlag != "" || *closed || *start != "" || *end != "" {
				return "", badRequest(errors.New("verify: certificate takes no other parameters: the answer says what it claims"))
			}
			return recheckAnswer(q, w)
		}
		pq, err := optionalProblem(*boardFlag, *start, *end)
		if err != nil {
			return "", badRequest(fmt.Errorf("verify: %w", err))
		}
		if err := checkSize(pq.Board, lim.MaxSquares); err != nil {
			return "", err
		}
		v := judgePath("body", q.body, pq, *closed, true, notation.ReadOptions{MaxBytes: lim.MaxBody}, lim.MaxSquares)
		if err := readFailure(v); err != nil {
			return "", err
		}
		return jsonType, writePathVerdictJSON(w, v, "")
	}
}

// readFailure is the HTTP error of a verdict whose input could not be read:
// 413 when it is too large, 400 otherwise; nil when it was read, or when
// it reads as a grid numbering two squares alike, which is a verdict.
func readFailure(v pathVerdict) error {
	switch {
	case v.ReadErr == nil || v.code() == exitNo:
		return nil
	case errors.Is(v.ReadErr, notation.ErrTooLarge) || errors.Is(v.ReadErr, errTooLarge):
		return tooLarge(v.ReadErr)
	}
	return badRequest(v.ReadErr)
}

// recheckAnswer re-checks a "none" answer document as knight verify
// -certificate does, after refusing a board larger than the server's exact
// limit. The document is decoded for its board as the re-check decodes it,
// so that both read the same board.
func recheckAnswer(q *request, w *bufio.Writer) (string, error) {
	data, err := io.ReadAll(q.body)
	if err != nil {
		return "", err
	}
	var head struct{ Board string }
	if err := json.Unmarshal(data, &head); err == nil {
		if b, err := board.Parse(head.Board); err == nil {
			if err := checkSize(b, q.lim.MaxExactSquares); err != nil {
				return "", err
			}
		}
	}
	free, err := q.compute()
	if err != nil {
		return "", err
	}
	defer free()
	var stdout, stderr strings.Builder
	// The re-check ends at the request's timeout, or when the client goes
	// away.
	code := checkCertificate(q.ctx, "-", bytes.NewReader(data), &stdout, &stderr, q.timeout)
	message := strings.TrimSpace(stdout.String() + strings.TrimPrefix(stderr.String(), "knight: "))
	status := "valid"
	switch code {
	case exitUsage:
		return "", badRequest(errors.New(message))
	case exitNo:
		status = "invalid"
	case exitUndecided:
		status = "unknown"
	}
	d := evidence.NewObjectWriter(w)
	d.Field("status", status)
	d.Field("message", message)
	return jsonType, d.End()
}

// renderEndpoint is knight render on the body: the SVG picture (or, with
// format=text, the numbered grid) of a knight's path; with json=true, or
// when the body is not a knight's path, the verdict document.
func renderEndpoint(fs *flag.FlagSet, lim serveLimits) work {
	boardFlag := fs.String("board", "", "")
	format := fs.String("format", "svg", "")
	asJSON := fs.Bool("json", false, "")
	return func(q *request, w *bufio.Writer) (string, error) {
		if *format != "text" && *format != "svg" {
			return "", badRequest(fmt.Errorf("render: format %q: want text or svg", *format))
		}
		pq, err := optionalProblem(*boardFlag, "", "")
		if err != nil {
			return "", badRequest(fmt.Errorf("render: %w", err))
		}
		if err := checkSize(pq.Board, lim.MaxSquares); err != nil {
			return "", err
		}
		v := judgePath("body", q.body, pq, false, false, notation.ReadOptions{MaxBytes: lim.MaxBody}, lim.MaxSquares)
		if err := readFailure(v); err != nil {
			return "", err
		}
		picture, err := drawPicture(v, *format)
		if err != nil {
			return "", badRequest(err)
		}
		if *asJSON || v.code() != exitYes {
			return jsonType, writePathVerdictJSON(w, v, picture)
		}
		w.WriteString(picture)
		if *format == "text" {
			return textType, nil
		}
		return svgType, nil
	}
}

// noBody refuses a body where the problem comes from the query alone, so
// that nothing a client sent is ignored.
func noBody(q *request, name string) error {
	var one [1]byte
	if n, _ := q.body.Read(one[:]); n > 0 {
		return badRequest(fmt.Errorf("%s: the problem is given by the query parameters; the body must be empty", name))
	}
	return nil
}

// tourEndpoint is knight tour -json.
func tourEndpoint(fs *flag.FlagSet, lim serveLimits) work {
	pf := problemFlags{board: "8x8"}
	pf.register(fs, "a1")
	seed := fs.Int64("seed", 1, "")
	budget := fs.Int64("budget", 0, "")
	ruleFlag := fs.String("rule", heuristic.Roth.String(), "")
	fs.Bool("json", true, "")
	return func(q *request, w *bufio.Writer) (string, error) {
		pq, err := pf.problem()
		if err != nil {
			return "", badRequest(fmt.Errorf("tour: %w", err))
		}
		if err := checkSize(pq.Board, lim.MaxSquares); err != nil {
			return "", err
		}
		rule, err := heuristic.ParseRule(*ruleFlag)
		if err != nil {
			return "", badRequest(fmt.Errorf("tour: rule: %w", err))
		}
		if *budget < 0 {
			return "", badRequest(fmt.Errorf("tour: budget %d: want 0 (the default) or more", *budget))
		}
		if err := noBody(q, "tour"); err != nil {
			return "", err
		}
		free, err := q.compute()
		if err != nil {
			return "", err
		}
		defer free()
		res, err := prove.Tour(q.ctx, pq, prove.Options{Method: prove.Heuristic, Rule: rule, Seed: *seed, Budget: *budget})
		if err != nil {
			return "", badRequest(fmt.Errorf("tour: %w", err))
		}
		return jsonType, writeTourJSON(w, pq, res)
	}
}

// proveEndpoint is knight prove -json.
func proveEndpoint(fs *flag.FlagSet, lim serveLimits) work {
	var pf problemFlags
	pf.register(fs, "")
	method := fs.String("method", "auto", "")
	budget := fs.Int64("budget", 0, "")
	encoding := fs.String("encoding", "", "")
	maxSquares := fs.Int("max-squares", 0, "")
	fs.Bool("json", true, "")
	return func(q *request, w *bufio.Writer) (string, error) {
		pq, err := pf.problem()
		if err != nil {
			return "", badRequest(fmt.Errorf("prove: %w", err))
		}
		if err := checkSize(pq.Board, lim.MaxExactSquares); err != nil {
			return "", err
		}
		m, err := prove.ParseMethod(*method)
		if err != nil {
			return "", badRequest(fmt.Errorf("prove: method: %w", err))
		}
		switch {
		case *budget < 0:
			return "", badRequest(fmt.Errorf("prove: budget %d: want 0 (the default) or more", *budget))
		case *maxSquares < 0 || *maxSquares > lim.MaxExactSquares:
			return "", badRequest(fmt.Errorf("prove: max-squares %d: want 0 to the server's limit, %d", *maxSquares, lim.MaxExactSquares))
		}
		if err := noBody(q, "prove"); err != nil {
			return "", err
		}
		free, err := q.compute()
		if err != nil {
			return "", err
		}
		defer free()
		a, err := prove.Tour(q.ctx, pq, prove.Options{Method: m, Budget: *budget, Encoding: *encoding, MaxSATSquares: *maxSquares})
		if err != nil {
			return "", badRequest(fmt.Errorf("prove: %w", err))
		}
		return jsonType, writeAnswerJSON(w, a)
	}
}

// blameEndpoint is knight blame -json on the path in the body.
func blameEndpoint(fs *flag.FlagSet, lim serveLimits) work {
	boardFlag := fs.String("board", "", "")
	noHints := fs.Bool("no-hints", false, "")
	noProof := fs.Bool("no-proof", false, "")
	fs.Bool("json", true, "")
	return func(q *request, w *bufio.Writer) (string, error) {
		var b board.Board
		if *boardFlag != "" {
			var err error
			if b, err = board.Parse(*boardFlag); err != nil {
				return "", badRequest(fmt.Errorf("blame: board: %w", err))
			}
			if err := checkSize(b, lim.MaxExactSquares); err != nil {
				return "", err
			}
		}
		doc, err := q.readPath(b, lim.MaxExactSquares)
		if err != nil {
			return "", err
		}
		free, err := q.compute()
		if err != nil {
			return "", err
		}
		defer free()
		v, err := prove.Blame(q.ctx, doc.Board, doc.Path, prove.BlameOptions{NoHints: *noHints, NoProofSearch: *noProof})
		if err != nil {
			return "", badRequest(fmt.Errorf("blame: %w", err))
		}
		return jsonType, writeVerdictJSON(w, v)
	}
}

// surveyEndpoint is knight survey -json (or format=svg, the map); its
// timeout bounds each square, the server's limit the whole survey.
func surveyEndpoint(fs *flag.FlagSet, lim serveLimits) work {
	boardFlag := fs.String("board", "", "")
	format := fs.String("format", "", "")
	asJSON := fs.Bool("json", false, "")
	workerFlag := fs.Int("workers", 0, "")
	return func(q *request, w *bufio.Writer) (string, error) {
		if *boardFlag == "" {
			return "", badRequest(errors.New("survey: board is required"))
		}
		b, err := board.Parse(*boardFlag)
		if err != nil {
			return "", badRequest(fmt.Errorf("survey: board: %w", err))
		}
		if err := checkSize(b, lim.MaxExactSquares); err != nil {
			return "", err
		}
		switch {
		case *format != "" && *format != "text" && *format != "svg":
			return "", badRequest(fmt.Errorf("survey: format %q: want text or svg (JSON when absent)", *format))
		case *workerFlag < 0 || *workerFlag > workers():
			return "", badRequest(fmt.Errorf("survey: workers %d: want 0 (one per CPU) to %d", *workerFlag, workers()))
		}
		if err := noBody(q, "survey"); err != nil {
			return "", err
		}
		free, err := q.compute()
		if err != nil {
			return "", err
		}
		defer free()
		squares, err := prove.Survey(q.ctx, b, prove.SurveyOptions{PerSquare: q.timeout, Workers: *workerFlag})
		if err != nil {
			return "", badRequest(fmt.Errorf("survey: %w", err))
		}
		switch {
		case *asJSON || *format == "":
		case *format == "svg":
			return svgType, writeSurveySVG(w, b, squares)
		default:
			return textType, writeSurveyText(w, b, squares)
		}
		return jsonType, writeSurveyJSON(w, b, squares)
	}
}
