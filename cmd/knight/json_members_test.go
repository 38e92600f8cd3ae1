package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// memberValue writes p as a JSON value in one of the ways a program
// keeps a tour beside a document's "tour": squares as strings, [X, Y]
// pairs from 1, the board numbered in rows (top rank first), or a path
// document of its own.
func memberValue(rng *rand.Rand, b board.Board, p board.Path) string {
	squares := func() string {
		sep := []string{",", ", "}[rng.IntN(2)]
		var s []string
		for _, sq := range p {
			s = append(s, `"`+sq.String()+`"`)
		}
		return "[" + strings.Join(s, sep) + "]"
	}
	switch rng.IntN(4) {
	case 0:
		var s []string
		for _, sq := range p {
			s = append(s, fmt.Sprintf("[%d,%d]", sq.X, sq.Y))
		}
		return "[" + strings.Join(s, ",") + "]"
	case 1:
		num := map[board.Square]int{}
		for k, sq := range p {
			num[sq] = k + 1
		}
		var rows []string
		for y := b.H; y >= 1; y-- {
			var row []string
			for x := int32(1); x <= b.W; x++ {
				row = append(row, fmt.Sprint(num[board.Square{X: x, Y: y}]))
			}
			rows = append(rows, "["+strings.Join(row, ", ")+"]")
		}
		return "[" + strings.Join(rows, ", ") + "]"
	case 2:
		return fmt.Sprintf(`{"board": "%v", "tour": %s}`, b, squares())
	}
	return squares()
}

// TestVerifyJSONMembersBesideTour: a path document whose "tour" has
// other tours beside it, under any name, as deep as two objects or a list
// down, one line or pretty-printed, is graded a tour a list: all valid,
// exit 0 with a valid verdict for each list; one faulty, wherever it is,
// exit 1 with that one invalid, never exit 0 with a list unread.
// The oracles: the tours written (walk, checked by firstFault) and the
// swap the test made (firstFault finds its fault).
func TestVerifyJSONMembersBesideTour(t *testing.T) {
	rng := rand.New(rand.NewPCG(49, 1))
	names := []string{"tour2", "path", "moves", "squares", "actual", "previous", "alt", "best", "grid", "expected", "solution", "rejected_paths", "x"}
	for trial := range 60 {
		b := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}}[rng.IntN(3)]
		extras := 1 + rng.IntN(2)
		ps := tours(t, rng, b, 1+extras)
		faulty := -1 // the list broken, -1 for none
		if trial%2 == 1 {
			faulty = rng.IntN(len(ps))
			k := 3 + rng.IntN(b.Size()-6)
			ps[faulty][k], ps[faulty][k+3] = ps[faulty][k+3], ps[faulty][k]
			require.NotZero(t, firstFault(b, ps[faulty]), "the swap breaks the tour")
		}
		var squares []string
		for _, sq := range ps[0] {
			squares = append(squares, `"`+sq.String()+`"`)
		}
		members := []string{`"tour": [` + strings.Join(squares, ", ") + "]"}
		for k, p := range ps[1:] {
			v := memberValue(rng, b, p)
			for range rng.IntN(3) {
				if rng.IntN(2) == 0 {
					v = "[" + v + "]"
				} else {
					v = fmt.Sprintf(`{"%s": %s}`, names[rng.IntN(len(names))], v)
				}
			}
			name := fmt.Sprintf("%s%d", names[rng.IntN(len(names))], k)
			at := rng.IntN(len(members) + 1)
			members = append(members[:at], append([]string{`"` + name + `": ` + v}, members[at:]...)...)
		}
		members = append([]string{fmt.Sprintf(`"board": "%v"`, b)}, members...)
		doc := "{" + strings.Join(members, ", ") + "}\n"
		switch rng.IntN(3) {
		case 1: // a member a line
			doc = "{\n  " + strings.Join(members, ",\n  ") + "\n}\n"
		case 2: // a value a line, as json.dumps(indent=2) writes
			var out bytes.Buffer
			require.NoError(t, json.Indent(&out, []byte(doc), "", "  "), doc)
			doc = out.String()
		}
		require.True(t, json.Valid([]byte(doc)), doc)
		t.Run(fmt.Sprintf("%d %v %d lists", trial, b, len(ps)), func(t *testing.T) {
			code, stdout, stderr := runKnight(t, doc, "verify")
			if faulty < 0 {
				assert.Equal(t, exitYes, code, "%s%s%s", doc, stdout, stderr)
				assert.Equal(t, fmt.Sprintf("%d tours: %d valid, 0 invalid, 0 unreadable", len(ps), len(ps)), summaryOf(stdout), doc)
				return
			}
			assert.Equal(t, exitNo, code, "list %d is faulty: %s%s%s", faulty, doc, stdout, stderr)
			assert.Equal(t, fmt.Sprintf("%d tours: %d valid, 1 invalid, 0 unreadable", len(ps), len(ps)-1), summaryOf(stdout), doc)
		})
	}
}

// TestVerifyKnightDocumentsBesideTour: every path document knight writes
// (tour -json and prove -json, with holes, a prefix, closed, by SAT)
// reads as the one tour it holds, its other members ("prefix", "holes",
// "stats") its claim, not tours; the same document with its tour added
// again under another key, two squares swapped, is two tours, the added
// one invalid. The oracles: the writer's own document (its "tour",
// decoded here) and the swap the test made (firstFault finds its fault).
func TestVerifyKnightDocumentsBesideTour(t *testing.T) {
	for _, args := range [][]string{
		{"tour", "-board", "5x5", "-json"},
		{"tour", "-board", "6x6", "-closed", "-json"},
		{"tour", "-board", "7x7", "-holes", "d4", "-json"},
		{"tour", "-board", "8x8", "-holes", "a1,b1,c1,d1,e1,f1,g1,h1,a2,b2,c2,d2", "-json"},
		{"tour", "-board", "6x6", "-prefix", "a1,b3,c1", "-json"},
		{"prove", "-board", "6x6", "-json"},
		{"prove", "-board", "6x6", "-prefix", "a1,b3,c1,a2,b4,a6,c5,e6,f4,e2,c3,d1", "-json"},
		{"prove", "-board", "6x6", "-closed", "-prefix", "a1,b3,c1,a2,b4,a6,c5,e6,f4,e2,c3,d1,f2", "-json"},
		{"prove", "-board", "5x5", "-method", "sat", "-json"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			code, doc, stderr := runKnight(t, "", args...)
			require.Equal(t, exitYes, code, stderr)
			var written struct {
				Board string
				Tour  []string
			}
			require.NoError(t, json.Unmarshal([]byte(doc), &written))
			b, err := board.Parse(written.Board)
			require.NoError(t, err)
			var p board.Path
			for _, s := range written.Tour {
				sq, err := board.ParseSquare(s)
				require.NoError(t, err)
				p = append(p, sq)
			}
			code, stdout, stderr := runKnight(t, doc, "verify")
			assert.Equal(t, exitYes, code, "%s%s%s", doc, stdout, stderr)
			assert.Equal(t, 1, strings.Count(stdout, "\n"), "one verdict: %s", stdout)
			assert.Contains(t, stdout, fmt.Sprintf(" from %v to %v", p[0], p[len(p)-1]))

			broken := append(board.Path(nil), p...)
			k := len(broken) / 2
			broken[k], broken[k+1] = broken[k+1], broken[k]
			require.NotZero(t, firstFault(b, broken), "the swap breaks the tour")
			var squares []string
			for _, sq := range broken {
				squares = append(squares, `"`+sq.String()+`"`)
			}
			added := strings.TrimSuffix(strings.TrimSpace(doc), "}") + `,"checked_against":[` + strings.Join(squares, ",") + "]}\n"
			code, stdout, stderr = runKnight(t, added, "verify")
			assert.Equal(t, exitNo, code, "%s%s%s", added, stdout, stderr)
			assert.Equal(t, "2 tours: 1 valid, 1 invalid, 0 unreadable", summaryOf(stdout), added)
		})
	}
}
