package count

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestShardsAddUp: every split of a few questions into n = 1..7 shards
// adds up to the whole count, among them two with lines of 8 (8x8 open
// and 9x8 closed, from prefixes, with 12,903 and 1,306 tours). Oracle:
// the unsharded count (itself checked against the plain search and OEIS
// elsewhere). Every shard of every split reports one space digest, as
// every shard scans the same cells before the split (the oracle: that
// invariant), and the questions report seven different digests, so the
// digest is not a constant.
func TestShardsAddUp(t *testing.T) {
	spaces := map[string]string{}
	eight := wideLines(8)
	for _, p := range []board.Problem{
		eight[0],
		eight[5],
		{Board: board.MustParse("4x5")},
		{Board: board.MustParse("3x7")},
		{Board: board.MustParse("3x10"), Closed: true},
		{Board: board.MustParse("4x5"), Prefix: board.Path{board.MustParseSquare("a1")}},
		{Board: board.MustParse("3x8"), End: board.MustParseSquare("a1")},
	} {
		whole := mustCount(t, p).Undirected
		for n := 1; n <= 7; n++ {
			t.Run(fmt.Sprintf("%v/%d", p, n), func(t *testing.T) {
				sum := new(big.Int)
				docs := make([]Shard, n)
				names := make([]string, n)
				for i := range n {
					r, err := Tours(context.Background(), p, Options{Shard: i, Shards: n})
					if err != nil || !r.Exact {
						t.Fatalf("Tours(%v, shard %d/%d) = %v, %v", p, i, n, r.Why, err)
					}
					sum.Add(sum, r.Undirected)
					docs[i] = NewShard(p, i, n, r)
					names[i] = fmt.Sprintf("shard%d", i)
					if n > 1 {
						if want, ok := spaces[p.String()]; ok && docs[i].Space != want {
							t.Errorf("%v shard %d/%d: space %s, want %s as the other shards", p, i, n, docs[i].Space, want)
						}
						spaces[p.String()] = docs[i].Space
					}
				}
				if sum.Cmp(whole) != 0 {
					t.Errorf("sum of %d shards of %v = %v, want %v", n, p, sum, whole)
				}
				got, _, err := Merge(docs, names)
				if err != nil || got.Cmp(whole) != 0 {
					t.Errorf("Merge(%d shards of %v) = %v, %v; want %v", n, p, got, err, whole)
				}
			})
		}
	}
	distinct := map[string]bool{}
	for _, space := range spaces {
		distinct[space] = true
	}
	if len(distinct) != 7 || distinct[fmt.Sprintf("%016x", 0)] {
		t.Errorf("space digests of 7 questions: %v; want 7 different, none zero", spaces)
	}
}

// TestMergeRefusesOtherPartition: a set with one shard made by a knight
// that parts the states otherwise (here by another part hash) is
// refused, naming the two files, where its counts alone would add up to
// a wrong total. Oracle: the whole count, which the mixed set misses.
func TestMergeRefusesOtherPartition(t *testing.T) {
	for _, p := range []board.Problem{
		{Board: board.MustParse("5x5")},
		{Board: board.MustParse("6x6"), Closed: true},
		{Board: board.MustParse("4x5"), Prefix: board.Path{board.MustParseSquare("a1")}},
	} {
		t.Run(p.String(), func(t *testing.T) {
			whole := mustCount(t, p).Undirected
			const n = 3
			docs := make([]Shard, n)
			names := []string{"shard0.json", "shard1.json", "other2.json"}
			sum := new(big.Int)
			for i := range n {
				opt := Options{Shard: i, Shards: n}
				if i == n-1 {
					opt.partSalt = 0x5eed
				}
				r, err := Tours(context.Background(), p, opt)
				if err != nil || !r.Exact {
					t.Fatalf("Tours(%v, shard %d/%d) = %v, %v", p, i, n, r.Why, err)
				}
				sum.Add(sum, r.Undirected)
				docs[i] = NewShard(p, i, n, r)
			}
			if sum.Cmp(whole) == 0 {
				t.Fatalf("the mixed set of %v adds to %v, the whole count: it tests nothing", p, sum)
			}
			_, _, err := Merge(docs, names)
			if !errors.Is(err, ErrShards) || !strings.Contains(err.Error(), names[0]) || !strings.Contains(err.Error(), names[2]) {
				t.Errorf("Merge(shards 0, 1 and another partition's 2 of %v, adding to %v, not %v) = %v; want ErrShards naming %s and %s", p, sum, whole, err, names[0], names[2])
			}
		})
	}
}

// TestMergeRefuses: a set with a shard missing, one twice, or shards of
// two questions is refused, and so is a document knight did not write.
func TestMergeRefuses(t *testing.T) {
	p := board.Problem{Board: board.MustParse("4x5")}
	doc := func(q board.Problem, i, n int) Shard {
		r, err := Tours(context.Background(), q, Options{Shard: i, Shards: n})
		if err != nil {
			t.Fatal(err)
		}
		return NewShard(q, i, n, r)
	}
	a, b, c := doc(p, 0, 3), doc(p, 1, 3), doc(p, 2, 3)
	other := doc(board.Problem{Board: board.MustParse("4x5"), Closed: true}, 2, 3)
	elsewhere := c
	elsewhere.Split++
	for _, tc := range []struct {
		name   string
		shards []Shard
		reason string
	}{
		{"missing", []Shard{a, b}, "shard 2 is missing"},
		{"twice", []Shard{a, b, b, c}, "shard 1 is given twice"},
		{"other question", []Shard{a, b, other}, "shard 2 counts closed tours"},
		{"parted elsewhere", []Shard{a, b, elsewhere}, "shard 2 kept its part after another cell, so the parts overlap or leave a gap"},
		{"none", nil, "no shard at all"},
	} {
		names := []string{"a", "b", "c", "d"}
		if _, _, err := Merge(tc.shards, names); !errors.Is(err, ErrShards) {
			t.Errorf("Merge(%s) = %v, want ErrShards: %s", tc.name, err, tc.reason)
		}
	}
	good, _ := json.Marshal(a)
	if _, err := ReadShard("good", good); err != nil {
		t.Errorf("ReadShard(what NewShard wrote) = %v, want nil", err)
	}
	for _, tc := range []struct{ text, reason string }{
		{`{"kind":"knight-count-shard","kind":"x"}`, "a key twice"},
		{string(good[:len(good)-1]) + `,"extra":1}`, "an unknown key"},
		{`{"KIND":` + string(good[8:]), "a key in other capitals"},
		{" " + string(good), "not as knight writes it"},
		{strings.Replace(string(good), `"space":"`+a.Space+`",`, "", 1), "no space digest: an older knight's document"},
		{strings.Replace(string(good), a.Space, strings.ToUpper(a.Space), 1), "space in capitals, not as knight writes it"},
		{strings.Replace(string(good), a.Space, a.Space[1:], 1), "space of 15 digits"},
		{strings.Replace(string(good), a.Space, a.Space+"0", 1), "space of 17 digits"},
		{strings.Replace(string(good), a.Space, "g"+a.Space[1:], 1), "space not hex"},
		{strings.Replace(string(good), `"`+a.Space+`"`, "12", 1), "space a number"},
	} {
		if _, err := ReadShard("bad", []byte(tc.text)); !errors.Is(err, ErrShards) {
			t.Errorf("ReadShard(%s) = %v, want ErrShards: %s", tc.text, err, tc.reason)
		}
	}
}

// TestSplitCell: the shards part at the end of a whole line, within the
// first three fifths of the cells, so that the mirror has merged the
// states there. Oracle: the rule recomputed in the test from the board's
// sides.
func TestSplitCell(t *testing.T) {
	for _, tc := range []struct {
		board string
		want  int // cells before the parting
	}{
		{"7x7", 28}, // 29.4 cells: 4 lines of 7
		{"6x7", 24}, // 25.2: 4 lines of 6
		{"6x6", 18}, // 21.6: 3 lines of 6
		{"5x8", 20}, // 24: 4 lines of 5
		{"8x8", 32}, // 38.4: 4 lines of 8
		{"3x10", 18},
	} {
		p := board.Problem{Board: board.MustParse(tc.board)}
		r, err := Tours(context.Background(), p, Options{Shard: 1, Shards: 2, MaxStates: 1})
		if err != nil {
			t.Fatal(err)
		}
		if r.SplitCells != tc.want {
			t.Errorf("Tours(%v, shard 1/2).SplitCells = %d, want %d", p.Board, r.SplitCells, tc.want)
		}
		k := min(p.Board.W, p.Board.H)
		if r.SplitCells%int(k) != 0 || 5*r.SplitCells > 3*p.Board.Size() {
			t.Errorf("%v: split after %d cells: not a whole line of %d within 3/5 of %d cells", p.Board, r.SplitCells, k, p.Board.Size())
		}
	}
}

// TestPartsAddUp: a count or a shard parted into 1..5 parts in one
// process, finished by one, two or three workers, gives the whole count,
// and the same figures with any number of workers, and every parted
// count and shard the same space digest. Oracle: the count in one part
// (itself checked against the plain search and OEIS elsewhere), the
// one-worker run for the figures, and for the digest shard 0 of 2, which
// scans the same cells before the split.
func TestPartsAddUp(t *testing.T) {
	for _, p := range []board.Problem{
		{Board: board.MustParse("5x5")},
		{Board: board.MustParse("3x10"), Closed: true},
		{Board: board.MustParse("4x5"), Prefix: board.Path{board.MustParseSquare("a1")}},
		{Board: board.MustParse("6x6"), Closed: true},
	} {
		ref, err := Tours(context.Background(), p, Options{Shard: 0, Shards: 2})
		if err != nil || ref.SplitDigest == 0 {
			t.Fatalf("Tours(%v, shard 0/2) = digest %x, %v; want a digest", p, ref.SplitDigest, err)
		}
		for _, shards := range []int{1, 3} {
			for shard := range shards {
				whole, err := Tours(context.Background(), p, Options{Shard: shard, Shards: shards})
				if err != nil || !whole.Exact {
					t.Fatalf("Tours(%v, shard %d/%d) = %v, %v", p, shard, shards, whole.Why, err)
				}
				for parts := 1; parts <= 5; parts++ {
					var one Result
					for workers := 1; workers <= 3; workers++ {
						t.Run(fmt.Sprintf("%v/shard%d-%d/parts%d/workers%d", p, shard, shards, parts, workers), func(t *testing.T) {
							r, err := Tours(context.Background(), p, Options{Shard: shard, Shards: shards, Parts: parts, Workers: workers})
							if err != nil || !r.Exact {
								t.Fatalf("Tours = %v, %v", r.Why, err)
							}
							if r.Undirected.Cmp(whole.Undirected) != 0 {
								t.Errorf("Tours(%v, shard %d/%d, %d parts, %d workers) = %v, want %v", p, shard, shards, parts, workers, r.Undirected, whole.Undirected)
							}
							if (parts > 1 || shards > 1) && r.SplitDigest != ref.SplitDigest {
								t.Errorf("Tours(%v, shard %d/%d, %d parts, %d workers).SplitDigest = %016x, want shard 0/2's %016x", p, shard, shards, parts, workers, r.SplitDigest, ref.SplitDigest)
							}
							if parts == 1 && (r.Expanded != whole.Expanded || r.PeakStates != whole.PeakStates || !slices.Equal(r.PerCell, whole.PerCell)) {
								t.Errorf("one part: %d states, peak %d, per cell %v; the shard alone %d, %d, %v", r.Expanded, r.PeakStates, r.PerCell, whole.Expanded, whole.PeakStates, whole.PerCell)
							}
							if workers == 1 {
								one = r
							} else if r.Expanded != one.Expanded || r.PeakStates != one.PeakStates || !slices.Equal(r.PerCell, one.PerCell) {
								t.Errorf("%d workers: %d states, peak %d, per cell %v; one worker %d, %d, %v", workers, r.Expanded, r.PeakStates, r.PerCell, one.Expanded, one.PeakStates, one.PerCell)
							}
						})
					}
				}
			}
		}
	}
}

// TestPartsStop: a parted count stopped at -max-states is undecided with
// the same words and figures whatever the number of workers: the first
// part that stopped answers. Oracle: the one-worker run.
func TestPartsStop(t *testing.T) {
	p := board.Problem{Board: board.MustParse("6x6")}
	var want Result
	for workers := 1; workers <= 4; workers++ {
		r, err := Tours(context.Background(), p, Options{Parts: 4, Workers: workers, MaxStates: 60_000})
		if err != nil || r.Exact {
			t.Fatalf("Tours(6x6, 4 parts, %d workers, 60,000 states) = %v, %v; want undecided", workers, r.Undirected, err)
		}
		if !strings.Contains(r.Why, "in part ") {
			t.Errorf("Why = %q, want the part that stopped", r.Why)
		}
		if workers == 1 {
			want = r
		} else if r.Why != want.Why || r.Cells != want.Cells || r.Expanded != want.Expanded || !slices.Equal(r.PerCell, want.PerCell) {
			t.Errorf("%d workers: %q, %d cells, %d states; one worker %q, %d, %d", workers, r.Why, r.Cells, r.Expanded, want.Why, want.Cells, want.Expanded)
		}
	}
}
