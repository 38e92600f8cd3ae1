package recheck

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/internal/encode"
	"github.com/knightcert/knight/verify"
)

// Errors of [Document] besides the certificate checker's own.
var (
	// ErrRefuted: the second method found a tour, so the claim is false.
	ErrRefuted = errors.New("the claim is false")
	// ErrUndecided: the second method ran out of time.
	ErrUndecided = errors.New("undecided")
	// ErrNothingClaimed: the document claims no "none" (or "dead") that
	// could be checked.
	ErrNothingClaimed = errors.New("nothing to check")
)

// Encodings are the encodings a second opinion re-solves with, at
// once, the first to decide giving the answer, whatever the document says:
// a document must not choose how it is checked. The question is always a
// refutation: the successor encoding refutes the prefixes of stuck games
// fastest, the hybrid one positions with a fixed end on long thin boards
// (4x20 after d15 c17 ending on c13: hybrid decides it, where successor and
// position stay undecided within a minute).
var Encodings = []encode.Encoding{encode.Successor, encode.Hybrid}

// MaxSquares bounds the boards a second opinion solves: both
// formulas are built at once, and the encoder does not yet stop building
// when the deadline passes, so the bound keeps a hostile document's cost to
// that of a 20x20 formula (bench/hostile.sh measures it).
// Every board that has a start without a tour and no certificate is far
// smaller (3x7, 3x8 and their like).
const MaxSquares = 400

// SecondOpinionTime bounds the SAT second opinions of one document
// together, whatever time the caller allows: a claim not re-solved
// within it is undecided ("not re-checked within the limit"), never a
// long silent run. With [MaxSquares] it keeps a hostile document of a
// few bytes to a few seconds and a few hundred megabytes.
const SecondOpinionTime = 5 * time.Second

// EncodingNames names the encodings of a second opinion in prose.
const EncodingNames = "successor and hybrid"

// Claim is one "no tour" a document makes, and how [Document] checked it;
// or, when Tour is set, the claim of a verdict that a prefix of its path
// can still be completed (or of a survey that a start has a tour), with
// the tour that shows it.
type Claim struct {
	Problem board.Problem
	// Tour is a tour of Problem the document gives, checked move by move
	// by verify.Tour: the completable half of a verdict (see
	// [verdictClaims]) or a survey square's tour.
	Tour board.Path
	// Certificate is the proof checked by verify.Certificate; nil when
	// the claim rested on SAT or an exhaustive search and was re-solved.
	Certificate evidence.Certificate
	// Encoding names the SAT encoding of a second opinion: the formula
	// solved again, which is not a proof.
	Encoding string
	// completes says Tour completes a verdict's path, rather than being
	// an answer's or a survey square's tour.
	completes bool
	// member is the document's member the claim stands on ("tour",
	// "certificate", "status", "squares.3.certificate"), named in a
	// refusal, as [verify.MemberError] has it; "" when not known.
	member string
}

// SecondOpinion reports whether the claim was re-solved rather than proven.
func (c Claim) SecondOpinion() bool { return c.Certificate == nil && c.Tour == nil }

// Report is what [Document] re-checked in a document.
type Report struct {
	// Board is the document's board.
	Board board.Board
	// Claims are the "no tour" claims, each checked.
	Claims []Claim
	// UncheckedTours counts the squares of a survey that claim a tour
	// without carrying one: there is nothing to check them against, and
	// the report says so rather than calling the document unproven.
	UncheckedTours int
	// Work is the steps the certificate checks took, within
	// [verify.DefaultMaxWork] for the whole document.
	Work int64
	// Checked says, a line each, what else was checked: the moves a
	// completable verdict lists.
	Checked []string
	// Puzzle is the check of an [puzzlecert.Answer], nil for the
	// other documents.
	Puzzle *PuzzleReport
}

// PuzzleReport says what the check of a puzzle answer found: the claims
// [verify.Puzzle] checked and, when the answer rests on SAT, the claim
// solved again and the encoding that did it (a second opinion).
type PuzzleReport struct {
	Checked []string
	// SecondOpinion is "no other solution" or "no solution" when
	// Encoding solved it again, empty when nothing rests on SAT.
	SecondOpinion, Encoding string
}

// Document re-derives every "no tour" a document claims without trusting
// the method that gave it: the "none" of an [evidence.Answer], the "dead"
// of an [evidence.Verdict] (its path up to the first dead square), and
// each "none" of an [evidence.Survey]; a puzzle answer goes through
// [verify.Puzzle] and a puzzle blame's verdict through
// [verify.PuzzleVerdict], and where either rests on SAT, [Puzzle]. Certificates are checked by one
// [verify.Checker], so that all the claims of a document share one work
// budget ([verify.DefaultMaxWork] steps, [verify.ErrTooLarge] beyond) and
// stop when ctx is done; a claim without one is solved again by SAT with
// [Encodings] within ctx and [MaxSquares] (beyond it [encode.ErrTooLarge],
// before any formula is built). That second solve is a second opinion,
// not a proof object: it rests on the solver and the encoding being
// right. Document returns what it checked, the claims up to the first
// error with that error.
//
// A survey whose squares all claim a tour, none carrying one, has nothing
// to refute: its report counts them in UncheckedTours, with no error.
// A survey's counts of tours from each square (its "counts") are
// re-counted by [verify.Checker.Count], as a count from each square is;
// a square that claims a tour must count more than 0, which checks its
// tour, so that none is left in UncheckedTours.
func Document(ctx context.Context, d evidence.Document) (Report, error) {
	var ck verify.Checker
	return DocumentWith(ctx, &ck, d, SecondOpinionTime)
}

// DocumentWith is [Document] charging the certificate checks to ck's
// budget, so that the documents of one input (a stream of surveys) share
// one budget rather than each having its own: ten documents cost no more
// than one. sat bounds the document's SAT second opinions together: 0 is
// [SecondOpinionTime], less than 0 no bound but ctx's (a caller that
// asked for a time of its own).
func DocumentWith(ctx context.Context, ck *verify.Checker, d evidence.Document, sat time.Duration) (Report, error) {
	if sat == 0 {
		sat = SecondOpinionTime
	}
	switch d := d.(type) {
	case puzzlecert.Answer:
		return puzzleReport(ctx, ck, d, sat)
	case puzzlecert.Verdict:
		return puzzleVerdictReport(ctx, ck, d, sat)
	case evidence.CountAnswer:
		return countReport(ctx, ck, d)
	}
	claims, tours, err := claimsOf(d)
	if err != nil {
		return Report{}, err
	}
	r := Report{UncheckedTours: tours}
	switch d := d.(type) {
	case evidence.Answer:
		r.Board = d.Problem.Board
	case evidence.Verdict:
		r.Board = d.Board
	case evidence.Survey:
		r.Board = d.Board
	}
	// Refused at once when the certificates together could take more
	// than the budget: a survey of 20,000 four-lines claims on 4x10000 is
	// known too large before any is checked.
	var work int64
	for _, c := range claims {
		if c.Certificate != nil {
			work += verify.Work(c.Problem, c.Certificate)
		}
	}
	maxWork := cmp.Or(ck.MaxWork, verify.DefaultMaxWork)
	if spent := ck.Work(); work > maxWork-spent {
		return r, fmt.Errorf("the %d claims' certificates could take %d steps to check, more than the %d left of %d: %w",
			len(claims), work, maxWork-spent, maxWork, verify.ErrOverBudget)
	}
	secondOpinion := sync.OnceValues(func() (context.Context, context.CancelFunc) { return satContext(ctx, sat) })
	defer func() {
		if _, cancel := secondOpinion(); cancel != nil {
			cancel()
		}
	}()
	for i, c := range claims {
		err := recheck(ctx, secondOpinion, ck, &claims[i])
		r.Work = ck.Work()
		if err != nil && c.member != "" && !errors.Is(err, ErrUndecided) && !errors.Is(err, verify.ErrTooLarge) && !errors.Is(err, encode.ErrTooLarge) {
			err = &verify.MemberError{Member: c.member, Err: err}
		}
		if err != nil {
			r.Claims = claims[:i]
			if len(claims) > 1 {
				return r, fmt.Errorf("%v: %w", c.Problem, err)
			}
			return r, err
		}
	}
	r.Claims = claims
	if s, ok := d.(evidence.Survey); ok && s.Counts != nil {
		lines, err := surveyCounts(ctx, ck, s)
		r.Work = ck.Work()
		if err != nil {
			return r, err
		}
		r.Checked = append(r.Checked, lines...)
		// Each square that claims a tour has a count above 0, now
		// re-counted: a tour from it exists, checked.
		r.UncheckedTours = 0
	}
	if v, ok := d.(evidence.Verdict); ok {
		line, err := hints(ctx, ck, v)
		r.Work = ck.Work()
		if err != nil {
			return r, err
		}
		if line != "" {
			r.Checked = append(r.Checked, line)
		}
	}
	return r, nil
}

// countReport is [Document] for a count: [verify.Checker.Count] counts
// again with a search of its own. A count the search does not finish
// within the budget or ctx is undecided, not re-checked within the limit:
// a count is neither refuted nor confirmed by a search cut short.
func countReport(ctx context.Context, ck *verify.Checker, a evidence.CountAnswer) (Report, error) {
	r := Report{Board: a.Problem.Board}
	lines, err := ck.Count(ctx, a)
	r.Work = ck.Work()
	switch {
	case err == nil:
		r.Checked = lines
		return r, nil
	case errors.Is(err, verify.ErrTooLarge), ctx.Err() != nil:
		return r, fmt.Errorf("%w: not re-checked within the limit: %w", ErrUndecided, err)
	}
	return r, err
}

// surveyCounts re-checks a survey's counts of tours from each square as
// [verify.Checker.Count] re-checks a count from each square (knight count
// -by-start), after checking that they agree with the squares' answers: a
// square with a tour has a count above 0, one without a count of 0. A
// count the search does not finish within the budget is undecided, as in
// countReport.
func surveyCounts(ctx context.Context, ck *verify.Checker, s evidence.Survey) ([]string, error) {
	for _, sq := range s.Squares {
		n := s.Counts[s.Board.Index(sq.Square)]
		switch {
		case sq.Status == board.Found && n.Sign() == 0:
			return nil, atMember("counts."+sq.Square.String(), fmt.Errorf("%w: the survey finds a tour from %v and counts 0 from it", verify.ErrCountMismatch, sq.Square))
		case sq.Status == board.None && n.Sign() != 0:
			return nil, atMember("counts."+sq.Square.String(), fmt.Errorf("%w: the survey finds no tour from %v and counts %v from it", verify.ErrCountMismatch, sq.Square, n))
		}
	}
	lines, err := ck.Count(ctx, evidence.CountAnswer{Problem: board.Problem{Board: s.Board}, Directed: true, ByStart: s.Counts, Method: "frontier"})
	switch {
	case err == nil:
		return lines, nil
	case errors.Is(err, verify.ErrTooLarge), ctx.Err() != nil:
		return nil, fmt.Errorf("%w: the survey's counts not re-checked within the limit: %w", ErrUndecided, err)
	}
	return nil, atMember("counts", fmt.Errorf("the survey's counts: %w", err))
}

// atMember marks err as a refusal of the document's member (see
// [verify.MemberError]); nil stays nil.
func atMember(member string, err error) error {
	if err == nil {
		return nil
	}
	return &verify.MemberError{Member: member, Err: err}
}

func claimsOf(d evidence.Document) (claims []Claim, tours int, err error) {
	switch d := d.(type) {
	case evidence.Answer:
		if d.Status == board.Found && d.Tour != nil {
			return []Claim{{Problem: d.Problem, Tour: d.Tour, member: "tour"}}, 0, nil
		}
		if d.Status != board.None {
			return nil, 0, atMember("status", fmt.Errorf("%w: the answer's status is %q: only a \"none\" answer, or a \"tour\" answer with its tour, makes a claim to check", ErrNothingClaimed, d.Status))
		}
		if d.Certificate == nil && d.Method != evidence.SAT && d.Method != evidence.Exhaustive {
			return nil, 0, atMember("method", fmt.Errorf("%w: method %q with no certificate", ErrNothingClaimed, d.Method))
		}
		member := "certificate"
		if d.Certificate == nil {
			member = "status" // SAT's or the search's word, solved again
		}
		return []Claim{{Problem: d.Problem, Certificate: d.Certificate, member: member}}, 0, nil
	case evidence.Verdict:
		claims, err := verdictClaims(d)
		return claims, 0, err
	case evidence.Survey:
		if err := d.Board.Check(); err != nil {
			return nil, 0, atMember("board", err)
		}
		seen := map[board.Square]bool{}
		for i, s := range d.Squares {
			at := fmt.Sprintf("squares.%d.", i) // the square's members
			q := d.Problem(s)
			if err := q.Check(); err != nil {
				return nil, 0, atMember(at+"square", err)
			}
			if seen[s.Square] {
				return nil, 0, atMember(at+"square", fmt.Errorf("the survey lists %v twice", s.Square))
			}
			seen[s.Square] = true
			switch s.Status {
			case board.Found:
				if s.Tour != nil {
					claims = append(claims, Claim{Problem: q, Tour: s.Tour, member: at + "tour"})
				} else {
					tours++
				}
				continue
			case board.Unknown:
				continue
			}
			if s.Certificate == nil && s.Method != evidence.SAT && s.Method != evidence.Exhaustive {
				return nil, 0, atMember(at+"method", fmt.Errorf("%w: %v: method %q with no certificate", ErrNothingClaimed, s.Square, s.Method))
			}
			member := at + "certificate"
			if s.Certificate == nil {
				member = at + "status" // SAT's or the search's word, solved again
			}
			claims = append(claims, Claim{Problem: q, Certificate: s.Certificate, member: member})
		}
		if len(claims) == 0 && tours == 0 && d.Counts == nil {
			return nil, 0, atMember("squares", fmt.Errorf("%w: the survey decides no start", ErrNothingClaimed))
		}
		return claims, tours, nil
	}
	return nil, 0, fmt.Errorf("%w: a %s", ErrNothingClaimed, d.Name())
}

func recheck(ctx context.Context, secondOpinion func() (context.Context, context.CancelFunc), ck *verify.Checker, c *Claim) error {
	if c.Tour != nil {
		return recheckCompletion(*c)
	}
	if c.Certificate != nil {
		err := ck.Certificate(ctx, c.Problem, c.Certificate)
		if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
			return fmt.Errorf("%w: the certificate's check stopped after %d steps: %w", ErrUndecided, ck.Work(), err)
		}
		return err
	}
	ctx, _ = secondOpinion()
	type result struct {
		encoding encode.Encoding
		r        encode.Result
		err      error
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	results := make(chan result, len(Encodings))
	for _, e := range Encodings {
		go func() {
			r, err := encode.Solve(ctx, c.Problem, encode.Options{Encoding: e, MaxSquares: MaxSquares})
			results <- result{e, r, err}
		}()
	}
	var first error
	for range Encodings {
		res := <-results
		switch {
		case res.err != nil:
			first = cmp.Or(first, res.err)
			continue
		case res.r.Status == board.Unknown:
			continue
		}
		cancel()
		// Either encoding may decide first; the claim names both, so that
		// the same document reads the same every run.
		c.Encoding = EncodingNames
		if res.r.Status == board.None {
			return nil
		}
		if err := verify.Tour(c.Problem, res.r.Tour); err != nil {
			return fmt.Errorf("recheck: the %s encoding decoded a bad tour: %w", res.encoding, err)
		}
		return fmt.Errorf("%w: the %s encoding found a tour: %v", ErrRefuted, res.encoding, res.r.Tour)
	}
	if first != nil {
		return first
	}
	return fmt.Errorf("%w: not re-checked within the limit: neither the %s encoding decided in time (%s)", ErrUndecided, EncodingNames, satWords())
}

// satWords says what bounds a document's second opinions.
func satWords() string {
	return "a document's second opinions have " + SecondOpinionTime.String() + " unless knight verify -timeout says otherwise"
}

// satContext is ctx bounded by sat, the time of a document's second
// opinions (less than 0: ctx alone).
func satContext(ctx context.Context, sat time.Duration) (context.Context, context.CancelFunc) {
	if sat < 0 {
		return context.WithCancel(ctx)
	}
	return context.WithTimeout(ctx, sat)
}

// ErrNotFirst: a verdict names a square after which no tour exists but
// does not show that a tour existed before it, so the mistake it names
// may not be the first.
var ErrNotFirst = errors.New("not shown to be the first")

// ErrBadCompletion: a verdict's completion (of its path, or of the prefix
// before its mistake) is not a tour that begins with that path.
var ErrBadCompletion = errors.New("the completion is not a tour of the path")

// verdictClaims are the claims of a verdict, both halves of "your mistake
// is move i": that the path up to square i is dead (a certificate, or SAT
// or an exhaustive search, re-solved), and, when i > 0, that the path
// before it can be completed: alive_completion, a full tour beginning
// with Path[:i], which verify.Tour checks. The second half is what makes i
// the first: an i moved later than the true first dead square has a dead
// prefix before it, which no tour begins with; one moved earlier has a
// completable prefix up to it, which no certificate proves dead and SAT
// refutes. An unknown verdict claims the same of its interval: a tour
// after last_alive, none after first_proved_dead, which must come later.
// A completable verdict claims its completion. A verdict about closed
// tours ("closed": true) claims all of this of closed tours: its
// completions must close, and its dead prefix have no closed tour.
func verdictClaims(d evidence.Verdict) ([]Claim, error) {
	n := len(d.Path)
	if d.Status == board.Found && d.Completion != nil {
		if err := verify.ShapePath(d.Shape(), d.Path); err != nil {
			return nil, atMember("path", err)
		}
		return []Claim{{Problem: d.Completable(), Tour: d.Completion, completes: true, member: "completion"}}, nil
	}
	for _, f := range []struct {
		name string
		i    int
	}{{"first_dead", d.FirstDead}, {"last_alive", d.LastAlive}, {"first_proved_dead", d.FirstProvedDead}} {
		if f.i >= n {
			return nil, atMember(f.name, fmt.Errorf("the verdict's %s %d is past the end of its %d-square path", f.name, f.i, n))
		}
	}
	dead, i, hasDead := d.ProvedDead()
	alive, k, hasAlive := d.Alive()
	if !hasDead && !hasAlive {
		return nil, atMember("status", fmt.Errorf("%w: the verdict is %q: only a \"dead\" verdict, or an unknown one with last_alive or first_proved_dead, makes a claim to check",
			ErrNothingClaimed, evidence.VerdictWord(d.Status)))
	}
	if err := verify.ShapePath(d.Shape(), d.Path); err != nil {
		return nil, atMember("path", err)
	}
	if d.Status == board.None && d.Move != d.Path[i] {
		return nil, atMember("move", fmt.Errorf("the verdict's move %v is not square %d of its path, %v", d.Move, i, d.Path[i]))
	}
	if hasDead && hasAlive && k >= i {
		return nil, atMember("last_alive", fmt.Errorf("the verdict's last_alive %d is not before its first_proved_dead %d", k, i))
	}
	// The dead half first: a false "dead" is the graver claim, and its
	// refutation the more useful message.
	var claims []Claim
	if hasDead {
		if d.Certificate == nil && d.Method != evidence.SAT && d.Method != evidence.Exhaustive {
			return nil, atMember("method", fmt.Errorf("%w: method %q with no certificate", ErrNothingClaimed, d.Method))
		}
		member := "certificate"
		if d.Certificate == nil {
			member = "status" // SAT's or the search's word, solved again
		}
		claims = append(claims, Claim{Problem: dead, Certificate: d.Certificate, member: member})
	}
	switch {
	case hasAlive && d.AliveCompletion == nil:
		// The member that names the move with nothing before it shown.
		member := "first_dead"
		if d.Status == board.Unknown {
			member = "last_alive"
		}
		return nil, atMember(member, fmt.Errorf("%w: the verdict names move %d but carries no alive_completion showing that a tour could still follow move %d",
			ErrNotFirst, k+1, k))
	case hasAlive:
		claims = append(claims, Claim{Problem: alive, Tour: d.AliveCompletion, completes: true, member: "alive_completion"})
	case d.AliveCompletion != nil:
		return nil, atMember("alive_completion", fmt.Errorf("the verdict claims no completable prefix (a first_dead of 0 has none before it), so its alive_completion has nothing to complete"))
	}
	return claims, nil
}

// recheckCompletion checks the completable half of a verdict: its tour,
// move by move.
func recheckCompletion(c Claim) error {
	if err := verify.Tour(c.Problem, c.Tour); err != nil {
		if !c.completes {
			// A prove answer's tour, or a survey square's: there is no
			// player's path before it to complete.
			return fmt.Errorf("the tour given is not a tour of %v: %w", c.Problem.Board, err)
		}
		return fmt.Errorf("%w up to move %d: %w", ErrBadCompletion, len(c.Problem.Prefix)-1, err)
	}
	return nil
}
