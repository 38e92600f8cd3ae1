// Package recheck re-checks the claims of a document knight wrote (the
// "none" of a prove answer, the "dead" of a blame verdict, every "none" of
// a survey) without trusting the method that gave them.
//
// It imports board, evidence, verify and encode only, never a producer
// (parity, heuristic, prove), so that `knight verify -certificate` runs
// no code that made what it checks. A certificate is checked by
// [verify.Certificate], which re-derives every count from the board. A
// claim without one (SAT, exhaustive search) is solved again by SAT with
// the successor and hybrid encodings at once ([Encodings]), whatever
// encoding the document names, on boards of at most [MaxSquares] squares,
// refused before any formula is built: a second opinion, not a proof.
//
// Cost: a certificate check is linear in what it re-derives (see package
// verify); a second opinion is a SAT solve, bounded by the context's
// deadline.
package recheck
