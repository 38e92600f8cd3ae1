package notation

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// literalStyle is how a language writes the text it prints as one string
// literal: the code before and after it, its quote, the escapes between
// cells and between rows, and whether the text ends with a line break.
type literalStyle struct {
	name, before, after string
	quote               byte
	cellSep, rowSep     string // as written in the source
	width               int    // cells padded to it
	trailing            bool   // the literal ends with rowSep
}

var literalStyles = []literalStyle{
	{name: "javascript textContent", before: "function show() {\n    out.textContent += ", after: ";\n}\n", quote: '"', cellSep: " ", rowSep: `\n`, width: 2},
	{name: "c printf", before: "#include <stdio.h>\nint main(void) {\n\tprintf(", after: ");\n\treturn 0;\n}\n", quote: '"', cellSep: " ", rowSep: `\n`, width: 3, trailing: true},
	{name: "python print", before: "# the answer\nprint(", after: ")\n", quote: '\'', cellSep: " ", rowSep: `\n`, trailing: true},
	{name: "java tabs", before: "class Tour {\n  static final String ANSWER = ", after: ";\n}\n", quote: '"', cellSep: `\t`, rowSep: `\n`},
	{name: "c# crlf", before: "Console.Write(", after: ");\n", quote: '"', cellSep: " ", rowSep: `\r\n`, width: 2, trailing: true},
	{name: "rust println", before: "fn main() {\n    println!(\"{}\", ", after: ");\n}\n", quote: '"', cellSep: "  ", rowSep: `\n`},
	{name: "go test want", before: "var want = ", after: "\n", quote: '"', cellSep: " ", rowSep: `\n`, width: 2, trailing: true},
	{name: "go after non-ASCII", before: "package main\n\nvar caption, answer = \"Lösung → 8×8 — \", ", after: "\n", quote: '"', cellSep: " ", rowSep: `\n`, width: 2},
	{name: "php echo", before: "<?php\necho ", after: ";\n", quote: '\'', cellSep: " ", rowSep: `\n`},
}

// writeLiteral writes rows in style s and returns the text with the line
// and column of each number written, by the number: the test's own
// account of where it put them, the oracle of the positions read.
func writeLiteral(s literalStyle, rows [][]int) (string, map[int][][2]int) {
	var b strings.Builder
	b.WriteString(s.before)
	b.WriteByte(s.quote)
	at := map[int][][2]int{}
	for r, row := range rows {
		if r > 0 {
			b.WriteString(s.rowSep)
		}
		for c, n := range row {
			if c > 0 {
				b.WriteString(s.cellSep)
			}
			num := fmt.Sprintf("%*d", s.width, n)
			pre := b.String() + num[:len(num)-len(fmt.Sprint(n))]
			line := strings.Count(pre, "\n") + 1
			col := len(pre) - strings.LastIndexByte(pre, '\n')
			at[n] = append(at[n], [2]int{line, col})
			b.WriteString(num)
		}
	}
	if s.trailing {
		b.WriteString(s.rowSep)
	}
	b.WriteByte(s.quote)
	b.WriteString(s.after)
	return b.String(), at
}

// TestStringLiteralGrids writes random tours as numbered grids inside a
// string literal with escapes, in several languages' syntax: a tour is
// one valid tour, every square placed at the line and column where the
// test wrote its number; two squares swapped is invalid; a number written
// twice is a numbering fault at the line and column of its second time.
// Oracles: walkOK, the test's independent move check, and the positions
// the test recorded as it wrote the text.
func TestStringLiteralGrids(t *testing.T) {
	rng := rand.New(rand.NewPCG(25, 24))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 500)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		swapped := append(board.Path(nil), p...)
		swapped[7], swapped[8] = swapped[8], swapped[7]
		if walkOK(b, swapped) {
			t.Fatalf("%v: the swapped tour is a tour", b)
		}
		for _, s := range literalStyles {
			for _, c := range []struct {
				kind string
				path board.Path
			}{{"tour", p}, {"swapped", swapped}, {"twice", p}} {
				name := fmt.Sprintf("%v/%s/%s", b, s.name, c.kind)
				rows := make([][]int, b.H)
				for i := range rows {
					rows[i] = make([]int, b.W)
				}
				for k, sq := range c.path {
					rows[b.H-sq.Y][sq.X-1] = k + 1
				}
				last := rows[b.H-1][b.W-1]
				if c.kind == "twice" {
					rows[b.H-1][b.W-1] = rows[0][0]
				}
				text, at := writeLiteral(s, rows)
				tours, err := ReadTours(strings.NewReader(text), ReadOptions{Board: b})
				if err != nil || len(tours) != 1 {
					t.Errorf("%s: %d tours, error %v, want one:\n%s", name, len(tours), err, text)
					continue
				}
				j := Judge(tours[0], board.Problem{Board: b}, walkCheck)
				switch c.kind {
				case "tour", "swapped":
					want := Valid
					if c.kind == "swapped" {
						want = Invalid
					}
					if j.Verdict != want {
						t.Errorf("%s: verdict %v (%v), want %v:\n%s", name, j.Verdict, j.Err, want, text)
						continue
					}
					for k := range j.Doc.Path {
						line, col, ok := j.Doc.Place(k)
						if w := at[k+1][0]; !ok || line != w[0] || col != w[1] {
							t.Errorf("%s: Place(%d) = %d:%d %v, want %d:%d", name, k, line, col, ok, w[0], w[1])
							break
						}
					}
				case "twice":
					var perr *board.ParseError
					if j.Verdict != Invalid || !errors.Is(j.Err, ErrNumbering) || !errors.As(j.Err, &perr) {
						t.Errorf("%s: verdict %v (%v), want invalid, a numbering fault (%d missing):\n%s", name, j.Verdict, j.Err, last, text)
						continue
					}
					if w := at[rows[0][0]][1]; perr.Line != w[0] || perr.Col != w[1] {
						t.Errorf("%s: fault at %d:%d (%v), want %d:%d", name, perr.Line, perr.Col, perr, w[0], w[1])
					}
				}
			}
		}
	}
}
