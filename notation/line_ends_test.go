package notation

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// numberRows writes p as the rows of a grid numbered from 1, the top
// row first, each row one string: the test's own layout.
func numberRows(b board.Board, p board.Path) []string {
	at := map[board.Square]int{}
	for k, s := range p {
		at[s] = k + 1
	}
	var rows []string
	for y := int32(b.H); y >= 1; y-- {
		var cells []string
		for x := int32(1); x <= int32(b.W); x++ {
			cells = append(cells, fmt.Sprintf("%3d", at[board.Square{X: x, Y: y}]))
		}
		rows = append(rows, strings.Join(cells, " "))
	}
	return rows
}

// joinLines ends each line with one of ends, picked at random.
func joinLines(rng *rand.Rand, lines []string, ends []string) string {
	var sb strings.Builder
	for _, l := range lines {
		sb.WriteString(l + ends[rng.IntN(len(ends))])
	}
	return sb.String()
}

// TestCarriageReturnLineEnds: lines ended by a carriage return alone
// (the old Mac convention), or by CR, LF and CR LF mixed in one file, are
// lines, in memory and streamed: a numbered grid reads as its tour, and
// square lists one a line as one tour each. The oracle: the tours
// written, made by warnsdorffWalk and checked by walkOK; each read back
// must be the one written, and be valid by walkCheck.
func TestCarriageReturnLineEnds(t *testing.T) {
	defer func(old int64) { streamAbove = old }(streamAbove)
	rng := rand.New(rand.NewPCG(24, 13))
	endings := map[string][]string{"CR": {"\r"}, "mixed": {"\r", "\n", "\r\n"}}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 3, H: 4}} {
		for _, name := range []string{"CR", "mixed"} {
			for _, streamed := range []bool{false, true} {
				p := warnsdorffWalk(rng, b, 1000)
				if !walkOK(b, p) {
					t.Fatalf("warnsdorffWalk(%v) = %v, no tour", b, p)
				}
				in := joinLines(rng, numberRows(b, p), endings[name])
				streamAbove = 1 << 40
				if streamed {
					streamAbove = 0
				}
				tours, err := ReadTours(strings.NewReader(in), ReadOptions{Board: b})
				if err != nil || len(tours) != 1 || len(tours[0].Readings) == 0 {
					t.Errorf("%v grid, %s endings, streamed %v: ReadTours(%q) = %d tours, %v; want the 1 written", b, name, streamed, in, len(tours), err)
					continue
				}
				if got := tours[0].Readings[0].Path; !slices.Equal(got, p) {
					t.Errorf("%v grid, %s endings, streamed %v: read %v, want %v", b, name, streamed, got, p)
				}
				if j := Judge(tours[0], board.Problem{Board: b}, walkCheck); j.Verdict != Valid {
					t.Errorf("%v grid, %s endings, streamed %v: Judge = %v %v, want valid", b, name, streamed, j.Verdict, j.Err)
				}
			}
			streamAbove = 1 << 40
			// Two or three lists, one a line: one tour each.
			var paths []board.Path
			var lines []string
			for range 2 + rng.IntN(2) {
				p := warnsdorffWalk(rng, b, 1000)
				paths, lines = append(paths, p), append(lines, squareList(p, " "))
			}
			in := joinLines(rng, lines, endings[name])
			tours, err := ReadTours(strings.NewReader(in), ReadOptions{Board: b})
			if err != nil || len(tours) != len(paths) {
				t.Errorf("%v lists, %s endings: ReadTours(%q) = %d tours, %v; want the %d written", b, name, in, len(tours), err, len(paths))
				continue
			}
			for k, tr := range tours {
				if len(tr.Readings) == 0 || !slices.Equal(tr.Readings[0].Path, paths[k]) || tr.Line != k+1 {
					t.Errorf("%v lists, %s endings: tour %d = %+v, want %v on line %d", b, name, k+1, tr, paths[k], k+1)
				}
			}
		}
	}
}

// TestCarriageReturnFaultPlace: a fault in a grid whose lines end with
// carriage returns alone, or with CR, LF and CR LF mixed, is placed at
// the line and column it has when each line end counts once. The
// oracle: the place of the number written twice, counted here from the
// rows written (its row from 1, its column from the row's start).
func TestCarriageReturnFaultPlace(t *testing.T) {
	defer func(old int64) { streamAbove = old }(streamAbove)
	rng := rand.New(rand.NewPCG(24, 14))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}} {
		for _, ends := range [][]string{{"\r"}, {"\r", "\n", "\r\n"}} {
			for _, streamed := range []bool{false, true} {
				p := warnsdorffWalk(rng, b, 1000)
				rows := numberRows(b, p)
				// A number written again in place of another, on a row
				// below the first: the later one is the fault.
				row := 1 + rng.IntN(int(b.H)-1)
				cells := strings.Fields(rows[row])
				col := rng.IntN(int(b.W))
				first := strings.Fields(rows[0])[0]
				cells[col] = first
				for k := range cells {
					cells[k] = fmt.Sprintf("%3s", cells[k])
				}
				rows[row] = strings.Join(cells, " ")
				wantLine, wantCol := row+1, 4*col+3-len(first)+1
				in := joinLines(rng, rows, ends)
				streamAbove = 1 << 40
				if streamed {
					streamAbove = 0
				}
				tours, err := ReadTours(strings.NewReader(in), ReadOptions{Board: b})
				var perr *board.ParseError
				switch {
				case err != nil:
					perr, _ = err.(*board.ParseError)
				case len(tours) == 1 && tours[0].Err != nil:
					errors.As(tours[0].Err, &perr)
				}
				if perr == nil || perr.Line != wantLine || perr.Col != wantCol {
					t.Errorf("%v, ends %q, streamed %v: ReadTours(%q) = %+v, %v; want a fault at %d:%d", b, ends, streamed, in, tours, err, wantLine, wantCol)
				}
			}
		}
	}
}

// TestLineEndReaderHeldCR: a carriage return that ends one read of the
// stream is held until the next byte shows whether a line feed follows,
// whatever the reads' sizes. The oracle: strings.Replacer, a second
// method, writing each carriage return not before a line feed as one.
func TestLineEndReaderHeldCR(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 15))
	for range 200 {
		var sb strings.Builder
		for range rng.IntN(40) {
			sb.WriteString([]string{"\r", "\n", "\r\n", "a", "1", " "}[rng.IntN(6)])
		}
		in := sb.String() + "\n" // one line feed at least, a line that is no rewrite
		want := strings.NewReplacer("\r\n", "\r\n", "\r", "\n").Replace(in)
		r := newLineEndReader(&chunked{s: in, rng: rng})
		var got []byte
		buf := make([]byte, 1+rng.IntN(5))
		for range 1000 {
			n, err := r.Read(buf)
			got = append(got, buf[:n]...)
			if err != nil {
				break
			}
		}
		if string(got) != want {
			t.Errorf("lineEndReader(%q) = %q, want %q", in, got, want)
		}
	}
}

// chunked gives s a few bytes a read, sometimes none.
type chunked struct {
	s   string
	rng *rand.Rand
}

func (c *chunked) Read(p []byte) (int, error) {
	if len(c.s) == 0 {
		return 0, io.EOF
	}
	n := min(len(p), len(c.s), c.rng.IntN(4))
	copy(p, c.s[:n])
	c.s = c.s[n:]
	return n, nil
}
