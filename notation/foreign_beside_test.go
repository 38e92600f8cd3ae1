package notation

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// foreignSpellings write a square, or a square's number, in characters
// no reader reads, or full-width letters, which a reader reads as ASCII
// (normalize), each a way a tour is seen written: digits as subscripts,
// a zero-width space or a combining mark inside.
var foreignSpellings = []struct {
	name  string
	write func(b board.Board, s board.Square) string
}{
	{"subscript", func(b board.Board, s board.Square) string {
		return string(rune('a'+s.X-1)) + string(rune(0x2080+s.Y))
	}},
	{"zero-width space", func(b board.Board, s board.Square) string {
		return string(rune('a'+s.X-1)) + "\u200b" + strconv.Itoa(int(s.Y))
	}},
	{"combining mark", func(b board.Board, s board.Square) string {
		return string(rune('a'+s.X-1)) + "\u0301" + strconv.Itoa(int(s.Y))
	}},
	{"full-width letter", func(b board.Board, s board.Square) string {
		return string(rune(0xff41+s.X-1)) + strconv.Itoa(int(s.Y))
	}},
	{"subscript number", func(b board.Board, s board.Square) string {
		var out []rune
		for _, c := range strconv.Itoa(int((s.Y-1)*b.W + s.X)) {
			out = append(out, 0x2080+c-'0')
		}
		return string(out)
	}},
}

// foreignTestSquare writes s as the test reads squares: a file letter from a,
// a rank from 1.
func foreignTestSquare(s board.Square) string {
	return string(rune('a'+s.X-1)) + strconv.Itoa(int(s.Y))
}

// foreignWrappers put a tour of plain squares and a second tour, its
// squares written already, beside it: in a JSON document's arrays or
// strings, a table's columns.
var foreignWrappers = []struct {
	name string
	// json: the second tour's squares are written as JSON strings,
	// escaped to ASCII or not.
	json  bool
	write func(plain, other []string, quote func(string) string) string
}{
	{"JSON two arrays", true, func(plain, other []string, q func(string) string) string {
		return fmt.Sprintf(`{"tour": [%s], "attempt": [%s]}`+"\n", quoteJoined(plain, strconv.Quote), quoteJoined(other, q))
	}},
	{"JSON pretty", true, func(plain, other []string, q func(string) string) string {
		return fmt.Sprintf("{\n  \"board\": \"%s\",\n  \"tour\": [%s],\n  \"attempt\": [\n    %s\n  ]\n}\n", "BOARD", quoteJoined(plain, strconv.Quote), strings.Join(foreignQuoted(other, q), ",\n    "))
	}},
	{"JSON string", true, func(plain, other []string, q func(string) string) string {
		return fmt.Sprintf(`{"tour": [%s], "note": %s}`+"\n", quoteJoined(plain, strconv.Quote), q(strings.Join(other, " ")))
	}},
	{"JSON nested object", true, func(plain, other []string, q func(string) string) string {
		return fmt.Sprintf(`{"tour": [%s], "debug": {"solver": "dfs", "rejected": [%s]}}`+"\n", quoteJoined(plain, strconv.Quote), quoteJoined(other, q))
	}},
	{"JSON arrays of arrays", true, func(plain, other []string, q func(string) string) string {
		half := len(other) / 2
		return fmt.Sprintf(`{"tour": [%s], "tries": [[%s], [%s]]}`+"\n", quoteJoined(plain, strconv.Quote), quoteJoined(other[:half], q), quoteJoined(other[half:], q))
	}},
	{"CSV", false, func(plain, other []string, _ func(string) string) string {
		return csvTable("step,square,old", plain, other, "%d,%s,%s")
	}},
	{"TSV", false, func(plain, other []string, _ func(string) string) string {
		return csvTable("step\tsquare\told", plain, other, "%d\t%s\t%s")
	}},
	{"semicolon CSV", false, func(plain, other []string, _ func(string) string) string {
		return csvTable("step;square;old", plain, other, "%d;%s;%s")
	}},
	{"quoted CSV", false, func(plain, other []string, _ func(string) string) string {
		return csvTable(`"step","square","old","note"`, plain, other, `%d,"%s","%s","tried, then undone"`)
	}},
}

func foreignQuoted(words []string, q func(string) string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = q(w)
	}
	return out
}

func quoteJoined(words []string, q func(string) string) string {
	return strings.Join(foreignQuoted(words, q), ", ")
}

// csvTable writes a header and a row a step: its number, the plain square
// and the other.
func csvTable(header string, plain, other []string, row string) string {
	var sb strings.Builder
	sb.WriteString(header + "\n")
	for i := range plain {
		fmt.Fprintf(&sb, row+"\n", i+1, plain[i], other[i])
	}
	return sb.String()
}

// TestForeignTourBesideNeverPasses writes a random tour (warnsdorffWalk)
// of plain squares and beside it a second, in a JSON document (another
// array, a string, a nested object, arrays of arrays) or in another
// column of a table (CSV, TSV, ';', quoted cells), its squares in a
// spelling no reader reads (foreignSpellings), as a tour or with two
// squares swapped. The oracle is walkOK on the tours as the test wrote
// them: the plain tour is one, so it is read valid; the input never
// exits 0 when the second is no tour, nor when it is one and was not
// read as one.
func TestForeignTourBesideNeverPasses(t *testing.T) {
	rng := rand.New(rand.NewPCG(54, 24))
	quotes := []struct {
		name  string
		quote func(string) string
	}{{"UTF-8", strconv.Quote}, {"escaped", strconv.QuoteToASCII}}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 7, H: 7}, {W: 8, H: 8}} {
		for _, w := range foreignWrappers {
			for _, sp := range foreignSpellings {
				for _, q := range quotes {
					if !w.json && q.name == "escaped" {
						continue
					}
					for _, faulty := range []bool{true, false} {
						p := warnsdorffWalk(rng, b, 500)
						o := warnsdorffWalk(rng, b, 500)
						if len(p) != b.Size() || !walkOK(b, p) || len(o) != b.Size() || !walkOK(b, o) {
							t.Fatalf("%v: the test's own tours", b)
						}
						if faulty {
							o = swapped(t, b, o)
						}
						var plain, other []string
						for i := range p {
							plain, other = append(plain, foreignTestSquare(p[i])), append(other, sp.write(b, o[i]))
						}
						text := strings.ReplaceAll(w.write(plain, other, q.quote), "BOARD", b.String())
						what := fmt.Sprintf("%v, %s, %s, %s, second tour faulty %v", b, w.name, sp.name, q.name, faulty)
						tours, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck)
						if code == 0 && (faulty || len(verdicts) != 2 || verdicts[1] != Valid) {
							t.Errorf("%s: exit 0 with a faulty tour, or a tour unread (verdicts %v):\n%s", what, verdicts, text)
						}
						if len(tours) == 0 || verdicts[0] != Valid {
							t.Errorf("%s: the plain tour is not read valid (verdicts %v, exit %d):\n%s", what, verdicts, code, text)
						}
					}
				}
			}
		}
	}
}
