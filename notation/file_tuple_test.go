package notation

import (
	"math/rand/v2"
	"regexp"
	"slices"
	"testing"
)

// tupleRegexp is the oracle: the tuples written as a regular expression,
// whose leftmost-first, non-overlapping matches fileTupleSpans must find.
var tupleRegexp = regexp.MustCompile(`[(\[{]\s*['"]?([A-Za-z])['"]?\s*[,;]\s*([0-9]+)\s*[)\]}]`)

func regexpTupleSpans(l []byte) []fileTupleSpan {
	var out []fileTupleSpan
	for _, m := range tupleRegexp.FindAllSubmatchIndex(l, -1) {
		out = append(out, fileTupleSpan{file: m[2], rank: m[4], rankEnd: m[5], end: m[1]})
	}
	return out
}

func TestFileTupleSpansMatchRegexp(t *testing.T) {
	for _, l := range []string{
		"(g, 1), (h,3)", "('a', 3)", `{c; 2}`, `[ "b" ,12 ]`, "(a,1](b;2}", "((a,1))",
		"(ab,1)", "('',1)", "(a,)", "(a 1)", "(a,\v1)", "(a,\f1\r)", "(\xe2(a,1)", "(a,1",
	} {
		if got, want := fileTupleSpans([]byte(l)), regexpTupleSpans([]byte(l)); !slices.Equal(got, want) {
			t.Errorf("fileTupleSpans(%q) = %v, want %v", l, got, want)
		}
	}
	// Random lines over the bytes the expression tells apart, so every
	// branch of each part is taken often.
	const alphabet = "([{)]}'\" \t\n\r\f\v,;aZ09.-\xe2\x80"
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		l := randomBytes(r, alphabet, 24)
		if got, want := fileTupleSpans(l), regexpTupleSpans(l); !slices.Equal(got, want) {
			t.Fatalf("fileTupleSpans(%q) = %v, want %v", l, got, want)
		}
	}
}

func FuzzFileTupleSpans(f *testing.F) {
	f.Add([]byte("(g, 1), ('a', 3) {c; 2}"))
	f.Fuzz(func(t *testing.T, l []byte) {
		if got, want := fileTupleSpans(l), regexpTupleSpans(l); !slices.Equal(got, want) {
			t.Errorf("fileTupleSpans(%q) = %v, want %v", l, got, want)
		}
	})
}

// decimalRegexp is the oracle for hasDecimal.
var decimalRegexp = regexp.MustCompile(`[0-9]\.[0-9]`)

func TestHasDecimalMatchesRegexp(t *testing.T) {
	const alphabet = "0 9.a\xe2"
	r := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		b := randomBytes(r, alphabet, 8)
		if got, want := hasDecimal(string(b)), decimalRegexp.Match(b); got != want {
			t.Fatalf("hasDecimal(%q) = %v, want %v", b, got, want)
		}
	}
}

// randomBytes is a string of fewer than most bytes drawn from alphabet.
func randomBytes(r *rand.Rand, alphabet string, most int) []byte {
	b := make([]byte, r.IntN(most))
	for i := range b {
		b[i] = alphabet[r.IntN(len(alphabet))]
	}
	return b
}
