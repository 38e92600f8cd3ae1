package evidence_test

import (
	"encoding/json"
	"errors"
	"math/big"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

// TestParseCount: a count document as knight count -json writes it reads
// back with its numbers; a document with a key twice, an unknown key, a
// count that is not one, a start that disagrees with its prefix, or a
// by_start table missing a square is refused. Oracle: the documents
// written here by hand from the format knight count -json prints.
func TestParseCount(t *testing.T) {
	good := `{"board":"5x5","closed":false,"count":"1728","directed":true,"undirected":"864","factor":2,"method":"frontier","states":24101,"peak_states":5965}`
	doc, err := evidence.Parse([]byte(good), evidence.DefaultLimits)
	if err != nil {
		t.Fatalf("Parse(%s) = %v", good, err)
	}
	a, ok := doc.(evidence.CountAnswer)
	if !ok || a.Count.String() != "1728" || a.Undirected.String() != "864" || a.Factor != 2 || !a.Directed || a.Problem.Board.Size() != 25 {
		t.Fatalf("Parse(%s) = %+v, want the count 1728 directed of 5x5", good, doc)
	}
	table := `{"board":"3x4","closed":false,"directed":true,"by_start":{"a1":"1","a2":"2","a3":"3","a4":"4","b1":"5","b2":"6","b3":"7","b4":"8","c1":"9","c2":"10","c3":"11","c4":"12"},"method":"frontier"}`
	doc, err = evidence.Parse([]byte(table), evidence.DefaultLimits)
	if a, ok := doc.(evidence.CountAnswer); err != nil || !ok || len(a.ByStart) != 12 {
		t.Fatalf("Parse(%s) = %+v, %v; want 12 counts by start", table, doc, err)
	}
	for _, tc := range []struct{ doc, reason string }{
		{`{"board":"5x5","board":"5x5","count":"1","directed":true,"undirected":"1","factor":1}`, "a key twice"},
		{`{"board":"5x5","count":"1","directed":true,"undirected":"1","factor":1,"question":"open tour of 5x5"}`, "an unknown key"},
		{`{"board":"5x5","count":"-1","directed":true,"undirected":"1","factor":1}`, "a negative count"},
		{`{"board":"5x5","count":"01","directed":true,"undirected":"1","factor":1}`, "a leading zero"},
		{`{"board":"5x5","count":1,"directed":true,"undirected":"1","factor":1}`, "a count as a JSON number"},
		{`{"board":"5x5","directed":true,"undirected":"1","factor":1}`, "no count"},
		{`{"board":"5x5","start":"a1","prefix":["b3","a1"],"count":"1","directed":true,"undirected":"1","factor":1}`, "a start not the prefix's first"},
		{`{"board":"5x5","count":"1","directed":true,"undirected":"1","factor":1,"method":"guess"}`, "an unknown method"},
		{`{"board":"3x4","directed":true,"by_start":{"a1":"1"}}`, "a table missing squares"},
		{`{"board":"3x4","start":"a1","directed":true,"by_start":{"a1":"1"}}`, "a start beside a table"},
		{`{"kind":"knight-count-shard","board":"6x6","closed":true,"prefix":"","end":"","shard":0,"shards":4,"undirected":"2998","factor":2,"expanded":188881,"peak_states":51377}`, "a shard, checked through its merge"},
	} {
		if _, err := evidence.Parse([]byte(tc.doc), evidence.DefaultLimits); !errors.Is(err, evidence.ErrBadDocument) && !errors.Is(err, evidence.ErrNotDocument) && !errors.Is(err, evidence.ErrUnknownKey) && !errors.Is(err, evidence.ErrDuplicateKey) {
			t.Errorf("Parse(%s) = %v, want an error: %s", tc.doc, err, tc.reason)
		}
	}
}

// TestCountAnswerRoundTrip: what CountAnswer's MarshalJSON writes,
// ParseCountAnswer reads back to the same answer, for answers drawn at
// random: boards, starts, prefixes, ends, closure, counts past 2^64, and
// tables by start. Oracle: the strict reader, written apart from the
// writer.
func TestCountAnswerRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 25))
	count := func() *big.Int {
		n := new(big.Int).SetUint64(rng.Uint64())
		return n.Lsh(n, uint(rng.IntN(70)))
	}
	for range 300 {
		b := board.Board{W: 1 + rng.Int32N(9), H: 1 + rng.Int32N(9)}
		p := board.Problem{Board: b, Closed: rng.IntN(2) == 0}
		for range rng.IntN(3) {
			s := b.Square(rng.IntN(b.Size()))
			if len(p.Prefix) > 0 && !board.IsKnightMove(p.Prefix[len(p.Prefix)-1], s) {
				break
			}
			p.Prefix = append(p.Prefix, s)
		}
		if rng.IntN(2) == 0 {
			p.End = b.Square(rng.IntN(b.Size()))
		}
		if p.Check() != nil {
			continue
		}
		a := evidence.CountAnswer{Problem: p, Directed: rng.IntN(2) == 0, Method: "frontier"}
		if rng.IntN(3) == 0 {
			a.Problem.Prefix = nil
			for range b.Size() {
				a.ByStart = append(a.ByStart, count())
			}
		} else {
			a.Count, a.Undirected, a.Factor = count(), count(), 1+rng.IntN(2)
			a.Shards, a.States, a.PeakStates = rng.IntN(3), rng.Int64N(1e12), rng.Int64N(1e9)
		}
		data, err := json.Marshal(a)
		if err != nil {
			t.Fatalf("Marshal(%+v) = %v", a, err)
		}
		got, err := evidence.ParseCountAnswer(data, evidence.DefaultLimits)
		if err != nil || !reflect.DeepEqual(got, a) {
			t.Fatalf("ParseCountAnswer(%s) = %+v, %v; want %+v", data, got, err, a)
		}
		// The same answer about a shape has no document: the reader
		// would take it for the full board's.
		a.Problem.Piece = board.MustParsePiece("camel")
		if data, err := json.Marshal(a); !errors.Is(err, board.ErrShape) {
			t.Fatalf("Marshal(%+v) = %s, %v; want %v", a, data, err, board.ErrShape)
		}
	}
}
