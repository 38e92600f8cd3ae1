package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
)

// TestPathsAreKnightPaths checks every path the peer prints with knight's
// verifier, and a full one as a tour: the peer may get stuck (plain
// Warnsdorff does), but what it prints must be a real knight's path.
func TestPathsAreKnightPaths(t *testing.T) {
	for _, size := range []string{"5x5", "8x8", "12x7", "30x30"} {
		var out bytes.Buffer
		code := run([]string{"-board", size, "-print"}, &out, &bytes.Buffer{})
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		var p board.Path
		for _, l := range lines[:len(lines)-1] {
			var x, y int32
			if _, err := fmt.Sscanf(l, "%d,%d", &x, &y); err != nil {
				t.Fatalf("warnsdorff -board %s printed %q: %v", size, l, err)
			}
			p = append(p, board.Square{X: x + 1, Y: y + 1}) // knight counts from 1
		}
		b := board.MustParse(size)
		if err := verify.Path(b, p); err != nil {
			t.Errorf("warnsdorff -board %s: %v", size, err)
		}
		if code == 0 {
			if err := verify.Tour(board.Problem{Board: b}, p); err != nil {
				t.Errorf("warnsdorff -board %s exits 0 with %v", size, err)
			}
		}
		if want := map[bool]string{true: "tour", false: "stuck"}[code == 0]; !strings.HasPrefix(lines[len(lines)-1], want) {
			t.Errorf("warnsdorff -board %s exits %d with %q, want %q", size, code, lines[len(lines)-1], want)
		}
	}
}
