package verify_test

import (
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
)

// FuzzTour: Tour never panics and finds the same fault as the naive
// checker on any path, problem and board; Check reports Tour's error and
// the naive description of the path.
func FuzzTour(f *testing.F) {
	seedPath := func(s string) []byte {
		var data []byte
		for _, sq := range board.Path(mustParse(s)) {
			data = append(data, byte(sq.X), byte(sq.Y))
		}
		return data
	}
	f.Add(seedPath(seed5), uint8(5), uint8(5), false, uint8(0), uint8(0))
	f.Add(seedPath(seed5), uint8(5), uint8(5), true, uint8(1), uint8(3))
	f.Add(seedPath("a1 c2 e3 g4"), uint8(8), uint8(8), false, uint8(0), uint8(0))
	f.Add(seedPath("a1 a1"), uint8(1), uint8(1), true, uint8(0), uint8(0))
	f.Fuzz(func(t *testing.T, data []byte, w, h uint8, closed bool, start, end uint8) {
		b := board.Board{W: int32(w%9) + 1, H: int32(h%9) + 1}
		var p board.Path
		for i := 0; i+1 < len(data); i += 2 {
			// signed, so squares off every edge occur
			p = append(p, board.Square{X: int32(int8(data[i])), Y: int32(int8(data[i+1]))})
		}
		q := board.Problem{Board: b, Closed: closed}
		if start > 0 {
			q.Prefix = board.Path{b.Square(int(start) % b.Size())}
		}
		if end > 0 {
			q.End = b.Square(int(end) % b.Size())
		}
		got, want := verify.Tour(q, p), naive(q, p)
		if want == nil && got != nil || want != nil && (got == nil || !errorsIs(got, want)) {
			t.Fatalf("Tour(%v, %v) = %v, naive says %v", q, p, got, want)
		}
		if got != nil && got.Error() == "" {
			t.Fatalf("empty message for %v", got)
		}
		r, err := verify.Check(q, p)
		if (err == nil) != (got == nil) || err != nil && err.Error() != got.Error() {
			t.Fatalf("Check(%v, %v) error %v, Tour's %v", q, p, err, got)
		}
		if want := naiveResult(b, p); r != want {
			t.Fatalf("Check(%v, %v) = %+v, naive says %+v", q, p, r, want)
		}
	})
}

func mustParse(s string) board.Path {
	p, err := board.ParsePath(s)
	if err != nil {
		panic(err)
	}
	return p
}

func errorsIs(err, target error) bool {
	e, ok := err.(*verify.Error)
	return ok && e.Err == target
}
