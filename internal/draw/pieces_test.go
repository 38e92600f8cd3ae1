package draw

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/testsupport/browsertest"
	"github.com/knightcert/knight/prove"
	"github.com/knightcert/knight/verify"
)

// TestEvidencePiecesOnShapes draws the disconnected certificates prove
// gives on boards whose leaper graph falls apart, with holes and other
// leapers, and reads the pictures back: the SVG's squares titled "X,
// piece L" and the text grid's letters. Oracles: the pieces are
// browsertest.LeaperPieces', the tests' own search (Knuth, "Leaper
// graphs", 1994, predicts each split: the giraffe (1,4) needs a side of 8, the zebra
// (2,3) one of 6, the (1,6) leaper one of 12); the certificate passes
// verify; every hole is drawn as one ("hole X" in the SVG, - in the
// text) and in no piece; each piece has its own label, also past 26
// pieces, and each square the certificate names is in a piece of its
// own.
func TestEvidencePiecesOnShapes(t *testing.T) {
	cases := []struct {
		name, size, piece string
		leaps             [][2]int
		holes             []string
	}{
		{"giraffe", "6x6", "giraffe", [][2]int{{1, 4}}, nil},
		{"knight-holes", "8x8", "knight", [][2]int{{1, 2}}, []string{"b3", "c2", "d4", "e5"}},
		{"zebra-hole", "5x5", "zebra", [][2]int{{2, 3}}, []string{"c3"}},
		{"leaper-1-6", "6x6", "(1,6)", [][2]int{{1, 6}}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := board.MustParse(c.size)
			set, err := board.ParseHoles(b, strings.Join(c.holes, ","))
			if err != nil {
				t.Fatal(err)
			}
			q := board.Problem{Board: b, Holes: set, Piece: board.MustParsePiece(c.piece)}
			a, err := prove.Tour(context.Background(), q, prove.Options{})
			if err != nil {
				t.Fatal(err)
			}
			cert, ok := a.Certificate.(evidence.Disconnected)
			if !ok {
				t.Fatalf("prove %v: %v with %T, want a disconnected certificate", q, a.Status, a.Certificate)
			}
			if err := verify.Certificate(q, cert); err != nil {
				t.Fatalf("verify refuses the certificate: %v", err)
			}
			holes := map[string]bool{}
			for _, s := range c.holes {
				holes[s] = true
			}
			want := browsertest.LeaperPieces(int(b.W), int(b.H), holes, c.leaps)
			pic, err := Evidence(a.Document())
			if err != nil {
				t.Fatal(err)
			}

			// The SVG: squares titled with their piece, holes titled so.
			var svg bytes.Buffer
			if err := pic.SVG(&svg); err != nil {
				t.Fatal(err)
			}
			var doc struct {
				Rects []struct {
					Title string `xml:"title"`
				} `xml:"rect"`
				Groups []struct {
					Title string `xml:"title"`
				} `xml:"g"`
			}
			if err := xml.Unmarshal(svg.Bytes(), &doc); err != nil {
				t.Fatalf("the SVG is not XML: %v", err)
			}
			byLabel := map[string][]string{}
			for _, r := range doc.Rects {
				if sq, label, ok := strings.Cut(r.Title, ", piece "); ok {
					byLabel[label] = append(byLabel[label], sq)
				}
			}
			var drawnHoles []string
			for _, g := range doc.Groups {
				if sq, ok := strings.CutPrefix(g.Title, "hole "); ok {
					drawnHoles = append(drawnHoles, sq)
				}
			}
			checkPieces(t, "SVG", byLabel, want, holes, cert)
			slices.Sort(drawnHoles)
			wantHoles := slices.Sorted(maps.Keys(holes))
			if !slices.Equal(drawnHoles, wantHoles) {
				t.Errorf("the SVG draws holes %v, want %v", drawnHoles, wantHoles)
			}

			// The text: a grid of labels, rank H first.
			var text bytes.Buffer
			if err := pic.Text(&text); err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(text.String(), "\n")
			byLabel = map[string][]string{}
			for i := range int(b.H) {
				f := strings.Fields(lines[1+i])
				if len(f) != int(b.W)+1 {
					t.Fatalf("text row %q: want the rank and %d squares", lines[1+i], b.W)
				}
				for x, mark := range f[1:] {
					sq := fmt.Sprintf("%c%d", 'a'+x, int(b.H)-i)
					switch {
					case mark == "-":
						if !holes[sq] {
							t.Errorf("text: %s drawn as a hole, it is none", sq)
						}
					case holes[sq]:
						t.Errorf("text: the hole %s drawn as %q, want -", sq, mark)
					default:
						byLabel[mark] = append(byLabel[mark], sq)
					}
				}
			}
			checkPieces(t, "text", byLabel, want, holes, cert)
		})
	}
}

// checkPieces checks the pieces a picture draws, by label, against the
// oracle's, and that the certificate's named squares lie in pieces of
// their own.
func checkPieces(t *testing.T, what string, byLabel map[string][]string, want [][]string, holes map[string]bool, cert evidence.Disconnected) {
	t.Helper()
	var got [][]string
	pieceOf := map[string]string{}
	for label, squares := range byLabel {
		slices.Sort(squares)
		got = append(got, squares)
		for _, s := range squares {
			pieceOf[s] = label
			if holes[s] {
				t.Errorf("%s: the hole %s is drawn in piece %s", what, s, label)
			}
		}
	}
	slices.SortFunc(got, func(a, b []string) int { return strings.Compare(strings.Join(a, " "), strings.Join(b, " ")) })
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("%s: %d pieces drawn %v, want the oracle's %d: %v", what, len(got), got, len(want), want)
	}
	named := map[string]bool{}
	for _, s := range cert.Squares {
		l := pieceOf[s.String()]
		if l == "" || named[l] {
			t.Errorf("%s: the certificate's %v is drawn in piece %q, want a piece of its own", what, s, l)
		}
		named[l] = true
	}
}

// TestPieceLabel: labels are distinct for any number of pieces. Oracle:
// spreadsheet column names at their turns (A, Z, AA, AZ, BA, ZZ, AAA) and
// a count of distinct labels.
func TestPieceLabel(t *testing.T) {
	for i, want := range map[int]string{0: "A", 25: "Z", 26: "AA", 27: "AB", 51: "AZ", 52: "BA", 701: "ZZ", 702: "AAA"} {
		if got := PieceLabel(i); got != want {
			t.Errorf("PieceLabel(%d) = %s, want %s", i, got, want)
		}
	}
	seen := map[string]bool{}
	for i := range 2000 {
		seen[PieceLabel(i)] = true
	}
	if len(seen) != 2000 {
		t.Errorf("2000 labels, %d distinct, want 2000", len(seen))
	}
}

// TestPieceLetterContrast: a piece's letter, black, reads on its fill,
// whichever of the ten colours, also darkened as dark squares are (black
// at 0.18 over it): 3:1 or more before the white edge drawn round it.
// Oracle: the WCAG 2 contrast ratio of the sRGB colours
// (browsertest.Contrast, by IEC 61966-2-1's transfer function), 3:1 as WCAG 1.4.11 asks of what
// must be seen.
func TestPieceLetterContrast(t *testing.T) {
	for _, fill := range pieceColours {
		var r, g, b int
		if _, err := fmt.Sscanf(fill, "#%02x%02x%02x", &r, &g, &b); err != nil {
			t.Fatal(err)
		}
		for _, shade := range []float64{1, 1 - 0.18} {
			c := [3]float64{float64(r) * shade, float64(g) * shade, float64(b) * shade}
			if ratio := browsertest.Contrast(c, [3]float64{}); ratio < 3 {
				t.Errorf("a black letter on %s shaded %.2f: %.2f:1, want 3:1 or more", fill, shade, ratio)
			}
		}
	}
}
