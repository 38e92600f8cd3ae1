package notation

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestCutGrid: rows of a 5x5 tour's numbering (the oracle: the grid
// written here, numbered 1..25 once each, read whole as such here) cut
// short, stopped early or cut under a bullet are unreadable, naming the
// short row where its numbers are missing; rows with a number twice are
// no numbering cut short and keep the reader's own error.
func TestCutGrid(t *testing.T) {
	const grid = "1 14 9 20 3\n24 19 2 15 10\n13 8 25 4 21\n18 23 6 11 16\n7 12 17 22 5\n"
	rows := strings.SplitAfter(grid, "\n")
	cases := []struct{ name, in, want, why string }{
		{"row 3 cut", rows[0] + rows[1] + "13 8 25\n" + rows[3] + rows[4], "3:8: lines 1-5 hold rows of 5, 5, 3, 5, 5 numbers, no whole grid: read as a 5x5 numbering, row 3 (line 3) 2 numbers short", "two numbers lost"},
		{"first row cut", "1 14\n" + strings.Join(rows[1:], ""), "1:5: lines 1-5 hold rows of 2, 5, 5, 5, 5 numbers", "the row before the full ones"},
		{"stops early", strings.Join(rows[:4], ""), "4:14: lines 1-4 hold rows of 5, 5, 5, 5 numbers, no whole grid: read as a 5x5 numbering, 1 row missing after row 4, its largest number 25 needing 5 rows", "25 needs a fifth row"},
		{"bullets", " * 1 14 9 20 3\n * 24 19 2 15 10\n * 13 8 25\n * 18 23 6 11 16\n * 7 12 17 22 5\n", "3:11: lines 1-5 hold rows of 5, 5, 3, 5, 5 numbers", "the same rows under a bullet"},
		{"a number twice", rows[0] + rows[1] + "13 8 1\n" + rows[3] + rows[4], "grid row 3 has 3 squares", "no numbering: the layout reader's error stands"},
	}
	if tours, err := ReadTours(strings.NewReader(grid), ReadOptions{}); err != nil || len(tours) != 1 || tours[0].Err != nil || len(tours[0].Readings[0].Path) != 25 {
		t.Fatalf("ReadTours(the whole grid) = %v, %v, want one reading of 25 squares", tours, err)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tours, err := ReadTours(strings.NewReader(c.in), ReadOptions{})
			if err == nil && len(tours) > 0 {
				err = tours[0].Err
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("ReadTours(%q) = %v, want %q (%s)", c.in, err, c.want, c.why)
			}
		})
	}
}

// TestCutGridEngines: a 5x5 numbering (the oracle: the grid written here,
// 1..25 once each) with row 3 cut short gets one answer from ReadAll in
// memory, ReadAll streamed (as an input over 4 MiB is) and ReadTours,
// which the grader and the server read through: unreadable, at the end of
// the short row, with the same advice; and under -read grid, which the
// advice names, the same fault, the number the cut lost skipped.
func TestCutGridEngines(t *testing.T) {
	const in = "1 14 9 20 3\n24 19 2 15 10\n13 8 25\n18 23 6 11 16\n7 12 17 22 5\n"
	defer func(old int64) { streamAbove = old }(streamAbove)
	for _, c := range []struct {
		opt  ReadOptions
		want string
	}{
		{ReadOptions{}, "3:8: "},
		{ReadOptions{Board: board.Board{W: 5, H: 5}}, "3:8: "},
		{ReadOptions{Format: Grid}, "3:8: 23 squares numbered 1 to 25 skip 4 (read as a 5x5 numbering, as -read grid asks)"},
		{ReadOptions{Format: Grid, Board: board.Board{W: 5, H: 5}}, "3:8: 23 squares numbered 1 to 25 skip 4 (read as a 5x5 numbering, as -read grid asks)"},
	} {
		var got []string
		for _, above := range []int64{1 << 40, 0} {
			streamAbove = above
			_, err := ReadAll(strings.NewReader(in), c.opt)
			got = append(got, fmt.Sprint(err))
		}
		streamAbove = 1 << 40
		tours, err := ReadTours(strings.NewReader(in), c.opt)
		if err == nil && len(tours) == 1 {
			err = tours[0].Err
		}
		got = append(got, fmt.Sprint(err))
		for k, g := range got {
			engine := []string{"ReadAll in memory", "ReadAll streamed", "ReadTours"}[k]
			g = strings.TrimSuffix(g, "; "+streamLimitNote) // a streamed refusal names the limit that made it one
			if !strings.HasPrefix(g, c.want) || c.opt.Format != Grid && !strings.HasSuffix(g, cutGridAdvice) {
				t.Errorf("%s(%+v) = %s, want %q...", engine, c.opt, g, c.want)
			}
			if c.opt.Format == Grid && !errors.Is(err, ErrNumbering) {
				t.Errorf("ReadTours(%+v) = %v, want an ErrNumbering fault", c.opt, err)
			}
		}
	}
}

// TestStreamedListRest: a square list streamed (as an input over 4 MiB
// is) stops a square past its board, which already makes it no path; the
// text after it is named where it begins, not passed over. The oracle:
// the squares the test wrote after the board's count plus one.
func TestStreamedListRest(t *testing.T) {
	defer func(old int64) { streamAbove = old }(streamAbove)
	streamAbove = 0
	b := board.Board{W: 3, H: 3}
	for extra := 0; extra <= 4; extra++ {
		sq := strings.Fields("a1 b3 c1 a2 c3 b1 a3 c2 a1 b3 c1 a2 c3 b1 a3")[:b.Size()+1+extra]
		in := strings.Join(sq, " ") + "\n"
		ds, err := ReadAll(strings.NewReader(in), ReadOptions{Board: b})
		if err != nil || len(ds) != 1 || len(ds[0].Path) != b.Size()+1 {
			t.Fatalf("ReadAll(%q) streamed = %v, %v, want one path of %d squares", in, ds, err, b.Size()+1)
		}
		var named []string
		for _, sk := range ds[0].Skipped {
			named = append(named, sk.Text)
		}
		col := len(strings.Join(sq[:b.Size()+1], " ")) + 2
		want := fmt.Sprintf("the text from column %d on, not read: the list already holds %d squares", col, b.Size()+1)
		if extra == 0 {
			if len(named) != 0 {
				t.Errorf("ReadAll(%q) streamed names %q, want nothing after the list", in, named)
			}
		} else if len(named) != 1 || !strings.HasPrefix(named[0], want) {
			t.Errorf("ReadAll(%q) streamed names %q, want %q", in, named, want)
		}
	}
}

// TestStreamedListWithoutSpaces: a streamed list written with commas or
// semicolons alone, longer than the longest word a window carries, is
// read square by square, by ReadAll and ReadTours alike; the oracle is
// the list the test wrote.
func TestStreamedListWithoutSpaces(t *testing.T) {
	if testing.Short() {
		t.Skip("reads lists of 6 MB")
	}
	b := board.Board{W: 1000, H: 1000} // past the 4 MiB a reader holds
	for _, sep := range []string{",", ";", ", "} {
		var sb strings.Builder
		want := make(board.Path, b.Size())
		for i := range want {
			want[i] = b.Square(i)
			if i > 0 {
				sb.WriteString(sep)
			}
			sb.WriteString(want[i].String())
		}
		if sb.Len() <= maxWord {
			t.Fatalf("the list is %d bytes, want more than maxWord (%d)", sb.Len(), maxWord)
		}
		in := sb.String() + "\n"
		ds, err := ReadAll(strings.NewReader(in), ReadOptions{Board: b})
		if err != nil || len(ds) != 1 || !slices.Equal(ds[0].Path, want) {
			t.Errorf("ReadAll(%d squares joined by %q) streamed = %d documents, %v, want the list written", len(want), sep, len(ds), err)
		}
		tours, err := ReadTours(strings.NewReader(in), ReadOptions{Board: b})
		if err != nil || len(tours) != 1 || tours[0].Err != nil || len(tours[0].Readings) == 0 || !slices.Equal(tours[0].Readings[0].Path, want) {
			t.Errorf("ReadTours(%d squares joined by %q) streamed = %+v, %v, want the list written", len(want), sep, tours, err)
		}
	}
}

// TestLogNumbersBesideGrid: log lines above a valid 5x5 numbering (the
// oracle: the grid written here, judged by the test's walkCheck) hold a
// few numbers each, the largest needing far more rows than there are
// numbers ("5979 nodes" is a 3x1993 grid's last number with 7 shown):
// they are no grid cut short, so nothing is set aside and the input
// exits 0 with one tour, where a grid's rows cut short (TestCutGrid)
// stay unreadable.
func TestLogNumbersBesideGrid(t *testing.T) {
	const grid = "1 14 9 20 3\n24 19 2 15 10\n13 8 25 4 21\n18 23 6 11 16\n7 12 17 22 5\n"
	for _, logs := range []string{
		"At 23:22 the search had 5979 nodes\nFound at (2, 3) after 404 ms\niex(1)> Knight.tour(5)\n",
		"run 17 of 400 at 12:55\nseed 90210 depth 4 took 812 ms\nstep 3 of 9 done\n",
		"10:42:07 worker 3 start\n10:42:09 worker 3 nodes 48213 ok\n10:42:11 worker 3 done\n",
	} {
		tours, _, code := textExit(logs+grid, ReadOptions{}, walkCheck)
		if code != 0 || len(tours) != 1 {
			t.Errorf("exit %d with %d tours, want 0 with 1:\n%s", code, len(tours), logs+grid)
			for _, tr := range tours {
				t.Logf("tour at %d: %v", tr.Line, tr.Err)
			}
		}
	}
}
