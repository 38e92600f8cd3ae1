package count

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/knightcert/knight/board"
)

// ShardKind names a shard document.
const ShardKind = "knight-count-shard"

// Shard is the document one shard of a count prints: the question, its
// part of the state space and that part's count. It is an answer, not
// evidence: a merge checks that its shards are one question, each part
// once, and adds them; nothing re-derives a shard's count.
type Shard struct {
	Kind   string `json:"kind"`
	Board  string `json:"board"`
	Closed bool   `json:"closed"`
	// Prefix and End are the question's squares, "" when none.
	Prefix string `json:"prefix"`
	End    string `json:"end"`
	Shard  int    `json:"shard"`
	Shards int    `json:"shards"`
	// Split is Result.SplitCells: shards parted after other cells are
	// other parts, and do not add up to the whole.
	Split int `json:"split"`
	// Space is Result.SplitDigest in 16 lower-case hex digits: shards
	// of two partitions of the same states (made by knights that order
	// a line's cells or hash the states otherwise) overlap or leave
	// gaps, and differ here.
	Space string `json:"space"`
	// Undirected is the shard's count in decimal; Factor as in Result.
	Undirected string `json:"undirected"`
	Factor     int    `json:"factor"`
	Expanded   int64  `json:"expanded"`
	PeakStates int    `json:"peak_states"`
}

// NewShard is the document of r, shard i of n of p's count; r is exact.
func NewShard(p board.Problem, i, n int, r Result) Shard {
	s := Shard{Kind: ShardKind, Board: p.Board.String(), Closed: p.Closed, Shard: i, Shards: n, Split: r.SplitCells,
		Space:      fmt.Sprintf("%016x", r.SplitDigest),
		Undirected: r.Undirected.String(), Factor: r.Factor, Expanded: r.Expanded, PeakStates: r.PeakStates}
	if len(p.Prefix) > 0 {
		s.Prefix = p.Prefix.String()
	}
	if p.HasEnd() {
		s.End = p.End.String()
	}
	return s
}

// ErrShards is wrapped by every error of [ReadShard] and [Merge].
var ErrShards = errors.New("bad shard set")

// ReadShard reads a shard document as [Shard]'s JSON writes it, and
// nothing else: unknown, repeated or case-variant keys and any other
// spacing are refused, so that one document cannot be read two ways.
func ReadShard(name string, data []byte) (Shard, error) {
	text := bytes.TrimRight(data, "\r\n")
	var s Shard
	dec := json.NewDecoder(bytes.NewReader(text))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return Shard{}, fmt.Errorf("%w: %s: %v", ErrShards, name, err)
	}
	if s.Kind == ShardKind && s.Space == "" && !bytes.Contains(text, []byte(`"space":`)) {
		return Shard{}, fmt.Errorf("%w: %s: no \"space\": a shard document of an older knight, whose partition of the states cannot be checked; count the shard again", ErrShards, name)
	}
	again, err := json.Marshal(s)
	if err != nil || !bytes.Equal(again, text) {
		return Shard{}, fmt.Errorf("%w: %s: not a shard document as knight count -shard writes it (one line, its keys once each, in order)", ErrShards, name)
	}
	if s.Kind != ShardKind {
		return Shard{}, fmt.Errorf("%w: %s: kind %q, want %q", ErrShards, name, s.Kind, ShardKind)
	}
	if s.Shards < 1 || s.Shard < 0 || s.Shard >= s.Shards {
		return Shard{}, fmt.Errorf("%w: %s: shard %d/%d: want 0 <= shard < shards", ErrShards, name, s.Shard, s.Shards)
	}
	if s.Split < 0 {
		return Shard{}, fmt.Errorf("%w: %s: split %d: want 0 or more cells", ErrShards, name, s.Split)
	}
	if !isSpace(s.Space) {
		return Shard{}, fmt.Errorf("%w: %s: space %q: want 16 lower-case hex digits", ErrShards, name, s.Space)
	}
	if n, ok := new(big.Int).SetString(s.Undirected, 10); !ok || n.Sign() < 0 || n.String() != s.Undirected {
		return Shard{}, fmt.Errorf("%w: %s: undirected %q is not a count", ErrShards, name, s.Undirected)
	}
	if s.Factor != 1 && s.Factor != 2 {
		return Shard{}, fmt.Errorf("%w: %s: factor %d, want 1 or 2", ErrShards, name, s.Factor)
	}
	return s, nil
}

// isSpace reports whether s is a digest as NewShard writes it.
func isSpace(s string) bool {
	if len(s) != 16 {
		return false
	}
	for _, c := range s {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// Merge adds the counts of shards, which must be one question's shards
// 0..n-1 of one partition (one space digest), each once; names name them
// in errors. It returns the total
// undirected count and the factor.
func Merge(shards []Shard, names []string) (*big.Int, int, error) {
	if len(shards) == 0 {
		return nil, 0, fmt.Errorf("%w: no shards", ErrShards)
	}
	first := shards[0]
	question := func(s Shard) string {
		return fmt.Sprintf("board %s, closed %v, prefix %q, end %q, %d shards parted after %d cells, factor %d", s.Board, s.Closed, s.Prefix, s.End, s.Shards, s.Split, s.Factor)
	}
	seen := make([]string, first.Shards)
	total := new(big.Int)
	for i, s := range shards {
		if question(s) != question(first) {
			return nil, 0, fmt.Errorf("%w: %s asks %s, but %s asks %s", ErrShards, names[i], question(s), names[0], question(first))
		}
		if s.Space != first.Space {
			return nil, 0, fmt.Errorf("%w: %s and %s part the states differently (space %s and %s), so their parts overlap or leave gaps: count every shard with one knight", ErrShards, names[0], names[i], first.Space, s.Space)
		}
		if seen[s.Shard] != "" {
			return nil, 0, fmt.Errorf("%w: shard %d/%d twice, in %s and %s", ErrShards, s.Shard, s.Shards, seen[s.Shard], names[i])
		}
		seen[s.Shard] = names[i]
		n, _ := new(big.Int).SetString(s.Undirected, 10)
		total.Add(total, n)
	}
	var missing []string
	for i, name := range seen {
		if name == "" {
			missing = append(missing, fmt.Sprint(i))
		}
	}
	if len(missing) > 0 {
		return nil, 0, fmt.Errorf("%w: %d of %d shards missing: %s", ErrShards, len(missing), first.Shards, strings.Join(missing, ", "))
	}
	return total, first.Factor, nil
}
