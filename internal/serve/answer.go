package serve

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
)

// errAnswerTooLarge: the answer passed [Limits.MaxAnswer].
var errAnswerTooLarge = errors.New("answer too large")

// answerHold is how much of an answer is held before it is sent: an
// answer that fits is sent whole with its length, and its status can
// still be an error's; a longer one that the endpoint streams (one
// document a line) is sent as it is written.
const answerHold = 64 << 10

// answer is where an endpoint writes its answer: held up to answerHold,
// then, when the endpoint said it streams (stream), sent as written, and
// never more than limit bytes in all. A write past the limit, or one the
// client is no longer there to read, fails, and the endpoint stops.
type answer struct {
	w     replyWriter
	limit int64
	held  []byte
	n     int64 // bytes written in all
	// streamType is the content type of a streamed answer, set by the
	// endpoint before it writes one; empty, the answer is held whole.
	streamType string
	sent       bool // the headers are out: the status is 200
	err        error
}

func (a *answer) Write(p []byte) (int, error) {
	if a.err != nil {
		return 0, a.err
	}
	if a.n+int64(len(p)) > a.limit {
		a.err = fmt.Errorf("%w: more than the %d bytes this server sends as one answer; send fewer paths a request", errAnswerTooLarge, a.limit)
		return 0, a.err
	}
	a.n += int64(len(p))
	a.held = append(a.held, p...)
	if a.streamType == "" || !a.sent && len(a.held) <= answerHold {
		return len(p), nil
	}
	// Streamed: the whole lines held go out, the last line's start
	// waits for its end, so that a stream cut short ends on a whole
	// document.
	i := bytes.LastIndexByte(a.held, '\n')
	if i < 0 {
		return len(p), nil
	}
	if !a.sent {
		a.w.setHeader("Content-Type", a.streamType)
		a.w.WriteHeader(statusOK)
		a.sent = true
	}
	if _, err := a.w.Write(a.held[:i+1]); err != nil {
		a.err = fmt.Errorf("the client is gone: %w", err)
		return 0, a.err
	}
	a.held = append(a.held[:0], a.held[i+1:]...)
	return len(p), nil
}

// finish sends what is held: the rest of a streamed answer, or a whole
// answer of contentType with its length.
func (a *answer) finish(contentType string) {
	if !a.sent {
		a.w.setHeader("Content-Type", contentType)
		a.w.setHeader("Content-Length", strconv.Itoa(len(a.held)))
		a.w.WriteHeader(statusOK)
		a.sent = true
	}
	a.w.Write(a.held)
	a.held = nil
}
