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

func TestTimingTmp(t *testing.T) {
	data, _ := os.ReadFile("testdata/stuck-games.json")
	var games []stuckGame
	json.Unmarshal(data, &games)
	var ds []time.Duration
	for _, g := range games {
		b := board.MustParse(g.Board)
		path, _ := board.ParsePath(joinFields(g.Path))
		for i := range path {
			q := board.Problem{Board: b, Prefix: path[:i+1]}
			t0 := time.Now()
			parity.Check(q)
			d := time.Since(t0)
			if d > 20*time.Millisecond {
				t0 = time.Now()
				parity.Check(q)
				t.Log(g.Board, i, len(path), d, time.Since(t0))
			}
			ds = append(ds, d)
		}
	}
	slices.Sort(ds)
	t.Log(len(ds), ds[len(ds)/2], ds[len(ds)*9/10], ds[len(ds)*99/100], ds[len(ds)-1])
}
