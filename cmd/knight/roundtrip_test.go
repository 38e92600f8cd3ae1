package main

import (
	"fmt"
	"strings"
	"testing"
)

// TestRoundTripEveryProducer: every document knight writes on the small
// boards of the sweep is accepted by knight verify -certificate: prove's
// answers (tour and none, open and closed), blame's verdicts, puzzle
// solve's answers (with -count and -grade), make's, and puzzle blame's
// verdicts, completable and dead. The oracle is the producer's own exit
// code: an answer knight gives as decided (0 or 1) must check (0).
// puzzle hint writes no document verify reads; survey is covered by its
// own stream tests.
func TestRoundTripEveryProducer(t *testing.T) {
	boards := []string{"1x1", "3x4"}
	if !testing.Short() {
		boards = append(boards, "3x3", "4x4", "4x3", "5x5", "3x7", "3x8")
	}
	type run struct {
		stdin string
		args  []string
	}
	var runs []run
	for _, b := range boards {
		runs = append(runs,
			run{"", []string{"prove", "-board", b, "-json"}},
			run{"", []string{"prove", "-board", b, "-closed", "-json"}},
			run{"", []string{"prove", "-board", b, "-start", "b1", "-json"}},
			run{"", []string{"blame", "-board", b, "-json", "a1", "b3"}},
			run{"", []string{"blame", "-board", b, "-json", "a1", "c2"}},
			run{"", []string{"blame", "-board", b, "-closed", "-json", "a1", "b3"}},
			run{fmt.Sprintf(`{"board":%q}`, b), []string{"puzzle", "solve", "-json", "-grade"}},
			run{fmt.Sprintf(`{"board":%q,"clues":{"a1":1}}`, b), []string{"puzzle", "solve", "-json", "-count"}},
			run{fmt.Sprintf(`{"board":%q,"closed":true}`, b), []string{"puzzle", "solve", "-json"}},
			run{"", []string{"puzzle", "make", "-board", b, "-seed", "1", "-json"}},
			run{"", []string{"puzzle", "make", "-board", b, "-seed", "2", "-minimal", "-json"}},
			run{fmt.Sprintf(`{"board":%q,"clues":{"a1":1}}`, b), []string{"puzzle", "blame", "-json", "-moves", "b3=2 c1=3"}},
			run{fmt.Sprintf(`{"board":%q,"clues":{"a1":1}}`, b), []string{"puzzle", "blame", "-json", "-moves", "c2=2 a3=3"}},
			run{fmt.Sprintf(`{"board":%q,"clues":{"a1":1}}`, b), []string{"puzzle", "blame", "-json", "-moves", "a1=2"}},
		)
	}
	documents := 0
	for _, r := range runs {
		code, out, _ := runKnight(t, r.stdin, r.args...)
		if code > 1 || strings.TrimSpace(out) == "" {
			continue // undecided or refused: no document to check
		}
		documents++
		vcode, vout, verr := runKnight(t, out, "verify", "-certificate", "-")
		if vcode != exitYes {
			t.Errorf("knight %s (stdin %s) = %.300s\nverify -certificate = exit %d, %s%s", strings.Join(r.args, " "), r.stdin, out, vcode, vout, verr)
		}
	}
	t.Logf("%d runs, %d documents checked", len(runs), documents)
}
