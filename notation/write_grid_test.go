package notation

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestWriteGridHolesReadBack: a grid written with its holes marked x has
// one x per hole and a '.' for each cell left out, and a tour's reads
// back, by the grid reader and by the auto reader, as the very path
// written (the oracle: the path itself); with no holes it is WritePath's grid byte for
// byte; a path through a hole is refused.
func TestWriteGridHolesReadBack(t *testing.T) {
	cases := []struct {
		size, holes, path string
		tour              bool // every cell: read back by every reader
	}{
		{"3x3", "b2", "a1 b3 c1 a2 c3 b1 a3 c2", true},
		{"5x5", "c3", "a1 b3 a5 c4 e5 d3 e1 c2 e3 d1 b2 a4 c5 e4 d2 b1 a3 b5 d4 e2 c1 a2 b4 d5", true},
		{"5x5", "c3,a5", "a1 b3 c1 e2 d4", false},
		{"4x4", "a1", "b1 d2 c4 a3", false},
	}
	for _, c := range cases {
		b := board.MustParse(c.size)
		holes, err := board.ParseHoles(b, c.holes)
		if err != nil {
			t.Fatal(err)
		}
		p, err := board.ParsePath(c.path)
		if err != nil {
			t.Fatal(err)
		}
		sh := board.Shape{Board: b, Holes: holes}
		var grid bytes.Buffer
		if err := WriteGrid(&grid, sh, p); err != nil {
			t.Fatalf("WriteGrid(%v, %v) = %v", sh, p, err)
		}
		text := grid.String()
		if got, want := strings.Count(text, "x"), holes.Count(); got != want {
			t.Errorf("WriteGrid(%v):\n%s%d x marks, want one per hole, %d", sh, text, got, want)
		}
		if got, want := strings.Count(text, "."), sh.Cells()-len(p); got != want {
			t.Errorf("WriteGrid(%v):\n%s%d . marks, want one per cell left out, %d", sh, text, got, want)
		}
		// A partial path is read back by the grid reader only when no
		// line is marks alone ("x . . . ." is no row to it, nor ". . . ."
		// to the auto reader).
		formats := []Format{Grid, Auto}
		if !c.tour {
			formats = nil
		}
		for _, f := range formats {
			d, err := ReadPath(strings.NewReader(text), ReadOptions{Board: b, Format: f})
			if err != nil {
				t.Fatalf("reading back (%v) WriteGrid(%v):\n%s: %v", f, sh, text, err)
			}
			if d.Path.String() != p.String() {
				t.Errorf("WriteGrid(%v) read back (%v) as %v, want %v", sh, f, d.Path, p)
			}
		}
		var plain, shaped bytes.Buffer
		if err := WritePath(&plain, b, p, Grid); err != nil {
			t.Fatal(err)
		}
		if err := WriteGrid(&shaped, board.Shape{Board: b}, p); err != nil || shaped.String() != plain.String() {
			t.Errorf("WriteGrid(%v with no holes) = %q, %v; want WritePath's grid %q", b, shaped.String(), err, plain.String())
		}
		if err := WriteGrid(io.Discard, sh, append(p[:len(p):len(p)], sh.HoleList()[0])); err == nil {
			t.Errorf("WriteGrid(%v) of a path through hole %v = nil, want an error", sh, sh.HoleList()[0])
		}
	}
}
