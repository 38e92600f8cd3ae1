// Package positions loads the stuck games of testdata/positions, the
// project's shared test oracle: games played on 6x6, 8x8 and 10x10 until
// stuck, each with the first square after which no open tour completes
// the path, as CaDiCaL decided it on an encoding written independently of
// this project (and exhaustive search confirmed wherever it finished).
// Blame, the SAT games and the certificates are all tested against it.
//
// [LoadLarge] loads the large stuck games (16x16 to 50x50) that
// BenchmarkBlameLarge times: each with blame's first dead index and the
// evidence that proves it without blame, a completion of the prefix
// before and a certificate of the dead prefix, which package verify
// checks, and a second SAT opinion. testdata/positions/README.md gives
// the fields and how the file is made.
package positions

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/knightcert/knight/board"
)

// Game is one stuck game.
type Game struct {
	Board board.Board
	Path  board.Path
	// FirstDead is the smallest i such that Path[0..i] cannot be completed
	// to a full open tour, or -1 when the whole path can.
	FirstDead int
	// Hard marks games that an exhaustive search with the usual pruning
	// could not settle in 5 seconds.
	Hard bool
}

// File is the path of the games, found from this source file so that
// tests in any package can load it.
func File() string {
	_, here, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(here), "..", "..", "..", "testdata", "positions", "stuck-games.json")
}

// Load reads and parses every game, failing tb if it cannot.
func Load(tb testing.TB) []Game {
	tb.Helper()
	games, err := load()
	if err != nil {
		tb.Fatal(err)
	}
	if len(games) == 0 {
		tb.Fatalf("%s holds no games", File())
	}
	return games
}

func load() ([]Game, error) {
	data, err := os.ReadFile(File())
	if err != nil {
		return nil, err
	}
	var raw []struct {
		Board     string   `json:"board"`
		Path      []string `json:"path"`
		FirstDead int      `json:"first_dead"`
		Hard      bool     `json:"hard"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, fmt.Errorf("%s: %w", File(), err)
	}
	games := make([]Game, len(raw))
	for i, r := range raw {
		b, err := board.Parse(r.Board)
		if err != nil {
			return nil, fmt.Errorf("%s: game %d: %w", File(), i, err)
		}
		games[i] = Game{Board: b, Path: make(board.Path, len(r.Path)), FirstDead: r.FirstDead, Hard: r.Hard}
		for k, s := range r.Path {
			if games[i].Path[k], err = board.ParseSquare(s); err != nil {
				return nil, fmt.Errorf("%s: game %d, square %d: %w", File(), i, k, err)
			}
		}
	}
	return games, nil
}
