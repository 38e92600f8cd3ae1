package notation_test

import (
	"bufio"
	"flag"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/internal/grade"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var updateNet = flag.Bool("update-net", false, "rewrite the goldens of testdata/net")

// netInput is one text of the behaviour net and the boards it is read on.
type netInput struct {
	name   string
	text   string
	boards []board.Board
}

// netInputs is every text the project keeps as a reader's input: the
// unseen outputs (on no board, 8x8 and the board the manifest gives), the
// command's corpora (likewise with the board its args give), the inputs
// at the module's root, and the string arguments of every fuzz seed of
// this package.
func netInputs(t *testing.T) []netInput {
	t.Helper()
	var ins []netInput
	add := func(name, text string, given board.Board) {
		bs := []board.Board{{}, board.MustParse("8x8")}
		if !slices.Contains(bs, given) {
			bs = append(bs, given)
		}
		ins = append(ins, netInput{name, text, bs})
	}
	read := func(path string) string {
		b, err := os.ReadFile(path)
		require.NoError(t, err)
		return string(b)
	}
	boardIn := func(fields []string) board.Board {
		for i, f := range fields {
			if f == "-board" && i+1 < len(fields) {
				if b, err := board.Parse(fields[i+1]); err == nil {
					return b
				}
			}
		}
		return board.Board{}
	}
	manifest := map[string]board.Board{}
	for _, l := range strings.Split(read("testdata/unseen/MANIFEST"), "\n") {
		if f := strings.Split(l, "\t"); len(f) == 5 && !strings.HasPrefix(l, "#") {
			manifest[f[0]] = boardIn([]string{"-board", f[1]})
		}
	}
	unseen, err := filepath.Glob("testdata/unseen/*.txt")
	require.NoError(t, err)
	for _, p := range unseen {
		add(p, read(p), manifest[strings.TrimSuffix(filepath.Base(p), ".txt")])
	}
	for _, dir := range []string{"../cmd/knight/testdata/corpus", "../cmd/knight/testdata/realworld"} {
		inputs, err := filepath.Glob(dir + "/*.input")
		require.NoError(t, err)
		for _, p := range inputs {
			var given board.Board
			if a, err := os.ReadFile(strings.TrimSuffix(p, ".input") + ".args"); err == nil {
				given = boardIn(strings.Fields(string(a)))
			}
			add(p, read(p), given)
		}
	}
	root, err := filepath.Glob("../testdata/*.*")
	require.NoError(t, err)
	for _, p := range root {
		if !strings.HasSuffix(p, ".bin") && !strings.HasSuffix(p, ".md") {
			add(p, read(p), board.Board{})
		}
	}
	seeds, err := filepath.Glob("testdata/fuzz/*/*")
	require.NoError(t, err)
	for _, p := range seeds {
		sc := bufio.NewScanner(strings.NewReader(read(p)))
		for i := 0; sc.Scan(); i++ {
			l := sc.Text()
			for _, pre := range []string{"string(", "[]byte("} {
				if q, ok := strings.CutPrefix(l, pre); ok {
					s, err := strconv.Unquote(strings.TrimSuffix(q, ")"))
					require.NoError(t, err, "%s:%d", p, i+1)
					add(fmt.Sprintf("%s#%d", p, i), s, board.Board{})
				}
			}
		}
	}
	return ins
}

// TestBehaviourNet grades every text of netInputs as knight verify does,
// on each of its boards, and writes each verdict whole: where, what, the
// notation, whether allowed, and the path read (its length and a hash).
// The oracle is testdata/net, a golden a group of texts, written by the readers as they were
// when it was made (-update-net rewrites it): a change to the readers that
// changes no behaviour leaves every byte of it as it is.
func TestBehaviourNet(t *testing.T) {
	outs := map[string]*strings.Builder{}
	for _, in := range netInputs(t) {
		g := netGroup(in.name)
		if outs[g] == nil {
			outs[g] = &strings.Builder{}
		}
		out := outs[g]
		for _, b := range in.boards {
			fmt.Fprintf(out, "== %s board=%v\n", in.name, b)
			name := filepath.Base(in.name)
			for _, v := range grade.Tours(name, strings.NewReader(in.text), grade.Request{Requirements: grade.Requirements{Board: b}}) {
				fmt.Fprintf(out, "%s: %s [%v %v", v.Where(), v.String(), v.Status, v.Notation)
				if v.Allowed {
					out.WriteString(" allowed")
				}
				if v.Missed != grade.NoRequirement {
					fmt.Fprintf(out, " missed %v", v.Missed)
				}
				if len(v.Path) > 0 {
					h := fnv.New32a()
					for _, s := range v.Path {
						fmt.Fprint(h, s, " ")
					}
					fmt.Fprintf(out, " path %d/%x", len(v.Path), h.Sum32())
				}
				out.WriteString("]\n")
			}
		}
	}
	if *updateNet {
		for g, out := range outs {
			require.NoError(t, os.WriteFile(netGolden(g), []byte(out.String()), 0o644))
		}
	}
	var want, got strings.Builder
	for _, g := range netGroups {
		w, err := os.ReadFile(netGolden(g))
		require.NoError(t, err)
		want.Write(w)
		if outs[g] != nil {
			got.WriteString(outs[g].String())
		}
	}
	// Compared a section (one text on one board) at a time: a text added
	// since the golden was written is logged, not failed, until
	// -update-net takes it in; every text the golden holds must read as
	// it says, and none may be gone.
	sections := func(s string) (map[string]string, []string) {
		m := map[string]string{}
		var order []string
		for _, sec := range strings.SplitAfter(s, "\n== ") {
			head, body, _ := strings.Cut(strings.TrimPrefix(sec, "== "), "\n")
			m[head] = strings.TrimSuffix(body, "== ")
			order = append(order, head)
		}
		return m, order
	}
	wantSec, wantOrder := sections(want.String())
	gotSec, gotOrder := sections(got.String())
	failed := 0
	for _, head := range wantOrder {
		if got, ok := gotSec[head]; !ok {
			t.Errorf("%s: %s is no longer read", netGolden(netGroup(head)), head)
		} else if got != wantSec[head] && failed < 20 {
			failed++
			t.Errorf("%s: %s:\nwant %s\n got %s", netGolden(netGroup(head)), head, wantSec[head], got)
		}
	}
	added := 0
	for _, head := range gotOrder {
		if _, ok := wantSec[head]; !ok {
			added++
		}
	}
	if added > 0 {
		t.Logf("%d texts not in testdata/net, unchecked until -update-net", added)
	}
	assert.Equal(t, len(wantSec), len(gotSec)-added, "texts in testdata/net")
}

// netGroups are the goldens of the behaviour net, one for each kind of
// text, so that each stays a readable text file under the size a
// committed file may have as the kept inputs grow.
var netGroups = []string{"unseen", "corpus", "realworld", "other"}

// netGroup is the golden a text's verdicts are kept in, by its path.
func netGroup(name string) string {
	for _, g := range netGroups[:3] {
		if strings.Contains(name, "/"+g+"/") {
			return g
		}
	}
	return "other"
}

func netGolden(group string) string { return filepath.Join("testdata", "net", group+".golden") }
