package serve

import (
	"context"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestVerifyCancelledWhileReading: a verify request whose client leaves
// (its context cancelled) as its body begins to be read stops reading and
// gives its worker back: it is answered as a request out of time is (503,
// naming how far reading got), and a following request that needs a
// worker gets it. Oracle: the reader's own words for a stop ("reading
// stopped", notation.ErrStopped) in the answer, which a reading that went
// on to its end would not give; the following request's status is a
// graded answer (200), not busy (503). The body, squares among words on
// 12,000 lines, takes seconds to read when nothing stops it.
func TestVerifyCancelledWhileReading(t *testing.T) {
	lim := DefaultLimits()
	lim.Workers = 1
	s := New(lim, io.Discard)
	rng := rand.New(rand.NewPCG(48, 1))
	tokens := []string{"a1", "b3", "the", "knight", "c5", "12", "7", "to", "(3,4)", "e4"}
	var slow strings.Builder
	for range 12000 {
		for k := range 10 {
			if k > 0 {
				slow.WriteByte(' ')
			}
			slow.WriteString(tokens[rng.IntN(len(tokens))])
		}
		slow.WriteByte('\n')
	}
	if slow.Len() <= heavyBody {
		t.Fatalf("slow body of %d bytes takes no worker; want more than %d", slow.Len(), heavyBody)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	testHookReading = cancel
	status, _, answer := s.Answer(ctx, "POST", "/v1/verify", []byte(slow.String()))
	testHookReading = nil
	if status != statusServiceUnavailable || !strings.Contains(string(answer), "reading stopped") || !strings.Contains(string(answer), "its client left") {
		t.Errorf("verify of a body whose client left as it was read = %d %s; want 503 naming the reading stopped", status, answer)
	}
	grid := " 2 15 20  9  4\n21 10  3 14 19\n16  1 24  5  8\n11 22  7 18 13\n 0 17 12 23  6\n\n"
	heavy := strings.Repeat(grid, heavyBody/len(grid)+1)
	if status, _, answer := s.Answer(context.Background(), "POST", "/v1/verify", []byte(heavy)); status != statusOK {
		t.Errorf("verify of %d grids after a request that left = %d %.200s; want 200, a worker given", strings.Count(heavy, "\n\n"), status, answer)
	}
}

// TestPuzzleCancelledWhileReading: a puzzle request (solve, hint, blame)
// whose client leaves as its body, a grid in frames past heavyBody, begins
// to be read stops reading and gives its worker back, as verify's does.
// Oracle: the readers' own words for a stop ("reading stopped",
// notation.ErrStopped) and the cause in the 503, which a reading that
// went on to its end would not give (the 200x200 grid read whole is
// refused as larger than the exact limit, 413); the following request
// that needs the one worker is answered (200), not busy (503).
func TestPuzzleCancelledWhileReading(t *testing.T) {
	lim := DefaultLimits()
	lim.Workers = 1
	s := New(lim, io.Discard)
	const side = 200
	var framed strings.Builder
	for r := range side {
		framed.WriteString("|")
		for c := range side {
			if r == 0 && c == 0 {
				framed.WriteString(" 1")
				continue
			}
			framed.WriteString(" .")
		}
		framed.WriteString(" |\n")
	}
	if framed.Len() <= heavyBody {
		t.Fatalf("framed body of %d bytes takes no worker; want more than %d", framed.Len(), heavyBody)
	}
	grid := " 2 15 20  9  4\n21 10  3 14 19\n16  1 24  5  8\n11 22  7 18 13\n 0 17 12 23  6\n"
	for _, path := range []string{"/v1/puzzle/solve", "/v1/puzzle/hint", "/v1/puzzle/blame"} {
		ctx, cancel := context.WithCancel(context.Background())
		testHookReading = cancel
		status, _, answer := s.Answer(ctx, "POST", path, []byte(framed.String()))
		testHookReading = nil
		cancel()
		if status != statusServiceUnavailable || !strings.Contains(string(answer), "reading stopped") || !strings.Contains(string(answer), "its client left") {
			t.Errorf("%s of a body whose client left as it was read = %d %.300s; want 503 naming the reading stopped", path, status, answer)
		}
		if status, _, answer := s.Answer(context.Background(), "POST", "/v1/puzzle/solve", []byte(grid)); status != statusOK {
			t.Errorf("puzzle solve after a %s request that left = %d %.200s; want 200, a worker given", path, status, answer)
		}
	}
}
