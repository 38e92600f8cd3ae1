package notation

import (
	"regexp"
	"testing"
)

// TestElisionStatementAsRegexp checks the hand-written elisionStatement
// (the binary keeps regexp out of its start-up) against a second method:
// the regular expression the rule is, written here, on lines that say a
// print is cut and lines that do not.
func TestElisionStatementAsRegexp(t *testing.T) {
	re := regexp.MustCompile(`(?i)(only showing (the )?(top|first) \d+ (rows?|lines?|results?)` +
		`|\[\s*\d+ rows? x \d+ columns?\s*\]` +
		`|reached (getoption\("max\.print"\)|max)\s*--\s*omitted \d+` +
		`|(\.\.\.|…|ℹ)\s*(with |and )?\d+ more (rows?|lines?|entries|items|elements|values|squares|moves|steps)` +
		`|\d+ (rows?|entries|lines?) omitted` +
		`|\d+ rows? \(\d+ shown\)` +
		`|[\[(<]\s*(output )?truncated\s*[\])>]` +
		`|output truncated)`)
	lines := []string{
		"only showing top 20 rows", "Only showing the first 5 lines", "only showing top 20", "showing top 20 rows",
		"[90 rows x 2 columns]", "[ 1 row x 3 columns ]", "[90 rows]", "90 rows x 2 columns",
		` [ reached getOption("max.print") -- omitted 15 rows ]`, "reached max--omitted 3", "reached max -- omitted many",
		"# ... with 70 more rows", "# ℹ 15 more rows", "… 4 more squares", "...and 12 more moves", "... 12 more", "with 70 more rows",
		"15 rows omitted", "3 entries omitted", "1 line omitted", "rows omitted",
		"90 rows (40 shown)", "1 row (1 shown)", "90 rows (shown)",
		"(truncated)", "[ Output truncated ]", "<truncated>", "output truncated", "truncated", "( truncated",
		"a1 b3 c5", "Tour of 8x8, 64 squares", "step square", "...", "",
	}
	for _, l := range lines {
		if got, want := elisionStatement([]byte(l)), re.MatchString(l); got != want {
			t.Errorf("%q: elisionStatement %v, the expression %v", l, got, want)
		}
	}
}
