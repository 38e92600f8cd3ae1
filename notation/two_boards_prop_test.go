package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// Outputs that print tours of two or three boards, one after another:
// a log's numbered grids under its line prefixes, and square lists each
// under a caption that states its board. Each tour written is one tour
// read, with a verdict of its own: a fault in one board leaves the
// others valid and never lets the input pass. The oracle is the tours
// the test writes (warnsdorffWalk, checked by walkOK; faults checked by
// walkCheck, which shares no code with the readers) and their count.

// twoBoardSets are the boards written together: different sizes, and
// two attempts at the same board.
var twoBoardSets = [][]board.Board{
	{{W: 5, H: 5}, {W: 6, H: 6}},
	{{W: 8, H: 8}, {W: 8, H: 8}},
	{{W: 6, H: 6}, {W: 5, H: 5}},
	{{W: 5, H: 6}, {W: 8, H: 8}, {W: 6, H: 6}},
	{{W: 5, H: 5}, {W: 7, H: 7}, {W: 5, H: 5}},
	{{W: 8, H: 8}, {W: 5, H: 5}},
}

// logPrefixes are what a log writes before each of its lines; %d is the
// line's number, for the prefixes that count.
var logPrefixes = []string{
	"",
	"2026-12-01 12:00:%02d INFO  ",
	"[INFO] ",
	"solver-1 | ",
	"12:00:%02d.123 DEBUG main: ",
}

// twoBoardsCase is one input of several tours: the text, and which tour
// (from 0) is faulty, -1 for none.
type twoBoardsCase struct {
	name   string
	text   string
	tours  int
	faulty int
	same   board.Board // the board of every tour, when all are of one
}

// twoBoardsWrite writes the tours ts: as numbered grids (from first)
// under captions, or as square lists, each line after prefix.
func twoBoardsWrite(ts []propTour, grid bool, first int, caption, prefix string) string {
	var b strings.Builder
	line := 0
	put := func(s string) {
		line++
		if strings.Contains(prefix, "%") {
			fmt.Fprintf(&b, prefix, line)
		} else {
			b.WriteString(prefix)
		}
		b.WriteString(s + "\n")
	}
	for i, t := range ts {
		size := fmt.Sprintf("%dx%d", len(t.rows[0]), len(t.rows))
		cap := strings.NewReplacer("WxH", size, "K", fmt.Sprint(i+1)).Replace(caption)
		if !grid {
			var sq []string
			for _, s := range t.sq {
				sq = append(sq, s.String())
			}
			if strings.HasSuffix(cap, ": ") {
				put(cap + strings.Join(sq, " "))
				continue
			}
			put(cap)
			put(strings.Join(sq, " "))
			continue
		}
		if cap != "" {
			put(cap)
		}
		for _, r := range t.rows {
			var cs []string
			for _, c := range r {
				cs = append(cs, fmt.Sprintf("%2d", c-1+first))
			}
			put(strings.Join(cs, " "))
		}
		if caption != "" {
			put(fmt.Sprintf("done in %dms, %d moves", 3+i, len(t.sq)-1))
		}
	}
	return b.String()
}

// twoBoardsFault is t with one fault of kind k, and whether the result
// is no tour of b (walkCheck): two squares swapped, a number or square
// written twice over another, a run of three reversed (a step no knight
// makes), the last square missing (lists only).
func twoBoardsFault(rng *rand.Rand, b board.Board, t propTour, k int) (propTour, bool) {
	switch k % 4 {
	case 0:
		q, bad := swapTwo(rng, b, t.sq)
		return newPropTour(b, q), bad
	case 1:
		f := newPropTour(b, t.sq)
		f.rows[1][2] = f.rows[2][1]
		f.sq = slices.Clone(t.sq)
		i := 2 + rng.IntN(len(f.sq)-3)
		f.sq[i] = f.sq[i-2]
		return f, walkCheck(board.Problem{Board: b}, f.sq) != nil
	case 2:
		q := slices.Clone(t.sq)
		i := 1 + rng.IntN(len(q)-4)
		slices.Reverse(q[i : i+3])
		return newPropTour(b, q), walkCheck(board.Problem{Board: b}, q) != nil
	default:
		q := t.sq[:len(t.sq)-1]
		return propTour{rows: t.rows, sq: q}, true
	}
}

// twoBoardsCases are the inputs: every set of boards through every
// layout and prefix, valid and with a fault in each board in turn.
func twoBoardsCases(t *testing.T, rng *rand.Rand) []twoBoardsCase {
	t.Helper()
	layouts := []struct {
		name    string
		grid    bool
		first   int
		caption string
	}{
		{"grids from 1", true, 1, ""},
		{"grids from 0 under 'solving WxH'", true, 0, "solving WxH"},
		{"grids from 1 under 'board WxH:'", true, 1, "board WxH:"},
		{"grids from 0 under 'attempt K'", true, 0, "attempt K"},
		{"lists under 'WxH:'", false, 0, "WxH:"},
		{"lists after 'WxH: '", false, 0, "WxH: "},
		{"lists under 'tour K on WxH'", false, 0, "tour K on WxH"},
	}
	var out []twoBoardsCase
	for si, bs := range twoBoardSets {
		var ts []propTour
		for _, b := range bs {
			p := warnsdorffWalk(rng, b, 2000)
			if len(p) != b.Size() || !walkOK(b, p) {
				t.Fatalf("%v: the test's own tour", b)
			}
			ts = append(ts, newPropTour(b, p))
		}
		same := bs[0]
		for _, b := range bs {
			if b != same {
				same = board.Board{}
			}
		}
		for li, l := range layouts {
			for pi, prefix := range logPrefixes {
				name := fmt.Sprintf("%v/%s/prefix %q", bs, l.name, prefix)
				out = append(out, twoBoardsCase{name + "/valid", twoBoardsWrite(ts, l.grid, l.first, l.caption, prefix), len(bs), -1, same})
				for fi := range bs {
					kind := si + li + pi + fi
					if l.grid && kind%4 == 3 {
						kind++ // a grid with a square short is a partial board
					}
					q, bad := twoBoardsFault(rng, bs[fi], ts[fi], kind)
					if !bad {
						continue
					}
					faulty := slices.Clone(ts)
					faulty[fi] = q
					out = append(out, twoBoardsCase{fmt.Sprintf("%s/fault %d in board %d", name, kind%4, fi+1),
						twoBoardsWrite(faulty, l.grid, l.first, l.caption, prefix), len(bs), fi, same})
				}
			}
		}
	}
	return out
}

// TestTwoBoardsProperty writes random tours of two or three boards in
// one output (twoBoardsCases) and reads them as knight verify does, with
// no board given, and with the board given when all are of one: a valid
// output is every tour written, each valid, exit 0; with a fault in one
// board, every tour written is still read, the others each valid, the
// faulty one never valid, and the input never exits 0: a small board's
// grid at fault beside a larger board is a board of its own, not a
// fragment set aside.
func TestTwoBoardsProperty(t *testing.T) {
	cases := twoBoardsCases(t, rand.New(rand.NewPCG(40, 1)))
	wrong := 0
	reads := 0
	for _, c := range cases {
		givens := []board.Board{{}}
		if c.same != (board.Board{}) {
			givens = append(givens, c.same) // the board of them all, given
		}
		for _, given := range givens {
			reads++
			tours, vs, code := textExit(c.text, ReadOptions{Board: given}, walkCheck)
			var ok bool
			if c.faulty < 0 {
				ok = code == 0 && len(tours) == c.tours && countVerdict(vs, Valid) == c.tours
			} else {
				ok = code != 0 && len(tours) == c.tours && countVerdict(vs, Valid) == c.tours-1 && countVerdict(vs, Invalid) <= 1
			}
			if !ok {
				wrong++
				t.Errorf("%s, board given %v: exit %d, %d tours %v, want %d tours, faulty %d:\n%s", c.name, given, code, len(tours), vs, c.tours, c.faulty, clip(c.text))
			}
		}
	}
	t.Logf("%d of %d reads right", reads-wrong, reads)
}
