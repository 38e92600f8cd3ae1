package encode

import (
	"fmt"
	"slices"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/enum"
)

// Encoding names one of the formulas the package writes. The zero value is
// [Lazy]; the package documentation describes each.
type Encoding int8

const (
	// Lazy is successor's moves without ranks, made one cycle by cuts
	// added between solves.
	Lazy Encoding = iota
	// Hybrid is position plus successor's move variables, channelled.
	Hybrid
	// Position is the direct encoding of Velev and Gao (2009).
	Position
	// Successor is a choice of moves made one cycle by ranks (Zhou 2020).
	Successor
	numEncodings
)

var encodingNames = [numEncodings]string{"lazy", "hybrid", "position", "successor"}

// String is the name -encoding takes, or "encoding(N)" for a value that
// names no encoding.
func (e Encoding) String() string { return enum.Name(encodingNames[:], e, "encoding") }

func (e Encoding) valid() bool { return e >= 0 && e < numEncodings }

// ParseEncoding reads an encoding's name; "" is the zero value, [Lazy].
// An unknown name is an error wrapping [ErrUnknownEncoding].
func ParseEncoding(s string) (Encoding, error) {
	if s == "" {
		return Lazy, nil
	}
	if e := slices.Index(encodingNames[:], s); e >= 0 {
		return Encoding(e), nil
	}
	return 0, fmt.Errorf("%w %q: want one of %s", ErrUnknownEncoding, s, Names())
}

// Known reports whether name is an encoding's name; "" names the default.
func Known(name string) bool { return name == "" || slices.Contains(encodingNames[:], name) }

// Names lists the encodings' names, the default first, comma-separated.
func Names() string { return strings.Join(encodingNames[:], ", ") }

// Encodings lists every encoding, the zero value first.
func Encodings() []Encoding {
	all := make([]Encoding, numEncodings)
	for i := range all {
		all[i] = Encoding(i)
	}
	return all
}

// Recommend is the encoding to use for a question whose likely answer the
// caller knows (board.Unknown when it does not): [Lazy] for every one. For
// tours it keeps the formula linear in the board where the
// complete encodings grow with its square; for refutations, including
// the counting arguments in disguise that defeat the rank and position
// encodings (4x20 from b2), its cuts close the graph off faster than
// ranks propagate. The complete encodings remain the second opinion for
// an answer lazy gave. The package documentation has the comparison.
func Recommend(expect board.Status) Encoding {
	return Lazy
}

// AssumesMoves reports whether a [Game] of this encoding takes a prefix as
// the start square and the moves between consecutive squares (lazy,
// successor), so that the indices gini's Why names are moves into those
// squares, rather than squares at steps (position, hybrid).
func (e Encoding) AssumesMoves() bool { return e == Lazy || e == Successor }
