package parity_test

import (
	"encoding/json"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/parity"
)

func TestTmpTiming(t *testing.T) {
	data, _ := os.ReadFile("testdata/stuck-games.json")
	var games []stuckGame
	json.Unmarshal(data, &games)
	var ds []time.Duration
	for _, g := range games {
		b := board.MustParse(g.Board)
		path, _ := board.ParsePath(joinFields(g.Path))
		for i := range path {
			q := board.Problem{Board: b, Prefix: path[:i+1]}
			best := time.Hour
			for range 3 {
				t0 := time.Now()
				parity.Check(q)
				best = min(best, time.Since(t0))
			}
			ds = append(ds, best)
		}
	}
	slices.Sort(ds)
	t.Log(len(ds), ds[len(ds)/2], ds[len(ds)*9/10], ds[len(ds)*99/100], ds[len(ds)-1])
}
