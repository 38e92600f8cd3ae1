package puzzlecert

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"reflect"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/internal/docread"
)

var puzzleVerdictKeys = []string{"status", "first_wrong", "entry", "entries", "reason", "before", "completion", "evidence"}

// Verdict is the document of `knight puzzle blame -json`: where a
// player's numbers went wrong, with both halves of the claim. Before is
// the puzzle with the clues and the entries before the wrong one (all of
// them when none is wrong) and Completion a solution of it: numbers that
// could still be completed. Evidence is the answer for Before with the
// wrong entry added: no solution, by a certificate or SAT. An entry that
// contradicts Before on its face (its square numbered otherwise, its
// number placed elsewhere) needs no evidence.
type Verdict struct {
	// Status is [board.Found] (no entry wrong), [board.None] or
	// [board.Unknown]; written as "completable", "dead" or "unknown".
	Status board.Status
	// FirstWrong is the index of the wrong entry among the player's, -1
	// when none is (a puzzle with no solution at all is dead with -1).
	FirstWrong int
	Entry      Clue
	// Entries are the player's numbers in the order played, up to the
	// wrong one (FirstWrong+1 of them), given when one is: what makes
	// FirstWrong an index that can be checked (the ones before it are in
	// Before, the last is Entry).
	Entries []Clue
	Reason  string
	// HasBefore says Before and Completion are given.
	HasBefore  bool
	Before     Puzzle
	Completion board.Path
	Evidence   *Answer
}

// Name is "puzzle verdict".
func (Verdict) Name() string { return "puzzle verdict" }

// WriteJSON writes the verdict as one line of JSON.
func (v Verdict) WriteJSON(w io.Writer) error {
	d := evidence.NewObjectWriter(w)
	d.Field("status", evidence.VerdictWord(v.Status))
	d.Field("first_wrong", v.FirstWrong)
	if v.FirstWrong >= 0 {
		d.Field("entry", v.Entry)
		d.Field("entries", append([]Clue{}, v.Entries...))
	}
	d.Field("reason", v.Reason)
	if v.HasBefore {
		d.Field("before", v.Before)
		d.Squares("completion", v.Before.Board, v.Completion)
	}
	if v.Evidence != nil {
		var buf bytes.Buffer
		if err := v.Evidence.WriteJSON(&buf); err != nil {
			return err
		}
		d.Field("evidence", json.RawMessage(bytes.TrimSpace(buf.Bytes())))
	}
	return d.End()
}

// IsVerdict reports whether data is a JSON object with a top-level
// key "first_wrong", the mark of a [Verdict]: a tour's verdict has
// "first_dead". It looks no further; [ParseVerdict] reads strictly.
func IsVerdict(data []byte) bool { return docread.HasTopKey(data, "first_wrong") }

// ParseVerdict reads a [Verdict] strictly, as [evidence.Read] reads the
// other documents: it checks the syntax and that its puzzles are well
// formed, not the claim, which is verify's work.
func ParseVerdict(data []byte, lim evidence.Limits) (Verdict, error) {
	if int64(len(data)) > lim.MaxBytes {
		return Verdict{}, fmt.Errorf("%w: %w: longer than %d bytes", evidence.ErrBadDocument, evidence.ErrTooLarge, lim.MaxBytes)
	}
	d := newDecoder(data, lim)
	var v Verdict
	var status string
	seen := map[string]bool{}
	keyAt := map[string]int64{}
	var completionAt int64
	err := d.Object("the puzzle verdict", func(key string, at int64) error {
		seen[key] = true
		keyAt[key] = at
		var err error
		switch key {
		case "status":
			status, err = d.Str(key)
			if err != nil {
				return err
			}
			var ok bool
			if v.Status, ok = evidence.ParseVerdictWord(status); !ok {
				return d.Errorf(d.At, "%w: status %q: want completable, dead or unknown", evidence.ErrNotDocument, status)
			}
		case "first_wrong":
			var n int64
			n, err = d.Integer(key)
			if err == nil && (n < -1 || n > board.MaxSide*board.MaxSide) {
				return d.Errorf(d.At, "%w: first_wrong is %d: want -1 or the index of an entry", evidence.ErrNotDocument, n)
			}
			v.FirstWrong = int(n)
		case "entry":
			err = d.Plain(key, reflect.ValueOf(&v.Entry).Elem(), 0)
		case "entries":
			v.Entries = []Clue{}
			err = docread.Plains(d.Decoder, key, &v.Entries, 0)
		case "reason":
			v.Reason, err = d.Str(key)
		case "before":
			v.Before, err = d.puzzle("before")
			v.HasBefore = true
		case "completion":
			completionAt = at
			v.Completion, err = d.Squares(key)
		case "evidence":
			var a Answer
			a, err = d.puzzleAnswer("the evidence")
			v.Evidence = &a
		default:
			return d.Unknown(key, at, "the puzzle verdict", puzzleVerdictKeys)
		}
		return err
	})
	if err == nil {
		err = d.End()
	}
	if err != nil {
		return Verdict{}, err
	}
	switch {
	case !seen["status"] || !seen["first_wrong"]:
		return Verdict{}, d.Errorf(0, "%w: a puzzle verdict needs a status and first_wrong", evidence.ErrNotDocument)
	case v.FirstWrong >= 0 && !seen["entry"]:
		return Verdict{}, d.Errorf(0, "%w: first_wrong is %d but the verdict names no entry", evidence.ErrNotDocument, v.FirstWrong)
	case v.FirstWrong >= 0 && !seen["entries"]:
		return Verdict{}, d.Errorf(keyAt["first_wrong"], "%w: first_wrong is %d but the verdict lists no entries, whose index it is", evidence.ErrNotDocument, v.FirstWrong)
	case seen["before"] != seen["completion"]:
		return Verdict{}, d.Errorf(0, "%w: before and completion come together: the numbers and the solution that completes them", evidence.ErrNotDocument)
	case seen["completion"] && len(v.Completion) != v.Before.Shape().Cells():
		return Verdict{}, d.Errorf(completionAt, "%w: the completion has %d squares, the %v board %d", evidence.ErrNotDocument, len(v.Completion), v.Before.Where(), v.Before.Shape().Cells())
	}
	if key, why := v.unusedMember(seen); key != "" {
		return Verdict{}, d.Errorf(keyAt[key], "%w: %q is not checked in this verdict: %s", evidence.ErrNotDocument, key, why)
	}
	return v, nil
}

// unusedMember names a member the verdict's claim does not use, which no
// checker would look at, and why; "" when there is none. A completable
// verdict claims its completion and names no entry or evidence; a dead
// one naming no entry claims only that the puzzle has no solution, by its
// evidence, so nothing completes anything; an entry that contradicts the
// numbers before it on its face needs no evidence.
func (v Verdict) unusedMember(seen map[string]bool) (key, why string) {
	switch {
	case v.Status == board.Found && v.FirstWrong != -1:
		return "first_wrong", "a completable verdict names no wrong entry (-1)"
	case v.Status == board.Found && seen["entry"]:
		return "entry", "a completable verdict names no wrong entry"
	case v.Status == board.Found && seen["evidence"]:
		return "evidence", "a completable verdict's claim is its completion"
	case v.FirstWrong == -1 && seen["entry"]:
		return "entry", "first_wrong is -1"
	case v.FirstWrong == -1 && seen["entries"]:
		return "entries", "first_wrong is -1: no entry is named, so none is an index's"
	case v.Status == board.None && v.FirstWrong == -1 && seen["before"]:
		return "before", "a dead verdict that names no entry says the puzzle has no solution, which its evidence shows; nothing completes it"
	case v.Status == board.None && v.FirstWrong >= 0 && seen["evidence"] && seen["before"] && v.Before.Conflict(v.Entry) != "":
		return "evidence", fmt.Sprintf("%d on %v contradicts the numbers before it on its face (%s)", v.Entry.Number, v.Entry.Square, v.Before.Conflict(v.Entry))
	}
	return "", ""
}
