package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// wikiWriters print a tour's numbering as wiki tables do: MediaWiki's
// with a header row and row labels in '!' cells, its rows alone (cells
// parted by "||", no bounds), Jira's "||h||" header over "|c|" rows,
// Confluence-like "||" rows under a caption, and walls of other widths
// and places ("1 || 2", "||| 1 ||| 2 |||"): a wall is one however wide.
var wikiWriters = map[string]func(b board.Board, p board.Path) string{
	"mediawiki labelled": func(b board.Board, p board.Path) string {
		var sb strings.Builder
		fmt.Fprintf(&sb, "{| class=\"wikitable\"\n|+ tour %dx%d\n|-\n!", b.W, b.H)
		for x := range b.W {
			fmt.Fprintf(&sb, " !! %c", 'a'+x)
		}
		for k, r := range rowsOf(b, p, 1) {
			fmt.Fprintf(&sb, "\n|-\n! %d\n| %s", int(b.H)-k, strings.Trim(strings.Join(strings.Fields(fmt.Sprint(r)), " || "), "[]"))
		}
		return sb.String() + "\n|}\n"
	},
	"mediawiki rows alone": func(b board.Board, p board.Path) string {
		return "|-\n" + writeRows(rowsOf(b, p, 1), "| ", " || ", "\n|-") + "\n"
	},
	"jira table": func(b board.Board, p board.Path) string {
		head := "||"
		for x := range b.W {
			head += fmt.Sprintf(" %c ||", 'A'+x)
		}
		return head + "\n" + writeRows(rowsOf(b, p, 0), "| ", " | ", " |") + "\n"
	},
	"double walls both sides": func(b board.Board, p board.Path) string {
		return "Tour:\n" + writeRows(rowsOf(b, p, 1), "|| ", " || ", " ||") + "\n"
	},
	"double walls between cells only": func(b board.Board, p board.Path) string {
		return writeRows(rowsOf(b, p, 1), "", " || ", "") + "\n"
	},
	"triple walls": func(b board.Board, p board.Path) string {
		return writeRows(rowsOf(b, p, 0), "||| ", " ||| ", " |||") + "\n"
	},
}

// TestWikiTables: random tours (walkOK says each is one) written by each
// of wikiWriters, one or two an input. The oracle is the tour written: a
// valid one exits 0 with as many tours as written, one with a fault
// never exits 0.
func TestWikiTables(t *testing.T) {
	certain := writersProperty(t, rand.New(rand.NewPCG(18, 4)), wikiWriters, 2)
	t.Logf("%d writers, %d faulty inputs judged invalid with certainty", len(wikiWriters), certain)
}

// labelLineWriters print a numbering with each row's label on a line of
// its own above the row: a rank counting down, an index counting up
// from 0 or 1, with rules or blank lines between the rows or none.
var labelLineWriters = map[string]func(b board.Board, p board.Path) string{
	"rank above each row": func(b board.Board, p board.Path) string {
		var sb strings.Builder
		for k, r := range rowsOf(b, p, 1) {
			fmt.Fprintf(&sb, "%d\n%s\n", int(b.H)-k, strings.Trim(fmt.Sprint(r), "[]"))
		}
		return sb.String()
	},
	"wiki rows, label cells, no table bounds": func(b board.Board, p board.Path) string {
		var sb strings.Builder
		for k, r := range rowsOf(b, p, 1) {
			fmt.Fprintf(&sb, "|-\n! %d\n| %s\n", int(b.H)-k, strings.Trim(strings.Join(strings.Fields(fmt.Sprint(r)), " || "), "[]"))
		}
		return sb.String()
	},
	"index from 0 above each row, blank lines": func(b board.Board, p board.Path) string {
		var sb strings.Builder
		for k, r := range rowsOf(b, p, 0) {
			fmt.Fprintf(&sb, "[%d]\n%s\n\n", k, strings.Trim(fmt.Sprint(r), "[]"))
		}
		return sb.String()
	},
}

// TestLabelLines: random tours (walkOK says each is one) written by each
// of labelLineWriters, one or two an input. The oracle is the tour
// written: a valid one exits 0 with as many tours as written, one with a
// fault never exits 0.
func TestLabelLines(t *testing.T) {
	certain := writersProperty(t, rand.New(rand.NewPCG(40, 7)), labelLineWriters, 2)
	t.Logf("%d writers, %d faulty inputs judged invalid with certainty", len(labelLineWriters), certain)
}
