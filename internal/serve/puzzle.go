package serve

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/api"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/puzzle"
)

// The puzzle endpoints may all call SAT, so they take the exact limit and an
// exact worker, as prove does.

// puzzleReading reads the parameters every puzzle endpoint that reads a
// puzzle takes: closed, and first (0 or 1; -1, the default, reads it from
// the puzzle). It returns the reader of the body's puzzle, which refuses
// one larger than a puzzle may be (413), one it cannot read (400) and one
// on a board past the exact limit. A body past heavyBody is read as one
// of the workers, and the reading stops when the request's time runs out
// or its client leaves (503), as verify's does.
func puzzleReading(p *params, what string) func(r *request) (puzzlecert.Puzzle, error) {
	closed, first := p.bool("closed"), p.int("first", -1)
	if p.err == nil && (first < -1 || first > 1) {
		p.fail(badRequest(fmt.Errorf("puzzle %s: first %d: want 0 or 1", what, first)))
	}
	opt := puzzle.ReadOptions{Closed: closed, First: first}
	return func(r *request) (puzzlecert.Puzzle, error) {
		if len(r.body) > puzzle.MaxBytes {
			return puzzlecert.Puzzle{}, tooLarge(fmt.Errorf("body: %w: more than the %d bytes a puzzle may take", puzzle.ErrSyntax, puzzle.MaxBytes))
		}
		if err := r.heavyRead(); err != nil {
			return puzzlecert.Puzzle{}, err
		}
		if testHookReading != nil {
			testHookReading()
		}
		opt := opt
		opt.Stop = r.ctx.Done()
		pz, err := puzzle.Read(bytes.NewReader(r.body), opt)
		if errors.Is(err, notation.ErrStopped) {
			return pz, stoppedReading(r.ctx, "puzzle "+what, err)
		}
		if err != nil {
			return pz, badRequest(fmt.Errorf("puzzle %s: %s%w", what, api.Positioned("body", err), err))
		}
		return pz, checkSize(pz.Board, r.lim.MaxExactSquares)
	}
}

// puzzleSolveEndpoint is knight puzzle solve -json on the puzzle in the
// body (a numbered grid or its JSON): the answer document whatever it
// says, unique, several, none or unknown.
func puzzleSolveEndpoint(p *params, lim Limits) (work, error) {
	read := puzzleReading(p, "solve")
	count, countNodes := p.bool("count"), p.int64("count-nodes", 0)
	grade, maxSquares := p.bool("grade"), p.int64("max-squares", 0)
	p.bool("json") // the answer is JSON anyway
	switch {
	case p.err != nil:
		return nil, p.err
	case countNodes < 0:
		return nil, badRequest(fmt.Errorf("puzzle solve: count-nodes %d: want 0 (the default) or more", countNodes))
	case maxSquares < 0 || maxSquares > int64(lim.MaxExactSquares):
		return nil, badRequest(fmt.Errorf("puzzle solve: max-squares %d: want 0 to the server's limit, %d", maxSquares, lim.MaxExactSquares))
	}
	return func(r *request, w *bufio.Writer) (string, error) {
		pz, err := read(r)
		if err != nil {
			return "", err
		}
		if err := r.compute(); err != nil {
			return "", err
		}
		a, err := puzzle.Solve(r.ctx, puzzle.SolveRequest{Puzzle: pz, Count: count, CountNodes: countNodes,
			MaxSquares: int(maxSquares), Grade: grade})
		switch {
		case errors.Is(err, puzzlecert.ErrBadPuzzle):
			return "", badRequest(fmt.Errorf("puzzle solve: body: %w", err))
		case err != nil:
			return "", fmt.Errorf("puzzle solve: %w", err)
		}
		return jsonType, a.WriteJSON(w)
	}, nil
}

// puzzlePlayEndpoint is knight puzzle hint -json (hint) or knight puzzle
// blame -json (blame) on the puzzle in the body and the player's numbers
// in moves ("c5=8 d7=9", or a path numbered from the first number): the
// next forced number and why, or the first wrong number with its
// evidence. The page's puzzle mode asks both after every question.
func puzzlePlayEndpoint(sub string) func(p *params, lim Limits) (work, error) {
	return func(p *params, lim Limits) (work, error) {
		read := puzzleReading(p, sub)
		moves := p.str("moves", "")
		p.bool("json") // the answer is JSON anyway
		if p.err != nil {
			return nil, p.err
		}
		return func(r *request, w *bufio.Writer) (string, error) {
			pz, err := read(r)
			if err != nil {
				return "", err
			}
			entries, err := puzzle.ParseEntries(moves, pz)
			if err != nil {
				return "", badRequest(fmt.Errorf("puzzle %s: moves: %w", sub, err))
			}
			if err := r.compute(); err != nil {
				return "", err
			}
			if sub == "hint" {
				h, err := puzzle.NextHint(r.ctx, puzzle.HintRequest{Puzzle: pz, Entries: entries})
				if err != nil {
					return "", badRequest(fmt.Errorf("puzzle hint: %w", err))
				}
				return jsonType, api.WritePuzzleHint(w, h)
			}
			v, err := puzzle.Blame(r.ctx, puzzle.BlameRequest{Puzzle: pz, Entries: entries})
			if err != nil {
				return "", badRequest(fmt.Errorf("puzzle blame: %w", err))
			}
			return jsonType, api.WritePuzzleBlame(w, v)
		}, nil
	}
}

// puzzleMakeEndpoint is knight puzzle make -json: the made puzzle's answer
// document. holes and piece make it on a shape, as the command's -holes
// and -piece do (no level there: the deductions that grade are the
// knight's on the full board, and a level asked is refused with 400). When the command prints no document, the server answers an
// error: 400 for a request no puzzle can meet (the command's exit 2), 422
// when the seed gave no puzzle as asked (exit 1), 503 when the time ran
// out (exit 3).
func puzzleMakeEndpoint(p *params, lim Limits) (work, error) {
	boardText := p.str("board", "8x8")
	closed, seed, clues, minimal := p.bool("closed"), p.seed(), p.int("clues", 0), p.bool("minimal")
	levelText := p.str("level", "")
	holesText, pieceText := p.str("holes", ""), p.str("piece", "")
	first := p.int("first", 1)
	p.bool("json")
	if p.err != nil {
		return nil, p.err
	}
	b, err := board.Parse(boardText)
	if err != nil {
		return nil, badRequest(fmt.Errorf("puzzle make: board: %w", err))
	}
	if err := checkSize(b, lim.MaxExactSquares); err != nil {
		return nil, err
	}
	level, err := puzzle.ParseLevel(levelText)
	if err != nil {
		return nil, badRequest(fmt.Errorf("puzzle make: level: %w", err))
	}
	holes, piece, err := api.OptionalShape("", b, holesText, pieceText)
	if err != nil {
		return nil, badRequest(fmt.Errorf("puzzle make: %w", err))
	}
	// Make refuses what no puzzle can meet (a clue count, a first number,
	// minimal with easy) before it computes.
	req := puzzle.MakeRequest{Board: b, Holes: holes, Piece: piece, Closed: closed, Seed: seed, Clues: clues, Minimal: minimal, Level: level, First: first}
	return func(r *request, w *bufio.Writer) (string, error) {
		if err := r.compute(); err != nil {
			return "", err
		}
		a, err := puzzle.Make(r.ctx, req)
		switch {
		case errors.Is(err, puzzle.ErrBadRequest) || errors.Is(err, board.ErrShape):
			return "", badRequest(fmt.Errorf("puzzle make: %w", err))
		case errors.Is(err, puzzle.ErrNotFound):
			return "", &apiError{statusUnprocessableEntity, fmt.Errorf("puzzle make: %w", err)}
		case errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled):
			return "", outOfTime(fmt.Errorf("puzzle make: no puzzle within the request's time (%w); a smaller board or a longer timeout, up to the server's limit, may give one", err))
		case err != nil:
			return "", fmt.Errorf("puzzle make: %w", err)
		case a.Status != puzzlecert.Unique:
			return "", outOfTime(fmt.Errorf("puzzle make: %s", a.Explanation))
		}
		return jsonType, a.WriteJSON(w)
	}, nil
}

// outOfTime is a request whose work found no answer within its time: 503,
// which a client may retry with a longer timeout, up to the server's
// limit.
func outOfTime(err error) error { return &apiError{statusServiceUnavailable, err} }

// int is a parameter read as a whole number that fits an int, as knight's
// int flags are.
func (p *params) int(name string, def int) int {
	n := p.int64(name, int64(def))
	if int64(int(n)) != n {
		p.fail(badRequest(fmt.Errorf("query parameter %s=%d: out of range", name, n)))
		return 0
	}
	return int(n)
}

// seed is the seed parameter, read as knight's -seed flags read it
// ([api.ParseSeed]: any whole number of 64 bits, signed or not); 1 when
// absent.
func (p *params) seed() uint64 {
	return parsed(p, "seed", 1, api.ParseSeed, api.ErrBadSeed.Error())
}
