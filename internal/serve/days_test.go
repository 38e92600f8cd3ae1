package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http/httptest"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/puzzle"
	"github.com/knightcert/knight/verify"
)

// TestStaticDays: days.js holds a puzzle for each of StaticDays days from
// the day written, and each is the puzzle the page would otherwise ask
// the engine for. Oracle: the server's own /v1/puzzle/make answer to the
// page's request (its query as puzzle.js writes it), a second route to
// the puzzle, compared at the first and the last day and at the first
// shaped day (a Sunday, with its holes and clue count in the query).
func TestStaticDays(t *testing.T) {
	from := time.Date(2026, 12, 30, 23, 59, 0, 0, time.FixedZone("UTC+2", 2*3600)) // 21:59 UTC
	js, err := staticDaysJS(context.Background(), from)
	if err != nil {
		t.Fatal(err)
	}
	entry := regexp.MustCompile(`"(\d{4}-\d{2}-\d{2})": "(8x8c(?:-[a-h1-8.]+)?:[a-h1-8=0-9,]+)"`)
	found := entry.FindAllStringSubmatch(js, -1)
	if len(found) != StaticDays {
		t.Fatalf("days.js holds %d days, want %d:\n%s", len(found), StaticDays, js)
	}
	var days []string
	codes := map[string]string{}
	for _, m := range found {
		days = append(days, m[1])
		codes[m[1]] = m[2]
	}
	sort.Strings(days)
	if days[0] != "2026-12-30" || days[2] != "2027-01-01" || days[StaticDays-1] != "2027-01-29" {
		t.Fatalf("days.js runs %s, %s, ... %s; want from the UTC day written, 2026-12-30, over the new year", days[0], days[2], days[StaticDays-1])
	}
	srv := New(DefaultLimits(), io.Discard)
	for _, iso := range []string{days[0], days[StaticDays-1], "2027-01-03"} {
		query := "&level=easy"
		_, shape, shaped := strings.Cut(strings.Split(codes[iso], ":")[0], "-")
		if iso == "2027-01-03" {
			if !shaped {
				t.Fatalf("days.js's puzzle of Sunday %s = %s, want holes", iso, codes[iso])
			}
			query = "&clues=16&holes=" + strings.ReplaceAll(shape, ".", ",")
		} else if shaped {
			t.Fatalf("days.js's puzzle of %s, not a Sunday, = %s, want no holes", iso, codes[iso])
		}
		r := httptest.NewRequest("POST", "/v1/puzzle/make?board=8x8&seed="+strings.ReplaceAll(iso, "-", "")+query+"&closed=true", nil)
		r.Host = "localhost"
		r.Header.Set("Content-Type", "application/octet-stream")
		w := httptest.NewRecorder()
		srv.ServeHTTP(w, r)
		var doc struct {
			Puzzle struct {
				Clues map[string]int `json:"clues"`
			} `json:"puzzle"`
		}
		if err := json.Unmarshal(w.Body.Bytes(), &doc); err != nil || w.Code != 200 {
			t.Fatalf("puzzle/make for %s: %d %s", iso, w.Code, w.Body)
		}
		var want []string
		for sq, n := range doc.Puzzle.Clues {
			want = append(want, fmt.Sprintf("%s=%d", sq, n))
		}
		var got []string
		_, list, _ := strings.Cut(codes[iso], ":")
		for _, clue := range strings.Split(list, ",") {
			got = append(got, clue)
			if _, err := board.ParseSquare(strings.Split(clue, "=")[0]); err != nil {
				t.Errorf("%s: clue %q: %v", iso, clue, err)
			}
		}
		sort.Strings(want)
		sort.Strings(got)
		if strings.Join(got, ",") != strings.Join(want, ",") {
			t.Errorf("days.js's puzzle of %s = %v, want the server's %v", iso, got, want)
		}
	}
}

// TestDayHoles: the puzzle of the day has holes on Sundays from the
// first shaped day on, on 8x8 only, and never before: no date that gave
// a puzzle before shaped days gives another. Oracles: the calendar
// (2026-12-06, 2026-12-13 and 2027-01-03 are Sundays, 2026-12-07 a
// Monday), each shape's colours counted here (as many dark squares as
// light taken, so closed tours remain), and for the first three shaped
// days the made puzzle re-checked by verify.Puzzle (which re-counts its
// one solution on the shape).
func TestDayHoles(t *testing.T) {
	day := func(iso string) time.Time {
		d, err := time.Parse("2006-01-02", iso)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	b8 := board.MustParse("8x8")
	for _, iso := range []string{"2026-11-29", "2026-12-01", "2026-12-05", "2026-12-07", "2026-12-12", "2027-01-02"} {
		if got := dayHoles(day(iso), b8); got != nil {
			t.Errorf("dayHoles(%s) = %v, want none: not a Sunday from 2026-12-06 on", iso, got)
		}
	}
	if got := dayHoles(day("2026-12-06"), board.MustParse("6x6")); got != nil {
		t.Errorf("dayHoles(2026-12-06, 6x6) = %v, want none: only 8x8 is shaped", got)
	}
	seen := map[string]bool{}
	for i, iso := range []string{"2026-12-06", "2026-12-13", "2026-12-20", "2026-12-27", "2027-01-03"} {
		holes := dayHoles(day(iso), b8)
		if len(holes) == 0 {
			t.Fatalf("dayHoles(%s) = none, want a shape on a Sunday", iso)
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
			t.Errorf("dayHoles(%s) = %v: %d dark of %d, want as many dark as light", iso, holes, dark, len(holes))
		}
		if i >= 3 || testing.Short() && i >= 1 {
			continue
		}
		req, err := dayRequest(day(iso))
		if err != nil {
			t.Fatal(err)
		}
		a, err := puzzle.Make(context.Background(), req)
		if err != nil {
			t.Fatalf("the puzzle of %s: %v", iso, err)
		}
		if _, err := verify.Puzzle(a); err != nil || a.Status != evidence.Unique {
			t.Errorf("the puzzle of %s: %s, verify says %v; want unique, re-checked", iso, a.Status, err)
		}
		if got := a.Puzzle.Holes.Count(); got != len(holes) {
			t.Errorf("the puzzle of %s has %d holes, want %v", iso, got, holes)
		}
	}
	if len(seen) != len(dayShapes) {
		t.Errorf("five Sundays show %d shapes, want each of the %d in turn", len(seen), len(dayShapes))
	}
}
