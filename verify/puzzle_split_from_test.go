package verify_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"github.com/knightcert/knight/board"
	"github.com/knightcert/knight/evidence"
	"github.com/knightcert/knight/evidence/puzzlecert"
	"github.com/knightcert/knight/verify"
)

// checkProof checks a against the budget maxWork, its case split's
// deductions from nothing when scratch is set, and returns the steps
// taken and the error.
func checkProof(a puzzlecert.Answer, maxWork int64, scratch bool) (int64, error) {
	ck := verify.Checker{MaxWork: maxWork}
	if scratch {
		verify.FromScratch(&ck)
	}
	_, err := ck.Puzzle(context.Background(), a)
	return ck.Work(), err
}

// proofBranches lists every branch of a's proof of uniqueness, nested
// ones included, as pointers into it, so that a mutant changes a in place.
func proofBranches(a puzzlecert.Answer) []*puzzlecert.Branch {
	var out []*puzzlecert.Branch
	var walk func(bs []puzzlecert.Branch)
	walk = func(bs []puzzlecert.Branch) {
		for i := range bs {
			out = append(out, &bs[i])
			if s, ok := bs[i].Certificate.(puzzlecert.Split); ok {
				walk(s.Branches)
			}
		}
	}
	for _, s := range a.Proof.Splits {
		walk(s.Branches)
	}
	return out
}

// TestPuzzleProofFromAbove: the proofs of uniqueness the producer writes
// for the page's hard puzzles (testdata/proofs, made by `knight puzzle
// make -level hard | knight puzzle solve`), and mutants of them, are
// accepted exactly when the checker accepts them with every deduction run
// from nothing. Oracle: the second method, the checker's deductions from
// nothing (verify.FromScratch), with a budget neither method reaches. The
// mutants change one branch each, its certificate replaced by a
// deduction, a placed number dropped or moved to another square, or a
// nested split's last branch dropped; the test asserts that both methods
// refuse some and accept some.
func TestPuzzleProofFromAbove(t *testing.T) {
	files, err := filepath.Glob("testdata/proofs/puzzle-*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no proofs in testdata/proofs: %v", err)
	}
	const unbounded = 1 << 50
	accepted, refused := 0, 0
	for _, name := range files {
		data := readTestdata(t, "proofs/"+filepath.Base(name))
		parse := func() puzzlecert.Answer {
			a, err := puzzlecert.ParseAnswer(data, evidence.DefaultLimits)
			if err != nil || a.Proof == nil {
				t.Fatalf("%s: %v, proof %v", name, err, a.Proof != nil)
			}
			return a
		}
		a := parse()
		if _, err := checkProof(a, 0, false); err != nil {
			t.Fatalf("%s: verify.Checker.Puzzle = %v, want nil", name, err)
		}
		// Mutants of some 40 branches a proof, spread over it; 3 under
		// -short.
		branches := len(proofBranches(a))
		every := max(1, branches/40)
		if testing.Short() {
			every = max(1, branches/3)
		}
		for i := 0; i < branches; i += every {
			mutants := []func(b *puzzlecert.Branch, sq board.Square) bool{
				func(b *puzzlecert.Branch, _ board.Square) bool {
					_, was := b.Certificate.(puzzlecert.Deduced)
					b.Certificate = puzzlecert.Deduced{}
					return !was
				},
				func(b *puzzlecert.Branch, _ board.Square) bool {
					if len(b.Placed) == 0 {
						return false
					}
					b.Placed = b.Placed[:len(b.Placed)-1]
					return true
				},
				func(b *puzzlecert.Branch, sq board.Square) bool {
					if len(b.Placed) == 0 || b.Placed[0].Square == sq {
						return false
					}
					b.Placed[0].Square = sq
					return true
				},
				func(b *puzzlecert.Branch, _ board.Square) bool {
					s, ok := b.Certificate.(puzzlecert.Split)
					if !ok || len(s.Branches) == 0 {
						return false
					}
					s.Branches = s.Branches[:len(s.Branches)-1]
					b.Certificate = s
					return true
				},
			}
			for m, mutate := range mutants {
				a := parse()
				b := proofBranches(a)[i]
				if !mutate(b, a.Solutions[0][(i*7+m)%len(a.Solutions[0])]) {
					continue
				}
				_, got := checkProof(a, unbounded, false)
				_, want := checkProof(a, unbounded, true)
				if (got == nil) != (want == nil) {
					t.Fatalf("%s: branch %d, mutant %d: from above %v, from nothing %v", name, i, m, got, want)
				}
				if got == nil {
					accepted++
				} else {
					refused++
				}
			}
		}
	}
	t.Logf("mutants accepted by both methods %d, refused by both %d", accepted, refused)
	if accepted == 0 || refused == 0 {
		t.Errorf("mutants accepted %d, refused %d: want some of each", accepted, refused)
	}
}

// TestPuzzleProofFromAboveBudget: a proof whose deductions from nothing
// take more than the budget is refused as too large by the checker that
// runs them so, and accepted within it from the fixed points above.
// Oracle: the steps the checker counts (verify.Checker.Work) with each
// method, each run within a budget it cannot reach first.
func TestPuzzleProofFromAboveBudget(t *testing.T) {
	a, err := puzzlecert.ParseAnswer(readTestdata(t, "proofs/puzzle-12x12-closed-1-hard.json"), evidence.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	const unbounded = 1 << 50
	above, _ := checkProof(a, unbounded, false)
	scratch, _ := checkProof(a, unbounded, true)
	budget := (above + scratch) / 2
	if above >= scratch {
		t.Fatalf("steps from above %d, from nothing %d: want fewer from above", above, scratch)
	}
	if _, err := checkProof(a, budget, true); !errors.Is(err, verify.ErrTooLarge) {
		t.Errorf("from nothing within %d steps: %v, want %v", budget, err, verify.ErrTooLarge)
	}
	if _, err := checkProof(a, budget, false); err != nil {
		t.Errorf("from above within %d steps: %v, want nil", budget, err)
	}
}
