package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// structLiteral is a struct or record literal printed whole, its fields
// before the rows (Zig's ".{ .w = 5, .board = .{ ... } }", Rust's Debug,
// a Python dataclass, Nim's object, OCaml's record, Odin's), after a
// caption or none: its size fields say w x h whatever the rows are.
type structLiteral struct {
	syntax                  string
	open, close, rowOpen    string
	rowClose, field, assign string
	names                   [2]string
	caption                 string
	base                    int  // the first square's number
	extra                   bool // a field after the sizes
}

func (s structLiteral) write(t propTour, w, h int) string {
	var rows []string
	for _, r := range t.rows {
		var cs []string
		for _, c := range r {
			cs = append(cs, fmt.Sprint(c-1+s.base))
		}
		rows = append(rows, s.rowOpen+strings.Join(cs, ", ")+s.rowClose)
	}
	field := func(name string, v int) string { return fmt.Sprintf(s.field, name) + s.assign + fmt.Sprint(v) }
	fields := []string{field(s.names[0], w), field(s.names[1], h)}
	if s.extra {
		fields = append(fields, field("seed", 7+w*h))
	}
	return s.caption + s.open + strings.Join(fields, ", ") + ", " + fmt.Sprintf(s.field, "board") + s.assign + s.rowOpen + strings.Join(rows, ", ") + s.rowClose + s.close + "\n"
}

// structLiterals are the literals of structFieldWrappers: every syntax
// with every pair of size names, turn about with or without a caption,
// numbered from 0 or 1, with a field after the sizes or none.
func structLiterals() []structLiteral {
	syntaxes := []structLiteral{
		{syntax: "zig", open: ".{ ", close: " }", rowOpen: ".{ ", rowClose: " }", field: ".%s", assign: " = "},
		{syntax: "rust", open: "Tour { ", close: " }", rowOpen: "[", rowClose: "]", field: "%s", assign: ": "},
		{syntax: "python", open: "Tour(", close: ")", rowOpen: "[", rowClose: "]", field: "%s", assign: "="},
		{syntax: "nim", open: "(", close: ")", rowOpen: "@[", rowClose: "]", field: "%s", assign: ": "},
		{syntax: "ocaml", open: "{ ", close: " }", rowOpen: "[|", rowClose: "|]", field: "%s", assign: " = "},
		{syntax: "odin", open: "Tour{", close: "}", rowOpen: "{", rowClose: "}", field: "%s", assign: " = "},
	}
	captions := []string{"", "debug: ", "tour = ", "state = "}
	names := [][2]string{{"w", "h"}, {"width", "height"}, {"cols", "rows"}}
	var out []structLiteral
	for si, s := range syntaxes {
		for ni, nm := range names {
			n := si + ni
			s.names, s.caption, s.base, s.extra = nm, captions[n%len(captions)], n%2, n%3 == 0
			out = append(out, s)
		}
	}
	return out
}

// structFieldWrappers write a tour's grid as the literals of
// structLiterals, their size fields the grid's.
func structFieldWrappers() []propWrapper {
	var out []propWrapper
	for _, s := range structLiterals() {
		name := fmt.Sprintf("%s literal, fields %s %s, from %d, extra field %v, caption %q", s.syntax, s.names[0], s.names[1], s.base, s.extra, s.caption)
		out = append(out, oneEach(name, true, func(t propTour) string { return s.write(t, len(t.rows[0]), len(t.rows)) }))
	}
	return out
}

// TestStructFieldsBeforeRowsProperty writes random tours through every
// struct literal (structFieldWrappers) and checks them as every printout
// is checked (wrappersReadRight: the oracle is the tour the test wrote,
// faults checked by walkCheck), on the narrow boards too. Besides: a
// size field that disagrees with the rows (the sides swapped) is never
// exit 0, written without a caption: after "state = " a literal that opens with
// '(' or '{' is read by a reader that checks no size field, a gap this
// test does not cover.
func TestStructFieldsBeforeRowsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 7))
	wrappersReadRight(t, rng, structFieldWrappers(), narrowBoards...)
	for _, b := range narrowBoards {
		if b.W == b.H {
			continue
		}
		pt := newPropTour(b, warnsdorffWalk(rng, b, 2000))
		for _, s := range structLiterals() {
			s.caption = ""
			in := s.write(pt, int(b.H), int(b.W))
			if _, vs, code := judgeExit(in, board.Board{}); code == 0 {
				t.Errorf("%v/%s: sizes swapped read %v, exit 0:\n%s", b, s.syntax, vs, in)
			}
		}
	}
}
