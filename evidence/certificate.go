package evidence

import (
	"errors"
	"fmt"

	"github.com/knightcert/knight/board"
)

// Kind names the argument a [Certificate] makes.
type Kind uint8

const (
	// NoKind is the zero Kind; no certificate has it.
	NoKind Kind = iota
	// ColourCount: the chessboard colouring, counted over the whole board
	// (no move made yet): the start, the end or a closed tour needs more
	// squares of one colour than the board has.
	ColourCount
	// ColourBalance: the chessboard colouring, counted over the squares
	// the rest of the tour must still cover, the current square included.
	ColourBalance
	// FourLines: the Pósa/Schwenk argument for a board with a side of 4,
	// a [Cut] whose removed squares are the squares of one colour on the
	// two inner lines, written by lines so that it stays small on a 4x10000
	// board.
	FourLines
	// Disconnected: two squares still to cover that no knight path
	// through uncovered squares joins.
	Disconnected
	// ForcedEnds: squares still to cover that have at most one uncovered
	// neighbour, so each must be the last square of the tour; there are
	// more of them than the tour has free ends.
	ForcedEnds
	// Cut: removing a set of squares leaves more pieces, or pieces
	// needing more entries of one colour, than a path through the removed
	// squares can join (the toughness argument, refined by colour).
	Cut
	// EndVisited: the required last square is already on the prefix.
	EndVisited
	// CaseSplit: at a position, every legal next move leads to a position
	// with a certificate of its own ([Certificate.Branches]). The leaves
	// of the tree are the other kinds.
	CaseSplit
)

var kindNames = [...]string{
	NoKind:        "",
	ColourCount:   "colour-count",
	ColourBalance: "colour-balance",
	FourLines:     "four-lines",
	Disconnected:  "disconnected",
	ForcedEnds:    "forced-ends",
	Cut:           "cut",
	EndVisited:    "end-visited",
	CaseSplit:     "case-split",
}

// String is the kind's name in JSON, such as "colour-count".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", k)
}

// ErrBadCertificate is wrapped by every error about a certificate's syntax.
var ErrBadCertificate = errors.New("bad certificate")

// ParseKind is the inverse of [Kind.String].
func ParseKind(s string) (Kind, error) {
	for k, name := range kindNames {
		if name != "" && name == s {
			return Kind(k), nil
		}
	}
	return NoKind, fmt.Errorf("%w: unknown kind %q", ErrBadCertificate, s)
}

// Rule names which requirement of the problem an argument breaks: the
// colour or number of pieces seen from the start (or the current square),
// the required end, or the closing move back to the first square.
type Rule uint8

const (
	// AnyRule is the zero Rule: the argument holds whatever the ends.
	AnyRule Rule = iota
	// StartRule: the counts fail from the start or current square.
	StartRule
	// EndRule: the required last square has the wrong colour or lies on
	// the wrong line.
	EndRule
	// ClosedRule: the tour cannot return next to its first square.
	ClosedRule
)

var ruleNames = [...]string{AnyRule: "", StartRule: "start", EndRule: "end", ClosedRule: "closed"}

// String is the rule's name in JSON.
func (r Rule) String() string {
	if int(r) < len(ruleNames) {
		return ruleNames[r]
	}
	return fmt.Sprintf("Rule(%d)", r)
}

// ParseRule is the inverse of [Rule.String].
func ParseRule(s string) (Rule, error) {
	for r, name := range ruleNames {
		if name == s {
			return Rule(r), nil
		}
	}
	return AnyRule, fmt.Errorf("%w: unknown rule %q", ErrBadCertificate, s)
}

// Lines names the orientation of a [FourLines] certificate.
const (
	// Files: the board is 4 files wide.
	Files = "files"
	// Ranks: the board is 4 ranks high.
	Ranks = "ranks"
)

// Certificate is a checkable reason why a [board.Problem] has no tour. It
// is plain data: what it claims (Board, the current square From after
// Visited prefix squares, the Rule broken) and the numbers a checker
// re-derives (the squares it uses and their counts). Fields a kind does not
// use stay zero. verify.Certificate checks one against its problem without
// trusting the code that made it.
type Certificate struct {
	Kind  Kind
	Board board.Board
	// Visited is the length of the problem's prefix; From its last square
	// (the knight's square), zero when the prefix is empty.
	Visited int
	From    board.Square
	Rule    Rule

	// Dark and Light count the squares the rest of the tour must cover,
	// the current square included (ColourCount, ColourBalance).
	Dark, Light int

	// Squares are the removed set of a Cut, the forced ends of ForcedEnds,
	// the two squares Disconnected says no path joins, or the end
	// EndVisited finds on the prefix.
	Squares []board.Square

	// Lines names the four-line orientation of FourLines: [Files] when
	// the board is 4 files wide, [Ranks] when it is 4 ranks high. Colour
	// is the colour of the inner-line squares removed.
	Lines  string
	Colour board.Colour

	// Pieces is the number of pieces left after removing the cut
	// (Cut, FourLines), or the size of the first square's piece
	// (Disconnected).
	Pieces int
	// Need and Have are the counts whose comparison fails: entries of one
	// colour the pieces need against those the removed squares and free
	// ends can give (Cut, FourLines), or forced ends against free ends
	// (ForcedEnds). Have is less than zero when the path's ends inside
	// the cut take more than its squares give (at least -2).
	Need, Have int
	// Side is the colour of the entries counted by Need and Have, when
	// the failing comparison is about one colour (Cut, FourLines); Ends
	// is set when it is about path ends instead.
	Side board.Colour
	Ends bool

	// Branches holds, for CaseSplit, one branch for each legal next move
	// of the position, in the order of [board.Board.Index] of the square
	// moved to. An empty list claims the knight has no move left.
	Branches []Branch
}

// Branch is one move of a [CaseSplit]: the square the knight moves to and
// the certificate that the position after it has no tour. The child's
// Visited is its parent's plus one and its From is Move.
type Branch struct {
	Move        board.Square
	Certificate Certificate
}

// Nodes counts the certificates in the tree rooted at c, c included.
func (c Certificate) Nodes() int {
	n := 1
	for _, b := range c.Branches {
		n += b.Certificate.Nodes()
	}
	return n
}

// Depth is the number of case splits on the longest path from c to a
// leaf: 0 for a leaf.
func (c Certificate) Depth() int {
	d := 0
	for _, b := range c.Branches {
		d = max(d, 1+b.Certificate.Depth())
	}
	if c.Kind == CaseSplit && d == 0 {
		d = 1
	}
	return d
}
