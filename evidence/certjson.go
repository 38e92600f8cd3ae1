package evidence

import (
	"encoding/json"

	"github.com/knightcert/knight/board"
)

type certJSON struct {
	Kind     string       `json:"kind"`
	Board    string       `json:"board"`
	Visited  int          `json:"visited"`
	From     string       `json:"from,omitempty"`
	Rule     string       `json:"rule,omitempty"`
	Dark     int          `json:"dark,omitempty"`
	Light    int          `json:"light,omitempty"`
	Squares  []string     `json:"squares,omitempty"`
	Lines    string       `json:"lines,omitempty"`
	Colour   string       `json:"colour,omitempty"`
	Pieces   int          `json:"pieces,omitempty"`
	Need     int          `json:"need,omitempty"`
	Have     int          `json:"have,omitempty"`
	Side     string       `json:"side,omitempty"`
	Ends     bool         `json:"ends,omitempty"`
	Branches []branchJSON `json:"branches,omitempty"`
}

type branchJSON struct {
	Move        string   `json:"move"`
	Certificate certJSON `json:"certificate"`
}

func (c Certificate) toJSON() certJSON {
	j := certJSON{
		Kind: c.Kind.String(), Board: c.Board.String(), Visited: c.Visited,
		Rule: c.Rule.String(), Dark: c.Dark, Light: c.Light, Lines: c.Lines,
		Pieces: c.Pieces, Need: c.Need, Have: c.Have, Ends: c.Ends,
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
	for _, b := range c.Branches {
		j.Branches = append(j.Branches, branchJSON{Move: b.Move.String(), Certificate: b.Certificate.toJSON()})
	}
	return j
}

// MarshalJSON writes the certificate with its kind, rule and colours as
// words and its squares in algebraic notation; fields the kind does not
// use are left out.
func (c Certificate) MarshalJSON() ([]byte, error) {
	return json.Marshal(c.toJSON())
}

// UnmarshalJSON reads what [Certificate.MarshalJSON] writes, as strictly
// as [Read] (unknown, duplicate and case-variant keys are errors) and
// within [DefaultLimits].
func (c *Certificate) UnmarshalJSON(data []byte) error {
	d := newDecoder(data, DefaultLimits)
	out, err := d.certificate(0)
	if err == nil {
		err = d.end()
	}
	if err != nil {
		return err
	}
	*c = out
	return nil
}
