package puzzlecert

import (
	"encoding/json"
)

// UniqueProof proves that the solution of a "unique" [Answer] is
// the puzzle's only one: a case split, run down the solution. Each of
// Splits is a split on where a number goes, made in the puzzle with the
// solution's numbers of the splits before it added as clues; its
// squares are those the rule of [Split] lists, and every one of them
// but the solution's is a branch whose certificate proves that the
// puzzle with the number there has no solution. After the last split,
// the plain deductions of [Deduced], run on the puzzle with every
// split's number on the solution's square, leave each number one square
// (the solution's, since every rule keeps every solution). So every
// other solution differs from this one at some split's number, first at
// one whose branch has no solution: there is none. No split at all says
// that the deductions alone fix the solution.
type UniqueProof struct {
	Splits []UniqueSplit `json:"splits"`
}

// UniqueSplit is one split of a [UniqueProof]: where Number goes, and a
// branch for every square it can take but the solution's.
type UniqueSplit struct {
	Number   int      `json:"number"`
	Branches []Branch `json:"branches"`
}

// MarshalJSON writes the proof by its tags, no split as [].
func (u UniqueProof) MarshalJSON() ([]byte, error) {
	type t UniqueProof
	if u.Splits == nil {
		u.Splits = []UniqueSplit{}
	}
	return json.Marshal(t(u))
}

// MarshalJSON writes the split by its tags, no branch as [].
func (s UniqueSplit) MarshalJSON() ([]byte, error) {
	type t UniqueSplit
	if s.Branches == nil {
		s.Branches = []Branch{}
	}
	return json.Marshal(t(s))
}

// Nodes counts the certificates of the proof's branches.
func (u UniqueProof) Nodes() int {
	k := 0
	for _, s := range u.Splits {
		for _, b := range s.Branches {
			k += Nodes(b.Certificate)
		}
	}
	return k
}

// checkProofForced checks every forced problem of the proof's
// certificates, as [checkForced] does a certificate's.
func checkProofForced(u *UniqueProof, p Puzzle) error {
	for _, s := range u.Splits {
		for _, b := range s.Branches {
			if err := checkForced(b.Certificate, p); err != nil {
				return err
			}
		}
	}
	return nil
}
