package notation

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// The rules read from real outputs never seen (testdata/unseen), each
// tested here on inputs of the same family written through wrappers the
// rule was not made from. The oracle is the same for all: random tours
// (warnsdorffWalk) checked square by square (walkOK), and the same tours
// with two squares swapped, which walkOK says are none.

// rowsOf numbers the squares of p on b in a grid, top rank first, from
// base.
func rowsOf(b board.Board, p board.Path, base int) [][]int {
	rows := make([][]int, b.H)
	for i := range rows {
		rows[i] = make([]int, b.W)
	}
	for k, s := range p {
		rows[b.H-s.Y][s.X-1] = k + base
	}
	return rows
}

// writeRows writes rows, each between open and close, its cells joined by
// sep.
func writeRows(rows [][]int, open, sep, close string) string {
	var ls []string
	for _, r := range rows {
		var cs []string
		for _, c := range r {
			cs = append(cs, fmt.Sprint(c))
		}
		ls = append(ls, open+strings.Join(cs, sep)+close)
	}
	return strings.Join(ls, "\n")
}

func squaresOf(p board.Path) string {
	var out []string
	for _, s := range p {
		out = append(out, s.String())
	}
	return strings.Join(out, " ")
}

// swapped is p with its 8th and 9th squares swapped: no tour, as walkOK
// says (the test checks).
func swapped(t *testing.T, b board.Board, p board.Path) board.Path {
	t.Helper()
	q := append(board.Path(nil), p...)
	q[7], q[8] = q[8], q[7]
	if walkOK(b, q) {
		t.Fatalf("%v: the swapped tour is a tour", b)
	}
	return q
}

// withFault is p with the named fault: "swap" (swapped), "repeat" (a
// middle square written again in place of the one after it), "drop" (a
// middle square left out), or "" (p itself, copied).
func withFault(t *testing.T, b board.Board, p board.Path, fault string) board.Path {
	t.Helper()
	q := append(board.Path(nil), p...)
	switch fault {
	case "swap":
		q = swapped(t, b, p)
	case "repeat":
		q[len(q)/2] = q[len(q)/2-2]
	case "drop":
		q = slices.Delete(q, len(q)/2, len(q)/2+1)
	}
	return q
}

// walkCheck is the check Judge is given: walkOK, the independent one.
func walkCheck(q board.Problem, p board.Path) error {
	if len(p) != q.Board.Size() || !walkOK(q.Board, p) {
		return ErrMisread // any error: the verdict is what is tested
	}
	return nil
}

// judgeText reads text as knight verify does and judges every tour.
func judgeText(text string, b board.Board) ([]Tour, []Verdict, error) {
	tours, err := ReadTours(strings.NewReader(text), ReadOptions{Board: b})
	var vs []Verdict
	for _, tr := range tours {
		vs = append(vs, Judge(tr, board.Problem{Board: b}, walkCheck).Verdict)
	}
	return tours, vs, err
}

// testTours are random tours of a few boards, each checked by walkOK,
// given back in a fixed order: tests draw from rng while they walk them,
// so a map's order would make their inputs differ from run to run.
func testTours(t *testing.T, rng *rand.Rand) tourSeq {
	t.Helper()
	var boards []board.Board
	var paths []board.Path
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}} {
		p := warnsdorffWalk(rng, b, 500)
		if p == nil || !walkOK(b, p) {
			t.Fatalf("%v: the test's own tour", b)
		}
		boards, paths = append(boards, b), append(paths, p)
	}
	return func(yield func(board.Board, board.Path) bool) {
		for i, b := range boards {
			if !yield(b, paths[i]) {
				return
			}
		}
	}
}

// tourSeq walks testTours' boards and tours in their fixed order.
type tourSeq func(yield func(board.Board, board.Path) bool)

// checkFamily judges the text of each wrapper, for a tour and for the
// same tour with two squares swapped: the tour must be read as one valid
// tour; the swapped one never valid.
func checkFamily(t *testing.T, tours tourSeq, wrappers map[string]func(b board.Board, p board.Path) string, given bool) {
	t.Helper()
	for name, wrap := range wrappers {
		for b, p := range tours {
			opt := board.Board{}
			if given {
				opt = b
			}
			text := wrap(b, p)
			trs, vs, err := judgeText(text, opt)
			if err != nil || len(vs) != 1 || vs[0] != Valid {
				var why []string
				for _, tr := range trs {
					why = append(why, fmt.Sprint(tr.Err))
				}
				t.Errorf("%s on %v: verdicts %v (%v %v), want one valid tour:\n%s", name, b, vs, err, why, text)
			}
			bad := wrap(b, swapped(t, b, p))
			if _, vs, _ := judgeText(bad, opt); len(vs) == 0 {
				continue
			} else {
				for _, v := range vs {
					if v == Valid {
						t.Errorf("%s on %v: a tour with two squares swapped judged valid:\n%s", name, b, bad)
					}
				}
			}
		}
	}
}

// TestCaptionsInOtherScripts: a caption in a script beyond ASCII, on its
// own line or before the data after a colon, is words, never a bad
// character that makes the input unreadable. The rule came from
// Cyrillic and Lithuanian captions; these are Greek, Japanese, Arabic,
// Devanagari (with its vowel signs), Korean and Hebrew.
func TestCaptionsInOtherScripts(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(24, 1)))
	wrappers := map[string]func(board.Board, board.Path) string{
		"greek grid": func(b board.Board, p board.Path) string {
			return "Λύση του προβλήματος:\n" + writeRows(rowsOf(b, p, 1), "", " ", "") + "\nΤέλος\n"
		},
		"japanese list after a colon": func(b board.Board, p board.Path) string {
			return "解答： " + squaresOf(p) + "\n"
		},
		"arabic flat numbers": func(b board.Board, p board.Path) string {
			return "الحل\n" + strings.ReplaceAll(writeRows(rowsOf(b, p, 0), "", " ", ""), "\n", " ") + "\n"
		},
		"devanagari grid": func(b board.Board, p board.Path) string {
			return "समाधान मिला\n\n" + writeRows(rowsOf(b, p, 1), "", "\t", "") + "\n"
		},
		"korean and hebrew around a list": func(b board.Board, p board.Path) string {
			return "해답\n" + squaresOf(p) + "\nפתרון נמצא\n"
		},
	}
	checkFamily(t, tours, wrappers, true)
}

// TestRepeatedNumberLines: a line of numbers beside a grid that names a
// number twice, or whose numbers the complete grid holds each once, can
// be part of no numbering with it (each number is written once), so it is
// no tour set aside; a line with a number the grid cannot hold may be a
// row cut short, and stays set aside (Partial). The rule came from a
// problem's input "5 3 3" above its answer and "3 1 1" below; these are
// other inputs, and labels, in other places.
func TestRepeatedNumberLines(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(24, 2)))
	for b, p := range tours {
		grid := writeRows(rowsOf(b, p, 1), " ", "  ", "")
		n := b.Size()
		for _, c := range []struct {
			name, text string
			partial    bool
		}{
			{"size twice and a start above", fmt.Sprintf("%d %d 2 2\n%s\n", b.W, b.W, grid), false},
			{"a pair of equal numbers below", fmt.Sprintf("%s\n4 4\n", grid), false},
			{"three numbers the grid holds", fmt.Sprintf("%s\n%d %d %d\n", grid, n, 1, n/2), false},
			{"a row beyond the grid's numbers", fmt.Sprintf("%s\n%d %d %d\n", grid, n+1, n+3, n+2), true},
		} {
			tours, err := ReadTours(strings.NewReader(c.text), ReadOptions{})
			if err != nil || len(tours) != 1 {
				t.Errorf("%v %s: %d tours, %v; want 1:\n%s", b, c.name, len(tours), err, c.text)
				continue
			}
			if v := Judge(tours[0], board.Problem{}, walkCheck).Verdict; v != Valid {
				t.Errorf("%v %s: %v, want valid:\n%s", b, c.name, v, c.text)
			}
			partial := false
			for _, d := range tours[0].Readings {
				for _, s := range d.Skipped {
					partial = partial || s.Partial
				}
			}
			if partial != c.partial {
				t.Errorf("%v %s: set aside as a tour's part %v, want %v:\n%s", b, c.name, partial, c.partial, c.text)
			}
		}
	}
}

// TestCaptionsWithEquals: a caption that holds '=' or ':' of its own
// ends at the last one with only data after it. The rule came from "for
// a r=4 c=5 grid : 0 7 ..."; these are other captions and notations.
func TestCaptionsWithEquals(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(24, 3)))
	wrappers := map[string]func(board.Board, board.Path) string{
		"settings then a list": func(b board.Board, p board.Path) string {
			return fmt.Sprintf("width=%d height=%d tour = %s\n", b.W, b.H, squaresOf(p))
		},
		"a log line's fields then a list": func(b board.Board, p board.Path) string {
			return fmt.Sprintf("level=info solver=warnsdorff path: %s\n", squaresOf(p))
		},
		"a Go value's fields then flat numbers": func(b board.Board, p board.Path) string {
			return "Config{N:" + fmt.Sprint(b.W) + " Start:a1} result: " + strings.ReplaceAll(writeRows(rowsOf(b, p, 1), "", " ", ""), "\n", " ") + "\n"
		},
	}
	checkFamily(t, tours, wrappers, true)
}

// TestFencesOnDataLines: a Markdown code fence on the line of the data
// is markup around it. The rule came from a fence around a flat list of
// numbers wrapped over three lines; these fence a flat list on one line
// with four backticks, a flat list wrapped every ten numbers, a square
// list, and a grid's first and last rows.
func TestFencesOnDataLines(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(24, 4)))
	flat := func(b board.Board, p board.Path) []string {
		return strings.Fields(writeRows(rowsOf(b, p, 1), "", " ", ""))
	}
	wrappers := map[string]func(board.Board, board.Path) string{
		"a flat list between four backticks": func(b board.Board, p board.Path) string {
			return "Output:\n```` " + strings.Join(flat(b, p), " ") + " ````\n"
		},
		"a flat list wrapped every ten": func(b board.Board, p board.Path) string {
			f := flat(b, p)
			var ls []string
			for i := 0; i < len(f); i += 10 {
				ls = append(ls, strings.Join(f[i:min(i+10, len(f))], " "))
			}
			return "```" + strings.Join(ls, "\n") + "```\n"
		},
		"a list between fences": func(b board.Board, p board.Path) string {
			return "Result:\n``` " + squaresOf(p) + " ```\n"
		},
		"a grid's first and last rows": func(b board.Board, p board.Path) string {
			return "```" + writeRows(rowsOf(b, p, 1), "", " ", "") + "```\n"
		},
	}
	checkFamily(t, tours, wrappers, true)
}

// TestZeroTwiceInGrids: a grid numbered from 0 whose one faulty number is
// a second 0 reads, with its zeros as squares left out, as a numbering
// that skips a number, which no partial numbering does: the one reading
// left numbers every square from 0, a number twice, a certain fault. The
// rule came from a nested literal on one line; these are rows of
// numbers, C's braces and tabs.
func TestZeroTwiceInGrids(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 5))
	tours := testTours(t, rng)
	wraps := map[string]func([][]int) string{
		"rows":   func(r [][]int) string { return writeRows(r, "", " ", "") },
		"braces": func(r [][]int) string { return "{" + writeRows(r, "{", ", ", "},") + "}" },
		"tabs":   func(r [][]int) string { return "board\n" + writeRows(r, "", "\t", "") },
	}
	for b, p := range tours {
		rows := rowsOf(b, p, 0)
		// The oracle: a cell numbered 2 or more set to 0 leaves 0 twice
		// and its number missing, and 1 once.
		k := 2 + rng.IntN(b.Size()-2)
		s := p[k]
		rows[b.H-s.Y][s.X-1] = 0
		for name, wrap := range wraps {
			text := wrap(rows) + "\n"
			_, vs, err := judgeText(text, board.Board{})
			if err != nil || len(vs) != 1 || vs[0] != Invalid {
				t.Errorf("%s on %v, number %d written 0: %v %v, want one invalid tour:\n%s", name, b, k, vs, err, text)
			}
		}
	}
}

// TestInputArrowOutput: a test case written "INPUT -> OUTPUT" is its
// input, an arrow, and the tour. The rule came from "3 4 -> 1 4 7 10 | 8
// 11 2 5 | 3 6 9 12", the rows on one line; these put the rows on lines
// of their own after "=>", a Unicode arrow before a nested literal, a
// comma in the input, and a flat list after the arrow.
func TestInputArrowOutput(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(24, 6)))
	wrappers := map[string]func(board.Board, board.Path) string{
		"rows after =>": func(b board.Board, p board.Path) string {
			return fmt.Sprintf("%d %d => ", b.H, b.W) + writeRows(rowsOf(b, p, 1), "", " ", "") + "\n"
		},
		"a unicode arrow and a literal": func(b board.Board, p board.Path) string {
			return fmt.Sprintf("%d → [", b.W) + writeRows(rowsOf(b, p, 0), "[", ",", "]") + "]\n"
		},
		"a comma in the input and rows with pipes": func(b board.Board, p board.Path) string {
			return fmt.Sprintf("%d, %d -> ", b.W, b.H) + strings.ReplaceAll(writeRows(rowsOf(b, p, 1), "", " ", ""), "\n", " | ") + "\n"
		},
		"a flat list": func(b board.Board, p board.Path) string {
			return fmt.Sprintf("%d -> ", b.W) + strings.ReplaceAll(writeRows(rowsOf(b, p, 1), "", " ", ""), "\n", " ") + "\n"
		},
	}
	checkFamily(t, tours, wrappers, true)
}

// TestOneLineListsCutShort: a square list in a line of code that stops
// short of a tour, naming more than half the board, is one tour and an
// invalid one; the whole list in the same line is a valid tour. The rule
// came from a Python test's "D4 F5 ... F6".split(), 61 squares of 64;
// these are other languages' ways to write a list in one line. The oracle
// is a theorem: a tour names every square of its board, so a list with a
// square cut off is none (the whole list is checked by walkOK).
func TestOneLineListsCutShort(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 7))
	tours := testTours(t, rng)
	wraps := map[string]func(string) string{
		"go strings.Fields":    func(s string) string { return "\tmoves := strings.Fields(\"" + s + "\")\n" },
		"ruby %w":              func(s string) string { return "tour = %w(" + s + ") # the route\n" },
		"javascript split":     func(s string) string { return "const tour = '" + s + "'.split(' ');\n" },
		"lisp quoted list":     func(s string) string { return "(defparameter *tour* '(" + s + "))\n" },
		"haskell words":        func(s string) string { return "main = print (isTour (words \"" + s + "\"))\n" },
		"shell array, comment": func(s string) string { return "# route below\nTOUR=(" + s + ")\necho ${#TOUR[@]}\n" },
	}
	for b, p := range tours {
		n := b.Size()
		cut := 1 + rng.IntN(n/2-1) // keeps more than half the squares
		short := p[:n-cut]
		if len(short) >= n || 2*len(short) <= n {
			t.Fatalf("%v: cut %d leaves %d squares", b, cut, len(short))
		}
		for name, wrap := range wraps {
			whole := wrap(squaresOf(p))
			if _, vs, err := judgeText(whole, b); err != nil || len(vs) != 1 || vs[0] != Valid {
				t.Errorf("%s on %v, the whole tour: %v %v, want one valid tour:\n%s", name, b, vs, err, whole)
			}
			text := wrap(squaresOf(short))
			if _, vs, err := judgeText(text, b); err != nil || len(vs) != 1 || vs[0] != Invalid {
				t.Errorf("%s on %v, %d squares cut off: %v %v, want one invalid tour:\n%s", name, b, cut, vs, err, text)
			}
			// With no board given, the list is read on the smallest board
			// that holds it: b when the squares left reach its last file
			// and rank, where it is no tour either.
			var box board.Board
			for _, s := range short {
				box.W, box.H = max(box.W, s.X), max(box.H, s.Y)
			}
			if _, vs, err := judgeText(text, board.Board{}); box == b && (err != nil || len(vs) != 1 || vs[0] != Invalid) {
				t.Errorf("%s on no board, %d squares cut off: %v %v, want one invalid tour:\n%s", name, cut, vs, err, text)
			}
			// Ranks written from 0 ("a0"): the list is not read as
			// written, so its cut is no certain fault.
			var zero []string
			for _, s := range short {
				zero = append(zero, fmt.Sprintf("%c%d", 'a'+s.X-1, s.Y-1))
			}
			text = wrap(strings.Join(zero, " "))
			if _, vs, _ := judgeText(text, b); slices.Contains(vs, Invalid) {
				t.Errorf("%s on %v, ranks from 0, %d squares cut off: %v, want no invalid tour:\n%s", name, b, cut, vs, text)
			}
		}
	}
}

// literalOf writes rows as an array literal on one line: [[1,2],[3,4]].
func literalOf(rows [][]int) string {
	return "[" + strings.ReplaceAll(writeRows(rows, "[", ",", "]"), "\n", ",") + "]"
}

// TestArrayAnswersBesideATour: a small answer printed as an array beside a
// tour ("[[0]]", the 1x1 board's tour, LeetCode 2664's first example) is
// a tour of its own, read or set aside, never dropped while the input
// passes; a small array that is no tour never passes. The rules came from
// LeetCode 2664's examples in Rust, Go and Chinese HTML; these are other
// captions (Kotlin, Markdown, Javadoc, YAML, and the prompts of Python,
// Julia, Ruby and IPython on the line above, whose block no reader reads),
// next to the tour and a line of words away. The oracle: a one-square board's only tour is
// its square, numbered 0 or 1; a 2x2 board has no knight's move, so no
// numbering of it is a tour; 5 numbers no square of a 1x1 board; the big
// tour is checked by walkOK.
func TestArrayAnswersBesideATour(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(24, 8)))
	answers := []struct {
		text  string
		valid bool
	}{{"[[0]]", true}, {"[[1]]", true}, {"[[0,1],[2,3]]", false}, {"[[0,3],[1,2]]", false}, {"[[5]]", false}}
	captions := map[string]string{
		"kotlin comment":  "// expected: %s",
		"markdown bullet": "- **Output:** %s",
		"javadoc":         " * returns %s",
		"yaml":            "answer: %s",
		"python prompt":   ">>> tour(1, 1)\n%s",
		"julia prompt":    "julia> tour(1, 1)\n%s",
		"ruby prompt":     "irb(main):003> tour(1, 1)\n=> %s",
		"ipython cells":   "In [3]: tour(1, 1)\nOut[3]: %s",
	}
	for b, p := range tours {
		tour := "Output: " + literalOf(rowsOf(b, p, 0))
		for name, caption := range captions {
			for _, a := range answers {
				for _, between := range []string{"\n", "\nwhere the knight is alone on its board\n"} {
					text := tour + between + fmt.Sprintf(caption, a.text) + "\n"
					trs, vs, err := judgeText(text, board.Board{})
					exit := propExit(trs, vs)
					switch {
					case err != nil:
						t.Errorf("%s, %s on %v: %v", name, a.text, b, err)
					case !a.valid && exit == 0:
						t.Errorf("%s, %s on %v: no tour, but the input passes (%v):\n%s", name, a.text, b, vs, text)
					case exit == 0 && len(vs) != 2:
						t.Errorf("%s, %s on %v: passes with %d tours read of 2:\n%s", name, a.text, b, len(vs), text)
					}
					for i, v := range vs {
						if v == Invalid && len(trs[i].Readings) > 0 && trs[i].Readings[0].Board == b {
							t.Errorf("%s, %s on %v: the tour judged invalid:\n%s", name, a.text, b, text)
						}
					}
				}
			}
		}
	}
}

// TestProblemTextAroundAnswers: a problem's own text around its answer is
// words: its parameters, every number a value given a name ("m = 3, n =
// 4, r = 0, c = 0"), its bounds ("1 <= m, n <= 5"), a cell named in a
// sentence ("starting from (0,0)."). The rules came from LeetCode 2664's
// statement in a Go comment and a Python docstring; these write other
// parameters, bounds and sentences around the tour and a 1x1 answer.
// The oracle: the tours written, checked by walkOK, and the 1x1 board's
// tour; the input passes with both.
func TestProblemTextAroundAnswers(t *testing.T) {
	tours := testTours(t, rand.New(rand.NewPCG(24, 9)))
	texts := map[string]func(b board.Board, tour string) string{
		"parameters above each answer": func(b board.Board, tour string) string {
			return fmt.Sprintf("Args: width = %d, height = %d, x0 = 0, y0 = 0\n%s\n\nArgs: width = 1, height = 1, x0 = 0, y0 = 0\n[[0]]\n", b.W, b.H, tour)
		},
		"bounds below": func(b board.Board, tour string) string {
			return fmt.Sprintf("%s\n\n[[0]]\n\nLimits\n  1 <= width <= %d\n  1 <= height <= %d\n  0 ≤ x0 < width\n", tour, b.W, b.H)
		},
		"bounds in a comment": func(b board.Board, tour string) string {
			return fmt.Sprintf("// %s\n\n// [[0]]\n\n// 3 >= k >= 1\n// 1 <= w, h <= 9\n// 0 <= x < w\n", tour)
		},
		"a cell in a sentence": func(b board.Board, tour string) string {
			return tour + "\nNote: the walk begins at (0,0).\n\n[[0]]\n"
		},
	}
	for b, p := range tours {
		tour := literalOf(rowsOf(b, p, 0))
		for name, write := range texts {
			text := write(b, tour)
			trs, vs, err := judgeText(text, board.Board{})
			if exit := propExit(trs, vs); err != nil || exit != 0 || len(vs) != 2 {
				t.Errorf("%s on %v: %v, exit %d, %d tours read of 2: %v\n%s", name, b, err, exit, len(vs), vs, text)
			}
		}
	}
}
