package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// logged writes every line of text after a prefix made by prefix(k) for
// line k, as a log records a program's output.
func logged(text string, prefix func(k int) string) string {
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	for k, l := range lines {
		lines[k] = prefix(k) + l
	}
	return strings.Join(lines, "\n") + "\n"
}

// clock is a time of day k seconds after 10:42:03, as logs print it.
func clock(k int) string { return fmt.Sprintf("10:%02d:%02d", 42+(3+k)/60, (3+k)%60) }

// logWriters print a tour's output as logs record it, none of them the
// CI runner's the reader was first made for: syslog and journalctl
// lines with a host and a program, Python's logging with a level,
// bracketed clocks, docker logs --timestamps, each around a numbered
// grid or a square list and a log's own words.
var logWriters = map[string]func(b board.Board, p board.Path) string{
	"syslog grid": func(b board.Board, p board.Path) string {
		text := fmt.Sprintf("starting tour %dx%d\n", b.W, b.H) + writeRows(rowsOf(b, p, 1), " ", " ", "") + "\ndone\n"
		return logged(text, func(k int) string { return fmt.Sprintf("Dec  4 %s knightbox tour[4242]: ", clock(k)) })
	},
	"journalctl square list": func(b board.Board, p board.Path) string {
		text := "-- Boot 3f2e --\n" + squaresOf(p) + "\n"
		return logged(text, func(k int) string { return fmt.Sprintf("Dec 04 %s host knight[%d]: ", clock(k), 99) })
	},
	"python logging grid": func(b board.Board, p board.Path) string {
		text := "## solving\n" + writeRows(rowsOf(b, p, 0), "", "\t", "") + "\n"
		return logged(text, func(k int) string { return fmt.Sprintf("2026-12-04 %s,%03d INFO ", clock(k), 7*k) })
	},
	"bracketed clock grid": func(b board.Board, p board.Path) string {
		text := "#[tour]\n" + writeRows(rowsOf(b, p, 1), "| ", " | ", " |") + "\n"
		return logged(text, func(k int) string { return "[" + clock(k) + "] " })
	},
	"docker timestamps grid": func(b board.Board, p board.Path) string {
		text := ">> tour --size " + fmt.Sprint(b.W) + "\n" + writeRows(rowsOf(b, p, 1), "", ",", "") + "\n"
		return logged(text, func(k int) string { return fmt.Sprintf("2026-12-04T%s.%09dZ ", clock(k), 1000*k+17) })
	},
}

// TestLogPrefixes: random tours (walkOK says each is one) written by
// each of logWriters, one or two an input, read as the text the log
// records. The oracle is the tour written: a valid one exits 0 with as
// many tours as written, one with a fault never exits 0.
func TestLogPrefixes(t *testing.T) {
	certain := writersProperty(t, rand.New(rand.NewPCG(18, 5)), logWriters, 2)
	t.Logf("%d writers, %d faulty inputs judged invalid with certainty", len(logWriters), certain)
}

// TestLogPrefixesNotBlanked: lines that do not all carry a prefix of one
// shape are read as written. Each case says why.
func TestLogPrefixesNotBlanked(t *testing.T) {
	for _, tc := range []struct{ in, reason string }{
		{"10:00:01 a1\n10:00:02 b3\n", "two lines: too few to make a shape"},
		{"10:00:01 x 1\nDec 4 10:00:02 x 2\n10:00:03 x 3\n", "what is before the stamp differs"},
		{"10:00:01 a1\nb3\n10:00:03 c1\n", "a line with no stamp"},
		{"1 2 3\n4 5 6\n7 8 9\n", "no stamp at all"},
	} {
		if out := blankLogPrefixes([]byte(tc.in)); string(out) != tc.in {
			t.Errorf("blankLogPrefixes(%q) = %q, want it unchanged: %s", tc.in, out, tc.reason)
		}
	}
	in := "Dec  4 10:00:01 h p[1]: 1 2\nDec 14 10:00:02 h p[1]: 3 4\nDec  4 10:00:03 h p[1]: 5\n"
	want := "                        1 2\n                        3 4\n                        5\n"
	if out := blankLogPrefixes([]byte(in)); string(out) != want {
		t.Errorf("blankLogPrefixes(%q) = %q, want %q: a line's last word is what it records", in, out, want)
	}
}
