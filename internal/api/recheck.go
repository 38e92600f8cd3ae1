package api

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/internal/recheck"
	"github.com/knightcert/knight/verify"
)

// Recheck outcomes other than a proof that stands, to tell apart with
// errors.Is; an undecided one wraps [recheck.ErrUndecided].
var (
	// ErrUnreadable: the document cannot be read (positioned by line and
	// column when the JSON is at fault) or is too large to check.
	ErrUnreadable = errors.New("unreadable")
	// ErrClaimFails: the document claims nothing, or its proof does not
	// prove its claim.
	ErrClaimFails = errors.New("claim fails")
)

// Recheck re-checks the claims of the one evidence document read from r
// (named name in messages): a prove answer's "none", a blame verdict's
// "dead", or every "none" of a survey, as knight verify -certificate does,
// with a typed outcome instead of an exit code (the server's re-check).
// timeout (0 for none) bounds the certificate checks and the second
// opinions alike, as ctx does. It returns what was checked, or an error
// wrapping [ErrUnreadable], [ErrClaimFails] or [recheck.ErrUndecided]. Its
// message starts with the input's name and position.
func Recheck(ctx context.Context, name string, r io.Reader, timeout time.Duration) (recheck.Report, error) {
	doc, err := evidence.Read(r, evidence.DefaultLimits)
	if err != nil {
		return recheck.Report{}, &recheckError{kind: ErrUnreadable, err: fmt.Errorf("%s%w", Positioned(name, err), err)}
	}
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	var ck verify.Checker
	return RecheckDocumentWith(ctx, &ck, name, doc, 0)
}

// RecheckDocumentWith is [Recheck] of a document already read, such as one
// of a stream (evidence.Stream), charging the checks to ck, the one budget
// of every document of an input, its SAT second opinions bounded by sat as
// [recheck.DocumentWith] has it.
func RecheckDocumentWith(ctx context.Context, ck *verify.Checker, name string, doc evidence.Document, sat time.Duration) (recheck.Report, error) {
	rep, err := recheck.DocumentWith(ctx, ck, doc, sat)
	switch {
	case err == nil:
		return rep, nil
	case errors.Is(err, recheck.ErrNothingClaimed):
		return rep, &recheckError{kind: ErrClaimFails, err: fmt.Errorf("%s: %w", name, err)}
	case errors.Is(err, recheck.ErrUndecided):
		return rep, fmt.Errorf("%s: %w", name, err)
	case errors.Is(err, encode.ErrTooLarge):
		return rep, &recheckError{kind: ErrUnreadable, err: fmt.Errorf("%s: too large for a second opinion: %w", name, err)}
	case errors.Is(err, verify.ErrTooLarge):
		return rep, &recheckError{kind: ErrUnreadable, err: fmt.Errorf("%s: the %s is too large to check within the limits of knight verify: %w", name, doc.Name(), err)}
	}
	return rep, &recheckError{kind: ErrClaimFails, err: fmt.Errorf("%s: the %s does not prove its claim: %w", name, doc.Name(), err)}
}

// recheckError is a recheck's message with its outcome: it prints as the
// message and matches both the outcome and the cause with errors.Is.
type recheckError struct {
	kind error
	err  error
}

func (e *recheckError) Error() string   { return e.err.Error() }
func (e *recheckError) Unwrap() []error { return []error{e.kind, e.err} }

// ClaimLine is the line that says a claim stood: a certificate checked, or
// a second opinion, which is not a proof.
func ClaimLine(c recheck.Claim) string {
	if c.Tour != nil {
		article := "an"
		if c.Problem.Closed {
			article = "a"
		}
		return fmt.Sprintf("valid: %s %s (the tour given checked move by move)", article, c.Problem)
	}
	if c.SecondOpinion() {
		return fmt.Sprintf("second opinion, not a proof: no %s (the formula re-solved with the %s encodings, the first to decide answering)", c.Problem, c.Encoding)
	}
	return fmt.Sprintf("valid: no %s (%s certificate checked)", c.Problem, c.Certificate.Kind())
}

// ReportLines are the lines of a re-check that stood: a [ClaimLine] each,
// then, for a survey whose "tour" squares carry no tour, a line saying
// those were not checked.
func ReportLines(rep recheck.Report) []string {
	var lines []string
	if p := rep.Puzzle; p != nil {
		for _, c := range p.Checked {
			lines = append(lines, "valid: "+c)
		}
		if p.SecondOpinion != "" {
			lines = append(lines, fmt.Sprintf("second opinion, not a proof: %s (the formula re-solved with the %s encoding)", p.SecondOpinion, p.Encoding))
		}
	}
	for _, c := range rep.Claims {
		lines = append(lines, ClaimLine(c))
	}
	for _, c := range rep.Checked {
		lines = append(lines, "valid: "+c)
	}
	if n := rep.UncheckedTours; n > 0 {
		lines = append(lines, fmt.Sprintf("tours not checked: the survey of %v claims a tour from %d %s and carries none to check", rep.Board, n, board.Plural(n, "square", "squares")))
	}
	return lines
}
