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
