package notation

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/knightcert/knight/board"
)

// tourLikeWhy is what the Partial skip of markTourLike says of a run of
// lines, after what it holds.
const tourLikeWhy = ", read by no reading"

// markTourLike names as Partial each run of lines that no reading read,
// and that no skip already names as Partial, when what the run writes
// could be a tour by a test that no layout decides (tourLike): a path of
// squares, in any spelling whose squares are a letter and a number, or of
// integer pairs, most of whose steps are knight's moves; or integers that
// number a board's squares once each but for one, or a log's rows that
// do, or number it in part. The layout readers know the layouts they
// read; this test knows none, so
// that a tour in a layout none of them reads (a list in tags, a table of
// one cell a line, tuples of a letter and a number) is named rather than
// passed over as words beside the tours read, a JSON document's too
// (documentsRead). A run is the lines between
// two lines read, blank lines in it, and each of its paragraphs (split
// at blank lines) is tested too, and a paragraph that is no tour again
// without up to two lines at either end; a run in which none of these is
// found is tested again by its rows alone. One pass over the lines, and
// at most twenty over each paragraph's words.
func (t *text) markTourLike(tours []Tour, opt ReadOptions) []Tour {
	opt.checkStop(0)
	if t.runs || len(tours) == 0 {
		return tours
	}
	n := len(t.lines)
	read := make([]bool, n+1)  // a reading's square is on the line, or a tour no reading reads
	named := make([]bool, n+1) // set aside as Partial
	mark := func(marks []bool, l int) {
		if l >= 1 && l <= n {
			marks[l] = true
		}
	}
	// paraStart is the first line of each line's paragraph (0 for a
	// blank line), found once: each paragraph is marked once, however
	// many tours it holds.
	var paraStart []int
	paragraphDone := make([]bool, n+1)
	for _, tr := range tours {
		if len(tr.Readings) == 0 {
			if paraStart == nil {
				paraStart = make([]int, n+1)
				for p := 1; p <= n; p++ {
					switch {
					case t.blank(p):
					case p > 1 && paraStart[p-1] > 0:
						paraStart[p] = paraStart[p-1]
					default:
						paraStart[p] = p
					}
				}
			}
			// Its verdict names its lines: those it lists, and the
			// paragraph of its fault, whose span the error does not say.
			for _, l := range []int{tr.Line, lineOf(tr.Err)} {
				if l < 1 || l > n || paraStart[l] == 0 || paragraphDone[paraStart[l]] {
					continue
				}
				paragraphDone[paraStart[l]] = true
				for p := paraStart[l]; p <= n && paraStart[p] == paraStart[l]; p++ {
					mark(read, p)
				}
			}
			for _, sk := range tr.lines {
				mark(read, sk.Line)
			}
		}
		for _, d := range tr.Readings {
			if d.Format != JSON { // a document's squares have no places (documentsRead)
				if d.places == nil || d.places.t == nil {
					return tours // the lines read are not known
				}
				for k := range d.Path {
					if line, _, ok := d.Place(k); ok {
						mark(read, line)
					}
				}
			}
			for _, sk := range d.Skipped {
				if sk.Partial {
					mark(named, sk.Line)
				}
				if sk.ruledOut {
					mark(read, sk.Line)
				}
			}
		}
	}
	t.documentsRead(tours, read)
	for i := range tours {
		for k, d := range tours[i].Readings {
			tours[i].Readings[k].beside = t.unreadBeside(d, read)
		}
	}
	type run struct {
		first, last int
		what        string
	}
	var flagged []run
	rows := false // test the integers that end rows (rowsLike)
	largest := 0  // the largest board a tour is read on: what is under half of it is no tour beside
	// Rows are tested only when every reading's lines are known and the
	// answer names nothing it could not read yet: a board set aside is
	// named by its first line, and its other rows are no run of their own.
	rowsAlso := !slices.ContainsFunc(tours, func(tr Tour) bool {
		return tr.Err != nil || slices.ContainsFunc(tr.Readings, func(d Document) bool {
			return d.Format != JSON && (d.places == nil || d.places.t == nil) || slices.ContainsFunc(d.Skipped, func(sk Skip) bool { return sk.Partial })
		})
	})
	var shapes []board.Board // the boards read on: a grid of their shape no reader reads is set aside
	for _, tr := range tours {
		for _, d := range tr.Readings {
			largest = max(largest, d.Board.Size())
			shapes = append(shapes, d.Board)
		}
	}
	test := func(from, to int) bool {
		if slices.Contains(named[from:to+1], true) {
			return false
		}
		what := ""
		if rows {
			what = t.rowsLike(from, to, largest)
		} else if what = t.tourLike(from, to); what == "" {
			what = t.gridAside(from, to, shapes)
		}
		if what != "" {
			flagged = append(flagged, run{from, to, what})
			return true
		}
		return false
	}
	for l := 1; l <= n; {
		if read[l] {
			l++
			continue
		}
		e := l
		for e+1 <= n && !read[e+1] {
			e++
		}
		was := len(flagged)
		for _, rows = range []bool{false, true} {
			if len(flagged) > was || rows && !rowsAlso || test(l, e) {
				continue
			}
			for p := l; p <= e; { // each paragraph on its own
				for p <= e && t.blank(p) {
					p++
				}
				q := p
				for q+1 <= e && len(bytes.TrimSpace(t.line(q))) > 0 {
					q++ // a paragraph ends at an empty line, not at a brace
				}
				if p > e {
					break
				}
				if (p == l && q == e) || !test(p, q) {
					// without up to two lines at each end: a caption's
					// numbers in the paragraph ("solve(3, 4)" above a
					// one-line literal, a progress line above a table)
					// must not hide the lines that number a board.
				trim:
					for a := 0; a <= 2; a++ {
						for z := 0; z <= 2; z++ {
							if a+z > 0 && p+a <= q-z && test(p+a, q-z) {
								break trim
							}
						}
					}
				}
				p = q + 1
			}
		}
		l = e + 1
	}
	if !opt.alone && rowsAlso {
		// A run flagged that reads alone as a tour is that tour.
		tours = t.readAlone(tours, read, named, opt)
		flagged = slices.DeleteFunc(flagged, func(f run) bool { return slices.Contains(read[f.first:f.last+1], true) })
	}
	if len(flagged) == 0 {
		return tours
	}
	order := make([]int, 0, len(tours))
	for k := range tours {
		if len(tours[k].Readings) > 0 {
			order = append(order, k)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int { return tours[a].Line - tours[b].Line })
	added := false
	inRun := make([]bool, n+2) // the lines of the runs flagged
	skips := map[int][]Skip{}  // each run's skip, by the tour it is named beside
	for _, f := range flagged {
		first, last := f.first, f.last
		for first < last && t.blank(first) {
			first++
		}
		for last > first && len(bytes.TrimSpace(t.line(last-1))) == 0 {
			last-- // an empty line ends the run, and the input's last newline is no line
		}
		sk := Skip{Line: first, Partial: true, Text: fmt.Sprintf("%s: %s%s", shorten(string(bytes.TrimSpace(t.line(first-1)))), f.what, tourLikeWhy)}
		if last > first {
			sk.Text = fmt.Sprintf("%s (lines %d to %d): %s%s", shorten(string(bytes.TrimSpace(t.line(first-1)))), first, last, f.what, tourLikeWhy)
		}
		var run []byte
		for l := first; l <= last; l++ {
			run = append(append(run, t.line(l-1)...), '\n')
		}
		sk.squares = string(run)
		if len(order) == 0 {
			// No tour read to name it beside: a tour of its own that no
			// reading reads.
			tours, added = append(tours, Tour{Line: first, Err: errAt(first, 1, ErrMisread, "%s, which could be a tour", sk.Text)}), true
			continue
		}
		at := order[0] // the tour read before the run, or the first
		for _, k := range order {
			if tours[k].Line <= f.first {
				at = k
			}
		}
		for l := f.first; l <= f.last; l++ {
			inRun[l] = true
		}
		skips[at] = append(skips[at], sk)
	}
	// Each reading is rewritten once for all runs, not once a run: many
	// runs beside many tours would otherwise copy every skip list again.
	for _, k := range order {
		for i := range tours[k].Readings {
			// A run's lines are named once, by its skip.
			sks := slices.DeleteFunc(slices.Clone(tours[k].Readings[i].Skipped), func(s Skip) bool { return s.Line >= 0 && s.Line < len(inRun) && inRun[s.Line] && !s.Partial })
			if len(skips[k]) > 0 {
				sks = append(sks, skips[k]...)
				slices.SortStableFunc(sks, func(a, b Skip) int { return a.Line - b.Line })
			}
			tours[k].Readings[i].Skipped = sks
		}
	}
	if added {
		slices.SortStableFunc(tours, func(a, b Tour) int { return a.Line - b.Line })
	}
	return tours
}

// documentsRead marks as read the lines of each JSON document that
// tours read, whose squares have no places: from the tour's first line
// up to the next tour's, but for those a reading names as skipped.
func (t *text) documentsRead(tours []Tour, read []bool) {
	if !slices.ContainsFunc(tours, func(tr Tour) bool {
		return slices.ContainsFunc(tr.Readings, func(d Document) bool { return d.Format == JSON })
	}) {
		return
	}
	starts := make([]int, 0, len(tours)) // the tours' first lines, in order
	skipped := map[int]bool{}
	for _, tr := range tours {
		starts = append(starts, tr.Line)
		for _, d := range tr.Readings {
			for _, sk := range d.Skipped {
				skipped[sk.Line] = true
			}
		}
	}
	slices.Sort(starts)
	for _, tr := range tours {
		if !slices.ContainsFunc(tr.Readings, func(d Document) bool { return d.Format == JSON }) {
			continue
		}
		last := len(read) - 1
		if next, _ := slices.BinarySearch(starts, tr.Line+1); next < len(starts) {
			last = starts[next] - 1
		}
		for l := max(tr.Line, 1); l <= last; l++ {
			read[l] = read[l] || !skipped[l]
		}
		// A value beside the "tour" read as a tour of its own may start
		// before the "tour" does, which is read all the same.
		for _, d := range tr.Readings {
			if d.tourAt[1] > 0 {
				first, _ := t.pos(d.tourAt[0])
				end, _ := t.pos(d.tourAt[1] - 1)
				for l := first; l <= end && l < len(read); l++ {
					read[l] = true
				}
			}
		}
	}
}

// readAlone reads the lines that no reading read and no skip names
// (read, named) as they would read alone, every other line blanked so
// that lines and columns stay the input's: a tour in a spelling that the
// reading of the whole input takes for words beside the tours it reads
// (records after a grid, a grid a tool's escapes write) reads so. What
// reads as a tour, its squares a path most of whose steps are knight's
// moves, is a tour of its own, and a block that reads as none but holds
// squares or numbers enough for one is one that no reading reads. The
// lines are read once, as one text.
func (t *text) readAlone(tours []Tour, read, named []bool, opt ReadOptions) []Tour {
	b := slices.Clone(t.b)
	var parts tourParts
	for l := 1; l < len(read); l++ {
		if read[l] || named[l] {
			line := b[t.lines[l-1] : t.lines[l-1]+len(t.line(l-1))]
			for k := range line {
				line[k] = ' '
			}
		} else {
			parts.add(t.line(l-1), l)
		}
	}
	if len(parts.ints)+len(parts.squares) < minTourNumbers {
		return tours
	}
	opt.alone = true
	alone, err := readHeldAlone(b, opt)
	if err != nil {
		return tours
	}
	added := false
	for _, tr := range alone {
		if len(tr.Readings) > 0 && knightLike(squarePairs(tr.Readings[0].Path)) {
			tours, added = append(tours, tr), true
			for k := range tr.Readings[0].Path {
				if line, _, ok := tr.Readings[0].Place(k); ok && line < len(read) {
					read[line] = true
				}
			}
		}
	}
	if added {
		slices.SortStableFunc(tours, func(a, b Tour) int { return a.Line - b.Line })
	}
	return tours
}

// readHeldAlone is readHeld, which reads what readAlone holds.
var readHeldAlone func([]byte, ReadOptions) ([]Tour, error)

func init() { readHeldAlone = readHeld }

// squarePairs is p's squares as (file, rank) pairs.
func squarePairs(p board.Path) [][2]int {
	out := make([][2]int, len(p))
	for k, s := range p {
		out[k] = [2]int{int(s.X), int(s.Y)}
	}
	return out
}

// unreadBeside is the text of the lines that no reading read (read)
// right before d's first line and right after its last, up to the
// nearest lines read.
func (t *text) unreadBeside(d Document, read []bool) string {
	first, last := len(read), 0
	for k := range d.Path {
		if l, _, ok := d.Place(k); ok {
			first, last = min(first, l), max(last, l)
		}
	}
	var b []byte
	add := func(l int) {
		if !codeFrameLine(t.line(l - 1)) {
			b = append(append(b, t.line(l-1)...), '\n')
		}
	}
	for l := first - 1; l >= 1 && !read[l]; l-- {
		add(l)
	}
	for l := last + 1; l < len(read) && !read[l]; l++ {
		add(l)
	}
	return string(b)
}

// blank reports whether line l (from 1) writes no letter and no digit.
func (t *text) blank(l int) bool {
	return !bytes.ContainsFunc(t.line(l-1), func(r rune) bool { return unicode.IsLetter(r) || unicode.IsNumber(r) })
}

// tourLike says what lines from..to (from 1) write that could be a tour,
// "" when nothing: the squares named in order (a letter and a number,
// as one word "c3", "Nc3", "a1b3", or a letter and a number apart in a
// tuple "(c, 3)") or the integers taken two at a time (pairs, or the
// last two of triples) when eleven or more make a path two thirds of whose
// steps or more are knight's moves (knightLike: a tour with one fault is
// all but one or two knight's moves; squares named in prose or a table's
// figures rarely make one); or integers that number a board's squares
// (numberingOf: a grid never writes a number beside the next, since no
// knight's move joins neighbours). Tags ("<td>") are no
// words, numbers joined by '.' or ':' (a decimal, a time) are no
// integers, and a progress line (progressLine) writes none: its count
// and share say what it is, and a log of them counts to the board's
// size ("Progress: 2/25 (8.0%)" to "25/25") as a numbering does. What
// reads as a tag may be a record that a language prints in angle
// brackets (Ruby's "#<struct Square x=3, y=4>"): when the text outside
// the tags could be no tour, the text inside them is counted too.
func (t *text) tourLike(from, to int) string {
	count := func(inTags, dropWordy bool) tourParts {
		parts := tourParts{inTags: inTags}
		for l := from; l <= to; l++ {
			if line := t.line(l - 1); !progressLine(bytes.TrimSpace(line)) && !(dropWordy && wordy(line)) {
				parts.add(line, l)
			}
		}
		return parts
	}
	// A line of words among the lines of squares (a log line that cut a
	// list, inside a pair too) is no part of the path: its numbers would
	// shift every pair after it, so the lines are counted again without.
	for _, dropWordy := range []bool{false, true} {
		parts := count(false, dropWordy)
		if what := parts.what(); what != "" {
			return what
		}
		if parts.tagged {
			parts = count(true, dropWordy)
			if what := parts.what(); what != "" {
				return what
			}
		}
	}
	return t.oneShape(from, to)
}

// oneShape says what lines from..to (from 1) write when their words are
// squares in a spelling no reader reads (squaresAside); "" when not.
// Words that read as squares ("c3") were tested as a path already
// (tourLike): a table's header ("c1 | c2 | c3") writes them too.
func (t *text) oneShape(from, to int) string {
	var words []string
	for l := from; l <= to; l++ {
		words = append(words, strings.Fields(string(t.line(l-1)))...)
	}
	return squaresAside(words, false)
}

// squaresAside says what words write when they could be a tour's
// squares: twelve or more distinct words of one shape, a letter or a
// number, signs or a letter, and a number ("e:5", "4.4", "4x0", "[e][5]"),
// or squares ("c3") when squares, two thirds of the words with a number at
// least (twelve are a 3x4 board's, the smallest with an open tour but
// 1x1; a drawing's path, "M5.5 22 L18.5 22 Q9", writes mostly bare
// numbers beside its commands); or squares with their ranks spelled in
// letters (spelledSquares); "" when none. Signs around a word wrap it
// ("<e:5>", "*e.5*"): they say nothing of its shape.
func squaresAside(words []string, squares bool) string {
	shapes := map[string]map[string]int{} // the distinct words of each shape, and how often each is written
	numbered := 0
	plain := map[string]int{} // the squares written plainly, how often each
	for _, w := range words {
		w = strings.TrimFunc(w, isSign)
		k := asideShape[squareKindOf(w)]
		if k == "" {
			if !strings.ContainsAny(w, "0123456789") {
				continue
			}
			if k = squareShape(w); k == "" && suffixedSquare(w) {
				k = "as squares with a suffix"
			}
			_, square := board.ParseAlgebraic(w)
			if square {
				plain[w]++
			}
			if square && squares {
				k = "as squares"
			} else if k != "" {
				k = "written " + k
			}
		}
		numbered++
		if k != "" {
			if shapes[k] == nil {
				shapes[k] = map[string]int{}
			}
			shapes[k][w]++
		}
	}
	if ws := shapes[asideShape[foreignSquare]]; ws != nil {
		for w, n := range plain { // beside squares in characters no reader reads, the plain ones count too
			ws[w] += n
		}
	}
	for k, ws := range shapes {
		written := 0
		for _, n := range ws {
			written += n
		}
		if len(ws) >= 12 && 3*written >= 2*numbered {
			return fmt.Sprintf("%d words %s, squares in a spelling no reader reads", len(ws), k)
		}
	}
	return spelledSquares(words)
}

// spelledSquares says what words write when most of them are squares
// with ranks spelled in letters, in any language or none ("Esix",
// "e-six", "E_six", "e six"): each word, or two words, a file of one or
// two letters and a rank of two or more. Not a list of number words but
// the structure squares share and prose lacks: the words pair a few
// files with a few ranks, each file met with several ranks and each rank
// with several files. So the pairs are pruned to those whose file and
// rank both meet another partner, until none is dropped; twelve or more
// distinct pairs left, of three files or more and three to twenty-six
// ranks, written by two thirds of the words at least, could be a tour.
// A board's files are counted from a, so the files are most of those up
// to the last ("x_pos y_pos z_pos" or "isOpen onOpen toOpen" are none).
// Prose, names and identifiers ("getA setB") pair a part with one
// partner or two: their words fall away. A file is cut from a word
// written whole at its first letter or first two, each tried.
func spelledSquares(words []string) string {
	type square struct{ file, rank string }
	for cut := 1; cut <= 2; cut++ {
		var written []square // each square as often as written
		var took []int       // the words each square of written takes
		total := 0
		for i := 0; i < len(words); i++ {
			w := strings.ToLower(strings.TrimFunc(words[i], isSign))
			if w == "" {
				continue
			}
			total++
			file, rank, n := "", "", 1
			switch j := strings.IndexAny(w, "-_"); {
			case j == 1 || j == 2:
				file, rank = w[:j], w[j+1:]
			case len(w) <= 2 && i+1 < len(words):
				file, rank, n = w, strings.ToLower(strings.TrimFunc(words[i+1], isSign)), 2
			case len(w) > cut:
				file, rank = w[:cut], w[cut:]
			}
			if !spelledPart(file, true) || !spelledPart(rank, false) {
				continue
			}
			written, took = append(written, square{file, rank}), append(took, n)
			if n == 2 {
				i++
				total++
			}
		}
		// Peeled as a graph's 2-core: a pair goes when its file or its
		// rank has no other partner left, each pair once.
		left := map[square]bool{}
		files, ranks := map[string][]square{}, map[string][]square{}
		for _, s := range written {
			if !left[s] {
				left[s] = true
				files[s.file], ranks[s.rank] = append(files[s.file], s), append(ranks[s.rank], s)
			}
		}
		fileDegree, rankDegree := map[string]int{}, map[string]int{}
		var drop []square
		for s := range left {
			fileDegree[s.file], rankDegree[s.rank] = len(files[s.file]), len(ranks[s.rank])
			if len(files[s.file]) < 2 || len(ranks[s.rank]) < 2 {
				drop = append(drop, s)
			}
		}
		for len(drop) > 0 {
			s := drop[len(drop)-1]
			drop = drop[:len(drop)-1]
			if !left[s] {
				continue
			}
			delete(left, s)
			if fileDegree[s.file]--; fileDegree[s.file] == 1 {
				drop = append(drop, files[s.file]...)
			}
			if rankDegree[s.rank]--; rankDegree[s.rank] == 1 {
				drop = append(drop, ranks[s.rank]...)
			}
		}
		clear(files)
		clear(ranks)
		for s := range left {
			files[s.file], ranks[s.rank] = nil, nil
		}
		last := 0 // the files' last column, a=1, aa=27
		for f := range files {
			col := 0
			for _, c := range []byte(f) {
				col = col*26 + int(c-'a') + 1
			}
			last = max(last, col)
		}
		if len(left) < 12 || len(files) < 3 || last > 2*len(files) || len(ranks) < 3 || len(ranks) > 26 {
			continue
		}
		covered := 0
		for k, s := range written {
			if left[s] {
				covered += took[k]
			}
		}
		if 3*covered >= 2*total {
			return fmt.Sprintf("%d words of %d files and %d ranks spelled in letters, squares in a spelling no reader reads", len(left), len(files), len(ranks))
		}
	}
	return ""
}

// spelledPart reports whether w could be a file (one or two ASCII
// letters) or a rank spelled (two letters or more, of any script) of a
// square spelled in letters.
func spelledPart(w string, file bool) bool {
	n := 0
	for _, r := range w {
		if file && (r >= 0x80 || !isLetter(byte(r))) || !unicode.IsLetter(r) {
			return false
		}
		n++
	}
	return file && n >= 1 && n <= 2 || !file && n >= 2
}

// asideShape is the shape squaresAside gives a word of a kind that no
// reader reads.
var asideShape = [...]string{
	foreignSquare: "written as a letter and a number, some in characters no reader reads",
	foreignNumber: "written as numbers in characters no reader reads",
}

// squareShape is the shape of w when it is one of a square's: a letter
// or a number of two digits at most, signs or one letter, and a number or
// a letter, one a number at least ("L:D", "D.D", "DxD", "L][D"); "" when
// not. Signs alone between them are a mark, however many ("e)(5" writes
// the file and rank each in brackets of its own).
func squareShape(w string) string {
	part := func(w string) (string, string) {
		switch {
		case w == "":
			return "", ""
		case isLetter(w[0]):
			return "L", w[1:]
		case isDigit(w[0]) && len(w) > 1 && isDigit(w[1]):
			return "D", w[2:]
		case isDigit(w[0]):
			return "D", w[1:]
		}
		return "", ""
	}
	a, rest := part(w)
	if a == "" || rest == "" || rest[0] >= 0x80 || isDigit(rest[0]) || rest[0] == ' ' {
		return ""
	}
	n := 1
	for n < len(rest) && isSign(rune(rest[n])) && isSign(rune(rest[0])) {
		n++
	}
	sep, rest := rest[:n], rest[n:]
	b, rest := part(rest)
	if b == "" || rest != "" || a == "L" && b == "L" || isLetter(sep[0]) && a+b != "DD" {
		return ""
	}
	return a + sep + b
}

// isSign reports whether r is an ASCII sign: no letter, digit or space.
func isSign(r rune) bool {
	return r < 0x80 && r > ' ' && !isLetter(byte(r)) && !isDigit(byte(r))
}

// wordy reports whether line b writes more words of letters alone, two
// or more, than words with a digit: a sentence, a log line, not data. A
// word that is a key ("first=", "rank:") names a value: data's label,
// no word of a sentence.
func wordy(b []byte) bool {
	words, data := 0, 0
	for k, j := range wordsOf(b, notLetterOrDigit) {
		switch w := b[k:j]; {
		case bytes.ContainsAny(w, "0123456789"):
			data++
		case len(w) >= 2 && keyEnd(b, j) == 0:
			words++
		}
	}
	return words > data
}

// tourParts is what tourLike counts of the text it is given: the squares
// named in order, (file, rank) with the file from 1, and the integers
// with the line of each.
type tourParts struct {
	squares        [][2]int
	ints, intLines []int
	// pendingFile is a lone letter waiting for its number ("(c, 3)"),
	// on the next line too: a line cut between file and rank ("e" at
	// a line's end, "5 c" on the next) still names the square.
	pendingFile int
	// firstSquare is where, in the text of one add, the first square
	// named begins, from 1; 0 for none.
	firstSquare int
	// Text in angle brackets after a letter, '/', '!' or '?' is a tag,
	// not counted unless inTags; tagged says that some was passed over.
	inTags, tagged bool
}

// add counts the squares and integers of b, one line, as line l.
func (tp *tourParts) add(b []byte, l int) {
	for k := 0; k < len(b); {
		c := b[k]
		if c == '<' && !tp.inTags {
			if e := bytes.IndexByte(b[k:], '>'); e > 1 && (isLetter(b[k+1]) || b[k+1] == '/' || b[k+1] == '!' || b[k+1] == '?') {
				k += e + 1 // a tag: between a tuple's letter and number too
				tp.tagged = true
				continue
			}
		}
		if c == '%' && k+2 < len(b) && hexDigit(b[k+1]) >= 0 && hexDigit(b[k+2]) >= 0 {
			k += 3 // a percent escape ("%2C", a URL's comma) parts words as the byte it stands for
			tp.pendingFile = 0
			continue
		}
		if c == '^' && k+1 < len(b) && b[k+1] >= '?' && b[k+1] <= '_' {
			k += 2 // caret notation of a control character ("^I", a tab that cat -A or vim's list shows)
			tp.pendingFile = 0
			continue
		}
		if c >= 0x80 {
			if r, n := utf8.DecodeRune(b[k:]); unicode.IsSpace(r) {
				k += n // white space of any script parts a tuple as a space does
				continue
			}
		}
		if !isLetter(c) && !isDigit(c) {
			if !tupleSep(c) {
				tp.pendingFile = 0
			}
			k++
			continue
		}
		j := k
		for j < len(b) && (isLetter(b[j]) || isDigit(b[j])) {
			j++
		}
		w := b[k:j]
		joined := func(at int) bool {
			return at > 0 && at+1 < len(b) && (b[at] == '.' || b[at] == ':') && isDigit(b[at-1]) && isDigit(b[at+1])
		}
		switch {
		case allDigits(w):
			v := atoiCap(w)
			if !joined(k-1) && !joined(j) {
				tp.ints, tp.intLines = append(tp.ints, v), append(tp.intLines, l)
			}
			if tp.pendingFile > 0 && v > 0 {
				tp.squares = append(tp.squares, [2]int{tp.pendingFile, v})
			}
			tp.pendingFile = 0
		case len(w) == 1:
			tp.pendingFile = fileOf(w[0])
		default:
			sq := wordSquares(w)
			if e := keyEnd(b, j); len(sq) == 0 && tp.pendingFile > 0 && e > 0 {
				k = e // a key between a record's file and its rank ({file="c", rank=5})
				continue
			}
			if len(sq) > 0 && tp.firstSquare == 0 {
				tp.firstSquare = k + 1
			}
			tp.squares = append(tp.squares, sq...)
			tp.pendingFile = 0
		}
		k = j
	}
}

// what says what the text counted could be, "" when no tour.
func (tp *tourParts) what() string {
	if knightLike(tp.squares) {
		return fmt.Sprintf("%d squares, a path most of whose steps are knight's moves", len(tp.squares))
	}
	for _, p := range []struct{ at, stride int }{{0, 2}, {1, 2}, {1, 3}} {
		var pairs [][2]int
		for k := p.at; k+1 < len(tp.ints); k += p.stride {
			pairs = append(pairs, [2]int{tp.ints[k], tp.ints[k+1]})
		}
		if knightLike(pairs) {
			return fmt.Sprintf("%d pairs of integers, a path most of whose steps are knight's moves", len(pairs))
		}
	}
	if size := numberingOf(tp.ints, tp.intLines); size > 0 {
		return fmt.Sprintf("%d integers numbering %d squares once each but for one at most", len(tp.ints), size)
	}
	return ""
}

// keyEnd is where the value that the word ending at j names begins,
// when the word is a key ("rank=", `"rank": `, "rank =>"); 0 when it is
// none.
func keyEnd(b []byte, j int) int {
	for j < len(b) && (b[j] == ' ' || b[j] == '"' || b[j] == '\'') {
		j++
	}
	if j == len(b) || b[j] != '=' && b[j] != ':' {
		return 0
	}
	if j+1 < len(b) && b[j] == '=' && b[j+1] == '>' {
		j++
	}
	return j + 1
}

// tupleSep reports whether c may stand between a tuple's letter and its
// number ("(c, 3)", "('a', 3)"), white space of any kind among them (a
// tab, where a spreadsheet row pasted as text puts file and rank in
// cells of their own).
func tupleSep(c byte) bool {
	return c == ',' || c == '\'' || c == '"' || c == '-' || c < 0x80 && unicode.IsSpace(rune(c))
}

// allDigits reports whether w is digits only.
func allDigits(w []byte) bool {
	for _, c := range w {
		if !isDigit(c) {
			return false
		}
	}
	return len(w) > 0
}

// atoiCap is the number w writes, capped at 1<<20.
func atoiCap(w []byte) int {
	n := 0
	for _, c := range w {
		n = min(n*10+int(c-'0'), 1<<20)
	}
	return n
}

// fileOf is the file a letter names, from 1; 0 for none.
func fileOf(c byte) int {
	switch {
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 1
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 1
	}
	return 0
}

// wordSquares are the squares a word writes: a letter and a number
// ("c3"), after a piece's letter ("Nc3"), or several glued ("a1b3").
func wordSquares(w []byte) [][2]int {
	if len(w) >= 3 && (w[0] == 'N' || w[0] == 'K' || w[0] == 'Q' || w[0] == 'R' || w[0] == 'B') && isLetter(w[1]) && w[1] >= 'a' && w[1] <= 'z' {
		w = w[1:]
	}
	var out [][2]int
	for len(w) > 0 {
		j, k := squareAt(w, 0)
		if j != 1 || k == j || k > 3 {
			return nil
		}
		out = append(out, [2]int{fileOf(w[0]), atoiCap(w[1:k])})
		w = w[k:]
	}
	return out
}

// knightLike reports whether p, a square repeated at once counted
// once, could be a tour or one with a fault: eleven squares or more
// (the smallest boards with an open tour but 1x1, 3x4, have twelve),
// two thirds of its steps or more a knight's move, and the squares
// that begin or end one more than half the smallest board that holds
// them (a word like a square in a caption beside, "-std=c11", is no
// step of the path and stretches no board). A path searched for
// between two squares is shorter than the board it crosses.
func knightLike(p [][2]int) bool {
	p = slices.Compact(slices.Clone(p))
	if len(p) < 11 {
		return false
	}
	moves, onPath := 0, 0
	lo, hi := [2]int{1 << 30, 1 << 30}, [2]int{-1 << 30, -1 << 30}
	for i := range p {
		step := func(j int) bool {
			if j < 0 || j >= len(p) {
				return false
			}
			dx, dy := p[i][0]-p[j][0], p[i][1]-p[j][1]
			return dx*dx+dy*dy == 5
		}
		if step(i - 1) {
			moves++
		}
		if step(i-1) || step(i+1) {
			onPath++
			lo = [2]int{min(lo[0], p[i][0]), min(lo[1], p[i][1])}
			hi = [2]int{max(hi[0], p[i][0]), max(hi[1], p[i][1])}
		}
	}
	box := (hi[0] - lo[0] + 1) * (hi[1] - lo[1] + 1)
	return 3*moves >= 2*(len(p)-1) && 2*onPath > box
}

// numberingOf is the number of squares ns number once each from 0 or 1
// but for one number (missing, twice, or past the last), twelve or more
// (no board of fewer but 1x1 has an open tour), not counting (a number
// beside the one after or before it a third of the time or more: labels,
// a table's indices), and ns at most three times as many; 0 when they
// number none. lines[i] is ns[i]'s line: two numbers side by side are
// beside each other when on one line, or each alone on its line (a
// column of indices); a row's last number and the next row's first are
// not (a knight's numbering may end one row with k and begin the next
// with k+1, squares far apart).
func numberingOf(ns, lines []int) int {
	if len(ns) < 11 {
		return 0
	}
	alone := map[int]int{} // numbers a line holds
	for _, l := range lines {
		alone[l]++
	}
	up, pairs := 0, 0
	for i := 1; i < len(ns); i++ {
		if lines[i] != lines[i-1] && (alone[lines[i]] > 1 || alone[lines[i-1]] > 1) {
			continue
		}
		pairs++
		if d := ns[i] - ns[i-1]; d == 1 || d == -1 {
			up++
		}
	}
	if pairs > 0 && 3*up >= pairs {
		return 0
	}
	seen := map[int]bool{}
	top, next := 0, 0 // the largest number and the one below it
	for _, v := range ns {
		if !seen[v] && v > top {
			top, next = v, top
		} else if !seen[v] && v > next {
			next = v
		}
		seen[v] = true
	}
	for _, base := range []int{1, 0} {
		// The board's squares: up to the largest number, or to the one
		// below it when the largest is past the last, or as many as the
		// numbers written when the last is the one missing.
		for _, size := range []int{top - base + 1, next - base + 1, len(ns)} {
			if size < 12 || len(ns) > 3*size || len(ns) < size-1 || base == 0 && !seen[0] {
				continue
			}
			missing := 0
			for v := base; v < base+size; v++ {
				if !seen[v] {
					missing++
				}
			}
			if missing <= 1 {
				return size
			}
		}
	}
	return 0
}

// rowsLike is what the run from..to could be when only the integers each
// line ends with count (tailNumbers), three or more a line: a log's rows,
// which a stamp's numbers before them (a date, a time, a thread's) hide
// from tourLike's count. Three rows or more of one width, but for one a
// number short or over, holding at least half the largest board read
// beside them, could be a tour when they number a board (numberingOf), or
// number it in part and mark the rest (markedNumbering: a search's
// progress); "" when they could not.
func (t *text) rowsLike(from, to, largest int) string {
	var ns, lines []int
	width, rowCount, odd := 0, 0, false
	for l := from; l <= to; l++ {
		row := tailNumbers(t.line(l - 1))
		if len(row) < 3 {
			continue
		}
		switch d := len(row) - width; {
		case width == 0:
			width = len(row)
		case d != 0 && (d > 1 || d < -1 || odd):
			return ""
		case d != 0:
			odd = true
		}
		rowCount++
		ns = append(ns, row...)
		for range row {
			lines = append(lines, l)
		}
	}
	if rowCount < 3 || 2*len(ns) < largest {
		return ""
	}
	if size := numberingOf(ns, lines); size > 0 {
		return fmt.Sprintf("%d integers ending rows, numbering %d squares once each but for one at most", len(ns), size)
	}
	if markedNumbering(slices.Sorted(slices.Values(ns))) {
		return fmt.Sprintf("%d integers ending rows, a board numbered in part", len(ns))
	}
	return ""
}

// tailNumbers is the integers of the run of them that l ends with: only
// digits, blank space, commas, semicolons, walls and brackets, and a
// sign before a number (a mark, -1), from the last byte of anything else
// on; a number glued to that byte ("02" of "[12:01:02]", "3" of "#3",
// "04" of "2026-12-04") is the text's, not the row's. One pass back over
// the line.
func tailNumbers(l []byte) []int {
	k := len(l)
	for k > 0 {
		c := l[k-1]
		sign := c == '-' && k < len(l) && isDigit(l[k]) && (k < 2 || !isDigit(l[k-2]) && !isLetter(l[k-2]))
		if !isDigit(c) && !isHSpace(c) && !sign && strings.IndexByte(",;|[](){}", c) < 0 {
			break
		}
		k--
	}
	if k > 0 {
		for k < len(l) && (isDigit(l[k]) || l[k] == '-') {
			k++
		}
	}
	var ints []int
	for j, e := range wordsOf(l[k:], func(r rune) bool { return r >= utf8.RuneSelf || !isDigit(byte(r)) }) {
		n := atoiCap(l[k+j : k+e])
		if k+j > 0 && l[k+j-1] == '-' {
			n = -n
		}
		ints = append(ints, n)
	}
	return ints
}

// markedNumbering reports whether sorted, a grid's cells in order, number
// some of its squares from 0 or 1 without a gap, each once, and mark
// every other square with one value outside that run written twice or
// more (0 or -1 for a square not reached): a partial board, a search's
// progress, whose rows no layout read are what a tour is made of.
func markedNumbering(sorted []int) bool {
	if len(sorted) < minTourNumbers {
		return false
	}
	mark, marks := 0, 0
	var numbers []int
	for k, v := range sorted {
		twice := k > 0 && sorted[k-1] == v || k+1 < len(sorted) && sorted[k+1] == v
		switch {
		case !twice:
			numbers = append(numbers, v)
		case marks > 0 && v != mark:
			return false // two values written twice: a table's figures
		default:
			mark, marks = v, marks+1
		}
	}
	if marks < 2 || len(numbers) < 2 {
		return false
	}
	base := numbers[0]
	return (base == 0 || base == 1) && numbers[len(numbers)-1] == base+len(numbers)-1 && (mark < base || mark > numbers[len(numbers)-1])
}
