package api

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/knightcert/knight/encode"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/prove"
)

// Recheck outcomes other than a proof that stands, to tell apart with
// errors.Is.
var (
	// ErrUnreadable: the document cannot be read (positioned by line and
	// column when the JSON is at fault) or is too large to check.
	ErrUnreadable = errors.New("unreadable")
	// ErrClaimFails: the document claims nothing, or its proof does not
	// prove its claim.
	ErrClaimFails = errors.New("claim fails")
)

// Recheck re-checks the claims of the evidence document read from r (named
// name in messages): a prove answer's "none", a blame verdict's "dead", or
// every "none" of a survey, as knight verify -certificate does, with a
// typed outcome instead of an exit code (the server's re-check). It returns the claims checked, or an error
// wrapping [ErrUnreadable], [ErrClaimFails] or [prove.ErrUndecided] (a
// second opinion undecided within timeout, 0 for none, or before ctx
// ends). Its message starts with the input's name and position.
func Recheck(ctx context.Context, name string, r io.Reader, timeout time.Duration) ([]prove.Claim, error) {
	doc, err := evidence.Read(r, evidence.DefaultLimits)
	if err != nil {
		return nil, &recheckError{kind: ErrUnreadable, err: fmt.Errorf("%s%w", positionedDoc(name, err), err)}
	}
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	claims, err := prove.Recheck(ctx, doc)
	switch {
	case err == nil:
		return claims, nil
	case errors.Is(err, prove.ErrNothingClaimed):
		return nil, &recheckError{kind: ErrClaimFails, err: fmt.Errorf("%s: %w", name, err)}
	case errors.Is(err, prove.ErrUndecided):
		return nil, fmt.Errorf("%s: %w", name, err)
	case errors.Is(err, encode.ErrTooLarge):
		return nil, &recheckError{kind: ErrUnreadable, err: fmt.Errorf("%s: too large for a second opinion: %w", name, err)}
	}
	return nil, &recheckError{kind: ErrClaimFails, err: fmt.Errorf("%s: the %s does not prove its claim: %w", name, doc.Name(), err)}
}

// recheckError is a recheck's message with its outcome: it prints as the
// message and matches both the outcome and the cause with errors.Is.
type recheckError struct {
	kind error
	err  error
}

func (e *recheckError) Error() string   { return e.err.Error() }
func (e *recheckError) Unwrap() []error { return []error{e.kind, e.err} }

// positionedDoc is the prefix naming the document before err: "name:" when
// err starts with its own line:col, else "name: ".
func positionedDoc(name string, err error) string {
	var se *evidence.SyntaxError
	if errors.As(err, &se) {
		return name + ":"
	}
	return name + ": "
}

// ClaimLine is the line that says a claim stood: a certificate checked, or
// a second opinion, which is not a proof.
func ClaimLine(c prove.Claim) string {
	if c.SecondOpinion() {
		return fmt.Sprintf("second opinion, not a proof: no %s (the formula re-solved with the %s encodings, the first to decide answering)", c.Problem, c.Encoding)
	}
	return fmt.Sprintf("valid: no %s (%s certificate checked)", c.Problem, c.Certificate.Kind)
}
