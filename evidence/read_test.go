package evidence_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// documents are one of each kind, as knight writes them (ms fields
// included), so that reading and writing again must give the same bytes.
var documents = []string{
	`{"board":"5x5","start":"a2","closed":false,"status":"none","method":"parity","certificate":{"kind":"colour-count","board":"5x5","visited":1,"from":"a2","rule":"start","dark":13,"light":12},"ms":0.004,"explanation":"x"}` + "\n",
	`{"board":"5x5","start":"a1","closed":false,"status":"tour","method":"heuristic","tour":["a1","b3","c5"],"nodes":25,"ms":0.1}` + "\n",
	`{"board":"3x8","start":"b3","closed":false,"status":"none","method":"sat","stats":{"encoding":"hybrid","vars":10,"clauses":20,"ms":1.5},"ms":2,"explanation":"y"}` + "\n",
	`{"board":"6x6","start":"d5","prefix":["d5","f6","e4"],"end":"a1","closed":true,"status":"unknown","method":"sat","ms":3}` + "\n",
	`{"board":"6x6","start":"a2","closed":false,"status":"none","method":"parity","certificate":{"kind":"case-split","board":"6x6","visited":1,"from":"a2","branches":[{"move":"c1","certificate":{"kind":"cut","board":"6x6","visited":2,"from":"c1","squares":["e2","a4"],"pieces":5,"need":1,"side":"dark"}},{"move":"c3","certificate":{"kind":"forced-ends","board":"6x6","visited":2,"from":"c3","squares":["c1","a6"],"need":2,"have":1,"ends":true}}]},"ms":1,"explanation":"z"}` + "\n",
	`{"board":"6x6","path":["e3","f1","d2","b3","c1"],"status":"dead","first_dead":4,"move":"c1","method":"sat","needed":["e3","b3","c1"],"encoding":"successor","tests":4,"ms":30,"explanation":"w"}` + "\n",
	`{"board":"6x6","path":["e3","c2"],"status":"completable","first_dead":-1,"method":"heuristic","completion":["e3","c2"],"hints":["d3"],"hints_undecided":["a1"],"tests":4,"ms":1,"explanation":"v"}` + "\n",
	`{"board":"6x6","path":["e3","f1","d2","b3","c1"],"status":"dead","first_dead":4,"move":"c1","method":"sat","needed":["e3","b3","c1"],"encoding":"successor","alive_completion":["e3","f1","d2","b3"],"tests":4,"ms":30,"explanation":"w"}` + "\n",
	`{"board":"6x6","path":["e3","f1","d2","b3","c1"],"status":"unknown","last_alive":1,"first_proved_dead":4,"method":"parity","certificate":{"kind":"colour-count","board":"6x6","visited":5,"from":"c1","rule":"start","dark":13,"light":12},"alive_completion":["e3","f1"],"tests":4,"ms":30,"explanation":"u"}` + "\n",
	`{"board":"3x4","squares":[{"square":"a1","status":"tour","method":"heuristic","ms":0.1},{"square":"a2","status":"none","method":"parity","ms":0.2,"certificate":{"kind":"four-lines","board":"3x4","visited":1,"from":"a2","rule":"start","lines":"ranks","colour":"light","pieces":3,"need":7,"have":6,"side":"light"}}]}` + "\n",
}

func write(t *testing.T, d evidence.Document) string {
	t.Helper()
	var buf bytes.Buffer
	var err error
	switch d := d.(type) {
	case evidence.Answer:
		err = d.WriteJSON(&buf)
	case evidence.Verdict:
		err = d.WriteJSON(&buf)
	case evidence.Survey:
		err = d.WriteJSON(&buf)
	case puzzlecert.Answer:
		err = d.WriteJSON(&buf)
	case puzzlecert.Verdict:
		err = d.WriteJSON(&buf)
	default:
		t.Fatalf("Read returned a %T", d)
	}
	require.NoError(t, err)
	return buf.String()
}

// TestReadWrite: reading a document and writing it again gives the same
// bytes, the oracle being the documents as knight writes them.
func TestReadWrite(t *testing.T) {
	for _, doc := range documents {
		d, err := evidence.Read(strings.NewReader(doc), evidence.DefaultLimits)
		require.NoError(t, err, "Read(%s)", doc)
		assert.Equal(t, doc, write(t, d), "Read then WriteJSON")
	}
}

func TestReadKinds(t *testing.T) {
	want := []string{"answer", "answer", "answer", "answer", "answer", "verdict", "verdict", "verdict", "verdict", "survey"}
	for i, doc := range documents {
		d, err := evidence.Read(strings.NewReader(doc), evidence.DefaultLimits)
		require.NoError(t, err)
		assert.Equal(t, want[i], d.Name(), "Read(%s).Name()", doc)
	}
	d, err := evidence.Read(strings.NewReader(documents[5]), evidence.DefaultLimits)
	require.NoError(t, err)
	q, ok := d.(evidence.Verdict).Dead()
	assert.True(t, ok)
	assert.Equal(t, "e3 f1 d2 b3 c1", q.Prefix.String(), "the dead problem is the path up to first_dead")
	_, _, ok = d.(evidence.Verdict).Alive()
	assert.True(t, ok, "a dead verdict with first_dead 4 claims that e3 f1 d2 b3 can be completed")

	// The two halves of a dead verdict and of an unknown one's interval.
	for _, tc := range []struct {
		doc               string
		alive, dead       string
		lastAlive, proved int
	}{
		{documents[7], "e3 f1 d2 b3", "e3 f1 d2 b3 c1", -1, -1},
		{documents[8], "e3 f1", "e3 f1 d2 b3 c1", 1, 4},
	} {
		d, err := evidence.Read(strings.NewReader(tc.doc), evidence.DefaultLimits)
		require.NoError(t, err)
		v := d.(evidence.Verdict)
		a, _, ok := v.Alive()
		require.True(t, ok, "Alive(%s)", tc.doc)
		assert.Equal(t, tc.alive, a.Prefix.String(), "the completable prefix")
		q, _, ok := v.ProvedDead()
		require.True(t, ok, "ProvedDead(%s)", tc.doc)
		assert.Equal(t, tc.dead, q.Prefix.String(), "the dead prefix")
		assert.Equal(t, tc.lastAlive, v.LastAlive)
		assert.Equal(t, tc.proved, v.FirstProvedDead)
	}
}

// TestReadRejects: every document here could be read two ways, or is not
// a knight document; each must fail with its sentinel at its place.
func TestReadRejects(t *testing.T) {
	small := evidence.Limits{MaxBytes: 1 << 20, MaxNodes: 2, MaxDepth: 1}
	for _, tc := range []struct {
		name, doc string
		lim       evidence.Limits
		want      error
		at        string
		why       string
	}{
		{"case variant of start", `{"board":"5x5","start":"a1","status":"none","method":"sat","Start":"a2"}`, evidence.DefaultLimits,
			evidence.ErrDuplicateKey, "1:60", "Unmarshal would check a2, jq would read a1"},
		{"case variant alone", `{"board":"5x5","Start":"a2","status":"none","method":"sat"}`, evidence.DefaultLimits,
			evidence.ErrUnknownKey, "1:16", "keys are case-sensitive"},
		{"duplicate key", `{"board":"5x5","board":"6x6","start":"a2","status":"none","method":"sat"}`, evidence.DefaultLimits,
			evidence.ErrDuplicateKey, "1:16", "the last would win"},
		{"duplicate in a certificate", `{"board":"5x5","start":"a2","status":"none","method":"parity","certificate":{"kind":"cut","kind":"cut","board":"5x5","visited":1}}`, evidence.DefaultLimits,
			evidence.ErrDuplicateKey, "1:91", "the last would win"},
		{"case variant in a certificate", `{"board":"5x5","start":"a2","status":"none","method":"parity","certificate":{"kind":"cut","Board":"5x5","board":"5x5","visited":1}}`, evidence.DefaultLimits,
			evidence.ErrUnknownKey, "1:91", "Board is not a key"},
		{"unknown key", `{"board":"5x5","start":"a2","status":"none","method":"sat","proof":"trust me"}`, evidence.DefaultLimits,
			evidence.ErrUnknownKey, "1:60", "no such key"},
		{"verdict key in an answer", `{"board":"5x5","start":"a2","status":"none","method":"sat","tests":3}`, evidence.DefaultLimits,
			evidence.ErrUnknownKey, "1:16", "tests makes it a verdict, which has no start"},
		{"trailing data", documents[0] + `{}`, evidence.DefaultLimits,
			evidence.ErrNotDocument, "2:1", "two documents in one"},
		{"number as string", `{"board":"5x5","start":"a2","status":"none","method":"parity","certificate":{"kind":"cut","board":"5x5","visited":"1"}}`, evidence.DefaultLimits,
			evidence.ErrNotDocument, "1:115", "visited is a count"},
		{"fraction", `{"board":"5x5","start":"a2","status":"none","method":"parity","certificate":{"kind":"cut","board":"5x5","visited":1.5}}`, evidence.DefaultLimits,
			evidence.ErrNotDocument, "1:115", "visited is a count"},
		{"not an object", `["a1"]`, evidence.DefaultLimits, evidence.ErrNotDocument, "1:1", "a list of squares"},
		{"not JSON", `a1 b3 c5`, evidence.DefaultLimits, evidence.ErrNotDocument, "1:1", "a path in algebraic notation"},
		{"empty", " \n", evidence.DefaultLimits, evidence.ErrNotDocument, "1:1", "nothing at all"},
		{"no status", `{"board":"5x5","start":"a2"}`, evidence.DefaultLimits, evidence.ErrNotDocument, "1:1", "nothing claimed"},
		{"bad status", `{"board":"5x5","start":"a2","status":"impossible"}`, evidence.DefaultLimits, evidence.ErrNotDocument, "1:29", "status words are tour, none, unknown"},
		{"start against prefix", `{"board":"5x5","start":"a2","prefix":["a1","b3"],"status":"none"}`, evidence.DefaultLimits, evidence.ErrNotDocument, "1:16", "two starts"},
		{"last_alive in a dead verdict", strings.Replace(documents[7], `"tests"`, `"last_alive":2,"tests"`, 1), evidence.DefaultLimits,
			evidence.ErrNotDocument, "1:", "only an unknown verdict has an interval"},
		{"first_proved_dead in a completable verdict", strings.Replace(documents[6], `"tests"`, `"first_proved_dead":1,"tests"`, 1), evidence.DefaultLimits,
			evidence.ErrNotDocument, "1:", "a completable path has no dead prefix"},
		{"alive_completion in a completable verdict", strings.Replace(documents[6], `"tests"`, `"alive_completion":["e3"],"tests"`, 1), evidence.DefaultLimits,
			evidence.ErrNotDocument, "1:", "completion says it all"},
		{"alive_completion without last_alive", strings.Replace(documents[8], `"last_alive":1,`, ``, 1), evidence.DefaultLimits,
			evidence.ErrNotDocument, "1:", "the completion completes no named prefix"},
		{"last_alive below -1", strings.Replace(documents[8], `"last_alive":1`, `"last_alive":-2`, 1), evidence.DefaultLimits,
			evidence.ErrNotDocument, "1:", "an index is -1 or more"},
		{"too many nodes", documents[4], small, evidence.ErrTooLarge, "1:", "3 certificates, limit 2"},
		{"too deep", strings.Replace(documents[4], `"certificate":{"kind":"cut"`, `"certificate":{"kind":"case-split","branches":[{"move":"a1","certificate":{"kind":"cut"}}],"x":{"kind":"cut"`, 1), small,
			evidence.ErrTooLarge, "1:", "case splits two deep, limit 1"},
		{"too long", documents[0], evidence.Limits{MaxBytes: 100, MaxNodes: 10, MaxDepth: 1}, evidence.ErrTooLarge, "", "over 100 bytes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := evidence.Read(strings.NewReader(tc.doc), tc.lim)
			require.Error(t, err, "Read(%s) must fail: %s", tc.doc, tc.why)
			assert.ErrorIs(t, err, tc.want, "Read(%s): %s", tc.doc, tc.why)
			assert.ErrorIs(t, err, evidence.ErrBadDocument)
			var se *board.ParseError
			if tc.at != "" {
				require.True(t, errors.As(err, &se), "Read(%s) = %v, want a position", tc.doc, err)
				assert.True(t, strings.HasPrefix(err.Error(), tc.at), "Read(%s) = %v, want position %s", tc.doc, err, tc.at)
			}
		})
	}
}

// TestCertificateTree: Nodes and Depth count what the JSON holds.
func TestCertificateTree(t *testing.T) {
	d, err := evidence.Read(strings.NewReader(documents[4]), evidence.DefaultLimits)
	require.NoError(t, err)
	c := d.(evidence.Answer).Certificate
	assert.Equal(t, 3, evidence.Nodes(c), "Nodes of a split with two leaves")
	assert.Equal(t, 1, evidence.Depth(c), "Depth of a split with two leaves")
	assert.Equal(t, board.MustParseSquare("c3"), c.(evidence.CaseSplit).Branches[1].Move)
}

// TestSyntaxErrorAtBadByte: a JSON syntax error is placed at the byte that
// breaks the syntax, whether the streaming decoder met it inside a value it
// reads whole or between tokens. The oracle is the byte's place found by
// hand: each document marks it with the only '@' or the text after "BAD".
func TestSyntaxErrorAtBadByte(t *testing.T) {
	for _, doc := range []string{
		"{\"board\":\"5x5\",\n  \"start\": @a2}",
		"{\"board\":\"5x5\",\n  \"start\": \"a2\" @\"x\"}",
		"{\"board\":\"5x5\",\n  \"tour\": [\"a1\", @b3]}",
		"{\"board\":\"5x5\",\"start\":\"a2\",\"status\":\"none\",\"certificate\":{\"kind\":\"cut\",\n\n \"visited\": @x}}",
	} {
		at := strings.IndexByte(doc, '@')
		text := doc[:at] + doc[at+1:]
		line := 1 + strings.Count(text[:at], "\n")
		col := at - strings.LastIndexByte(text[:at], '\n')
		_, err := evidence.Read(strings.NewReader(text), evidence.DefaultLimits)
		var se *board.ParseError
		require.True(t, errors.As(err, &se), "Read(%q) = %v, want a position", text, err)
		assert.Equal(t, [2]int{line, col}, [2]int{se.Line, se.Col}, "Read(%q) = %v", text, err)
	}
}

// TestByteOrderMark: a document saved by Windows Notepad begins with a
// byte order mark; it reads as the document without it (the oracle).
func TestByteOrderMark(t *testing.T) {
	const bom = "\xEF\xBB\xBF"
	for _, doc := range []string{documents[0], documents[5]} {
		want, err := evidence.Parse([]byte(doc), evidence.DefaultLimits)
		require.NoError(t, err)
		got, err := evidence.Parse([]byte(bom+doc), evidence.DefaultLimits)
		require.NoError(t, err)
		assert.Equal(t, want, got)
	}
}
