package prove

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/internal/testsupport/positions"
	"github.com/knightcert/knight/verify"
)

// The large stuck games: 10 games of playStuckGame on each size, the
// player fed by rand.NewPCG(size, largeSeedStream), in this order. The
// generator, the benchmark and the seed cross-check all use these.
var largeSizes = []int32{16, 24, 32, 50}

const (
	largeGamesPerSize = 10
	largeSeedStream   = 11
)

// Limits of the generator: blame's time per game, the tour search's on
// the alive prefix, and the second opinion's time and formula size. The
// successor formula of a 50x50 dead prefix passes encode's default
// literal limit (2^25) at every stored game, so the second opinion gets
// eight times that: 2^27 left 3 of the 10 too large; the largest, 50x50
// game 6, takes 48 million clauses and 4-5 GB, refuted in about 10 s.
const (
	regenBlameTime     = 120 * time.Second
	regenTourTime      = 120 * time.Second
	regenSecondTime    = 60 * time.Second
	regenSecondLiteral = 1 << 28
)

// largeGames plays the large stuck games from their seeds.
func largeGames() []positions.LargeGame {
	var games []positions.LargeGame
	for _, n := range largeSizes {
		b := board.Board{W: n, H: n}
		rng := rand.New(rand.NewPCG(uint64(n), largeSeedStream))
		for i := range largeGamesPerSize {
			games = append(games, positions.LargeGame{Board: b, Seed: uint64(n), Index: i, Path: playStuckGame(b, rng)})
		}
	}
	return games
}

// TestRegenerateLargeStuckGames writes testdata/positions/large-stuck-
// games.json when KNIGHT_REGEN=1 (go test -run RegenerateLarge -timeout 0
// -v ./prove): for each game blame's first dead index, a tour completing
// the prefix before it (from Tour), the certificate of the dead prefix
// (from blame's verdict) and a second opinion on the dead prefix from
// SAT with the successor encoding, a complete one, where blame's (lazy)
// rests on its cut loop. It takes about 5 minutes and, for the 50x50
// second opinions, up to 5 GB. Every
// piece is checked by verify before it is written; a second opinion that
// finds a tour stops the run, since then blame or SAT is wrong.
func TestRegenerateLargeStuckGames(t *testing.T) {
	if os.Getenv("KNIGHT_REGEN") != "1" {
		t.Skip("set KNIGHT_REGEN=1 to regenerate testdata/positions/large-stuck-games.json")
	}
	games := largeGames()
	for i := range games {
		regenerate(t, &games[i])
	}
	var buf bytes.Buffer
	if err := positions.WriteLarge(&buf, games); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(positions.LargeFile(), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %d games, %d bytes, to %s", len(games), buf.Len(), positions.LargeFile())
}

func regenerate(t *testing.T, g *positions.LargeGame) {
	name := fmt.Sprintf("%v game %d (%d moves)", g.Board, g.Index, len(g.Path)-1)
	ctx, cancel := context.WithTimeout(context.Background(), regenBlameTime)
	start := time.Now()
	v, err := Blame(ctx, g.Board, g.Path, BlameOptions{NoHints: true})
	cancel()
	blameTime := time.Since(start)
	if err != nil {
		t.Fatalf("%s: Blame: %v", name, err)
	}
	switch v.Status {
	case board.Unknown:
		t.Fatalf("%s: Blame undecided after %v: %s", name, blameTime.Round(time.Millisecond), v.Explain())
	case board.Found:
		if err := verify.Tour(board.Problem{Board: g.Board}, g.Path); err != nil {
			t.Fatalf("%s: Blame says completable, but the stuck path is no tour: %v", name, err)
		}
		g.FirstDead, g.Method = -1, v.Method
		t.Logf("%s: a full tour", name)
		return
	}
	g.FirstDead, g.Method = v.FirstDead, v.Method
	dead := board.Problem{Board: g.Board, Prefix: g.Path[:g.FirstDead+1]}
	if v.Certificate != nil {
		if err := verify.Certificate(dead, v.Certificate); err != nil {
			t.Fatalf("%s: blame's certificate fails: %v", name, err)
		}
		g.Certificate = v.Certificate
	} else {
		g.Note = fmt.Sprintf("no certificate: blame's verdict rests on %v alone (encoding %q)", v.Method, v.Encoding)
	}

	var tourTime time.Duration
	if g.FirstDead > 0 {
		alive := board.Problem{Board: g.Board, Prefix: g.Path[:g.FirstDead]}
		ctx, cancel := context.WithTimeout(context.Background(), regenTourTime)
		start := time.Now()
		a, err := Tour(ctx, alive, Options{})
		cancel()
		tourTime = time.Since(start)
		if err != nil {
			t.Fatalf("%s: Tour of the alive prefix: %v", name, err)
		}
		if a.Status != board.Found {
			t.Fatalf("%s: Tour of the prefix before move %d = %v by %v, want a tour", name, g.FirstDead, a.Status, a.Method)
		}
		if err := verify.Tour(alive, a.Tour); err != nil {
			t.Fatalf("%s: Tour's completion fails: %v", name, err)
		}
		g.Rest = a.Tour[g.FirstDead:]
	}

	second := encode.Successor
	g.SecondEncoding = second.String()
	ctx, cancel = context.WithTimeout(context.Background(), regenSecondTime)
	start = time.Now()
	r, err := encode.Solve(ctx, dead, encode.Options{Encoding: second, MaxLiterals: regenSecondLiteral})
	cancel()
	secondTime := time.Since(start)
	switch {
	case errors.Is(err, encode.ErrTooLarge):
		g.SecondOpinion = positions.OpinionTooLarge
	case err != nil:
		t.Fatalf("%s: second opinion: %v", name, err)
	case r.Status == board.None:
		g.SecondOpinion = positions.OpinionNone
	case r.Status == board.Unknown:
		g.SecondOpinion = positions.OpinionUndecided
	default:
		t.Fatalf("%s: %v found a tour of %v, which blame calls dead (verify: %v)", name, second, dead, verify.Tour(dead, r.Tour))
	}
	t.Logf("%s: first_dead %d by %v (%s) in %v; alive prefix completed in %v; %v says %v in %v",
		name, g.FirstDead, v.Method, certKind(g), blameTime.Round(time.Millisecond), tourTime.Round(time.Millisecond),
		second, g.SecondOpinion, secondTime.Round(time.Millisecond))
}

func certKind(g *positions.LargeGame) string {
	if g.Certificate == nil {
		return "no certificate"
	}
	c := g.Certificate
	return fmt.Sprintf("%v, %d nodes, depth %d", c.Kind(), evidence.Nodes(c), evidence.Depth(c))
}

// TestLargeStuckGamesFromSeeds: the stored large games are the games the
// seeds give today (playStuckGame fed by rand.NewPCG(size, 11), 10 per
// size in order), so the file, the benchmark and the seeds agree.
func TestLargeStuckGamesFromSeeds(t *testing.T) {
	stored := positions.LoadLarge(t)
	played := largeGames()
	require.Len(t, stored, len(played), "large-stuck-games.json holds %d games, the seeds give %d", len(stored), len(played))
	for i, want := range played {
		got := stored[i]
		assert.Equal(t, want.Board, got.Board, "game %d: board", i)
		assert.Equal(t, want.Seed, got.Seed, "game %d: seed", i)
		assert.Equal(t, want.Index, got.Index, "game %d: index", i)
		assert.True(t, slices.Equal(want.Path, got.Path), "game %d (%v seed %d game %d): the stored path of %d squares differs from the %d the seed plays", i, got.Board, got.Seed, got.Index, len(got.Path), len(want.Path))
	}
}

// TestBlameLargeStuckGames: Blame names exactly the stored first dead
// index of every large game, within 60 s each. The oracle is the stored
// evidence, which TestLargeEvidence in internal/testsupport/positions re-checks with
// verify alone: a completion of the prefix before, a certificate (or, for
// a few, SAT and a second encoding) for the dead prefix. The 50x50 games
// take tens of seconds in all, so -short leaves them out.
func TestBlameLargeStuckGames(t *testing.T) {
	for _, g := range positions.LoadLarge(t) {
		t.Run(fmt.Sprintf("%v/game%02d", g.Board, g.Index), func(t *testing.T) {
			if testing.Short() && g.Board.Size() > 32*32 {
				t.Skip("boards over 32x32 only without -short")
			}
			if raceDetector && g.Certificate == nil {
				t.Skip("a verdict that rests on SAT only without the race detector, which slows the solver tenfold")
			}
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			v, err := Blame(ctx, g.Board, g.Path, BlameOptions{NoHints: true})
			require.NoError(t, err)
			require.NotEqual(t, board.Unknown, v.Status, "Blame undecided: %s", v.Explain())
			assert.Equal(t, g.FirstDead, v.FirstDead, "Blame(%v game %d) = %d by %v, want %d", g.Board, g.Index, v.FirstDead, v.Method, g.FirstDead)
			if v.Status == board.None && v.Certificate != nil {
				dead := board.Problem{Board: g.Board, Prefix: g.Path[:v.FirstDead+1]}
				require.NoError(t, verify.Certificate(dead, v.Certificate))
			}
		})
	}
}
