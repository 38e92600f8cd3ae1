package evidence

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
)

// MemberAt is the line and column, counted from 1, of the member named
// by path in data, one document's text: path is the keys from the
// document's top, dot-separated ("count", "evidence.certificate"), where
// a number steps into an array, counting from 0 as a JSON Pointer (RFC
// 6901) does ("squares.2.certificate"). The place is that of the
// member's key, or of an array element's first character. False when
// data holds no such member. A checker's refusal names the member it is
// about; this says where that member is written. Cost: one pass over
// data at most.
func MemberAt(data []byte, path string) (line, col int, ok bool) {
	data = bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF")) // as newDecoder reads it
	dec := json.NewDecoder(bytes.NewReader(data))
	var at int64 = -1
	for _, want := range strings.Split(path, ".") {
		t, err := dec.Token()
		if err != nil {
			return 0, 0, false
		}
		found := false
		switch t {
		case json.Delim('{'):
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
				if !skipDecoded(dec) {
					return 0, 0, false
				}
			}
		case json.Delim('['):
			i, err := strconv.Atoi(want)
			if err != nil || i < 0 || want != strconv.Itoa(i) {
				return 0, 0, false
			}
			for j := 0; dec.More(); j++ {
				if j == i {
					found, at = true, dec.InputOffset()
					break
				}
				if !skipDecoded(dec) {
					return 0, 0, false
				}
			}
		}
		if !found {
			return 0, 0, false
		}
	}
	// at is where the token before the member ended: skip the comma,
	// colon and spaces to its first character.
	for at < int64(len(data)) && strings.IndexByte(",:[ \t\r\n", data[at]) >= 0 {
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

// skipDecoded reads the next value of dec whole; false when it cannot.
func skipDecoded(dec *json.Decoder) bool {
	var skip json.RawMessage
	return dec.Decode(&skip) == nil
}
