package notation

import (
	"strconv"
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

// TestUnreadableNoteKeepsCharacters: the note that quotes the start of
// an input no notation begins ("<b>" and a caption in any script) quotes
// whole characters, whatever the width of the glyph at its cut, through
// both readers that write it (ReadAll's blocks and ReadPath's stream).
// Oracle: a %q quote of valid UTF-8 has no \x escape, and what it quotes
// is a prefix of the input.
func TestUnreadableNoteKeepsCharacters(t *testing.T) {
	for _, glyph := range []string{"é", "输", "🧵"} {
		for lead := range 4 {
			input := "<" + strings.Repeat("b", lead) + ">" + strings.Repeat(glyph, 4) + " 1 2 3\n"
			_, errAll := ReadAll(strings.NewReader(input), ReadOptions{})
			_, errPath := ReadPath(strings.NewReader(input), ReadOptions{})
			for name, err := range map[string]error{"ReadAll": errAll, "ReadPath": errPath} {
				if err == nil {
					t.Fatalf("%s(%q): no error, want unreadable input", name, input)
				}
				msg := err.Error()
				i := strings.Index(msg, `unreadable input "`)
				if i < 0 {
					t.Fatalf("%s(%q) = %q, want an unreadable input note", name, input, msg)
				}
				quoted := msg[i+len(`unreadable input `):]
				quoted = quoted[:strings.Index(quoted, `":`)+1]
				got, uerr := strconv.Unquote(quoted)
				if uerr != nil || strings.Contains(quoted, `\x`) || !strings.HasPrefix(input, got) || got == "" {
					t.Errorf("%s(%q) quotes %s: want whole characters, a prefix of the input", name, input, quoted)
				}
			}
		}
	}
}

// TestQuotedKeepsCharacters: the word an error message quotes (quoted,
// at most 24 bytes) is cut at a character's start, whatever the width of
// the glyph at the cut. Oracle: strconv.Unquote gives valid UTF-8, a
// prefix of the text.
func TestQuotedKeepsCharacters(t *testing.T) {
	for _, glyph := range []string{"é", "输", "🧵"} {
		for lead := range 4 {
			text := strings.Repeat("x", lead) + strings.Repeat(glyph, 30)
			q := quoted([]byte(text), 0, len(text))
			got, err := strconv.Unquote(q)
			if err != nil || !utf8.ValidString(got) || !strings.HasPrefix(text, got) || len(got) > 24 || len(got) < 21 {
				t.Errorf("quoted(%d x + %q x 30) = %s: want whole characters, at most 24 bytes and at least 21", lead, glyph, q)
			}
		}
	}
}
