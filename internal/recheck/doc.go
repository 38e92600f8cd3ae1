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
// Cost: the certificates of one document share one [verify.Checker], so one
// work budget ([verify.DefaultMaxWork] steps) and memory of one bit a
// square of the board besides the document, however many claims it makes;
// a second opinion is a SAT solve, bounded by the context's deadline, as
// the certificate checks are. A survey's "tour" squares carry no tour and
// are counted, not checked ([Report.UncheckedTours]).
package recheck
