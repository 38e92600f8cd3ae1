package notation

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestStreamedJSONDocuments: over 4 MiB an input is read as one tour, so
// a stream of JSON documents is refused as several tours at the second
// document, wherever it begins and however many follow, never as a count
// of documents over a limit. The oracle: the line and column where the
// test wrote the second document.
func TestStreamedJSONDocuments(t *testing.T) {
	rng := rand.New(rand.NewPCG(49, 2))
	b8 := board.Board{W: 8, H: 8}
	p := warnsdorffWalk(rng, b8, 50)
	if p == nil || !walkOK(b8, p) {
		t.Fatalf("the test's own generator made no 8x8 tour")
	}
	doc, err := json.Marshal(tourDoc(b8, p))
	if err != nil {
		t.Fatal(err)
	}
	var pretty bytes.Buffer
	if err := json.Indent(&pretty, doc, "", "  "); err != nil {
		t.Fatal(err)
	}
	prettyLines := strings.Count(pretty.String(), "\n") + 1
	over := 4<<20 + 1
	cases := []struct {
		name      string
		in        string
		line, col int
	}{
		// More documents than a board has sides: main counted them.
		{"one a line", strings.Repeat(string(doc)+"\n", over/len(doc)+1), 2, 1},
		{"concatenated", strings.Repeat(string(doc), over/len(doc)+1), 1, len(doc) + 1},
		{"pretty", strings.Repeat(pretty.String()+"\n", over/pretty.Len()+1), prettyLines + 1, 1},
		// Two documents, the input long for the spaces after them.
		{"two then spaces", string(doc) + "\n" + string(doc) + "\n" + strings.Repeat(" ", over), 2, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tours, err := ReadTours(strings.NewReader(c.in), ReadOptions{})
			if err == nil && len(tours) == 1 {
				err = tours[0].Err
			}
			var perr *board.ParseError
			if !errors.Is(err, ErrSeveral) || !errors.As(err, &perr) {
				t.Fatalf("ReadTours = %v, want %v at a line and column", err, ErrSeveral)
			}
			if perr.Line != c.line || perr.Col != c.col {
				t.Errorf("ReadTours refused at %d:%d, want %d:%d, where the second document begins (%v)", perr.Line, perr.Col, c.line, c.col, err)
			}
			if msg := err.Error(); !strings.Contains(msg, "second JSON document") || !strings.Contains(msg, "4 MiB") {
				t.Errorf("ReadTours = %v, want it to name the second JSON document and the 4 MiB that decide it", err)
			}
		})
	}
}
