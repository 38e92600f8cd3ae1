package verify

import (
	"fmt"

	"github.com/knightcert/knight/evidence/puzzlecert"
)

// verdictEntries checks a dead verdict's first_wrong against its own
// entries: they are first_wrong+1 of them, the last is the entry named,
// and each one before it is a number of Before (a clue of the puzzle
// repeated, or an entry kept), so that the numbers Before completes are
// those played before the wrong one. Cost: O(clues + entries), charged.
func (ck *Checker) verdictEntries(v puzzlecert.Verdict, pc *PuzzleCheck) error {
	if len(v.Entries) != v.FirstWrong+1 {
		return fmt.Errorf("%w: first_wrong is %d, yet the verdict lists %d entries up to the wrong one, not %d", ErrNotFirst, v.FirstWrong, len(v.Entries), v.FirstWrong+1)
	}
	if err := ck.charge(int64(len(v.Before.Clues)) + int64(len(v.Entries)) + 1); err != nil {
		return err
	}
	if last := v.Entries[v.FirstWrong]; last != v.Entry {
		return fmt.Errorf("%w: entry %d of the list (first_wrong) is %d on %v, not the entry named, %d on %v", ErrNotFirst, v.FirstWrong+1, last.Number, last.Square, v.Entry.Number, v.Entry.Square)
	}
	before := make(map[puzzlecert.Clue]bool, len(v.Before.Clues))
	for _, c := range v.Before.Clues {
		before[c] = true
	}
	for i, e := range v.Entries[:v.FirstWrong] {
		if !before[e] {
			return fmt.Errorf("%w: entry %d, %d on %v, comes before the wrong one but is not among the numbers before it", ErrNotFirst, i+1, e.Number, e.Square)
		}
	}
	pc.Checked = append(pc.Checked, fmt.Sprintf("first_wrong %d: the entries before the wrong one are among the numbers before it, and the last listed is the entry", v.FirstWrong))
	return nil
}
