package serve

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
	"github.com/knightcert/knight/puzzle"
)

// maskNumberings is the test's own search for the numberings of a clue
// puzzle on a w x h board without holes: the cells numbered 1 to n along
// a path of the leaps (an open tour), every number of fixed (square to
// number) in its place. It returns up to limit of them, each the squares
// in order of number, and shares no code with board, puzzle, verify or
// the page. Depth-first from each square 1 may take; a number fixed
// ahead prunes the squares its leaps cannot reach in time (a leap moves
// at most its longer side in files or ranks) or, when every leap
// changes colour, of the wrong colour.
func maskNumberings(w, h int, holes map[string]bool, leaps [][2]int, fixed map[string]int, limit int) [][]string {
	type cell struct{ x, y int }
	name := func(c cell) string { return fmt.Sprintf("%c%d", 'a'+c.x-1, c.y) }
	var cells []cell
	for y := 1; y <= h; y++ {
		for x := 1; x <= w; x++ {
			if !holes[name(cell{x, y})] {
				cells = append(cells, cell{x, y})
			}
		}
	}
	n := len(cells)
	at := make([]cell, n+2) // at[k]: the square fixed to number k
	has := make([]bool, n+2)
	numberOf := map[cell]int{}
	for s, k := range fixed {
		var c cell
		var f rune
		fmt.Sscanf(s, "%c%d", &f, &c.y)
		c.x = int(f-'a') + 1
		if k < 1 || k > n || holes[s] {
			return nil
		}
		at[k], has[k], numberOf[c] = c, true, k
	}
	leap, oddOnly := 0, true
	var jumps []cell
	for _, l := range leaps {
		a, b := l[0], l[1]
		leap, oddOnly = max(leap, a, b), oddOnly && (a+b)%2 == 1
		for _, d := range [][2]int{{a, b}, {b, a}} {
			for _, s := range [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
				j := cell{s[0] * d[0], s[1] * d[1]}
				if !slices.Contains(jumps, j) {
					jumps = append(jumps, j)
				}
			}
		}
	}
	abs := func(v int) int { return max(v, -v) }
	// reachable: from c at number k, the next fixed number can still be
	// reached in time.
	reachable := func(c cell, k int) bool {
		for m := k + 1; m <= n; m++ {
			if !has[m] {
				continue
			}
			d := at[m]
			steps := m - k
			if (max(abs(d.x-c.x), abs(d.y-c.y))+leap-1)/leap > steps {
				return false
			}
			if oddOnly && (d.x+d.y+c.x+c.y+steps)%2 == 1 {
				return false
			}
			return true
		}
		return true
	}
	used := map[cell]bool{}
	path := make([]cell, 0, n)
	var out [][]string
	var walk func(c cell)
	walk = func(c cell) {
		k := len(path) + 1
		if len(out) >= limit || used[c] || holes[name(c)] || c.x < 1 || c.x > w || c.y < 1 || c.y > h {
			return
		}
		if m, ok := numberOf[c]; ok && m != k || has[k] && at[k] != c || !reachable(c, k) {
			return
		}
		used[c] = true
		path = append(path, c)
		if k == n {
			names := make([]string, n)
			for i, p := range path {
				names[i] = name(p)
			}
			out = append(out, names)
		} else {
			for _, j := range jumps {
				walk(cell{c.x + j.x, c.y + j.y})
			}
		}
		path = path[:len(path)-1]
		used[c] = false
	}
	for _, c := range cells {
		walk(c)
	}
	return out
}

// between reads the two squares a hint by the rule "between" names.
var between = regexp.MustCompile(`one \S+ move from both \d+ on ([a-p]\d+) and \d+ on ([a-p]\d+)`)

// apart says whether squares a and b are one of the leaps apart.
func apart(a, b string, leaps [][2]int) bool {
	p, q := board.MustParseSquare(a), board.MustParseSquare(b)
	dx, dy := int(max(p.X-q.X, q.X-p.X)), int(max(p.Y-q.Y, q.Y-p.Y))
	for _, l := range leaps {
		if dx == l[0] && dy == l[1] || dx == l[1] && dy == l[0] {
			return true
		}
	}
	return false
}

// TestBrowserShapedPuzzleHintBlame plays shaped puzzles on the page, one
// on a board with holes and one for Hopido's leaper (2,2)+(3,0) (Rosetta
// Code, "Solve a Hopido puzzle"): it asks for hints, enters numbers with
// one wrong, and asks where it went wrong. Oracles: maskNumberings, the
// test's own search on the mask and the leaps, which finds the puzzle's
// one solution; a hint must be a number every solution with the numbers
// so far has on its square (and a hint "between" two numbers the only
// free square one leap from both, counted here); the dotted squares the
// next number may take are the free squares one leap from the piece's,
// counted here; blame's first wrong entry is the first after which no
// numbering keeps the clues and the entries up to it. The page must call
// blame's evidence what it is: an exhaustive count of 0 on the shape,
// which verify counts again, not a SAT answer.
func TestBrowserShapedPuzzleHintBlame(t *testing.T) {
	if testing.Short() {
		t.Skip("browser tests are not short")
	}
	cases := []struct {
		name, piece, words string
		leaps              [][2]int
		holes              []string
		seed               uint64
		clues              int
	}{
		{"holes", "knight", "6x6 without c3 d3", [][2]int{{1, 2}}, []string{"c3", "d3"}, 5, 8},
		{"hopido", "(2,2)+(3,0)", "6x6 for the (2,2)+(3,0) leaper", [][2]int{{2, 2}, {3, 0}}, nil, 3, 10},
	}
	startBrowser(t)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			playShapedPuzzle(t, c.piece, c.words, c.leaps, c.holes, c.seed, c.clues)
		})
	}
}

// playShapedPuzzle is one case of TestBrowserShapedPuzzleHintBlame: the
// 6x6 puzzle package puzzle makes with seed and clues on the holes, for
// the piece.
func playShapedPuzzle(t *testing.T, piece, words string, leaps [][2]int, holeList []string, seed uint64, clueCount int) {
	const w, h = 6, 6
	holes := map[string]bool{}
	for _, s := range holeList {
		holes[s] = true
	}
	set, err := board.ParseHoles(board.MustParse("6x6"), strings.Join(holeList, ","))
	if err != nil {
		t.Fatal(err)
	}
	made, err := puzzle.Make(context.Background(), puzzle.MakeRequest{Board: board.MustParse("6x6"), Holes: set, Piece: board.MustParsePiece(piece), Seed: seed, Clues: clueCount, First: 1})
	if err != nil {
		t.Fatal(err)
	}
	clues := map[string]int{}
	var code []string
	for _, c := range made.Puzzle.Clues {
		clues[c.Square.String()] = c.Number
		code = append(code, fmt.Sprintf("%v=%d", c.Square, c.Number))
	}
	sols := maskNumberings(w, h, holes, leaps, clues, 2)
	if len(sols) != 1 {
		t.Fatalf("the oracle finds %d numberings of the puzzle %v on %s, want 1", len(sols), clues, words)
	}
	solution := sols[0]
	if len(leaps) == 1 {
		if fault := browsertest.LeaperTourFault(w, h, holes, leaps[0][0], leaps[0][1], solution); fault != "" {
			t.Fatalf("the oracle's solution: %s", fault)
		}
	}

	shape := ""
	if len(holeList) > 0 {
		shape = "-" + strings.Join(sortedBoardOrder(holeList), ".")
	}
	if piece != "knight" {
		shape += "@" + piece
	}
	link := fmt.Sprintf("%s/#puzzle=6x6o%s:%s", shared.server.URL, shape, strings.Join(sortedByNumber(code), ","))
	ctx := openLink(t, browsertest.Screens[0], link)
	if got, want := browsertest.Eval(t, ctx, `document.getElementById("puzzle-board").dataset.holes`), strings.Join(sortedBoardOrder(holeList), " "); got != want {
		t.Fatalf("the page's holes = %q, want %q (explanation %q)", got, want, browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`))
	}
	if title := browsertest.Eval(t, ctx, `document.getElementById("puzzle-title").textContent`); !strings.Contains(title, words) {
		t.Errorf("the title %q does not name the shape, %q", title, words)
	}
	entries := map[string]int{} // the player's numbers
	var order []string          // their squares, in the order entered
	fixed := func(upTo int) map[string]int {
		all := map[string]int{}
		for s, n := range clues {
			all[s] = n
		}
		for _, s := range order[:upTo] {
			all[s] = entries[s]
		}
		return all
	}

	// hint asks the page for a hint and checks it against the oracle,
	// then places it with the pad.
	hint := func(round int) {
		t.Helper()
		browsertest.Eval(t, ctx, `document.querySelectorAll("#puzzle-board .sq.hint").forEach(c => c.classList.remove("hint")); "ok"`)
		if err := chromedp.Do(ctx,
			chromedp.Click(chromedp.ID("puzzle-hint")),
			chromedp.WaitVisible(chromedp.CSS(`#puzzle-board .sq.hint`)),
		); err != nil {
			t.Fatalf("hint %d: %v (explanation %q)", round, err, browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`))
		}
		sq := browsertest.Eval(t, ctx, `document.querySelector("#puzzle-board .sq.hint").dataset.sq`)
		n, _ := strconv.Atoi(browsertest.Eval(t, ctx, `document.getElementById("pad").dataset.number`))
		if pad := browsertest.Eval(t, ctx, `document.getElementById("pad").dataset.square`); pad != sq {
			t.Errorf("hint %d: the hint is marked on %s, the pad readied for %s", round, sq, pad)
		}
		all := fixed(len(order))
		if holes[sq] || all[sq] != 0 {
			t.Errorf("hint %d: %d on %s, a hole or a square already numbered", round, n, sq)
		}
		for _, s := range maskNumberings(w, h, holes, leaps, all, 2) {
			if s[n-1] != sq {
				t.Errorf("hint %d: %d on %s, but a numbering keeping the clues and %v has %s there", round, n, sq, order, s[n-1])
			}
		}
		explain := browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`)
		t.Logf("hint %d: %q", round, explain)
		if !regexp.MustCompile(fmt.Sprintf(`\b%d (must be|is) on %s\b`, n, sq)).MatchString(explain) {
			t.Errorf("hint %d says %q, want it to say %d must be (or is) on %s", round, explain, n, sq)
		}
		// A hint "between" two numbers names them: the free squares a
		// knight's move from both, holes and numbered squares left out,
		// counted here, are its square alone.
		if m := between.FindStringSubmatch(explain); m != nil {
			var only []string
			for y := 1; y <= h; y++ {
				for x := 1; x <= w; x++ {
					s := fmt.Sprintf("%c%d", 'a'+x-1, y)
					if holes[s] || all[s] != 0 {
						continue
					}
					if apart(s, m[1], leaps) && apart(s, m[2], leaps) {
						only = append(only, s)
					}
				}
			}
			if !slices.Equal(only, []string{sq}) {
				t.Errorf("hint %d says %q, but the free squares one leap from %s and %s are %v", round, explain, m[1], m[2], only)
			}
		}
		browsertest.Press(t, ctx, false, `#pad-place`)
		if got := browsertest.Eval(t, ctx, fmt.Sprintf(`document.querySelector('#puzzle-board [data-sq=%q]').dataset.entry || ""`, sq)); got != strconv.Itoa(n) {
			t.Fatalf("hint %d: after Place, %s holds %q, want %d", round, sq, got, n)
		}
		entries[sq] = n
		order = append(order, sq)
	}
	hint(1)
	hint(2)

	// The dotted squares, where a tap places the next number: the free
	// squares one leap from the piece's.
	if at := browsertest.Eval(t, ctx, `(document.querySelector("#puzzle-board .pz-knight") || {dataset: {}}).dataset.sq || ""`); at != "" {
		all := fixed(len(order))
		next, placed := all[at]+1, false
		for _, n := range all {
			placed = placed || n == next
		}
		var want []string
		for y := 1; y <= h && !placed && next <= w*h-len(holes); y++ {
			for x := 1; x <= w; x++ {
				if s := fmt.Sprintf("%c%d", 'a'+x-1, y); !holes[s] && all[s] == 0 && apart(s, at, leaps) {
					want = append(want, s)
				}
			}
		}
		got := strings.Fields(browsertest.Eval(t, ctx, `[...document.querySelectorAll("#puzzle-board .sq.legal")].map(c => c.dataset.sq).join(" ")`))
		if !slices.Equal(sortedBoardOrder(got), sortedBoardOrder(want)) {
			t.Errorf("with the piece on %s, the page dots %v for %d, want the free squares one leap away, %v", at, got, next, want)
		}
	}

	// A right number, then a wrong one that is a knight's move from the
	// number before it, then a right one.
	place := func(sq string, n int) {
		t.Helper()
		browsertest.PadPlace(t, ctx, false, sq, n)
		entries[sq] = n
		order = append(order, sq)
	}
	free := func(n int) bool { return fixed(len(order))[solution[n-1]] == 0 }
	right := 0
	for n := 2; n < len(solution); n++ {
		if free(n) && !free(n-1) && free(n+1) {
			right = n
			break
		}
	}
	if right == 0 {
		t.Fatal("no two empty squares after a numbered one in the solution")
	}
	place(solution[right-1], right)
	wrongN := right + 1
	if !free(wrongN) {
		t.Fatalf("%d is numbered already: choose another puzzle", wrongN)
	}
	wrongSq := ""
	for _, s := range solution {
		if s != solution[wrongN-1] && fixed(len(order))[s] == 0 && apart(s, solution[right-1], leaps) {
			wrongSq = s
			break
		}
	}
	if wrongSq == "" {
		t.Fatalf("no empty square one leap from %s but %s", solution[right-1], solution[wrongN-1])
	}
	place(wrongSq, wrongN)
	for n := len(solution); n > 0; n-- {
		if free(n) && solution[n-1] != wrongSq {
			place(solution[n-1], n)
			break
		}
	}

	// With a wrong number on the board no number is forced: the oracle
	// finds no numbering keeping them all, and the page gives no hint.
	if len(maskNumberings(w, h, holes, leaps, fixed(len(order)), 1)) != 0 {
		t.Fatalf("the entries %v: the oracle completes them, want a wrong one", order)
	}
	// Check says something is wrong, the puzzle with the numbers as clues
	// having no solution.
	if err := chromedp.Do(ctx,
		chromedp.Click(chromedp.ID("puzzle-check")),
		chromedp.WaitVisible(chromedp.CSS(`#puzzle-board[data-verdict]`)),
	); err != nil {
		t.Fatalf("check: %v", err)
	}
	if v := browsertest.Eval(t, ctx, `document.getElementById("puzzle-board").dataset.verdict`); v != "dead" {
		t.Errorf("Check with the entries %v: verdict %q, want dead (%q)", order, v, browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`))
	}
	browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent = ""; "ok"`)
	if err := chromedp.Do(ctx,
		chromedp.Click(chromedp.ID("puzzle-hint")),
		chromedp.WaitVisible(chromedp.CSS(`#puzzle-explain:not(:empty)`)),
	); err != nil {
		t.Fatalf("hint after a wrong number: %v", err)
	}
	if explain := browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`); !strings.HasPrefix(explain, "No hint: no solution agrees") {
		t.Errorf("a hint after the wrong %d on %s says %q, want no hint: no numbering keeps the entries %v", wrongN, wrongSq, explain, order)
	}

	// The oracle's first wrong entry: the first after which no numbering
	// keeps the clues and the entries up to it.
	first := -1
	for i := range order {
		if len(maskNumberings(w, h, holes, leaps, fixed(i+1), 1)) == 0 {
			first = i
			break
		}
	}
	if first < 0 {
		t.Fatalf("the entries %v: the oracle finds them all completable", order)
	}
	if err := chromedp.Do(ctx,
		chromedp.Click(chromedp.ID("puzzle-blame")),
		chromedp.WaitVisible(chromedp.CSS(`#puzzle-board .sq.wrong`)),
	); err != nil {
		t.Fatalf("where did I go wrong: %v (explanation %q)", err, browsertest.Eval(t, ctx, `document.getElementById("puzzle-explain").textContent`))
	}
	got := browsertest.Eval(t, ctx, `[document.getElementById("puzzle-board").dataset.firstWrong, document.querySelector("#puzzle-board .sq.wrong").dataset.sq].join(" ")`)
	if want := fmt.Sprintf("%d %s", first, order[first]); got != want {
		t.Errorf("first wrong entry, square = %s, want %s (the oracle's first entry after which no numbering remains; entries %v)", got, want, order)
	}
	later := strings.Fields(browsertest.Eval(t, ctx, `[...document.querySelectorAll("#puzzle-board .sq.later")].map(c => c.dataset.sq).join(" ")`))
	if want := order[first+1:]; !slices.Equal(sortedBoardOrder(later), sortedBoardOrder(want)) {
		t.Errorf("faded entries %v, want those after the wrong one, %v", later, want)
	}

	// The evidence as blame gives it: the page names its method.
	moves := make([]string, len(order))
	for i, s := range order {
		moves[i] = fmt.Sprintf("%s=%d", s, entries[s])
	}
	doc := map[string]any{"board": "6x6", "closed": false, "first": 1, "clues": clues}
	if len(holeList) > 0 {
		doc["holes"] = holeList
	}
	if piece != "knight" {
		doc["piece"] = piece
	}
	body, _ := json.Marshal(doc)
	_, blamed := post(t, shared.server.URL+"/v1/puzzle/blame?moves="+url.QueryEscape(strings.Join(moves, " ")), string(body))
	var v struct {
		FirstWrong int `json:"first_wrong"`
		Evidence   struct {
			Method      string
			Count       *int
			Certificate json.RawMessage
		}
	}
	if err := json.Unmarshal(blamed, &v); err != nil {
		t.Fatal(err)
	}
	if v.FirstWrong != first {
		t.Errorf("the blame endpoint's first wrong = %d, want the oracle's %d", v.FirstWrong, first)
	}
	plain := browsertest.Eval(t, ctx, `document.getElementById("pz-plain").textContent`)
	argument := browsertest.Eval(t, ctx, `document.getElementById("pz-argument").textContent`)
	shown := browsertest.Eval(t, ctx, `document.getElementById("puzzle-board").dataset.evidence`)
	var cert struct{ Kind string }
	json.Unmarshal(v.Evidence.Certificate, &cert)
	switch {
	case cert.Kind != "":
		if shown != cert.Kind {
			t.Errorf("the board marks its evidence %q, want the certificate's kind %q", shown, cert.Kind)
		}
	case v.Evidence.Method == "exhaustive":
		if v.Evidence.Count == nil || *v.Evidence.Count != 0 {
			t.Fatalf("blame's exhaustive evidence counts %v, want 0", v.Evidence.Count)
		}
		if shown != "exhaustive" {
			t.Errorf("the board marks its evidence %q, want exhaustive (blame's method)", shown)
		}
		if strings.Contains(plain+argument, "SAT") {
			t.Errorf("the evidence of an exhaustive count is called a SAT answer: %q / %q", plain, argument)
		}
		if want := fmt.Sprintf("%d squares", w*h-len(holes)); !strings.Contains(plain, want) {
			t.Errorf("the evidence %q does not count the shape's %s", plain, want)
		}
	default:
		if shown != "sat" || !strings.Contains(argument, "SAT") {
			t.Errorf("blame's %s evidence: the board marks %q and the argument says %q, want SAT's second opinion", v.Evidence.Method, shown, argument)
		}
	}
	browsertest.Shoot(t, ctx, *screenshots, "shaped-puzzle-blame-"+strings.Trim(strings.NewReplacer("(", "", ")", "", ",", "-", "+", "-").Replace(piece), "-"))
}
