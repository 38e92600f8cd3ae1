package notation

import (
	"errors"
	"io"
)

// jsonSource is the reader under the JSON decoder: it enforces the byte
// limit, which tightens once "board" is read, and remembers where lines
// start so that decoder offsets become line:column.
type jsonSource struct {
	r        io.Reader
	consumed int64
	limit    int64
	why      string
	over     bool
	// newlines holds the offsets of the newlines at or after forgotten;
	// dropped counts those before it.
	newlines []int64
	dropped  int
}

var errOverLimit = errors.New("over the byte limit")

func (s *jsonSource) Read(p []byte) (int, error) {
	if s.over {
		return 0, errOverLimit
	}
	if room := s.limit - s.consumed + 1; int64(len(p)) > room {
		p = p[:room]
	}
	n, err := s.r.Read(p)
	for i, c := range p[:n] {
		if c == '\n' {
			s.newlines = append(s.newlines, s.consumed+int64(i))
		}
	}
	s.consumed += int64(n)
	if s.consumed > s.limit {
		s.over = true
		return n - 1, errOverLimit
	}
	return n, err
}

// forget drops the newlines before off, which no later error can be at.
func (s *jsonSource) forget(off int64) {
	i := 0
	for i < len(s.newlines) && s.newlines[i] < off {
		i++
	}
	if i > 4096 {
		s.dropped += i
		s.newlines = append(s.newlines[:0], s.newlines[i:]...)
	}
}
