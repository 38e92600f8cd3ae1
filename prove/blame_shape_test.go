package prove

import (
	"bytes"
	"context"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/recheck"
	"github.com/knightcert/knight/internal/testsupport/hamilton"
)

// randomWalk is a path of the piece among the cells from a random cell,
// each step to a random unvisited cell a move away, until none is left
// or the walk has length cells.
func randomWalk(rng *rand.Rand, sh board.Shape, cells []board.Square) board.Path {
	p := board.Path{cells[rng.IntN(len(cells))]}
	seen := map[board.Square]bool{p[0]: true}
	for {
		var next []board.Square
		for _, n := range sh.Neighbours(p[len(p)-1], nil) {
			if !seen[n] {
				next = append(next, n)
			}
		}
		if len(next) == 0 {
			return p
		}
		n := next[rng.IntN(len(next))]
		seen[n] = true
		p = append(p, n)
	}
}

// TestBlameShapesOracle judges random games on masks of small frames, for
// the knight and other leapers, open and closed, and compares each verdict
// with the plain search of internal/testsupport/hamilton asked about every
// prefix: the first dead square is the first prefix the oracle cannot
// complete, a completable path's hints are the next cells it can
// complete. Each verdict's document, written
// and read back, passes the re-checker on its shape, and fails it once
// its holes are dropped, its piece is said to be the knight, or its first
// dead square is moved one square earlier or later (the completions and
// certificates are about the shape, not the full board). The default run
// samples the masks of frames up to 20 squares; KNIGHT_EXHAUSTIVE=1 takes
// many more, and 5x5's.
func TestBlameShapesOracle(t *testing.T) {
	// Each frame with one in every so many of its hole sets.
	type frame struct {
		size  string
		every int
	}
	frames := []frame{{"3x4", 5}, {"4x4", 5}, {"5x4", 5}}
	if os.Getenv("KNIGHT_EXHAUSTIVE") == "1" {
		// 5x5 takes one hole set in six: at one in two its oracle's
		// searches alone would cost more than every other frame together.
		frames = []frame{{"3x4", 2}, {"4x4", 2}, {"5x4", 2}, {"4x5", 2}, {"6x3", 2}, {"5x5", 6}}
	}
	pieces := map[string][][2]int{
		"knight":      {{1, 2}},
		"zebra":       {{2, 3}},
		"(0,1)+(1,1)": {{0, 1}, {1, 1}},
		"camel":       {{1, 3}},
	}
	names := []string{"knight", "zebra", "(0,1)+(1,1)", "camel"}
	ctx := context.Background()
	rng := rand.New(rand.NewPCG(26, 1))
	games, dead, completable, refusedDrop := 0, 0, 0, 0
	k, taken := 0, 0
	for _, fr := range frames {
		b := board.MustParse(fr.size)
		n := b.Size()
		// Every set of at most two holes, one in every few (by k).
		sets := [][]int{{}}
		for h1 := range n {
			sets = append(sets, []int{h1})
			for h2 := h1 + 1; h2 < n; h2++ {
				sets = append(sets, []int{h1, h2})
			}
		}
		for _, set := range sets {
			{
				k++
				if k%fr.every != 0 {
					continue
				}
				holes := board.NewSet(n)
				for _, h := range set {
					holes.Add(h)
				}
				// The piece by the sets taken, so that every piece is
				// taken whatever the sampling.
				name := names[taken%len(names)]
				taken++
				sh := board.Shape{Board: b, Holes: holes, Piece: board.MustParsePiece(name)}
				var cells []board.Square
				for i := range n {
					if !sh.IsHole(i) {
						cells = append(cells, b.Square(i))
					}
				}
				for _, closed := range []bool{false, true} {
					path := randomWalk(rng, sh, cells)
					if rng.IntN(2) == 0 {
						path = path[:1+rng.IntN(min(len(path), 3))]
					}
					games++
					switch checkBlameOracle(t, ctx, sh, cells, pieces[name], path, closed, &refusedDrop) {
					case board.None:
						dead++
					case board.Found:
						completable++
					}
				}
			}
		}
	}
	if dead == 0 || completable == 0 || refusedDrop == 0 {
		t.Fatalf("%d games, %d dead, %d completable, %d refused without holes: the sample tests too little", games, dead, completable, refusedDrop)
	}
	t.Logf("%d games, %d dead, %d completable, %d refused with holes dropped", games, dead, completable, refusedDrop)
}

// checkBlameOracle is one game of TestBlameShapesOracle; it returns the
// verdict's status and counts in refusedDrop a verdict that the
// re-checker refuses once its holes are dropped.
func checkBlameOracle(t *testing.T, ctx context.Context, sh board.Shape, cells []board.Square, leaps [][2]int, path board.Path, closed bool, refusedDrop *int) board.Status {
	t.Helper()
	v, err := Blame(ctx, sh.Board, path, BlameOptions{Closed: closed, Holes: sh.Holes, Piece: sh.Piece})
	if err != nil {
		t.Fatalf("Blame(%v, %v, closed %v): %v", sh, path, closed, err)
	}
	oracle := hamilton.Search{Cells: cells, Move: hamilton.Leaper(leaps), Closed: closed, Budget: 1 << 24, Joined: true}
	firstDead := -1
	for i := range path {
		ok, decided := oracle.Completes(path[:i+1])
		if !decided {
			t.Fatalf("the oracle's budget ran out on %v after %v", sh, path[:i+1])
		}
		if !ok {
			firstDead = i
			break
		}
	}
	switch {
	case v.Status == board.Unknown:
		t.Fatalf("Blame(%v, %v, closed %v) undecided on a board of %d cells", sh, path, closed, sh.Cells())
	case firstDead >= 0 && (v.Status != board.None || v.FirstDead != firstDead):
		t.Fatalf("Blame(%v, %v, closed %v) = %v first dead %d, want dead at %d (naive search)", sh, path, closed, v.Status, v.FirstDead, firstDead)
	case firstDead < 0 && v.Status != board.Found:
		t.Fatalf("Blame(%v, %v, closed %v) = %v first dead %d, want completable (naive search)", sh, path, closed, v.Status, v.FirstDead)
	}
	if v.Status == board.Found {
		var want []board.Square
		for _, n := range sh.Neighbours(path[len(path)-1], nil) {
			if slices.Contains(path, n) {
				continue
			}
			if ok, _ := oracle.Completes(append(slices.Clip(path), n)); ok {
				want = append(want, n)
			}
		}
		if !slices.Equal(v.Hints, want) {
			t.Fatalf("Blame(%v, %v, closed %v) hints %v, want %v (naive search)", sh, path, closed, v.Hints, want)
		}
	}
	d := roundTrip(t, v.Document())
	if _, err := recheck.Document(ctx, d); err != nil {
		t.Fatalf("the verdict on %v of %v (closed %v) is refused: %v\n%s", sh, path, closed, err, v.Explain())
	}
	// A dead verdict moved one square earlier, onto a prefix the oracle
	// completes, rests on SAT alone there, whose second opinion finds the
	// tour; one moved later has a dead prefix before it, which no
	// completion can begin with.
	if k := d.FirstDead; v.Status == board.None && k >= 1 {
		earlier := d
		earlier.FirstDead, earlier.Move = k-1, d.Path[k-1]
		earlier.Method, earlier.Certificate, earlier.Needed, earlier.AliveCompletion = evidence.SAT, nil, nil, nil
		if k-1 >= 1 {
			earlier.AliveCompletion = d.AliveCompletion // a tour after path[:k-1] too
		}
		if _, err := recheck.Document(ctx, earlier); err == nil {
			t.Fatalf("the verdict on %v of %v with first_dead moved from %d to %d passes the re-check", sh, path, k, k-1)
		}
		if k+1 < len(d.Path) {
			later := d
			later.FirstDead, later.Move = k+1, d.Path[k+1]
			if _, err := recheck.Document(ctx, later); err == nil {
				t.Fatalf("the verdict on %v of %v with first_dead moved from %d to %d passes the re-check", sh, path, k, k+1)
			}
		}
	}
	// The same verdict about another piece is refused: its path and
	// completions are the piece's moves.
	if !sh.Piece.IsKnight() && (v.Status == board.Found || d.AliveCompletion != nil || len(d.Path) > 1) {
		other := d
		other.Piece = board.Knight
		if _, err := recheck.Document(ctx, other); err == nil {
			t.Fatalf("the verdict on %v of %v, said to be about the knight, passes the re-check", sh, path)
		}
	}
	if sh.HoleCount() > 0 && (v.Status == board.Found || d.AliveCompletion != nil) {
		full := d
		full.Holes = nil
		if _, err := recheck.Document(ctx, full); err == nil {
			t.Fatalf("the verdict on %v of %v with its holes dropped passes the re-check: its completion skips the holes", sh, path)
		}
		*refusedDrop++
	}
	return v.Status
}

// roundTrip writes d and reads it back, as knight verify -certificate
// reads it.
func roundTrip(t *testing.T, d evidence.Verdict) evidence.Verdict {
	t.Helper()
	var buf bytes.Buffer
	if err := d.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := evidence.Read(&buf, evidence.DefaultLimits)
	if err != nil {
		t.Fatalf("the verdict does not read back: %v\n%s", err, buf.String())
	}
	v, ok := back.(evidence.Verdict)
	if !ok {
		t.Fatalf("the verdict reads back as a %s", back.Name())
	}
	return v
}

// TestBlameDocumentShapeMembers: "holes" and "piece" are in a verdict
// exactly when the shape has them (the oracle: the shape asked), so that
// a verdict about the knight's full board is written with neither.
func TestBlameDocumentShapeMembers(t *testing.T) {
	ctx := context.Background()
	b := board.MustParse("5x5")
	for _, c := range []struct {
		holes, piece, path string
		hasHoles, hasPiece bool
	}{
		{"", "", "a1 b3", false, false},
		{"", "knight", "a1 b3", false, false},
		{"c3", "", "a1 b3 c1", true, false},
		{"", "(1,1)+(0,2)", "a1 b2 c3", false, true},
		{"e5", "(1,1)+(0,2)", "a1 b2", true, true},
	} {
		opt := BlameOptions{NoHints: true, Piece: board.MustParsePiece(cmpOr(c.piece, "knight"))}
		if c.holes != "" {
			h, err := board.ParseHoles(b, c.holes)
			if err != nil {
				t.Fatal(err)
			}
			opt.Holes = h
		}
		v, err := Blame(ctx, b, mustPath(t, c.path), opt)
		if err != nil {
			t.Fatalf("Blame(5x5 holes %q piece %q, %s): %v", c.holes, c.piece, c.path, err)
		}
		var buf bytes.Buffer
		if err := v.Document().WriteJSON(&buf); err != nil {
			t.Fatal(err)
		}
		js := buf.String()
		if got := strings.Contains(js, `"holes":`); got != c.hasHoles {
			t.Errorf("holes %q piece %q: \"holes\" written %v, want %v: %s", c.holes, c.piece, got, c.hasHoles, js)
		}
		if got := strings.Contains(js, `"piece":`); got != c.hasPiece {
			t.Errorf("holes %q piece %q: \"piece\" written %v, want %v: %s", c.holes, c.piece, got, c.hasPiece, js)
		}
	}
}

func cmpOr(s, or string) string {
	if s == "" {
		return or
	}
	return s
}
