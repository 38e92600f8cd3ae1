package board

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParsePath(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"a1 c2", "a1 c2"},
		{"a1,c2", "a1 c2"},
		{"p(1, 1) p(3, 2)", "a1 c2"},
		{"[p(1, 1), p(3, 2)]", "a1 c2"},
		{"1,1 3,2", "a1 c2"},
		{"1,1;3,2", "a1 c2"},
		{"", ""},
	} {
		p, err := ParsePath(tc.in)
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, p.String(), "ParsePath(%q)", tc.in)
		assert.NotNil(t, p)
	}
	for _, in := range []string{"a1 c", "p(1, 1", "1,1,3,2", "a1 p(3,2)"} {
		_, err := ParsePath(in)
		var perr *ParseError
		assert.ErrorAs(t, err, &perr, "ParsePath(%q) must fail with a position", in)
	}
	_, err := ParsePath("a1 q")
	assert.ErrorIs(t, err, ErrBadSquare)
}

// FuzzParsePath: ParsePath never panics and reads its own String back.
func FuzzParsePath(f *testing.F) {
	for _, s := range []string{"a1 c2", "p(1, 1), p(3, 2)", "answer(2, [p(1,1), p(3,2)]).", "1,1;3,2", "zz99 a1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePath(s)
		if err != nil {
			if !strings.Contains(err.Error(), ":") {
				t.Fatalf("ParsePath(%q) error %q has no position", s, err)
			}
			return
		}
		again, err := ParsePath(p.String())
		require.NoError(t, err, "ParsePath(%q)", p.String())
		require.Equal(t, p, again)
	})
}
