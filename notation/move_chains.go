package notation

import (
	"bytes"
	"strings"

	"github.com/knightcert/knight/board"
)

// A solver's trace prints a line a step, "step 7 at b4: candidates
// a6(3) c2(5) -> f7", naming the square it is at, the square it goes to
// and others it weighed. The squares of such lines are no list: the
// tour is the chain the lines make, the square one line goes to being
// the square the next is at. A run of lines of one shape (the same text
// before their first square, digits aside), each naming a square, and
// together minListElements squares or more (a line of a move names two),
// is read as a chain when one field of the
// squares, counted from a line's start (its first or second square), is
// on the next line the square another field named, counted from its
// start (its second or third) or its end (its last, second or third
// last): all links but one in 16 or fewer, and no other choice of
// fields that links as many reads another chain. The line just before
// such a run, of another shape (a literal's opening bracket or a prompt
// before its first record), is the chain's first when it links to the
// run by the same fields. The run is read as the square list it stands
// for (recast), each square mapped to where it is written.
//
// The chain is read as printed: where a line goes to another square
// than the next line is at, both are squares of the tour (what the line
// says it did, then where the next line says it is), so that a chain
// broken so is judged by the moves it prints and never passes. The last
// line goes to a square when the text before it is what it is before
// the square gone to on the lines that link ("->"); otherwise its
// squares are what it weighed, and the tour ends where it is.

// maxChainBreaks is the share of links a chain may break: one in 16.
const maxChainBreaks = 16

// squareToken is a square named on a line: a letter and one to three
// digits, no letter or digit glued to either end; off is where it
// begins in t.b.
type squareToken struct {
	off, end int
	// pair, for a square written as a bracketed pair, is the pair as
	// the pair reader reads it, "(5,1)"; nil for an algebraic square.
	pair []byte
}

// lineSquares are the square tokens of line i.
func (t *text) lineSquares(i int) []squareToken {
	l := t.line(i)
	start := t.lines[i]
	var out []squareToken
	for k := 0; k+1 < len(l); k++ {
		if pair, end, ok := bracketedPair(l, k); ok {
			out = append(out, squareToken{off: start + k, end: start + end, pair: pair})
			k = end - 1
			continue
		}
		if !isLetter(l[k]) || k > 0 && isAlnum(l[k-1]) {
			continue
		}
		d := k + 1
		for d < len(l) && isDigit(l[d]) && d-k <= 3 {
			d++
		}
		if d == k+1 || d-k > 4 || d < len(l) && isAlnum(l[d]) || l[k+1] == '0' {
			continue
		}
		out = append(out, squareToken{off: start + k, end: start + d})
		k = d - 1
	}
	return out
}

// sameSquare reports whether tokens a and b name the same square.
func (t *text) sameSquare(a, b squareToken) bool {
	if a.pair != nil || b.pair != nil {
		return bytes.Equal(a.pair, b.pair)
	}
	return bytes.EqualFold(t.b[a.off:a.end], t.b[b.off:b.end])
}

// squareText is what token s is read as: its pair, or its text.
func (t *text) squareText(s squareToken) []byte {
	if s.pair != nil {
		return s.pair
	}
	return t.b[s.off:s.end]
}

// bracketedPair reads a square written as two numbers in brackets at
// l[k:], each maybe after its axis's name ("(5, 1)", "[5;1]", "(row 5,
// col 1)", "{x=3, y=2}"): the pair as the pair reader reads it, "(5,1)",
// and where it ends. Named axes are written in the order the names give
// (row before column, x before y), as a pair of unnamed ones is read
// whichever order its reader finds; numbers in prose, with no brackets
// around them alone, are no square.
func bracketedPair(l []byte, k int) ([]byte, int, bool) {
	closer := closing[l[k]]
	if closer == 0 || closer == l[k] {
		return nil, 0, false
	}
	var nums [2][]byte
	var names [2]string
	i := k + 1
	for n := range 2 {
		i = pastSpaces(l, i)
		j := i
		for j < len(l) && isLetter(l[j]) {
			j++
		}
		if j-i > 6 {
			return nil, 0, false
		}
		names[n] = strings.ToLower(string(l[i:j]))
		i = j
		for i < len(l) && (l[i] == ' ' || l[i] == '=' || l[i] == ':') && names[n] != "" {
			i++
		}
		j = i
		for j < len(l) && isDigit(l[j]) && j-i < 3 {
			j++
		}
		if j == i || j < len(l) && isDigit(l[j]) {
			return nil, 0, false
		}
		nums[n], i = l[i:j], pastSpaces(l, j)
		if n == 0 {
			if i >= len(l) || l[i] != ',' && l[i] != ';' {
				return nil, 0, false
			}
			i++
		}
	}
	if i >= len(l) || l[i] != closer {
		return nil, 0, false
	}
	first, ok := axisFirst(names)
	if !ok {
		return nil, 0, false
	}
	if !first {
		nums[0], nums[1] = nums[1], nums[0]
	}
	pair := append([]byte{'('}, nums[0]...)
	pair = append(append(append(pair, ','), nums[1]...), ')')
	return pair, i + 1, true
}

// axisFirst reports whether the axis names of a pair, both empty or
// both names of an axis, are in the order written (row before column, x
// before y, file before rank), and whether they are names of axes.
func axisFirst(names [2]string) (inOrder, ok bool) {
	if names[0] == "" && names[1] == "" {
		return true, true
	}
	rank := func(s string) int {
		switch s {
		case "row", "r", "x", "file", "f":
			return 0
		case "col", "column", "c", "y", "rank":
			return 1
		}
		return -1
	}
	a, b := rank(names[0]), rank(names[1])
	if a < 0 || b < 0 || a == b {
		return false, false
	}
	return a == 0, true
}

// leadOf is the text between square k of sqs and the square before it
// (or the line's start), digits and spaces left out: for the first
// square, what lines of one trace share.
func (t *text) leadOf(i int, sqs []squareToken, k int) string {
	from := t.lines[i]
	if k > 0 {
		from = sqs[k-1].end
	}
	var s []byte
	for _, c := range t.b[from:sqs[k].off] {
		if !isDigit(c) && !isSpace(c) {
			s = append(s, c)
		}
	}
	return string(s)
}

// moveChains are the chains of moves on the lines of t outside the
// runs found before.
func (t *text) moveChains(before []recastRun) []recastRun {
	taken := t.linesOf(before)
	var runs []recastRun
	var shape string // the run's first line's
	oneShape := func(first, i int) bool {
		sqs := t.lineSquares(i)
		if len(sqs) == 0 {
			return false
		}
		if i == first {
			shape = t.leadOf(i, sqs, 0)
		}
		return t.leadOf(i, sqs, 0) == shape
	}
	for i, last := range t.lineRuns(taken, oneShape) {
		if last-i+2 < minListElements {
			continue
		}
		var lines [][]squareToken
		for j := i; j <= last; j++ {
			lines = append(lines, t.lineSquares(j))
		}
		first := i
		if f, ok := t.chainFieldsOf(lines); ok && i > 0 && !taken[i-1] && (len(runs) == 0 || runs[len(runs)-1].last < i-1) {
			// The line before, of another shape (a literal's
			// opening bracket or a prompt before its first
			// record), is the chain's first when it links to it
			// as the lines of the run link to each other.
			ext := append([][]squareToken{t.lineSquares(i - 1)}, lines...)
			if g, ok := t.chainFieldsOf(ext); ok && g == f && t.links(ext, f) == t.links(lines, f)+1 {
				first, lines = i-1, ext
			}
		}
		if r, ok := t.moveChain(first, lines); ok {
			runs = append(runs, r)
		}
	}
	return runs
}

// chainFields are the fields a chain links: at counted from a line's
// start (0 its first square), to from its start when it is 1 or more,
// else from its end (0 its last square, -1 the one before).
type chainFields struct{ at, to int }

// chainChoices are the fields a chain is looked for in.
var chainChoices = []chainFields{
	{0, 1}, {0, 2}, {0, 0}, {0, -1}, {0, -2},
	{1, 2}, {1, 0}, {1, -1}, {1, -2},
}

// toIndex is the index in sqs of f's to field, and whether the line
// has one apart from its at field.
func (f chainFields) toIndex(sqs []squareToken) (int, bool) {
	k := f.to
	if k <= 0 {
		k += len(sqs) - 1
	}
	return k, k > f.at && k < len(sqs)
}

// linked reports whether line k of a run goes to the square line k+1
// is at.
func (t *text) linked(lines [][]squareToken, k int, f chainFields) bool {
	to, ok := f.toIndex(lines[k])
	return ok && f.at < len(lines[k+1]) && t.sameSquare(lines[k][to], lines[k+1][f.at])
}

// links counts the lines of a run that go to the square the next is at.
func (t *text) links(lines [][]squareToken, f chainFields) int {
	n := 0
	for k := 0; k+1 < len(lines); k++ {
		if t.linked(lines, k, f) {
			n++
		}
	}
	return n
}

// moveChain reads the lines from first on, their squares lines, as a
// chain of moves, if they are one.
func (t *text) moveChain(first int, lines [][]squareToken) (recastRun, bool) {
	best, ok := t.chainFieldsOf(lines)
	if !ok {
		return recastRun{}, false
	}
	// The text before a square gone to, on the lines that link.
	leads := map[string]int{}
	lead, most := "", 0
	for k := 0; k+1 < len(lines); k++ {
		if t.linked(lines, k, best) {
			to, _ := best.toIndex(lines[k])
			s := t.leadOf(first+k, lines[k], to)
			if leads[s]++; leads[s] > most || leads[s] == most && s < lead {
				lead, most = s, leads[s]
			}
		}
	}
	run := recastRun{first: first, last: first + len(lines) - 1}
	add := func(s squareToken) {
		run.squares = append(run.squares, recastSquare{text: t.squareText(s), from: spanFrom(s.off, s.end, len(t.squareText(s)))})
	}
	var wentTo *squareToken // the square the line before went to
	for k, sqs := range lines {
		if best.at >= len(sqs) {
			line, col := t.pos(sqs[0].off)
			run.err = errAt(line, col, board.ErrSyntax, "this line of the trace names %d square(s): none where it is, square %d as on the lines around it", len(sqs), best.at+1)
			return run, true
		}
		if at := sqs[best.at]; wentTo == nil || !t.sameSquare(*wentTo, at) {
			add(at)
		}
		wentTo = nil
		if to, ok := best.toIndex(sqs); ok && t.leadOf(first+k, sqs, to) == lead {
			add(sqs[to])
			wentTo = &sqs[to]
		}
	}
	return run, true
}

// chainFieldsOf are the fields that link the lines of a run, the squares
// of each line, as a chain, when they do: all links but one in
// maxChainBreaks, and no other choice of fields that links as many reads
// another chain.
func (t *text) chainFieldsOf(lines [][]squareToken) (chainFields, bool) {
	var best chainFields
	bestLinks, tie := -1, false
	for _, f := range chainChoices {
		switch n := t.links(lines, f); {
		case n > bestLinks:
			best, bestLinks, tie = f, n, false
		case n == bestLinks:
			tie = true
		}
	}
	need := len(lines) - 1 - max(1, (len(lines)-1)/maxChainBreaks)
	if bestLinks < need || bestLinks == 0 || tie && !t.sameChain(lines, best) {
		return chainFields{}, false
	}
	return best, true
}

// sameChain reports whether every choice of fields that links as many
// lines as f reads the squares f reads: a tie that reads one chain is
// no doubt.
func (t *text) sameChain(lines [][]squareToken, f chainFields) bool {
	n := t.links(lines, f)
	for _, g := range chainChoices {
		if g == f || t.links(lines, g) != n {
			continue
		}
		for _, sqs := range lines {
			if (f.at < len(sqs)) != (g.at < len(sqs)) || f.at < len(sqs) && !t.sameSquare(sqs[f.at], sqs[g.at]) {
				return false
			}
			fk, fok := f.toIndex(sqs)
			gk, gok := g.toIndex(sqs)
			if fok != gok || fok && !t.sameSquare(sqs[fk], sqs[gk]) {
				return false
			}
		}
	}
	return true
}

// pairChains are the chains of moves of t outside the runs found before
// whose squares are bracketed pairs: a line "from (5, 1) to (7, 2)" names
// one move, not two squares of a list, so its pairs are read where it
// links, whatever the text around them.
func (t *text) pairChains(before []recastRun) []recastRun {
	if !bytes.ContainsAny(t.b, "([{") {
		return nil
	}
	var runs []recastRun
	for _, r := range t.moveChains(before) {
		if len(r.squares) > 0 && r.squares[0].text[0] == '(' {
			runs = append(runs, r)
		}
	}
	return runs
}
