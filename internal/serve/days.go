package serve

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
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

// shapedFrom is the first day whose puzzle may have holes: every day
// before it keeps the puzzle it always had.
var shapedFrom = time.Date(2026, 12, 6, 0, 0, 0, 0, time.UTC)

// dayShapes are the holes of a shaped day's 8x8 board, one a week in
// turn, as the page's DAY_SHAPES (web/puzzle.js) has them. Each takes as
// many dark squares as light, so that closed tours remain.
var dayShapes = [][]string{{"d4", "e4", "d5", "e5"}, {"c3", "f3", "c6", "f6"}, {"a1", "h1", "a8", "h8"}}

// dayShapeClues is the clue count a shaped day's puzzle is made with, as
// the page's DAY_SHAPE_CLUES: the exhaustive count removes clues one by
// one, and stopping there keeps the making short.
const dayShapeClues = 16

// dayHoles are the holes of the puzzle of the UTC day of day on board b,
// as the page's pzDayHoles chooses them: on Sundays from shapedFrom on,
// 8x8 has the holes of dayShapes for its week (days since 1970-01-01,
// over 7); any other day, board or date, none.
func dayHoles(day time.Time, b board.Board) []string {
	day = day.UTC().Truncate(24 * time.Hour)
	if b != board.MustParse("8x8") || day.Before(shapedFrom) || day.Weekday() != time.Sunday {
		return nil
	}
	return dayShapes[day.Unix()/86400/7%int64(len(dayShapes))]
}

// dayRequest is the puzzle.MakeRequest the page sends for the puzzle of
// the day of day, for dailyChoice: the date YYYYMMDD as the seed, easy;
// on a shaped day, its holes and dayShapeClues clues, with no level.
func dayRequest(day time.Time) (puzzle.MakeRequest, error) {
	b := board.MustParse("8x8")
	seed, _ := strconv.ParseUint(day.UTC().Format("20060102"), 10, 64)
	req := puzzle.MakeRequest{Board: b, Closed: true, Seed: seed, Level: puzzle.Easy, First: 1}
	if holes := dayHoles(day, b); holes != nil {
		set, err := board.ParseHoles(b, strings.Join(holes, ","))
		if err != nil {
			return req, err
		}
		req.Holes, req.Level, req.Clues = set, puzzle.AnyLevel, dayShapeClues
	}
	return req, nil
}

// dayCode writes a made puzzle as the page's links write it:
// 8x8c:a1=1,... or, with holes, 8x8c-d4.e4.d5.e5:a1=1,...
func dayCode(holes []string, p evidence.Puzzle) string {
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
// the seed, dayRequest), written as the page's links write puzzles
// (8x8c:a1=1,..., dayCode).
func staticDaysJS(ctx context.Context, from time.Time) (string, error) {
	days := map[string]string{}
	day := from.UTC()
	for i := range StaticDays {
		d := day.AddDate(0, 0, i)
		iso := d.Format("2006-01-02")
		req, err := dayRequest(d)
		if err != nil {
			return "", fmt.Errorf("static: the puzzle of %s: %w", iso, err)
		}
		made, err := puzzle.Make(ctx, req)
		if err != nil {
			return "", fmt.Errorf("static: the puzzle of %s: %w", iso, err)
		}
		days[iso] = dayCode(dayHoles(d, req.Board), made.Puzzle)
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
