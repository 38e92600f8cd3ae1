package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// logBoards are the boards the log layouts are checked on: the narrow
// ones, where a log's other numbers make as wide a row as the grid's.
var logBoards = []board.Board{{W: 3, H: 4}, {W: 4, H: 7}, {W: 10, H: 3}, {W: 8, H: 8}}

// Logs that print a tour's rows among their own lines, each rule of its
// own: a structured log's records (zap, logrus, slog as JSON Lines) keep
// a tour's index in a "tour" field and a row in an array field, records
// without rows between; a compose log prefixes every line with its
// service's name, digits after a hyphen ("solver-1  | "), below a
// status line of prose ("[+] Running 1/1"). The oracle is the tour each
// test writes (warnsdorffWalk, checked by walkOK; faults checked by
// walkCheck) and the count of tours written.

// jsonLogWrappers write two tours as JSON log records, one a row: a
// record before each tour and after it with no array, the tour's index
// in "tour" or another key, the row's number in a key of its own or
// none.
func jsonLogWrappers() []propWrapper {
	type style struct {
		name         string
		index, cells string // the keys of the tour's index and of the row
		row          bool   // a key for the row's number
		stamp        bool   // a time stamp and a caller before the message
	}
	styles := []style{
		{"zap", "tour", "cells", true, true},
		{"slog", "tour", "row_cells", false, false},
		{"logrus", "run", "cells", true, false},
		{"zap no row key", "tour", "values", false, true},
	}
	var out []propWrapper
	for _, s := range styles {
		out = append(out, propWrapper{"json log records, " + s.name, true, 2, func(ts []propTour) string {
			var b strings.Builder
			line := 0
			head := func(msg string) string {
				line++
				if !s.stamp {
					return fmt.Sprintf(`{"level":"info","msg":%q`, msg)
				}
				return fmt.Sprintf(`{"level":"info","ts":1733446580.%03d,"caller":"tour/main.go:%d","msg":%q`, line, 40+line%20, msg)
			}
			for id, t := range ts[:2] {
				w, h := len(t.rows[0]), len(t.rows)
				fmt.Fprintf(&b, "%s,%q:%d,\"w\":%d,\"h\":%d}\n", head("solving"), s.index, id, w, h)
				for y, r := range t.rows {
					rowKey := ""
					if s.row {
						rowKey = fmt.Sprintf(`"y":%d,`, y)
					}
					fmt.Fprintf(&b, "%s,%q:%d,%s%q:[%s]}\n", head("row"), s.index, id, rowKey, s.cells, cells(r, "%d", ","))
				}
				fmt.Fprintf(&b, "%s,%q:%d,\"steps\":%d,\"elapsed\":\"0.8ms\"}\n", head("done"), s.index, id, w*h)
			}
			return b.String()
		}})
	}
	return out
}

// TestJSONLogRecordsProperty writes random tours through every JSON log
// layout (jsonLogWrappers) and checks them as every printout is checked
// (wrappersReadRight: the oracle is the tour the test wrote, faults
// checked by walkCheck), on narrow boards (logBoards), where a record
// with no row ("steps":12) is as wide as a row.
func TestJSONLogRecordsProperty(t *testing.T) {
	wrappersReadRight(t, rand.New(rand.NewPCG(35, 1)), jsonLogWrappers(), logBoards...)
}

// composeLogWrappers write a tour as a compose log prints a service's
// output: a status line of prose, the container's name, and every line
// of the service prefixed with its name, a hyphen and its replica's
// number.
func composeLogWrappers() []propWrapper {
	var out []propWrapper
	for _, name := range []string{"solver-1", "knight-app-2", "tour_web-3"} {
		for _, status := range []string{"[+] Running 1/1", "[+] Building 0.4s (5/5) FINISHED"} {
			out = append(out, oneEach(fmt.Sprintf("compose log of %s under %q", name, status), true, func(t propTour) string {
				var b strings.Builder
				fmt.Fprintf(&b, "$ docker compose up\n%s\n ✔ Container knight-%s  Created\nAttaching to %s\n", status, name, name)
				fmt.Fprintf(&b, "%s  | board %dx%d\n", name, len(t.rows[0]), len(t.rows))
				for _, r := range t.rows {
					fmt.Fprintf(&b, "%s  | %s\n", name, cells(r, "%2d", " "))
				}
				fmt.Fprintf(&b, "%s  | solved in 539ms\n%s exited with code 0\n", name, name)
				return b.String()
			}))
		}
	}
	return out
}

// TestComposeLogProperty writes random tours through every compose log
// (composeLogWrappers) and checks them as every printout is checked
// (wrappersReadRight), on narrow boards (logBoards), where a column of
// the replica's number beside a 3xH grid is a 4xH one.
func TestComposeLogProperty(t *testing.T) {
	wrappersReadRight(t, rand.New(rand.NewPCG(35, 2)), composeLogWrappers(), logBoards...)
}

// TestComposeLogFaultProperty writes random tours through every compose
// log with one number written twice (a square's number over its
// neighbour's): the grid's fault is certain, so the input is one invalid
// tour, whatever prose stands above it. The oracle is the numbering the
// test wrote, a number twice and one left out, which no tour writes.
func TestComposeLogFaultProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(35, 3))
	for _, b := range logBoards {
		p := warnsdorffWalk(rng, b, 2000)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		pt := newPropTour(b, p)
		pt.rows[1][2] = pt.rows[2][1]
		for _, w := range composeLogWrappers() {
			text := w.wrap([]propTour{pt})
			_, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
			if code != 1 || len(verdicts) != 1 || verdicts[0] != Invalid {
				t.Errorf("%v/%s: exit %d, verdicts %v, want exit 1, one invalid tour:\n%s", b, w.name, code, verdicts, clip(text))
			}
		}
	}
}
