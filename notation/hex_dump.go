package notation

import "strconv"

// A board saved as bytes, one a square, is shown by a dump tool: xxd's
// "00000000: 0126 3f1e ...  .&?.", hexdump -C's "00000000  01 26 3f 1e
// ...  |.&?.|", od -Ax -tx1's "000000 01 26 3f 1e". The dump's structure,
// not a list of tools, says what it is: a line begins with the offset of
// its first byte in hex, then the bytes in hex, in groups of one to four
// bytes, then, for most tools, a gutter that writes each byte again as
// its character ('.' when it prints none). The offsets count the bytes
// of the lines before, from 0, and the gutter agrees with the bytes:
// then the hex is certain, and each byte is read as the decimal number
// it is, in place, the offsets and gutters no numbers of the board. A
// dump's line width is the tool's, not the board's, so its lines number
// the squares in order, a flat numbering: the dump is read as one line
// of numbers, each mapped back to where its hex is written. A line of an
// offset alone ends a dump (hexdump's total).

// dumpLine reads a line of a hex dump: the offset it writes, the start
// and end in line of each byte's two hex digits, and whether the line
// is one.
func dumpLine(line []byte) (offset uint64, pairs [][2]int, ok bool) {
	i := 0
	for i < len(line) && hexDigit(line[i]) >= 0 {
		i++
	}
	if i < 4 || i > 16 {
		return 0, nil, false
	}
	offset, err := strconv.ParseUint(string(line[:i]), 16, 64)
	if err != nil {
		return 0, nil, false
	}
	if i < len(line) && line[i] == ':' {
		i++
	}
	end := len(line)
	for end > i && (line[end-1] == '\r' || line[end-1] == '\n') {
		end--
	}
	for i < end {
		spaces := 0
		for i < end && line[i] == ' ' {
			i, spaces = i+1, spaces+1
		}
		if i == end {
			break
		}
		for back := 0; spaces >= 2 && back <= spaces-2 && len(pairs) > 0; back++ {
			if gutterAgrees(line, pairs, line[i-back:end]) {
				return offset, pairs, true // a gutter, begun by a space's byte or not
			}
		}
		if spaces == 0 {
			return 0, nil, false
		}
		g := i
		for g < end && hexDigit(line[g]) >= 0 {
			g++
		}
		if n := g - i; n == 0 || n%2 != 0 || n > 8 || g < end && line[g] != ' ' {
			return 0, nil, false
		}
		for ; i < g; i += 2 {
			pairs = append(pairs, [2]int{i, i + 2})
		}
	}
	return offset, pairs, true
}

// gutterAgrees reports whether gutter writes the bytes of pairs as their
// characters, '.' for one that prints none, alone or between '|'.
func gutterAgrees(line []byte, pairs [][2]int, gutter []byte) bool {
	if len(gutter) == len(pairs)+2 && gutter[0] == '|' && gutter[len(gutter)-1] == '|' {
		gutter = gutter[1 : len(gutter)-1]
	}
	if len(gutter) != len(pairs) {
		return false
	}
	for k, p := range pairs {
		v, _ := strconv.ParseUint(string(line[p[0]:p[1]]), 16, 8)
		if c := gutter[k]; v >= 0x20 && v < 0x7f && c != byte(v) || (v < 0x20 || v >= 0x7f) && c != '.' {
			return false
		}
	}
	return true
}

// decimalDump reads t with every hex dump in it written as its bytes in
// decimal, the dump one line, and reports whether there were
// any. A dump is lines one after another whose offsets start at 0 and
// count the bytes before, of three bytes or more in all. One pass over
// the input.
func (t *text) decimalDump() bool {
	type dumped struct {
		line  int
		pairs [][2]int
	}
	var dumps [][]dumped
	var run []dumped
	var next uint64
	flush := func() {
		bytes := 0
		for _, d := range run {
			bytes += len(d.pairs)
		}
		if bytes >= 3 {
			dumps = append(dumps, run)
		}
		run = nil
	}
	for i := range t.lines {
		offset, pairs, ok := dumpLine(t.line(i))
		switch {
		case ok && len(run) > 0 && offset == next:
			run, next = append(run, dumped{i, pairs}), next+uint64(len(pairs))
			if len(pairs) == 0 {
				flush() // an offset alone: the dump's length, its end
			}
		default:
			flush()
			if ok && offset == 0 && len(pairs) > 0 {
				run, next = append(run, dumped{i, pairs}), uint64(len(pairs))
			}
		}
	}
	flush()
	return t.rewriteMapped(func(i int) ([]byte, []int32, int, bool) {
		if len(dumps) == 0 || i != t.lines[dumps[0][0].line] {
			return nil, nil, 0, false
		}
		run := dumps[0]
		dumps = dumps[1:]
		var out []byte
		var from []int32
		for n, d := range run {
			start := t.lines[d.line]
			for k, p := range d.pairs {
				if k > 0 || n > 0 {
					out, from = append(out, ' '), append(from, int32(start+p[0]-1))
				}
				v, _ := strconv.ParseUint(string(t.b[start+p[0]:start+p[1]]), 16, 8)
				for _, c := range strconv.AppendUint(nil, v, 10) {
					out, from = append(out, c), append(from, int32(start+p[0]))
				}
			}
		}
		last := run[len(run)-1].line
		return out, from, t.lines[last] + len(t.line(last)), true
	})
}
