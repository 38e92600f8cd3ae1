package notation

import (
	"fmt"
	"strings"
	"testing"
)

// BenchmarkCaptionLines reads one long line of words with a colon every
// few bytes ("x: 1 ab: 1 ab ..."), and one of unclosed brackets, where
// each place a caption could end is a place the data could start: the
// search for it is bounded (captionSpan, captionTries), so the time a
// byte stays the same from 64 KiB to 1 MiB (compare ns/op over SetBytes).
func BenchmarkCaptionLines(b *testing.B) {
	for _, tc := range []struct{ name, unit string }{{"colons", ": 1 ab"}, {"brackets", "x ["}} {
		for _, n := range []int{64 << 10, 1 << 20} {
			text := "x" + strings.Repeat(tc.unit, n/len(tc.unit)) + "\n"
			b.Run(fmt.Sprintf("%s/%dKiB", tc.name, n>>10), func(b *testing.B) {
				b.SetBytes(int64(len(text)))
				b.ReportAllocs()
				for b.Loop() {
					ReadTours(strings.NewReader(text), ReadOptions{})
				}
			})
		}
	}
}
