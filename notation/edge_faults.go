package notation

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/knightcert/knight/board"
)

// An edge list names no order of its moves, so a fault read from it is
// a fact of the pairs written, never of a move number: a pair that is no
// knight's move, a square that ends three pairs or more (the moves pass
// it twice), a square of the board no pair names. On a board given (or
// said by the text), those facts hold whatever order the pairs were
// meant in, as long as the pairs make one walk: one trail through every
// pair, which the walk read here (edgeTrail) is, so its first fault is
// certain. With the board only guessed from the squares, a list that
// names fewer squares than the board has is no certain tour of it.

// edgeTrail reads d's pairs, on a board not guessed from them, as the
// moves of one walk when they make no path through every square of the
// board (edgeReading's): a trail that takes every pair once (Hierholzer's
// algorithm, from the first square written that ends an odd number of
// pairs, else the first written), which passes a square twice when it
// ends more than two pairs and misses the squares no pair names. It is
// false when the pairs make no one trail (two pieces, or more than two
// squares ending an odd number of pairs), or one pair is written twice or
// joins a square to itself.
func edgeTrail(d Document) (Document, bool) {
	pairs := len(d.Path) / 2
	if d.fromSquares || d.Board == (board.Board{}) || pairs < 2 || d.places == nil || len(d.places.offs) != len(d.Path) {
		return d, false
	}
	order, adj, why := pairGraph(d, 0)
	if why != "" {
		return d, false
	}
	if len(order) > d.Board.Size() {
		return d, false
	}
	return walkPairs(d, order, adj)
}

// walkPairs is the trail through every one of d's pairs (adj, by square,
// the squares in order as first written), or false when they make none.
func walkPairs(d Document, order []board.Square, adj map[board.Square][]int) (Document, bool) {
	pairs := len(d.Path) / 2
	start, odd := order[0], 0
	for k := len(order) - 1; k >= 0; k-- {
		if q := order[k]; len(adj[q])%2 == 1 {
			start, odd = q, odd+1
		}
	}
	if odd != 0 && odd != 2 {
		return d, false
	}
	// Hierholzer: walk on while a pair is left at the square, back up
	// when none is; the squares backed over, reversed, are the trail.
	type step struct {
		q  board.Square
		at int32 // where the pair that reached q writes q
	}
	used := make([]bool, pairs)
	next := map[board.Square]int{} // the first of adj[q] not yet looked at
	stack := []step{{start, d.places.offs[slices.Index(d.Path, start)]}}
	var trail []step
	for len(stack) > 0 {
		top := stack[len(stack)-1]
		p := -1
		for next[top.q] < len(adj[top.q]) {
			c := adj[top.q][next[top.q]]
			next[top.q]++
			if !used[c] {
				p = c
				break
			}
		}
		if p < 0 {
			trail = append(trail, top)
			stack = stack[:len(stack)-1]
			continue
		}
		used[p] = true
		k := 2 * p
		if d.Path[k] == top.q {
			k++
		}
		stack = append(stack, step{d.Path[k], d.places.offs[k]})
	}
	if len(trail) != pairs+1 {
		return d, false // pairs apart from the rest: no one walk
	}
	// Popped, the trail runs backwards, and the pair between a square
	// and the one popped after it is the pair that reached the square:
	// read forwards, each square is written where that pair writes it.
	path := make(board.Path, len(trail))
	written := make([]int32, len(trail))
	for k, st := range trail {
		path[len(trail)-1-k], written[len(trail)-1-k] = st.q, st.at
	}
	e := d
	e.Path, e.Closed = path, d.Closed
	if odd == 0 && len(path) > 3 && path[0] == path[len(path)-1] {
		e.Path, written, e.Closed = path[:len(path)-1], written[:len(written)-1], true
	}
	pl := *d.places
	pl.offs = written
	e.places = &pl
	e.lineEnds, e.closeEnds = nil, nil
	e.edges = true
	return e, true
}

// Cite is err, a checker's fault in d's path, said as the text writes
// it: for an edge list read as a walk, "move 14: a2 to a3 is not a
// knight move" numbers a move of the walk read, which the text does not
// write, so the fault names the pair it writes; any other fault is err.
// The result wraps err, so errors.As still finds the checker's error.
func (d Document) Cite(err error) error {
	if !d.edges || err == nil {
		return err
	}
	msg := err.Error()
	num, rest, ok := strings.Cut(strings.TrimPrefix(msg, "move "), ": ")
	k, nerr := strconv.Atoi(num)
	if !ok || !strings.HasPrefix(msg, "move ") || nerr != nil || k < 1 || k >= len(d.Path) {
		return err
	}
	from, to := d.Path[k-1], d.Path[k]
	switch {
	case strings.HasPrefix(rest, fmt.Sprintf("%v to %v is not a ", from, to)):
		return pairFault{fmt.Sprintf("the pair %v %v is not a %s", from, to, strings.TrimPrefix(rest, fmt.Sprintf("%v to %v is not a ", from, to))), err}
	case strings.HasPrefix(rest, fmt.Sprintf("%v was already visited", to)):
		ends := 0
		for _, s := range d.Path {
			if s == to {
				ends++
			}
		}
		return pairFault{fmt.Sprintf("%v ends %d of the pairs, and a tour passes a square once", to, 2*ends), err}
	case strings.HasPrefix(rest, fmt.Sprintf("%v is ", to)):
		return pairFault{"the square " + rest, err}
	}
	return err
}

// pairFault is a checker's fault said of the pairs of an edge list.
type pairFault struct {
	msg string
	err error
}

func (f pairFault) Error() string { return f.msg }
func (f pairFault) Unwrap() error { return f.err }
