package recheck

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/verify"
)

// hints checks the moves a completable verdict lists, both ways: every
// hint is a move to an unvisited square that a tour can follow (a tour
// found by [verify.Checker.Complete]), and every other such move, unless
// listed as undecided, is one no tour follows (the search exhausted).
// The searches share ck's budget; one that runs out of it leaves the
// verdict too large to check ([verify.ErrTooLarge]), not accepted. It
// returns a line saying what was checked, "" when the verdict lists no
// moves (knight blame -no-hints, or a path that is a tour already).
func hints(ctx context.Context, ck *verify.Checker, d evidence.Verdict) (string, error) {
	if d.Status != board.Found || len(d.Hints) == 0 && len(d.Undecided) == 0 {
		return "", nil
	}
	q := d.Completable()
	sh := q.Shape()
	if len(q.Prefix) == 0 || len(q.Prefix) == sh.Cells() {
		return "", atMember("hints", fmt.Errorf("the verdict lists moves after a path with no square to move from or none to move to"))
	}
	last := q.Prefix[len(q.Prefix)-1]
	seen := make(map[board.Square]bool, len(q.Prefix))
	for _, s := range q.Prefix {
		seen[s] = true
	}
	listed := map[board.Square]string{}
	for _, l := range []struct {
		what  string
		moves []board.Square
	}{{"hints", d.Hints}, {"hints_undecided", d.Undecided}} {
		for _, s := range l.moves {
			switch {
			case !sh.IsMove(last, s) || seen[s]:
				return "", atMember(l.what, fmt.Errorf("%w: %s lists %v, not a move from %v to an unvisited square", ErrRefuted, l.what, s, last))
			case listed[s] != "":
				return "", atMember(l.what, fmt.Errorf("%w: %v is listed twice (in %s and %s)", ErrRefuted, s, listed[s], l.what))
			}
			listed[s] = l.what
		}
	}
	var alive, dead []board.Square
	for _, s := range sh.Neighbours(last, nil) {
		if seen[s] || listed[s] == "hints_undecided" {
			continue
		}
		next := q
		next.Prefix = append(slices.Clip(q.Prefix), s)
		tour, err := ck.Complete(ctx, next)
		switch {
		case errors.Is(err, verify.ErrTooLarge):
			return "", fmt.Errorf("the moves listed were not re-checked within the limit: the search after %v: %w", s, err)
		case ctx.Err() != nil && errors.Is(err, ctx.Err()):
			return "", fmt.Errorf("%w: the search after %v stopped: %w", ErrUndecided, s, err)
		case err != nil:
			return "", err
		case listed[s] == "hints" && tour == nil:
			return "", atMember("hints", fmt.Errorf("%w: hint %v: no tour follows it (search exhausted)", ErrRefuted, s))
		case listed[s] == "" && tour != nil:
			return "", atMember("hints", fmt.Errorf("%w: %v is not a hint, yet this tour follows it: %v", ErrRefuted, s, tour))
		case tour != nil:
			alive = append(alive, s)
		default:
			dead = append(dead, s)
		}
	}
	line := fmt.Sprintf("the moves after %v: hints %v each followed by a tour found", last, board.Path(alive))
	if len(dead) > 0 {
		line += fmt.Sprintf(", %v followed by none (search exhausted)", board.Path(dead))
	}
	if len(d.Undecided) > 0 {
		line += fmt.Sprintf(", %v left undecided as the verdict says", board.Path(d.Undecided))
	}
	return line, nil
}
