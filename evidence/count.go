package evidence

import (
	"encoding/json"
	"fmt"
	"math/big"
	"slices"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/internal/docread"
)

var (
	countKeys = []string{"board", "start", "prefix", "end", "closed", "count", "directed", "undirected",
		"factor", "by_start", "method", "shards", "states", "peak_states"}
	// countMethods are the methods a count document may name.
	countMethods = []string{"frontier"}
)

// CountAnswer is the document of `knight count -json`: the number of
// tours of a problem, said directed (as sequences of squares) or
// undirected (a tour and its reverse one), with the work the counter did;
// or, with -by-start, the number from every start square. A count is
// re-counted by verify, not proved by a certificate.
type CountAnswer struct {
	// Problem is the question: open or closed tours of its board, from
	// its prefix, to its end. A by-start answer has no prefix.
	Problem board.Problem
	// Directed says which number Count is.
	Directed bool
	// Count is the number asked for; Undirected the number of tours with
	// a tour and its reverse as one; Factor how many directed tours each
	// undirected one is (2 when nothing in the question fixes the
	// direction, else 1). Nil and 0 in a by-start answer.
	Count, Undirected *big.Int
	Factor            int
	// ByStart is, in a by-start answer, the count (directed when
	// Directed) from each square of the board, in board.Index order.
	ByStart []*big.Int
	// Method names the counter ("frontier"); Shards is how many shards
	// were merged, 0 for a count made whole. States and PeakStates are the
	// work the counter reports: the writer's words, which a checker does
	// not use.
	Method             string
	Shards             int
	States, PeakStates int64
}

// Name is "count".
func (CountAnswer) Name() string { return "count" }

// IsCountAnswer reports whether data is a JSON object with a top-level
// key "undirected" or "by_start", the marks of a [CountAnswer]: the other
// documents have neither. It looks no further; [ParseCountAnswer] reads
// strictly.
func IsCountAnswer(data []byte) bool {
	return docread.HasTopKey(data, "undirected") || docread.HasTopKey(data, "by_start")
}

// ParseCountAnswer reads a [CountAnswer] strictly, as [Read] reads the
// other documents: it checks the syntax, that the problem is well formed
// and that the numbers are counts, not that they are right, which is
// verify's work.
func ParseCountAnswer(data []byte, lim Limits) (CountAnswer, error) {
	if int64(len(data)) > lim.MaxBytes {
		return CountAnswer{}, fmt.Errorf("%w: %w: longer than %d bytes", ErrBadDocument, ErrTooLarge, lim.MaxBytes)
	}
	d := newDecoder(data, lim)
	return docread.Whole(d.Decoder, d.countAnswer)
}

// MarshalJSON writes a as `knight count -json` prints it and
// [ParseCountAnswer] reads it: the problem's start, its prefix when
// longer than the start, and either the numbers with the work or, in a
// by-start answer, the counts by square. A problem with holes or another
// piece than the knight is an error: the document has no words for them.
func (a CountAnswer) MarshalJSON() ([]byte, error) {
	p := a.Problem
	if !p.Shape().Plain() {
		return nil, fmt.Errorf("%w: a count document asks about the knight on a full board, not %v", board.ErrShape, p.Shape())
	}
	doc := struct {
		Board      string            `json:"board"`
		Start      string            `json:"start,omitempty"`
		Prefix     []string          `json:"prefix,omitempty"`
		End        string            `json:"end,omitempty"`
		Closed     bool              `json:"closed"`
		Count      string            `json:"count,omitempty"`
		Directed   bool              `json:"directed"`
		Undirected string            `json:"undirected,omitempty"`
		Factor     int               `json:"factor,omitempty"`
		ByStart    map[string]string `json:"by_start,omitempty"`
		Method     string            `json:"method"`
		Shards     int               `json:"shards,omitempty"`
		States     *int64            `json:"states,omitempty"`
		PeakStates *int64            `json:"peak_states,omitempty"`
	}{Board: p.Board.String(), Closed: p.Closed, Directed: a.Directed, Method: a.Method, Shards: a.Shards}
	if start, ok := p.Start(); ok {
		doc.Start = start.String()
	}
	if len(p.Prefix) > 1 {
		for _, s := range p.Prefix {
			doc.Prefix = append(doc.Prefix, s.String())
		}
	}
	if p.HasEnd() {
		doc.End = p.End.String()
	}
	if a.ByStart != nil {
		doc.ByStart = make(map[string]string, len(a.ByStart))
		for i, n := range a.ByStart {
			doc.ByStart[p.Board.Square(i).String()] = n.String()
		}
	} else {
		doc.Count, doc.Undirected, doc.Factor = a.Count.String(), a.Undirected.String(), a.Factor
		doc.States, doc.PeakStates = &a.States, &a.PeakStates
	}
	return json.Marshal(doc)
}

// maxCountDigits bounds a count's decimal digits: 2^128, the counter's
// limit, has 39.
const maxCountDigits = 64

func (d *decoder) bigCount(what string) (*big.Int, error) {
	s, err := d.Str(what)
	if err != nil {
		return nil, err
	}
	n, ok := new(big.Int).SetString(s, 10)
	if !ok || len(s) > maxCountDigits || n.Sign() < 0 || n.String() != s {
		return nil, d.Errorf(d.At, "%w: %s is %q, want a count in decimal digits (at most %d, no sign or leading zero)", ErrNotDocument, what, s, maxCountDigits)
	}
	return n, nil
}

func (d *decoder) countAnswer() (CountAnswer, error) {
	const what = "the count"
	start := d.Dec.InputOffset()
	var a CountAnswer
	var st board.Square
	var byStart map[string]*big.Int
	keyAt := map[string]int64{}
	err := d.Object(what, func(key string, at int64) error {
		keyAt[key] = at
		var err error
		switch key {
		case "board":
			a.Problem.Board, err = d.Board(key)
		case "start":
			st, err = d.Square(key)
		case "prefix":
			a.Problem.Prefix, err = d.Squares(key)
		case "end":
			a.Problem.End, err = d.Square(key)
		case "closed":
			a.Problem.Closed, err = d.Boolean(key)
		case "count":
			a.Count, err = d.bigCount(key)
		case "directed":
			a.Directed, err = d.Boolean(key)
		case "undirected":
			a.Undirected, err = d.bigCount(key)
		case "factor":
			a.Factor, err = d.Count(key)
		case "by_start":
			byStart, err = d.countsBySquare(key)
		case "method":
			a.Method, err = d.Str(key)
			if err == nil && !slices.Contains(countMethods, a.Method) {
				err = d.Errorf(d.At, "%w: method %q: a count's method is one of %v", ErrNotDocument, a.Method, countMethods)
			}
		case "shards":
			a.Shards, err = d.Count(key)
		case "states":
			a.States, err = d.Integer(key)
		case "peak_states":
			a.PeakStates, err = d.Integer(key)
		case "kind": // knight count -shard's documents, which no one re-counts alone
			return d.Errorf(at, "%w: a shard of a count (knight count -shard) is a part of a state space no other counter splits the same way: it is checked through its merge, knight count -merge -json FILES | knight verify -certificate -", ErrNotDocument)
		default:
			return d.Unknown(key, at, what, countKeys)
		}
		return err
	})
	if err != nil {
		return CountAnswer{}, err
	}
	has := func(k string) bool { _, ok := keyAt[k]; return ok }
	switch {
	case !has("board") || !has("directed"):
		return CountAnswer{}, d.Errorf(start, "%w: a count needs a board and directed", ErrNotDocument)
	case byStart == nil && (!has("count") || !has("undirected") || !has("factor")):
		return CountAnswer{}, d.Errorf(start, "%w: a count needs count, undirected and factor, or by_start", ErrNotDocument)
	}
	if byStart != nil {
		for _, k := range []string{"count", "undirected", "factor", "start", "prefix", "shards"} {
			if has(k) {
				return CountAnswer{}, d.Errorf(keyAt[k], "%w: %q beside by_start: a count from each square has its numbers there, and no start of its own", ErrNotDocument, k)
			}
		}
	}
	if has("start") {
		switch {
		case len(a.Problem.Prefix) == 0:
			a.Problem.Prefix = board.Path{st}
		case a.Problem.Prefix[0] != st:
			return CountAnswer{}, d.Errorf(keyAt["start"], "%w: start %v disagrees with the prefix, which starts on %v", ErrNotDocument, st, a.Problem.Prefix[0])
		}
	}
	if err := a.Problem.Check(); err != nil {
		return CountAnswer{}, d.ErrAt(keyAt["board"], err)
	}
	if byStart != nil {
		var err error
		if a.ByStart, err = d.perSquare("by_start", keyAt["by_start"], a.Problem.Board, byStart); err != nil {
			return CountAnswer{}, err
		}
	}
	return a, nil
}

// countsBySquare reads an object of counts named by square: a count's
// by_start, a survey's counts.
func (d *decoder) countsBySquare(key string) (map[string]*big.Int, error) {
	m := map[string]*big.Int{}
	err := d.Object(key, func(k string, at int64) error {
		n, err := d.bigCount(fmt.Sprintf("%s[%q]", key, k))
		m[k] = n
		return err
	})
	return m, err
}

// perSquare puts counts read by countsBySquare in board.Index order: one
// for every square of b, none for a square off it.
func (d *decoder) perSquare(key string, at int64, b board.Board, m map[string]*big.Int) ([]*big.Int, error) {
	if len(m) != b.Size() {
		return nil, d.Errorf(at, "%w: %s gives %d counts: the %v board has %d squares, one count each", ErrNotDocument, key, len(m), b, b.Size())
	}
	out := make([]*big.Int, b.Size())
	for k, n := range m {
		s, err := board.ParseSquare(k)
		if err != nil || !b.Contains(s) {
			return nil, d.Errorf(at, "%w: %s names %q, not a square of the %v board", ErrNotDocument, key, k, b)
		}
		out[b.Index(s)] = n
	}
	for i, n := range out {
		if n == nil {
			return nil, d.Errorf(at, "%w: %s has no count from %v: it gives one for every square", ErrNotDocument, key, b.Square(i))
		}
	}
	return out, nil
}
