package notation

import (
	"errors"
	"fmt"
)

// ErrStopped: the reading was stopped by [ReadOptions.Stop] before it
// ended; nothing is said about the input.
var ErrStopped = errors.New("reading stopped")

// stopped unwinds a reading whose Stop said to stop, from whatever pass it
// is in, up to the exported reader that recovers it (recoverStop), as
// go/parser's bailout unwinds a parse: the passes return no error of
// their own, and a stop reaches them only through their options. It never
// leaves the package.
type stopped struct {
	line int // the input's line the pass had reached; 0 when unknown
}

// stopHook, when set (by tests), is called at each look at a Stop, before
// the look.
var stopHook func()

// checkStop unwinds the reading when opt.Stop is closed. line is the line
// the pass has reached, 0 when unknown. Called once a line, block or pass
// of the readers of inputs held whole, where they spend their time.
func (opt ReadOptions) checkStop(line int) {
	if opt.Stop == nil {
		return
	}
	if stopHook != nil {
		stopHook()
	}
	select {
	case <-opt.Stop:
		panic(stopped{line})
	default:
	}
}

// recoverStop turns a stop into *err, saying how far the reading got of
// an input of lines lines, and drops what was read; any other panic goes
// on.
func recoverStop[T any](read *T, err *error, lines int) {
	p := recover()
	if p == nil {
		return
	}
	s, ok := p.(stopped)
	if !ok {
		panic(p)
	}
	var none T
	*read = none
	if s.line > 0 {
		*err = fmt.Errorf("%w at line %d of %d", ErrStopped, s.line, lines)
		return
	}
	*err = fmt.Errorf("%w in a pass over the input's %d lines", ErrStopped, lines)
}
