package main

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/testsupport/positions"
)

// TestRoundTripEveryProducer: every document knight writes on the small
// boards of the sweep is accepted by knight verify -certificate: prove's
// answers (tour and none, open and closed), blame's verdicts, puzzle
// solve's answers (with -count and -grade), make's, and puzzle blame's
// verdicts, completable and dead, and count's numbers (whole, from a
// start, to an end, from every square), which verify re-counts. The oracle is the producer's own exit
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
			run{"", []string{"count", "-board", b, "-json"}},
			run{"", []string{"count", "-board", b, "-closed", "-json"}},
			run{"", []string{"count", "-board", b, "-start", "a1", "-json"}},
			run{"", []string{"count", "-board", b, "-start", "a1", "-end", "c2", "-undirected", "-json"}},
			run{"", []string{"count", "-board", b, "-by-start", "-json"}},
			run{"", []string{"count", "-board", b, "-by-start", "-closed", "-undirected", "-json"}},
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

// TestRoundTripClosedPrefixes: prove's answers about closed tours after
// seeded random knight walks on the thin and small boards where its cut
// certificates count ends inside the cut (no genuine document is refused for
// a "have" of -1), each accepted by
// verify -certificate. The oracle is prove's exit code: a decided answer
// must check.
func TestRoundTripClosedPrefixes(t *testing.T) {
	walks := 40
	if !testing.Short() {
		walks = 300
	}
	rng := rand.New(rand.NewPCG(29, 1))
	boards := []board.Board{{W: 3, H: 8}, {W: 3, H: 10}, {W: 4, H: 5}, {W: 5, H: 6}, {W: 6, H: 6}}
	checked := 0
	for i := range walks {
		b := boards[i%len(boards)]
		walk := positions.RandomWalk(rng, b, 3+rng.IntN(10))
		args := []string{"prove", "-board", b.String(), "-closed", "-prefix", walk.String(), "-json"}
		code, out, _ := runKnight(t, "", args...)
		if code > 1 {
			continue
		}
		checked++
		if vcode, vout, verr := runKnight(t, out, "verify", "-certificate", "-"); vcode != exitYes {
			t.Errorf("knight %s | knight verify -certificate - = exit %d, %s%s\n%.400s", strings.Join(args, " "), vcode, vout, verr, out)
		}
	}
	t.Logf("%d walks, %d documents checked", walks, checked)
}
