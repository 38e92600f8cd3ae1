package serve

import (
	"errors"
	"fmt"
	"net/http"
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
	w     http.ResponseWriter
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
	if !a.sent {
		a.held = append(a.held, p...)
		if len(a.held) <= answerHold || a.streamType == "" {
			return len(p), nil
		}
		a.start(a.streamType, false)
		p = nil
	}
	if len(p) > 0 {
		if _, err := a.w.Write(p); err != nil {
			a.err = fmt.Errorf("the client is gone: %w", err)
			return 0, a.err
		}
	}
	return len(p), nil
}

// start sends the headers (200, contentType, and the length when the
// answer is whole) and what is held.
func (a *answer) start(contentType string, whole bool) {
	h := a.w.Header()
	h.Set("Content-Type", contentType)
	if whole {
		h.Set("Content-Length", strconv.Itoa(len(a.held)))
	}
	a.w.WriteHeader(http.StatusOK)
	a.sent = true
	if _, err := a.w.Write(a.held); err != nil {
		a.err = fmt.Errorf("the client is gone: %w", err)
	}
	a.held = nil
}

// finish sends what is held, as a whole answer of contentType, unless it
// was streamed.
func (a *answer) finish(contentType string) {
	if a.sent {
		return
	}
	a.start(contentType, true)
}
