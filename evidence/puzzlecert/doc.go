// Package puzzlecert is the evidence about clue puzzles: the [Puzzle]
// (a board, its shape, open or closed, and the numbers given), the
// documents `knight puzzle solve -json` and `knight puzzle make -json`
// write (an [Answer]) and `knight puzzle blame -json` writes (a
// [Verdict]), and the certificates they carry. It is evidence's family:
// it imports only board, evidence and evidence's strict reader, so that
// package verify checks it without importing what produced it.
//
// An answer proves "none" with a [Certificate]: one argument of a kind
// ([Distance], [Parity], [Blocked], [ColourCount], [Forced], [Deduced]),
// or a [Split] on where a number goes, one [Branch] for every square it
// can take, each with a certificate that the puzzle with the number
// there has no solution; a branch may first place numbers that the
// deductions of [Deduced] leave one square each (its Placed, which the
// checker re-derives), its certificate then proving the puzzle with them
// too has none. [Forced] carries a tour certificate
// ([evidence.Certificate]) of the problem the clues force. Each kind is
// a struct with only the fields its argument uses, written by its JSON
// tags with its kind first, and read back into the struct its "kind"
// names, as the tour certificates are; a new kind is a type here ([Kinds]
// lists them), a case in verify's checker and a drawing in package draw,
// which tests over Kinds keep complete. An answer proves "unique" with a
// [UniqueProof]: a case split down the solution whose every other branch
// ends in a certificate. A puzzle on a shape ([Puzzle] with Holes or a
// Piece, written "holes" and "piece" only when not the default) proves
// both by its exhaustive count of 1 or 0, which the checker counts again.
//
// [ParsePuzzle], [ParseAnswer] and [ParseVerdict] read strictly, as
// [evidence.Read] reads the tour documents and with the same reader:
// unknown, duplicate and case-variant keys, and anything after the
// document, are refused at their line and column ([board.ParseError]),
// within [evidence.Limits] and at most [MaxClues] clues. The package
// registers its documents with evidence's reader, so that [evidence.Read],
// [evidence.Parse] and [evidence.Stream] read an answer or a verdict too.
// Reading costs O(bytes); writing, O(length of the document).
//
// A "none" decided by SAT has no certificate, and a "unique" without a
// proof rests on SAT: their only check is to solve the formula again with
// another encoding (package recheck), which is a second opinion, not a
// proof.
package puzzlecert
