package evidence

import (
	"fmt"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/internal/docread"
	"github.com/knightcert/knight/internal/enum"
)

// ErrBadCertificate is wrapped by every error about a certificate's syntax.
var ErrBadCertificate = docread.ErrBadCertificate

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
func (r Rule) String() string { return enum.Name(ruleNames[:], r, "Rule") }

// MarshalText is the rule's name.
func (r Rule) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// ParseRule is the inverse of [Rule.String].
func ParseRule(s string) (Rule, error) {
	if r := slices.Index(ruleNames[:], s); r >= 0 {
		return Rule(r), nil
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

// Certificate is a checkable reason why a [board.Problem] has no tour: one
// of [ColourCount], [ColourBalance], [OneColour], [FourLines], [Disconnected],
// [ForcedEnds], [Cut], [EndVisited] and [CaseSplit], each a struct with
// only the fields its argument uses, written as JSON by its tags with its
// kind first. It is plain data: what it claims (its [At]) and the numbers
// a checker re-derives. verify.Certificate checks one against its problem
// without trusting the code that made it.
type Certificate interface {
	// Pos is the position the certificate is about.
	Pos() At
	// Kind is the kind's name in JSON, such as "colour-count".
	Kind() string
	// Explain says in a sentence or two, for a chess player, why q has no
	// tour. q is the problem the certificate was made for.
	Explain(q board.Problem) string
	sealed()
}

// At is what every certificate claims: the shape (the board, its Holes
// and the Piece), the current square From after Visited prefix squares,
// and the Rule broken.
type At struct {
	Board board.Board `json:"board"`
	// Holes are the board's squares that are not cells, in index order
	// ([board.Shape.HoleList]); none for the full board.
	Holes []board.Square `json:"holes,omitempty"`
	// Piece is the leaper that tours; the zero Piece, the knight, is not
	// written.
	Piece board.Piece `json:"piece,omitzero"`
	// Visited is the length of the problem's prefix; From its last square
	// (the knight's square), zero when the prefix is empty.
	Visited int          `json:"visited"`
	From    board.Square `json:"from,omitzero"`
	// Rule names the requirement a leaf's argument breaks.
	Rule Rule `json:"rule,omitempty"`
}

// Pos is a.
func (a At) Pos() At { return a }

// AtShape is the At of a certificate about q's position: its board,
// holes and piece, the prefix's length and last square, with no rule.
func AtShape(q board.Problem) At {
	a := At{Board: q.Board, Piece: q.Piece, Visited: len(q.Prefix)}
	if len(q.Holes) > 0 {
		a.Holes = q.Shape().HoleList()
	}
	if a.Visited > 0 {
		a.From = q.Prefix[a.Visited-1]
	}
	return a
}

// Shape is the shape a certificate is about: a's board less its holes,
// toured by its piece. It is [board.ErrBadBoard] when a hole is off the
// board.
func (a At) Shape() (board.Shape, error) {
	sh := board.Shape{Board: a.Board, Piece: a.Piece}
	if len(a.Holes) == 0 {
		return sh, nil
	}
	if a.Board.Check() != nil {
		return sh, fmt.Errorf("%w: board %v", board.ErrBadBoard, a.Board)
	}
	sh.Holes = board.NewSet(a.Board.Size())
	for i, h := range a.Holes {
		if !a.Board.Contains(h) {
			return sh, fmt.Errorf("%w: hole %d: %v is off the %v board", board.ErrBadBoard, i+1, h, a.Board)
		}
		sh.Holes.Add(a.Board.Index(h))
	}
	return sh, nil
}

func (At) sealed() {}

// ColourCount is the chessboard colouring, counted over the whole board
// (no move made yet, or the knight on its first square): the start, the
// end or a closed tour needs more squares of one colour than the board
// has. Dark and Light count the squares the tour must cover.
type ColourCount struct {
	At
	Dark  int `json:"dark,omitempty"`
	Light int `json:"light,omitempty"`
}

// ColourBalance is the chessboard colouring, counted over the squares the
// rest of the tour must still cover, the current square included.
type ColourBalance struct {
	At
	Dark  int `json:"dark,omitempty"`
	Light int `json:"light,omitempty"`
}

// OneColour is the argument for a piece every move of which keeps the
// square's colour (each leap's two steps add up to an even number, as
// the camel's (1,3)): the rest of the tour stays on the colour of its
// first square, so cells of both colours still to cover (Dark and Light,
// the piece's square included, both at least one) rule out every tour,
// on any board. It has no rule: it holds whatever the ends.
type OneColour struct {
	At
	Dark  int `json:"dark"`
	Light int `json:"light"`
}

// FourLines is the Pósa/Schwenk argument for a board with a side of 4: a
// cut whose removed squares are the squares of Colour on the two inner
// lines ([Files] when the board is 4 files wide, [Ranks] when it is 4
// ranks high), written by lines so that it stays small on a 4x10000
// board. Pieces is the number of lone squares left, Need the entries of
// colour Side they need and Have those the removed squares and free ends
// can give; Side is Colour.
type FourLines struct {
	At
	Lines  string       `json:"lines" oneof:"files ranks"`
	Colour board.Colour `json:"colour"`
	Pieces int          `json:"pieces,omitempty"`
	Need   int          `json:"need,omitempty"`
	Have   int          `json:"have,omitempty"`
	Side   board.Colour `json:"side"`
}

// Disconnected names squares still to cover that no path of the piece
// through uncovered squares joins; Pieces is the size of the first
// square's piece (the knight's square's, after a prefix). Components,
// when not 0, is how many pieces the squares still to cover fall into,
// and Squares then names one square of each, the first square's piece
// first, at most [MaxPiecesNamed] of them; when 0 (as every certificate
// written before it was), Squares names two squares in different pieces.
type Disconnected struct {
	At
	Squares    []board.Square `json:"squares,omitempty"`
	Pieces     int            `json:"pieces,omitempty"`
	Components int            `json:"components,omitempty"`
}

// MaxPiecesNamed is the most pieces a [Disconnected] certificate names a
// square of; past it, Components counts the others.
const MaxPiecesNamed = 12

// ForcedEnds lists squares still to cover that have at most one uncovered
// neighbour, so each must be an end of the tour: Need of them, more than
// the Have free ends.
type ForcedEnds struct {
	At
	Squares []board.Square `json:"squares,omitempty"`
	Need    int            `json:"need,omitempty"`
	Have    int            `json:"have,omitempty"`
	// Ends is written "ends": true, as a cut counted by its ends is: what
	// is counted are path ends.
	Ends alwaysTrue `json:"ends"`
}

// Cut removes Squares and leaves Pieces pieces, or pieces needing more
// entries of one colour, than a path through the removed squares can join
// (the toughness argument, refined by colour). Need and Have are the
// counts whose comparison fails: entries of colour Side the pieces need
// against those the removed squares and free ends can give or, when Ends,
// path ends the pieces need against the free ones; a cut has a Side or
// Ends, not both. Have is less than zero when the path's ends inside the
// cut take more than its squares give (at least -2).
type Cut struct {
	At
	Squares []board.Square `json:"squares,omitempty"`
	Pieces  int            `json:"pieces,omitempty"`
	Need    int            `json:"need,omitempty"`
	Have    int            `json:"have,omitempty" min:"-2"`
	Side    *board.Colour  `json:"side,omitempty"`
	Ends    bool           `json:"ends,omitempty"`
}

// EndVisited names the required last square, which is already on the
// prefix (Squares holds it alone).
type EndVisited struct {
	At
	Squares []board.Square `json:"squares,omitempty"`
}

// CaseSplit is a position where every legal next move leads to a position
// with a certificate of its own: one branch for each, in the order of
// [board.Board.Index] of the square moved to. An empty list claims the
// knight has no move left. The leaves of the tree are the other kinds.
type CaseSplit struct {
	At
	Branches []Branch `json:"branches,omitempty"`
}

// Branch is one move of a [CaseSplit]: the square the knight moves to and
// the certificate that the position after it has no tour. The child's
// Visited is its parent's plus one and its From is Move.
type Branch struct {
	Move        board.Square `json:"move"`
	Certificate Certificate  `json:"certificate"`
}

// Kind is the name of each kind in JSON.
func (ColourCount) Kind() string   { return "colour-count" }
func (ColourBalance) Kind() string { return "colour-balance" }
func (OneColour) Kind() string     { return "one-colour" }
func (FourLines) Kind() string     { return "four-lines" }
func (Disconnected) Kind() string  { return "disconnected" }
func (ForcedEnds) Kind() string    { return "forced-ends" }
func (Cut) Kind() string           { return "cut" }
func (EndVisited) Kind() string    { return "end-visited" }
func (CaseSplit) Kind() string     { return "case-split" }

// MarshalJSON writes the certificate by its tags, its kind first.
func (c ColourCount) MarshalJSON() ([]byte, error) {
	type t ColourCount
	return docread.WithKind(c, t(c))
}
func (c ColourBalance) MarshalJSON() ([]byte, error) {
	type t ColourBalance
	return docread.WithKind(c, t(c))
}
func (c OneColour) MarshalJSON() ([]byte, error) { type t OneColour; return docread.WithKind(c, t(c)) }
func (c FourLines) MarshalJSON() ([]byte, error) { type t FourLines; return docread.WithKind(c, t(c)) }
func (c Disconnected) MarshalJSON() ([]byte, error) {
	type t Disconnected
	return docread.WithKind(c, t(c))
}
func (c ForcedEnds) MarshalJSON() ([]byte, error) {
	type t ForcedEnds
	return docread.WithKind(c, t(c))
}
func (c Cut) MarshalJSON() ([]byte, error) { type t Cut; return docread.WithKind(c, t(c)) }
func (c EndVisited) MarshalJSON() ([]byte, error) {
	type t EndVisited
	return docread.WithKind(c, t(c))
}
func (c CaseSplit) MarshalJSON() ([]byte, error) { type t CaseSplit; return docread.WithKind(c, t(c)) }

// Kinds are a zero certificate of each kind, in the order [Certificate]
// lists them: the reader's table of kinds, and the list a test of every
// consumer's type switch goes through.
func Kinds() []Certificate {
	return []Certificate{ColourCount{}, ColourBalance{}, OneColour{}, FourLines{}, Disconnected{}, ForcedEnds{}, Cut{}, EndVisited{}, CaseSplit{}}
}

// alwaysTrue is a member written true, and read only so.
type alwaysTrue struct{}

func (alwaysTrue) MarshalJSON() ([]byte, error) { return []byte("true"), nil }

// Nodes counts the certificates in the tree rooted at c, c included.
func Nodes(c Certificate) int {
	n := 1
	if s, ok := c.(CaseSplit); ok {
		for _, b := range s.Branches {
			n += Nodes(b.Certificate)
		}
	}
	return n
}

// Depth is the number of case splits on the longest path from c to a
// leaf: 0 for a leaf, 1 for a split with no branch.
func Depth(c Certificate) int {
	s, ok := c.(CaseSplit)
	if !ok {
		return 0
	}
	d := 1
	for _, b := range s.Branches {
		d = max(d, 1+Depth(b.Certificate))
	}
	return d
}
