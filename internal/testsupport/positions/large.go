package positions

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/enum"
)

// Opinion is the outcome of the second SAT solve of a large game's dead
// prefix, with an encoding other than blame's.
type Opinion int8

const (
	// NoOpinion: no second solve was asked for (the path is a full tour).
	NoOpinion Opinion = iota
	// OpinionNone: the second encoding found no tour, agreeing with blame.
	OpinionNone
	// OpinionUndecided: the second solve did not finish within its time.
	OpinionUndecided
	// OpinionTooLarge: the second encoding's formula passed the encoder's
	// size limit, so nothing was solved.
	OpinionTooLarge
)

var opinionNames = [...]string{NoOpinion: "", OpinionNone: "none", OpinionUndecided: "undecided", OpinionTooLarge: "too-large"}

// String is the opinion as the file writes it.
func (o Opinion) String() string { return enum.Name(opinionNames[:], o, "Opinion") }

func parseOpinion(s string) (Opinion, error) {
	for o, name := range opinionNames {
		if s == name {
			return Opinion(o), nil
		}
	}
	return 0, fmt.Errorf("second_opinion %q: want one of none, undecided, too-large or nothing", s)
}

// LargeGame is one stuck game of large-stuck-games.json: a game of the
// seeded greedy player on a large board, the first dead index blame
// found for it, and the evidence that proves that index without
// trusting blame.
type LargeGame struct {
	Board board.Board
	// Seed and Index say where the game came from: game Index (from 0) of
	// the player fed by rand.NewPCG(Seed, 11).
	Seed  uint64
	Index int
	Path  board.Path
	// FirstDead is the smallest i such that Path[0..i] cannot be completed
	// to a full open tour, or -1 when the whole path is a full tour.
	FirstDead int
	// Method is what decided the dead prefix in blame's verdict; it is
	// not evidence, only a record.
	Method evidence.Method
	// Rest holds, when FirstDead > 0, the squares that complete
	// Path[:FirstDead] to a full open tour (the prefix is not repeated):
	// the proof that the prefix before the dead square is alive.
	Rest board.Path
	// Certificate proves that Path[:FirstDead+1] has no open tour; nil
	// when blame's verdict rested on SAT alone, and then Note says so.
	Certificate evidence.Certificate
	Note        string
	// SecondOpinion is what SAT with SecondEncoding said of
	// Path[:FirstDead+1]: a second method, not a proof.
	SecondOpinion  Opinion
	SecondEncoding string
}

// Completion is the full open tour that proves Path[:FirstDead] alive:
// that prefix followed by Rest; nil when there is none to give.
func (g LargeGame) Completion() board.Path {
	if g.FirstDead <= 0 {
		return nil
	}
	return append(g.Path[:g.FirstDead:g.FirstDead], g.Rest...)
}

// LargeFile is the path of the large games, found from this source file
// as [File] is.
func LargeFile() string {
	return filepath.Join(filepath.Dir(File()), "large-stuck-games.json")
}

// LoadLarge reads and parses every large game, failing tb if it cannot.
func LoadLarge(tb testing.TB) []LargeGame {
	tb.Helper()
	data, err := os.ReadFile(LargeFile())
	if err != nil {
		tb.Fatal(err)
	}
	games, err := ParseLarge(data)
	if err != nil {
		tb.Fatalf("%s: %v", LargeFile(), err)
	}
	if len(games) == 0 {
		tb.Fatalf("%s holds no games", LargeFile())
	}
	return games
}

// largeJSON is one game as the file holds it.
type largeJSON struct {
	Board          string          `json:"board"`
	Seed           uint64          `json:"seed"`
	Game           int             `json:"game"`
	Path           []string        `json:"path"`
	FirstDead      int             `json:"first_dead"`
	Method         string          `json:"method"`
	Completion     []string        `json:"completion"`
	Certificate    json.RawMessage `json:"certificate"`
	Note           string          `json:"note,omitempty"`
	SecondOpinion  string          `json:"second_opinion"`
	SecondEncoding string          `json:"second_opinion_encoding,omitempty"`
}

// ParseLarge parses the large games' file; an error names the game and,
// for a square, its index. The file is the project's own, not a user's,
// so plain encoding/json reads it (unknown keys rejected); that it holds
// no duplicate or case-variant keys either is checked by writing it back
// ([WriteLarge]) and comparing, in the package's tests.
func ParseLarge(data []byte) ([]LargeGame, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var raw []largeJSON
	if err := dec.Decode(&raw); err != nil {
		return nil, err
	}
	games := make([]LargeGame, len(raw))
	for i, r := range raw {
		g, err := r.game()
		if err != nil {
			return nil, fmt.Errorf("game %d: %w", i, err)
		}
		games[i] = g
	}
	return games, nil
}

func (r largeJSON) game() (LargeGame, error) {
	b, err := board.Parse(r.Board)
	if err != nil {
		return LargeGame{}, err
	}
	g := LargeGame{Board: b, Seed: r.Seed, Index: r.Game, FirstDead: r.FirstDead, Note: r.Note, SecondEncoding: r.SecondEncoding}
	if g.Path, err = squares("path", r.Path); err != nil {
		return g, err
	}
	if g.FirstDead < -1 || g.FirstDead >= len(g.Path) {
		return g, fmt.Errorf("first_dead %d outside the path of %d squares", g.FirstDead, len(g.Path))
	}
	if g.Method, err = evidence.ParseMethod(r.Method); err != nil {
		return g, err
	}
	if g.Rest, err = squares("completion", r.Completion); err != nil {
		return g, err
	}
	if len(r.Certificate) > 0 && string(r.Certificate) != "null" {
		if g.Certificate, err = evidence.ParseCertificate(r.Certificate); err != nil {
			return g, fmt.Errorf("certificate: %w", err)
		}
	}
	if g.SecondOpinion, err = parseOpinion(r.SecondOpinion); err != nil {
		return g, err
	}
	return g, nil
}

func squares(what string, names []string) (board.Path, error) {
	p := make(board.Path, len(names))
	for k, s := range names {
		var err error
		if p[k], err = board.ParseSquare(s); err != nil {
			return nil, fmt.Errorf("%s square %d: %w", what, k, err)
		}
	}
	return p, nil
}

// WriteLarge writes games in the file's form, one game a line, so that a
// change to one game is one line of a diff.
func WriteLarge(w io.Writer, games []LargeGame) error {
	var buf bytes.Buffer
	buf.WriteString("[\n")
	for i, g := range games {
		r := largeJSON{
			Board: g.Board.String(), Seed: g.Seed, Game: g.Index,
			Path: names(g.Path), FirstDead: g.FirstDead, Method: g.Method.String(),
			Completion: names(g.Rest), Certificate: json.RawMessage("null"), Note: g.Note,
			SecondOpinion: g.SecondOpinion.String(), SecondEncoding: g.SecondEncoding,
		}
		if g.Certificate != nil {
			c, err := json.Marshal(g.Certificate)
			if err != nil {
				return fmt.Errorf("game %d: %w", i, err)
			}
			r.Certificate = c
		}
		line, err := json.Marshal(r)
		if err != nil {
			return fmt.Errorf("game %d: %w", i, err)
		}
		buf.Write(line)
		if i < len(games)-1 {
			buf.WriteByte(',')
		}
		buf.WriteByte('\n')
	}
	buf.WriteString("]\n")
	_, err := w.Write(buf.Bytes())
	return err
}

func names(p board.Path) []string {
	s := make([]string, len(p))
	for i, sq := range p {
		s[i] = sq.String()
	}
	return s
}
