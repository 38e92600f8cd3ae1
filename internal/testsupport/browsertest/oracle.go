package browsertest

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/knightcert/knight/board"
)

// The oracles of the evidence checks: what the page must show, computed
// from the board and the path alone by the rules of the game.

// ToCover is the oracle's squares still to cover after prefix: the
// unvisited squares and the knight's.
func ToCover(b board.Board, prefix board.Path) map[board.Square]bool {
	seen := map[board.Square]bool{}
	for _, s := range prefix {
		seen[s] = true
	}
	out := map[board.Square]bool{}
	for y := int32(1); y <= b.H; y++ {
		for x := int32(1); x <= b.W; x++ {
			if s := (board.Square{X: x, Y: y}); !seen[s] {
				out[s] = true
			}
		}
	}
	out[prefix[len(prefix)-1]] = true
	return out
}

// Pieces is the oracle's split of the squares of left into the pieces
// knight moves join, each piece its squares' names sorted.
func Pieces(b board.Board, left map[board.Square]bool) [][]string {
	seen := map[board.Square]bool{}
	var pieces [][]string
	for y := int32(1); y <= b.H; y++ {
		for x := int32(1); x <= b.W; x++ {
			s := board.Square{X: x, Y: y}
			if !left[s] || seen[s] {
				continue
			}
			seen[s] = true
			queue := []board.Square{s}
			var names []string
			for len(queue) > 0 {
				q := queue[0]
				queue = queue[1:]
				names = append(names, q.String())
				for _, d := range [][2]int32{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
					n := board.Square{X: q.X + d[0], Y: q.Y + d[1]}
					if left[n] && !seen[n] {
						seen[n] = true
						queue = append(queue, n)
					}
				}
			}
			slices.Sort(names)
			pieces = append(pieces, names)
		}
	}
	return pieces
}

func legalMoves(b board.Board, path board.Path) []board.Square {
	seen := map[board.Square]bool{}
	for _, s := range path {
		seen[s] = true
	}
	at := path[len(path)-1]
	var out []board.Square
	for _, d := range [][2]int32{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
		s := board.Square{X: at.X + d[0], Y: at.Y + d[1]}
		if s.X >= 1 && s.X <= b.W && s.Y >= 1 && s.Y <= b.H && !seen[s] {
			out = append(out, s)
		}
	}
	return out
}

func abs(v int32) int32 {
	if v < 0 {
		return -v
	}
	return v
}

// Contrast is the WCAG 2 contrast ratio of two sRGB colours.
func Contrast(a, b [3]float64) float64 {
	lum := func(c [3]float64) float64 {
		l := Linear(c)
		return 0.2126*l[0] + 0.7152*l[1] + 0.0722*l[2]
	}
	la, lb := lum(a), lum(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// Linear is an sRGB colour (0 to 255 a channel) in linear light (0 to 1),
// by IEC 61966-2-1's transfer function.
func Linear(c [3]float64) [3]float64 {
	var l [3]float64
	for i, v := range c {
		v /= 255
		if v <= 0.04045 {
			l[i] = v / 12.92
		} else {
			l[i] = math.Pow((v+0.055)/1.055, 2.4)
		}
	}
	return l
}

// ParseColour reads a CSS colour as a style sheet or a computed style
// writes it, "#rrggbb", "rgb(r, g, b)" or "rgba(r, g, b, a)", and its
// alpha (1 but for rgba).
func ParseColour(s string) (c [3]float64, alpha float64, err error) {
	var r, g, b int
	t := strings.ReplaceAll(s, " ", "")
	if n, _ := fmt.Sscanf(t, "#%02x%02x%02x", &r, &g, &b); n == 3 && len(t) == 7 {
		return [3]float64{float64(r), float64(g), float64(b)}, 1, nil
	}
	if n, _ := fmt.Sscanf(t, "rgba(%g,%g,%g,%g)", &c[0], &c[1], &c[2], &alpha); n == 4 {
		return c, alpha, nil
	}
	if n, _ := fmt.Sscanf(t, "rgb(%g,%g,%g)", &c[0], &c[1], &c[2]); n == 3 {
		return c, 1, nil
	}
	return c, 0, fmt.Errorf("colour %q: want #rrggbb, rgb() or rgba()", s)
}

// rgb is [ParseColour] refusing a colour with alpha, as its contrast
// depends on what lies under it.
func rgb(s string) ([3]float64, error) {
	c, alpha, err := ParseColour(s)
	if err == nil && alpha != 1 {
		err = fmt.Errorf("colour %q: want an opaque colour", s)
	}
	return c, err
}

// LeaperTourFault is the tests' own check of a tour of a leaper on a
// w x h board with holes, sharing no code with board, verify or the
// page: every square on the board and not a hole, none twice, every
// square left visited, each move an (a,b) leap in some direction. It
// returns what is wrong, or "".
func LeaperTourFault(w, h int, holes map[string]bool, a, b int, tour []string) string {
	seen := map[string]bool{}
	var px, py int
	for i, s := range tour {
		var f rune
		var y int
		if n, _ := fmt.Sscanf(s, "%c%d", &f, &y); n != 2 {
			return fmt.Sprintf("square %d, %q, is not a square", i+1, s)
		}
		x := int(f-'a') + 1
		switch {
		case x < 1 || x > w || y < 1 || y > h:
			return fmt.Sprintf("square %d, %s, is off the %dx%d board", i+1, s, w, h)
		case holes[s]:
			return fmt.Sprintf("square %d, %s, is a hole", i+1, s)
		case seen[s]:
			return fmt.Sprintf("square %d, %s, is visited twice", i+1, s)
		}
		seen[s] = true
		if i > 0 {
			dx, dy := absInt(x-px), absInt(y-py)
			if !(dx == a && dy == b || dx == b && dy == a) {
				return fmt.Sprintf("move %d, %s to %s, is not a (%d,%d) leap", i, tour[i-1], s, a, b)
			}
		}
		px, py = x, y
	}
	if want := w*h - len(holes); len(tour) != want {
		return fmt.Sprintf("the tour visits %d squares, want every one of the %d left", len(tour), want)
	}
	return ""
}

func absInt(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// LeaperPieces is the tests' own split of a w x h board without holes
// into the pieces the leaps' moves join (each (a,b) in all eight
// directions), by breadth-first search; it shares no code with board,
// evidence, draw or the page. Each piece is its squares' names, sorted,
// and the pieces are sorted.
func LeaperPieces(w, h int, holes map[string]bool, leaps [][2]int) [][]string {
	name := func(x, y int) string { return fmt.Sprintf("%c%d", 'a'+x-1, y) }
	seen := map[string]bool{}
	var pieces [][]string
	for y := 1; y <= h; y++ {
		for x := 1; x <= w; x++ {
			if holes[name(x, y)] || seen[name(x, y)] {
				continue
			}
			seen[name(x, y)] = true
			queue := [][2]int{{x, y}}
			var piece []string
			for len(queue) > 0 {
				q := queue[0]
				queue = queue[1:]
				piece = append(piece, name(q[0], q[1]))
				for _, l := range leaps {
					for _, d := range [][2]int{{l[0], l[1]}, {l[1], l[0]}} {
						for _, s := range [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}} {
							nx, ny := q[0]+s[0]*d[0], q[1]+s[1]*d[1]
							if nx < 1 || nx > w || ny < 1 || ny > h || holes[name(nx, ny)] || seen[name(nx, ny)] {
								continue
							}
							seen[name(nx, ny)] = true
							queue = append(queue, [2]int{nx, ny})
						}
					}
				}
			}
			slices.Sort(piece)
			pieces = append(pieces, piece)
		}
	}
	slices.SortFunc(pieces, slices.Compare)
	return pieces
}
