package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"iter"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/api"
	"github.com/knightcert/knight/internal/draw"
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/internal/grade"
	"github.com/knightcert/knight/internal/heuristic"
	"github.com/knightcert/knight/internal/recheck"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/prove"
	"github.com/knightcert/knight/verify"
)

// Content types of the API's answers.
const (
	jsonType = "application/json"
	svgType  = "image/svg+xml"
	textType = "text/plain; charset=utf-8"
	// jsonLinesType is one JSON document a line (verify's verdicts).
	jsonLinesType = "application/x-ndjson"
)

// endpoints are the API, each answering with the document its command
// prints with -json, written by the same library function.
var endpoints = []endpoint{
	{name: "verify", parse: verifyEndpoint, body: true},
	{name: "render", parse: renderEndpoint, body: true},
	{name: "tour", parse: tourEndpoint},
	{name: "prove", parse: proveEndpoint},
	{name: "blame", parse: blameEndpoint, body: true},
	{name: "survey", parse: surveyEndpoint, perSquare: true},
	{name: "puzzle/solve", parse: puzzleSolveEndpoint, body: true},
	{name: "puzzle/make", parse: puzzleMakeEndpoint},
	{name: "puzzle/hint", parse: puzzlePlayEndpoint("hint"), body: true},
	{name: "puzzle/blame", parse: puzzlePlayEndpoint("blame"), body: true},
}

// readOptions reads the parameters that say how to read a path, as
// knight verify's -read and -flip do, bounded by the body limit.
func readOptions(p *params, lim Limits) notation.ReadOptions {
	opt := notation.ReadOptions{MaxBytes: lim.MaxBody}
	var err error
	if opt.Format, err = notation.ParseFormat(p.str("read", "auto")); err != nil {
		p.fail(badRequest(fmt.Errorf("%s: read: %w", p.endpoint, err)))
	}
	opt.Flip = p.bool("flip")
	return opt
}

// problemSpec reads the parameters that pose a problem.
func problemSpec(p *params, defaultBoard, defaultStart string) api.ProblemSpec {
	return api.ProblemSpec{Closed: p.bool("closed"), Board: p.str("board", defaultBoard), Start: p.str("start", ""), End: p.str("end", ""),
		Prefix: p.str("prefix", ""), Holes: p.str("holes", ""), Piece: p.str("piece", ""), DefaultStart: defaultStart}
}

// verifyEndpoint is knight verify -json on the body: one JSON line a tour,
// each named by the name parameter (default "body"), graded by a
// problem's rules when preset names one (leetcode2596, cses1689, as
// -preset does; start gives CSES's start); a body of which
// nothing could be read is refused as the command would fail (400, or 413
// when too large). With certificate=true, knight verify -certificate on
// an answer document.
func verifyEndpoint(p *params, lim Limits) (work, error) {
	boardText, start, end, name := p.str("board", ""), p.str("start", ""), p.str("end", ""), p.str("name", "body")
	holesText, pieceText := p.str("holes", ""), p.str("piece", "")
	closed, cert, withPath := p.bool("closed"), p.bool("certificate"), p.bool("path")
	p.bool("json") // the answer is JSON anyway
	opt := readOptions(p, lim)
	first, partial, presetText := p.bool("first"), p.bool("skip-partial"), p.str("preset", "")
	if p.err != nil {
		return nil, p.err
	}
	preset, err := grade.ParsePreset(presetText)
	if err != nil {
		return nil, badRequest(fmt.Errorf("verify: preset: %w", err))
	}
	if cert {
		if boardText != "" || closed || start != "" || end != "" || holesText != "" || pieceText != "" || opt.Format != notation.Auto || opt.Flip || withPath || first || partial || preset != grade.NoPreset {
			return nil, badRequest(errors.New("verify: certificate takes no other parameters: the answer says what it claims"))
		}
		return recheckAnswer, nil
	}
	q, err := api.OptionalProblem("", boardText, start, end)
	if err != nil {
		return nil, badRequest(fmt.Errorf("verify: %w", err))
	}
	if err := checkSize(q.Board, lim.MaxSquares); err != nil {
		return nil, err
	}
	holes, piece, err := api.OptionalShape("", q.Board, holesText, pieceText)
	if err != nil {
		return nil, badRequest(fmt.Errorf("verify: %w", err))
	}
	req := grade.Request{Requirements: grade.Requirements{Board: q.Board, End: q.End, Closed: closed, Holes: holes, Piece: piece},
		Format: opt.Format, Flip: opt.Flip, MaxBytes: lim.MaxBody, MaxSquares: lim.MaxSquares, First: first, SkipPartial: partial, Preset: preset}
	req.Start, _ = q.Start()
	if err := req.Check(); err != nil {
		if preset != grade.NoPreset {
			return nil, badRequest(fmt.Errorf("verify: preset %s: %w", preset, err))
		}
		return nil, badRequest(fmt.Errorf("verify: %w", err))
	}
	return func(r *request, w *bufio.Writer) (string, error) {
		write := grade.WriteJSON
		if withPath {
			write = grade.WriteJSONPath
		}
		// The verdicts are written as they come, one a line, and
		// stop when the request's time runs out or the client goes;
		// only the first is held, for an input of which nothing
		// could be read is refused whole.
		if err := r.heavyRead(); err != nil {
			return "", err
		}
		r.stream(jsonLinesType)
		var first *grade.Verdict
		n := 0
		req := req
		req.Stop = r.ctx.Done()
		if testHookReading != nil {
			testHookReading()
		}
		err = grade.Each(name, bytes.NewReader(r.body), req, func(v grade.Verdict) error {
			// The first verdict, judged, is answered whatever the
			// time; after it, the time or the client's leaving stops.
			if err := r.ctx.Err(); err != nil && n > 0 {
				return outOfTime(fmt.Errorf("verify: stopped after %d verdicts: the request's time ran out or its client left (%w)", n, context.Cause(r.ctx)))
			}
			n++
			if n == 1 {
				first = &v
				return nil
			}
			if first != nil {
				if err := write(w, *first); err != nil {
					return err
				}
				first = nil
			}
			return write(w, v)
		})
		if errors.Is(err, notation.ErrStopped) {
			return "", stoppedReading(r.ctx, "verify", err)
		}
		if err != nil {
			return "", err
		}
		if v := first; n == 1 && v.Status == grade.Unreadable {
			err := fmt.Errorf("%s%w", api.Positioned(name, v.Fault), v.Fault)
			switch {
			case errors.Is(v.Fault, notation.ErrTooLarge):
				return "", tooLarge(err)
			case errors.Is(v.Fault, notation.ErrNoBoard):
				return "", badRequest(fmt.Errorf("%w; give board=WxH", err))
			}
			return "", badRequest(err)
		}
		if first != nil {
			if err := write(w, *first); err != nil {
				return "", err
			}
		}
		return jsonLinesType, nil
	}, nil
}

// testHookReading, when set (by tests), is called as verify or a puzzle
// endpoint begins to read its body, holding a worker when the body needs
// one.
var testHookReading func()

// readFailure is the HTTP error of a verdict whose input could not be read:
// 413 when it is too large, 400 otherwise; nil when it was read, or when
// it reads as a grid numbering two squares alike, which is a verdict.
func readFailure(v api.PathVerdict) error {
	switch {
	case v.Status() != notation.Unreadable:
		return nil
	case errors.Is(v.ReadErr, notation.ErrTooLarge) || errors.Is(v.ReadErr, api.ErrTooLarge):
		return tooLarge(v.ReadErr)
	}
	return badRequest(v.ReadErr)
}

// recheckAnswer re-checks an answer document as knight verify
// -certificate does, after refusing any board in it larger than the
// server's exact limit ([boardsIn]): whatever its kind (a tour's answer,
// a puzzle's answer or verdict, a survey, a stream of them), whatever
// precedes it.
func recheckAnswer(q *request, w *bufio.Writer) (string, error) {
	for b := range boardsIn(q.body) {
		if err := checkSize(b, q.lim.MaxExactSquares); err != nil {
			return "", err
		}
	}
	if err := q.compute(); err != nil {
		return "", err
	}
	// The re-check ends at the request's timeout, or when the client goes
	// away.
	rep, err := api.Recheck(q.ctx, "body", bytes.NewReader(q.body), q.timeout)
	status := "valid"
	var lines []string
	switch {
	case err == nil:
		lines = api.ReportLines(rep)
	case errors.Is(err, recheck.ErrUndecided):
		status = "unknown"
	case errors.Is(err, api.ErrClaimFails):
		status = "invalid"
	default:
		return "", badRequest(err)
	}
	var member string
	var line, col int
	if err != nil {
		msg := err.Error()
		// A refusal of one member is placed where the member is written,
		// as knight verify -certificate places it.
		var me *verify.MemberError
		if errors.As(err, &me) {
			if l, c, ok := evidence.MemberAt(q.body, me.Member); ok {
				member, line, col = me.Member, l, c
				msg = fmt.Sprintf("body:%d:%d: member %q: %s", l, c, member, strings.TrimPrefix(msg, "body: "))
			}
		}
		lines = []string{msg}
	}
	d := evidence.NewObjectWriter(w)
	d.Field("status", status)
	d.Field("message", strings.Join(lines, "\n"))
	if member != "" {
		d.Field("member", member)
		d.Field("line", line)
		d.Field("col", col)
	}
	return jsonType, d.End()
}

// boardsIn yields every board a JSON text names: the string value of
// every member called "board" (in any case), at any depth, in every
// document of a stream, after a byte-order mark if there is one. It
// reads as far as the text is JSON; what it cannot read, the re-check
// refuses.
func boardsIn(body []byte) iter.Seq[board.Board] {
	return func(yield func(board.Board) bool) {
		dec := json.NewDecoder(bytes.NewReader(bytes.TrimPrefix(body, []byte("\uFEFF"))))
		// inObject[i]: the i-th open value is an object; key: the next
		// string of the innermost object is a member's name.
		var inObject []bool
		key, boardNext := false, false
		for {
			tok, err := dec.Token()
			if err != nil {
				return
			}
			value := true // tok is a value (not a name, not a closing)
			switch t := tok.(type) {
			case json.Delim:
				switch t {
				case '{':
					inObject = append(inObject, true)
				case '[':
					inObject = append(inObject, false)
				default:
					inObject = inObject[:len(inObject)-1]
					value = false
				}
			case string:
				if key {
					boardNext = strings.EqualFold(t, "board")
					key = false
					continue
				}
				if boardNext {
					if b, err := board.Parse(t); err == nil && !yield(b) {
						return
					}
				}
			}
			if value {
				boardNext = false
			}
			// After a value (or a closing) inside an object, a name comes
			// next; an object just opened starts with one.
			key = len(inObject) > 0 && inObject[len(inObject)-1]
			if d, ok := tok.(json.Delim); ok && d == '[' {
				key = false
			}
		}
	}
}

// renderEndpoint is knight render on the body: the SVG picture (or, with
// format=text, the numbered grid) of a knight's path; with json=true, or
// when the body is not a knight's path, the verdict document.
func renderEndpoint(p *params, lim Limits) (work, error) {
	boardText, format := p.str("board", ""), p.str("format", "svg")
	holesText, pieceText := p.str("holes", ""), p.str("piece", "")
	asJSON := p.bool("json")
	opt := readOptions(p, lim)
	if p.err != nil {
		return nil, p.err
	}
	if format != "text" && format != "svg" {
		return nil, badRequest(fmt.Errorf("render: format %q: want text or svg", format))
	}
	q, err := api.OptionalProblem("", boardText, "", "")
	if err == nil {
		q.Holes, q.Piece, err = api.OptionalShape("", q.Board, holesText, pieceText)
	}
	if err != nil {
		return nil, badRequest(fmt.Errorf("render: %w", err))
	}
	if err := checkSize(q.Board, lim.MaxSquares); err != nil {
		return nil, err
	}
	if format == "svg" && q.Board != (board.Board{}) {
		if err := draw.TooLarge(q.Board); err != nil {
			return nil, tooLarge(fmt.Errorf("render: board %w; use format=text", err))
		}
	}
	return func(r *request, w *bufio.Writer) (string, error) {
		req := api.PathRequest{Name: "body", Problem: q, Read: opt, MaxSquares: lim.MaxSquares}
		req.Read.Stop = r.ctx.Done()
		// With json=true, a verdict a path, one a line, as knight
		// render -json prints them, written as they come and stopped
		// when the request's time runs out or the client goes; the
		// first is held until a second says the answer is a stream.
		// Without, one picture: the first path, and the lines of the
		// others for the refusal.
		if err := r.heavyRead(); err != nil {
			return "", err
		}
		if asJSON {
			r.stream(jsonLinesType)
		}
		var first *api.PathVerdict
		var starts []int
		n := 0
		writeVerdict := func(v api.PathVerdict) error {
			picture, err := api.Picture(v, format)
			if err != nil {
				v.ReadErr = fmt.Errorf("render: %w; use format=text", err)
			}
			return api.WritePathVerdict(w, v, picture)
		}
		err = api.JudgeEach(bytes.NewReader(r.body), req, func(v api.PathVerdict) error {
			if err := r.ctx.Err(); err != nil && n > 0 {
				return outOfTime(fmt.Errorf("render: stopped after %d paths: the request's time ran out or its client left (%w)", n, context.Cause(r.ctx)))
			}
			n++
			if len(starts) < 6 {
				starts = append(starts, v.Line)
			}
			switch {
			case n == 1:
				first = &v
				return nil
			case !asJSON:
				return nil // counted for the refusal
			case first != nil:
				if err := writeVerdict(*first); err != nil {
					return err
				}
				first = nil
			}
			return writeVerdict(v)
		})
		if err != nil {
			return "", err
		}
		if n == 0 {
			return "", badRequest(errors.New("render: body: no path"))
		}
		if n > 1 {
			if !asJSON {
				return "", badRequest(api.OnlyOneAt("body", n, starts, "render draws one picture: give one, or ask json=true for a verdict each"))
			}
			return jsonLinesType, nil
		}
		vs := []api.PathVerdict{*first}
		v := vs[0]
		if errors.Is(v.ReadErr, notation.ErrStopped) {
			return "", stoppedReading(r.ctx, "render", v.ReadErr)
		}
		if err := readFailure(v); err != nil {
			return "", err
		}
		picture, err := api.Picture(v, format)
		if errors.Is(err, draw.ErrTooLarge) {
			return "", tooLarge(fmt.Errorf("render: %w; use format=text", err))
		}
		if err != nil {
			return "", err
		}
		if asJSON || v.Status() != notation.Valid {
			return jsonType, api.WritePathVerdict(w, v, picture)
		}
		w.WriteString(picture)
		if format == "text" {
			return textType, nil
		}
		return svgType, nil
	}, nil
}

// tourEndpoint is knight tour -json.
func tourEndpoint(p *params, lim Limits) (work, error) {
	spec := problemSpec(p, "8x8", "a1")
	seed, budget := p.seed(), p.int64("budget", 0)
	ruleText := p.str("rule", heuristic.Roth.String())
	p.bool("json")
	if p.err != nil {
		return nil, p.err
	}
	q, err := spec.Problem("")
	if err != nil {
		return nil, badRequest(fmt.Errorf("tour: %w", err))
	}
	if err := checkSize(q.Board, lim.MaxSquares); err != nil {
		return nil, err
	}
	rule, err := heuristic.ParseRule(ruleText)
	if err != nil {
		return nil, badRequest(fmt.Errorf("tour: rule: %w", err))
	}
	if budget < 0 || budget > prove.MaxBudget {
		return nil, badRequest(fmt.Errorf("tour: budget %d: want 0 (the default) up to %d nodes", budget, int64(prove.MaxBudget)))
	}
	opt := prove.Options{Method: evidence.Heuristic, Rule: rule, Seed: int64(seed), Budget: budget}
	return func(r *request, w *bufio.Writer) (string, error) {
		if err := r.compute(); err != nil {
			return "", err
		}
		res, err := prove.Tour(r.ctx, q, opt)
		if err != nil {
			return "", badRequest(fmt.Errorf("tour: %w", err))
		}
		return jsonType, api.WriteTour(w, q, res)
	}, nil
}

// proveEndpoint is knight prove -json.
func proveEndpoint(p *params, lim Limits) (work, error) {
	spec := problemSpec(p, "", "")
	method, budget := p.str("method", "auto"), p.int64("budget", 0)
	encoding, maxSquares := p.str("encoding", ""), p.int64("max-squares", 0)
	p.bool("json")
	if p.err != nil {
		return nil, p.err
	}
	q, err := spec.Problem("")
	if err != nil {
		return nil, badRequest(fmt.Errorf("prove: %w", err))
	}
	if err := checkSize(q.Board, lim.MaxExactSquares); err != nil {
		return nil, err
	}
	m, err := prove.ParseMethod(method)
	if err != nil {
		return nil, badRequest(fmt.Errorf("prove: method: %w", err))
	}
	if _, err := encode.ParseEncoding(encoding); err != nil {
		return nil, badRequest(fmt.Errorf("prove: encoding: %w", err))
	}
	switch {
	case budget < 0 || budget > prove.MaxBudget:
		return nil, badRequest(fmt.Errorf("prove: budget %d: want 0 (the default) up to %d nodes", budget, int64(prove.MaxBudget)))
	case maxSquares < 0 || maxSquares > int64(lim.MaxExactSquares):
		return nil, badRequest(fmt.Errorf("prove: max-squares %d: want 0 to the server's limit, %d", maxSquares, lim.MaxExactSquares))
	}
	opt := prove.Options{Method: m, Budget: budget, Encoding: encoding, MaxSATSquares: int(maxSquares)}
	return func(r *request, w *bufio.Writer) (string, error) {
		if err := r.compute(); err != nil {
			return "", err
		}
		a, err := prove.Tour(r.ctx, q, opt)
		if err != nil {
			return "", badRequest(fmt.Errorf("prove: %w", err))
		}
		return jsonType, a.Document().WriteJSON(w)
	}, nil
}

// blameEndpoint is knight blame -json on the path in the body.
func blameEndpoint(p *params, lim Limits) (work, error) {
	boardText := p.str("board", "")
	noHints, noProof, closed := p.bool("no-hints"), p.bool("no-proof"), p.bool("closed")
	p.bool("json")
	opt := readOptions(p, lim)
	holesText, pieceText := p.str("holes", ""), p.str("piece", "")
	if p.err != nil {
		return nil, p.err
	}
	var b board.Board
	if boardText != "" {
		var err error
		if b, err = board.Parse(boardText); err != nil {
			return nil, badRequest(fmt.Errorf("blame: board: %w", err))
		}
		if err := checkSize(b, lim.MaxExactSquares); err != nil {
			return nil, err
		}
	}
	holes, piece, err := api.OptionalShape("", b, holesText, pieceText)
	if err != nil {
		return nil, badRequest(fmt.Errorf("blame: %w", err))
	}
	blame := prove.BlameOptions{NoHints: noHints, NoProofSearch: noProof, Closed: closed, Holes: holes, Piece: piece}
	return func(r *request, w *bufio.Writer) (string, error) {
		opt.Board = b
		doc, err := r.readPath(opt, board.Shape{Board: b, Holes: holes, Piece: piece}, lim.MaxExactSquares, "blame judges one game")
		if err != nil {
			return "", err
		}
		if err := r.compute(); err != nil {
			return "", err
		}
		bo := blame
		bo.Closed = bo.Closed || doc.Closed // a document that says it is closed
		v, err := prove.Blame(r.ctx, doc.Board, doc.Path, bo)
		if err != nil {
			return "", badRequest(fmt.Errorf("blame: %w", err))
		}
		return jsonType, v.Document().WriteJSON(w)
	}, nil
}

// surveyEndpoint is knight survey -json (or format=svg, the map): board
// for one board, upto for every board m x n up to it, one document per
// board. Its timeout bounds each square, the server's limit the whole
// survey. With counts=true (knight survey -counts), a JSON survey of a board of at most
// api.MaxSurveyCountSquares squares gains "counts", the number of open
// tours from each square (knight count -by-start), when they were counted
// within the request's time.
func surveyEndpoint(p *params, lim Limits) (work, error) {
	boardText, uptoText, format := p.str("board", ""), p.str("upto", ""), p.str("format", "")
	holesText, pieceText := p.str("holes", ""), p.str("piece", "")
	asJSON, withCounts, workerCount := p.bool("json"), p.bool("counts"), p.int64("workers", 0)
	if p.err != nil {
		return nil, p.err
	}
	if (boardText == "") == (uptoText == "") {
		return nil, badRequest(errors.New("survey: give board=WxH for one board or upto=WxH for every board up to that size"))
	}
	name, text := "board", boardText
	if uptoText != "" {
		name, text = "upto", uptoText
	}
	b, err := board.Parse(text)
	if err != nil {
		return nil, badRequest(fmt.Errorf("survey: %s: %w", name, err))
	}
	if err := checkSize(b, lim.MaxExactSquares); err != nil {
		return nil, err
	}
	switch {
	case format != "" && format != "text" && format != "svg":
		return nil, badRequest(fmt.Errorf("survey: format %q: want text or svg (JSON when absent)", format))
	case withCounts && format != "" && !asJSON:
		return nil, badRequest(errors.New("survey: counts are a member of the JSON survey: drop format, or add json=true"))
	case uptoText != "" && format != "":
		return nil, badRequest(errors.New("survey: upto answers JSON, one document per board; format draws one board: use board"))
	case workerCount < 0 || workerCount > int64(workers()):
		return nil, badRequest(fmt.Errorf("survey: workers %d: want 0 (one per CPU) to %d", workerCount, workers()))
	case holesText != "" && uptoText != "":
		return nil, badRequest(errors.New("survey: holes names squares of one board: use board, not upto"))
	}
	holes, piece, err := api.OptionalShape("", b, holesText, pieceText)
	if err != nil {
		return nil, badRequest(fmt.Errorf("survey: %w", err))
	}
	shaped := !(board.Shape{Board: b, Holes: holes, Piece: piece}).Plain()
	switch {
	case shaped && format == "svg":
		return nil, badRequest(errors.New("survey: format svg draws the knight's full board only: use text or JSON with holes or piece"))
	case shaped && withCounts:
		return nil, badRequest(errors.New("survey: counts counts the knight's tours of the full board only: drop it with holes or piece"))
	}
	return func(r *request, w *bufio.Writer) (string, error) {
		if err := r.compute(); err != nil {
			return "", err
		}
		opt := prove.SurveyOptions{PerSquare: r.timeout, Workers: int(workerCount), Holes: holes, Piece: piece}
		if uptoText != "" {
			_, err := prove.SurveyRange(r.ctx, b, opt, func(s prove.BoardSurvey) error {
				doc := prove.SurveyDocument(s.Board, s.Squares)
				if withCounts {
					doc.Counts = api.SurveyCounts(r.ctx, s.Board)
				}
				return doc.WriteJSON(w)
			})
			if err != nil {
				return "", badRequest(fmt.Errorf("survey: %w", err))
			}
			return jsonType, nil
		}
		squares, err := prove.Survey(r.ctx, b, opt)
		if err != nil {
			return "", badRequest(fmt.Errorf("survey: %w", err))
		}
		doc := prove.SurveyDocument(b, squares)
		if withCounts {
			doc.Counts = api.SurveyCounts(r.ctx, b)
		}
		switch {
		case asJSON || format == "":
			return jsonType, doc.WriteJSON(w)
		case format == "svg":
			return svgType, draw.Survey(w, doc)
		}
		return textType, draw.SurveyText(w, doc)
	}, nil
}
