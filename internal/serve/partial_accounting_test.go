package serve

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// knightWalk is an open knight's tour of b from a1, found by a depth-first
// search with Warnsdorff's order that shares no code with the producers;
// nil when none is found within the nodes given.
func knightWalk(b board.Board) board.Path {
	w, h := int(b.W), int(b.H)
	seen := make([]bool, w*h)
	moves := [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	onBoard := func(x, y int) bool { return x >= 0 && x < w && y >= 0 && y < h }
	exits := func(x, y int) int {
		n := 0
		for _, m := range moves {
			if onBoard(x+m[0], y+m[1]) && !seen[(y+m[1])*w+x+m[0]] {
				n++
			}
		}
		return n
	}
	path := make([][2]int, 0, w*h)
	nodes := 0
	var dfs func(x, y int) bool
	dfs = func(x, y int) bool {
		nodes++
		seen[y*w+x] = true
		path = append(path, [2]int{x, y})
		if len(path) == w*h {
			return true
		}
		var next [][2]int
		for _, m := range moves {
			if nx, ny := x+m[0], y+m[1]; onBoard(nx, ny) && !seen[ny*w+nx] {
				next = append(next, [2]int{nx, ny})
			}
		}
		for i := 1; i < len(next); i++ { // insertion sort: stable, so the walk repeats
			for j := i; j > 0 && exits(next[j][0], next[j][1]) < exits(next[j-1][0], next[j-1][1]); j-- {
				next[j], next[j-1] = next[j-1], next[j]
			}
		}
		for _, n := range next {
			if nodes < 200000 && dfs(n[0], n[1]) {
				return true
			}
		}
		seen[y*w+x] = false
		path = path[:len(path)-1]
		return false
	}
	if !dfs(0, 0) {
		return nil
	}
	p := make(board.Path, len(path))
	for i, s := range path {
		p[i] = board.Square{X: int32(s[0]) + 1, Y: int32(s[1]) + 1}
	}
	return p
}

// numberedGrid writes the first k squares of p as a grid of b numbered
// from 1, the top row rank H, every other square written '.'.
func numberedGrid(b board.Board, p board.Path, k int) string {
	cells := make([]string, b.Size())
	for i := range cells {
		cells[i] = "."
	}
	for i, s := range p[:k] {
		cells[(int(b.H)-int(s.Y))*int(b.W)+int(s.X)-1] = fmt.Sprint(i + 1)
	}
	var sb strings.Builder
	for r := range int(b.H) {
		sb.WriteString(strings.Join(cells[r*int(b.W):(r+1)*int(b.W)], " ") + "\n")
	}
	return sb.String()
}

// TestPartialBoardAccounting runs the same inputs through knight verify
// -json and POST /v1/verify and compares their accounting: one row a
// block written, the same verdict in each row, and the page's pass rule
// (check.js: every graded row valid, a tour graded, nothing set aside
// unallowed) on the API's rows agreeing with the command's exit code.
// The oracles: the two entry points must agree; the count of blocks and
// the verdict of each as the test wrote them (a tour found by knightWalk
// and checked here move by move; a board numbering its first squares,
// set aside with no board given and invalid on the board given).
func TestPartialBoardAccounting(t *testing.T) {
	b := board.Board{W: 5, H: 5}
	tour := knightWalk(b)
	if len(tour) != b.Size() {
		t.Fatal("knightWalk found no 5x5 tour")
	}
	for i := 1; i < len(tour); i++ {
		if !board.IsKnightMove(tour[i-1], tour[i]) {
			t.Fatalf("knightWalk's move %d, %v to %v, is no knight move", i, tour[i-1], tour[i])
		}
	}
	list, partial := tour.String()+"\n", numberedGrid(b, tour, 7)
	for _, c := range []struct {
		name  string
		body  string
		args  []string // the command's flags; the query is built from them
		want  []string // each block's verdict, in order
		allow []bool   // each block's "allowed"
		code  int
	}{
		{"partial alone", partial, nil, []string{"set aside"}, []bool{false}, exitUsage},
		{"partial alone, skip-partial", partial, []string{"-skip-partial"}, []string{"set aside"}, []bool{false}, exitUsage},
		{"partial alone, first", partial, []string{"-first"}, []string{"set aside"}, []bool{false}, exitUsage},
		{"partial alone, board given", partial, []string{"-board", "5x5"}, []string{"invalid"}, []bool{false}, exitNo},
		{"tour then partial", list + "\n" + partial, nil, []string{"valid", "set aside"}, []bool{false, false}, exitUsage},
		{"partial then tour", partial + "\n" + list, nil, []string{"set aside", "valid"}, []bool{false, false}, exitUsage},
		{"tour then partial, skip-partial", list + "\n" + partial, []string{"-skip-partial"}, []string{"valid", "set aside"}, []bool{false, true}, exitYes},
		{"tour then partial, board given", list + "\n" + partial, []string{"-board", "5x5"}, []string{"valid", "invalid"}, []bool{false, false}, exitNo},
		{"whole board", numberedGrid(b, tour, b.Size()), nil, []string{"valid"}, []bool{false}, exitYes},
	} {
		t.Run(c.name, func(t *testing.T) {
			srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
			defer srv.Close()
			query := "name=stdin"
			for i := 0; i < len(c.args); i++ {
				name := strings.TrimPrefix(c.args[i], "-")
				if name == "board" {
					i++
					query += "&board=" + c.args[i]
					continue
				}
				query += "&" + name + "=true"
			}
			res, api := post(t, srv.URL+"/v1/verify?"+query, c.body)
			cli, code := command(t, append([]string{"verify", "-json"}, c.args...), c.body)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("POST /v1/verify?%s = %d %s, want 200", query, res.StatusCode, api)
			}
			if string(api) != cli {
				t.Errorf("POST /v1/verify?%s =\n%s\nwant what knight verify -json %v prints:\n%s", query, api, c.args, cli)
			}
			if code != c.code {
				t.Errorf("knight verify %v exits %d, want %d", c.args, code, c.code)
			}
			var rows []struct {
				Verdict string
				Allowed bool
			}
			for _, line := range strings.Split(strings.TrimSuffix(string(api), "\n"), "\n") {
				var row struct {
					Verdict string `json:"verdict"`
					Allowed bool   `json:"allowed"`
				}
				if err := json.Unmarshal([]byte(line), &row); err != nil {
					t.Fatalf("row %q: %v", line, err)
				}
				rows = append(rows, struct {
					Verdict string
					Allowed bool
				}{row.Verdict, row.Allowed})
			}
			if len(rows) != len(c.want) {
				t.Fatalf("%d rows, want one for each of the %d blocks written:\n%s", len(rows), len(c.want), api)
			}
			valid, aside, held := 0, 0, 0
			for i, r := range rows {
				if r.Verdict != c.want[i] || r.Allowed != c.allow[i] {
					t.Errorf("row %d = %s (allowed %v), want %s (allowed %v)", i+1, r.Verdict, r.Allowed, c.want[i], c.allow[i])
				}
				switch {
				case r.Verdict == "valid":
					valid++
				case r.Verdict == "set aside":
					aside++
					if !r.Allowed {
						held++
					}
				}
			}
			graded := len(rows) - aside
			if pagePasses := graded > 0 && valid == graded && held == 0; pagePasses != (code == exitYes) {
				t.Errorf("the page's desk passes = %v, the command exits %d", pagePasses, code)
			}
		})
	}
}
