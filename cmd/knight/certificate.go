package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/api"
	"github.com/knightcert/knight/internal/recheck"
	"github.com/knightcert/knight/verify"
)

// checkCertificate re-checks the claims of the documents read from name
// ("-" for stdin), one after another: a prove answer's "none", a blame
// verdict's "dead", every "none" of a survey, and every survey of a
// stream such as survey -upto -json writes, with a verdict each. All the
// documents' checks share one work budget, maxWork steps (0:
// verify.DefaultMaxWork); timeout bounds the whole
// run, certificate checks and second opinions alike. Exit 0 when every
// claim stands, 1 when one does not, 2 when a document cannot be read or
// is too large to check, 3 when a check is undecided in time (timeout, or
// ctx's end); of several documents, 1 before 2 before 3. The server
// re-checks one document through api.Recheck, as each document here goes
// through api.RecheckDocumentWith.
func checkCertificate(ctx context.Context, name string, stdin io.Reader, stdout, stderr io.Writer, timeout, sat time.Duration, maxWork int64) int {
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
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	s := evidence.NewStream(r, evidence.DefaultLimits)
	worst, docs := exitYes, 0
	ck := verify.Checker{MaxWork: maxWork} // one budget for the whole input
	for {
		doc, err := s.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			code := fail(stderr, exitUsage, "verify: %s%v", api.Positioned(name, err), err)
			return worse(worst, code)
		}
		docs++
		where := name
		if docs > 1 || s.Line() > 1 {
			where = fmt.Sprintf("%s:%d", name, s.Line())
		}
		worst = worse(worst, checkDocument(ctx, &ck, where, doc, sat, stdout, stderr, memberPlace(name, s)))
	}
	if docs == 0 {
		_, err := evidence.Parse(nil, evidence.DefaultLimits)
		return fail(stderr, exitUsage, "verify: %s%v", api.Positioned(name, err), err)
	}
	return worst
}

// worse is the exit code of a run of several checks: invalid before
// unreadable before undecided before valid.
func worse(a, b int) int {
	rank := map[int]int{exitYes: 0, exitUndecided: 1, exitUsage: 2, exitNo: 3}
	if rank[b] > rank[a] {
		return b
	}
	return a
}

// checkDocument re-checks one document and prints its verdict: a line a
// claim on stdout, or the reason it fails on stderr.
// A refusal of one member names the member with its line and column
// (place gives them; nil: not known).
func checkDocument(ctx context.Context, ck *verify.Checker, where string, doc evidence.Document, sat time.Duration, stdout, stderr io.Writer, place func(member string) (string, bool)) int {
	rep, err := api.RecheckDocumentWith(ctx, ck, where, doc, sat)
	var msg string // err, reworded with its member's place when it refuses one
	var me *verify.MemberError
	if err != nil {
		msg = err.Error()
	}
	if err != nil && place != nil && errors.As(err, &me) {
		if at, ok := place(me.Member); ok && strings.HasPrefix(msg, where+": ") {
			msg = fmt.Sprintf("%s: member %q: %s", at, me.Member, strings.TrimPrefix(msg, where+": "))
		}
	}
	switch {
	case err == nil:
	case errors.Is(err, recheck.ErrUndecided):
		return fail(stderr, exitUndecided, "verify: %s", msg)
	case errors.Is(err, verify.ErrOverBudget):
		return fail(stderr, exitUsage, "verify: %s; a larger -max-work than %d steps may check it", msg, cmp.Or(ck.MaxWork, verify.DefaultMaxWork))
	case errors.Is(err, api.ErrUnreadable):
		return fail(stderr, exitUsage, "verify: %s", msg)
	default:
		return fail(stderr, exitNo, "verify: %s", msg)
	}
	for _, line := range api.ReportLines(rep) {
		fmt.Fprintln(stdout, line)
	}
	return exitYes
}

// memberPlace says where a member of the last document s returned is
// written: "name:line:col".
func memberPlace(name string, s *evidence.Stream) func(string) (string, bool) {
	return func(member string) (string, bool) {
		line, col, ok := evidence.MemberAt(s.Text(), member)
		if !ok {
			return "", false
		}
		line, col = s.At(line, col)
		return fmt.Sprintf("%s:%d:%d", name, line, col), true
	}
}
