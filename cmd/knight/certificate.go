package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/knightcert/knight/api"
	"github.com/knightcert/knight/prove"
)

// checkCertificate re-checks the claims of a document read from name ("-"
// for stdin): a prove answer's "none", a blame verdict's "dead", or every
// "none" of a survey. Exit 0 when every claim stands, 1 when one does not,
// 2 when the document cannot be read or is too large to check, 3 when a
// second opinion is undecided in time (timeout, or ctx's end).
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
	claims, err := api.Recheck(ctx, name, r, timeout)
	switch {
	case err == nil:
	case errors.Is(err, prove.ErrUndecided):
		return fail(stderr, exitUndecided, "verify: %v", err)
	case errors.Is(err, api.ErrClaimFails):
		return fail(stderr, exitNo, "verify: %v", err)
	default:
		return fail(stderr, exitUsage, "verify: %v", err)
	}
	for _, c := range claims {
		fmt.Fprintln(stdout, api.ClaimLine(c))
	}
	return exitYes
}
