package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// jsonMember is a key and its value's JSON text, written in order.
type jsonMember struct{ key, value string }

// membersText writes members as one object, on one line or indented
// by one level of indent.
func membersText(members []jsonMember, indent string) string {
	parts := make([]string, len(members))
	for k, m := range members {
		parts[k] = strconv.Quote(m.key) + ": " + m.value
	}
	if indent == "" {
		return "{" + strings.Join(parts, ", ") + "}"
	}
	return "{\n" + indent + strings.Join(parts, ",\n"+indent) + "\n}"
}

// TestStringTourUnderAnyKey writes random tours, each as one JSON string
// of squares under a random key of letters and digits ("tour2", "x9",
// "k3v"), in random shapes: the document's one member, one member among
// others, an object in a list of objects, one or two tours a document,
// on one line or indented. The key is a name whatever it spells, so every
// tour is judged: a valid one valid, one with two squares swapped
// invalid, and the input never passes with a faulty tour. Oracle: walkOK
// on the test's own tours; the swap of two squares three steps apart is
// no tour (checked here).
func TestStringTourUnderAnyKey(t *testing.T) {
	rng := rand.New(rand.NewPCG(53, 7))
	boards := []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 7, H: 6}, {W: 5, H: 6}}
	const alnum = "abcdefghijklmnopqrstuvwxyz0123456789"
	claims := []string{"board", "width", "height", "closed", "tour", "holes", "piece"}
	randomKey := func(used map[string]bool) string {
		for {
			n := 1 + rng.IntN(8)
			k := make([]byte, n)
			for i := range k {
				k[i] = alnum[rng.IntN(len(alnum))]
			}
			if key := string(k); !used[key] && !slices.Contains(claims, key) {
				used[key] = true
				return key
			}
		}
	}
	for round := range 64 {
		used := map[string]bool{}
		n := 1 + round%2 // tours in the input
		var values []string
		faulty := 0
		var names []string
		for range n {
			b := boards[rng.IntN(len(boards))]
			p := warnsdorffWalk(rng, b, 500)
			if !walkOK(b, p) {
				t.Fatalf("round %d: the test's own tour on %v", round, b)
			}
			if rng.IntN(2) == 0 {
				i := 2 + rng.IntN(len(p)-6)
				p[i], p[i+3] = p[i+3], p[i]
				if walkOK(b, p) {
					t.Fatalf("round %d: the swap left a tour", round)
				}
				faulty++
			}
			words := make([]string, len(p))
			for k, s := range p {
				words[k] = s.String()
			}
			values = append(values, strconv.Quote(strings.Join(words, []string{" ", ", ", ","}[rng.IntN(3)])))
			names = append(names, b.String())
		}
		beside := func() []jsonMember {
			var ms []jsonMember
			for range rng.IntN(3) {
				v := []string{strconv.Itoa(rng.IntN(100)), `"done"`, "true", "null"}[rng.IntN(4)]
				ms = append(ms, jsonMember{randomKey(used), v})
			}
			return ms
		}
		place := func(ms []jsonMember, m jsonMember) []jsonMember {
			return slices.Insert(ms, rng.IntN(len(ms)+1), m)
		}
		indent := []string{"", "  ", "\t"}[rng.IntN(3)]
		var text, shape string
		switch rng.IntN(3) {
		case 0:
			shape = "alone"
			var ms []jsonMember
			for _, v := range values {
				ms = append(ms, jsonMember{randomKey(used), v})
			}
			text = membersText(ms, indent)
		case 1:
			shape = "beside"
			ms := beside()
			for _, v := range values {
				ms = place(ms, jsonMember{randomKey(used), v})
			}
			text = membersText(ms, indent)
		default:
			shape = "list"
			var objs []string
			for _, v := range values {
				objs = append(objs, membersText(place(beside(), jsonMember{randomKey(used), v}), ""))
			}
			text = membersText([]jsonMember{{randomKey(used), "[" + strings.Join(objs, ", ") + "]"}}, indent)
		}
		text += "\n"
		t.Run(fmt.Sprintf("%d/%s/%s/faulty=%d", round, shape, strings.Join(names, "+"), faulty), func(t *testing.T) {
			tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
			valid, invalid := 0, 0
			for _, v := range verdicts {
				switch v {
				case Valid:
					valid++
				case Invalid:
					invalid++
				}
			}
			if faulty > 0 && code == 0 {
				t.Errorf("exit 0, %v: a tour with two squares swapped passed:\n%s", verdicts, clip(text))
			}
			if len(tours) != n || valid != n-faulty || invalid != faulty {
				t.Errorf("%d tours, verdicts %v, want %d valid and %d invalid:\n%s", len(tours), verdicts, n-faulty, faulty, clip(text))
			}
		})
	}
}
