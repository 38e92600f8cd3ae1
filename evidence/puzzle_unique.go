package evidence

import "fmt"

var (
	uniqueProofKeys = []string{"splits"}
	uniqueSplitKeys = []string{"number", "branches"}
)

// UniqueProof proves that the solution of a "unique" [PuzzleAnswer] is
// the puzzle's only one: a case split, run down the solution. Each of
// Splits is a split on where a number goes, made in the puzzle with the
// solution's numbers of the splits before it added as clues; its
// squares are those the rule of [ClueSplit] lists, and every one of them
// but the solution's is a branch whose certificate proves that the
// puzzle with the number there has no solution. After the last split,
// the plain deductions of [ClueDeduced], run on the puzzle with every
// split's number on the solution's square, leave each number one square
// (the solution's, since every rule keeps every solution). So every
// other solution differs from this one at some split's number, first at
// one whose branch has no solution: there is none. No split at all says
// that the deductions alone fix the solution.
type UniqueProof struct {
	Splits []UniqueSplit
}

// UniqueSplit is one split of a [UniqueProof]: where Number goes, and a
// branch for every square it can take but the solution's.
type UniqueSplit struct {
	Number   int
	Branches []PuzzleBranch
}

// Nodes counts the certificates of the proof's branches.
func (u UniqueProof) Nodes() int {
	k := 0
	for _, s := range u.Splits {
		for _, b := range s.Branches {
			k += b.Certificate.Nodes()
		}
	}
	return k
}

// uniqueProof writes the proof's fields, its certificates about p's
// puzzles.
func (o *ObjectWriter) uniqueProof(p Puzzle, u UniqueProof) {
	o.key("splits")
	o.w.WriteByte('[')
	for i, s := range u.Splits {
		if i > 0 {
			o.w.WriteByte(',')
		}
		o.nested(func(so *ObjectWriter) {
			so.Field("number", s.Number)
			so.puzzleBranches(p, s.Branches)
		})
	}
	o.w.WriteByte(']')
}

// uniqueProof reads a [UniqueProof] object, counting its certificates
// among the document's.
func (d *decoder) uniqueProof() (UniqueProof, error) {
	var u UniqueProof
	hasSplits := false
	start := d.dec.InputOffset()
	err := d.object("the proof", func(k string, at int64) error {
		if k != "splits" {
			return d.unknown(k, at, "the proof", uniqueProofKeys)
		}
		hasSplits = true
		return d.array(k, func(i int) error {
			var s UniqueSplit
			what := fmt.Sprintf("splits[%d]", i)
			hasNumber := false
			err := d.object(what, func(k string, at int64) error {
				var err error
				switch k {
				case "number":
					s.Number, err = d.count(k)
					hasNumber = true
				case "branches":
					s.Branches, err = d.puzzleBranches(what+".branches", 1)
				default:
					return d.unknown(k, at, what, uniqueSplitKeys)
				}
				return err
			})
			if err == nil && !hasNumber {
				return d.errorf(d.at, "%w: %s has no number", ErrBadCertificate, what)
			}
			u.Splits = append(u.Splits, s)
			return err
		})
	})
	if err == nil && !hasSplits {
		return u, d.errorf(start, "%w: the proof has no splits (an empty list when the deductions alone fix the solution)", ErrBadCertificate)
	}
	return u, err
}

// placeProofProblems gives every forced problem of the proof's
// certificates the puzzle's board and closure, as [placeProblems] does
// for a certificate.
func placeProofProblems(u *UniqueProof, p Puzzle) error {
	for i := range u.Splits {
		for j := range u.Splits[i].Branches {
			if err := placeProblems(&u.Splits[i].Branches[j].Certificate, p); err != nil {
				return err
			}
		}
	}
	return nil
}
