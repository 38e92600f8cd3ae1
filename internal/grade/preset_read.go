package grade

import (
	"errors"
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/notation"
)

// presetTours grades every tour of one input by req.Preset's rules. The
// tours are read as numbered grids by notation.ReadTours, whatever
// surrounds them (a LeetCode literal "grid = [[0,11,...],...]", a caption),
// on the board each grid gives, so that a grid of the wrong size is read
// as it is and named, not refused; each is then judged by presetJudge.
func presetTours(name string, r io.Reader, req Request) ([]Verdict, error) {
	opt := notation.ReadOptions{MaxBytes: req.MaxBytes, Format: notation.Grid, Stop: req.Stop}
	tours, err := notation.ReadTours(r, opt)
	if errors.Is(err, notation.ErrStopped) {
		return nil, err
	}
	if err != nil {
		v := judge(positioned(err), req)
		v.File = name
		return []Verdict{v}, nil
	}
	out := make([]Verdict, 0, len(tours))
	for i, t := range tours {
		if err := stopped(req.Stop, i, len(tours)); err != nil {
			return nil, err
		}
		v := presetJudge(t, req)
		var skipped []notation.Skip
		if t.Err == nil && len(t.Readings) > 0 {
			skipped = t.Readings[0].Skipped
		}
		// Text beside the grid that could be a tour gets a row of its
		// own, as without a preset: a pass never covers it unread.
		for _, row := range asideRows(skipped, tourText{line: v.Line}) {
			if row.aside != nil {
				v := asideVerdict(row, req, true)
				v.File = name
				out = append(out, v)
				continue
			}
			v.File = name
			out = append(out, v)
		}
	}
	return out, nil
}

// presetJudge applies the rule of reading under a preset: valid when some
// reading of the tour is a grid meeting every rule of the preset, invalid
// only when there is one reading (a grid read with certainty, or one whose
// numbering the reader found at fault), unreadable otherwise.
func presetJudge(t notation.Tour, req Request) Verdict {
	if t.Err != nil {
		v := judge(positioned(t.Err), req)
		if v.Status == Invalid { // a number twice: the numbering rule
			v.Missed, v.Required = RequireNumbering, req.task(board.Board{}).describe(RequireNumbering)
		}
		if v.Line == 0 {
			v.Line = t.Line
		}
		return v
	}
	var faults []Verdict
	for _, d := range t.Readings {
		v := presetReading(d, req)
		if v.Status == Valid {
			return v
		}
		faults = append(faults, v)
	}
	if len(faults) == 1 {
		return faults[0]
	}
	var each []string
	for _, f := range faults {
		each = append(each, fmt.Sprintf("as %s: %v", f.Described(), faultText(f.Fault)))
	}
	return Verdict{Line: t.Line, Status: Unreadable, Notation: notation.Grid,
		Fault: fmt.Errorf("%w: the grid reads %d ways and none meets the rules of %s (%s)", notation.ErrAmbiguous, len(faults), req.Preset.title(), strings.Join(each, "; "))}
}

// task is the preset's problem for a grid read on board b (the zero Board
// when unknown): LeetCode's n is -board's side, or the grid's when it is
// square (0, "n x n", when not); CSES's board is 8x8.
func (req Request) task(b board.Board) Task {
	t := Task{Preset: req.Preset}
	if b.W == b.H {
		t.Side = int(b.W)
	}
	switch {
	case req.Preset == CSES1689:
		t.Side = 8
	case req.Board != (board.Board{}):
		t.Side = int(req.Board.W)
	}
	switch {
	case req.Preset == LeetCode2596 && t.Side > 0:
		t.Start = board.Square{X: 1, Y: int32(t.Side)}
	case req.Preset == CSES1689:
		t.Start = req.Start
	}
	return t
}

// presetReading grades one reading of a grid by the preset's rules, in
// the order a person checks them: the size, the numbering's base, the
// start, each move.
func presetReading(d notation.Document, req Request) Verdict {
	v := Verdict{Line: d.Line, Notation: d.Format, Reading: d.Reading(), Status: Invalid}
	task := req.task(d.Board)
	if n, ok := req.rowByRow(d.Board); ok {
		printed := d.Board
		d.Board, d.Path = board.Board{W: int32(n), H: int32(n)}, reshaped(d.Path, printed, n)
		task = req.task(d.Board)
		v.Reading = fmt.Sprintf("%s, printed %v and read %d numbers a row: %s checks no line breaks", d.Reading(), printed, n, req.Preset.title())
	}
	if d.Board.W != d.Board.H || d.Board.W != int32(task.Side) {
		v.Missed, v.Required = RequireBoard, task.describe(RequireBoard)
		v.Fault = ruleFault(notation.ErrBoardMismatch, "the grid is %v, %s asks for %s", d.Board, req.Preset.title(), task.size())
		return v
	}
	v.Result.Board, v.Path = d.Board, d.Path
	if d.Based && d.Base != req.Preset.Base() {
		v.Missed, v.Required = RequireNumbering, task.describe(RequireNumbering)
		v.Fault = ruleFault(ErrWrongBase, "the grid is numbered from %d, %s numbers from %d%s", d.Base, req.Preset.title(), req.Preset.Base(), task.otherwise(d.Path, d.Base))
		return v
	}
	res, missed, err := task.check(d.Path)
	v.Result = res
	if err == nil {
		v.Status = Valid
		return v
	}
	v.Fault, v.Missed, v.Required = err, missed, task.describe(missed)
	if line, col, ok := faultPlace(len(d.Path), d.Place, err); ok {
		v.Line, v.Col = line, col
	}
	return v
}

// Check reports requirements that no tour can meet, as
// [Requirements.Check] does, and settings that a preset decides itself.
func (req Request) Check() error {
	if err := req.presetFlags(); err != nil {
		return err
	}
	return req.Requirements.Check()
}

// presetFlags reports the request's settings a preset decides itself:
// a notation other than a grid, a flipped grid, an end, a closed tour.
func (req Request) presetFlags() error {
	switch {
	case req.Preset == NoPreset:
		return nil
	case req.Format != notation.Auto && req.Format != notation.Grid:
		return fmt.Errorf("a preset reads numbered grids: -read %v does not apply", req.Format)
	case req.Flip:
		return errors.New("a preset reads its grid as printed, rows top first: -flip does not apply")
	case req.End != (board.Square{}) || req.Closed:
		return fmt.Errorf("%s asks no end and no closed tour", req.Preset.title())
	case req.Preset == LeetCode2596 && req.Start != (board.Square{}):
		return errors.New("LeetCode 2596 starts at the top-left cell: -start does not apply")
	case req.Preset == CSES1689 && req.Start != (board.Square{}) && !(board.Board{W: 8, H: 8}).Contains(req.Start):
		return fmt.Errorf("CSES 1689 is played on 8x8: -start %v is off it", req.Start)
	case req.Preset == CSES1689 && req.Board != (board.Board{}) && req.Board != (board.Board{W: 8, H: 8}):
		return fmt.Errorf("CSES 1689 is played on 8x8, not %v", req.Board)
	case req.Preset == LeetCode2596 && req.Board != (board.Board{}) && req.Board.W != req.Board.H:
		return fmt.Errorf("LeetCode 2596 is played on n x n, not %v", req.Board)
	}
	return nil
}

// rowByRow is the side n of the task's n x n grid when a grid printed as
// b holds n*n cells but is not n x n: the problem's judge reads its numbers
// in order, whatever the line breaks (as Task.Judge does), so they are its
// rows, n at a time. LeetCode's n, when neither -board nor the grid gives
// it, is the square root of the count.
func (req Request) rowByRow(b board.Board) (int, bool) {
	cells := int64(b.W) * int64(b.H)
	n := req.task(b).Side
	if b.W == b.H || cells == 0 {
		return 0, false
	}
	if n == 0 {
		n = int(math.Sqrt(float64(cells)))
	}
	return n, int64(n)*int64(n) == cells
}

// reshaped is path p, on a grid printed as b, on the n x n grid of the same
// cells taken row by row from the top.
func reshaped(p board.Path, b board.Board, n int) board.Path {
	out := make(board.Path, len(p))
	for k, s := range p {
		i := int(b.H-s.Y)*int(b.W) + int(s.X) - 1
		out[k] = board.Square{X: int32(i%n) + 1, Y: int32(n - i/n)}
	}
	return out
}
