package heuristic

import (
	"math/bits"
	"unsafe"

	"github.com/knightcert/knight/board"
)

// visited marks a square that is visited or off the board in grid.deg.
const visited = 0xFF

// grid is the board padded by two squares on every side, so a knight move
// from any board square lands inside the array and needs no bounds check.
// deg holds, for each unvisited board square, its number of unvisited
// neighbours; visited and padding squares hold [visited]. One byte a square
// and int32 indices keep a 10000x10000 board near 100 MB.
type grid struct {
	b   board.Board
	pw  int32    // padded width, b.W+4
	off [8]int32 // index step of each move of board.Moves
	deg []uint8
}

func newGrid(b board.Board) *grid {
	g, _ := newGridStop(b, nil)
	return g
}

// newGridStop is newGrid that asks stop, if set, every [stopEvery] rows'
// worth of bytes whether to give up, and then returns false.
func newGridStop(b board.Board, stop func() bool) (*grid, bool) {
	g := &grid{b: b, pw: b.W + 4}
	for k, m := range board.Moves {
		g.off[k] = m.Y*g.pw + m.X
	}
	g.deg = make([]uint8, int(g.pw)*int(b.H+4))
	adviseHuge(unsafe.Pointer(unsafe.SliceData(g.deg)), uintptr(len(g.deg)))
	return g, g.resetStop(stop)
}

// reset marks every board square unvisited with its full degree.
func (g *grid) reset() { g.resetStop(nil) }

// resetStop is reset, asking stop, if set, every 2^20 bytes whether to
// give up (and then returns false, the grid half made). Rows with the same
// set of on-board moves are identical, so at most five distinct rows are
// computed and the rest copied.
func (g *grid) resetStop(stop func() bool) bool {
	w, h, pw := int(g.b.W), int(g.b.H), int(g.pw)
	const chunk = 1 << 20
	for lo := 0; lo < len(g.deg); lo += chunk {
		if stop != nil && stop() {
			return false
		}
		part := g.deg[lo:min(lo+chunk, len(g.deg))]
		for i := range part {
			part[i] = visited
		}
	}
	colMask := make([]uint8, w+1)
	for x := 1; x <= w; x++ {
		for k, m := range board.Moves {
			if nx := x + int(m.X); nx >= 1 && nx <= w {
				colMask[x] |= 1 << k
			}
		}
	}
	firstRow := map[uint8]int{} // row mask -> first row with it
	for y := 1; y <= h; y++ {
		var rowMask uint8
		for k, m := range board.Moves {
			if ny := y + int(m.Y); ny >= 1 && ny <= h {
				rowMask |= 1 << k
			}
		}
		row := g.deg[(y+1)*pw+2 : (y+1)*pw+2+w]
		if stop != nil && y%max(1, chunk/pw) == 0 && stop() {
			return false
		}
		if y0, ok := firstRow[rowMask]; ok {
			copy(row, g.deg[(y0+1)*pw+2:(y0+1)*pw+2+w])
			continue
		}
		firstRow[rowMask] = y
		for x := 1; x <= w; x++ {
			row[x-1] = uint8(bits.OnesCount8(colMask[x] & rowMask))
		}
	}
	return true
}

func (g *grid) index(s board.Square) int32 { return (s.Y+1)*g.pw + s.X + 1 }

func (g *grid) square(i int32) board.Square {
	return board.Square{X: i%g.pw - 1, Y: i/g.pw - 1}
}

// visit marks square v visited and lowers the degree of its unvisited
// neighbours: eight array touches, whatever the board size.
func (g *grid) visit(v int32) {
	g.deg[v] = visited
	for _, o := range g.off {
		if d := g.deg[v+o]; d != visited {
			g.deg[v+o] = d - 1
		}
	}
}

// move returns the index in board.Moves of the jump from u to v, and false
// if v is not a knight move from u.
func (g *grid) move(u, v int32) (uint8, bool) {
	for k, o := range g.off {
		if u+o == v {
			return uint8(k), true
		}
	}
	return 0, false
}

// adjacent reports whether u and v are a knight move apart.
func (g *grid) adjacent(u, v int32) bool {
	for _, o := range g.off {
		if u+o == v {
			return true
		}
	}
	return false
}
