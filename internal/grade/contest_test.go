package grade

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
)

// The oracle of the contest tests is the tour search and jump check of
// grade_test.go (findTour, knightJump) and, for the fuzz target, a reading
// of the problem's format written here: white-space separated fields, each
// an optional '-' and digits.

// gridOf prints path p of the n x n board as the problems print their
// grids: rows from the top (rank n first), numbers from base.
func gridOf(n int, p []sq, base int) string {
	num := make([][]int, n)
	for r := range num {
		num[r] = make([]int, n)
	}
	for k, s := range p {
		num[n-s.y][s.x-1] = k + base
	}
	var b strings.Builder
	for _, row := range num {
		for c, v := range row {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strconv.Itoa(v))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func TestReadInput(t *testing.T) {
	for _, tc := range []struct {
		preset Preset
		input  string
		want   Task
		err    string // "" when the input is good
	}{
		{CSES1689, "2 1\n", Task{Preset: CSES1689, Side: 8, Start: sqOf(2, 8)}, ""},
		{CSES1689, "  8\r\n8  ", Task{Preset: CSES1689, Side: 8, Start: sqOf(8, 1)}, ""},
		{LeetCode2596, "5", Task{Preset: LeetCode2596, Side: 5, Start: sqOf(1, 5)}, ""},
		{CSES1689, "0 1\n", Task{}, "input:1:1: x is 0, outside 1 to 8"},
		{CSES1689, "2\n", Task{}, "input:2:1: the input ends before y"},
		{CSES1689, "2 1 x\n", Task{}, `input:1:5: "x" after the last number wanted`},
		{CSES1689, "2 1.0\n", Task{}, `input:1:3: "1.0" is not an integer`},
		{LeetCode2596, "n = 5\n", Task{}, `input:1:1: "n" is not an integer`},
		{LeetCode2596, "1001\n", Task{}, "input:1:1: n is 1001, outside 1 to 1000"},
		{LeetCode2596, "", Task{}, "input:1:1: the input ends before n"},
	} {
		got, err := tc.preset.ReadInput(strings.NewReader(tc.input))
		switch {
		case tc.err == "" && (err != nil || got != tc.want):
			t.Errorf("%v.ReadInput(%q) = %+v, %v; want %+v", tc.preset, tc.input, got, err, tc.want)
		case tc.err != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.err)):
			t.Errorf("%v.ReadInput(%q) = %v, want an error %q...", tc.preset, tc.input, err, tc.err)
		}
	}
}

// TestJudgeNamesTheRule: each single fault of a CSES 1689 tour is judged
// as the rule it breaks. Oracle: findTour's tours, and the fault made.
func TestJudgeNamesTheRule(t *testing.T) {
	start := sq{3, 6} // x=3 y=3
	tour := findTour(8, 8, start, false)
	if !isTour(8, 8, tour) {
		t.Fatal("no tour to start from")
	}
	task := Task{Preset: CSES1689, Side: 8, Start: sqOf(3, 6)}
	other := findTour(8, 8, sq{1, 1}, false)
	swapped := append([]sq(nil), tour...)
	swapped[10], swapped[40] = swapped[40], swapped[10]
	for _, tc := range []struct {
		name, output string
		want         Outcome
		missed       Requirement
		says         string
	}{
		{"the tour", gridOf(8, tour, 1), Accepted, NoRequirement, "8x8 knight's tour from x=3 y=3, numbered 1 to 64"},
		{"from 0", gridOf(8, tour, 0), WrongAnswer, RequireNumbering, "the grid is numbered 0 to 63, CSES 1689 numbers from 1; apart from that it is a tour meeting every rule"},
		{"from a1", gridOf(8, other, 1), WrongAnswer, RequireStart, "the tour starts at x=1 y=8, CSES 1689 starts at x=3 y=3; every move is a knight move"},
		{"swapped", gridOf(8, swapped, 1), WrongAnswer, NoRequirement, "move 10: number 10 at"},
		{"65", renumber(gridOf(8, tour, 1), "64", "65"), WrongAnswer, RequireNumbering, "is 65, outside 1 to 64"},
		{"a number twice", renumber(gridOf(8, tour, 1), "64", "63"), WrongAnswer, RequireNumbering, "number 63 appears twice"},
		{"a leading zero", renumber(gridOf(8, tour, 1), "7", "07"), PresentationError, NoRequirement, `"07" is not an integer as testlib reads one`},
		{"minus zero", renumber(gridOf(8, tour, 1), "7", "-0"), PresentationError, NoRequirement, `"-0" is not an integer as testlib reads one`},
		{"a 7x7 grid", gridOf(7, findTour(7, 7, sq{1, 7}, false), 1), PresentationError, NoRequirement, "ends after 49 of the 64"},
	} {
		m := task.Judge("output", strings.NewReader(tc.output))
		if m.Outcome != tc.want || m.Missed != tc.missed || !strings.Contains(m.Msg, tc.says) {
			t.Errorf("%s: Judge = %v %q %q, want %v %q naming %q", tc.name, m.Outcome, m.Missed, m.Msg, tc.want, tc.missed, tc.says)
		}
	}
}

// renumber writes to for the number from in grid, on one line.
func renumber(grid, from, to string) string {
	fields := strings.Fields(grid)
	for i, f := range fields {
		if f == from {
			fields[i] = to
		}
	}
	return strings.Join(fields, " ")
}

// sqOf is the square of file x, rank y.
func sqOf(x, y int) board.Square { return board.Square{X: int32(x), Y: int32(y)} }

// oracleOutcome reads output as the problem's format says, with the
// test's own reading, and judges it by the rules of CSES 1689 from
// (x, y) = (2, 1): b8.
func oracleOutcome(output string) Outcome {
	fields := strings.FieldsFunc(output, func(r rune) bool { return strings.ContainsRune(" \t\n\r\v\f", r) })
	if len(fields) != 64 {
		return PresentationError
	}
	vals := make([]int64, len(fields))
	for i, f := range fields {
		digits := strings.TrimPrefix(f, "-")
		// testlib's own tests of stringToLongLong refuse "00", "0123", "-0".
		if len(f) > maxToken || digits == "" || strings.Trim(digits, "0123456789") != "" || (digits[0] == '0' && len(f) > 1) {
			return PresentationError
		}
		v, err := strconv.ParseInt(f, 10, 64)
		if err != nil {
			return PresentationError
		}
		vals[i] = v
	}
	at := map[int]sq{}
	for i, v := range vals {
		if _, twice := at[int(v)]; twice || v < 1 || v > 64 {
			return WrongAnswer
		}
		at[int(v)] = sq{i%8 + 1, 8 - i/8}
	}
	if at[1] != (sq{2, 8}) {
		return WrongAnswer
	}
	for k := 2; k <= 64; k++ {
		if !knightJump(at[k-1], at[k]) {
			return WrongAnswer
		}
	}
	return Accepted
}

// FuzzContest: whatever a contestant prints, the checker never panics and
// its outcome is the test's own reading's. Seeds: the CSES sample and
// faults of it.
func FuzzContest(f *testing.F) {
	sample := gridOf(8, findTour(8, 8, sq{2, 8}, false), 1)
	for _, s := range []string{sample, sample + " 0", sample[:50], strings.Replace(sample, "1 ", "-1 ", 1), strings.Replace(sample, " 2 ", " 02 ", 1), "", "1e3", strings.Repeat("9", 30)} {
		f.Add(s)
	}
	answer := sample
	f.Fuzz(func(t *testing.T, output string) {
		m := CSES1689.Contest(strings.NewReader("2 1\n"), strings.NewReader(answer), strings.NewReader(output))
		if want := oracleOutcome(output); m.Outcome != want {
			t.Errorf("Contest(%q) = %v %q, want %v", output, m.Outcome, m.Msg, want)
		}
	})
}

// TestPresetTours: Tours under a preset names the rule each grid missed.
// Oracle: LeetCode 2596's published examples and answers (true; false at
// the 8th move), and faults made by hand from example 1.
func TestPresetTours(t *testing.T) {
	const example1 = "[[0,11,16,5,20],[17,4,19,10,15],[12,1,8,21,6],[3,18,23,14,9],[24,13,2,7,22]]"
	cses := gridOf(8, findTour(8, 8, sq{2, 8}, false), 1)
	for _, tc := range []struct {
		name   string
		req    Request
		text   string
		want   Status
		missed Requirement
		says   string
	}{
		{"example 1", Request{Preset: LeetCode2596}, "grid = " + example1, Valid, NoRequirement, "open tour of 5x5"},
		{"example 2", Request{Preset: LeetCode2596}, "grid = [[0,3,6],[5,8,1],[2,7,4]]", Invalid, NoRequirement, "move 8: number 7 at grid[2][1] to number 8 at grid[1][1]"},
		{"a row more", Request{Preset: LeetCode2596}, strings.Replace(example1, "]]", "],[25,26,27,28,29]]", 1), Invalid, RequireBoard, "the grid is 5x6, LeetCode 2596 asks for n x n"},
		{"-board 6x6", Request{Preset: LeetCode2596, Requirements: Requirements{Board: mustBoard(t, 6, 6)}}, example1, Invalid, RequireBoard, "asks for 6x6"},
		{"from 1", Request{Preset: LeetCode2596}, renumberAll(example1, 1), Invalid, RequireNumbering, "numbered from 1, LeetCode 2596 numbers from 0; apart from that it is a tour"},
		{"a number twice", Request{Preset: LeetCode2596}, strings.Replace(example1, "22]", "21]", 1), Invalid, RequireNumbering, "21"},
		{"CSES from b8", Request{Preset: CSES1689, Requirements: Requirements{Start: sqOf(2, 8)}}, cses, Valid, NoRequirement, "from b8"},
		{"CSES from c6", Request{Preset: CSES1689, Requirements: Requirements{Start: sqOf(3, 6)}}, cses, Invalid, RequireStart, "the tour starts at x=2 y=1, CSES 1689 starts at x=3 y=3"},
		{"CSES numbered from 0", Request{Preset: CSES1689}, gridOf(8, findTour(8, 8, sq{2, 8}, false), 0), Invalid, RequireNumbering, "numbered from 0"},
	} {
		vs := Tours("t", strings.NewReader(tc.text), tc.req)
		if len(vs) != 1 || vs[0].Status != tc.want || vs[0].Missed != tc.missed || !strings.Contains(vs[0].String(), tc.says) {
			t.Errorf("%s: Tours = %v, want one %v missing %q naming %q", tc.name, vs, tc.want, tc.missed, tc.says)
		}
	}
	for _, req := range []Request{
		{Preset: LeetCode2596, Requirements: Requirements{Start: sqOf(1, 1)}},
		{Preset: LeetCode2596, Requirements: Requirements{Board: mustBoard(t, 5, 6)}},
		{Preset: CSES1689, Requirements: Requirements{Board: mustBoard(t, 5, 5)}},
		{Preset: CSES1689, Requirements: Requirements{Start: sqOf(9, 1)}},
		{Preset: CSES1689, Requirements: Requirements{Closed: true}},
		{Preset: CSES1689, Flip: true},
	} {
		if err := req.Check(); err == nil {
			t.Errorf("Request%+v.Check() = nil, want the preset's objection", req)
		}
	}
}

// renumberAll adds d to every number of a LeetCode literal.
func renumberAll(literal string, d int) string {
	var b strings.Builder
	num := -1
	flush := func() {
		if num >= 0 {
			b.WriteString(strconv.Itoa(num + d))
			num = -1
		}
	}
	for _, c := range literal {
		if c >= '0' && c <= '9' {
			num = max(num, 0)*10 + int(c-'0')
			continue
		}
		flush()
		b.WriteRune(c)
	}
	flush()
	return b.String()
}

// rewrap prints the numbers of grid k to a line.
func rewrap(grid string, k int) string {
	var b strings.Builder
	for i, f := range strings.Fields(grid) {
		switch {
		case i == 0:
		case i%k == 0:
			b.WriteByte('\n')
		default:
			b.WriteByte(' ')
		}
		b.WriteString(f)
	}
	return b.String() + "\n"
}

// A preset's grid printed with other line breaks is the same answer: the
// problems' judges read the numbers in order. Oracle: Task.Judge, the
// contest reader written apart (white-space separated numbers, line breaks
// not checked), on the same bytes; and the verdict of the grid printed n
// numbers a row.
func TestPresetRowByRow(t *testing.T) {
	tour8 := findTour(8, 8, sq{2, 8}, false)
	tour6 := findTour(6, 6, sq{1, 6}, false)
	bad6 := slices.Clone(tour6)
	bad6[9], bad6[20] = bad6[20], bad6[9]
	for _, tc := range []struct {
		name string
		req  Request
		task Task
		grid string
	}{
		{"CSES", Request{Preset: CSES1689, Requirements: Requirements{Start: sqOf(2, 8)}}, Task{Preset: CSES1689, Side: 8, Start: sqOf(2, 8)}, gridOf(8, tour8, 1)},
		{"CSES from another start", Request{Preset: CSES1689, Requirements: Requirements{Start: sqOf(3, 6)}}, Task{Preset: CSES1689, Side: 8, Start: sqOf(3, 6)}, gridOf(8, tour8, 1)},
		{"LeetCode", Request{Preset: LeetCode2596}, Task{Preset: LeetCode2596, Side: 6, Start: sqOf(1, 6)}, gridOf(6, tour6, 0)},
		{"LeetCode swapped", Request{Preset: LeetCode2596}, Task{Preset: LeetCode2596, Side: 6, Start: sqOf(1, 6)}, gridOf(6, bad6, 0)},
		{"LeetCode from 1", Request{Preset: LeetCode2596}, Task{Preset: LeetCode2596, Side: 6, Start: sqOf(1, 6)}, gridOf(6, tour6, 1)},
	} {
		n := tc.task.Side
		rows := Tours("t", strings.NewReader(tc.grid), tc.req)
		require.Len(t, rows, 1, tc.name)
		for k := 1; k <= n*n; k++ {
			if (n*n)%k != 0 || k == n {
				continue
			}
			text := rewrap(tc.grid, k)
			mark := tc.task.Judge("output", strings.NewReader(text))
			vs := Tours("t", strings.NewReader(text), tc.req)
			if assert.Len(t, vs, 1, "%s, %d a line", tc.name, k) {
				assert.Equal(t, mark.Outcome == Accepted, vs[0].Status == Valid, "%s, %d a line: %v; the judge: %v", tc.name, k, vs[0], mark)
				assert.Equal(t, rows[0].Status, vs[0].Status, "%s, %d a line", tc.name, k)
				assert.Equal(t, rows[0].Missed, vs[0].Missed, "%s, %d a line", tc.name, k)
				assert.Contains(t, vs[0].String(), "checks no line breaks", "%s, %d a line: the reading says so", tc.name, k)
			}
		}
	}
	// A count that is no n x n stays the wrong board.
	vs := Tours("t", strings.NewReader(rewrap(gridOf(6, tour6, 0), 5)+"36 37 38 39\n"), Request{Preset: LeetCode2596})
	require.Len(t, vs, 1)
	assert.Equal(t, RequireBoard, vs[0].Missed, "%v", vs[0])
}
