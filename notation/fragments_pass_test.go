package notation

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestTourFragmentsOnePass checks tourFragments, which walks down the
// one tree parseNested makes of its text, against a second method
// written here: each level's inside parsed again on its own, the group
// found looked into by parsing it alone (flatFragments). Inputs are
// random lines and blocks of brackets, quotes of the three kinds,
// backslashes, apostrophes, '#', line breaks and runs of squares long
// enough to be a tour, so that unclosed groups, strings over a bracket
// and quotes left open before a group all come up.
func TestTourFragmentsOnePass(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 1))
	pieces := []string{"[", "]", "{", "}", "(", ")", `"`, "'", "`", `\`, "#", "\n", " ", ", ", "; ", "x", "don't", "a = ", "'(",
		"a1 b3 c1 a2 b4 c2 a3 b1 c3 a4 b2 c4",
		`"a1", "b3", "c1", "a2", "b4", "c2", "a3", "b1", "c3", "a4", "b2", "c4"`,
		"[a1, b3, c1, a2, b4, c2, a3, b1, c3, a4, b2, c4]",
		`{"a": ["a1", "b3", "c1", "a2", "b4", "c2", "a3", "b1", "c3", "a4", "b2", "c4"]}`,
		"1 2 3 4 5 6 7 8 9 10 11 12",
		`"a1 b3 c1 a2 b4 c2 a3 b1 c3 a4 b2 c4"`,
	}
	found := 0
	for range 20000 {
		var sb strings.Builder
		nest(&sb, rng, pieces, 3)
		b := []byte(sb.String())
		from, to := 0, len(b)
		if to > 0 && rng.IntN(4) == 0 {
			from = rng.IntN(to)
		}
		for _, depth := range []int{1, 2, fragmentDepth} {
			got, want := tourFragments(b, from, to, depth), flatFragments(b, from, to, depth)
			if !slices.Equal(got, want) {
				t.Fatalf("tourFragments(%q, %d, %d, %d) = %v, want %v", b, from, to, depth, got, want)
			}
			if len(want) > 0 {
				found++
			}
		}
	}
	if found < 1000 {
		t.Errorf("only %d inputs held fragments: the inputs do not test the cut", found)
	}
}

// nest writes up to eight random pieces and groups, each group brackets
// around what nest writes one level down.
func nest(sb *strings.Builder, rng *rand.Rand, pieces []string, depth int) {
	for range 1 + rng.IntN(8) {
		if depth == 0 || rng.IntN(3) > 0 {
			sb.WriteString(pieces[rng.IntN(len(pieces))])
			continue
		}
		k := rng.IntN(3)
		sb.WriteByte("[{("[k])
		nest(sb, rng, pieces, depth-1)
		sb.WriteByte("]})"[k])
	}
}

// flatFragments is tourFragments by a parse of each level on its own.
func flatFragments(b []byte, from, to, depth int) [][2]int {
	if depth == 0 {
		return nil
	}
	tr := parseNested(b[from:to])
	var gs [][2]int
	broken := map[int]bool{} // by where it begins: no bracket of its own closes it
	for _, k := range tr.groupsAmong(tr.top, 2*fragmentSquares-1, nil) {
		sp := tr.span(k)
		gs = append(gs, [2]int{from + sp[0], from + sp[1]})
		broken[from+sp[0]] = tr.nodes[k].broken
	}
	likes := gs
	if len(gs) > 1 {
		likes = nil
		for _, g := range gs {
			if fragmentLike(b[g[0]:g[1]]) {
				likes = append(likes, g)
			}
		}
	}
	switch {
	case len(likes) >= 2:
		return likes
	case len(likes) == 1 && closing[b[likes[0][0]]] != 0:
		end := likes[0][1]
		if !broken[likes[0][0]] {
			end-- // its own bracket, not a value of it
		}
		return flatFragments(b, likes[0][0]+1, end, depth-1)
	}
	return nil
}
