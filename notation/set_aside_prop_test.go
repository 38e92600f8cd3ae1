package notation

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// setAsidePrefixes are what loggers write before each line they record,
// the numbers then at the line's end: none of them is a layout a reader
// was written for, and the thread, the time and the process vary from
// line to line as a running program's do.
func setAsidePrefixes() []struct {
	name   string
	prefix func(i int) string
} {
	return []struct {
		name   string
		prefix func(i int) string
	}{
		{"bare", func(int) string { return "" }},
		{"log4j", func(i int) string {
			thread := "main"
			if i%2 == 1 {
				thread = fmt.Sprintf("pool-%d-thread-%d", i, i+1)
			}
			return fmt.Sprintf("2026-12-04 03:04:%02d,%03d INFO  [%s] k.Solver - ", 10+i, 7*i, thread)
		}},
		{"slf4j simple", func(i int) string { return fmt.Sprintf("[worker-%d] INFO org.knight.Search - ", i%3) }},
		{"python logging", func(int) string { return "INFO:solver:" }},
		{"python asctime", func(i int) string {
			return fmt.Sprintf("2026-12-04 03:04:%02d,%03d - solver - DEBUG - ", 10+i, 31*i%1000)
		}},
		{"iso stamp", func(i int) string { return fmt.Sprintf("2026-12-04T03:04:%02d.%03dZ ", 10+i, 11*i) }},
		{"syslog", func(i int) string { return fmt.Sprintf("Dec  4 10:42:%02d host tour[%d]: ", i, 4242+i%2) }},
		{"bracketed level", func(i int) string { return []string{"[INFO] ", "[DEBUG] ", "[TRACE] "}[i%3] }},
	}
}

// setAsideRules are what programs print between two boards.
var setAsideRules = []string{"", "----------\n", "==========\n", "**********\n", "__________\n", "──────────\n", "+---------+\n", "\n", "\n\n"}

// setAsideCaptions are the lines a program may print above a board it
// gave up on or is still filling.
var setAsideCaptions = []string{"", "progress:\n", "attempt 3 of 5 (backtracking)\n", "Step 17 -- stuck, restarting\n"}

// TestSetAsideNeverPassesProperty writes K valid tours (warnsdorffWalk,
// checked by walkOK) and one or two blocks that look like a tour and are
// none (a progress board, numbered 1..k with the rest written 0; a board
// under half filled so; a valid tour's grid with one cell cut from a
// row; a square list one square short), every line of each through a
// logger's prefix (setAsidePrefixes), blocks parted by a rule, blank
// lines or nothing (setAsideRules), the faulty ones under a caption or
// not. The oracle is what was written: such a block exists, so the
// input never exits 0 (no flag asks to pass it over), the answer names
// each faulty block at one of its lines (a tour there not valid, a fault
// there, or a Partial skip there), no valid tour is judged invalid, and
// no tour read in a faulty block is valid. Beside another faulty block
// named, the answer exits 2 already and need not itemise the second
// (what no reading read need not be named in an answer that refuses
// something else); how many so is logged.
func TestSetAsideNeverPassesProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 24))
	type kind struct {
		name  string
		print func(b board.Board, p board.Path, prefix func(int) string) string
	}
	gridRows := func(b board.Board, p board.Path, keep int, prefix func(int) string, cut int) string {
		pt := newPropTour(b, p)
		var s strings.Builder
		for i, r := range pt.rows {
			row := slices.Clone(r)
			for j := range row {
				if row[j] > keep {
					row[j] = 0
				}
			}
			if i == cut {
				k := rng.IntN(len(row))
				row = slices.Delete(row, k, k+1)
			}
			s.WriteString(prefix(i) + cells(row, "%3d", " ") + "\n")
		}
		return s.String()
	}
	list := func(p board.Path, prefix func(int) string) string {
		var sq []string
		for _, s := range p {
			sq = append(sq, s.String())
		}
		return prefix(0) + strings.Join(sq, " ") + "\n"
	}
	valid := []kind{
		{"grid", func(b board.Board, p board.Path, prefix func(int) string) string {
			return gridRows(b, p, b.Size(), prefix, -1)
		}},
		{"list", func(_ board.Board, p board.Path, prefix func(int) string) string { return list(p, prefix) }},
	}
	faulty := []kind{
		{"progress board", func(b board.Board, p board.Path, prefix func(int) string) string {
			return gridRows(b, p, b.Size()-2-rng.IntN(max(1, b.Size()/2-2)), prefix, -1)
		}},
		{"board half filled", func(b board.Board, p board.Path, prefix func(int) string) string {
			return gridRows(b, p, b.Size()/2+1, prefix, -1)
		}},
		{"grid with a cell cut", func(b board.Board, p board.Path, prefix func(int) string) string {
			return gridRows(b, p, b.Size(), prefix, rng.IntN(int(b.H)))
		}},
		{"list one square short", func(_ board.Board, p board.Path, prefix func(int) string) string {
			return list(p[:len(p)-1], prefix)
		}},
	}
	prefixes := setAsidePrefixes()
	rangeNote := regexp.MustCompile(`\(lines (\d+) to (\d+)\)`)
	type tally struct{ cases, failed int }
	per := map[string]*tally{}
	failures, namedBlocks, unnamedBeside, passed := 0, 0, 0, 0
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 5, H: 6}, {W: 8, H: 8}} {
		for range 120 {
			var paths []board.Path
			for len(paths) < 4 {
				p := warnsdorffWalk(rng, b, 200)
				if len(p) != b.Size() || !walkOK(b, p) {
					t.Fatalf("%v: the test's own tour", b)
				}
				paths = append(paths, p)
			}
			// The blocks in order: K valid ones and one or two faulty
			// ones, each its own printing and prefix.
			type piece struct {
				faulty      bool
				first, last int // lines of the block, its caption too
				name        string
			}
			nValid, nFaulty := 1+rng.IntN(2), 1+rng.IntN(2)
			order := slices.Repeat([]bool{false}, nValid)
			order = append(order, slices.Repeat([]bool{true}, nFaulty)...)
			rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
			rule := setAsideRules[rng.IntN(len(setAsideRules))]
			var text strings.Builder
			var pieces []piece
			line := 1
			var names []string
			for k, isFaulty := range order {
				if k > 0 {
					text.WriteString(rule)
					line += strings.Count(rule, "\n")
				}
				pre := prefixes[rng.IntN(len(prefixes))]
				var s, name string
				if isFaulty {
					f := faulty[rng.IntN(len(faulty))]
					s = setAsideCaptions[rng.IntN(len(setAsideCaptions))] + f.print(b, paths[k], pre.prefix)
					name = f.name + " after " + pre.name
				} else {
					v := valid[rng.IntN(len(valid))]
					s = v.print(b, paths[k], pre.prefix)
					name = "valid " + v.name + " after " + pre.name
				}
				n := strings.Count(s, "\n")
				pieces = append(pieces, piece{isFaulty, line, line + n - 1, name})
				names = append(names, name)
				text.WriteString(s)
				line += n
			}
			input := text.String()
			for _, pc := range pieces {
				if pc.faulty {
					if per[pc.name] == nil {
						per[pc.name] = &tally{}
					}
					per[pc.name].cases++
				}
			}
			desc := fmt.Sprintf("%v, %s, %q between", b, strings.Join(names, "; "), rule)
			tours, verdicts, code := textExit(input, ReadOptions{}, walkCheck)
			inside := func(l int, pc piece) bool { return l >= pc.first && l <= pc.last }
			fail := func(pc *piece, format string, args ...any) {
				failures++
				if pc != nil {
					per[pc.name].failed++
				}
				if failures <= 12 {
					t.Errorf("%s: %s:\n%s", desc, fmt.Sprintf(format, args...), clip(input))
				}
			}
			if code == 0 {
				passed++
				fail(nil, "exit 0 (%v at %v), want the faulty blocks named", verdicts, lines(tours))
				continue
			}
			var unnamed []*piece
			for k := range pieces {
				pc := &pieces[k]
				named := false
				for i, tr := range tours {
					at := inside(tr.Line, *pc) || tr.Err != nil && inside(lineOf(tr.Err), *pc)
					switch {
					case at && verdicts[i] == Valid && pc.faulty:
						fail(pc, "the %s at lines %d-%d read valid at line %d", pc.name, pc.first, pc.last, tr.Line)
					case at && verdicts[i] == Invalid && !pc.faulty:
						fail(pc, "the %s at lines %d-%d judged invalid at line %d: %v", pc.name, pc.first, pc.last, tr.Line, Judge(tr, board.Problem{}, walkCheck).Err)
					case at && verdicts[i] != Valid:
						named = true
					}
					for _, sk := range tr.lines {
						// an unreadable block that spans it: the refusal names it
						named = named || tr.Err != nil && inside(sk.Line, *pc)
					}
					for _, d := range tr.Readings {
						for _, sk := range d.Skipped {
							if !sk.Partial {
								continue
							}
							if inside(sk.Line, *pc) {
								named = true
							}
							if m := rangeNote.FindStringSubmatch(sk.Text); m != nil {
								from, _ := strconv.Atoi(m[1])
								to, _ := strconv.Atoi(m[2])
								named = named || from <= pc.last && to >= pc.first
							}
						}
					}
				}
				switch {
				case pc.faulty && named:
					namedBlocks++
				case pc.faulty:
					unnamed = append(unnamed, pc)
				}
			}
			if len(unnamed) == nFaulty || nFaulty == 1 && len(unnamed) > 0 {
				pc := unnamed[0]
				fail(pc, "the %s at lines %d-%d is named by no verdict, fault or skip (tours at %v, %v, exit %d)", pc.name, pc.first, pc.last, lines(tours), verdicts, code)
			}
			unnamedBeside += len(unnamed)
		}
	}
	var keys []string
	for k := range per {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		t.Logf("%-45s %4d cases, %3d failed", k, per[k].cases, per[k].failed)
	}
	t.Logf("%d faulty blocks named; %d more beside another named, the answer exit 2 already", namedBlocks, unnamedBeside)
	if failures > 0 {
		t.Logf("%d inputs exited 0 with a faulty block in them", passed)
		t.Errorf("%d failures", failures)
	}
}
