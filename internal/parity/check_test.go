package parity_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/parity"
	"github.com/knightcert/knight/internal/testsupport/positions"
	"github.com/knightcert/knight/verify"
)

// oracleLimit bounds the oracle's nodes per problem in the unit tests; an
// undecided problem is skipped, never counted either way.
const oracleLimit = 200_000

// smallBoards are the boards the soundness tests sweep.
func smallBoards() []board.Board {
	var out []board.Board
	for w := 1; w <= 5; w++ {
		for h := 1; h <= 5; h++ {
			out = append(out, board.Board{W: int32(w), H: int32(h)})
		}
	}
	more := []string{"3x6", "3x7", "3x8", "6x3", "7x3", "8x3", "4x6", "6x4"}
	if !testing.Short() {
		more = append(more, "5x6", "6x6")
	}
	for _, s := range more {
		out = append(out, board.MustParse(s))
	}
	return out
}

// problems lists, for board b, the whole-board problems: open and closed
// with any start, from each start, and with both ends fixed on boards of
// at most 20 squares.
func problems(b board.Board) []board.Problem {
	qs := []board.Problem{{Board: b}, {Board: b, Closed: true}}
	for i := 0; i < b.Size(); i++ {
		s := b.Square(i)
		qs = append(qs,
			board.Problem{Board: b, Prefix: board.Path{s}},
			board.Problem{Board: b, Prefix: board.Path{s}, Closed: true},
			board.Problem{Board: b, End: s})
		if b.Size() <= 20 {
			for j := 0; j < b.Size(); j++ {
				if j != i {
					qs = append(qs, board.Problem{Board: b, Prefix: board.Path{s}, End: b.Square(j)})
				}
			}
		}
	}
	return qs
}

// checkAgainstOracle is the soundness property: Check never certifies a
// problem the oracle finds a tour for, and verify accepts what it certifies.
func checkAgainstOracle(t *testing.T, q board.Problem) (certified, hasTour bool) {
	t.Helper()
	cert, ok := parity.Check(q)
	limit := oracleLimit
	if len(q.Prefix) > 1 {
		limit /= 10
	}
	tour, _ := search(q, limit)
	if tour != nil {
		require.NoError(t, verify.Tour(q, tour), "oracle tour for %v", q)
		require.False(t, ok, "Check(%v) = %+v, but the oracle found the tour %v", q, cert, tour)
	}
	if ok {
		require.NoError(t, verify.Certificate(q, cert), "verify.Certificate(%v, %+v)", q, cert)
		data, err := json.Marshal(cert)
		require.NoError(t, err)
		back, err := evidence.ParseCertificate(data)
		require.NoError(t, err, "%s", data)
		require.Equal(t, cert, back, "JSON round trip of %s", data)
		require.NotEmpty(t, cert.Explain(q))
	}
	return ok, tour != nil
}

func TestCheckSoundOnBoards(t *testing.T) {
	for _, b := range smallBoards() {
		t.Run(b.String(), func(t *testing.T) {
			for _, q := range problems(b) {
				checkAgainstOracle(t, q)
			}
		})
	}
}

// randomWalk plays random knight moves from a random square until stuck or
// n squares long.
func randomWalk(rng *rand.Rand, b board.Board, n int) board.Path {
	return positions.RandomWalk(rng, b, n)
}

func TestCheckSoundOnPositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	boards := []string{"5x5", "6x6", "5x6", "3x8", "4x6", "3x7"}
	certified, tours := 0, 0
	for _, name := range boards {
		b := board.MustParse(name)
		for range 15 {
			walk := randomWalk(rng, b, b.Size())
			for k := 2; k <= len(walk); k++ {
				q := board.Problem{Board: b, Prefix: walk[:k]}
				if rng.IntN(4) == 0 {
					q.Closed = true
				}
				if rng.IntN(4) == 0 {
					q.End = b.Square(rng.IntN(b.Size()))
				}
				c, f := checkAgainstOracle(t, q)
				if c {
					certified++
				}
				if f {
					tours++
				}
			}
		}
	}
	t.Logf("positions: %d certified, %d with a tour", certified, tours)
	assert.Positive(t, certified)
	assert.Positive(t, tours)
}

// TestCheckExamples pins the arguments named in doc.go on problems whose
// answer is a published fact (Schwenk 1991; Cull and DeCurtins 1978).
func TestCheckExamples(t *testing.T) {
	for _, tc := range []struct {
		name string
		q    board.Problem
		kind string
	}{
		{"5x5 from a light square", problem("5x5", "a2"), "colour-count"},
		{"5x5 closed", board.Problem{Board: board.MustParse("5x5"), Closed: true}, "colour-count"},
		{"9999x9999 from b1", problem("9999x9999", "b1"), "colour-count"},
		{"6x6 a1 to c1, same colour", board.Problem{Board: board.MustParse("6x6"), Prefix: board.Path{sq("a1")}, End: sq("c1")}, "colour-count"},
		{"4x10000 from b5000", problem("4x10000", "b5000"), "four-lines"},
		{"10000x4 from ntp2", problem("10000x4", "ntp2"), "four-lines"},
		{"4x9 closed", board.Problem{Board: board.MustParse("4x9"), Closed: true}, "four-lines"},
		{"2x10000 from a1", problem("2x10000", "a1"), "disconnected"},
		{"3x3", board.Problem{Board: board.MustParse("3x3")}, "disconnected"},
		{"5x5 cornered", problem("5x5", "a1", "b3", "c1", "a2", "b4", "c2"), "cut"},
		{"3x5 from b2", problem("3x5", "b2"), "cut"},
		// Two first dead prefixes of ../testdata/positions/stuck-games.json (dead by SAT).
		{"6x6 two dead ends", problem("6x6", strings.Fields("b2 d1 c3 a2 c1 e2 f4 e6 c5 a4 b6 d5 f6 e4 d2")...), "forced-ends"},
		{"6x6 every move loses", problem("6x6", strings.Fields("d5 f6 e4 f2 d1 b2 d3 e1 f3 e5 c6 a5 b3 a1 c2 b4 a2")...), "case-split"},
		{"3x6 from a1", problem("3x6", "a1"), "cut"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, ok := parity.Check(tc.q)
			require.True(t, ok, "Check(%v) found nothing", tc.q)
			assert.Equal(t, tc.kind, c.Kind(), "Check(%v).Kind", tc.q)
			require.NoError(t, verify.Certificate(tc.q, c))
			t.Log(c.Explain(tc.q))
		})
	}
	for _, q := range []board.Problem{
		problem("5x5", "a1"), problem("8x8", "b1"), problem("4x5", "a1"), problem("3x4", "a1"),
		problem("10000x10000", "a1"), {Board: board.MustParse("1x1"), Closed: true},
		{Board: board.MustParse("6x6"), Closed: true},
	} {
		c, ok := parity.Check(q)
		assert.False(t, ok, "Check(%v) = %+v, want nothing: a tour exists", q, c)
	}
}

func problem(b string, squares ...string) board.Problem {
	q := board.Problem{Board: board.MustParse(b)}
	for _, s := range squares {
		q.Prefix = append(q.Prefix, sq(s))
	}
	return q
}

func sq(s string) board.Square { return board.MustParseSquare(s) }

// TestCoverage measures, per board m x n with 1 <= m, n <= 10, how many of
// the start squares without an open tour Check explains. The oracle
// decides the rest. The full sweep runs with KNIGHT_SWEEP=1; the default
// covers the boards where the answers are mixed.
func TestCoverage(t *testing.T) {
	limit, maxSide := 2_000_000, 10
	if os.Getenv("KNIGHT_SWEEP") == "" {
		maxSide = 6
		if testing.Short() {
			maxSide = 5
		}
	}
	total, explained := 0, 0
	var unexplained []string
	for w := 1; w <= maxSide; w++ {
		for h := 1; h <= maxSide; h++ {
			b := board.Board{W: int32(w), H: int32(h)}
			if w >= 5 && h >= 5 && os.Getenv("KNIGHT_SWEEP") == "" {
				continue // tours from every square the colour count allows
			}
			none, cert, unknown := 0, 0, 0
			var missing []string
			for i := 0; i < b.Size(); i++ {
				q := board.Problem{Board: b, Prefix: board.Path{b.Square(i)}}
				c, ok := parity.Check(q)
				if ok {
					require.NoError(t, verify.Certificate(q, c))
					none++
					cert++
					continue
				}
				tour, decided := search(q, limit)
				if tour == nil && !decided {
					tour = retry(q, uint64(i), 200)
				}
				switch {
				case tour != nil:
					require.NoError(t, verify.Tour(q, tour))
				case decided:
					none++
					missing = append(missing, b.Square(i).String())
				default:
					unknown++
					missing = append(missing, b.Square(i).String()+"?")
				}
			}
			total += none
			explained += cert
			if len(missing) > 0 {
				unexplained = append(unexplained, fmt.Sprintf("%v: %s", b, strings.Join(missing, " ")))
			}
			t.Logf("%-5v none %3d, certified %3d, undecided %d", b, none, cert, unknown)
		}
	}
	t.Logf("certified %d of %d starts without a tour (%.1f%%); not certified: %s",
		explained, total, 100*float64(explained)/float64(total), strings.Join(unexplained, "; "))
	assert.GreaterOrEqual(t, float64(explained), 0.9*float64(total), "at least 90%% explained")
}

// TestVerifyNeverAcceptsForATour transplants every certificate Check makes
// on a board onto every problem of that board the oracle finds a tour for,
// patched to name that problem's squares: verify.Certificate must reject
// each one, whatever its counts.
func TestVerifyNeverAcceptsForATour(t *testing.T) {
	for _, name := range []string{"3x4", "4x5", "5x5", "3x7", "7x3"} {
		b := board.MustParse(name)
		t.Run(name, func(t *testing.T) {
			var certs []evidence.Certificate
			var withTour []board.Problem
			for _, q := range problems(b) {
				if c, ok := parity.Check(q); ok {
					certs = append(certs, c)
				} else if tour, _ := search(q, oracleLimit); tour != nil {
					withTour = append(withTour, q)
				}
			}
			require.NotEmpty(t, certs)
			require.NotEmpty(t, withTour)
			for _, q := range withTour {
				for _, c := range certs {
					v := reflect.New(reflect.TypeOf(c)).Elem() // c moved to q's position
					v.Set(reflect.ValueOf(c))
					at := v.FieldByName("At").Addr().Interface().(*evidence.At)
					at.Visited, at.From = len(q.Prefix), board.Square{}
					if at.Visited > 0 {
						at.From = q.Prefix[at.Visited-1]
					}
					c := v.Interface().(evidence.Certificate)
					require.Error(t, verify.Certificate(q, c), "certificate %+v accepted for %v, which has a tour", c, q)
				}
			}
		})
	}
}

// TestCutCountsAgree compares the two implementations of the cut counts,
// this package's and verify's, on random positions and random removed sets:
// verify may find no contradiction, but never a different count.
func TestCutCountsAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, name := range []string{"5x5", "6x6", "3x8", "4x7", "7x7"} {
		b := board.MustParse(name)
		for range 200 {
			q := board.Problem{Board: b, Prefix: randomWalk(rng, b, rng.IntN(b.Size()/2))}
			q.Closed = rng.IntN(3) == 0
			if rng.IntN(3) == 0 {
				q.End = b.Square(rng.IntN(b.Size()))
			}
			if slices.Contains(q.Prefix[:max(len(q.Prefix)-1, 0)], q.End) {
				q.End = board.Square{}
			}
			var removed []board.Square
			for i := 0; i < b.Size(); i++ {
				s := b.Square(i)
				visited := slices.Contains(q.Prefix[:max(len(q.Prefix)-1, 0)], s)
				if !visited && rng.IntN(4) == 0 {
					removed = append(removed, s)
				}
			}
			if len(removed) == 0 {
				continue
			}
			for _, side := range []board.Colour{board.Dark, board.Light} {
				for _, ends := range []bool{false, true} {
					c := parity.CutCertificate(q, removed, side, ends)
					err := verify.Certificate(q, c)
					if err != nil {
						require.ErrorIs(t, err, verify.ErrNoContradiction, "%v removing %v: %+v", q, removed, c)
					}
				}
			}
		}
	}
}

// TestCheckSoundOnLargePositions is the soundness property on positions of
// played games whose squares left are past the whole-board cut search,
// where the local cut search runs: every prefix of each game, until it is
// stuck, that the oracle completes gets no certificate, and every
// certificate verifies. It also asks that the local search certify some
// dead prefixes (the games all end stuck, so most have many).
func TestCheckSoundOnLargePositions(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	certified, tours := 0, 0
	for _, n := range []int32{11, 12, 16, 20} {
		b := board.Board{W: n, H: n}
		games := 6
		if testing.Short() {
			games = 2
		}
		for range games {
			game := parity.PlayGame(rng, b, b.Size())
			for k := 2; k < len(game) && b.Size()-k+1 > 100; k += 1 + k/20 {
				c, f := checkAgainstOracle(t, board.Problem{Board: b, Prefix: game[:k]})
				if c {
					certified++
				}
				if f {
					tours++
				}
			}
		}
	}
	t.Logf("large positions: %d certified, %d with a tour", certified, tours)
	assert.Positive(t, certified)
	assert.Positive(t, tours)
}
