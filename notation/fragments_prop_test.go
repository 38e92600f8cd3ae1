package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// oneLineSyntaxes write several square lists on one line as the
// statements of a language do; each is given the lists, each list's
// squares as written.
var oneLineSyntaxes = []struct {
	name  string
	write func(lists [][]string) string
}{
	{"python", func(ls [][]string) string {
		return statements(ls, "%s = [%s]", "'%s'", ", ", "; ")
	}},
	{"javascript", func(ls [][]string) string {
		return "const " + statements(ls, "%s = [%s]", `"%s"`, ", ", ", ") + ";"
	}},
	{"go", func(ls [][]string) string {
		var names, values []string
		for i, l := range ls {
			names = append(names, varName(i))
			values = append(values, "[]string{"+quoteEach(l, `"%s"`, ", ")+"}")
		}
		return strings.Join(names, ", ") + " := " + strings.Join(values, ", ")
	}},
	{"lisp", func(ls [][]string) string {
		return "(setq " + statements(ls, "%s '(%s)", "%s", " ", " ") + ")"
	}},
	{"ruby", func(ls [][]string) string {
		return statements(ls, "%s = %%w[%s]", "%s", " ", "; ")
	}},
	{"julia", func(ls [][]string) string {
		return statements(ls, "%s = [%s]", `"%s"`, ", ", "; ") + ";"
	}},
	{"matlab", func(ls [][]string) string {
		return statements(ls, "%s = {%s}", "'%s'", ", ", "; ") + ";"
	}},
	{"json object", func(ls [][]string) string {
		return "{" + statements(ls, `"%s": [%s]`, `"%s"`, ", ", ", ") + "}"
	}},
	{"csv", func(ls [][]string) string {
		var fields []string
		for _, l := range ls {
			fields = append(fields, `"`+strings.Join(l, " ")+`"`)
		}
		return strings.Join(fields, ",")
	}},
}

// statements writes each list as one statement, "NAME = [...]", its
// squares quoted by each and parted by sep, the statements by between.
func statements(ls [][]string, statement, each, sep, between string) string {
	var out []string
	for i, l := range ls {
		out = append(out, fmt.Sprintf(statement, varName(i), quoteEach(l, each, sep)))
	}
	return strings.Join(out, between)
}

func quoteEach(l []string, each, sep string) string {
	var out []string
	for _, s := range l {
		out = append(out, fmt.Sprintf(each, s))
	}
	return strings.Join(out, sep)
}

func varName(i int) string { return string(rune('a' + i)) }

// TestToursOnOneLineProperty writes k = 1..4 random tours (warnsdorffWalk)
// on ONE line through the statements of several languages, each tour
// valid or with two squares swapped (swapped), and reads the line as the
// grader does, with the board given and without. The oracle is walkOK,
// the independent move check, on the tours as the test wrote them: the
// line holds k tours, each judged valid when walkOK passes it and never
// valid when it does not, and the line exits 0 exactly when every tour
// is valid (a faulty one exits 1, or 2 when its reading is not certain).
func TestToursOnOneLineProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 1))
	boards := []board.Board{{W: 3, H: 4}, {W: 5, H: 5}, {W: 6, H: 5}, {W: 8, H: 8}}
	for _, b := range boards {
		for _, syntax := range oneLineSyntaxes {
			for k := 1; k <= 4; k++ {
				for _, faults := range []string{"none", "one", "all"} {
					one := rng.IntN(k) // the faulty tour when one is
					var lists [][]string
					var valid []bool
					for i := range k {
						p := warnsdorffWalk(rng, b, 500)
						if len(p) != b.Size() || !walkOK(b, p) {
							t.Fatalf("%v: the test's own tour", b)
						}
						if faults == "all" || faults == "one" && i == one {
							p = swapped(t, b, p)
						}
						lists = append(lists, strings.Fields(squaresOf(p)))
						valid = append(valid, walkOK(b, p))
					}
					text := syntax.write(lists) + "\n"
					for _, opt := range []ReadOptions{{Board: b}, {}} {
						checkOneLine(t, fmt.Sprintf("%s, %d tours of %v, %s faulty, board given %v", syntax.name, k, b, faults, opt.Board), text, opt, valid)
					}
				}
			}
		}
	}
}

// checkOneLine reads text with opt and holds its tours to valid, the
// test's own verdict on each tour it wrote.
func checkOneLine(t *testing.T, what, text string, opt ReadOptions, valid []bool) {
	t.Helper()
	tours, verdicts, code := textExit(text, opt, walkCheck)
	all := true
	for _, v := range valid {
		all = all && v
	}
	switch {
	case len(tours) != len(valid):
		t.Errorf("%s: %d tours read, want %d (verdicts %v, exit %d):\n%s", what, len(tours), len(valid), verdicts, code, text)
		return
	case all && code != 0:
		t.Errorf("%s: exit %d, want 0 (verdicts %v):\n%s", what, code, verdicts, text)
	case !all && code == 0:
		t.Errorf("%s: exit 0 with a faulty tour (verdicts %v):\n%s", what, verdicts, text)
	}
	for i, v := range verdicts {
		if valid[i] != (v == Valid) {
			t.Errorf("%s: tour %d judged %v, walkOK says valid %v:\n%s", what, i+1, v, valid[i], text)
		}
	}
}

// TestTourBesideOnItsLineSetAside writes two random tours (warnsdorffWalk)
// on one line in no literal, after captions ("Tour 1: ... Tour 2: ..."),
// one of them with two squares swapped (swapped). The oracle is walkOK
// on the tours as written and the column the test wrote each at: the
// line never exits 0, and a tour the readings did not read is set aside
// at the line and column where the test wrote it.
func TestTourBesideOnItsLineSetAside(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 2))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}} {
		for _, sep := range []string{"  Tour 2: ", "; second: ", " and then "} {
			for faulty := range 2 {
				var lists []string
				for i := range 2 {
					p := warnsdorffWalk(rng, b, 500)
					if len(p) != b.Size() || !walkOK(b, p) {
						t.Fatalf("%v: the test's own tour", b)
					}
					if i == faulty {
						p = swapped(t, b, p)
					}
					lists = append(lists, squaresOf(p))
				}
				head := "Tour 1: "
				text := head + lists[0] + sep + lists[1] + "\n"
				cols := []int{len(head) + 1, len(head) + len(lists[0]) + len(sep) + 1}
				for _, opt := range []ReadOptions{{Board: b}, {}} {
					what := fmt.Sprintf("%v, tour %d faulty, %q, board given %v", b, faulty+1, sep, opt.Board)
					tours, verdicts, code := textExit(text, opt, walkCheck)
					if code == 0 {
						t.Errorf("%s: exit 0 with a faulty tour (verdicts %v):\n%s", what, verdicts, text)
					}
					for _, tr := range tours {
						for _, d := range tr.Readings {
							for _, sk := range d.Skipped {
								if sk.Partial && (sk.Line != 1 || sk.Col != cols[0] && sk.Col != cols[1]) {
									t.Errorf("%s: set aside at %d:%d, want 1:%d or 1:%d", what, sk.Line, sk.Col, cols[0], cols[1])
								}
							}
						}
					}
				}
			}
		}
	}
}
