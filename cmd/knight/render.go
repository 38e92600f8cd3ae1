package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/api"
	"github.com/knightcert/knight/internal/draw"
	"github.com/knightcert/knight/notation"
)

// svgInputLimit is the most input render -format svg reads: what a path on
// the largest board it draws needs (notation.ReadPath's allowance). A larger
// input is refused once this much is read, not after reading it all.
const svgInputLimit = int64(draw.MaxSide*draw.MaxSide)*notation.BytesPerSquare + 64<<10

// cmdRender draws a tour or partial path as a numbered grid or an SVG
// picture: exit 0 drawn, 1 not a path, 2 usage error or unreadable input.
func cmdRender(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("render", flag.ContinueOnError)
	var (
		boardFlag = fs.String("board", "", "board `WxH` (square lists without it: the smallest board that holds their squares)")
		format    = fs.String("format", "text", "picture: text (numbered grid) or svg")
		asJSON    = fs.Bool("json", false, "print the verdict and the picture as one JSON document")
	)
	var rf readFlags
	rf.register(fs)
	if code, ok := parseFlags(fs, args, stderr, usageRender); !ok {
		return code
	}
	if *format != "text" && *format != "svg" {
		return fail(stderr, exitUsage, "render: -format %q: want text or svg", *format)
	}
	q, err := api.OptionalProblem("-", *boardFlag, "", "")
	if err == nil {
		q.Holes, q.Piece, err = api.OptionalShape("-", q.Board, rf.holes, rf.piece)
	}
	if err != nil {
		return fail(stderr, exitUsage, "render: %v", err)
	}
	opt := rf.options(q.Board)
	if *format == "svg" {
		// The limits hold before anything is read.
		if q.Board != (board.Board{}) {
			if err := draw.TooLarge(q.Board); err != nil {
				return fail(stderr, exitUsage, "render: -board %v; use -format text", err)
			}
		}
		opt.MaxBytes = svgInputLimit
	}
	if *asJSON {
		return verdictJSON(fs, stdin, q, rf, opt, *format, stdout, stderr)
	}
	stdin, code, drawn := renderDocument(fs, *format, stdin, stdout, stderr)
	if drawn {
		return code
	}
	if err := rf.check(); err != nil {
		return fail(stderr, exitUsage, "render: %v", err)
	}
	name, r, done, err := openInput(fs, stdin)
	if err != nil {
		return fail(stderr, exitUsage, "render: %v", err)
	}
	defer done()
	req := pathRequest(name, q.Board, rf)
	req.Problem, req.Read = q, opt
	vs := api.JudgeAll(r, req)
	if len(vs) > 1 && *format == "svg" {
		return fail(stderr, exitUsage, "render: %v", api.OnlyOne(name, vs, "-format svg draws one picture: give one, or use -format text, which draws each"))
	}
	return drawPaths(vs, name, *format, stdout, stderr)
}

// drawPaths draws each valid path of vs in format (text or svg; several
// only in text, each after a line naming where it begins) and says on
// stderr why each other is not drawn. The exit code is the worst: 2 when
// any is unreadable, else 1 when any is not a knight's path, else 0.
func drawPaths(vs []api.PathVerdict, name, format string, stdout, stderr io.Writer) int {
	code, drawn := exitYes, 0
	for i, v := range vs {
		where := ""
		if len(vs) > 1 {
			where = fmt.Sprintf("%s:%d: ", name, v.Line)
		}
		if v.Status() != notation.Valid {
			svgHint(&v, format)
			code = max(code, pathFault(v, where, stderr))
			continue
		}
		if len(vs) > 1 {
			if drawn > 0 {
				fmt.Fprintln(stdout)
			}
			// Words only around the numbers, so that verify reads the
			// drawing back as these tours (the reading is verify's to say).
			fmt.Fprintf(stdout, "%s, tour %d of %d, from line %d: %s\n", name, i+1, len(vs), v.Line, v.Kind())
		}
		drawn++
		var err error
		if format == "text" {
			err = notation.WriteGrid(stdout, v.Shape(), v.Path)
		} else {
			err = draw.Tour(stdout, v.Shape(), v.Path)
		}
		switch {
		case errors.Is(err, draw.ErrTooLarge):
			return fail(stderr, exitUsage, "render: %v; use -format text", err)
		case err != nil:
			return fail(stderr, exitUsage, "render: %v", err)
		}
	}
	return code
}

// renderDocument draws the input when it is an answer or verdict document
// of package evidence without a tour, and says so with done. Otherwise (a
// path, a tour, knight tour -json's document, an answer with a tour, which
// the path reader draws) it returns the input again for the path reader,
// stdin replaced by what was read of it.
func renderDocument(fs *flag.FlagSet, format string, stdin io.Reader, stdout, stderr io.Writer) (rest io.Reader, code int, done bool) {
	name, in := "stdin", stdin
	if fs.NArg() == 1 && fs.Arg(0) != "-" {
		// A file is read here and, if it is no document, opened again by
		// the path reader.
		f, err := os.Open(fs.Arg(0))
		if err != nil {
			return stdin, 0, false
		}
		defer f.Close()
		name, in = fs.Arg(0), f
	}
	limit := evidence.DefaultLimits.MaxBytes
	if format == "svg" {
		limit = min(limit, svgInputLimit)
	}
	data, err := io.ReadAll(io.LimitReader(in, limit+1))
	rest = stdin
	if name == "stdin" {
		rest = io.MultiReader(bytes.NewReader(data), stdin)
	}
	switch {
	case format == "svg" && int64(len(data)) > limit:
		return rest, fail(stderr, exitUsage, "render: %s: longer than %d bytes, more than a path on %s board needs: -format svg draws boards up to %d files and ranks; use -format text",
			name, limit, board.A(fmt.Sprintf("%dx%d", draw.MaxSide, draw.MaxSide)), draw.MaxSide), true
	case err != nil || int64(len(data)) > limit:
		return rest, 0, false
	}
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) == 0 || trimmed[0] != '{' || !bytes.Contains(data, []byte(`"status"`)) && !bytes.Contains(data, []byte(`"squares"`)) || hasTour(trimmed) {
		return rest, 0, false
	}
	doc, err := evidence.Parse(data, evidence.DefaultLimits)
	if err != nil {
		return rest, fail(stderr, exitUsage, "render: %s:%v", name, err), true
	}
	pic, err := draw.Evidence(doc)
	switch {
	case errors.Is(err, draw.ErrNotEvidence):
		if _, ok := doc.(evidence.Answer); ok {
			return rest, 0, false // an answer with its tour
		}
		return rest, fail(stderr, exitUsage, "render: %s: a %s document: draw a survey with knight survey -format svg", name, doc.Name()), true
	case errors.Is(err, draw.ErrTooLarge):
		return rest, fail(stderr, exitUsage, "render: %v", err), true
	case err != nil:
		return rest, fail(stderr, exitUsage, "render: %s: %v", name, err), true
	}
	w := bufio.NewWriter(stdout)
	if format == "svg" {
		err = pic.SVG(w)
	} else {
		err = pic.Text(w)
	}
	if err == nil {
		err = w.Flush()
	}
	if err != nil {
		return rest, writeFailed(stderr, "render", err), true
	}
	return rest, exitYes, true
}

// hasTour reports whether a JSON document carries a list of squares under
// "tour", as knight tour -json's and prove's answers with a tour do: the
// path reader reads those, whatever their other fields say (tour -json's
// "method" names the search's algorithm, which is no evidence method).
func hasTour(doc []byte) bool {
	var top map[string]json.RawMessage
	if json.Unmarshal(doc, &top) != nil {
		return false
	}
	tour, ok := top["tour"]
	return ok && len(bytes.TrimSpace(tour)) > 0 && bytes.TrimSpace(tour)[0] == '['
}

// verdictJSON is knight render -json: each path's verdict document on
// stdout, one a line, with a valid path drawn in format (text or svg), and
// the worst exit code. The input is the one optional argument of fs
// (stdin when absent or "-").
func verdictJSON(fs *flag.FlagSet, stdin io.Reader, q board.Problem, rf readFlags, opt notation.ReadOptions, format string, stdout, stderr io.Writer) int {
	name, r, done, err := openInput(fs, stdin)
	if err != nil {
		return fail(stderr, exitUsage, "%s: %v", fs.Name(), err)
	}
	defer done()
	if err := rf.check(); err != nil {
		return fail(stderr, exitUsage, "%s: %v", fs.Name(), err)
	}
	code := exitYes
	w := bufio.NewWriter(stdout)
	for _, v := range api.JudgeAll(r, api.PathRequest{Name: name, Problem: q, Read: opt, Dash: "-"}) {
		svgHint(&v, format)
		picture, err := api.Picture(v, format)
		if err != nil {
			v.ReadErr = fmt.Errorf("%s: %w; use -format text", fs.Name(), err)
		}
		if err := api.WritePathVerdict(w, v, picture); err != nil {
			return fail(stderr, exitUsage, "%v", err)
		}
		code = max(code, verdictCode(v.Status()))
	}
	return code
}

// verdictCode is the exit code of a path verdict.
func verdictCode(s notation.Verdict) int {
	switch s {
	case notation.Valid:
		return exitYes
	case notation.Invalid:
		return exitNo
	}
	return exitUsage
}
