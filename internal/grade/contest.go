package grade

import (
	"bufio"
	"fmt"
	"io"
	"strconv"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/enum"
	"github.com/knightcert/knight/notation"
)

// Outcome is a contest checker's verdict in one word.
type Outcome int8

const (
	// Accepted: the output is a tour meeting every rule of the problem.
	Accepted Outcome = iota
	// WrongAnswer: the output was read with certainty, as n x n integers
	// (text after them or not), and is not such a tour.
	WrongAnswer
	// PresentationError: the output is not n x n integers separated by
	// white space, so it was not read as the problem's format, or it is
	// such a tour with text after it.
	PresentationError
	// JudgeError: the problem's input or the jury's answer is bad, so
	// the output cannot be judged.
	JudgeError
)

var outcomeNames = [...]string{Accepted: "accepted", WrongAnswer: "wrong answer", PresentationError: "presentation error", JudgeError: "judge error"}

func (o Outcome) String() string { return enum.Name(outcomeNames[:], o, "Outcome") }

// Mark is a contest checker's verdict on one output.
type Mark struct {
	Outcome Outcome
	// Missed is the rule a wrong answer missed (board, numbering, start),
	// NoRequirement for a move that is no knight move.
	Missed Requirement
	// Msg says why, or what was accepted, without the outcome's word.
	Msg string
}

// Contest judges a contestant's output for the problem that input poses
// under preset p, as a contest's checker does: the input is read in the
// problem's format ([Preset.ReadInput]), the jury's answer must itself be
// accepted (else the outcome is JudgeError), and then the output is
// judged by [Task.Judge].
func (p Preset) Contest(input, answer, output io.Reader) Mark {
	task, err := p.ReadInput(input)
	if err != nil {
		return Mark{Outcome: JudgeError, Msg: err.Error()}
	}
	if m := task.Judge("answer", answer); m.Outcome != Accepted {
		return Mark{Outcome: JudgeError, Msg: fmt.Sprintf("the jury's answer is not accepted (%s): %s", m.Outcome, m.Msg)}
	}
	return task.Judge("output", output)
}

// maxInput bounds a problem's input file, which holds one or two numbers.
const maxInput = 64 << 10

// ReadInput reads the problem's input file: for LeetCode 2596 the side n
// (1 <= n <= [MaxContestSide]), for CSES 1689 the start "x y" (1 <= x, y
// <= 8), integers separated by white space and nothing else. Its errors
// say "input:LINE:COL: ...".
func (p Preset) ReadInput(r io.Reader) (Task, error) {
	ts := newTokens("input", r, maxInput)
	var want []string
	var hi []int64
	switch p {
	case LeetCode2596:
		want, hi = []string{"n"}, []int64{MaxContestSide}
	case CSES1689:
		want, hi = []string{"x", "y"}, []int64{8, 8}
	default:
		return Task{}, fmt.Errorf("no preset: a contest checker needs one")
	}
	vals := make([]int64, len(want))
	for i, name := range want {
		v, err := ts.integer()
		if err == io.EOF {
			return Task{}, ts.errAt(ts.line, ts.col, "the input ends before %s (%s's input is %q)", name, p.title(), want)
		}
		if err != nil {
			return Task{}, err
		}
		if v < 1 || v > hi[i] {
			return Task{}, ts.errAt(ts.tokLine, ts.tokCol, "%s is %d, outside 1 to %d", name, v, hi[i])
		}
		vals[i] = v
	}
	if err := ts.end(); err != nil {
		return Task{}, err
	}
	if p == CSES1689 {
		return Task{Preset: p, Side: 8, Start: board.Square{X: int32(vals[0]), Y: int32(8 + 1 - vals[1])}}, nil
	}
	n := int(vals[0])
	return Task{Preset: p, Side: n, Start: board.Square{X: 1, Y: int32(n)}}, nil
}

// Judge judges one printed grid, named name in its messages ("output",
// "answer"): n x n integers separated by white space, rows from the top,
// each row's cells from the left (line breaks are not checked, as
// testlib's readers and the judges of both problems do not). Fewer
// tokens, or a token that is not an integer, is a presentation error,
// positioned; read so, the numbers are judged by the preset's rules in
// order: numbered from its base, each number once; the start; every move
// a knight move. A token after the grid makes a grid that meets them a
// presentation error, and one that misses a rule still a wrong answer,
// the token named. Reading stops at one token more than the grid needs
// and at [notation.BytesPerSquare] bytes a square.
func (t Task) Judge(name string, r io.Reader) Mark {
	n := t.Side * t.Side
	ts := newTokens(name, r, int64(n)*notation.BytesPerSquare+maxInput)
	vals := make([]int64, n)
	for i := range vals {
		v, err := ts.integer()
		if err == io.EOF {
			return Mark{Outcome: PresentationError, Msg: ts.errAt(ts.line, ts.col, "the %s ends after %d of the %d numbers of the %dx%d grid", name, i, n, t.Side, t.Side).Error()}
		}
		if err != nil {
			return Mark{Outcome: PresentationError, Msg: err.Error()}
		}
		vals[i] = v
	}
	// What follows the grid decides nothing once the grid, read in the
	// problem's format, is wrong: a wrong answer with text after it is a
	// wrong answer, as testlib judges one (its check for text left over
	// follows an "ok" only). A right one with text after it is a
	// presentation error.
	after := ts.end()
	wrong := func(missed Requirement, err error) Mark {
		msg := err.Error()
		if after != nil {
			msg += "; and " + after.Error()
		}
		return Mark{Outcome: WrongAnswer, Missed: missed, Msg: msg}
	}
	p, err := t.numbering(vals)
	if err != nil {
		return wrong(RequireNumbering, err)
	}
	if _, missed, err := t.check(p); err != nil {
		return wrong(missed, err)
	}
	if after != nil {
		return Mark{Outcome: PresentationError, Msg: after.Error()}
	}
	base := t.Preset.Base()
	return Mark{Outcome: Accepted, Msg: fmt.Sprintf("%dx%d knight's tour from %s, numbered %d to %d", t.Side, t.Side, t.cell(p[0]), base, base+n-1)}
}

// tokens reads the white-space separated tokens of a judge's file,
// tracking the line and column (in bytes, from 1) of each.
type tokens struct {
	name            string
	r               *bufio.Reader
	line, col       int // of the next byte
	tokLine, tokCol int // of the last token read
	read, limit     int64
	tok             []byte
}

// maxToken is the longest token read: any integer of int64 fits.
const maxToken = 24

func newTokens(name string, r io.Reader, limit int64) *tokens {
	return &tokens{name: name, r: bufio.NewReader(r), line: 1, col: 1, limit: limit}
}

func (ts *tokens) errAt(line, col int, format string, args ...any) error {
	return fmt.Errorf("%s:%w", ts.name, &board.ParseError{Line: line, Col: col, Err: board.ErrSyntax, Msg: fmt.Sprintf(format, args...)})
}

// next reads the next token into ts.tok; io.EOF when there is none.
func (ts *tokens) next() error {
	ts.tok = ts.tok[:0]
	for {
		c, err := ts.r.ReadByte()
		if err == io.EOF && len(ts.tok) > 0 {
			return nil
		}
		if err != nil {
			return err
		}
		if ts.read++; ts.read > ts.limit {
			return ts.errAt(ts.line, ts.col, "the %s is longer than the %d bytes its grid could need", ts.name, ts.limit)
		}
		space := c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
		if space && len(ts.tok) > 0 {
			ts.r.UnreadByte()
			ts.read--
			return nil
		}
		if len(ts.tok) == 0 {
			ts.tokLine, ts.tokCol = ts.line, ts.col
		}
		if ts.col++; c == '\n' {
			ts.line, ts.col = ts.line+1, 1
		}
		if space {
			continue
		}
		if len(ts.tok) == maxToken {
			return ts.errAt(ts.tokLine, ts.tokCol, "a token of more than %d bytes, where an integer belongs", maxToken)
		}
		ts.tok = append(ts.tok, c)
	}
}

// integer reads the next token as a decimal integer as testlib's readers
// do: an optional '-' and digits, with no leading zero ("07", "-0").
func (ts *tokens) integer() (int64, error) {
	if err := ts.next(); err != nil {
		return 0, err
	}
	digits := ts.tok
	if len(digits) > 1 && digits[0] == '-' {
		digits = digits[1:]
	}
	for _, c := range digits {
		if c < '0' || c > '9' {
			return 0, ts.errAt(ts.tokLine, ts.tokCol, "%q is not an integer", ts.tok)
		}
	}
	if digits[0] == '0' && (len(digits) > 1 || len(ts.tok) > 1) {
		return 0, ts.errAt(ts.tokLine, ts.tokCol, "%q is not an integer as testlib reads one: a leading zero", ts.tok)
	}
	v, err := strconv.ParseInt(string(ts.tok), 10, 64)
	if err != nil {
		return 0, ts.errAt(ts.tokLine, ts.tokCol, "%q is not an integer of 64 bits", ts.tok)
	}
	return v, nil
}

// end reports a token after the last one wanted.
func (ts *tokens) end() error {
	switch err := ts.next(); err {
	case io.EOF:
		return nil
	case nil:
		return ts.errAt(ts.tokLine, ts.tokCol, "%q after the last number wanted: the %s holds more", ts.tok, ts.name)
	default:
		return err
	}
}
