package browsertest

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// CheckRewound checks that the board shows the position after move at of
// path: those squares numbered, the knight on path[at], marked as the
// mistake, and every later move hidden (no number, not drawn visited).
func CheckRewound(t testing.TB, ctx context.Context, path board.Path, at int) {
	t.Helper()
	if got := Eval(t, ctx, `document.getElementById("board").dataset.view`); got != "rewound" {
		t.Errorf("board view after blame = %q, want rewound", got)
	}
	nums := Eval(t, ctx, `[...document.querySelectorAll("#board .sq")].map(c => c.dataset.sq + "=" + c.querySelector(".num").textContent + "=" + c.classList.contains("visited")).join(" ")`)
	shown := map[string]string{}
	visited := map[string]bool{}
	for _, f := range strings.Fields(nums) {
		p := strings.Split(f, "=")
		shown[p[0]], visited[p[0]] = p[1], p[2] == "true"
	}
	for i, s := range path {
		got := shown[s.String()]
		switch {
		case i <= at && got != strconv.Itoa(i+1):
			t.Errorf("rewound board: %v shows %q, want square %d (counted from 1)", s, got, i+1)
		case i > at && (got != "" || visited[s.String()]):
			t.Errorf("rewound board: %v, move %d after the mistake at %d, shows %q (visited %v), want it hidden", s, i, at, got, visited[s.String()])
		}
	}
	// The legend's key for the mistake shows the number the board shows.
	if key := Eval(t, ctx, `(document.querySelector("#evidence .swatch.deadkey") || {}).textContent || ""`); key != "" && key != strconv.Itoa(at+1) {
		t.Errorf("the legend marks the mistake %q, want square %d as the board numbers it", key, at+1)
	}
	knight := Eval(t, ctx, `[...document.querySelectorAll("#board .sq.knight")].map(c => c.dataset.sq).join(" ")`)
	dead := Eval(t, ctx, `[...document.querySelectorAll("#board .sq.dead")].map(c => c.dataset.sq + "@" + c.dataset.move).join(" ")`)
	if knight != path[at].String() || dead != fmt.Sprintf("%v@%d", path[at], at) {
		t.Errorf("rewound board: knight on %q, mistake marked %q; want the knight on %v, the mistake %v@%d", knight, dead, path[at], path[at], at)
	}
	if plain := Eval(t, ctx, `(document.querySelector("#explain .plain") || {}).textContent || ""`); plain == "" {
		t.Error("no plain sentence before the argument")
	}
}

// CheckCut checks the drawing of a cut or four-lines certificate of the
// position after prefix: the removed squares crossed (a four-lines
// certificate's computed here from its colour and lines); the pieces (oracle: Pieces of the
// squares to cover less the removed ones) each outlined, not filled, under
// a distinct label that the legend explains; and a table row per piece
// whose dark and light counts are the oracle's, with the certificate's
// need and have as its totals.
func CheckCut(t testing.TB, ctx context.Context, b board.Board, prefix board.Path, c evidence.Certificate) {
	t.Helper()
	CheckCutIn(t, ctx, TourPanel, b, prefix, c)
}

// Panel names the elements an argument is drawn in, as CSS selectors: the
// board, the legend and the table, and the id of the full argument's
// details.
type Panel struct{ Board, Legend, Table, Argument string }

// TourPanel is the tour mode's (evidence.js); PuzzlePanel the puzzle
// mode's (puzzle-evidence.js), which draws a tour certificate of the
// problem a puzzle's numbers force with the same code.
var (
	TourPanel   = Panel{Board: "#board", Legend: "#ev-legend", Table: "#ev-table", Argument: "argument"}
	PuzzlePanel = Panel{Board: "#puzzle-board", Legend: "#pz-legend", Table: "#pz-table", Argument: "pz-argument"}
)

// CheckCutIn is CheckCut on the panel on.
func CheckCutIn(t testing.TB, ctx context.Context, on Panel, b board.Board, prefix board.Path, c evidence.Certificate) {
	t.Helper()
	js := strings.NewReplacer("#board", on.Board, "#ev-legend", on.Legend, "#ev-table", on.Table, `"ev-table"`, `"`+strings.TrimPrefix(on.Table, "#")+`"`, `"argument"`, `"`+on.Argument+`"`, "#argument", "#"+on.Argument).Replace
	left := ToCover(b, prefix)
	var cutSquares []board.Square
	var claimNeed, claimHave int
	_, fourLines := c.(evidence.FourLines)
	switch c := c.(type) {
	case evidence.Cut:
		cutSquares, claimNeed, claimHave = c.Squares, c.Need, c.Have
	case evidence.FourLines:
		// Schwenk's cut: the squares still to cover of the certificate's
		// colour on the two inner lines along the side of 4.
		claimNeed, claimHave = c.Need, c.Have
		for s := range left {
			line := s.X
			if c.Lines == evidence.Ranks {
				line = s.Y
			}
			if (line == 2 || line == 3) && s.Colour() == c.Colour {
				cutSquares = append(cutSquares, s)
			}
		}
	default:
		t.Fatalf("CheckCut of a %s certificate", c.Kind())
	}
	var removed []string
	for _, s := range cutSquares {
		delete(left, s)
		removed = append(removed, s.String())
	}
	slices.Sort(removed)
	crossed := strings.Fields(Eval(t, ctx, js(`[...document.querySelectorAll("#board .sq.cut")].map(c => c.dataset.sq).join(" ")`)))
	slices.Sort(crossed)
	if !slices.Equal(crossed, removed) {
		t.Errorf("crossed squares %v, want the certificate's %v", crossed, removed)
	}
	// The table's words match its squares: "2 for each of the N crossed
	// C squares" only with N crossed squares of colour C, counted here.
	foot := Eval(t, ctx, js(`(t => t ? t.tFoot ? t.tFoot.textContent : "" : "")(document.getElementById("ev-table"))`))
	if strings.Contains(foot, "each of the 0 ") {
		t.Errorf("the table speaks of %q: say instead which colour the crossed squares %v are", foot, removed)
	}
	for _, colour := range []board.Colour{board.Dark, board.Light} {
		n := 0
		for _, s := range cutSquares {
			if s.Colour() == colour {
				n++
			}
		}
		name := strings.ToLower(colour.String())
		claim := regexp.MustCompile(`each of the (\d+) crossed ` + name + ` square`).FindStringSubmatch(foot)
		if claim != nil && claim[1] != strconv.Itoa(n) {
			t.Errorf("the table says %q, but %d of the crossed squares %v are %s", claim[0], n, removed, name)
		}
	}
	want := Pieces(b, left)
	// The page's pieces, by label, from the squares' data-piece.
	got := map[string][]string{}
	for _, f := range strings.Fields(Eval(t, ctx, js(`[...document.querySelectorAll("#board .sq[data-piece]")].map(c => c.dataset.piece + "=" + c.dataset.sq).join(" ")`))) {
		label, sq, _ := strings.Cut(f, "=")
		got[label] = append(got[label], sq)
	}
	if len(got) != len(want) {
		t.Errorf("%d pieces labelled on the board, want %d (oracle)", len(got), len(want))
	}
	wantSet := map[string]bool{}
	for _, p := range want {
		wantSet[strings.Join(p, " ")] = true
	}
	for label, squares := range got {
		slices.Sort(squares)
		if !wantSet[strings.Join(squares, " ")] {
			t.Errorf("piece %s = %v, not a piece of the oracle's", label, squares)
		}
	}
	legend := Eval(t, ctx, js(`[...document.querySelectorAll("#ev-legend li[data-piece]")].map(li => li.dataset.piece).join(" ")`))
	outlined := Eval(t, ctx, js(`[...new Set([...document.querySelectorAll("#board svg path.outline")].map(p => p.dataset.piece))].join(" ")`))
	for label := range got {
		if !slices.Contains(strings.Fields(legend), label) {
			t.Errorf("piece %s is not in the legend %q", label, legend)
		}
		if !slices.Contains(strings.Fields(outlined), label) {
			t.Errorf("piece %s has no outline (outlined: %q)", label, outlined)
		}
	}
	// Outlined, not filled: every piece square off the path keeps the
	// colour of a plain square of its colour.
	fill := Eval(t, ctx, js(`(() => {
		const plain = {};
		const probe = document.createElement("div");
		for (const k of ["dark", "light"]) { probe.className = "sq " + k; document.body.append(probe); plain[k] = getComputedStyle(probe).backgroundColor; probe.remove(); }
		return [...document.querySelectorAll("#board .sq[data-piece]:not(.visited):not(.knight)")].filter(c => getComputedStyle(c).backgroundColor !== plain[c.classList.contains("dark") ? "dark" : "light"]).map(c => c.dataset.sq).join(" ");
	})()`))
	if fill != "" {
		t.Errorf("piece squares filled with another colour than the board's: %s", fill)
	}
	// The table: one row per piece, its counts the oracle's.
	rows := Eval(t, ctx, js(`[...document.querySelectorAll("#ev-table tbody tr")].map(r => [r.dataset.piece, r.dataset.dark, r.dataset.light, r.dataset.squares.split(" ").join(",")].join("|")).join("\n")`))
	seen := 0
	for _, line := range strings.Split(rows, "\n") {
		f := strings.Split(line, "|")
		if len(f) != 4 {
			t.Fatalf("table row %q: want label, dark, light and squares", line)
		}
		squares := strings.Split(f[3], ",")
		slices.Sort(squares)
		if !wantSet[strings.Join(squares, " ")] {
			t.Errorf("table row %s lists %v, not a piece of the oracle's", f[0], squares)
			continue
		}
		seen++
		dark, light := 0, 0
		for _, s := range squares {
			if board.MustParseSquare(s).Colour() == board.Dark {
				dark++
			} else {
				light++
			}
		}
		if f[1] != strconv.Itoa(dark) || f[2] != strconv.Itoa(light) {
			t.Errorf("table row %s: %s dark, %s light; want %d dark, %d light (counted from its squares)", f[0], f[1], f[2], dark, light)
		}
	}
	if seen != len(want) {
		t.Errorf("the table has %d rows of pieces, want %d", seen, len(want))
	}
	totals := Eval(t, ctx, js(`(() => { const t = document.getElementById("ev-table"); return t.dataset.need + " " + t.dataset.have; })()`))
	var need, have int
	if _, err := fmt.Sscanf(totals, "%d %d", &need, &have); err != nil {
		t.Fatalf("table totals %q: %v", totals, err)
	}
	// A four-lines certificate claims only the entries its lone squares
	// need (two each and one more); the count over every piece needs at
	// least as many.
	if have != claimHave || need != claimNeed && !(fourLines && need >= claimNeed) {
		t.Errorf("table totals need %d, have %d; want the certificate's %d, %d", need, have, claimNeed, claimHave)
	}
	// The full argument is one tap away.
	if Eval(t, ctx, js(`String(document.getElementById("argument").open)`)) != "false" {
		t.Error("the full argument is open at first, want it one tap away")
	}
	Click(t, ctx, js("#argument summary"))
	if Eval(t, ctx, js(`String(document.getElementById("argument").open)`)) != "true" {
		t.Error("tapping the summary does not open the full argument")
	}
}

// CheckPlainLabels checks that the piece labels drawn on the board are
// readable: 4.5:1 or better against their own background.
func CheckPlainLabels(t testing.TB, ctx context.Context) {
	t.Helper()
	CheckPlainLabelsIn(t, ctx, TourPanel)
}

// CheckPlainLabelsIn is CheckPlainLabels on the panel on.
func CheckPlainLabelsIn(t testing.TB, ctx context.Context, on Panel) {
	t.Helper()
	out := Eval(t, ctx, `[...document.querySelectorAll("`+on.Board+` .plabel")].map(n => { const s = getComputedStyle(n); return n.textContent + "|" + s.color + "|" + s.backgroundColor; }).join("\n")`)
	if out == "" {
		t.Error("no piece labels on the board")
		return
	}
	for _, line := range strings.Split(out, "\n") {
		f := strings.Split(line, "|")
		fg, err1 := rgb(f[1])
		bg, err2 := rgb(f[2])
		if err1 != nil || err2 != nil {
			t.Fatalf("label %s: colours %s on %s", f[0], f[1], f[2])
		}
		if r := Contrast(fg, bg); r < 4.5 {
			t.Errorf("piece label %s: contrast %.2f:1 (%s on %s), want at least 4.5:1", f[0], r, f[1], f[2])
		}
	}
}

// WalkCaseSplit walks a case split through the page, depth levels down:
// at each position the page's move buttons must be the knight's legal
// moves there (oracle: the move rule, computed here) and the board must
// show the position with the moves chosen; it chooses, at each level, the
// first move the certificate splits again, by its button, or, one level
// down, by its square on the board. Then it opens a leaf and goes
// back to the root by the breadcrumbs.
func WalkCaseSplit(t testing.TB, ctx context.Context, b board.Board, prefix board.Path, c evidence.Certificate, depth int, shoot func(string)) {
	t.Helper()
	// The split is summed up: its count of cases (the leaves of the
	// certificate's tree, counted here) in the first sentence and on Next
	// case.
	cases := Leaves(c, func(c evidence.Certificate) []evidence.Certificate {
		var out []evidence.Certificate
		for _, b := range branches(c) {
			out = append(out, b.Certificate)
		}
		return out
	})
	if n, got := cases, Eval(t, ctx, `document.getElementById("ev-next-case").dataset.cases`); got != strconv.Itoa(n) {
		t.Errorf("Next case counts %s cases, want %d (the certificate's leaves)", got, n)
	} else if plain := Eval(t, ctx, `document.querySelector("#explain .plain").textContent`); !strings.Contains(plain, fmt.Sprintf("the %d cases", n)) {
		t.Errorf("the case split's sentence %q does not count its %d cases", plain, n)
	}
	pos := slices.Clone(prefix)
	node := c
	for level := 0; ; level++ {
		if got := Eval(t, ctx, `document.getElementById("ev-tree").dataset.depth`); got != strconv.Itoa(level) {
			t.Fatalf("case split: depth shown %s, want %d", got, level)
		}
		if got := Eval(t, ctx, `document.getElementById("board").dataset.shown`); got != pos.String() {
			t.Errorf("case split level %d: board shows %q, want %q", level, got, pos)
		}
		buttons := strings.Fields(Eval(t, ctx, `[...document.querySelectorAll("#ev-tree .branch-move")].map(b => b.dataset.move).join(" ")`))
		var legal []string
		for _, s := range legalMoves(b, pos) {
			legal = append(legal, s.String())
		}
		slices.Sort(legal)
		sorted := slices.Sorted(slices.Values(buttons))
		if !slices.Equal(sorted, legal) {
			t.Fatalf("case split level %d after %v: moves offered %v, want every legal move %v", level, pos, buttons, legal)
		}
		if level == depth {
			break
		}
		next := -1
		for i, br := range branches(node) {
			if len(branches(br.Certificate)) > 0 {
				next = i
				break
			}
		}
		if next < 0 {
			t.Fatalf("case split level %d: no branch splits again, the walk needs %d levels", level, depth)
		}
		br := branches(node)[next]
		if level == 1 {
			// The square on the board walks the tree as its button does.
			Click(t, ctx, fmt.Sprintf(`#board .sq.branch[data-sq="%v"]`, br.Move))
		} else {
			Click(t, ctx, fmt.Sprintf(`#ev-tree .branch-move[data-move="%v"]`, br.Move))
		}
		pos = append(pos, br.Move)
		node = br.Certificate
	}
	if shoot != nil {
		shoot("split")
	}
	// A leaf: its own argument drawn, its sentence first.
	leaf := -1
	for i, br := range branches(node) {
		if _, split := br.Certificate.(evidence.CaseSplit); !split {
			leaf = i
			break
		}
	}
	if leaf >= 0 {
		br := branches(node)[leaf]
		Click(t, ctx, fmt.Sprintf(`#ev-tree .branch-move[data-move="%v"]`, br.Move))
		pos = append(pos, br.Move)
		if got := Eval(t, ctx, `document.getElementById("board").dataset.shown`); got != pos.String() {
			t.Errorf("case split leaf: board shows %q, want %q", got, pos)
		}
		plain := Eval(t, ctx, `document.querySelector("#explain .plain").textContent`)
		if !strings.Contains(plain, br.Move.String()) {
			t.Errorf("case split leaf after %v: sentence %q does not name the move", br.Move, plain)
		}
		if _, cut := br.Certificate.(evidence.Cut); cut {
			CheckCut(t, ctx, b, pos, br.Certificate)
		} else if Eval(t, ctx, `String(document.querySelectorAll("#ev-legend li").length > 0 && document.querySelectorAll("#ev-table tbody tr").length > 0)`) != "true" {
			t.Errorf("case split leaf (%v): no legend and table drawn", br.Certificate.Kind())
		}
	}
	Click(t, ctx, `#ev-tree .crumb`)
	if got := Eval(t, ctx, `document.getElementById("ev-tree").dataset.depth`); got != "0" {
		t.Errorf("after the first breadcrumb the depth is %s, want 0 (the root)", got)
	}
	if got := Eval(t, ctx, `document.getElementById("board").dataset.shown`); got != prefix.String() {
		t.Errorf("back at the root the board shows %q, want %q", got, prefix)
	}
}

// CheckReplay replays the tour still possible after move before, step by
// step with Next, and checks each step against the move rule: a knight's
// move from the square before onto a square not yet visited, starting
// from path[:before+1] as played and ending with every square visited;
// then "Back to the argument" shows the rewound board again.
func CheckReplay(t testing.TB, ctx context.Context, b board.Board, path board.Path, before int) {
	t.Helper()
	Click(t, ctx, "#ev-replay")
	shown := func() board.Path {
		p, err := board.ParsePath(Eval(t, ctx, `document.getElementById("board").dataset.replay`))
		if err != nil {
			t.Fatalf("replay: %v", err)
		}
		return p
	}
	start := shown()
	if start.String() != path[:before+1].String() {
		t.Fatalf("replay starts at %v, want the game up to move %d, %v", start, before, path[:before+1])
	}
	seen := map[board.Square]bool{}
	for _, s := range start {
		seen[s] = true
	}
	prev := start
	for step := before + 1; step < b.Size(); step++ {
		if Eval(t, ctx, `String(document.getElementById("ev-next").disabled)`) == "true" {
			t.Fatalf("replay stops at move %d of %d", step-1, b.Size()-1)
		}
		Click(t, ctx, "#ev-next")
		cur := shown()
		if len(cur) != len(prev)+1 || cur[:len(prev)].String() != prev.String() {
			t.Fatalf("replay step %d: %v, want %v and one square more", step, cur, prev)
		}
		from, to := prev[len(prev)-1], cur[len(cur)-1]
		dx, dy := abs(to.X-from.X), abs(to.Y-from.Y)
		if !(dx == 1 && dy == 2 || dx == 2 && dy == 1) {
			t.Errorf("replay step %d: %v to %v is not a knight's move", step, from, to)
		}
		if seen[to] || !b.Contains(to) {
			t.Errorf("replay step %d: %v is visited already or off the board", step, to)
		}
		seen[to] = true
		prev = cur
	}
	if len(seen) != b.Size() {
		t.Errorf("the replay covers %d squares, want all %d", len(seen), b.Size())
	}
	if Eval(t, ctx, `String(document.getElementById("ev-next").disabled)`) != "true" {
		t.Error("Next is still live at the end of the replay")
	}
	Click(t, ctx, "#ev-done")
	if got := Eval(t, ctx, `document.getElementById("board").dataset.view + " " + (document.getElementById("board").dataset.replay === undefined)`); got != "rewound true" {
		t.Errorf("after the replay: view and replay gone = %q, want rewound true", got)
	}
}

// branches are c's branches when it is a case split, else none.
func branches(c evidence.Certificate) []evidence.Branch {
	if s, ok := c.(evidence.CaseSplit); ok {
		return s.Branches
	}
	return nil
}
