package puzzle

import (
	"fmt"
	"slices"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
)

// Explain says in words why a certificate shows p has no solution.
func Explain(p puzzlecert.Puzzle, c puzzlecert.Certificate) string {
	switch c := c.(type) {
	case puzzlecert.Distance:
		a, b := c.A, c.B
		steps := b.Number - a.Number
		if c.Distance < 0 {
			return fmt.Sprintf("no solution: no knight path joins %d on %v and %d on %v", a.Number, a.Square, b.Number, b.Square)
		}
		how := movesApart(steps)
		if p.Closed && p.Board.Size()-steps < steps {
			how = movesApart(p.Board.Size()-steps) + " round the closed tour"
		}
		return fmt.Sprintf("no solution: %d on %v and %d on %v are %s, but a knight needs %s from %v to %v", a.Number, a.Square, b.Number, b.Square, how, movesWord(c.Distance), a.Square, b.Square)
	case puzzlecert.Parity:
		a, b := c.A, c.B
		steps := b.Number - a.Number
		same := "the same colour"
		if a.Square.Colour() != b.Square.Colour() {
			same = "different colours"
		}
		parity := "even"
		if steps%2 == 1 {
			parity = "odd"
		}
		return fmt.Sprintf("no solution: every knight move changes colour, and %d on %v and %d on %v are an %s number of moves apart (%d) on %s", a.Number, a.Square, b.Number, b.Square, parity, steps, same)
	case puzzlecert.Blocked:
		a, b := c.A, c.B
		steps := b.Number - a.Number
		if steps < 0 {
			steps += p.Board.Size()
		}
		if c.Distance < 0 {
			return fmt.Sprintf("no solution: %d on %v must follow %d on %v, and no knight path through unnumbered squares joins them", b.Number, b.Square, a.Number, a.Square)
		}
		return fmt.Sprintf("no solution: %d on %v must be reached from %d on %v in %d moves through unnumbered squares, and the shortest such path takes %d", b.Number, b.Square, a.Number, a.Square, steps, c.Distance)
	case puzzlecert.ColourCount:
		n := p.Board.Size()
		if c.A == nil {
			if n == 1 {
				return fmt.Sprintf("no solution: a closed tour alternates colours, and the %v board has 1 square, an odd number", p.Board)
			}
			return fmt.Sprintf("no solution: a closed tour alternates colours, and the %v board has %d squares, an odd number", p.Board, n)
		}
		a := *c.A
		start := a.Square.Colour() ^ board.Colour(p.Step(a)&1)
		return fmt.Sprintf("no solution: %d on %v puts the first square on %v, but a tour of %d squares starts and ends on the colour with %d squares, and %v has %d", a.Number, a.Square, start, n, (n+1)/2, start, p.Board.ColourCount(start))
	case puzzlecert.Forced:
		what := "the clues force"
		if c.Certificate != nil {
			what = fmt.Sprintf("the clues force an %v, and its %v certificate shows it has none", c.Problem(p), c.Certificate.Kind())
		}
		return "no solution: " + what
	case puzzlecert.Split:
		return "no solution: " + explainSplit(p, c)
	case puzzlecert.Deduced:
		return "no solution: " + explainDeduction(p, true)
	}
	return "no solution"
}

// explainSplit says where a split's number could go and that each place
// fails.
func explainSplit(p puzzlecert.Puzzle, c puzzlecert.Split) string {
	k := c.Number
	where := "on any square without a number"
	for _, d := range [2]int{-1, 1} {
		j, ok := beside(p, k, d)
		if !ok {
			continue
		}
		if i := slices.IndexFunc(p.Clues, func(x puzzlecert.Clue) bool { return x.Number == j }); i >= 0 {
			where = fmt.Sprintf("one move from %d on %v", j, p.Clues[i].Square)
			break
		}
	}
	if len(c.Branches) == 0 {
		return fmt.Sprintf("%d must be %s, and every such square has a number", k, where)
	}
	cases := make([]string, len(c.Branches))
	rules := false // a branch closed by the deductions, which are named once
	for i, b := range c.Branches {
		why := ""
		q := b.Placing(p, k)
		switch bc := b.Certificate.(type) {
		case puzzlecert.Split:
			why = fmt.Sprintf("a further case split on where %d goes", bc.Number)
		case puzzlecert.Deduced:
			why = explainDeduction(q, false)
			rules = true
		default:
			why = strings.TrimPrefix(Explain(q, b.Certificate), "no solution: ")
		}
		if len(b.Placed) > 0 {
			why = fmt.Sprintf("the deductions then place %s, and %s", placedList(b.Placed), why)
			rules = true
		}
		cases[i] = fmt.Sprintf("on %v, %s", b.Square, why)
	}
	tail := ""
	if rules {
		tail = "; the deductions: " + deductionRuleList
	}
	return fmt.Sprintf("a case split: %d must be %s, and every case fails (%d certificates in all, each checked by verify): %s%s", k, where, puzzlecert.Nodes(c), strings.Join(cases, "; "), tail)
}

// placedList names the numbers a branch places, the first few: "5 on
// h6, 7 on g4".
func placedList(placed []puzzlecert.Clue) string {
	const shown = 4
	s := ""
	for i, c := range placed {
		if i == shown {
			return s + fmt.Sprintf(" and %d more", len(placed)-shown)
		}
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("%d on %v", c.Number, c.Square)
	}
	return s
}

// movesWord is "1 move" or "3 moves".
func movesWord(n int) string {
	if n == 1 {
		return "1 move"
	}
	return fmt.Sprintf("%d moves", n)
}

// movesApart is "1 move apart" or "3 moves apart".
func movesApart(n int) string { return movesWord(n) + " apart" }

// beside is the number d (-1 or 1) from k: k-1 or k+1, round a closed
// tour past its ends, and whether there is one.
func beside(p puzzlecert.Puzzle, k, d int) (int, bool) {
	n := p.Board.Size()
	j := k + d
	if j < p.First || j > p.Last() {
		if !p.Closed || n < 3 {
			return 0, false
		}
		j = p.First + (j-p.First+n)%n
	}
	return j, true
}
