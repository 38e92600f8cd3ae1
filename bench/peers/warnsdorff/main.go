// Command warnsdorff is a peer for knight's benchmarks: the plain rule of
// Warnsdorff (1823), written from the rule alone and sharing no code with
// knight. From the start square it moves to the unvisited neighbour with
// the fewest unvisited onward neighbours, ties going to the first in a
// fixed move order, until every square is visited or no move is left. It
// costs O(8^2) per square and one byte per square.
//
// Usage:
//
//	warnsdorff [-board WxH] [-start X,Y] [-print]
//
// X and Y count from 0 at the bottom-left corner. It prints "tour" and the
// number of squares, or "stuck" and how many were visited (exit 1); with
// -print, the squares one per line as X,Y.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("warnsdorff", flag.ContinueOnError)
	fs.SetOutput(stderr)
	size := fs.String("board", "8x8", "board `WxH`")
	start := fs.String("start", "0,0", "start square `X,Y` from 0")
	printPath := fs.Bool("print", false, "print the path, one X,Y a line")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	var w, h, x, y int
	if _, err := fmt.Sscanf(*size, "%dx%d", &w, &h); err != nil || w < 1 || h < 1 || w*h > 1<<30 {
		fmt.Fprintf(stderr, "warnsdorff: -board %q: want WxH, sides at least 1, at most 2^30 squares\n", *size)
		return 2
	}
	if _, err := fmt.Sscanf(*start, "%d,%d", &x, &y); err != nil || x < 0 || y < 0 || x >= w || y >= h {
		fmt.Fprintf(stderr, "warnsdorff: -start %q: want X,Y on the %dx%d board\n", *start, w, h)
		return 2
	}
	path := tour(w, h, x, y)
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	if *printPath {
		for _, s := range path {
			fmt.Fprintf(out, "%d,%d\n", s%w, s/w)
		}
	}
	if len(path) < w*h {
		fmt.Fprintf(out, "stuck %d\n", len(path))
		return 1
	}
	fmt.Fprintf(out, "tour %d\n", len(path))
	return 0
}

var moves = [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}

// tour returns the squares visited, as x + y*w, from (x, y).
func tour(w, h, x, y int) []int {
	visited := make([]bool, w*h)
	free := func(x, y int) bool { return x >= 0 && y >= 0 && x < w && y < h && !visited[x+y*w] }
	degree := func(x, y int) int {
		d := 0
		for _, m := range moves {
			if free(x+m[0], y+m[1]) {
				d++
			}
		}
		return d
	}
	path := make([]int, 0, w*h)
	for {
		visited[x+y*w] = true
		path = append(path, x+y*w)
		best, bx, by := 9, -1, -1
		for _, m := range moves {
			nx, ny := x+m[0], y+m[1]
			if free(nx, ny) {
				if d := degree(nx, ny); d < best {
					best, bx, by = d, nx, ny
				}
			}
		}
		if bx < 0 {
			return path
		}
		x, y = bx, by
	}
}
