package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/notation"
	"github.com/knightcert/knight/verify"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/render, and doc.go from the manual")

// TestRenderGolden renders each testdata/render/NAME.input as NAME says
// (NAME ends in -text or -svg) and compares with NAME.golden. Run with
// -update to rewrite the golden files after a deliberate change, and look at
// them.
func TestRenderGolden(t *testing.T) {
	flags := map[string][]string{"seed5": {"-board", "5x5"}, "warnsdorff30": {"-board", "30x30"}, "holes7": {"-board", "7x7", "-holes", "d4"}}
	inputs, err := filepath.Glob(filepath.Join("testdata", "render", "*.input"))
	require.NoError(t, err)
	require.NotEmpty(t, inputs)
	for _, in := range inputs {
		name := strings.TrimSuffix(filepath.Base(in), ".input")
		t.Run(name, func(t *testing.T) {
			stem, format, _ := strings.Cut(name, "-")
			args := []string{"render", "-format", format}
			args = append(args, flags[stem]...)
			code, stdout, stderr := runKnight(t, "", append(args, in)...)
			require.Equal(t, exitYes, code, stderr)
			golden := strings.TrimSuffix(in, ".input") + ".golden"
			if *update {
				require.NoError(t, os.WriteFile(golden, []byte(stdout), 0o644))
			}
			want, err := os.ReadFile(golden)
			require.NoError(t, err)
			assert.Equal(t, string(want), stdout, "knight %s differs from %s", strings.Join(args, " "), golden)
			if format == "svg" {
				checkSVG(t, in, stdout)
			}
		})
	}
}

// checkSVG parses the picture as XML and checks, independently of the
// drawing code, that its polyline visits the input's squares in order: the
// i-th point lies in the i-th square of the path read from the input.
func checkSVG(t *testing.T, input, svg string) {
	t.Helper()
	var pic struct {
		Width    int `xml:"width,attr"`
		Polyline struct {
			Points string `xml:"points,attr"`
		} `xml:"polyline"`
		Rects []struct {
			X      float64 `xml:"x,attr"`
			Y      float64 `xml:"y,attr"`
			Width  float64 `xml:"width,attr"`
			Height float64 `xml:"height,attr"`
			Fill   string  `xml:"fill,attr"`
		} `xml:"rect"`
	}
	require.NoError(t, xml.Unmarshal([]byte(svg), &pic), "the SVG is well-formed XML")
	f, err := os.Open(input)
	require.NoError(t, err)
	defer f.Close()
	known := board.Board{}
	if strings.HasPrefix(filepath.Base(input), "seed5") {
		known = board.MustParse("5x5")
	}
	if strings.HasPrefix(filepath.Base(input), "warnsdorff30") {
		known = board.MustParse("30x30")
	}
	doc, err := notation.ReadPath(f, notation.ReadOptions{Board: known})
	require.NoError(t, err)
	require.NoError(t, verify.Path(doc.Board, doc.Path), "every picture shows a knight's path")
	// The board is the rect filled with the square pattern.
	var left, top, size float64
	for _, r := range pic.Rects {
		if r.Fill == "url(#squares)" {
			left, top, size = r.X, r.Y, r.Width/float64(doc.Board.W)
			assert.InDelta(t, r.Height/float64(doc.Board.H), size, 1e-9, "square cells")
		}
	}
	require.Positive(t, size, "the board is drawn")
	points := strings.Fields(pic.Polyline.Points)
	require.Len(t, points, len(doc.Path))
	for i, pt := range points {
		xs, ys, _ := strings.Cut(pt, ",")
		x, y := parseFloat(t, xs), parseFloat(t, ys)
		file := int32((x-left)/size) + 1
		rank := doc.Board.H - int32((y-top)/size)
		assert.Equal(t, doc.Path[i], board.Square{X: file, Y: rank}, "point %d", i)
	}
}

func parseFloat(t *testing.T, s string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(s, 64)
	require.NoError(t, err)
	return v
}

func TestRenderErrors(t *testing.T) {
	for _, tc := range []struct {
		name   string
		stdin  string
		args   []string
		code   int
		stderr string
	}{
		{"bad format", "", []string{"-format", "png"}, exitUsage, "knight: render: -format \"png\": want text or svg\n"},
		{"not a path", "a1 a2", []string{"-board", "8"}, exitNo, "knight: move 1: a1 to a2 is not a knight move\n"},
		{"too large for svg", "a1", []string{"-board", "201x3", "-format", "svg"}, exitUsage, "knight: render: -board 201x3: too large to draw: at most 200 files and ranks; use -format text\n"},
		{"list without board", "a1", nil, exitUsage, "knight: stdin: board not known: a square list does not say its board; give -board WxH\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, stderr := runKnight(t, tc.stdin, append([]string{"render"}, tc.args...)...)
			assert.Equal(t, tc.code, code)
			assert.Equal(t, tc.stderr, stderr)
		})
	}
}

// endless is a square list that never ends, counting the bytes read.
type endless struct{ read int64 }

func (e *endless) Read(p []byte) (int, error) {
	const word = "a1 c2 "
	for i := range p {
		p[i] = word[(e.read+int64(i))%int64(len(word))]
	}
	e.read += int64(len(p))
	return len(p), nil
}

// TestRenderSVGBoundsInput: render -format svg refuses an input larger than
// a path on the largest board it draws once it has read that much (the
// limit the package states), rather than reading it all first: an endless
// input ends with exit 2.
func TestRenderSVGBoundsInput(t *testing.T) {
	for _, args := range [][]string{{"render", "-format", "svg"}, {"render", "-format", "svg", "-json"}} {
		in := &endless{}
		var stdout, stderr bytes.Buffer
		code := run(args, in, &stdout, &stderr)
		if want := exitUsage; code != want || in.read > 2*svgInputLimit+1<<20 {
			t.Errorf("knight %v < endless input = exit %d after %d bytes (%s), want exit %d after at most %d", args, code, in.read, stderr.String()+stdout.String(), want, 2*svgInputLimit+1<<20)
		}
	}
}

// TestRenderTourJSON: what knight tour -json prints, knight render draws
// (its "method" is the search's algorithm, no evidence method); oracle:
// the grid drawn reads back, through verify, as the very tour.
func TestRenderTourJSON(t *testing.T) {
	code, doc, stderr := runKnight(t, "", "tour", "-board", "6x5", "-json")
	require.Equal(t, exitYes, code, stderr)
	code, grid, stderr := runKnight(t, doc, "render")
	require.Equal(t, exitYes, code, "knight tour -json | knight render: %s", stderr)
	code, svg, stderr := runKnight(t, doc, "render", "-format", "svg")
	require.Equal(t, exitYes, code, stderr)
	require.True(t, strings.HasPrefix(svg, "<svg"), "render -format svg of tour -json = %.40q", svg)
	var tour struct{ Tour []string }
	require.NoError(t, json.Unmarshal([]byte(doc), &tour))
	got, err := notation.ReadPath(strings.NewReader(grid), notation.ReadOptions{Board: board.MustParse("6x5")})
	require.NoError(t, err, "the grid drawn:\n%s", grid)
	assert.Equal(t, strings.Join(tour.Tour, " "), got.Path.String(), "the tour drawn")
}
