package notation

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestShortenKeepsCharacters: a line cut for a note stays valid UTF-8
// and is a prefix of the line, whatever the width of the characters at
// the cut (one to four bytes), and a short line is kept whole. Oracle:
// utf8.ValidString and strings.HasPrefix.
func TestShortenKeepsCharacters(t *testing.T) {
	for _, glyph := range []string{"a", "é", "▇", "🧵"} {
		for lead := range 4 {
			line := strings.Repeat("x", lead) + strings.Repeat(glyph, 41)
			got := shorten(line)
			body := strings.TrimSuffix(got, "...")
			if !utf8.ValidString(got) || !strings.HasPrefix(line, body) || body == got || len(body) > 40 || len(body) < 37 {
				t.Errorf("shorten(%d x + %q x 41) = %q: want a valid prefix of at most 40 bytes and at least 37, then ...", lead, glyph, got)
			}
		}
	}
	if got := shorten("a1 b3"); got != "a1 b3" {
		t.Errorf("shorten(%q) = %q, want it whole", "a1 b3", got)
	}
}
