package grade

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/enum"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
)

// Preset is a problem people grade tours for, with rules of its own: the
// board, how the printed grid is numbered, and where the tour starts.
type Preset int8

const (
	// NoPreset: the requirements alone say what a tour must be.
	NoPreset Preset = iota
	// LeetCode2596 is LeetCode 2596 "Check Knight Tour Configuration": an
	// n x n grid whose grid[row][col] is the move at which the knight
	// visits that cell, numbered from 0, rows top to bottom, starting at
	// the top-left cell grid[0][0].
	LeetCode2596
	// CSES1689 is CSES 1689 "Knight's Tour": the 8x8 grid numbered from
	// 1, starting where the input's "x y" says: x the column, y the row,
	// both from 1 at the top-left (the statement's example puts 1 in the
	// first row, second column for "2 1").
	CSES1689
)

var presetNames = [...]string{NoPreset: "", LeetCode2596: "leetcode2596", CSES1689: "cses1689"}

var presetTitles = [...]string{NoPreset: "", LeetCode2596: "LeetCode 2596", CSES1689: "CSES 1689"}

// String is the name [ParsePreset] reads: leetcode2596 or cses1689; ""
// for NoPreset.
func (p Preset) String() string { return enum.Name(presetNames[:], p, "Preset") }

// ParsePreset reads a preset's name; "" is NoPreset.
func ParsePreset(s string) (Preset, error) {
	if p := slices.IndexFunc(presetNames[:], func(name string) bool { return strings.EqualFold(s, name) }); p >= 0 {
		return Preset(p), nil
	}
	return NoPreset, fmt.Errorf("unknown preset %q: want leetcode2596 or cses1689", s)
}

// Base is the number of the first square of the preset's grid.
func (p Preset) Base() int {
	if p == CSES1689 {
		return 1
	}
	return 0
}

func (p Preset) title() string { return presetTitles[p] }

// MaxContestSide is the largest n of an n x n board a preset's problem is
// graded on: a million numbers to a grid.
const MaxContestSide = 1000

// Task is one problem of a preset: its board and its start.
type Task struct {
	Preset Preset
	// Side is n, the board being n x n.
	Side int
	// Start is the square the tour must begin on; the zero Square means
	// any (CSES 1689 when no input gives it).
	Start board.Square
	// numberedFrom is the base the grid was numbered from, minus the
	// preset's: a grid numbered from the wrong base names its own numbers.
	numberedFrom int
}

// board is the task's board.
func (t Task) board() board.Board { return board.Board{W: int32(t.Side), H: int32(t.Side)} }

// cell names a square as the problem does: grid[row][col] for LeetCode,
// "x=X y=Y" for CSES, rows counted from the top.
func (t Task) cell(s board.Square) string {
	row, col := t.Side-int(s.Y), int(s.X)-1
	if t.Preset == CSES1689 {
		return fmt.Sprintf("x=%d y=%d", col+1, row+1)
	}
	return fmt.Sprintf("grid[%d][%d]", row, col)
}

// size is the task's board in words: "8x8", or "n x n" when the grid
// gives n.
func (t Task) size() string {
	if t.Side == 0 {
		return "n x n"
	}
	return fmt.Sprintf("%dx%d", t.Side, t.Side)
}

// describe is a rule of the task in words, as a verdict names the rule a
// tour missed.
func (t Task) describe(m Requirement) string {
	switch m {
	case RequireBoard:
		return t.size() + " grid, " + t.Preset.title()
	case RequireNumbering:
		return fmt.Sprintf("numbers from %d, each once, %s", t.Preset.Base(), t.Preset.title())
	case RequireStart:
		return fmt.Sprintf("start %s, %s", t.cell(t.Start), t.Preset.title())
	}
	return ""
}

// ErrWrongBase is wrapped by the fault of a grid numbered from the other
// base than its preset's, every number once.
var ErrWrongBase = errors.New("numbered from the wrong base")

// numbering turns the numbers of an n x n grid, row by row from the top,
// into the path they number under the task's base, or says which rule of
// numbering they break: every number one off (numbered from the other
// base, and then whether the order meets the other rules), a number out
// of range, a number twice.
func (t Task) numbering(vals []int64) (board.Path, error) {
	base := int64(t.Preset.Base())
	p, outside, twice, first := t.pathFrom(vals, base)
	switch {
	case outside >= 0 && twice < 0:
		other := 1 - base
		if q, o, tw, _ := t.pathFrom(vals, other); o < 0 && tw < 0 {
			return nil, ruleFault(ErrWrongBase, "the grid is numbered %d to %d, %s numbers from %d%s", other, other+int64(len(vals))-1, t.Preset.title(), base, t.otherwise(q, int(other)))
		}
		fallthrough
	case outside >= 0:
		return nil, ruleFault(notation.ErrNumbering, "%s is %d, outside %d to %d", t.cell(t.square(outside)), vals[outside], base, base+int64(len(vals))-1)
	case twice >= 0:
		return nil, ruleFault(notation.ErrNumbering, "number %d appears twice, at %s and %s", vals[twice], t.cell(t.square(first)), t.cell(t.square(twice)))
	}
	return p, nil
}

// square is the square of cell i of the grid, counted row by row from the
// top.
func (t Task) square(i int) board.Square {
	return board.Square{X: int32(i%t.Side) + 1, Y: int32(t.Side - i/t.Side)}
}

// pathFrom is the path vals number from base, or the first cell whose
// number is outside the range, and the first whose number was seen before
// (at cell first); -1 for none.
func (t Task) pathFrom(vals []int64, base int64) (p board.Path, outside, twice, first int) {
	n := len(vals)
	cellOf := make([]int32, n) // 1 + the cell of each number seen
	outside, twice = -1, -1
	for i, v := range vals {
		k := v - base
		switch {
		case k < 0 || k >= int64(n):
			if outside < 0 {
				outside = i
			}
		case cellOf[k] != 0:
			if twice < 0 {
				twice, first = i, int(cellOf[k])-1
			}
		default:
			cellOf[k] = int32(i + 1)
		}
	}
	if outside >= 0 || twice >= 0 {
		return nil, outside, twice, first
	}
	p = make(board.Path, n)
	for k, c := range cellOf {
		p[k] = t.square(int(c) - 1)
	}
	return p, -1, -1, 0
}

// otherwise says whether the path of a grid numbered from the wrong base
// meets the other rules, for the verdict to add: the order of the
// numbers, and so the path, does not depend on the base.
func (t Task) otherwise(p board.Path, numberedFrom int) string {
	t.numberedFrom = numberedFrom - t.Preset.Base()
	if _, _, err := t.check(p); err != nil {
		return "; it also misses: " + err.Error()
	}
	return "; apart from that it is a tour meeting every rule"
}

// check judges the path a grid numbers (its squares in visit order) under
// the task's rules after numbering: the start, then every move a knight
// move and every square once, as [verify.Check] finds them. A fault at a
// move says its squares as the problem names its cells and unwraps to
// verify's [*verify.Error]; a wrong start also says whether the moves are
// sound.
func (t Task) check(p board.Path) (verify.Result, Requirement, error) {
	res, err := verify.Check(board.Problem{Board: t.board()}, p)
	var moves error
	var verr *verify.Error
	if errors.As(err, &verr) && errors.Is(err, verify.ErrNotKnightMove) {
		base := t.Preset.Base() + t.numberedFrom
		moves = ruleFault(verr, "move %d: number %d at %s to number %d at %s is not a knight move",
			verr.Move, base+verr.Move-1, t.cell(verr.From), base+verr.Move, t.cell(verr.To))
	}
	if t.Start != (board.Square{}) && len(p) > 0 && p[0] != t.Start {
		also := ""
		switch {
		case err == nil:
			also = "; every move is a knight move"
		case moves != nil:
			also = "; also " + moves.Error()
		}
		return res, RequireStart, ruleFault(verify.ErrWrongStart, "the tour starts at %s, %s starts at %s%s", t.cell(p[0]), t.Preset.title(), t.cell(t.Start), also)
	}
	switch {
	case err == nil:
		return res, NoRequirement, nil
	case moves != nil:
		return res, NoRequirement, moves
	}
	return res, RequireNumbering, err
}

// ruleError is a fault said in the problem's own words, unwrapping to
// the sentinel, or to verify's [*verify.Error] for a move.
type ruleError struct {
	err error
	msg string
}

func (e *ruleError) Error() string { return e.msg }
func (e *ruleError) Unwrap() error { return e.err }

func ruleFault(err error, format string, args ...any) error {
	return &ruleError{err: err, msg: fmt.Sprintf(format, args...)}
}
