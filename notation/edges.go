package notation

import (
	"bytes"
	"fmt"

	"github.com/knightcert/knight/board"
)

// An edge list is a tour written as its moves in any order, each move
// the pair of squares it joins: networkx's sorted(G.edges()) printed as
// "[('a1', 'b3'), ('a1', 'c2'), ...]", GraphViz's "a1 -- b3;", a JSON
// array of pairs, Mathematica's "a1 <-> b3". Read one square after
// another, such a list fails at its second pair, which proves nothing:
// the text is not a sequence. Read as edges, it is a tour with certainty
// only when its edges form one path (or one cycle) through every square
// of the board; otherwise no reading is certain.

// writtenSquareEnd is where the square whose text begins at off ends,
// past a quote that opens it.
func writtenSquareEnd(b []byte, off int) int {
	for off < len(b) && (b[off] == '\'' || b[off] == '"' || b[off] == '`') {
		off++
	}
	_, end := squareAt(b, off)
	return end
}

// separatorClass is what stands between two squares written, without
// the spaces and quotes around them: "," for "', '", "),(" for "'), ('".
func separatorClass(b []byte) string {
	var out []byte
	for _, c := range b {
		switch c {
		case ' ', '\t', '\r', '\n', '\'', '"', '`':
			continue
		}
		out = append(out, c)
	}
	return string(out)
}

// connector reports whether class joins the two squares of an edge
// ("--", "->", "<->", "-") with nothing else.
func connector(class string) bool {
	return len(class) > 0 && len(bytes.Trim([]byte(class), "-<>=~")) == 0
}

// edgePairs reports whether d, a square list read in memory, is written
// as pairs of squares: every pair's two squares parted alike, every two
// pairs parted alike but otherwise (a bracket closed and one opened, a
// ';' or a line break after a connector), and fewer than half of the
// pairs' second squares are the next pair's first, so that the pairs do
// not chain into the moves of one walk (a list of moves "a1-b3, b3-c1"
// is one, even with a break in it).
func edgePairs(d Document) bool {
	if d.Format != Algebraic || d.movePairs || d.places == nil || d.places.t == nil || d.places.pairs || d.places.shift != 0 || d.places.grid != nil ||
		len(d.places.offs) != len(d.Path) || len(d.Path) < 4 || len(d.Path)%2 != 0 {
		return false
	}
	b, offs := d.places.t.b, d.places.offs
	within, between := "", ""
	for k := 0; k+1 < len(offs); k++ {
		from, to := writtenSquareEnd(b, int(offs[k])), int(offs[k+1])
		if from > to {
			return false
		}
		class := separatorClass(b[from:to])
		switch {
		case k == 0:
			within = class
		case k == 1:
			between = class
		case k%2 == 0 && class != within, k%2 == 1 && class != between:
			return false
		}
	}
	if within == between || between == "" && !connector(within) {
		return false
	}
	chained := 0
	for k := 1; k+1 < len(d.Path); k += 2 {
		if d.Path[k] == d.Path[k+1] {
			chained++
		}
	}
	// A list of moves with a break in its chain is a walk that breaks,
	// whose fault the plain reading proves; edges listed in any order
	// chain by chance at most now and then.
	return 2*chained < len(d.Path)/2-1
}

// edgeReading reads d's pairs as the edges of a path: the path through
// every square of d's board that the edges make, closed when they make a
// cycle, or why they make none.
func edgeReading(d Document) (Document, string) {
	order, adj, why := pairGraph(d, 2)
	if why != "" {
		return d, why
	}
	pairs := len(d.Path) / 2
	if len(order) != d.Board.Size() {
		return d, fmt.Sprintf("they name %d of the %d squares of %v", len(order), d.Board.Size(), d.Board)
	}
	if pairs != len(order)-1 && pairs != len(order) {
		return d, fmt.Sprintf("%d pairs over %d squares make no single path", pairs, len(order))
	}
	// With no square ending more than two pairs, the one trail through
	// them all is the path or cycle they make.
	e, ok := walkPairs(d, order, adj)
	if !ok {
		return d, "they make more than one path"
	}
	return e, ""
}

// pairGraph is d's pairs as the edges of a graph: its squares in the
// order first written and the pairs at each square, or why they are no
// edges of one walk: a pair written twice or joining a square to itself,
// or, when most is above 0, a square that ends more pairs than most.
func pairGraph(d Document, most int) (order []board.Square, adj map[board.Square][]int, why string) {
	adj = map[board.Square][]int{}
	seen := map[[2]board.Square]bool{}
	for p := range len(d.Path) / 2 {
		s, t := d.Path[2*p], d.Path[2*p+1]
		if s == t {
			return nil, nil, fmt.Sprintf("the pair %v %v joins a square to itself", s, t)
		}
		key := [2]board.Square{s, t}
		if t.Y < s.Y || t.Y == s.Y && t.X < s.X {
			key = [2]board.Square{t, s}
		}
		if seen[key] {
			return nil, nil, fmt.Sprintf("the pair %v %v is written twice", s, t)
		}
		seen[key] = true
		for _, q := range []board.Square{s, t} {
			if len(adj[q]) == 0 {
				order = append(order, q)
			}
			adj[q] = append(adj[q], p)
			if most > 0 && len(adj[q]) > most {
				return nil, nil, fmt.Sprintf("%v ends %d of the pairs, and a path passes a square once", q, len(adj[q]))
			}
		}
	}
	return order, adj, ""
}

// readEdges reads every tour written as an edge list as its edges: the
// path they make, or unreadable with why they make none.
func readEdges(tours []Tour) []Tour {
	for i, tr := range tours {
		if tr.Err != nil || len(tr.Readings) == 0 || !edgePairs(tr.Readings[0]) {
			continue
		}
		d := tr.Readings[0]
		e, why := edgeReading(d)
		if why == "" {
			tours[i].Readings = []Document{e}
			continue
		}
		if e, ok := edgeTrail(d); ok {
			tours[i].Readings = []Document{e}
			continue
		}
		line, col, ok := d.Place(0)
		if !ok {
			line, col = tr.Line, 1
		}
		tours[i] = Tour{Line: tr.Line, Asked: tr.Asked, Err: &board.ParseError{Line: line, Col: col, Err: ErrMisread,
			Msg: fmt.Sprintf("%d squares written in pairs that do not chain (%v %v, then %v %v): a list of moves in any order, not one square after another; read as moves, %s, so no reading is certain; write the tour's squares in order", len(d.Path), d.Path[0], d.Path[1], d.Path[2], d.Path[3], why)}}
	}
	return tours
}
