package serve

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/daily"
	"github.com/knightcert/knight/puzzle"
)

// StaticDays is how many puzzles of the day a static folder holds, from
// the day it is written: the page shows the day's puzzle from days.js at
// once, before the engine has downloaded, and asks the engine only for
// other days and choices.
const StaticDays = 31

// dailyChoice is the choice the page opens on (8x8, closed, easy), the
// only one days.js holds, named as the page's keys name it.
const dailyChoice = "8x8c.easy"

// dayCode writes a made puzzle as the page's links write it:
// 8x8c:a1=1,... or, with holes, 8x8c-d4.e4.d5.e5:a1=1,...
func dayCode(holes []string, p puzzlecert.Puzzle) string {
	clues := make([]string, 0, len(p.Clues))
	for _, c := range p.Clues {
		clues = append(clues, fmt.Sprintf("%v=%d", c.Square, c.Number))
	}
	shape := ""
	if len(holes) > 0 {
		shape = "-" + strings.Join(holes, ".")
	}
	return "8x8c" + shape + ":" + strings.Join(clues, ",")
}

// staticDaysJS is days.js for a folder written on the UTC day of from:
// the puzzles of the day for dailyChoice from that day on, each made as
// the page asks the engine for it (package puzzle, the date YYYYMMDD as
// the seed, daily.Request), written as the page's links write puzzles
// (8x8c:a1=1,..., dayCode).
func staticDaysJS(ctx context.Context, from time.Time) (string, error) {
	days := map[string]string{}
	day := from.UTC()
	for i := range StaticDays {
		d := day.AddDate(0, 0, i)
		iso := d.Format("2006-01-02")
		req := daily.Request(d, board.MustParse("8x8"), true, puzzle.Easy)
		made, err := puzzle.Make(ctx, req)
		if err != nil {
			return "", fmt.Errorf("static: the puzzle of %s: %w", iso, err)
		}
		days[iso] = dayCode(daily.Holes(d, req.Board), made.Puzzle)
	}
	var b strings.Builder
	b.WriteString("// Written by knight serve -static: the puzzles of the day for the page's\n// first choice, so that the day's puzzle shows before the engine loads.\n\"use strict\";\nself.knightDays = {\"" + dailyChoice + "\": {\n")
	for _, iso := range slices.Sorted(maps.Keys(days)) {
		fmt.Fprintf(&b, "  %q: %q,\n", iso, days[iso])
	}
	b.WriteString("}};\n")
	return b.String(), nil
}
