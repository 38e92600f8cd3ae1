package parity

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

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
	// EveryMove: each move from the knight's square leads to a position
	// with a certificate of its own.
	EveryMove
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
	EveryMove:     "every-move",
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

// Certificate is a checkable reason why a [board.Problem] has no tour. It
// is plain data: what it claims (Board, the current square From after
// Visited prefix squares, the Rule broken) and the numbers a checker
// re-derives (the squares it uses and their counts). Fields a kind does not
// use stay zero. verify.Certificate checks one against its problem without
// trusting this package.
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
	// or the two squares Disconnected says no path joins.
	Squares []board.Square

	// Lines names the four-line orientation of FourLines: "files" when
	// the board is 4 files wide, "ranks" when it is 4 ranks high. Colour is
	// the colour of the inner-line squares removed.
	Lines  string
	Colour board.Colour

	// Pieces is the number of pieces left after removing the cut
	// (Cut, FourLines), or the size of the first square's piece
	// (Disconnected).
	Pieces int
	// Need and Have are the counts whose comparison fails: entries of one
	// colour the pieces need against those the removed squares and free
	// ends can give (Cut, FourLines), or forced ends against free ends
	// (ForcedEnds).
	Need, Have int
	// Side is the colour of the entries counted by Need and Have, when
	// the failing comparison is about one colour (Cut, FourLines); Ends
	// is set when it is about path ends instead.
	Side board.Colour
	Ends bool

	// Next holds, for EveryMove, one certificate for each square the
	// knight can move to, in the order of [board.Board.Index].
	Next []Certificate
}

type certJSON struct {
	Kind    string        `json:"kind"`
	Board   string        `json:"board"`
	Visited int           `json:"visited"`
	From    string        `json:"from,omitempty"`
	Rule    string        `json:"rule,omitempty"`
	Dark    int           `json:"dark,omitempty"`
	Light   int           `json:"light,omitempty"`
	Squares []string      `json:"squares,omitempty"`
	Lines   string        `json:"lines,omitempty"`
	Colour  string        `json:"colour,omitempty"`
	Pieces  int           `json:"pieces,omitempty"`
	Need    int           `json:"need,omitempty"`
	Have    int           `json:"have,omitempty"`
	Side    string        `json:"side,omitempty"`
	Ends    bool          `json:"ends,omitempty"`
	Next    []Certificate `json:"next,omitempty"`
}

// MarshalJSON writes the certificate with its kind, rule and colours as
// words and its squares in algebraic notation.
func (c Certificate) MarshalJSON() ([]byte, error) {
	j := certJSON{
		Kind: c.Kind.String(), Board: c.Board.String(), Visited: c.Visited,
		Rule: c.Rule.String(), Dark: c.Dark, Light: c.Light, Lines: c.Lines,
		Pieces: c.Pieces, Need: c.Need, Have: c.Have, Ends: c.Ends, Next: c.Next,
	}
	if c.From != (board.Square{}) {
		j.From = c.From.String()
	}
	for _, s := range c.Squares {
		j.Squares = append(j.Squares, s.String())
	}
	if c.Kind == FourLines {
		j.Colour = c.Colour.String()
	}
	if (c.Kind == Cut || c.Kind == FourLines) && !c.Ends {
		j.Side = c.Side.String()
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads what [Certificate.MarshalJSON] writes.
func (c *Certificate) UnmarshalJSON(data []byte) error {
	var j certJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("%w: %w", ErrBadCertificate, err)
	}
	kind, err := ParseKind(j.Kind)
	if err != nil {
		return err
	}
	b, err := board.Parse(j.Board)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrBadCertificate, err)
	}
	out := Certificate{Kind: kind, Board: b, Visited: j.Visited, Dark: j.Dark, Light: j.Light,
		Lines: j.Lines, Pieces: j.Pieces, Need: j.Need, Have: j.Have, Ends: j.Ends, Next: j.Next}
	if j.From != "" {
		if out.From, err = board.ParseSquare(j.From); err != nil {
			return fmt.Errorf("%w: from: %w", ErrBadCertificate, err)
		}
	}
	if out.Rule, err = parseRule(j.Rule); err != nil {
		return err
	}
	for i, s := range j.Squares {
		sq, err := board.ParseSquare(s)
		if err != nil {
			return fmt.Errorf("%w: squares[%d]: %w", ErrBadCertificate, i, err)
		}
		out.Squares = append(out.Squares, sq)
	}
	if out.Colour, err = parseColour(j.Colour); err != nil {
		return err
	}
	if out.Side, err = parseColour(j.Side); err != nil {
		return err
	}
	*c = out
	return nil
}

func parseRule(s string) (Rule, error) {
	for r, name := range ruleNames {
		if name == s {
			return Rule(r), nil
		}
	}
	return AnyRule, fmt.Errorf("%w: unknown rule %q", ErrBadCertificate, s)
}

func parseColour(s string) (board.Colour, error) {
	switch s {
	case "", "dark":
		return board.Dark, nil
	case "light":
		return board.Light, nil
	}
	return board.Dark, fmt.Errorf("%w: unknown colour %q", ErrBadCertificate, s)
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
