package notation

import "bytes"

// Output meant for a browser (PHP's echo "<br>" run on the command line)
// breaks its lines with tags: "<br>" (also "<br/>", "<br />", any case)
// is a line break and "&nbsp;" a space. The text is read again with them
// so written, positions mapped back to the tags (rewriteSpans).

// htmlBreaks reads t with its HTML line breaks and non-breaking spaces
// written as the bytes they stand for, and reports whether there were
// any. One pass over the input.
func (t *text) htmlBreaks() bool {
	if bytes.IndexByte(t.b, '<') < 0 && bytes.IndexByte(t.b, '&') < 0 {
		return false
	}
	return t.rewriteSpans(func(i int) ([]byte, int, bool) {
		c, n := htmlSpace(t.b[i:])
		if n == 0 {
			return nil, 0, false
		}
		return []byte{c}, i + n, true
	})
}

// htmlSpace reads an HTML line break or non-breaking space at the start
// of b: the byte it stands for and its length, or 0 when neither is there.
func htmlSpace(b []byte) (byte, int) {
	if bytes.HasPrefix(b, []byte("&nbsp;")) {
		return ' ', 6
	}
	if len(b) < 4 || b[0] != '<' || b[1]|0x20 != 'b' || b[2]|0x20 != 'r' {
		return 0, 0
	}
	k := 3
	for k < len(b) && k < 5 && b[k] == ' ' {
		k++
	}
	if k < len(b) && b[k] == '/' {
		k++
	}
	if k < len(b) && b[k] == '>' {
		return '\n', k + 1
	}
	return 0, 0
}
