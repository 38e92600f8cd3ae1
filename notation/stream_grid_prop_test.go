package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/streamhook"
)

// TestStreamedGridsProperty: random grids, 5x5 to 12x12, written plain,
// framed by rank labels and '|', as a markdown table, under a header of
// file letters, or with squares left out, each whole or with one fault
// (two numbers swapped, one number written twice), read held whole and
// streamed: the streamed verdict is the held one, or a refusal. Oracles:
// the in-memory reader for the streamed one, and walkOK on the test's
// own tour and its faulty twin for the held one, which may refuse but
// never say the other verdict.
func TestStreamedGridsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(55, 7))
	verdict := func(text string, opt ReadOptions) (Verdict, string) {
		tours, err := ReadTours(strings.NewReader(text), opt)
		if err != nil || len(tours) == 0 {
			return Unreadable, fmt.Sprint(err)
		}
		v, why := Valid, ""
		for _, tr := range tours {
			if j := Judge(tr, board.Problem{Board: opt.Board}, walkCheck); j.Verdict > v {
				v, why = j.Verdict, fmt.Sprint(j.Err)
			}
		}
		return v, why
	}
	files := "abcdefghijkl"
	layouts := []string{"plain", "frame", "table", "header", "tabs", "dots"}
	refused := 0
	for n := range 240 {
		b := board.Board{W: int32(5 + rng.IntN(8)), H: int32(5 + rng.IntN(8))}
		p := warnsdorffWalk(rng, b, 500)
		if p == nil {
			continue // no tour found on this board: nothing to write
		}
		if !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		g := make([][]int, b.H)
		for y := range g {
			g[y] = make([]int, b.W)
		}
		for i, s := range p {
			g[b.H-s.Y][s.X-1] = i + 1
		}
		fault := rng.IntN(3) // 0 none, 1 two numbers swapped, 2 a number twice
		layout := layouts[rng.IntN(len(layouts))]
		cell := func(r, c int) string { return fmt.Sprint(g[r][c]) }
		want := Valid
		switch fault {
		case 1:
			r1, c1, r2, c2 := rng.IntN(int(b.H)), rng.IntN(int(b.W)), rng.IntN(int(b.H)), rng.IntN(int(b.W))
			g[r1][c1], g[r2][c2] = g[r2][c2], g[r1][c1]
			twin := make(board.Path, len(p))
			for r, row := range g {
				for c, v := range row {
					twin[v-1] = board.Square{X: int32(c + 1), Y: b.H - int32(r)}
				}
			}
			if !walkOK(b, twin) {
				want = Invalid
			}
		case 2:
			r, c := rng.IntN(int(b.H)), rng.IntN(int(b.W))
			g[r][c] = g[(r+1)%int(b.H)][c]
			want = Invalid
		}
		if layout == "dots" {
			// The squares after the last few left out: a walk, not a tour.
			last := b.Size() - 1 - rng.IntN(3)
			cell = func(r, c int) string {
				if g[r][c] > last {
					return "."
				}
				return fmt.Sprint(g[r][c])
			}
			want = Invalid
		}
		var sb strings.Builder
		if layout == "header" {
			sb.WriteString("   " + strings.Join(strings.Split(files[:b.W], ""), "    ") + "\n")
		}
		for r := range g {
			var cells []string
			for c := range g[r] {
				cells = append(cells, fmt.Sprintf("%4s", cell(r, c)))
			}
			rank := int(b.H) - r
			switch layout {
			case "frame":
				fmt.Fprintf(&sb, "%2d|%s |%d\n", rank, strings.Join(cells, ""), rank)
			case "table":
				fmt.Fprintf(&sb, "|%s |\n", strings.Join(cells, " |"))
			case "header":
				fmt.Fprintf(&sb, "%2d %s\n", rank, strings.Join(cells, " "))
			case "tabs":
				sb.WriteString(strings.Join(cells, "\t") + "\n")
			default:
				sb.WriteString(strings.Join(cells, "") + "\n")
			}
		}
		text := sb.String()
		for _, opt := range []ReadOptions{{}, {Board: b}} {
			held, why := verdict(text, opt)
			old := streamhook.Above
			streamhook.Above = 0
			streamed, whyStreamed := verdict(text, opt)
			streamhook.Above = old
			name := fmt.Sprintf("grid %d, %v %s, fault %d, board given %v", n, b, layout, fault, opt.Board != board.Board{})
			if held != want && held != Unreadable {
				t.Errorf("%s: held in memory %v (%s), want %v\n%s", name, held, why, want, text)
			}
			if streamed != held && streamed != Unreadable {
				t.Errorf("%s: streamed %v (%s), held in memory %v (%s)\n%s", name, streamed, whyStreamed, held, why, text)
			}
			if streamed == Unreadable && held != Unreadable {
				refused++
			}
		}
	}
	t.Logf("%d readings refused streamed but judged held whole", refused)
}
