package verify_test

import (
	"errors"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// TestRefusalNamesItsMember: a refusal of a puzzle verdict names the
// member it is about, as a path of keys from the document's top, so that
// knight verify can say its line and column. Oracle: each
// mutation, made by hand, breaks one member, the one named here.
func TestRefusalNamesItsMember(t *testing.T) {
	a3 := board.MustParseSquare("a3")
	for _, tc := range []struct {
		file, member string
		mutate       func(*puzzlecert.Verdict)
	}{
		{"puzzle-blame-3x4-distance.json", "completion", func(v *puzzlecert.Verdict) {
			v.Completion[3], v.Completion[4] = v.Completion[4], v.Completion[3]
		}},
		{"puzzle-blame-3x4-distance.json", "evidence.certificate", func(v *puzzlecert.Verdict) {
			c := v.Evidence.Certificate.(puzzlecert.Distance)
			c.Distance = 1
			v.Evidence.Certificate = c
		}},
		{"puzzle-blame-3x4-distance.json", "evidence.puzzle", func(v *puzzlecert.Verdict) { v.Entry.Square = a3 }},
		{"puzzle-blame-3x4-distance.json", "evidence.encodings", func(v *puzzlecert.Verdict) { v.Evidence.Encodings = []string{"position"} }},
		{"puzzle-blame-3x4-distance.json", "evidence.solutions", func(v *puzzlecert.Verdict) { v.Evidence.Solutions = []board.Path{v.Completion} }},
		{"puzzle-blame-3x4-distance.json", "entries", func(v *puzzlecert.Verdict) { v.Entries[0].Square = a3 }},
		{"puzzle-blame-3x4-conflict.json", "entries", func(v *puzzlecert.Verdict) { v.FirstWrong = 1 }},
		{"puzzle-blame-3x4-completable.json", "first_wrong", func(v *puzzlecert.Verdict) { v.FirstWrong = 1 }},
		{"puzzle-blame-3x4-completable.json", "status", func(v *puzzlecert.Verdict) { v.Status = board.Unknown }},
	} {
		v := readPuzzleVerdict(t, tc.file)
		tc.mutate(&v)
		_, err := verify.PuzzleVerdict(v)
		var me *verify.MemberError
		if !errors.As(err, &me) || me.Member != tc.member {
			t.Errorf("%s, %q broken: verify.PuzzleVerdict = %v (%+v), want a refusal of member %q", tc.file, tc.member, err, me, tc.member)
		}
	}
}
