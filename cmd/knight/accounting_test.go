package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tours are n tours of b made by walk (the test's own producer) and
// checked by firstFault (the test's own checker).
func tours(t *testing.T, rng *rand.Rand, b board.Board, n int) []board.Path {
	t.Helper()
	var out []board.Path
	for range n {
		p := walk(rng, b, false, 2000)
		require.NotNil(t, p, "walk found no tour of %v", b)
		require.Zero(t, firstFault(b, p), "the walk's own tour")
		out = append(out, p)
	}
	return out
}

// summaryOf is the last line of verify's output.
func summaryOf(stdout string) string {
	ls := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	return ls[len(ls)-1]
}

// TestVerifyEveryTourAccounted reads the inputs in which a tour could go
// unaccounted for, through run as the shell calls it.
// The oracles: the tours written (walk, checked by firstFault), the swap
// the test made (firstFault names its move), and the count written.
func TestVerifyEveryTourAccounted(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 3))
	b8 := board.Board{W: 8, H: 8}
	ps := tours(t, rng, b8, 3)
	broken := append(board.Path(nil), ps[1]...)
	broken[10], broken[11] = broken[11], broken[10]
	require.NotZero(t, firstFault(b8, broken))

	t.Run("lists one a line", func(t *testing.T) {
		in := ps[0].String() + "\n" + broken.String() + "\n" + ps[2].String() + "\n"
		code, stdout, stderr := runKnight(t, in, "verify", "-board", "8x8")
		assert.Equal(t, exitNo, code, "the broken second tour is graded: %s%s", stdout, stderr)
		assert.Contains(t, stdout, fmt.Sprintf("stdin:2:%d: invalid: move %d:", 1+strings.Index(broken.String(), broken[firstFault(b8, broken)].String()), firstFault(b8, broken)))
		assert.Equal(t, "3 tours: 2 valid, 1 invalid, 0 unreadable", summaryOf(stdout))
		code, stdout, _ = runKnight(t, in, "verify", "-board", "8x8", "-first")
		assert.Equal(t, exitYes, code, "-first grades the first only, and says so: %s", stdout)
		assert.Contains(t, stdout, "stdin:2: set aside: a tour after the first, not graded as asked (-first)")
		assert.Equal(t, "1 tour: 1 valid, 0 invalid, 0 unreadable; 2 set aside as asked", summaryOf(stdout))
	})

	t.Run("five knight tour -json documents", func(t *testing.T) {
		var in strings.Builder
		for seed := 1; seed <= 5; seed++ {
			code, out, stderr := runKnight(t, "", "tour", "-json", "-seed", fmt.Sprint(seed))
			require.Equal(t, exitYes, code, stderr)
			in.WriteString(out)
		}
		code, stdout, stderr := runKnight(t, in.String(), "verify")
		assert.Equal(t, exitYes, code, stderr)
		assert.Equal(t, "5 tours: 5 valid, 0 invalid, 0 unreadable", summaryOf(stdout))
	})

	t.Run("69 one-line 1x1 documents", func(t *testing.T) {
		code, stdout, stderr := runKnight(t, strings.Repeat(`{"board":"1x1","tour":["a1"]}`+"\n", 69), "verify")
		assert.Equal(t, exitYes, code, stderr)
		assert.Equal(t, "69 tours: 69 valid, 0 invalid, 0 unreadable", summaryOf(stdout))
	})

	t.Run("prompt answers", func(t *testing.T) {
		// A console session: each tour after its prompt's answers; the
		// second asked for has none, so its answers stand alone.
		b5 := board.Board{W: 5, H: 5}
		ps := tours(t, rng, b5, 2)
		in := "Enter the start\nX: 0\nY: 0\n" + gridFrom1(b5, ps[0]) + "\nEnter the start\nX: 0\nY: 0\n\nEnter the start\nX: 0\nY: 0\n" + gridFrom1(b5, ps[1])
		code, stdout, stderr := runKnight(t, in, "verify")
		assert.Equal(t, exitYes, code, "X: 0 and Y: 0 are no 1x2 grid: %s%s", stdout, stderr)
		assert.Equal(t, "2 tours: 2 valid, 0 invalid, 0 unreadable", summaryOf(stdout))
	})

	t.Run("boards under half filled", func(t *testing.T) {
		// Boards printed one after another, some under half filled (a
		// search's progress): each such board is named, and keeps the
		// answer from passing unless -skip-partial asks.
		b5 := board.Board{W: 5, H: 5}
		ps := tours(t, rng, b5, 4)
		var in strings.Builder
		var partialLines []int
		line := 1
		for i, p := range ps {
			g := gridFrom1(b5, p)
			if i%2 == 1 {
				partialLines = append(partialLines, line)
				g = lines(g, func(_ int, l string) string {
					f := strings.Fields(l)
					for k, c := range f {
						if len(c) > 1 || c > "9" { // keep 1..9: 9 of 25 squares
							f[k] = "."
						}
					}
					return strings.Join(f, " ")
				})
			}
			in.WriteString(g + "\n")
			line += int(b5.H) + 1
		}
		code, stdout, _ := runKnight(t, in.String(), "verify")
		assert.Equal(t, exitUsage, code, "a board set aside unasked: %s", stdout)
		for _, l := range partialLines {
			assert.Contains(t, stdout, fmt.Sprintf("stdin:%d: set aside: a 5x5 grid numbering 9 of its 25 squares, which could be a tour, not graded; give -board 5x5 to grade it as a tour of that board, -skip-partial", l))
		}
		assert.Equal(t, "2 tours: 2 valid, 0 invalid, 0 unreadable; 2 set aside unread, which could be tours", summaryOf(stdout))
		code, stdout, _ = runKnight(t, in.String(), "verify", "-skip-partial")
		assert.Equal(t, exitYes, code, stdout)
		assert.Equal(t, "2 tours: 2 valid, 0 invalid, 0 unreadable; 2 set aside as asked", summaryOf(stdout))
		code, stdout, _ = runKnight(t, in.String(), "verify", "-json")
		assert.Equal(t, exitUsage, code)
		var rows []map[string]any
		for _, l := range strings.Split(strings.TrimSpace(stdout), "\n") {
			var row map[string]any
			require.NoError(t, json.Unmarshal([]byte(l), &row), l)
			rows = append(rows, row)
		}
		require.Len(t, rows, 4, "a row a board, set aside or not")
		assert.Equal(t, "set aside", rows[1]["verdict"])
		assert.Equal(t, float64(partialLines[0]), rows[1]["line"])
	})
}

// TestVerifyStreams: 2 to 100,000 JSON documents, and square lists one a
// line up to the 4 MiB input limit, are as many verdicts, all valid. The
// oracle: the count and tours written (walk, firstFault). The 100,000
// documents and the lists up to the limit run with KNIGHT_EXHAUSTIVE=1
// (the long-test switch, as verify's soundness sweep); every run streams
// 5,000 documents and 64 KiB of lists.
func TestVerifyStreams(t *testing.T) {
	long := os.Getenv("KNIGHT_EXHAUSTIVE") == "1"
	rng := rand.New(rand.NewPCG(24, 4))
	b5 := board.Board{W: 5, H: 5}
	ps := tours(t, rng, b5, 8)
	counts := []int{2, 3, 10, 1000, 5000}
	listLimit := 64 << 10
	if long {
		counts, listLimit = append(counts, 100000), 4<<20
	}
	for _, n := range counts {
		var in strings.Builder
		for i := range n {
			if n <= 1000 {
				d, err := json.Marshal(map[string]any{"board": "5x5", "tour": strings.Fields(ps[i%len(ps)].String())})
				require.NoError(t, err)
				in.Write(d)
			} else {
				in.WriteString(`{"board":"1x1","tour":["a1"]}`) // 100,000 5x5 tours would pass the limit
			}
			in.WriteString("\n")
		}
		code, stdout, stderr := runKnight(t, in.String(), "verify")
		assert.Equal(t, exitYes, code, "%d documents: %s", n, stderr)
		assert.Equal(t, fmt.Sprintf("%d tours: %d valid, 0 invalid, 0 unreadable", n, n), summaryOf(stdout), "%d documents", n)
	}
	// Square lists, one a line, up to the input limit.
	var in strings.Builder
	n := 0
	for {
		l := ps[n%len(ps)].String() + "\n"
		if in.Len()+len(l) > listLimit {
			break
		}
		in.WriteString(l)
		n++
	}
	code, stdout, stderr := runKnight(t, in.String(), "verify", "-board", "5x5")
	assert.Equal(t, exitYes, code, stderr)
	assert.Equal(t, fmt.Sprintf("%d tours: %d valid, 0 invalid, 0 unreadable", n, n), summaryOf(stdout))
}

// TestVerifyGameNotations: a game's moves name where the knight goes, so a
// PGN's start comes from its FEN tag, and without one it is not known: the
// one square left out is tried, and nothing is accused for want of it.
// UCI's glued moves (a1b3 b3c1) read as the squares they join. The
// oracle: the tours written (walk, firstFault) and the faults made here.
func TestVerifyGameNotations(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 5))
	b8 := board.Board{W: 8, H: 8}
	p := tours(t, rng, b8, 1)[0]
	san := func(p board.Path) string {
		var moves []string
		for i, s := range p {
			moves = append(moves, fmt.Sprintf("%d. N%v", i+1, s))
		}
		return strings.Join(moves, " ") + " *\n"
	}
	fen := func(s board.Square) string {
		var ranks []string
		for y := int32(8); y >= 1; y-- {
			if y != s.Y {
				ranks = append(ranks, "8")
				continue
			}
			r := ""
			if s.X > 1 {
				r += fmt.Sprint(s.X - 1)
			}
			r += "N"
			if s.X < 8 {
				r += fmt.Sprint(8 - s.X)
			}
			ranks = append(ranks, r)
		}
		return fmt.Sprintf("[Event \"tour\"]\n[FEN \"%s w - - 0 1\"]\n\n", strings.Join(ranks, "/"))
	}
	uci := func(p board.Path) string {
		var moves []string
		for i := 1; i < len(p); i++ {
			moves = append(moves, p[i-1].String()+p[i].String())
		}
		return strings.Join(moves, " ") + "\n"
	}
	swapped := append(board.Path(nil), p...)
	swapped[20], swapped[21] = swapped[21], swapped[20]
	other := p[0]
	for board.IsKnightMove(other, p[1]) || other == p[0] {
		other = board.Square{X: 1 + rng.Int32N(8), Y: 1 + rng.Int32N(8)}
	}
	for _, c := range []struct {
		name, in string
		code     int
		why      string
	}{
		{"PGN with FEN", fen(p[0]) + san(p[1:]), exitYes, "the FEN's knight is the start"},
		{"PGN, FEN elsewhere", fen(other) + san(p[1:]), exitNo, "the FEN's start is certain, and no knight move from it"},
		{"SAN without FEN", san(p[1:]), exitYes, "the one square left out starts the tour"},
		{"SAN with a fault", san(swapped[1:]), exitNo, "a fault inside the moves, whatever the start"},
		{"UCI", uci(p), exitYes, "glued moves"},
		{"UCI with a fault", uci(swapped), exitNo, "glued moves, two swapped"},
	} {
		code, stdout, stderr := runKnight(t, c.in, "verify", "-board", "8x8")
		assert.Equal(t, c.code, code, "%s: %s: %s%s", c.name, c.why, stdout, stderr)
		if c.code == exitNo && strings.Contains(c.name, "fault") {
			k := firstFault(b8, swapped)
			assert.Contains(t, stderr, fmt.Sprintf("move %d:", k), c.name)
			assert.Regexp(t, `^knight: stdin:1:\d+: `, stderr, "%s: placed in the text", c.name)
		}
	}
}
