package daily_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/daily"
	"github.com/knightcert/knight/puzzle"
	"github.com/knightcert/knight/verify"
)

// TestHoles: the puzzle of the day has holes on Sundays from the
// first shaped day on, on 8x8 only, and never before: no date that gave
// a puzzle before shaped days gives another. Oracles: the calendar
// (2026-12-06, 2026-12-13 and 2027-01-03 are Sundays, 2026-12-07 a
// Monday), each shape's colours counted here (as many dark squares as
// light taken, so closed tours remain), and for the first three shaped
// days the made puzzle re-checked by verify.Puzzle (which re-counts its
// one solution on the shape).
func TestHoles(t *testing.T) {
	day := func(iso string) time.Time {
		d, err := time.Parse("2006-01-02", iso)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	b8 := board.MustParse("8x8")
	for _, iso := range []string{"2026-11-29", "2026-12-01", "2026-12-05", "2026-12-07", "2026-12-12", "2027-01-02"} {
		if got := daily.Holes(day(iso), b8); got != nil {
			t.Errorf("daily.Holes(%s) = %v, want none: not a Sunday from 2026-12-06 on", iso, got)
		}
	}
	if got := daily.Holes(day("2026-12-06"), board.MustParse("6x6")); got != nil {
		t.Errorf("daily.Holes(2026-12-06, 6x6) = %v, want none: only 8x8 is shaped", got)
	}
	seen := map[string]bool{}
	for i, iso := range []string{"2026-12-06", "2026-12-13", "2026-12-20", "2026-12-27", "2027-01-03"} {
		holes := daily.Holes(day(iso), b8)
		if len(holes) == 0 {
			t.Fatalf("daily.Holes(%s) = none, want a shape on a Sunday", iso)
		}
		seen[strings.Join(holes, ",")] = true
		dark := 0
		for _, h := range holes {
			s, err := board.ParseSquare(h)
			if err != nil {
				t.Fatal(err)
			}
			if (s.X+s.Y)%2 == 0 {
				dark++
			}
		}
		if 2*dark != len(holes) {
			t.Errorf("daily.Holes(%s) = %v: %d dark of %d, want as many dark as light", iso, holes, dark, len(holes))
		}
		if i >= 3 || testing.Short() && i >= 1 {
			continue
		}
		req := daily.Request(day(iso), b8, true, puzzle.Easy)
		a, err := puzzle.Make(context.Background(), req)
		if err != nil {
			t.Fatalf("the puzzle of %s: %v", iso, err)
		}
		if _, err := verify.Puzzle(a); err != nil || a.Status != puzzlecert.Unique {
			t.Errorf("the puzzle of %s: %s, verify says %v; want unique, re-checked", iso, a.Status, err)
		}
		if got := a.Puzzle.Holes.Count(); got != len(holes) {
			t.Errorf("the puzzle of %s has %d holes, want %v", iso, got, holes)
		}
	}
	if len(seen) != len(daily.Shapes) {
		t.Errorf("five Sundays show %d shapes, want each of the %d in turn", len(seen), len(daily.Shapes))
	}
}
