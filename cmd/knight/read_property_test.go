package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// walk finds a knight's tour of b by Warnsdorff's rule with random
// tie-breaks, retrying from random starts, for the property tests: a
// producer written here so that the tours do not come from the code under
// test. With closed it keeps only a tour whose ends are a knight's move
// apart. It returns nil when tries run out.
func walk(rng *rand.Rand, b board.Board, closed bool, tries int) board.Path {
	moves := [8][2]int32{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	on := func(s board.Square) bool { return s.X >= 1 && s.Y >= 1 && s.X <= b.W && s.Y <= b.H }
	for try := 0; try < tries; try++ {
		seen := map[board.Square]bool{}
		s := board.Square{X: 1 + rng.Int32N(b.W), Y: 1 + rng.Int32N(b.H)}
		p := board.Path{s}
		seen[s] = true
		free := func(s board.Square) int {
			n := 0
			for _, m := range moves {
				t := board.Square{X: s.X + m[0], Y: s.Y + m[1]}
				if on(t) && !seen[t] {
					n++
				}
			}
			return n
		}
		for len(p) < b.Size() {
			var best []board.Square
			bestN := 9
			for _, m := range moves {
				t := board.Square{X: s.X + m[0], Y: s.Y + m[1]}
				if !on(t) || seen[t] {
					continue
				}
				if n := free(t); n < bestN {
					best, bestN = []board.Square{t}, n
				} else if n == bestN {
					best = append(best, t)
				}
			}
			if len(best) == 0 {
				break
			}
			s = best[rng.IntN(len(best))]
			seen[s] = true
			p = append(p, s)
		}
		if len(p) == b.Size() && (!closed || knightApart(p[0], p[len(p)-1])) {
			return p
		}
	}
	return nil
}

func knightApart(a, b board.Square) bool {
	dx, dy := a.X-b.X, a.Y-b.Y
	return dx*dx+dy*dy == 5
}

// firstFault is the oracle of the fault tests, independent of verify: the
// first move k (landing on square k) that is no knight's move, leaves the
// board or revisits a square; 0 when every move is sound.
func firstFault(b board.Board, p board.Path) int {
	seen := map[board.Square]bool{}
	for k, s := range p {
		if s.X < 1 || s.Y < 1 || s.X > b.W || s.Y > b.H || seen[s] || k > 0 && !knightApart(p[k-1], s) {
			return max(k, 1)
		}
		seen[s] = true
	}
	return 0
}

// style is one way of printing a tour: a writer of notation and the
// decorations real programs print around it.
type style struct {
	name  string
	grid  bool // the text is a numbered grid: it says its board
	write func(b board.Board, p board.Path) string
}

func written(b board.Board, p board.Path, f notation.Format) string {
	var buf bytes.Buffer
	if err := notation.WritePath(&buf, b, p, f); err != nil {
		panic(err)
	}
	return buf.String()
}

// lines applies f to every line of s.
func lines(s string, f func(i int, l string) string) string {
	ls := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
	for i := range ls {
		ls[i] = f(i, ls[i])
	}
	return strings.Join(ls, "\n") + "\n"
}

// gridFrom1 is the grid numbered from 1, as most programs print it.
func gridFrom1(b board.Board, p board.Path) string {
	return lines(written(b, p, notation.Grid), func(_ int, l string) string {
		f := strings.Fields(l)
		for i, c := range f {
			if v, err := strconv.Atoi(c); err == nil {
				f[i] = fmt.Sprintf(" %3d", v+1)
			} else {
				f[i] = "   " + c
			}
		}
		return strings.Join(f, "")
	})
}

func styles() []style {
	var out []style
	for _, f := range []notation.Format{notation.Algebraic, notation.Prolog, notation.XY, notation.JSON} {
		out = append(out, style{name: f.String(), write: func(b board.Board, p board.Path) string { return written(b, p, f) }})
	}
	out = append(out,
		style{"grid", true, func(b board.Board, p board.Path) string { return written(b, p, notation.Grid) }},
		style{"grid from 1", true, gridFrom1},
		style{"caption and result", false, func(b board.Board, p board.Path) string {
			return "Knight's tour found:\n" + written(b, p, notation.Algebraic) + fmt.Sprintf("%d moves.\n", len(p)-1)
		}},
		style{"prompt", true, func(b board.Board, p board.Path) string {
			return fmt.Sprintf("Enter board size: %d\n", b.W) + gridFrom1(b, p)
		}},
		style{"comment marks", true, func(b board.Board, p board.Path) string {
			return lines(gridFrom1(b, p), func(_ int, l string) string { return "-- " + l })
		}},
		style{"rank labels", true, func(b board.Board, p board.Path) string {
			return lines(gridFrom1(b, p), func(i int, l string) string { return fmt.Sprintf("%3d|%s |%d", int(b.H)-i, l, int(b.H)-i) })
		}},
		style{"file header", true, func(b board.Board, p board.Path) string {
			var h []string
			for x := int32(1); x <= b.W; x++ {
				h = append(h, fmt.Sprintf(" %3s", board.File(x)))
			}
			return strings.Join(h, "") + "\n" + gridFrom1(b, p)
		}},
		style{"blank lines between rows", true, func(b board.Board, p board.Path) string {
			return strings.ReplaceAll(gridFrom1(b, p), "\n", "\n\n")
		}},
		style{"frame", true, func(b board.Board, p board.Path) string {
			rule := strings.Repeat("-", 3*int(b.W)+2) + "\n"
			return rule + lines(gridFrom1(b, p), func(_ int, l string) string { return "|" + l + " |" }) + rule
		}},
		style{"SAN", false, func(b board.Board, p board.Path) string {
			return lines(written(b, p, notation.Algebraic), func(_ int, l string) string {
				f := strings.Fields(l)
				for i := range f {
					f[i] = "N" + f[i]
				}
				return strings.Join(f, " ")
			})
		}},
		style{"numbered moves from 0", false, func(b board.Board, p board.Path) string {
			var sb strings.Builder
			for i, s := range p {
				fmt.Fprintf(&sb, "%d %v\n", i, s)
			}
			return sb.String()
		}},
	)
	return out
}

// TestReadProperty: random valid tours (oracle: walk, a producer written
// here, and firstFault, a checker written here), printed in every style
// the writers know and every decoration real programs print, are valid
// with the same path; the same input twice, with a caption between, is two valid
// tours; and single faults (two squares swapped, one repeated, one
// missing, one off the board) are never valid, and are invalid at the move
// firstFault names or unreadable.
func TestReadProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(16, 1))
	sizes := []board.Board{{W: 1, H: 1}, {W: 3, H: 4}, {W: 5, H: 5}, {W: 6, H: 6}, {W: 7, H: 9}, {W: 8, H: 8}, {W: 12, H: 12}, {W: 20, H: 20}}
	if !testing.Short() {
		for n := int32(9); n <= 19; n += 2 {
			sizes = append(sizes, board.Board{W: n, H: n})
		}
	}
	for _, b := range sizes {
		for _, closed := range []bool{false, true} {
			if closed && (b.Size()%2 == 1 || b.W < 6) {
				continue // no closed tour: odd boards, and every board narrower than 5 or 4x4, 5x5 aside from odd
			}
			p := walk(rng, b, closed, 2000)
			require.NotNil(t, p, "walk found no tour of %v", b)
			require.Zero(t, firstFault(b, p), "the walk's own tour")
			for _, st := range styles() {
				if st.name == "rank labels" && b.W < 3 {
					continue // "1| 1 |1" is one line of three groups between pipes: all rows on one line
				}
				name := fmt.Sprintf("%v/closed=%v/%s", b, closed, st.name)
				q := board.Problem{Board: b}
				text := st.write(b, p)
				judged := judgeAll(t, text, b)
				if assert.Len(t, judged, 1, "%s: %q", name, text) {
					j := judged[0]
					if assert.Equal(t, notation.Valid, j.Verdict, "%s: %v\n%s", name, j.Err, text) {
						assert.Equal(t, p.String(), j.Doc.Path.String(), name)
					}
				}
				twice := text + "\nSolution 2\n" + text
				for i, j := range judgeAll(t, twice, b) {
					assert.Equal(t, notation.Valid, j.Verdict, "%s, twice: tour %d: %v", name, i+1, j.Err)
				}
				if closed && !st.grid && st.name != "json" {
					text := st.write(b, append(p[:len(p):len(p)], p[0]))
					judged := judgeAll(t, text, b)
					if assert.Len(t, judged, 1, name) && assert.Equal(t, notation.Valid, judged[0].Verdict, "%s, start repeated: %v", name, judged[0].Err) {
						assert.True(t, judged[0].Problem.Closed, "%s: read as closed", name)
					}
				}
				if b.Size() > 1 {
					faults(t, rng, name, st, b, p, q)
				}
			}
		}
	}
}

// judgeAll reads text with -board b and judges every tour in it.
func judgeAll(t *testing.T, text string, b board.Board) []notation.Judgement {
	t.Helper()
	tours, err := notation.ReadTours(strings.NewReader(text), notation.ReadOptions{Board: b})
	if !assert.NoError(t, err, text) {
		return nil
	}
	var out []notation.Judgement
	for _, tour := range tours {
		out = append(out, notation.Judge(tour, board.Problem{Board: b}, verify.Tour))
	}
	return out
}

var moveNumber = regexp.MustCompile(`^move (\d+):`)

// faults breaks p in one way at a time and checks the verdict.
func faults(t *testing.T, rng *rand.Rand, name string, st style, b board.Board, p board.Path, q board.Problem) {
	n := len(p)
	i := 1 + rng.IntN(n-1)
	k := rng.IntN(n)
	for k == i {
		k = rng.IntN(n)
	}
	swapped := append(board.Path(nil), p...)
	swapped[i], swapped[k] = swapped[k], swapped[i]
	repeated := append(board.Path(nil), p...)
	repeated[i] = repeated[k]
	missing := append(append(board.Path(nil), p[:i]...), p[i+1:]...)
	off := append(board.Path(nil), p...)
	off[i] = board.Square{X: b.W + 1, Y: p[i].Y}
	cases := []struct {
		what string
		path board.Path
	}{{"swapped", swapped}, {"missing", missing}}
	if !st.grid { // a grid cannot number a square twice or one off the board
		cases = append(cases, struct {
			what string
			path board.Path
		}{"repeated", repeated}, struct {
			what string
			path board.Path
		}{"off the board", off})
	}
	for _, c := range cases {
		text := st.write(b, c.path)
		for _, j := range judgeAll(t, text, b) {
			label := fmt.Sprintf("%s, %s (squares %d, %d)", name, c.what, i, k)
			require.NotEqual(t, notation.Valid, j.Verdict, "%s: a broken tour is valid\n%s", label, text)
			if j.Verdict != notation.Invalid {
				continue
			}
			want := firstFault(b, c.path)
			m := moveNumber.FindStringSubmatch(j.Err.Error())
			if want == 0 {
				assert.Nil(t, m, "%s: every move is sound, so the fault is not one: %v", label, j.Err)
				continue
			}
			if assert.NotNil(t, m, "%s: %v names no move, want move %d", label, j.Err, want) {
				assert.Equal(t, strconv.Itoa(want), m[1], "%s: %v", label, j.Err)
			}
		}
	}
}
