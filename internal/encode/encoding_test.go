package encode

import (
	"testing"

	"github.com/knightcert/knight/board"
)

// TestParseEncoding: every name parses back to its encoding, "" is the
// zero value, and an unknown name is ErrUnknownEncoding.
func TestParseEncoding(t *testing.T) {
	for _, e := range Encodings() {
		if got, err := ParseEncoding(e.String()); got != e || err != nil {
			t.Errorf("ParseEncoding(%q) = %v, %v, want %v", e.String(), got, err, e)
		}
	}
	if got, err := ParseEncoding(""); got != Encoding(0) || err != nil {
		t.Errorf(`ParseEncoding("") = %v, %v, want the zero value %v`, got, err, Encoding(0))
	}
	if _, err := ParseEncoding("bogus"); !errorIs(err, ErrUnknownEncoding) {
		t.Errorf(`ParseEncoding("bogus") = %v, want ErrUnknownEncoding`, err)
	}
}

// TestRecommend: every likely answer gets an encoding there is.
func TestRecommend(t *testing.T) {
	for _, s := range []board.Status{board.Found, board.None, board.Unknown} {
		if got := Recommend(s); !got.valid() {
			t.Errorf("Recommend(%v) = %v, want an encoding", s, got)
		}
	}
}
