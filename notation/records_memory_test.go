package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// jsonTourStream is n documents of "knight tour -json" of random 5x5
// tours, one a line, and the tours.
func jsonTourStream(t testing.TB, n int) (string, []board.Path) {
	rng := rand.New(rand.NewPCG(54, 2))
	b := board.Board{W: 5, H: 5}
	var sb strings.Builder
	var paths []board.Path
	for range n {
		p := warnsdorffWalk(rng, b, 500)
		if p == nil || !walkOK(b, p) {
			t.Fatal("the test's own tour")
		}
		var sq []string
		for _, s := range p {
			sq = append(sq, fmt.Sprintf("%q", s.String()))
		}
		fmt.Fprintf(&sb, `{"board":"5x5","closed":false,"status":"tour","tour":[%s],"nodes":24,"method":"warnsdorff/roth"}`+"\n", strings.Join(sq, ","))
		paths = append(paths, p)
	}
	return sb.String(), paths
}

// TestRecordsLookedForCheaply checks mayHoldRecord, which spares the
// tree of every value of an input holding no record (it takes many
// times the input's bytes: a stream of JSON documents of 4 MiB took
// hundreds of MiB). The oracle is the tree itself: on inputs whose
// records are squares, the lists recordTours reads from the tree hold a
// record, and mayHoldRecord must say so; on a stream of JSON documents
// of tours, read the same with the tree spared or not (walkOK on each
// tour, in order), it says none.
func TestRecordsLookedForCheaply(t *testing.T) {
	rng := rand.New(rand.NewPCG(54, 1))
	b := board.Board{W: 5, H: 5}
	p := warnsdorffWalk(rng, b, 500)
	if p == nil || !walkOK(b, p) {
		t.Fatal("the test's own tour")
	}
	each := func(f func(k int, s board.Square) string, sep string) string {
		var parts []string
		for k, s := range p {
			parts = append(parts, f(k, s))
		}
		return strings.Join(parts, sep)
	}
	records := map[string]string{
		"sql vertical": each(func(k int, s board.Square) string {
			return fmt.Sprintf("*** %d. row ***\n  step: %d\nsquare: %s", k+1, k+1, s)
		}, "\n"),
		"tuples": each(func(_ int, s board.Square) string { return fmt.Sprintf("- .0: %d\n  .1: %d", s.X-1, s.Y-1) }, "\n"),
		"moves": "[" + each(func(k int, s board.Square) string {
			if k == 0 {
				return fmt.Sprintf(`{"from": "%s", "to": "%s"}`, s, s)
			}
			return fmt.Sprintf(`{"from": "%s", "to": "%s"}`, p[k-1], s)
		}, ", ") + "]",
		"logfmt": each(func(k int, s board.Square) string { return fmt.Sprintf("level=info n=%d pos=%s", k+1, s) }, "\n"),
	}
	for name, text := range records {
		tx := holdText([]byte(text))
		tr := parseNested(tx.b)
		held := false
		for _, s := range append(tr.sequences(tx.lines), tr.flatRecords(tx.b, tx.lines)...) {
			held = held || slices.ContainsFunc(s.leaves, func(lf nestLeaf) bool { return lf.record })
		}
		if !held {
			t.Errorf("%s: the tree holds no record; the test's input is not one:\n%s", name, text)
		}
		if !mayHoldRecord(tx.b) {
			t.Errorf("%s: mayHoldRecord = false, want true: the tree holds a record", name)
		}
	}
	text, _ := jsonTourStream(t, 3)
	if tx := holdText([]byte(text)); mayHoldRecord(tx.b) {
		t.Errorf("mayHoldRecord(%q) = true, want false: no key names a square", text)
	}
}

// TestJSONStreamRead reads 2,000 JSON documents, one tour each, as
// mayHoldRecord spares their tree. The oracle is walkOK, the test's own
// check, on each tour, and its line.
func TestJSONStreamRead(t *testing.T) {
	text, paths := jsonTourStream(t, 2000)
	tours, err := ReadTours(strings.NewReader(text), ReadOptions{})
	if err != nil || len(tours) != len(paths) {
		t.Fatalf("ReadTours = %d tours, %v; want %d", len(tours), err, len(paths))
	}
	for k, tr := range tours {
		if tr.Err != nil || len(tr.Readings) == 0 || !slices.Equal(tr.Readings[0].Path, paths[k]) || tr.Line != k+1 {
			t.Fatalf("tour %d at line %d: %v, want the test's tour at line %d", k, tr.Line, tr.Err, k+1)
		}
	}
}
