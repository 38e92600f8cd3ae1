package serve

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/knightcert/knight/board"
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

// staticDaysJS is days.js for a folder written on the UTC day of from:
// the puzzles of the day for dailyChoice from that day on, each made as
// the page asks the engine for it (package puzzle, the date YYYYMMDD as
// the seed), written as the page's links write puzzles (8x8c:a1=1,...).
func staticDaysJS(ctx context.Context, from time.Time) (string, error) {
	days := map[string]string{}
	day := from.UTC()
	for i := range StaticDays {
		iso := day.AddDate(0, 0, i).Format("2006-01-02")
		seed, _ := strconv.ParseUint(strings.ReplaceAll(iso, "-", ""), 10, 64)
		made, err := puzzle.Make(ctx, puzzle.MakeRequest{Board: board.MustParse("8x8"), Closed: true, Seed: seed, Level: puzzle.Easy, First: 1})
		if err != nil {
			return "", fmt.Errorf("static: the puzzle of %s: %w", iso, err)
		}
		clues := make([]string, 0, len(made.Puzzle.Clues))
		for _, c := range made.Puzzle.Clues {
			clues = append(clues, fmt.Sprintf("%v=%d", c.Square, c.Number))
		}
		days[iso] = "8x8c:" + strings.Join(clues, ",")
	}
	isos := make([]string, 0, len(days))
	for iso := range days {
		isos = append(isos, iso)
	}
	sort.Strings(isos)
	var b strings.Builder
	b.WriteString("// Written by knight serve -static: the puzzles of the day for the page's\n// first choice, so that the day's puzzle shows before the engine loads.\n\"use strict\";\nself.knightDays = {\"" + dailyChoice + "\": {\n")
	for _, iso := range isos {
		fmt.Fprintf(&b, "  %q: %q,\n", iso, days[iso])
	}
	b.WriteString("}};\n")
	return b.String(), nil
}
