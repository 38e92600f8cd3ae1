package evidence

import (
	"bytes"
	"encoding/json"
	"strings"
)

// MemberAt is the line and column, counted from 1, of the key of the
// member named by path (keys from the document's top, dot-separated:
// "count", "evidence.certificate") in data, one document's text; false
// when data holds no such member. A checker's refusal names the member
// it is about; this says where that member is written. Cost: one pass
// over data at most.
func MemberAt(data []byte, path string) (line, col int, ok bool) {
	data = bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF")) // as newDecoder reads it
	dec := json.NewDecoder(bytes.NewReader(data))
	keys := strings.Split(path, ".")
	var at int64 = -1
	for _, want := range keys {
		if t, err := dec.Token(); err != nil || t != json.Delim('{') {
			return 0, 0, false
		}
		found := false
		for dec.More() {
			before := dec.InputOffset()
			t, err := dec.Token()
			if err != nil {
				return 0, 0, false
			}
			if t == want {
				found, at = true, before
				break
			}
			var skip json.RawMessage
			if err := dec.Decode(&skip); err != nil {
				return 0, 0, false
			}
		}
		if !found {
			return 0, 0, false
		}
	}
	// at is where the token before the key ended: skip to the key's quote.
	for at < int64(len(data)) && data[at] != '"' {
		at++
	}
	line, col = 1, 1
	for _, c := range data[:at] {
		if c == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col, true
}
