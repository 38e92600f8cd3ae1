package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// keyedTable writes tours as one table whose column id keys the rows:
// each tour's rows in a run, its id in every row, the id column at place
// idAt among the others; with a step column when step is set; its fields
// joined by sep, in walls ("| a | b |") when walls is set.
type keyedTable struct {
	sep    string
	walls  bool
	rule   bool // a rule of dashes under the header, as Markdown and psql draw
	idAt   int  // 0 first, 1 middle, 2 last
	step   bool
	square string // "file,rank", "square", "x,y" or "row,col"
	words  bool   // ids as words ("tour A") rather than numbers
	header bool
}

func (k keyedTable) String() string {
	return fmt.Sprintf("sep %q walls %v id at %d step %v %s words %v header %v", k.sep, k.walls, k.idAt, k.step, k.square, k.words, k.header)
}

// write gives the table of paths on b, their ids ids.
func (k keyedTable) write(b board.Board, paths []board.Path, ids []string) string {
	cells := func(s board.Square) []string {
		switch k.square {
		case "square":
			return []string{s.String()}
		case "x,y":
			return []string{fmt.Sprint(s.X - 1), fmt.Sprint(s.Y - 1)}
		case "row,col":
			return []string{fmt.Sprint(b.H - s.Y), fmt.Sprint(s.X - 1)}
		}
		return []string{string(rune('a' + s.X - 1)), fmt.Sprint(s.Y)}
	}
	name := "tour"
	if k.words {
		name = "solution"
	}
	row := func(id, step string, sq []string) string {
		var fs []string
		if k.step {
			fs = append(fs, step)
		}
		fs = append(fs, sq...)
		at := []int{0, len(fs) / 2, len(fs)}[k.idAt]
		fs = slices.Insert(fs, at, id)
		line := strings.Join(fs, k.sep)
		if k.walls {
			line = "|" + k.sep + line + k.sep + "|"
		}
		return line
	}
	header := row(name, "move", strings.Split(k.square, ","))
	var lines []string
	if k.header {
		lines = append(lines, header)
	}
	if k.header && k.rule {
		lines = append(lines, strings.Map(func(r rune) rune {
			if r == '|' || r == '+' {
				return '+'
			}
			return '-'
		}, header))
	}
	for i, p := range paths {
		for n, s := range p {
			lines = append(lines, row(ids[i], fmt.Sprint(n+1), cells(s)))
		}
	}
	return strings.Join(lines, "\n") + "\n"
}

// TestKeyedTablesProperty: one table holding k = 1..4 tours, keyed by a
// column whose value is constant over each tour's rows (a tour id, as a
// number or a word, the ids in no order), reads as k tours, each the one
// written, whatever the separator (comma, tab, Markdown's or psql's
// '|', spaces), the id's place (first, middle, last), the square's
// spelling (file and rank, a square, x and y, row and col), whether a
// step column counts up beside it and whether a header names the columns
// (not for x and y, which only a header tells apart); with two squares of one tour swapped,
// that tour is never valid and the others still are. The oracle: the
// tours warnsdorffWalk made, checked by walkOK, and the count written.
func TestKeyedTablesProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(49, 1))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 5, H: 6}, {W: 7, H: 5}, {W: 8, H: 8}}
	type sepStyle struct {
		sep         string
		walls, rule bool
	}
	seps := []sepStyle{{",", false, false}, {"\t", false, false}, {" | ", true, true}, {" | ", false, true}, {"  ", false, false}}
	cases := 0
	for _, st := range seps {
		for idAt := range 3 {
			for _, square := range []string{"file,rank", "square", "x,y", "row,col"} {
				for _, step := range []bool{true, false} {
					for _, headed := range []bool{true, false} {
						if !headed && (square == "x,y" || square == "row,col") {
							continue // two columns of numbers: which is x is not certain without a header
						}
						if !headed && !step && idAt == 1 && square == "file,rank" {
							continue // an id between file and rank: a file's letter is read with the number after it
						}
						kt := keyedTable{sep: st.sep, walls: st.walls, rule: st.rule, idAt: idAt, step: step, square: square, words: rng.IntN(2) == 0, header: headed}
						b := boards[rng.IntN(len(boards))]
						k := 1 + rng.IntN(4)
						var paths []board.Path
						for range k {
							p := warnsdorffWalk(rng, b, 500)
							if !walkOK(b, p) {
								t.Fatalf("%v: the test's own tour", b)
							}
							paths = append(paths, p)
						}
						ids := make([]string, k)
						for i, n := range rng.Perm(k) {
							ids[i] = fmt.Sprint(n + 1)
							if kt.words {
								ids[i] = "tour" + string(rune('A'+n))
								if st.sep != "  " {
									ids[i] = "tour " + string(rune('A'+n))
								}
							}
						}
						t.Run(fmt.Sprintf("%d", cases), func(t *testing.T) {
							cases++
							text := kt.write(b, paths, ids)
							for _, given := range []board.Board{{}, b} {
								tours, vs, code := textExit(text, ReadOptions{Board: given}, walkCheck)
								if code != 0 || len(tours) != k || slices.ContainsFunc(vs, func(v Verdict) bool { return v != Valid }) {
									t.Errorf("%v, %d tours on %v (board given %v): read as %v, exit %d, want %d valid, exit 0\n%s", kt, k, b, given, vs, code, k, shortText(text))
									continue
								}
								for i, tr := range tours {
									if !walkOK(b, tr.Readings[0].Path) {
										t.Errorf("%v: tour %d read as %v, no tour of %v", kt, i+1, tr.Readings[0].Path, b)
									}
								}
							}
							bad := rng.IntN(k)
							faulty := slices.Clone(paths)
							faulty[bad] = slices.Clone(paths[bad])
							i, j := rng.IntN(b.Size()), rng.IntN(b.Size()-1)
							if j >= i {
								j++
							}
							faulty[bad][i], faulty[bad][j] = faulty[bad][j], faulty[bad][i]
							if walkOK(b, faulty[bad]) {
								return // the swap made another tour: no fault to find
							}
							text = kt.write(b, faulty, ids)
							tours, vs, code := textExit(text, ReadOptions{Board: b}, walkCheck)
							if code == 0 {
								t.Errorf("%v, tour %d of %d on %v with squares %d and %d swapped: exit 0, want a fault\n%s", kt, bad+1, k, b, i+1, j+1, shortText(text))
								return
							}
							for n, v := range vs {
								if n != bad && (v != Valid || len(tours) != k) {
									t.Errorf("%v, tour %d of %d faulty: tour %d read as %v (%d tours), want valid", kt, bad+1, k, n+1, v, len(tours))
								}
							}
						})
					}
				}
			}
		}
	}
	if cases < 100 {
		t.Fatalf("%d cases, want every combination", cases)
	}
}
