package serve

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/verify"
)

// TestServeShapesSameAsCommand: holes and piece, as query parameters,
// pose the question the command's -holes and -piece pose. The oracle is
// the second method, knight itself run on the command line with the same
// flags: the server's document must be the command's (timing fields
// aside), and its exit code says the verdict.
func TestServeShapesSameAsCommand(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	holey, code := command(t, []string{"tour", "-board", "5x5", "-holes", "c3", "-format", "grid"}, "")
	if code != exitYes {
		t.Fatalf("knight tour -board 5x5 -holes c3 exits %d, want a tour", code)
	}
	giraffe, _ := command(t, []string{"tour", "-board", "10x10", "-piece", "giraffe"}, "")
	checkSameAsCommand(t, srv.URL, []commandCase{
		{"tour with holes", "tour?board=6x6&holes=c3,d3", "", []string{"tour", "-json", "-board", "6x6", "-holes", "c3,d3"}, exitYes},
		{"tour of the zebra", "tour?board=10x10&piece=zebra", "", []string{"tour", "-json", "-board", "10x10", "-piece", "zebra"}, exitYes},
		{"prove closed with a hole", "prove?board=3x3&holes=b2&closed", "", []string{"prove", "-json", "-board", "3x3", "-holes", "b2", "-closed"}, exitYes},
		{"prove the camel", "prove?board=4x4&piece=camel", "", []string{"prove", "-json", "-board", "4x4", "-piece", "camel"}, exitNo},
		{"prove a compound leaper", "prove?board=4x4&piece=%282%2C2%29%2B%283%2C0%29&holes=a1", "", []string{"prove", "-json", "-board", "4x4", "-piece", "(2,2)+(3,0)", "-holes", "a1"}, exitNo},
		{"survey with a hole", "survey?board=3x3&holes=b2", "", []string{"survey", "-json", "-board", "3x3", "-holes", "b2"}, exitYes},
		{"survey of the zebra up to 2x3", "survey?upto=2x3&piece=zebra", "", []string{"survey", "-json", "-upto", "2x3", "-piece", "zebra"}, exitYes},
		{"verify on a hole", "verify?board=5x5&holes=c3", holey, []string{"verify", "-json", "-board", "5x5", "-holes", "c3"}, exitYes},
		{"verify the giraffe", "verify?board=10x10&piece=giraffe", giraffe, []string{"verify", "-json", "-board", "10x10", "-piece", "giraffe"}, exitYes},
		{"verify the giraffe as a knight", "verify?board=10x10", giraffe, []string{"verify", "-json", "-board", "10x10"}, exitNo},
		{"verify a tour that visits a hole", "verify?board=5x5&holes=a1", holey, []string{"verify", "-json", "-board", "5x5", "-holes", "a1"}, exitNo},
		{"blame on a hole, dead", "blame?board=5x5&holes=c3", "a1 b3 c1", []string{"blame", "-json", "-board", "5x5", "-holes", "c3"}, exitNo},
		{"blame on a hole, completable", "blame?board=5x5&holes=c3", "a1 b3", []string{"blame", "-json", "-board", "5x5", "-holes", "c3"}, exitYes},
		{"blame the zebra", "blame?board=6x6&piece=zebra", "a1 c4", []string{"blame", "-json", "-board", "6x6", "-piece", "zebra"}, exitNo},
	})
}

// TestServeShapedTourPassesVerify: a tour the server finds on a shape is
// a tour of that shape by the checker (verify imports no producer), and
// not one of the full board.
func TestServeShapedTourPassesVerify(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	for _, c := range []struct{ size, holes, piece string }{
		{"6x6", "c3,d3", ""},
		{"8x8", "d4,e4,a1,h1", ""},
		{"10x10", "", "zebra"},
		{"9x9", "e5", "giraffe"},
	} {
		_, body := post(t, srv.URL+"/v1/tour?board="+c.size+"&holes="+c.holes+"&piece="+c.piece, "")
		var doc struct {
			Status string
			Tour   []string
		}
		if err := json.Unmarshal(body, &doc); err != nil {
			t.Fatalf("%s: %v", body, err)
		}
		b := board.MustParse(c.size)
		q := board.Problem{Board: b}
		if c.holes != "" {
			q.Holes = must(board.ParseHoles(b, c.holes))
		}
		if c.piece != "" {
			q.Piece = board.MustParsePiece(c.piece)
		}
		p := must(board.ParsePath(strings.Join(doc.Tour, " ")))
		if err := verify.Tour(q, p); doc.Status != "tour" || err != nil {
			t.Errorf("tour of %v = %s, verify says %v", q.Shape(), doc.Status, err)
		}
		if err := verify.Tour(board.Problem{Board: b}, p); err == nil {
			t.Errorf("tour of %v is a knight's tour of the full board too: the shape was not asked", q.Shape())
		}
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// TestServeShapeRefusals: a hole off the board, a piece that is no
// leaper, holes with no board to name squares of: 400, naming the
// parameter and the square, as the command names the flag.
func TestServeShapeRefusals(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	checkRefusals(t, srv.URL, []refusal{
		{"tour: hole off the board", "tour?board=8x8&holes=d4,i9", "", 400, `"error":"tour: holes: bad board: hole 2: i9 is off the 8x8 board"`, "the second hole is not on the board"},
		{"prove: hole off the board", "prove?board=5x5&holes=f1", "", 400, "prove: holes: bad board: hole 1: f1 is off the 5x5 board", "f1 is past file e"},
		{"survey: hole off the board", "survey?board=4x4&holes=a5", "", 400, "survey: holes: bad board: hole 1: a5 is off the 4x4 board", "a5 is past rank 4"},
		{"verify: hole off the board", "verify?board=5x5&holes=a6", "a1", 400, "verify: holes: bad board: hole 1: a6 is off the 5x5 board", "a6 is past rank 5"},
		{"hole named twice", "tour?board=5x5&holes=c3,c3", "", 400, "hole 2: c3 is named twice", "one square is one hole"},
		{"every square a hole", "prove?board=1x2&holes=a1,a2", "", 400, "every square is a hole", "nothing left to tour"},
		{"start on a hole", "tour?board=5x5&holes=c3&start=c3", "", 400, "start square c3 is a hole of 5x5 without c3", "a tour cannot start on a hole"},
		{"no such piece", "tour?board=5x5&piece=dragon", "", 400, "tour: piece: bad piece", "not a leaper's name"},
		{"verify: holes without a board", "verify?holes=c3", "a1", 400, "verify: holes names squares of one board: give board too", "a hole is a square of one board"},
		{"survey: holes with upto", "survey?upto=3x3&holes=b2", "", 400, "use board, not upto", "the boards up to 3x3 do not all have b2"},
		{"survey: shaped map", "survey?board=5x5&piece=zebra&format=svg", "", 400, "format svg draws the knight's full board only", "as the command refuses -format svg"},
		{"survey: shaped counts", "survey?board=5x5&holes=c3&counts", "", 400, "counts counts the knight's tours of the full board only", "the counts are the knight's"},
		{"blame: hole off the board", "blame?board=5x5&holes=f1", "a1 b3", 400, "blame: holes: bad board: hole 1: f1 is off the 5x5 board", "f1 is past file e"},
		{"blame: holes without a board", "blame?holes=c3", "a1 b3", 400, "blame: holes names squares of one board: give board too", "a hole is a square of one board"},
		{"blame: a path onto a hole", "blame?board=5x5&holes=d3", "a1 b3 c5 d3", 400, "move 3: d3 is a hole of 5x5 without d3", "the path is checked on the shape, not the full board"},
		{"render: hole off the board", "render?board=5x5&holes=e6", "a1", 400, "render: holes: bad board: hole 1: e6 is off the 5x5 board", "e6 is past rank 5"},
		{"render: holes without a board", "render?holes=c3", "a1", 400, "render: holes names squares of one board: give board too", "a hole is a square of one board"},
		{"render: no such piece", "render?board=5x5&piece=%283%2C%29", "a1", 400, "render: piece: bad piece", "a leap needs two numbers"},
		{"re-check with holes", "verify?certificate&holes=c3", "{}", 400, "certificate takes no other parameters", "the answer says its shape"},
	})
}

// TestServeDefaultUnchanged: a request without holes or piece is answered
// byte for byte as the command answers it (the oracle), and
// piece=knight with holes= empty is that same question.
func TestServeDefaultUnchanged(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	for _, c := range []struct {
		query, same string
		args        []string
	}{
		{"tour?board=6x6&closed", "tour?board=6x6&closed&piece=knight&holes=", []string{"tour", "-json", "-board", "6x6", "-closed"}},
		{"tour?board=7x7&start=d4", "tour?board=7x7&start=d4&piece=%281%2C2%29", []string{"tour", "-json", "-board", "7x7", "-start", "d4"}},
	} {
		_, got := post(t, srv.URL+"/v1/"+c.query, "")
		want, _ := command(t, c.args, "")
		if string(got) != want {
			t.Errorf("POST /v1/%s =\n%s\nwant knight %s byte for byte:\n%s", c.query, got, strings.Join(c.args, " "), want)
		}
		_, same := post(t, srv.URL+"/v1/"+c.same, "")
		if string(same) != string(got) {
			t.Errorf("POST /v1/%s =\n%s\nwant the default's bytes:\n%s", c.same, same, got)
		}
	}
}

// TestServeRenderShape: render draws a tour on a shape: the SVG marks
// each hole once (the oracle: the hole list the request names, read back
// from the titles), the text grid marks each with x and reads back, by
// verify on the same shape, as a valid tour of it (the checker, a second
// method), and the JSON verdict is the command's (render -json).
func TestServeRenderShape(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	holes := []string{"d4", "e4", "a1", "h1"}
	list := strings.Join(holes, ",")
	tour, code := command(t, []string{"tour", "-board", "8x8", "-holes", list}, "")
	if code != exitYes {
		t.Fatalf("knight tour -board 8x8 -holes %s exits %d, want a tour", list, code)
	}
	res, svg := post(t, srv.URL+"/v1/render?board=8x8&holes="+list, tour)
	if ct := res.Header.Get("Content-Type"); res.StatusCode != http.StatusOK || ct != svgType {
		t.Fatalf("render with holes = %d %s %.200s, want 200 %s", res.StatusCode, ct, svg, svgType)
	}
	for _, h := range holes {
		if n := strings.Count(string(svg), "<title>hole "+h+"</title>"); n != 1 {
			t.Errorf("render with holes %s: hole %s marked %d times, want once", list, h, n)
		}
	}
	if n := strings.Count(string(svg), "<title>hole "); n != len(holes) {
		t.Errorf("render with holes %s: %d hole marks, want %d", list, n, len(holes))
	}

	_, text := post(t, srv.URL+"/v1/render?format=text&board=8x8&holes="+list, tour)
	if n := strings.Count(string(text), "x"); n != len(holes) {
		t.Errorf("render format=text with holes %s:\n%s%d x marks, want %d", list, text, n, len(holes))
	}
	_, verdict := post(t, srv.URL+"/v1/verify?board=8x8&holes="+list, string(text))
	if !strings.Contains(string(verdict), `"verdict":"valid"`) || !strings.Contains(string(verdict), `"kind":"open tour"`) {
		t.Errorf("the text render of a tour of 8x8 without %s, verified on that shape = %s, want a valid open tour", list, verdict)
	}

	_, doc := post(t, srv.URL+"/v1/render?json&format=text&board=8x8&holes="+list, tour)
	want, code := command(t, []string{"render", "-json", "-board", "8x8", "-holes", list}, tour)
	if code != exitYes || withoutTimes(t, doc) != withoutTimes(t, []byte(want)) {
		t.Errorf("render json with holes =\n%s\nwant what knight render -json prints (exit %d, want 0):\n%s", doc, code, want)
	}
}

// TestServeRenderRefusesOtherMoves: render checks the path on the shape
// before it draws: a zebra's tour asked as the giraffe's is refused at
// its first move, which no giraffe makes ((2,3) is not (1,4)), and a path
// through a hole at the move onto it, as knight render refuses them
// (exit 1).
func TestServeRenderRefusesOtherMoves(t *testing.T) {
	srv := httptest.NewServer(New(DefaultLimits(), io.Discard))
	defer srv.Close()
	zebra, _ := command(t, []string{"tour", "-board", "10x10", "-piece", "zebra"}, "")
	cases := []struct {
		name, query, body, want string
		args                    []string
	}{
		{"zebra as giraffe", "render?board=10x10&piece=giraffe", zebra, `"error":"move 1: a1 to c4 is not a giraffe move"`, []string{"render", "-board", "10x10", "-piece", "giraffe"}},
		{"zebra as knight", "render?board=10x10", zebra, `"error":"move 1: a1 to c4 is not a knight move"`, []string{"render", "-board", "10x10"}},
		{"through a hole", "render?board=5x5&holes=b3", "a1 b3 c1", `"error":"move 1: b3 is a hole of 5x5 without b3"`, []string{"render", "-board", "5x5", "-holes", "b3"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, body := post(t, srv.URL+"/v1/"+c.query, c.body)
			if res.StatusCode != http.StatusOK || !strings.Contains(string(body), `"status":"invalid"`) || !strings.Contains(string(body), c.want) || !strings.Contains(string(body), `"move":1`) {
				t.Errorf("POST /v1/%s = %d %s, want an invalid verdict with %s at move 1", c.query, res.StatusCode, body, c.want)
			}
			if _, code := command(t, c.args, c.body); code != exitNo {
				t.Errorf("knight %s exits %d, want %d (not a path of the piece)", strings.Join(c.args, " "), code, exitNo)
			}
		})
	}
}
