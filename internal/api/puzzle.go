package api

import (
	"io"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/puzzle"
)

// WritePuzzleHint writes the document of knight puzzle hint -json: the
// number and its square (when a hint is given) with the rule and the
// reason in words; "undecided": true when no hint came because the search
// ran out of its limits, not because no number is forced.
func WritePuzzleHint(w io.Writer, h puzzle.Hint) error {
	d := evidence.NewObjectWriter(w)
	d.Field("number", h.Number)
	if h.Number >= 0 {
		d.Field("square", h.Square.String())
		d.Field("rule", h.Rule)
	}
	d.FieldIf(h.Undecided, "undecided", true)
	d.Field("reason", h.Reason)
	return d.End()
}

// PuzzleBlameReason is why a verdict's entry is wrong, in words: its
// conflict with a clue or an earlier entry, else the explanation of the
// evidence.
func PuzzleBlameReason(v puzzle.Verdict) string {
	if v.Conflict != "" {
		return v.Conflict
	}
	return v.Answer.Explanation
}

// WritePuzzleBlame writes the document of knight puzzle blame -json, an
// [puzzlecert.Verdict]: the status, the index of the first wrong
// entry (-1 when none is), that entry, the reason in words, the puzzle
// with the numbers before it and a solution of that (the numbers could
// still be completed) and, when the entry is wrong by a search rather
// than on its face, the evidence: the answer document for the puzzle with
// the entries up to it as clues (its certificate, or SAT's "none"). knight
// verify -certificate re-checks the whole document.
func WritePuzzleBlame(w io.Writer, v puzzle.Verdict) error {
	d := puzzlecert.Verdict{Status: v.Status, FirstWrong: v.First, Entry: v.Entry, Entries: v.Entries, Reason: PuzzleBlameReason(v)}
	if v.Completion != nil {
		d.HasBefore, d.Before, d.Completion = true, v.Before, v.Completion
	}
	if v.Status == board.None && v.Conflict == "" && v.Answer.Status == puzzlecert.NoSolution {
		a := v.Answer
		d.Evidence = &a
	}
	return d.WriteJSON(w)
}
