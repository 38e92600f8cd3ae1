package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// TestGluedMarksAtListEndsProperty: random tours (warnsdorffWalk, checked
// by walkOK) written as one line of squares parted by arrows, dashes,
// commas or spaces, with marks glued to the first square, the last, both
// (a wrapper that closes at the other end: "$e6 -> ... -> c3$") or one in
// the middle, valid and with two squares swapped, the board given and
// not. The oracle is the test's walk check (walkCheck): a valid tour is
// never invalid, a faulty one never passes, and a square written that
// the reading judged leaves out is named in its note, never dropped
// without a word. A letter glued before a square ("xc5") makes a file of
// more letters than the board has: no square of a wider board read with
// certainty.
func TestGluedMarksAtListEndsProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(46, 6))
	seps := []string{" -> ", " => ", " → ", ` \to `, ` \rightarrow `, " - ", " ", ", ", "-"}
	marks := [][2]string{
		{"$", "$"}, {`\(`, `\)`}, {"|", "|"}, {"~", "~"}, {"#", ""}, {"", "?"}, {"x", ""},
		{"<", ">"}, {"%", "%"}, {"+", "+"}, {"=", "="}, {"@", "@"}, {"&", "&"}, {"^", "^"}, {"", "$"},
	}
	const (
		first = iota
		last
		both
		middle
	)
	where := []string{"first", "last", "both", "middle"}
	boards := []board.Board{{W: 5, H: 6}, {W: 6, H: 6}, {W: 8, H: 8}}
	cases, read, failed := 0, 0, 0
	for _, b := range boards {
		p := warnsdorffWalk(rng, b, 2000)
		if len(p) != b.Size() || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		k := 1 + rng.IntN(len(p)-3)
		swapped := slices.Clone(p)
		swapped[k], swapped[k+1] = swapped[k+1], swapped[k] // k-1 to k+1 is two knight moves, never one
		for _, sep := range seps {
			for _, m := range marks {
				for at := range where {
					for _, valid := range []bool{true, false} {
						path := p
						if !valid {
							path = swapped
						}
						words := make([]string, len(path))
						for i, s := range path {
							words[i] = s.String()
						}
						// The middle square is never the last but one: "=e3=
						// => g4" at a list's end is the list reader's own
						// case, its last square read past for a faulty tour.
						mid := 1 + rng.IntN(len(words)-3)
						switch at {
						case first:
							words[0] = m[0] + words[0] + m[1]
						case last:
							words[len(words)-1] = m[0] + words[len(words)-1] + m[1]
						case both:
							words[0] = m[0] + words[0]
							words[len(words)-1] += m[1]
						case middle:
							words[mid] = m[0] + words[mid] + m[1]
						}
						text := strings.Join(words, sep) + "\n"
						for _, given := range []bool{true, false} {
							opt := ReadOptions{}
							if given {
								opt.Board = b
							}
							cases++
							name := fmt.Sprintf("%v/%q/%q%q/%s/valid %v/board given %v", b, sep, m[0], m[1], where[at], valid, given)
							tours, verdicts, code := textExit(text, opt, walkCheck)
							bad := ""
							switch {
							case valid && slices.Contains(verdicts, Invalid):
								bad = "a valid tour judged invalid"
							case !valid && code == 0:
								bad = "a faulty tour passed"
							default:
								bad = droppedUnnamed(tours, opt, path)
							}
							if bad != "" {
								failed++
								t.Errorf("%s: %s (exit %d, %v):\n%s", name, bad, code, verdicts, clip(text))
							}
							if valid && code == 0 {
								read++
							}
						}
					}
				}
			}
		}
	}
	t.Logf("%d cases, %d failed; %d valid ones read valid", cases, failed, read)
}

// droppedUnnamed names a square of path that a judged reading of tours
// leaves out without its note quoting it, or is "".
func droppedUnnamed(tours []Tour, opt ReadOptions, path board.Path) string {
	for _, tr := range tours {
		j := Judge(tr, board.Problem{Board: opt.Board}, walkCheck)
		if j.Verdict == Unreadable {
			continue
		}
		for _, s := range path {
			if slices.Contains(j.Doc.Path, s) {
				continue
			}
			named := slices.ContainsFunc(j.Doc.Skipped, func(k Skip) bool { return strings.Contains(k.Text, s.String()) })
			if !named {
				return fmt.Sprintf("%v left out and not named (read %d squares, skipped %v)", s, len(j.Doc.Path), j.Doc.Skipped)
			}
		}
	}
	return ""
}

// TestGluedFileControls: the rule for a file of more letters than the
// board's stays narrow. Oracle: the squares as written against the
// board: a file of as many letters as the board's files, off the board,
// is a fault of the walk (invalid); a file of more letters (a capture's
// x or another letter glued before a square, an OCR's "el1" for e11) is
// undecided.
func TestGluedFileControls(t *testing.T) {
	cases := []struct {
		text string
		b    board.Board
		want Verdict
	}{
		{"a1 c2 e3 g4 i3", board.Board{W: 8, H: 8}, Invalid},
		{"a1 c2 e3 g4 ai3", board.Board{W: 8, H: 8}, Unreadable},
		{"a1 c2 e3 g4 el1", board.Board{W: 10, H: 12}, Unreadable},
		{"a1 c2 e3 g4 k3", board.Board{W: 10, H: 12}, Invalid},
		{"a1 c2 e3 g4 xe5", board.Board{W: 8, H: 8}, Unreadable},
		{"a1 c2 xe3 g4 e5", board.Board{W: 8, H: 8}, Unreadable},
		{"a1 c2 e3 g4 xc5", board.Board{W: 30, H: 8}, Invalid},
	}
	for _, c := range cases {
		_, vs, err := judgeText(c.text+"\n", c.b)
		if err != nil || len(vs) != 1 || vs[0] != c.want {
			t.Errorf("%q on %v: verdicts %v (%v), want %v", c.text, c.b, vs, err, c.want)
		}
	}
}
