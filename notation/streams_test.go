package notation

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// warnsdorffWalk is a knight's tour of b made here, by Warnsdorff's rule
// with random tie-breaks and restarts, so that the tours these tests read
// come from no code under test; walkOK checks it move by move. It returns
// nil when tries run out.
func warnsdorffWalk(rng *rand.Rand, b board.Board, tries int) board.Path {
	return lowFirstWalk(rng, b, b.H, tries) // every row allowed from the first move
}

// walkOK is the independent move check: every square on b, each once,
// each a knight's move from the one before.
func walkOK(b board.Board, p board.Path) bool {
	seen := map[board.Square]bool{}
	for i, s := range p {
		if s.X < 1 || s.Y < 1 || s.X > b.W || s.Y > b.H || seen[s] {
			return false
		}
		seen[s] = true
		if i > 0 {
			dx, dy := s.X-p[i-1].X, s.Y-p[i-1].Y
			if dx*dx+dy*dy != 5 {
				return false
			}
		}
	}
	return len(p) == b.Size()
}

// tourDoc is a tour as knight tour -json writes it, with a field the
// reader does not know.
func tourDoc(b board.Board, p board.Path) map[string]any {
	squares := make([]string, len(p))
	for i, s := range p {
		squares[i] = s.String()
	}
	return map[string]any{"board": b.String(), "closed": false, "status": "tour", "tour": squares}
}

// TestReadToursJSONStreams: a stream of JSON documents reads as one tour
// each, however many and however laid out (the first document's board
// does not set the whole stream's byte budget). The oracle: the tours
// written, made by warnsdorffWalk and checked by walkOK; each read back
// must be the one written there.
func TestReadToursJSONStreams(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 1))
	b8 := board.Board{W: 8, H: 8}
	var paths []board.Path
	for len(paths) < 7 {
		p := warnsdorffWalk(rng, b8, 50)
		if p == nil || !walkOK(b8, p) {
			t.Fatalf("the test's own generator made no 8x8 tour")
		}
		paths = append(paths, p)
	}
	layouts := map[string]func(docs [][]byte) string{
		"concatenated": func(docs [][]byte) string { return string(bytes.Join(docs, nil)) },
		"one a line": func(docs [][]byte) string {
			return string(bytes.Join(docs, []byte("\n"))) + "\n"
		},
		"pretty": func(docs [][]byte) string {
			var out []string
			for _, d := range docs {
				var buf bytes.Buffer
				if err := json.Indent(&buf, d, "", "  "); err != nil {
					t.Fatal(err)
				}
				out = append(out, buf.String())
			}
			return strings.Join(out, "\n")
		},
		"blank lines between": func(docs [][]byte) string {
			return "\n\n" + string(bytes.Join(docs, []byte("\n\n\n"))) + "\n\n"
		},
		"mixed": func(docs [][]byte) string {
			var out []string
			for i, d := range docs {
				if i%2 == 1 {
					var buf bytes.Buffer
					json.Indent(&buf, d, "", "\t")
					d = buf.Bytes()
				}
				out = append(out, string(d)+strings.Repeat("\n", i%3))
			}
			return strings.Join(out, "")
		},
	}
	for name, layout := range layouts {
		for _, n := range []int{2, 5, 7} {
			t.Run(fmt.Sprintf("%s/%d", name, n), func(t *testing.T) {
				var docs [][]byte
				for _, p := range paths[:n] {
					d, err := json.Marshal(tourDoc(b8, p))
					if err != nil {
						t.Fatal(err)
					}
					docs = append(docs, d)
				}
				tours, err := ReadTours(strings.NewReader(layout(docs)), ReadOptions{})
				if err != nil {
					t.Fatalf("ReadTours = %v, want %d tours", err, n)
				}
				if len(tours) != n {
					t.Fatalf("ReadTours read %d tours, want the %d written", len(tours), n)
				}
				for i, tour := range tours {
					if tour.Err != nil || len(tour.Readings) != 1 || tour.Readings[0].Path.String() != paths[i].String() {
						t.Errorf("tour %d = %+v, want %v", i+1, tour, paths[i])
					}
				}
			})
		}
	}
}

// TestReadToursManyJSONDocuments: 69 and 100,000 one-line documents (3 MB,
// below the 4 MiB a ReadTours input may hold) read as as many tours, each
// the 1x1 tour written, with and without the board given.
func TestReadToursManyJSONDocuments(t *testing.T) {
	for _, n := range []int{69, 1000, 100000} {
		opts := []ReadOptions{{}, {Board: board.Board{W: 1, H: 1}}}
		if n > 1000 {
			opts = opts[:1] // a second reading of 3 MB shows nothing new
		}
		for _, opt := range opts {
			in := strings.Repeat(`{"board":"1x1","tour":["a1"]}`+"\n", n)
			tours, err := ReadTours(strings.NewReader(in), opt)
			if err != nil {
				t.Fatalf("%d documents, board %v: ReadTours = %v", n, opt.Board, err)
			}
			if len(tours) != n {
				t.Fatalf("%d documents, board %v: read %d tours", n, opt.Board, len(tours))
			}
			last := tours[n-1]
			if last.Err != nil || last.Line != n || last.Readings[0].Path.String() != "a1" {
				t.Errorf("%d documents: the last = %+v, want a1 on line %d", n, last, n)
			}
		}
	}
}

// TestReadToursListsOneALine: square lists printed one after the other
// in one block are one tour each, so that a broken tour between two valid
// ones is graded, not cut off as "the 128 squares after the first 64".
// The oracle: the tours written, one a line or wrapped over
// several, and the swap the test made.
func TestReadToursListsOneALine(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 2))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 8, H: 8}, {W: 6, H: 7}} {
		var paths []board.Path
		for range 3 {
			p := warnsdorffWalk(rng, b, 200)
			if p == nil || !walkOK(b, p) {
				t.Fatalf("no %v tour", b)
			}
			paths = append(paths, p)
		}
		broken := append(board.Path(nil), paths[1]...)
		broken[3], broken[4] = broken[4], broken[3]
		paths[1] = broken
		wrapped := func(p board.Path) string { // a board's rank a line
			var lines []string
			for i := 0; i < len(p); i += int(b.W) {
				lines = append(lines, p[i:min(i+int(b.W), len(p))].String())
			}
			return strings.Join(lines, "\n")
		}
		for name, write := range map[string]func(board.Path) string{
			"one a line": func(p board.Path) string { return p.String() },
			"wrapped":    wrapped,
			"commas":     func(p board.Path) string { return strings.ReplaceAll(p.String(), " ", ", ") },
		} {
			var parts []string
			for _, p := range paths {
				parts = append(parts, write(p))
			}
			in := strings.Join(parts, "\n") + "\n"
			for _, opt := range []ReadOptions{{Board: b}, {}} {
				tours, err := ReadTours(strings.NewReader(in), opt)
				if err != nil {
					t.Fatalf("%v %s: ReadTours = %v", b, name, err)
				}
				if opt.Board == (board.Board{}) && len(tours) == 1 && tours[0].Err != nil {
					continue // no board given: the list may say none (unreadable, not passed)
				}
				if len(tours) != 3 {
					t.Fatalf("%v %s, board %v: read %d tours, want the 3 written", b, name, opt.Board, len(tours))
				}
				for i, tour := range tours {
					if tour.Err != nil || tour.Readings[0].Path.String() != paths[i].String() {
						t.Errorf("%v %s: tour %d = %v %v, want %v", b, name, i+1, tour.Err, tour.Readings, paths[i])
					}
				}
			}
		}
	}
}
