package notation

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/knightcert/knight/board"
)

// plistHeader is what Apple's property list writers put above the
// value.
const plistHeader = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" +
	"<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n" +
	"<plist version=\"1.0\">\n"

// xmlRecordWriters print a tour as XML whose squares are records: a
// property list's dicts (each value named by the <key> element before
// it, a pretty printer's line apart), elements named by their tags, and
// empty elements whose attributes are the fields.
var xmlRecordWriters = map[string]func(b board.Board, p board.Path) string{
	"plist dicts": func(b board.Board, p board.Path) string {
		return plistHeader + "<array>\n" + each(p, "\n", func(k int, x, y int32) string {
			return fmt.Sprintf("\t<dict>\n\t\t<key>x</key>\n\t\t<integer>%d</integer>\n\t\t<key>y</key>\n\t\t<integer>%d</integer>\n\t</dict>", x, y)
		}) + "\n</array>\n</plist>\n"
	},
	"plist steps with board": func(b board.Board, p board.Path) string {
		return plistHeader + fmt.Sprintf("<dict>\n\t<key>width</key>\n\t<integer>%d</integer>\n\t<key>height</key>\n\t<integer>%d</integer>\n\t<key>tour</key>\n\t<array>\n", b.W, b.H) +
			each(p, "\n", func(k int, x, y int32) string {
				return fmt.Sprintf("\t\t<dict>\n\t\t\t<key>step</key>\n\t\t\t<integer>%d</integer>\n\t\t\t<key>file</key>\n\t\t\t<integer>%d</integer>\n\t\t\t<key>rank</key>\n\t\t\t<integer>%d</integer>\n\t\t</dict>", k+1, x, y)
			}) + "\n\t</array>\n</dict>\n</plist>\n"
	},
	"xml tagged squares": func(b board.Board, p board.Path) string {
		return "<tour>\n" + each(p, "\n", func(k int, x, y int32) string {
			return fmt.Sprintf("  <square>\n    <col>%d</col>\n    <row>%d</row>\n  </square>", x, y)
		}) + "\n</tour>\n"
	},
	"xml step attributes": func(b board.Board, p board.Path) string {
		return "<tour>\n" + each(p, "\n", func(k int, x, y int32) string {
			return fmt.Sprintf("  <step n=\"%d\" col=\"%s\" row=\"%d\"/>", k+1, board.File(x+1), y+1)
		}) + "\n</tour>\n"
	},
}

// TestXMLRecords: random tours (warnsdorffWalk's, checked by walkOK, a
// walk written in the tests) printed as XML records by each writer of
// xmlRecordWriters, read with the board given and without. The oracle
// is the tour written: a valid one exits 0 as one tour walkOK passes;
// with one fault (two squares swapped, one written twice in place of
// another, one dropped) it never exits 0.
func TestXMLRecords(t *testing.T) {
	certain := writersProperty(t, rand.New(rand.NewPCG(40, 9)), xmlRecordWriters, 1)
	t.Logf("%d writers, %d faulty inputs judged invalid with certainty", len(xmlRecordWriters), certain)
}
