package notation

// Square lists printed side by side on one line, each after a label
// ("A: a1 b3 ... B: a1 b3 ...", "Tour 1: ... Tour 2: ..."), are in no
// literal that cutFragments cuts apart: read as one line they are one
// list with a caption in it, or one read and the rest set aside. Such a
// line is cut before each label that follows squares when the labels
// part it into whole tours: every part names as many squares as the
// smallest board that holds the line's squares has, and at least a
// tour of the smallest board with one (fragmentSquares). A part that
// falls short or runs over is no tour of its own, and the line is read
// as before.

// labelCuts returns where line is cut, before each label that parts it
// into whole lists of squares; nil when it is not so parted.
func labelCuts(line []byte) []int {
	var cuts []int
	from := 0 // where the part being counted begins
	var counts []int
	var w, h int
	count := func(to int) {
		var parts tourParts
		parts.add(line[from:to], 1)
		counts = append(counts, len(parts.squares))
		for _, sq := range parts.squares {
			w, h = max(w, sq[0]), max(h, sq[1])
		}
	}
	seen := 0 // line[from:seen] names no square: each byte is looked at once
	for k := 0; k < len(line); k++ {
		if line[k] != ':' || k+1 < len(line) && !isSpace(line[k+1]) {
			continue
		}
		start, ok := labelStart(line, k)
		if !ok || start < seen {
			continue
		}
		var before tourParts
		before.add(line[seen:start], 1)
		seen = start
		if len(before.squares) == 0 {
			continue // a caption's label, or a second label of one caption
		}
		count(start)
		cuts, from = append(cuts, start), start
	}
	if len(cuts) == 0 {
		return nil
	}
	count(len(line))
	for _, n := range counts {
		if n != w*h || n < fragmentSquares {
			return nil
		}
	}
	return cuts
}

// labelStart is where the label ending with the colon at line[colon]
// begins: a word ("A:", "Tour2:"), or a number after a word ("Tour 2:"),
// none of them a square; ok is false when no label ends there.
func labelStart(line []byte, colon int) (int, bool) {
	k := colon
	for k > 0 && (isLetter(line[k-1]) || isDigit(line[k-1]) || line[k-1] == '_') {
		k--
	}
	word := line[k:colon]
	if len(word) == 0 || k > 0 && !isSpace(line[k-1]) || len(wordSquares(word)) > 0 {
		return 0, false
	}
	if isLetter(word[0]) {
		return k, true
	}
	if !allDigits(word) {
		return 0, false
	}
	j := k
	for j > 0 && isSpace(line[j-1]) {
		j--
	}
	i := j
	for i > 0 && isLetter(line[i-1]) {
		i--
	}
	if i == j || i > 0 && !isSpace(line[i-1]) {
		return 0, false
	}
	return i, true
}
