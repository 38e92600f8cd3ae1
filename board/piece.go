package board

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// Leap is a leaper's jump: A squares along one axis and B along the other,
// in any direction and either order, with 0 <= A <= B and B >= 1. The
// knight's leap is (1,2).
type Leap struct{ A, B int32 }

// String writes the leap as "(A,B)".
func (l Leap) String() string {
	return "(" + strconv.Itoa(int(l.A)) + "," + strconv.Itoa(int(l.B)) + ")"
}

// MaxLeaps is the most leaps a [Piece] may combine.
const MaxLeaps = 4

// MaxLeap is the longest jump along one axis a leap may have.
const MaxLeap = 32

// Piece is a leaper, or a compound of up to [MaxLeaps] leapers: the piece
// moves by any of its leaps. The zero Piece is the knight, so that every
// board and problem that names no piece is about the knight, and a Piece
// is comparable with ==. Build others with [NewPiece] or [ParsePiece].
type Piece struct {
	n     uint8 // 0: the knight
	leaps [MaxLeaps]Leap
}

// Knight is the (1,2)-leaper, the zero Piece.
var Knight = Piece{}

// ErrBadPiece is wrapped by every error about a piece.
var ErrBadPiece = errors.New("bad piece")

// namedPieces are the leapers with names of their own (Knuth 1994, and
// the fairy-chess names); a piece is written by its name when it has one.
var namedPieces = []struct {
	name string
	leap Leap
}{
	{"wazir", Leap{0, 1}},
	{"ferz", Leap{1, 1}},
	{"dabbaba", Leap{0, 2}},
	{"knight", Leap{1, 2}},
	{"alfil", Leap{2, 2}},
	{"threeleaper", Leap{0, 3}},
	{"camel", Leap{1, 3}},
	{"zebra", Leap{2, 3}},
	{"tripper", Leap{3, 3}},
	{"giraffe", Leap{1, 4}},
	{"antelope", Leap{3, 4}},
}

// NewPiece returns the piece that moves by any of leaps, each given as
// (a,b) in either order. It refuses no leap, a (0,0) leap, a leap longer
// than [MaxLeap] or more than [MaxLeaps] distinct leaps. The knight alone
// gives [Knight].
func NewPiece(leaps ...Leap) (Piece, error) {
	var ls []Leap
	for _, l := range leaps {
		a, b := abs(l.A), abs(l.B)
		if a > b {
			a, b = b, a
		}
		if b == 0 {
			return Piece{}, fmt.Errorf("%w: (0,0) is no move", ErrBadPiece)
		}
		if b > MaxLeap {
			return Piece{}, fmt.Errorf("%w: %v: a leap is at most %d squares along an axis", ErrBadPiece, l, MaxLeap)
		}
		ls = append(ls, Leap{a, b})
	}
	slices.SortFunc(ls, func(x, y Leap) int { return cmp.Or(cmp.Compare(x.A, y.A), cmp.Compare(x.B, y.B)) })
	ls = slices.Compact(ls)
	switch {
	case len(ls) == 0:
		return Piece{}, fmt.Errorf("%w: no leap", ErrBadPiece)
	case len(ls) > MaxLeaps:
		return Piece{}, fmt.Errorf("%w: %d leaps: a piece combines at most %d", ErrBadPiece, len(ls), MaxLeaps)
	case len(ls) == 1 && ls[0] == Leap{1, 2}:
		return Knight, nil
	}
	var p Piece
	p.n = uint8(len(ls))
	copy(p.leaps[:], ls)
	return p, nil
}

// ParsePiece reads a piece: a name (knight, camel, zebra, giraffe, and the
// others [Piece.String] writes), a leap "(a,b)" or "a,b", or leaps joined
// by "+" such as "(2,2)+(3,0)". Case and spaces do not matter.
func ParsePiece(s string) (Piece, error) {
	t := strings.ToLower(strings.Join(strings.Fields(s), ""))
	if t == "" {
		return Piece{}, fmt.Errorf("%w: empty: want a name such as knight or zebra, or leaps such as (1,3) or (2,2)+(3,0)", ErrBadPiece)
	}
	var leaps []Leap
	for part := range strings.SplitSeq(t, "+") {
		l, ok := parseLeap(part)
		if !ok {
			return Piece{}, fmt.Errorf("%w: %q: want a name such as knight, camel, zebra or giraffe, or leaps such as (1,3) or (2,2)+(3,0)", ErrBadPiece, s)
		}
		leaps = append(leaps, l)
	}
	return NewPiece(leaps...)
}

func parseLeap(t string) (Leap, bool) {
	for _, np := range namedPieces {
		if t == np.name {
			return np.leap, true
		}
	}
	if strings.HasPrefix(t, "(") && strings.HasSuffix(t, ")") {
		t = t[1 : len(t)-1]
	}
	as, bs, found := strings.Cut(t, ",")
	if !found {
		return Leap{}, false
	}
	a, errA := strconv.Atoi(as)
	b, errB := strconv.Atoi(bs)
	if errA != nil || errB != nil || a < -MaxLeap-1 || a > MaxLeap+1 || b < -MaxLeap-1 || b > MaxLeap+1 {
		return Leap{}, false
	}
	return Leap{int32(a), int32(b)}, true
}

// MustParsePiece is [ParsePiece] for tests and examples: it panics on an
// error.
func MustParsePiece(s string) Piece { return must(ParsePiece(s)) }

// Leaps returns the piece's leaps, smallest first.
func (p Piece) Leaps() []Leap {
	if p.n == 0 {
		return []Leap{{1, 2}}
	}
	return slices.Clone(p.leaps[:p.n])
}

// IsKnight reports whether p is the knight.
func (p Piece) IsKnight() bool { return p.n == 0 }

// String writes the piece as [ParsePiece] reads it: a leaper's name when
// it has one, otherwise its leaps joined by "+".
func (p Piece) String() string {
	ls := p.Leaps()
	if len(ls) == 1 {
		for _, np := range namedPieces {
			if np.leap == ls[0] {
				return np.name
			}
		}
	}
	parts := make([]string, len(ls))
	for i, l := range ls {
		parts[i] = l.String()
	}
	return strings.Join(parts, "+")
}

// MarshalText writes [Piece.String].
func (p Piece) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads what [ParsePiece] reads.
func (p *Piece) UnmarshalText(b []byte) error {
	q, err := ParsePiece(string(b))
	if err != nil {
		return err
	}
	*p = q
	return nil
}

// Jumps returns the piece's distinct jumps as (dx, dy) offsets. For the
// knight they are [Moves], in that order. The slice is shared by every
// caller asking about the same piece: it must not be modified.
func (p Piece) Jumps() []Square {
	if p.n == 0 {
		return Moves[:]
	}
	if js, ok := jumpsOf.Load(p); ok {
		return js.([]Square)
	}
	js := p.jumps()
	if jumpsKept.Add(1) <= maxJumpsKept {
		v, _ := jumpsOf.LoadOrStore(p, js)
		js = v.([]Square)
	}
	return js
}

// The jumps of the pieces asked about, kept so that the hot loops over a
// shape's neighbours do not build them again; at most maxJumpsKept
// pieces, so that a server asked about many keeps bounded memory.
var (
	jumpsOf   sync.Map // Piece to []Square
	jumpsKept atomic.Int64
)

const maxJumpsKept = 256

func (p Piece) jumps() []Square {
	var js []Square
	for _, l := range p.leaps[:p.n] {
		for _, d := range [8]Square{
			{l.A, l.B}, {l.B, l.A}, {l.B, -l.A}, {l.A, -l.B},
			{-l.A, -l.B}, {-l.B, -l.A}, {-l.B, l.A}, {-l.A, l.B},
		} {
			if !slices.Contains(js, d) {
				js = append(js, d)
			}
		}
	}
	return slices.Clip(js)
}

// IsMove reports whether the piece jumps from a to b in one move.
func (p Piece) IsMove(a, b Square) bool {
	if p.n == 0 {
		return IsKnightMove(a, b)
	}
	dx, dy := abs(a.X-b.X), abs(a.Y-b.Y)
	for _, l := range p.leaps[:p.n] {
		if dx == l.A && dy == l.B || dx == l.B && dy == l.A {
			return true
		}
	}
	return false
}

// KeepsColour reports whether every move of the piece stays on one colour
// (every leap has A+B even, as the camel's (1,3)): such a piece visits
// squares of one colour only, so no board of two or more squares of both
// colours has a tour.
func (p Piece) KeepsColour() bool { return p.everyLeapSum(0) }

// ChangesColour reports whether every move of the piece changes colour
// (every leap has A+B odd, as the knight's): a tour then alternates
// colours, which the colour-count certificates rest on.
func (p Piece) ChangesColour() bool { return p.everyLeapSum(1) }

// everyLeapSum reports whether every leap has A+B of the parity given
// (0 even, 1 odd).
func (p Piece) everyLeapSum(parity int32) bool {
	for _, l := range p.Leaps() {
		if (l.A+l.B)&1 != parity {
			return false
		}
	}
	return true
}
