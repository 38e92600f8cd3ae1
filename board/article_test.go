package board

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// spell is n, 0 <= n < 10^6, in English words, as the test's own rule
// for how a number is read aloud (British "and" left out: it never comes
// first).
func spell(n int) string {
	units := strings.Fields("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen")
	tens := strings.Fields("_ _ twenty thirty forty fifty sixty seventy eighty ninety")
	switch {
	case n < 20:
		return units[n]
	case n < 100:
		if n%10 == 0 {
			return tens[n/10]
		}
		return tens[n/10] + "-" + units[n%10]
	case n < 1000:
		if n%100 == 0 {
			return units[n/100] + " hundred"
		}
		return units[n/100] + " hundred " + spell(n%100)
	}
	if n%1000 == 0 {
		return spell(n/1000) + " thousand"
	}
	return spell(n/1000) + " thousand " + spell(n%1000)
}

// TestA: the article before every number from 1 to 10000, alone and as
// a board's width ("8x8"), is "an" exactly when the number's English name
// begins with a vowel sound. Oracle: spell, an independent speller written
// here, and the rule that of the names it writes only those that begin
// with "e" (eight, eleven, eighteen, eighty) begin with a vowel sound
// ("one" begins with a "w").
func TestA(t *testing.T) {
	for n := 1; n <= 10000; n++ {
		want := "a"
		if strings.HasPrefix(spell(n), "e") {
			want = "an"
		}
		for _, s := range []string{strconv.Itoa(n), fmt.Sprintf("%dx3", n)} {
			if got := A(s); got != want+" "+s {
				t.Errorf("A(%q) = %q, want %q (%s)", s, got, want+" "+s, spell(n))
			}
		}
	}
	for _, s := range []string{"knight", "(1,2) leaper", "x"} {
		if got := A(s); got != "a "+s {
			t.Errorf("A(%q) = %q, want %q", s, got, "a "+s)
		}
	}
}
