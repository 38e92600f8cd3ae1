package evidence

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"slices"
	"strings"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence/internal/docread"
	"github.com/knightcert/knight/internal/strictjson"
)

var (
	answerKeys = []string{"board", "holes", "piece", "start", "prefix", "end", "closed", "status", "method",
		"tour", "certificate", "stats", "nodes", "ms", "explanation"}
	verdictKeys = []string{"board", "holes", "piece", "closed", "path", "status", "first_dead", "move", "method", "certificate",
		"needed", "encoding", "completion", "hints", "hints_undecided", "alive_completion", "last_alive",
		"first_proved_dead", "tests", "ms", "explanation"}
	surveyKeys       = []string{"board", "holes", "piece", "squares", "counts"}
	statsKeys        = []string{"encoding", "vars", "clauses", "ms"}
	surveySquareKeys = []string{"square", "status", "method", "ms", "certificate", "tour"}
)

// Read reads one document knight writes (an [Answer], [Verdict] or
// [Survey]) from r, strictly: a key the document does not have, a key
// given twice, or twice with different capitals, is an error naming its
// line and column, as are values of the wrong type and anything after the
// document. Read checks the document's syntax and that its problem is well
// formed, not that its claim is true: that is the checker's work. It reads
// at most lim.MaxBytes bytes, lim.MaxNodes certificates and case splits
// lim.MaxDepth deep, and fails with [ErrTooLarge] beyond them.
func Read(r io.Reader, lim Limits) (Document, error) {
	data, err := io.ReadAll(io.LimitReader(r, lim.MaxBytes+1))
	if err != nil {
		return nil, err
	}
	return Parse(data, lim)
}

// Parse is [Read] for a document already in memory.
func Parse(data []byte, lim Limits) (Document, error) {
	if int64(len(data)) > lim.MaxBytes {
		return nil, fmt.Errorf("%w: %w: longer than %d bytes", ErrBadDocument, ErrTooLarge, lim.MaxBytes)
	}
	if doc, ok, err := docread.Document(data, docread.Limits(lim)); ok {
		if err != nil {
			return nil, err
		}
		return doc.(Document), nil
	}
	if IsCountAnswer(data) {
		return ParseCountAnswer(data, lim)
	}
	d := newDecoder(data, lim)
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, d.Errorf(0, "%w: the input is empty: %s", ErrNotDocument, docread.Expected)
	}
	return docread.Whole(d.Decoder, d.document)
}

// top holds every key of every document, and where each was.
type top struct {
	at map[string]int64

	board                  board.Board
	holes                  []board.Square
	piece                  board.Piece
	start, end, move       board.Square
	prefix, tour, path     []board.Square
	needed, completion     []board.Square
	hints, undecided       []board.Square
	aliveCompletion        []board.Square
	lastAlive, firstProved int
	closed                 bool
	status, method         string
	certificate            Certificate
	stats                  *SATStats
	nodes                  int64
	firstDead, tests       int
	ms                     float64
	explanation, encoding  string
	squares                []SurveySquare
	counts                 map[string]*big.Int
}

func (d *decoder) document() (Document, error) {
	t := top{at: map[string]int64{}}
	if t, _, err := d.Dec.Token(); err == nil {
		if t != json.Delim('{') {
			return nil, d.Errorf(0, "%w: the document is %s, not an object: %s", ErrNotDocument, docread.Describe(t), docread.Expected)
		}
		d.Dec = strictjson.New(bytes.NewReader(d.Data), d.Data)
	}
	err := d.Object("the document", func(key string, at int64) error {
		t.at[key] = at
		var err error
		switch key {
		case "board":
			t.board, err = d.Board(key)
		case "holes":
			t.holes, err = d.Squares(key)
		case "piece":
			var s string
			if s, err = d.Str(key); err == nil {
				if t.piece, err = board.ParsePiece(s); err != nil {
					err = d.ErrAt(at, fmt.Errorf("%w: %w", ErrNotDocument, err))
				}
			}
		case "start":
			t.start, err = d.Square(key)
		case "end":
			t.end, err = d.Square(key)
		case "move":
			t.move, err = d.Square(key)
		case "prefix":
			t.prefix, err = d.Squares(key)
		case "tour":
			t.tour, err = d.Squares(key)
		case "path":
			t.path, err = d.Squares(key)
		case "needed":
			t.needed, err = d.Squares(key)
		case "completion":
			t.completion, err = d.Squares(key)
		case "hints":
			t.hints, err = d.Squares(key)
		case "hints_undecided":
			t.undecided, err = d.Squares(key)
		case "closed":
			t.closed, err = d.Boolean(key)
		case "status":
			t.status, err = d.Str(key)
		case "method":
			t.method, err = d.Str(key)
		case "certificate":
			t.certificate, err = d.certificate(0)
		case "stats":
			t.stats, err = d.stats()
		case "nodes":
			t.nodes, err = d.Integer(key)
		case "first_dead":
			t.firstDead, err = d.index(key)
		case "last_alive":
			t.lastAlive, err = d.index(key)
		case "first_proved_dead":
			t.firstProved, err = d.index(key)
		case "alive_completion":
			t.aliveCompletion, err = d.Squares(key)
		case "tests":
			t.tests, err = d.Count(key)
		case "ms":
			t.ms, err = d.Number(key)
		case "explanation":
			t.explanation, err = d.Str(key)
		case "encoding":
			t.encoding, err = d.Str(key)
		case "squares":
			t.squares, err = d.surveySquares()
		case "counts":
			t.counts, err = d.countsBySquare(key)
		default:
			var all []string
			for _, keys := range [][]string{answerKeys, verdictKeys, surveyKeys} {
				for _, k := range keys {
					if !slices.Contains(all, k) {
						all = append(all, k)
					}
				}
			}
			return d.Unknown(key, at, "the document", all)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	switch {
	case t.has("squares"):
		return t.survey(d)
	case t.status == "dead" || t.status == "completable" || slices.ContainsFunc(verdictKeys, t.verdictOnly):
		return t.verdict(d)
	case t.has("status"):
		return t.answer(d)
	}
	return nil, d.Errorf(0, "%w: no status: %s", ErrNotDocument, docread.Expected)
}

func (t *top) has(k string) bool { _, ok := t.at[k]; return ok }

// verdictOnly reports whether the document has key k and k makes it a
// verdict: an answer has no such key.
func (t *top) verdictOnly(k string) bool { return t.has(k) && !slices.Contains(answerKeys, k) }

// only rejects the keys a document of this kind does not have.
func (t *top) only(d *decoder, name string, keys []string) error {
	var first string
	for k, at := range t.at {
		if !slices.Contains(keys, k) && (first == "" || at < t.at[first]) {
			first = k
		}
	}
	if first != "" {
		return d.Errorf(t.at[first], "%w %q in %s: want one of %s", ErrUnknownKey, first, name, strings.Join(keys, ", "))
	}
	if name == "a survey" {
		return t.need(d, name, "board")
	}
	return t.need(d, name, "board", "status")
}

func (t *top) need(d *decoder, name string, keys ...string) error {
	for _, k := range keys {
		if !t.has(k) {
			return d.Errorf(0, "%w: %s has no %q", ErrNotDocument, name, k)
		}
	}
	return nil
}

func (t *top) methodOf(d *decoder) (Method, error) {
	if !t.has("method") {
		return Auto, nil
	}
	m, err := ParseMethod(t.method)
	if err != nil {
		return Auto, d.ErrAt(t.at["method"], fmt.Errorf("%w: %w", ErrNotDocument, err))
	}
	return m, nil
}

func (t *top) answer(d *decoder) (Document, error) {
	if err := t.only(d, "an answer", answerKeys); err != nil {
		return nil, err
	}
	a := Answer{Tour: t.tour, Certificate: t.certificate, SAT: t.stats, Nodes: t.nodes, MS: t.ms, Explanation: t.explanation}
	var ok bool
	if a.Status, ok = parseStatus(t.status, board.Status.String); !ok {
		return nil, d.Errorf(t.at["status"], "%w: status %q: want tour, none or unknown in an answer", ErrNotDocument, t.status)
	}
	var err error
	if a.Method, err = t.methodOf(d); err != nil {
		return nil, err
	}
	holes, err := t.holeSet(d)
	if err != nil {
		return nil, err
	}
	q := board.Problem{Board: t.board, Holes: holes, Piece: t.piece, Closed: t.closed, End: t.end, Prefix: t.prefix}
	if t.has("start") {
		switch {
		case len(q.Prefix) == 0:
			q.Prefix = board.Path{t.start}
		case q.Prefix[0] != t.start:
			return nil, d.Errorf(t.at["start"], "%w: start %v disagrees with the prefix, which starts on %v", ErrNotDocument, t.start, q.Prefix[0])
		}
	}
	if err := q.Check(); err != nil {
		return nil, d.ErrAt(t.at["board"], err)
	}
	a.Problem = q
	return a, nil
}

func (t *top) verdict(d *decoder) (Document, error) {
	if err := t.only(d, "a verdict", verdictKeys); err != nil {
		return nil, err
	}
	v := Verdict{Board: t.board, Closed: t.closed, Path: t.path, FirstDead: -1, Move: t.move, Certificate: t.certificate,
		Needed: t.needed, Encoding: t.encoding, Completion: t.completion, Hints: t.hints, Undecided: t.undecided,
		Tests: t.tests, MS: t.ms, Explanation: t.explanation, Piece: t.piece}
	var err error
	if v.Holes, err = t.holeSet(d); err != nil {
		return nil, err
	}
	var ok bool
	if v.Status, ok = ParseVerdictWord(t.status); !ok {
		return nil, d.Errorf(t.at["status"], "%w: status %q: want completable, dead or unknown in a verdict", ErrNotDocument, t.status)
	}
	if t.has("first_dead") {
		v.FirstDead = t.firstDead
	}
	if err := t.interval(d, &v); err != nil {
		return nil, err
	}
	if v.Method, err = t.methodOf(d); err != nil {
		return nil, err
	}
	return v, nil
}

// interval reads the keys of a verdict's two halves: the completion of
// the prefix before the mistake and, in an unknown verdict, the last
// prefix shown completable and the first shown dead. Each belongs only
// where the writer puts it; a key elsewhere is an error at the key.
func (t *top) interval(d *decoder, v *Verdict) error {
	v.LastAlive, v.FirstProvedDead = -1, -1
	for _, k := range []string{"last_alive", "first_proved_dead"} {
		if t.has(k) && v.Status != board.Unknown {
			return d.Errorf(t.at[k], "%w: %q in a %s verdict: only an unknown verdict has it", ErrNotDocument, k, VerdictWord(v.Status))
		}
	}
	if t.has("last_alive") {
		v.LastAlive = t.lastAlive
	}
	if t.has("first_proved_dead") {
		v.FirstProvedDead = t.firstProved
	}
	if t.has("alive_completion") {
		switch {
		case v.Status == board.Found:
			return d.Errorf(t.at["alive_completion"], "%w: \"alive_completion\" in a completable verdict: its \"completion\" says it all", ErrNotDocument)
		case v.Status == board.Unknown && v.LastAlive < 0:
			return d.Errorf(t.at["alive_completion"], "%w: \"alive_completion\" in an unknown verdict without \"last_alive\"", ErrNotDocument)
		}
		v.AliveCompletion = t.aliveCompletion
	}
	return nil
}

func (t *top) survey(d *decoder) (Document, error) {
	if err := t.only(d, "a survey", surveyKeys); err != nil {
		return nil, err
	}
	holes, err := t.holeSet(d)
	if err != nil {
		return nil, err
	}
	s := Survey{Board: t.board, Holes: holes, Piece: t.piece, Squares: t.squares}
	if t.has("counts") {
		if err := t.board.Check(); err != nil {
			return nil, d.ErrAt(t.at["board"], err)
		}
		var err error
		if s.Counts, err = d.perSquare("counts", t.at["counts"], t.board, t.counts); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// holeSet is the document's holes as a set of its board, nil when it has
// none. The holes must lie on the board, in index order (as the writer
// puts them), each once, and leave a cell; an error names the hole at
// fault.
func (t *top) holeSet(d *decoder) (board.Set, error) {
	if !t.has("holes") {
		return nil, nil
	}
	at := t.at["holes"]
	b := t.board
	if err := b.Check(); err != nil {
		return nil, d.ErrAt(t.at["board"], err)
	}
	if len(t.holes) == 0 {
		return nil, d.Errorf(at, "%w: \"holes\" is empty: a board without holes has no \"holes\"", ErrNotDocument)
	}
	set := board.NewSet(b.Size())
	last := -1
	for i, h := range t.holes {
		if !b.Contains(h) {
			return nil, d.Errorf(at, "%w: holes[%d]: %v is off the %v board", ErrNotDocument, i, h, b)
		}
		k := b.Index(h)
		if k <= last {
			return nil, d.Errorf(at, "%w: holes[%d]: %v comes after %v: holes are listed once each, in board order (a1, b1, ..., a2, ...)", ErrNotDocument, i, h, t.holes[i-1])
		}
		last = k
		set.Add(k)
	}
	if err := (board.Shape{Board: b, Holes: set}).Check(); err != nil {
		return nil, d.ErrAt(at, fmt.Errorf("%w: %w", ErrNotDocument, err))
	}
	return set, nil
}

func (d *decoder) stats() (*SATStats, error) {
	var s SATStats
	err := d.Object("stats", func(key string, at int64) error {
		var err error
		switch key {
		case "encoding":
			s.Encoding, err = d.Str(key)
		case "vars":
			s.Vars, err = d.Count(key)
		case "clauses":
			s.Clauses, err = d.Count(key)
		case "ms":
			s.MS, err = d.Number(key)
		default:
			return d.Unknown(key, at, "stats", statsKeys)
		}
		return err
	})
	return &s, err
}

func (d *decoder) surveySquares() ([]SurveySquare, error) {
	var out []SurveySquare
	err := d.Array("squares", func(i int) error {
		var s SurveySquare
		var tourAt int64
		has := map[string]bool{}
		start := d.Dec.InputOffset()
		err := d.Object("a survey square", func(key string, at int64) error {
			has[key] = true
			var err error
			switch key {
			case "square":
				s.Square, err = d.Square(key)
			case "status":
				var w string
				if w, err = d.Str(key); err == nil {
					var ok bool
					if s.Status, ok = parseStatus(w, board.Status.String); !ok {
						err = d.Errorf(d.At, "%w: status %q: want tour, none or unknown", ErrNotDocument, w)
					}
				}
			case "method":
				var w string
				if w, err = d.Str(key); err == nil {
					if s.Method, err = ParseMethod(w); err != nil {
						err = d.ErrAt(d.At, fmt.Errorf("%w: %w", ErrNotDocument, err))
					}
				}
			case "ms":
				s.MS, err = d.Number(key)
			case "certificate":
				s.Certificate, err = d.certificate(0)
			case "tour":
				s.Tour, err = d.Squares(key)
				tourAt = at
			default:
				return d.Unknown(key, at, "a survey square", surveySquareKeys)
			}
			return err
		})
		if err != nil {
			return err
		}
		if !has["square"] || !has["status"] {
			return d.Errorf(start, "%w: squares[%d] needs a square and a status", ErrNotDocument, i)
		}
		if has["tour"] && s.Status != board.Found {
			return d.Errorf(tourAt, "%w: squares[%d] is %q and has a tour: only a \"tour\" square has one", ErrNotDocument, i, s.Status)
		}
		out = append(out, s)
		return nil
	})
	return out, err
}

// index reads an index into a verdict's path: -1 (none) or more.
func (d *decoder) index(what string) (int, error) {
	v, err := d.Integer(what)
	if err != nil {
		return 0, err
	}
	if v < -1 || v > 1<<31-1 {
		return 0, d.Errorf(d.At, "%w: %s is %d", ErrNotDocument, what, v)
	}
	return int(v), nil
}
