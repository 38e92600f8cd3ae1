package notation

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// sizedDocuments write a tour as one document of a keyed format that
// says its board's size beside the tour, with the text that parts it
// from the next document of the same format.
var sizedDocuments = map[string]struct {
	write func(b board.Board, p board.Path) string
	sep   string
}{
	"toml board table and move tables": {func(b board.Board, p board.Path) string {
		s := fmt.Sprintf("[board]\nwidth = %d\nheight = %d\n", b.W, b.H)
		for k, sq := range p {
			s += fmt.Sprintf("\n[[move]]\nstep = %d\nsquare = %q\n", k+1, sq.String())
		}
		return s
	}, "\n"},
	"yaml documents": {func(b board.Board, p board.Path) string {
		return fmt.Sprintf("width: %d\nheight: %d\ntour: [%s]\n", b.W, b.H, squareList(p, ", "))
	}, "---\n"},
	"yaml size after the tour": {func(b board.Board, p board.Path) string {
		return fmt.Sprintf("tour: [%s]\nsize: %dx%d\n", squareList(p, ", "), b.W, b.H)
	}, "---\n"},
	"json objects": {func(b board.Board, p board.Path) string {
		return fmt.Sprintf("{\"width\": %d, \"height\": %d, \"tour\": [\"%s\"]}\n", b.W, b.H, squareList(p, `", "`))
	}, ""},
	"ini sections": {func(b board.Board, p board.Path) string {
		return fmt.Sprintf("[tour]\nwidth = %d\nheight = %d\nsquares = [%s]\n", b.W, b.H, squareList(p, ", "))
	}, "\n"},
	"go spew dumps": {func(b board.Board, p board.Path) string {
		// The grid numbering p's squares, each by its last step; a
		// square p leaves out is 0.
		num := map[board.Square]int{}
		for k, sq := range p {
			num[sq] = k + 1
		}
		s := fmt.Sprintf("    tour_test.go:31: board:\n        ([][]int) (len=%d cap=%d) {\n", b.H, b.H)
		for y := b.H; y >= 1; y-- {
			s += fmt.Sprintf("         ([]int) (len=%d cap=%d) {\n", b.W, b.W)
			for x := int32(1); x <= b.W; x++ {
				s += fmt.Sprintf("          (int) %d,\n", num[board.Square{X: x, Y: y}])
			}
			s += "         },\n"
		}
		return s + "        }\n"
	}, "--- FAIL: TestTour (0.00s)\n\n"},
	"logfmt records": {func(b board.Board, p board.Path) string {
		s := fmt.Sprintf("w=%d h=%d\n", b.W, b.H)
		for k, sq := range p {
			s += fmt.Sprintf("step=%d square=%s\n", k+1, sq)
		}
		return s
	}, "\n"},
}

// squareList is p's squares in algebraic notation joined by sep.
func squareList(p board.Path, sep string) string {
	out := make([]string, len(p))
	for k, s := range p {
		out[k] = s.String()
	}
	return strings.Join(out, sep)
}

// TestDocumentsSayTheirOwnSize: two or three documents of one keyed
// format in one input, each saying its own board's size, the boards
// unlike (a tour under half of the other board's squares, and one over
// it). The oracle is the tours written (warnsdorffWalk, checked by
// walkOK, the test's own walk check): read with no board given, as many
// tours are read as written; all valid exits 0; one with a fault (two
// squares swapped, one written twice, one dropped) never exits 0, and
// when judged (exit 1) every tour written is counted. A size one
// document says is that document's only.
func TestDocumentsSayTheirOwnSize(t *testing.T) {
	rng := rand.New(rand.NewPCG(30, 1))
	sets := [][]board.Board{
		{{W: 5, H: 8}, {W: 10, H: 10}},
		{{W: 10, H: 10}, {W: 6, H: 6}},
		{{W: 6, H: 9}, {W: 10, H: 10}},
		{{W: 8, H: 8}, {W: 6, H: 5}, {W: 7, H: 7}},
	}
	for _, name := range slices.Sorted(maps.Keys(sizedDocuments)) {
		doc := sizedDocuments[name]
		for _, boards := range sets {
			paths := make([]board.Path, len(boards))
			for k, b := range boards {
				if paths[k] = warnsdorffWalk(rng, b, 500); paths[k] == nil || !walkOK(b, paths[k]) {
					t.Fatalf("%v: the test's own tour", b)
				}
			}
			for faulty := -1; faulty < len(boards); faulty++ {
				for _, fault := range []string{"swap", "repeat", "drop"} {
					if faulty < 0 && fault != "swap" {
						continue // one valid input a set
					}
					docs := make([]string, len(boards))
					for k, b := range boards {
						p := paths[k]
						if k == faulty {
							p = withFault(t, b, p, fault)
						}
						docs[k] = doc.write(b, p)
					}
					text := strings.Join(docs, doc.sep)
					tours, vs, exit := judgeExit(text, board.Board{})
					what := fmt.Sprintf("%s, boards %v, all valid", name, boards)
					if faulty >= 0 {
						what = fmt.Sprintf("%s, boards %v, fault %q in document %d", name, boards, fault, faulty+1)
					}
					switch {
					case faulty < 0 && exit != 0:
						t.Errorf("%s: exit %d, verdicts %v (%v), want 0:\n%s", what, exit, vs, nestedErrs(tours), clip(text))
					case faulty < 0 && len(tours) != len(boards):
						t.Errorf("%s: %d tours read, want %d", what, len(tours), len(boards))
					case faulty >= 0 && exit == 0:
						t.Errorf("%s: exit 0, want a fault or a refusal:\n%s", what, clip(text))
					case faulty >= 0 && exit == 1 && len(tours) != len(boards):
						t.Errorf("%s: %d tours judged, want %d", what, len(tours), len(boards))
					}
				}
			}
		}
	}
}
