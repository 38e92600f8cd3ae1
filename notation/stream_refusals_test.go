package notation

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
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

// TestProseWordCutsList: a book's list of squares cut by a page break and
// ended by a sentence on the line of its last squares ("f4, d3; every
// square is visited exactly"), with a square repeated, is undecided, and
// its message names the word that interrupted the list and where that
// list began, not "every" as a bad square. The oracle: the layout the test
// wrote, whose second list begins after the page's header, and the
// repeat it made in a tour that walkOK passed.
func TestProseWordCutsList(t *testing.T) {
	rng := rand.New(rand.NewPCG(49, 4))
	b8 := board.Board{W: 8, H: 8}
	p := warnsdorffWalk(rng, b8, 50)
	if p == nil || !walkOK(b8, p) {
		t.Fatalf("the test's own generator made no 8x8 tour")
	}
	sq := strings.Fields(p.String())
	sq[40] = sq[30] // a square written twice: no tour
	var text strings.Builder
	fmt.Fprintf(&text, "The knight starts at %s and then vis-\nits, in order, %s,\n", sq[0], sq[1])
	line, wordLine, wordCol := 3, 0, 0
	for k, rest := 0, sq[2:]; len(rest) > 0; k++ {
		n := min(15, len(rest))
		row := strings.Join(rest[:n], ", ")
		if rest = rest[n:]; len(rest) > 0 {
			row += ","
		} else {
			wordLine, wordCol = line, len(row)+3
			row += "; every square is visited exactly"
		}
		text.WriteString(row + "\n")
		line++
		if k == 1 {
			text.WriteString("\nPage 12 of 40\nELEMENTARY COMBINATORICS, 2ND EDITION\n\n")
			line += 4
		}
	}
	text.WriteString("once.\n")
	tours, err := ReadTours(strings.NewReader(text.String()), ReadOptions{Board: b8})
	if err != nil {
		t.Fatalf("ReadTours = %v", err)
	}
	var msgs []string
	for _, tr := range tours {
		j := Judge(tr, board.Problem{Board: b8}, walkCheck)
		if j.Verdict == Valid || j.Verdict == Invalid {
			t.Errorf("Judge = %v (%v), want undecided: the list is cut by a page and by a sentence", j.Verdict, j.Err)
		}
		if j.Err != nil {
			msgs = append(msgs, j.Err.Error())
		}
	}
	all := strings.Join(msgs, "\n")
	want := fmt.Sprintf(`%d:%d: the word "every" stands where`, wordLine, wordCol)
	if !strings.Contains(all, want) || !strings.Contains(all, "of the list begun at 9:1") {
		t.Errorf("Judge's messages:\n%s\nwant one at %q naming the list begun at 9:1, after the page's header", all, want)
	}
	if strings.Contains(all, `bad square "every"`) {
		t.Errorf("Judge's messages:\n%s\nwant no word of prose called a bad square", all)
	}
}
