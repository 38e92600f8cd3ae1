package prove

import (
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
)

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// Document is the answer as `knight prove -json` writes it.
func (a Answer) Document() evidence.Answer {
	d := evidence.Answer{Problem: a.Problem, Status: a.Status, Method: a.Method,
		Certificate: a.Certificate, Nodes: a.Nodes, MS: ms(a.Elapsed)}
	if a.Status == board.Found {
		d.Tour = a.Tour
	} else {
		d.Explanation = a.Explain()
	}
	if a.SAT != nil {
		d.SAT = &evidence.SATStats{Encoding: a.SAT.Encoding.String(), Vars: a.SAT.Vars, Clauses: a.SAT.Clauses, MS: ms(a.SAT.Duration)}
	}
	return d
}

// Document is the verdict as `knight blame -json` writes it.
func (v Verdict) Document() evidence.Verdict {
	d := evidence.Verdict{Board: v.Board, Holes: v.Holes, Piece: v.Piece, Closed: v.Closed, Path: v.Path, Status: v.Status, FirstDead: v.FirstDead,
		Method: v.Method, Certificate: v.Certificate, Completion: v.Completion, Hints: v.Hints,
		Undecided: v.Undecided, Encoding: v.Encoding, Tests: v.Tests, MS: ms(v.Elapsed), Explanation: v.Explain(),
		LastAlive: -1, FirstProvedDead: -1}
	if v.Status == board.Unknown {
		d.LastAlive, d.FirstProvedDead = v.LastAlive, v.FirstProvedDead
	}
	if v.Status != board.Found && v.LastAlive >= 0 {
		d.AliveCompletion = v.AliveCompletion
	}
	if v.Status == board.None {
		d.Move = v.Path[v.FirstDead]
	}
	if v.Status == board.None || v.Status == board.Unknown && v.FirstProvedDead >= 0 {
		d.Needed = make([]board.Square, len(v.Needed))
		for i, n := range v.Needed {
			d.Needed[i] = v.Path[n]
		}
	}
	return d
}

// SurveyDocument is the survey of b as `knight survey -json` writes it:
// each square's answer, with the certificate of each start without a tour
// and, when the survey kept them ([SurveyOptions.Tours]), the tour of each
// start with one.
func SurveyDocument(b board.Board, squares []SquareAnswer) evidence.Survey {
	d := evidence.Survey{Board: b, Squares: make([]evidence.SurveySquare, len(squares))}
	if len(squares) > 0 {
		q := squares[0].Answer.Problem
		d.Holes, d.Piece = q.Holes, q.Piece
	}
	for i, s := range squares {
		d.Squares[i] = evidence.SurveySquare{Square: s.Square, Status: s.Answer.Status,
			Method: s.Answer.Method, MS: ms(s.Answer.Elapsed), Certificate: s.Answer.Certificate}
		if s.Answer.Status == board.Found && s.Answer.Tour != nil {
			d.Squares[i].Tour = s.Answer.Tour
		}
	}
	return d
}
