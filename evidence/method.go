package evidence

import (
	"fmt"
	"slices"

	"github.com/knightcert/knight/internal/enum"
)

// Method names what decided an answer.
type Method uint8

const (
	// Auto is the zero Method: no method decided yet. prove asks for
	// its automatic order with it.
	Auto Method = iota
	// Parity: a certificate, which [Answer.Certificate] holds; for a
	// puzzle, a certificate of "none" or a proof of "unique" (package
	// evidence/puzzlecert): a proof, which verify checks whole.
	Parity
	// Heuristic: a tour found by search.
	Heuristic
	// SAT: the SAT solver, either way. A "none" by SAT carries no proof
	// object: it is checked by solving the formula again, with another
	// encoding, which is a second opinion.
	SAT
	// Exhaustive: the heuristic's search ended without a tour and without
	// a budget cut.
	Exhaustive
)

var methodNames = [...]string{Auto: "auto", Parity: "parity", Heuristic: "heuristic", SAT: "sat", Exhaustive: "exhaustive"}

// String is the method's name in JSON and on the command line.
func (m Method) String() string { return enum.Name(methodNames[:], m, "Method") }

// ParseMethod is the inverse of [Method.String].
func ParseMethod(s string) (Method, error) {
	if m := slices.Index(methodNames[:], s); m >= 0 {
		return Method(m), nil
	}
	return Auto, fmt.Errorf("unknown method %q: want parity, heuristic, sat or exhaustive", s)
}
