package daily

import (
	"strconv"
	"strings"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/puzzle"
)

// ShapedFrom is the first day whose puzzle may have holes.
var ShapedFrom = time.Date(2026, 12, 6, 0, 0, 0, 0, time.UTC)

// Shapes are the holes of a shaped day's 8x8 board, one a week in turn,
// each listed as the page lists a board's squares (by rank, then file).
var Shapes = [][]string{{"d4", "e4", "d5", "e5"}, {"c3", "f3", "c6", "f6"}, {"a1", "h1", "a8", "h8"}}

// Clues is the clue count a shaped day's puzzle is made with.
const Clues = 16

// Holes are the holes of the puzzle of the UTC day of day on board b, or
// nil when it has none.
func Holes(day time.Time, b board.Board) []string {
	day = day.UTC().Truncate(24 * time.Hour)
	if b != board.MustParse("8x8") || day.Before(ShapedFrom) || day.Weekday() != time.Sunday {
		return nil
	}
	return Shapes[day.Unix()/86400/7%int64(len(Shapes))]
}

// Request is the puzzle.MakeRequest the page sends for the puzzle of the
// day of day on b, closed or open, at level: the date YYYYMMDD as the
// seed; on a shaped day, its holes and Clues clues, with no level.
func Request(day time.Time, b board.Board, closed bool, level puzzle.Level) puzzle.MakeRequest {
	seed, _ := strconv.ParseUint(day.UTC().Format("20060102"), 10, 64)
	req := puzzle.MakeRequest{Board: b, Closed: closed, Seed: seed, Level: level, First: 1}
	if holes := Holes(day, b); holes != nil {
		set, err := board.ParseHoles(b, strings.Join(holes, ","))
		if err != nil {
			panic("daily: " + err.Error())
		}
		req.Holes, req.Level, req.Clues = set, puzzle.AnyLevel, Clues
	}
	return req
}
