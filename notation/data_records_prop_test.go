package notation

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// Structured logs and data files that keep a tour in a record: a JSON
// log's flat list of numbers beside keys naming the board (bunyan's
// "solution" with "w" and "h", "width" and "height", "cols" and
// "rows"), the list naming each step's square by its index or numbering
// the squares in turn; Serilog's compact record ("Width", "Height",
// "Tour") and its rendered line; an InfluxDB annotated CSV, whose
// annotation lines ("#datatype,...") and empty first column stand
// beside a header naming step, col and row. The oracle is the tour each
// test writes (warnsdorffWalk, checked by walkOK; faults by walkCheck).

// bunyanRecord is a bunyan log line with fields beside the ones given.
func bunyanRecord(msg string, fields string) string {
	return fmt.Sprintf(`{"name":"kt","hostname":"h","pid":1,"level":30,%s"msg":%q,"time":"2026-01-01T00:00:01.000Z","v":0}`, fields, msg)
}

// numbersJSON writes ns as a JSON list.
func numbersJSON(ns []int) string {
	b, _ := json.Marshal(ns)
	return string(b)
}

func dataRecordWrappers() []propWrapper {
	var out []propWrapper
	sizeKeys := [][2]string{{"w", "h"}, {"width", "height"}, {"cols", "rows"}}
	for _, k := range sizeKeys {
		// The index of each step's square, from 0 along the ranks.
		out = append(out, oneEach(fmt.Sprintf("bunyan solution of square indices, %s and %s", k[0], k[1]), false, func(t propTour) string {
			w, h := len(t.rows[0]), len(t.rows)
			idx := make([]int, len(t.sq))
			for i, s := range t.sq {
				idx[i] = int(s.Y-1)*w + int(s.X-1)
			}
			return bunyanRecord("start", "") + "\n" +
				bunyanRecord("solved", fmt.Sprintf(`%q:%d,%q:%d,"solution":%s,`, k[0], w, k[1], h, numbersJSON(idx))) + "\n"
		}))
		// The step of each square, from 0, the rows top down.
		out = append(out, oneEach(fmt.Sprintf("bunyan solution of steps, %s and %s", k[0], k[1]), true, func(t propTour) string {
			w, h := len(t.rows[0]), len(t.rows)
			var steps []int
			for _, r := range t.rows {
				for _, c := range r {
					steps = append(steps, c-1)
				}
			}
			return bunyanRecord("solved", fmt.Sprintf(`%q:%d,%q:%d,"solution":%s,`, k[0], w, k[1], h, numbersJSON(steps))) + "\n"
		}))
	}
	names := func(t propTour) []string {
		var out []string
		for _, s := range t.sq {
			out = append(out, s.String())
		}
		return out
	}
	out = append(out, oneEach("serilog compact JSON", false, func(t propTour) string {
		sq, _ := json.Marshal(names(t))
		return fmt.Sprintf(`{"@t":"2026-01-01T12:00:00.0000000Z","@mt":"Starting solver"}`+"\n"+
			`{"@t":"2026-01-01T12:00:01.0000000Z","@mt":"Tour {Width}x{Height}: {Tour}","Width":%d,"Height":%d,"Tour":%s}`+"\n",
			len(t.rows[0]), len(t.rows), sq)
	}))
	out = append(out, oneEach("serilog rendered text", false, func(t propTour) string {
		sq, _ := json.Marshal(names(t))
		list := strings.ReplaceAll(string(sq), `","`, `", "`)
		return fmt.Sprintf("[12:00:00 INF] Starting solver\n[12:00:01 INF] Tour %dx%d: %s\n[12:00:01 INF] Done\n", len(t.rows[0]), len(t.rows), list)
	}))
	out = append(out, oneEach("influxdb annotated CSV", false, func(t propTour) string {
		var b strings.Builder
		b.WriteString("#datatype,string,long,dateTime:RFC3339,long,long,long\n#group,false,false,false,false,false,false\n#default,_result,,,,,\n,result,table,_time,step,col,row\n")
		for i, s := range t.sq {
			fmt.Fprintf(&b, ",,0,2026-01-01T00:%02d:%02dZ,%d,%d,%d\n", i/60%60, i%60, i, s.X-1, s.Y-1)
		}
		return b.String()
	}))
	return out
}

// TestDataRecordsProperty writes random tours through every structured
// log and data file layout (dataRecordWrappers) and checks them as every
// printout is checked (wrappersReadRight: valid ones read right, the
// swapped, repeated and reversed faults never pass).
func TestDataRecordsProperty(t *testing.T) {
	wrappersReadRight(t, rand.New(rand.NewPCG(40, 1)), dataRecordWrappers(), []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}, {W: 4, H: 7}}...)
}

// TestDataRecordsMissingSquare writes a tour through every data record
// layout, whole and with one square dropped: whole it is one valid tour,
// and with a square missing no input is a tour, so none may pass, the
// board given or not. The oracle is the count of squares written, the
// board's or one fewer.
func TestDataRecordsMissingSquare(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 2))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 2000)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		k := 1 + rng.IntN(len(p)-2)
		pt := newPropTour(b, slices.Delete(slices.Clone(p), k, k+1))
		pt.rows = newPropTour(b, p).rows
		for _, r := range pt.rows {
			for x, c := range r {
				if c == k+1 {
					r[x] = 0 // the square left out: no step numbers it
				} else if c > k+1 {
					r[x] = c - 1
				}
			}
		}
		whole := newPropTour(b, p)
		for _, w := range dataRecordWrappers() {
			for _, opt := range []ReadOptions{{}, {Board: b}} {
				if _, verdicts, code := textExit(w.wrap([]propTour{whole}), opt, walkCheck); code != 0 || !slices.Equal(verdicts, []Verdict{Valid}) {
					t.Errorf("%v/%s/board %v: whole, exit %d, verdicts %v, want exit 0, one valid tour", b, w.name, opt.Board, code, verdicts)
				}
				text := w.wrap([]propTour{pt})
				_, verdicts, code := textExit(text, opt, walkCheck)
				if code == 0 || slices.Contains(verdicts, Valid) {
					t.Errorf("%v/%s/board %v: exit %d, verdicts %v, want no pass:\n%s", b, w.name, opt.Board, code, verdicts, clip(text))
				}
			}
		}
	}
}

// TestDataRecordsReadAsked writes a tour through the bunyan layouts and
// asks for the reading each is written in, as the refusal of a faulty
// list names (-read index, -read numbers): the tour written reads valid,
// and with two squares swapped it is certainly invalid, the reading
// being the one asked for. The oracle is the layout the test wrote and
// its swap, two steps no knight's move apart (walkCheck).
func TestDataRecordsReadAsked(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 3))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 2000)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		k := 1 + rng.IntN(len(p)-2)
		q := slices.Clone(p)
		q[k], q[k+1] = q[k+1], q[k]
		for _, w := range dataRecordWrappers() {
			asked := Indices
			switch {
			case strings.Contains(w.name, "bunyan solution of steps"):
				asked = Numbers
			case !strings.Contains(w.name, "bunyan"):
				continue
			}
			for _, c := range []struct {
				p     board.Path
				code  int
				valid Verdict
			}{{p, 0, Valid}, {q, 1, Invalid}} {
				text := w.wrap([]propTour{newPropTour(b, c.p)})
				if _, verdicts, code := textExit(text, ReadOptions{Format: asked}, walkCheck); code != c.code || !slices.Equal(verdicts, []Verdict{c.valid}) {
					t.Errorf("%v/%s/-read %v: exit %d, verdicts %v, want exit %d, %v:\n%s", b, w.name, asked, code, verdicts, c.code, c.valid, clip(text))
				}
			}
		}
	}
}

// TestDataRecordsNoBoardNamed writes a tour's square numbers as a log
// record's flat list with no key naming the board: no board is known, so
// the input is refused, and the refusal names the list, its count and
// -board, which reads it. The oracle is the record the test wrote: its
// key and the board's count of squares.
func TestDataRecordsNoBoardNamed(t *testing.T) {
	rng := rand.New(rand.NewPCG(40, 4))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 2000)
		idx := make([]int, len(p))
		for i, s := range p {
			idx[i] = int(s.Y-1)*int(b.W) + int(s.X-1)
		}
		text := bunyanRecord("solved", fmt.Sprintf(`"solution":%s,`, numbersJSON(idx))) + "\n"
		tours, verdicts, code := textExit(text, ReadOptions{}, walkCheck)
		want := fmt.Sprintf(`"solution" holds %d numbers`, b.Size())
		if code != 2 || len(tours) != 1 || tours[0].Err == nil || !strings.Contains(tours[0].Err.Error(), want) || !strings.Contains(tours[0].Err.Error(), "-board") {
			t.Errorf("%v: exit %d, verdicts %v, tours %d, want exit 2 naming %s and -board:\n%s", b, code, verdicts, len(tours), want, tourErrs(tours))
		}
		if _, verdicts, code := textExit(text, ReadOptions{Board: b}, walkCheck); code != 0 || !slices.Equal(verdicts, []Verdict{Valid}) {
			t.Errorf("%v: -board %v, exit %d, verdicts %v, want exit 0, one valid tour", b, b, code, verdicts)
		}
	}
}
