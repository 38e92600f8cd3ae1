package notation

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestNotesQuoteSourceProperty: a note quotes the lines it skipped as
// the input wrote them, also when the readers read them otherwise: a
// caption in Arabic-Indic digits or full-width characters (normalized
// before reading) and a record printed one field a line (joined into
// one line before reading). Written above random tours (warnsdorffWalk)
// through layouts no reader was written for (unseenGridLayouts); the
// oracle is the input's own line, which every quote must be part of.
func TestNotesQuoteSourceProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 4))
	arabic := func(n int) string {
		var b strings.Builder
		for _, c := range strconv.Itoa(n) {
			b.WriteRune('٠' + c - '0')
		}
		return b.String()
	}
	wide := func(n int) string {
		var b strings.Builder
		for _, c := range strconv.Itoa(n) {
			b.WriteRune('０' + c - '0')
		}
		return b.String()
	}
	captions := []func(b board.Board) string{
		func(b board.Board) string {
			return fmt.Sprintf("جولة الحصان %s×%s\n", arabic(int(b.W)), arabic(int(b.H)))
		},
		func(b board.Board) string {
			return fmt.Sprintf("ボード %s×%s の巡回\n", wide(int(b.W)), wide(int(b.H)))
		},
		func(b board.Board) string {
			return fmt.Sprintf("Run {\n    solver: \"warnsdorff\",\n    seed: %d,\n}\n", 1+rng.IntN(99))
		},
	}
	layouts := unseenGridLayouts()
	names := slices.Sorted(func(yield func(string) bool) {
		for n := range layouts {
			if !yield(n) {
				return
			}
		}
	})
	quote := regexp.MustCompile(`line (\d+) ("(?:[^"\\]|\\.)*")`)
	spaced := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	notes := 0
	for n := range 12 {
		b := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}}[n%3]
		p := warnsdorffWalk(rng, b, 2000)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		for _, name := range names {
			in := captions[n%len(captions)](b) + layouts[name](pieceGrid(b, p, 1, len(p)-1, fmt.Sprint(len(p))))
			lines := strings.Split(in, "\n")
			tours, err := ReadTours(strings.NewReader(in), ReadOptions{})
			if err != nil {
				continue // not read: nothing quoted
			}
			for _, tr := range tours {
				for _, d := range tr.Readings {
					for _, m := range quote.FindAllStringSubmatch(d.Reading(), -1) {
						k, _ := strconv.Atoi(m[1])
						quoted, err := strconv.Unquote(m[2])
						if err != nil || k < 1 || k > len(lines) {
							t.Fatalf("%s: note %q: bad quote %s", name, d.Reading(), m[0])
						}
						quoted = strings.TrimSuffix(quoted, "...")
						if line := spaced(lines[k-1]); !strings.Contains(line, spaced(quoted)) {
							t.Errorf("%v/%s/caption %d: note for line %d quotes %q, not in the input's line %q", b, name, n%len(captions), k, quoted, line)
						}
						notes++
					}
				}
			}
		}
	}
	if notes == 0 {
		t.Fatal("no skipped line to check")
	}
	t.Logf("%d quotes checked", notes)
}
