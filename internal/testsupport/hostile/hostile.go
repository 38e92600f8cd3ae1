// Package hostile writes hostile documents, which a checker must decide or
// refuse within its documented bounds: a case-split
// chain over a prefix of a million squares, and a survey of 20,000
// genuine four-lines claims. Tests and bench/hostile use them; the
// documents are built here, from the producers, because an attacker may
// use any tool.
package hostile

import (
	"bytes"
	"fmt"
	"io"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/internal/heuristic"
	"github.com/knightcert/knight/internal/parity"
)

// ChainPrefix is the prefix of [CaseSplitChain]: a million squares of a
// tour of 1024x1024, 276 short of the whole.
const ChainPrefix = 1_048_300

// CaseSplitChain writes an answer claiming no tour of 1024x1024 after the
// first ChainPrefix squares of a tour, proved by a chain of case splits
// (each node lists exactly the knight's moves; the first leads down the
// chain, the others claim the knight stuck), as deep as the reader takes
// or until the knight is stuck (61 nodes on this prefix), whose last node
// is a cut of one square. 8.6 MB, within every limit of
// evidence.DefaultLimits. The claim is false: a checker must refute it.
func CaseSplitChain(w io.Writer) error {
	b := board.Board{W: 1024, H: 1024}
	tour, err := heuristic.Construct(b)
	if err != nil {
		return err
	}
	prefix := tour[:ChainPrefix]
	visited := make([]bool, b.Size())
	for _, s := range prefix {
		visited[b.Index(s)] = true
	}
	cur := prefix[len(prefix)-1]
	// The chain's squares, then the certificates from the bottom up.
	type node struct {
		at    board.Square
		moves []board.Square
	}
	var chain []node
	var buf []board.Square
	for len(chain) < evidence.DefaultLimits.MaxDepth-1 {
		var moves []board.Square
		for _, n := range b.Neighbours(cur, buf[:0]) {
			if !visited[b.Index(n)] {
				moves = append(moves, n)
			}
		}
		sortByIndex(b, moves)
		chain = append(chain, node{cur, moves})
		if len(moves) == 0 {
			break
		}
		cur = moves[0]
		visited[b.Index(cur)] = true
	}
	k := len(prefix) + len(chain) - 1
	last := chain[len(chain)-1]
	dark := board.Dark
	var c evidence.Certificate = evidence.Cut{At: evidence.At{Board: b, Visited: k, From: last.at},
		Squares: []board.Square{last.at}, Pieces: 1, Need: 2, Side: &dark}
	if len(last.moves) > 0 {
		c = evidence.CaseSplit{At: evidence.At{Board: b, Visited: k, From: last.at}}
	}
	for i := len(chain) - 2; i >= 0; i-- {
		n := chain[i]
		k--
		split := evidence.CaseSplit{At: evidence.At{Board: b, Visited: k, From: n.at}}
		for j, m := range n.moves {
			child := c
			if j > 0 {
				child = evidence.CaseSplit{At: evidence.At{Board: b, Visited: k + 1, From: m}}
			}
			split.Branches = append(split.Branches, evidence.Branch{Move: m, Certificate: child})
		}
		c = split
	}
	a := evidence.Answer{Problem: board.Problem{Board: b, Prefix: prefix}, Status: board.None, Method: evidence.Parity, Certificate: c}
	return a.WriteJSON(w)
}

func sortByIndex(b board.Board, s []board.Square) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && b.Index(s[j]) < b.Index(s[j-1]); j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// FourLinesSurvey writes the survey of 4x10000 with parity's certificate
// for every start it has one for (20,000 genuine four-lines claims) and
// "tour" for the others, which carry no tour.
func FourLinesSurvey(w io.Writer) error {
	b := board.Board{W: 4, H: 10000}
	s := evidence.Survey{Board: b}
	claims := 0
	// A start's certificate depends on its file and colour alone (the
	// lines are files, the inner ones b and c): parity is asked once for
	// each, at the bottom of the board, and the answer moved up.
	type class struct {
		file int32
		dark bool
	}
	type answer struct {
		c  evidence.Certificate
		ok bool
	}
	byClass := map[class]answer{}
	for i := range b.Size() {
		sq := b.Square(i)
		cl := class{sq.X, sq.Colour() == board.Dark}
		a, seen := byClass[cl]
		if !seen {
			a.c, a.ok = parity.Check(board.Problem{Board: b, Prefix: board.Path{sq}})
			byClass[cl] = a
		}
		if !a.ok {
			s.Squares = append(s.Squares, evidence.SurveySquare{Square: sq, Status: board.Found, Method: evidence.Heuristic})
			continue
		}
		c, ok := a.c.(evidence.FourLines)
		if !ok {
			return fmt.Errorf("hostile: %v of %v has a %s certificate, want four-lines", sq, b, a.c.Kind())
		}
		c.From = sq
		claims++
		s.Squares = append(s.Squares, evidence.SurveySquare{Square: sq, Status: board.None, Method: evidence.Parity, Certificate: c})
	}
	if claims != 20_000 {
		return fmt.Errorf("hostile: %d four-lines claims on %v, want 20,000", claims, b)
	}
	return s.WriteJSON(w)
}

// Documents returns both documents, [CaseSplitChain]'s and
// [FourLinesSurvey]'s, written into memory: what every test of a checker
// against them starts with.
func Documents() (chain, survey []byte, err error) {
	var c, s bytes.Buffer
	if err := CaseSplitChain(&c); err != nil {
		return nil, nil, err
	}
	if err := FourLinesSurvey(&s); err != nil {
		return nil, nil, err
	}
	return c.Bytes(), s.Bytes(), nil
}
