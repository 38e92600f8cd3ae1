package serve

import (
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// pageChoices reads, from the page's puzzle.js, the board sizes it offers
// (PUZZLE_SIZES) and the clue count it asks a hard puzzle of each size
// with (HARD_CLUES; none: as many as the removal leaves).
func pageChoices(t *testing.T) (sizes []string, hardClues map[string]int) {
	t.Helper()
	js, err := fs.ReadFile(webFiles, "web/puzzle.js")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`const PUZZLE_SIZES = \[([^\]]*)\];`).FindSubmatch(js)
	if m == nil {
		t.Fatal("puzzle.js: no PUZZLE_SIZES")
	}
	for _, s := range strings.Split(string(m[1]), ",") {
		sizes = append(sizes, strings.Trim(strings.TrimSpace(s), `"`))
	}
	m = regexp.MustCompile(`const HARD_CLUES = \{([^}]*)\};`).FindSubmatch(js)
	if m == nil {
		t.Fatal("puzzle.js: no HARD_CLUES")
	}
	hardClues = map[string]int{}
	for _, kv := range regexp.MustCompile(`"(\d+x\d+)":\s*(\d+)`).FindAllSubmatch(m[1], -1) {
		n, _ := strconv.Atoi(string(kv[2]))
		hardClues[string(kv[1])] = n
	}
	if len(sizes) == 0 || len(hardClues) == 0 {
		t.Fatalf("puzzle.js: sizes %v, hard clue counts %v: want some of each", sizes, hardClues)
	}
	return sizes, hardClues
}

// TestServePuzzlePageChoices: every choice the page's puzzle mode offers
// (each board size, open and closed where a closed tour can exist, easy
// and hard) gives a puzzle when asked as the page asks: POST
// /v1/puzzle/make with the size, kind, level, the clue count the page
// sends for a hard puzzle of that size, and a date as the seed (the
// puzzle of the day's). The oracle is the answer document itself, each
// part checked: status unique, the level asked equal to the grade's
// level (Grade's deductions, which package puzzle's tests check against
// a solver), the clue count asked equal to the clues given, and the
// solution a tour that keeps them. The server's time limit is lifted:
// how long a puzzle takes is BenchmarkMakePage's question, not a test's.
func TestServePuzzlePageChoices(t *testing.T) {
	sizes, hardClues := pageChoices(t)
	lim := DefaultLimits()
	lim.Timeout = 0
	srv := httptest.NewServer(New(lim, io.Discard))
	defer srv.Close()
	for _, size := range sizes {
		var w, h int
		if _, err := fmt.Sscanf(size, "%dx%d", &w, &h); err != nil {
			t.Fatalf("page size %q: %v", size, err)
		}
		for _, closed := range []bool{false, true} {
			if closed && w*h%2 == 1 {
				continue // the page refuses it itself, with the colour reason
			}
			for _, level := range []string{"easy", "hard"} {
				name := fmt.Sprintf("%s-closed=%v-%s", size, closed, level)
				t.Run(name, func(t *testing.T) {
					q := url.Values{"board": {size}, "seed": {"20261202"}, "level": {level}}
					if closed {
						q.Set("closed", "true")
					}
					clues := 0
					if level == "hard" {
						clues = hardClues[size]
					}
					if clues > 0 {
						q.Set("clues", strconv.Itoa(clues))
					}
					res, got := post(t, srv.URL+"/v1/puzzle/make?"+q.Encode(), "")
					if res.StatusCode != http.StatusOK {
						t.Fatalf("POST /v1/puzzle/make?%s = %d %s, want 200", q.Encode(), res.StatusCode, got)
					}
					var doc struct {
						Puzzle struct {
							Clues map[string]int
						}
						Status    string
						Solutions [][]string
						Grade     struct{ Level string }
					}
					if err := json.Unmarshal(got, &doc); err != nil {
						t.Fatal(err)
					}
					if doc.Status != "unique" || doc.Grade.Level != level {
						t.Errorf("%s: status %q, grade %q, want unique and %s", name, doc.Status, doc.Grade.Level, level)
					}
					if clues > 0 && len(doc.Puzzle.Clues) != clues {
						t.Errorf("%s: %d clues, want the %d the page asks", name, len(doc.Puzzle.Clues), clues)
					}
					if len(doc.Solutions) != 1 {
						t.Fatalf("%s: %d solutions, want 1", name, len(doc.Solutions))
					}
					checkPageTour(t, doc.Solutions[0], doc.Puzzle.Clues, w, h, closed)
				})
			}
		}
	}
}

// checkPageTour checks, by its own counting, that tour visits each of the
// w x h squares once by knight moves (closing when closed) and puts each
// clue's square at its number (numbered from 1, as the page asks).
func checkPageTour(t *testing.T, tour []string, clues map[string]int, w, h int, closed bool) {
	t.Helper()
	if len(tour) != w*h {
		t.Fatalf("tour of %d squares, want %d", len(tour), w*h)
	}
	at := func(s string) (int, int) {
		var file byte
		var rank int
		if _, err := fmt.Sscanf(s, "%c%d", &file, &rank); err != nil {
			t.Fatalf("square %q: %v", s, err)
		}
		return int(file - 'a'), rank - 1
	}
	seen := map[string]bool{}
	for i, s := range tour {
		x, y := at(s)
		if x < 0 || x >= w || y < 0 || y >= h || seen[s] {
			t.Fatalf("square %d, %s: off the board or visited twice", i+1, s)
		}
		seen[s] = true
		if i > 0 || closed {
			px, py := at(tour[(i+len(tour)-1)%len(tour)])
			if dx, dy := abs(x-px), abs(y-py); dx*dy != 2 {
				t.Fatalf("move to %d, %s: not a knight move", i+1, s)
			}
		}
	}
	for s, n := range clues {
		if n < 1 || n > len(tour) || tour[n-1] != s {
			t.Errorf("clue %d on %s: the tour does not put it there", n, s)
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
