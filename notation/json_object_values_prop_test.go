package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
)

// jsonValueSpellings write one tour as the value of a JSON object's key:
// its squares as strings, or as [x, y] pairs counted from 0.
var jsonValueSpellings = []struct {
	name  string
	write func(p board.Path, indent string) string
}{
	{"strings", func(p board.Path, indent string) string {
		var out []string
		for _, s := range p {
			out = append(out, fmt.Sprintf("%q", s.String()))
		}
		return "[" + strings.Join(out, ", ") + "]"
	}},
	{"pairs", func(p board.Path, indent string) string {
		var out []string
		for _, s := range p {
			out = append(out, fmt.Sprintf("[%d, %d]", s.X-1, s.Y-1))
		}
		return "[" + strings.Join(out, ", ") + "]"
	}},
	{"strings a line each", func(p board.Path, indent string) string {
		var out []string
		for _, s := range p {
			out = append(out, fmt.Sprintf("%s  %q", indent, s.String()))
		}
		return "[\n" + strings.Join(out, ",\n") + "\n" + indent + "]"
	}},
}

// jsonObject writes values as the values of one JSON object's keys, with
// a key beside that holds no tour when other is set: on one line, or
// pretty-printed a key a line.
func jsonObject(values []string, pretty, other bool) string {
	var fields []string
	if other {
		fields = append(fields, `"solver": "warnsdorff"`)
	}
	for i, v := range values {
		fields = append(fields, fmt.Sprintf("%q: %s", "path"+varName(i), v))
	}
	if other {
		fields = append(fields, `"seconds": 0.25`)
	}
	if !pretty {
		return "{" + strings.Join(fields, ", ") + "}\n"
	}
	return "{\n  " + strings.Join(fields, ",\n  ") + "\n}\n"
}

// TestJSONObjectValuesProperty writes two or three random tours
// (warnsdorffWalk) as the values of one JSON object's keys, in several
// spellings (squares as strings or as [x, y] pairs, on one line or a
// square a line), the object on one line or pretty-printed, with keys
// beside that hold no tour or without; none valid, one or all with two
// squares swapped (swapped). The oracle is walkOK on the tours as
// written: as many tours read as written, each judged valid exactly when
// walkOK says it is, exit 0 when all are valid and never when one is not.
func TestJSONObjectValuesProperty(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 2))
	for _, b := range []board.Board{{W: 5, H: 5}, {W: 6, H: 6}, {W: 8, H: 8}} {
		for _, spelling := range jsonValueSpellings {
			for k := 2; k <= 3; k++ {
				for _, faults := range []string{"none", "one", "all"} {
					for _, pretty := range []bool{false, true} {
						for _, other := range []bool{false, true} {
							one := rng.IntN(k)
							var values []string
							var valid []bool
							for i := range k {
								p := warnsdorffWalk(rng, b, 500)
								if len(p) != b.Size() || !walkOK(b, p) {
									t.Fatalf("%v: the test's own tour", b)
								}
								if faults == "all" || faults == "one" && i == one {
									p = swapped(t, b, p)
								}
								indent := ""
								if pretty {
									indent = "  "
								}
								values = append(values, spelling.write(p, indent))
								valid = append(valid, walkOK(b, p))
							}
							text := jsonObject(values, pretty, other)
							for _, opt := range []ReadOptions{{Board: b}, {}} {
								what := fmt.Sprintf("%s, %d tours of %v, %s faulty, pretty %v, other keys %v, board given %v", spelling.name, k, b, faults, pretty, other, opt.Board)
								checkOneLine(t, what, text, opt, valid)
							}
						}
					}
				}
			}
		}
	}
}
