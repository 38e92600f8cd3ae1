package notation

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// besideValues are the ways a document writes a second tour beside its
// "tour": under a key, as strings, pairs or one string of squares, and
// nested in objects and lists at depths 0 to 3.
var besideValues = []struct {
	name string
	wrap func(key string, v any) any
}{
	{"alone", func(key string, v any) any { return map[string]any{key: v} }},
	{"in meta", func(key string, v any) any { return map[string]any{"meta": map[string]any{key: v}} }},
	{"in a list", func(key string, v any) any {
		return map[string]any{"meta": map[string]any{"history": []any{map[string]any{key: v}}}}
	}},
	{"deep", func(key string, v any) any {
		return map[string]any{"run": map[string]any{"log": map[string]any{"best": map[string]any{key: v}}}}
	}},
}

// faultyTour is p with two squares swapped, which walkOK refuses.
func faultyTour(t *testing.T, rng *rand.Rand, b board.Board, p board.Path) board.Path {
	q := append(board.Path(nil), p...)
	for !walkOK(b, p) || walkOK(b, q) {
		q = append(q[:0], p...)
		i, j := rng.IntN(len(q)), rng.IntN(len(q))
		q[i], q[j] = q[j], q[i]
	}
	return q
}

// besideDoc is a path document of p on b with extra's members beside its
// "tour", compact or indented.
func besideDoc(t *testing.T, b board.Board, p board.Path, extra any, indent bool) string {
	doc := tourDoc(b, p)
	for k, v := range extra.(map[string]any) {
		doc[k] = v
	}
	out, err := json.Marshal(doc)
	if indent {
		out, err = json.MarshalIndent(doc, "", "  ")
	}
	if err != nil {
		t.Fatal(err)
	}
	return string(out) + "\n"
}

// asideAt is the Partial skips of tours at line, and all of them.
func asideAt(tours []Tour, line int) (at, all int) {
	for _, tr := range tours {
		for _, d := range tr.Readings {
			for _, sk := range d.Skipped {
				if sk.Partial {
					all++
					if sk.Line == line {
						at++
					}
				}
			}
		}
	}
	return at, all
}

// TestStreamedJSONBesideTour: a JSON document read streamed (as one over
// 4 MiB is) with a faulty second tour beside its "tour", under any key at
// any depth, as squares, pairs or a string, compact or indented, names it
// at its key's line as set aside, as the reader of documents held in
// memory reads it as a tour of its own on that line; never passes it
// over. Values that are no second tour (a "prefix" of the tour, a count)
// are named by neither. The oracles: the tours made by warnsdorffWalk and
// made faulty by a swap, both checked by walkOK; the key's line, found in
// the text written; and the reader in memory on the same bytes.
func TestStreamedJSONBesideTour(t *testing.T) {
	defer func(old int64) { streamAbove = old }(streamAbove)
	rng := rand.New(rand.NewPCG(50, 1))
	keys := []string{"second", "previous", "alt", "solution_b"}
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 10, H: 7}} {
		p := warnsdorffWalk(rng, b, 100)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("the test's own generator made no %v tour", b)
		}
		q := faultyTour(t, rng, b, p)
		forms := map[string]any{"squares": squareStrings(q), "string": q.String()}
		pairs := make([][2]int32, len(q))
		for i, s := range q {
			pairs[i] = [2]int32{s.X, s.Y}
		}
		forms["pairs"] = pairs
		for _, w := range besideValues {
			for form, v := range forms {
				key := keys[rng.IntN(len(keys))]
				indent := rng.IntN(2) == 0
				in := besideDoc(t, b, p, w.wrap(key, v), indent)
				line := strings.Count(in[:strings.Index(in, `"`+key+`"`)], "\n") + 1
				name := fmt.Sprintf("%v/%s/%s/%s/indent=%v", b, w.name, form, key, indent)
				t.Run(name, func(t *testing.T) {
					opt := ReadOptions{Board: b}
					streamAbove = 0
					streamed, err := ReadTours(strings.NewReader(in), opt)
					if err != nil || len(streamed) != 1 || streamed[0].Err != nil {
						t.Fatalf("ReadTours streamed = %+v, %v, want the tour read", streamed, err)
					}
					if at, _ := asideAt(streamed, line); at == 0 {
						t.Errorf("ReadTours streamed of\n%s\nnames no value set aside on line %d: %+v", in, line, streamed[0].Readings[0].Skipped)
					}
					streamAbove = 1 << 40
					held, err := ReadTours(strings.NewReader(in), opt)
					if err != nil {
						t.Fatal(err)
					}
					found := false
					for _, tr := range held[1:] {
						found = found || tr.Line == line
					}
					if at, _ := asideAt(held, line); !found && at == 0 {
						t.Errorf("ReadTours in memory of\n%s\n= %+v, want the value on line %d read or set aside (the test's own expectation is wrong)", in, held, line)
					}
				})
			}
		}
		for _, extra := range []map[string]any{
			{"prefix": squareStrings(p[:fragmentSquares+3]), "nodes": len(p)},
			{"moves": squareStrings(p[:3]), "timings": []float64{0.5, 1.25}},
		} {
			in := besideDoc(t, b, p, extra, true)
			streamAbove = 0
			streamed, err := ReadTours(strings.NewReader(in), ReadOptions{Board: b})
			if err != nil || len(streamed) != 1 {
				t.Fatalf("ReadTours streamed(%q) = %+v, %v, want one tour", in, streamed, err)
			}
			if _, all := asideAt(streamed, 0); all > 0 {
				t.Errorf("ReadTours streamed of\n%s\nsets aside %+v, want nothing: no value beside the tour could be one", in, streamed[0].Readings[0].Skipped)
			}
		}
	}
}

// squareStrings is p's squares as JSON strings.
func squareStrings(p board.Path) []string {
	out := make([]string, len(p))
	for i, s := range p {
		out[i] = s.String()
	}
	return out
}

// TestStreamedJSONBesideTourOver4MiB: a document over 4 MiB, the 90,000
// squares of 300x300 indented deep enough to pass the limit at which
// inputs stream, with a second such list nested beside its "tour", or a
// short one (the first row's squares back, one letter each) under a key
// of its own, names each where its key is: the
// first too long to look into, the second as what could be a tour; the
// "tour" itself reads as written. Reading is what is tested, so the lists
// are the board's squares row by row and back, no tours. The oracles: the
// lists written, and the keys' lines, found in the text written.
func TestStreamedJSONBesideTourOver4MiB(t *testing.T) {
	if testing.Short() {
		t.Skip("an input over 4 MiB")
	}
	b := board.Board{W: 300, H: 300}
	var p board.Path
	for y := int32(1); y <= b.H; y++ {
		for x := int32(1); x <= b.W; x++ {
			p = append(p, board.Square{X: x, Y: y})
		}
	}
	q := slices.Clone(p)
	slices.Reverse(q)
	for _, c := range []struct {
		key   string
		extra map[string]any
	}{
		{"meta", map[string]any{"meta": map[string]any{"previous": squareStrings(q)}}},
		{"alt", map[string]any{"nodes": len(p), "alt": squareStrings(q[len(q)-fragmentSquares-1:])}},
	} {
		doc := tourDoc(b, p)
		for k, v := range c.extra {
			doc[k] = v
		}
		var in string
		for indent := 8; len(in) <= tolerantLimit; indent += 4 {
			out, err := json.MarshalIndent(doc, "", strings.Repeat(" ", indent))
			if err != nil {
				t.Fatal(err)
			}
			in = string(out)
		}
		if len(in) <= tolerantLimit {
			t.Fatalf("the input is %d bytes, want over %d", len(in), tolerantLimit)
		}
		line := strings.Count(in[:strings.Index(in, `"`+c.key+`"`)], "\n") + 1
		tours, err := ReadTours(strings.NewReader(in), ReadOptions{Board: b})
		if err != nil || len(tours) != 1 || tours[0].Err != nil || tours[0].Readings[0].Path.String() != p.String() {
			t.Fatalf("ReadTours(%s) = %d tours, %v, want the tour written", c.key, len(tours), err)
		}
		if at, all := asideAt(tours, line); at != 1 || all != 1 {
			t.Errorf("ReadTours(%s) sets aside %+v, want one value on line %d", c.key, tours[0].Readings[0].Skipped, line)
		}
	}
}
