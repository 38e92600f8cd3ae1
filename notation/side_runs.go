package notation

import "bytes"

// Tours printed side by side on one line, in no brackets ("a1 b3 c1 ...
// | a1 c2 ...", a tab or a wide gap between them), are parted by what
// parts columns: '|', tabs, or three spaces or more. Read as one run,
// they are a path of twice a board's squares; read as the lines they
// would be on their own, each is a tour. A line is cut so only when the
// pieces between its separators name as many squares each, eleven or
// more (fragmentSquares), so that a table's row of one square a cell
// stays as it is, and a tour written in two unequal parts is no two.

// sideRuns is where line is cut into the runs it holds side by side:
// at the start of each piece after the first, the pieces being what
// lies between separators of one kind (walls, '|' or "||"; tabs; or
// three spaces or more, tried in that order), two pieces or more, each
// naming as many squares (sideSquares). It is nil when no kind parts
// the line so.
func sideRuns(line []byte) []int {
	body := bytes.TrimRight(line, " \t|")
	lead := len(body) - len(bytes.TrimLeft(body, " \t|"))
	for _, sep := range []struct {
		c     byte
		least int // the fewest in a row that part two pieces
	}{{'|', 1}, {'\t', 1}, {' ', 3}} {
		var starts []int
		piece, want := lead, -1
		for at := lead; at < len(body); {
			n := 0
			for at+n < len(body) && body[at+n] == sep.c {
				n++
			}
			if n < sep.least {
				at++
				continue
			}
			end := at + n
			for end < len(body) && isHSpace(body[end]) {
				end++
			}
			k := sideSquares(body[piece:at])
			if k < fragmentSquares || want >= 0 && k != want {
				starts = nil
				break
			}
			want = k
			starts = append(starts, end)
			piece, at = end, end
		}
		if len(starts) > 0 && sideSquares(body[piece:]) == want {
			return starts
		}
	}
	return nil
}

// sideSquares is how many squares b names, as markTourLike counts them.
func sideSquares(b []byte) int {
	var parts tourParts
	parts.add(b, 1)
	return len(parts.squares)
}
