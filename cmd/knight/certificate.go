package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/encode"
	"github.com/knightcert/knight/parity"
	"github.com/knightcert/knight/prove"
)

// answerDoc is a "none" answer as `knight prove -json` prints it.
type answerDoc struct {
	Board       string              `json:"board"`
	Start       string              `json:"start"`
	Prefix      []string            `json:"prefix"`
	End         string              `json:"end"`
	Closed      bool                `json:"closed"`
	Status      string              `json:"status"`
	Method      string              `json:"method"`
	Certificate *parity.Certificate `json:"certificate"`
	Stats       *satStats           `json:"stats"`
}

// maxAnswerBytes bounds a certificate document: the largest certificate
// lists the squares of a 10000-long board side a few times over.
const maxAnswerBytes = 64 << 20

// checkCertificate re-checks a "none" answer read from name ("-" for
// stdin): exit 0 when it proves its claim, 1 when it does not, 2 when it
// cannot be read.
func checkCertificate(name string, stdin io.Reader, stdout, stderr io.Writer, timeout time.Duration) int {
	r := stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return fail(stderr, exitUsage, "verify: %v", err)
		}
		defer f.Close()
		r = f
	}
	data, err := io.ReadAll(io.LimitReader(r, maxAnswerBytes+1))
	if err != nil {
		return fail(stderr, exitUsage, "verify: %s: %v", name, err)
	}
	if len(data) > maxAnswerBytes {
		return fail(stderr, exitUsage, "verify: %s: larger than %d MiB, no certificate is that long", name, maxAnswerBytes>>20)
	}
	var doc answerDoc
	if err := json.Unmarshal(data, &doc); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			line, col := position(data, se.Offset)
			return fail(stderr, exitUsage, "verify: %s:%d:%d: %v", name, line, col, err)
		}
		return fail(stderr, exitUsage, "verify: %s: %v", name, err)
	}
	a, err := doc.answer()
	if errors.Is(err, errNothingProven) {
		return fail(stderr, exitNo, "verify: %s: %v", name, err)
	}
	if err != nil {
		return fail(stderr, exitUsage, "verify: %s: %v", name, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	switch err := prove.Recheck(ctx, a); {
	case err == nil:
		fmt.Fprintf(stdout, "valid: no %s (%s)\n", a.Problem, a.Method)
		return exitYes
	case errors.Is(err, prove.ErrUndecided):
		return fail(stderr, exitUndecided, "verify: %v", err)
	case errors.Is(err, encode.ErrTooLarge):
		return fail(stderr, exitUsage, "verify: %v", err)
	default:
		return fail(stderr, exitNo, "verify: the certificate does not prove no %s: %v", a.Problem, err)
	}
}

// errNothingProven: the document is readable but claims no "none" that
// could be checked.
var errNothingProven = errors.New("nothing proven")

// answer rebuilds the answer the document states.
func (doc answerDoc) answer() (prove.Answer, error) {
	b, err := board.Parse(doc.Board)
	if err != nil {
		return prove.Answer{}, fmt.Errorf("board: %w", err)
	}
	q := board.Problem{Board: b, Closed: doc.Closed}
	for i, s := range doc.Prefix {
		sq, err := board.ParseSquare(s)
		if err != nil {
			return prove.Answer{}, fmt.Errorf("prefix square %d: %w", i, err)
		}
		q.Prefix = append(q.Prefix, sq)
	}
	if doc.Start != "" {
		s, err := board.ParseSquare(doc.Start)
		if err != nil {
			return prove.Answer{}, fmt.Errorf("start: %w", err)
		}
		if len(q.Prefix) == 0 {
			q.Prefix = board.Path{s}
		} else if q.Prefix[0] != s {
			return prove.Answer{}, fmt.Errorf("start %v disagrees with the prefix, which starts on %v", s, q.Prefix[0])
		}
	}
	if doc.End != "" {
		if q.End, err = board.ParseSquare(doc.End); err != nil {
			return prove.Answer{}, fmt.Errorf("end: %w", err)
		}
	}
	if err := q.Check(); err != nil {
		return prove.Answer{}, err
	}
	if doc.Status != "none" {
		return prove.Answer{}, fmt.Errorf("%w: status is %q: only a \"none\" answer carries a certificate", errNothingProven, doc.Status)
	}
	a := prove.Answer{Problem: q, Status: board.None, Certificate: doc.Certificate}
	switch {
	case doc.Certificate != nil:
		a.Method = prove.Parity
	case doc.Method == "sat" || doc.Method == "exhaustive":
		a.Method = prove.SAT
		if doc.Stats != nil {
			enc, err := encode.ParseEncoding(doc.Stats.Encoding)
			if err != nil {
				return prove.Answer{}, fmt.Errorf("stats: %w", err)
			}
			a.SAT = &encode.Stats{Encoding: enc}
		}
	default:
		return prove.Answer{}, fmt.Errorf("%w: method %q with no certificate", errNothingProven, doc.Method)
	}
	return a, nil
}

// position turns a byte offset into a 1-based line and column.
func position(data []byte, offset int64) (line, col int) {
	line, col = 1, 1
	for i := int64(0); i < offset && i < int64(len(data)); i++ {
		if data[i] == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}
