package draw

import (
	"bytes"
	"encoding/xml"
	"io"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// holeTitles parses svg as XML (it must be well formed) and returns the
// squares named by its titles "hole X", in the order drawn.
func holeTitles(t *testing.T, svg []byte) []string {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(svg))
	var holes []string
	inTitle := false
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return holes
		}
		if err != nil {
			t.Fatalf("the SVG is not well-formed XML: %v", err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			inTitle = tok.Name.Local == "title"
		case xml.EndElement:
			inTitle = false
		case xml.CharData:
			if sq, ok := strings.CutPrefix(string(tok), "hole "); inTitle && ok {
				holes = append(holes, sq)
			}
		}
	}
}

// TestTourDrawsEachHoleOnce: the picture of a path on a board with holes
// marks every hole once and nothing else as a hole. The oracle is the
// list of holes as the test writes it, read back from the SVG's titles
// by an XML parser.
func TestTourDrawsEachHoleOnce(t *testing.T) {
	cases := []struct {
		size  string
		holes []string
		path  string
	}{
		{"5x5", []string{"c3"}, "a1 b3 c1"},
		{"8x8", []string{"a1", "h8", "d4", "e5", "a8"}, "b1 c3 d5"},
		{"3x3", []string{"b2"}, "a1 b3 c1 a2 c3 b1 a3 c2"},
		{"200x3", []string{"a1", "gr3", "cv2"}, ""},
		{"6x6", nil, "a1 b3"},
	}
	for _, c := range cases {
		b := board.MustParse(c.size)
		sh := board.Shape{Board: b}
		if len(c.holes) > 0 {
			var err error
			if sh.Holes, err = board.ParseHoles(b, strings.Join(c.holes, ",")); err != nil {
				t.Fatal(err)
			}
		}
		p, err := board.ParsePath(c.path)
		if err != nil {
			t.Fatal(err)
		}
		var svg bytes.Buffer
		if err := Tour(&svg, sh, p); err != nil {
			t.Fatalf("Tour(%v, %v) = %v", sh, p, err)
		}
		got := holeTitles(t, svg.Bytes())
		slices.Sort(got)
		want := slices.Clone(c.holes)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("Tour(%v, %v) marks holes %v, want %v, each once", sh, p, got, want)
		}
	}
}

// TestTourCaptionCountsCells: a tour of every cell of a shape is called a
// tour, closed when its last move is one of the piece's back to its
// start, out of the cells (not the board's squares). The oracle is the
// count written here: 8 cells of 3x3 without b2, a closed knight's tour.
func TestTourCaptionCountsCells(t *testing.T) {
	b := board.MustParse("3x3")
	holes, err := board.ParseHoles(b, "b2")
	if err != nil {
		t.Fatal(err)
	}
	p, err := board.ParsePath("a1 b3 c1 a2 c3 b1 a3 c2")
	if err != nil {
		t.Fatal(err)
	}
	var svg bytes.Buffer
	if err := Tour(&svg, board.Shape{Board: b, Holes: holes}, p); err != nil {
		t.Fatal(err)
	}
	if want := "3x3 without b2 closed tour, a1 to c2, 8 of 8 squares"; !strings.Contains(svg.String(), want) {
		t.Errorf("caption of a closed tour of 3x3 without b2: want %q in\n%s", want, svg.String())
	}
}
