package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/knightcert/knight/encode"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/prove"
)

// checkCertificate re-checks the claims of a document read from name ("-"
// for stdin): a prove answer's "none", a blame verdict's "dead", or every
// "none" of a survey. Exit 0 when every claim stands, 1 when one does not,
// 2 when the document cannot be read or is too large to check, 3 when a
// second opinion is undecided in time (timeout, or ctx's end: the server
// passes its request's context, which ends when the client goes away).
func checkCertificate(ctx context.Context, name string, stdin io.Reader, stdout, stderr io.Writer, timeout time.Duration) int {
	r := stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return fail(stderr, exitUsage, "verify: %v", err)
		}
		defer f.Close()
		r = f
	} else {
		name = "stdin"
	}
	data, err := io.ReadAll(io.LimitReader(r, evidence.DefaultLimits.MaxBytes+1))
	if err != nil {
		return fail(stderr, exitUsage, "verify: %s: %v", name, err)
	}
	if evidence.IsPuzzleAnswer(data) {
		return checkPuzzleCertificate(ctx, name, data, stdout, stderr, timeout)
	}
	doc, err := evidence.Read(bytes.NewReader(data), evidence.DefaultLimits)
	if err != nil {
		return fail(stderr, exitUsage, "verify: %s%v", positionedDoc(name, err), err)
	}
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	claims, err := prove.Recheck(ctx, doc)
	switch {
	case err == nil:
	case errors.Is(err, prove.ErrNothingClaimed):
		return fail(stderr, exitNo, "verify: %s: %v", name, err)
	case errors.Is(err, prove.ErrUndecided):
		return fail(stderr, exitUndecided, "verify: %s: %v", name, err)
	case errors.Is(err, encode.ErrTooLarge):
		return fail(stderr, exitUsage, "verify: %s: too large for a second opinion: %v", name, err)
	default:
		return fail(stderr, exitNo, "verify: %s: the %s does not prove its claim: %v", name, doc.Name(), err)
	}
	for _, c := range claims {
		if c.SecondOpinion() {
			fmt.Fprintf(stdout, "second opinion, not a proof: no %s (the formula re-solved with the %s encodings, the first to decide answering)\n", c.Problem, c.Encoding)
		} else {
			fmt.Fprintf(stdout, "valid: no %s (%s certificate checked)\n", c.Problem, c.Certificate.Kind)
		}
	}
	return exitYes
}

// positionedDoc is the prefix naming the document before err: "name:" when
// err starts with its own line:col, else "name: ".
func positionedDoc(name string, err error) string {
	var se *evidence.SyntaxError
	if errors.As(err, &se) {
		return name + ":"
	}
	return name + ": "
}
