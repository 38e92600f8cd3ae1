package notation

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestPlainLineSameAsLayouts: the quick reading of one line of squares
// is the reading of the full reader (readLayouts), square places
// included, on random lines of every square of random boards in random
// order (tours among them), with and without Flip, and on lines edited
// from them, which it must either read the same or leave to the full
// reader. The oracle is the full reader, a second method.
func TestPlainLineSameAsLayouts(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 3))
	edits := []func(s string, p board.Path) string{
		func(s string, p board.Path) string { return s },
		func(s string, p board.Path) string { return s + "\n" },
		func(s string, p board.Path) string { return s + "\r\n" },
		func(s string, p board.Path) string { return s + " \n" },
		func(s string, p board.Path) string { return strings.Replace(s, " ", "  ", 1) },
		func(s string, p board.Path) string { return strings.Replace(s, " ", ", ", -1) },
		func(s string, p board.Path) string { return strings.ToUpper(s[:1]) + s[1:] },
		func(s string, p board.Path) string { return s + " " + p[0].String() },
		func(s string, p board.Path) string { return s[strings.IndexByte(s, ' ')+1:] },
		func(s string, p board.Path) string { return "1. " + s },
		func(s string, p board.Path) string { return s + "\n" + s + "\n" },
		func(s string, p board.Path) string { return strings.Replace(s, p[1].String(), p[0].String(), 1) },
	}
	hits := 0
	for trial := range 6000 {
		b := board.Board{W: int32(1 + rng.IntN(12)), H: int32(1 + rng.IntN(12))}
		n := int(b.W * b.H)
		p := make(board.Path, n)
		for i, k := range rng.Perm(n) {
			p[i] = board.Square{X: int32(k%int(b.W)) + 1, Y: int32(k/int(b.W)) + 1}
		}
		if n < 2 {
			continue
		}
		text := edits[rng.IntN(len(edits))](p.String(), p)
		opt := ReadOptions{Board: b}
		if rng.IntN(4) == 0 {
			opt.Format = Algebraic
		}
		opt.Flip = rng.IntN(4) == 0
		d, ok := plainLine([]byte(text), opt)
		if !ok {
			continue
		}
		hits++
		want, err := readLayouts([]byte(text), opt)
		if err != nil || len(want) != 1 || want[0].Err != nil || len(want[0].Readings) != 1 {
			t.Fatalf("trial %d: %q on %v: quick reading %v, full reader %v %+v", trial, text, b, d.Path, err, want)
		}
		got := Tour{Line: 1, Readings: []Document{d}, Asked: opt.Format}
		if msg := sameTour(got, want[0]); msg != "" {
			t.Fatalf("trial %d: %q on %v: %s", trial, text, b, msg)
		}
	}
	if hits < 500 {
		t.Fatalf("only %d lines read quickly: the test checks too little", hits)
	}
}

// sameTour says how two readings of a tour differ, places compared
// square by square; "" when they do not.
func sameTour(a, b Tour) string {
	da, db := a.Readings[0], b.Readings[0]
	for k := range da.Path {
		la, ca, oka := da.Place(k)
		lb, cb, okb := db.Place(k)
		if la != lb || ca != cb || oka != okb {
			return fmt.Sprintf("square %d at %d:%d (%v), the full reader says %d:%d (%v)", k, la, ca, oka, lb, cb, okb)
		}
	}
	da.places, db.places = nil, nil
	a.Readings, b.Readings = []Document{da}, []Document{db}
	if !reflect.DeepEqual(a, b) {
		return fmt.Sprintf("quick reading %#v, full reader %#v", a, b)
	}
	return ""
}
