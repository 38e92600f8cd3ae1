package evidence_test

import (
	"strings"
	"testing"

	"github.com/knightcert/knight/evidence"
)

// TestMemberAt: the line and column of a member's key, at the top and
// nested, over several lines. Oracle: the key's byte offset found by
// strings.Index in the text written here, turned into line and column by
// hand.
func TestMemberAt(t *testing.T) {
	doc := "{\"status\":\"dead\",\n  \"evidence\": {\"puzzle\":{\"board\":\"3x4\"},\n \"certificate\": {\"kind\":\"deduction\"}},\n\"count\":2,\n\"squares\": [ {\"square\":\"a1\"}, {\"square\":\"b3\",\n  \"certificate\":{}}]}"
	for _, tc := range []struct {
		path      string
		line, col int
		ok        bool
	}{
		{"status", 1, 2, true},
		{"evidence", 2, 3, true},
		{"evidence.certificate", 3, 2, true},
		{"evidence.puzzle.board", 2, 26, true},
		{"count", 4, 1, true},
		{"evidence.count", 0, 0, false},
		{"status.kind", 0, 0, false}, // a string, no members
		{"squares.1.certificate", 6, 3, true},
		{"squares.1", 5, 31, true},
		{"squares.0", 5, 14, true},
		{"squares.2", 0, 0, false},  // two elements
		{"squares.01", 0, 0, false}, // not an index as written
		{"squares.-1", 0, 0, false},
		{"count.0", 0, 0, false}, // a number, no elements
	} {
		line, col, ok := evidence.MemberAt([]byte(doc), tc.path)
		if line != tc.line || col != tc.col || ok != tc.ok {
			t.Errorf("MemberAt(%q) = %d:%d %v, want %d:%d %v", tc.path, line, col, ok, tc.line, tc.col, tc.ok)
		}
		if tc.ok {
			lines := strings.Split(doc, "\n")
			key := `"` + tc.path[strings.LastIndex(tc.path, ".")+1:] + `"`
			if strings.HasPrefix(tc.path, "squares.") && !strings.HasSuffix(tc.path, "certificate") {
				key = "{" // an array's element, not a key
			}
			if got := lines[line-1][col-1:]; !strings.HasPrefix(got, key) {
				t.Errorf("MemberAt(%q) = %d:%d, where the text is %q, not the key", tc.path, line, col, got)
			}
		}
	}
}

// TestStreamAt: a position in the second document of a stream, on its
// first line and on a later one, is moved to the stream's. Oracle: the
// stream's lines counted by hand.
func TestStreamAt(t *testing.T) {
	s := evidence.NewStream(strings.NewReader("{\"board\":\"5x5\",\"start\":\"a1\",\"status\":\"none\",\"method\":\"parity\"}\n\n  {\"board\":\"5x5\",\n\"start\":\"a2\",\"status\":\"none\",\"method\":\"parity\"}\n"), evidence.DefaultLimits)
	for range 2 {
		if _, err := s.Next(); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		path      string
		line, col int
	}{{"board", 3, 4}, {"start", 4, 1}} {
		l, c, ok := evidence.MemberAt(s.Text(), tc.path)
		if l, c = s.At(l, c); !ok || l != tc.line || c != tc.col {
			t.Errorf("the second document's %q is at %d:%d in the stream, want %d:%d", tc.path, l, c, tc.line, tc.col)
		}
	}
}
