package notation

import "bytes"

// A MediaWiki table ("{|" to "|}") writes its header and label cells on
// lines begun by '!' ("! !! a !! b", "! 9"): they name rows and columns,
// as a printed board's labels do, and hold no cell of the tour. Inside
// such a table they are read as a rule, as its "|-" row separators are,
// so that its rows of "| 36 || 33" cells read as a walled grid (the
// tokenizer reads "||" as one wall). Every position stays the input's.
// One pass over the lines.

// wikiTableRows returns b with the header lines of its MediaWiki tables
// written as rules ('-' for every byte but the line's end) and its bounds
// as blank lines, or b itself when it has none.
func wikiTableRows(b []byte) []byte {
	if !bytes.Contains(b, []byte("{|")) {
		return b
	}
	var out []byte
	inTable := false
	for at := 0; at < len(b); {
		end := lineEnd(b, at)
		line := bytes.TrimRight(b[at:end], "\r")
		trimmed := bytes.TrimLeft(line, " \t")
		open := bytes.HasPrefix(trimmed, []byte("{|"))
		closing := inTable && bytes.HasPrefix(trimmed, []byte("|}"))
		if open || closing || inTable && bytes.HasPrefix(trimmed, []byte("!")) {
			if out == nil {
				out = bytes.Clone(b)
			}
			mark := byte('-')
			if open || closing {
				mark = ' ' // the table's bounds: no rule between its rows
			}
			for i := at; i < at+len(line); i++ {
				out[i] = mark
			}
		}
		inTable = open || inTable && !closing
		at = end + 1
	}
	if out == nil {
		return b
	}
	return out
}
