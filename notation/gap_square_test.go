package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestUnreadSquareInListNeverInvalid: a valid tour written as a plain,
// comma, arrow or JSON list, one square inside it written so no reader
// reads it ("c 2", "E-3", "c?2", "??", "null", "None", "-", letters),
// is never judged invalid, and valid only when the walk read is the tour;
// the same list with that square deleted, nothing written in its place,
// is judged invalid. The oracle: warnsdorffWalk's tours, checked by
// walkOK, are valid as written, and a list one square short of its board
// is no tour (it misses that square): the first is certain to be no
// fault of the tour, the second certain to be one.
func TestUnreadSquareInListNeverInvalid(t *testing.T) {
	rng := rand.New(rand.NewPCG(49, 1))
	spellings := []func(s string) string{
		func(s string) string { return s[:1] + " " + s[1:] },
		func(s string) string { return s[:1] + "-" + s[1:] },
		func(s string) string { return s[:1] + "." + s[1:] },
		func(s string) string { return s[:1] + "?" + s[1:] },
		func(s string) string { return strings.ToUpper(s[:1]) + " " + s[1:] },
		func(string) string { return "??" },
		func(string) string { return "null" },
		func(string) string { return "undefined" },
		func(string) string { return "None" },
		func(string) string { return "-" },
		func(string) string {
			w := make([]byte, 2+rng.IntN(3))
			for i := range w {
				w[i] = "jvwyz"[rng.IntN(5)]
			}
			return string(w)
		},
	}
	layouts := []struct {
		name string
		join func([]string) string
	}{
		{"plain", func(w []string) string { return strings.Join(w, " ") }},
		{"comma", func(w []string) string { return strings.Join(w, ", ") }},
		{"arrow", func(w []string) string { return strings.Join(w, " -> ") }},
		{"json", func(w []string) string {
			q := make([]string, len(w))
			for i, s := range w {
				q[i] = `"` + s + `"`
				if s == "null" {
					q[i] = s
				}
			}
			return "[" + strings.Join(q, ", ") + "]"
		}},
	}
	judge := func(in string, b board.Board) (Judgement, error) {
		tours, err := ReadTours(strings.NewReader(in), ReadOptions{Board: b})
		if err != nil || len(tours) != 1 {
			return Judgement{}, fmt.Errorf("read %d tours (%v)", len(tours), err)
		}
		return Judge(tours[0], board.Problem{Board: b}, func(q board.Problem, p board.Path) error {
			if !walkOK(q.Board, p) {
				return ErrMisread // any error: the verdict is what is tested
			}
			return nil
		}), nil
	}
	for round := range 44 {
		b := board.Board{W: int32(5 + rng.IntN(4)), H: int32(5 + rng.IntN(4))}
		p := warnsdorffWalk(rng, b, 200)
		if !walkOK(b, p) {
			t.Fatalf("round %d: the test's own tour on %v", round, b)
		}
		words := strings.Fields(p.String())
		at := 1 + rng.IntN(len(words)-2)
		spelt := spellings[round%len(spellings)](words[at])
		layout := layouts[round/len(spellings)%len(layouts)]
		written := layout.join(append(append(append([]string(nil), words[:at]...), spelt), words[at+1:]...)) + "\n"
		deleted := layout.join(append(append([]string(nil), words[:at]...), words[at+1:]...)) + "\n"
		t.Run(fmt.Sprintf("%d/%v/%s/%q", round, b, layout.name, spelt), func(t *testing.T) {
			j, err := judge(written, b)
			switch {
			case err != nil:
				// refused whole: no verdict of invalid
			case j.Verdict == Invalid:
				t.Errorf("Judge(%s) = invalid (%v), want no verdict of invalid: the tour written is valid", written, j.Err)
			case j.Verdict == Valid && j.Doc.Path.String() != p.String():
				t.Errorf("Judge(%s) = valid reading %v, want valid only for the tour written, %v", written, j.Doc.Path, p)
			}
			j, err = judge(deleted, b)
			if err != nil || j.Verdict != Invalid {
				t.Errorf("Judge(%s) = %v (%v, %v), want invalid: %v is missing and nothing stands in its place", deleted, j.Verdict, j.Err, err, p[at])
			}
		})
	}
}

// TestLostSquaresNeverInvalid: a valid tour, one square a line, with one
// square written as a placeholder alone on its line ("??", "null", "-"),
// and a valid tour on one line with two squares in a row written so no
// reader reads them ("c 2 a 1"), are never judged invalid; the same lists
// with those squares deleted, or with a line of words in their place, are.
// The oracle: warnsdorffWalk's tours, checked by walkOK, are valid as
// written, and a list short of its board is no tour.
func TestLostSquaresNeverInvalid(t *testing.T) {
	rng := rand.New(rand.NewPCG(50, 1))
	verdict := func(in string, b board.Board) (Verdict, string) {
		_, vs, err := judgeText(in, b)
		if err != nil || len(vs) != 1 {
			return Unreadable, fmt.Sprintf("%d verdicts (%v)", len(vs), err)
		}
		return vs[0], ""
	}
	placeholders := []string{"??", "null", "-", "None", "c 2", "x"}
	for round := range 24 {
		b := board.Board{W: int32(5 + rng.IntN(4)), H: int32(5 + rng.IntN(4))}
		p := warnsdorffWalk(rng, b, 200)
		if !walkOK(b, p) {
			t.Fatalf("round %d: the test's own tour on %v", round, b)
		}
		words := strings.Fields(p.String())
		at := 1 + rng.IntN(len(words)-3)
		with := func(sep string, put ...string) string {
			out := append(append(append([]string(nil), words[:at]...), put...), words[at+len(put):]...)
			return strings.Join(out, sep) + "\n"
		}
		if round%2 == 0 {
			ph := placeholders[round/2%len(placeholders)]
			t.Run(fmt.Sprintf("%d/%v/line %q", round, b, ph), func(t *testing.T) {
				if v, why := verdict(with("\n", ph), b); v == Invalid || v == Valid {
					t.Errorf("verdict %v %s, want undecided: %q stands where %v was:\n%s", v, why, ph, p[at], with("\n", ph))
				}
				deleted := strings.Join(append(append([]string(nil), words[:at]...), words[at+1:]...), "\n") + "\n"
				if v, why := verdict(deleted, b); v != Invalid {
					t.Errorf("verdict %v %s, want invalid: %v is missing, nothing in its place:\n%s", v, why, p[at], deleted)
				}
			})
			continue
		}
		split := func(s string) string { return s[:1] + " " + s[1:] }
		two := []string{split(words[at]) + " " + split(words[at+1])}
		t.Run(fmt.Sprintf("%d/%v/two %q", round, b, two[0]), func(t *testing.T) {
			written := strings.Join(append(append(append([]string(nil), words[:at]...), two...), words[at+2:]...), " ") + "\n"
			if v, why := verdict(written, b); v == Invalid || v == Valid {
				t.Errorf("verdict %v %s, want undecided: %q writes %v and %v:\n%s", v, why, two[0], p[at], p[at+1], written)
			}
			deleted := strings.Join(append(append([]string(nil), words[:at]...), words[at+2:]...), " ") + "\n"
			if v, why := verdict(deleted, b); v != Invalid {
				t.Errorf("verdict %v %s, want invalid: two squares missing, nothing in their place:\n%s", v, why, deleted)
			}
		})
	}
}
