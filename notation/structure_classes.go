package notation

import (
	"bytes"
	"slices"

	"github.com/knightcert/knight/board"
)

// A grid's numbers are all written alike; the other integers of its lines
// (a dumper's indices, "[3] => 12", an array's size, "int(12)" beside
// "array(5)", a log line's time, "12:00:03", a row's label, "row 3:") are
// written otherwise. So when the integers of the lines, taken all
// together, number no grid, they are sorted by how each is written: the
// characters touching it on either side, up to a space or a digit (a run
// of one character as one, separators after it dropped), its form.
// The cells are the forms that together number 1..N or 0..N-1 once each:
// a form that writes a number twice is no grid's (a label, a time), and
// neither is one that writes a number another form already wrote. Rows are
// the lines, or, when the lines do not hold rows of one length (a number
// a line, as Data::Dumper prints them; rows wrapped at a width), the
// innermost brackets around the cells, however many lines they span.
// Certainty is the grid's own: every square of a W x H board numbered
// once, in rows of W.

// maxForms bounds the forms tried together: the largest ones, which a
// grid's cells are (at most three forms: first, middle and last of a row).
const maxForms = 8

// classedGrids reads lines first..last as grids numbered by the forms of
// integers that number one, the others set aside; nil when none do, with
// the fault of the first union of forms whose rows number a board's
// squares but for one number (structure_fault.go), nil for none.
func (t *text) classedGrids(first, last int, opt ReadOptions) ([]Document, error) {
	if t.triples(first, last) {
		return nil, nil // a square and a value each bracket: pairs, not grids
	}
	type placed struct {
		c           cell
		line, group int
	}
	// -1 is a square not visited where its sign stands alone ("= -1",
	// "[2, -1, 16]"), not in a date ("05-01") or a name ("pool-1-thread").
	var all []placed
	forms := map[string][]int{} // form -> indices into all
	var order []string
	var open []int   // the brackets open, innermost last, across lines
	var parent []int // the bracket around each, -1 at the top
	groups := 0
	for i := first; i <= last; i++ {
		l, base := t.line(i), t.lines[i]
		cs := t.lineCells(i, false)
		k := 0
		for j := 0; j <= len(l); j++ {
			for ; k < len(cs) && cs[k].off-base <= j; k++ {
				if c := cs[k]; c.mark == 0 && (c.v >= 0 || c.v == -1 && (c.off-base < 2 || isCellEdge(l[c.off-base-2]))) {
					g := -1
					if len(open) > 0 {
						g = open[len(open)-1]
					}
					f := form(l, c.off-base, c.v < 0)
					if forms[f] == nil {
						order = append(order, f)
					}
					forms[f] = append(forms[f], len(all))
					all = append(all, placed{c, i, g})
				}
			}
			if j == len(l) {
				break
			}
			switch l[j] {
			case '[', '(', '{':
				parent = append(parent, -1)
				if len(open) > 0 {
					parent[groups] = open[len(open)-1]
				}
				open = append(open, groups)
				groups++
			case ']', ')', '}':
				if len(open) > 0 {
					open = open[:len(open)-1]
				}
			}
		}
	}
	// Grids one after another write their numbers again: each form is
	// judged on the first grid's lines, up to the first number a form of
	// nine or more writes twice, the latest such (a label repeats soon,
	// a grid's cells only in the next grid). A 0 or a negative number
	// written again is no such number: -1, or 0 in a grid numbered from
	// 1, marks the squares a grid leaves.
	seg := len(t.b)
	if len(all) > 0 {
		seg = 0
		for _, f := range order {
			seen := map[int]bool{}
			end := len(t.b)
			for _, k := range forms[f] {
				if v := all[k].c.v; seen[v] && v > 0 {
					end = all[k].c.off
					break
				}
				seen[all[k].c.v] = true
			}
			if len(forms[f]) >= 9 {
				seg = max(seg, end)
			}
		}
	}
	var cands []formSet
	for _, f := range order {
		fs := formSet{name: f, values: map[int]bool{}}
		twice := false
		for _, k := range forms[f] {
			if c := all[k].c; c.off < seg || all[forms[f][0]].c.off >= seg {
				twice = twice || fs.values[c.v] && c.v > 0
				fs.values[c.v] = true
			}
		}
		if !twice {
			cands = append(cands, fs)
		}
		if fs, ok := shapedFault(f, forms[f], func(k int) int { return all[k].c.v }, opt.Board); ok {
			cands = append(cands, fs)
		}
	}
	slices.SortStableFunc(cands, func(a, b formSet) int { return len(b.values) - len(a.values) })
	cands = cands[:min(len(cands), maxForms)]
	disjoint := make([][]bool, len(cands))
	for a := range cands {
		disjoint[a] = make([]bool, len(cands))
		for b := range a {
			small, large := cands[a].values, cands[b].values // sorted largest first
			disjoint[a][b] = true
			for v := range small {
				if large[v] {
					disjoint[a][b] = false
					break
				}
			}
		}
	}
	// Search the unions of forms that write no number twice, the largest
	// forms in first, for one whose every number is a cell of a grid
	// numbered 1..N or 0..N-1 once.
	var chosen []int
	var found []Document
	var fault error // of the first union whose rows number a board but for one fault (faultIn)
	tries := 16     // unions read into rows: each costs a pass over the cells
	var try func(i, n int) bool
	try = func(i, n int) bool {
		if tries == 0 {
			return false
		}
		if i == len(cands) {
			if n < 9 {
				return false
			}
			tries--
			var cells []placed
			for _, f := range chosen {
				for _, k := range forms[cands[f].name] {
					cells = append(cells, all[k])
				}
			}
			slices.SortFunc(cells, func(a, b placed) int { return a.c.off - b.c.off })
			// A row is the innermost brackets around two or more cells
			// ("int(12)" holds one: the row is around it), looked for a
			// few levels up.
			const levels = 8
			inside := map[int]int{}
			for _, p := range cells {
				for g, l := p.group, 0; g >= 0 && l < levels; g, l = parent[g], l+1 {
					inside[g]++
				}
			}
			for k, p := range cells {
				for g, l := p.group, 0; g >= 0 && l < levels; g, l = parent[g], l+1 {
					if inside[g] >= 2 {
						cells[k].group = g
						break
					}
				}
			}
			for _, byLine := range []bool{true, false} {
				var rows [][]cell
				for k, p := range cells {
					if k == 0 || byLine && p.line != cells[k-1].line || !byLine && p.group != cells[k-1].group {
						rows = append(rows, nil)
					}
					rows[len(rows)-1] = append(rows[len(rows)-1], p.c)
				}
				found = t.gridsIn(rows, opt)
				numbered := 0
				for _, d := range found {
					numbered += len(d.Path)
				}
				if numbered == len(cells) {
					for k := range found {
						found[k].byForm = true
					}
					return true
				}
				if fault == nil {
					fault = t.faultIn(rows, opt)
				}
				if fault == nil {
					fault = t.oneUnvisited(rows, nil, opt)
				}
			}
			found = nil
			return false
		}
		fits := true
		for _, f := range chosen {
			fits = fits && disjoint[i][f]
		}
		if fits {
			chosen = append(chosen, i)
			if try(i+1, n+len(cands[i].values)) {
				return true
			}
			chosen = chosen[:len(chosen)-1]
		}
		return try(i+1, n)
	}
	try(0, 0)
	if found != nil {
		fault = nil
	}
	return found, fault
}

// formSet is a form and the values of its cells that a grid's numbering
// is looked for in.
type formSet struct {
	name   string
	values map[int]bool
}

// shapedFault is the form f, whose cells (at, the value of each) are
// written twice but for one number among the first of the board given's
// size, as a grid's cells with one fault: with a board given, the first
// grid is its W x H cells, not the cells up to the first number written
// twice (which the fault is). ok is false with no board given or any
// other cells; the union of forms it is in reads as no grid, only as the
// fault of one (faultIn).
func shapedFault(f string, cells []int, at func(k int) int, b board.Board) (formSet, bool) {
	n := b.Size()
	if b == (board.Board{}) || len(cells) < n {
		return formSet{}, false
	}
	fs := formSet{name: f, values: map[int]bool{}}
	twice := 0
	for _, k := range cells[:n] {
		if v := at(k); fs.values[v] {
			twice++
		} else {
			fs.values[v] = true
		}
	}
	return fs, twice == 1
}

// form is how the integer at l[k] is written: the characters touching it
// on each side up to a space or a digit, a run of one character as one,
// the separators ',' and ';' after it dropped (a row's last number has
// none): a row label at the start of a line ("3,1,16") is written
// otherwise than the cells after it. A negative number's sign is its
// own, not its form's.
func form(l []byte, k int, negative bool) string {
	e := k
	for e < len(l) && isDigit(l[e]) {
		e++
	}
	if negative {
		k-- // the sign is the number's: -1 is a grid's mark written as its numbers are
	}
	s := k
	for s > 0 && !isSpace(l[s-1]) && !isDigit(l[s-1]) {
		s--
	}
	a := e
	for a < len(l) && !isSpace(l[a]) && !isDigit(l[a]) {
		a++
	}
	squeeze := func(b []byte, separators bool) []byte {
		var out []byte
		for _, c := range b {
			if (separators || c != ',' && c != ';') && (len(out) == 0 || out[len(out)-1] != c) {
				out = append(out, c)
			}
		}
		return out
	}
	return string(bytes.Join([][]byte{squeeze(l[s:k], true), squeeze(l[e:a], false)}, []byte{0}))
}
