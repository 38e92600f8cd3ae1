package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// fieldLayouts write a tour one field a line, its squares as pairs from
// 0: layouts whose lines alone hold no square, so that a line no reader
// reads in the middle of a tour cuts it into blocks of a square or less.
var fieldLayouts = []struct {
	name string
	tour func(p board.Path) string
}{
	{"xml nested elements", func(p board.Path) string {
		var s strings.Builder
		s.WriteString("<?xml version=\"1.0\"?>\n<tour>\n")
		for _, sq := range p {
			fmt.Fprintf(&s, "  <square>\n    <x>%d</x>\n    <y>%d</y>\n  </square>\n", sq.X-1, sq.Y-1)
		}
		s.WriteString("</tour>\n")
		return s.String()
	}},
	{"toml array of tables", func(p board.Path) string {
		var s strings.Builder
		for _, sq := range p {
			fmt.Fprintf(&s, "[[move]]\nx = %d\ny = %d\n\n", sq.X-1, sq.Y-1)
		}
		return s.String()
	}},
	{"json pretty objects", func(p board.Path) string {
		var s strings.Builder
		s.WriteString("[\n")
		for k, sq := range p {
			comma := ","
			if k == len(p)-1 {
				comma = ""
			}
			fmt.Fprintf(&s, "  {\n    \"x\": %d,\n    \"y\": %d\n  }%s\n", sq.X-1, sq.Y-1, comma)
		}
		s.WriteString("]\n")
		return s.String()
	}},
	{"yaml list of maps", func(p board.Path) string {
		var s strings.Builder
		for _, sq := range p {
			fmt.Fprintf(&s, "- x: %d\n  y: %d\n", sq.X-1, sq.Y-1)
		}
		return s.String()
	}},
	{"ini sections", func(p board.Path) string {
		var s strings.Builder
		for k, sq := range p {
			fmt.Fprintf(&s, "[square%c]\nx=%d\ny=%d\n", 'a'+rune(k%26), sq.X-1, sq.Y-1)
		}
		return s.String()
	}},
}

// strayWords hold no digit: words a program or a person put between two
// lines of a printout.
var strayWords = []string{"(continued)", "-- more --", "# page two", "...", "see below"}

// TestStrayLineCutsFaultyTour: two or three tours written one field a
// line (fieldLayouts), one of them with a single fault (two squares
// swapped, a square repeated, one missing, a move no knight's) and a
// stray line at a random place inside it, in any order, never exit 0:
// the faulty tour is judged or named as set aside, never dropped as
// words beside the valid ones. The valid tours alone, without the
// faulty one, still read as that many valid tours and exit 0. The
// oracle: the tours warnsdorffWalk made and walkOK passed, and the fault
// written here, which walkOK rejects.
func TestStrayLineCutsFaultyTour(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 24))
	faults := []struct {
		name string
		make func(p board.Path, k int) board.Path
	}{
		{"swap", func(p board.Path, k int) board.Path {
			q := slices.Clone(p)
			q[k], q[k+1] = q[k+1], q[k] // k-1 to k+1 is two knight moves, never one
			return q
		}},
		{"repeat", func(p board.Path, k int) board.Path {
			q := slices.Clone(p)
			q[k] = q[k-1]
			return q
		}},
		{"missing", func(p board.Path, k int) board.Path { return slices.Delete(slices.Clone(p), k, k+1) }},
		{"non-knight", func(p board.Path, k int) board.Path {
			q := slices.Clone(p)
			slices.Reverse(q[k : k+3]) // k-1 to k+2 is three knight moves, never one
			return q
		}},
	}
	failed := 0
	cases := 0
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}} {
		for _, lay := range fieldLayouts {
			for fi, fault := range faults {
				for _, given := range []bool{true, false} {
					opt := ReadOptions{}
					if given {
						opt.Board = b
					}
					var valid []board.Path
					for range 1 + rng.IntN(2) {
						p := warnsdorffWalk(rng, b, 2000)
						if !walkOK(b, p) {
							t.Fatalf("%v: the test's own tour", b)
						}
						valid = append(valid, p)
					}
					faulty := fault.make(valid[0], 1+rng.IntN(b.Size()-4))
					if walkOK(b, faulty) {
						t.Fatalf("%v %s: the fault written is no fault", b, fault.name)
					}
					lines := strings.SplitAfter(lay.tour(faulty), "\n")
					at := 1 + rng.IntN(len(lines)-2)
					stray := strayWords[(fi+rng.IntN(len(strayWords)))%len(strayWords)] + "\n"
					cut := strings.Join(slices.Insert(lines, at, stray), "")
					var parts []string
					for _, p := range valid {
						parts = append(parts, lay.tour(p))
					}
					alone := strings.Join(parts, "\n\n")
					where := rng.IntN(len(parts) + 1)
					text := strings.Join(slices.Insert(slices.Clone(parts), where, cut), "\n\n")
					name := fmt.Sprintf("%v/%s/%s/board given %v/faulty tour %d of %d, stray at its line %d", b, lay.name, fault.name, given, where+1, len(parts)+1, at+1)

					cases++
					if tours, verdicts, code := textExit(text, opt, walkCheck); code == 0 {
						failed++
						t.Errorf("%s: exit 0 with %d tours %v:\n%s", name, len(tours), verdicts, clip(text))
					}
					tours, verdicts, code := textExit(alone, opt, walkCheck)
					if code != 0 || len(tours) != len(valid) || countVerdict(verdicts, Valid) != len(valid) {
						t.Errorf("%s: the valid tours alone: exit %d, %d tours %v, want exit 0 and %d valid:\n%s", name, code, len(tours), verdicts, len(valid), clip(alone))
					}
				}
			}
		}
	}
	t.Logf("%d of %d inputs with a faulty tour cut by a stray line exit 0", failed, cases)
}

// TestRListsOneAfterAnother: R's print of lists of pairs ("[[k]]" above
// each element, "[1] x y" below), two or three printed one after
// another, read as one tour each: the index back at [[1]] begins the
// next list. Valid ones exit 0 with every tour read; one with two
// squares swapped never exits 0. The oracle: warnsdorffWalk's tours,
// checked by walkOK, and the count written.
func TestRListsOneAfterAnother(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 2))
	rList := func(p board.Path) string {
		var s strings.Builder
		for k, sq := range p {
			fmt.Fprintf(&s, "[[%d]]\n[1] %d %d\n\n", k+1, sq.X, sq.Y)
		}
		return s.String()
	}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}} {
		for n := 2; n <= 3; n++ {
			for _, given := range []bool{true, false} {
				opt := ReadOptions{}
				if given {
					opt.Board = b
				}
				var lists []string
				var first board.Path
				for range n {
					p := warnsdorffWalk(rng, b, 2000)
					if !walkOK(b, p) {
						t.Fatalf("%v: the test's own tour", b)
					}
					first = p
					lists = append(lists, rList(p))
				}
				name := fmt.Sprintf("%v/%d lists/board given %v", b, n, given)
				text := strings.Join(lists, "")
				if tours, verdicts, code := textExit(text, opt, walkCheck); code != 0 || len(tours) != n || countVerdict(verdicts, Valid) != n {
					t.Errorf("%s: exit %d, %d tours %v, want exit 0 and %d valid:\n%s", name, code, len(tours), verdicts, n, clip(text))
				}
				q := slices.Clone(first)
				k := 1 + rng.IntN(len(q)-2)
				q[k], q[k+1] = q[k+1], q[k] // k-1 to k+1 is two knight moves, never one
				lists[n-1] = rList(q)
				text = strings.Join(lists, "")
				if tours, verdicts, code := textExit(text, opt, walkCheck); code == 0 {
					t.Errorf("%s, the last swapped: exit 0 with %d tours %v:\n%s", name, len(tours), verdicts, clip(text))
				}
			}
		}
	}
}
