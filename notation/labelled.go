package notation

import (
	"bytes"
	"fmt"
)

// Tours printed in lockstep write a line of each in turn, each line
// begun by its tour's label ("A: c7 a6 ...", "B: a3 b1 ...", "A: ...";
// "[A]", "tour1>", "#1:"): the lines under one label are one tour, and
// lines of different labels are never one. labelledTours finds, among
// tours read one after another on adjacent lines, square lists whose
// every line begins with a label, the labels repeating in one cycle
// (each at least twice), and reads each label's lines as its tour.

// squareLines is, for a square list read in memory, the index in t.lines
// of each square's line, and the label before the first square of each
// line: nil when d is no such list.
func squareLines(d Document) (lines []int, labels map[int]string) {
	offs := writtenOffsets(d)
	if d.Format != Algebraic || offs == nil {
		return nil, nil
	}
	t := d.places.t
	labels = map[int]string{}
	for _, off := range offs {
		l := lineIndex(t.lines, int(off))
		if l < 0 {
			return nil, nil
		}
		if len(lines) == 0 || lines[len(lines)-1] != l {
			label := bytes.TrimSpace(t.b[t.lines[l]:off])
			label = bytes.TrimRight(label, `'"`)
			if len(label) == 0 || len(label) > 16 {
				return nil, nil
			}
			labels[l] = string(label)
		}
		lines = append(lines, l)
	}
	return lines, labels
}

// labelCycle is the labels of lines in order when they repeat in one
// cycle of two or more, each at least twice; nil otherwise.
func labelCycle(order []int, labels map[int]string) []string {
	var cycle []string
	for _, l := range order {
		if len(cycle) > 0 && labels[l] == cycle[0] {
			break
		}
		for _, c := range cycle {
			if c == labels[l] {
				return nil // a label again before the first came back
			}
		}
		cycle = append(cycle, labels[l])
	}
	if len(cycle) < 2 || len(order) < 2*len(cycle) {
		return nil
	}
	for i, l := range order {
		if labels[l] != cycle[i%len(cycle)] {
			return nil
		}
	}
	return cycle
}

// labelledTours reads the lines of each label of a lockstep print as its
// tour (see above).
func labelledTours(tours []Tour) []Tour {
	var out []Tour
	for i := 0; i < len(tours); {
		// The run of tours from i, each one square list of labelled
		// lines, each beginning on the line after the last one ended.
		j, last := i, -1
		var docs []Document
		for j < len(tours) && tours[j].Err == nil && len(tours[j].Readings) == 1 {
			d := tours[j].Readings[0]
			lines, _ := squareLines(d)
			if lines == nil || last >= 0 && (lines[0] != last+1 || d.places.t != docs[0].places.t) {
				break
			}
			docs = append(docs, d)
			last = lines[len(lines)-1]
			j++
		}
		split := lockstep(docs)
		if split == nil {
			out = append(out, tours[i])
			i++
			continue
		}
		for _, d := range split {
			out = append(out, Tour{Line: d.Line, Readings: []Document{d}, Asked: tours[i].Asked})
		}
		i = j
	}
	return out
}

// lockstep is the tours of docs, square lists on adjacent lines, read
// one a label, when their lines' labels repeat in one cycle; nil when
// they do not.
func lockstep(docs []Document) []Document {
	if len(docs) == 0 {
		return nil
	}
	var order []int
	labels := map[int]string{}
	type square struct {
		doc, k, line int
	}
	var squares []square
	for di, d := range docs {
		if d.Repeated {
			return nil // a square taken off its end: no longer the squares written
		}
		lines, ls := squareLines(d)
		for k, l := range lines {
			if len(order) == 0 || order[len(order)-1] != l {
				order = append(order, l)
			}
			squares = append(squares, square{di, k, l})
		}
		for l, s := range ls {
			labels[l] = s
		}
	}
	cycle := labelCycle(order, labels)
	if cycle == nil {
		return nil
	}
	out := make([]Document, len(cycle))
	at := map[string]int{}
	for i, c := range cycle {
		at[c] = i
	}
	t := docs[0].places.t
	for _, s := range squares {
		i := at[labels[s.line]]
		d := docs[s.doc]
		if out[i].places == nil {
			out[i] = d
			out[i].Path = nil
			pl := *d.places
			pl.offs, pl.shift = nil, 0
			out[i].places = &pl
			out[i].Line, _ = t.pos(t.lines[s.line])
			out[i].lineEnds, out[i].closeEnds = nil, nil
			out[i].label = fmt.Sprintf("the lines labelled %q, one tour of %d printed a line each in turn", cycle[i], len(cycle))
		}
		out[i].Path = append(out[i].Path, d.Path[s.k])
		out[i].places.offs = append(out[i].places.offs, writtenOffsets(d)[s.k])
	}
	return out
}

// writtenOffsets is where in d.places.t each square of d.Path is written,
// for a list read in memory one square a square written; nil otherwise.
func writtenOffsets(d Document) []int32 {
	pl := d.places
	if pl == nil || pl.t == nil || pl.pairs || pl.grid != nil || pl.shift < 0 || len(d.Path) == 0 || pl.shift+len(d.Path) > len(pl.offs) {
		return nil
	}
	return pl.offs[pl.shift : pl.shift+len(d.Path)]
}
