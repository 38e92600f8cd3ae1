package notation

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// sheetRefWrappers write a tour's squares as a spreadsheet's cell
// references, each with the name of its sheet before a '!' ("Sheet1!D5",
// "'Knight Tour'!D5"), as a path copied out of a workbook.
func sheetRefWrappers() []propWrapper {
	refs := func(sheet, sep string) func(ts []propTour) string {
		return func(ts []propTour) string {
			var cs []string
			for _, s := range ts[0].sq {
				cs = append(cs, sheet+"!"+strings.ToUpper(s.String()))
			}
			return "Path: " + strings.Join(cs, sep) + "\n"
		}
	}
	return []propWrapper{
		{name: "sheet refs arrows", tours: 1, wrap: refs("Sheet1", " → ")},
		{name: "quoted sheet refs commas", tours: 1, wrap: refs("'Knight Tour'", ", ")},
		{name: "sheet refs a line", tours: 1, wrap: refs("Tour", "\n")},
	}
}

// TestSheetRefsProperty: random tours (the oracle is walkOK, the test's
// own walk check, through wrappersReadRight) written as cell references
// with a sheet's name read as their squares: valid ones exit 0 with every
// tour read, faulty ones never exit 0, none is judged wrongly.
func TestSheetRefsProperty(t *testing.T) {
	wrappersReadRight(t, rand.New(rand.NewPCG(43, 7)), sheetRefWrappers())
}
