package evidence

import (
	"fmt"
	"strings"

	"github.com/knightcert/knight/board"
)

// Explain is the colour argument in words.
func (c ColourCount) Explain(q board.Problem) string { return explainColour(q, c.At, c.Dark, c.Light) }

// Explain is the colour argument in words.
func (c ColourBalance) Explain(q board.Problem) string {
	return explainColour(q, c.At, c.Dark, c.Light)
}

// Explain is the one-colour argument in words.
func (c OneColour) Explain(q board.Problem) string {
	if c.Visited <= 1 {
		return fmt.Sprintf("Every move of the %v keeps the colour of its square, so a tour stays on one colour; %v has %d dark and %d light squares to visit.",
			c.Piece, shapeWords(c.At), c.Dark, c.Light)
	}
	return fmt.Sprintf("Every move of the %v keeps the colour of its square, so from %v the tour stays on %v squares; %d dark and %d light squares are left to cover, its own included.",
		c.Piece, c.From, c.From.Colour(), c.Dark, c.Light)
}

// shapeWords names the certificate's shape: "8x8", or "8x8 without d4".
func shapeWords(c At) string {
	s := c.Board.String()
	if len(c.Holes) > 0 {
		s += " without " + squareList(c.Holes)
	}
	return s
}

// Explain names the two squares no path joins, or the pieces.
func (c Disconnected) Explain(q board.Problem) string {
	if c.Components > 0 && len(c.Squares) >= 2 {
		return c.explainPieces()
	}
	if len(c.Squares) != 2 {
		return fmt.Sprintf("%v has no tour (%s).", q, c.Kind())
	}
	if c.Visited <= 1 {
		return fmt.Sprintf("On %v a %v never gets from %v to %v: the board falls apart into pieces a tour cannot join.",
			shapeWords(c.At), c.Piece, c.Squares[0], c.Squares[1])
	}
	return fmt.Sprintf("The squares still to visit fall apart: a %v on %v reaches only %d of them without crossing visited squares, and never %v.",
		c.Piece, c.Squares[0], c.Pieces, c.Squares[1])
}

// Explain names the visited end.
func (c EndVisited) Explain(q board.Problem) string {
	return fmt.Sprintf("The tour must end on %v, which the %v has already visited.", q.End, c.Piece)
}

func explainColour(q board.Problem, c At, dark, light int) string {
	total := dark + light
	counts := fmt.Sprintf("%v has %d dark and %d light squares", shapeWords(c), dark, light)
	if c.Visited > 1 {
		counts = fmt.Sprintf("After %d moves the %v is on %v with %d dark and %d light squares left to cover, its own included",
			c.Visited-1, c.Piece, c.From, dark, light)
	}
	major := board.Dark
	if light > dark {
		major = board.Light
	}
	oneApart := dark-light == 1 || light-dark == 1
	switch {
	case c.Visited <= 1 && !oneApart && dark != light && c.Rule != ClosedRule:
		return counts + "; a tour alternates colours, so it covers as many of each, or one more of one: never two more."
	case c.Rule == AnyRule && c.Visited == 0:
		return counts + "; a tour alternates colours, so it covers as many of each, or one more of one."
	case c.Rule == ClosedRule && c.Visited == 0:
		return counts + "; a closed tour alternates colours all the way round, so it needs as many of each."
	case c.Rule == StartRule && c.Visited == 1:
		return fmt.Sprintf("%s; a tour alternates colours, so it must start and end on %v; %v is %v.",
			counts, major, c.From, c.From.Colour())
	case c.Rule == StartRule:
		return fmt.Sprintf("%s; a path from %v alternates colours, so it needs %d %v squares and %d of the other colour.",
			counts, c.From, (total+1)/2, c.From.Colour(), total/2)
	case c.Rule == EndRule && c.Visited == 0:
		return fmt.Sprintf("%s; a tour alternates colours, so it must start and end on %v; %v is %v.",
			counts, major, q.End, q.End.Colour())
	}
	last := c.From.Colour()
	if total%2 == 0 {
		last = 1 - last
	}
	if c.Rule == EndRule {
		return fmt.Sprintf("%s; a path alternates colours, so from %v (%v) over %d squares it ends on %v; %v is %v.",
			counts, c.From, c.From.Colour(), total, last, q.End, q.End.Colour())
	}
	return fmt.Sprintf("%s; a path alternates colours, so from %v (%v) over %d squares it ends on %v, like the first square %v: never a %v's move from it, so the tour cannot close.",
		counts, c.From, c.From.Colour(), total, last, q.Prefix[0], c.Piece)
}

// Explain is the four-lines argument in words.
func (c FourLines) Explain(q board.Problem) string {
	outer, inner := "files a and d", "files b and c"
	if c.Lines == "ranks" {
		outer, inner = "ranks 1 and 4", "ranks 2 and 3"
	}
	var who string
	switch c.Rule {
	case ClosedRule:
		who = "a closed tour, passing each of them once with two neighbours,"
	case StartRule:
		who = fmt.Sprintf("a tour starting on %v, one of them,", c.From)
	default:
		who = fmt.Sprintf("a tour ending on %v, one of them,", q.End)
	}
	return fmt.Sprintf("On %v the outer %s touch only the inner %s, so the %d %v squares of the outer lines can only be entered from and left to the %d %v squares of the inner lines; "+
		"that takes %d visits next to those squares (two for each lone square, one to reach the rest of the board) and %s allows only %d.",
		c.Board, outer, inner, c.Pieces, 1-c.Colour, c.Pieces, c.Colour, c.Need, who, c.Have)
}

// Explain names the forced ends.
func (c ForcedEnds) Explain(q board.Problem) string {
	list := squareList(c.Squares)
	if len(c.Squares) == 1 {
		s := c.Squares[0]
		why := "it cannot be the last square"
		switch {
		case q.HasEnd():
			why = fmt.Sprintf("the tour must end on %v", q.End)
		case q.Closed && len(q.Prefix) > 0:
			why = fmt.Sprintf("a closed tour must end a %v's move from %v", c.Piece, q.Prefix[0])
		case len(q.Prefix) > 0:
			why = fmt.Sprintf("its only neighbour left is the %v's square %v, so it must be the very next square, and other squares remain", c.Piece, c.From)
		}
		return fmt.Sprintf("%v can be reached from only one square still to visit, so the tour must end there; but %s.", s, why)
	}
	free := "only one end is"
	switch c.Have {
	case 0:
		free = "no end is"
	case 2:
		free = "only two ends are"
	}
	return fmt.Sprintf("%s can each be reached from only one square still to visit, so each must be an end of the tour; %s free for them.", list, free)
}

// Explain is the cut's count in words.
func (c Cut) Explain(q board.Problem) string {
	n := len(c.Squares)
	pieces := fmt.Sprintf("%d %s", c.Pieces, board.Plural(c.Pieces, "piece", "pieces"))
	removed := fmt.Sprintf("Take away %s (%d squares): the squares left to visit fall into %s", squareList(c.Squares), n, pieces)
	if n == 1 {
		removed = fmt.Sprintf("Take away %v: the squares left to visit fall into %s", c.Squares[0], pieces)
	}
	if pieces := PiecesLeft(q, c); len(pieces) == c.Pieces {
		removed += " (" + pieceWords(pieces) + ")"
	}
	if c.Ends {
		return fmt.Sprintf("%s, and %d of them touch at most one of the removed squares, so the path must end in them; it has only %d %s free for them.",
			removed, c.Need, c.Have, board.Plural(c.Have, "end", "ends"))
	}
	if c.Pieces > n+1 {
		return fmt.Sprintf("%s; a path through %d removed squares joins at most %d pieces.", removed, n, n+1)
	}
	side := "one colour's" // a cut made without its side, which verify refuses
	if c.Side != nil {
		side = c.Side.String()
	}
	return fmt.Sprintf("%s. The path crosses each piece in stretches that alternate colours and are entered and left through removed squares; "+
		"counting each piece's dark and light squares, the stretches need %d %s through removed %s squares, and those allow at most %d (two each, fewer at the path's ends).",
		removed, c.Need, board.Plural(c.Need, "entry or exit", "entries or exits"), side, c.Have)
}

// Explain walks the tree: every move, and why it loses.
func (c CaseSplit) Explain(q board.Problem) string {
	if len(c.Branches) == 0 {
		return fmt.Sprintf("The %v on %v has no move left, and squares remain unvisited.", c.Piece, c.From)
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "Every move from %v loses.", c.From)
	for _, b := range c.Branches {
		next := q
		next.Prefix = append(q.Prefix[:len(q.Prefix):len(q.Prefix)], b.Move)
		fmt.Fprintf(&sb, " After %v-%v: %s", c.From, b.Move, b.Certificate.Explain(next))
	}
	return sb.String()
}

// squareList writes squares as "a1, b3 and c2".
func squareList(sq []board.Square) string {
	names := make([]string, len(sq))
	for i, s := range sq {
		names[i] = s.String()
	}
	switch len(names) {
	case 0:
		return "no squares"
	case 1:
		return names[0]
	}
	if len(names) > 12 {
		return strings.Join(names[:10], ", ") + fmt.Sprintf(" and %d more", len(names)-10)
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// explainPieces names each piece of a Disconnected certificate that
// counts them: one square of each, and how many more there are.
func (c Disconnected) explainPieces() string {
	names := make([]string, len(c.Squares))
	for i, s := range c.Squares {
		names[i] = s.String()
	}
	if more := c.Components - len(c.Squares); more > 0 {
		names = append(names, fmt.Sprintf("%d more", more))
	}
	list := strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
	if c.Visited <= 1 {
		return fmt.Sprintf("On %v the %v's moves fall into %d pieces, one through each of %s (%v's has %d %s): a tour cannot join them.",
			shapeWords(c.At), c.Piece, c.Components, list, c.Squares[0], c.Pieces, board.Plural(c.Pieces, "square", "squares"))
	}
	return fmt.Sprintf("The squares still to visit fall apart into %d pieces, one through each of %s: a %v on %v reaches only the %d squares of its own without crossing visited squares.",
		c.Components, list, c.Piece, c.Squares[0], c.Pieces)
}
